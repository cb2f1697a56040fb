#include "easylink/generator/easylink_generator.hpp"

#include <algorithm>

#include "easylink/layout/layout_stats.hpp"

#include "catalogue_index.hpp"
#include "components.hpp"
#include "easylink/catalogue/catalogue_validator.hpp"
#include "generation_context.hpp"
#include "growers/grower.hpp"
#include "placement.hpp"
#include "room_rules.hpp"
#include "targets.hpp"

namespace easylink {

namespace {

using generation::GenerationContext;

/// Attempts that may start again for falling short of wanted_loops.
constexpr int kWantedLoopRestarts = 3;

/// Step 2: rounds of grower turns until a round adds nothing.
void grow(GenerationContext& context) {
    generation::growRounds(context, generation::makeGrowers(context.params));
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

GenerationResult generateEasylink(const Catalogue& catalogue, const GeneratorParams& params,
                                  std::uint64_t seed, EventSink* sink) {
    GenerationResult result;
    if (auto problem = firstProblem(validateForGeneration(catalogue), "invalid catalogue");
        !problem.empty()) {
        result.failure = problem;
        return result;
    }
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
    const generation::CatalogueIndex index(catalogue);
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
    const bool ruled = std::any_of(catalogue.modules.begin(), catalogue.modules.end(),
                                   [](const ModuleTemplate& m) { return m.rules.any(); });
    std::string lastBrokenRule;
    std::optional<generation::TargetCheck> bestMiss;  // smallest shortfall of the targets
    for (int attempt = 0; attempt < params.maxAttempts; ++attempt) {
        result.attempts = attempt + 1;
        Rng rng = root.fork(static_cast<std::uint64_t>(attempt));
        Layout layout(catalogue, params.width, params.height);
        GenerationContext context(index, params, layout, rng, sink, attempt);
        context.beginPhase(Phase::Placement);
        generation::placeRooms(context);
        context.beginPhase(Phase::Growth);
        grow(context);
        context.beginPhase(Phase::Components);
        int kept = generation::keepBiggestComponent(context);
        // The targets work on the kept component first; the room rules come
        // after it, so that no loop it closes shortens a far_from distance
        // and a `last` room really is the last one placed. A rule repair may
        // change the figures, so the targets are checked again after it.
        generation::TargetCheck targets;
        const bool targetWork = generation::hasTargetWork(context) && layout.roomCount() > 0;
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
        result.bestNormalRooms = std::max(result.bestNormalRooms, kept);
        if (kept >= params.minRooms && broken.empty() && !targets.missed.empty()) {
            if (!bestMiss || targets.shortfall < bestMiss->shortfall) {
                bestMiss = targets;
            }
            context.note(EventKind::AttemptFailed, "attempt " + std::to_string(attempt + 1) +
                                                       " missed the targets: " + targets.missed);
            continue;
        }
        // Loops wanted but not reached: a fresh attempt often has them, so a
        // few attempts are spent on it; after those the layout is kept.
        if (kept >= params.minRooms && broken.empty() && targets.loops < params.wantedLoops &&
            attempt < kWantedLoopRestarts && attempt + 1 < params.maxAttempts) {
            context.note(EventKind::AttemptFailed,
                         "attempt " + std::to_string(attempt + 1) + " has " +
                             std::to_string(targets.loops) + " loops; wanted_loops is " +
                             std::to_string(params.wantedLoops) + ", so it starts again");
            continue;
        }
        if (kept >= params.minRooms && broken.empty()) {
            if (params.resolveDepth > 0) {
                result.resolution = resolveLayout(layout, params, seed, sink, attempt);
                if (!result.resolution->ok()) {
                    result.failure = "phase 2: " + result.resolution->failure;
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
            lastBrokenRule = broken;
            context.note(EventKind::AttemptFailed, "attempt " + std::to_string(attempt + 1) +
                                                       " broke a room rule: " + broken);
            continue;
        }
        context.note(EventKind::AttemptFailed, "attempt " + std::to_string(attempt + 1) +
                                                   " kept only " + std::to_string(kept) +
                                                   " normal rooms; min_rooms is " +
                                                   std::to_string(params.minRooms));
    }
    if (bestMiss) {
        result.failure = "no attempt met the targets in " + std::to_string(result.attempts) +
                         " attempts; the best missed " + bestMiss->missed;
        return result;
    }
    if (!lastBrokenRule.empty()) {
        result.failure = "no attempt met the room rules in " + std::to_string(result.attempts) +
                         " attempts; the last broke " + lastBrokenRule;
        return result;
    }
    result.failure = "no attempt reached min_rooms = " + std::to_string(params.minRooms) +
                     " connected normal rooms; the best of " + std::to_string(result.attempts) +
                     " attempts had " + std::to_string(result.bestNormalRooms) +
                     " (try a bigger map, a higher room_density or a lower min_rooms)";
    return result;
}

}  // namespace easylink
