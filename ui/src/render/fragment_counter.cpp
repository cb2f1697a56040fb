#include "render/fragment_counter.hpp"

#include <glad/gl.h>

namespace easylink::ui::gl {

FragmentCounter::~FragmentCounter() {
    if (queries_[0] != 0 && glIsLoaded()) {
        glDeleteQueries(static_cast<GLsizei>(kSlots), queries_.data());
    }
}

void FragmentCounter::beginFrame() {
    if (queries_[0] == 0) {
        glGenQueries(static_cast<GLsizei>(kSlots), queries_.data());
    }
    collect(next_);
    glBeginQuery(GL_SAMPLES_PASSED, queries_[next_]);
    active_ = true;
}

void FragmentCounter::endFrame() {
    if (!active_) {
        return;
    }
    glEndQuery(GL_SAMPLES_PASSED);
    active_ = false;
    pending_[next_] = true;
    next_ = (next_ + 1) % kSlots;
}

void FragmentCounter::finish() {
    endFrame();
    for (std::size_t slot = 0; slot < kSlots; ++slot) {
        collect(slot);
    }
}

void FragmentCounter::collect(std::size_t slot) {
    if (!pending_[slot]) {
        return;
    }
    GLuint64 samples = 0;
    glGetQueryObjectui64v(queries_[slot], GL_QUERY_RESULT, &samples);
    pending_[slot] = false;
    fragments_ += samples;
    ++frames_;
}

}  // namespace easylink::ui::gl
