#pragma once

// [SECTION] Report panel: tile maps
//
// What the Report panel shows when the session's generator draws its own
// tile map (every generator of the registry that reads no catalogue):
// `easylink report --generator NAME` run in the background on the request
// the session's settings make (GenerationSession::request(): the map size,
// the generator's options, its tables and vaults), with Run or Cancel and a
// progress bar beside the panel's seed fields. It shows report.html's
// summary cards, the histograms of attempts per seed, walkable share,
// walkable regions, areas per map and time per seed with their figures, and
// the most frequent reasons of failures and warnings, all from core's
// figures of the report (report_figures.hpp). Export writes report.json and
// report.html into a folder, as `easylink report --generator NAME --out DIR`
// does for the same settings and seeds.
//
// A change of the generator or its settings after the batch was started
// marks the report stale, as for easylink batches.

#include <array>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <imgui.h>

#include "document/change_notices.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/report/report_figures.hpp"
#include "easylink/report/tile_batch_report.hpp"
#include "panels/control_recorder.hpp"
#include "panels/panel.hpp"
#include "session/tile_report_batch.hpp"

namespace easylink::ui {

class EditorState;

class ReportTilesView {
public:
    /// Controls whose place in the last frame tests can ask for.
    enum class Control { Run, Cancel, Folder, Export };
    /// Control's names, for the control map (control_recorder.hpp).
    static constexpr std::string_view kControlNames[] = {"Run", "Cancel", "Folder", "Export"};

    /// A figure as drawn: its key ("attempts", "walkable_fraction", ...,
    /// "time"), the values counted and the bars' heights.
    struct ShownFigure {
        std::string key;
        std::uint64_t count = 0;
        std::vector<float> bars;
        std::vector<FigureStat> stats;
    };

    /// What the last frame showed, for tests.
    struct Shown {
        bool report = false;
        std::string generator;  // the report's
        bool stale = false;
        std::uint64_t seeds = 0;
        std::uint64_t maps = 0;
        std::uint64_t events = 0;
        std::vector<SummaryCard> cards;
        std::vector<ShownFigure> figures;  // tileFigures() order, then the time per seed
        /// Occurrences of each kind (TileReason) and the categories listed.
        std::array<std::optional<std::uint64_t>, kTileReasonCount> reasonTotals;
        std::array<std::vector<std::string>, kTileReasonCount> reasonCategories;
    };

    ReportTilesView();

    /// Starts a batch of seeds first..first+count-1 on the session's
    /// request, superseding one under way; returns why it did not start, or empty.
    std::string run(EditorState& state, std::uint64_t first, std::uint64_t count, unsigned jobs);
    void cancel() { batch_.cancel(); }
    /// Writes report.json and report.html of the report on show into
    /// `folder` (created if missing); returns why it could not, or empty.
    std::string exportTo(const std::filesystem::path& folder);

    /// Draws Run or Cancel and the progress (on the line of the seed fields
    /// drawn before it), the status, the report and Export.
    void draw(EditorState& state, std::uint64_t first, std::uint64_t count, unsigned jobs);

    TileReportBatch& batch() { return batch_; }
    bool running() const { return batch_.running(); }
    const std::optional<TileBatchReport>& report() const { return report_; }
    const std::string& message() const { return message_; }
    /// The folder Export writes to.
    void setFolder(std::string folder) { folder_ = std::move(folder); }
    const std::string& folder() const { return folder_; }
    /// Where the last Export wrote, or empty.
    const std::string& exported() const { return exported_; }

    const Shown& shown() const { return shown_; }
    std::optional<ImVec2> controlCentre(Control control) const;

private:
    void takeSnapshot();
    void updateStaleness(const EditorState& state);
    void drawRunControls(EditorState& state, std::uint64_t first, std::uint64_t count,
                         unsigned jobs);
    void drawStatus();
    void drawSummary(const TileBatchReport& report);
    void drawFigures(const TileBatchReport& report);
    void drawReasons(const TileBatchReport& report);
    void drawExport();

    TileReportBatch batch_;
    bool autoRunDone_ = false;
    SnapshotCursor snapshot_;  // where report_ stands against the batch
    std::optional<TileBatchReport> report_;

    // What the batch on show was started on, to tell when it is stale.
    std::string batchGenerator_;
    Json batchParams_;
    std::string batchVaults_;
    ChangeWatch settingsWatch_;  // differs_ is to be checked again
    bool differs_ = false;

    std::string folder_ = "easylink-report";
    std::string exported_;
    std::string message_;
    Shown shown_;
    ControlRecorder<Control> controls_{"Report/Tiles", kControlNames};
};

}  // namespace easylink::ui
