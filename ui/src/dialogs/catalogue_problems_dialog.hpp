#pragma once

// [SECTION] Catalogue problems dialog
//
// Says, in one place a designer cannot miss, what is wrong with the
// catalogue just opened, reloaded, validated or generated from: a file that
// could not be read (the catalogue on show stays), or every rule the
// catalogue breaks (it stays open for fixing, and the last layout stays on
// show until it generates again). The Problems panel keeps the same list,
// clickable, after the dialog is closed.

#include <string>
#include <vector>

#include "dialogs/modal_dialog.hpp"

namespace easylink::ui {

class CatalogueProblemsDialog final : public ModalDialog {
public:
    static constexpr const char* kTitle = "Catalogue problems";

    CatalogueProblemsDialog() : ModalDialog(kTitle) {}

    /// Opens the dialog on what the state holds now: the last refused file,
    /// or the problems of the catalogue on show.
    void open(const EditorState& state);

    struct Line {
        std::string text;
        bool error = false;
    };
    /// The sentence at the top and the problems listed, as last opened.
    const std::string& summary() const { return summary_; }
    const std::vector<Line>& lines() const { return lines_; }

private:
    void drawContents(EditorState& state) override;

    std::string summary_;
    std::vector<Line> lines_;
};

}  // namespace easylink::ui
