// Catalogue edits and their history: each edit undoes exactly what it did,
// a gesture is one entry, and the history knows when the catalogue is back
// to what was saved.

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/editing/catalogue_edit.hpp"
#include "easylink/editing/edit_history.hpp"
#include "easylink/editing/params_edit.hpp"

namespace easylink {
namespace {

ModuleTemplate room(const std::string& name, int side) {
    ModuleTemplate module;
    module.name = name;
    module.size = {side, side};
    return module;
}

Catalogue threeRooms() {
    Catalogue catalogue;
    catalogue.name = "test";
    catalogue.modules = {room("a", 8), room("b", 12), room("c", 16)};
    catalogue.modules[1].extra = Json{{"author", "kept"}};
    return catalogue;
}

std::vector<std::string> names(const Catalogue& catalogue) {
    std::vector<std::string> result;
    for (const ModuleTemplate& module : catalogue.modules) {
        result.push_back(module.name);
    }
    return result;
}

TEST(CatalogueEdit, EachKindUndoesExactlyWhatItDid) {
    Catalogue catalogue = threeRooms();
    const std::string original = serializeCatalogue(catalogue);
    std::vector<std::unique_ptr<CatalogueEdit>> edits;
    edits.push_back(editModule(catalogue, 1, "resize b", [](ModuleTemplate& module) {
        module.size = {20, 8};
    }));
    edits.push_back(std::make_unique<InsertModule>(3, room("d", 8), "add d"));
    edits.push_back(std::make_unique<RemoveModule>(0, catalogue.modules[0]));
    edits.push_back(std::make_unique<MoveModule>(2, 0, "c"));
    edits.push_back(
        std::make_unique<SetCatalogueHeader>(SetCatalogueHeader::Header{"test", 4, {}, {}},
                                             SetCatalogueHeader::Header{"test", 8, {}, {}}));
    for (const auto& edit : edits) {
        const std::string before = serializeCatalogue(catalogue);
        edit->apply(catalogue);
        EXPECT_NE(serializeCatalogue(catalogue), before) << edit->label();
        edit->revert(catalogue);
        EXPECT_EQ(serializeCatalogue(catalogue), before) << edit->label();
    }
    EXPECT_EQ(serializeCatalogue(catalogue), original);
}

TEST(CatalogueEdit, TheTileSizeAndWallHeightAreSettingsThatUndo) {
    Catalogue catalogue;
    catalogue.name = "kit";
    const std::string original = serializeCatalogue(catalogue);
    SetCatalogueHeader::Header after = SetCatalogueHeader::Header::of(catalogue);
    after.tileSize = 2.5;
    after.wallHeight = 4.0;
    const SetCatalogueHeader edit(SetCatalogueHeader::Header::of(catalogue), after);
    EXPECT_EQ(edit.label(), "set the tile size to 2.5 m and set the wall height to 4 m");
    edit.apply(catalogue);
    EXPECT_EQ(catalogue.tileSize(), 2.5);
    EXPECT_EQ(catalogue.wallHeight(), 4.0);
    EXPECT_NE(serializeCatalogue(catalogue).find("\"tile_size\": 2.5"), std::string::npos);
    edit.revert(catalogue);
    EXPECT_EQ(serializeCatalogue(catalogue), original) << "absent again, not written";

    // Back to the default: the key leaves the file.
    edit.apply(catalogue);
    after.tileSize.reset();
    const SetCatalogueHeader reset(SetCatalogueHeader::Header::of(catalogue), after);
    EXPECT_EQ(reset.label(), "set the tile size to the default");
    reset.apply(catalogue);
    EXPECT_EQ(serializeCatalogue(catalogue).find("tile_size"), std::string::npos);
    EXPECT_EQ(catalogue.wallHeight(), 4.0);
}

TEST(CatalogueEdit, ARenameTakesTheNamesThatReferToTheModuleAlong) {
    Catalogue catalogue;
    catalogue.modules.resize(4);
    catalogue.modules[0].name = "treasury";
    catalogue.modules[1].name = "throne";
    catalogue.modules[1].rules.requiresNeighbor = "treasury";
    catalogue.modules[1].rules.farFrom = "treasury";
    catalogue.modules[2].name = "treasury_gilded";
    catalogue.modules[2].variantOf = "treasury";
    catalogue.modules[3].name = "other";
    catalogue.modules[3].rules.requiresNeighbor = "vault";  // dangling: not the module's
    const Catalogue before = catalogue;
    const RenameModule rename(catalogue, 0, "vault");
    rename.apply(catalogue);
    EXPECT_EQ(catalogue.modules[0].name, "vault");
    EXPECT_EQ(catalogue.modules[1].rules.requiresNeighbor, "vault");
    EXPECT_EQ(catalogue.modules[1].rules.farFrom, "vault");
    EXPECT_EQ(catalogue.modules[2].variantOf, "vault");
    rename.revert(catalogue);
    EXPECT_EQ(serializeCatalogue(catalogue), serializeCatalogue(before));
    EXPECT_EQ(catalogue.modules[3].rules.requiresNeighbor, "vault");
    EXPECT_EQ(rename.label(), "rename treasury to vault");
}

TEST(CatalogueEdit, MovingAModuleShiftsTheOthers) {
    Catalogue catalogue = threeRooms();
    MoveModule down(0, 2, "a");
    down.apply(catalogue);
    EXPECT_EQ(names(catalogue), (std::vector<std::string>{"b", "c", "a"}));
    EXPECT_EQ(down.label(), "move a down");
    MoveModule up(2, 1, "a");
    up.apply(catalogue);
    EXPECT_EQ(names(catalogue), (std::vector<std::string>{"b", "a", "c"}));
    EXPECT_EQ(up.label(), "move a up");
}

TEST(CatalogueEdit, UnknownKeysSurviveAModuleEdit) {
    Catalogue catalogue = threeRooms();
    editModule(catalogue, 1, "reweigh b", [](ModuleTemplate& module) {
        module.weight = 3.0;
    })->apply(catalogue);
    EXPECT_EQ(catalogue.modules[1].extra, (Json{{"author", "kept"}}));
    EXPECT_EQ(catalogue.modules[1].weight, 3.0);
}

TEST(CatalogueEdit, UnusedNamesCountUp) {
    Catalogue catalogue = threeRooms();
    EXPECT_EQ(unusedModuleName(catalogue, "new_room"), "new_room");
    EXPECT_EQ(unusedModuleName(catalogue, "a"), "a_2");
    catalogue.modules.push_back(room("a_2", 8));
    EXPECT_EQ(unusedModuleName(catalogue, "a"), "a_3");
}

TEST(EditHistory, UndoAndRedoWalkTheEntries) {
    Catalogue catalogue = threeRooms();
    EditHistory history;
    EXPECT_FALSE(history.canUndo());
    history.perform(std::make_unique<InsertModule>(3, room("d", 8), "add d"), catalogue);
    history.perform(editModule(catalogue, 0, "rename a to z",
                               [](ModuleTemplate& module) { module.name = "z"; }),
                    catalogue);
    EXPECT_EQ(names(catalogue), (std::vector<std::string>{"z", "b", "c", "d"}));
    EXPECT_EQ(history.undoLabel(), "rename a to z");

    EXPECT_EQ(history.undo(catalogue), 0u);
    EXPECT_EQ(names(catalogue), (std::vector<std::string>{"a", "b", "c", "d"}));
    EXPECT_EQ(history.redoLabel(), "rename a to z");
    EXPECT_EQ(history.undo(catalogue), 3u);
    EXPECT_EQ(names(catalogue), (std::vector<std::string>{"a", "b", "c"}));
    EXPECT_FALSE(history.canUndo());
    EXPECT_EQ(history.undo(catalogue), std::nullopt);

    history.redo(catalogue);
    EXPECT_EQ(names(catalogue), (std::vector<std::string>{"a", "b", "c", "d"}));
    EXPECT_EQ(history.labels(), (std::vector<std::string>{"add d", "rename a to z"}));
    EXPECT_EQ(history.position(), 1u);

    // Something new drops what could have been redone.
    history.perform(std::make_unique<RemoveModule>(1, catalogue.modules[1]), catalogue);
    EXPECT_FALSE(history.canRedo());
    EXPECT_EQ(history.labels(), (std::vector<std::string>{"add d", "delete b"}));
}

TEST(EditHistory, AGestureIsOneEntry) {
    Catalogue catalogue = threeRooms();
    EditHistory history;
    for (int side = 9; side <= 14; ++side) {
        history.perform(editModule(
                            catalogue, 0, "resize a",
                            [&](ModuleTemplate& module) {
                                module.size = {side, side};
                            },
                            /*gesture=*/7),
                        catalogue);
    }
    EXPECT_EQ(history.labels().size(), 1u);
    EXPECT_EQ(catalogue.modules[0].size, (Size2i{14, 14}));
    history.undo(catalogue);
    EXPECT_EQ(catalogue.modules[0].size, (Size2i{8, 8}));

    // A new gesture, or the same number after closeGesture(), starts anew.
    history.redo(catalogue);
    history.perform(editModule(
                        catalogue, 0, "resize a",
                        [](ModuleTemplate& module) {
                            module.size = {4, 4};
                        },
                        8),
                    catalogue);
    history.closeGesture();
    history.perform(editModule(
                        catalogue, 0, "resize a",
                        [](ModuleTemplate& module) {
                            module.size = {5, 5};
                        },
                        8),
                    catalogue);
    EXPECT_EQ(history.labels().size(), 3u);
    // Edits without a gesture never fold together.
    history.perform(editModule(catalogue, 0, "w", [](ModuleTemplate& m) { m.weight = 2; }),
                    catalogue);
    history.perform(editModule(catalogue, 0, "w", [](ModuleTemplate& m) { m.weight = 3; }),
                    catalogue);
    EXPECT_EQ(history.labels().size(), 5u);
}

TEST(EditHistory, KnowsWhenTheCatalogueIsAsSaved) {
    Catalogue catalogue = threeRooms();
    EditHistory history;
    EXPECT_FALSE(history.isModified());
    history.perform(std::make_unique<InsertModule>(3, room("d", 8), "add d"), catalogue);
    EXPECT_TRUE(history.isModified());
    history.undo(catalogue);
    EXPECT_FALSE(history.isModified());  // back to the file as loaded
    history.redo(catalogue);
    history.markSaved();
    EXPECT_FALSE(history.isModified());
    history.undo(catalogue);
    EXPECT_TRUE(history.isModified());

    // The saved state dropped from redo can never come back.
    history.perform(std::make_unique<MoveModule>(0, 1, "a"), catalogue);
    EXPECT_TRUE(history.isModified());
    history.undo(catalogue);
    EXPECT_TRUE(history.isModified());

    // Nor can a saved state in the middle of a gesture that went on.
    history.clear();
    history.perform(editModule(
                        catalogue, 0, "r",
                        [](ModuleTemplate& m) {
                            m.size = {9, 9};
                        },
                        3),
                    catalogue);
    history.markSaved();
    history.perform(editModule(
                        catalogue, 0, "r",
                        [](ModuleTemplate& m) {
                            m.size = {10, 10};
                        },
                        3),
                    catalogue);
    EXPECT_TRUE(history.isModified());
}

TEST(EditHistory, MoveToJumpsAcrossEntries) {
    Catalogue catalogue = threeRooms();
    EditHistory history;
    for (const char* name : {"d", "e", "f"}) {
        history.perform(std::make_unique<InsertModule>(catalogue.modules.size(), room(name, 8),
                                                       std::string("add ") + name),
                        catalogue);
    }
    history.moveTo(1, catalogue);
    EXPECT_EQ(names(catalogue), (std::vector<std::string>{"a", "b", "c", "d"}));
    history.moveTo(3, catalogue);
    EXPECT_EQ(catalogue.modules.size(), 6u);
    history.moveTo(99, catalogue);
    EXPECT_EQ(history.position(), 3u);
}

/// Parameters held where SetParams lands them, as the editor's session does.
class HeldParams final : public ParamsTarget {
public:
    const EasylinkParams& params() const override { return params_; }
    void setParams(const EasylinkParams& params) override { params_ = params; }

private:
    EasylinkParams params_;
};

TEST(ParamsEdit, ParameterEditsShareTheHistoryWithoutMakingTheCatalogueUnsaved) {
    Catalogue catalogue = threeRooms();
    HeldParams held;
    EditHistory history;
    EasylinkParams wider = held.params();
    wider.width = 96;
    history.perform(std::make_unique<SetParams>(held, held.params(), wider, "set width to 96"),
                    catalogue);
    EXPECT_EQ(held.params().width, 96);
    EXPECT_FALSE(history.isModified());
    EXPECT_EQ(history.undoLabel(), "set width to 96");

    // A gesture folds into one entry.
    for (int density : {40, 50, 60}) {
        EasylinkParams denser = held.params();
        denser.roomDensity = density / 100.0;
        history.perform(std::make_unique<SetParams>(held, held.params(), denser, "density", 7),
                        catalogue);
    }
    EXPECT_EQ(history.labels().size(), 2u);
    EXPECT_DOUBLE_EQ(held.params().roomDensity, 0.6);

    history.perform(std::make_unique<InsertModule>(3, room("d", 8), "add d"), catalogue);
    EXPECT_TRUE(history.isModified());
    history.markSaved();
    history.undo(catalogue);
    EXPECT_TRUE(history.isModified()) << "the catalogue lost a module";
    history.undo(catalogue);
    EXPECT_DOUBLE_EQ(held.params().roomDensity, 0.3);
    history.redo(catalogue);
    history.redo(catalogue);
    EXPECT_FALSE(history.isModified());
    history.undo(catalogue);
    history.undo(catalogue);
    history.undo(catalogue);
    EXPECT_EQ(held.params().width, 80);
    EXPECT_TRUE(history.isModified());

    // From the saved state back by parameter edits only, a new parameter
    // edit keeps the saved catalogue reachable.
    history.moveTo(3, catalogue);
    EXPECT_FALSE(history.isModified());
    history.perform(std::make_unique<SetParams>(held, held.params(), wider, "w"), catalogue);
    EXPECT_FALSE(history.isModified());
}

TEST(ParamsEdit, AGroupIsOneEntryAndRegionListsFollowARename) {
    Catalogue catalogue = threeRooms();
    HeldParams held;
    EasylinkParams limited = held.params();
    Region region;
    region.rect = {0, 0, 10, 10};
    region.modules = std::vector<std::string>{"a", "c"};
    limited.regions = {region, Region{}};
    held.setParams(limited);
    EXPECT_FALSE(renameInRegions(limited, "b", "bee").has_value());
    const std::optional<EasylinkParams> renamed = renameInRegions(limited, "a", "ay");
    ASSERT_TRUE(renamed.has_value());
    EXPECT_EQ(*renamed->regions[0].modules, (std::vector<std::string>{"ay", "c"}));
    EXPECT_FALSE(renamed->regions[1].modules.has_value());

    std::vector<std::unique_ptr<CatalogueEdit>> edits;
    edits.push_back(std::make_unique<RenameModule>(catalogue, 0, "ay"));
    edits.push_back(std::make_unique<SetParams>(held, limited, *renamed, "regions"));
    EditHistory history;
    history.perform(std::make_unique<EditGroup>(std::move(edits), "rename a to ay"), catalogue);
    EXPECT_EQ(catalogue.modules[0].name, "ay");
    EXPECT_EQ(*held.params().regions[0].modules, (std::vector<std::string>{"ay", "c"}));
    EXPECT_EQ(history.labels(), (std::vector<std::string>{"rename a to ay"}));
    EXPECT_TRUE(history.isModified());
    history.undo(catalogue);
    EXPECT_EQ(catalogue.modules[0].name, "a");
    EXPECT_EQ(*held.params().regions[0].modules, (std::vector<std::string>{"a", "c"}));
    EXPECT_FALSE(history.isModified());
}

}  // namespace
}  // namespace easylink
