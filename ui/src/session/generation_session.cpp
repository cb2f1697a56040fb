#include "session/generation_session.hpp"

#include <algorithm>
#include <cmath>
#include <exception>
#include <iterator>
#include <utility>

#include "easylink/catalogue/catalogue_validator.hpp"
#include "easylink/output/run_summary.hpp"
#include "files/layout_export.hpp"

namespace easylink::ui {
namespace {

/// Thrown from inside the generator, through its event sink, when the job
/// has been superseded: the generator has no way to be cancelled otherwise,
/// and it owns everything it builds, so unwinding out of it is clean.
struct RunSuperseded {};

/// Records a job's events, rejections included, reports progress, and stops
/// the job as soon as a newer one has been asked for.
class JobSink final : public EventSink {
public:
    JobSink(std::uint64_t jobId, const std::atomic<std::uint64_t>& latestId,
            std::atomic<std::size_t>& progressEvents, std::atomic<int>& progressAttempt)
        : jobId_(jobId),
          latestId_(latestId),
          progressEvents_(progressEvents),
          progressAttempt_(progressAttempt) {}

    void onEvent(const Event& event) override {
        if (latestId_.load(std::memory_order_relaxed) != jobId_) {
            throw RunSuperseded{};
        }
        recorder_.onEvent(event);
        progressEvents_.store(recorder_.events().size(), std::memory_order_relaxed);
        progressAttempt_.store(event.attempt, std::memory_order_relaxed);
    }
    bool wantsRejections() const override { return true; }

