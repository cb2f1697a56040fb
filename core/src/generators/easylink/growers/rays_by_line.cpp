#include "rays_by_line.hpp"

#include <algorithm>
#include <cstddef>

namespace easylink::generation {

void RaysByLine::reset(int lines, int width) {
    for (int list : filled_) {
        lists_[static_cast<std::size_t>(list)].clear();
    }
    filled_.clear();
    width_ = width;
    blocks_ = width / kBlock + 1;
    lists_.resize(static_cast<std::size_t>(lines) * static_cast<std::size_t>(blocks_));
}

void RaysByLine::add(int line, int first, int last, int index) {
    first = std::max(first, 0);
    last = std::min(last, width_);
    for (int block = first / kBlock; block <= last / kBlock && first <= last; ++block) {
        const int list = line * blocks_ + block;
        std::vector<int>& rays = lists_[static_cast<std::size_t>(list)];
        if (rays.empty()) {
            filled_.push_back(list);
        }
        rays.push_back(index);
    }
}

}  // namespace easylink::generation
