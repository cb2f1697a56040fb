#pragma once

// [SECTION] Report batch
//
// The editor's side of `easylink report`: a batch of seeds run on worker
// threads while the editor stays responsive. Each worker takes the next seed,
// records it with core's recordSeed() and adds the record to the batch's one
// BatchReport under a mutex; the UI thread copies that report, whole or
// partial, under the same mutex when it has changed (snapshot()), and draws
// from its copy. Since every figure of a BatchReport is a sum, a histogram or
// a list of the smallest seeds, the order in which seeds finish does not
// matter: a finished batch equals runBatchReport() over the same seeds.
//
// cancel() stops the workers after the seed each is on; what they recorded
// stays. A new start() supersedes the batch under way the same way, without
// waiting for it: its threads are joined once they have stopped (poll()) or
// when the ReportBatch goes.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/generation/generator_params.hpp"
#include "easylink/report/batch_report.hpp"

namespace easylink::ui {

/// What a batch runs: the catalogue and parameters (valid, as for
/// generation) and seeds first..first+count-1 on `jobs` threads.
struct ReportRequest {
    Catalogue catalogue;
    GeneratorParams params;
    std::uint64_t first = 1;
    std::uint64_t count = 100;
    unsigned jobs = 1;
};

/// How far the batch is, read without the report's mutex.
struct ReportProgress {
    std::uint64_t done = 0;   // seeds recorded
    std::uint64_t total = 0;  // seeds asked for
    bool running = false;     // workers still at it
    bool cancelled = false;   // stopped by cancel() before every seed ran
    unsigned jobs = 0;        // worker threads
    double seconds = 0.0;     // wall time so far, or of the whole batch once it ended
    std::string error;        // why a worker stopped (an exception), or empty
};

/// The worker threads a batch uses by default: all cores but one (the
/// editor's own), at least 1 and at most 8.
unsigned defaultReportJobs();

class ReportBatch {
public:
    ReportBatch() = default;
    /// Cancels every batch and joins its threads.
    ~ReportBatch();
    ReportBatch(const ReportBatch&) = delete;
    ReportBatch& operator=(const ReportBatch&) = delete;

    /// Starts a batch, superseding any under way. Returns its number (from 1).
    std::uint64_t start(ReportRequest request);
    /// Stops the batch under way after the seeds its workers are on.
    void cancel();

    /// The number of the last start(), 0 before the first.
    std::uint64_t batchId() const { return current_ ? current_->id : 0; }
    bool started() const { return current_ != nullptr; }
    ReportProgress progress() const;
    bool running() const { return progress().running; }

    /// A copy of the current batch's report if it changed since the copy
    /// numbered `version` (0: none yet); `version` then moves on. Taken under
    /// the report's mutex, so it is always a consistent partial report.
    std::optional<BatchReport> snapshot(std::uint64_t& version) const;

    /// Joins the threads of superseded batches that have stopped. Call once a frame.
    void poll();
    /// For tests: blocks until the current batch's workers have all stopped.
    void waitUntilFinished();

private:
    struct Batch {
        std::uint64_t id = 0;
        ReportRequest request;
        std::chrono::steady_clock::time_point began;
        std::atomic<std::uint64_t> next{0};
        std::atomic<std::uint64_t> done{0};
        std::atomic<bool> cancelled{false};
        std::atomic<unsigned> workersLeft{0};

        mutable std::mutex mutex;  // guards everything below
        BatchReport report;
        std::uint64_t version = 1;
        std::optional<std::chrono::steady_clock::time_point> ended;
        std::string error;
        std::vector<std::thread> threads;

        explicit Batch(ReportRequest asked);
        void work();
        void join();
    };

    std::unique_ptr<Batch> current_;
    std::vector<std::unique_ptr<Batch>> retiring_;  // superseded, threads not yet joined
    std::uint64_t lastId_ = 0;
};

}  // namespace easylink::ui