    std::vector<Event> takeEvents() {
        // EventRecorder only hands out a const view; a copy is cheap next to
        // the generation itself.
        return recorder_.events();
    }

private:
    std::uint64_t jobId_;
    const std::atomic<std::uint64_t>& latestId_;
    std::atomic<std::size_t>& progressEvents_;
    std::atomic<int>& progressAttempt_;
    EventRecorder recorder_{true};
};

/// The problems of a refused start() as one text, one problem a line.
std::string describeProblems(const char* what, const std::vector<Problem>& problems) {
    std::string text;
    for (const Problem& problem : problems) {
        if (problem.severity != Severity::Error) {
            continue;
        }
        if (!text.empty()) {
            text += '\n';
        }
        // A region's problem says which region (its message does not).
        const bool region = problem.pointer.rfind("/regions", 0) == 0;
        text += std::string(what) + ": " + (region ? problem.pointer + ": " : "") + problem.message;
    }
    return text;
}

/// Files an outcome in the run's tables. A tile map has an empty layout of
/// the map's size where the editor expects one; its tiles come from the
/// timeline.
void takeOutcome(GenerationRun& run, GenerationOutcome outcome, bool tileMapRun) {
    run.recordedParams = std::move(outcome.params);
    run.result.attempts = outcome.attempts;
    run.result.failure = outcome.failure;
    if (outcome.ok()) {
        run.result.layout = std::move(outcome.layout);
    }
    run.result.resolution = std::move(outcome.resolution);
    if (tileMapRun) {
        TileMapResult& tileMap = run.tileMap.emplace();
        tileMap.tiles = std::move(outcome.tiles);
        tileMap.failure = std::move(outcome.failure);
        tileMap.areas = std::move(outcome.areas);
        tileMap.attempts = outcome.attempts;
        tileMap.notes = std::move(outcome.notes);
        tileMap.options = run.recordedParams;
        tileMap.options.erase("width");
        tileMap.options.erase("height");
    }
}

}  // namespace

/// What the run holds (as the command line says it), or why it failed.
static std::string contentsOf(const GenerationRun& run) {
    const bool made = run.tileMap ? run.tileMap->ok() : run.result.ok();
    return made ? describeRun(viewOf(run)) : run.result.failure;
}

std::string runSummary(const GenerationRun& run) {
    // A layout read back from its file says so first.
    return run.file.empty() ? contentsOf(run)
                            : run.file.filename().string() + " as saved: " + contentsOf(run);
}

GenerationSession::GenerationSession(Mode mode, std::uint64_t rerollSeed, ChangeNotices* notices)
    : mode_(mode),
      notices_(notices != nullptr ? notices : &ownNotices_),
      settings_(*notices_, rerollSeed),
      cursor_(*notices_),
      sinceStart_(*notices_,
                  {Change::Catalogue, Change::Parameters, Change::Generator, Change::Inputs}) {}

GenerationSession::~GenerationSession() {
    {
        const std::lock_guard lock(mutex_);
        stopping_ = true;
        pending_.reset();
    }
    latestId_.fetch_add(1);  // the running job, if any, stops at its next event
    wake_.notify_all();
    if (worker_.joinable()) {
        worker_.join();
    }
}

// [SECTION] Runs

void GenerationSession::refuse(std::string reason) {
    supersedeRunning();
    sinceStart_.forget();
    refusal_ = std::move(reason);
    notices_->notify(Change::Run);
}

bool GenerationSession::start(const Catalogue& catalogue, std::optional<CatalogueIdentity> named) {
    supersedeRunning();
    sinceStart_.forget();

    // The checks are quick, and a refusal is better said at once than after
    // a round trip through the worker. A tile-map generator has no use for
    // the catalogue, so the catalogue's problems do not stop it.
    const Generator& generator = settings_.generatorInfo();
    refusal_ = describeProblems("invalid parameters", validateParams(settings_.params()));
    std::variant<GenerationRequest, std::string> request;
    if (refusal_.empty()) {
        request = settings_.request();
        if (auto* problem = std::get_if<std::string>(&request)) {
            refusal_ = *problem;
        }
    }
    if (refusal_.empty() && generator.inputs.catalogue) {
        refusal_ = describeProblems("invalid catalogue", validateCatalogue(catalogue));
        if (refusal_.empty()) {
            // The regions' module lists name modules of this catalogue.
            GenerationRequest withCatalogue = std::get<GenerationRequest>(request);
            withCatalogue.catalogue = &catalogue;
            refusal_ = describeProblems("invalid parameters", generator.check(withCatalogue));
        }
    }
    if (!refusal_.empty()) {
        return false;
    }

    Job job;
    job.id = latestId_.load();
    job.generator = &generator;
    job.request = std::move(std::get<GenerationRequest>(request));
    job.catalogue = generator.inputs.catalogue ? std::make_shared<const Catalogue>(catalogue)
                                               : std::make_shared<const Catalogue>();
    job.request.catalogue = generator.inputs.catalogue ? job.catalogue.get() : nullptr;
    job.params = settings_.params();
    job.seed = settings_.seed();
    job.catalogueIdentity = std::move(named);
    awaitedId_ = job.id;
    startedAt_ = std::chrono::steady_clock::now();
    progressEvents_.store(0);
    progressAttempt_.store(0);

    if (mode_ == Mode::Inline) {
        if (std::unique_ptr<GenerationRun> run = execute(job)) {
            deliver(std::move(run));
        }
        return true;
    }
    {
        const std::lock_guard lock(mutex_);
        pending_ = std::move(job);
    }
    if (!worker_.joinable()) {
        worker_ = std::thread([this] { workerLoop(); });
    }
    wake_.notify_one();
    return true;
}

void GenerationSession::supersedeRunning() {
    // A new id makes every job before it stale: a running one stops at its
    // next event, and any result still on its way is dropped when it arrives.
    latestId_.store(latestId_.load() + 1);
    awaitedId_ = 0;
    const std::lock_guard lock(mutex_);
    if (pending_) {
        ++superseded_;  // asked for and replaced before the worker took it
        pending_.reset();
    }
}

std::unique_ptr<GenerationRun> GenerationSession::execute(const Job& job) {
    const auto began = std::chrono::steady_clock::now();
    auto run = std::make_unique<GenerationRun>();
    run->id = job.id;
    run->catalogue = job.catalogue;
    run->params = job.params;
    run->seed = job.seed;
    run->catalogueIdentity = job.catalogueIdentity;

    run->generator = job.generator->name;
    JobSink sink(job.id, latestId_, progressEvents_, progressAttempt_);
    try {
        takeOutcome(*run, job.generator->generate(job.request, &sink),
                    !job.generator->inputs.catalogue);
    } catch (const RunSuperseded&) {
        return nullptr;
    } catch (const std::exception& error) {
        run->result = GenerationResult{};
        run->result.failure = std::string("generation stopped: ") + error.what();
    }
    if (run->result.ok()) {
        run->stats = computeStats(*run->result.layout, run->result.attempts);
    }

    // The timeline and the per-step tables are built here too, so that the
    // UI thread only swaps a finished run in.
    std::vector<Event> events = sink.takeEvents();
    run->mutationsBefore.reserve(events.size() + 1);
    run->mutationsBefore.push_back(0);
    for (std::size_t i = 0; i < events.size(); ++i) {
        run->mutationsBefore.push_back(run->mutationsBefore.back() +
                                       (events[i].isMutation() ? 1 : 0));
        if (events[i].kind == EventKind::AttemptStarted) {
            run->attemptStarts.push_back(i);
        }
        if (events[i].kind == EventKind::SlotResolved && !events[i].objects.empty()) {
            run->slotEvents.push_back(i);
            const EventObject& object = events[i].objects.front();
            std::vector<std::size_t>& table = object.kind == EventObject::Kind::Room
                                                  ? run->roomResolvedAt
                                                  : run->corridorResolvedAt;
            if (object.id >= 0) {
                const auto id = static_cast<std::size_t>(object.id);
                if (table.size() <= id) {
                    table.resize(id + 1, kNoEvent);
                }
                table[id] = i;
            }
        }
    }
    run->timeline.emplace(*job.catalogue, job.params.width, job.params.height, std::move(events));
    run->seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
    return run;
}

void GenerationSession::workerLoop() {
    for (;;) {
        Job job;
        {
            std::unique_lock lock(mutex_);
            wake_.wait(lock, [this] { return stopping_ || pending_.has_value(); });
            if (stopping_) {
                return;
            }
            job = std::move(*pending_);
            pending_.reset();
        }
        std::unique_ptr<GenerationRun> run;
        try {
            run = execute(job);
        } catch (const std::exception& error) {
            // Out of memory building the timeline, say: report it as the
            // run's failure rather than lose the thread.
            run = std::make_unique<GenerationRun>();
            run->id = job.id;
            run->catalogue = job.catalogue;
            run->params = job.params;
            run->seed = job.seed;
            run->result.failure = std::string("generation stopped: ") + error.what();
            run->mutationsBefore = {0};
            run->timeline.emplace(*job.catalogue, job.params.width, job.params.height,
                                  std::vector<Event>{});
        }
        if (run) {
            deliver(std::move(run));
        } else {
            const std::lock_guard lock(mutex_);
            ++superseded_;
        }
    }
}

void GenerationSession::deliver(std::unique_ptr<GenerationRun> run) {
    {
        const std::lock_guard lock(mutex_);
        if (run->id != latestId_.load()) {
            ++superseded_;
            return;
        }
        if (delivered_) {
            ++superseded_;
        }
        delivered_ = std::move(run);
    }
    finished_.notify_all();
}

bool GenerationSession::poll() {
    std::unique_ptr<GenerationRun> arrived;
    {
        const std::lock_guard lock(mutex_);
        arrived = std::move(delivered_);
        if (arrived && arrived->id != awaitedId_) {
            ++superseded_;  // superseded after it was filed
            return false;
        }
    }
    if (!arrived) {
        return false;
    }
    awaitedId_ = 0;
    cursor_.show(std::move(arrived));
    return true;
}

bool GenerationSession::waitForRun() {
    if (!running()) {
        return false;
    }
    {
        std::unique_lock lock(mutex_);
        finished_.wait(lock, [this] { return delivered_ && delivered_->id == awaitedId_; });
    }
    return poll();
}

double GenerationSession::elapsedSeconds() const {
    if (!running()) {
        return 0.0;
    }
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - startedAt_).count();
}

std::uint64_t GenerationSession::supersededRuns() const {
    const std::lock_guard lock(mutex_);
    return superseded_;
}

std::string GenerationSession::failure() const {
    if (!refusal_.empty()) {
        return refusal_;
    }
    const GenerationRun* run = cursor_.run();
    if (running() || run == nullptr || run->result.ok()) {
        return {};
    }
    return run->result.failure;
}

// [SECTION] A layout read from its file

void GenerationSession::showLayout(std::unique_ptr<GenerationRun> run) {
    supersedeRunning();
    refusal_.clear();
    sinceStart_.forget();
    cursor_.show(std::move(run));
}

}  // namespace easylink::ui
