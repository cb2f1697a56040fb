#pragma once

// [SECTION] Generation session
//
// The editor's side of generating, in three parts: the run settings (what
// the next run is asked to do: run_settings.hpp), the run worker (this
// class: the run in progress on a worker thread), and the cursor (the run
// on show, its step and playback: run_cursor.hpp).
//
// A run works on its own copy of the catalogue, so the document can change
// while it is under way, and the layouts it produces keep pointing at that
// copy for as long as the run is on show. start() never waits: it hands the
// job to the worker and returns. A newer start() supersedes an older one:
// the older run is told to stop at its next event and whatever it produces is
// dropped, so dragging a slider with auto-regenerate on costs at most one
// run at a time. poll(), once a frame, takes a finished run in and gives it
// to the cursor. Mode::Inline runs the generator inside start() for tests
// that want no worker at all.

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "document/change_notices.hpp"
#include "easylink/catalogue/catalogue.hpp"
#include "easylink/generation/generator_params.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"
#include "easylink/registry/registry.hpp"
#include "session/generation_run.hpp"
#include "session/run_cursor.hpp"
#include "session/run_settings.hpp"

namespace easylink::ui {

class GenerationSession final {
public:
    /// Threaded: runs go to a worker thread (the editor). Inline: start() runs
    /// the generator before returning and poll() takes the run in (tests).
    enum class Mode { Threaded, Inline };

    /// `rerollSeed` seeds the generator that reroll() draws new seeds from.
    /// The session says what changes (settings, runs, the step) to
    /// `notices`, or to notices of its own when none are given, and hears
    /// the catalogue's notices there.
    static constexpr std::uint64_t kDefaultRerollSeed = 0x5eed;
    explicit GenerationSession(Mode mode = Mode::Threaded,
                               std::uint64_t rerollSeed = kDefaultRerollSeed,
                               ChangeNotices* notices = nullptr);
    /// Stops the run under way (at its next event) and joins the worker.
    ~GenerationSession();
    GenerationSession(const GenerationSession&) = delete;
    GenerationSession& operator=(const GenerationSession&) = delete;

    /// Where the session's changes are said, and the catalogue's heard.
    ChangeNotices& notices() { return *notices_; }

    /// What the next run is asked to do: generator, parameters, seed,
    /// inputs (run_settings.hpp).
    RunSettings& settings() { return settings_; }
    const RunSettings& settings() const { return settings_; }

    /// True when the settings, the inputs or the catalogue changed since
    /// the last start(), refused or not, or the last layout put on show:
    /// what auto-regenerate waits for.
    bool outOfDate() const { return sinceStart_.changed(); }

    // --- Runs --------------------------------------------------------------------
    /// Checks the parameters and the catalogue here, on the calling thread;
    /// with problems it starts nothing and failure() says what is wrong.
    /// Otherwise the run is handed to the worker (or, inline, done at once).
    /// Either way any run under way is superseded. Returns true when started.
    /// `named`, when given, is the catalogue the run's layout file names
    /// instead of `catalogue` (GenerationRun::catalogueIdentity).
    bool start(const Catalogue& catalogue, std::optional<CatalogueIdentity> named = std::nullopt);
    /// Records a start the caller refused for its own reason (a document with
    /// errors), as start() records its refusals: failure() says `reason`.
    void refuse(std::string reason);

    /// Takes a finished run in; call once a frame. True when one arrived
    /// (then the step is at its end, and Run, Cursor and ShownLayout are
    /// said).
    bool poll();

    /// True from a start() until poll() takes its run in.
    bool running() const { return awaitedId_ != 0; }
    /// Seconds since the running job was started; 0 when none is.
    double elapsedSeconds() const;
    /// Events the running job has produced so far and the attempt it is on
    /// (0-based), for a progress display; read while it runs.
    std::size_t runningEventCount() const { return progressEvents_.load(); }
    int runningAttempt() const { return progressAttempt_.load(); }

    /// For tests: blocks until the latest start()'s run has finished, then
    /// polls it in. Returns what poll() returned. Never call it in the editor.
    bool waitForRun();

    /// Runs superseded so far: stopped, never started, or dropped on arrival.
    std::uint64_t supersededRuns() const;

    /// The run on show, its step and playback (run_cursor.hpp).
    RunCursor& cursor() { return cursor_; }
    const RunCursor& cursor() const { return cursor_; }
    /// The last run that arrived (or layout put on show), or nullptr.
    const GenerationRun* run() const { return cursor_.run(); }
    /// What went wrong with the last start(): its refusal (bad parameters or
    /// catalogue) or, once its run arrived, the generator's failure. Empty
    /// when it is running or succeeded.
    std::string failure() const;

    // --- A layout read from its file ---------------------------------------------
    /// Puts `run` on show as the last run (a layout read back from its file,
    /// its timeline the events that build it: layout_open.hpp), at its end.
    /// A run under way is superseded, and auto-regenerate waits until the
    /// settings or the catalogue change again.
    void showLayout(std::unique_ptr<GenerationRun> run);

private:
    struct Job {
        std::uint64_t id = 0;
        const Generator* generator = nullptr;  // from the registry
        std::shared_ptr<const Catalogue> catalogue;
        EasylinkParams params;
        std::uint64_t seed = 0;
        GenerationRequest request;  // its catalogue is `catalogue`, when it reads one
        std::optional<CatalogueIdentity> catalogueIdentity;
    };

    /// Runs the generator and builds the timeline; nullptr when the job was
    /// superseded before it finished. Runs on the worker (or inline).
    std::unique_ptr<GenerationRun> execute(const Job& job);
    void workerLoop();
    /// Files a finished run for poll(), dropping it if a newer job exists.
    void deliver(std::unique_ptr<GenerationRun> run);
    void supersedeRunning();

    Mode mode_;
    ChangeNotices ownNotices_;
    ChangeNotices* notices_;
    RunSettings settings_;
    RunCursor cursor_;
    ChangeWatch sinceStart_;  // what outOfDate() says

    // UI thread only.
    std::string refusal_;
    std::uint64_t awaitedId_ = 0;  // the job poll() waits for; 0: none
    std::chrono::steady_clock::time_point startedAt_;

    // Shared with the worker. latestId_ is read by a running job at every
    // event, to stop as soon as it is superseded.
    std::atomic<std::uint64_t> latestId_{0};
    std::atomic<std::size_t> progressEvents_{0};
    std::atomic<int> progressAttempt_{0};
    mutable std::mutex mutex_;
    std::condition_variable wake_;      // the worker waits for a job or stop
    std::condition_variable finished_;  // waitForRun() waits for a delivery
    std::optional<Job> pending_;
    std::unique_ptr<GenerationRun> delivered_;
    std::uint64_t superseded_ = 0;
    bool stopping_ = false;
    std::thread worker_;
};

}  // namespace easylink::ui
