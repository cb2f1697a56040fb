#include "platform/frame_pacer.hpp"

namespace easylink::ui {

double FramePacer::waitSeconds(double now, bool busy, bool typing) const {
    if (busy || now - lastInput_ < kSettleSeconds) {
        return 0.0;
    }
    return typing ? kTextBlinkSeconds : kIdleWakeSeconds;
}

}  // namespace easylink::ui
