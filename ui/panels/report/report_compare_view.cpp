#include "panels/report/report_compare_view.hpp"

#include <algorithm>
#include <array>
#include <cfloat>
#include <cmath>
#include <iterator>
#include <limits>
#include <utility>

#include <imgui_stdlib.h>

#include "dialogs/path_field.hpp"
#include "document/editor_state.hpp"
#include "easylink/generation/generator_params.hpp"
#include "easylink/io/problem.hpp"
#include "easylink/report/report_text.hpp"
#include "panels/report/report_quality_view.hpp"
#include "panels/report/report_widgets.hpp"
#include "session/generation_session.hpp"
#include "widgets/flow_layout.hpp"
#include "widgets/table_column_fit.hpp"
#include "widgets/theme.hpp"
#include "widgets/tooltip.hpp"

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
std::optional<Problem> firstError(const EasylinkParams& params, const Catalogue& catalogue) {
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

// The columns of the comparison table; the figure, B - A and its interval
// (priority 0) always show, the others as the panel's width allows.
struct CompareColumn {
    const char* label;
    int priority;
};
constexpr CompareColumn kCompareColumns[] = {{"figure", 0},       {"A mean", 1}, {"A sd", 2},
                                             {"B mean", 1},       {"B sd", 2},   {"B - A", 0},
                                             {"95 % interval", 0}};
constexpr std::size_t kCompareColumnCount = std::size(kCompareColumns);
using CellRow = std::array<std::string, kCompareColumnCount>;

/// The text of every cell of `figure`'s row.
CellRow cellsOf(const FigureComparison& figure) {
    const int decimals = decimalsOf(figure);
    CellRow row;
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
    return row;
}

/// What the row of `figure` shows, as tests read it.
ReportCompareView::ShownRow shownRowOf(const FigureComparison& figure) {
    ReportCompareView::ShownRow shownRow;
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
    return shownRow;
}

/// The cells of one row of the comparison table, with their tooltips; the
/// figure's tooltip gives the means and sds when a column of them is hidden.
void drawComparisonRow(const FigureComparison& figure, const CellRow& row,
                       const ReportCompareView::ShownRow& shownRow, bool allShown) {
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(row[0].c_str());
    std::string about = figure.title + " (" + figure.unit + "), over the " + figure.over + ": A " +
                        std::to_string(shownRow.countA) + ", B " + std::to_string(shownRow.countB) +
                        ".";
    if (figure.region) {
        about += " Asked: A " + fixed(figure.askedA, 3) + ", B " + fixed(figure.askedB, 3) + ".";
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
}

std::string jsonText(const Json& value) {
    return value.is_null()     ? "(absent)"
           : value.is_string() ? value.get<std::string>()
                               : value.dump();
}

/// The keys B can be given one at a time: every parameter but the regions
/// (a list of rects, which a parameter file gives).
const std::vector<std::string_view>& editableKeys() {
    static const std::vector<std::string_view> keys = [] {
        std::vector<std::string_view> found;
        for (const ParamInfo& info : paramInfo()) {
            if (info.key != "regions") {
                found.push_back(info.key);
            }
        }
        return found;
    }();
    return keys;
}

/// A parameter's value as text for the value field: a list as its names
/// joined by commas, as the command line takes it.
std::string valueAsText(const Json& value) {
    if (value.is_array()) {
        std::string text;
        for (const Json& item : value) {
            text += (text.empty() ? "" : ",") + jsonText(item);
        }
        return text;
    }
    return value.is_null() ? std::string() : jsonText(value);
}

}  // namespace

ReportCompareView::ReportCompareView()
    : browse_(NativeFileChooser::Purpose::Open, "Choose the parameter file B",
              {{"Parameter files (*.json)", {".json"}}, {"All files (*)", {}}}) {}

// [SECTION] Parameters B

EasylinkParams ReportCompareView::paramsB(const EasylinkParams& a) const {
    // Every key was checked when it was set, so none is a problem here.
    std::vector<Problem> problems;
    return paramsFromJson(keysOfB_, a, problems);
}

std::string ReportCompareView::loadFile(const EditorState& state) {
    if (path_.find_first_not_of(" \t") == std::string::npos) {
        return "Type the path of a parameter file, or Browse for it.";
    }
    const ParsedJson parsed = readJsonFile(path_);
    if (!parsed.ok()) {
        return formatProblem(path_, *parsed.error);
    }
    if (!parsed.value.is_object()) {
        return path_ + ": a parameter file is a JSON object of parameters";
    }
    // B as `--params` reads a file, but over A's parameters: a file of one
    // key changes that key alone.
    std::vector<Problem> problems;
    const EasylinkParams b =
        paramsFromJson(parsed.value, state.generation().settings().params(), problems);
    if (!problems.empty()) {
        return formatProblem(path_, problems.front());
    }
    for (const Problem& problem : validateParams(b)) {
        if (problem.severity == Severity::Error) {
            return formatProblem(path_, problem);
        }
    }
    keysOfB_ = parsed.value;
    loadedPath_ = path_;
    valueFollowsB_ = true;
    return {};
}

std::string ReportCompareView::setKeyOfB(const EditorState& state, std::string_view key,
                                         std::string_view value) {
    const EasylinkParams a = state.generation().settings().params();
    EasylinkParams b = paramsB(a);
    if (auto error = easylink::setParam(b, key, value)) {
        return *error;
    }
    const Json values = paramsToJson(b);
    const std::string name(key);
    if (const auto found = values.find(name); found != values.end()) {
        keysOfB_[name] = *found;
    } else {
        // An optional parameter left unset (a target cleared): B goes back
        // to A's unless A sets it.
        keysOfB_.erase(name);
        if (paramsToJson(a).contains(name)) {
            keysOfB_[name] = nullptr;
        }
    }
    return {};
}

void ReportCompareView::resetB() {
    keysOfB_ = Json::object();
    loadedPath_.clear();
    valueFollowsB_ = true;
    message_.clear();
}

// [SECTION] Running

std::string ReportCompareView::run(EditorState& state, std::uint64_t first, std::uint64_t count,
                                   unsigned jobs) {
    const auto refuse = [&](std::string why) {
        message_ = std::move(why);
        return message_;
    };
    const CatalogueDocument* document = state.document().current();
    if (document == nullptr) {
        return refuse("No catalogue is open; open one to compare parameters on it.");
    }
    if (countErrors(document->problems) > 0) {
        return refuse("The catalogue has errors; fix them (see the Problems panel) first.");
    }
    count = std::max<std::uint64_t>(count, 1);
    if (first > std::numeric_limits<std::uint64_t>::max() - (count - 1)) {
        return refuse("The seeds run past the largest seed; start from a smaller first seed.");
    }
    std::optional<Catalogue> catalogue = state.session().catalogueForGeneration();
    if (!catalogue) {
        return refuse("The catalogue cannot be used for generation.");
    }
    const EasylinkParams paramsA = state.generation().settings().params();
    if (const auto problem = firstError(paramsA, *catalogue)) {
        return refuse("The session's parameters (A) are invalid: " +
                      (problem->pointer.empty() ? "" : problem->pointer + ": ") + problem->message);
    }
    // A file typed in but not loaded yet is what B is meant to be.
    if (path_.find_first_not_of(" \t") != std::string::npos && path_ != loadedPath_) {
        if (std::string why = loadFile(state); !why.empty()) {
            return refuse(std::move(why));
        }
    }
    const EasylinkParams paramsB = this->paramsB(paramsA);
    if (const auto problem = firstError(paramsB, *catalogue)) {
        return refuse("Parameters B are invalid: " +
                      (problem->pointer.empty() ? "" : problem->pointer + ": ") + problem->message);
    }

    message_.clear();
    scrollToComparison_ = true;
    fileB_ = loadedPath_.empty() ? "A's parameters with B's keys" : loadedPath_ + " over A's";
    catalogueWatch_.restart(state.notices(), {Change::Catalogue});
    paramsA_ = paramsToJson(paramsA);
    paramsWatch_.restart(state.notices(), {Change::Parameters});
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
    if (paramsWatch_.take()) {
        paramsDiffer_ = paramsToJson(session.settings().params()) != paramsA_;
    }
    shown_.stale = paramsDiffer_ || catalogueWatch_.changed();
}

// [SECTION] Test hooks

std::optional<ImVec2> ReportCompareView::controlCentre(Control control) const {
    if (control == Control::Browse) {
        return browse_.centre();
    }
    return controls_.centreOf(control);
}

// [SECTION] Frame

void ReportCompareView::draw(EditorState& state, std::uint64_t first, std::uint64_t count,
                             unsigned jobs) {
    controls_.clear();
    keyChoices_.clear();
    differenceLines_.clear();
    tableRows_.clear();
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
        "Run the seeds above twice: with the session's parameters (A) and with parameters B "
        "(a copy of A with the keys you set, or those of a parameter file, over it), and set "
        "the figures side by side, as 'easylink report --compare' does.");
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
    drawParamsB(state);
    const float buttonWidth = std::max(
        {ImGui::GetFontSize() * 6.0f, flow::buttonWidth("Run"), flow::buttonWidth("Cancel")});
    if (running()) {
        if (ImGui::Button("Cancel", {buttonWidth, 0.0f})) {
            cancel();
        }
        controls_.recordLastItem(Control::Cancel);
        tooltip("Stop both batches after the seeds under way; what they ran stays on show.");
        const std::uint64_t done = a_.batch.progress().done + b_.batch.progress().done;
        const std::uint64_t total = a_.batch.progress().total + b_.batch.progress().total;
        ImGui::SameLine();
        report_widgets::seedProgressBar(done, total);
        return;
    }
    const bool clicked = ImGui::Button("Run", {buttonWidth, 0.0f});
    controls_.recordLastItem(Control::Run);
    tooltip("Run seeds " + std::to_string(first) + " to " +
            std::to_string(first + std::max<std::uint64_t>(count, 1) - 1) +
            " with the session's parameters (A) and with B, in the background, and compare.");
    if (clicked) {
        run(state, first, count, jobs);
    }
}

