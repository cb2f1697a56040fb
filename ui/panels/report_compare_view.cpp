#include "panels/report_compare_view.hpp"

#include <algorithm>
#include <array>
#include <cfloat>
#include <cmath>
#include <iterator>
#include <limits>

#include "dialogs/path_field.hpp"
#include "easylink/generation/generator_params.hpp"
#include "easylink/io/problem.hpp"
#include "easylink/report/report_text.hpp"
#include "editor_state.hpp"
#include "flow_layout.hpp"
#include "generation_session.hpp"
#include "panels/report_quality_view.hpp"
#include "panels/report_widgets.hpp"
#include "table_column_fit.hpp"
#include "theme.hpp"
#include "tooltip.hpp"

namespace easylink::ui {
namespace {

using report_text::fixed;
using report_text::percent;

void wrappedDim(const std::string& text) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(palette().dimText, "%s", text.c_str());
    ImGui::PopTextWrapPos();
}

/// The first error of the parameters, on their own and against the
/// catalogue (a region's unknown module), or nullopt.
std::optional<Problem> firstError(const GeneratorParams& params, const Catalogue& catalogue) {
    for (const std::vector<Problem>& problems :
         {validateParams(params), validateParamsFor(params, catalogue)}) {
        for (const Problem& problem : problems) {
            if (problem.severity == Severity::Error) {
                return problem;
            }
        }
    }
    return std::nullopt;
}

int decimalsOf(const FigureComparison& figure) {
    return figure.key == "success_rate" || figure.region ? 3 : 2;
}

std::string signedFixed(double value, int decimals) {
    if (std::abs(value) < 0.5 * std::pow(10.0, -decimals)) {
        return fixed(0.0, decimals);
    }
    return (value > 0.0 ? "+" : "") + fixed(value, decimals);
}

std::string jsonText(const Json& value) {
    return value.is_null()     ? "(absent)"
           : value.is_string() ? value.get<std::string>()
                               : value.dump();
}

}  // namespace

ReportCompareView::ReportCompareView()
    : browse_(NativeFileChooser::Purpose::Open, "Choose the parameter file B",
              {{"Parameter files (*.json)", {".json"}}, {"All files (*)", {}}}) {}

// [SECTION] Running

std::string ReportCompareView::run(EditorState& state, std::uint64_t first, std::uint64_t count,
                                   unsigned jobs) {
    const auto refuse = [&](std::string why) {
        message_ = std::move(why);
        return message_;
    };
    const CatalogueDocument* document = state.document();
    if (document == nullptr) {
        return refuse("No catalogue is open; open one to compare parameters on it.");
    }
    if (countErrors(document->problems) > 0) {
        return refuse("The catalogue has errors; fix them (see the Problems panel) first.");
    }
    if (path_.find_first_not_of(" \t") == std::string::npos) {
        return refuse("Type the path of the parameter file B, or Browse for it.");
    }
    count = std::max<std::uint64_t>(count, 1);
    if (first > std::numeric_limits<std::uint64_t>::max() - (count - 1)) {
        return refuse("The seeds run past the largest seed; start from a smaller first seed.");
    }
    std::optional<Catalogue> catalogue = state.catalogueForGeneration();
    if (!catalogue) {
        return refuse("The catalogue cannot be used for generation.");
    }
    const GeneratorParams paramsA = state.generation().params();
    if (const auto problem = firstError(paramsA, *catalogue)) {
        return refuse("The session's parameters (A) are invalid: " +
                      (problem->pointer.empty() ? "" : problem->pointer + ": ") + problem->message);
    }
    // B as `--params` reads a file: the defaults, then the file.
    const ParsedJson parsed = readJsonFile(path_);
    if (!parsed.ok()) {
        return refuse(formatProblem(path_, *parsed.error));
    }
    std::vector<Problem> problems;
    const GeneratorParams paramsB = paramsFromJson(parsed.value, GeneratorParams{}, problems);
    if (!problems.empty()) {
        return refuse(formatProblem(path_, problems.front()));
    }
    if (const auto problem = firstError(paramsB, *catalogue)) {
        return refuse(formatProblem(path_, *problem));
    }

    message_.clear();
    fileB_ = path_;
    documentRevision_ = state.documentRevision();
    paramsA_ = paramsToJson(paramsA);
    checkedSettingsRevision_ = state.generation().settingsRevision();
    paramsDiffer_ = false;
    // Both at once, on half the threads each, so B's figures fill in
    // alongside A's rather than after them.
    const unsigned jobsA = std::max(1u, jobs / 2);
    const unsigned jobsB = std::max(1u, jobs - jobsA);
    ReportRequest request;
    request.catalogue = *catalogue;
    request.first = first;
    request.count = count;
    request.params = paramsA;
    request.jobs = jobsA;
    a_.batch.start(request);
    request.catalogue = std::move(*catalogue);
    request.params = paramsB;
    request.jobs = jobsB;
    b_.batch.start(std::move(request));
    takeSnapshots();
    return {};
}

