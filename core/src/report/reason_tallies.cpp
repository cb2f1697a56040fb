#include "easylink/report/reason_tallies.hpp"

#include <algorithm>
#include <iterator>
#include <utility>

namespace easylink {

void tallyReason(ReasonTallies& tallies, std::string category, const std::string& text,
                 std::uint64_t seed, std::optional<std::size_t> event) {
    auto [it, inserted] = tallies.try_emplace(std::move(category));
    ReasonTally& tally = it->second;
    if (inserted) {
        tally.seeds = 1;
        tally.example = text;
        tally.firstSeeds = {{seed, event}};
    }
    ++tally.count;
}

// Sightings are kept sorted by seed and cut to the first few, and the example
// comes from the smallest seed: both are the same whichever way the seeds
// were grouped before they met here.
void mergeReasonTallies(ReasonTallies& mine, const ReasonTallies& theirs,
                        std::size_t exampleSeeds) {
    for (const auto& [category, their] : theirs) {
        ReasonTally& tally = mine[category];
        const bool theyComeFirst = tally.firstSeeds.empty() ||
                                   (!their.firstSeeds.empty() &&
                                    their.firstSeeds.front().seed < tally.firstSeeds.front().seed);
        if (theyComeFirst) {
            tally.example = their.example;
        }
        tally.count += their.count;
        tally.seeds += their.seeds;
        std::vector<ReasonSighting> sightings;
        sightings.reserve(tally.firstSeeds.size() + their.firstSeeds.size());
        std::merge(
            tally.firstSeeds.begin(), tally.firstSeeds.end(), their.firstSeeds.begin(),
            their.firstSeeds.end(), std::back_inserter(sightings),
            [](const ReasonSighting& a, const ReasonSighting& b) { return a.seed < b.seed; });
        if (sightings.size() > exampleSeeds) {
            sightings.resize(exampleSeeds);
        }
        tally.firstSeeds = std::move(sightings);
    }
}

std::uint64_t reasonTotal(const ReasonTallies& tallies) {
    std::uint64_t total = 0;
    for (const auto& [category, tally] : tallies) {
        total += tally.count;
    }
    return total;
}

std::vector<std::pair<const std::string*, const ReasonTally*>> topReasons(
    const ReasonTallies& tallies, std::size_t top) {
    std::vector<std::pair<const std::string*, const ReasonTally*>> list;
    for (const auto& [category, tally] : tallies) {
        list.emplace_back(&category, &tally);
    }
    // The map is in category order, so a stable sort by count keeps ties in it.
    std::stable_sort(list.begin(), list.end(), [](const auto& a, const auto& b) {
        return a.second->count > b.second->count;
    });
    if (list.size() > top) {
        list.resize(top);
    }
    return list;
}

}  // namespace easylink
