#pragma once

// Between the view transform's points (view_transform.hpp, free of ImGui)
// and ImGui's.

#include <imgui.h>

#include "viewport/view_transform.hpp"

namespace easylink::ui {

inline ImVec2 toImVec(Vec2f point) {
    return {point.x, point.y};
}

inline Vec2f toVec(ImVec2 point) {
    return {point.x, point.y};
}

}  // namespace easylink::ui
