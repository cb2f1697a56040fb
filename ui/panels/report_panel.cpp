#include "panels/report_panel.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <limits>

#include "easylink/catalogue/catalogue_validator.hpp"
#include "easylink/generator/generator_params.hpp"
#include "easylink/report/report_text.hpp"
#include "editor_state.hpp"
#include "generation_session.hpp"
#include "theme.hpp"

namespace easylink::ui {
namespace {

using report_text::figure;
using report_text::fixed;
using report_text::percent;

// [SECTION] Small helpers

constexpr auto kSnapshotInterval = std::chrono::milliseconds(100);

std::string counted(std::uint64_t count, const char* one, const char* many) {
    return std::to_string(count) + " " + (count == 1 ? one : many);
}

void tooltip(const std::string& text) {
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
        ImGui::BeginTooltip();
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 28.0f);
        ImGui::TextUnformatted(text.c_str());
        ImGui::PopTextWrapPos();
        ImGui::EndTooltip();
    }
}

void wrappedDim(const char* text) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(palette().dimText, "%s", text);
    ImGui::PopTextWrapPos();
}

/// Puts the next item on the line of the last one when `width` more fits
/// before `right` (the cell's or the window's right edge).
void sameLineIfFits(float width, float right) {
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    if (ImGui::GetItemRectMax().x + spacing + width <= right) {
        ImGui::SameLine();
    }
}

/// The right edge of the region the next items are laid out in.
float regionRight() {
    return ImGui::GetCursorScreenPos().x + ImGui::GetContentRegionAvail().x;
}

/// One bar of a histogram: the values [from, to] and how many fell there.
struct HistogramBar {
    int from = 0;
    int to = 0;
    std::uint64_t count = 0;
};

/// One bar per value when the range is short, else about 30 bins of equal
/// width (as report.html draws them).
std::vector<HistogramBar> histogramBars(const IntDistribution& distribution) {
    std::vector<HistogramBar> bars;
    if (distribution.empty()) {
        return bars;
    }
    const long long low = distribution.min();
    const long long high = distribution.max();
    const long long span = high - low + 1;
    const long long width = span <= 40 ? 1 : (span + 29) / 30;
    for (long long from = low; from <= high; from += width) {
        const long long to = std::min(high, from + width - 1);
        HistogramBar bar{static_cast<int>(from), static_cast<int>(to), 0};
        for (auto it = distribution.counts().lower_bound(bar.from);
             it != distribution.counts().end() && it->first <= bar.to; ++it) {
            bar.count += it->second;
        }
        bars.push_back(bar);
    }
    return bars;
}

struct MetricText {
    const char* title;
    const char* unit;
    const char* over;
};

MetricText metricText(Metric metric) {
    switch (metric) {
        case Metric::Attempts:
            return {"Attempts per seed", "attempts", "every seed; a failed one used them all"};
        case Metric::Rooms: return {"Rooms", "rooms", "per layout"};
        case Metric::NormalRooms: return {"Normal rooms", "normal rooms", "per layout"};
        case Metric::Corridors: return {"Corridors", "corridors", "per layout"};
        case Metric::Loops: return {"Loops", "loops", "per layout: the room graph's cycle rank"};
        case Metric::DeadEnds:
            return {"Dead ends", "dead ends", "per layout: normal rooms with one link"};
        case Metric::Diameter:
            return {"Graph diameter", "links",
                    "per layout: the longest shortest path between two rooms"};
    }
    return {"", "", ""};
}

struct ReasonText {
    const char* title;
    const char* intro;
};

ReasonText reasonText(ReasonKind kind) {
    switch (kind) {
        case ReasonKind::Failure:
            return {"Why seeds failed", "The final reason of each seed that gave no layout."};
        case ReasonKind::AttemptFailed:
            return {"Why attempts restarted", "Attempts thrown away before the run started again."};
        case ReasonKind::Rejection:
            return {"Why candidates were rejected",
                    "Candidates the generator considered and refused (the top blockers), "
                    "numbers and coordinates replaced by N."};
        case ReasonKind::Phase2Problem:
            return {"Phase 2 problems", "Slots nothing could fill, by category."};
    }
    return {"", ""};
}

constexpr ReasonKind kReasonOrder[] = {ReasonKind::Failure, ReasonKind::AttemptFailed,
                                       ReasonKind::Rejection, ReasonKind::Phase2Problem};

