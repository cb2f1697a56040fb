#pragma once

// [SECTION] Workspace windows
//
// The windows of the workspace's areas (each area's panel and its row of
// tabs) tile the work area, and every frame starts cleared to their
// background colour (ImGuiLayer::render()), so they draw no background of
// their own: under a software rasterizer, filling each window again with an
// opaque colour, blended, cost about as much as all the rest of the
// interface (docs/performance.md, "Editor window"). ImGui 1.86 leaves the
// border out along with the background, so it is drawn here as ImGui draws
// it, and the picture stays the same pixel for pixel.

#include <imgui.h>

namespace easylink::ui {

/// The flags every workspace window adds to its own.
inline constexpr ImGuiWindowFlags kWorkspaceWindowFlags = ImGuiWindowFlags_NoBackground;

/// Draws the current window's border, as ImGui does for a window with a
/// background; call right after Begin(), before the window's content.
void drawWorkspaceWindowBorder();

}  // namespace easylink::ui
