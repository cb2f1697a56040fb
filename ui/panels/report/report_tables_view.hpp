#pragma once

// [SECTION] Report panel: modules and phase 2
//
// The Modules tab of the Report panel (the room and junction modules the
// layout places, each port's share in use, modules never placed and ports
// never connected flagged; a click selects the module in the catalogue) and
// its Phase 2 tab (room variants, then parts), from core's rows
// (report_figures.hpp) as report.html lists them.

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "easylink/report/batch_report.hpp"

namespace easylink::ui {

class EditorState;

/// The Modules tab. Tells what it drew: each row's module and placements,
/// the rows flagged and the (module, port) pairs flagged.
void drawModulesTable(EditorState& state, const BatchReport& report,
                      std::vector<std::pair<std::size_t, std::uint64_t>>& shownRows,
                      std::vector<std::size_t>& flaggedRows,
                      std::vector<std::pair<std::size_t, std::size_t>>& flaggedPorts);

/// The Phase 2 tab.
void drawPhase2Tables(const BatchReport& report);

}  // namespace easylink::ui
