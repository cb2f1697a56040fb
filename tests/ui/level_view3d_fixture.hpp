#pragma once

// The editor's viewport headless on a run of the default catalogue shown in
// 3D, for the tests of the 3D view and of walking through it.

#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <functional>

#include "document/editor_state.hpp"
#include "headless_imgui.hpp"
#include "panels/viewport_panel.hpp"
#include "session/generation_session.hpp"

namespace easylink::ui::testing {

class Level3dFixture : public ::testing::Test {
protected:
    /// Opens the default catalogue, generates seed `seed` in 3D and draws
    /// until the 3D view has the level.
    void showLevel(std::uint64_t seed) {
        ASSERT_TRUE(state.document().openCatalogue(std::filesystem::path(EASYLINK_ASSETS_DIR) /
                                                   "catalogues" / "default.json"));
        state.generation().settings().setAutoRegenerate(false);
        state.generation().settings().setSeed(seed);
        state.session().setViewMode(ViewMode::ThreeD);
        ASSERT_TRUE(state.session().generateFromDocument().empty());
        state.generation().waitForRun();
        imgui.frames(3, draw);
        ASSERT_TRUE(viewport.view3d().hasLevel());
    }
    const Layout& layout() { return *state.generation().cursor().layoutAtStep(); }

    HeadlessImGui imgui{{1280.0f, 800.0f}};
    EditorState state;
    ViewportPanel viewport;
    std::function<void()> draw = [this] {
        state.session().updateGeneration(0.0);
        viewport.draw(state, {{0.0f, 0.0f}, {1280.0f, 800.0f}});
    };
};

}  // namespace easylink::ui::testing
