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

}  // namespace

std::vector<KeyEvent> KeyEventQueue::takeFrame() {
    std::vector<KeyEvent> frame;
    std::vector<int> changed;
    bool keyChanged = false;  // a key other than a modifier
    while (!pending_.empty()) {
        const KeyEvent& next = pending_.front();
        if (next.action != KeyEvent::kRepeat) {
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
        frame.push_back(next);
        pending_.pop_front();
    }
    return frame;
}

}  // namespace easylink::ui
