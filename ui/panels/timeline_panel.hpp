#pragma once

// [SECTION] Timeline panel
//
// Steps through the last run's events: buttons to the start and end and back
// or forward by phase, grower turn, action or event; play and pause with a
// speed; a scrub slider over every step with ticks under it where turns
// (short), phases (taller) and attempts (tallest, in the error colour) begin,
// and where phase 2 resolves a room or corridor (short, in the ok colour);
// and what the current event was, in a sentence, with its attempt, phase,
// round and grower (or, in phase 2, which slot of how many). Keyboard:
// Right/Left step by action (in phase 2, one slot resolved), with Shift by
// turn, with Ctrl by phase; Space plays or pauses; Home and End jump. The
// step lives in the EditorState's GenerationSession, where the viewport
// reads it.
//
// For runs of tens of thousands of events: a "Go to step" field (Ctrl+G
// while the Timeline or the Log has the focus or the mouse, since Ctrl+G
// elsewhere generates; Enter jumps, and a number past either end is clamped
// with a note saying so), and bookmarks (B toggles one at the step; they show
// as marks above the slider, the < and > bookmark buttons and the list jump
// between them). Bookmarks live in this panel for the editor session, never
// in the catalogue, and are kept across runs (a step past a shorter run's
// end is hidden, not dropped).

#include <cstddef>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "panels/control_recorder.hpp"
#include "panels/panel.hpp"

namespace easylink::ui {

class GenerationSession;

/// Where "Go to step" lands for the text typed: the step, clamped to
/// [0, stepCount], and a note when it was clamped or the text is no number
/// (then the step is nullopt and nothing moves).
struct GoToStep {
    std::optional<std::size_t> step;
    std::string note;
};
GoToStep resolveGoToStep(std::string_view text, std::size_t stepCount);

class TimelinePanel final : public Panel {
public:
    static constexpr const char* kTitle = "Timeline";

    /// Controls whose place in the last frame tests can ask for.
    enum class Control {
        Start,
        BackPhase,
        BackTurn,
        BackAction,
        BackEvent,
        PlayPause,
        ForwardEvent,
        ForwardAction,
        ForwardTurn,
        ForwardPhase,
        End,
        Speed,
        Scrub,
        GoTo,      // the "Go to step" field
        Bookmark,  // toggles a bookmark at the step
        PreviousBookmark,
        NextBookmark,
    };
    /// Control's names, for the control map (control_recorder.hpp).
    static constexpr std::string_view kControlNames[] = {
        "Start",       "BackPhase",    "BackTurn",     "BackAction",
        "BackEvent",   "PlayPause",    "ForwardEvent", "ForwardAction",
        "ForwardTurn", "ForwardPhase", "End",          "Speed",
        "Scrub",       "GoTo",         "Bookmark",     "PreviousBookmark",
        "NextBookmark"};

    TimelinePanel();

    /// The centre of `control` as drawn in the last frame, if it was drawn.
    std::optional<ImVec2> controlCentre(Control control) const;
    /// Where `step` lies on the scrub slider drawn in the last frame: the
    /// point the slider's grab centres on for that step.
    std::optional<ImVec2> scrubPosition(std::size_t step) const;

    /// Moves the step as the "Go to step" field does with `text`, keeping the
    /// note it shows; returns where it went.
    std::optional<std::size_t> goToStep(GenerationSession& session, std::string_view text);
    /// What the field says after the last jump: why a number was clamped or
    /// refused; empty after a jump that landed where asked.
    const std::string& goToNote() const { return goToNote_; }
    /// True in the frame after Ctrl+G asked the field for the keyboard, until
    /// it has it (for tests).
    bool goToFocusPending() const { return focusGoTo_; }

    /// Bookmarked steps, ascending.
    const std::set<std::size_t>& bookmarks() const { return bookmarks_; }
    /// Adds a bookmark at `step`, or removes the one there.
    void toggleBookmark(std::size_t step);
    /// The nearest bookmark after (or before) `step` within [0, stepCount], if any.
    std::optional<std::size_t> adjacentBookmark(std::size_t step, bool forward,
                                                std::size_t stepCount) const;

    /// Behind another tab, the arrows, Space, Home and End still step.
    void whileBehind(EditorState& state) override;

protected:
    void drawContent(EditorState& state) override;

private:
    /// The slider's marks for one run, found once per run rather than per frame.
    struct RunMarks {
        std::uint64_t runId = 0;
        std::vector<std::size_t> turns;
        std::vector<std::size_t> phases;
        std::vector<std::size_t> attempts;
        std::vector<std::size_t> slots;  // phase 2's SlotResolved events
    };

    void readShortcuts(GenerationSession& session);
    void drawButtons(GenerationSession& session);
    void drawScrubber(GenerationSession& session);
    void drawMarks(const ImVec2& stripMin, float stripHeight);
    void drawCurrentEvent(const GenerationSession& session);
    void drawNavigation(GenerationSession& session);
    void drawBookmarkMarks(const ImVec2& stripMin, float stripHeight);
    /// The step under screen x on the slider of the last frame.
    std::size_t stepAtX(float x) const;

    ControlRecorder<Control> controls_{kTitle, kControlNames};
    RunMarks marks_;
    // The scrub slider's frame in the last frame and the steps it spans.
    bool scrubDrawn_ = false;
    ImVec2 scrubMin_;
    ImVec2 scrubMax_;
    std::size_t scrubSteps_ = 0;

    // Go to step.
    char goToText_[24] = {};
    std::string goToNote_;
    bool focusGoTo_ = false;

    std::set<std::size_t> bookmarks_;
};

}  // namespace easylink::ui