void ReportCompareView::cancel() {
    a_.batch.cancel();
    b_.batch.cancel();
}

bool ReportCompareView::running() const {
    return a_.batch.running() || b_.batch.running();
}

void ReportCompareView::waitUntilFinished() {
    a_.batch.waitUntilFinished();
    b_.batch.waitUntilFinished();
}

void ReportCompareView::takeSnapshots() {
    bool changed = false;
    for (Side* side : {&a_, &b_}) {
        changed = side->batch.refresh(side->report, side->snapshot) || changed;
    }
    if (changed) {
        if (a_.report && b_.report) {
            comparison_ = compareBatches(*a_.report, *b_.report);
        }
    }
}

void ReportCompareView::updateStaleness(const EditorState& state) {
    if (!a_.batch.started()) {
        return;
    }
    const GenerationSession& session = state.generation();
    if (session.settingsRevision() != checkedSettingsRevision_) {
        checkedSettingsRevision_ = session.settingsRevision();
        paramsDiffer_ = paramsToJson(session.params()) != paramsA_;
    }
    shown_.stale = paramsDiffer_ || state.documentRevision() != documentRevision_;
}

// [SECTION] Test hooks

void ReportCompareView::recordControl(Control control) {
    controls_.push_back(
        {static_cast<std::size_t>(control), ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
}

std::optional<ImVec2> ReportCompareView::controlCentre(Control control) const {
    if (control == Control::Browse) {
        return browse_.centre();
    }
    for (const DrawnRow& row : controls_) {
        if (row.index == static_cast<std::size_t>(control)) {
            return row.centre();
        }
    }
    return std::nullopt;
}

// [SECTION] Frame

void ReportCompareView::draw(EditorState& state, std::uint64_t first, std::uint64_t count,
                             unsigned jobs) {
    controls_.clear();
    shown_ = Shown{};
    if (!browseChecked_) {
        browse_.refresh();
        browseChecked_ = true;
    }
    a_.batch.poll();
    b_.batch.poll();
    takeSnapshots();
    updateStaleness(state);

    wrappedDim(
        "Run the seeds above twice: with the session's parameters (A) and with a parameter "
        "file (B, read as 'easylink report --params' reads it: the defaults, then the file), "
        "and set the figures side by side, as 'easylink report --compare' does.");
    drawControls(state, first, count, jobs);
    if (!message_.empty()) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(palette().errorText, "%s", message_.c_str());
        ImGui::PopTextWrapPos();
    }
    if (!comparison_ || !a_.report || !b_.report) {
        return;
    }
    shown_.comparison = true;
    const ReportProgress progressA = a_.batch.progress();
    const ReportProgress progressB = b_.batch.progress();
    shown_.running = progressA.running || progressB.running;
    shown_.doneA = a_.report->seedCount();
    shown_.doneB = b_.report->seedCount();
    ImGui::PushTextWrapPos(0.0f);
    if (!progressA.error.empty() || !progressB.error.empty()) {
        ImGui::TextColored(palette().errorText, "A batch stopped: %s",
                           (progressA.error.empty() ? progressB.error : progressA.error).c_str());
    }
    if (shown_.stale) {
        ImGui::TextColored(palette().warningText,
                           "Stale: the catalogue or the parameters changed since this comparison "
                           "was started. Compare again for figures of what is on show now.");
    }
    if (shown_.running) {
        ImGui::TextColored(palette().dimText, "Running: the figures so far (A %llu, B %llu seeds).",
                           static_cast<unsigned long long>(shown_.doneA),
                           static_cast<unsigned long long>(shown_.doneB));
    } else if (progressA.cancelled || progressB.cancelled) {
        ImGui::TextColored(palette().warningText,
                           "Cancelled: the figures of the seeds run so far (A %llu, B %llu).",
                           static_cast<unsigned long long>(shown_.doneA),
                           static_cast<unsigned long long>(shown_.doneB));
    }
    ImGui::PopTextWrapPos();
    drawComparison(*comparison_);
}

void ReportCompareView::drawControls(EditorState& state, std::uint64_t first, std::uint64_t count,
                                     unsigned jobs) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Parameters B");
    ImGui::SameLine();
    // The field leaves room for the two buttons after it.
    const float buttonWidth = std::max(
        {ImGui::GetFontSize() * 6.0f, flow::buttonWidth("Compare"), flow::buttonWidth("Cancel")});
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    ImGui::PushID("compare path");
    const PathFieldResult field =
        drawPathField(path_, focusPath_, 2.0f * (buttonWidth + spacing) + spacing);
    ImGui::PopID();
    recordControl(Control::Path);
    tooltip(
        "A parameter file, as for 'easylink generate --params': a JSON object of parameters; "
        "those it leaves out take their defaults.");
    if (const auto chosen = browse_.draw(path_, buttonWidth, state)) {
        path_ = chosen->path.string();
    }
    flow::sameLineIfFits(buttonWidth);
    if (running()) {
        if (ImGui::Button("Cancel", {buttonWidth, 0.0f})) {
            cancel();
        }
        recordControl(Control::Cancel);
        tooltip("Stop both batches after the seeds under way; what they ran stays on show.");
        const std::uint64_t done = a_.batch.progress().done + b_.batch.progress().done;
        const std::uint64_t total = a_.batch.progress().total + b_.batch.progress().total;
        ImGui::SameLine();
        report_widgets::seedProgressBar(done, total);
        return;
    }
    const bool clicked = ImGui::Button("Compare", {buttonWidth, 0.0f});
    recordControl(Control::Run);
    tooltip("Run seeds " + std::to_string(first) + " to " +
            std::to_string(first + std::max<std::uint64_t>(count, 1) - 1) +
            " with the session's parameters (A) and with the file (B), in the background.");
    if (clicked || field.entered) {
        run(state, first, count, jobs);
    }
}

