#pragma once

// [SECTION] Panel registry
//
// The one list of the editor's panels: every panel is created here, the View
// menu lists them from here, and the registry keeps the workspace they are
// laid out in: the area each panel sits in, the tab in front in each area,
// and whether the viewport has the whole window. Each area shows one of its
// open panels at a time, under a row of tabs (in registry order): clicking a
// tab brings its panel to the front, its close button closes the panel, and
// its context menu moves the panel to another area.

#include <array>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "panels/panel.hpp"
#include "workspace/workspace_layout.hpp"
#include "workspace/workspace_presets.hpp"

namespace easylink::ui {

class EditorState;

/// Where a tab of an area's tab row was drawn in the last frame.
struct DrawnTab {
    const Panel* panel = nullptr;
    PanelSlot area = PanelSlot::Centre;
    ImVec2 min;
    ImVec2 max;

    ImVec2 centre() const { return {(min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f}; }
};

class PanelRegistry {
public:
    /// The registry with every panel of the editor, in the Generate preset.
    static PanelRegistry withEditorPanels();

    /// Adds a panel in its own slot, open or closed as it starts out.
    void add(std::unique_ptr<Panel> panel);

    const std::vector<std::unique_ptr<Panel>>& panels() const { return panels_; }
    /// The panel with that title, or nullptr.
    Panel* find(std::string_view title) const;

    /// The area `panel` sits in.
    PanelSlot areaOf(const Panel& panel) const;
    /// Puts `panel` in `area`, open and in front there: what the tab's
    /// "Move to" menu does.
    void moveToArea(Panel& panel, PanelSlot area);
    /// Opens `panel` and brings its tab to the front (and leaves the
    /// viewport-only view, which would hide it).
    void show(Panel& panel);
    /// The panel on show in `area`: its tab in front, or nullptr when no
    /// panel of the area is open.
    Panel* frontPanel(PanelSlot area) const;

    /// Which areas have an open panel (only the viewport's while it has the
    /// whole window).
    SlotVisibility visibleSlots() const;

    /// The viewport alone over the whole work area, every other area hidden;
    /// switching it off brings them back as they were.
    bool viewportOnly() const { return viewportOnly_; }
    void setViewportOnly(bool on);

    /// Lays the areas out over `workArea` and draws their tab rows, the
    /// panel in front in each, and the splitters between them.
    void drawAll(EditorState& state, const ScreenRect& workArea);

    /// The areas' shares of the window, as the splitters left them.
    const WorkspaceProportions& proportions() const { return proportions_; }
    void setProportions(const WorkspaceProportions& proportions);
    /// The proportions the areas are laid out with: proportions(), with the
    /// bottom strip at least as tall as its open panels need
    /// (Panel::minimumHeight()) under their tab row.
    WorkspaceProportions fittedProportions() const;

    /// Where every panel is, whether it is open, the tab in front per area.
    WorkspaceArrangement arrangement() const;
    /// Applies `arrangement`: panels it does not name stay as they are.
    void arrange(const WorkspaceArrangement& arrangement);
    /// Every panel where the preset puts it, open or closed as it says, and
    /// the preset's shares of the window; the viewport-only view ends.
    void applyPreset(WorkspacePreset preset);
    /// The Generate preset: the workspace as it starts out.
    void resetLayout();

    /// The tabs drawn in the last frame, for tests and tooltips.
    const std::vector<DrawnTab>& drawnTabs() const { return drawnTabs_; }
    /// The items of the tab context menu drawn in the last frame: "Move to"
    /// and, while its submenu is open, one per area; nullopt when not drawn.
    std::optional<ImVec2> moveMenuCentre() const { return moveMenu_; }
    std::optional<ImVec2> moveTargetCentre(PanelSlot area) const;

    /// Deletes every panel's GL objects; call while their context is current.
    void releaseGraphics();

private:
    static WorkspaceProportions defaultProportions();

    std::size_t indexOf(const Panel& panel) const;
    /// A panel opened since the last frame (View menu, a test, a command)
    /// comes to the front of its area.
    void bringNewlyOpenedToFront();
    /// Takes the open flags as they are now as already seen, so that
    /// restoring a workspace does not bring every open panel to the front.
    void acceptOpenFlags();
    /// Draws the tab row of `area` over the top of `region` and returns its
    /// height; clicks, closes and moves are applied after every area is drawn.
    float drawTabRow(PanelSlot area, const ScreenRect& region, const std::vector<Panel*>& tabs);

    std::vector<std::unique_ptr<Panel>> panels_;
    std::vector<PanelSlot> areas_;                          // by panel index
    std::vector<bool> openLastFrame_;                       // by panel index
    std::array<const Panel*, kPanelSlots.size()> front_{};  // by PanelSlot
    bool viewportOnly_ = false;
    WorkspaceProportions proportions_ = defaultProportions();

    // What the tab rows were asked for this frame, applied after drawing.
    struct TabRequest {
        Panel* panel;
        enum class Kind { Front, Close, Move } kind;
        PanelSlot area;
    };
    std::vector<TabRequest> tabRequests_;
    std::vector<DrawnTab> drawnTabs_;
    std::optional<ImVec2> moveMenu_;
    std::array<std::optional<ImVec2>, kPanelSlots.size()> moveTargets_{};
};

}  // namespace easylink::ui
