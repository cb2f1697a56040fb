// `passages`: a dungeon of passages and chambers, drawn by a
// cursor from the instruction tables of assets/tables/passages.json.
//
// A starting area in the middle of the map opens a few exits. Each exit
// becomes a passage: a cursor with a position, a facing and a width digs a
// doorway and a first run, then follows instructions drawn from the tables
// (run on, turn, branch a side passage, a door, a secret door, stairs, a
// chamber, a dead end), rotating as it turns. A run that would collide with
// anything stops short of it, and the passage ends there. A chamber at a
// passage's end is fitted by scoring candidate chambers (chamber_fitting.hpp)
// and its exits become new passages. Passages wait in a queue, so the
// dungeon grows outwards evenly; when the queue runs dry before `min_fill`
// of the map is walkable, new side passages open from random walls of what
// is already dug.
//
// Every piece keeps a wall between itself and everything it does not
// connect to, so passages meet other parts of the dungeon only where they
// start; the map's border stays wall. Growth ends by reaching for any corner
// of the map that has no chamber near it (see reachCorners()).

#include <algorithm>
#include <array>
#include <deque>
#include <set>

#include "../tilemap/chamber_fitting.hpp"
#include "passage_tables.hpp"
#include "passages.hpp"

#include "../tilemap/tile_builders.hpp"

namespace easylink::tilemap {
namespace {

// A passage follows at most this many instructions after its first run, so
// that tables made only of runs cannot keep one going forever.
constexpr int kMaxInstructionsPerPassage = 32;
// Reopening gives up after this many passages in a row that could not dig.
constexpr int kMaxFailedReopenings = 256;
// The starting area leaves at least this many tiles on each side of the map.
constexpr int kStartMargin = 5;
// Passages tried towards a corner that has no chamber near it.
constexpr int kCornerTries = 16;

Vec2i rightOf(Dir d) {
    return delta(turnClockwise(d));
}

Dir leftTurn(Dir d) {
    return turnClockwise(d, -1);
}

std::string tilesText(int n) {
    return std::to_string(n) + (n == 1 ? " tile" : " tiles");
}

// The cursor: the row of `width` tiles a passage dug last, from
// `pos`, its left-most tile as seen facing `facing`, rightwards. A new
// passage's cursor is the row just behind its first tile (the edge of the
// chamber or the side of the passage it leaves), so digging always means
// moving the cursor one row ahead.
struct Cursor {
    Vec2i pos;
    Dir facing = Dir::N;
    int width = 1;

    Vec2i tile(int i) const { return pos + rightOf(facing) * i; }
    Cursor ahead(int rows = 1) const { return {pos + delta(facing) * rows, facing, width}; }
    Rect row() const {
        const Vec2i last = tile(width - 1);
        return {std::min(pos.x, last.x), std::min(pos.y, last.y), std::abs(pos.x - last.x) + 1,
                std::abs(pos.y - last.y) + 1};
    }
};

// The cursor turned a quarter to one side, for a passage `width` wide: its
// new row lies along that side of the old passage's last rows, so the rows
// dug next leave from that side. Turns keep the width; side passages bring
// their own. Rotating the cursor is all a turn needs: digging only ever
// looks ahead of it.
Cursor turned(const Cursor& c, PassageSide side, int width) {
    if (side == PassageSide::Right) {
        return {c.tile(c.width - 1), turnClockwise(c.facing), width};
    }
    return {c.pos - delta(c.facing) * (width - 1), leftTurn(c.facing), width};
}

/// The row of a rectangle's tiles along its side facing `d`, as a cursor
/// facing out of that side (its width is the side's length).
Cursor edgeOf(const Rect& r, Dir d) {
    switch (d) {
        case Dir::N: return {{r.x, r.y}, d, r.w};
        case Dir::E: return {{r.right() - 1, r.y}, d, r.h};
        case Dir::S: return {{r.right() - 1, r.bottom() - 1}, d, r.w};
        case Dir::W: return {{r.x, r.bottom() - 1}, d, r.h};
    }
    return {{r.x, r.y}, d, r.w};
}

Dir wallDirection(ChamberWall wall, Dir facing) {
    switch (wall) {
        case ChamberWall::Ahead: return facing;
        case ChamberWall::Left: return leftTurn(facing);
        case ChamberWall::Right: return turnClockwise(facing);
        case ChamberWall::Behind: return opposite(facing);
    }
    return facing;
}

std::string doorwayText(TileKind kind) {
    switch (kind) {
        case TileKind::Door: return "a door";
        case TileKind::SecretDoor: return "a secret door";
        default: return "an opening";
    }
}

/// A passage waiting to be dug.
struct OpenPassage {
    Cursor from;         // the row behind its doorway
    TileKind doorway;    // what its first row becomes: a door, a secret door, corridor
    std::string origin;  // "the north wall of chamber 2" (only when recording)
    bool reopened = false;
    bool endsInChamber = false;  // a corner passage: one run, then a chamber
};

/// A straight run of passage, where reopening may branch.
struct RunSite {
    Cursor first;  // its first row
    int rows = 0;
    int passage = 0;
};

/// A chamber or the starting area, where reopening may open a wall.
struct RoomSite {
    Rect rect;
    Dir facing = Dir::N;
    std::string name;
};

class PassageDungeon {
public:
    PassageDungeon(Builder& builder, const PassageTables& tables)
        : builder_(builder),
          tiles_(builder.tiles()),
          tables_(tables),
          maxPieces_(builder.option("max_pieces")),
          minLength_(builder.option("min_chamber_length")),
          interiorArea_(std::int64_t{tiles_.width() - 2} * (tiles_.height() - 2)) {}

