#pragma once

// [SECTION] Layout model
//
// What a generator builds: rooms placed from catalogue templates, straight
// corridors between their ports, and direct port-to-port links, on a map of
// tiles. Every mutation goes through the few methods below, which keep three
// derived structures exact at all times:
//   - the occupancy grid: who owns each tile, for O(1) collision tests;
//   - the port links: both sides of every link agree;
//   - the room graph: where each port leads, in one flat array;
//   - the union-find of components over rooms (corridors join the rooms at
//     their ends), so "are these two already connected?" is near O(1).
// Links only ever join things; the only removals are of rooms that have no
// links (the room rotator) and of corridors that are being split, neither of
// which disconnects anything, and the final pruning of whole components,
// after which the union-find is rebuilt.

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/geometry/port_geometry.hpp"
#include "easylink/support/large_buffer.hpp"

namespace easylink {

using RoomId = int;
using CorridorId = int;

/// What a port is joined to, if anything.
struct PortLink {
    enum class Kind : std::uint8_t { None, Room, Corridor };
    Kind kind = Kind::None;
    int id = -1;    // the room or corridor
    int port = -1;  // the other room's port index, or the corridor's end (0 or 1)

    bool isFree() const { return kind == Kind::None; }
    friend bool operator==(const PortLink&, const PortLink&) = default;
};

/// A port of a placed room, in map coordinates.
struct PlacedPort {
    Dir dir = Dir::N;
    Vec2i anchor;
    int width = 0;  // the passage width in use; 0 while the port is free
    PortLink link;
};

struct PlacedRoom {
    RoomId id = -1;
    int templateIndex = -1;  // into Catalogue::modules
    ModuleKind kind = ModuleKind::Normal;
    Rotation rotation;
    Vec2i position;
    Size2i size;  // rotated
    std::vector<PlacedPort> ports;

    Rect rect() const { return footprint(position, size); }
    int linkCount() const;
};

enum class Axis : std::uint8_t { Horizontal, Vertical };

struct CorridorEnd {
    RoomId room = -1;
    int port = -1;
    friend bool operator==(const CorridorEnd&, const CorridorEnd&) = default;
};

/// A straight corridor; ends[0] is at its west (or north) end.
struct Corridor {
    CorridorId id = -1;
    Rect rect;
    Axis axis = Axis::Horizontal;
    int width = 0;  // the passage width
    std::array<CorridorEnd, 2> ends;

    /// Length along the axis, in tiles.
    int length() const { return axis == Axis::Horizontal ? rect.w : rect.h; }
    /// The row (horizontal) or column (vertical) its middle runs along: the
    /// middle tile across its width, the one past the middle for an even
    /// width. Junctions on the corridor are pinned to it.
    int centreLine() const {
        return axis == Axis::Horizontal ? rect.y + width / 2 : rect.x + width / 2;
    }
};

/// Who owns a tile: nobody, a room, a corridor, or a blocked region
/// (docs/design.md section 8) that nothing may occupy.
struct TileOwner {
    enum class Kind : std::uint8_t { Empty, Room, Corridor, OutsideMap, Blocked };
    Kind kind = Kind::Empty;
    int id = -1;

    constexpr bool isEmpty() const { return kind == Kind::Empty; }
    friend bool operator==(const TileOwner&, const TileOwner&) = default;
};

/// The rectangle a corridor between two anchors covers (docs/design.md section 3),
/// or nullopt when the anchors are not on one line with facing ports.
/// `from` faces E (or S) and `to` faces W (or N) once ordered; either order is fine.
std::optional<Rect> corridorRect(Vec2i anchorA, Dir dirA, Vec2i anchorB, Dir dirB, int width);

/// Where a port leads in the room graph: the room at the other end of its
/// direct link or corridor, and whether that room is a junction, in 32 bits.
class RoomStep {
public:
    constexpr RoomStep() = default;
    constexpr RoomStep(RoomId room, bool junction)
        : packed_(static_cast<std::int32_t>((room << 1) | (junction ? 1 : 0))) {}

