#pragma once

// [SECTION] The level in 3D
//
// A widget that shows the level on show as the glTF scene holds it (the
// same instances and meshes, scene_draws.hpp), drawn by a SceneRenderer
// into an offscreen picture shown as an image. The mouse orbits (left
// drag), pans (right or middle drag), zooms about the cursor (wheel) and
// picks (a left click without a drag: the room or corridor under the
// cursor, found by the boxes of what is drawn); F frames the whole level,
// or the selection when there is one; 7 and 1 switch to the top and the
// three-quarter presets (the shortcut registry's keys). The selected room
// or corridor is tinted amber, what the step touched cyan, and the
// candidates rejected at the step are drawn as the edges of their boxes,
// their reasons in a tooltip.
// The camera frames the whole level the first time it is shown. Modules
// with a mesh of their own show the designer's triangles in their
// materials' base colours (kit_mesh_data.hpp), each file read once.
//
// G (the registry's WalkMode) over the view starts walking through the
// level at eye height in the room under the view's centre: W A S D or the
// arrows walk, a drag looks round, the wheel steps ahead, walls stop the
// walker (walk_walls.hpp); G again or Escape goes back to orbiting.
//
// Without a GL context (headless tests) nothing is drawn, and everything
// else, the camera and picking included, works as usual.

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <imgui.h>

#include "easylink/scene/kit_mesh_data.hpp"
#include "easylink/scene/scene.hpp"
#include "easylink/scene/scene_draws.hpp"
#include "render/scene_renderer.hpp"
#include "viewport/orbit_camera.hpp"
#include "viewport/owner_tints.hpp"
#include "viewport/walk_camera.hpp"

namespace easylink::ui {

/// A box drawn as edges with a label for the tooltip: a candidate the
/// generator considered and rejected, with the reason.
struct Ghost3d {
    WorldBox box;
    std::string label;
};

/// A translucent box with a label for the tooltip: a region of the
/// parameters, in its colour on the map.
struct Volume3d {
    WorldBox box;
    ImU32 colour = 0;  // its edges; its faces take a fifth of the alpha
    std::string label;
};

/// The edges of a room's or corridor's box drawn over the picture: the
/// selection (amber) and what the step touched (cyan).
struct Outline3d {
    SceneOwner owner;
    WorldBox box;
    bool selected = false;
};

class LevelView3d {
public:
    LevelView3d();
    ~LevelView3d();

    /// The level to show, made for `revision` (a new revision replaces it).
    void setLevel(std::uint64_t revision, Scene scene);
    std::uint64_t revision() const { return revision_; }
    bool hasLevel() const { return hasLevel_; }

    /// Each room's and corridor's own tint (its component's colour, or dim
    /// when another is isolated), under the selection's and highlights';
    /// a designer's mesh keeps its own colours.
    void setOwnerTints(OwnerTints tints);
    const OwnerTints& ownerTints() const { return ownerTints_; }
    /// The tint draw `index` is shown with (after setOwnerTints,
    /// setSelection and setOverlays), for tests.
    InstanceTint tintOf(std::size_t index) const;
    /// The room or corridor draw `index` belongs to.
    const std::optional<SceneOwner>& ownerOf(std::size_t index) const { return owners_[index]; }

    /// Tints `selected` (none: nothing).
    void setSelection(std::optional<SceneOwner> selected);
    /// What the step wants seen: rooms and corridors to tint (what it
    /// touched, the focused component, the spotlight) and ghosts to draw
    /// as edges, their reasons in a tooltip under the mouse.
    void setOverlays(std::vector<SceneOwner> highlighted, std::vector<Ghost3d> ghosts);
    const std::vector<Ghost3d>& ghosts() const { return ghosts_; }
    /// Regions to draw as translucent volumes, their labels in a tooltip.
    void setVolumes(std::vector<Volume3d> volumes) { volumes_ = std::move(volumes); }
    const std::vector<Volume3d>& volumes() const { return volumes_; }
    /// The outlines drawn in the last frame: the selection's first.
    const std::vector<Outline3d>& outlines() const { return outlines_; }
    /// The volume under the mouse in the last frame (no ghost being), if any.
    const Volume3d* hoveredVolume() const { return hoveredVolume_; }
    /// The ghost under the mouse in the last frame, if any.
    const Ghost3d* hoveredGhost() const { return hoveredGhost_; }

    /// Draws the view over `size` at the cursor and reads the mouse and
    /// keys over it; a click's pick is then waiting in takeClick().
    void draw(ImVec2 size);
    /// The room or corridor a click picked (or empty space: an empty
    /// optional inside), once.
    std::optional<std::optional<SceneOwner>> takeClick();

    /// What is under `pixel` of the view (0, 0 at its top left).
    std::optional<SceneOwner> pick(ViewPixel pixel) const;

