#pragma once

// A terminal in raw mode for as long as `play` runs: keys arrive one at a
// time and are not echoed (termios: no ICANON, no ECHO), and the terminal
// is given back as it was on every way out: a return, an exception (the
// destructor), exit(), and the signals that end or stop the program
// (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT: restore, then die of the same
// signal; SIGTSTP: restore, stop, and raw again on SIGCONT). SIGKILL cannot
// be caught; `stty sane` mends a terminal after that.

#include <termios.h>

namespace easylink::cli {

class RawTerminal {
public:
    /// Puts `fd` in raw mode when it is a terminal; does nothing otherwise.
    explicit RawTerminal(int fd);
    ~RawTerminal();
    RawTerminal(const RawTerminal&) = delete;
    RawTerminal& operator=(const RawTerminal&) = delete;

    /// True when `fd` is a terminal and is now in raw mode.
    bool active() const { return active_; }

private:
    /// The terminal and the signal handlers as they were.
    void giveBack();

    bool active_ = false;
};

}  // namespace easylink::cli
