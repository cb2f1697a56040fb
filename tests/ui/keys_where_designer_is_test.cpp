// Keys act where the designer is: with a module selected in the Catalogue
// panel (the last panel clicked), Delete pressed with the mouse over the map
// leaves the module alone, and pressed over the catalogue deletes it.
// Deleting a module that others are variants of asks first, naming them;
// the answer deletes all of them as one undo step, Cancel none.

#include <GLFW/glfw3.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "document/editor_state.hpp"
#include "easylink/catalogue/catalogue_io.hpp"
#include "panels/catalogue_panel.hpp"
#include "panels/viewport_panel.hpp"
#include "ui_test_fixture.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kAssets = EASYLINK_ASSETS_DIR;
const ScreenRect kCatalogueArea{{0.0f, 0.0f}, {420.0f, 800.0f}};
const ScreenRect kViewportArea{{420.0f, 0.0f}, {860.0f, 800.0f}};

class KeysWhereTheDesignerIsTest : public testing::UiTest {
protected:
    void drawFrame() override {
        cataloguePanel.draw(state, kCatalogueArea);
        viewportPanel.draw(state, kViewportArea);
    }

    void SetUp() override {
        ASSERT_TRUE(state.document().openCatalogue(kAssets / "catalogues" / "default.json"));
        state.generation().settings().setAutoRegenerate(false);
        frames(2);
    }

    const Catalogue& catalogue() const { return state.document().current()->catalogue; }
    std::size_t indexOf(const std::string& name) const {
        for (std::size_t i = 0; i < catalogue().modules.size(); ++i) {
            if (catalogue().modules[i].name == name) {
                return i;
            }
        }
        ADD_FAILURE() << "no module " << name;
        return 0;
    }

    /// Shows only `name`'s row and clicks it.
    void select(const std::string& name) {
        cataloguePanel.setFilterText(name.c_str());
        frames(1);
        for (const DrawnRow& row : cataloguePanel.drawnRows()) {
            if (catalogue().modules[row.index].name == name) {
                click(ImVec2(row.min.x + 60.0f, row.centre().y));
                ASSERT_EQ(state.selection().selectedModule(), indexOf(name));
                return;
            }
        }
        FAIL() << name << "'s row was not drawn";
    }
    void pressDeleteOver(const ScreenRect& area) {
        hover({area.min.x + area.size.x * 0.5f, area.min.y + area.size.y * 0.5f});
        press(GLFW_KEY_DELETE);
        frames(1);
    }

    EditorState state;
    CataloguePanel cataloguePanel;
    ViewportPanel viewportPanel;
};

TEST_F(KeysWhereTheDesignerIsTest, DeleteOverTheMapLeavesTheCataloguesModuleAlone) {
    const std::size_t count = catalogue().modules.size();
    select("cell_6x6");  // a module no other is a variant of
    pressDeleteOver(kViewportArea);
    EXPECT_EQ(catalogue().modules.size(), count) << "Delete over the map deleted a module";
    EXPECT_FALSE(state.document().history().canUndo());

    pressDeleteOver(kCatalogueArea);
    EXPECT_EQ(catalogue().modules.size(), count - 1);
    EXPECT_FALSE(cataloguePanel.deleteDialog().isOpen());
    EXPECT_EQ(state.document().history().undoLabel(), "delete cell_6x6");
}

TEST_F(KeysWhereTheDesignerIsTest, DeletingAModuleWithVariantsAsksFirstAndIsOneUndoStep) {
    const std::string before = serializeCatalogue(catalogue());
    const std::size_t count = catalogue().modules.size();
    select("hall_12x12");
    ASSERT_EQ(catalogue().variantsOf(indexOf("hall_12x12")).size(), 2u);

    // Cancel keeps everything.
    pressDeleteOver(kCatalogueArea);
    ASSERT_TRUE(cataloguePanel.deleteDialog().isOpen());
    const std::string& question = cataloguePanel.deleteDialog().question();
    EXPECT_NE(question.find("hall_12x12_pillared"), std::string::npos) << question;
    EXPECT_NE(question.find("hall_12x12_shrine"), std::string::npos) << question;
    EXPECT_EQ(catalogue().modules.size(), count) << "nothing is deleted before the answer";
    click(cataloguePanel.deleteDialog().answerCentre(1));
    frames(1);
    EXPECT_FALSE(cataloguePanel.deleteDialog().isOpen());
    EXPECT_EQ(catalogue().modules.size(), count);

    // The first answer deletes the module and its variants, as one step.
    pressDeleteOver(kCatalogueArea);
    ASSERT_TRUE(cataloguePanel.deleteDialog().isOpen());
    click(cataloguePanel.deleteDialog().answerCentre(0));
    frames(1);
    EXPECT_EQ(catalogue().modules.size(), count - 3);
    for (const ModuleTemplate& module : catalogue().modules) {
        EXPECT_EQ(module.name.rfind("hall_12x12", 0), std::string::npos) << module.name;
    }
    EXPECT_EQ(state.document().history().undoLabel(), "delete hall_12x12 and 2 variants");

    ASSERT_TRUE(state.document().undo());
    EXPECT_EQ(serializeCatalogue(catalogue()), before);
    EXPECT_FALSE(state.document().history().canUndo());
}

}  // namespace
}  // namespace easylink::ui
