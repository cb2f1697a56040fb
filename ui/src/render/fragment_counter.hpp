#pragma once

// [SECTION] Fragment counter
//
// Counts the fragments the editor's frames draw: an occlusion query
// (GL_SAMPLES_PASSED) around everything a frame renders counts every
// fragment that reaches a framebuffer, since the editor uses neither a depth
// nor a stencil test, blended or not, on screen or offscreen. Under a
// software rasterizer (llvmpipe) filling pixels is most of a frame's cost,
// so the count says what a frame costs without a timer, and stays the same
// on a busy machine. A glClear() draws no fragments.
//
// Results are read three frames late, by which time the driver has long
// finished them, so that counting never makes the CPU wait for the GPU;
// finish() collects the last ones.

#include <array>
#include <cstdint>

#include "render/gl_shader.hpp"

namespace easylink::ui::gl {

class FragmentCounter {
public:
    FragmentCounter() = default;
    ~FragmentCounter();
    FragmentCounter(const FragmentCounter&) = delete;
    FragmentCounter& operator=(const FragmentCounter&) = delete;

    /// Around one frame's drawing; needs a current GL context.
    void beginFrame();
    void endFrame();
    /// Reads the results still pending.
    void finish();

    /// Frames counted, and their fragments in all.
    std::uint64_t frames() const { return frames_; }
    std::uint64_t fragments() const { return fragments_; }

private:
    void collect(std::size_t slot);

    static constexpr std::size_t kSlots = 3;
    std::array<Handle, kSlots> queries_{};
    std::array<bool, kSlots> pending_{};
    std::size_t next_ = 0;
    bool active_ = false;
    std::uint64_t frames_ = 0;
    std::uint64_t fragments_ = 0;
};

}  // namespace easylink::ui::gl
