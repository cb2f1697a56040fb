#pragma once

// [SECTION] Key event queue
//
// Dear ImGui 1.86 reads the keyboard as a table of keys held down, filled by
// the GLFW callbacks between two frames. A key pressed and released before the
// next frame (a fast tap, or a script's synthetic key) leaves the table as it
// was, and the press is lost. The editor therefore queues key events and hands
// them to ImGui a frame at a time: in order, but never two changes of one key
// in the same frame, so every press is seen down for at least one frame.
// Typed characters go through the same queue: a text field reads a frame's
// characters before its keys, so characters typed after a key it acts on
// (Ctrl+A, Enter, an arrow) wait for the next frame instead of landing first.

#include <cstddef>
#include <deque>
#include <vector>

namespace easylink::ui {

/// A key event as GLFW reports it (action 0 release, 1 press, 2 repeat), or
/// a typed character (action kText, its code point in `character`).
struct KeyEvent {
    static constexpr int kRelease = 0;
    static constexpr int kPress = 1;
    static constexpr int kRepeat = 2;
    static constexpr int kText = 3;

    int key = 0;
    int scancode = 0;
    int action = kPress;
    int mods = 0;
    unsigned int character = 0;

    static KeyEvent text(unsigned int codepoint) { return {0, 0, kText, 0, codepoint}; }

    friend bool operator==(const KeyEvent&, const KeyEvent&) = default;
};

class KeyEventQueue {
public:
    void push(const KeyEvent& event) { pending_.push_back(event); }

    /// The events to apply this frame: from the front of the queue, up to the
    /// first one that would change a key already changed this frame (repeats
    /// change nothing), or a modifier (Shift, Ctrl, Alt, Super) after another
    /// key changed, so a shortcut is seen with its modifiers as they were
    /// when its key went down, or a character after a press of a key that
    /// text fields act on (one with Ctrl, Alt or Super, or a key that types
    /// nothing). The rest stay for the next frame.
    std::vector<KeyEvent> takeFrame();

    bool empty() const { return pending_.empty(); }
    std::size_t size() const { return pending_.size(); }

private:
    std::deque<KeyEvent> pending_;
};

}  // namespace easylink::ui
