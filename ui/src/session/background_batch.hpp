#pragma once

// [SECTION] Background batch
//
// The editor's side of `easylink report`: a batch of seeds run on worker
// threads while the editor stays responsive. Each worker takes the next
// seed, records it with the kind's record() and adds the record to the
// batch's one report under a mutex; the UI thread copies that report, whole
// or partial, under the same mutex when it has changed (snapshot()), and
// draws from its copy. Since every figure of a report is a sum, a histogram
// or a list of the smallest seeds, the order in which seeds finish does not
// matter: a finished batch equals core's batch over the same seeds.
//
// cancel() stops the workers after the seed each is on; what they recorded
// stays. A new start() supersedes the batch under way the same way, without
// waiting for it: its threads are joined once they have stopped (poll()) or
// when the BackgroundBatch goes.
//
// A Kind says what is run: `Request` (with `first`, `count` and `jobs`),
// `Report` (with add(record)), `static Report emptyReport(const Request&)`
// and `static auto record(const Request&, std::uint64_t seed)`; optionally
// `static void prepare(Request&)`, run once before the first seed.

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <exception>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace easylink::ui {

/// How far a batch is, read without the report's mutex.
struct ReportProgress {
    std::uint64_t done = 0;   // seeds recorded
    std::uint64_t total = 0;  // seeds asked for
    bool running = false;     // workers still at it
    bool cancelled = false;   // stopped by cancel() before every seed ran
    unsigned jobs = 0;        // worker threads
    double seconds = 0.0;     // wall time so far, or of the whole batch once it ended
    std::string error;        // why a worker stopped (an exception), or empty
};

/// Where a panel's copy of a batch's report stands (BackgroundBatch::refresh()).
struct SnapshotCursor {
    std::uint64_t batch = 0;    // the batch the copy comes from
    std::uint64_t version = 0;  // of that batch's report
    std::chrono::steady_clock::time_point taken;
};

/// The worker threads a batch uses by default: all cores but one (the
/// editor's own), at least 1 and at most 8.
unsigned defaultReportJobs();

template <typename Kind>
class BackgroundBatch {
public:
    using Request = typename Kind::Request;
    using Report = typename Kind::Report;

    BackgroundBatch() = default;
    /// Cancels every batch and joins its threads.
    ~BackgroundBatch();
    BackgroundBatch(const BackgroundBatch&) = delete;
    BackgroundBatch& operator=(const BackgroundBatch&) = delete;

    /// Starts a batch, superseding any under way. Returns its number (from 1).
    std::uint64_t start(Request request);
    /// Stops the batch under way after the seeds its workers are on.
    void cancel() {
        if (current_) {
            current_->cancelled = true;
        }
    }

    /// The number of the last start(), 0 before the first.
    std::uint64_t batchId() const { return current_ ? current_->id : 0; }
    bool started() const { return current_ != nullptr; }
    ReportProgress progress() const;
    bool running() const { return progress().running; }

    /// A copy of the current batch's report if it changed since the copy
    /// numbered `version` (0: none yet); `version` then moves on. Taken under
    /// the report's mutex, so it is always a consistent partial report.
    std::optional<Report> snapshot(std::uint64_t& version) const;

    /// Replaces `shown` with a copy of the current batch's report when it
    /// changed: while the workers run at most ten times a second (plenty to
    /// watch), the last one as soon as they have all stopped. True when
    /// `shown` was replaced.
    bool refresh(std::optional<Report>& shown, SnapshotCursor& cursor) const;

    /// Joins the threads of superseded batches that have stopped. Call once a frame.
    void poll();
    /// For tests: blocks until the current batch's workers have all stopped.
    void waitUntilFinished() {
        if (current_) {
            current_->join();
        }
    }

private:
    struct Batch {
        std::uint64_t id = 0;
        Request request;
        std::chrono::steady_clock::time_point began;
        std::atomic<std::uint64_t> next{0};
        std::atomic<std::uint64_t> done{0};
        std::atomic<bool> cancelled{false};
        std::atomic<unsigned> workersLeft{0};

        mutable std::mutex mutex;  // guards everything below
        Report report;
        std::uint64_t version = 1;
        std::optional<std::chrono::steady_clock::time_point> ended;
        std::string error;
        std::vector<std::thread> threads;

        explicit Batch(Request asked)
            : request(std::move(asked)), report(Kind::emptyReport(request)) {
            // What every seed shares (a checked, indexed catalogue), worked
            // out once, on the batch's own copy of the request.
            if constexpr (requires { Kind::prepare(request); }) {
                Kind::prepare(request);
            }
        }
        void work();
        void join() {
            for (std::thread& thread : threads) {
                if (thread.joinable()) {
                    thread.join();
                }
            }
        }
    };

    std::unique_ptr<Batch> current_;
    std::vector<std::unique_ptr<Batch>> retiring_;  // superseded, threads not yet joined
    std::uint64_t lastId_ = 0;
};

template <typename Kind>
void BackgroundBatch<Kind>::Batch::work() {
    // Seeds are handed out one at a time, so a cancel takes effect after
    // the seed each worker is on, and the workers finish together.
    try {
        for (std::uint64_t i = next++; i < request.count && !cancelled.load(); i = next++) {
            const auto record = Kind::record(request, request.first + i);
            const std::lock_guard lock(mutex);
            report.add(record);
            ++version;
            ++done;
        }
    } catch (const std::exception& exception) {
        const std::lock_guard lock(mutex);
        if (error.empty()) {
            error = exception.what();
        }
        cancelled = true;
    }
    if (--workersLeft == 0) {
        const std::lock_guard lock(mutex);
        ended = std::chrono::steady_clock::now();
        ++version;
    }
}

template <typename Kind>
BackgroundBatch<Kind>::~BackgroundBatch() {
    for (const auto& batch : retiring_) {
        batch->cancelled = true;
    }
    if (current_) {
        current_->cancelled = true;
        current_->join();
    }
    for (const auto& batch : retiring_) {
        batch->join();
    }
}

template <typename Kind>
std::uint64_t BackgroundBatch<Kind>::start(Request request) {
    poll();
    if (current_) {
        current_->cancelled = true;
        retiring_.push_back(std::move(current_));
    }
    const unsigned jobs = static_cast<unsigned>(
        std::clamp<std::uint64_t>(request.jobs, 1, std::max<std::uint64_t>(request.count, 1)));
    current_ = std::make_unique<Batch>(std::move(request));
    Batch& batch = *current_;
    batch.id = ++lastId_;
    batch.began = std::chrono::steady_clock::now();
    if (batch.request.count == 0) {
        batch.ended = batch.began;
        return batch.id;
    }
    batch.workersLeft = jobs;
    batch.threads.reserve(jobs);
    for (unsigned t = 0; t < jobs; ++t) {
        batch.threads.emplace_back([&batch] { batch.work(); });
    }
    return batch.id;
}

template <typename Kind>
ReportProgress BackgroundBatch<Kind>::progress() const {
    ReportProgress progress;
    if (!current_) {
        return progress;
    }
    const Batch& batch = *current_;
    progress.total = batch.request.count;
    progress.done = batch.done.load();
    progress.jobs = static_cast<unsigned>(batch.threads.size());
    const std::lock_guard lock(batch.mutex);
    progress.running = !batch.ended.has_value();
    progress.cancelled = batch.cancelled.load() && progress.done < progress.total;
    progress.error = batch.error;
    const auto end = batch.ended.value_or(std::chrono::steady_clock::now());
    progress.seconds = std::chrono::duration<double>(end - batch.began).count();
    return progress;
}

template <typename Kind>
std::optional<typename Kind::Report> BackgroundBatch<Kind>::snapshot(std::uint64_t& version) const {
    if (!current_) {
        return std::nullopt;
    }
    const std::lock_guard lock(current_->mutex);
    if (current_->version == version) {
        return std::nullopt;
    }
    version = current_->version;
    return current_->report;
}

template <typename Kind>
bool BackgroundBatch<Kind>::refresh(std::optional<Report>& shown, SnapshotCursor& cursor) const {
    if (!started()) {
        return false;
    }
    if (batchId() != cursor.batch) {
        cursor.batch = batchId();
        cursor.version = 0;
    }
    const auto now = std::chrono::steady_clock::now();
    if (cursor.version != 0 && running() && now - cursor.taken < std::chrono::milliseconds(100)) {
        return false;
    }
    std::optional<Report> copy = snapshot(cursor.version);
    if (!copy) {
        return false;
    }
    shown = std::move(*copy);
    cursor.taken = now;
    return true;
}

template <typename Kind>
void BackgroundBatch<Kind>::poll() {
    std::erase_if(retiring_, [](const std::unique_ptr<Batch>& batch) {
        if (batch->workersLeft.load() != 0) {
            return false;
        }
        batch->join();
        return true;
    });
}

}  // namespace easylink::ui
