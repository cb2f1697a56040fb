#pragma once

// [SECTION] Growers
//
// Step 2 is a round of turns, one per grower. In its turn a grower finds its
// opportunities in the layout as it stands, shuffles them, and applies up to
// per_turn_limit of them, re-checking each against the layout (earlier ones
// in the same turn may have taken the space). Each grower is a class of its
// own; they share the plan machinery and the helpers below.

#include <array>
#include <initializer_list>
#include <limits>
#include <memory>
#include <optional>
#include <vector>

#include "../generation_context.hpp"
#include "../loops.hpp"
#include "../plan.hpp"
#include "../rays.hpp"
#include "quiet_seeds.hpp"

namespace easylink::generation {

class Grower {
public:
    virtual ~Grower() = default;
    virtual GrowerKind kind() const = 0;
    /// One turn; returns how many opportunities it applied.
    virtual int takeTurn(GenerationContext& context) = 0;
    /// Back to the state of a new grower, keeping the buffers.
    virtual void reset() = 0;
};

/// The tiles of the map being grown.
inline std::int64_t mapTiles(const GenerationContext& context) {
    return std::int64_t{context.layout.width()} * context.layout.height();
}

/// A new grower of `kind`.
std::unique_ptr<Grower> makeGrower(GrowerKind kind);

/// The growers of one attempt, in the order the parameters give, as good
/// as new. They are borrowed from those the thread keeps, with their
/// buffers, and given back when the set ends: a batch runs thousands of
/// attempts, and a grower's lists grow afresh in each otherwise. Sets may
/// nest; each borrows growers of its own. Growers that worked on a big map
/// are let go with their buffers instead (see keepsBuffers).
class GrowerSet {
public:
    GrowerSet(const std::vector<GrowerKind>& order, std::int64_t mapTiles);
    ~GrowerSet();
    GrowerSet(const GrowerSet&) = delete;
    GrowerSet& operator=(const GrowerSet&) = delete;

    const std::vector<std::unique_ptr<Grower>>& growers() const { return growers_; }

private:
    std::vector<std::unique_ptr<Grower>> growers_;
    bool keep_;
};

/// Rounds of turns of `growers` until a round adds nothing, max_rounds pass,
/// or `enough` (when given) holds before a turn.
void growRounds(GenerationContext& context, const std::vector<std::unique_ptr<Grower>>& growers,
                const std::function<bool()>& enough = {});

/// Every passage width, for joins whose two ends are both junctions.
inline constexpr std::array<int, 4> kPassageWidths = {2, 4, 6, 8};
inline const std::vector<int> kAllWidths(kPassageWidths.begin(), kPassageWidths.end());

/// A free port of an existing room.
struct FreePort {
    RoomId room = -1;
    int port = -1;
};
std::vector<FreePort> freePorts(const Layout& layout);
/// The free ports of the context's layout as it stands. Every change to the
/// layout is marked on the change map, so the list is found again only
/// after one: the growers that follow a turn that applied nothing share it.
/// Valid until the next call.
const std::vector<FreePort>& freePorts(const GenerationContext& context);

/// The port itself, or nullptr when the room is gone or the port is taken.
const PlacedPort* freePort(const Layout& layout, const FreePort& port);

const std::vector<int>& portWidths(const Layout& layout, RoomId room, int port);

/// Where a junction goes: the horizontal line its E/W ports sit on and the
/// vertical line its N/S ports sit on. A view is placed so that its ports
/// facing `dirs` lie on those lines.
struct JunctionPin {
    std::optional<int> lineY;  // y of the horizontal line (for E/W ports)
    std::optional<int> lineX;  // x of the vertical line (for N/S ports)
};

/// One required port of a junction: the way it faces and a width it must allow.
struct JunctionPort {
    Dir dir = Dir::N;
    int width = 0;
};

/// The junction views of `kind` that have exactly the required ports facing
/// the required ways (and no port facing any way in `forbidden`), placed by
/// the pin, in random order weighted by template weight; written to `ordered`.
void junctionCandidates(GenerationContext& context, ModuleKind kind,
                        std::initializer_list<JunctionPort> required, const JunctionPin& pin,
                        std::vector<PlannedRoom>& ordered);

/// The junction rooms a plan needs, for one passage width: each list holds
/// the candidates for one junction (see junctionCandidates).
using JunctionChoices = std::vector<std::vector<PlannedRoom>>;

/// Fills in the lists of candidates for one width, one list per junction.
using ChoicesFor = FunctionRef<void(int width, JunctionChoices& choices)>;

/// Walks every combination of junction candidates (one from each list), for
/// each width in turn, the lists made by `choicesFor(width)` when that width
/// comes up. Growers draft their plans from what next() yields. The lists
/// live in buffers kept by the thread, lent to one walk at a time: growers
/// walk candidates for every opportunity they try.
class CandidateWalk {
public:
    /// `choicesFor` must outlive the walk.
    CandidateWalk(WidthList widths, ChoicesFor choicesFor);
    ~CandidateWalk();
    CandidateWalk(const CandidateWalk&) = delete;
    CandidateWalk& operator=(const CandidateWalk&) = delete;

