#pragma once

// [SECTION] Run cursor
//
// The run on show and where in it the designer is: the step (events
// [0, step) have happened), stepping by event, action, turn or phase, and
// playback at a speed. What the viewport draws at the step (the layout,
// the tiles, the rejected candidates, what the last event touched) and
// phase 2's progress are read here. Plain UI-thread state, testable without
// threads; every move says Cursor, and ShownLayout when the layout at the
// step changes.

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "document/change_notices.hpp"
#include "session/generation_run.hpp"

namespace easylink::ui {

class RunCursor {
public:
    static constexpr double kMinSpeed = 1.0;
    static constexpr double kMaxSpeed = 2000.0;

    explicit RunCursor(ChangeNotices& notices);

    /// Puts `run` on show at its end, paused: Run, Cursor and ShownLayout.
    void show(std::unique_ptr<GenerationRun> run);

    /// The run on show, or nullptr.
    const GenerationRun* run() const { return run_.get(); }
    const GenerationResult* result() const { return run_ ? &run_->result : nullptr; }
    /// The last run's timeline (also for failed runs, whose events show why).
    Timeline* timeline() { return run_ ? &*run_->timeline : nullptr; }
    const Timeline* timeline() const { return run_ ? &*run_->timeline : nullptr; }

    // --- Stepping ----------------------------------------------------------------
    /// Events [0, step) have happened; 0 before the run, stepCount() after it.
    std::size_t step() const { return step_; }
    std::size_t stepCount() const { return run_ ? run_->timeline->size() : 0; }
    void setStep(std::size_t step);  // clamped to [0, stepCount()]
    /// Steps as the timeline does, except that an action step also stops at
    /// every SlotResolved event: each room or corridor phase 2 fills is an
    /// action of its own, though it changes no layout.
    void stepBy(StepSize size, bool forward);
    void toStart() { setStep(0); }
    void toEnd() { setStep(stepCount()); }

    /// The layout as it stood at the step, or nullptr without a run.
    const Layout* layoutAtStep();
    /// A tile-map generator's tiles as they stood at the step, or nullptr
    /// (no run, or an easylink run).
    const TileRaster* tilesAtStep();

    /// The last event that happened (the one before the step), or nullptr at
    /// step 0: its sentence is what the timeline shows.
    const Event* currentEvent() const;
    /// Indices of the candidates rejected since the last mutation before the
    /// step, oldest first: what the viewport draws as ghosts.
    std::vector<std::size_t> rejectionsAtStep() const;
    /// What the last event before the step touched: what the viewport highlights.
    std::vector<EventObject> touchedAtStep() const;
    // --- Phase 2 ----------------------------------------------------------------
    /// The last run's resolution, or nullptr (no run, phase 2 off, or a run
    /// that failed before it).
    const Resolution* resolution() const;
    /// The index of the SlotResolved event that resolved a room or corridor
    /// of the run's final layout, or nullopt.
    std::optional<std::size_t> resolutionEventOf(TileOwner object) const;
    /// True when that event lies before the step: the object is resolved at it.
    bool resolvedAtStep(TileOwner object) const;
    /// How many SlotResolved events lie before the step.
    std::size_t slotsResolvedAtStep() const;
    /// True when no mutation lies after the step: the layout at the step is
    /// the run's last, the one phase 2 resolved and whose ids its events use
    /// (earlier, an id may still belong to another room).
    bool layoutIsFinal() const;

    /// The attempt the step is in (0-based, from the last AttemptStarted
    /// before it) and how many attempts the run made.
    int attemptAtStep() const;
    int attemptCount() const;

    // --- Playback ----------------------------------------------------------------
    /// Plays from the step, or from the start when the step is at the end.
    void play();
    void pause() { playing_ = false; }
    bool playing() const { return playing_; }
    /// Events per second, clamped to [kMinSpeed, kMaxSpeed].
    double speed() const { return speed_; }
    void setSpeed(double eventsPerSecond);
    /// Moves the step on by speed * seconds events (fractions carry over to
    /// the next frame) and stops playing at the end. Call once a frame.
    void advancePlayback(double seconds);

private:
    /// Moves the step: Cursor, and ShownLayout when a mutation lies between.
    void moveStepTo(std::size_t step);

    std::reference_wrapper<ChangeNotices> notices_;
    std::unique_ptr<GenerationRun> run_;
    std::size_t step_ = 0;
    bool playing_ = false;
    double speed_ = 50.0;
    double playbackCarry_ = 0.0;
};

}  // namespace easylink::ui
