#include "panels/report_panel.hpp"

#include <algorithm>
#include <cfloat>
#include <limits>

#include "document/editor_state.hpp"
#include "easylink/catalogue/catalogue_validator.hpp"
#include "easylink/generation/generator_params.hpp"
#include "easylink/report/report_text.hpp"
#include "panels/report/report_widgets.hpp"
#include "session/generation_session.hpp"
#include "widgets/theme.hpp"

namespace easylink::ui {
namespace {

using report_text::fixed;
using report_widgets::counted;
using report_widgets::tooltip;

/// Why a batch cannot run on what the editor holds now, or empty.
std::string refusalReason(const EditorState& state) {
    const CatalogueDocument* document = state.document().current();
    if (document == nullptr) {
        return "No catalogue is open; open one to run a report on it.";
    }
    if (const std::size_t errors = countErrors(document->problems); errors > 0) {
        return "The catalogue has " + counted(errors, "error", "errors") +
               "; fix it (see the Problems panel) and run the report again.";
    }
    for (const Problem& problem : validateParams(state.generation().settings().params())) {
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
    if (!state.generation().settings().readsCatalogue()) {
        message_.clear();
        return tiles_.run(state, firstSeed_, count_, jobs_);
    }
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
    request.catalogue = *state.session().catalogueForGeneration();
    request.params = state.generation().settings().params();
    request.first = firstSeed_;
    request.count = count_;
    request.jobs = jobs_;
    batchParams_ = paramsToJson(request.params);
    catalogueWatch_.restart(state.notices(), {Change::Catalogue});
    paramsWatch_.restart(state.notices(), {Change::Parameters});
    paramsDiffer_ = false;
    batch_.start(std::move(request));
    opened_.clear();
    takeSnapshot();
    return {};
}

void ReportPanel::takeSnapshot() {
    (void)batch_.refresh(report_, snapshot_);
}

void ReportPanel::updateStaleness(const EditorState& state) {
    if (!batch_.started()) {
        return;
    }
    const GenerationSession& session = state.generation();
    if (paramsWatch_.take()) {
        // The seed is a parameter notice too, and opening a seed changes it:
        // only the parameters themselves matter here.
        paramsDiffer_ = paramsToJson(session.settings().params()) != batchParams_;
    }
    const bool catalogueChanged = catalogueWatch_.changed();
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
    session.cursor().pause();
    session.settings().setSeed(sighting.seed);
    const std::string refusal = state.session().generateFromDocument();
    opened_.clear();
    if (!refusal.empty()) {
        opening_.reset();
        message_ = "Cannot open seed " + std::to_string(sighting.seed) + ": " + refusal;
        return;
    }
    message_.clear();
    opening_ = OpeningSeed{sighting.seed, sighting.event, before};
    openingWatch_.restart(state.notices(), {Change::Catalogue, Change::Parameters});
    // The seed is seen on the map and stepped on the timeline: from a
    // workspace without them in front (Author), both come into view.
    state.session().requestPanel("Viewport", kTitle);
    state.session().requestPanel("Timeline", kTitle);
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
        openingWatch_.changed()) {
        return;
    }
    // Event K shows at step K (docs/editor.md, "Numbering").
    const std::size_t step = stepOfSighting(opening.event, session.cursor().stepCount());
    session.cursor().setStep(step);
    opened_ = "Showing seed " + std::to_string(opening.seed) +
              (opening.event ? " at step " + std::to_string(step) : " at the end of its run");
}

// [SECTION] Test hooks

std::optional<ImVec2> ReportPanel::controlCentre(Control control) const {
    return controls_.centreOf(control);
}

std::optional<ImVec2> ReportPanel::sightingCentre(ReasonKind kind, std::size_t category,
                                                  std::size_t sighting) const {
    return sightings_.centreOf(SightingKey{kind, category, sighting});
}

// [SECTION] Frame

void ReportPanel::drawContent(EditorState& state) {
    controls_.clear();
    sightings_.clear();
    shown_ = Shown{};
    shown_.catalogueFile = state.document().fileName();

    batch_.poll();
    if (!state.generation().settings().readsCatalogue()) {
        // A tile-map generator: its own batch and report, beside the seed fields.
        shown_.tiles = true;
        drawSeedFields();
        ImGui::SameLine();
        tiles_.draw(state, firstSeed_, count_, jobs_);
        return;
    }
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
            controls_.recordLastItem(Control::TabDistributions);
            drawDistributions(report);
            ImGui::EndTabItem();
        } else {
            controls_.recordLastItem(Control::TabDistributions);
        }
        if (ImGui::BeginTabItem("Quality")) {
            controls_.recordLastItem(Control::TabQuality);
            drawQualityFigures(report, shown_.quality.emplace());
            ImGui::EndTabItem();
        } else {
            controls_.recordLastItem(Control::TabQuality);
        }
        if (ImGui::BeginTabItem("Modules")) {
            controls_.recordLastItem(Control::TabModules);
            drawModulesTable(state, report, shown_.moduleRows, shown_.flaggedModuleRows,
                             shown_.flaggedPorts);
            ImGui::EndTabItem();
        } else {
            controls_.recordLastItem(Control::TabModules);
        }
        if (ImGui::BeginTabItem("Phase 2")) {
            controls_.recordLastItem(Control::TabPhase2);
            drawPhase2Tables(report);
            ImGui::EndTabItem();
        } else {
            controls_.recordLastItem(Control::TabPhase2);
        }
        if (ImGui::BeginTabItem("Reasons")) {
            controls_.recordLastItem(Control::TabReasons);
            drawReasons(state, report);
            ImGui::EndTabItem();
        } else {
            controls_.recordLastItem(Control::TabReasons);
        }
        if (ImGui::BeginTabItem("Compare")) {
            controls_.recordLastItem(Control::TabCompare);
            compare_.draw(state, firstSeed_, count_, jobs_);
            ImGui::EndTabItem();
        } else {
            controls_.recordLastItem(Control::TabCompare);
        }
        ImGui::EndTabBar();
    }
}

