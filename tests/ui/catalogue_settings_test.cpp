// The catalogue's settings, as a designer changes them: Settings... in the
// Catalogue panel, the tile size typed, the wall height left to its
// default, Apply: one undoable edit, written to the file; a size that cannot
// be refuses Apply with the reason and changes nothing.

#include <GLFW/glfw3.h>
#include <gtest/gtest.h>

#include "document/editor_state.hpp"
#include "easylink/catalogue/catalogue_io.hpp"
#include "panels/catalogue_panel.hpp"
#include "ui_test_fixture.hpp"

namespace easylink::ui {
namespace {

using Settings = CatalogueSettingsDialog::Control;

class CatalogueSettingsTest : public testing::UiTest {
protected:
    void drawFrame() override { panel.draw(state, {{0.0f, 0.0f}, {900.0f, 600.0f}}); }
    void SetUp() override {
        state.document().newCatalogue();
        frames(2);
    }
    const Catalogue& catalogue() const { return state.document().current()->catalogue; }
    const CatalogueSettingsDialog& dialog() const { return panel.settingsDialog(); }

    void openSettings() {
        click(panel.controlCentre(CataloguePanel::Control::Settings));
        frames(2);
        ASSERT_TRUE(dialog().isOpen());
    }
    /// Clicks a number field and types `text` over what it holds.
    void typeInto(Settings field, const char* text) {
        click(dialog().controlCentre(field));
        frames(1);
        press(GLFW_KEY_A, /*ctrl=*/true);
        type(text);
    }

    EditorState state;
    CataloguePanel panel;
};

TEST_F(CatalogueSettingsTest, ATileSizeTypedIsOneEditThatUndoes) {
    openSettings();
    EXPECT_EQ(catalogue().tileSize(), 1.0);
    click(dialog().controlCentre(Settings::TileSizeDefault));  // untick: a value of its own
    frames(1);
    typeInto(Settings::TileSize, "2.5");
    click(dialog().controlCentre(Settings::Apply));
    frames(2);
    EXPECT_FALSE(dialog().isOpen());
    EXPECT_EQ(catalogue().explicitTileSize, 2.5);
    EXPECT_FALSE(catalogue().explicitWallHeight.has_value()) << "left to its default";
    EXPECT_EQ(catalogue().wallHeight(), 7.5) << "three tiles";
    EXPECT_NE(serializeCatalogue(catalogue()).find("\"tile_size\": 2.5"), std::string::npos);
    ASSERT_EQ(state.document().history().labels().back(), "set the tile size to 2.5 m");

    state.document().undo();
    EXPECT_FALSE(catalogue().explicitTileSize.has_value());
    EXPECT_EQ(serializeCatalogue(catalogue()).find("tile_size"), std::string::npos);
}

TEST_F(CatalogueSettingsTest, ASizeThatCannotBeIsRefusedWithItsReason) {
    openSettings();
    click(dialog().controlCentre(Settings::WallHeightDefault));
    frames(1);
    typeInto(Settings::WallHeight, "0");
    const std::size_t edits = state.document().history().labels().size();
    click(dialog().controlCentre(Settings::Apply));
    frames(2);
    EXPECT_TRUE(dialog().isOpen()) << "stays open to be put right";
    EXPECT_EQ(dialog().problem(), "The wall height must be more than 0 m.");
    EXPECT_EQ(state.document().history().labels().size(), edits);
    EXPECT_FALSE(catalogue().explicitWallHeight.has_value());
}

TEST_F(CatalogueSettingsTest, ApplyWithNothingChangedMakesNoEdit) {
    openSettings();
    const std::size_t edits = state.document().history().labels().size();
    click(dialog().controlCentre(Settings::Apply));
    frames(2);
    EXPECT_FALSE(dialog().isOpen());
    EXPECT_EQ(state.document().history().labels().size(), edits);
}

}  // namespace
}  // namespace easylink::ui
