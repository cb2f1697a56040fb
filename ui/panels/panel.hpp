#pragma once

// [SECTION] Panel
//
// One panel = one class = one file in this folder. A panel only draws its
// content; the base class owns the window around it (Begin/End, the title,
// the close button that clears the open flag). Where it sits the registry
// decides every frame: in a workspace area, under that area's tabs, which
// stand in for the title bar. Panels read the document through the
// EditorState; selection is the only thing they change directly.

#include <cstddef>
#include <string>
#include <vector>

#include <imgui.h>

#include "workspace/workspace_layout.hpp"

namespace easylink::ui {

class EditorState;

/// Where a row of a list panel was drawn in the last frame, by the index of
/// what it shows (a module, a problem): lets tests and tooltips aim at a row.
struct DrawnRow {
    std::size_t index = 0;
    ImVec2 min;
    ImVec2 max;

    ImVec2 centre() const { return {(min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f}; }
};

class Panel {
public:
    /// `slot` and `openByDefault`: where the panel goes and whether it shows
    /// when no workspace preset places it (see workspace_presets.hpp); the
    /// registry keeps where it actually is.
    Panel(std::string title, PanelSlot slot, bool openByDefault = true);
    virtual ~Panel() = default;
    Panel(const Panel&) = delete;
    Panel& operator=(const Panel&) = delete;

    const std::string& title() const { return title_; }
    PanelSlot slot() const { return slot_; }
    bool isOpen() const { return open_; }
    bool openByDefault() const { return openByDefault_; }
    void setOpen(bool open) { open_ = open; }
    /// For ImGui::MenuItem's selected flag.
    bool* openFlag() { return &open_; }

    /// Draws the panel's window over `region` when it is open, with
    /// `frameFlags` added (the registry passes NoTitleBar: the area's tab
    /// names the panel).
    void draw(EditorState& state, const ScreenRect& region,
              ImGuiWindowFlags frameFlags = ImGuiWindowFlags_None);
    /// For a frame in which the panel is not drawn (closed, or a tab behind
    /// another): forgets the rows of the last one.
    void skipFrame();
    /// True when the panel was drawn in the last frame.
    bool shown() const { return shown_; }

    /// True while what the panel shows changes by itself (a batch running):
    /// the editor then draws frames back to back instead of resting.
    virtual bool busy() const { return false; }

    /// Called instead of draw() on the frames when the panel is open but
    /// not on show (another tab is in front, or the viewport has the whole
    /// window): for the shortcuts that must keep working all the same.
    virtual void whileBehind(EditorState& /*state*/) {}

    /// The height the panel's content needs to be of use (its controls and
    /// enough rows of its list), below its area's tab row; the bottom strip
    /// is never made lower than what its open panels need (the window's
    /// height allowing). 0: no need of its own.
    virtual float minimumHeight() const { return 0.0f; }

    /// Deletes the panel's GL objects while their context is still current.
    virtual void releaseGraphics() {}

    /// The rows drawn in the last frame, in drawing order; empty for panels
    /// that are not lists.
    const std::vector<DrawnRow>& drawnRows() const { return drawnRows_; }

protected:
    virtual void drawContent(EditorState& state) = 0;
    /// Flags added to those of a fixed workspace window.
    virtual ImGuiWindowFlags extraWindowFlags() const { return ImGuiWindowFlags_None; }

    /// Records the last submitted item as the row showing `index`.
    void recordRow(std::size_t index);

private:
    std::string title_;
    PanelSlot slot_;
    bool openByDefault_;
    bool open_;
    bool shown_ = false;
    std::vector<DrawnRow> drawnRows_;
};

}  // namespace easylink::ui
