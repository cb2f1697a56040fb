#include "recovery_file.hpp"

#include <system_error>

#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/io/atomic_file.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/io/json_format.hpp"

namespace easylink::ui {
namespace {

constexpr const char* kFormat = "easylink-recovery";
constexpr int kVersion = 1;

}  // namespace

std::optional<std::string> RecoveryFile::write(const std::filesystem::path& original,
                                               const Catalogue& catalogue) const {
    std::error_code error;
    std::filesystem::create_directories(file_.parent_path(), error);
    Json document = Json::object();
    document["format"] = kFormat;
    document["version"] = kVersion;
    document["original"] = original.string();
    document["catalogue"] = catalogueToJson(catalogue);
    return writeFileAtomically(file_, formatJsonReadable(document));
}

std::optional<RecoveredCatalogue> RecoveryFile::read() const {
    std::error_code error;
    if (!std::filesystem::exists(file_, error)) {
        return std::nullopt;
    }
    const ParsedJson parsed = readJsonFile(file_);
    if (!parsed.ok() || !parsed.value.is_object()) {
        return std::nullopt;
    }
    const Json& document = parsed.value;
    const auto format = document.find("format");
    const auto original = document.find("original");
    const auto catalogue = document.find("catalogue");
    if (format == document.end() || *format != kFormat || original == document.end() ||
        !original->is_string() || catalogue == document.end()) {
        return std::nullopt;
    }
    CatalogueLoad load = readCatalogue(*catalogue);
    return RecoveredCatalogue{original->get<std::string>(), std::move(load.catalogue)};
}

void RecoveryFile::remove() const {
    std::error_code error;
    std::filesystem::remove(file_, error);
}

}  // namespace easylink::ui
