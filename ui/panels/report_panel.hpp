#pragma once

// [SECTION] Report panel
//
// `easylink report` inside the editor: a batch of seeds run on the document's
// catalogue (as generation uses it, spotlight included) and the session's
// parameters, on worker threads (report_batch.hpp), with a progress bar and a
// Cancel button. It shows what report.html shows: the success rate and the
// attempts, the distributions of rooms, normal rooms, corridors, loops, dead
// ends and graph diameter as histograms with min / median / mean / max, the
// modules the layout places with each port's share in use (modules never
// placed and ports never connected flagged), phase 2's choices, and the most
// frequent reasons for failures, restarts, rejected candidates and phase-2
// problems with the first seeds that show them. Clicking such a seed opens
// its run in the editor at the event where the reason shows: the session
// generates that seed, and when the run is in, the timeline moves to the
// step of the same number (event K shows at step K; docs/editor.md,
// "Numbering"); the chip "12 @293" opens seed 12 at step 293.
//
// Its words, rows and numbers come from core's figures of the report
// (easylink/report/report_figures.hpp), the ones report.html is written
// from; the panel only lays them out. When the session's generator draws
// its own tile map (it reads no catalogue), the panel runs that generator's
// batch instead, `easylink report --generator NAME` on the session's request,
// and shows the tile report (report_tiles_view.hpp); the easylink report and
// its tabs come back with easylink.
//
// The panel draws from its own copy of the batch's report, taken under the
// batch's mutex at most ten times a second while it runs. An edit of the
// catalogue, the spotlight or a change of the parameters after a batch was
// started marks the report stale: it stays on show, says so, and its seeds
// no longer open (their events would belong to another run).
//
// The Modules and Phase 2 tabs are report_tables_view.hpp's, the Quality
// tab shows the quality figures (report_quality_view.hpp) and the
// Compare tab runs the same seeds with the session's parameters and a
// parameter file side by side (report_compare_view.hpp).
//
// The first time the panel is drawn with a valid catalogue, it runs the
// default batch (seeds 1 to 100) by itself, so that opening it shows a report.

#include <array>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "document/change_notices.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/report/batch_report.hpp"
#include "panels/control_recorder.hpp"
#include "panels/panel.hpp"
#include "panels/report/report_compare_view.hpp"
#include "panels/report/report_quality_view.hpp"
#include "panels/report/report_tables_view.hpp"
#include "panels/report/report_tiles_view.hpp"
#include "session/report_batch.hpp"

namespace easylink::ui {

/// The timeline step a report's sighting opens at: the step of the event's
/// number (event K shows at step K), within the run's `stepCount` steps; the
/// end of the run when no event stands for the reason.
std::size_t stepOfSighting(std::optional<std::size_t> event, std::size_t stepCount);

class ReportPanel final : public Panel {
public:
    static constexpr const char* kTitle = "Report";
    static constexpr std::uint64_t kDefaultFirstSeed = 1;
    static constexpr std::uint64_t kDefaultCount = 100;
    static constexpr std::uint64_t kMaxCount = 1000000;  // as `easylink report --count`

    /// Controls whose place in the last frame tests can ask for.
    enum class Control {
        FirstSeed,
        Count,
        Run,
        Cancel,
        TabDistributions,
        TabQuality,
        TabModules,
        TabPhase2,
        TabReasons,
        TabCompare,
    };
    /// Control's names, for the control map (control_recorder.hpp).
    static constexpr std::string_view kControlNames[] = {
        "FirstSeed",  "Count",      "Run",       "Cancel",     "TabDistributions",
        "TabQuality", "TabModules", "TabPhase2", "TabReasons", "TabCompare"};

    /// The figures of one distribution as the panel showed them.
    struct ShownDistribution {
        std::uint64_t count = 0;
        int min = 0;
        double median = 0.0;
        double mean = 0.0;
        int max = 0;
        std::vector<float> bars;  // the histogram's bars
    };

    /// What the last frame showed, for tests: the summary and flags (always
    /// drawn) and whatever the open tab drew.
    struct Shown {
        bool report = false;        // a report (maybe partial) was on show
        bool tiles = false;         // the tile-map view was drawn instead (tilesView().shown())
        std::string catalogueFile;  // the document's file name, as the summary names it
        bool stale = false;
        std::string staleReason;
        std::uint64_t seeds = 0;
        std::uint64_t layouts = 0;
        std::vector<std::size_t> modulesNeverPlaced;
        std::vector<std::pair<std::size_t, std::size_t>> portsNeverConnected;
        std::vector<std::size_t> modulesNeverChosen;
        // Distributions tab.
        std::array<std::optional<ShownDistribution>, kMetricCount> distributions;
        // Quality tab.
        std::optional<ShownQuality> quality;
        // Modules tab: each row's module and placements, and the flagged rows.
        std::vector<std::pair<std::size_t, std::uint64_t>> moduleRows;
        std::vector<std::size_t> flaggedModuleRows;
        std::vector<std::pair<std::size_t, std::size_t>> flaggedPorts;
        // Reasons tab: occurrences of each kind, as shown.
        std::array<std::optional<std::uint64_t>, kReasonKindCount> reasonTotals;
    };