/// Why a batch cannot run on what the editor holds now, or empty.
std::string refusalReason(const EditorState& state) {
    const CatalogueDocument* document = state.document();
    if (document == nullptr) {
        return "No catalogue is open; open one to run a report on it.";
    }
    if (const std::size_t errors = countErrors(document->problems); errors > 0) {
        return "The catalogue has " + counted(errors, "error", "errors") +
               "; fix it (see the Problems panel) and run the report again.";
    }
    for (const Problem& problem : validateParams(state.generation().params())) {
        if (problem.severity == Severity::Error) {
            return "Invalid parameters: " +
                   (problem.pointer.empty() ? "" : problem.pointer + ": ") + problem.message;
        }
    }
    return {};
}

}  // namespace

// [SECTION] Batch and snapshot

ReportPanel::ReportPanel()
    : Panel(kTitle, PanelSlot::Centre, /*openByDefault=*/false), jobs_(defaultReportJobs()) {}

void ReportPanel::setSeedRange(std::uint64_t first, std::uint64_t count) {
    firstSeed_ = first;
    count_ = std::clamp<std::uint64_t>(count, 1, kMaxCount);
}

std::string ReportPanel::runBatch(EditorState& state) {
    autoRunDone_ = true;
    std::string refusal = refusalReason(state);
    if (refusal.empty() && firstSeed_ > std::numeric_limits<std::uint64_t>::max() - (count_ - 1)) {
        refusal = "The seeds run past the largest seed; start from a smaller first seed.";
    }
    message_ = refusal;
    if (!refusal.empty()) {
        return refusal;
    }
    ReportRequest request;
    request.catalogue = *state.catalogueForGeneration();
    request.params = state.generation().params();
    request.first = firstSeed_;
    request.count = count_;
    request.jobs = jobs_;
    batchDocumentRevision_ = state.documentRevision();
    batchParams_ = paramsToJson(request.params);
    checkedSettingsRevision_ = state.generation().settingsRevision();
    paramsDiffer_ = false;
    batch_.start(std::move(request));
    opened_.clear();
    takeSnapshot();
    return {};
}

void ReportPanel::takeSnapshot() {
    if (!batch_.started()) {
        return;
    }
    if (batch_.batchId() != batchShown_) {
        batchShown_ = batch_.batchId();
        snapshotVersion_ = 0;
    }
    // While the workers run, a copy at most ten times a second is plenty;
    // the last one is taken as soon as they have all stopped.
    const auto now = std::chrono::steady_clock::now();
    if (snapshotVersion_ != 0 && batch_.running() && now - lastSnapshot_ < kSnapshotInterval) {
        return;
    }
    if (std::optional<BatchReport> copy = batch_.snapshot(snapshotVersion_)) {
        report_ = std::move(*copy);
        lastSnapshot_ = now;
    }
}

void ReportPanel::updateStaleness(const EditorState& state) {
    if (!batch_.started()) {
        return;
    }
    const GenerationSession& session = state.generation();
    if (session.settingsRevision() != checkedSettingsRevision_) {
        // The seed counts as a setting too, and opening a seed changes it:
        // only the parameters themselves matter here.
        checkedSettingsRevision_ = session.settingsRevision();
        paramsDiffer_ = paramsToJson(session.params()) != batchParams_;
    }
    const bool catalogueChanged = state.documentRevision() != batchDocumentRevision_;
    shown_.stale = catalogueChanged || paramsDiffer_;
    shown_.staleReason = catalogueChanged && paramsDiffer_ ? "the catalogue and the parameters"
                         : catalogueChanged                ? "the catalogue (or the spotlight)"
                         : paramsDiffer_                   ? "the parameters"
                                                           : "";
}

// [SECTION] Opening a seed

std::size_t stepOfSighting(std::optional<std::size_t> event, std::size_t stepCount) {
    return event ? std::min(*event, stepCount) : stepCount;
}

void ReportPanel::openSighting(EditorState& state, const ReasonSighting& sighting) {
    GenerationSession& session = state.generation();
    const std::uint64_t before = session.run() != nullptr ? session.run()->id : 0;
    session.pause();
    session.setSeed(sighting.seed);
    const std::string refusal = state.generateFromDocument();
    opened_.clear();
    if (!refusal.empty()) {
        opening_.reset();
        message_ = "Cannot open seed " + std::to_string(sighting.seed) + ": " + refusal;
        return;
    }
    message_.clear();
    opening_ = OpeningSeed{sighting.seed, sighting.event, before, state.documentRevision(),
                           session.settingsRevision()};
}

