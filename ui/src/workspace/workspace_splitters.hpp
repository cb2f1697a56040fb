#pragma once

// [SECTION] Workspace splitters
//
// The bars in the gaps between the workspace's regions: drag one to give a
// region more or less of the window, double-click it to put that share back
// to its default. The shares go into the proportions the layout is computed
// from next frame, which keep their minimums and maximums.

#include "workspace/workspace_layout.hpp"

namespace easylink::ui {

/// Draws the splitters of `layout` (laid out over `area`) and applies drags
/// to `proportions`; a double-click puts a share back to its value in
/// `defaults`. Call outside any window. Returns true while a splitter is held.
bool drawWorkspaceSplitters(const WorkspaceLayout& layout, const ScreenRect& area,
                            WorkspaceProportions& proportions,
                            const WorkspaceProportions& defaults = {});

}  // namespace easylink::ui
