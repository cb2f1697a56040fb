#include "panels/play_test_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <utility>

#include "document/editor_state.hpp"
#include "easylink/export/png_export.hpp"
#include "session/generation_session.hpp"
#include "shell/shortcuts.hpp"
#include "viewport/play_tiles.hpp"
#include "widgets/theme.hpp"
#include "widgets/tooltip.hpp"

namespace easylink::ui {
namespace {

// [SECTION] Look

constexpr float kMinCell = 8.0f;
constexpr float kMaxCell = 24.0f;
constexpr ImU32 kUnexplored = IM_COL32(0, 0, 0, 255);
constexpr ImU32 kPartyFill = IM_COL32(255, 140, 40, 255);
constexpr ImU32 kPartyOutline = IM_COL32(255, 255, 255, 255);
// The stone the floors and walls are made of; the marked tiles (start,
// exit, items, monsters) keep the colours of the viewport and the pictures.
constexpr Rgb kStone{150, 140, 122};

ImU32 shadeColour(TileKind kind, PlayTestPanel::Shade shade) {
    if (shade == PlayTestPanel::Shade::Unexplored) {
        return kUnexplored;
    }
    const Rgb rgb = tileColour(kind, kStone, false);
    if (shade == PlayTestPanel::Shade::Visible) {
        return IM_COL32(rgb.r, rgb.g, rgb.b, 255);
    }
    // Remembered: about a third of the brightness, a little towards blue,
    // so that it reads as "seen before" rather than as another kind.
    const auto dim = [](std::uint8_t c, int lift) { return std::min(255, c * 34 / 100 + lift); };
    return IM_COL32(dim(rgb.r, 4), dim(rgb.g, 6), dim(rgb.b, 14), 255);
}

/// "1 move", "12 moves".
std::string movesText(int moves) {
    return std::to_string(moves) + (moves == 1 ? " move" : " moves");
}

/// The first tile of a window `span` tiles long around `centre`, kept on a
/// map `size` tiles long.
int windowStart(int centre, int size, int span) {
    return std::clamp(centre - span / 2, 0, std::max(0, size - span));
}

}  // namespace

// [SECTION] Game

PlayTestPanel::PlayTestPanel() : Panel(kTitle, PanelSlot::Centre, /*openByDefault=*/false) {}

void PlayTestPanel::startGame(TileRaster tiles, std::string label, std::uint64_t runId) {
    PlayOptions options;
    options.sight = SightRange{kSightRadius, SightShape::Circle};
    game_.emplace(std::move(tiles), options);
    label_ = std::move(label);
    gameRunId_ = runId;
    bump_.clear();
}

bool PlayTestPanel::move(Dir direction) {
    if (!game_) {
        return false;
    }
    bump_.clear();
    const Vec2i target = game_->position() + delta(direction);
    switch (game_->move(direction)) {
        case MoveOutcome::Moved: return true;
        case MoveOutcome::ReachedExit: return game_->position() == target;
        case MoveOutcome::Blocked:
            bump_ = game_->blockedSentence(direction) + ".";
            bump_[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(bump_[0])));
            return false;
    }
    return false;
}

void PlayTestPanel::restart() {
    if (runTiles_) {
        startGame(*runTiles_, runLabel_, runId_);
    } else if (game_) {
        game_->restart();
        bump_.clear();
    }
}

void PlayTestPanel::followRun(EditorState& state) {
    const GenerationRun* run = state.generation().run();
    if (run == nullptr || run->id == runId_) {
        return;
    }
    runId_ = run->id;
    runTiles_ = playTilesOf(*run);
    runLabel_ = playLabelOf(*run);
    if (!game_ && runTiles_) {
        startGame(*runTiles_, runLabel_, runId_);
    }
}

// [SECTION] Drawing

std::optional<ImVec2> PlayTestPanel::controlCentre(Control control) const {
    return controls_.centreOf(control);
}

std::optional<std::size_t> PlayTestPanel::drawnIndex(Vec2i tile) const {
    const Vec2i local = tile - shown_.viewOrigin;
    if (local.x < 0 || local.y < 0 || local.x >= shown_.columns || local.y >= shown_.rows) {
        return std::nullopt;
    }
    return static_cast<std::size_t>(local.y) * static_cast<std::size_t>(shown_.columns) +
           static_cast<std::size_t>(local.x);
}

