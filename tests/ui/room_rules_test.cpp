// The room rules in the module editor, driven headlessly on the module
// editor's small catalogue (tests/ui/data/module_editor.json: two normal
// rooms and a bend): max_count ticked and typed, then undone; min_count
// against max_count and the validator's problem; a required neighbour
// chosen from the list; max_exits; place = far from a module by a number of
// rooms, written to the catalogue file's form; the key that locks a module;
// no fields for junctions, parts and variants, and stray rules on a
// junction cleared.

#include <GLFW/glfw3.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <functional>
#include <optional>
#include <string>

#include "document/editor_state.hpp"
#include "easylink/catalogue/catalogue.hpp"
#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/editing/catalogue_edit.hpp"
#include "module_editor/room_rules_fields.hpp"
#include "panels/module_editor_panel.hpp"
#include "ui_test_fixture.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kData = EASYLINK_UI_TEST_DATA_DIR;

// Modules of module_editor.json.
constexpr std::size_t kRoom = 0;  // room_8x8, two ports
constexpr std::size_t kHall = 1;  // hall_12x12
constexpr std::size_t kBend = 2;  // bend_8x8, a junction

using Control = ModuleEditorPanel::Control;

class RoomRulesTest : public testing::UiTest {
protected:
    void drawFrame() override { panel.draw(state, {{0.0f, 0.0f}, {1100.0f, 720.0f}}); }

    void SetUp() override {
        ASSERT_TRUE(state.document().openCatalogue(kData / "module_editor.json"));
        ASSERT_EQ(state.selection().selectedModule(), kRoom);
        panel.setOpen(true);
        frames(2);
    }

    const ModuleTemplate& module() const { return *state.selection().selectedTemplate(); }
    const RoomRules& rules() const { return module().rules; }
    std::string lastLabel() const { return state.document().history().undoLabel(); }

    /// The document's problems at `pointer`.
    std::vector<std::string> problemsAt(const std::string& pointer) const {
        std::vector<std::string> found;
        for (const Problem& problem : state.document().current()->problems) {
            if (problem.pointer == pointer) {
                found.push_back(problem.message);
            }
        }
        return found;
    }

    void select(std::size_t index) {
        state.selection().selectModule(index);
        frames(2);
    }
    void clickControl(Control control) { click(panel.controlCentre(control)); }
    /// Clicks a number field, types `text` over it and presses Enter.
    void typeInto(Control control, const char* text) {
        clickControl(control);
        type(text);
        press(GLFW_KEY_ENTER);
    }
    /// Opens a list and clicks its entry `option`.
    void choose(Control list, std::size_t option) {
        clickControl(list);
        frames(2);  // the popup settles where it will be
        click(panel.ruleOptionCentre(option));
        frames(1);
    }

    EditorState state;
    ModuleEditorPanel panel;
};

TEST_F(RoomRulesTest, ARoomShowsEveryRuleField) {
    for (Control control : {Control::MinCount, Control::MaxCountOn, Control::MaxExitsOn,
                            Control::RequiresNeighbor, Control::Place}) {
        EXPECT_TRUE(panel.controlCentre(control).has_value()) << static_cast<int>(control);
    }
    // The far-from fields only come with place = far from, the caps' fields
    // when they are ticked.
    EXPECT_FALSE(panel.controlCentre(Control::FarFrom).has_value());
    EXPECT_FALSE(panel.controlCentre(Control::FarRooms).has_value());
    EXPECT_FALSE(panel.controlCentre(Control::ClearRules).has_value());
    EXPECT_FALSE(panel.controlCentre(Control::MaxCount).has_value());
    EXPECT_FALSE(panel.controlCentre(Control::MaxExits).has_value());
    clickControl(Control::MaxCountOn);
    clickControl(Control::MaxExitsOn);
    frames(1);
    EXPECT_TRUE(panel.controlCentre(Control::MaxCount).has_value());
    EXPECT_TRUE(panel.controlCentre(Control::MaxExits).has_value());
}

TEST_F(RoomRulesTest, MaxCountSetInTheFieldsChangesTheCatalogueAndUndoRestoresIt) {
    ASSERT_FALSE(rules().maxCount.has_value());
    const std::size_t before = state.document().history().position();

    clickControl(Control::MaxCountOn);
    ASSERT_EQ(rules().maxCount, std::optional<int>(1));
    EXPECT_EQ(lastLabel(), "limit room_8x8 to 1 room");

    typeInto(Control::MaxCount, "4");
    ASSERT_EQ(rules().maxCount, std::optional<int>(4));
    EXPECT_EQ(lastLabel(), "set max_count of room_8x8 to 4");
    EXPECT_EQ(state.document().history().position(), before + 2);
    // Saved as the catalogue format says.
    EXPECT_EQ(catalogueToJson(state.document().current()->catalogue)["modules"][kRoom]["max_count"],
              4);

    ASSERT_TRUE(state.document().undo());
    frames(1);
    EXPECT_EQ(rules().maxCount, std::optional<int>(1));
    ASSERT_TRUE(state.document().undo());
    frames(1);
    EXPECT_FALSE(rules().maxCount.has_value());
    EXPECT_FALSE(state.document().isModified());
    ASSERT_TRUE(state.document().redo());
    ASSERT_TRUE(state.document().redo());
    frames(1);
    EXPECT_EQ(rules().maxCount, std::optional<int>(4));

    // Unticking lifts the cap.
    clickControl(Control::MaxCountOn);
    EXPECT_FALSE(rules().maxCount.has_value());
    EXPECT_EQ(lastLabel(), "lift max_count of room_8x8");
}

