// `easylink play` as a terminal program under hostile conditions: its
// output on a full device, and a real terminal (a pseudo-terminal made
// here) that must be in raw mode while the game runs and exactly as it was
// afterwards, however the game ends: q, SIGTERM, Ctrl+C. Escape sequences
// typed at it are never echoed.

#include <fcntl.h>
#include <gtest/gtest.h>
#include <poll.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "fault_test_support.hpp"

namespace easylink::fault_test {
namespace {

const std::vector<std::string> kCave = {"play",    "--generator", "cellular", "--seed", "7",
                                        "--width", "48",          "--height", "32"};

TEST(PlayFaults, OutputOnAFullDeviceFailsWithAMessage) {
    const fs::path dir = freshFolder("play-full");
    std::ofstream(dir / "keys") << "dd\nss\nq\n";
    // The shell points standard output at /dev/full before the program starts.
    const RunResult r = cli_test::runProgram("exec <" + cli_test::quote((dir / "keys").string()) +
                                                 " >/dev/full; exec timeout -s KILL 60 " +
                                                 cli_test::quote(EASYLINK_PROGRAM),
                                             kCave, "", dir);
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_NE(r.err.find("easylink play: cannot write the game to standard output"),
              std::string::npos)
        << r.err;
    EXPECT_NE(r.err.find("No space left on device"), std::string::npos) << r.err;
    fs::remove_all(dir);
}

/// `easylink play` on a pseudo-terminal of its own, as a person runs it:
/// the terminal is its controlling terminal, standard input, output and
/// error. The test types through the master side and reads what the
/// terminal shows; it keeps the slave side open to read the terminal's mode.
class PlayOnATerminal {
public:
    explicit PlayOnATerminal(const std::vector<std::string>& args) {
        master_ = ::posix_openpt(O_RDWR | O_NOCTTY);
        if (master_ < 0 || ::grantpt(master_) != 0 || ::unlockpt(master_) != 0) {
            return;
        }
        const std::string name = ::ptsname(master_);
        slave_ = ::open(name.c_str(), O_RDWR | O_NOCTTY);
        if (slave_ < 0) {
            return;
        }
        // Read before the fork: once the child runs, it may change the mode
        // before the parent gets to look.
        ::tcgetattr(slave_, &before_);
        std::vector<std::string> words = {EASYLINK_PROGRAM};
        words.insert(words.end(), args.begin(), args.end());
        std::vector<char*> argv;
        for (std::string& word : words) {
            argv.push_back(word.data());
        }
        argv.push_back(nullptr);
        pid_ = ::fork();
        if (pid_ == 0) {
            ::setsid();
            const int terminal = ::open(name.c_str(), O_RDWR);  // the controlling terminal
            ::ioctl(terminal, TIOCSCTTY, 0);
            ::dup2(terminal, 0);
            ::dup2(terminal, 1);
            ::dup2(terminal, 2);
            ::close(terminal);
            ::close(master_);
            ::close(slave_);
            ::setenv("NO_COLOR", "1", 1);
            ::unsetenv("DISPLAY");
            ::execv(argv[0], argv.data());
            ::_exit(127);
        }
    }
    ~PlayOnATerminal() {
        if (pid_ > 0 && !exited_) {
            ::kill(pid_, SIGKILL);
            ::waitpid(pid_, nullptr, 0);
        }
        for (const int fd : {master_, slave_}) {
            if (fd >= 0) {
                ::close(fd);
            }
        }
    }
    PlayOnATerminal(const PlayOnATerminal&) = delete;
    PlayOnATerminal& operator=(const PlayOnATerminal&) = delete;

    bool started() const { return pid_ > 0; }
    pid_t pid() const { return pid_; }
    const std::string& shown() const { return shown_; }
    /// The terminal's mode before the program started.
    const termios& modeBefore() const { return before_; }

