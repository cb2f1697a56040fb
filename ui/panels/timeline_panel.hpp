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

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "panels/panel.hpp"

namespace easylink::ui {

class GenerationSession;

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
    };

    TimelinePanel();

    /// The centre of `control` as drawn in the last frame, if it was drawn.
    std::optional<ImVec2> controlCentre(Control control) const;
    /// Where `step` lies on the scrub slider drawn in the last frame: the
    /// point the slider's grab centres on for that step.
    std::optional<ImVec2> scrubPosition(std::size_t step) const;

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
    void recordControl(Control control);
    /// The step under screen x on the slider of the last frame.
    std::size_t stepAtX(float x) const;

    std::vector<DrawnRow> controls_;
    RunMarks marks_;
    // The scrub slider's frame in the last frame and the steps it spans.
    bool scrubDrawn_ = false;
    ImVec2 scrubMin_;
    ImVec2 scrubMax_;
    std::size_t scrubSteps_ = 0;
};

}  // namespace easylink::ui