TEST_F(RoomRulesTest, AMaxCountBelowMinCountIsReportedByTheValidator) {
    typeInto(Control::MinCount, "5");
    ASSERT_EQ(rules().minCount, 5);
    EXPECT_EQ(lastLabel(), "set min_count of room_8x8 to 5");
    clickControl(Control::MaxCountOn);
    ASSERT_EQ(rules().maxCount, std::optional<int>(5));  // starts at min_count
    EXPECT_TRUE(problemsAt(modulePointer(kRoom) + "/max_count").empty());

    typeInto(Control::MaxCount, "2");
    ASSERT_EQ(rules().maxCount, std::optional<int>(2));
    EXPECT_EQ(problemsAt(modulePointer(kRoom) + "/max_count"),
              std::vector<std::string>{"max_count 2 is below min_count 5"});

    // Numbers out of range are brought back into it.
    typeInto(Control::MinCount, "99999");
    EXPECT_EQ(rules().minCount, 10000);
}

TEST_F(RoomRulesTest, TheNeighbourIsChosenFromTheRoomModules) {
    clickControl(Control::RequiresNeighbor);
    frames(2);
    EXPECT_TRUE(panel.ruleOptionCentre(module_editor::kNoModuleOption).has_value());
    EXPECT_TRUE(panel.ruleOptionCentre(kHall).has_value());
    EXPECT_FALSE(panel.ruleOptionCentre(kRoom).has_value());  // not itself
    EXPECT_FALSE(panel.ruleOptionCentre(kBend).has_value());  // junctions are never rooms of rules
    click(panel.ruleOptionCentre(kHall));
    frames(1);
    EXPECT_EQ(rules().requiresNeighbor, "hall_12x12");
    EXPECT_EQ(lastLabel(), "require hall_12x12 beside room_8x8");

    choose(Control::RequiresNeighbor, module_editor::kNoModuleOption);
    EXPECT_EQ(rules().requiresNeighbor, "");
    ASSERT_TRUE(state.document().undo());
    frames(1);
    EXPECT_EQ(rules().requiresNeighbor, "hall_12x12");
}

TEST_F(RoomRulesTest, TheKeyIsChosenFromTheRoomModulesAndClearedForGood) {
    clickControl(Control::LockedBy);
    frames(2);
    EXPECT_TRUE(panel.ruleOptionCentre(module_editor::kNoModuleOption).has_value());
    EXPECT_FALSE(panel.ruleOptionCentre(kRoom).has_value());  // not itself
    EXPECT_FALSE(panel.ruleOptionCentre(kBend).has_value());
    click(panel.ruleOptionCentre(kHall));
    frames(1);
    EXPECT_EQ(rules().lockedBy, "hall_12x12");
    EXPECT_EQ(lastLabel(), "lock room_8x8 with key hall_12x12");
    // A catalogue with locks needs an entrance: the validator says so under the field.
    const std::vector<std::string> problems = problemsAt("/modules/0/locked_by");
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_NE(problems[0].find("needs an entrance"), std::string::npos) << problems[0];
    EXPECT_EQ(catalogueToJson(state.document().current()->catalogue)["modules"][0]["locked_by"],
              "hall_12x12");

    // Unlocked, the key is gone from the file too (not kept as an unknown key).
    choose(Control::LockedBy, module_editor::kNoModuleOption);
    EXPECT_EQ(rules().lockedBy, "");
    EXPECT_EQ(lastLabel(), "unlock room_8x8");
    const std::string saved = serializeCatalogue(state.document().current()->catalogue);
    const CatalogueLoad reread = loadCatalogueText(saved);
    EXPECT_EQ(reread.catalogue.modules[0].rules.lockedBy, "");
    EXPECT_EQ(saved.find("locked_by"), std::string::npos);
    ASSERT_TRUE(state.document().undo());
    frames(1);
    EXPECT_EQ(rules().lockedBy, "hall_12x12");
}

TEST_F(RoomRulesTest, MaxExitsIsTickedAndDraggedAsOneEdit) {
    clickControl(Control::MaxExitsOn);
    ASSERT_EQ(rules().maxExits, std::optional<int>(2));  // every port, to start with
    const std::size_t before = state.document().history().position();
    const std::optional<ImVec2> slider = panel.controlCentre(Control::MaxExits);
    ASSERT_TRUE(slider.has_value());
    drag(*slider, {slider->x - 200.0f, slider->y});
    EXPECT_EQ(rules().maxExits, std::optional<int>(1));
    EXPECT_EQ(state.document().history().position(), before + 1);
    EXPECT_EQ(lastLabel(), "set max_exits of room_8x8");
}

