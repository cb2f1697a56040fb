// The keyboard shortcuts dialog: it opens, lists every shortcut the editor
// reads, and closes with Escape.

#include <GLFW/glfw3.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <string_view>

#include "dialogs/shortcuts_dialog.hpp"
#include "document/editor_state.hpp"
#include "headless_imgui.hpp"

namespace easylink::ui {
namespace {

TEST(ShortcutsDialog, OpensAndClosesWithEscape) {
    testing::HeadlessImGui imgui;
    ShortcutsDialog dialog;
    EditorState state;
    bool open = false;
    const auto draw = [&] {
        dialog.draw(state);
        open = dialog.isOpen();
    };
    imgui.frames(2, draw);
    EXPECT_FALSE(open);
    dialog.open();
    imgui.frames(2, draw);
    EXPECT_TRUE(open);
    imgui.pressKey(GLFW_KEY_ESCAPE, false, draw);
    imgui.frames(1, draw);
    EXPECT_FALSE(open);
}

TEST(ShortcutsDialog, ListsTheShortcutsTheEditorReads) {
    const auto listed = [](std::string_view keys) {
        return std::any_of(kShortcuts.begin(), kShortcuts.end(),
                           [&](const ShortcutEntry& entry) { return entry.keys == keys; });
    };
    for (std::string_view keys :
         {"Ctrl+O", "Ctrl+E", "F5", "Ctrl+Q", "Ctrl+G", "Right / Left", "Shift+Right / Left",
          "Ctrl+Right / Left", "Space", "Home / End", "F", "T"}) {
        EXPECT_TRUE(listed(keys)) << keys;
    }
}

}  // namespace
}  // namespace easylink::ui
