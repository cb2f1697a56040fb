#pragma once

// [SECTION] Module editor panel
//
// (Being written.) The selected module on its tile grid, edited with the
// mouse: ports added, dragged, deleted and fixed; widths, kind, size and
// weight; a rotation preview. Every change goes through the editor state's
// edit history.

#include "panels/panel.hpp"

namespace easylink::ui {

class ModuleEditorPanel final : public Panel {
public:
    static constexpr const char* kTitle = "Module Editor";

    ModuleEditorPanel();

protected:
    void drawContent(EditorState& state) override;
};

}  // namespace easylink::ui