    void build() {
        builder_.beginPhase(Phase::Placement, "starting area");
        placeStartingArea();
        builder_.beginPhase(Phase::Growth, "passages and chambers");
        int failedReopenings = 0;
        bool cornersReached = false;
        while (pieces_ < maxPieces_) {
            if (open_.empty() && !cornersReached) {
                // The first time the dungeon stops growing by itself, while
                // the corners are still open ground.
                reachCorners();
                cornersReached = true;
                continue;
            }
            if (open_.empty()) {
                const bool fullEnough =
                    static_cast<double>(walkable_) >=
                    builder_.real("min_fill") * static_cast<double>(interiorArea_);
                if (fullEnough || failedReopenings >= kMaxFailedReopenings || !reopen()) {
                    break;
                }
            }
            const OpenPassage next = std::move(open_.front());
            open_.pop_front();
            const bool dug = runPassage(next);
            if (next.reopened) {
                failedReopenings = dug ? 0 : failedReopenings + 1;
            }
        }
        reachCorners();
    }

private:
    // [Digging]

    // A row may be dug when its tiles are inside the map and not walkable,
    // and nothing walkable lies ahead of it or beside it (diagonally ahead
    // included): a passage keeps a wall between itself and everything but
    // what it leaves from, which is always behind its rows.
    bool rowClear(const Cursor& row) const {
        const Vec2i forward = delta(row.facing);
        for (int i = -1; i <= row.width; ++i) {
            const Vec2i t = row.tile(i);
            const bool inRow = i >= 0 && i < row.width;
            if (inRow && (!builder_.interior(t) || isWalkable(tiles_.at(t)))) {
                return false;
            }
            if ((!inRow && isWalkable(tiles_.at(t))) || isWalkable(tiles_.at(t + forward))) {
                return false;
            }
        }
        return true;
    }

    void dig(Vec2i t, TileKind kind) {
        walkable_ += isWalkable(tiles_.at(t)) ? 0 : 1;
        tiles_.set(t, kind);
    }

    void digRow(const Cursor& row, TileKind kind) {
        for (int i = 0; i < row.width; ++i) {
            dig(row.tile(i), kind);
        }
    }

    // Digs up to `length` rows ahead of the cursor, stopping short of
    // anything in the way, and moves the cursor to the last row dug;
    // returns the rows dug.
    int digRun(Cursor& cursor, int length, int passage) {
        const Cursor first = cursor.ahead();
        int rows = 0;
        while (rows < length && rowClear(cursor.ahead())) {
            cursor = cursor.ahead();
            digRow(cursor, TileKind::Corridor);
            ++rows;
        }
        if (rows > 0) {
            runs_.push_back({first, rows, passage});
        }
        return rows;
    }