void ReportPanel::landOpenedSeed(EditorState& state) {
    GenerationSession& session = state.generation();
    if (!opening_ || session.running()) {
        return;
    }
    const OpeningSeed opening = *opening_;
    opening_.reset();
    const GenerationRun* run = session.run();
    // Anything else generated since the click (another seed, an edit with
    // auto-regenerate on) is not the run the event index belongs to.
    if (run == nullptr || run->id <= opening.runBefore || run->seed != opening.seed ||
        state.documentRevision() != opening.documentRevision ||
        session.settingsRevision() != opening.settingsRevision) {
        return;
    }
    // Event K shows at step K (docs/editor.md, "Numbering").
    const std::size_t step = stepOfSighting(opening.event, session.stepCount());
    session.setStep(step);
    opened_ = "Showing seed " + std::to_string(opening.seed) +
              (opening.event ? " at step " + std::to_string(step) : " at the end of its run");
}

// [SECTION] Test hooks

void ReportPanel::recordControl(Control control) {
    controls_.push_back(
        {static_cast<std::size_t>(control), ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
}

std::optional<ImVec2> ReportPanel::controlCentre(Control control) const {
    for (const DrawnRow& row : controls_) {
        if (row.index == static_cast<std::size_t>(control)) {
            return row.centre();
        }
    }
    return std::nullopt;
}

std::optional<ImVec2> ReportPanel::sightingCentre(ReasonKind kind, std::size_t category,
                                                  std::size_t sighting) const {
    for (const DrawnSighting& drawn : sightings_) {
        if (drawn.kind == kind && drawn.category == category && drawn.sighting == sighting) {
            return drawn.centre;
        }
    }
    return std::nullopt;
}

// [SECTION] Frame

void ReportPanel::drawContent(EditorState& state) {
    controls_.clear();
    sightings_.clear();
    shown_ = Shown{};
    shown_.catalogueFile = state.documentFileName();

    batch_.poll();
    if (!autoRunDone_ && !batch_.started() && refusalReason(state).empty()) {
        runBatch(state);
    }
    takeSnapshot();
    updateStaleness(state);
    landOpenedSeed(state);

    drawControls(state);
    drawStatus();
    if (!report_) {
        return;
    }
    const BatchReport& report = *report_;
    shown_.report = true;
    ImGui::PushTextWrapPos(0.0f);
    drawSummary(report);
    ImGui::PopTextWrapPos();
    ImGui::Spacing();
    if (ImGui::BeginTabBar("report tabs")) {
        if (ImGui::BeginTabItem("Distributions")) {
            recordControl(Control::TabDistributions);
            drawDistributions(report);
            ImGui::EndTabItem();
        } else {
            recordControl(Control::TabDistributions);
        }
        if (ImGui::BeginTabItem("Quality")) {
            recordControl(Control::TabQuality);
            drawQualityFigures(report, shown_.quality.emplace());
            ImGui::EndTabItem();
        } else {
            recordControl(Control::TabQuality);
        }
        if (ImGui::BeginTabItem("Modules")) {
            recordControl(Control::TabModules);
            drawModules(state, report);
            ImGui::EndTabItem();
        } else {
            recordControl(Control::TabModules);
        }
        if (ImGui::BeginTabItem("Phase 2")) {
            recordControl(Control::TabPhase2);
            drawPhase2(report);
            ImGui::EndTabItem();
        } else {
            recordControl(Control::TabPhase2);
        }
        if (ImGui::BeginTabItem("Reasons")) {
            recordControl(Control::TabReasons);
            drawReasons(state, report);
            ImGui::EndTabItem();
        } else {
            recordControl(Control::TabReasons);
        }
        if (ImGui::BeginTabItem("Compare")) {
            recordControl(Control::TabCompare);
            compare_.draw(state, firstSeed_, count_, jobs_);
            ImGui::EndTabItem();
        } else {
            recordControl(Control::TabCompare);
        }
        ImGui::EndTabBar();
    }
}

void ReportPanel::drawControls(EditorState& state) {
    const ReportProgress progress = batch_.progress();

    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("First seed");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7.0f);
    ImGui::InputScalar("##first", ImGuiDataType_U64, &firstSeed_);
    recordControl(Control::FirstSeed);
    tooltip("The batch runs this seed and the ones after it, as 'easylink report --seed'.");
    ImGui::SameLine();
    ImGui::TextUnformatted("Seeds");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5.0f);
    if (ImGui::InputScalar("##count", ImGuiDataType_U64, &count_)) {
        count_ = std::clamp<std::uint64_t>(count_, 1, kMaxCount);
    }
    recordControl(Control::Count);
    tooltip("How many seeds to run, 1 to 1000000.");
    ImGui::SameLine();

    if (progress.running) {
        if (ImGui::Button("Cancel")) {
            batch_.cancel();
        }
        recordControl(Control::Cancel);
        tooltip("Stop after the seeds under way; the figures of the seeds run so far stay.");
    } else {
        const std::string refusal = refusalReason(state);
        ImGui::BeginDisabled(!refusal.empty());
        if (ImGui::Button(report_ ? "Run again" : "Run")) {
            runBatch(state);
        }
        ImGui::EndDisabled();
        recordControl(Control::Run);
        tooltip(refusal.empty()
                    ? "Run every seed of the range on the catalogue and the parameters now on "
                      "show, in the background, and sum up what happened, as 'easylink "
                      "report' does."
                    : refusal);
    }

    if (progress.running) {
        ImGui::SameLine();
        const float fraction = progress.total == 0
                                   ? 1.0f
                                   : static_cast<float>(static_cast<double>(progress.done) /
                                                        static_cast<double>(progress.total));
        const std::string overlay =
            std::to_string(progress.done) + " / " + std::to_string(progress.total) + " seeds";
        ImGui::ProgressBar(fraction, {-FLT_MIN, 0.0f}, overlay.c_str());
    }
}

