#pragma once

// [SECTION] History panel
//
// (Being written.) Every catalogue edit of the session, oldest first; click
// one to undo or redo up to it.

#include "panels/panel.hpp"

namespace easylink::ui {

class HistoryPanel final : public Panel {
public:
    static constexpr const char* kTitle = "History";

    HistoryPanel();

protected:
    void drawContent(EditorState& state) override;
};

}  // namespace easylink::ui
