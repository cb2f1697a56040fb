#pragma once

// [SECTION] About dialog
//
// The program's name, version and purpose, and the libraries it is built on.

#include "dialogs/modal_dialog.hpp"

namespace easylink::ui {

class AboutDialog final : public ModalDialog {
public:
    static constexpr const char* kTitle = "About Easylink Studio";

    AboutDialog() : ModalDialog(kTitle) {}
    void open() { requestOpen(); }

private:
    void drawContents(EditorState& state) override;
};

}  // namespace easylink::ui