    /// False for a port that is free.
    constexpr bool linked() const { return packed_ >= 0; }
    constexpr RoomId room() const { return packed_ >> 1; }
    constexpr bool junction() const { return (packed_ & 1) != 0; }
    friend bool operator==(const RoomStep&, const RoomStep&) = default;

private:
    std::int32_t packed_ = -1;
};

/// The values held by a vector of optional slots, in order, read in place:
/// scans of every room once a turn make no list of ids, and read each
/// room once.
template <typename T>
class PresentRange {
public:
    class Iterator {
    public:
        Iterator(const std::optional<T>* at, const std::optional<T>* end) : at_(at), end_(end) {
            skipEmpty();
        }
        const T& operator*() const { return **at_; }
        Iterator& operator++() {
            ++at_;
            skipEmpty();
            return *this;
        }
        bool operator!=(const Iterator& other) const { return at_ != other.at_; }

    private:
        void skipEmpty() {
            while (at_ != end_ && !*at_) {
                ++at_;
            }
        }
        const std::optional<T>* at_;
        const std::optional<T>* end_;
    };

    explicit PresentRange(std::span<const std::optional<T>> slots)
        : begin_(slots.data()), end_(slots.data() + slots.size()) {}
    Iterator begin() const { return {begin_, end_}; }
    Iterator end() const { return {end_, end_}; }

private:
    const std::optional<T>* begin_;
    const std::optional<T>* end_;
};

class Layout {
public:
    Layout(const Catalogue& catalogue, int width, int height);

    const Catalogue& catalogue() const { return *catalogue_; }
    int width() const { return width_; }
    int height() const { return height_; }
    Rect bounds() const { return {0, 0, width_, height_}; }

    // --- Queries -------------------------------------------------------------
    /// The room, or nullptr when the id was removed or never existed.
    /// Inline: growers ask for rooms by the million.
    const PlacedRoom* room(RoomId id) const {
        if (id < 0 || id >= static_cast<int>(rooms_.size()) || !rooms_[id]) {
            return nullptr;
        }
        return &*rooms_[id];
    }
    const Corridor* corridor(CorridorId id) const {
        if (id < 0 || id >= static_cast<int>(corridors_.size()) || !corridors_[id]) {
            return nullptr;
        }
        return &*corridors_[id];
    }
    /// Ids of the rooms and corridors that exist, ascending.
    std::vector<RoomId> roomIds() const;
    std::vector<CorridorId> corridorIds() const;
    /// The rooms and corridors that exist, by ascending id, read in place.
    PresentRange<PlacedRoom> rooms() const { return PresentRange<PlacedRoom>(rooms_); }
    PresentRange<Corridor> corridors() const { return PresentRange<Corridor>(corridors_); }
    int roomCount() const { return liveRooms_; }
    int corridorCount() const { return liveCorridors_; }
    /// One more than the largest id ever used (ids are never reused).
    int roomIdLimit() const { return static_cast<int>(rooms_.size()); }
    int corridorIdLimit() const { return static_cast<int>(corridors_.size()); }

    TileOwner ownerAt(Vec2i tile) const {
        if (tile.x < 0 || tile.y < 0 || tile.x >= width_ || tile.y >= height_) {
            return {TileOwner::Kind::OutsideMap, -1};
        }
        return unpackOwner(
            tiles_[static_cast<std::size_t>(tile.y) * static_cast<std::size_t>(width_) +
                   static_cast<std::size_t>(tile.x)]);
    }
    // The occupancy grid holds owners packed in 32 bits (the kind in the low
    // three, the id above; 0 is empty), half the memory of a TileOwner: rays
    // and overlap checks on big maps walk it all the time, and read the rows
    // directly through packedOwners().
    using PackedOwner = std::uint32_t;
    static constexpr PackedOwner packOwner(TileOwner owner) {
        return owner.isEmpty() ? 0u
                               : (static_cast<PackedOwner>(owner.id) << 3) |
                                     static_cast<PackedOwner>(owner.kind);
    }
    static constexpr TileOwner unpackOwner(PackedOwner packed) {
        const auto kind = static_cast<TileOwner::Kind>(packed & 7u);
        return kind == TileOwner::Kind::Empty ? TileOwner{}
                                              : TileOwner{kind, static_cast<int>(packed >> 3)};
    }
    /// The grid row by row, width() owners to a row.
    const PackedOwner* packedOwners() const { return tiles_.data(); }

