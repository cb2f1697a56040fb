#pragma once

// [SECTION] What stops a walker
//
// Walking through the level in 3D (level_view3d.hpp) collides with its
// walls, whatever made them: a blockout's boxes or a designer's kit. Every
// steep triangle of the level that reaches into the walker's body (from
// knee to eye height) stops it; seen from above such a triangle is a
// segment, and the walker a circle that must stay clear of every segment.
// Segments are filed by square cells of the floor so that a step looks at
// the few near it. Plain maths: no GL.

#include <array>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "easylink/scene/scene.hpp"
#include "easylink/scene/scene_draws.hpp"

namespace easylink::ui {

/// A point on the floor: x (east) and z (south), metres.
using FloorPoint = std::array<float, 2>;

class WalkWalls {
public:
    WalkWalls() = default;
    /// The walls of `draws`' meshes between `low` and `high` metres above
    /// the floor, filed by cells `cell` metres wide (at least the walker's
    /// radius).
    WalkWalls(const Scene& scene, const std::vector<SceneDraw>& draws, float low, float high,
              float cell);

    /// `point` moved the shortest way out of every wall nearer than
    /// `radius` (a few rounds, for corners).
    FloorPoint pushOut(FloorPoint point, float radius) const;
    /// True when a wall lies nearer to `point` than `radius`.
    bool blocked(FloorPoint point, float radius) const;
    std::size_t segmentCount() const { return segments_.size(); }

private:
    struct Segment {
        FloorPoint a;
        FloorPoint b;
    };
    std::int64_t cellKey(int x, int z) const;
    void file(std::uint32_t index);
    /// Calls `visit` with each segment filed in the 3x3 cells round `point`.
    template <typename Visit>
    void near(FloorPoint point, Visit visit) const;

    std::vector<Segment> segments_;
    std::unordered_map<std::int64_t, std::vector<std::uint32_t>> cells_;
    float cell_ = 1.0f;
};

}  // namespace easylink::ui
