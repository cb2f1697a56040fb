#include "viewport/level_view3d.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <system_error>
#include <utility>

#include "render/gl_shader.hpp"
#include "shell/shortcuts.hpp"
#include "widgets/tooltip.hpp"

namespace easylink::ui {
namespace {

// Radians a pixel of dragging turns the camera.
constexpr float kOrbitPerPixel = 0.008f;
// How much one notch of the wheel brings the camera closer.
constexpr float kZoomPerNotch = 0.85f;
// Walking: radians a pixel of dragging looks round, the pace in tiles a
// second, a person's eye and knee heights in metres.
constexpr float kLookPerPixel = 0.004f;
constexpr float kPaceInTiles = 4.0f;
constexpr float kEyeHeight = 1.6f;
constexpr float kKneeHeight = 0.3f;
// How far, in tiles, the walker looks for the longest way clear to face.
constexpr float kLookAheadTiles = 40.0f;
constexpr InstanceTint kSelectedTint{{1.0f, 0.62f, 0.18f}, 0.55f};
constexpr InstanceTint kHighlightedTint{{0.35f, 0.85f, 1.0f}, 0.45f};
constexpr ImU32 kSelectedEdge = IM_COL32(255, 170, 60, 255);
constexpr ImU32 kHighlightedEdge = IM_COL32(110, 220, 255, 220);
constexpr ImU32 kGhostColour = IM_COL32(255, 120, 110, 230);
constexpr ImU32 kHoveredGhostColour = IM_COL32(255, 235, 120, 255);

float aspectOf(ImVec2 size) {
    return size.y > 0.0f ? size.x / size.y : 1.0f;
}

void widen(std::optional<WorldBox>& box, const WorldBox& more) {
    if (!box) {
        box = more;
        return;
    }
    for (std::size_t axis = 0; axis < 3; ++axis) {
        box->min[axis] = std::min(box->min[axis], more.min[axis]);
        box->max[axis] = std::max(box->max[axis], more.max[axis]);
    }
}

/// The twelve edges of a box whose corners are `corners` (cornersOf()'s
/// order): corners differing in one axis bit.
void drawBoxEdges(ImDrawList& draw, const std::array<ImVec2, 8>& corners, ImU32 colour,
                  float thickness) {
    for (std::size_t a = 0; a < 8; ++a) {
        for (const std::size_t bit : {1u, 2u, 4u}) {
            if ((a & bit) == 0) {
                draw.AddLine(corners[a], corners[a | bit], colour, thickness);
            }
        }
    }
}

float cross(ImVec2 o, ImVec2 a, ImVec2 b) {
    return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

/// The convex hull of `points`, each turn the same way (Andrew's monotone
/// chain).
std::vector<ImVec2> convexHull(std::array<ImVec2, 8> points) {
    std::sort(points.begin(), points.end(),
              [](ImVec2 a, ImVec2 b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
    std::vector<ImVec2> hull(2 * points.size());
    std::size_t k = 0;
    for (const ImVec2& p : points) {  // lower chain
        while (k >= 2 && cross(hull[k - 2], hull[k - 1], p) <= 0.0f) {
            --k;
        }
        hull[k++] = p;
    }
    for (std::size_t i = points.size() - 1, lower = k + 1; i-- > 0;) {  // upper chain
        while (k >= lower && cross(hull[k - 2], hull[k - 1], points[i]) <= 0.0f) {
            --k;
        }
        hull[k++] = points[i];
    }
    hull.resize(k > 1 ? k - 1 : k);
    return hull;
}

/// True when `p` lies inside the convex polygon `hull` (convexHull()'s turn).
bool insideConvex(const std::vector<ImVec2>& hull, ImVec2 p) {
    if (hull.size() < 3) {
        return false;
    }
    for (std::size_t i = 0; i < hull.size(); ++i) {
        if (cross(hull[i], hull[(i + 1) % hull.size()], p) < 0.0f) {
            return false;
        }
    }
    return true;
}

}  // namespace

LevelView3d::LevelView3d() = default;
LevelView3d::~LevelView3d() = default;

void LevelView3d::setLevel(std::uint64_t revision, Scene scene) {
    revision_ = revision;
    scene_ = std::move(scene);
    draws_ = sceneDraws(scene_);
    kitError_.clear();
    kitNote_.clear();
    std::map<int, int> added;
    designers_.assign(draws_.size(), false);
    for (std::size_t i = 0; i < draws_.size(); ++i) {
        SceneDraw& draw = draws_[i];
        if (draw.mesh < 0 && draw.kitMesh >= 0) {
            draw.mesh = meshOfKit(draw.kitMesh, added);
            designers_[i] = true;
        }
    }
    boxes_.clear();
    owners_.clear();
    ownerBoxes_.clear();
    bounds_.reset();
    for (const SceneDraw& draw : draws_) {
        boxes_.push_back(meshWorldBox(scene_, draw.mesh, draw.world));
        owners_.push_back(sceneOwnerOf(scene_, draw.owner));
        if (boxes_.back()) {
            widen(bounds_, *boxes_.back());
            if (const std::optional<SceneOwner>& owner = owners_.back()) {
                const auto [at, first] =
                    ownerBoxes_.try_emplace({owner->corridor, owner->id}, *boxes_.back());
                if (!first) {
                    std::optional<WorldBox> box = at->second;
                    widen(box, *boxes_.back());
                    at->second = *box;
                }
            }
        }
    }
    walls_.reset();
    hasLevel_ = true;
    levelDirty_ = true;
    tintsDirty_ = true;
}

int LevelView3d::meshOfKit(int kitMesh, std::map<int, int>& added) {
    if (const auto found = added.find(kitMesh); found != added.end()) {
        return found->second;
    }
    const KitMesh& kit = scene_.kitMeshes[static_cast<std::size_t>(kitMesh)];
    std::error_code ec;
    const auto written = std::filesystem::last_write_time(kit.file, ec);
    const std::string key = kit.file.string() + '\n' +
                            std::to_string(ec ? 0 : written.time_since_epoch().count()) + '\n' +
                            kit.node + '\n' + std::to_string(kit.offset[0]) + ' ' +
                            std::to_string(kit.offset[1]) + ' ' + std::to_string(kit.offset[2]);
    auto [at, isNew] = kitMeshes_.try_emplace(key);
    if (isNew) {
        at->second = kitReader_.read(kit);
    }
    int index = -1;
    if (kitNote_.empty()) {
        kitNote_ = at->second.note;
    }
    if (!at->second.ok()) {
        kitError_ = at->second.error;
    } else if (!at->second.parts.empty()) {
        SceneMesh mesh;
        mesh.name = kit.node;
        for (const KitMeshPart& part : at->second.parts) {
            scene_.materials.push_back(part.material);
            mesh.primitives.push_back(
                {part.data, static_cast<int>(scene_.materials.size()) - 1, part.texCoords});
        }
        scene_.meshes.push_back(std::move(mesh));
        index = static_cast<int>(scene_.meshes.size()) - 1;
    }
    added.emplace(kitMesh, index);
    return index;
}

void LevelView3d::setOverlays(std::vector<SceneOwner> highlighted, std::vector<Ghost3d> ghosts) {
    if (highlighted != highlighted_) {
        highlighted_ = std::move(highlighted);
        tintsDirty_ = true;
    }
    ghosts_ = std::move(ghosts);
}

void LevelView3d::setOwnerTints(OwnerTints tints) {
    if (tints != ownerTints_) {
        ownerTints_ = std::move(tints);
        tintsDirty_ = true;
    }
}

InstanceTint LevelView3d::tintOf(std::size_t index) const {
    const std::optional<SceneOwner>& owner = owners_[index];
    if (!owner) {
        return {};
    }
    if (selected_ && owner == selected_) {
        return kSelectedTint;
    }
    if (std::find(highlighted_.begin(), highlighted_.end(), *owner) != highlighted_.end()) {
        return kHighlightedTint;
    }
    if (designers_[index]) {
        return {};  // the designer's own art keeps its colours
    }
    const std::vector<InstanceTint>& own =
        owner->corridor ? ownerTints_.corridors : ownerTints_.rooms;
    return owner->id >= 0 && static_cast<std::size_t>(owner->id) < own.size()
               ? own[static_cast<std::size_t>(owner->id)]
               : InstanceTint{};
}

void LevelView3d::setSelection(std::optional<SceneOwner> selected) {
    if (selected != selected_) {
        selected_ = selected;
        tintsDirty_ = true;
    }
}

std::optional<std::optional<SceneOwner>> LevelView3d::takeClick() {
    return std::exchange(click_, std::nullopt);
}

std::optional<SceneOwner> LevelView3d::pick(ViewPixel pixel) const {
    const Ray ray = pose().rayThrough(pixel, size_.x, size_.y);
    std::optional<float> nearest;
    std::optional<SceneOwner> found;
    for (std::size_t i = 0; i < draws_.size(); ++i) {
        if (!boxes_[i] || !owners_[i]) {
            continue;
        }
        const std::optional<float> hit = rayHitsBox(ray, *boxes_[i]);
        if (hit && (!nearest || *hit < *nearest)) {
            nearest = hit;
            found = owners_[i];
        }
    }
    return found;
}

void LevelView3d::setMetrics(float tileSize, float wallHeight) {
    if (tileSize != tileSize_ || wallHeight != wallHeight_) {
        tileSize_ = tileSize;
        wallHeight_ = wallHeight;
        walls_.reset();
    }
}

float LevelView3d::eyeHeight() const {
    // A person's eye, lower in a level of low walls.
    return std::min(kEyeHeight, 0.55f * wallHeight_);
}

ViewPose LevelView3d::pose() const {
    if (!walking_) {
        return camera_.pose();
    }
    const float far = bounds_ ? 2.0f * std::max(bounds_->max[0] - bounds_->min[0],
                                                bounds_->max[2] - bounds_->min[2])
                              : 1000.0f;
    return walk_.pose(far + 10.0f);
}

const WalkWalls& LevelView3d::walls() {
    if (!walls_) {
        walls_.emplace(scene_, draws_, kKneeHeight, eyeHeight(),
                       std::max(tileSize_, walkerRadius()));
    }
    return *walls_;
}

void LevelView3d::startWalking() {
    // The room under the view's centre, or the selected one, or the first.
    std::optional<SceneOwner> room = pick({size_.x * 0.5f, size_.y * 0.5f});
    if (!room || room->corridor) {
        room = selected_;
    }
    std::optional<WorldBox> box;
    for (std::size_t i = 0; i < draws_.size(); ++i) {
        if (boxes_[i] && owners_[i] && (room ? owners_[i] == room : !owners_[i]->corridor)) {
            box = boxes_[i];
            break;
        }
    }
    if (!box) {
        box = bounds_;
    }
    walk_.eye = camera_.target;
    if (box) {
        walk_.eye = {(box->min[0] + box->max[0]) * 0.5f, 0.0f, (box->min[2] + box->max[2]) * 0.5f};
    }
    walk_.eye[1] = eyeHeight();
    walk_.pitch = 0.0f;
    walking_ = true;
    walk(0.0f, 0.0f);  // out of any wall it stands in
    // Facing the longest way clear, of 32, so that the first sight is
    // through a doorway rather than into a corner of a small room.
    constexpr int kTurns = 32;
    float longest = -1.0f;
    for (int turn = 0; turn < kTurns; ++turn) {
        WalkCamera probe = walk_;
        probe.yaw = static_cast<float>(turn) * (6.2831853f / kTurns);
        probe.walk(kLookAheadTiles * tileSize_, 0.0f, walls(), walkerRadius());
        const float clear = std::hypot(probe.eye[0] - walk_.eye[0], probe.eye[2] - walk_.eye[2]);
        if (clear > longest + 1e-3f) {
            longest = clear;
            walk_.yaw = probe.yaw;
        }
    }
}

void LevelView3d::walk(float ahead, float aside) {
    walk_.walk(ahead, aside, walls(), walkerRadius());
}

void LevelView3d::readWalkKeys() {
    const auto held = [](Shortcut action) { return shortcutHeld(action) ? 1.0f : 0.0f; };
    const float ahead = held(Shortcut::WalkAhead) - held(Shortcut::WalkBack);
    const float aside = held(Shortcut::WalkRight) - held(Shortcut::WalkLeft);
    moving_ = ahead != 0.0f || aside != 0.0f;
    if (moving_) {
        const float step = kPaceInTiles * tileSize_ * std::min(ImGui::GetIO().DeltaTime, 0.1f);
        walk(ahead * step, aside * step);
    }
    if (shortcutPressed(Shortcut::WalkLeave)) {
        stopWalking();
    }
}

void LevelView3d::frameAll() {
    if (bounds_) {
        camera_.frame(*bounds_, aspectOf(size_));
    }
}

bool LevelView3d::frameOwner(const SceneOwner& owner) {
    const auto found = ownerBoxes_.find({owner.corridor, owner.id});
    if (found == ownerBoxes_.end()) {
        return false;
    }
    camera_.frame(found->second, aspectOf(size_));
    return true;
}

const SceneRenderer::Figures* LevelView3d::rendererFigures() const {
    return renderer_ ? &renderer_->figures() : nullptr;
}

void LevelView3d::updateRenderer() {
    if (!renderer_) {
        return;
    }
    if (levelDirty_) {
        renderer_->setLevel(scene_, draws_);
        levelDirty_ = false;
        tintsDirty_ = true;
    }
    if (!tintsDirty_) {
        return;
    }
    std::vector<InstanceTint> tints(draws_.size());
    for (std::size_t i = 0; i < draws_.size(); ++i) {
        tints[i] = tintOf(i);
    }
    renderer_->setTints(tints);
    tintsDirty_ = false;
}

void LevelView3d::readMouse() {
    ImGuiIO& io = ImGui::GetIO();
    const bool hovered = ImGui::IsItemHovered();
    const ImVec2 mouse = io.MousePos;
    const ViewPixel pixel{mouse.x - origin_.x, mouse.y - origin_.y};
    if (hovered && shortcutPressed(Shortcut::WalkMode)) {
        if (walking_) {
            stopWalking();
        } else if (hasLevel_) {
            startWalking();
            ImGui::SetWindowFocus();  // the walk keys act while it has the focus
        }
    }
    if (walking_) {
        if (ImGui::IsItemActive() && (ImGui::IsMouseDragging(ImGuiMouseButton_Left, 2.0f) ||
                                      ImGui::IsMouseDragging(ImGuiMouseButton_Right, 2.0f))) {
            walk_.turn(-io.MouseDelta.x * kLookPerPixel, io.MouseDelta.y * kLookPerPixel);
        }
        if (hovered && io.MouseWheel != 0.0f) {
            walk(io.MouseWheel * 0.5f * tileSize_, 0.0f);
        }
    } else if (ImGui::IsItemActive()) {
        if (ImGui::IsMouseDragging(ImGuiMouseButton_Left, 2.0f)) {
            camera_.orbit(-io.MouseDelta.x * kOrbitPerPixel, io.MouseDelta.y * kOrbitPerPixel);
        }
        if (ImGui::IsMouseDragging(ImGuiMouseButton_Right, 2.0f) ||
            ImGui::IsMouseDragging(ImGuiMouseButton_Middle, 2.0f)) {
            camera_.pan(io.MouseDelta.x, io.MouseDelta.y, size_.y);
        }
    }
    if (!walking_ && hovered && io.MouseWheel != 0.0f) {
        camera_.zoomAt(std::pow(kZoomPerNotch, io.MouseWheel), pixel, size_.x, size_.y);
    }
    if (ImGui::IsItemDeactivated() && ImGui::IsMouseReleased(ImGuiMouseButton_Left) &&
        !ImGui::IsMouseDragPastThreshold(ImGuiMouseButton_Left, 3.0f) && hovered) {
        click_ = pick(pixel);
    }
    if (hovered && !io.WantTextInput) {
        if (shortcutPressed(Shortcut::FitView) || shortcutPressed(Shortcut::TopView) ||
            shortcutPressed(Shortcut::ThreeQuarterView)) {
            stopWalking();  // the presets are the orbit camera's
        }
        if (shortcutPressed(Shortcut::FitView)) {
            if (!selected_ || !frameOwner(*selected_)) {
                frameAll();
            }
        }
        if (shortcutPressed(Shortcut::TopView) && bounds_) {
            camera_.topView(*bounds_, aspectOf(size_));
        }
        if (shortcutPressed(Shortcut::ThreeQuarterView) && bounds_) {
            camera_.threeQuarterView(*bounds_, aspectOf(size_));
        }
    }
}

std::optional<std::array<ImVec2, 8>> LevelView3d::cornersOf(const WorldBox& box) const {
    const ViewPose shown = pose();
    std::array<ImVec2, 8> corners{};
    for (std::size_t c = 0; c < 8; ++c) {
        const Vec3f p{(c & 1) != 0 ? box.max[0] : box.min[0],
                      (c & 2) != 0 ? box.max[1] : box.min[1],
                      (c & 4) != 0 ? box.max[2] : box.min[2]};
        const std::optional<ViewPixel> pixel = shown.pixelOf(p, size_.x, size_.y);
        if (!pixel) {
            return std::nullopt;
        }
        corners[c] = {origin_.x + pixel->x, origin_.y + pixel->y};
    }
    return corners;
}

void LevelView3d::drawGhosts(ImDrawList& draw) {
    hoveredGhost_ = nullptr;
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const bool hovered = ImGui::IsItemHovered();
    for (const Ghost3d& ghost : ghosts_) {
        const std::optional<std::array<ImVec2, 8>> corners = cornersOf(ghost.box);
        if (!corners) {
            continue;
        }
        ImVec2 low{1e9f, 1e9f};
        ImVec2 high{-1e9f, -1e9f};
        for (const ImVec2& corner : *corners) {
            low = {std::min(low.x, corner.x), std::min(low.y, corner.y)};
            high = {std::max(high.x, corner.x), std::max(high.y, corner.y)};
        }
        const bool under = hovered && mouse.x >= low.x && mouse.x <= high.x && mouse.y >= low.y &&
                           mouse.y <= high.y;
        if (under && hoveredGhost_ == nullptr) {
            hoveredGhost_ = &ghost;
        }
        drawBoxEdges(draw, *corners, under ? kHoveredGhostColour : kGhostColour, 1.5f);
    }
    if (hoveredGhost_ != nullptr) {
        hoveredTooltip(hoveredGhost_->label);
    }
}

void LevelView3d::drawOutlines(ImDrawList& draw) {
    outlines_.clear();
    const auto add = [&](const SceneOwner& owner, bool selected) {
        if (const auto found = ownerBoxes_.find({owner.corridor, owner.id});
            found != ownerBoxes_.end()) {
            outlines_.push_back({owner, found->second, selected});
        }
    };
    if (selected_) {
        add(*selected_, true);
    }
    for (const SceneOwner& owner : highlighted_) {
        if (owner != selected_) {
            add(owner, false);
        }
    }
    // The highlights first, so that the selection's edges lie on top.
    for (auto outline = outlines_.rbegin(); outline != outlines_.rend(); ++outline) {
        if (const auto corners = cornersOf(outline->box)) {
            drawBoxEdges(draw, *corners, outline->selected ? kSelectedEdge : kHighlightedEdge,
                         outline->selected ? 2.5f : 1.5f);
        }
    }
}

void LevelView3d::drawVolumes(ImDrawList& draw) {
    hoveredVolume_ = nullptr;
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const bool hovered = ImGui::IsItemHovered();
    for (const Volume3d& volume : volumes_) {
        const std::optional<std::array<ImVec2, 8>> corners = cornersOf(volume.box);
        if (!corners) {
            continue;
        }
        const std::vector<ImVec2> outline = convexHull(*corners);
        const ImU32 alpha = (volume.colour >> IM_COL32_A_SHIFT) & 0xFFu;
        const ImU32 fill = (volume.colour & ~IM_COL32_A_MASK) | ((alpha / 5u) << IM_COL32_A_SHIFT);
        draw.AddConvexPolyFilled(outline.data(), static_cast<int>(outline.size()), fill);
        drawBoxEdges(draw, *corners, volume.colour, 1.0f);
        if (hovered && hoveredVolume_ == nullptr && insideConvex(outline, mouse)) {
            hoveredVolume_ = &volume;
        }
    }
}

void LevelView3d::draw(ImVec2 size) {
    origin_ = ImGui::GetCursorScreenPos();
    size_ = {std::max(size.x, 1.0f), std::max(size.y, 1.0f)};
    if (hasLevel_ && !framed_ && bounds_) {
        camera_.threeQuarterView(*bounds_, aspectOf(size_));
        framed_ = true;
    }
    ImGui::InvisibleButton("level3d", size_,
                           ImGuiButtonFlags_MouseButtonLeft | ImGuiButtonFlags_MouseButtonRight |
                               ImGuiButtonFlags_MouseButtonMiddle);
    readMouse();
    moving_ = false;
    if (walking_) {
        claimKeys(KeyScope::Walk3d);
        readWalkKeys();
    }
    ImDrawList& draw = *ImGui::GetWindowDrawList();
    const ImVec2 end{origin_.x + size_.x, origin_.y + size_.y};
    gl::Handle picture = 0;
    if (hasLevel_ && gl::glIsLoaded()) {
        if (!renderer_) {
            renderer_ = std::make_unique<SceneRenderer>();
            levelDirty_ = true;
        }
        updateRenderer();
        // Walking, details are near: a metre at a metre away.
        const float pixelsPerMetre =
            walking_ ? size_.y / (2.0f * halfViewHeight()) : camera_.pixelsPerMetre(size_.y);
        picture = renderer_->render(static_cast<int>(size_.x), static_cast<int>(size_.y), pose(),
                                    pixelsPerMetre);
        renderError_ = renderer_->error().empty() ? kitError_ : renderer_->error();
    }
    if (picture != 0) {
        draw.AddImage(reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(picture)), origin_,
                      end, {0.0f, 1.0f}, {1.0f, 0.0f});
    } else {
        draw.AddRectFilled(origin_, end, IM_COL32(28, 30, 36, 255));
    }
    draw.PushClipRect(origin_, end, true);
    drawVolumes(draw);
    drawOutlines(draw);
    drawGhosts(draw);
    if (hoveredGhost_ == nullptr && hoveredVolume_ != nullptr) {
        hoveredTooltip(hoveredVolume_->label);
    }
    draw.PopClipRect();
    if (picture != 0 && !kitNote_.empty()) {
        draw.AddText(
            nullptr, 0.0f,
            {origin_.x + 8.0f, end.y - 8.0f - ImGui::GetTextLineHeightWithSpacing() * 2.0f},
            IM_COL32(240, 190, 90, 255), kitNote_.c_str(), nullptr, size_.x - 16.0f);
    }
    if (picture == 0) {
        if (!renderError_.empty()) {
            draw.AddText(nullptr, 0.0f, {origin_.x + 8.0f, origin_.y + 8.0f},
                         IM_COL32(255, 110, 110, 255), renderError_.c_str(), nullptr,
                         size_.x - 16.0f);
        }
    }
}

}  // namespace easylink::ui