void ReportCompareView::drawParamsB(EditorState& state) {
    const EasylinkParams a = state.generation().settings().params();
    const std::vector<std::string_view>& keys = editableKeys();
    keyChoice_ = std::min(keyChoice_, keys.size() - 1);
    const std::string key(keys[keyChoice_]);
    if (valueFollowsB_) {
        valueText_ = valueAsText(paramsToJson(paramsB(a)).value(key, Json()));
    }

    // One key of B at a time: the key, its value, Set.
    const float buttonWidth = ImGui::GetFontSize() * 6.0f;
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("B sets");
    flow::sameLineIfFits(ImGui::GetFontSize() * 11.0f);
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 11.0f);
    if (ImGui::BeginCombo("##b_key", key.c_str(), ImGuiComboFlags_HeightLarge)) {
        for (std::size_t i = 0; i < keys.size(); ++i) {
            const std::string name(keys[i]);
            if (ImGui::Selectable(name.c_str(), i == keyChoice_)) {
                keyChoice_ = i;
                valueFollowsB_ = true;
            }
            keyChoices_.recordLastItem(name);
        }
        ImGui::EndCombo();
    }
    controls_.recordLastItem(Control::Key);
    tooltip("The parameter B changes; B starts as a copy of A (the session's parameters).");
    flow::sameLineIfFits(ImGui::GetFontSize() * 10.0f);
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10.0f);
    const bool entered =
        ImGui::InputText("##b_value", &valueText_, ImGuiInputTextFlags_EnterReturnsTrue);
    if (ImGui::IsItemEdited()) {
        valueFollowsB_ = false;
    }
    controls_.recordLastItem(Control::Value);
    tooltip("The value, as on the command line: 0.45, widest, a list as names with commas.");
    flow::sameLineIfFits(buttonWidth * 0.6f);
    const bool set = ImGui::Button("Set", {buttonWidth * 0.6f, 0.0f});
    controls_.recordLastItem(Control::Set);
    tooltip("Give B this value of " + key + ".");
    if (set || entered) {
        message_ = setKeyOfB(state, key, valueText_);
        if (message_.empty()) {
            valueFollowsB_ = true;
        }
    }
    flow::sameLineIfFits(buttonWidth);
    ImGui::BeginDisabled(keysOfB_.empty());
    if (ImGui::Button("Copy A", {buttonWidth, 0.0f})) {
        resetB();
    }
    ImGui::EndDisabled();
    controls_.recordLastItem(Control::ResetB);
    ui::tooltip("Make B a copy of A again: forget the keys B sets.");

    // Or the keys of a parameter file, over A's.
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("or a file");
    ImGui::SameLine();
    // The field leaves room for Browse and Load after it.
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    ImGui::PushID("compare path");
    const PathFieldResult field =
        drawPathField(path_, focusPath_, buttonWidth * 1.6f + 3.0f * spacing);
    ImGui::PopID();
    controls_.recordLastItem(Control::Path);
    tooltip(
        "A parameter file, as for 'easylink generate --params': a JSON object of parameters. B "
        "takes its keys over A's parameters; those it leaves out stay as A has them.");
    if (const auto chosen = browse_.draw(path_, buttonWidth, state)) {
        path_ = chosen->path.string();
    }
    flow::sameLineIfFits(buttonWidth * 0.6f);
    const bool load = ImGui::Button("Load", {buttonWidth * 0.6f, 0.0f});
    controls_.recordLastItem(Control::Load);
    tooltip("Make B A's parameters with this file's keys over them.");
    if (load || field.entered) {
        message_ = loadFile(state);
    }
    drawDifferences(a, paramsB(a));
}

