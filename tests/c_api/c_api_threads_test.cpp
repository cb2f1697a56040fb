// One catalogue shared by 8 threads generating at once through the C
// interface (easylink.h: "a catalogue is immutable once loaded"), each
// layout byte-identical to the same seed run alone. CI also builds and runs
// this under ThreadSanitizer (.ci/run, build-tsan). Exit 0 when all agree.

#include <cstdio>
#include <string>
#include <thread>
#include <vector>

#include "easylink/easylink.h"

namespace {

struct Job {
    const char* generator;
    std::uint64_t seed;
};

/// The layout file of one run, or "" when it failed (the reason printed).
std::string layoutText(const el_catalogue* catalogue, const Job& job) {
    char err[512];
    el_layout* layout = el_generate(catalogue, job.generator, nullptr, job.seed, err, sizeof err);
    if (layout == nullptr) {
        std::fprintf(stderr, "%s seed %llu: %s\n", job.generator,
                     static_cast<unsigned long long>(job.seed), err);
        return {};
    }
    std::size_t length = 0;
    const char* bytes = el_layout_json(layout, &length);
    std::string text(bytes, length);
    el_layout_free(layout);
    return text;
}

}  // namespace

int main() {
    constexpr int kThreads = 8;
    char err[512];
    el_catalogue* catalogue =
        el_catalogue_load(EASYLINK_ASSETS_DIR "/catalogues/default.json", err, sizeof err);
    if (catalogue == nullptr) {
        std::fprintf(stderr, "cannot load the default catalogue: %s\n", err);
        return 1;
    }
    std::vector<Job> jobs;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        for (const char* generator : {"easylink", "cellular", "passages"}) {
            jobs.push_back({generator, seed});
        }
    }
    std::vector<std::string> alone;
    for (const Job& job : jobs) {
        alone.push_back(layoutText(catalogue, job));
    }
    // Every thread runs every job, each starting at a different one, so
    // that different generators and seeds overlap in time.
    std::vector<std::vector<std::string>> together(kThreads, std::vector<std::string>(jobs.size()));
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t) {
        threads.emplace_back([&, t] {
            for (std::size_t i = 0; i < jobs.size(); ++i) {
                const std::size_t job = (i + static_cast<std::size_t>(t) * 3) % jobs.size();
                together[static_cast<std::size_t>(t)][job] = layoutText(catalogue, jobs[job]);
            }
        });
    }
    for (std::thread& thread : threads) {
        thread.join();
    }
    el_catalogue_free(catalogue);

    int differences = 0;
    for (int t = 0; t < kThreads; ++t) {
        for (std::size_t job = 0; job < jobs.size(); ++job) {
            if (alone[job].empty() || together[static_cast<std::size_t>(t)][job] != alone[job]) {
                std::fprintf(stderr, "thread %d: %s seed %llu differs from the run alone\n", t,
                             jobs[job].generator, static_cast<unsigned long long>(jobs[job].seed));
                ++differences;
            }
        }
    }
    std::printf("%d threads x %zu runs on one catalogue: %d differences\n", kThreads, jobs.size(),
                differences);
    return differences == 0 ? 0 : 1;
}