    /// Reads what the terminal shows until `marker` appears (true) or
    /// `seconds` pass (false).
    bool readUntil(const std::string& marker, int seconds = 30) {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
        while (shown_.find(marker) == std::string::npos) {
            if (std::chrono::steady_clock::now() > deadline) {
                return false;
            }
            pollfd ready{master_, POLLIN, 0};
            if (::poll(&ready, 1, 100) > 0) {
                char bytes[4096];
                const ssize_t count = ::read(master_, bytes, sizeof bytes);
                if (count <= 0) {
                    return false;
                }
                shown_.append(bytes, static_cast<std::size_t>(count));
            }
        }
        return true;
    }
    /// Reads whatever the terminal shows now, without waiting.
    void drain() {
        pollfd ready{master_, POLLIN, 0};
        while (::poll(&ready, 1, 0) > 0) {
            char bytes[4096];
            const ssize_t count = ::read(master_, bytes, sizeof bytes);
            if (count <= 0) {
                return;
            }
            shown_.append(bytes, static_cast<std::size_t>(count));
        }
    }
    void type(const std::string& bytes) {
        ASSERT_EQ(::write(master_, bytes.data(), bytes.size()), static_cast<ssize_t>(bytes.size()));
    }
    termios mode() const {
        termios now{};
        ::tcgetattr(slave_, &now);
        return now;
    }
    /// The program's wait status, or -1 when it is still running after `seconds`.
    int wait(int seconds = 30) {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
        int status = 0;
        while (::waitpid(pid_, &status, WNOHANG) == 0) {
            if (std::chrono::steady_clock::now() > deadline) {
                return -1;
            }
            drain();
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
        exited_ = true;
        return status;
    }

private:
    int master_ = -1;
    int slave_ = -1;
    pid_t pid_ = -1;
    bool exited_ = false;
    termios before_{};
    std::string shown_;
};

bool cooked(const termios& mode) {
    return (mode.c_lflag & ECHO) != 0 && (mode.c_lflag & ICANON) != 0;
}
bool sameMode(const termios& a, const termios& b) {
    return a.c_iflag == b.c_iflag && a.c_oflag == b.c_oflag && a.c_cflag == b.c_cflag &&
           a.c_lflag == b.c_lflag;
}
/// `shown` without the sequences the game itself writes to redraw in place
/// (cursor home, clear, erase line, dim and normal text), so what remains
/// is only what the terminal would have echoed of the keys typed.
std::string withoutTheGamesOwnSequences(std::string shown) {
    for (const char* own : {"\x1b[2J", "\x1b[H", "\x1b[K", "\x1b[J", "\x1b[2m", "\x1b[22m"}) {
        for (std::size_t at = shown.find(own); at != std::string::npos; at = shown.find(own, at)) {
            shown.erase(at, std::char_traits<char>::length(own));
        }
    }
    return shown;
}
bool raw(const termios& mode) {
    return (mode.c_lflag & ECHO) == 0 && (mode.c_lflag & ICANON) == 0 && (mode.c_lflag & ISIG) != 0;
}

TEST(PlayFaults, ATerminalIsRawWhilePlayingAndEscapeSequencesAreNotEchoed) {
    PlayOnATerminal game(kCave);
    ASSERT_TRUE(game.started());
    ASSERT_TRUE(cooked(game.modeBefore()));
    ASSERT_TRUE(game.readUntil("-- 0 moves")) << game.shown();
    EXPECT_TRUE(raw(game.mode()));
    const std::size_t before = game.shown().size();
    game.type(
        "\x1b[1;5C\x1bOP\x1b[15~\x1b"
        "d");  // Ctrl+Right, F1, F5, Alt+d
    game.type("q");
    ASSERT_TRUE(game.readUntil("quit after 0 moves")) << game.shown();
    const int status = game.wait();
    ASSERT_TRUE(WIFEXITED(status)) << status;
    EXPECT_EQ(WEXITSTATUS(status), 0);
    const std::string after = withoutTheGamesOwnSequences(game.shown().substr(before));
    EXPECT_EQ(after.find('\x1b'), std::string::npos) << after;
    EXPECT_EQ(after.find("^["), std::string::npos) << after;
    EXPECT_EQ(after.find("1;5C"), std::string::npos) << after;
    EXPECT_EQ(after.find("is not a command"), std::string::npos) << after;
    EXPECT_TRUE(sameMode(game.mode(), game.modeBefore())) << "the terminal is given back as it was";
}

TEST(PlayFaults, TheTerminalIsRestoredWhenTheGameIsTerminated) {
    PlayOnATerminal game(kCave);
    ASSERT_TRUE(game.started());
    ASSERT_TRUE(game.readUntil("-- 0 moves")) << game.shown();
    ASSERT_TRUE(raw(game.mode()));
    ::kill(game.pid(), SIGTERM);
    const int status = game.wait();
    ASSERT_TRUE(WIFSIGNALED(status)) << "dies of the signal, as without a handler: " << status;
    EXPECT_EQ(WTERMSIG(status), SIGTERM);
    EXPECT_TRUE(cooked(game.mode()));
}

TEST(PlayFaults, TheTerminalIsRestoredAfterCtrlC) {
    PlayOnATerminal game(kCave);
    ASSERT_TRUE(game.started());
    ASSERT_TRUE(game.readUntil("-- 0 moves")) << game.shown();
    game.type("\x03");  // the terminal turns it into SIGINT
    const int status = game.wait();
    ASSERT_TRUE(WIFSIGNALED(status)) << status;
    EXPECT_EQ(WTERMSIG(status), SIGINT);
    EXPECT_TRUE(cooked(game.mode()));
}

}  // namespace
}  // namespace easylink::fault_test
