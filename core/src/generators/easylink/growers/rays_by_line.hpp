#pragma once

#include <vector>

namespace easylink::generation {

/// Horizontal rays by the macro line they run on and by the blocks of
/// columns they reach: a vertical ray crossing a line looks only at the rays
/// that can reach its column, not at every ray on the line (a line of a
/// 4096-wide map holds hundreds). Each list keeps the order rays were added.
class RaysByLine {
public:
    /// Empties every list, keeping their buffers, for a map of `lines`
    /// macro lines and `width` columns.
    void reset(int lines, int width);
    /// Ray `index` on `line` reaches columns `first` to `last` (both
    /// included, clipped to the map).
    void add(int line, int first, int last, int index);
    /// The rays on `line` that may reach column `x`, by ascending index.
    const std::vector<int>& at(int line, int x) const {
        if (x < 0 || x > width_) {
            return none_;
        }
        return lists_[static_cast<std::size_t>(line * blocks_ + x / kBlock)];
    }

private:
    static constexpr int kBlock = 32;  // columns to a block
    int blocks_ = 0;
    int width_ = 0;
    std::vector<std::vector<int>> lists_;  // by line, then block
    std::vector<int> filled_;              // the lists not empty
    std::vector<int> none_;
};

}  // namespace easylink::generation
