#include "cli/raw_terminal.hpp"

#include <unistd.h>

#include <csignal>
#include <cstdlib>
#include <iterator>

namespace easylink::cli {
namespace {

// One raw terminal at a time; the signal handlers reach it through these.
// Only async-signal-safe calls (tcsetattr, sigaction, raise) touch them there.
int gFd = -1;
termios gSaved{};
termios gRaw{};
volatile std::sig_atomic_t gActive = 0;

constexpr int kEndingSignals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT};
struct sigaction gPrevious[std::size(kEndingSignals)];
struct sigaction gPreviousStop;
struct sigaction gPreviousContinue;

void restoreTerminal() {
    if (gActive != 0) {
        ::tcsetattr(gFd, TCSANOW, &gSaved);
    }
}

/// Gives the terminal back, then lets the signal do what it would have done
/// (installed with SA_RESETHAND, so the raise below meets the default action
/// as soon as this returns).
void onEndingSignal(int signal) {
    restoreTerminal();
    gActive = 0;
    ::raise(signal);
}

void onStop(int signal);

void install(int signal, void (*handler)(int), int flags, struct sigaction* previous) {
    struct sigaction action {};
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = flags;
    ::sigaction(signal, &action, previous);
}

/// Ctrl+Z: the shell gets its terminal back while the game is stopped.
void onStop(int signal) {
    restoreTerminal();
    struct sigaction fallback {};
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    ::sigaction(signal, &fallback, nullptr);
    ::raise(signal);  // stops once this handler returns
}

/// `fg`: raw again, and ready for the next Ctrl+Z.
void onContinue(int) {
    if (gActive != 0) {
        ::tcsetattr(gFd, TCSANOW, &gRaw);
        install(SIGTSTP, onStop, 0, nullptr);
    }
}

void restoreAtExit() {
    restoreTerminal();
    gActive = 0;
}

}  // namespace

RawTerminal::RawTerminal(int fd) {
    if (gActive != 0 || ::isatty(fd) != 1 || ::tcgetattr(fd, &gSaved) != 0) {
        return;
    }
    gFd = fd;
    gRaw = gSaved;
    // Keys one at a time, not echoed; ISIG stays so that Ctrl+C still
    // interrupts, and output processing stays so that "\n" starts a line.
    gRaw.c_lflag &= ~static_cast<tcflag_t>(ICANON | ECHO | IEXTEN);
    gRaw.c_cc[VMIN] = 1;
    gRaw.c_cc[VTIME] = 0;
    static const bool registered = std::atexit(restoreAtExit) == 0;
    (void)registered;
    for (std::size_t i = 0; i < std::size(kEndingSignals); ++i) {
        install(kEndingSignals[i], onEndingSignal, SA_RESETHAND, &gPrevious[i]);
    }
    install(SIGTSTP, onStop, 0, &gPreviousStop);
    install(SIGCONT, onContinue, 0, &gPreviousContinue);
    gActive = 1;
    active_ = true;
    if (::tcsetattr(fd, TCSAFLUSH, &gRaw) != 0) {
        giveBack();
    }
}

RawTerminal::~RawTerminal() {
    if (active_) {
        giveBack();
    }
}

void RawTerminal::giveBack() {
    restoreTerminal();
    gActive = 0;
    active_ = false;
    for (std::size_t i = 0; i < std::size(kEndingSignals); ++i) {
        ::sigaction(kEndingSignals[i], &gPrevious[i], nullptr);
    }
    ::sigaction(SIGTSTP, &gPreviousStop, nullptr);
    ::sigaction(SIGCONT, &gPreviousContinue, nullptr);
}

}  // namespace easylink::cli
