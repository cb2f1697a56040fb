// The catalogue panel's editing and the history panel driven headlessly: an
// ImGui context with no backend, the real EditorState starting from a new
// catalogue, and synthetic clicks, typing and keys, checked through the
// document, its validation and the undo history.

#include <GLFW/glfw3.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "document/editor_state.hpp"
#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/catalogue/catalogue_validator.hpp"
#include "easylink/editing/catalogue_edit.hpp"
#include "panels/catalogue_panel.hpp"
#include "panels/history_panel.hpp"
#include "ui_test_fixture.hpp"

namespace easylink::ui {
namespace {

std::size_t errorCount(const std::vector<Problem>& problems) {
    return static_cast<std::size_t>(
        std::count_if(problems.begin(), problems.end(),
                      [](const Problem& problem) { return problem.severity == Severity::Error; }));
}

std::string describe(const std::vector<Problem>& problems) {
    std::string text;
    for (const Problem& problem : problems) {
        text += problem.pointer + ": " + problem.message + "\n";
    }
    return text;
}

class CatalogueEditingTest : public testing::UiTest {
protected:
    void drawFrame() override {
        cataloguePanel.draw(state, {{0.0f, 0.0f}, {400.0f, 520.0f}});
        historyPanel.draw(state, {{0.0f, 520.0f}, {1280.0f, 280.0f}});
    }

    void SetUp() override {
        state.document().newCatalogue();
        historyPanel.setOpen(true);
        frames(2);
    }

    const Catalogue& catalogue() const { return state.document().current()->catalogue; }
    std::string saved() const { return serializeCatalogue(catalogue()); }
    std::vector<std::string> names() const {
        std::vector<std::string> result;
        for (const ModuleTemplate& module : catalogue().modules) {
            result.push_back(module.name);
        }
        return result;
    }

    static std::optional<ImVec2> rowCentre(const Panel& panel, std::size_t index) {
        for (const DrawnRow& row : panel.drawnRows()) {
            if (row.index == index) {
                // Inside the name, clear of the preview at the row's start.
                return ImVec2(std::min(row.centre().x, row.min.x + 60.0f), row.centre().y);
            }
        }
        return std::nullopt;
    }

    void clickCatalogue(CataloguePanel::Control control) {
        click(cataloguePanel.controlCentre(control));
    }
    void clickHistory(HistoryPanel::Control control) { click(historyPanel.controlCentre(control)); }
    void selectRow(std::size_t index) { click(rowCentre(cataloguePanel, index)); }

    /// Add > kind, as a designer picks it from the toolbar.
    void add(ModuleKind kind) {
        clickCatalogue(CataloguePanel::Control::Add);
        ASSERT_TRUE(ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId))
            << "the Add menu did not open";
        frames(1);  // the menu fits its size to its entries on its first frame
        click(cataloguePanel.addItemCentre(kind));
    }

    /// Double-clicks the module's row, which opens its name for editing.
    void doubleClickRow(std::size_t index) {
        doubleClick(rowCentre(cataloguePanel, index));
        frames(2);  // the field takes the keyboard focus
    }

    /// Replaces the name being edited with `text`.
    void typeName(const char* text) {
        ASSERT_TRUE(cataloguePanel.renamingModule().has_value());
        type(text);
    }

    std::vector<std::string> labels() const { return state.document().history().labels(); }

