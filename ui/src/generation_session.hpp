#pragma once

// [SECTION] Generation session
//
// The editor's side of a generator run: the parameters and seed the user set,
// the run in progress on a worker thread, and the last run that arrived with
// its events as a timeline and a current step into it.
//
// A run works on its own copy of the catalogue, so the document can change
// while it is under way, and the layouts it produces keep pointing at that
// copy for as long as the run is on show. start() never waits: it hands the
// job to the worker and returns. A newer start() supersedes an older one:
// the older run is told to stop at its next event and whatever it produces is
// dropped, so dragging a slider with auto-regenerate on costs at most one
// run at a time. poll(), once a frame, takes a finished run in.
//
// Stepping, playback and what the viewport draws at the step (the layout,
// the rejected candidates, what the last event touched) are plain UI-thread
// state, testable without threads; Mode::Inline runs the generator inside
// start() for tests that want no worker at all.

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <variant>
#include <vector>

#include "change_notices.hpp"
#include "easylink/catalogue/catalogue.hpp"
#include "easylink/catalogue/catalogue_identity.hpp"
#include "easylink/editing/params_edit.hpp"
#include "easylink/generation/events.hpp"
#include "easylink/generation/generator_params.hpp"
#include "easylink/generation/timeline.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"
#include "easylink/layout/layout.hpp"
#include "easylink/layout/layout_stats.hpp"
#include "easylink/registry/registry.hpp"
#include "run_settings.hpp"

namespace easylink::ui {

/// One finished run, successful or not: what the generator returned and its
/// events as a timeline, with the catalogue copy both point into.
struct GenerationRun {
    std::uint64_t id = 0;  // the start() that asked for it, counting from 1
    std::shared_ptr<const Catalogue> catalogue;
    EasylinkParams params;
    std::uint64_t seed = 0;
    GenerationResult result;  // easylink runs
    /// "easylink" or the name of a tile-map generator; a tile-map run has its
    /// map (or failure) in tileMap and an empty layout in result.
    std::string generator = "easylink";
    std::optional<TileMapResult> tileMap;
    /// The "params" of the layout file: every parameter as the run used it.
    Json recordedParams = Json::object();
    std::optional<LayoutStats> stats;  // of the result's layout, on success
    std::optional<Timeline> timeline;  // always set once the run is in
    /// mutationsBefore[i]: mutation events among the first i events, so two
    /// steps show the same layout exactly when their counts are equal.
    std::vector<std::size_t> mutationsBefore;
    std::vector<std::size_t> attemptStarts;  // indices of the AttemptStarted events
    /// Indices of the SlotResolved events (phase 2), in order, and by room or
    /// corridor id the index of the one that resolved it (kNoEvent: none).
    std::vector<std::size_t> slotEvents;
    std::vector<std::size_t> roomResolvedAt;
    std::vector<std::size_t> corridorResolvedAt;
    double seconds = 0.0;  // generation and timeline together
    /// The layout file the run was read from (File > Open layout, `edit
    /// LAYOUT`); empty for a run generated here.
    std::filesystem::path file;
    /// The catalogue its layout file names, when it is not the run's own
    /// `catalogue` (a file's record, or the document's while the
    /// spotlight weighs a module up); unset: the run's own.
    std::optional<CatalogueIdentity> catalogueIdentity;
};

/// Marks a room or corridor phase 2 never resolved in a run's tables.
inline constexpr std::size_t kNoEvent = static_cast<std::size_t>(-1);

/// "26 rooms, 31 corridors, 3 loops, 5 dead ends, 1 attempt" for a successful
/// run, or its failure sentence.
std::string runSummary(const GenerationRun& run);

class GenerationSession final {
public:
    /// Threaded: runs go to a worker thread (the editor). Inline: start() runs
    /// the generator before returning and poll() takes the run in (tests).
    enum class Mode { Threaded, Inline };

    static constexpr double kMinSpeed = 1.0;
    static constexpr double kMaxSpeed = 2000.0;

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

