#include "platform/key_event_queue.hpp"

#include <algorithm>

namespace easylink::ui {

namespace {

// GLFW's key codes for Shift, Ctrl, Alt and Super, left and right.
constexpr int kFirstModifier = 340;
constexpr int kLastModifier = 347;

bool isModifier(int key) {
    return key >= kFirstModifier && key <= kLastModifier;
}

// GLFW's first key that types nothing (Escape; Enter, Tab, the arrows and
// the rest follow), and its Ctrl, Alt and Super modifier bits.
constexpr int kFirstCommandKey = 256;
constexpr int kCommandMods = 0x2 | 0x4 | 0x8;

/// A press that a text field acts on rather than types: Ctrl+A, Enter, ...
bool isCommandPress(const KeyEvent& event) {
    return event.action != KeyEvent::kRelease && !isModifier(event.key) &&
           (event.key >= kFirstCommandKey || (event.mods & kCommandMods) != 0);
}

}  // namespace

std::vector<KeyEvent> KeyEventQueue::takeFrame() {
    std::vector<KeyEvent> frame;
    std::vector<int> changed;
    bool keyChanged = false;  // a key other than a modifier
    bool commandPressed = false;
    while (!pending_.empty()) {
        const KeyEvent& next = pending_.front();
        if (next.action == KeyEvent::kText) {
            if (commandPressed) {
                break;
            }
        } else if (next.action != KeyEvent::kRepeat) {
            if (std::find(changed.begin(), changed.end(), next.key) != changed.end()) {
                break;
            }
            // Ctrl+Q typed fast may come as Ctrl down, Q down, Ctrl up: the
            // Ctrl going up waits a frame, so that Q is seen with Ctrl held.
            if (isModifier(next.key) && keyChanged) {
                break;
            }
            keyChanged = keyChanged || !isModifier(next.key);
            changed.push_back(next.key);
        }
        commandPressed = commandPressed || isCommandPress(next);
        frame.push_back(next);
        pending_.pop_front();
    }
    return frame;
}

}  // namespace easylink::ui