std::optional<ImVec2> PlayTestPanel::tileCentre(Vec2i tile) const {
    if (!drawnIndex(tile)) {
        return std::nullopt;
    }
    const Vec2i local = tile - shown_.viewOrigin;
    return ImVec2{mapOrigin_.x + (static_cast<float>(local.x) + 0.5f) * shown_.cell,
                  mapOrigin_.y + (static_cast<float>(local.y) + 0.5f) * shown_.cell};
}

std::optional<PlayTestPanel::Shade> PlayTestPanel::shadeAt(Vec2i tile) const {
    const auto index = drawnIndex(tile);
    return index ? std::optional(drawnShades_[*index]) : std::nullopt;
}

std::optional<ImU32> PlayTestPanel::colourAt(Vec2i tile) const {
    const auto index = drawnIndex(tile);
    return index ? std::optional(drawnColours_[*index]) : std::nullopt;
}

void PlayTestPanel::drawContent(EditorState& state) {
    controls_.clear();
    followRun(state);
    readKeys();
    describe();
    // The buttons act as they are drawn, so what they did is described again.
    drawControls();
    describe();
    drawMessages();
    if (game_) {
        drawMap();
    } else {
        drawnShades_.clear();
        drawnColours_.clear();
    }
}

void PlayTestPanel::describe() {
    shown_ = Shown{};
    shown_.game = game_.has_value();
    shown_.label = label_;
    shown_.bump = bump_;
    if (game_ && runId_ != 0 && runId_ != gameRunId_) {
        shown_.runChanged = true;
        shown_.note = runTiles_ ? "The run changed: restart to play the new map."
                                : "The run on show has no map to play; Restart plays this one "
                                  "again.";
    } else if (!game_) {
        shown_.note = runId_ == 0 ? "Generate a map first: this panel plays the run on show."
                                  : "The run on show has no map to play.";
    }
    if (game_ && game_->finished()) {
        shown_.exitMessage = "You found the exit in " + movesText(game_->moves()) + ".";
    }
}

void PlayTestPanel::readKeys() {
    // Only while the panel has the focus, so that typing elsewhere never
    // walks the party, and never with a modifier (Ctrl+S saves). While it
    // has the focus, the arrows walk here instead of stepping the timeline.
    claimKeys(KeyScope::PlayTest);
    if (!game_) {
        return;
    }
    struct KeyMove {
        Shortcut action;
        Dir dir;
    };
    constexpr KeyMove kMoves[] = {
        {Shortcut::WalkNorth, Dir::N},
        {Shortcut::WalkWest, Dir::W},
        {Shortcut::WalkSouth, Dir::S},
        {Shortcut::WalkEast, Dir::E},
    };
    for (const KeyMove& entry : kMoves) {
        if (shortcutPressed(entry.action)) {
            move(entry.dir);
        }
    }
}

void PlayTestPanel::drawControls() {
    if (!game_) {
        ImGui::BeginDisabled(!runTiles_.has_value());
        if (ImGui::Button("Start from this run") && runTiles_) {
            startGame(*runTiles_, runLabel_, runId_);
        }
        ImGui::EndDisabled();
        controls_.recordLastItem(Control::Start);
        return;
    }
    if (ImGui::Button("Restart")) {
        restart();
    }
    controls_.recordLastItem(Control::Restart);
    ui::tooltip(shown_.runChanged && runTiles_ ? "Start again on the map of the run on show"
                                               : "Start again on this map, nothing explored");
    ImGui::SameLine();
    const auto arrow = [&](const char* id, ImGuiDir arrowDir, Dir step, Control control) {
        if (ImGui::ArrowButton(id, arrowDir)) {
            move(step);
        }
        controls_.recordLastItem(control);
        ImGui::SameLine();
    };
    arrow("##north", ImGuiDir_Up, Dir::N, Control::North);
    arrow("##west", ImGuiDir_Left, Dir::W, Control::West);
    arrow("##south", ImGuiDir_Down, Dir::S, Control::South);
    arrow("##east", ImGuiDir_Right, Dir::E, Control::East);
    ImGui::AlignTextToFramePadding();
    ImGui::Text("%s   %s", label_.c_str(), movesText(game_->moves()).c_str());
}