void ReportCompareView::drawDifferences(const EasylinkParams& a, const EasylinkParams& b) {
    const std::vector<ParamChange> changes = changedParams(a, b);
    for (const ParamChange& change : changes) {
        shown_.differences.push_back(change.key + ": " + jsonText(change.a) + " -> " +
                                     jsonText(change.b));
    }
    if (changes.empty()) {
        wrappedDim(
            "B is a copy of A: nothing differs, so every difference Run finds is chance "
            "alone. Set a key of B, or load a file.");
        return;
    }
    ImGui::TextUnformatted(
        changes.size() == 1
            ? "What differs (1 parameter):"
            : ("What differs (" + std::to_string(changes.size()) + " parameters):").c_str());
    constexpr ImGuiTableFlags kFlags =
        ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_SizingFixedFit;
    if (!ImGui::BeginTable("differences", 3, kFlags)) {
        return;
    }
    ImGui::TableSetupColumn("parameter");
    ImGui::TableSetupColumn("A");
    ImGui::TableSetupColumn("B");
    ImGui::TableHeadersRow();
    for (std::size_t i = 0; i < changes.size(); ++i) {
        const ParamChange& change = changes[i];
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(change.key.c_str());
        differenceLines_.recordLastItem(shown_.differences[i]);
        for (const Json* value : {&change.a, &change.b}) {
            ImGui::TableNextColumn();
            const std::string text = jsonText(*value);
            ImGui::TextUnformatted(text.c_str());
            if (text.size() > 40) {
                tooltip(text);
            }
        }
    }
    ImGui::EndTable();
}

