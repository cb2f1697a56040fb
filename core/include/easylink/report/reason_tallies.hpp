#pragma once

// [SECTION] Reason tallies
//
// A batch report sorts sentences (why an attempt failed, why a candidate
// was refused, why a seed gave no map) into categories and counts each: how
// often, in how many seeds, an example and the smallest seeds showing it.
// Tallies of separate seeds merge into the same sum whichever way the seeds
// were grouped.

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace easylink {

/// Where a category first shows in one seed: the number of the run's event
/// that shows it, counting from 1 as the editor and --explain do (event K is
/// the timeline's step K), when an event stands for it.
struct ReasonSighting {
    std::uint64_t seed = 0;
    std::optional<std::size_t> event;
    friend bool operator==(const ReasonSighting&, const ReasonSighting&) = default;
};

/// One category in one seed, or added up over many.
struct ReasonTally {
    std::uint64_t count = 0;                 // occurrences
    std::uint64_t seeds = 0;                 // seeds in which it occurs
    std::string example;                     // the sentence first met in the smallest seed
    std::vector<ReasonSighting> firstSeeds;  // the smallest seeds showing it, ascending
};

using ReasonTallies = std::map<std::string, ReasonTally>;  // by category

/// Counts one occurrence of `text`, whose category is `category`, in the
/// seed being recorded (event: where it shows in that seed's run).
void tallyReason(ReasonTallies& tallies, std::string category, const std::string& text,
                 std::uint64_t seed, std::optional<std::size_t> event);
/// Adds `theirs` to `mine`: sightings are kept sorted by seed and cut to the
/// first `exampleSeeds`, and the example comes from the smallest seed, so the
/// sum is the same whichever way the seeds were grouped.
void mergeReasonTallies(ReasonTallies& mine, const ReasonTallies& theirs, std::size_t exampleSeeds);
/// Occurrences of every category.
std::uint64_t reasonTotal(const ReasonTallies& tallies);
/// The `top` categories with the most occurrences, most first; ties in
/// category order.
std::vector<std::pair<const std::string*, const ReasonTally*>> topReasons(
    const ReasonTallies& tallies, std::size_t top);

}  // namespace easylink
