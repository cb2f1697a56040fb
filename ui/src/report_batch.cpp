#include "report_batch.hpp"

#include <algorithm>
#include <exception>
#include <utility>

namespace easylink::ui {

unsigned defaultReportJobs() {
    const unsigned cores = std::thread::hardware_concurrency();
    return std::clamp(cores > 1 ? cores - 1 : 1u, 1u, 8u);
}

ReportBatch::Batch::Batch(ReportRequest asked)
    : request(std::move(asked)), report(request.catalogue, request.params) {}

void ReportBatch::Batch::work() {
    // Seeds are handed out one at a time, so a cancel takes effect after
    // the seed each worker is on, and the workers finish together.
    try {
        for (std::uint64_t i = next++; i < request.count && !cancelled.load(); i = next++) {
            const SeedRecord record =
                recordSeed(request.catalogue, request.params, request.first + i);
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

void ReportBatch::Batch::join() {
    for (std::thread& thread : threads) {
        if (thread.joinable()) {
            thread.join();
        }
    }
}

ReportBatch::~ReportBatch() {
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

std::uint64_t ReportBatch::start(ReportRequest request) {
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

void ReportBatch::cancel() {
    if (current_) {
        current_->cancelled = true;
    }
}

ReportProgress ReportBatch::progress() const {
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

std::optional<BatchReport> ReportBatch::snapshot(std::uint64_t& version) const {
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

void ReportBatch::poll() {
    std::erase_if(retiring_, [](const std::unique_ptr<Batch>& batch) {
        if (batch->workersLeft.load() != 0) {
            return false;
        }
        batch->join();
        return true;
    });
}

void ReportBatch::waitUntilFinished() {
    if (current_) {
        current_->join();
    }
}

}  // namespace easylink::ui
