#pragma once

// What the map shows of a level's locks and keys (docs/design.md section
// 11): a padlock on every door of a locked room, a key and a gold frame on
// every room of a key module, and the player's path (the shortest walk
// from the entrance that collects every key and ends where the level
// ends) as a line from room to room with arrows. Computed once per layout
// revision; nothing at all for a catalogue without locks.

#include <cstdint>
#include <optional>
#include <vector>

#include <imgui.h>

#include "easylink/layout/locks.hpp"
#include "viewport/view_transform.hpp"

namespace easylink::ui {

class LockOverlay {
public:
    /// Recomputes the path and the marked rooms when the layout changed.
    void refresh(const Layout& layout, std::uint64_t revision);

    /// Draws the marks over the map (and the path when `showPath`).
    void draw(const Layout& layout, const ViewTransform& view, ImDrawList& draw,
              bool showPath) const;

    /// True when the layout's catalogue uses locks (the overlay has something).
    bool active() const { return active_; }
    /// The player's path as it stands: steps and rooms; nullopt without locks.
    const std::optional<PlayerPath>& path() const { return path_; }
    /// Rooms of key modules, by id.
    const std::vector<RoomId>& keyRooms() const { return keyRooms_; }

private:
    void drawPath(const Layout& layout, const ViewTransform& view, ImDrawList& draw) const;

    const Layout* layout_ = nullptr;
    std::uint64_t revision_ = 0;
    bool active_ = false;
    std::optional<PlayerPath> path_;
    std::vector<RoomId> keyRooms_;
    std::vector<RoomId> lockedRooms_;
};

}  // namespace easylink::ui
