// One catalogue shared by 8 threads generating at once through the C
// interface (easylink.h: "a catalogue is immutable once loaded"), each
// layout byte-identical to the same seed run alone; and one layout read by
// 8 threads at once ("a layout may be read from several threads"), its
// instances made on first use by whichever asks first. CI also builds and
// runs this under ThreadSanitizer (.ci/run, build-tsan). Exit 0 when all
// agree.

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

/// The layout's instances as text: every name and position.
std::string instancesText(const el_layout* layout) {
    std::string text;
    const int count = el_layout_instance_count(layout);
    for (int i = 0; i < count; ++i) {
        el_instance instance;
        if (el_layout_instance(layout, i, &instance) != 0) {
            return "instance " + std::to_string(i) + " failed";
        }
        text += std::string(instance.name) + " " + std::to_string(instance.position[0]) + " " +
                std::to_string(instance.position[2]) + " " + std::to_string(instance.yaw) + "\n";
    }
    return text;
}

/// One fresh layout read by `threads` threads at once: how many of them saw
/// other instances than the rest (or none).
int sharedLayoutDifferences(const el_catalogue* catalogue, int threads) {
    char err[512];
    el_layout* layout = el_generate(catalogue, "easylink", nullptr, 3, err, sizeof err);
    if (layout == nullptr) {
        std::fprintf(stderr, "easylink seed 3: %s\n", err);
        return threads;
    }
    std::vector<std::string> seen(static_cast<std::size_t>(threads));
    std::vector<std::thread> readers;
    for (int t = 0; t < threads; ++t) {
        readers.emplace_back([&, t] { seen[static_cast<std::size_t>(t)] = instancesText(layout); });
    }
    for (std::thread& reader : readers) {
        reader.join();
    }
    int differences = 0;
    for (const std::string& text : seen) {
        if (text.empty() || text != seen.front()) {
            ++differences;
        }
    }
    el_layout_free(layout);
    return differences;
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
    const int sharedDifferences = sharedLayoutDifferences(catalogue, kThreads);
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
    std::printf("%d threads reading one layout's instances: %d saw other ones\n", kThreads,
                sharedDifferences);
    return differences == 0 && sharedDifferences == 0 ? 0 : 1;
}
