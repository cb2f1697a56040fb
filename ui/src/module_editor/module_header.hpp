#pragma once

// [SECTION] Module editor: header
//
// The row above the grid: the module's name, its kind, its size (applied on
// Enter, refused with a message when out of range) and its weight (a drag is
// one undo entry). A module whose name carries its size ("hall_8x8") and is
// resized gets a second row offering the name with the new size.

#include <string>

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
              DrawnControls& controls, DrawnKinds& kindOptions);
    /// Drops the sizes being typed, so the fields show the module's own.
    void stopEditingSize() { sizeEditing_[0] = sizeEditing_[1] = false; }
    /// The name offered after the last resize, while the module keeps the
    /// old one; empty when none is offered.
    const std::string& suggestedName() const { return suggestedName_; }

private:
    void drawKindCombo(EditorState& state, const ModuleTemplate& module, DrawnControls& controls,
                       DrawnKinds& kindOptions);
    void drawSizeFields(EditorState& state, const ModuleTemplate& module, EditSession& session,
                        DrawnControls& controls);
    void applySize(EditorState& state, const ModuleTemplate& module, Size2i size,
                   EditSession& session);
    void drawWeightField(EditorState& state, const ModuleTemplate& module, DrawnControls& controls);
    void drawNameSuggestion(EditorState& state, const ModuleTemplate& module,
                            DrawnControls& controls);

    int sizeEdit_[2] = {0, 0};
    bool sizeEditing_[2] = {false, false};
    GestureId weightGesture_ = 0;  // the gesture of the weight slider held down
    std::string suggestedName_;    // the name offered after a resize
    std::string suggestedFor_;     // the module's name when it was offered
    Size2i namedSize_;             // the size that name carries
};

}  // namespace easylink::ui::module_editor
