#pragma once

// The seven growers of step 2, one class each (see each .cpp for its rule).

#include <deque>
#include <map>

#include "grower.hpp"
#include "rays_by_line.hpp"

namespace easylink::generation {

/// Free ports facing each other on one line, nothing but corridors between:
/// a straight corridor, with a four_way wherever it crosses a corridor.
class RoomToRoomGrower final : public Grower {
public:
    GrowerKind kind() const override { return GrowerKind::RoomToRoom; }
    int takeTurn(GenerationContext& context) override;
    void reset() override { quiet_.reset(); }

    /// What a turn found to try, before shuffling.
    struct Opportunity {
        FreePort from;
        FreePort to;
        int seed = -1;
    };

private:
    std::vector<Opportunity> found_;  // the turn's, kept for the buffer
    QuietSeeds quiet_;
};

/// A free port facing the side of a corridor: a corridor to a t_junction
/// placed on it.
class RoomToCorridorGrower final : public Grower {
public:
    GrowerKind kind() const override { return GrowerKind::RoomToCorridor; }
    int takeTurn(GenerationContext& context) override;
    void reset() override { quiet_.reset(); }

    /// What a turn found to try, before shuffling.
    struct Opportunity {
        FreePort from;
        CorridorId corridor = -1;
        int seed = -1;
    };

private:
    /// Every port whose ray reaches a corridor side-on, into found_ (only
    /// from ports that are not quiet).
    void findOpportunities(GenerationContext& context, TurnSeeds& seeds);

    std::vector<Opportunity> found_;  // the turn's, kept for the buffer
    QuietSeeds quiet_;
};

/// Free ports at right angles whose rays meet: a bend where they meet.
class BentRoomToRoomGrower final : public Grower {
public:
    GrowerKind kind() const override { return GrowerKind::BentRoomToRoom; }
    int takeTurn(GenerationContext& context) override;
    void reset() override {
        quiet_.reset();
        rayIndex_.clear();
        rays_.clear();
    }

    /// What a turn found to try, before shuffling.
    struct Opportunity {
        FreePort horizontal;  // the port whose ray runs E or W
        FreePort vertical;    // the port whose ray runs N or S
        int seed = -1;        // this turn's seeds of the two ports; -1 for a quiet one
        int otherSeed = -1;
    };

private:
    /// The free ports' rays into horizontalRays_ and verticalRays_: cast
    /// again for the ports that are not quiet, remembered for the others.
    void castPortRays(GenerationContext& context, TurnSeeds& seeds);
    /// Fills byLine_ and activeByLine_; true when any horizontal ray is not quiet.
    bool bucketHorizontalRays(const Layout& layout);
    /// Each vertical ray with the horizontal rays that meet it, into found_.
    void findMeetings(GenerationContext& context, TurnSeeds& seeds, bool anyActive);

    QuietSeeds quiet_;
    // Each port's ray at its last look, by the port's number in rayIndex_: a
    // deque, so that rays stay in place while more are added.
    SeedIndex rayIndex_;
    std::deque<Ray> rays_;
    // The turn's horizontal rays by the macro line they run on (all, and
    // those not quiet), kept for the buffers: every turn fills them again.
    RaysByLine byLine_;
    RaysByLine activeByLine_;
    // The turn's port rays by the way they run, and its opportunities.
    struct PortRay {
        FreePort port;
        const Ray* ray = nullptr;  // in rays_, which keeps it in place
        int seed = -1;             // -1: quiet, its ray remembered from an earlier turn
    };
    std::vector<PortRay> horizontalRays_;
    std::vector<PortRay> verticalRays_;
    std::vector<Opportunity> found_;
};

/// Parallel corridors with clear space between: a joining corridor with a
/// t_junction on each.
class CorridorToCorridorGrower final : public Grower {
public:
    GrowerKind kind() const override { return GrowerKind::CorridorToCorridor; }
    int takeTurn(GenerationContext& context) override;
    void reset() override { quiet_.reset(); }

    /// What a turn found to try, before shuffling.
    struct Opportunity {
        CorridorId from = -1;
        CorridorId to = -1;
        Vec2i start;  // where the joining ray leaves `from`
        int seed = -1;
    };

private:
    /// Every corridor's joining rays that reach a parallel corridor, into
    /// found_ (only from corridors that are not quiet).
    void findOpportunities(GenerationContext& context, TurnSeeds& seeds);

    std::vector<Opportunity> found_;  // the turn's, kept for the buffer
    QuietSeeds quiet_;
};

/// A port's ray, a bend, and a run at right angles to a t_junction on a corridor.
class BentRoomToCorridorGrower final : public Grower {
public:
    GrowerKind kind() const override { return GrowerKind::BentRoomToCorridor; }
    int takeTurn(GenerationContext& context) override;
    void reset() override { quiet_.reset(); }

    /// What a turn found to try, before shuffling.
    struct Opportunity {
        FreePort from;
        int distance = 0;   // from the port's anchor to the bend's line
        Dir turn = Dir::N;  // the way the run leaves the bend
        CorridorId corridor = -1;
        int seed = -1;
    };

private:
    /// Every port's bends whose run meets a corridor side-on, into found_
    /// (only from ports that are not quiet).
    void findOpportunities(GenerationContext& context, TurnSeeds& seeds);

    std::vector<Opportunity> found_;  // the turn's, kept for the buffer
    QuietSeeds quiet_;
};

/// Long corridors get a through module along them.
class StraightCorridorGrower final : public Grower {
public:
    GrowerKind kind() const override { return GrowerKind::StraightCorridor; }
    int takeTurn(GenerationContext& context) override;
    void reset() override {}  // its lists are refilled in every turn

private:
    std::vector<CorridorId> found_;        // the turn's long corridors
    std::vector<PlannedRoom> throughs_;    // one corridor's through modules
    std::vector<PlannedRoom> candidates_;  // ... at every place along it
};

/// Rooms with no link are turned in place, hoping to face a partner.
class RoomRotatorGrower final : public Grower {
public:
    GrowerKind kind() const override { return GrowerKind::RoomRotator; }
    int takeTurn(GenerationContext& context) override;
    void reset() override { turns_.clear(); }

private:
    std::map<RoomId, int> turns_;  // how often each room was turned this attempt
};

}  // namespace easylink::generation
