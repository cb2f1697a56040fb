#include "panels/log_panel.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <iterator>
#include <string>
#include <string_view>

#include "document/editor_state.hpp"
#include "session/generation_session.hpp"
#include "shell/shortcuts.hpp"
#include "widgets/flow_layout.hpp"
#include "widgets/numbering.hpp"
#include "widgets/theme.hpp"
#include "widgets/tooltip.hpp"

namespace easylink::ui {
namespace {

char lower(char c) {
    return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
}

bool containsIgnoringCase(std::string_view haystack, std::string_view needle) {
    if (needle.empty()) {
        return true;
    }
    return std::search(haystack.begin(), haystack.end(), needle.begin(), needle.end(),
                       [](char a, char b) { return lower(a) == lower(b); }) != haystack.end();
}

/// Entry `option` of the phase combo: 0 is "All phases", then each phase.
std::string phaseOption(int option) {
    return option == 0 ? "All phases" : std::string(toString(static_cast<Phase>(option - 1)));
}

/// Entry `option` of the grower combo: 0 is "All growers", then each grower.
std::string growerOption(int option) {
    return option == 0 ? "All growers" : std::string(toString(static_cast<GrowerKind>(option - 1)));
}

/// True for a SlotResolved event some of whose slots nothing could fill:
/// the log shows it in the warning colour, as the problems it carries are.
bool resolvedWithProblems(const GenerationSession& session, const Event& event) {
    const Resolution* resolution = session.cursor().resolution();
    if (event.kind != EventKind::SlotResolved || resolution == nullptr || event.count < 0 ||
        static_cast<std::size_t>(event.count) >= resolution->nodes.size()) {
        return false;
    }
    for (const int node : resolution->subtree(event.count)) {
        if (!resolution->node(node).problem.empty()) {
            return true;
        }
    }
    return false;
}

// The cell padding above and below an event's text.
constexpr float kRowPaddingY = 1.0f;

// Rows Find matches are tinted with this.
constexpr ImU32 kMatchRowColour = IM_COL32(90, 170, 240, 60);

}  // namespace

LogPanel::KindGroup LogPanel::groupOf(EventKind kind) {
    switch (kind) {
        case EventKind::CandidateRejected: return KindGroup::Rejections;
        case EventKind::AttemptFailed:
        case EventKind::Finished: return KindGroup::Outcomes;
        case EventKind::SlotResolved: return KindGroup::Slots;
        // A new attempt clears the layout, but the log shows it where it
        // reads best: among the boundaries of the run.
        case EventKind::AttemptStarted: return KindGroup::Boundaries;
        default: return isMutation(kind) ? KindGroup::Mutations : KindGroup::Boundaries;
    }
}

bool LogPanel::Filter::accepts(const Event& event) const {
    if (phase && event.phase != *phase) {
        return false;
    }
    if (grower && event.grower != grower) {
        return false;
    }
    if (!kinds[static_cast<std::size_t>(groupOf(event.kind))]) {
        return false;
    }
    if (kind && event.kind != *kind) {
        return false;
    }
    if (rejectedOnly && event.kind != EventKind::CandidateRejected) {
        return false;
    }
    return containsIgnoringCase(event.text, text);
}

LogPanel::LogPanel() : Panel(kTitle, PanelSlot::Bottom) {}

void LogPanel::setFilter(const Filter& filter) {
    filter_ = filter;
    std::snprintf(textBuffer_, sizeof textBuffer_, "%s", filter_.text.c_str());
    filter_.text = textBuffer_;  // as long as the text box can hold
}

void LogPanel::setSearch(std::string_view text) {
    std::snprintf(searchBuffer_, sizeof searchBuffer_, "%.*s", static_cast<int>(text.size()),
                  text.data());
    search_ = searchBuffer_;
}

std::string LogPanel::matchSummary(std::size_t step) const {
    if (search_.empty()) {
        return "";
    }
    if (matches_.empty()) {
        return "No match";
    }
    const std::size_t total = matches_.size();
    const std::string plural = total == 1 ? " match" : " matches";
    // Matches up to the current event (the one before the step).
    const std::size_t upTo =
        step == 0
            ? 0
            : static_cast<std::size_t>(
                  std::upper_bound(matches_.begin(), matches_.end(), step - 1) - matches_.begin());
    if (upTo == 0) {
        return std::to_string(total) + plural;
    }
    return std::to_string(upTo) + " of " + std::to_string(total) + plural;
}

std::optional<std::size_t> LogPanel::findNext(GenerationSession& session, bool forward) {
    if (matches_.empty()) {
        return std::nullopt;
    }
    // The current event is the one before the step; step 0 has none.
    const std::size_t step = session.cursor().step();
    std::size_t target = 0;
    if (forward) {
        const auto next = std::lower_bound(matches_.begin(), matches_.end(), step);
        target = next != matches_.end() ? *next : matches_.front();
    } else {
        const auto current = step == 0
                                 ? matches_.begin()
                                 : std::lower_bound(matches_.begin(), matches_.end(), step - 1);
        target = current != matches_.begin() ? *std::prev(current) : matches_.back();
    }
    session.cursor().pause();
    session.cursor().setStep(stepOfEvent(eventNumber(target)));
    return target;
}

std::optional<ImVec2> LogPanel::rowCentre(std::size_t index) const {
    for (const DrawnRow& row : drawnRows()) {
        if (row.index == index) {
            return row.centre();
        }
    }
    return std::nullopt;
}

std::optional<ImVec2> LogPanel::controlCentre(Control control) const {
    return controls_.centreOf(control);
}

std::optional<ImVec2> LogPanel::optionCentre(Control combo, int option) const {
    return options_.centreOf(std::pair{combo, option});
}

bool LogPanel::refresh(const GenerationSession& session) {
    const GenerationRun* run = session.run();
    const Timeline* timeline = session.cursor().timeline();
    const std::uint64_t runId = run != nullptr ? run->id : 0;
    const std::size_t total = timeline != nullptr ? timeline->size() : 0;
    if (listBuilt_ && runId == listRunId_ && timeline == listTimeline_ && total == totalEvents_ &&
        filter_ == listFilter_) {
        return false;
    }
    shown_.clear();
    if (timeline != nullptr) {
        const std::vector<Event>& events = timeline->events();
        for (std::size_t i = 0; i < events.size(); ++i) {
            if (filter_.accepts(events[i])) {
                shown_.push_back(i);
            }
        }
    }
    totalEvents_ = total;
    listRunId_ = runId;
    listTimeline_ = timeline;
    listFilter_ = filter_;
    listBuilt_ = true;
    ++rebuilds_;
    return true;
}

void LogPanel::drawContent(EditorState& state) {
    controls_.clear();
    options_.clear();
    GenerationSession& session = state.generation();
    const bool rebuilt = refresh(session);
    if (session.cursor().timeline() == nullptr) {
        ImGui::TextColored(palette().dimText, "No run yet: generate a layout to see its events.");
        seenStep_.reset();
        return;
    }
    // Part of the timeline area: Ctrl+G here goes to a step (shortcuts.hpp).
    claimKeys(KeyScope::TimelineArea);

    refreshMatches(session);
    const float top = ImGui::GetCursorPosY();
    drawFilters();
    drawFindRow(session);
    controlsHeight_ = ImGui::GetCursorPosY() - top;
    // Filters edited in this frame show from the next one; the list and the
    // count above stay consistent with each other meanwhile.
    const bool follow = rebuilt || seenStep_ != session.cursor().step();
    drawEventTable(session, follow);
    seenStep_ = session.cursor().step();
}

float LogPanel::minimumHeight() const {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float controlRow = ImGui::GetFrameHeight() + style.ItemSpacing.y;
    const float controls = controlsHeight_.value_or(2.0f * controlRow);
    // The header, the rows (compact: kRowPaddingY) and one more, since the
    // list scrolls to put the current event in the middle and rows at both
    // ends may show in part, and the table's outer border.
    const float rows =
        static_cast<float>(kMinimumRows + 2) * (ImGui::GetTextLineHeight() + 2.0f * kRowPaddingY);
    return style.WindowPadding.y * 2.0f + controls + rows + 2.0f;
}

void LogPanel::drawFilters() {
    ImGui::AlignTextToFramePadding();
    ImGui::Text("%zu of %zu events", shown_.size(), totalEvents_);
    const float comboWidth = ImGui::GetFontSize() * 10.0f;
    const auto combo = [&](Control control, const char* id, int count, int current,
                           std::string (*label)(int)) -> std::optional<int> {
        std::optional<int> chosen;
        const ImVec2 min = ImGui::GetCursorScreenPos();
        ImGui::SetNextItemWidth(comboWidth);
        if (ImGui::BeginCombo(id, label(current).c_str())) {
            for (int option = 0; option <= count; ++option) {
                if (ImGui::Selectable(label(option).c_str(), option == current)) {
                    chosen = option;
                }
                options_.recordLastItem({control, option});
                if (option == current) {
                    ImGui::SetItemDefaultFocus();
                }
            }
            ImGui::EndCombo();
        }
        controls_.record(control, {min, {min.x + comboWidth, min.y + ImGui::GetFrameHeight()}});
        return chosen;
    };

    const int phase = filter_.phase ? static_cast<int>(*filter_.phase) + 1 : 0;
    flow::sameLineIfFits(comboWidth);
    if (const auto chosen = combo(Control::Phase, "##phase", kPhaseCount, phase, phaseOption)) {
        filter_.phase =
            *chosen == 0 ? std::nullopt : std::optional<Phase>(static_cast<Phase>(*chosen - 1));
    }
    ui::tooltip("Show the events of one phase only");
    flow::sameLineIfFits(comboWidth);
    const int grower = filter_.grower ? static_cast<int>(*filter_.grower) + 1 : 0;
    if (const auto chosen =
            combo(Control::Grower, "##grower", kGrowerCount, grower, growerOption)) {
        filter_.grower = *chosen == 0
                             ? std::nullopt
                             : std::optional<GrowerKind>(static_cast<GrowerKind>(*chosen - 1));
    }
    ui::tooltip("Show the events of one grower's turns only");

    struct Toggle {
        Control control;
        KindGroup group;
        const char* label;
        const char* tooltip;
    };
    static constexpr Toggle kToggles[] = {
        {Control::Mutations, KindGroup::Mutations, "Mutations",
         "Rooms and corridors added, removed, moved or linked"},
        {Control::Rejections, KindGroup::Rejections, "Rejections",
         "Candidates a grower tried and rejected, with the reason"},
        {Control::Boundaries, KindGroup::Boundaries, "Boundaries",
         "Attempts, phases, rounds and grower turns beginning and ending"},
        {Control::Outcomes, KindGroup::Outcomes, "Outcomes", "Failed attempts and the finish"},
        {Control::Slots, KindGroup::Slots, "Slots",
         "Rooms and corridors phase 2 filled with modules, with the problems met"},
    };
    for (const Toggle& toggle : kToggles) {
        flow::sameLineIfFits(flow::checkboxWidth(toggle.label));
        ImGui::Checkbox(toggle.label, &filter_.kinds[static_cast<std::size_t>(toggle.group)]);
        controls_.recordLastItem(toggle.control);
        ui::tooltip(toggle.tooltip);
    }

    // The text filter takes the rest of the row, or a row of its own when
    // too little is left for its hint.
    flow::sameLineIfFits(flow::textWidth("Filter by text") + ImGui::GetFontSize() * 4.0f);
    ImGui::SetNextItemWidth(-1.0f);
    if (ImGui::InputTextWithHint("##text", "Filter by text", textBuffer_, sizeof textBuffer_)) {
        filter_.text = textBuffer_;
    }
    controls_.recordLastItem(Control::Text);
}

void LogPanel::refreshMatches(const GenerationSession& session) {
    // Find looks among the shown events; it follows the list and the search.
    if (search_ == matchesFor_ && rebuilds_ == matchesRebuild_) {
        return;
    }
    matches_.clear();
    if (!search_.empty() && session.cursor().timeline() != nullptr) {
        for (const std::size_t index : shown_) {
            if (containsIgnoringCase(session.cursor().timeline()->event(index).text, search_)) {
                matches_.push_back(index);
            }
        }
    }
    matchesFor_ = search_;
    matchesRebuild_ = rebuilds_;
}

void LogPanel::drawFindRow(GenerationSession& session) {
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 16.0f);
    const bool entered =
        ImGui::InputTextWithHint("##find", "Find in the events", searchBuffer_,
                                 sizeof searchBuffer_, ImGuiInputTextFlags_EnterReturnsTrue);
    search_ = searchBuffer_;
    if (entered) {
        refreshMatches(session);
        findNext(session, true);  // Enter: the next match
    }
    controls_.recordLastItem(Control::Find);
    ui::tooltip(std::string("Highlight the listed events whose sentence contains this text (any "
                            "case); ") +
                shortcutLabel(Shortcut::Confirm) + " goes to the next one");
    flow::sameLineIfFits(flow::buttonWidth("<") * 2.0f + ImGui::GetStyle().ItemSpacing.x);
    ImGui::BeginDisabled(matches_.empty());
    if (ImGui::SmallButton("<##find")) {
        findNext(session, false);
    }
    controls_.recordLastItem(Control::FindPrevious);
    ui::tooltip("Move the timeline to the previous match (wraps around)");
    ImGui::SameLine();
    if (ImGui::SmallButton(">##find")) {
        findNext(session, true);
    }
    controls_.recordLastItem(Control::FindNext);
    ui::tooltip(std::string("Move the timeline to the next match (wraps around; ") +
                shortcutLabel(Shortcut::Confirm) + " in the box)");
    ImGui::EndDisabled();
    const std::string summary = matchSummary(session.cursor().step());
    flow::sameLineIfFits(flow::textWidth(summary.c_str()));
    ImGui::TextColored(palette().dimText, "%s", summary.empty() ? "" : summary.c_str());

