// The shortcut registry: every action is registered once, no two actions
// that could act on the same key press share a chord, labels are the chords,
// the main menu, drawn headlessly with each menu open, shows the registry's
// labels beside its items (and follows a changed label), and a chord acts
// only with exactly its modifiers held.

#include <GLFW/glfw3.h>
#include <gtest/gtest.h>
#include <imgui.h>

#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "document/editor_state.hpp"
#include "headless_imgui.hpp"
#include "panels/panel_registry.hpp"
#include "shell/main_menu.hpp"
#include "shell/shortcuts.hpp"
#include "ui_test_fixture.hpp"

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

/// The main menu drawn headlessly, each menu opened with a click on its
/// title, read through the record of what it drew.
class MainMenuShortcuts : public testing::UiTest {
protected:
    void drawFrame() override {
        MenuRequests requests;
        drawMainMenu(state, panels, requests, &record);
    }

    /// Opens `menu` with a click on its title (after closing any open one
    /// with a click on empty space) and returns the items it shows.
    std::vector<MainMenuRecord::Item> itemsOf(const std::string& menu) {
        click(ImVec2{1270.0f, 790.0f});
        frames(1);
        click(record.titles.centreOf(menu));
        frames(1);
        std::vector<MainMenuRecord::Item> items;
        for (const MainMenuRecord::Item& item : record.items) {
            if (item.menu == menu) {
                items.push_back(item);
            }
        }
        return items;
    }

    /// The shortcut shown beside "Menu > Item" once its menu is open.
    std::optional<std::string> shownShortcut(std::string_view entry) {
        const std::size_t split = entry.rfind(" > ");
        const std::string menu(entry.substr(0, split));
        const std::string label(entry.substr(split + 3));
        for (const MainMenuRecord::Item& item : itemsOf(menu)) {
            if (item.label == label) {
                return item.shortcut;
            }
        }
        return std::nullopt;
    }

    EditorState state;
    PanelRegistry panels = PanelRegistry::withEditorPanels();
    MainMenuRecord record;
};

TEST_F(MainMenuShortcuts, EachMenuItemShowsTheRegistrysLabel) {
    frames(2);
    int entries = 0;
    for (const ShortcutRecord& shortcut : shortcutRecords()) {
        if (shortcut.menuEntry.empty()) {
            continue;
        }
        ++entries;
        const std::optional<std::string> shown = shownShortcut(shortcut.menuEntry);
        ASSERT_TRUE(shown.has_value()) << shortcut.menuEntry << " is not in the menu";
        EXPECT_EQ(*shown, shortcutLabel(shortcut.action)) << shortcut.menuEntry;
    }
    EXPECT_GE(entries, 13);
}

TEST_F(MainMenuShortcuts, AnItemShowsNoShortcutTheRegistryDoesNotHave) {
    frames(2);
    std::set<std::string> labels;
    for (const ShortcutRecord& shortcut : shortcutRecords()) {
        labels.insert(shortcutLabel(shortcut.action));
    }
    int items = 0;
    for (const char* menu : {"File", "Edit", "View", "Generate", "Help"}) {
        for (const MainMenuRecord::Item& item : itemsOf(menu)) {
            ++items;
            if (!item.shortcut.empty()) {
                EXPECT_EQ(labels.count(item.shortcut), 1u)
                    << menu << " > " << item.label << " shows " << item.shortcut;
            }
        }
    }
    EXPECT_GT(items, 20) << "the menus were not opened";
}

TEST_F(MainMenuShortcuts, ARelabelledShortcutShowsItsNewLabel) {
    frames(2);
    const ScopedShortcutLabel save(Shortcut::Save, "Ctrl+Alt+S");
    const ScopedShortcutLabel viewportOnly(Shortcut::ViewportOnly, "F12");
    EXPECT_EQ(shownShortcut("File > Save"), "Ctrl+Alt+S");
    EXPECT_EQ(shownShortcut("View > Viewport only"), "F12");
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