    // A run drawn from the tables, reported as one piece after `prefix`;
    // false when it was shortened (the passage ends against the obstacle).
    bool run(Cursor& cursor, int passage, const std::string& prefix) {
        const int wanted = draw(tables_.runs, builder_.rng());
        const Cursor before = cursor;
        const int rows = digRun(cursor, wanted, passage);
        if (builder_.recording()) {
            const std::string head = "passage " + std::to_string(passage) + ": " + prefix;
            if (rows == 0) {
                builder_.step(head);
                builder_.reject({before.ahead().row()}, head + "blocked at once heading " +
                                                            std::string(wallName(cursor.facing)) +
                                                            "; the passage ends");
            } else {
                builder_.step(head + tilesText(rows) + " " + std::string(wallName(cursor.facing)) +
                              (rows < wanted ? ", shortened from " + std::to_string(wanted) +
                                                   " (blocked); the passage ends"
                                             : ""));
            }
        }
        return rows == wanted;
    }

    void say(int passage, const std::string& text) {
        if (builder_.recording()) {
            builder_.step("passage " + std::to_string(passage) + ": " + text);
        }
    }

    // An instruction that found no room ahead of the cursor.
    void refuse(const Cursor& cursor, int passage, const std::string& text) {
        if (builder_.recording()) {
            builder_.reject({cursor.ahead().row()},
                            "passage " + std::to_string(passage) + ": " + text);
        }
    }

    // [Pieces]

    void placeStartingArea() {
        const ChamberSize wanted = tables_.startingArea;
        const int w = std::clamp(wanted.width, 2, std::max(2, tiles_.width() - 2 * kStartMargin));
        const int h = std::clamp(wanted.length, 2, std::max(2, tiles_.height() - 2 * kStartMargin));
        const Rect area{(tiles_.width() - w) / 2, (tiles_.height() - h) / 2, w, h};
        const Dir facing = kAllDirs[builder_.rng().below(4)];
        for (int y = area.y; y < area.bottom(); ++y) {
            for (int x = area.x; x < area.right(); ++x) {
                dig({x, y}, TileKind::Floor);
            }
        }
        builder_.addArea(area, "starting area");
        rooms_.push_back({area, facing, "the starting area"});
        const int exits = draw(tables_.startingExits, builder_.rng());
        openExits(rooms_.back(), exits, false);
        if (builder_.recording()) {
            builder_.step("starting area: " + std::to_string(w) + " by " + std::to_string(h) +
                          " in the middle of the map, facing " + std::string(wallName(facing)) +
                          ", with " + std::to_string(exits) + " exits");
        }
    }

    // Queues `count` exits on walls drawn from the tables, each a passage of
    // a drawn width behind a drawn kind of doorway. Exits that end up too
    // close to each other are refused when their passage is dug.
    void openExits(const RoomSite& room, int count, bool reopened) {
        for (int k = 0; k < count; ++k) {
            const Dir d = wallDirection(draw(tables_.exitWalls, builder_.rng()), room.facing);
            const Cursor edge = edgeOf(room.rect, d);
            const int width = std::min(draw(tables_.widths, builder_.rng()), edge.width);
            const int offset = static_cast<int>(builder_.rng().uniformInt(0, edge.width - width));
            const TileKind doorway = draw(tables_.exitDoors, builder_.rng());
            open_.push_back({{edge.tile(offset), d, width},
                             doorway,
                             builder_.recording()
                                 ? "the " + std::string(wallName(d)) + " wall of " + room.name
                                 : std::string(),
                             reopened});
        }
    }

