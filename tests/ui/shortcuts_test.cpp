// The shortcut registry: every action is registered once, no two actions
// that could act on the same key press share a chord, labels are the chords,
// the main menu shows the registry's labels, and a chord acts only with
// exactly its modifiers held.

#include <GLFW/glfw3.h>
#include <gtest/gtest.h>
#include <imgui.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "headless_imgui.hpp"
#include "shell/shortcuts.hpp"

namespace easylink::ui {
namespace {

constexpr int kLastAction = static_cast<int>(Shortcut::Confirm);

TEST(Shortcuts, EveryActionIsRegisteredOnce) {
    for (int value = 0; value <= kLastAction; ++value) {
        const auto action = static_cast<Shortcut>(value);
        const auto records = shortcutRecords();
        EXPECT_EQ(std::count_if(records.begin(), records.end(),
                                [&](const ShortcutRecord& r) { return r.action == action; }),
                  1)
            << "action " << value;
    }
    EXPECT_EQ(shortcutRecords().size(), static_cast<std::size_t>(kLastAction + 1));
}

TEST(Shortcuts, NoTwoActionsThatCanBothActShareAChord) {
    const auto records = shortcutRecords();
    for (const ShortcutRecord& a : records) {
        for (const ShortcutRecord& b : records) {
            if (&a == &b || !scopesCanOverlap(a.scope, b.scope)) {
                continue;
            }
            for (const KeyChord& chord : a.chords) {
                if (chord.empty()) {
                    continue;
                }
                EXPECT_EQ(std::find(b.chords.begin(), b.chords.end(), chord), b.chords.end())
                    << chordLabel(chord) << " is bound to actions " << static_cast<int>(a.action)
                    << " and " << static_cast<int>(b.action) << " where both can act";
            }
        }
    }
}

TEST(Shortcuts, EditorWideKeysYieldOnlyToAClaimedScope) {
    EXPECT_TRUE(scopesCanOverlap(KeyScope::Editor, KeyScope::PanelWithKeys));
    EXPECT_TRUE(scopesCanOverlap(KeyScope::Editor, KeyScope::UnderMouse));
    EXPECT_TRUE(scopesCanOverlap(KeyScope::PanelWithKeys, KeyScope::PanelWithKeys));
    EXPECT_FALSE(scopesCanOverlap(KeyScope::Editor, KeyScope::TimelineArea));
    EXPECT_FALSE(scopesCanOverlap(KeyScope::Editor, KeyScope::PlayTest));
}

TEST(Shortcuts, LabelsAreTheChords) {
    EXPECT_STREQ(shortcutLabel(Shortcut::Save), "Ctrl+S");
    EXPECT_STREQ(shortcutLabel(Shortcut::SaveAs), "Ctrl+Shift+S");
    EXPECT_STREQ(shortcutLabel(Shortcut::Redo), "Ctrl+Shift+Z");
    EXPECT_STREQ(shortcutLabel(Shortcut::ViewportOnly), "F11");
    EXPECT_STREQ(shortcutLabel(Shortcut::Generate), "Ctrl+G");
    EXPECT_STREQ(shortcutLabel(Shortcut::PanDrag), "");
    EXPECT_EQ(chordLabel(shortcutRecord(Shortcut::Redo).chords[1]), "Ctrl+Y");
}

std::string collapsedSource(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    std::string collapsed;
    for (const char c : text.str()) {
        const bool space = c == ' ' || c == '\n';
        if (!(space && (collapsed.empty() || collapsed.back() == ' '))) {
            collapsed += space ? ' ' : c;
        }
    }
    return collapsed;
}

TEST(Shortcuts, TheMainMenuShowsTheRegistrysLabels) {
    // Each action with a menu entry is drawn by the main menu through
    // shortcutItem(label, action), which takes the label from the registry,
    // and the menu writes no chord of its own.
    const std::string source =
        collapsedSource(std::filesystem::path(EASYLINK_SOURCE_DIR) / "ui/src/shell/main_menu.cpp");
    ASSERT_FALSE(source.empty());
    int entries = 0;
    for (const ShortcutRecord& record : shortcutRecords()) {
        if (record.menuEntry.empty()) {
            continue;
        }
        ++entries;
        const std::string item(record.menuEntry.substr(record.menuEntry.rfind("> ") + 2));
        EXPECT_NE(source.find("\"" + item + "\", Shortcut::"), std::string::npos)
            << record.menuEntry << " is not drawn with the registry's label";
        EXPECT_EQ(source.find("\"" + chordLabel(record.chords[0]) + "\""), std::string::npos)
            << "the menu spells " << chordLabel(record.chords[0]) << " itself";
    }
    EXPECT_GE(entries, 13);
    EXPECT_NE(source.find("ImGui::MenuItem(label, shortcutLabel(action)"), std::string::npos);
}

TEST(Shortcuts, AChordActsOnlyWithExactlyItsModifiers) {
    testing::HeadlessImGui imgui;
    bool save = false;
    bool saveAs = false;
    const auto draw = [&] {
        save = save || shortcutPressed(Shortcut::Save);
        saveAs = saveAs || shortcutPressed(Shortcut::SaveAs);
    };
    imgui.frames(2, draw);
    imgui.pressKey(GLFW_KEY_S, /*ctrl=*/true, draw);
    EXPECT_TRUE(save);
    EXPECT_FALSE(saveAs);

    save = false;
    ImGui::GetIO().KeyShift = true;
    imgui.pressKey(GLFW_KEY_S, /*ctrl=*/true, draw);
    ImGui::GetIO().KeyShift = false;
    EXPECT_FALSE(save) << "Ctrl+Shift+S is not Ctrl+S";
    EXPECT_TRUE(saveAs);

    saveAs = false;
    ImGui::GetIO().KeyAlt = true;
    imgui.pressKey(GLFW_KEY_S, /*ctrl=*/true, draw);
    ImGui::GetIO().KeyAlt = false;
    EXPECT_FALSE(save) << "Ctrl+Alt+S is not Ctrl+S";
    EXPECT_FALSE(saveAs);
}

}  // namespace
}  // namespace easylink::ui
