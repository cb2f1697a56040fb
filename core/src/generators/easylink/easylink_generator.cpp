#include "easylink/generators/easylink/easylink_generator.hpp"

#include <algorithm>
#include <limits>

#include "easylink/layout/layout_stats.hpp"

#include "catalogue_index.hpp"
#include "components.hpp"
#include "feasibility.hpp"
#include "generation_context.hpp"
#include "growers/grower.hpp"
#include "placement.hpp"
#include "room_rules.hpp"
#include "targets.hpp"
#include "work_meter.hpp"

namespace easylink {

namespace {

using generation::GenerationContext;

/// Attempts that may start again for falling short of wanted_loops.
constexpr int kWantedLoopRestarts = 3;

/// Step 2: rounds of grower turns until a round adds nothing.
void grow(GenerationContext& context) {
    generation::growRounds(
        context, generation::GrowerSet(context.params.growerOrder, mapTiles(context)).growers());
}

int normalRooms(const Layout& layout) {
    int count = 0;
    for (RoomId id : layout.roomIds()) {
        count += layout.room(id)->kind == ModuleKind::Normal ? 1 : 0;
    }
    return count;
}

/// What the run learnt from its attempts, for the failure message.
struct Outcome {
    std::optional<generation::TargetCheck> bestMiss;  // smallest shortfall of the targets
    std::string lastBrokenRule;
    int bestPlaced = 0;  // normal rooms step 1 placed, in attempts cut short after it
};

std::string failureMessage(const EasylinkParams& params, const GenerationResult& result,
                           const Outcome& outcome, const generation::WorkMeter& work) {
    const int finished = work.exhausted() ? result.attempts - 1 : result.attempts;
    const std::string budget = work.exhausted()
                                   ? " before the work budget ran out (in attempt " +
                                         std::to_string(result.attempts) + " of " +
                                         std::to_string(params.maxAttempts) + ": " +
                                         std::to_string(work.budget()) + " units for " +
                                         generation::describeMap(params.width, params.height) + ")"
                                   : "";
    const std::string attempts =
        std::to_string(finished) + (finished == 1 ? " attempt" : " attempts");
    if (outcome.bestMiss) {
        return "no attempt met the targets in " + attempts + budget + "; the best missed " +
               outcome.bestMiss->missed;
    }
    if (!outcome.lastBrokenRule.empty()) {
        return "no attempt met the room rules in " + attempts + budget + "; the last broke " +
               outcome.lastBrokenRule;
    }
    if (finished == 0) {
        return "the work budget ran out in attempt 1 of " + std::to_string(params.maxAttempts) +
               " (" + std::to_string(work.budget()) + " units for " +
               generation::describeMap(params.width, params.height) +
               "); lower max_rounds, per_turn_limit or placement_attempts, or make the map "
               "smaller";
    }
    const std::string best =
        outcome.bestPlaced > result.bestNormalRooms
            ? "step 1 of the best of " + attempts + " placed only " +
                  std::to_string(outcome.bestPlaced)
            : "the best of " + attempts + " had " + std::to_string(result.bestNormalRooms);
    return "no attempt reached min_rooms = " + std::to_string(params.minRooms) +
           " connected normal rooms" + budget + "; " + best +
           " (try a bigger map, a higher room_density or a lower min_rooms)";
}

std::string firstProblem(const std::vector<Problem>& problems, const char* what) {
    for (const Problem& problem : problems) {
        if (problem.severity == Severity::Error) {
            return std::string(what) + ": " +
                   (problem.pointer.empty() ? "" : problem.pointer + ": ") + problem.message;
        }
    }
    return {};
}

/// The work of setting up an attempt: its fresh map.
std::int64_t attemptSetupWork(const EasylinkParams& params) {
    return std::int64_t{params.width} * params.height / kTilesPerSetupUnit;
}

/// How one attempt ended, for the loop over attempts.
enum class AttemptEnd {
    Failed,    // too few rooms, a target missed, a rule broken, or loops wanted
    CutShort,  // the work budget ran out in it
    Done,      // kept: the result holds its layout, or phase 2's failure
};

/// An attempt good enough to keep that started again for wanted_loops.
struct Fallback {
    int attempt = 0;
    int loops = 0;
    std::int64_t work = 0;  // what it spent, its setup included
};

/// The attempts of one run: steps 1 to 3, the targets and the room rules,
/// then phase 2 for the attempt kept. Each attempt draws from a stream of its
/// own, so cutting one short changes no other, and one made again gives the
/// same layout for the same work.
class AttemptRunner {
public:
    AttemptRunner(const PreparedCatalogue& prepared, const EasylinkParams& params,
                  std::uint64_t seed, EventSink* sink, GenerationResult& result)
        : prepared_(prepared),
          params_(params),
          seed_(seed),
          sink_(sink),
          result_(result),
          root_(seed),
          bounds_(generation::roomBounds(params, prepared.catalogue())),
          // wanted_loops never asks for more than max_loops allows.
          wantedLoops_(std::min(params.wantedLoops,
                                params.maxLoops.value_or(std::numeric_limits<int>::max()))) {}

