#pragma once

// [SECTION] Workspace presets
//
// Which panels a workspace shows, in which area, and which tab of each area
// is in front: the arrangement the preferences keep between sessions, and the
// three arrangements the View menu offers for the three kinds of work:
// generating and stepping through layouts, authoring modules, and reading a
// batch report. Generate is also the fresh workspace and what View > Reset
// layout goes back to. Pure data: the panel registry applies them.

#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "workspace/workspace_layout.hpp"

namespace easylink::ui {

/// Where each panel sits and whether it is open, by panel title, and the tab
/// in front in each area. Titles nobody knows are ignored when applied.
struct WorkspaceArrangement {
    std::map<std::string, PanelSlot> areas;
    std::map<std::string, bool> open;
    std::map<PanelSlot, std::string> active;

    bool operator==(const WorkspaceArrangement& other) const {
        return areas == other.areas && open == other.open && active == other.active;
    }
};

enum class WorkspacePreset { Generate, Author, Report };

inline constexpr std::array<WorkspacePreset, 3> kWorkspacePresets = {
    WorkspacePreset::Generate, WorkspacePreset::Author, WorkspacePreset::Report};

/// "Generate", "Author", "Report".
const char* presetLabel(WorkspacePreset preset);
/// The preset whose label is `name`, in any case; nullopt for none.
std::optional<WorkspacePreset> presetNamed(std::string_view name);
/// One line for the menu's tooltip.
const char* presetDescription(WorkspacePreset preset);

/// The panels the preset places (every panel of the editor, open or
/// closed) and its tabs in front.
WorkspaceArrangement presetArrangement(WorkspacePreset preset);
/// The preset's shares of the window for the columns and the bottom strip;
/// the minimums and the splitter width keep their defaults.
WorkspaceProportions presetProportions(WorkspacePreset preset);

}  // namespace easylink::ui
