#include "easylink/output/layout_catalogue.hpp"

#include <algorithm>
#include <set>
#include <system_error>

#include "easylink/io/file_identity.hpp"

namespace easylink {

std::optional<CatalogueIdentity> namedCatalogue(const Json& layoutDocument) {
    if (!layoutDocument.is_object()) {
        return std::nullopt;
    }
    const auto header = layoutDocument.find("catalogue");
    if (header == layoutDocument.end() || !header->is_object()) {
        return std::nullopt;
    }
    const auto name = header->find("name");
    const auto hash = header->find("hash");
    if (name == header->end() || !name->is_string() || hash == header->end() ||
        !hash->is_string()) {
        return std::nullopt;
    }
    return CatalogueIdentity{name->get<std::string>(), hash->get<std::string>()};
}

std::vector<std::string> missingModules(const Json& layoutDocument, const Catalogue& catalogue) {
    std::vector<std::string> missing;
    if (!layoutDocument.is_object()) {
        return missing;
    }
    const auto rooms = layoutDocument.find("rooms");
    if (rooms == layoutDocument.end() || !rooms->is_array()) {
        return missing;
    }
    std::set<std::string, std::less<>> seen;
    for (const Json& room : *rooms) {
        if (!room.is_object()) {
            continue;
        }
        const auto name = room.find("template");
        if (name == room.end() || !name->is_string()) {
            continue;
        }
        const std::string& text = name->get_ref<const std::string&>();
        if (catalogue.find(text) == nullptr && seen.insert(text).second) {
            missing.push_back(printableExcerpt(text));
        }
    }
    return missing;
}

std::string listNames(const std::vector<std::string>& names, std::size_t shown) {
    std::string text;
    const std::size_t listed = std::min(names.size(), shown);
    for (std::size_t i = 0; i < listed; ++i) {
        const bool last = i + 1 == listed && listed == names.size();
        text += i == 0 ? "" : last ? " and " : ", ";
        text += names[i];
    }
    if (listed < names.size()) {
        text += " and " + std::to_string(names.size() - listed) + " more";
    }
    return text;
}

std::string describeCatalogue(const CatalogueIdentity& identity) {
    const std::string name =
        identity.name.empty() ? std::string("without a name") : "'" + identity.name + "'";
    return "the catalogue " + name + " (" + identity.hash + ")";
}

std::optional<FoundCatalogue> findCatalogue(const CatalogueIdentity& wanted,
                                            const std::vector<std::filesystem::path>& candidates) {
    std::vector<FileIdentity> read;
    for (const std::filesystem::path& path : candidates) {
        const std::optional<FileIdentity> identity = identifyFile(path);
        if (!identity || !identity->exists ||
            std::find(read.begin(), read.end(), *identity) != read.end()) {
            continue;
        }
        read.push_back(*identity);
        auto load = std::make_unique<const CatalogueLoad>(loadCatalogueFile(path));
        if (load->valid() && catalogueIdentity(load->catalogue).hash == wanted.hash) {
            return FoundCatalogue{path, std::move(load)};
        }
    }
    return std::nullopt;
}

std::vector<std::filesystem::path> shippedCatalogues(const std::filesystem::path& folder) {
    std::vector<std::filesystem::path> files;
    std::error_code error;
    for (std::filesystem::directory_iterator it(folder, error), end; !error && it != end;
         it.increment(error)) {
        if (it->path().extension() == ".json" && it->is_regular_file(error)) {
            files.push_back(it->path());
        }
    }
    std::sort(files.begin(), files.end());
    return files;
}

}  // namespace easylink