    // One kind of event, and rejected candidates only.
    const float comboWidth = ImGui::GetFontSize() * 10.0f;
    flow::sameLineIfFits(flow::textWidth("|"));
    ImGui::TextDisabled("|");
    flow::sameLineIfFits(comboWidth);
    const ImVec2 min = ImGui::GetCursorScreenPos();
    ImGui::SetNextItemWidth(comboWidth);
    const std::string current =
        filter_.kind ? std::string(toString(*filter_.kind)) : std::string("All kinds");
    if (ImGui::BeginCombo("##kind", current.c_str())) {
        if (ImGui::Selectable("All kinds", !filter_.kind.has_value())) {
            filter_.kind.reset();
        }
        options_.recordLastItem({Control::Kind, 0});
        for (int k = 0; k <= static_cast<int>(EventKind::TilesChanged); ++k) {
            const auto kind = static_cast<EventKind>(k);
            if (ImGui::Selectable(std::string(toString(kind)).c_str(), filter_.kind == kind)) {
                filter_.kind = kind;
            }
            options_.recordLastItem({Control::Kind, k + 1});
        }
        ImGui::EndCombo();
    }
    controls_.record(Control::Kind, {min, {min.x + comboWidth, min.y + ImGui::GetFrameHeight()}});
    ui::tooltip("Show the events of one kind only");
    flow::sameLineIfFits(flow::checkboxWidth("Rejected only"));
    ImGui::Checkbox("Rejected only", &filter_.rejectedOnly);
    controls_.recordLastItem(Control::RejectedOnly);
    ui::tooltip("Show only the candidates a grower tried and rejected");
}

