#include "panels/report/report_tiles_view.hpp"

#include <algorithm>
#include <cfloat>
#include <limits>
#include <system_error>
#include <utility>
#include <variant>

#include <imgui_stdlib.h>

#include "document/editor_state.hpp"
#include "easylink/io/atomic_file.hpp"
#include "easylink/registry/registry.hpp"
#include "easylink/report/report_text.hpp"
#include "easylink/report/tile_report_output.hpp"
#include "panels/report/report_widgets.hpp"
#include "session/generation_session.hpp"
#include "widgets/theme.hpp"

namespace easylink::ui {
namespace {

using report_text::fixed;
using namespace report_widgets;

/// The session's request for its generator, or why a batch cannot run on it.
std::variant<GenerationRequest, std::string> tileRequest(const GenerationSession& session) {
    if (session.settings().readsCatalogue()) {
        return std::string("The generator reads a catalogue: its report is the easylink one.");
    }
    auto request = session.settings().request();
    if (auto* reason = std::get_if<std::string>(&request)) {
        return "Cannot run " + session.settings().generator() + ": " + *reason;
    }
    return request;
}

std::string vaultsKey(const GenerationSession& session) {
    return session.settings().vaultSource() + "#" +
           std::to_string(session.settings().vaults().size());
}

}  // namespace

ReportTilesView::ReportTilesView() = default;

// [SECTION] Batch and snapshot

std::string ReportTilesView::run(EditorState& state, std::uint64_t first, std::uint64_t count,
                                 unsigned jobs) {
    autoRunDone_ = true;
    const GenerationSession& session = state.generation();
    auto request = tileRequest(session);
    if (auto* reason = std::get_if<std::string>(&request)) {
        message_ = *reason;
        return message_;
    }
    if (count == 0 || first > std::numeric_limits<std::uint64_t>::max() - (count - 1)) {
        message_ = "The seeds run past the largest seed; start from a smaller first seed.";
        return message_;
    }
    message_.clear();
    exported_.clear();
    TileReportRequest batch;
    batch.generator = &session.settings().generatorInfo();
    batch.request = std::move(std::get<GenerationRequest>(request));
    batch.first = first;
    batch.count = count;
    batch.jobs = jobs;
    batchGenerator_ = session.settings().generator();
    batchParams_ = tileReportParams(*batch.generator, batch.request);
    batchVaults_ = vaultsKey(session);
    settingsWatch_.restart(state.notices(), {Change::Parameters, Change::Generator});
    differs_ = false;
    batch_.start(std::move(batch));
    takeSnapshot();
    return {};
}

void ReportTilesView::takeSnapshot() {
    (void)batch_.refresh(report_, snapshot_);
}

void ReportTilesView::updateStaleness(const EditorState& state) {
    if (!batch_.started()) {
        return;
    }
    const GenerationSession& session = state.generation();
    if (settingsWatch_.take()) {
        // The seed is a parameter notice too: only the request's parameters matter.
        const auto request = session.settings().request();
        const auto* asked = std::get_if<GenerationRequest>(&request);
        // Compared with the defaults filled in: an option set to its default is no change.
        differs_ = asked == nullptr ||
                   tileReportParams(session.settings().generatorInfo(), *asked) != batchParams_;
    }
    shown_.stale = differs_ || session.settings().generator() != batchGenerator_ ||
                   vaultsKey(session) != batchVaults_;
}

std::string ReportTilesView::exportTo(const std::filesystem::path& folder) {
    if (!report_) {
        return "There is no report to export; run a batch first.";
    }
    if (batch_.running()) {
        return "The batch is still running; export it when it has finished.";
    }
    std::error_code ec;
    std::filesystem::create_directories(folder, ec);
    if (ec || !std::filesystem::is_directory(folder)) {
        return "Cannot create the folder " + folder.string() + ": " +
               (ec ? ec.message() : std::string("a file of that name is in the way"));
    }
    const ReportProgress progress = batch_.progress();
    ReportContext context;
    context.jobs = std::max(progress.jobs, 1u);
    context.wallSeconds = progress.seconds;
    StagedWrites files;
    if (auto error = files.stage(folder / "report.json", tileReportJsonText(*report_, context))) {
        return *error;
    }
    if (auto error = files.stage(folder / "report.html", tileReportToHtml(*report_, context))) {
        return *error;
    }
    if (auto error = files.commit()) {
        return *error;
    }
    exported_ = (folder / "report.json").string() + " and " + (folder / "report.html").string();
    return {};
}

// [SECTION] Test hooks

std::optional<ImVec2> ReportTilesView::controlCentre(Control control) const {
    return controls_.centreOf(control);
}

// [SECTION] Frame

void ReportTilesView::draw(EditorState& state, std::uint64_t first, std::uint64_t count,
                           unsigned jobs) {
    controls_.clear();
    shown_ = Shown{};
    batch_.poll();
    if (!autoRunDone_ && !batch_.started() &&
        std::holds_alternative<GenerationRequest>(tileRequest(state.generation()))) {
        run(state, first, count, jobs);
    }
    takeSnapshot();
    updateStaleness(state);

    drawRunControls(state, first, count, jobs);
    drawStatus();
    if (!report_) {
        return;
    }
    const TileBatchReport& report = *report_;
    shown_.report = true;
    ImGui::PushTextWrapPos(0.0f);
    drawSummary(report);
    ImGui::PopTextWrapPos();
    ImGui::Spacing();
    drawFigures(report);
    drawReasons(report);
    drawExport();
}

void ReportTilesView::drawRunControls(EditorState& state, std::uint64_t first, std::uint64_t count,
                                      unsigned jobs) {
    const ReportProgress progress = batch_.progress();
    if (progress.running) {
        if (ImGui::Button("Cancel")) {
            batch_.cancel();
        }
        controls_.recordLastItem(Control::Cancel);
        tooltip("Stop after the seeds under way; the figures of the seeds run so far stay.");
        ImGui::SameLine();
        report_widgets::seedProgressBar(progress.done, progress.total);
        return;
    }
    const auto request = tileRequest(state.generation());
    const auto* refusal = std::get_if<std::string>(&request);
    ImGui::BeginDisabled(refusal != nullptr);
    if (ImGui::Button(report_ ? "Run again" : "Run")) {
        run(state, first, count, jobs);
    }
    ImGui::EndDisabled();
    controls_.recordLastItem(Control::Run);
    tooltip(refusal == nullptr
                ? "Run every seed of the range with " + state.generation().settings().generator() +
                      " and the settings now on show, in the background, and sum up the maps, "
                      "as 'easylink report --generator " +
                      state.generation().settings().generator() + "' does."
                : *refusal);
}

void ReportTilesView::drawStatus() {
    const ReportProgress progress = batch_.progress();
    ImGui::PushTextWrapPos(0.0f);
    report_widgets::batchErrors(message_, progress.error);
    if (!report_) {
        if (message_.empty()) {
            ImGui::TextColored(palette().dimText,
                               "Run a batch of seeds to see how the generator and its options "
                               "behave over many maps.");
        }
        ImGui::PopTextWrapPos();
        return;
    }
    if (shown_.stale) {
        ImGui::TextColored(palette().warningText,
                           "Stale: the generator or its settings changed since this batch was "
                           "started. Run it again for figures of what is on show now.");
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
}

// [SECTION] Sections

void ReportTilesView::drawSummary(const TileBatchReport& report) {
    shown_.generator = report.generator();
    shown_.seeds = report.seedCount();
    shown_.maps = report.mapCount();
    shown_.events = report.eventCount();
    ImGui::Separator();
    if (report.seedCount() == 0) {
        ImGui::TextColored(palette().dimText, "No seed has finished yet.");
        return;
    }
    ImGui::Text("%s, seeds %llu to %llu: %llu of %llu made a map (%s success)",
                report.generator().c_str(),
                static_cast<unsigned long long>(report.firstSeed().value_or(0)),
                static_cast<unsigned long long>(report.lastSeed().value_or(0)),
                static_cast<unsigned long long>(report.mapCount()),
                static_cast<unsigned long long>(report.seedCount()),
                report_text::percent(report.mapCount(), report.seedCount()).c_str());
    tooltip("Parameters: " + report.params().dump());
    // The page's headline cards after the first two (in the line above).
    shown_.cards = summaryCards(report);
    std::string cards;
    for (std::size_t c = 2; c < shown_.cards.size(); ++c) {
        cards +=
            (cards.empty() ? "" : ".  ") + shown_.cards[c].label + ": " + shown_.cards[c].value;
    }
    ImGui::TextColored(palette().dimText, "%s.  %llu events.", cards.c_str(),
                       static_cast<unsigned long long>(report.eventCount()));
    tooltip("The time is the only figure that depends on the machine (and its load).");
}

void ReportTilesView::drawFigures(const TileBatchReport& report) {
    std::vector<ReportFigure> figures = tileFigures(report);
    figures.push_back(timeFigure(report.milliseconds()));
    const float cellWidth = ImGui::GetFontSize() * 17.0f;
    const int columns =
        std::clamp(static_cast<int>(ImGui::GetContentRegionAvail().x / cellWidth), 1, 3);
    if (!ImGui::BeginTable("tile figures", columns, ImGuiTableFlags_SizingStretchSame)) {
        return;
    }
    for (std::size_t f = 0; f < figures.size(); ++f) {
        const ReportFigure& figure = figures[f];
        ImGui::TableNextColumn();
        ImGui::PushID(static_cast<int>(f));
        ImGui::TextUnformatted(figure.title.c_str());
        tooltip(figure.title + (figure.over.empty() ? "" : ", " + figure.over) +
                (figure.meaning.empty() ? "." : ": " + figure.meaning + "."));
        ShownFigure& shown = shown_.figures.emplace_back();
        shown.key = figure.key;
        shown.bars = drawFigureChart(figure.key.c_str(), figure);
        shown.stats = figure.stats;
        for (float bar : shown.bars) {
            shown.count += static_cast<std::uint64_t>(bar);
        }
        ImGui::PopID();
    }
    ImGui::EndTable();
}

void ReportTilesView::drawReasons(const TileBatchReport& report) {
    for (TileReason reason : {TileReason::Failure, TileReason::Note}) {
        const ReasonSectionText text = reasonSectionText(reason);
        const ReasonTallies& tallies = report.reasons(reason);
        const std::uint64_t total = reasonTotal(tallies);
        const auto index = static_cast<std::size_t>(reason);
        shown_.reasonTotals[index] = total;
        const std::string title(text.title);
        const std::string header = title + " (" + std::to_string(total) + ")###" + title;
        if (!ImGui::CollapsingHeader(header.c_str(), ImGuiTreeNodeFlags_DefaultOpen)) {
            continue;
        }
        const std::vector<ReasonRow> rows = reasonRows(tallies, report.options().topReasons);
        wrappedDim((std::string(text.intro) + " " + reasonsSummary(tallies, rows.size())).c_str());
        if (rows.empty()) {
            continue;
        }
        constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV |
                                           ImGuiTableFlags_BordersOuterH |
                                           ImGuiTableFlags_SizingFixedFit;
        ImGui::PushID(static_cast<int>(index));
        if (ImGui::BeginTable("reasons", 5, kFlags)) {
            ImGui::TableSetupColumn("count");
            ImGui::TableSetupColumn("share");
            ImGui::TableSetupColumn("seeds");
            ImGui::TableSetupColumn("category and example", ImGuiTableColumnFlags_WidthStretch,
                                    3.0f);
            ImGui::TableSetupColumn("first seeds", ImGuiTableColumnFlags_WidthStretch, 1.5f);
            ImGui::TableHeadersRow();
            for (const ReasonRow& row : rows) {
                shown_.reasonCategories[index].push_back(*row.category);
                ImGui::TableNextRow();
                ImGui::TableNextColumn();
                ImGui::Text("%llu", static_cast<unsigned long long>(row.tally->count));
                ImGui::TableNextColumn();
                ImGui::TextUnformatted(row.shareText.c_str());
                ImGui::TableNextColumn();
                ImGui::Text("%llu", static_cast<unsigned long long>(row.tally->seeds));
                ImGui::TableNextColumn();
                ImGui::PushTextWrapPos(0.0f);
                ImGui::TextUnformatted(row.category->c_str());
                ImGui::TextColored(palette().dimText, "e.g. %s", row.tally->example.c_str());
                ImGui::PopTextWrapPos();
                ImGui::TableNextColumn();
                std::string seeds;
                for (const ReasonSighting& sighting : row.tally->firstSeeds) {
                    seeds += (seeds.empty() ? "" : " ") + std::to_string(sighting.seed);
                }
                ImGui::PushTextWrapPos(0.0f);
                ImGui::TextUnformatted(seeds.c_str());
                ImGui::PopTextWrapPos();
            }
            ImGui::EndTable();
        }
        ImGui::PopID();
    }
}

void ReportTilesView::drawExport() {
    ImGui::Separator();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Folder");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 20.0f);
    ImGui::InputText("##folder", &folder_);
    controls_.recordLastItem(Control::Folder);
    tooltip(
        "Where Export writes report.json and report.html (created if missing), as "
        "'easylink report --out'.");
    ImGui::SameLine();
    const bool running = batch_.running();
    ImGui::BeginDisabled(running || folder_.empty());
    if (ImGui::Button("Export")) {
        message_ = exportTo(folder_);
    }
    ImGui::EndDisabled();
    controls_.recordLastItem(Control::Export);
    tooltip(running
                ? "Export once the batch has finished."
                : "Write report.json and report.html of this batch, as 'easylink report "
                  "--generator NAME --out FOLDER' writes them for the same settings and seeds.");
    if (!exported_.empty()) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(palette().okText, "Wrote %s", exported_.c_str());
        ImGui::PopTextWrapPos();
    }
}

}  // namespace easylink::ui
