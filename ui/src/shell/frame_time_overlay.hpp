#pragma once

// [SECTION] Frame-time overlay
//
// A small box in the window's top-right corner (View > Frame time) with what
// the last frames cost: the mean time to build and draw one, the frame rate
// while frames come back to back, and whether the editor is resting (waiting
// for input, drawing nothing). The times are measured by the main loop, which
// hands each frame's work time in; the wait for events is not counted.

#include <array>
#include <cstddef>
#include <string>

namespace easylink::ui {

class FrameTimeOverlay {
public:
    static constexpr std::size_t kWindow = 60;  // frames averaged

    /// One frame: `workMs` building and drawing it, `intervalMs` since the
    /// previous frame began (waits included), `rested` when the loop slept
    /// for events before it.
    void record(double workMs, double intervalMs, bool rested);

    /// Mean work time and mean interval of the recorded frames (0 before any).
    double meanWorkMs() const;
    double meanIntervalMs() const;
    bool resting() const { return rested_; }

    bool visible() const { return visible_; }
    void setVisible(bool on) { visible_ = on; }
    bool* visibleFlag() { return &visible_; }

    /// What the box says: "12.70 ms a frame | 61 fps", or that the editor
    /// is resting.
    std::string line() const;

    /// Draws the box over everything when visible.
    void draw() const;

private:
    std::array<double, kWindow> work_{};
    std::array<double, kWindow> interval_{};
    std::size_t count_ = 0;  // frames recorded, capped at kWindow
    std::size_t next_ = 0;
    bool rested_ = false;
    bool visible_ = false;
};

}  // namespace easylink::ui
