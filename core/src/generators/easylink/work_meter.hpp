#pragma once

// [SECTION] The work budget
//
// A run counts its work in units that follow its cost: a try at a random
// room in step 1, the rooms and corridors a grower's turn scans, a host the
// targets phase tries, the tiles of each attempt's fresh map. Counting work
// rather than time keeps a run byte-identical for a seed on any machine;
// stopping once the budget is spent keeps a request whose targets cannot be
// met (found out only by trying) from spinning for minutes. Every loop of
// the generator that can run long asks outOfWork() before its next step;
// once it says yes they all stop, and the run fails naming the budget.

#include <cstdint>

namespace easylink::generation {

class WorkMeter {
public:
    explicit WorkMeter(std::int64_t budget) : budget_(budget) {}

    void spend(std::int64_t units) { used_ += units; }
    bool exhausted() const { return used_ > budget_; }
    std::int64_t used() const { return used_; }
    std::int64_t budget() const { return budget_; }

private:
    std::int64_t budget_;
    std::int64_t used_ = 0;
};

}  // namespace easylink::generation