    // Digs one queued passage: its doorway and a first run, then drawn
    // instructions until it ends. False when its doorway was blocked.
    bool runPassage(const OpenPassage& open) {
        const Cursor doorway = open.from.ahead();
        if (!rowClear(doorway) || !rowClear(doorway.ahead())) {
            if (builder_.recording()) {
                builder_.reject({doorway.row()}, "a passage from " + open.origin +
                                                     " would be blocked at its doorway");
            }
            return false;
        }
        const int number = ++passages_;
        if (builder_.recording()) {
            builder_.beginTurn("passage " + std::to_string(number) + " from " + open.origin + ", " +
                               tilesText(open.from.width) + " wide");
        }
        digRow(doorway, open.doorway);
        Cursor cursor = doorway;
        ++pieces_;
        bool going = run(cursor, number, doorwayText(open.doorway) + ", then ");
        if (open.endsInChamber) {
            if (cursor.pos != doorway.pos) {
                placeChamber(cursor, number);
            }
            return true;
        }
        for (int k = 0; going && k < kMaxInstructionsPerPassage && pieces_ < maxPieces_; ++k) {
            ++pieces_;
            going = follow(draw(tables_.instructions, builder_.rng()), cursor, number);
        }
        return true;
    }

    // Carries out one instruction at the cursor; false when the passage ends.
    bool follow(PassageInstruction instruction, Cursor& cursor, int passage) {
        switch (instruction) {
            case PassageInstruction::Run: return run(cursor, passage, "");
            case PassageInstruction::Turn: {
                const PassageSide side = draw(tables_.turns, builder_.rng());
                cursor = turned(cursor, side, cursor.width);
                return run(
                    cursor, passage,
                    std::string(side == PassageSide::Left ? "turns left, " : "turns right, "));
            }
            case PassageInstruction::SidePassage: return branch(cursor, passage);
            case PassageInstruction::Door:
            case PassageInstruction::SecretDoor: {
                // A door across the passage, with room for the passage to go on.
                if (!rowClear(cursor.ahead()) || !rowClear(cursor.ahead(2))) {
                    refuse(cursor, passage, "no room for a door ahead; the passage ends");
                    return false;
                }
                const bool secret = instruction == PassageInstruction::SecretDoor;
                cursor = cursor.ahead();
                digRow(cursor, secret ? TileKind::SecretDoor : TileKind::Door);
                return run(cursor, passage, secret ? "a secret door, then " : "a door, then ");
            }
            case PassageInstruction::Stairs:
                if (rowClear(cursor.ahead())) {
                    cursor = cursor.ahead();
                    digRow(cursor, TileKind::Stairs);
                    say(passage, "stairs: the passage leaves the level");
                } else {
                    refuse(cursor, passage, "no room for stairs; the passage ends");
                }
                return false;
            case PassageInstruction::Chamber: placeChamber(cursor, passage); return false;
            case PassageInstruction::DeadEnd: return false;  // nothing to dig, nothing to show
        }
        return false;
    }

    // A side passage (or two) queued from the cursor's last rows; the
    // passage itself runs on.
    bool branch(Cursor& cursor, int passage) {
        const PassageSide side = draw(tables_.sidePassages, builder_.rng());
        for (const PassageSide s : {PassageSide::Left, PassageSide::Right}) {
            if (side != s && side != PassageSide::Both) {
                continue;
            }
            const int width = draw(tables_.widths, builder_.rng());
            open_.push_back({turned(cursor, s, width), TileKind::Corridor,
                             builder_.recording()
                                 ? std::string(s == PassageSide::Left ? "the left" : "the right") +
                                       " side of passage " + std::to_string(passage)
                                 : std::string(),
                             false});
        }
        const char* text = side == PassageSide::Both   ? "side passages both ways, then "
                           : side == PassageSide::Left ? "a side passage to the left, then "
                                                       : "a side passage to the right, then ";
        return run(cursor, passage, text);
    }

