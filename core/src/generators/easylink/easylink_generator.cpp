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

std::string failureMessage(const GeneratorParams& params, const GenerationResult& result,
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

}  // namespace

std::int64_t attemptSetupWork(const GeneratorParams& params) {
    return std::int64_t{params.width} * params.height / kTilesPerSetupUnit;
}

std::int64_t generationWorkBudget(const GeneratorParams& params) {
    const std::int64_t area = std::int64_t{params.width} * params.height;
    return std::min(std::int64_t{params.maxAttempts} * area * kWorkPerTilePerAttempt,
                    kMaxWorkPerRun);
}

GenerationResult generateEasylink(const Catalogue& catalogue, const GeneratorParams& params,
                                  std::uint64_t seed, EventSink* sink) {
    return generateEasylink(catalogue, params, seed, sink, generationWorkBudget(params));
}

GenerationResult generateEasylink(const Catalogue& catalogue, const GeneratorParams& params,
                                  std::uint64_t seed, EventSink* sink, std::int64_t workBudget) {
    return generateEasylink(PreparedCatalogue(catalogue), params, seed, sink, workBudget);
}

GenerationResult generateEasylink(const PreparedCatalogue& prepared, const GeneratorParams& params,
                                  std::uint64_t seed, EventSink* sink) {
    return generateEasylink(prepared, params, seed, sink, generationWorkBudget(params));
}

GenerationResult generateEasylink(const PreparedCatalogue& prepared, const GeneratorParams& params,
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
    const Rng root(seed);
    const bool ruled = prepared.ruled();
    // Growth adds no normal room, and the targets phase at most
    // bounds.addedLater: an attempt whose step 1 (or step 3) leaves fewer
    // than min_rooms less those can stop there. Each attempt draws from a
    // stream of its own, so cutting one short changes no other attempt.
    const generation::RoomBounds bounds = generation::roomBounds(params, catalogue);
    const auto doomed = [&](int normal) {
        return static_cast<std::int64_t>(normal) + bounds.addedLater < params.minRooms;
    };
    generation::WorkMeter work(workBudget);
    Outcome outcome;
    // wanted_loops never asks for more than max_loops allows.
    const int wantedLoops =
        std::min(params.wantedLoops, params.maxLoops.value_or(std::numeric_limits<int>::max()));
    for (int attempt = 0; attempt < params.maxAttempts && !work.exhausted(); ++attempt) {
        result.attempts = attempt + 1;
        const std::int64_t workBefore = work.used();
        work.spend(attemptSetupWork(params));
        Rng rng = root.fork(static_cast<std::uint64_t>(attempt));
        Layout layout(catalogue, params.width, params.height);
        GenerationContext context(index, params, layout, rng, sink, attempt, &work);
        context.beginPhase(Phase::Placement);
        generation::placeRooms(context);
        if (const int placed = normalRooms(layout); doomed(placed) && !work.exhausted()) {
            outcome.bestPlaced = std::max(outcome.bestPlaced, placed);
            context.note(EventKind::AttemptFailed,
                         "attempt " + std::to_string(attempt + 1) + " placed only " +
                             std::to_string(placed) + " normal rooms in step 1; min_rooms is " +
                             std::to_string(params.minRooms) + ", so it starts again");
            continue;
        }
        context.beginPhase(Phase::Growth);
        grow(context);
        context.beginPhase(Phase::Components);
        int kept = generation::keepBiggestComponent(context);
        // The targets work on the kept component first; the room rules come
        // after it, so that no loop it closes shortens a far_from distance
        // and a `last` room really is the last one placed. A rule repair may
        // change the figures, so the targets are checked again after it.
        generation::TargetCheck targets;
        const bool targetWork =
            generation::hasTargetWork(context) && layout.roomCount() > 0 && !doomed(kept);
        if (targetWork) {
            context.beginPhase(Phase::Targets);
            targets = generation::meetTargets(context);
            kept = computeStats(layout, 1).normalRooms;
        }
        std::string broken;
        if (kept >= params.minRooms && ruled) {
            context.beginPhase(Phase::Rules);
            broken = generation::enforceRoomRules(context, [&] {
                grow(context);
                kept = generation::keepBiggestComponent(context);
            });
            if (targetWork) {
                targets = generation::checkTargets(layout, params);
            }
        }
        if (work.exhausted()) {
            break;  // the attempt was cut short somewhere: it proves nothing
        }
        result.bestNormalRooms = std::max(result.bestNormalRooms, kept);
        if (kept >= params.minRooms && broken.empty() && !targets.missed.empty()) {
            if (!outcome.bestMiss || targets.shortfall < outcome.bestMiss->shortfall) {
                outcome.bestMiss = targets;
            }
            context.note(EventKind::AttemptFailed, "attempt " + std::to_string(attempt + 1) +
                                                       " missed the targets: " + targets.missed);
            continue;
        }
        // Loops wanted but not reached: a fresh attempt often has them, so a
        // few attempts are spent on it; after those the layout is kept. It is
        // kept at once when the work left could not see another attempt like
        // this one through twice over: on the biggest maps one attempt takes
        // much of the budget, and a layout in hand beats a run cut short.
        const bool roomForAnother = work.budget() - work.used() >= 2 * (work.used() - workBefore);
        if (kept >= params.minRooms && broken.empty() && targets.loops < wantedLoops &&
            attempt < kWantedLoopRestarts && attempt + 1 < params.maxAttempts && roomForAnother) {
            context.note(EventKind::AttemptFailed,
                         "attempt " + std::to_string(attempt + 1) + " has " +
                             std::to_string(targets.loops) + " loops; wanted_loops is " +
                             std::to_string(params.wantedLoops) + ", so it starts again");
            continue;
        }
        if (kept >= params.minRooms && broken.empty()) {
            result.work = work.used();
            if (params.resolveDepth > 0) {
                result.resolution =
                    resolveLayout(layout, params, seed, &prepared.resolveTables(), sink, attempt);
                if (!result.resolution->ok()) {
                    result.failure = result.resolution->overBudget
                                         ? result.resolution->failure  // "phase 2 exceeded ..."
                                         : "phase 2: " + result.resolution->failure;
                    context.note(EventKind::AttemptFailed, result.failure);
                    return result;
                }
            }
            context.beginPhase(Phase::Done);
            context.note(EventKind::Finished, "finished after " + std::to_string(attempt + 1) +
                                                  (attempt == 0 ? " attempt" : " attempts") +
                                                  " with " + std::to_string(kept) +
                                                  " normal rooms");
            result.layout = std::move(layout);
            return result;
        }
        if (!broken.empty()) {
            outcome.lastBrokenRule = broken;
            context.note(EventKind::AttemptFailed, "attempt " + std::to_string(attempt + 1) +
                                                       " broke a room rule: " + broken);
            continue;
        }
        context.note(EventKind::AttemptFailed, "attempt " + std::to_string(attempt + 1) +
                                                   " kept only " + std::to_string(kept) +
                                                   " normal rooms; min_rooms is " +
                                                   std::to_string(params.minRooms));
    }
    result.work = work.used();
    result.failure = failureMessage(params, result, outcome, work);
    return result;
}

}  // namespace easylink
