// The tile-map generators in the editor: picked in the Generation panel,
// run by the session like easylink, stepped through the timeline (the
// viewport's tiles follow the step), their options and vaults edited, and
// exported in the same envelope as the command line writes.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "document/editor_state.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/registry/registry.hpp"
#include "files/layout_export.hpp"
#include "panels/components_panel.hpp"
#include "panels/generation_panel.hpp"
#include "session/generation_session.hpp"
#include "ui_test_fixture.hpp"
#include "viewport/step_tiles.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kAssets = EASYLINK_ASSETS_DIR;

class TileGeneratorsUi : public testing::UiTest {
protected:
    void drawFrame() override {
        state.session().updateGeneration(0.0);
        panel.draw(state, {{0.0f, 0.0f}, {420.0f, 760.0f}});
    }

    void SetUp() override {
        ASSERT_TRUE(state.document().openCatalogue(kAssets / "catalogues" / "default.json"));
        session().settings().setAutoRegenerate(false);
        for (const char* name : {"passages", "grid-graph"}) {
            session().settings().setTileTables(
                name, readJsonFile(kAssets / "tables" / (std::string(name) + ".json")).value);
        }
        frames(2);
    }

    GenerationSession& session() { return state.generation(); }
    void run() {
        frames(1);  // the panel's controls move with the generator chosen
        click(panel.controlCentre(GenerationPanel::Control::Generate));
        if (session().running()) {
            session().waitForRun();
        }
        frames(2);
        ASSERT_EQ(session().failure(), "");
        ASSERT_NE(session().run(), nullptr);
    }

    EditorState state;
    GenerationPanel panel;
};

TEST_F(TileGeneratorsUi, TheGeneratorListPicksATileGenerator) {
    click(panel.controlCentre(GenerationPanel::Control::Generator));
    frames(1);
    click(panel.generatorChoiceCentre("drunkard"));
    EXPECT_EQ(session().settings().generator(), "drunkard");
    run();
    const GenerationRun& generated = *session().run();
    EXPECT_EQ(generated.generator, "drunkard");
    ASSERT_TRUE(generated.tileMap && generated.tileMap->ok());
    EXPECT_EQ(runSummary(generated).rfind("drunkard, ", 0), 0u) << runSummary(generated);
    EXPECT_NE(runSummary(generated).find(" floor tiles, "), std::string::npos);
    // And back to easylink, which needs its catalogue again.
    click(panel.controlCentre(GenerationPanel::Control::Generator));
    frames(1);
    click(panel.generatorChoiceCentre("easylink"));
    EXPECT_EQ(session().settings().generator(), "easylink");
    run();
    EXPECT_FALSE(session().run()->tileMap.has_value());
    EXPECT_GT(session().run()->result.layout->roomCount(), 0u);
}

TEST_F(TileGeneratorsUi, EveryGeneratorRunsAndStepsInTheEditor) {
    for (const Generator& info : generators()) {
        if (info.inputs.catalogue) {
            continue;
        }
        SCOPED_TRACE(info.name);
        ASSERT_FALSE(session().settings().setGenerator(info.name).has_value());
        run();
        const GenerationRun& generated = *session().run();
        ASSERT_TRUE(generated.tileMap && generated.tileMap->ok()) << generated.tileMap->failure;
        // At the end, the tiles on show are the map; at the start, nothing.
        session().cursor().toEnd();
        StepTiles tiles;
        const Layout& layout = *session().cursor().layoutAtStep();
        EXPECT_EQ(tiles.update(session(), layout, false).raster, *generated.tileMap->tiles);
        session().cursor().toStart();
        EXPECT_EQ(tiles.update(session(), *session().cursor().layoutAtStep(), false)
                      .raster.count(TileKind::Void),
                  generated.tileMap->tiles->width() * generated.tileMap->tiles->height());
        // Phase by phase to the end, the walkable tiles never shrink once
        // the repair has started, and the end is the map again.
        int phases = 0;
        while (session().cursor().step() < session().cursor().stepCount()) {
            session().cursor().stepBy(StepSize::Phase, true);
            ++phases;
        }
        EXPECT_GE(phases, 3);
        EXPECT_EQ(tiles.update(session(), *session().cursor().layoutAtStep(), true).raster,
                  *generated.tileMap->tiles);
        // One action back shows the map before the population.
        session().cursor().stepBy(StepSize::Action, false);
        EXPECT_NE(tiles.update(session(), *session().cursor().layoutAtStep(), true).raster,
                  *generated.tileMap->tiles);
    }
}