    /// True when every tile of `area` is inside the map and owned by nobody.
    bool isFree(const Rect& area) const;
    /// The first owned tile of `area` in row order (or the first tile outside the map).
    std::optional<std::pair<Vec2i, TileOwner>> firstBlocker(const Rect& area) const;

    /// The room a template would form at this rotation and position, without
    /// placing it (ports in map coordinates, all free).
    PlacedRoom preview(int templateIndex, Rotation rotation, Vec2i position) const;

    /// Component representative of a room; equal for connected rooms. Only
    /// equality means anything: which id stands for a component may change
    /// (it may be a removed room's after removeAll).
    int componentOf(RoomId room) const;
    bool connected(RoomId a, RoomId b) const { return componentOf(a) == componentOf(b); }
    /// Where each port of a room leads, port by port. The same as following
    /// the room's port links (and corridors to their other end), but read
    /// from one flat array: the loop search walks the graph by the million on
    /// a big map, where rooms, ports and corridors each sit on their own
    /// cache lines. A removed room keeps its steps, all free.
    std::span<const RoomStep> steps(RoomId id) const {
        const auto at = static_cast<std::size_t>(id);
        return {steps_.data() + stepStart_[at], steps_.data() + stepStart_[at + 1]};
    }

    // --- Mutations -------------------------------------------------------------
    /// Places a room; the caller has checked that its footprint is free.
    RoomId addRoom(int templateIndex, Rotation rotation, Vec2i position);
    /// Removes a room that has no links.
    void removeRoom(RoomId id);
    /// Turns and moves a room that has no links, keeping its id; the caller
    /// has checked that the new footprint is free (apart from the room itself).
    void moveRoom(RoomId id, Rotation rotation, Vec2i position);
    /// Links two ports directly (equal anchors, opposite directions).
    void linkRooms(RoomId a, int portA, RoomId b, int portB, int width);
    /// Adds a corridor between two free ports whose anchors face each other on
    /// one line; the caller has checked that its tiles are free.
    CorridorId addCorridor(CorridorEnd a, CorridorEnd b, int width);
    /// Removes a corridor and frees its ends' ports (for splitting).
    void removeCorridor(CorridorId id);
    /// Removes rooms and corridors wholesale (pruning components), unlinking
    /// whatever pointed at them. The components are built again when the
    /// removal may split one; otherwise a component's representative may be
    /// a removed room's id until then.
    void removeAll(const std::vector<RoomId>& rooms, const std::vector<CorridorId>& corridors);
    /// Renumbers rooms and corridors densely (0, 1, ...), keeping their order.
    void compact();
    /// Marks the tiles of `area` (clipped to the map) as blocked: nothing may
    /// be placed there, and rays stop at them. Blocked tiles stay through
    /// every other mutation.
    void block(const Rect& area);
    /// The cycle rank of the room graph: direct links + corridors - rooms +
    /// components (stats.loops when the layout is one component).
    int cycleRank() const;
    /// Removes everything (blocked tiles too).
    void clear();

private:
    void paint(const Rect& area, TileOwner owner);
    int find(int room) const;
    void unite(int a, int b);
    void rebuildComponents();
    RoomStep stepTo(RoomId room) const { return {room, isJunction(rooms_[room]->kind)}; }
    void setStep(RoomId room, int port, RoomStep step) {
        steps_[stepStart_[static_cast<std::size_t>(room)] + static_cast<std::size_t>(port)] = step;
    }
    void rebuildSteps();

    const Catalogue* catalogue_;
    int width_;
    int height_;
    // What grows with the map is on huge pages once it is big (see LargeVector).
    LargeVector<PackedOwner> tiles_;
    LargeVector<std::optional<PlacedRoom>> rooms_;
    LargeVector<std::optional<Corridor>> corridors_;
    mutable LargeVector<int> parent_;  // union-find over room ids, path-halving
    LargeVector<int> members_;         // live rooms under each root
    int liveRooms_ = 0;
    int liveCorridors_ = 0;
    int directLinks_ = 0;  // each direct link once
    int components_ = 0;   // live union-find roots
    // Room i's steps are steps_[stepStart_[i]] up to steps_[stepStart_[i + 1]].
    LargeVector<std::uint32_t> stepStart_{0};
    LargeVector<RoomStep> steps_;
};

}  // namespace easylink
