#pragma once

// [SECTION] Log panel
//
// The last run's events as a list: step number, attempt, phase, grower, kind
// and sentence, with filters by phase, by grower, by kind of event
// (mutations, rejected candidates, phase/round/turn boundaries, outcomes,
// phase 2's resolved slots) and by text (a case-insensitive substring of the
// sentence), by one kind of event, or to rejected candidates only. Rejected
// candidates and slots resolved with problems are drawn in the warning
// colour, failed attempts in the error colour.
//
// Find searches the listed events' sentences (case-insensitive) without
// hiding any: matching rows are tinted, "12 of 340 matches" counts them up
// to the current event, and the < and > buttons (Enter in the box: the next
// one) move the timeline to the previous or next match, wrapping around. The
// Step column is as wide as the run's largest step number, so five-digit
// steps of big runs are never cut, and the Phase, Grower and Kind columns
// fit the rows in view wherever the list is scrolled.
//
// The row of the current event (the last one before the timeline's step) is
// highlighted and scrolled into view when the step, the run or the filters
// change, and only then, so scrolling by hand is never fought. Clicking a row
// moves the timeline to just after that event.
//
// The controls flow into as few rows as the panel's width allows, the event
// count among them, and the rows are compact, so that a bottom strip of a
// fifth of the window shows kMinimumRows events (the workspace makes the
// strip that tall at least: minimumHeight()).
//
// Runs have tens of thousands of events, so the list is filtered into a
// vector of event indices only when the run or the filters change, and only
// the rows in view are drawn (ImGuiListClipper).

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "easylink/generation/events.hpp"
#include "easylink/generation/generator_params.hpp"
#include "panels/control_recorder.hpp"
#include "panels/panel.hpp"

namespace easylink::ui {

class GenerationSession;

class LogPanel final : public Panel {
public:
    static constexpr const char* kTitle = "Log";

    /// The kind toggles: every event kind belongs to exactly one group.
    enum class KindGroup : std::uint8_t { Mutations, Rejections, Boundaries, Outcomes, Slots };
    static constexpr std::size_t kKindGroupCount = 5;
    static KindGroup groupOf(EventKind kind);

    struct Filter {
        std::optional<Phase> phase;        // nullopt: all phases
        std::optional<GrowerKind> grower;  // nullopt: all, with or without a grower
        std::array<bool, kKindGroupCount> kinds{true, true, true, true, true};  // by KindGroup
        std::optional<EventKind> kind;  // nullopt: every kind the groups let through
        bool rejectedOnly = false;      // only rejected candidates
        std::string text;               // case-insensitive substring of the sentence

        bool accepts(const Event& event) const;
        friend bool operator==(const Filter&, const Filter&) = default;
    };

    /// Controls whose place in the last frame tests can ask for.
    enum class Control {
        Phase,
        Grower,
        Mutations,
        Rejections,
        Boundaries,
        Outcomes,
        Slots,
        Text,
        Find,  // the search box
        FindPrevious,
        FindNext,
        Kind,  // the one-kind combo
        RejectedOnly,
    };
    /// Control's names, for the control map (control_recorder.hpp).
    static constexpr std::string_view kControlNames[] = {
        "Phase", "Grower", "Mutations",    "Rejections", "Boundaries", "Outcomes",    "Slots",
        "Text",  "Find",   "FindPrevious", "FindNext",   "Kind",       "RejectedOnly"};

    LogPanel();

    const Filter& filter() const { return filter_; }
    void setFilter(const Filter& filter);

    /// Indices of the events that pass the filters, in order, as of the last
    /// frame: the list the panel shows.
    const std::vector<std::size_t>& shownEvents() const { return shown_; }
    /// Events in the run the list was last built from.
    std::size_t totalEvents() const { return totalEvents_; }
    /// How many times the list has been filtered: it should move only when
    /// the run or the filters change, never just because a frame was drawn.
    std::uint64_t rebuildCount() const { return rebuilds_; }

    /// The text Find looks for (case-insensitive; empty: nothing).
    const std::string& search() const { return search_; }
    void setSearch(std::string_view text);
    /// The shown events whose sentence contains the search text, in order,
    /// as of the last frame.
    const std::vector<std::size_t>& matches() const { return matches_; }
    /// "12 of 340 matches": which match the current event is (or the last
    /// one before it), of how many; "340 matches" before the first, "No
    /// match" for none; empty without a search.
    std::string matchSummary(std::size_t step) const;
    /// Moves the timeline to the next (or previous) match after (before) the
    /// current event, wrapping around; returns its event index, or nullopt
    /// when nothing matches.
    std::optional<std::size_t> findNext(GenerationSession& session, bool forward);

    /// The rows of events the panel keeps on show wherever it is placed.
    static constexpr int kMinimumRows = 6;
    /// Its controls as laid out in the last frame (two rows before the
    /// first), the table's header and kMinimumRows rows.
    float minimumHeight() const override;

    /// The centre of event `index`'s row, if it was drawn in the last frame.
    std::optional<ImVec2> rowCentre(std::size_t index) const;
    /// The centre of `control` as drawn in the last frame, if it was drawn.
    std::optional<ImVec2> controlCentre(Control control) const;
    /// The centre of entry `option` of the open Phase or Grower combo in the
    /// last frame: 0 is "all", then the phases or growers in enum order.
    std::optional<ImVec2> optionCentre(Control combo, int option) const;

protected:
    void drawContent(EditorState& state) override;

private:
    void drawFilters();
    void drawFindRow(GenerationSession& session);
    /// Finds the search's matches among the shown events when either changed.
    void refreshMatches(const GenerationSession& session);
    void drawEventTable(GenerationSession& session, bool follow);
    void drawEventRow(GenerationSession& session, std::size_t index, bool current);
    /// Refilters when the run or the filters differ from the list's; true when it did.
    bool refresh(const GenerationSession& session);

    Filter filter_;
    char textBuffer_[256] = {};
    std::string search_;
    char searchBuffer_[256] = {};
    std::vector<std::size_t> matches_;
    std::string matchesFor_;            // the search matches_ was built for
    std::uint64_t matchesRebuild_ = 0;  // and the list's rebuildCount

    // The cached list and what it was built from.
    std::vector<std::size_t> shown_;
    std::size_t totalEvents_ = 0;
    std::uint64_t listRunId_ = 0;
    const void* listTimeline_ = nullptr;
    Filter listFilter_;
    bool listBuilt_ = false;
    std::uint64_t rebuilds_ = 0;

    // The height of the controls above the table in the last frame that
    // drew them; nullopt before.
    std::optional<float> controlsHeight_;
    std::optional<std::size_t> seenStep_;  // the session's step at the end of the last frame
    ControlRecorder<Control> controls_{kTitle, kControlNames};
    // The open combo's entries.
    ControlRecorder<std::pair<Control, int>> options_{
        "Log/Options", [](const std::pair<Control, int>& option) {
            return std::string(kControlNames[static_cast<int>(option.first)]) + "." +
                   std::to_string(option.second);
        }};
};

}  // namespace easylink::ui
