#include "platform/key_event_queue.hpp"

#include <algorithm>

namespace easylink::ui {

std::vector<KeyEvent> KeyEventQueue::takeFrame() {
    std::vector<KeyEvent> frame;
    std::vector<int> changed;
    while (!pending_.empty()) {
        const KeyEvent& next = pending_.front();
        if (next.action != KeyEvent::kRepeat) {
            if (std::find(changed.begin(), changed.end(), next.key) != changed.end()) {
                break;
            }
            changed.push_back(next.key);
        }
        frame.push_back(next);
        pending_.pop_front();
    }
    return frame;
}

}  // namespace easylink::ui
