#pragma once

// [SECTION] Module editor: header
//
// The row above the grid: the module's name, its kind, its size (applied on
// Enter, refused with a message when out of range) and its weight (a drag is
// one undo entry).

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/editing/catalogue_edit.hpp"
#include "module_editor/drawn_items.hpp"
#include "module_editor/edit_session.hpp"

namespace easylink::ui {
class EditorState;
}

namespace easylink::ui::module_editor {

class ModuleHeader {
public:
    /// Draws the row for `module`, recording the controls in `controls` and
    /// the entries of the open kind list in `kindOptions`.
    void draw(EditorState& state, const ModuleTemplate& module, EditSession& session,
              DrawnItems& controls, DrawnItems& kindOptions);
    /// Drops the sizes being typed, so the fields show the module's own.
    void stopEditingSize() { sizeEditing_[0] = sizeEditing_[1] = false; }

private:
    void drawKindCombo(EditorState& state, const ModuleTemplate& module, DrawnItems& controls,
                       DrawnItems& kindOptions);
    void drawSizeFields(EditorState& state, const ModuleTemplate& module, EditSession& session,
                        DrawnItems& controls);
    void applySize(EditorState& state, const ModuleTemplate& module, Size2i size,
                   EditSession& session);
    void drawWeightField(EditorState& state, const ModuleTemplate& module, DrawnItems& controls);

    int sizeEdit_[2] = {0, 0};
    bool sizeEditing_[2] = {false, false};
    GestureId weightGesture_ = 0;  // the gesture of the weight slider held down
};

}  // namespace easylink::ui::module_editor
