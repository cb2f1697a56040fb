// The keyboard shortcuts dialog: it opens, lists every shortcut the editor
// reads, and closes with Escape.

#include <GLFW/glfw3.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "dialogs/shortcuts_dialog.hpp"
#include "document/editor_state.hpp"
#include "headless_imgui.hpp"
#include "shell/shortcuts.hpp"

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

TEST(ShortcutsDialog, ListsEveryRegisteredShortcut) {
    // The dialog's rows come from the registry: every action with a sentence
    // has its row, in the registry's order, and every chord of every action
    // is named on its own row or on the row of the action it is listed with.
    const std::vector<ShortcutRow> rows = shortcutRows();
    std::size_t row = 0;
    for (const ShortcutRecord& record : shortcutRecords()) {
        if (!record.sentence.empty()) {
            ASSERT_LT(row, rows.size());
            EXPECT_EQ(rows[row].action, record.sentence);
            ++row;
        }
        ASSERT_GT(row, 0u) << "the first action has no row of its own";
        const ShortcutRow& listed = rows[row - 1];
        const std::string text = listed.keys + " " + std::string(listed.action);
        for (const KeyChord& chord : record.chords) {
            if (chord.empty()) {
                continue;
            }
            const std::string label = chordLabel(chord);
            const std::string key =
                label.substr(label.rfind('+') == std::string::npos ? 0 : label.rfind('+') + 1);
            EXPECT_NE(text.find(key), std::string::npos)
                << label << " is not named on its row: " << text;
        }
    }
    EXPECT_EQ(row, rows.size());
}

TEST(ShortcutsDialog, ListsTheShortcutsTheEditorReads) {
    const std::vector<ShortcutRow> rows = shortcutRows();
    const auto listed = [&](std::string_view keys) {
        return std::any_of(rows.begin(), rows.end(),
                           [&](const ShortcutRow& entry) { return entry.keys == keys; });
    };
    for (std::string_view keys :
         {"Ctrl+O", "Ctrl+E", "F5", "Ctrl+Q", "Ctrl+G", "Right / Left", "Shift+Right / Left",
          "Ctrl+Right / Left", "Space", "Home / End", "F", "T", "F2", "Escape"}) {
        EXPECT_TRUE(listed(keys)) << keys;
    }
}

}  // namespace
}  // namespace easylink::ui