void ReportPanel::drawStatus() {
    const ReportProgress progress = batch_.progress();
    ImGui::PushTextWrapPos(0.0f);
    if (!message_.empty()) {
        ImGui::TextColored(palette().errorText, "%s", message_.c_str());
    }
    if (!progress.error.empty()) {
        ImGui::TextColored(palette().errorText, "The batch stopped: %s", progress.error.c_str());
    }
    if (!report_) {
        if (message_.empty()) {
            ImGui::TextColored(palette().dimText,
                               "Run a batch of seeds to see how the catalogue and the parameters "
                               "behave over many dungeons.");
        }
        ImGui::PopTextWrapPos();
        return;
    }
    if (shown_.stale) {
        ImGui::TextColored(palette().warningText,
                           "Stale: %s changed since this batch was started. Run it again for "
                           "figures of what is on show now; until then its seeds do not open.",
                           shown_.staleReason.c_str());
    }
    if (progress.cancelled) {
        ImGui::TextColored(palette().warningText,
                           "Cancelled after %llu of %llu seeds: the figures are those seeds'.",
                           static_cast<unsigned long long>(progress.done),
                           static_cast<unsigned long long>(progress.total));
    } else if (progress.running) {
        ImGui::TextColored(palette().dimText,
                           "Running: the figures so far, over %llu of %llu seeds.",
                           static_cast<unsigned long long>(progress.done),
                           static_cast<unsigned long long>(progress.total));
    } else {
        ImGui::TextColored(palette().dimText, "%s in %s s on %s.",
                           counted(progress.done, "seed", "seeds").c_str(),
                           fixed(progress.seconds, 2).c_str(),
                           counted(progress.jobs, "thread", "threads").c_str());
    }
    if (opening_) {
        ImGui::TextColored(palette().dimText, "Opening seed %llu...",
                           static_cast<unsigned long long>(opening_->seed));
    } else if (!opened_.empty()) {
        ImGui::TextColored(palette().okText, "%s", opened_.c_str());
    }
    ImGui::PopTextWrapPos();
}

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
        const std::vector<HistogramBar> bars = histogramBars(distribution);
        ShownDistribution& shown = shown_.distributions[static_cast<std::size_t>(metric)].emplace();
        shown.count = distribution.count();
        shown.min = distribution.min();
        shown.median = distribution.median();
        shown.mean = distribution.mean();
        shown.max = distribution.max();
        for (const HistogramBar& bar : bars) {
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
            const HistogramBar& bar = bars[index];
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
