#pragma once

// How a report writes its figures, the same in report.html and in the
// editor's Report panel.

#include <cstdint>
#include <string>

namespace easylink::report_text {

/// `value` with exactly `decimals` decimals ("12.50").
std::string fixed(double value, int decimals);

/// "12.5 %" of a part in a whole; "-" for an empty whole.
std::string percent(std::uint64_t part, std::uint64_t whole);

/// A figure that may be a whole number: "12", "12.5", "12.25".
std::string figure(double value);

}  // namespace easylink::report_text
