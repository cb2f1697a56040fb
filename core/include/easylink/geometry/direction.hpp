#pragma once

// Compass directions and quarter-turn rotations (docs/design.md section 3).

#include <array>
#include <optional>
#include <string_view>

#include "easylink/geometry/vec2.hpp"

namespace easylink {

/// The four directions, in clockwise order so that turning is arithmetic.
enum class Dir : int { N = 0, E = 1, S = 2, W = 3 };

inline constexpr std::array<Dir, 4> kAllDirs = {Dir::N, Dir::E, Dir::S, Dir::W};

/// The unit step of a direction: N = (0,-1), E = (1,0), S = (0,1), W = (-1,0).
constexpr Vec2i delta(Dir d) {
    constexpr std::array<Vec2i, 4> kDeltas = {{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}};
    return kDeltas[static_cast<int>(d)];
}

constexpr Dir turnClockwise(Dir d, int quarterTurns = 1) {
    return static_cast<Dir>(floorMod(static_cast<int>(d) + quarterTurns, 4));
}

constexpr Dir opposite(Dir d) {
    return turnClockwise(d, 2);
}

/// True for E and W: ports on those walls are vertical doorways that lead
/// into horizontal corridors.
constexpr bool isHorizontal(Dir d) {
    return d == Dir::E || d == Dir::W;
}

constexpr bool arePerpendicular(Dir a, Dir b) {
    return isHorizontal(a) != isHorizontal(b);
}

/// "N", "E", "S" or "W".
std::string_view toString(Dir d);
/// The wall a port facing d lies on: "north", "east", "south" or "west".
std::string_view wallName(Dir d);
/// Parses "N", "E", "S" or "W" (exactly, upper case).
std::optional<Dir> parseDir(std::string_view text);

/// A clockwise rotation by a whole number of quarter turns (0 to 3).
class Rotation {
public:
    constexpr Rotation() = default;

    /// From 0, 90, 180 or 270 degrees; nullopt for anything else.
    static constexpr std::optional<Rotation> fromDegrees(int degrees) {
        if (degrees != 0 && degrees != 90 && degrees != 180 && degrees != 270) {
            return std::nullopt;
        }
        return Rotation(degrees / 90);
    }
    static constexpr Rotation fromQuarterTurns(int turns) { return Rotation(floorMod(turns, 4)); }

    constexpr int quarterTurns() const { return turns_; }
    constexpr int degrees() const { return turns_ * 90; }
    constexpr bool swapsAxes() const { return turns_ % 2 == 1; }

    friend constexpr Rotation operator+(Rotation a, Rotation b) {
        return fromQuarterTurns(a.turns_ + b.turns_);
    }
    friend constexpr bool operator==(Rotation, Rotation) = default;

private:
    constexpr explicit Rotation(int turns) : turns_(turns) {}
    int turns_ = 0;
};

inline constexpr std::array<Rotation, 4> kAllRotations = {
    Rotation::fromQuarterTurns(0), Rotation::fromQuarterTurns(1), Rotation::fromQuarterTurns(2),
    Rotation::fromQuarterTurns(3)};

constexpr Dir rotate(Dir d, Rotation r) {
    return turnClockwise(d, r.quarterTurns());
}

constexpr Size2i rotate(Size2i s, Rotation r) {
    return r.swapsAxes() ? Size2i{s.h, s.w} : s;
}

}  // namespace easylink
