#pragma once

// [SECTION] Play-test panel
//
// The map of the run on show, walked as a game (the model is core's
// PlaySession, as under `easylink play`): the party starts where the map
// says (or near the centre), moves with W/A/S/D or the arrow keys while the
// panel has the focus, or with the arrow buttons, sees what its field of
// view shows and remembers what it has seen. Tiles are drawn coloured by
// kind: bright in view, dimmed once seen, black never seen. Walls block;
// stepping onto the exit ends the game with the number of moves.
//
// The panel plays its own copy of the map (play_tiles.hpp says which map a
// run plays), so a new run never pulls the floor from under a game: it only
// says that the run changed, and Restart starts over on the new map. Opening
// the panel with no game under way starts one on the run on show.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "easylink/geometry/direction.hpp"
#include "easylink/play/play_session.hpp"
#include "easylink/tiles/tile_raster.hpp"
#include "panels/control_recorder.hpp"
#include "panels/panel.hpp"

namespace easylink::ui {

class PlayTestPanel final : public Panel {
public:
    static constexpr const char* kTitle = "Play-test";
    /// How far the party sees, in tiles (a circle, as `easylink play`).
    static constexpr int kSightRadius = 8;

    /// Controls whose place in the last frame tests can ask for.
    enum class Control { Start, Restart, North, West, South, East, Map };
    /// Control's names, for the control map (control_recorder.hpp).
    static constexpr std::string_view kControlNames[] = {"Start", "Restart", "North", "West",
                                                         "South", "East",    "Map"};

    /// How a tile looked in the last frame.
    enum class Shade { Unexplored, Remembered, Visible };

    /// What the last frame showed, for tests.
    struct Shown {
        bool game = false;
        std::string label;        // "cellular, seed 3"
        bool runChanged = false;  // the note that the run on show is another
        std::string note;         // its text, or why there is nothing to play
        std::string exitMessage;  // "You found the exit in 12 moves." once won
        std::string bump;         // "A wall blocks the way north.", after a bump
        Vec2i viewOrigin;         // the map tile drawn at the top left
        int columns = 0;          // tiles drawn across
        int rows = 0;             // and down
        float cell = 0.0f;        // pixels per tile side
    };

    PlayTestPanel();

    /// Starts a game on `tiles`, named `label`, from the run numbered
    /// `runId` (0: from no run). What opening the panel and Restart do
    /// with the run on show's map.
    void startGame(TileRaster tiles, std::string label, std::uint64_t runId = 0);
    /// Moves the party as the keys and buttons do; false when nothing moved.
    bool move(Dir direction);

    /// The game under way, or nullptr before the first.
    const PlaySession* game() const { return game_ ? &*game_ : nullptr; }
    /// The run the game's map comes from (0: none).
    std::uint64_t gameRunId() const { return gameRunId_; }

    const Shown& shown() const { return shown_; }
    std::optional<ImVec2> controlCentre(Control control) const;
    /// The centre of a map tile on screen in the last frame, if drawn.
    std::optional<ImVec2> tileCentre(Vec2i tile) const;
    /// How the tile was drawn in the last frame; nullopt if it was not.
    std::optional<Shade> shadeAt(Vec2i tile) const;
    /// The colour the tile was filled with in the last frame.
    std::optional<ImU32> colourAt(Vec2i tile) const;

protected:
    void drawContent(EditorState& state) override;

private:
    /// Takes in the run on show when it is new: its map, kept for Restart.
    void followRun(EditorState& state);
    void restart();
    void readKeys();
    /// Fills shown_ with the game's state (the map's geometry comes with drawMap()).
    void describe();
    void drawControls();
    void drawMessages();
    void drawMap();
    /// Index of a tile in the drawn window, or nullopt outside it.
    std::optional<std::size_t> drawnIndex(Vec2i tile) const;

    std::optional<PlaySession> game_;
    std::string label_;
    std::uint64_t gameRunId_ = 0;
    std::string bump_;

    // The run on show, as of the last frame.
    std::uint64_t runId_ = 0;
    std::optional<TileRaster> runTiles_;
    std::string runLabel_;

    Shown shown_;
    ControlRecorder<Control> controls_{kTitle, kControlNames};
    ImVec2 mapOrigin_;  // screen position of the top-left drawn tile
    std::vector<Shade> drawnShades_;
    std::vector<ImU32> drawnColours_;
};

}  // namespace easylink::ui
