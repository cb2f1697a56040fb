#pragma once

// What the viewport shows: the map from above (2D), the level in 3D, or
// both side by side (docs/editor.md, "The level in 3D").

#include <optional>
#include <string_view>

namespace easylink::ui {

enum class ViewMode { TwoD, ThreeD, Split };

/// "2d", "3d", "split": `edit --view`'s words and the preferences'.
constexpr std::string_view viewModeName(ViewMode mode) {
    switch (mode) {
        case ViewMode::ThreeD: return "3d";
        case ViewMode::Split: return "split";
        default: return "2d";
    }
}

constexpr std::optional<ViewMode> parseViewMode(std::string_view word) {
    for (const ViewMode mode : {ViewMode::TwoD, ViewMode::ThreeD, ViewMode::Split}) {
        if (viewModeName(mode) == word) {
            return mode;
        }
    }
    return std::nullopt;
}

}  // namespace easylink::ui
