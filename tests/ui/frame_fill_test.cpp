// What a still frame of the editor fills, counted headless from ImGui's draw
// data: the area of every triangle inside its clip rectangle. Under a
// software rasterizer (Mesa's llvmpipe) filling pixels is most of what a
// frame costs (docs/performance.md, "Editor window"), so the workspace's
// windows draw no background of their own (the frame's clear is theirs,
// workspace_window.hpp) and a frame of any workspace fills less than the
// window's pixels once over; drawing each window's background, frames filled
// them 1.5 (Generate, Report) to 1.8 times (Author).

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <functional>
#include <string>

#include "editor_look.hpp"
#include "headless_imgui.hpp"
#include "session/generation_session.hpp"
#include "shell/editor_shell.hpp"
#include "widgets/theme.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kAssets = EASYLINK_ASSETS_DIR;

ImVec2 clamped(ImVec2 point, const ImVec4& clip) {
    return {std::clamp(point.x, clip.x, clip.z), std::clamp(point.y, clip.y, clip.w)};
}

/// The pixels the last frame's draw data fills, overlaps counted as often as
/// they are drawn (triangles clamped to their clip rectangles, which is
/// exact for ImGui's rectangles and close enough for the rest).
double filledPixels() {
    const ImDrawData& data = *ImGui::GetDrawData();
    double area = 0.0;
    for (int list = 0; list < data.CmdListsCount; ++list) {
        const ImDrawList& drawn = *data.CmdLists[list];
        for (const ImDrawCmd& command : drawn.CmdBuffer) {
            if (command.UserCallback != nullptr) {
                continue;
            }
            for (unsigned i = command.IdxOffset; i + 2 < command.IdxOffset + command.ElemCount;
                 i += 3) {
                ImVec2 corner[3];
                for (unsigned k = 0; k < 3; ++k) {
                    const ImDrawVert& vertex = drawn.VtxBuffer[static_cast<int>(
                        drawn.IdxBuffer[static_cast<int>(i + k)] + command.VtxOffset)];
                    corner[k] = clamped(vertex.pos, command.ClipRect);
                }
                area += std::abs((corner[1].x - corner[0].x) * (corner[2].y - corner[0].y) -
                                 (corner[2].x - corner[0].x) * (corner[1].y - corner[0].y)) *
                        0.5;
            }
        }
    }
    return area;
}

class FrameFillTest : public ::testing::TestWithParam<ImVec2> {
protected:
    void SetUp() override {
        testing::useEditorLook();
        ASSERT_TRUE(
            shell.state().document().openCatalogue(kAssets / "catalogues" / "default.json"));
        frames(2);
        shell.state().generation().waitForRun();
        shell.state().session().updateGeneration(0.0);
        frames(2);
    }

    void frames(int count) { imgui.frames(count, draw); }

    testing::HeadlessImGui imgui{GetParam()};
    EditorShell shell;
    std::function<void()> draw = [this] { shell.drawFrame(); };
};

TEST_P(FrameFillTest, AStillFrameOfAnyWorkspaceFillsLessThanTheWindowOnce) {
    const double window = static_cast<double>(GetParam().x) * GetParam().y;
    for (WorkspacePreset preset : kWorkspacePresets) {
        shell.panels().applyPreset(preset);
        frames(3);
        EXPECT_LT(filledPixels(), window) << presetLabel(preset) << ": a still frame fills "
                                          << filledPixels() / window << " times the window";
    }
}

INSTANTIATE_TEST_SUITE_P(WindowSizes, FrameFillTest,
                         ::testing::Values(ImVec2{1280.0f, 800.0f}, ImVec2{1600.0f, 1000.0f}),
                         [](const auto& size) {
                             return std::to_string(static_cast<int>(size.param.x)) + "x" +
                                    std::to_string(static_cast<int>(size.param.y));
                         });

}  // namespace
}  // namespace easylink::ui
