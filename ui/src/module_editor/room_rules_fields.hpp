#pragma once

// [SECTION] Module editor: room rules
//
// The side column's fields for the room rules of a normal or dead_end room
// module (docs/catalogue-format.md, "Room rules"): min_count, an optional
// max_count and max_exits, a required neighbour, where the module goes
// (anywhere, first, last, or far from another module by a number of rooms)
// and the key module that opens it (locked_by; docs/locks.md).
// Each change is one catalogue edit through the history, a slider held down
// one undo entry; numbers typed apply on Enter. The validator's problems
// about a rule show under its field, in the colours of the problem list.
// Junctions and variants take no rules: they get no fields, and when they
// carry rules anyway (a module whose kind changed) a note and a button that
// clears them.

#include <cstddef>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/editing/catalogue_edit.hpp"
#include "module_editor/drawn_items.hpp"

namespace easylink::ui {
class EditorState;
}

namespace easylink::ui::module_editor {

/// True for the modules room rules apply to: normal and dead_end room
/// modules that are not variants (the rooms step 1 places).
bool takesRoomRules(const ModuleTemplate& module);

/// The entry of the open neighbour or far-from list that means "no module".
inline constexpr std::size_t kNoModuleOption = static_cast<std::size_t>(-1);

class RoomRulesFields {
public:
    /// Draws the section for the selected module, recording its controls in
    /// `controls` and the entries of an open list in `options`: the place
    /// list by RoomRules::Place, the module lists by catalogue index (and
    /// kNoModuleOption for none).
    void draw(EditorState& state, const ModuleTemplate& module, DrawnControls& controls,
              DrawnItems& options);
    /// Drops the numbers being typed, so the fields show the module's own.
    void stopEditing();

private:
    /// A number field that applies what was typed when it loses the keyboard.
    struct NumberEdit {
        int value = 0;
        bool editing = false;
    };

    void drawCounts(EditorState& state, const ModuleTemplate& module, DrawnControls& controls);
    void drawMaxExits(EditorState& state, const ModuleTemplate& module, DrawnControls& controls);
    void drawPlace(EditorState& state, const ModuleTemplate& module, DrawnControls& controls,
                   DrawnItems& options);
    void drawFarFrom(EditorState& state, const ModuleTemplate& module, DrawnControls& controls,
                     DrawnItems& options);
    /// Draws a whole-number field; true (with the value) when one was typed.
    bool numberField(const char* id, NumberEdit& edit, int current, int min, int max);

    NumberEdit minCount_;
    NumberEdit maxCount_;
    NumberEdit farRooms_;
    GestureId exitsGesture_ = 0;
};

}  // namespace easylink::ui::module_editor
