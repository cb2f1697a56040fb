#pragma once

// [SECTION] Frame pacing
//
// An editor that redraws sixty times a second while nobody touches it keeps a
// core busy for nothing. The pacer decides how long the main loop may sleep
// waiting for events before it draws the next frame: not at all while work is
// on show (a run, playback, a report batch) or input has just come (ImGui
// needs a few frames to settle hovers, popups and focus), a little while a text
// field blinks its cursor, and otherwise until the next event or the shell's
// next periodic check (files changed on disk), whichever comes first.

namespace easylink::ui {

class FramePacer {
public:
    /// Frames are drawn back to back for this long after the last input.
    static constexpr double kSettleSeconds = 0.35;
    /// While a text field has the keyboard: redraws for the cursor's blink.
    static constexpr double kTextBlinkSeconds = 0.4;
    /// The longest sleep: the shell's periodic checks still run this often.
    static constexpr double kIdleWakeSeconds = 1.0;

    /// Input arrived at `now` (seconds on a steady clock).
    void noteInput(double now) { lastInput_ = now; }

    /// How long the loop may wait for events at `now` before drawing again;
    /// 0 means draw at once. `busy`: something on show changes by itself;
    /// `typing`: a text field has the keyboard.
    double waitSeconds(double now, bool busy, bool typing) const;

private:
    double lastInput_ = -1.0e9;
};

}  // namespace easylink::ui
