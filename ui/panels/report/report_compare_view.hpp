#pragma once

// [SECTION] Report panel: Compare
//
// `easylink report --compare` inside the editor: the seeds set in the Report
// panel run twice in the background, with the session's parameters (A) and
// with parameters B, on the same catalogue, and the figures of the two
// batches are set side by side (core's compareBatches()): each one's mean and
// standard deviation, the difference of the means B - A with its 95 %
// interval, rows whose interval leaves 0 out highlighted, the parameters that
// differ, the regions' densities when both sides have the same regions, and
// A's and B's histograms of each figure.
//
// B starts from what the designer has: it is A's parameters with the keys B
// sets over them, set one at a time in the view or loaded from a parameter
// file (its keys over A's, never over the defaults, so a file of one key
// changes that key alone). The list of what differs between A and B is on
// show before Run, exactly the keys that will differ.
//
// The two batches run at once, each on half the threads, and the view draws
// from copies of their reports taken at most ten times a second, as the
// panel does. Editing the catalogue or changing the parameters after a
// comparison was started marks it stale (it stays on show).

#include <imgui.h>

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "dialogs/browse_button.hpp"
#include "document/change_notices.hpp"
#include "easylink/generation/generator_params.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/report/batch_comparison.hpp"
#include "panels/control_recorder.hpp"
#include "panels/panel.hpp"
#include "session/report_batch.hpp"

namespace easylink::ui {

class EditorState;

class ReportCompareView {
public:
    /// Controls whose place in the last frame tests can ask for.
    enum class Control { Path, Browse, Run, Cancel, Histograms, Load, Key, Value, Set, ResetB };
    /// Control's names, for the control map (control_recorder.hpp).
    static constexpr std::string_view kControlNames[] = {
        "Path", "Browse", "Run", "Cancel", "Histograms", "Load", "Key", "Value", "Set", "ResetB"};

    /// One row of the table as the last frame showed it.
    struct ShownRow {
        std::string key;  // as in compare.json: "rooms", ...; "region_density" for regions
        std::string title;
        std::uint64_t countA = 0;
        std::uint64_t countB = 0;
        std::optional<double> meanA;
        std::optional<double> meanB;
        std::optional<double> difference;  // B - A
        std::optional<std::pair<double, double>> interval95;
        bool excludesZero = false;  // drawn highlighted
    };

    struct Shown {
        bool comparison = false;  // a comparison (maybe partial) was on show
        bool running = false;
        bool stale = false;
        std::uint64_t doneA = 0;
        std::uint64_t doneB = 0;
        std::vector<std::string> changedParams;  // keys
        std::vector<ShownRow> rows;
        std::vector<ShownRow> regions;
        bool regionsCompared = false;
        std::size_t histogramPairs = 0;  // figures whose A and B histograms were drawn
        /// What differs between A and B as set for the next Run, one line
        /// per key: "max_loops: 4 -> 0".
        std::vector<std::string> differences;
    };

    ReportCompareView();

    /// The parameter file whose keys B takes (loaded by Load, Enter, or Run).
    void setPath(std::string path) { path_ = std::move(path); }
    const std::string& path() const { return path_; }

    /// B: A's parameters (`a`) with the keys B sets over them.
    EasylinkParams paramsB(const EasylinkParams& a) const;
    /// The keys B sets over A, as in a parameter file.
    const Json& keysOfB() const { return keysOfB_; }
    /// Reads the file at path() and makes its keys B's (over A's
    /// parameters). Returns why not (and keeps B), or empty.
    std::string loadFile(const EditorState& state);
    /// Sets one key of B from text, as the command line reads it. Returns
    /// why not (and keeps B), or empty.
    std::string setKeyOfB(const EditorState& state, std::string_view key, std::string_view value);
    /// Makes B a copy of A again.
    void resetB();

    /// Starts both batches over seeds first..first+count-1 on `jobs`
    /// threads in all, with A and B (loading the file in the path field
    /// first when it was typed but not loaded), superseding a comparison
    /// under way. Returns why it did not start (no catalogue, errors, an
    /// unreadable or invalid file, bad parameters on either side), or empty.
    std::string run(EditorState& state, std::uint64_t first, std::uint64_t count, unsigned jobs);
    /// Stops both batches after the seeds under way.
    void cancel();

    /// Draws the view: the file field, Run or Cancel and the progress, the
    /// table. `first`, `count` and `jobs` are what Run uses.
    void draw(EditorState& state, std::uint64_t first, std::uint64_t count, unsigned jobs);

    ReportBatch& batchA() { return a_.batch; }
    ReportBatch& batchB() { return b_.batch; }
    /// For tests: blocks until both batches' workers have stopped.
    void waitUntilFinished();
    bool running() const;

    /// The reports on show (copies, partial while the batches run).
    const std::optional<BatchReport>& reportA() const { return a_.report; }
    const std::optional<BatchReport>& reportB() const { return b_.report; }
    /// Why the last run() refused, or empty.
    const std::string& message() const { return message_; }

    const Shown& shown() const { return shown_; }
    std::optional<ImVec2> controlCentre(Control control) const;

private:
    /// One batch and the copy of its report on show.
    struct Side {
        ReportBatch batch;
        std::optional<BatchReport> report;
        SnapshotCursor snapshot;  // where `report` stands against the batch
    };

    void takeSnapshots();
    void updateStaleness(const EditorState& state);
    void drawControls(EditorState& state, std::uint64_t first, std::uint64_t count, unsigned jobs);
    void drawParamsB(EditorState& state);
    void drawDifferences(const EasylinkParams& a, const EasylinkParams& b);
    void drawComparison(const BatchComparison& comparison);
    void drawTable(const char* id, const std::vector<FigureComparison>& figures,
                   std::vector<ShownRow>& shown);
    void drawHistograms(const BatchComparison& comparison);

    std::string path_;
    std::string loadedPath_;  // the file whose keys B holds, if any
    Json keysOfB_ = Json::object();
    std::size_t keyChoice_ = 0;  // in editableKeys()
    std::string valueText_;
    bool valueFollowsB_ = true;  // the value field shows B's value of the key
    bool focusPath_ = false;
    BrowseButton browse_;
    bool browseChecked_ = false;

    Side a_;
    Side b_;
    std::optional<BatchComparison> comparison_;  // of the reports on show

    // What the comparison on show was started on, to tell when it is stale.
    std::string fileB_;
    ChangeWatch catalogueWatch_;
    Json paramsA_;
    ChangeWatch paramsWatch_;  // paramsDiffer_ is to be checked again
    bool paramsDiffer_ = false;

    std::string message_;
    bool scrollToComparison_ = false;  // Run was pressed: bring the figures into view
    Shown shown_;
    ControlRecorder<Control> controls_{"Report/Compare", kControlNames};
    // For the control map: the keys of B's open key list, each line of
    // what differs ("max_loops: 4 -> 0", on its key's cell) and each row of
    // the tables ("figures/rooms", "regions/region_density", on its last
    // cell).
    ControlRecorder<std::string> keyChoices_{"Report/Compare/Keys", textName};
    ControlRecorder<std::string> differenceLines_{"Report/Compare/Differences", textName};
    ControlRecorder<std::string> tableRows_{"Report/Compare/Rows", textName};
};

}  // namespace easylink::ui
