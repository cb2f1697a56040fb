#pragma once

// [SECTION] Choice dialog
//
// A question with a few answers ("Save the changes to rooms.json before
// opening another file?" Save / Don't save / Cancel). The shell asks, and
// takes the answer on a later frame; Escape picks the last answer, which by
// convention is the one that changes nothing. The buttons are recorded as
// the dialog's controls, named by their labels (the control map's
// "Import modules?/Import").

#include <optional>
#include <string>
#include <vector>

#include "dialogs/modal_dialog.hpp"
#include "panels/control_recorder.hpp"

namespace easylink::ui {

class ChoiceDialog final : public ModalDialog {
public:
    explicit ChoiceDialog(const char* title) : ModalDialog(title), buttons_(title, &textName) {}

    /// Asks `question`; `answers` are the buttons, left to right.
    void ask(std::string question, std::vector<std::string> answers);

    /// The index of the answer given, once, after the dialog closed.
    std::optional<std::size_t> takeAnswer();

    const std::string& question() const { return question_; }
    /// Where answer `index`'s button was drawn in the last frame (tests).
    std::optional<ImVec2> answerCentre(std::size_t index) const;

private:
    void drawContents(EditorState& state) override;

    std::string question_;
    std::vector<std::string> answers_;
    std::optional<std::size_t> answer_;
    ControlRecorder<std::string> buttons_;  // keyed by the answers' labels
};

}  // namespace easylink::ui