    // Fits a chamber ahead of the cursor (the passage's last row is its
    // entrance) and queues its exits; false when it was cancelled.
    bool placeChamber(const Cursor& entrance, int passage) {
        const ChamberSize size = draw(tables_.chambers, builder_.rng());
        const int number = chambers_ + 1;
        const std::string name = "chamber " + std::to_string(number);
        if (builder_.recording()) {
            builder_.beginTurn(name + " at the end of passage " + std::to_string(passage) +
                               ", wanted " + std::to_string(size.width) + " wide and " +
                               std::to_string(size.length) + " long");
        }
        ChamberRequest request;
        request.entrance = entrance.pos;
        request.facing = entrance.facing;
        request.entranceWidth = entrance.width;
        request.width = size.width;
        request.length = size.length;
        request.minLength = minLength_;
        request.areaWeight = builder_.real("area_weight");
        request.alignWeight = builder_.real("align_weight");
        request.randomness = builder_.real("randomness");
        // A chamber tile may not touch anything walkable, even diagonally,
        // except the entrance: its walls then separate it from the rest.
        const Rect entranceRow = entrance.row();
        const BlockedTile blocked = [&](Vec2i t) {
            if (!builder_.interior(t)) {
                return true;
            }
            for (int dy = -1; dy <= 1; ++dy) {
                for (int dx = -1; dx <= 1; ++dx) {
                    const Vec2i n = t + Vec2i{dx, dy};
                    if (isWalkable(tiles_.at(n)) && !entranceRow.contains(n)) {
                        return true;
                    }
                }
            }
            return false;
        };
        const ChamberFit fit = fitChamber(request, blocked, builder_.rng());
        if (!fit.chosen) {
            if (builder_.recording()) {
                const Cursor probe = entrance.ahead();
                builder_.reject({probe.row()}, name + " cancelled: " + tilesText(fit.clearAhead) +
                                                   " clear ahead of passage " +
                                                   std::to_string(passage) +
                                                   ", and a chamber must be at least " +
                                                   tilesText(minLength_) + " long");
            }
            return false;
        }
        ++chambers_;
        const ChamberProposal& chosen = *fit.chosen;
        for (int y = chosen.rect.y; y < chosen.rect.bottom(); ++y) {
            for (int x = chosen.rect.x; x < chosen.rect.right(); ++x) {
                dig({x, y}, TileKind::Floor);
            }
        }
        const std::string facing(wallName(entrance.facing));
        builder_.addArea(chosen.rect, name + " (entered facing " + facing + ")");
        rooms_.push_back({chosen.rect, entrance.facing, name});
        if (builder_.recording()) {
            reportProposals(fit, name);
            builder_.step(name + ": " + std::to_string(chosen.width) + " wide and " +
                          std::to_string(chosen.length) + " long (wanted " +
                          std::to_string(size.width) + " by " + std::to_string(size.length) +
                          "), " + std::to_string(chosen.left) + " left of the entrance, " +
                          std::to_string(chosen.alignment) + " tiles aligned, score " +
                          Json(chosen.score).dump() + ", chosen from " +
                          std::to_string(fit.proposals.size()) + " proposals");
        }
        openExits(rooms_.back(), draw(tables_.chamberExits, builder_.rng()), false);
        return true;
    }

    void reportProposals(const ChamberFit& fit, const std::string& name) {
        for (std::size_t i = 0; i < fit.proposals.size(); ++i) {
            const ChamberProposal& p = fit.proposals[i];
            if (p.rect == fit.chosen->rect) {
                continue;
            }
            builder_.reject({p.rect}, name + " proposal " + std::to_string(i + 1) + ": " +
                                          std::to_string(p.width) + " wide and " +
                                          std::to_string(p.length) + " long, " +
                                          std::to_string(p.left) + " left of the entrance, " +
                                          std::to_string(p.alignment) + " tiles aligned, score " +
                                          Json(p.score).dump() +
                                          " (chosen: " + Json(fit.chosen->score).dump() + ")");
        }
    }

    // The queue ran dry too early: a new passage from a random wall of a
    // chamber or a random side of a run.
    bool reopen() {
        const std::size_t sites = runs_.size() + rooms_.size();
        if (sites == 0) {
            return false;
        }
        const std::size_t k = builder_.rng().below64(sites);
        if (k >= runs_.size()) {
            openExits(rooms_[k - runs_.size()], 1, true);
            return true;
        }
        const RunSite& site = runs_[k];
        const int along =
            static_cast<int>(builder_.rng().below(static_cast<std::uint32_t>(site.rows)));
        const Cursor row = site.first.ahead(along);
        const PassageSide side =
            builder_.rng().chance(0.5) ? PassageSide::Left : PassageSide::Right;
        const int width = draw(tables_.widths, builder_.rng());
        open_.push_back({turned(row, side, width), TileKind::Corridor,
                         builder_.recording()
                             ? "the side of passage " + std::to_string(site.passage)
                             : std::string(),
                         true});
        return true;
    }