    /// Runs attempt `attempt`, spending from `work`. `again`, when not empty,
    /// says why a fallback attempt is made again: it is then kept whatever
    /// its loops.
    AttemptEnd run(int attempt, generation::WorkMeter& work, const std::string& again);

    const Outcome& outcome() const { return outcome_; }
    /// The attempt with the most loops among those that started again for
    /// wanted_loops (the first of equals).
    const std::optional<Fallback>& fallback() const { return fallback_; }

private:
    /// What steps 2 and 3, the targets and the room rules left of an attempt.
    struct Grown {
        int kept = 0;  // normal rooms in the kept component
        generation::TargetCheck targets;
        std::string broken;  // the room rule broken, if any
    };

    /// Step 1. False, the attempt noted as failed, when it placed so few
    /// normal rooms that min_rooms is out of reach.
    bool placedEnough(GenerationContext& context, int attempt, const generation::WorkMeter& work);
    /// Steps 2 and 3, then the targets and the room rules.
    Grown growAndRepair(GenerationContext& context);
    /// An attempt that missed a target: noted, and kept as the best miss
    /// when it missed by the least.
    AttemptEnd missedTargets(GenerationContext& context, int attempt,
                             const generation::TargetCheck& targets);
    /// True, the attempt noted as one that starts again, when it has fewer
    /// loops than wanted_loops and another attempt is worth the work.
    bool startsAgainForLoops(GenerationContext& context, int attempt, const std::string& again,
                             int loops, std::int64_t spent, const generation::WorkMeter& work);
    /// Phase 2 on the attempt kept, then its layout into the result.
    AttemptEnd keep(GenerationContext& context, int attempt, const std::string& again, int kept);
    /// An attempt that broke a room rule or kept too few normal rooms.
    AttemptEnd fail(GenerationContext& context, int attempt, const Grown& grown);

    /// Growth adds no normal room, and the targets phase at most
    /// bounds_.addedLater: an attempt whose step 1 (or step 3) leaves fewer
    /// than min_rooms less those can stop there.
    bool doomed(int normal) const {
        return static_cast<std::int64_t>(normal) + bounds_.addedLater < params_.minRooms;
    }

