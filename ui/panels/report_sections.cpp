// The Report panel's sections, drawn from the batch's report: the summary
// and flags, the distributions, the modules, phase 2 and the reasons, each
// with links that open a seed at the step where something happened.

#include "panels/report_panel.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>

#include "easylink/report/report_text.hpp"
#include "editor_state.hpp"
#include "panels/report_widgets.hpp"
#include "theme.hpp"

namespace easylink::ui {

using report_text::figure;
using report_text::fixed;
using report_text::percent;
using namespace report_widgets;

// [SECTION] Summary and flags

void ReportPanel::drawSummary(const BatchReport& report) {
    const Catalogue& catalogue = report.catalogue();
    shown_.seeds = report.seedCount();
    shown_.layouts = report.layoutCount();
    ImGui::Separator();
    if (report.seedCount() == 0) {
        ImGui::TextColored(palette().dimText, "No seed has finished yet.");
        return;
    }
    const IntDistribution& attempts = report.distribution(Metric::Attempts);
    const RealDistribution& ms = report.milliseconds();
    ImGui::Text("Seeds %llu to %llu: %llu of %llu made a layout (%s success)",
                static_cast<unsigned long long>(report.firstSeed().value_or(0)),
                static_cast<unsigned long long>(report.lastSeed().value_or(0)),
                static_cast<unsigned long long>(report.layoutCount()),
                static_cast<unsigned long long>(report.seedCount()),
                percent(report.layoutCount(), report.seedCount()).c_str());
    tooltip("Over the seeds run so far, on the catalogue " + shown_.catalogueFile + " (" +
            counted(catalogue.modules.size(), "module", "modules") + ") and a " +
            std::to_string(report.params().width) + "x" + std::to_string(report.params().height) +
            " map.");
    ImGui::TextColored(
        palette().dimText,
        "Attempts per seed: mean %s, max %d.  Time per seed: median %s ms.  %llu candidates "
        "rejected, %llu events.",
        attempts.empty() ? "-" : fixed(attempts.mean(), 2).c_str(),
        attempts.empty() ? 0 : attempts.max(), ms.empty() ? "-" : fixed(ms.median(), 2).c_str(),
        static_cast<unsigned long long>(report.reasonTotal(ReasonKind::Rejection)),
        static_cast<unsigned long long>(report.eventCount()));
    tooltip(
        "The time is the only figure that depends on the machine (and its load); it includes "
        "describing every rejected candidate.");

    // The flags: what a designer most likely wants to act on.
    shown_.modulesNeverPlaced = report.modulesNeverPlaced();
    shown_.portsNeverConnected = report.portsNeverConnected();
    shown_.modulesNeverChosen = report.modulesNeverChosen();
    const std::size_t flags = shown_.modulesNeverPlaced.size() + shown_.portsNeverConnected.size() +
                              shown_.modulesNeverChosen.size();
    if (flags == 0) {
        ImGui::TextColored(palette().okText,
                           "No flags: every module was placed, every port connected and every "
                           "part chosen at least once.");
        return;
    }
    ImGui::TextColored(
        palette().warningText, "Flags: %s, %s, %s (hover for the list)",
        counted(shown_.modulesNeverPlaced.size(), "module never placed", "modules never placed")
            .c_str(),
        counted(shown_.portsNeverConnected.size(), "port never connected", "ports never connected")
            .c_str(),
        counted(shown_.modulesNeverChosen.size(), "part never chosen", "parts never chosen")
            .c_str());
    std::string list;
    constexpr std::size_t kListed = 24;
    std::size_t listed = 0;
    const auto line = [&](const std::string& text) {
        if (listed++ < kListed) {
            list += (list.empty() ? "" : "\n") + text;
        }
    };
    for (std::size_t m : shown_.modulesNeverPlaced) {
        line(catalogue.modules[m].name + " is never placed (weight " +
             figure(catalogue.modules[m].weight) + ")");
    }
    for (const auto& [m, p] : shown_.portsNeverConnected) {
        line(catalogue.modules[m].name + " port " + std::to_string(p) + " (" +
             std::string(toString(catalogue.modules[m].ports[p].pose.dir)) +
             ") never connects in its " + std::to_string(report.modules()[m].placements) +
             " placements");
    }
    for (std::size_t m : shown_.modulesNeverChosen) {
        line(catalogue.modules[m].name + " (" + std::string(toString(catalogue.modules[m].kind)) +
             ") is never chosen in phase 2");
    }
    if (listed > kListed) {
        list += "\n... and " + std::to_string(listed - kListed) + " more (see the Modules tab)";
    }
    tooltip(list);
}

// [SECTION] Distributions

void ReportPanel::drawDistributions(const BatchReport& report) {
    const float cellWidth = ImGui::GetFontSize() * 17.0f;
    const int columns =
        std::clamp(static_cast<int>(ImGui::GetContentRegionAvail().x / cellWidth), 1, 4);
    if (!ImGui::BeginTable("distributions", columns, ImGuiTableFlags_SizingStretchSame)) {
        return;
    }
    for (Metric metric : kAllMetrics) {
        ImGui::TableNextColumn();
        ImGui::PushID(static_cast<int>(metric));
        const MetricText text = metricText(metric);
        const IntDistribution& distribution = report.distribution(metric);
        ImGui::TextUnformatted(text.title);
        tooltip(std::string(text.title) + ", " + text.over + ".");
        if (distribution.empty()) {
            ImGui::TextColored(palette().dimText, "no data");
            ImGui::PopID();
            continue;
        }
        const std::vector<IntDistribution::Bin> bars = distribution.histogram();
        ShownDistribution& shown = shown_.distributions[static_cast<std::size_t>(metric)].emplace();
        shown.count = distribution.count();
        shown.min = distribution.min();
        shown.median = distribution.median();
        shown.mean = distribution.mean();
        shown.max = distribution.max();
        for (const IntDistribution::Bin& bar : bars) {
            shown.bars.push_back(static_cast<float>(bar.count));
        }
        const float height = ImGui::GetTextLineHeight() * 4.0f;
        ImGui::PlotHistogram("##histogram", shown.bars.data(), static_cast<int>(shown.bars.size()),
                             0, nullptr, 0.0f, FLT_MAX, {ImGui::GetContentRegionAvail().x, height});
        if (ImGui::IsItemHovered()) {
            // The bar under the mouse, in the distribution's own terms (the
            // plot's own tooltip only knows the bar's index).
            const ImVec2 padding = ImGui::GetStyle().FramePadding;
            const float left = ImGui::GetItemRectMin().x + padding.x;
            const float width = ImGui::GetItemRectSize().x - 2.0f * padding.x;
            const float t = width > 0.0f ? (ImGui::GetIO().MousePos.x - left) / width : 0.0f;
            const auto index = static_cast<std::size_t>(
                std::clamp(static_cast<int>(t * static_cast<float>(bars.size())), 0,
                           static_cast<int>(bars.size()) - 1));
            const IntDistribution::Bin& bar = bars[index];
            const std::string values =
                bar.from == bar.to ? std::to_string(bar.from)
                                   : std::to_string(bar.from) + " to " + std::to_string(bar.to);
            ImGui::SetTooltip("%s %s: %llu %s", values.c_str(), text.unit,
                              static_cast<unsigned long long>(bar.count),
                              metric == Metric::Attempts ? "seeds" : "layouts");
        }
        ImGui::TextColored(palette().dimText, "min %d  median %s  mean %s  max %d", shown.min,
                           figure(shown.median).c_str(), fixed(shown.mean, 2).c_str(), shown.max);
        ImGui::PopID();
    }
    ImGui::EndTable();
}

// [SECTION] Modules

void ReportPanel::drawModules(EditorState& state, const BatchReport& report) {
    const Catalogue& catalogue = report.catalogue();
    wrappedDim(
        "The room and junction modules the layout places: the layouts holding each, its rooms "
        "over all layouts, and for each port the share of those rooms where the port is in use "
        "(linked directly or by a corridor). Click a module to select it in the catalogue.");
    constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV |
                                       ImGuiTableFlags_BordersOuterH |
                                       ImGuiTableFlags_SizingFixedFit;
    if (!ImGui::BeginTable("modules", 6, kFlags)) {
        return;
    }
    ImGui::TableSetupColumn("module");
    ImGui::TableSetupColumn("kind");
    ImGui::TableSetupColumn("weight");
    ImGui::TableSetupColumn("layouts");
    ImGui::TableSetupColumn("placements");
    ImGui::TableSetupColumn("ports in use", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableHeadersRow();
    const ImVec4 warning = palette().warningText;
    for (std::size_t m = 0; m < catalogue.modules.size(); ++m) {
        if (!report.placedByLayout(m)) {
            continue;
        }
        const ModuleTemplate& module = catalogue.modules[m];
        const ModuleTally& tally = report.modules()[m];
        const bool never = tally.placements == 0 && report.layoutCount() > 0;
        shown_.moduleRows.emplace_back(m, tally.placements);
        if (never) {
            shown_.flaggedModuleRows.push_back(m);
        }
        ImGui::PushID(static_cast<int>(m));
        ImGui::TableNextRow();

        ImGui::TableNextColumn();
        if (never) {
            ImGui::PushStyleColor(ImGuiCol_Text, warning);
        }
        if (ImGui::Selectable(module.name.c_str(),
                              state.selectedTemplate() != nullptr &&
                                  state.selectedTemplate()->name == module.name)) {
            if (const CatalogueDocument* document = state.document()) {
                const auto& modules = document->catalogue.modules;
                const auto it = std::find_if(modules.begin(), modules.end(), [&](const auto& each) {
                    return each.name == module.name;
                });
                if (it != modules.end()) {
                    state.selectModule(static_cast<std::size_t>(it - modules.begin()));
                }
            }
        }
        if (never) {
            ImGui::PopStyleColor();
            tooltip(module.name +
                    " is never placed: no layout of the batch holds it. Its weight "
                    "may be 0 (it is " +
                    figure(module.weight) +
                    "), it may be too big for the map, none of its ports may be able to link, or "
                    "a room rule may keep it out. Click to select it in the catalogue.");
        } else {
            tooltip("Select " + module.name + " in the catalogue.");
        }

        ImGui::TableNextColumn();
        ImGui::TextUnformatted(std::string(toString(module.kind)).c_str());
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(figure(module.weight).c_str());
        ImGui::TableNextColumn();
        ImGui::Text("%llu (%s)", static_cast<unsigned long long>(tally.layouts),
                    report.layoutCount() == 0
                        ? "-"
                        : (fixed(100.0 * static_cast<double>(tally.layouts) /
                                     static_cast<double>(report.layoutCount()),
                                 0) +
                           " %")
                              .c_str());
        tooltip(percent(tally.layouts, report.layoutCount()) + " of the layouts hold " +
                module.name + ".");
        ImGui::TableNextColumn();
        ImGui::Text("%llu", static_cast<unsigned long long>(tally.placements));

        ImGui::TableNextColumn();
        if (never) {
            ImGui::TextColored(warning, "never placed");
            tooltip("No layout of the batch holds " + module.name +
                    ", so its ports were never "
                    "tried.");
        } else if (tally.placements > 0) {
            const float right = regionRight();
            for (std::size_t p = 0; p < module.ports.size() && p < tally.portsInUse.size(); ++p) {
                const std::uint64_t inUse = tally.portsInUse[p];
                const bool flagged = inUse == 0;
                const std::string dir(toString(module.ports[p].pose.dir));
                const std::string label =
                    std::to_string(p) + " " + dir + " " +
                    (flagged ? std::string("never")
                             : fixed(100.0 * static_cast<double>(inUse) /
                                         static_cast<double>(tally.placements),
                                     0) +
                                   " %");
                if (p > 0) {
                    sameLineIfFits(ImGui::CalcTextSize(label.c_str()).x, right);
                }
                if (flagged) {
                    shown_.flaggedPorts.emplace_back(m, p);
                    ImGui::TextColored(warning, "%s", label.c_str());
                    tooltip("Port " + std::to_string(p) + " (" + dir + ") of " + module.name +
                            " never connects in its " + std::to_string(tally.placements) +
                            " placements: no room of the batch used it. Check its widths, its "
                            "place on the macrogrid, or whether anything can face it.");
                } else {
                    ImGui::TextUnformatted(label.c_str());
                    tooltip("Port " + std::to_string(p) + " (" + dir + ") is in use in " +
                            std::to_string(inUse) + " of " + module.name + "'s " +
                            std::to_string(tally.placements) + " rooms.");
                }
            }
        }
        ImGui::PopID();
    }
    ImGui::EndTable();
}

// [SECTION] Phase 2

void ReportPanel::drawPhase2(const BatchReport& report) {
    const Catalogue& catalogue = report.catalogue();
    ImGui::Text("%s resolved; %s drawn generically because no module could fill them.",
                counted(report.resolvedLayouts(), "layout", "layouts").c_str(),
                counted(report.genericSlots(), "slot", "slots").c_str());
    if (report.resolvedLayouts() == 0) {
        wrappedDim("Phase 2 did not run (resolve depth 0, or no layout yet).");
        return;
    }
    const ImVec4 warning = palette().warningText;
    constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV |
                                       ImGuiTableFlags_BordersOuterH |
                                       ImGuiTableFlags_SizingFixedFit;
    // One row: the module, the slots it filled, the layouts, a share.
    const auto row = [&](std::size_t m, const std::string& first, const std::string& share) {
        const ModuleTally& tally = report.modules()[m];
        const bool never = report.chosenByResolver(m) && tally.chosen == 0;
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(first.c_str());
        ImGui::TableNextColumn();
        if (never) {
            ImGui::TextColored(warning, "%s", catalogue.modules[m].name.c_str());
            tooltip(catalogue.modules[m].name +
                    " is never chosen in phase 2: no slot asks for its kind, tags and size, or "
                    "its requirements never hold for the parameters slots pass.");
        } else {
            ImGui::TextUnformatted(catalogue.modules[m].name.c_str());
        }
        ImGui::TableNextColumn();
        if (never) {
            ImGui::TextColored(warning, "never");
        } else {
            ImGui::Text("%llu", static_cast<unsigned long long>(tally.chosen));
        }
        ImGui::TableNextColumn();
        ImGui::Text("%llu", static_cast<unsigned long long>(tally.chosenLayouts));
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(share.c_str());
    };

    bool anyVariants = false;
    for (std::size_t base = 0; base < catalogue.modules.size(); ++base) {
        if (!report.placedByLayout(base)) {
            continue;
        }
        const std::vector<std::size_t> family = catalogue.variantsOf(base);
        if (family.empty()) {
            continue;
        }
        if (!anyVariants) {
            anyVariants = true;
            ImGui::Spacing();
            ImGui::TextUnformatted("Room variants");
            wrappedDim(
                "For each room module with variants: how many of its rooms the module itself and "
                "each variant filled.");
            if (!ImGui::BeginTable("variants", 5, kFlags)) {
                return;
            }
            for (const char* name : {"room module", "filled by", "rooms", "layouts", "share"}) {
                ImGui::TableSetupColumn(name);
            }
            ImGui::TableHeadersRow();
        }
        const std::uint64_t rooms = report.modules()[base].placements;
        row(base, catalogue.modules[base].name, percent(report.modules()[base].chosen, rooms));
        for (std::size_t m : family) {
            row(m, "", percent(report.modules()[m].chosen, rooms));
        }
    }
    if (anyVariants) {
        ImGui::EndTable();
    }

    bool anyParts = false;
    for (ModuleKind kind : kAllModuleKinds) {
        if (isRoomKind(kind)) {
            continue;
        }
        for (std::size_t m = 0; m < catalogue.modules.size(); ++m) {
            if (catalogue.modules[m].kind != kind) {
                continue;
            }
            if (!anyParts) {
                anyParts = true;
                ImGui::Spacing();
                ImGui::TextUnformatted("Parts");
                wrappedDim(
                    "Walls, doors, corridors and other parts: the slots each filled, the layouts "
                    "where it filled at least one, and slots per resolved layout.");
                if (!ImGui::BeginTable("parts", 5, kFlags)) {
                    return;
                }
                for (const char* name : {"kind", "module", "slots", "layouts", "per layout"}) {
                    ImGui::TableSetupColumn(name);
                }
                ImGui::TableHeadersRow();
            }
            const double perLayout = static_cast<double>(report.modules()[m].chosen) /
                                     static_cast<double>(report.resolvedLayouts());
            row(m, std::string(toString(kind)), fixed(perLayout, 2));
        }
    }
    if (anyParts) {
        ImGui::EndTable();
    }
    if (!anyVariants && !anyParts) {
        wrappedDim("The catalogue has no room variants and no parts.");
    }
}

// [SECTION] Reasons

void ReportPanel::drawReasons(EditorState& state, const BatchReport& report) {
    wrappedDim(
        "The most frequent reasons, numbers and coordinates replaced by N, with the first seeds "
        "that show each. Click a seed to open its run right after the event where the reason "
        "first shows (the same catalogue and parameters).");
    for (ReasonKind kind : kReasonOrder) {
        const ReasonText text = reasonText(kind);
        const std::uint64_t total = report.reasonTotal(kind);
        shown_.reasonTotals[static_cast<std::size_t>(kind)] = total;
        const std::string header =
            std::string(text.title) + " (" + std::to_string(total) + ")###" + text.title;
        if (ImGui::CollapsingHeader(header.c_str(), ImGuiTreeNodeFlags_DefaultOpen)) {
            ImGui::PushID(static_cast<int>(kind));
            drawReasonKind(state, report, kind);
            ImGui::PopID();
        }
    }
}

void ReportPanel::drawReasonKind(EditorState& state, const BatchReport& report, ReasonKind kind) {
    const std::uint64_t total = report.reasonTotal(kind);
    const auto top = report.topReasons(kind);
    const std::size_t categories = report.reasons(kind).size();
    std::string intro = std::string(reasonText(kind).intro) + " ";
    if (top.empty()) {
        wrappedDim((intro + "None.").c_str());
        return;
    }
    intro +=
        std::to_string(total) + " in all, in " + counted(categories, "category", "categories") +
        (top.size() < categories ? "; the " + std::to_string(top.size()) + " most frequent below."
                                 : ".");
    wrappedDim(intro.c_str());

    constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV |
                                       ImGuiTableFlags_BordersOuterH |
                                       ImGuiTableFlags_SizingFixedFit;
    if (!ImGui::BeginTable("reasons", 5, kFlags)) {
        return;
    }
    ImGui::TableSetupColumn("count");
    ImGui::TableSetupColumn("share");
    ImGui::TableSetupColumn("seeds");
    ImGui::TableSetupColumn("category and example", ImGuiTableColumnFlags_WidthStretch, 3.0f);
    ImGui::TableSetupColumn("first seeds", ImGuiTableColumnFlags_WidthStretch, 1.5f);
    ImGui::TableHeadersRow();
    const bool stale = shown_.stale;
    for (std::size_t c = 0; c < top.size(); ++c) {
        const auto& [category, tally] = top[c];
        ImGui::PushID(static_cast<int>(c));
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::Text("%llu", static_cast<unsigned long long>(tally->count));
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(percent(tally->count, total).c_str());
        ImGui::TableNextColumn();
        ImGui::Text("%llu", static_cast<unsigned long long>(tally->seeds));
        tooltip("Seeds in which it happens at least once.");
        ImGui::TableNextColumn();
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextUnformatted(category->c_str());
        ImGui::TextColored(palette().dimText, "e.g. %s", tally->example.c_str());
        ImGui::PopTextWrapPos();
        ImGui::TableNextColumn();
        const float right = regionRight();
        for (std::size_t s = 0; s < tally->firstSeeds.size(); ++s) {
            const ReasonSighting& sighting = tally->firstSeeds[s];
            const std::string label =
                std::to_string(sighting.seed) +
                (sighting.event ? " @" + std::to_string(*sighting.event) : std::string()) + "##" +
                std::to_string(s);
            if (s > 0) {
                const float width = ImGui::CalcTextSize(label.c_str(), nullptr, true).x +
                                    ImGui::GetStyle().FramePadding.x * 2.0f;
                sameLineIfFits(width, right);
            }
            ImGui::BeginDisabled(stale);
            const bool clicked = ImGui::SmallButton(label.c_str());
            ImGui::EndDisabled();
            sightings_.push_back(
                {kind,
                 c,
                 s,
                 {(ImGui::GetItemRectMin().x + ImGui::GetItemRectMax().x) * 0.5f,
                  (ImGui::GetItemRectMin().y + ImGui::GetItemRectMax().y) * 0.5f}});
            const std::string seed = "seed " + std::to_string(sighting.seed);
            tooltip(stale ? "The report is stale: run it again to open its seeds."
                    : sighting.event
                        ? "Open " + seed + " in the editor at step " +
                              std::to_string(*sighting.event) +
                              ", the event where this first shows in that run."
                        : "Open " + seed +
                              " in the editor, at the end of its run (no single event stands "
                              "for this reason).");
            if (clicked && !stale) {
                openSighting(state, sighting);
            }
        }
        ImGui::PopID();
    }
    ImGui::EndTable();
}

}  // namespace easylink::ui