    // [Corners]

    // The finish stands the players on the floor tiles nearest to two
    // opposite corners, searching outwards from each corner, so a corner
    // with no chamber floor nearer to it than the middle of the map would
    // send its start into another quadrant. For each such corner, passages
    // leave the dug tiles nearest to it, heading for it, and end in a
    // chamber; failing that, the passage tile nearest to the corner becomes
    // floor, a landing for the start.
    void reachCorners() {
        const int w = tiles_.width();
        const int h = tiles_.height();
        const int reach = std::min(w / 2, h / 2) - 1;
        const std::array<Vec2i, 4> corners = {Vec2i{1, 1}, Vec2i{w - 2, 1}, Vec2i{w - 2, h - 2},
                                              Vec2i{1, h - 2}};
        for (const Vec2i corner : corners) {
            // The tiles nearer to the corner than any tile of another quadrant.
            const Rect square{corner.x == 1 ? 1 : w - 1 - reach, corner.y == 1 ? 1 : h - 1 - reach,
                              reach, reach};
            if (hasFloor(square)) {
                continue;
            }
            if (builder_.recording()) {
                builder_.beginTurn("no chamber near the corner at (" + std::to_string(corner.x) +
                                   ", " + std::to_string(corner.y) + "): passages towards it");
            }
            // Each passage starts from the opening nearest to the corner
            // among all dug so far, so that they work their way towards it.
            std::set<std::pair<Vec2i, Dir>> tried;
            int dug = 0;
            for (int attempt = 0;
                 attempt < 4 * kCornerTries && dug < kCornerTries && !hasFloor(square); ++attempt) {
                const std::optional<OpenPassage> next = nearestOpening(corner, tried);
                if (!next) {
                    break;
                }
                tried.insert({next->from.pos, next->from.facing});
                dug += runPassage(*next) ? 1 : 0;
            }
            if (!hasFloor(square)) {
                makeLanding(square, corner);
            }
        }
    }

    bool hasFloor(const Rect& r) const {
        for (int y = r.y; y < r.bottom(); ++y) {
            for (int x = r.x; x < r.right(); ++x) {
                if (tiles_.at({x, y}) == TileKind::Floor) {
                    return true;
                }
            }
        }
        return false;
    }

    static int distance(Vec2i a, Vec2i b) {
        return std::max(std::abs(a.x - b.x), std::abs(a.y - b.y));
    }

    static bool heads(Dir d, Vec2i from, Vec2i to) {
        const Vec2i step = delta(d);
        return step.x * (to.x - from.x) + step.y * (to.y - from.y) > 0;
    }

    // The one-wide passage towards `corner`, ending in a chamber, that
    // starts nearest to it and has not been tried: from the row of a run
    // nearest to the corner, on the side facing it, or from a chamber's wall
    // facing it.
    std::optional<OpenPassage> nearestOpening(Vec2i corner,
                                              const std::set<std::pair<Vec2i, Dir>>& tried) {
        std::optional<OpenPassage> best;
        int bestDistance = 0;
        const auto add = [&](const Cursor& from, TileKind doorway, const std::string& origin) {
            const int d = distance(from.pos, corner);
            if ((!best || d < bestDistance) && !tried.contains({from.pos, from.facing})) {
                best = OpenPassage{from, doorway, builder_.recording() ? origin : std::string(),
                                   false, true};
                bestDistance = d;
            }
        };
        for (const RunSite& site : runs_) {
            Cursor nearest = site.first;
            for (int k = 1; k < site.rows; ++k) {
                if (distance(site.first.ahead(k).pos, corner) < distance(nearest.pos, corner)) {
                    nearest = site.first.ahead(k);
                }
            }
            for (const PassageSide side : {PassageSide::Left, PassageSide::Right}) {
                const Cursor from = turned(nearest, side, 1);
                if (heads(from.facing, from.pos, corner)) {
                    add(from, TileKind::Corridor,
                        "the side of passage " + std::to_string(site.passage));
                }
            }
        }
        for (const RoomSite& room : rooms_) {
            for (const Dir d : kAllDirs) {
                const Cursor edge = edgeOf(room.rect, d);
                if (!heads(d, edge.pos, corner)) {
                    continue;
                }
                int nearest = 0;
                for (int i = 1; i < edge.width; ++i) {
                    if (distance(edge.tile(i), corner) < distance(edge.tile(nearest), corner)) {
                        nearest = i;
                    }
                }
                add({edge.tile(nearest), d, 1}, TileKind::Door,
                    "the " + std::string(wallName(d)) + " wall of " + room.name);
            }
        }
        return best;
    }