    const PreparedCatalogue& prepared_;
    const EasylinkParams& params_;
    std::uint64_t seed_;
    EventSink* sink_;
    GenerationResult& result_;
    const Rng root_;
    generation::RoomBounds bounds_;
    int wantedLoops_;
    Outcome outcome_;
    std::optional<Fallback> fallback_;
};

AttemptEnd AttemptRunner::run(int attempt, generation::WorkMeter& work, const std::string& again) {
    const std::int64_t workBefore = work.used();
    work.spend(attemptSetupWork(params_));
    Rng rng = root_.fork(static_cast<std::uint64_t>(attempt));
    Layout layout(prepared_.catalogue(), params_.width, params_.height);
    GenerationContext context(prepared_.index(), params_, layout, rng, sink_, attempt, &work,
                              again);
    if (!placedEnough(context, attempt, work)) {
        return AttemptEnd::Failed;
    }
    const Grown grown = growAndRepair(context);
    if (work.exhausted()) {
        return AttemptEnd::CutShort;  // cut short somewhere: it proves nothing
    }
    result_.bestNormalRooms = std::max(result_.bestNormalRooms, grown.kept);
    const bool whole = grown.kept >= params_.minRooms && grown.broken.empty();
    if (whole && !grown.targets.missed.empty()) {
        return missedTargets(context, attempt, grown.targets);
    }
    if (whole && startsAgainForLoops(context, attempt, again, grown.targets.loops,
                                     work.used() - workBefore, work)) {
        return AttemptEnd::Failed;
    }
    if (whole) {
        return keep(context, attempt, again, grown.kept);
    }
    return fail(context, attempt, grown);
}

bool AttemptRunner::placedEnough(GenerationContext& context, int attempt,
                                 const generation::WorkMeter& work) {
    context.beginPhase(Phase::Placement);
    generation::placeRooms(context);
    const int placed = normalRooms(context.layout);
    if (!doomed(placed) || work.exhausted()) {
        return true;
    }
    outcome_.bestPlaced = std::max(outcome_.bestPlaced, placed);
    context.note(EventKind::AttemptFailed,
                 "attempt " + std::to_string(attempt + 1) + " placed only " +
                     std::to_string(placed) + " normal rooms in step 1; min_rooms is " +
                     std::to_string(params_.minRooms) + ", so it starts again");
    return false;
}

AttemptRunner::Grown AttemptRunner::growAndRepair(GenerationContext& context) {
    const Layout& layout = context.layout;
    context.beginPhase(Phase::Growth);
    grow(context);
    context.beginPhase(Phase::Components);
    Grown grown;
    grown.kept = generation::keepBiggestComponent(context);
    // The targets work on the kept component first; the room rules come
    // after it, so that no loop it closes shortens a far_from distance
    // and a `last` room really is the last one placed. A rule repair may
    // change the figures, so the targets are checked again after it.
    const bool targetWork =
        generation::hasTargetWork(context) && layout.roomCount() > 0 && !doomed(grown.kept);
    if (targetWork) {
        context.beginPhase(Phase::Targets);
        grown.targets = generation::meetTargets(context);
        grown.kept = computeStats(layout, 1).normalRooms;
    }
    if (grown.kept >= params_.minRooms && prepared_.ruled()) {
        context.beginPhase(Phase::Rules);
        grown.broken = generation::enforceRoomRules(context, [&] {
            grow(context);
            grown.kept = generation::keepBiggestComponent(context);
        });
        if (targetWork) {
            grown.targets = generation::checkTargets(layout, params_);
        }
    }
    return grown;
}

AttemptEnd AttemptRunner::missedTargets(GenerationContext& context, int attempt,
                                        const generation::TargetCheck& targets) {
    if (!outcome_.bestMiss || targets.shortfall < outcome_.bestMiss->shortfall) {
        outcome_.bestMiss = targets;
    }
    context.note(EventKind::AttemptFailed, "attempt " + std::to_string(attempt + 1) +
                                               " missed the targets: " + targets.missed);
    return AttemptEnd::Failed;
}

// Loops wanted but not reached: a fresh attempt often has them, so a few
// attempts are spent on it; after those the layout is kept. It is kept at
// once when the work left could not see another attempt like this one
// through twice over: on the biggest maps one attempt takes much of the
// budget. Should a later attempt still not come through, the best of these
// is made again (see fallback()).
bool AttemptRunner::startsAgainForLoops(GenerationContext& context, int attempt,
                                        const std::string& again, int loops, std::int64_t spent,
                                        const generation::WorkMeter& work) {
    const bool roomForAnother = work.budget() - work.used() >= 2 * spent;
    if (!again.empty() || loops >= wantedLoops_ || attempt >= kWantedLoopRestarts ||
        attempt + 1 >= params_.maxAttempts || !roomForAnother) {
        return false;
    }
    if (!fallback_ || loops > fallback_->loops) {
        fallback_ = Fallback{attempt, loops, spent};
    }
    context.note(EventKind::AttemptFailed, "attempt " + std::to_string(attempt + 1) + " has " +
                                               std::to_string(loops) + " loops; wanted_loops is " +
                                               std::to_string(params_.wantedLoops) +
                                               ", so it starts again");
    return true;
}

AttemptEnd AttemptRunner::keep(GenerationContext& context, int attempt, const std::string& again,
                               int kept) {
    if (params_.resolveDepth > 0) {
        result_.resolution = resolveLayout(context.layout, params_, seed_,
                                           &prepared_.resolveTables(), sink_, attempt);
        if (!result_.resolution->ok()) {
            result_.failure = result_.resolution->overBudget
                                  ? result_.resolution->failure  // "phase 2 exceeded ..."
                                  : "phase 2: " + result_.resolution->failure;
            context.note(EventKind::AttemptFailed, result_.failure);
            return AttemptEnd::Done;
        }
    }
    context.beginPhase(Phase::Done);
    const std::string finished =
        again.empty() ? "finished after " + std::to_string(attempt + 1) +
                            (attempt == 0 ? " attempt" : " attempts")
                      : "finished with attempt " + std::to_string(attempt + 1) + " of " +
                            std::to_string(result_.attempts) + " (made again)";
    context.note(EventKind::Finished, finished + " with " + std::to_string(kept) + " normal rooms");
    result_.layout = std::move(context.layout);
    return AttemptEnd::Done;
}

AttemptEnd AttemptRunner::fail(GenerationContext& context, int attempt, const Grown& grown) {
    if (!grown.broken.empty()) {
        outcome_.lastBrokenRule = grown.broken;
        context.note(EventKind::AttemptFailed, "attempt " + std::to_string(attempt + 1) +
                                                   " broke a room rule: " + grown.broken);
        return AttemptEnd::Failed;
    }
    context.note(EventKind::AttemptFailed, "attempt " + std::to_string(attempt + 1) +
                                               " kept only " + std::to_string(grown.kept) +
                                               " normal rooms; min_rooms is " +
                                               std::to_string(params_.minRooms));
    return AttemptEnd::Failed;
}

}  // namespace

std::int64_t generationWorkBudget(const EasylinkParams& params) {
    const std::int64_t area = std::int64_t{params.width} * params.height;
    return std::min(std::int64_t{params.maxAttempts} * area * kWorkPerTilePerAttempt,
                    kMaxWorkPerRun);
}

GenerationResult generateEasylink(const Catalogue& catalogue, const EasylinkParams& params,
                                  std::uint64_t seed, EventSink* sink) {
    return generateEasylink(catalogue, params, seed, sink, generationWorkBudget(params));
}

GenerationResult generateEasylink(const Catalogue& catalogue, const EasylinkParams& params,
                                  std::uint64_t seed, EventSink* sink, std::int64_t workBudget) {
    return generateEasylink(PreparedCatalogue(catalogue), params, seed, sink, workBudget);
}

GenerationResult generateEasylink(const PreparedCatalogue& prepared, const EasylinkParams& params,
                                  std::uint64_t seed, EventSink* sink) {
    return generateEasylink(prepared, params, seed, sink, generationWorkBudget(params));
}

GenerationResult generateEasylink(const PreparedCatalogue& prepared, const EasylinkParams& params,
                                  std::uint64_t seed, EventSink* sink, std::int64_t workBudget) {
    GenerationResult result;
    if (!prepared.failure().empty()) {
        result.failure = prepared.failure();
        return result;
    }
    const Catalogue& catalogue = prepared.catalogue();
    if (auto problem = firstProblem(validateParams(params), "invalid parameters");
        !problem.empty()) {
        result.failure = problem;
        return result;
    }
    if (auto problem = firstProblem(validateParamsFor(params, catalogue), "invalid parameters");
        !problem.empty()) {
        result.failure = problem;
        return result;
    }
    const generation::CatalogueIndex& index = prepared.index();
    const bool anyRoomFits = std::any_of(
        index.roomTemplates().begin(), index.roomTemplates().end(), [&](int templateIndex) {
            const auto& views = index.viewsOf(templateIndex);
            return std::any_of(views.begin(), views.end(), [&](int view) {
                return index.view(view).size.w <= params.width &&
                       index.view(view).size.h <= params.height;
            });
        });
    if (!anyRoomFits) {
        result.failure = "no room module fits on a " + std::to_string(params.width) + "x" +
                         std::to_string(params.height) + " map; make the map bigger";
        return result;
    }
    AttemptRunner runner(prepared, params, seed, sink, result);
    generation::WorkMeter work(workBudget);
    for (int attempt = 0; attempt < params.maxAttempts && !work.exhausted(); ++attempt) {
        result.attempts = attempt + 1;
        const AttemptEnd end = runner.run(attempt, work, {});
        if (end == AttemptEnd::Done) {
            result.work = work.used();
            return result;
        }
        if (end == AttemptEnd::CutShort) {
            break;
        }
    }
    // wanted_loops is never a failure: an attempt that started again for it
    // is made again (its stream gives the same layout for the same work) and
    // kept when no later attempt came through.
    if (const std::optional<Fallback>& fallback = runner.fallback()) {
        generation::WorkMeter again(fallback->work);
        const std::string why =
            "attempt " + std::to_string(fallback->attempt + 1) +
            " is made again and kept: it had " + std::to_string(fallback->loops) + " of the " +
            std::to_string(params.wantedLoops) + " loops wanted, and " +
            (work.exhausted()
                 ? "the work budget ran out in attempt " + std::to_string(result.attempts)
                 : "no attempt after it met min_rooms, the targets and the room rules");
        if (runner.run(fallback->attempt, again, why) == AttemptEnd::Done) {
            result.work = work.used() + again.used();
            return result;
        }
    }
    result.work = work.used();
    result.failure = failureMessage(params, result, runner.outcome(), work);
    return result;
}

}  // namespace easylink
