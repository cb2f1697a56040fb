#include "session/report_batch.hpp"

#include <algorithm>
#include <thread>

namespace easylink::ui {

unsigned defaultReportJobs() {
    const unsigned cores = std::thread::hardware_concurrency();
    return std::clamp(cores > 1 ? cores - 1 : 1u, 1u, 8u);
}

}  // namespace easylink::ui
