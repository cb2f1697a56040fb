// Every panel, in every workspace preset, at the default window size of
// 1280 x 800 with the editor's own font and style: nothing in a panel's
// fixed rows runs past its right edge (see clip_probe.hpp for how that is
// seen), every tab of an area shows its whole title, and the generation
// status keeps its height while a run goes on.

#include <gtest/gtest.h>
#include <imgui_internal.h>

#include <filesystem>
#include <functional>
#include <string>

#include "clip_probe.hpp"
#include "editor_shell.hpp"
#include "generation_session.hpp"
#include "panels/generation_panel.hpp"
#include "theme.hpp"
#include "ui_test_fixture.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kAssets = EASYLINK_ASSETS_DIR;

class WorkspaceFitTest : public testing::UiTest {
protected:
    void drawFrame() override { shell.drawFrame(); }

    void SetUp() override {
        // The editor's font and style, as the real window has them.
        ImGuiIO& io = ImGui::GetIO();
        io.Fonts->Clear();
        loadEditorFont(io);
        unsigned char* pixels = nullptr;
        int width = 0;
        int height = 0;
        io.Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);
        applyEditorStyle(ImGui::GetStyle());

        ASSERT_TRUE(shell.state().openCatalogue(kAssets / "catalogues" / "default.json"));
        shell.state().generation().waitForRun();
        shell.state().updateGeneration(0.0);
        frames(2);
    }

    /// Every panel's fixed rows fit its window; says which do not.
    void expectFits(const Panel& panel, const std::string& where) {
        const ImGuiWindow* window = ImGui::FindWindowByName(panel.title().c_str());
        ASSERT_TRUE(window != nullptr && panel.shown()) << where << ": not on show";
        for (const std::string& clipped : testing::clippedOnTheRight(*window)) {
            ADD_FAILURE() << where << ": " << clipped;
        }
    }

    /// Each area's tab row shows every tab's title whole (not shrunk to
    /// "Module Pr...").
    void expectWholeTabs(const std::string& where) {
        for (PanelSlot area : kPanelSlots) {
            const ImGuiWindow* strip =
                ImGui::FindWindowByName((std::string("##tabs_") + slotKey(area)).c_str());
            if (strip == nullptr || !strip->Active) {
                continue;
            }
            std::string shown;
            for (const testing::DrawnText& run : testing::drawnText(*strip)) {
                shown += run.text + "|";
            }
            for (const DrawnTab& tab : shell.panels().drawnTabs()) {
                if (tab.area == area) {
                    EXPECT_NE(shown.find(tab.panel->title() + "|"), std::string::npos)
                        << where << ", " << slotLabel(area) << " tabs: " << tab.panel->title()
                        << " is cut short (drawn: " << shown << ")";
                }
            }
        }
    }

    EditorShell shell;
};

TEST_F(WorkspaceFitTest, EveryPanelFitsItsAreaInEveryPresetAt1280x800) {
    for (WorkspacePreset preset : kWorkspacePresets) {
        shell.panels().applyPreset(preset);
        frames(3);
        const std::string name = presetLabel(preset);
        expectWholeTabs(name);
        for (const auto& panel : shell.panels().panels()) {
            shell.panels().show(*panel);
            frames(3);
            expectFits(*panel, name + " / " + panel->title() + " (" +
                                   slotLabel(shell.panels().areaOf(*panel)) + ")");
        }
    }
}

TEST_F(WorkspaceFitTest, TheGenerationStatusKeepsItsHeightWhileARunGoesOn) {
    auto& generation = *static_cast<GenerationPanel*>(shell.panels().find(GenerationPanel::kTitle));
    const auto seedRow = [&] { return generation.controlCentre(GenerationPanel::Control::Seed); };
    ASSERT_TRUE(seedRow().has_value());
    const float idle = seedRow()->y;

    // A big map keeps the worker busy for a few frames.
    GenerationSession& session = shell.state().generation();
    GeneratorParams params = session.params();
    params.width = 400;
    params.height = 400;
    session.setParams(params);
    shell.state().generateFromDocument();
    frames(1);
    bool sawRunning = false;
    for (int frame = 0; frame < 30 && session.running(); ++frame) {
        sawRunning = true;
        ASSERT_TRUE(seedRow().has_value());
        EXPECT_FLOAT_EQ(seedRow()->y, idle) << "while generating";
        frames(1);
    }
    EXPECT_TRUE(sawRunning) << "the run was over before a frame showed it";
    session.waitForRun();
    frames(2);
    EXPECT_FLOAT_EQ(seedRow()->y, idle) << "after the run";
}

}  // namespace
}  // namespace easylink::ui