    void makeLanding(const Rect& square, Vec2i corner) {
        std::optional<Vec2i> nearest;
        for (int y = square.y; y < square.bottom(); ++y) {
            for (int x = square.x; x < square.right(); ++x) {
                const Vec2i t{x, y};
                if (tiles_.at(t) == TileKind::Corridor &&
                    (!nearest || distance(t, corner) < distance(*nearest, corner))) {
                    nearest = t;
                }
            }
        }
        if (nearest) {
            tiles_.set(*nearest, TileKind::Floor);
            if (builder_.recording()) {
                builder_.step("a landing at (" + std::to_string(nearest->x) + ", " +
                              std::to_string(nearest->y) +
                              "): the passage tile nearest to the corner, for a start");
            }
        }
    }

    Builder& builder_;
    TileCanvas& tiles_;
    const PassageTables& tables_;
    const int maxPieces_;
    const int minLength_;
    const std::int64_t interiorArea_;

    std::deque<OpenPassage> open_;
    std::vector<RunSite> runs_;
    std::vector<RoomSite> rooms_;
    std::int64_t walkable_ = 0;
    int pieces_ = 0;
    int passages_ = 0;
    int chambers_ = 0;
};

std::optional<std::string> buildPassages(Builder& builder) {
    if (builder.tables().is_null()) {
        return std::string(
            "tables: passages needs its data tables, assets/tables/passages.json, and none were "
            "given (pass --tables FILE or restore that file)");
    }
    std::vector<Problem> problems;
    const std::optional<PassageTables> tables = readPassageTables(builder.tables(), problems);
    if (!tables) {
        std::string failure = formatProblem("tables", problems.front());
        if (problems.size() > 1) {
            const std::size_t more = problems.size() - 1;
            failure += " (and " + std::to_string(more) +
                       (more == 1 ? " more problem)" : " more problems)");
        }
        return failure;
    }
    PassageDungeon(builder, *tables).build();
    return std::nullopt;
}

}  // namespace

Generator passagesGenerator() {
    return tileGenerator(
        {"passages",
         "passages and chambers drawn by a cursor from instruction tables "
         "(assets/tables/passages.json)",
         withPopulation({
             {"max_pieces", 1000000, 1, 10000000, true,
              "the most pieces (runs, turns, doors, chambers...) the dungeon is drawn in; "
              "lower it for a smaller dungeon"},
             {"min_fill", 0.3, 0, 0.6, false,
              "when no passage is left open and less than this fraction of the map is walkable, "
              "new side passages open from random walls (at most 0.6: passages keep a wall "
              "beside them, and about 0.56 is the most they fill)"},
             {"min_chamber_length", 3, 1, 64, true,
              "a chamber that cannot be this long is cancelled and its passage ends"},
             {"area_weight", 1, 0, 100, false, "chamber fitting: score per tile of chamber area"},
             {"align_weight", 0.5, 0, 100, false,
              "chamber fitting: score per wall tile flush against a neighbour's wall or the "
              "map's edge"},
             {"randomness", 0.1, 0, 1, false,
              "chamber fitting: 0 always takes a best proposal, 1 any proposal; in between, "
              "any within that fraction of the score range below the best"},
         })},
        &buildPassages, /*readsTables=*/true);
}

}  // namespace easylink::tilemap