// [SECTION] The comparison

void ReportCompareView::drawComparison(const BatchComparison& comparison) {
    const BatchReport& a = *a_.report;
    const BatchReport& b = *b_.report;
    ImGui::Separator();
    // Wrapped: B's path may be long.
    ImGui::PushTextWrapPos(0.0f);
    ImGui::Text("A: the session's parameters, %s success.  B: %s, %s success.",
                percent(a.layoutCount(), a.seedCount()).c_str(), fileB_.c_str(),
                percent(b.layoutCount(), b.seedCount()).c_str());
    ImGui::PopTextWrapPos();
    const std::vector<ParamChange> changes = changedParams(a.params(), b.params());
    if (changes.empty()) {
        wrappedDim("A and B have the same parameters: every difference is chance alone.");
    } else {
        std::string text = "What differs:";
        for (std::size_t i = 0; i < changes.size(); ++i) {
            shown_.changedParams.push_back(changes[i].key);
            text += (i == 0 ? " " : "; ") + changes[i].key + " " + jsonText(changes[i].a) + " -> " +
                    jsonText(changes[i].b);
        }
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextUnformatted(text.c_str());
        ImGui::PopTextWrapPos();
    }
    wrappedDim(
        "Each figure's mean and standard deviation (sd) on both sides, and the difference of the "
        "means B - A with its 95 % interval (Welch's, the batches taken as independent samples). "
        "A highlighted row's interval leaves 0 out: the change moved that figure.");
    drawTable("figures", comparison.figures, shown_.rows);

    shown_.regionsCompared = comparison.regionsCompared;
    ImGui::Spacing();
    if (comparison.regionsCompared) {
        ImGui::TextUnformatted("Region densities (achieved)");
        drawTable("regions", comparison.regions, shown_.regions);
    } else {
        wrappedDim("Region densities are not compared: " + comparison.regionsNote + ".");
    }
    ImGui::Spacing();
    const bool open = ImGui::CollapsingHeader("Histograms side by side");
    recordControl(Control::Histograms);
    if (open) {
        drawHistograms(comparison);
    }
}