TEST_F(RoomRulesTest, PlaceFarFromAModuleByRoomsWritesTheRule) {
    choose(Control::Place, static_cast<std::size_t>(RoomRules::Place::FarFrom));
    ASSERT_EQ(rules().place, RoomRules::Place::FarFrom);
    EXPECT_EQ(rules().farFrom, "hall_12x12");  // the first module it can name
    EXPECT_EQ(rules().farRooms, 3);
    EXPECT_EQ(lastLabel(), "place room_8x8 far from");
    ASSERT_TRUE(panel.controlCentre(Control::FarFrom).has_value());
    ASSERT_TRUE(panel.controlCentre(Control::FarRooms).has_value());

    clickControl(Control::FarFrom);
    frames(2);
    EXPECT_TRUE(panel.ruleOptionCentre(kHall).has_value());
    EXPECT_FALSE(panel.ruleOptionCentre(module_editor::kNoModuleOption).has_value());
    click(panel.ruleOptionCentre(kHall));
    frames(1);

    typeInto(Control::FarRooms, "5");
    EXPECT_EQ(rules().farRooms, 5);
    EXPECT_EQ(lastLabel(), "keep room_8x8 5 rooms from hall_12x12");
    EXPECT_TRUE(problemsAt(modulePointer(kRoom) + "/place/rooms").empty());

    const Json written =
        catalogueToJson(state.document().current()->catalogue)["modules"][kRoom]["place"];
    EXPECT_EQ(written, (Json{{"far_from", "hall_12x12"}, {"rooms", 5}}));

    // Back to anywhere: the far-from fields go, and undo brings them back.
    choose(Control::Place, static_cast<std::size_t>(RoomRules::Place::Anywhere));
    EXPECT_EQ(rules().place, RoomRules::Place::Anywhere);
    EXPECT_FALSE(
        catalogueToJson(state.document().current()->catalogue)["modules"][kRoom].contains("place"));
    frames(1);
    EXPECT_FALSE(panel.controlCentre(Control::FarFrom).has_value());
    ASSERT_TRUE(state.document().undo());
    frames(1);
    EXPECT_EQ(rules().place, RoomRules::Place::FarFrom);
    EXPECT_EQ(rules().farRooms, 5);

    choose(Control::Place, static_cast<std::size_t>(RoomRules::Place::First));
    EXPECT_EQ(rules().place, RoomRules::Place::First);
    EXPECT_EQ(catalogueToJson(state.document().current()->catalogue)["modules"][kRoom]["place"],
              "first");
}

TEST_F(RoomRulesTest, JunctionsPartsAndVariantsHaveNoRuleFields) {
    select(kBend);
    EXPECT_TRUE(panel.controlCentre(Control::Kind).has_value());
    EXPECT_FALSE(panel.controlCentre(Control::MinCount).has_value());
    EXPECT_FALSE(panel.controlCentre(Control::Place).has_value());

    ASSERT_TRUE(state.document().openCatalogue(kData / "phase2.json"));
    const Catalogue& catalogue = state.document().current()->catalogue;
    for (std::size_t i = 0; i < catalogue.modules.size(); ++i) {
        const ModuleTemplate& each = catalogue.modules[i];
        select(i);
        const bool fields = panel.controlCentre(Control::MinCount).has_value();
        EXPECT_EQ(fields, module_editor::takesRoomRules(each)) << each.name;
        if (each.isVariant() || isPartKind(each.kind)) {
            EXPECT_FALSE(fields) << each.name;
        }
    }
    EXPECT_TRUE(module_editor::takesRoomRules(*catalogue.find("room_8x8")));
    EXPECT_FALSE(module_editor::takesRoomRules(*catalogue.find("room_8x8_pillars")));
}

TEST_F(RoomRulesTest, AJunctionsStrayRulesAreReportedAndCanBeCleared) {
    const Catalogue& catalogue = state.document().current()->catalogue;
    ASSERT_TRUE(
        state.document().performEdit(editModule(catalogue, kBend, "give bend_8x8 a rule",
                                                [](ModuleTemplate& m) { m.rules.minCount = 1; })));
    select(kBend);
    EXPECT_FALSE(problemsAt(modulePointer(kBend) + "/min_count").empty());
    EXPECT_FALSE(panel.controlCentre(Control::MinCount).has_value());
    clickControl(Control::ClearRules);
    EXPECT_FALSE(rules().any());
    EXPECT_EQ(lastLabel(), "clear room rules of bend_8x8");
    EXPECT_TRUE(problemsAt(modulePointer(kBend) + "/min_count").empty());
    frames(1);
    EXPECT_FALSE(panel.controlCentre(Control::ClearRules).has_value());
}

}  // namespace
}  // namespace easylink::ui