    /// The last run that arrived, or nullptr.
    const GenerationRun* run() const { return run_.get(); }
    const GenerationResult* result() const { return run_ ? &run_->result : nullptr; }
    /// What went wrong with the last start(): its refusal (bad parameters or
    /// catalogue) or, once its run arrived, the generator's failure. Empty
    /// when it is running or succeeded.
    std::string failure() const;

    /// The last run's timeline (also for failed runs, whose events show why).
    Timeline* timeline() { return run_ ? &*run_->timeline : nullptr; }
    const Timeline* timeline() const { return run_ ? &*run_->timeline : nullptr; }

    // --- Stepping ----------------------------------------------------------------
    /// Events [0, step) have happened; 0 before the run, stepCount() after it.
    std::size_t step() const { return step_; }
    std::size_t stepCount() const { return run_ ? run_->timeline->size() : 0; }
    void setStep(std::size_t step);  // clamped to [0, stepCount()]
    /// Steps as the timeline does, except that an action step also stops at
    /// every SlotResolved event: each room or corridor phase 2 fills is an
    /// action of its own, though it changes no layout.
    void stepBy(StepSize size, bool forward);
    void toStart() { setStep(0); }
    void toEnd() { setStep(stepCount()); }

    /// The layout as it stood at the step, or nullptr without a run.
    const Layout* layoutAtStep();
    /// A tile-map generator's tiles as they stood at the step, or nullptr
    /// (no run, or an easylink run).
    const TileRaster* tilesAtStep();

    /// The last event that happened (the one before the step), or nullptr at
    /// step 0: its sentence is what the timeline shows.
    const Event* currentEvent() const;
    /// Indices of the candidates rejected since the last mutation before the
    /// step, oldest first: what the viewport draws as ghosts.
    std::vector<std::size_t> rejectionsAtStep() const;
    /// What the last event before the step touched: what the viewport highlights.
    std::vector<EventObject> touchedAtStep() const;
    // --- Phase 2 ----------------------------------------------------------------
    /// The last run's resolution, or nullptr (no run, phase 2 off, or a run
    /// that failed before it).
    const Resolution* resolution() const;
    /// The index of the SlotResolved event that resolved a room or corridor
    /// of the run's final layout, or nullopt.
    std::optional<std::size_t> resolutionEventOf(TileOwner object) const;
    /// True when that event lies before the step: the object is resolved at it.
    bool resolvedAtStep(TileOwner object) const;
    /// How many SlotResolved events lie before the step.
    std::size_t slotsResolvedAtStep() const;
    /// True when no mutation lies after the step: the layout at the step is
    /// the run's last, the one phase 2 resolved and whose ids its events use
    /// (earlier, an id may still belong to another room).
    bool layoutIsFinal() const;

    /// The attempt the step is in (0-based, from the last AttemptStarted
    /// before it) and how many attempts the run made.
    int attemptAtStep() const;
    int attemptCount() const;

    // --- Playback ----------------------------------------------------------------
    /// Plays from the step, or from the start when the step is at the end.
    void play();
    void pause() { playing_ = false; }
    bool playing() const { return playing_; }
    /// Events per second, clamped to [kMinSpeed, kMaxSpeed].
    double speed() const { return speed_; }
    void setSpeed(double eventsPerSecond);
    /// Moves the step on by speed * seconds events (fractions carry over to
    /// the next frame) and stops playing at the end. Call once a frame.
    void advancePlayback(double seconds);

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
    /// Moves the step: Cursor, and ShownLayout when a mutation lies between.
    void moveStepTo(std::size_t step);
    /// Says that a new run is on show: Run, Cursor and ShownLayout.
    void notifyNewRun();

    Mode mode_;
    ChangeNotices ownNotices_;
    ChangeNotices* notices_;
    RunSettings settings_;
    ChangeWatch sinceStart_;  // what outOfDate() says

    // UI thread only.
    std::unique_ptr<GenerationRun> run_;
    std::string refusal_;
    std::uint64_t awaitedId_ = 0;  // the job poll() waits for; 0: none
    std::chrono::steady_clock::time_point startedAt_;
    std::size_t step_ = 0;
    bool playing_ = false;
    double speed_ = 50.0;
    double playbackCarry_ = 0.0;

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
