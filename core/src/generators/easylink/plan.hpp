#pragma once

// [SECTION] Plans
//
// Every grower works the same way: it drafts a Plan (the junction rooms to
// add, the corridors to split, the links to make), has it checked against
// the layout as it stands, and applies it only if nothing is in the way. A
// link between two ports becomes a direct link when their anchors meet and a
// corridor otherwise, so "a corridor of length zero" never exists.

#include <algorithm>
#include <array>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "generation_context.hpp"

namespace easylink::generation {

/// A port of an existing room, or of a room the plan adds.
struct PortRef {
    int room = -1;  // a RoomId, or an index into Plan::rooms when `planned`
    int port = -1;
    bool planned = false;
};

struct PlannedRoom {
    int view = -1;  // into CatalogueIndex::views()
    Vec2i position;
};

struct PlannedLink {
    PortRef a;
    PortRef b;
    int width = 0;
    bool piece = false;  // a piece of a split corridor, on tiles that were passage already
};

/// One place where a plan touches the existing layout: a room, or both end
/// rooms of a split corridor. Held in place rather than in a vector of its
/// own, since growers draft plans by the thousand.
class Attachment {
public:
    Attachment(RoomId room) : rooms_{room, -1}, size_(1) {}  // NOLINT: implicit, as {room}
    Attachment(RoomId a, RoomId b) : rooms_{a, b}, size_(2) {}

    const RoomId* begin() const { return rooms_.data(); }
    const RoomId* end() const { return rooms_.data() + size_; }
    std::size_t size() const { return size_; }
    RoomId front() const { return rooms_[0]; }
    std::span<const RoomId> rooms() const { return {begin(), end()}; }

private:
    std::array<RoomId, 2> rooms_;
    std::size_t size_;
};

struct Plan {
    std::vector<CorridorId> splitCorridors;  // removed; their pieces are among the links
    std::vector<PlannedRoom> rooms;
    std::vector<PlannedLink> links;
    /// Where the plan touches the existing layout, one entry per place: a
    /// room, or both end rooms of a split corridor. Two places already
    /// connected mean the plan closes a loop.
    std::vector<Attachment> attachments;
};

/// Why a plan cannot be applied, for the event log.
struct PlanProblem {
    std::string text;
    std::vector<Rect> outline;
    std::vector<EventObject> named;  // what of the layout it names: the blocker
};

/// Where a port is and which way it faces.
struct PortPlace {
    Vec2i anchor;
    Dir dir = Dir::N;
};
PortPlace placeOf(const GenerationContext& context, const Plan& plan, const PortRef& port);

/// Checks a plan against the layout. Returns nullopt when it fits; the
/// problem's text is only filled in when the context is explaining.
std::optional<PlanProblem> checkPlan(const GenerationContext& context, const Plan& plan);

/// The tiles a plan would take, for the outline of a rejected one: its rooms
/// and the corridors between ports on one line. Only made when explaining.
std::vector<Rect> planOutline(const GenerationContext& context, const Plan& plan);

/// Applies a checked plan as one action; returns the ids of the added rooms.
std::vector<RoomId> applyPlan(GenerationContext& context, const Plan& plan);

/// Splits `corridor` around a junction: links its two ends to the ports of
/// planned room `junction` that face them (appending to plan.links) and
/// records the split. Returns false when the junction has no such ports.
bool planCorridorSplit(const GenerationContext& context, Plan& plan, CorridorId corridor,
                       int junction);

/// Passage widths in the order to try them. Widths are even, from 2 to 8
/// (the catalogue check sees to it), so a list holds four different ones at
/// most; it lives inline, since growers make one for every opportunity.
class WidthList {
public:
    static constexpr std::size_t kCapacity = 8;

    /// Adds `width` unless it is listed already (or, past any valid
    /// catalogue, the list is full).
    void add(int width) {
        if (size_ < kCapacity && std::find(begin(), end(), width) == end()) {
            widths_[size_++] = width;
        }
    }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    int front() const { return widths_[0]; }
    int operator[](std::size_t i) const { return widths_[i]; }
    int* begin() { return widths_.data(); }
    int* end() { return widths_.data() + size_; }
    const int* begin() const { return widths_.data(); }
    const int* end() const { return widths_.data() + size_; }

private:
    std::array<int, kCapacity> widths_{};
    std::size_t size_ = 0;
};

/// The passage widths both ports allow (and every extra constraint), in the
/// order the width policy prefers.
WidthList preferredWidths(GenerationContext& context, const std::vector<int>& a,
                          const std::vector<int>& b);

}  // namespace easylink::generation