void ReportCompareView::drawTable(const char* id, const std::vector<FigureComparison>& figures,
                                  std::vector<ShownRow>& shown) {
    constexpr ImGuiTableFlags kFlags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV |
                                       ImGuiTableFlags_BordersOuterH |
                                       ImGuiTableFlags_SizingFixedFit;
    // Every cell's text first, so that the columns can be fitted to the
    // panel (table_column_fit.hpp): the figure, B - A and its interval
    // always show; in a narrow panel the standard deviations go first, then
    // the means, and the figure's tooltip says them.
    struct Column {
        const char* label;
        int priority;
    };
    static constexpr Column kColumns[] = {{"figure", 0},       {"A mean", 1}, {"A sd", 2},
                                          {"B mean", 1},       {"B sd", 2},   {"B - A", 0},
                                          {"95 % interval", 0}};
    constexpr std::size_t kColumnCount = std::size(kColumns);
    std::vector<std::array<std::string, kColumnCount>> cells;
    std::vector<ColumnNeed> needs;
    for (const Column& column : kColumns) {
        needs.push_back({ImGui::CalcTextSize(column.label).x, column.priority});
    }
    for (const FigureComparison& figure : figures) {
        const int decimals = decimalsOf(figure);
        std::array<std::string, kColumnCount> row;
        row[0] = figure.title;
        std::size_t at = 1;
        for (const FigureDistribution* side : {&figure.a, &figure.b}) {
            row[at++] = side->empty() ? "-" : fixed(side->mean(), decimals);
            row[at++] = side->empty() ? "-" : fixed(side->standardDeviation(), decimals);
        }
        row[5] = figure.difference ? signedFixed(figure.difference->mean, decimals) : "-";
        row[6] = figure.difference && figure.difference->interval95
                     ? fixed(figure.difference->interval95->first, decimals) + " to " +
                           fixed(figure.difference->interval95->second, decimals)
                 : figure.difference ? "-"
                                     : "";
        for (std::size_t column = 0; column < kColumnCount; ++column) {
            needs[column].contentWidth =
                std::max(needs[column].contentWidth, ImGui::CalcTextSize(row[column].c_str()).x);
        }
        cells.push_back(std::move(row));
    }
    const std::vector<bool> fits =
        columnsThatFit(needs, tableAvailableWidth(false), tableColumnPadding());
    const bool allShown = std::find(fits.begin(), fits.end(), false) == fits.end();

    if (!ImGui::BeginTable(id, static_cast<int>(kColumnCount), kFlags)) {
        return;
    }
    for (std::size_t column = 0; column < kColumnCount; ++column) {
        setupFittedColumn(kColumns[column].label, fits[column]);
    }
    ImGui::TableHeadersRow();
    const ImU32 highlight = ImGui::GetColorU32(ImGuiCol_TextSelectedBg, 0.6f);
    for (std::size_t index = 0; index < figures.size(); ++index) {
        const FigureComparison& figure = figures[index];
        const std::array<std::string, kColumnCount>& row = cells[index];
        ShownRow shownRow;
        shownRow.key = figure.key;
        shownRow.title = figure.title;
        shownRow.countA = figure.a.count();
        shownRow.countB = figure.b.count();
        if (!figure.a.empty()) {
            shownRow.meanA = figure.a.mean();
        }
        if (!figure.b.empty()) {
            shownRow.meanB = figure.b.mean();
        }
        if (figure.difference) {
            shownRow.difference = figure.difference->mean;
            shownRow.interval95 = figure.difference->interval95;
            shownRow.excludesZero = figure.difference->excludesZero();
        }
        ImGui::TableNextRow();
        if (shownRow.excludesZero) {
            ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg1, highlight);
        }
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(row[0].c_str());
        std::string about = figure.title + " (" + figure.unit + "), over the " + figure.over +
                            ": A " + std::to_string(shownRow.countA) + ", B " +
                            std::to_string(shownRow.countB) + ".";
        if (figure.region) {
            about +=
                " Asked: A " + fixed(figure.askedA, 3) + ", B " + fixed(figure.askedB, 3) + ".";
        }
        if (!allShown) {
            about +=
                " Mean and sd: A " + row[1] + ", " + row[2] + "; B " + row[3] + ", " + row[4] + ".";
        }
        tooltip(about);
        for (std::size_t column = 1; column <= 4; ++column) {
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(row[column].c_str());
        }
        ImGui::TableNextColumn();
        if (figure.difference) {
            if (shownRow.excludesZero) {
                ImGui::TextColored(palette().okText, "%s", row[5].c_str());
            } else {
                ImGui::TextUnformatted(row[5].c_str());
            }
        } else {
            ImGui::TextColored(palette().dimText, "-");
            tooltip("One side has no value of this figure.");
        }
        ImGui::TableNextColumn();
        if (figure.difference && figure.difference->interval95) {
            ImGui::TextUnformatted(row[6].c_str());
            tooltip(shownRow.excludesZero
                        ? "The interval leaves 0 out: the change moved this figure."
                        : "The interval holds 0: this many seeds cannot tell the two apart.");
        } else if (figure.difference) {
            ImGui::TextColored(palette().dimText, "-");
            tooltip("A side has a single value, which says nothing of its spread.");
        }
        shown.push_back(std::move(shownRow));
    }
    ImGui::EndTable();
}

void ReportCompareView::drawHistograms(const BatchComparison& comparison) {
    if (!ImGui::BeginTable("histograms", 3, ImGuiTableFlags_SizingStretchProp)) {
        return;
    }
    ImGui::TableSetupColumn("figure", ImGuiTableColumnFlags_WidthStretch, 0.6f);
    ImGui::TableSetupColumn("A", ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableSetupColumn("B", ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableHeadersRow();
    int index = 0;
    const auto sideBySide = [&](const FigureComparison& figure) {
        ImGui::PushID(index++);
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(figure.title.c_str());
        ImGui::TableNextColumn();
        drawFigureHistogram("a", figure.a, figure.unit, figure.over);
        ImGui::TableNextColumn();
        drawFigureHistogram("b", figure.b, figure.unit, figure.over);
        ++shown_.histogramPairs;
        ImGui::PopID();
    };
    for (const FigureComparison& figure : comparison.figures) {
        sideBySide(figure);
    }
    for (const FigureComparison& figure : comparison.regions) {
        sideBySide(figure);
    }
    ImGui::EndTable();
}

}  // namespace easylink::ui