    /// The level's tile size and wall height (metres): the walker's eye
    /// height, girth and pace follow them.
    void setMetrics(float tileSize, float wallHeight);

    // --- Walking ----------------------------------------------------------
    bool walking() const { return walking_; }
    /// Stands in the room under the view's centre (or the selected one, or
    /// the first), clear of the walls, facing the longest way clear.
    void startWalking();
    void stopWalking() { walking_ = false; }
    const WalkCamera& walkCamera() const { return walk_; }
    /// Walks `ahead` and `aside` metres (see WalkCamera::walk), stopped by
    /// the level's walls.
    void walk(float ahead, float aside);
    /// True when the walker moved in the last frame: the editor keeps
    /// drawing while it does.
    bool moving() const { return moving_; }
    float eyeHeight() const;
    float walkerRadius() const { return 0.25f * tileSize_; }
    /// Where the view looks from now: the walker's eye or the orbit camera's.
    ViewPose pose() const;

    void frameAll();
    /// Frames `owner`'s room or corridor; false when it is not drawn.
    bool frameOwner(const SceneOwner& owner);

    const OrbitCamera& camera() const { return camera_; }
    OrbitCamera& camera() { return camera_; }
    /// Where and how big the view was drawn last (window pixels).
    ImVec2 origin() const { return origin_; }
    ImVec2 size() const { return size_; }
    /// The box round every drawn mesh (none for an empty level).
    const std::optional<WorldBox>& bounds() const { return bounds_; }
    /// What is drawn: instances, meshes made here, the draws of the scene.
    std::size_t instanceCount() const { return draws_.size(); }
    std::size_t meshCount() const { return scene_.meshes.size(); }
    /// The scene's nodes: its root, rooms, corridors and resolved modules.
    std::size_t nodeCount() const { return scene_.nodes.size(); }
    /// The renderer's figures (none without GL).
    const SceneRenderer::Figures* rendererFigures() const;
    const std::string& renderError() const { return renderError_; }
    void releaseGraphics() { renderer_.reset(); }

private:
    void readMouse();
    /// The ghosts' edges over the picture, and the hovered one's reason.
    void drawGhosts(ImDrawList& draw);
    /// The selection's and the highlights' outlines over the picture.
    void drawOutlines(ImDrawList& draw);
    /// The volumes over the picture, and the hovered one's label.
    void drawVolumes(ImDrawList& draw);
    /// Where `box`'s eight corners show in the window (corner c has the
    /// max of axis a when bit a of c is set); none when one lies behind
    /// the eye.
    std::optional<std::array<ImVec2, 8>> cornersOf(const WorldBox& box) const;
    /// Reads the walk keys and moves the walker by this frame's share.
    void readWalkKeys();
    const WalkWalls& walls();
    /// The scene mesh that shows kit mesh `kitMesh` (added to the scene
    /// on first use in it); -1 when it cannot be read (renderError() says
    /// why).
    int meshOfKit(int kitMesh, std::map<int, int>& added);
    /// Gives the renderer the level and the tints, when they changed.
    void updateRenderer();

    Scene scene_;
    std::vector<SceneDraw> draws_;
    std::vector<std::optional<WorldBox>> boxes_;
    std::vector<std::optional<SceneOwner>> owners_;
    std::vector<bool> designers_;  // draws of a designer's mesh (not tinted by component)
    std::optional<WorldBox> bounds_;
    std::uint64_t revision_ = 0;
    bool hasLevel_ = false;
    bool framed_ = false;
    bool levelDirty_ = true;
    bool tintsDirty_ = true;
    std::optional<SceneOwner> selected_;
    std::vector<SceneOwner> highlighted_;
    OwnerTints ownerTints_;
    std::vector<Ghost3d> ghosts_;
    const Ghost3d* hoveredGhost_ = nullptr;
    std::vector<Volume3d> volumes_;
    std::vector<Outline3d> outlines_;
    /// Each room's and corridor's box: (corridor, id) to the box round its draws.
    std::map<std::pair<bool, int>, WorldBox> ownerBoxes_;
    const Volume3d* hoveredVolume_ = nullptr;
    std::optional<std::optional<SceneOwner>> click_;
    OrbitCamera camera_;
    WalkCamera walk_;
    bool walking_ = false;
    bool moving_ = false;
    std::optional<WalkWalls> walls_;  // made on the first step of a level
    float tileSize_ = 1.0f;
    float wallHeight_ = 3.0f;
    ImVec2 origin_{};
    ImVec2 size_{};
    std::unique_ptr<SceneRenderer> renderer_;
    std::string renderError_;
    std::string kitError_;
    std::string kitNote_;  // a designer's texture the view cannot draw (kit_mesh_data.hpp)
    /// The designers' meshes read so far, by file, its time, node and offset.
    std::map<std::string, KitMeshRead> kitMeshes_;
    KitMeshReader kitReader_;  // their files, each read once, and their textures
};

}  // namespace easylink::ui
