#pragma once

// [SECTION] Viewport panel
//
// The layout of the current run as it stood at the timeline's step, drawn by
// a LayoutView (OpenGL tiles plus overlays): what the step touched is
// outlined, and the candidates rejected since the last change are drawn as
// ghosts with their reasons. With no run yet it says how to start one.

#include "layout_view.hpp"
#include "panels/panel.hpp"

namespace easylink::ui {

class ViewportPanel final : public Panel {
public:
    static constexpr const char* kTitle = "Viewport";

    ViewportPanel();

    LayoutView& view() { return view_; }
    void releaseGraphics() override { view_.releaseGraphics(); }

protected:
    void drawContent(EditorState& state) override;
    ImGuiWindowFlags extraWindowFlags() const override;

private:
    void drawToolbar();

    LayoutView view_;
};

}  // namespace easylink::ui