void LogPanel::drawEventTable(GenerationSession& session, bool follow) {
    if (shown_.empty()) {
        ImGui::TextColored(palette().dimText, totalEvents_ == 0 ? "The run has no events."
                                                                : "No event matches the filters.");
        return;
    }

    // The row to keep in view: the current event's, or the last shown one
    // before it when the filters hide it; the first row before any event.
    const std::size_t step = session.cursor().step();
    int target = 0;
    if (step > 0) {
        const auto after = std::upper_bound(shown_.begin(), shown_.end(), step - 1);
        target = std::max(0, static_cast<int>(after - shown_.begin()) - 1);
    }

    constexpr ImGuiTableFlags kTableFlags =
        ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV |
        ImGuiTableFlags_NoBordersInBodyUntilResize | ImGuiTableFlags_ScrollY |
        ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_Resizable;
    // Compact rows, as in a console: more events in a low strip.
    ImGui::PushStyleVar(ImGuiStyleVar_CellPadding, {ImGui::GetStyle().CellPadding.x, kRowPaddingY});
    if (!ImGui::BeginTable("events", 6, kTableFlags)) {
        ImGui::PopStyleVar();
        return;
    }
    ImGui::TableSetupScrollFreeze(0, 1);
    // Only the rows in view are drawn, so the Step column cannot size itself
    // from its content: it is made as wide as the run's largest number.
    // Phase, Grower and Kind fit the rows in view, again whenever other
    // rows come into view: a width fitted once (or kept in imgui.ini from
    // another session) cuts the longer names of rows scrolled to later.
    const std::string widest = std::to_string(std::max<std::size_t>(totalEvents_, 1000));
    ImGui::TableSetupColumn("Step", ImGuiTableColumnFlags_WidthFixed,
                            ImGui::CalcTextSize(widest.c_str()).x + ImGui::GetFontSize() * 0.5f);
    ImGui::TableSetupColumn("Attempt");
    ImGui::TableSetupColumn("Phase",
                            ImGuiTableColumnFlags_WidthFixed | ImGuiTableColumnFlags_NoResize);
    ImGui::TableSetupColumn("Grower",
                            ImGuiTableColumnFlags_WidthFixed | ImGuiTableColumnFlags_NoResize);
    ImGui::TableSetupColumn("Kind",
                            ImGuiTableColumnFlags_WidthFixed | ImGuiTableColumnFlags_NoResize);
    ImGui::TableSetupColumn("Event", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableHeadersRow();

    // The event just before the step; none before the run (step 0).
    const bool hasCurrent = step > 0;
    const std::size_t current = hasCurrent ? step - 1 : 0;
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(shown_.size()));
    if (follow) {
        clipper.ForceDisplayRangeByIndices(target, target + 1);
    }
    while (clipper.Step()) {
        for (int row = clipper.DisplayStart; row < clipper.DisplayEnd; ++row) {
            const std::size_t index = shown_[static_cast<std::size_t>(row)];
            drawEventRow(session, index, hasCurrent && current == index);
            if (!matches_.empty() && std::binary_search(matches_.begin(), matches_.end(), index)) {
                ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg1, kMatchRowColour);
            }
            if (follow && row == target) {
                ImGui::SetScrollHereY(0.5f);
            }
        }
    }
    ImGui::EndTable();
    ImGui::PopStyleVar();
}