// [SECTION] The comparison

void ReportCompareView::drawComparison(const BatchComparison& comparison) {
    const BatchReport& a = *a_.report;
    const BatchReport& b = *b_.report;
    ImGui::Separator();
    if (std::exchange(scrollToComparison_, false)) {
        // Run was pressed: the figures come into view, under the controls.
        ImGui::SetScrollHereY(0.0f);
    }
    // Wrapped: B's path may be long.
    ImGui::PushTextWrapPos(0.0f);
    ImGui::Text("A: the session's parameters, %s success.  B: %s, %s success.",
                percent(a.layoutCount(), a.seedCount()).c_str(), fileB_.c_str(),
                percent(b.layoutCount(), b.seedCount()).c_str());
    ImGui::PopTextWrapPos();
    const std::vector<ParamChange> changes = changedParams(a.params(), b.params());
    std::vector<std::string> ranWith;
    for (const ParamChange& change : changes) {
        shown_.changedParams.push_back(change.key);
        ranWith.push_back(change.key + ": " + jsonText(change.a) + " -> " + jsonText(change.b));
    }
    if (changes.empty()) {
        wrappedDim("A and B have the same parameters: every difference is chance alone.");
    } else if (ranWith != shown_.differences) {
        // B was changed since Run: say what these figures compare (the
        // list above says what the next Run would).
        std::string text = "These figures compare:";
        for (std::size_t i = 0; i < changes.size(); ++i) {
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
    controls_.recordLastItem(Control::Histograms);
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
    std::vector<CellRow> cells;
    std::vector<ColumnNeed> needs;
    for (const CompareColumn& column : kCompareColumns) {
        needs.push_back({ImGui::CalcTextSize(column.label).x, column.priority});
    }
    for (const FigureComparison& figure : figures) {
        CellRow row = cellsOf(figure);
        for (std::size_t column = 0; column < kCompareColumnCount; ++column) {
            needs[column].contentWidth =
                std::max(needs[column].contentWidth, ImGui::CalcTextSize(row[column].c_str()).x);
        }
        cells.push_back(std::move(row));
    }
    const std::vector<bool> fits =
        columnsThatFit(needs, tableAvailableWidth(false), tableColumnPadding());
    const bool allShown = std::find(fits.begin(), fits.end(), false) == fits.end();

    if (!ImGui::BeginTable(id, static_cast<int>(kCompareColumnCount), kFlags)) {
        return;
    }
    for (std::size_t column = 0; column < kCompareColumnCount; ++column) {
        setupFittedColumn(kCompareColumns[column].label, fits[column]);
    }
    ImGui::TableHeadersRow();
    const ImU32 highlight = ImGui::GetColorU32(ImGuiCol_TextSelectedBg, 0.6f);
    for (std::size_t index = 0; index < figures.size(); ++index) {
        const FigureComparison& figure = figures[index];
        ShownRow shownRow = shownRowOf(figure);
        ImGui::TableNextRow();
        if (shownRow.excludesZero) {
            ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg1, highlight);
        }
        drawComparisonRow(figure, cells[index], shownRow, allShown);
        tableRows_.recordLastItem(std::string(id) + "/" + shownRow.key);
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
