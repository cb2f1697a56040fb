#include "dialogs/choice_dialog.hpp"
#include "shell/shortcuts.hpp"

#include <utility>

namespace easylink::ui {

void ChoiceDialog::ask(std::string question, std::vector<std::string> answers) {
    question_ = std::move(question);
    answers_ = std::move(answers);
    answer_.reset();
    requestOpen();
}

std::optional<ImVec2> ChoiceDialog::answerCentre(std::size_t index) const {
    if (!isOpen() || index >= answers_.size()) {
        return std::nullopt;
    }
    return buttons_.centreOf(answers_[index]);
}

std::optional<std::size_t> ChoiceDialog::takeAnswer() {
    return std::exchange(answer_, std::nullopt);
}

void ChoiceDialog::drawContents(EditorState& /*state*/) {
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 32.0f);
    ImGui::TextUnformatted(question_.c_str());
    ImGui::PopTextWrapPos();
    ImGui::Spacing();
    const float width = ImGui::GetFontSize() * 7.0f;
    buttons_.clear();
    for (std::size_t i = 0; i < answers_.size(); ++i) {
        if (i > 0) {
            ImGui::SameLine();
        }
        if (ImGui::Button(answers_[i].c_str(), {width, 0.0f})) {
            answer_ = i;
            close();
        }
        buttons_.recordLastItem(answers_[i]);
    }
    if (!answers_.empty() && shortcutPressed(Shortcut::Cancel)) {
        answer_ = answers_.size() - 1;
        close();
    }
}

}  // namespace easylink::ui
