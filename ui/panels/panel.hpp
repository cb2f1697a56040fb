#pragma once

// [SECTION] Panel
//
// One panel = one class = one file in this folder. A panel only draws its
// content; the base class owns the window around it (Begin/End, the title,
// the close button that clears the open flag) and where it sits, which the
// workspace layout decides every frame. Panels read the document through the
// EditorState; selection is the only thing they change directly.

#include <cstddef>
#include <string>
#include <vector>

#include <imgui.h>

#include "workspace_layout.hpp"

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
    /// A panel `openByDefault` shows in a fresh workspace and after View >
    /// Reset layout; the others wait for the View menu or a command.
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

    /// Draws the panel's window over `region` when it is open.
    void draw(EditorState& state, const ScreenRect& region);

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
    std::vector<DrawnRow> drawnRows_;
};

}  // namespace easylink::ui
