#pragma once

// [SECTION] Panel registry
//
// The one list of the editor's panels: every panel is created here, the View
// menu lists them from here, and the workspace is laid out from their slots;
// panels sharing a slot share its region in the order they are added.

#include <memory>
#include <string_view>
#include <vector>

#include "panels/panel.hpp"
#include "workspace_layout.hpp"

namespace easylink::ui {

class EditorState;

class PanelRegistry {
public:
    /// The registry with every panel of the editor, all open.
    static PanelRegistry withEditorPanels();

    void add(std::unique_ptr<Panel> panel);

    const std::vector<std::unique_ptr<Panel>>& panels() const { return panels_; }
    /// The panel with that title, or nullptr.
    Panel* find(std::string_view title) const;

    /// Which slots have an open panel.
    SlotVisibility visibleSlots() const;

    /// Lays the open panels out over `workArea` and draws them, with the
    /// splitters between their regions.
    void drawAll(EditorState& state, const ScreenRect& workArea);

    /// The regions' shares of the window, as the splitters left them.
    const WorkspaceProportions& proportions() const { return proportions_; }
    void setProportions(const WorkspaceProportions& proportions);

    /// Every panel open or closed as it starts out, every region at its
    /// default size.
    void resetLayout();

    /// Deletes every panel's GL objects; call while their context is current.
    void releaseGraphics();

private:
    static WorkspaceProportions defaultProportions();

    std::vector<std::unique_ptr<Panel>> panels_;
    WorkspaceProportions proportions_ = defaultProportions();
};

}  // namespace easylink::ui
