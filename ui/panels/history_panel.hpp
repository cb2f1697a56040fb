#pragma once

// [SECTION] History panel
//
// Every catalogue edit of the session by its label, oldest first, under a
// first row for the catalogue as it was opened. The row the catalogue stands
// at is marked; the rows after it, which Redo would bring back, are dimmed.
// Clicking a row undoes or redoes up to it. Undo and Redo buttons at the top
// say in their tooltips what they would do.

#include <cstddef>
#include <optional>
#include <vector>

#include "panels/control_recorder.hpp"
#include "panels/panel.hpp"

namespace easylink::ui {

class HistoryPanel final : public Panel {
public:
    static constexpr const char* kTitle = "History";

    /// Controls whose place in the last frame tests can ask for.
    enum class Control { Undo, Redo };
    /// Control's names, for the control map (control_recorder.hpp).
    static constexpr std::string_view kControlNames[] = {"Undo", "Redo"};

    HistoryPanel();

    /// The centre of `control` as drawn in the last frame, if it was drawn.
    std::optional<ImVec2> controlCentre(Control control) const;

    // drawnRows() are indexed by the history position a click on the row
    // moves to: 0 for the catalogue as opened, n for the n-th edit.

protected:
    void drawContent(EditorState& state) override;

private:
    void drawButtons(EditorState& state);
    void drawEntries(EditorState& state);

    ControlRecorder<Control> controls_{kTitle, kControlNames};
    std::optional<std::size_t> shownPosition_;  // the position this panel last saw
    std::size_t shownCount_ = 0;                // and how many entries there were
};

}  // namespace easylink::ui
