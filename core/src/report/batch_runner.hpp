#pragma once

// [SECTION] Running a batch on worker threads
//
// What runBatchReport() and runTileBatchReport() share: workers take the
// next seed from a shared counter, as `generate --count` does, and add its
// record to a report of their own; the partial reports are merged at the
// end, in worker order (every figure is a sum, so the order does not show).
// The calling thread reports progress meanwhile. Internal to core's report
// code.

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

#include "easylink/report/batch_report.hpp"

namespace easylink::report_detail {

/// `record(partial, seed)` adds one seed to a worker's report; `empty` is
/// the report every worker starts from. Rethrows the first exception of a
/// worker once all have stopped.
template <class Report, class Record>
Report runSeeds(const Report& empty, std::uint64_t first, std::uint64_t count,
                const BatchRunOptions& run, const Record& record) {
    const auto jobs =
        static_cast<unsigned>(std::max<std::uint64_t>(1, std::min<std::uint64_t>(run.jobs, count)));
    std::vector<Report> partials(jobs, empty);
    std::atomic<std::uint64_t> next{0};
    std::atomic<std::uint64_t> done{0};
    std::atomic<bool> stop{false};
    std::mutex mutex;
    std::condition_variable finished;
    std::exception_ptr error;
    const auto work = [&](Report& partial) {
        try {
            for (std::uint64_t i = next++; i < count && !stop; i = next++) {
                record(partial, first + i);
                ++done;
            }
        } catch (...) {
            const std::lock_guard lock(mutex);
            if (!error) {
                error = std::current_exception();
            }
            stop = true;
        }
        const std::lock_guard lock(mutex);
        finished.notify_all();
    };
    std::vector<std::thread> threads;
    threads.reserve(jobs);
    for (unsigned t = 0; t < jobs; ++t) {
        threads.emplace_back(work, std::ref(partials[t]));
    }
    {
        std::unique_lock lock(mutex);
        while (!finished.wait_for(lock, run.progressInterval,
                                  [&] { return done.load() >= count || stop.load(); })) {
            if (run.progress) {
                lock.unlock();
                run.progress(done.load(), count);
                lock.lock();
            }
        }
    }
    for (std::thread& thread : threads) {
        thread.join();
    }
    if (error) {
        std::rethrow_exception(error);
    }
    if (run.progress) {
        run.progress(count, count);
    }
    Report report = std::move(partials.front());
    for (std::size_t t = 1; t < partials.size(); ++t) {
        report.merge(partials[t]);
    }
    return report;
}

}  // namespace easylink::report_detail
