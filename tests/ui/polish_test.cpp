// Small things a designer notices: buttons named for what they do, port
// numbers that never cover each other, and an empty viewport that says what
// to do first.

#include <gtest/gtest.h>
#include <imgui_internal.h>

#include <filesystem>
#include <string>
#include <vector>

#include "document/editor_state.hpp"
#include "easylink/editing/catalogue_edit.hpp"
#include "headless_imgui.hpp"
#include "panels/generation_panel.hpp"
#include "panels/module_preview_panel.hpp"
#include "panels/viewport_panel.hpp"
#include "widgets/module_canvas.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kAssets = EASYLINK_ASSETS_DIR;
const ScreenRect kRegion{{0.0f, 0.0f}, {900.0f, 700.0f}};

bool overlap(const LabelBox& a, const LabelBox& b) {
    return a.min.x < b.max().x && b.min.x < a.max().x && a.min.y < b.max().y && b.min.y < a.max().y;
}

void expectNoOverlap(const std::vector<LabelBox>& boxes) {
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        for (std::size_t j = i + 1; j < boxes.size(); ++j) {
            EXPECT_FALSE(overlap(boxes[i], boxes[j])) << "labels " << i << " and " << j;
        }
    }
}

TEST(PortLabels, LabelsOnOneWallAreStackedOutwardNotOnTopOfEachOther) {
    // Three labels above a north wall, closer than they are wide.
    std::vector<LabelBox> boxes = {{{100.0f, 50.0f}, {8.0f, 14.0f}, {0.0f, -1.0f}},
                                   {{104.0f, 50.0f}, {8.0f, 14.0f}, {0.0f, -1.0f}},
                                   {{106.0f, 50.0f}, {16.0f, 14.0f}, {0.0f, -1.0f}}};
    const std::vector<LabelBox> asked = boxes;
    separateLabels(boxes);
    expectNoOverlap(boxes);
    EXPECT_EQ(boxes[0].min.y, 50.0f);  // the first stays where it was
    EXPECT_LT(boxes[1].min.y, 50.0f);  // the others move away from the wall
    EXPECT_LT(boxes[2].min.y, boxes[1].min.y);
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        EXPECT_EQ(boxes[i].min.x, asked[i].min.x) << "label " << i << " moved along its wall";
    }
    // East and west walls push sideways.
    std::vector<LabelBox> sides = {{{10.0f, 10.0f}, {8.0f, 14.0f}, {1.0f, 0.0f}},
                                   {{12.0f, 12.0f}, {8.0f, 14.0f}, {1.0f, 0.0f}},
                                   {{12.0f, 12.0f}, {8.0f, 14.0f}, {-1.0f, 0.0f}}};
    separateLabels(sides);
    expectNoOverlap(sides);
}

TEST(PortLabels, ThePreviewOfAModuleWithCrowdedPortsDrawsNoLabelOverAnother) {
    EditorState state;
    state.document().newCatalogue();
    // A wide, low hall with a port at every other tile of its north wall,
    // drawn small: the numbers (two digits from 10 on) would touch.
    ModuleTemplate hall;
    hall.name = "crowded_40x6";
    hall.size = {40, 6};
    for (int x = 1; x + 1 < hall.size.w; x += 2) {
        PortSpec port;
        port.pose = {{2 * x + 1, 0}, Dir::N};
        port.widths = {2};
        hall.ports.push_back(port);
    }
    ASSERT_TRUE(state.document().performEdit(std::make_unique<InsertModule>(0, hall, "add")));
    state.selection().selectModule(0);
    testing::HeadlessImGui imgui{{1280.0f, 800.0f}};
    ModulePreviewPanel preview;
    preview.setOpen(true);
    imgui.frames(2, [&] { preview.draw(state, {{0.0f, 0.0f}, {420.0f, 300.0f}}); });
    ASSERT_EQ(preview.portLabels().size(), hall.ports.size());
    expectNoOverlap(preview.portLabels());
}

TEST(Polish, TheSpotlightButtonSaysWhatAClickDoes) {
    EditorState state;
    ASSERT_TRUE(state.document().openCatalogue(kAssets / "catalogues" / "default.json"));
    state.selection().selectModule(0);
    testing::HeadlessImGui imgui;
    GenerationPanel panel;
    std::string text;
    ImGuiIO& io = ImGui::GetIO();
    io.ClipboardUserData = &text;
    io.SetClipboardTextFn = [](void* user, const char* logged) {
        *static_cast<std::string*>(user) += logged;
    };
    const auto shown = [&] {
        imgui.frames(2, [&] {
            text.clear();
            ImGui::LogToClipboard();
            panel.draw(state, kRegion);
            ImGui::LogFinish();
        });
        return text;
    };
    const std::string off = shown();
    EXPECT_NE(off.find("Spotlight module"), std::string::npos) << off;
    const std::string name = state.document().current()->catalogue.modules[0].name;
    state.session().setSpotlight(name);
    const std::string on = shown();
    EXPECT_NE(on.find("[ Stop spotlight ] on " + name), std::string::npos) << on;
    EXPECT_EQ(on.find("(off)"), std::string::npos) << on;
    io.SetClipboardTextFn = nullptr;
    io.ClipboardUserData = nullptr;
}

TEST(Polish, TheEmptyViewportSaysWhatToDoFirst) {
    EditorState state;
    testing::HeadlessImGui imgui;
    ViewportPanel viewport;
    imgui.frames(2, [&] { viewport.draw(state, kRegion); });
    ASSERT_FALSE(viewport.firstSteps().empty());
    EXPECT_NE(viewport.firstSteps()[1].find("Ctrl+O"), std::string::npos);

    ASSERT_TRUE(state.document().openCatalogue(kAssets / "catalogues" / "default.json"));
    imgui.frames(2, [&] { viewport.draw(state, kRegion); });
    ASSERT_GE(viewport.firstSteps().size(), 3u);
    EXPECT_NE(viewport.firstSteps()[1].find("Generate (Ctrl+G)"), std::string::npos);
    EXPECT_NE(viewport.firstSteps()[1].find("default.json"), std::string::npos);

    ASSERT_EQ(state.session().generateFromDocument(), "");
    ASSERT_TRUE(state.generation().waitForRun());
    state.session().updateGeneration(0.0);
    imgui.frames(2, [&] { viewport.draw(state, kRegion); });
    EXPECT_TRUE(viewport.firstSteps().empty());
    viewport.releaseGraphics();
}

}  // namespace
}  // namespace easylink::ui
