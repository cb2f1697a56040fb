// Small things a designer trips on over a day, headless: a module added from
// the Catalogue panel opens in the Module Editor; the viewport's "By kind"
// colouring has a legend naming each kind's colour; and over a tile map the
// viewport's toolbar shows only what applies to one (no slots or tiles, no
// kinds, room graph, names or ports).

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "document/editor_state.hpp"
#include "headless_imgui.hpp"
#include "panels/catalogue_panel.hpp"
#include "panels/module_editor_panel.hpp"
#include "panels/viewport_panel.hpp"
#include "session/generation_session.hpp"
#include "shell/editor_shell.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kAssets = EASYLINK_ASSETS_DIR;

TEST(DesignerPolish, AnAddedModuleOpensInTheModuleEditor) {
    testing::HeadlessImGui imgui{{1280.0f, 800.0f}};
    EditorShell shell;
    const std::function<void()> draw = [&] { shell.drawFrame(); };
    ASSERT_TRUE(shell.state().document().openCatalogue(kAssets / "catalogues" / "default.json"));
    shell.state().generation().settings().setAutoRegenerate(false);
    imgui.frames(2, draw);
    auto& catalogue = *static_cast<CataloguePanel*>(shell.panels().find(CataloguePanel::kTitle));
    Panel& editor = *shell.panels().find(ModuleEditorPanel::kTitle);
    shell.panels().show(catalogue);
    imgui.frames(2, draw);
    ASSERT_TRUE(catalogue.shown());
    ASSERT_FALSE(editor.shown()) << "the Generate workspace has the map in front";

    const std::size_t count = shell.state().document().current()->catalogue.modules.size();
    imgui.click(*catalogue.controlCentre(CataloguePanel::Control::Add), draw);
    imgui.frames(1, draw);
    imgui.click(*catalogue.addItemCentre(ModuleKind::Bend), draw);
    imgui.frames(2, draw);
    ASSERT_EQ(shell.state().document().current()->catalogue.modules.size(), count + 1);
    EXPECT_EQ(shell.state().selection().selectedModule(), count);
    EXPECT_TRUE(editor.shown()) << "the new module did not open in the Module Editor";
    ASSERT_NE(shell.state().selection().selectedTemplate(), nullptr);
    EXPECT_EQ(shell.state().selection().selectedTemplate()->kind, ModuleKind::Bend);
}

class ViewportToolbarTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(state.document().openCatalogue(kAssets / "catalogues" / "default.json"));
        state.generation().settings().setAutoRegenerate(false);
    }
    void generate() {
        ASSERT_TRUE(state.session().generateFromDocument().empty());
        state.generation().waitForRun();
        imgui.frames(3, draw);
        ASSERT_NE(state.generation().run(), nullptr);
    }
    bool drawn(ViewportPanel::Control control) const {
        return viewport.controlCentre(control).has_value();
    }

    testing::HeadlessImGui imgui{{1280.0f, 800.0f}};
    EditorState state;
    ViewportPanel viewport;
    std::function<void()> draw = [this] {
        state.session().updateGeneration(0.0);
        viewport.draw(state, {{0.0f, 0.0f}, {1280.0f, 800.0f}});
    };
};

TEST_F(ViewportToolbarTest, ByKindHasALegendOfEveryKindsColour) {
    generate();
    ASSERT_TRUE(drawn(ViewportPanel::Control::ByKind));
    EXPECT_TRUE(viewport.kindLegend().empty()) << "coloured by component: no legend";
    imgui.click(*viewport.controlCentre(ViewportPanel::Control::ByKind), draw);
    imgui.frames(1, draw);
    EXPECT_EQ(viewport.kindLegend(),
              (std::vector<std::string>{"normal", "four_way", "t_junction", "bend", "through",
                                        "dead_end", "corridor"}));
}

TEST_F(ViewportToolbarTest, OverATileMapOnlyWhatAppliesToOneIsShown) {
    generate();
    for (const auto control : {ViewportPanel::Control::SlotView, ViewportPanel::Control::ByKind,
                               ViewportPanel::Control::RoomGraph, ViewportPanel::Control::Names,
                               ViewportPanel::Control::Ports, ViewportPanel::Control::Fit}) {
        EXPECT_TRUE(drawn(control)) << static_cast<int>(control);
    }
    ASSERT_FALSE(state.generation().settings().setGenerator("cellular").has_value());
    generate();
    ASSERT_TRUE(state.generation().run()->tileMap.has_value());
    for (const auto control : {ViewportPanel::Control::SlotView, ViewportPanel::Control::TileView,
                               ViewportPanel::Control::ByKind, ViewportPanel::Control::RoomGraph,
                               ViewportPanel::Control::Names, ViewportPanel::Control::Ports,
                               ViewportPanel::Control::ShowRegions}) {
        EXPECT_FALSE(drawn(control)) << static_cast<int>(control);
    }
    EXPECT_TRUE(drawn(ViewportPanel::Control::Fit));
}

}  // namespace
}  // namespace easylink::ui