    /// The next width and rooms (one per junction), or false when exhausted.
    bool next(int& width, std::vector<PlannedRoom>& rooms);

    /// A walk's lists, and an odometer over them.
    struct Buffers {
        JunctionChoices choices;
        std::vector<std::size_t> position;
    };

private:
    bool advanceWidth();

    WidthList widths_;
    ChoicesFor choicesFor_;
    std::size_t widthIndex_ = 0;
    bool fresh_ = false;
    Buffers buffers_;  // borrowed from the thread's spares
};

/// The per-turn loop shared by every grower: shuffle the opportunities, then
/// apply up to the per-turn limit. With `seeds`, each opportunity names the
/// seed it came from (`seed`, and `otherSeed` when it has two; -1 for none),
/// and seeds whose opportunities were applied or left untried are marked busy.
template <typename Opportunity, typename Apply>
int applySome(GenerationContext& context, std::vector<Opportunity>& found, TurnSeeds* seeds,
              Apply&& apply) {
    const auto markBusy = [&](const Opportunity& opportunity) {
        if constexpr (requires { opportunity.seed; }) {
            if (seeds != nullptr) {
                seeds->markBusy(opportunity.seed);
                if constexpr (requires { opportunity.otherSeed; }) {
                    seeds->markBusy(opportunity.otherSeed);
                }
            }
        }
    };
    context.rng.shuffle(found);
    const int limit = effectivePerTurnLimit(context.params);
    int applied = 0;
    std::int64_t tried = 0;
    for (const Opportunity& opportunity : found) {
        if (applied >= limit) {
            markBusy(opportunity);
        } else {
            ++tried;
            if (apply(opportunity)) {
                markBusy(opportunity);
                ++applied;
            }
        }
    }
    // The costly parts of a turn: each look from a seed that was not quiet
    // (its rays), and each opportunity tried (its plans checked).
    context.spendWork(tried +
                      (seeds != nullptr ? static_cast<std::int64_t>(seeds->entries().size()) : 0));
    return applied;
}

template <typename Opportunity, typename Apply>
int applySome(GenerationContext& context, std::vector<Opportunity>& found, Apply&& apply) {
    return applySome(context, found, nullptr, std::forward<Apply>(apply));
}

/// Plans a four_way where `ray` crosses a corridor (`crossing`): the first
/// four_way of the catalogue's weighted order that fits on its own, linked
/// from `previous` at `width` and splitting the crossed corridor; `previous`
/// becomes its port facing on along the ray. Returns false, with `problem`
/// saying why, when none fits.
bool planCrossing(GenerationContext& context, Plan& plan, const Ray& ray, const Crossing& crossing,
                  int width, PortRef& previous, std::optional<PlanProblem>& problem);

/// Plans a four_way (planCrossing) on every corridor `ray` crosses less than
/// `before` steps from its start, in order, each linked from the one before
/// and the first from `previous`, which becomes the last one's port facing
/// on. Returns false, with `problem` saying why, at the first crossing where
/// none fits.
bool planCrossings(GenerationContext& context, Plan& plan, const Ray& ray, int width,
                   PortRef& previous, std::optional<PlanProblem>& problem,
                   int before = std::numeric_limits<int>::max());

/// Drafts candidate plans one after another (`nextPlan` fills one in and
/// returns false when there are no more) until one fits the layout; then
/// judges the loops it would close and applies it. Reports why when nothing
/// is applied; `what` names the opportunity ("room 3 port 1 and room 8 port 0").
/// When drafting itself failed (no plan at all), `draftProblem`, if the
/// grower kept one, says why.
bool applyFirstFit(GenerationContext& context, FunctionRef<bool(Plan&)> nextPlan,
                   FunctionRef<std::string()> what,
                   const std::optional<PlanProblem>* draftProblem = nullptr);

}  // namespace easylink::generation