TEST_F(TileGeneratorsUi, TheComponentsPanelCountsWalkableRegionsAtTheStep) {
    ASSERT_FALSE(session().settings().setGenerator("cellular").has_value());
    run();
    ComponentsPanel components;
    const auto regionsAt = [&](std::size_t step) {
        session().cursor().setStep(step);
        imgui.frame([&] { components.draw(state, {{0.0f, 0.0f}, {300.0f, 300.0f}}); });
        return components.tileRegions();
    };
    EXPECT_EQ(regionsAt(session().cursor().stepCount()), 1) << "the repair leaves one region";
    // Just after the random fill, caves are scattered in many regions.
    const std::size_t smoothing =
        session().cursor().timeline()->stepForward(0, StepSize::Phase);  // the fill's phase
    EXPECT_GT(regionsAt(session().cursor().timeline()->stepForward(smoothing, StepSize::Phase)),
              10);
}

TEST_F(TileGeneratorsUi, OptionsAndVaultsReachTheRun) {
    ASSERT_FALSE(session().settings().setGenerator("cellular").has_value());
    EXPECT_EQ(session().settings().setTileOption("floor_chance", 2.0),
              std::optional<std::string>("floor_chance must be from 0.05 to 0.95, not 2.0"));
    EXPECT_FALSE(session().settings().setTileOption("items", 0).has_value());
    EXPECT_FALSE(session().settings().setTileOption("monsters", 0).has_value());
    TileGeneratorFields fields;
    EXPECT_FALSE(fields.loadVaults(session(), (kAssets / "nowhere.txt").string()));
    EXPECT_NE(fields.vaultMessage().find("nowhere.txt: "), std::string::npos);
    ASSERT_TRUE(fields.loadVaults(session(), (kAssets / "vaults" / "default.txt").string()));
    EXPECT_EQ(session().settings().vaults().size(), 3u);
    run();
    const TileMapResult& map = *session().run()->tileMap;
    ASSERT_TRUE(map.ok());
    EXPECT_EQ(map.tiles->count(TileKind::Item) + map.tiles->count(TileKind::Monster) > 0, true)
        << "the vaults bring their own items and monsters";
    EXPECT_FALSE(map.areas.empty());
    EXPECT_EQ(map.options["items"], 0);
}

TEST_F(TileGeneratorsUi, ATileGeneratorRunsWithoutAValidCatalogue) {
    EditorState empty;
    empty.generation().settings().setAutoRegenerate(false);
    ASSERT_FALSE(empty.generation().settings().setGenerator("cellular").has_value());
    EXPECT_EQ(empty.session().generateOnRequest(), "");
    empty.generation().waitForRun();
    ASSERT_NE(empty.generation().run(), nullptr);
    EXPECT_TRUE(empty.generation().run()->tileMap->ok());
}

TEST_F(TileGeneratorsUi, ExportWritesTheTileMapEnvelope) {
    ASSERT_FALSE(session().settings().setGenerator("cellular").has_value());
    run();
    const auto folder = std::filesystem::temp_directory_path() / "easylink-tile-export";
    std::filesystem::remove_all(folder);
    ASSERT_EQ(exportLayout(*session().run(), ExportFormat::LayoutJson, folder / "map.json"),
              std::nullopt);
    const ParsedJson file = readJsonFile(folder / "map.json");
    ASSERT_TRUE(file.ok());
    EXPECT_EQ(file.value["generator"], "cellular");
    EXPECT_EQ(file.value["rooms"].size(), 0u);
    const TileRaster& tiles = *session().run()->tileMap->tiles;
    std::string tilesText;
    JsonWriter writer(tilesText);
    writeTiles(writer, tiles);
    EXPECT_EQ(file.value["tiles"], parseJsonText(tilesText).value);
    EXPECT_EQ(file.value["params"]["floor_chance"], 0.55);
    ASSERT_EQ(exportLayout(*session().run(), ExportFormat::Ascii, folder / "map.txt"),
              std::nullopt);
    std::ifstream ascii(folder / "map.txt");
    std::string first;
    std::getline(ascii, first);
    EXPECT_EQ(first, std::string(static_cast<std::size_t>(tiles.width()), '#'));
    std::filesystem::remove_all(folder);
}

}  // namespace
}  // namespace easylink::ui
