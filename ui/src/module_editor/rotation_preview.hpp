#pragma once

// [SECTION] Module editor: rotation preview
//
// The side column's preview of the module turned by 0, 90, 180 or 270
// degrees clockwise, as the generator may place it, with the ports the
// validator reports drawn in the error colour as on the grid.

#include <vector>

#include "easylink/catalogue/catalogue.hpp"
#include "module_editor/drawn_items.hpp"

namespace easylink::ui::module_editor {

class RotationPreview {
public:
    /// Draws the rotation choice and `module` turned by it; `broken` says,
    /// per port, whether it is drawn in the error colour.
    void draw(const ModuleTemplate& module, const std::vector<bool>& broken, int macro,
              DrawnControls& controls);
    /// The rotation the preview shows.
    Rotation rotation() const { return rotation_; }

private:
    void drawRotationChoice(const ModuleTemplate& module, DrawnControls& controls);

    Rotation rotation_;
};

}  // namespace easylink::ui::module_editor