    EditorState state;
    CataloguePanel cataloguePanel;
    HistoryPanel historyPanel;
};

TEST_F(CatalogueEditingTest, EachKindsDefaultModuleIsValid) {
    for (const ModuleKind kind : kRoomKinds) {
        Catalogue single;
        single.modules.push_back(CataloguePanel::defaultModule(ModuleKind::Normal));
        if (kind != ModuleKind::Normal) {
            single.modules.push_back(CataloguePanel::defaultModule(kind));
        }
        const std::vector<Problem> problems = validateCatalogue(single);
        EXPECT_TRUE(problems.empty()) << toString(kind) << ":\n" << describe(problems);
    }
}

TEST_F(CatalogueEditingTest, AddingOneModuleOfEachKindFromTheToolbarGivesAValidCatalogue) {
    ASSERT_TRUE(catalogue().modules.empty());
    EXPECT_EQ(errorCount(state.document().current()->problems), 1u);  // no room yet

    for (const ModuleKind kind : kRoomKinds) {
        add(kind);
        ASSERT_FALSE(catalogue().modules.empty());
        EXPECT_EQ(catalogue().modules.back().kind, kind);
        EXPECT_EQ(state.selection().selectedModule(), catalogue().modules.size() - 1);
    }
    EXPECT_EQ(names(), (std::vector<std::string>{"room_8x8", "four_way_8x8", "t_junction_8x8",
                                                 "bend_8x8", "through_8x8", "dead_end_8x8"}));
    EXPECT_EQ(labels(),
              (std::vector<std::string>{"add room_8x8", "add four_way_8x8", "add t_junction_8x8",
                                        "add bend_8x8", "add through_8x8", "add dead_end_8x8"}));
    const std::vector<Problem> problems = validateCatalogue(catalogue());
    EXPECT_EQ(errorCount(problems), 0u) << describe(problems);
    EXPECT_TRUE(state.document().current()->problems.empty())
        << describe(state.document().current()->problems);

    frames(1);
    EXPECT_EQ(cataloguePanel.drawnRows().size(), 6u);
    for (std::size_t i = 0; i < 6; ++i) {
        EXPECT_FALSE(cataloguePanel.markerCentre(i).has_value()) << "module " << i;
    }

    // A second room of the same kind gets a name of its own.
    add(ModuleKind::Normal);
    EXPECT_EQ(catalogue().modules.back().name, "room_8x8_2");
    EXPECT_EQ(state.document().history().undoLabel(), "add room_8x8_2");
}

TEST_F(CatalogueEditingTest, DuplicateCopiesTheSelectedModuleUnderAUniqueName) {
    add(ModuleKind::Normal);
    add(ModuleKind::Bend);
    selectRow(0);
    ASSERT_EQ(state.selection().selectedModule(), 0u);

    clickCatalogue(CataloguePanel::Control::Duplicate);
    EXPECT_EQ(names(), (std::vector<std::string>{"room_8x8", "room_8x8_2", "bend_8x8"}));
    EXPECT_EQ(state.selection().selectedModule(), 1u);
    EXPECT_EQ(state.document().history().undoLabel(), "duplicate room_8x8");
    EXPECT_EQ(labels().size(), 3u);
    // The copy is the original in all but its name.
    Catalogue original;
    original.modules = {catalogue().modules[0]};
    Catalogue copy;
    copy.modules = {catalogue().modules[1]};
    copy.modules[0].name = original.modules[0].name;
    EXPECT_EQ(serializeCatalogue(copy), serializeCatalogue(original));

    clickCatalogue(CataloguePanel::Control::Duplicate);
    EXPECT_EQ(catalogue().modules.size(), 4u);
    const std::vector<std::string> all = names();
    EXPECT_EQ(std::set<std::string>(all.begin(), all.end()).size(), all.size());
    EXPECT_TRUE(state.document().current()->problems.empty())
        << describe(state.document().current()->problems);
}

TEST_F(CatalogueEditingTest, DoubleClickingANameRenamesItInPlace) {
    add(ModuleKind::Normal);
    add(ModuleKind::FourWay);
    frames(1);

    doubleClickRow(0);
    ASSERT_EQ(cataloguePanel.renamingModule(), 0u);
    typeName("cell");
    press(GLFW_KEY_ENTER);
    EXPECT_FALSE(cataloguePanel.renamingModule().has_value());
    EXPECT_EQ(names(), (std::vector<std::string>{"cell", "four_way_8x8"}));
    EXPECT_EQ(labels().size(), 3u);
    EXPECT_EQ(state.document().history().undoLabel(), "rename room_8x8 to cell");
    EXPECT_TRUE(cataloguePanel.message().empty());
}

TEST_F(CatalogueEditingTest, F2RenamesTheSelectedModuleAndRefusesDuplicateAndEmptyNames) {
    add(ModuleKind::Normal);
    add(ModuleKind::FourWay);
    selectRow(1);
    const std::string before = saved();

    press(GLFW_KEY_F2);
    frames(1);
    ASSERT_EQ(cataloguePanel.renamingModule(), 1u);
    typeName("room_8x8");
    press(GLFW_KEY_ENTER);
    EXPECT_EQ(cataloguePanel.renamingModule(), 1u) << "the field stays open to fix the name";
    EXPECT_NE(cataloguePanel.message().find("already the name of module 0"), std::string::npos)
        << cataloguePanel.message();
    EXPECT_EQ(saved(), before);
    EXPECT_EQ(labels().size(), 2u);

    // The field has the focus again, its text selected: an empty name.
    frames(2);
    press(GLFW_KEY_BACKSPACE);
    press(GLFW_KEY_ENTER);
    EXPECT_EQ(cataloguePanel.renamingModule(), 1u);
    EXPECT_NE(cataloguePanel.message().find("needs a name"), std::string::npos)
        << cataloguePanel.message();
    EXPECT_EQ(saved(), before);

    // Escape gives up, leaving the name as it was.
    frames(2);
    typeName("junction");
    press(GLFW_KEY_ESCAPE);
    EXPECT_FALSE(cataloguePanel.renamingModule().has_value());
    EXPECT_EQ(saved(), before);
    EXPECT_EQ(labels().size(), 2u);

    // And the next try goes through.
    selectRow(1);
    press(GLFW_KEY_F2);
    frames(2);
    typeName("cross");
    press(GLFW_KEY_ENTER);
    EXPECT_EQ(names(), (std::vector<std::string>{"room_8x8", "cross"}));
    EXPECT_EQ(state.document().history().undoLabel(), "rename four_way_8x8 to cross");
    EXPECT_TRUE(cataloguePanel.message().empty());
}

TEST_F(CatalogueEditingTest, ModulesMoveUpAndDownAndAreDeletedByButtonOrKey) {
    add(ModuleKind::Normal);
    add(ModuleKind::FourWay);
    add(ModuleKind::Bend);
    selectRow(0);

    clickCatalogue(CataloguePanel::Control::MoveDown);
    EXPECT_EQ(names(), (std::vector<std::string>{"four_way_8x8", "room_8x8", "bend_8x8"}));
    EXPECT_EQ(state.selection().selectedModule(), 1u);
    EXPECT_EQ(state.document().history().undoLabel(), "move room_8x8 down");

    clickCatalogue(CataloguePanel::Control::MoveDown);
    clickCatalogue(CataloguePanel::Control::MoveUp);
    EXPECT_EQ(names(), (std::vector<std::string>{"four_way_8x8", "room_8x8", "bend_8x8"}));
    EXPECT_EQ(state.document().history().undoLabel(), "move room_8x8 up");
    EXPECT_EQ(labels().size(), 6u);

    selectRow(2);
    press(GLFW_KEY_DELETE);
    EXPECT_EQ(names(), (std::vector<std::string>{"four_way_8x8", "room_8x8"}));
    EXPECT_EQ(state.document().history().undoLabel(), "delete bend_8x8");
    EXPECT_EQ(state.selection().selectedModule(), 1u);

    selectRow(0);
    clickCatalogue(CataloguePanel::Control::Delete);
    EXPECT_EQ(names(), (std::vector<std::string>{"room_8x8"}));
    EXPECT_EQ(state.document().history().undoLabel(), "delete four_way_8x8");
    EXPECT_EQ(labels().size(), 8u);

    // While the search box is being typed in, Delete is the text's.
    click(cataloguePanel.controlCentre(CataloguePanel::Control::Search));
    press(GLFW_KEY_DELETE);
    EXPECT_EQ(catalogue().modules.size(), 1u);
}

TEST_F(CatalogueEditingTest, TheKindFilterAndTheProblemMarkers) {
    add(ModuleKind::Normal);
    add(ModuleKind::FourWay);
    add(ModuleKind::Bend);
    cataloguePanel.setKindFilter(ModuleKind::FourWay);
    frames(1);
    ASSERT_EQ(cataloguePanel.drawnRows().size(), 1u);
    EXPECT_EQ(cataloguePanel.drawnRows().front().index, 1u);
    cataloguePanel.setKindFilter(std::nullopt);
    frames(1);
    EXPECT_EQ(cataloguePanel.drawnRows().size(), 3u);

    // A bend with a third door has one problem, marked on its row only.
    state.document().performEdit(
        editModule(catalogue(), 2, "add a port", [](ModuleTemplate& module) {
            module.ports.push_back(CataloguePanel::defaultModule(ModuleKind::FourWay).ports[1]);
        }));
    frames(1);
    EXPECT_FALSE(cataloguePanel.markerCentre(0).has_value());
    EXPECT_FALSE(cataloguePanel.markerCentre(1).has_value());
    ASSERT_TRUE(cataloguePanel.markerCentre(2).has_value());
    hover(*cataloguePanel.markerCentre(2));
}

TEST_F(CatalogueEditingTest, EveryEditIsOneHistoryEntryThatThePanelUndoesAndRedoesExactly) {
    std::vector<std::string> snapshots{saved()};
    const auto step = [&] { snapshots.push_back(saved()); };

    add(ModuleKind::Normal);
    step();
    add(ModuleKind::TJunction);
    step();
    selectRow(0);
    clickCatalogue(CataloguePanel::Control::Duplicate);
    step();
    doubleClickRow(1);
    typeName("cell");
    press(GLFW_KEY_ENTER);
    step();
    clickCatalogue(CataloguePanel::Control::MoveDown);
    step();
    selectRow(0);
    press(GLFW_KEY_DELETE);
    step();

    const std::vector<std::string> expected{"add room_8x8",       "add t_junction_8x8",
                                            "duplicate room_8x8", "rename room_8x8_2 to cell",
                                            "move cell down",     "delete room_8x8"};
    ASSERT_EQ(labels(), expected);
    ASSERT_EQ(snapshots.size(), expected.size() + 1);
    frames(1);
    // The history's rows: the catalogue as it started, then every edit.
    ASSERT_EQ(historyPanel.drawnRows().size(), expected.size() + 1);

    for (const std::size_t target : {0u, 3u, 6u, 2u, 5u, 1u}) {
        click(rowCentre(historyPanel, target));
        EXPECT_EQ(state.document().history().position(), target);
        EXPECT_EQ(saved(), snapshots[target]) << "after moving to " << target;
    }
    ASSERT_EQ(state.document().history().position(), 1u);

    clickHistory(HistoryPanel::Control::Undo);
    EXPECT_EQ(state.document().history().position(), 0u);
    EXPECT_EQ(saved(), snapshots[0]);
    EXPECT_TRUE(catalogue().modules.empty());
    clickHistory(HistoryPanel::Control::Undo);  // disabled: nothing to undo
    EXPECT_EQ(state.document().history().position(), 0u);
    for (std::size_t position = 1; position <= expected.size(); ++position) {
        clickHistory(HistoryPanel::Control::Redo);
        EXPECT_EQ(saved(), snapshots[position]) << "after redo to " << position;
    }
    EXPECT_FALSE(state.document().history().canRedo());
    EXPECT_EQ(labels(), expected);

    // An edit after some undos drops the entries that could have been redone.
    click(rowCentre(historyPanel, 2));
    add(ModuleKind::DeadEnd);
    EXPECT_EQ(labels(),
              (std::vector<std::string>{"add room_8x8", "add t_junction_8x8", "add dead_end_8x8"}));
    frames(1);
    EXPECT_EQ(historyPanel.drawnRows().size(), 4u);
}

}  // namespace
}  // namespace easylink::ui
