#include "easylink/layout/layout.hpp"

#include <algorithm>
#include <cassert>
#include <stdexcept>

namespace easylink {

int PlacedRoom::linkCount() const {
    int count = 0;
    for (const PlacedPort& port : ports) {
        count += port.link.isFree() ? 0 : 1;
    }
    return count;
}

std::optional<Rect> corridorRect(Vec2i anchorA, Dir dirA, Vec2i anchorB, Dir dirB, int width) {
    if (dirB != opposite(dirA)) {
        return std::nullopt;
    }
    // Order the ends so that `low` faces E or S and `high` faces W or N.
    const bool aIsLow = dirA == Dir::E || dirA == Dir::S;
    const Vec2i low = aIsLow ? anchorA : anchorB;
    const Vec2i high = aIsLow ? anchorB : anchorA;
    const int half = width / 2;
    if (isHorizontal(dirA)) {
        if (low.y != high.y || low.x >= high.x) {
            return std::nullopt;
        }
        return Rect{low.x, low.y - half, high.x - low.x, width};
    }
    if (low.x != high.x || low.y >= high.y) {
        return std::nullopt;
    }
    return Rect{low.x - half, low.y, width, high.y - low.y};
}

Layout::Layout(const Catalogue& catalogue, int width, int height)
    : catalogue_(&catalogue),
      width_(width),
      height_(height),
      tiles_(static_cast<std::size_t>(width) * static_cast<std::size_t>(height)) {}

std::vector<RoomId> Layout::roomIds() const {
    std::vector<RoomId> ids;
    ids.reserve(static_cast<std::size_t>(liveRooms_));
    for (std::size_t i = 0; i < rooms_.size(); ++i) {
        if (rooms_[i]) {
            ids.push_back(static_cast<RoomId>(i));
        }
    }
    return ids;
}

std::vector<CorridorId> Layout::corridorIds() const {
    std::vector<CorridorId> ids;
    ids.reserve(static_cast<std::size_t>(liveCorridors_));
    for (std::size_t i = 0; i < corridors_.size(); ++i) {
        if (corridors_[i]) {
            ids.push_back(static_cast<CorridorId>(i));
        }
    }
    return ids;
}

bool Layout::isFree(const Rect& area) const {
    return !firstBlocker(area).has_value();
}

std::optional<std::pair<Vec2i, TileOwner>> Layout::firstBlocker(const Rect& area) const {
    if (!bounds().contains(area)) {
        // Report the first tile outside, so messages can say where.
        for (int y = area.top(); y < area.bottom(); ++y) {
            for (int x = area.left(); x < area.right(); ++x) {
                if (!bounds().contains(Vec2i{x, y})) {
                    return std::pair{Vec2i{x, y}, TileOwner{TileOwner::Kind::OutsideMap, -1}};
                }
            }
        }
    }
    for (int y = area.top(); y < area.bottom(); ++y) {
        const std::size_t row = static_cast<std::size_t>(y) * static_cast<std::size_t>(width_);
        for (int x = area.left(); x < area.right(); ++x) {
            const TileOwner owner = unpackOwner(tiles_[row + static_cast<std::size_t>(x)]);
            if (!owner.isEmpty()) {
                return std::pair{Vec2i{x, y}, owner};
            }
        }
    }
    return std::nullopt;
}

PlacedRoom Layout::preview(int templateIndex, Rotation rotation, Vec2i position) const {
    const ModuleTemplate& module = catalogue_->modules.at(static_cast<std::size_t>(templateIndex));
    PlacedRoom room;
    room.templateIndex = templateIndex;
    room.kind = module.kind;
    room.rotation = rotation;
    room.position = position;
    room.size = rotate(module.size, rotation);
    room.ports.reserve(module.ports.size());
    for (const PortSpec& spec : module.ports) {
        const PortPose placed = placePort(spec.pose, module.size, rotation, position);
        room.ports.push_back({placed.dir, portAnchor(placed), 0, {}});
    }
    return room;
}

int Layout::componentOf(RoomId room) const {
    return find(room);
}

RoomId Layout::addRoom(int templateIndex, Rotation rotation, Vec2i position) {
    PlacedRoom placed = preview(templateIndex, rotation, position);
    placed.id = static_cast<RoomId>(rooms_.size());
    assert(isFree(placed.rect()));
    paint(placed.rect(), {TileOwner::Kind::Room, placed.id});
    steps_.resize(steps_.size() + placed.ports.size());
    stepStart_.push_back(static_cast<std::uint32_t>(steps_.size()));
    rooms_.push_back(std::move(placed));
    parent_.push_back(static_cast<int>(parent_.size()));
    members_.push_back(1);
    ++components_;
    ++liveRooms_;
    return static_cast<RoomId>(rooms_.size() - 1);
}

void Layout::removeRoom(RoomId id) {
    assert(room(id) != nullptr && room(id)->linkCount() == 0);
    paint(rooms_[id]->rect(), {});
    rooms_[id].reset();
    --liveRooms_;
    if (--members_[find(id)] == 0) {
        --components_;
    }
}

void Layout::moveRoom(RoomId id, Rotation rotation, Vec2i position) {
    assert(room(id) != nullptr && room(id)->linkCount() == 0);
    const int templateIndex = rooms_[id]->templateIndex;
    paint(rooms_[id]->rect(), {});
    PlacedRoom moved = preview(templateIndex, rotation, position);
    moved.id = id;
    assert(isFree(moved.rect()));
    paint(moved.rect(), {TileOwner::Kind::Room, id});
    rooms_[id] = std::move(moved);
}

void Layout::linkRooms(RoomId a, int portA, RoomId b, int portB, int width) {
    PlacedPort& pa = rooms_.at(a)->ports.at(portA);
    PlacedPort& pb = rooms_.at(b)->ports.at(portB);
    assert(pa.link.isFree() && pb.link.isFree() && pa.anchor == pb.anchor);
    pa.link = {PortLink::Kind::Room, b, portB};
    pb.link = {PortLink::Kind::Room, a, portA};
    pa.width = width;
    pb.width = width;
    setStep(a, portA, stepTo(b));
    setStep(b, portB, stepTo(a));
    ++directLinks_;
    unite(a, b);
}

CorridorId Layout::addCorridor(CorridorEnd a, CorridorEnd b, int width) {
    PlacedPort& pa = rooms_.at(a.room)->ports.at(a.port);
    PlacedPort& pb = rooms_.at(b.room)->ports.at(b.port);
    const std::optional<Rect> rect = corridorRect(pa.anchor, pa.dir, pb.anchor, pb.dir, width);
    if (!rect) {
        throw std::logic_error("addCorridor: the ports do not face each other on one line");
    }
    Corridor corridor;
    corridor.id = static_cast<CorridorId>(corridors_.size());
    corridor.rect = *rect;
    corridor.axis = isHorizontal(pa.dir) ? Axis::Horizontal : Axis::Vertical;
    corridor.width = width;
    const bool aIsLow = pa.dir == Dir::E || pa.dir == Dir::S;
    corridor.ends = aIsLow ? std::array{a, b} : std::array{b, a};
    assert(isFree(corridor.rect));
    paint(corridor.rect, {TileOwner::Kind::Corridor, corridor.id});
    pa.link = {PortLink::Kind::Corridor, corridor.id, aIsLow ? 0 : 1};
    pb.link = {PortLink::Kind::Corridor, corridor.id, aIsLow ? 1 : 0};
    pa.width = width;
    pb.width = width;
    setStep(a.room, a.port, stepTo(b.room));
    setStep(b.room, b.port, stepTo(a.room));
    unite(a.room, b.room);
    corridors_.push_back(corridor);
    ++liveCorridors_;
    return corridor.id;
}

void Layout::removeCorridor(CorridorId id) {
    const Corridor corridor = *corridors_.at(id);
    for (const CorridorEnd& end : corridor.ends) {
        if (rooms_.at(end.room)) {
            PlacedPort& port = rooms_[end.room]->ports.at(end.port);
            port.link = {};
            port.width = 0;
            setStep(end.room, end.port, {});
        }
    }
    paint(corridor.rect, {});
    corridors_[id].reset();
    --liveCorridors_;
}

namespace {

/// Whether taking `rooms` and `corridors` away may split a component. A
/// path between two rooms that stay which ran through what goes used two
/// links joining what goes to what stays (a corridor that goes between two
/// rooms that stay counts as such a link too), so a component that loses at
/// most one of those keeps what stays of it in one piece.
bool maySplit(const Layout& layout, std::vector<RoomId> rooms, std::vector<CorridorId> corridors) {
    std::sort(rooms.begin(), rooms.end());
    std::sort(corridors.begin(), corridors.end());
    const auto stays = [&](RoomId id) {
        return layout.room(id) != nullptr && !std::binary_search(rooms.begin(), rooms.end(), id);
    };
    std::vector<int> cut;  // the component of each link cut
    for (RoomId id : rooms) {
        const PlacedRoom* room = layout.room(id);
        if (room == nullptr) {
            continue;
        }
        for (const PlacedPort& port : room->ports) {
            bool cuts = false;
            if (port.link.kind == PortLink::Kind::Room) {
                cuts = stays(port.link.id);
            } else if (port.link.kind == PortLink::Kind::Corridor) {
                const Corridor& corridor = *layout.corridor(port.link.id);
                // A corridor left behind is counted as cut whatever its far end.
                cuts = !std::binary_search(corridors.begin(), corridors.end(), corridor.id) ||
                       stays(corridor.ends[port.link.port == 0 ? 1 : 0].room);
            }
            if (cuts) {
                cut.push_back(layout.componentOf(id));
            }
        }
    }
    for (CorridorId id : corridors) {
        const Corridor* corridor = layout.corridor(id);
        if (corridor != nullptr && stays(corridor->ends[0].room) && stays(corridor->ends[1].room)) {
            cut.push_back(layout.componentOf(corridor->ends[0].room));
        }
    }
    std::sort(cut.begin(), cut.end());
    return std::adjacent_find(cut.begin(), cut.end()) != cut.end();
}

}  // namespace

void Layout::removeAll(const std::vector<RoomId>& rooms, const std::vector<CorridorId>& corridors) {
    // Pruning a big map takes away thousands of whole components and dead
    // ends one at a time; none of those can split what stays, so only a
    // removal that may split a component builds the union-find again.
    const bool rebuild = maySplit(*this, rooms, corridors);
    for (CorridorId id : corridors) {
        if (corridor(id) != nullptr) {
            removeCorridor(id);
        }
    }
    for (RoomId id : rooms) {
        if (room(id) == nullptr) {
            continue;
        }
        std::vector<PlacedPort>& ports = rooms_[id]->ports;
        for (std::size_t i = 0; i < ports.size(); ++i) {
            PlacedPort& port = ports[i];
            if (port.link.kind == PortLink::Kind::Room && room(port.link.id) != nullptr) {
                PlacedPort& other = rooms_[port.link.id]->ports.at(port.link.port);
                other.link = {};
                other.width = 0;
                setStep(port.link.id, port.link.port, {});
                --directLinks_;
            }
            port.link = {};
            port.width = 0;
            setStep(id, static_cast<int>(i), {});
        }
        removeRoom(id);
    }
    if (rebuild) {
        rebuildComponents();
    }
}

void Layout::compact() {
    std::vector<int> newRoomId(rooms_.size(), -1);
    std::vector<int> newCorridorId(corridors_.size(), -1);
    int next = 0;
    for (std::size_t i = 0; i < rooms_.size(); ++i) {
        newRoomId[i] = rooms_[i] ? next++ : -1;
    }
    next = 0;
    for (std::size_t i = 0; i < corridors_.size(); ++i) {
        newCorridorId[i] = corridors_[i] ? next++ : -1;
    }
    // Compacted in place: a fresh vector of rooms would be the biggest
    // allocation of a run.
    std::size_t kept = 0;
    for (std::size_t i = 0; i < rooms_.size(); ++i) {
        auto& placed = rooms_[i];
        if (!placed) {
            continue;
        }
        placed->id = newRoomId[placed->id];
        for (PlacedPort& port : placed->ports) {
            if (port.link.kind == PortLink::Kind::Room) {
                port.link.id = newRoomId[port.link.id];
            } else if (port.link.kind == PortLink::Kind::Corridor) {
                port.link.id = newCorridorId[port.link.id];
            }
        }
        if (kept != i) {
            rooms_[kept] = std::move(placed);
        }
        ++kept;
    }
    rooms_.resize(kept);
    kept = 0;
    for (std::size_t i = 0; i < corridors_.size(); ++i) {
        auto& corridor = corridors_[i];
        if (!corridor) {
            continue;
        }
        corridor->id = newCorridorId[corridor->id];
        for (CorridorEnd& end : corridor->ends) {
            end.room = newRoomId[end.room];
        }
        if (kept != i) {
            corridors_[kept] = std::move(corridor);
        }
        ++kept;
    }
    corridors_.resize(kept);
    for (const auto& placed : rooms_) {
        paint(placed->rect(), {TileOwner::Kind::Room, placed->id});
    }
    for (const auto& corridor : corridors_) {
        paint(corridor->rect, {TileOwner::Kind::Corridor, corridor->id});
    }
    parent_.resize(rooms_.size());
    rebuildComponents();
    rebuildSteps();
}

void Layout::clear() {
    std::fill(tiles_.begin(), tiles_.end(), PackedOwner{0});
    rooms_.clear();
    corridors_.clear();
    parent_.clear();
    members_.clear();
    stepStart_.assign(1, 0);
    steps_.clear();
    liveRooms_ = 0;
    liveCorridors_ = 0;
    directLinks_ = 0;
    components_ = 0;
}

void Layout::block(const Rect& area) {
    const Rect inside{std::max(area.x, 0), std::max(area.y, 0),
                      std::min(area.right(), width_) - std::max(area.x, 0),
                      std::min(area.bottom(), height_) - std::max(area.y, 0)};
    if (!inside.empty()) {
        paint(inside, {TileOwner::Kind::Blocked, 0});
    }
}

int Layout::cycleRank() const {
    return directLinks_ + liveCorridors_ - liveRooms_ + components_;
}

void Layout::paint(const Rect& area, TileOwner owner) {
    const PackedOwner packed = packOwner(owner);
    for (int y = area.top(); y < area.bottom(); ++y) {
        const std::size_t row = static_cast<std::size_t>(y) * static_cast<std::size_t>(width_);
        std::fill(tiles_.begin() +
                      static_cast<std::ptrdiff_t>(row + static_cast<std::size_t>(area.left())),
                  tiles_.begin() +
                      static_cast<std::ptrdiff_t>(row + static_cast<std::size_t>(area.right())),
                  packed);
    }
}

int Layout::find(int room) const {
    while (parent_[room] != room) {
        parent_[room] = parent_[parent_[room]];
        room = parent_[room];
    }
    return room;
}

void Layout::unite(int a, int b) {
    const int ra = find(a);
    const int rb = find(b);
    if (ra != rb) {
        // The smaller id becomes the representative: deterministic and cheap.
        parent_[std::max(ra, rb)] = std::min(ra, rb);
        members_[std::min(ra, rb)] += members_[std::max(ra, rb)];
        --components_;
    }
}

void Layout::rebuildSteps() {
    stepStart_.assign(1, 0);
    steps_.clear();
    for (const auto& placed : rooms_) {
        if (!placed) {
            stepStart_.push_back(static_cast<std::uint32_t>(steps_.size()));
            continue;
        }
        for (const PlacedPort& port : placed->ports) {
            RoomStep step;
            if (port.link.kind == PortLink::Kind::Room) {
                step = stepTo(port.link.id);
            } else if (port.link.kind == PortLink::Kind::Corridor) {
                const Corridor& corridor = *corridors_[port.link.id];
                step = stepTo(corridor.ends[port.link.port == 0 ? 1 : 0].room);
            }
            steps_.push_back(step);
        }
        stepStart_.push_back(static_cast<std::uint32_t>(steps_.size()));
    }
}

void Layout::rebuildComponents() {
    members_.assign(parent_.size(), 0);
    components_ = 0;
    for (std::size_t i = 0; i < parent_.size(); ++i) {
        parent_[i] = static_cast<int>(i);
        if (rooms_[i]) {
            members_[i] = 1;
            ++components_;
        }
    }
    for (const auto& placed : rooms_) {
        if (!placed) {
            continue;
        }
        for (const PlacedPort& port : placed->ports) {
            if (port.link.kind == PortLink::Kind::Room) {
                unite(placed->id, port.link.id);
            }
        }
    }
    for (const auto& corridor : corridors_) {
        if (corridor) {
            unite(corridor->ends[0].room, corridor->ends[1].room);
        }
    }
}

}  // namespace easylink
