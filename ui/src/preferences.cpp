#include "preferences.hpp"

#include "easylink/io/atomic_file.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/io/json_format.hpp"

namespace easylink::ui {
namespace {

/// The member `key` of `object` when it is a whole number in [low, high].
std::optional<int> boundedInt(const Json& object, const char* key, int low, int high) {
    const auto it = object.find(key);
    if (it == object.end() || !it->is_number_integer()) {
        return std::nullopt;
    }
    const auto value = it->get<long long>();
    if (value < low || value > high) {
        return std::nullopt;
    }
    return static_cast<int>(value);
}

}  // namespace

Preferences loadPreferences(const std::filesystem::path& file) {
    Preferences preferences;
    std::error_code error;
    if (!std::filesystem::exists(file, error)) {
        return preferences;
    }
    const ParsedJson parsed = readJsonFile(file, {.maxBytes = 1 << 20, .maxDepth = 8});
    if (!parsed.ok() || !parsed.value.is_object()) {
        return preferences;
    }
    const Json& document = parsed.value;

    if (const auto window = document.find("window");
        window != document.end() && window->is_object()) {
        preferences.windowWidth =
            boundedInt(*window, "width", Preferences::kMinWindowSide, Preferences::kMaxWindowSide)
                .value_or(preferences.windowWidth);
        preferences.windowHeight =
            boundedInt(*window, "height", Preferences::kMinWindowSide, Preferences::kMaxWindowSide)
                .value_or(preferences.windowHeight);
    }
    if (const auto panels = document.find("panels");
        panels != document.end() && panels->is_object()) {
        for (const auto& [title, open] : panels->items()) {
            if (open.is_boolean()) {
                preferences.panelsOpen[title] = open.get<bool>();
            }
        }
    }
    return preferences;
}

std::optional<std::string> savePreferences(const std::filesystem::path& file,
                                           const Preferences& preferences) {
    Json document = Json::object();
    document["window"] = {{"width", preferences.windowWidth}, {"height", preferences.windowHeight}};
    Json panels = Json::object();
    for (const auto& [title, open] : preferences.panelsOpen) {
        panels[title] = open;
    }
    document["panels"] = std::move(panels);
    return writeFileAtomically(file, formatJsonReadable(document));
}

}  // namespace easylink::ui