void PlayTestPanel::drawMessages() {
    if (!shown_.note.empty()) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(shown_.runChanged ? palette().warningText : palette().dimText, "%s",
                           shown_.note.c_str());
        ImGui::PopTextWrapPos();
    }
    if (!game_) {
        return;
    }
    if (!shown_.exitMessage.empty()) {
        ImGui::TextColored(palette().okText, "%s", shown_.exitMessage.c_str());
    } else if (!shown_.bump.empty()) {
        ImGui::TextColored(palette().warningText, "%s", shown_.bump.c_str());
    } else if (game_->exitSource() == ExitSource::None) {
        ImGui::TextColored(palette().dimText, "This map has nowhere to go.");
    } else {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(palette().dimText,
                           game_->exitSource() == ExitSource::Marked
                               ? "Find the exit (marked on the tile farthest from the start). "
                                 "W/A/S/D or the arrow keys move."
                               : "Find the exit. W/A/S/D or the arrow keys move.");
        ImGui::PopTextWrapPos();
    }
}

// The window of the map around the party, as many tiles as fit at the
// largest cell size from kMinCell to kMaxCell that shows the whole map, or
// at kMinCell when none does; one filled square per tile, then the token.
void PlayTestPanel::drawMap() {
    const PlaySession& game = *game_;
    const TileRaster& tiles = game.tiles();
    const ImVec2 available = ImGui::GetContentRegionAvail();
    if (available.x < kMinCell || available.y < kMinCell || tiles.width() <= 0) {
        drawnShades_.clear();
        drawnColours_.clear();
        return;
    }
    const float fit = std::min(available.x / static_cast<float>(tiles.width()),
                               available.y / static_cast<float>(tiles.height()));
    const float cell = std::floor(std::clamp(fit, kMinCell, kMaxCell));
    const int columns = std::min(tiles.width(), static_cast<int>(available.x / cell));
    const int rows = std::min(tiles.height(), static_cast<int>(available.y / cell));
    shown_.cell = cell;
    shown_.columns = columns;
    shown_.rows = rows;
    shown_.viewOrigin = {windowStart(game.position().x, tiles.width(), columns),
                         windowStart(game.position().y, tiles.height(), rows)};

    mapOrigin_ = ImGui::GetCursorScreenPos();
    const ImVec2 size{cell * static_cast<float>(columns), cell * static_cast<float>(rows)};
    // The button takes the clicks that give the panel the keyboard focus.
    ImGui::InvisibleButton("map", size);
    controls_.recordLastItem(Control::Map);
    ui::tooltip("Click here, then move with W/A/S/D or the arrow keys");

    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddRectFilled(mapOrigin_, {mapOrigin_.x + size.x, mapOrigin_.y + size.y}, kUnexplored);
    drawnShades_.assign(static_cast<std::size_t>(columns) * static_cast<std::size_t>(rows),
                        Shade::Unexplored);
    drawnColours_.assign(drawnShades_.size(), kUnexplored);
    for (int row = 0; row < rows; ++row) {
        for (int column = 0; column < columns; ++column) {
            const Vec2i tile = shown_.viewOrigin + Vec2i{column, row};
            const Shade shade = game.visible().at(tile)    ? Shade::Visible
                                : game.explored().at(tile) ? Shade::Remembered
                                                           : Shade::Unexplored;
            const std::size_t index = *drawnIndex(tile);
            drawnShades_[index] = shade;
            if (shade == Shade::Unexplored) {
                continue;
            }
            const ImU32 colour = shadeColour(tiles.at(tile), shade);
            drawnColours_[index] = colour;
            const ImVec2 min{mapOrigin_.x + static_cast<float>(column) * cell,
                             mapOrigin_.y + static_cast<float>(row) * cell};
            draw->AddRectFilled(min, {min.x + cell, min.y + cell}, colour);
        }
    }
    // The token a little larger than its tile on small cells, so it stays easy to find.
    const ImVec2 centre = *tileCentre(game.position());
    const float radius = std::max(cell * 0.4f, 5.0f);
    draw->AddCircleFilled(centre, radius, kPartyFill);
    draw->AddCircle(centre, radius, kPartyOutline, 0, std::max(1.5f, cell / 12.0f));
}

}  // namespace easylink::ui