void LogPanel::drawEventRow(GenerationSession& session, std::size_t index, bool current) {
    const Event& event = session.cursor().timeline()->event(index);
    ImGui::TableNextRow();
    ImGui::TableNextColumn();

    const bool coloured = event.kind == EventKind::CandidateRejected ||
                          event.kind == EventKind::AttemptFailed ||
                          resolvedWithProblems(session, event);
    if (coloured) {
        ImGui::PushStyleColor(ImGuiCol_Text, event.kind == EventKind::AttemptFailed
                                                 ? palette().errorText
                                                 : palette().warningText);
    }
    ImGui::PushID(static_cast<int>(index));
    // The step the row leads to, as the timeline numbers steps.
    char label[32];
    std::snprintf(label, sizeof label, "%zu", eventNumber(index));
    if (ImGui::Selectable(label, current, ImGuiSelectableFlags_SpanAllColumns)) {
        session.cursor().pause();
        session.cursor().setStep(stepOfEvent(eventNumber(index)));
    }
    if (ImGui::IsItemVisible()) {  // the clipper's measuring row may lie out of view
        recordRow(index);
    }
    ImGui::PopID();

    ImGui::TableNextColumn();
    ImGui::Text("%d", shownOrdinal(event.attempt));
    const auto text = [](std::string_view value) {
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(value.data(), value.data() + value.size());
    };
    text(toString(event.phase));
    text(event.grower ? toString(*event.grower) : std::string_view());
    text(toString(event.kind));
    text(event.text);
    if (coloured) {
        ImGui::PopStyleColor();
    }
}

}  // namespace easylink::ui
