#include "easylink/generation/timeline.hpp"

#include <algorithm>

namespace easylink {
namespace {

// Snapshots are at least this many mutations apart, and together take at
// most about kSnapshotBudget bytes of tiles.
constexpr std::size_t kMinSpacing = 64;
constexpr std::size_t kSnapshotBudget = std::size_t{256} << 20;

}  // namespace

Timeline::Timeline(const Catalogue& catalogue, int width, int height, std::vector<Event> events)
    : events_(std::move(events)), current_(catalogue, width, height) {
    hasTiles_ = std::any_of(events_.begin(), events_.end(),
                            [](const Event& e) { return e.kind == EventKind::TilesChanged; });
    const TileRaster blank = hasTiles_ ? TileRaster(width, height) : TileRaster();
    currentTiles_ = blank;
    const std::size_t tileBytes = static_cast<std::size_t>(width) *
                                  static_cast<std::size_t>(height) *
                                  (sizeof(TileOwner) + (hasTiles_ ? sizeof(TileKind) : 0));
    const std::size_t mutations = static_cast<std::size_t>(std::count_if(
        events_.begin(), events_.end(), [](const Event& e) { return e.isMutation(); }));
    const std::size_t maxSnapshots =
        std::max<std::size_t>(2, kSnapshotBudget / std::max<std::size_t>(1, tileBytes));
    const std::size_t spacing = std::max(kMinSpacing, mutations / maxSnapshots + 1);

    // One pass over the run, keeping a copy of the layout every `spacing`
    // mutations; the start is always a snapshot.
    Layout layout(catalogue, width, height);
    TileRaster tiles = blank;
    snapshots_.push_back({0, layout, tiles});
    std::size_t sinceSnapshot = 0;
    for (std::size_t i = 0; i < events_.size(); ++i) {
        if (!events_[i].isMutation()) {
            continue;
        }
        replayEvent(layout, events_[i]);
        if (hasTiles_) {
            replayTiles(tiles, events_[i]);
        }
        if (++sinceSnapshot >= spacing) {
            snapshots_.push_back({i + 1, layout, tiles});
            sinceSnapshot = 0;
        }
    }
}

const Layout& Timeline::layoutAt(std::size_t step) {
    moveTo(step);
    return current_;
}

const TileRaster& Timeline::tilesAt(std::size_t step) {
    moveTo(step);
    return currentTiles_;
}

void Timeline::moveTo(std::size_t step) {
    step = std::min(step, events_.size());
    if (step < currentStep_ || step - currentStep_ > 2 * kMinSpacing) {
        // Back, or far ahead: restart from the last snapshot at or before it,
        // unless the current layout is nearer.
        const auto after = std::upper_bound(
            snapshots_.begin(), snapshots_.end(), step,
            [](std::size_t s, const Snapshot& snapshot) { return s < snapshot.step; });
        const Snapshot& nearest = *std::prev(after);
        if (step < currentStep_ || nearest.step > currentStep_) {
            current_ = nearest.layout;
            currentTiles_ = nearest.tiles;
            currentStep_ = nearest.step;
        }
    }
    for (; currentStep_ < step; ++currentStep_) {
        replayEvent(current_, events_[currentStep_]);
        if (hasTiles_) {
            replayTiles(currentTiles_, events_[currentStep_]);
        }
    }
}

bool Timeline::begins(std::size_t index, StepSize size) const {
    const Event& event = events_[index];
    switch (size) {
        case StepSize::Event: return true;
        case StepSize::Action:
            // A new action starts where the action number changes, and at
            // every mutation that belongs to none; in phase 2, each room or
            // corridor resolved is an action of its own.
            if (event.kind == EventKind::SlotResolved) {
                return true;
            }
            return event.isMutation() &&
                   (event.action < 0 || index == 0 || events_[index - 1].action != event.action ||
                    !events_[index - 1].isMutation());
        case StepSize::Turn:
            return event.kind == EventKind::TurnStarted || event.kind == EventKind::PhaseStarted ||
                   event.kind == EventKind::AttemptStarted;
        case StepSize::Phase:
            return event.kind == EventKind::PhaseStarted || event.kind == EventKind::AttemptStarted;
    }
    return false;
}

std::size_t Timeline::stepForward(std::size_t step, StepSize size) const {
    if (size == StepSize::Action) {
        // To the end of the first action that starts at or after the step.
        std::size_t i = step;
        while (i < events_.size() && !begins(i, StepSize::Action)) {
            ++i;
        }
        if (i >= events_.size()) {
            return events_.size();
        }
        const int action = events_[i].action;
        ++i;
        while (i < events_.size() && action >= 0 && events_[i].isMutation() &&
               events_[i].action == action) {
            ++i;
        }
        return i;
    }
    for (std::size_t i = step + 1; i < events_.size(); ++i) {
        if (begins(i, size)) {
            return i;
        }
    }
    return events_.size();
}

std::size_t Timeline::stepBack(std::size_t step, StepSize size) const {
    // To where the last boundary before the step is: for actions, the state
    // just before the last action that started before the step.
    step = std::min(step, events_.size());
    for (std::size_t i = step; i-- > 0;) {
        if (begins(i, size)) {
            return i;
        }
    }
    return 0;
}

std::vector<std::size_t> Timeline::marks(StepSize size) const {
    std::vector<std::size_t> found;
    for (std::size_t i = 0; i < events_.size(); ++i) {
        if (begins(i, size)) {
            found.push_back(i);
        }
    }
    return found;
}

}  // namespace easylink
