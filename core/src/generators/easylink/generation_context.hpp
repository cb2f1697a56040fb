#pragma once

// The state one attempt of the easylink generator works on, shared by the
// steps and growers: the layout, the random stream, the parameters, and the
// event sink. All layout mutations of the generator go through the methods
// here, so that each one is reported as an event exactly once.

#include <functional>
#include <string>

#include "catalogue_index.hpp"
#include "change_map.hpp"
#include "easylink/generation/events.hpp"
#include "easylink/generation/generator_params.hpp"
#include "easylink/layout/layout.hpp"
#include "easylink/random/rng.hpp"
#include "function_ref.hpp"
#include "region_book.hpp"
#include "work_meter.hpp"

namespace easylink::generation {

struct Plan;

/// A room or corridor of the layout as a rejection's event names it (the
/// blocker of a candidate); none for the map's edge, a blocked region or
/// nothing.
std::vector<EventObject> namedBy(const TileOwner& owner);

class GenerationContext {
public:
    /// `work`, when given, is the run's budget: loops that can run long
    /// spend from it and stop once it is spent. `startNote`, when not empty,
    /// is what the attempt's first event says instead of the usual
    /// "attempt N starts on an empty map".
    GenerationContext(const CatalogueIndex& index, const EasylinkParams& params, Layout& layout,
                      Rng& rng, EventSink* sink, int attempt, WorkMeter* work = nullptr,
                      std::string_view startNote = {});

    const CatalogueIndex& index;
    const EasylinkParams& params;
    Layout& layout;
    Rng& rng;
    /// The regions' room areas, kept exact by the mutations below.
    RegionBook regions;

    /// Set by the targets phase: every loop long enough is closed (no
    /// loop_chance draw), and, when `planFilter` is set, only plans it
    /// accepts are applied (`planFilterReason` says why the others are not).
    bool closingLoops = false;
    std::function<bool(const Plan&)> planFilter;
    std::string planFilterReason;

    /// Why a normal/dead_end room of the template may not have this
    /// footprint (regions), or nullopt; see RegionBook::refuse.
    std::optional<RegionRefusal> regionRefusal(int templateIndex, const Rect& rect,
                                               const std::optional<Rect>& leaving = {}) const {
        return regions.refuse(templateIndex, rect, leaving);
    }

    /// Where and when the layout changed: every mutation below marks it.
    const ChangeMap& changes() const { return changes_; }

    /// Counts work against the run's budget (docs/params.md, "Work budget").
    void spendWork(std::int64_t units) {
        if (work_ != nullptr) {
            work_->spend(units);
        }
    }
    /// True once the budget is spent: every long loop stops at its next step.
    bool outOfWork() const { return work_ != nullptr && work_->exhausted(); }

    /// True when rejected candidates should be described (costly sentences).
    bool explaining() const { return explain_; }
    bool reporting() const { return sink_ != nullptr; }

    // --- Where the run is --------------------------------------------------------
    void beginPhase(Phase phase);
    void beginRound(int round);
    void beginTurn(GrowerKind grower);
    void endTurn(int applied);
    /// Starts a new action: the mutations until the next call belong together.
    void beginAction() { ++action_; }
    Phase phase() const { return phase_; }

    // --- Mutations, each reported ----------------------------------------------------
    RoomId addRoom(int view, Vec2i position, const std::function<std::string()>& why = {});
    void moveRoom(RoomId room, int view, Vec2i position);
    void linkRooms(RoomId a, int portA, RoomId b, int portB, int width);
    /// A `piece` of a split corridor lies on tiles that were passage already:
    /// only its ends are marked as changed (the junction between the pieces
    /// marks its own tiles).
    CorridorId addCorridor(CorridorEnd a, CorridorEnd b, int width, bool piece = false);
    /// A corridor removed for `splitting` leaves its tiles to its pieces, so
    /// they are not marked as changed.
    void removeCorridor(CorridorId corridor, bool splitting = false);
    void deleteComponent(const std::vector<RoomId>& rooms, const std::vector<CorridorId>& corridors,
                         const std::string& why);
    void compact();

    /// Reports a rejected candidate; `why` is only called when explaining.
    /// `outline` is the candidate's tiles, `named` the rooms and corridors
    /// of the layout the reason names (a blocker, the rooms a loop would
    /// join), which the editor outlines with it.
    void reject(FunctionRef<std::string()> why, std::vector<Rect> outline = {},
                std::vector<EventObject> named = {});
    /// Reports anything else worth a line (attempt failures, the finish).
    void note(EventKind kind, std::string text);

    /// "room 12 (hall_12x12)" for sentences.
    std::string describeRoom(RoomId room) const;
    std::string describeOwner(const TileOwner& owner) const;

private:
    Event makeEvent(EventKind kind) const;
    /// A room placed or moved as `view` at `position` (its sentence to add).
    Event roomEvent(EventKind kind, RoomId room, const TemplateView& view, Vec2i position) const;
    void emit(Event&& event);

    /// Marks a room's tiles as changed (its ports' state included).
    void markRoom(RoomId room);
    /// Marks the place where a port's link state shows.
    void markPort(RoomId room, int port);

    ChangeMap changes_;
    EventSink* sink_;
    WorkMeter* work_;
    bool explain_;
    int attempt_;
    Phase phase_ = Phase::Placement;
    int round_ = -1;
    std::optional<GrowerKind> grower_;
    int action_ = -1;
};

}  // namespace easylink::generation