void ReportPanel::drawSeedFields() {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("First seed");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7.0f);
    ImGui::InputScalar("##first", ImGuiDataType_U64, &firstSeed_);
    controls_.recordLastItem(Control::FirstSeed);
    tooltip("The batch runs this seed and the ones after it, as 'easylink report --seed'.");
    ImGui::SameLine();
    ImGui::TextUnformatted("Seeds");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5.0f);
    if (ImGui::InputScalar("##count", ImGuiDataType_U64, &count_)) {
        count_ = std::clamp<std::uint64_t>(count_, 1, kMaxCount);
    }
    controls_.recordLastItem(Control::Count);
    tooltip("How many seeds to run, 1 to 1000000.");
}

void ReportPanel::drawControls(EditorState& state) {
    const ReportProgress progress = batch_.progress();
    drawSeedFields();
    ImGui::SameLine();

    if (progress.running) {
        if (ImGui::Button("Cancel")) {
            batch_.cancel();
        }
        controls_.recordLastItem(Control::Cancel);
        tooltip("Stop after the seeds under way; the figures of the seeds run so far stay.");
    } else {
        const std::string refusal = refusalReason(state);
        ImGui::BeginDisabled(!refusal.empty());
        if (ImGui::Button(report_ ? "Run again" : "Run")) {
            runBatch(state);
        }
        ImGui::EndDisabled();
        controls_.recordLastItem(Control::Run);
        tooltip(refusal.empty()
                    ? "Run every seed of the range on the catalogue and the parameters now on "
                      "show, in the background, and sum up what happened, as 'easylink "
                      "report' does."
                    : refusal);
    }

    if (progress.running) {
        ImGui::SameLine();
        report_widgets::seedProgressBar(progress.done, progress.total);
    }
}

void ReportPanel::drawStatus() {
    const ReportProgress progress = batch_.progress();
    ImGui::PushTextWrapPos(0.0f);
    report_widgets::batchErrors(message_, progress.error);
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
    ImGui::PopTextWrapPos();
    // One line kept whether a seed is opening, open or neither, so that a
    // click on a seed chip never moves the chips under the cursor.
    if (opening_) {
        ImGui::TextColored(palette().dimText, "Opening seed %llu...",
                           static_cast<unsigned long long>(opening_->seed));
    } else if (!opened_.empty()) {
        ImGui::TextColored(palette().okText, "%s", opened_.c_str());
    } else {
        ImGui::TextColored(palette().dimText, "A seed chip (Reasons) opens its run on the map.");
    }
}

}  // namespace easylink::ui
