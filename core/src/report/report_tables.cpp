// The flags, tables and reason lists of a batch report, as data
// (report_figures.hpp, "Summary and flags", "Tables" and "Reasons"): the
// rows report.html writes and the Report panel lays out.

#include <algorithm>

#include "easylink/report/report_figures.hpp"
#include "easylink/report/report_text.hpp"

namespace easylink {
namespace {

using report_text::figure;
using report_text::fixed;
using report_text::number;
using report_text::percent;

}  // namespace

// [SECTION] Flags

std::vector<ReportFlag> reportFlags(const BatchReport& report) {
    const Catalogue& catalogue = report.catalogue();
    std::vector<ReportFlag> flags;
    for (std::size_t m : report.modulesNeverPlaced()) {
        flags.push_back({catalogue.modules[m].name,
                         " is never placed (weight " + figure(catalogue.modules[m].weight) + ")"});
    }
    for (const auto& [m, p] : report.portsNeverConnected()) {
        const PortSpec& port = catalogue.modules[m].ports[p];
        flags.push_back({catalogue.modules[m].name,
                         " port " + number(p) + " (" + std::string(toString(port.pose.dir)) +
                             ") never connects in its " + number(report.modules()[m].placements) +
                             " placements"});
    }
    for (std::size_t m : report.modulesNeverChosen()) {
        flags.push_back(
            {catalogue.modules[m].name, " (" + std::string(toString(catalogue.modules[m].kind)) +
                                            ") is never chosen in phase 2"});
    }
    return flags;
}

std::string_view noFlagsText() {
    return "Every module was used and every port connected at least once.";
}

// [SECTION] Tables

TableText modulesTableText() {
    return {"Modules placed by the layout (phase 1)",
            "For each room and junction module: the layouts holding it, its rooms over all "
            "layouts, and for each port the share of those rooms where the port is in use "
            "(linked directly or by a corridor).",
            {"module", "kind", "weight", "layouts", "placements", "ports in use"}};
}

std::vector<ModuleRow> moduleRows(const BatchReport& report) {
    const Catalogue& catalogue = report.catalogue();
    std::vector<ModuleRow> rows;
    for (std::size_t m = 0; m < catalogue.modules.size(); ++m) {
        if (!report.placedByLayout(m)) {
            continue;
        }
        const ModuleTemplate& module = catalogue.modules[m];
        const ModuleTally& tally = report.modules()[m];
        ModuleRow row;
        row.module = m;
        row.name = module.name;
        row.kind = std::string(toString(module.kind));
        row.weight = figure(module.weight);
        row.layouts = tally.layouts;
        row.layoutsShare = percent(tally.layouts, report.layoutCount());
        row.placements = tally.placements;
        row.neverPlaced = tally.placements == 0;
        for (std::size_t p = 0;
             !row.neverPlaced && p < module.ports.size() && p < tally.portsInUse.size(); ++p) {
            PortShare port;
            port.index = p;
            port.dir = std::string(toString(module.ports[p].pose.dir));
            port.inUse = tally.portsInUse[p];
            port.fraction = static_cast<double>(port.inUse) / static_cast<double>(tally.placements);
            port.never = port.inUse == 0;
            port.share = port.never ? std::string("never") : fixed(100.0 * port.fraction, 0) + " %";
            row.ports.push_back(std::move(port));
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

TableText variantsTableText() {
    return {"Room variants",
            "For each room module with variants: how many of its rooms the module itself and "
            "each variant filled.",
            {"room module", "filled by", "rooms", "layouts", "share"}};
}

TableText partsTableText() {
    return {"Parts",
            "Walls, doors, corridors and other parts: the slots each filled, the layouts where it "
            "filled at least one, and slots per resolved layout.",
            {"kind", "module", "slots", "layouts", "per layout"}};
}

Phase2Tables phase2Tables(const BatchReport& report) {
    const Catalogue& catalogue = report.catalogue();
    Phase2Tables tables;
    tables.summary = number(report.resolvedLayouts()) + " layouts resolved; " +
                     number(report.genericSlots()) +
                     " slots drawn generically because no module could fill them.";
    if (report.resolvedLayouts() == 0) {
        tables.note = "Phase 2 did not run (resolve_depth 0, or no layout).";
        return tables;
    }
    const auto row = [&](std::size_t m, std::string group, bool groupIsModule, std::string share) {
        const ModuleTally& tally = report.modules()[m];
        ChoiceRow out;
        out.module = m;
        out.group = std::move(group);
        out.groupIsModule = groupIsModule;
        out.name = catalogue.modules[m].name;
        out.never = report.chosenByResolver(m) && tally.chosen == 0;
        out.chosen = tally.chosen;
        out.layouts = tally.chosenLayouts;
        out.share = std::move(share);
        return out;
    };
    for (std::size_t base = 0; base < catalogue.modules.size(); ++base) {
        if (!report.placedByLayout(base)) {
            continue;
        }
        const std::vector<std::size_t> family = catalogue.variantsOf(base);
        if (family.empty()) {
            continue;
        }
        const std::uint64_t rooms = report.modules()[base].placements;
        tables.variants.push_back(row(base, catalogue.modules[base].name, true,
                                      percent(report.modules()[base].chosen, rooms)));
        for (std::size_t m : family) {
            tables.variants.push_back(
                row(m, "", false, percent(report.modules()[m].chosen, rooms)));
        }
    }
    for (ModuleKind kind : kAllModuleKinds) {
        if (isRoomKind(kind)) {
            continue;
        }
        for (std::size_t m = 0; m < catalogue.modules.size(); ++m) {
            if (catalogue.modules[m].kind != kind) {
                continue;
            }
            const double perLayout = static_cast<double>(report.modules()[m].chosen) /
                                     static_cast<double>(report.resolvedLayouts());
            tables.parts.push_back(row(m, std::string(toString(kind)), false, fixed(perLayout, 2)));
        }
    }
    if (tables.variants.empty() && tables.parts.empty()) {
        tables.note = "The catalogue has no room variants and no parts.";
    }
    return tables;
}

// [SECTION] Reasons

ReasonSectionText reasonSectionText(ReasonKind kind) {
    switch (kind) {
        case ReasonKind::Phase2Problem:
            return {"Phase 2 problems", "Slots nothing could fill, by category.", ""};
        case ReasonKind::Failure:
            return {"Why seeds failed", "The final reason of each seed that gave no layout.", ""};
        case ReasonKind::AttemptFailed:
            return {"Why attempts restarted", "Attempts thrown away before the run started again.",
                    ""};
        case ReasonKind::Rejection:
            return {"Why candidates were rejected (top blockers)",
                    "Candidates the generator considered and refused, numbers and coordinates "
                    "replaced by N.",
                    "An event number is the step of that seed's run where the category first "
                    "shows (easylink edit --seed S --step EVENT opens it there)."};
    }
    return {"", "", ""};
}

std::string reasonsSummary(const ReasonTallies& tallies, std::size_t shown) {
    if (tallies.empty() || shown == 0) {
        return "None.";
    }
    const std::size_t categories = tallies.size();
    std::string text = number(reasonTotal(tallies)) + " in all, in " + number(categories) +
                       (categories == 1 ? " category" : " categories");
    if (shown < categories) {
        text += "; the " + number(shown) + " most frequent below";
    }
    return text + ".";
}

std::vector<ReasonRow> reasonRows(const ReasonTallies& tallies, std::size_t top) {
    const std::uint64_t total = reasonTotal(tallies);
    std::vector<ReasonRow> rows;
    for (const auto& [category, tally] : topReasons(tallies, top)) {
        ReasonRow row;
        row.category = category;
        row.tally = tally;
        row.share =
            total == 0 ? 0.0 : static_cast<double>(tally->count) / static_cast<double>(total);
        row.shareText = fixed(100.0 * row.share, 1) + " %";
        rows.push_back(row);
    }
    return rows;
}

}  // namespace easylink
