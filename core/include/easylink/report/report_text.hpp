#pragma once

// How a report writes its figures, the same in report.html and in the
// editor's Report panel.

#include <cstdint>
#include <string>

#include "easylink/report/seed_tally.hpp"

namespace easylink::report_text {

/// A count as report pages write it: "1234".
std::string number(std::uint64_t value);

/// The seeds a report ran, as its title and heading name them: "5 to 104",
/// or "none" before any seed ran.
std::string seedRange(const SeedTally& seeds);

/// `value` with exactly `decimals` decimals ("12.50").
std::string fixed(double value, int decimals);

/// "12.5 %" of a part in a whole; "-" for an empty whole.
std::string percent(std::uint64_t part, std::uint64_t whole);

/// A figure that may be a whole number: "12", "12.5", "12.25".
std::string figure(double value);

}  // namespace easylink::report_text
