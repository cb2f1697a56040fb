#pragma once

// [SECTION] Numbering
//
// One numbering for everything a designer reads, in every panel and file
// (docs/editor.md, "Numbering"): events count from 1 in the order they
// happened, and step K is the map right after event K, so "event K" and
// "step K" always name the same moment (step 0 is before the first event).
// Attempts, rounds and actions count from 1 as well. The generator's Event
// keeps its fields from 0 (they index things); these functions are the one
// place that turns them into the numbers shown.

#include <cstddef>

namespace easylink::ui {

/// The number shown for the event at `index` in its run's event list.
constexpr std::size_t eventNumber(std::size_t index) {
    return index + 1;
}

/// The step that shows the map right after event number `number`.
constexpr std::size_t stepOfEvent(std::size_t number) {
    return number;
}

/// An Event's attempt, round or action (0-based, -1 for none) as shown.
constexpr int shownOrdinal(int zeroBased) {
    return zeroBased + 1;
}

}  // namespace easylink::ui
