#pragma once

// [SECTION] Generation events
//
// Generators never draw and never wait: they report what they do as events
// into a sink. Every mutation of the layout is an event carrying exactly what
// is needed to redo it (replayEvent), so the editor can rebuild the layout as
// it stood at any step, and tests can check that the events alone rebuild the
// final layout. Phase, round and turn boundaries are events too, and so are
// rejected candidates (when the sink wants them), with the reason.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "easylink/generation/generator_params.hpp"
#include "easylink/io/json_writer.hpp"
#include "easylink/layout/layout.hpp"
#include "easylink/support/large_buffer.hpp"
#include "easylink/tiles/tile_kind.hpp"

namespace easylink {

class TileRaster;

/// Steps 1-3 make the layout and Rules meets the catalogue's room rules;
/// Resolution is phase 2, which fills the layout's slots.
enum class Phase : std::uint8_t {
    Placement,
    Growth,
    Components,
    Rules,
    Targets,  // regions topped up, loop and dead-end targets met (docs/design.md section 8)
    Resolution,
    Done
};
inline constexpr int kPhaseCount = 7;

enum class EventKind : std::uint8_t {
    AttemptStarted,  // a fresh, empty layout; `attempt` says which
    PhaseStarted,
    RoundStarted,
    TurnStarted,        // a grower's turn
    TurnEnded,          // `count`: opportunities applied in the turn
    RoomAdded,          // room, templateIndex, rotation, position
    RoomRemoved,        // room
    RoomMoved,          // room, rotation, position: a room without links turned in place
    RoomsLinked,        // room/port with otherRoom/otherPort, width
    CorridorAdded,      // corridor, ends, width
    CorridorRemoved,    // corridor
    CandidateRejected,  // text says why; rects outline the candidate
    ComponentDeleted,   // rooms and corridors in `objects`, removed after this event
    LayoutCompacted,    // ids renumbered densely in their order (Layout::compact)
    AttemptFailed,      // text says why
    Finished,           // the run succeeded
    SlotResolved,       // phase 2: a room or corridor (in `objects`) got its modules;
                        // templateIndex: the module filling it, count: its node index
    TilesChanged,       // a tile-map generator changed the tiles in `tiles`
};

std::string_view toString(Phase phase);
std::string_view toString(EventKind kind);

/// Something an event touched, for highlighting.
struct EventObject {
    enum class Kind : std::uint8_t { Room, Corridor };
    Kind kind = Kind::Room;
    int id = -1;
    friend bool operator==(const EventObject&, const EventObject&) = default;
};

/// A horizontal run of `length` tiles from `start` that became `kind`: the
/// payload of TilesChanged, compact for the long runs that carving makes.
struct TileRun {
    Vec2i start;
    int length = 1;
    TileKind kind = TileKind::Void;
    friend bool operator==(const TileRun&, const TileRun&) = default;
};

/// True for the kinds that change the layout (replayEvent() acts on them);
/// AttemptStarted counts, since it clears the layout for a new attempt.
bool isMutation(EventKind kind);

struct Event {
    EventKind kind = EventKind::PhaseStarted;
    Phase phase = Phase::Placement;
    int attempt = 0;
    int round = -1;  // in step 2, else -1
    std::optional<GrowerKind> grower;
    int action = -1;  // mutations of one applied opportunity share an action number
    int count = 0;    // TurnEnded: opportunities applied

    // Mutation payload (see EventKind for which fields each kind uses).
    RoomId room = -1;
    int port = -1;
    RoomId otherRoom = -1;
    int otherPort = -1;
    int templateIndex = -1;
    Rotation rotation;
    Vec2i position;
    CorridorId corridor = -1;
    std::array<CorridorEnd, 2> ends;
    int width = 0;

    std::vector<EventObject> objects;  // what it touched, for the viewer
    std::vector<Rect> rects;           // outlines of a rejected candidate
    LargeVector<TileRun> tiles;        // TilesChanged: what the tiles became
    std::string text;                  // a sentence a designer can read

    /// True for the kinds that change the layout.
    bool isMutation() const;
};

/// Receives events as they happen. Sinks decide whether rejected candidates
/// are worth describing: producing their sentences costs time.
class EventSink {
public:
    virtual ~EventSink() = default;
    virtual void onEvent(const Event& event) = 0;
    virtual bool wantsRejections() const { return true; }
};

/// Keeps every event, in order.
class EventRecorder final : public EventSink {
public:
    explicit EventRecorder(bool withRejections = true) : withRejections_(withRejections) {}
    void onEvent(const Event& event) override { events_.push_back(event); }
    bool wantsRejections() const override { return withRejections_; }
    const std::vector<Event>& events() const { return events_; }

private:
    bool withRejections_;
    std::vector<Event> events_;
};

/// Applies a mutation event to a layout (AttemptStarted clears it); other
/// events are ignored.
void replayEvent(Layout& layout, const Event& event);

/// Applies a TilesChanged event to a tile map of a tile-map generator's run
/// (AttemptStarted makes every tile void again); other events are ignored.
void replayTiles(TileRaster& tiles, const Event& event);

/// The event as one line of JSON, for --explain logs. `number` is the
/// event's place in its run counting from 1 (event K is the one the editor's
/// timeline shows at step K), written first as "step" when given. Attempts,
/// rounds and actions are written counting from 1 too (docs/editor.md,
/// "Numbering").
void writeEvent(JsonWriter& out, const Event& event,
                std::optional<std::size_t> number = std::nullopt);

}  // namespace easylink
