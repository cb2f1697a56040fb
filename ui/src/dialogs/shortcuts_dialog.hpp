#pragma once

// [SECTION] Keyboard shortcuts dialog
//
// Every shortcut of the editor in one table, read from the shortcut registry
// (shortcuts.hpp) that the menu and the panels read too, so the dialog cannot
// drift apart from the keys the editor acts on.

#include "dialogs/modal_dialog.hpp"

namespace easylink::ui {

class ShortcutsDialog final : public ModalDialog {
public:
    static constexpr const char* kTitle = "Keyboard shortcuts";

    ShortcutsDialog() : ModalDialog(kTitle) {}
    void open() { requestOpen(); }

private:
    void drawContents(EditorState& state) override;
};

}  // namespace easylink::ui
