#pragma once

// [SECTION] Control recorder
//
// Where a panel drew its controls in the last frame, each under a key: the
// panel's Control enum, or what an entry of a list stands for (a module
// kind, a port, a generator's name). Tests click a control by asking for its
// centre, and tooltips and popups aim at it. The panel clears its recorder
// when its frame starts and records each control just after drawing it; a
// control recorded twice in a frame is found where it was recorded first.
//
// A recorder made with its panel's name and a name for each key also tells
// the control listener, when one listens (the real window's control map,
// shell/control_map.hpp, which a walkthrough drives the program by);
// otherwise recording costs what it did.

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
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

/// Hears every control a named recorder records, and whatever else draws
/// itself under a name (the main menu's items).
class ControlListener {
public:
    virtual ~ControlListener() = default;
    /// `panel` drew the control `name` over `box`, in the current window.
    virtual void heard(std::string_view panel, std::string name, ControlBox box) = 0;

    /// The listener, or nullptr when nobody listens (the usual case).
    static ControlListener*& current() {
        static ControlListener* listener = nullptr;
        return listener;
    }
};

/// Tells the listener, if any, that `panel` drew `name` as the last item.
inline void announceLastItem(std::string_view panel, std::string_view name) {
    if (ControlListener* listener = ControlListener::current()) {
        listener->heard(panel, std::string(name),
                        {ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
    }
}

/// Names for keys that are an index or a name already.
inline std::string indexName(const std::size_t& index) {
    return std::to_string(index);
}
inline std::string textName(const std::string& text) {
    return text;
}

/// `Key`: anything comparable with ==.
template <typename Key>
class ControlRecorder {
public:
    using Namer = std::string (*)(const Key&);

    /// A recorder the listener does not hear.
    ControlRecorder() = default;
    /// A recorder heard by the listener as `panel`'s, each key by `namer`.
    ControlRecorder(std::string_view panel, Namer namer) : panel_(panel), namer_(namer) {}
    /// The same for an enum key, named by `names` (indexed by the enum).
    ControlRecorder(std::string_view panel,
                    std::span<const std::string_view> names) requires std::is_enum_v<Key>
        : panel_(panel), names_(names) {}

    /// Forgets the controls of the last frame.
    void clear() { drawn_.clear(); }

    /// Records the last submitted ImGui item as `key`.
    void recordLastItem(Key key) {
        record(std::move(key), {ImGui::GetItemRectMin(), ImGui::GetItemRectMax()});
    }
    /// Records `key` over `box`: for a control that is not the last item,
    /// such as a combo whose open list holds the last item.
    void record(Key key, ControlBox box) {
        if (ControlListener* listener = ControlListener::current()) {
            tell(*listener, key, box);
        }
        drawn_.push_back({std::move(key), box});
    }

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
    void tell(ControlListener& listener, const Key& key, ControlBox box) const {
        if (namer_ != nullptr) {
            listener.heard(panel_, namer_(key), box);
        } else if constexpr (std::is_enum_v<Key>) {
            const auto index = static_cast<std::size_t>(key);
            if (!names_.empty()) {
                listener.heard(panel_,
                               index < names_.size() ? std::string(names_[index])
                                                     : "#" + std::to_string(index),
                               box);
            }
        }
    }

    std::string_view panel_;
    Namer namer_ = nullptr;
    std::span<const std::string_view> names_;
    struct Drawn {
        Key key;
        ControlBox box;
    };
    std::vector<Drawn> drawn_;
};

}  // namespace easylink::ui