    ReportPanel();

    /// Starts a batch of the seeds set on the document's catalogue and the
    /// session's parameters, superseding one under way. Returns why it did
    /// not start (no catalogue, errors in it, bad parameters), or empty.
    /// For a tile-map generator, starts the tile view's batch on the
    /// session's request instead.
    std::string runBatch(EditorState& state);
    /// The seeds the next batch runs: first..first+count-1 (count clamped
    /// to 1..kMaxCount).
    void setSeedRange(std::uint64_t first, std::uint64_t count);
    std::uint64_t firstSeed() const { return firstSeed_; }
    std::uint64_t seedCount() const { return count_; }
    /// Threads of the next batch (default: defaultReportJobs()).
    void setJobs(unsigned jobs) { jobs_ = jobs < 1 ? 1 : jobs; }

    /// The batch under way or last run; tests wait on it.
    ReportBatch& batch() { return batch_; }
    bool busy() const override {
        return batch_.running() || compare_.running() || tiles_.running();
    }
    /// What the panel shows for a tile-map generator: its batch and report.
    ReportTilesView& tilesView() { return tiles_; }
    /// The Compare tab: its parameter file, its two batches, what it showed.
    ReportCompareView& compareView() { return compare_; }
    /// The report on show: a copy of the batch's, partial while it runs.
    const std::optional<BatchReport>& report() const { return report_; }
    /// True when the catalogue or the parameters changed since the batch on
    /// show was started (as of the last frame).
    bool stale() const { return shown_.stale; }
    /// Why the last runBatch() refused, or a seed could not be opened.
    const std::string& message() const { return message_; }
    /// True from a click on a seed until its run is in and the step set.
    bool openingSeed() const { return opening_.has_value(); }

    const Shown& shown() const { return shown_; }
    std::optional<ImVec2> controlCentre(Control control) const;
    /// The centre of the button of the `sighting`-th first seed of the
    /// `category`-th category listed for `kind`, if drawn in the last frame.
    std::optional<ImVec2> sightingCentre(ReasonKind kind, std::size_t category,
                                         std::size_t sighting) const;

protected:
    void drawContent(EditorState& state) override;

private:
    /// A seed clicked in the reasons, waiting for its run.
    struct OpeningSeed {
        std::uint64_t seed = 0;
        std::optional<std::size_t> event;
        std::uint64_t runBefore = 0;  // id of the run on show when it was clicked
    };
    /// A first seed's button in the reasons: its kind, category and sighting.
    using SightingKey = std::tuple<ReasonKind, std::size_t, std::size_t>;

    void takeSnapshot();
    void updateStaleness(const EditorState& state);
    void landOpenedSeed(EditorState& state);
    void openSighting(EditorState& state, const ReasonSighting& sighting);

    void drawControls(EditorState& state);
    void drawSeedFields();
    void drawStatus();
    void drawSummary(const BatchReport& report);
    void drawDistributions(const BatchReport& report);
    void drawReasons(EditorState& state, const BatchReport& report);
    void drawReasonKind(EditorState& state, const BatchReport& report, ReasonKind kind);

    std::uint64_t firstSeed_ = kDefaultFirstSeed;
    std::uint64_t count_ = kDefaultCount;
    unsigned jobs_;
    bool autoRunDone_ = false;

    ReportBatch batch_;
    ReportCompareView compare_;
    ReportTilesView tiles_;
    SnapshotCursor snapshot_;  // where report_ stands against the batch
    std::optional<BatchReport> report_;

    // What the batch on show was started on, to tell when it is stale.
    ChangeWatch catalogueWatch_;
    Json batchParams_;
    ChangeWatch paramsWatch_;  // paramsDiffer_ is to be checked again
    bool paramsDiffer_ = false;

    std::optional<OpeningSeed> opening_;
    ChangeWatch openingWatch_;  // the catalogue or the parameters changed since the click
    std::string opened_;        // "Showing seed 15 at step 166", after a landing
    std::string message_;       // a refusal, in the error colour

    Shown shown_;
    ControlRecorder<Control> controls_{kTitle, kControlNames};
    ControlRecorder<SightingKey> sightings_{
        "Report/Sightings", [](const SightingKey& key) {
            return std::to_string(static_cast<int>(std::get<0>(key))) + "." +
                   std::to_string(std::get<1>(key)) + "." + std::to_string(std::get<2>(key));
        }};
};

}  // namespace easylink::ui
