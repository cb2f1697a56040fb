#pragma once

// [SECTION] Control recorder
//
// Where a panel drew its controls in the last frame, each under a key: the
// panel's Control enum, or what an entry of a list stands for (a module
// kind, a port, a generator's name). Tests click a control by asking for its
// centre, and tooltips and popups aim at it. The panel clears its recorder
// when its frame starts and records each control just after drawing it; a
// control recorded twice in a frame is found where it was recorded first.

#include <optional>
#include <utility>
#include <vector>

#include <imgui.h>

namespace easylink::ui {

/// Where a recorded control was drawn.
struct ControlBox {
    ImVec2 min;
    ImVec2 max;

    ImVec2 centre() const { return {(min.x + max.x) * 0.5f, (min.y + max.y) * 0.5f}; }
};

/// `Key`: anything comparable with ==.
template <typename Key>
class ControlRecorder {
public:
    /// Forgets the controls of the last frame.
    void clear() { drawn_.clear(); }

    /// Records the last submitted ImGui item as `key`.
    void recordLastItem(Key key) {
        record(std::move(key), {ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
    }
    /// Records `key` over `box`: for a control that is not the last item,
    /// such as a combo whose open list holds the last item.
    void record(Key key, ControlBox box) { drawn_.push_back({std::move(key), box}); }

    /// Where `key` was drawn in the last frame, if it was. `key` may be of
    /// any type that compares with Key (a string_view for a string key).
    template <typename Like>
    std::optional<ControlBox> boxOf(const Like& key) const {
        for (const Drawn& drawn : drawn_) {
            if (drawn.key == key) {
                return drawn.box;
            }
        }
        return std::nullopt;
    }
    /// The centre of where `key` was drawn in the last frame, if it was.
    template <typename Like>
    std::optional<ImVec2> centreOf(const Like& key) const {
        if (const std::optional<ControlBox> box = boxOf(key)) {
            return box->centre();
        }
        return std::nullopt;
    }

private:
    struct Drawn {
        Key key;
        ControlBox box;
    };
    std::vector<Drawn> drawn_;
};

}  // namespace easylink::ui
