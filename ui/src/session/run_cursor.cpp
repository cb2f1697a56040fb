#include "session/run_cursor.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <utility>

namespace easylink::ui {

RunCursor::RunCursor(ChangeNotices& notices) : notices_(notices) {}

void RunCursor::show(std::unique_ptr<GenerationRun> run) {
    run_ = std::move(run);
    step_ = run_->timeline->size();
    playing_ = false;
    playbackCarry_ = 0.0;
    notices_.get().notify(Change::Run);
    notices_.get().notify(Change::Cursor);
    notices_.get().notify(Change::ShownLayout);
}

// [SECTION] Stepping

void RunCursor::moveStepTo(std::size_t step) {
    if (!run_) {
        step_ = 0;
        return;
    }
    step = std::min(step, run_->timeline->size());
    if (step == step_) {
        return;
    }
    const bool layoutMoves = run_->mutationsBefore[step] != run_->mutationsBefore[step_];
    step_ = step;
    notices_.get().notify(Change::Cursor);
    if (layoutMoves) {
        notices_.get().notify(Change::ShownLayout);
    }
}

void RunCursor::setStep(std::size_t step) {
    moveStepTo(step);
}

// The timeline's actions are made of mutations, and phase 2 changes no
// layout: without the slot events as actions of their own, Right would jump
// over the whole of phase 2 at once.
void RunCursor::stepBy(StepSize size, bool forward) {
    if (!run_) {
        return;
    }
    const Timeline& timeline = *run_->timeline;
    std::size_t target =
        forward ? timeline.stepForward(step_, size) : timeline.stepBack(step_, size);
    if (size == StepSize::Action) {
        const std::vector<std::size_t>& slots = run_->slotEvents;
        if (forward) {
            // Just after the first slot event at or after the step.
            const auto next = std::lower_bound(slots.begin(), slots.end(), step_);
            if (next != slots.end()) {
                target = std::min(target, *next + 1);
            }
        } else {
            // Just before the last slot event before the step.
            const auto after = std::lower_bound(slots.begin(), slots.end(), step_);
            if (after != slots.begin()) {
                target = std::max(target, *std::prev(after));
            }
        }
    }
    moveStepTo(target);
}

const Layout* RunCursor::layoutAtStep() {
    return run_ ? &run_->timeline->layoutAt(step_) : nullptr;
}

const TileRaster* RunCursor::tilesAtStep() {
    return run_ && run_->tileMap ? &run_->timeline->tilesAt(step_) : nullptr;
}

const Event* RunCursor::currentEvent() const {
    if (!run_ || step_ == 0) {
        return nullptr;
    }
    return &run_->timeline->event(step_ - 1);
}

std::vector<std::size_t> RunCursor::rejectionsAtStep() const {
    std::vector<std::size_t> found;
    if (!run_) {
        return found;
    }
    const Timeline& timeline = *run_->timeline;
    for (std::size_t i = step_; i-- > 0;) {
        const Event& event = timeline.event(i);
        if (event.isMutation()) {
            break;
        }
        if (event.kind == EventKind::CandidateRejected) {
            found.push_back(i);
        }
    }
    std::reverse(found.begin(), found.end());
    return found;
}

std::vector<EventObject> RunCursor::touchedAtStep() const {
    const Event* event = currentEvent();
    return event != nullptr ? event->objects : std::vector<EventObject>{};
}

// [SECTION] Phase 2

const Resolution* RunCursor::resolution() const {
    return run_ && run_->result.resolution ? &*run_->result.resolution : nullptr;
}

std::optional<std::size_t> RunCursor::resolutionEventOf(TileOwner object) const {
    if (!run_ || object.id < 0) {
        return std::nullopt;
    }
    const std::vector<std::size_t>* table = nullptr;
    if (object.kind == TileOwner::Kind::Room) {
        table = &run_->roomResolvedAt;
    } else if (object.kind == TileOwner::Kind::Corridor) {
        table = &run_->corridorResolvedAt;
    }
    const auto id = static_cast<std::size_t>(object.id);
    if (table == nullptr || id >= table->size() || (*table)[id] == kNoEvent) {
        return std::nullopt;
    }
    return (*table)[id];
}

bool RunCursor::resolvedAtStep(TileOwner object) const {
    const std::optional<std::size_t> event = resolutionEventOf(object);
    return event && *event < step_;
}

std::size_t RunCursor::slotsResolvedAtStep() const {
    if (!run_) {
        return 0;
    }
    const std::vector<std::size_t>& slots = run_->slotEvents;
    return static_cast<std::size_t>(std::lower_bound(slots.begin(), slots.end(), step_) -
                                    slots.begin());
}

bool RunCursor::layoutIsFinal() const {
    return run_ && run_->mutationsBefore[step_] == run_->mutationsBefore.back();
}

int RunCursor::attemptAtStep() const {
    if (!run_) {
        return 0;
    }
    const std::vector<std::size_t>& starts = run_->attemptStarts;
    // Attempts whose AttemptStarted event has happened, i.e. lies before the step.
    const auto begun = std::lower_bound(starts.begin(), starts.end(), step_) - starts.begin();
    return std::max(0, static_cast<int>(begun) - 1);
}

int RunCursor::attemptCount() const {
    return run_ ? static_cast<int>(run_->attemptStarts.size()) : 0;
}

// [SECTION] Playback

void RunCursor::play() {
    if (!run_) {
        return;
    }
    if (step_ >= stepCount()) {
        moveStepTo(0);
    }
    playing_ = true;
    playbackCarry_ = 0.0;
}

void RunCursor::setSpeed(double eventsPerSecond) {
    speed_ = std::clamp(eventsPerSecond, kMinSpeed, kMaxSpeed);
}

void RunCursor::advancePlayback(double seconds) {
    if (!playing_) {
        return;
    }
    if (!run_) {
        playing_ = false;
        return;
    }
    playbackCarry_ += speed_ * std::max(0.0, seconds);
    const double whole = std::floor(playbackCarry_);
    playbackCarry_ -= whole;
    const std::size_t remaining = stepCount() - step_;
    const std::size_t advance =
        whole >= static_cast<double>(remaining) ? remaining : static_cast<std::size_t>(whole);
    moveStepTo(step_ + advance);
    if (step_ >= stepCount()) {
        playing_ = false;
    }
}

}  // namespace easylink::ui
