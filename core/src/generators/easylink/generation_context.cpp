#include "generation_context.hpp"

namespace easylink::generation {

GenerationContext::GenerationContext(const CatalogueIndex& catalogueIndex,
                                     const EasylinkParams& generatorParams, Layout& target,
                                     Rng& random, EventSink* sink, int attempt, WorkMeter* work,
                                     std::string_view startNote)
    : index(catalogueIndex),
      params(generatorParams),
      layout(target),
      rng(random),
      regions(generatorParams, target.catalogue()),
      changes_(target.width(), target.height()),
      sink_(sink),
      work_(work),
      explain_(sink != nullptr && sink->wantsRejections()),
      attempt_(attempt) {
    for (const Region& region : params.regions) {
        if (region.blocked) {
            layout.block(region.rect);
        }
    }
    if (sink_ != nullptr) {
        Event started = makeEvent(EventKind::AttemptStarted);
        started.text = !startNote.empty()
                           ? std::string(startNote)
                           : "attempt " + std::to_string(attempt + 1) + " starts on an empty " +
                                 std::to_string(layout.width()) + "x" +
                                 std::to_string(layout.height()) + " map";
        emit(std::move(started));
    }
}

Event GenerationContext::makeEvent(EventKind kind) const {
    Event event;
    event.kind = kind;
    event.phase = phase_;
    event.attempt = attempt_;
    event.round = round_;
    event.grower = grower_;
    event.action = action_;
    return event;
}

void GenerationContext::emit(Event&& event) {
    if (sink_ != nullptr) {
        sink_->onEvent(event);
    }
}

void GenerationContext::beginPhase(Phase phase) {
    phase_ = phase;
    round_ = -1;
    grower_.reset();
    if (sink_ != nullptr) {
        Event event = makeEvent(EventKind::PhaseStarted);
        switch (phase) {
            case Phase::Placement: event.text = "step 1: placing rooms at random"; break;
            case Phase::Growth: event.text = "step 2: growers link rooms and corridors"; break;
            case Phase::Components:
                event.text = "step 3: keeping the biggest connected component";
                break;
            case Phase::Rules:
                event.text = "meeting the room rules: counts, neighbours, first, last, far from";
                break;
            case Phase::Targets:
                event.text = "meeting the targets: region densities, loops and dead ends";
                break;
            case Phase::Resolution:
                event.text = "phase 2: resolving rooms and corridors into modules";
                break;
            case Phase::Done: event.text = "done"; break;
        }
        emit(std::move(event));
    }
}

void GenerationContext::beginRound(int round) {
    round_ = round;
    grower_.reset();
    if (sink_ != nullptr) {
        Event event = makeEvent(EventKind::RoundStarted);
        event.text = "round " + std::to_string(round + 1);
        emit(std::move(event));
    }
}

void GenerationContext::beginTurn(GrowerKind grower) {
    grower_ = grower;
    if (sink_ != nullptr) {
        Event event = makeEvent(EventKind::TurnStarted);
        event.text = std::string(toString(grower)) + "'s turn";
        emit(std::move(event));
    }
}

void GenerationContext::endTurn(int applied) {
    if (sink_ != nullptr) {
        Event event = makeEvent(EventKind::TurnEnded);
        event.count = applied;
        event.text = std::string(toString(*grower_)) + " applied " + std::to_string(applied) +
                     (applied == 1 ? " opportunity" : " opportunities");
        emit(std::move(event));
    }
    grower_.reset();
}

void GenerationContext::markRoom(RoomId room) {
    changes_.mark(layout.room(room)->rect());
}

void GenerationContext::markPort(RoomId room, int port) {
    // Linking a port changes no tile: only what a ray arriving at the port
    // finds there (the tiles either side of its anchor).
    const Vec2i anchor = layout.room(room)->ports[static_cast<std::size_t>(port)].anchor;
    changes_.mark({anchor.x - 1, anchor.y - 1, 2, 2});
}

Event GenerationContext::roomEvent(EventKind kind, RoomId room, const TemplateView& view,
                                   Vec2i position) const {
    Event event = makeEvent(kind);
    event.room = room;
    event.templateIndex = view.templateIndex;
    event.rotation = view.rotation;
    event.position = position;
    event.objects = {{EventObject::Kind::Room, room}};
    return event;
}

RoomId GenerationContext::addRoom(int viewIndex, Vec2i position,
                                  const std::function<std::string()>& why) {
    const TemplateView& view = index.view(viewIndex);
    const RoomId room = layout.addRoom(view.templateIndex, view.rotation, position);
    regions.added(view.templateIndex, layout.room(room)->rect());
    markRoom(room);
    if (sink_ != nullptr) {
        Event event = roomEvent(EventKind::RoomAdded, room, view, position);
        event.text = "placed " + describeRoom(room) + " at (" + std::to_string(position.x) + "," +
                     std::to_string(position.y) + "), rotated " +
                     std::to_string(view.rotation.degrees()) + (why ? "; " + why() : "");
        emit(std::move(event));
    }
    return room;
}

void GenerationContext::moveRoom(RoomId room, int viewIndex, Vec2i position) {
    const TemplateView& view = index.view(viewIndex);
    const int before = layout.room(room)->rotation.degrees();
    markRoom(room);
    const Rect from = layout.room(room)->rect();
    layout.moveRoom(room, view.rotation, position);
    regions.moved(view.templateIndex, from, layout.room(room)->rect());
    markRoom(room);
    if (sink_ != nullptr) {
        Event event = roomEvent(EventKind::RoomMoved, room, view, position);
        event.text = "turned " + describeRoom(room) + " from " + std::to_string(before) + " to " +
                     std::to_string(view.rotation.degrees()) + " degrees, now at (" +
                     std::to_string(position.x) + "," + std::to_string(position.y) + ")";
        emit(std::move(event));
    }
}

void GenerationContext::linkRooms(RoomId a, int portA, RoomId b, int portB, int width) {
    layout.linkRooms(a, portA, b, portB, width);
    markPort(a, portA);
    markPort(b, portB);
    if (sink_ != nullptr) {
        Event event = makeEvent(EventKind::RoomsLinked);
        event.room = a;
        event.port = portA;
        event.otherRoom = b;
        event.otherPort = portB;
        event.width = width;
        event.objects = {{EventObject::Kind::Room, a}, {EventObject::Kind::Room, b}};
        event.text = "linked " + describeRoom(a) + " port " + std::to_string(portA) +
                     " directly to " + describeRoom(b) + " port " + std::to_string(portB) +
                     " at width " + std::to_string(width);
        emit(std::move(event));
    }
}

CorridorId GenerationContext::addCorridor(CorridorEnd a, CorridorEnd b, int width, bool piece) {
    const CorridorId corridor = layout.addCorridor(a, b, width);
    if (!piece) {
        changes_.mark(layout.corridor(corridor)->rect);
    }
    markPort(a.room, a.port);
    markPort(b.room, b.port);
    if (sink_ != nullptr) {
        const Corridor& added = *layout.corridor(corridor);
        Event event = makeEvent(EventKind::CorridorAdded);
        event.corridor = corridor;
        event.ends = {a, b};
        event.width = width;
        event.objects = {{EventObject::Kind::Corridor, corridor},
                         {EventObject::Kind::Room, a.room},
                         {EventObject::Kind::Room, b.room}};
        event.text = "corridor " + std::to_string(corridor) + " (" +
                     std::to_string(added.length()) + " long, width " + std::to_string(width) +
                     ") joins " + describeRoom(a.room) + " and " + describeRoom(b.room);
        emit(std::move(event));
    }
    return corridor;
}

void GenerationContext::removeCorridor(CorridorId corridor, bool splitting) {
    if (!splitting) {
        changes_.mark(layout.corridor(corridor)->rect);
    }
    layout.removeCorridor(corridor);
    if (sink_ != nullptr) {
        Event event = makeEvent(EventKind::CorridorRemoved);
        event.corridor = corridor;
        event.objects = {{EventObject::Kind::Corridor, corridor}};
        event.text = "corridor " + std::to_string(corridor) + " is split";
        emit(std::move(event));
    }
}

void GenerationContext::deleteComponent(const std::vector<RoomId>& rooms,
                                        const std::vector<CorridorId>& corridors,
                                        const std::string& why) {
    if (sink_ != nullptr) {
        Event event = makeEvent(EventKind::ComponentDeleted);
        for (RoomId room : rooms) {
            event.objects.push_back({EventObject::Kind::Room, room});
        }
        for (CorridorId corridor : corridors) {
            event.objects.push_back({EventObject::Kind::Corridor, corridor});
        }
        event.text = why;
        emit(std::move(event));
    }
    // What goes is marked, and taken out of the regions' areas, piece by
    // piece: the rooms' and corridors' tiles and the ports they leave free.
    // Pruning the many small components of a big map then costs in
    // proportion to what it prunes, not to the map.
    for (CorridorId id : corridors) {
        if (const Corridor* corridor = layout.corridor(id); corridor != nullptr) {
            changes_.mark(corridor->rect);
            for (const CorridorEnd& end : corridor->ends) {
                if (layout.room(end.room) != nullptr) {
                    markPort(end.room, end.port);
                }
            }
        }
    }
    for (RoomId id : rooms) {
        const PlacedRoom* room = layout.room(id);
        if (room == nullptr) {
            continue;
        }
        markRoom(id);
        regions.removed(room->templateIndex, room->rect());
        for (std::size_t port = 0; port < room->ports.size(); ++port) {
            if (!room->ports[port].link.isFree()) {
                markPort(id, static_cast<int>(port));
            }
        }
    }
    layout.removeAll(rooms, corridors);
}

void GenerationContext::compact() {
    layout.compact();
    regions.recount(layout);
    changes_.mark({0, 0, layout.width(), layout.height()});
    if (sink_ != nullptr) {
        Event event = makeEvent(EventKind::LayoutCompacted);
        event.text = "rooms renumbered 0 to " + std::to_string(layout.roomCount() - 1) +
                     ", corridors 0 to " + std::to_string(layout.corridorCount() - 1);
        emit(std::move(event));
    }
}

std::vector<EventObject> namedBy(const TileOwner& owner) {
    switch (owner.kind) {
        case TileOwner::Kind::Room: return {{EventObject::Kind::Room, owner.id}};
        case TileOwner::Kind::Corridor: return {{EventObject::Kind::Corridor, owner.id}};
        case TileOwner::Kind::OutsideMap:
        case TileOwner::Kind::Blocked:
        case TileOwner::Kind::Empty: break;
    }
    return {};
}

void GenerationContext::reject(FunctionRef<std::string()> why, std::vector<Rect> outline,
                               std::vector<EventObject> named) {
    if (!explain_) {
        return;
    }
    Event event = makeEvent(EventKind::CandidateRejected);
    event.text = why();
    event.rects = std::move(outline);
    event.objects = std::move(named);
    emit(std::move(event));
}

void GenerationContext::note(EventKind kind, std::string text) {
    if (sink_ != nullptr) {
        Event event = makeEvent(kind);
        event.text = std::move(text);
        emit(std::move(event));
    }
}

std::string GenerationContext::describeRoom(RoomId room) const {
    const PlacedRoom* placed = layout.room(room);
    if (placed == nullptr) {
        return "room " + std::to_string(room);
    }
    return "room " + std::to_string(room) + " (" +
           layout.catalogue().modules[placed->templateIndex].name + ")";
}

std::string GenerationContext::describeOwner(const TileOwner& owner) const {
    switch (owner.kind) {
        case TileOwner::Kind::Room: return describeRoom(owner.id);
        case TileOwner::Kind::Corridor: return "corridor " + std::to_string(owner.id);
        case TileOwner::Kind::OutsideMap: return "the map's edge";
        case TileOwner::Kind::Blocked: return "a blocked region";
        case TileOwner::Kind::Empty: return "nothing";
    }
    return "something";
}

}  // namespace easylink::generation
