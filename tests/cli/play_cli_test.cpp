// End-to-end tests of `easylink play`: the real program with its standard
// input piped from a file. The map a seed gives is read back from
// `easylink generate --ascii` with the same generator, seed and size, and a
// shortest walk to the exit is found on it here, so the test knows the game's
// answers without reaching into the program: quitting, walls blocking, a
// scripted walk to the exit, the input running out, unknown characters, the
// window over big maps, easylink's maps, and command-line mistakes.

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <deque>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "cli_test_support.hpp"

namespace {

using namespace easylink::cli_test;

struct Step {
    int dx;
    int dy;
    char command;
};
constexpr Step kSteps[] = {{0, -1, 'w'}, {1, 0, 'd'}, {0, 1, 's'}, {-1, 0, 'a'}};

/// A map read from an --ascii file: rows of tile characters.
struct AsciiMap {
    std::vector<std::string> rows;

    int width() const { return rows.empty() ? 0 : static_cast<int>(rows[0].size()); }
    int height() const { return static_cast<int>(rows.size()); }
    char at(int x, int y) const {
        if (x < 0 || y < 0 || y >= height() || x >= static_cast<int>(rows[y].size())) {
            return ' ';
        }
        return rows[y][x];
    }
    bool walkable(int x, int y) const {
        const char c = at(x, y);
        return c != ' ' && c != '#';
    }
    /// The first tile showing `c` in row order.
    std::optional<std::pair<int, int>> find(char c) const {
        for (int y = 0; y < height(); ++y) {
            for (int x = 0; x < width(); ++x) {
                if (at(x, y) == c) {
                    return std::pair{x, y};
                }
            }
        }
        return std::nullopt;
    }
    /// w/a/s/d commands of a shortest walk from `from` to the first tile
    /// (in breadth-first order) that `goal` accepts; nullopt if none.
    template <typename Goal>
    std::optional<std::string> walk(std::pair<int, int> from, Goal goal) const {
        std::vector<int> previous(static_cast<std::size_t>(width() * height()), -2);
        const auto index = [&](int x, int y) { return static_cast<std::size_t>(y * width() + x); };
        std::deque<std::pair<int, int>> frontier{from};
        previous[index(from.first, from.second)] = -1;
        while (!frontier.empty()) {
            const auto [x, y] = frontier.front();
            frontier.pop_front();
            if (goal(x, y)) {
                std::string commands;
                for (std::size_t at = index(x, y); previous[at] >= 0;) {
                    const int step = previous[at] % 4;
                    commands += kSteps[step].command;
                    const int px = static_cast<int>(at) % width() - kSteps[step].dx;
                    const int py = static_cast<int>(at) / width() - kSteps[step].dy;
                    at = index(px, py);
                }
                std::reverse(commands.begin(), commands.end());
                return commands;
            }
            for (int step = 0; step < 4; ++step) {
                const int nx = x + kSteps[step].dx;
                const int ny = y + kSteps[step].dy;
                if (walkable(nx, ny) && previous[index(nx, ny)] == -2) {
                    previous[index(nx, ny)] = step;
                    frontier.push_back({nx, ny});
                }
            }
        }
        return std::nullopt;
    }
};

class PlayCommand : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("easylink-play-" + std::to_string(::getpid()) + "-" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }

    std::string path(const std::string& name) const { return (dir_ / name).string(); }

    /// Runs `easylink play ARGS` with `input` as its standard input.
    RunResult play(const std::vector<std::string>& args, const std::string& input) {
        const std::string inputFile = path("input-" + std::to_string(runs_));
        const std::string outFile = path("out-" + std::to_string(runs_));
        const std::string errFile = path("err-" + std::to_string(runs_));
        ++runs_;
        std::ofstream(inputFile, std::ios::binary) << input;
        std::string command =
            "env -u DISPLAY -u WAYLAND_DISPLAY " + quote(EASYLINK_PROGRAM) + " play";
        for (const std::string& arg : args) {
            command += " " + quote(arg);
        }
        command += " < " + quote(inputFile) + " > " + quote(outFile) + " 2> " + quote(errFile);
        const int status = std::system(command.c_str());
        RunResult result;
        result.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
        result.out = slurp(outFile);
        result.err = slurp(errFile);
        return result;
    }

    /// The map `generate` makes with these generator arguments.
    AsciiMap generatedMap(const std::vector<std::string>& generatorArgs) {
        std::vector<std::string> args = {"generate", "--out", path("map.json"), "--ascii",
                                         path("map.txt")};
        args.insert(args.end(), generatorArgs.begin(), generatorArgs.end());
        const RunResult r = runEasylink(args);
        EXPECT_EQ(r.exitCode, 0) << r.err;
        return AsciiMap{lines(slurp(path("map.txt")))};
    }

    fs::path dir_;
    int runs_ = 0;
};

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

/// The map frames of an output: the lines before each status line.
std::vector<std::vector<std::string>> frames(const std::string& out) {
    std::vector<std::vector<std::string>> all;
    std::vector<std::string> current;
    for (const std::string& line : lines(out)) {
        if (line.rfind("-- ", 0) == 0) {
            all.push_back(current);
            current.clear();
        } else if (line.rfind("easylink play:", 0) != 0 && line.rfind("bump:", 0) != 0 &&
                   line.rfind("This map", 0) != 0) {
            current.push_back(line);
        }
    }
    return all;
}

const std::vector<std::string> kCave = {"--generator", "cellular", "--seed",   "7",
                                        "--width",     "48",       "--height", "32"};

TEST_F(PlayCommand, QuitEndsTheGameAtOnce) {
    const RunResult r = play(kCave, "q\n");
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_TRUE(contains(r.out, "cellular, seed 7, 48x32")) << r.out;
    EXPECT_TRUE(contains(r.out, "quit after 0 moves")) << r.out;
    EXPECT_EQ(r.err, "");
    const auto shown = frames(r.out);
    ASSERT_EQ(shown.size(), 1u) << r.out;
    const std::string joined = [&] {
        std::string all;
        for (const std::string& line : shown[0]) {
            all += line;
        }
        return all;
    }();
    EXPECT_EQ(std::count(joined.begin(), joined.end(), '@'), 1) << r.out;

    const RunResult upper = play(kCave, "Q");
    EXPECT_EQ(upper.exitCode, 0) << upper.err;
    EXPECT_TRUE(contains(upper.out, "quit after 0 moves")) << upper.out;
}

TEST_F(PlayCommand, AScriptedWalkFindsTheExit) {
    const AsciiMap map = generatedMap(kCave);
    const auto start = map.find('<');
    ASSERT_TRUE(start.has_value()) << "cellular maps carry start tiles";
    const auto path = map.walk(*start, [&](int x, int y) { return map.at(x, y) == '>'; });
    ASSERT_TRUE(path.has_value());
    ASSERT_FALSE(path->empty());
    const std::string moves = std::to_string(path->size()) + " moves";

    // The whole walk on one line, then commands that must never be read.
    const RunResult r = play(kCave, *path + "\nwasd\n");
    ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
    EXPECT_TRUE(contains(r.out, "You found the exit in " + moves)) << r.out;
    EXPECT_EQ(frames(r.out).size(), 2u) << "the start and the finish";

    // One command per line, upper case: the same walk, a frame per step.
    std::string perLine;
    for (const char c : *path) {
        perLine += static_cast<char>(c - 'a' + 'A');
        perLine += '\n';
    }
    const RunResult slow = play(kCave, perLine);
    ASSERT_EQ(slow.exitCode, 0) << slow.err;
    EXPECT_TRUE(contains(slow.out, "You found the exit in " + moves)) << slow.out;
    EXPECT_EQ(frames(slow.out).size(), path->size() + 1);
    // Piped out, the frames follow one another as plain text.
    EXPECT_FALSE(contains(slow.out, "\x1b")) << "an escape sequence in piped output";
}

// At a terminal the game redraws in place: run under script(1), which gives
// it a terminal, the output clears the screen once and sends the cursor
// home for every frame (the first and one after each of two keys), each
// line cleared to its end and what is below the last frame cleared away.
// The keys are sent after a pause, once the game has its terminal in raw
// mode (keys typed before that would wait for a newline).
TEST_F(PlayCommand, AtATerminalTheMapIsRedrawnInPlace) {
    if (std::system("command -v script > /dev/null 2>&1") != 0) {
        GTEST_SKIP() << "script(1) is not installed";
    }
    std::string game = "env -u DISPLAY -u WAYLAND_DISPLAY TERM=xterm NO_COLOR=1 " +
                       quote(EASYLINK_PROGRAM) + " play";
    for (const std::string& arg : kCave) {
        game += " " + quote(arg);
    }
    const std::string outFile = path("tty-out");
    const std::string command =
        "(sleep 1; printf dd; sleep 0.5; printf q; sleep 1) | timeout 60 script -qec " +
        quote(game) + " /dev/null > " + quote(outFile) + " 2>&1";
    const int status = std::system(command.c_str());
    const std::string out = slurp(outFile);
    ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << out;
    EXPECT_TRUE(contains(out, "quit after ")) << out;
    const auto count = [&](const std::string& sequence) {
        std::size_t found = 0;
        for (std::size_t at = out.find(sequence); at != std::string::npos;
             at = out.find(sequence, at + 1)) {
            ++found;
        }
        return found;
    };
    EXPECT_EQ(count("\x1b[2J"), 1u) << "the screen is cleared once, at the start";
    EXPECT_EQ(count("\x1b[H"), 3u) << "a frame at the start and one after each key";
    EXPECT_GT(count("\x1b[K"), 20u) << "every line of a frame is cleared to its end";
    EXPECT_EQ(count("\x1b[J"), 3u) << "below every frame, what the last one left is cleared";
    EXPECT_TRUE(contains(out, "easylink play: cellular, seed 7")) << "the header heads the frame";
}

TEST_F(PlayCommand, WallsBlockAndBumpsAreNotMoves) {
    const AsciiMap map = generatedMap(kCave);
    const auto start = map.find('<');
    ASSERT_TRUE(start.has_value());
    // Walk to the nearest tile with a wall beside it and push into the wall.
    const auto besideWall = [&](int x, int y) {
        return std::any_of(std::begin(kSteps), std::end(kSteps),
                           [&](const Step& s) { return map.at(x + s.dx, y + s.dy) == '#'; });
    };
    const auto path = map.walk(*start, besideWall);
    ASSERT_TRUE(path.has_value());
    int x = start->first;
    int y = start->second;
    for (const char c : *path) {
        const Step& s = *std::find_if(std::begin(kSteps), std::end(kSteps),
                                      [&](const Step& step) { return step.command == c; });
        x += s.dx;
        y += s.dy;
    }
    const Step& bump = *std::find_if(std::begin(kSteps), std::end(kSteps), [&](const Step& s) {
        return map.at(x + s.dx, y + s.dy) == '#';
    });
    const RunResult r = play(kCave, *path + bump.command + bump.command + "\nq\n");
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_TRUE(contains(r.out, "bump: a wall blocks the way")) << r.out;
    const std::size_t bumps = [&] {
        std::size_t n = 0;
        for (const std::string& line : lines(r.out)) {
            n += line.rfind("bump:", 0) == 0 ? 1 : 0;
        }
        return n;
    }();
    EXPECT_EQ(bumps, 2u) << r.out;
    EXPECT_TRUE(contains(r.out, "quit after " + std::to_string(path->size()) +
                                    (path->size() == 1 ? " move." : " moves.")))
        << r.out;
}

TEST_F(PlayCommand, InputEndingBeforeTheExitFails) {
    const RunResult empty = play(kCave, "");
    EXPECT_EQ(empty.exitCode, 1);
    EXPECT_TRUE(contains(empty.err, "the input ended after 0 moves")) << empty.err;

    const RunResult noNewline = play(kCave, "x");
    EXPECT_EQ(noNewline.exitCode, 1);
    EXPECT_TRUE(contains(noNewline.out, "'x' is not a command")) << noNewline.out;
}

TEST_F(PlayCommand, UnknownCharactersGetOneHintPerLine) {
    const RunResult r = play(kCave, "xyz 1\n?\nq\n");
    ASSERT_EQ(r.exitCode, 0) << r.err;
    std::size_t hints = 0;
    for (const std::string& line : lines(r.out)) {
        hints += contains(line, "is not a command: w/a/s/d move, q quits") ? 1 : 0;
    }
    EXPECT_EQ(hints, 2u) << r.out;
    EXPECT_TRUE(contains(r.out, "'x' is not a command")) << r.out;
    EXPECT_TRUE(contains(r.out, "'?' is not a command")) << r.out;
}

// Arrow keys, function keys and Alt+letter arrive as escape sequences whose
// last letters are commands ("\x1b[1;5D" ends in D, "\x1bd" is Alt+d): read
// whole, they move nobody, get no hint, and none of their bytes is printed.
TEST_F(PlayCommand, EscapeSequencesAreReadWholeNeverEchoedNorTakenForLetters) {
    const std::string sequences =
        "\x1b"
        "d"                 // Alt+d
        "\x1b[1;5D"         // Ctrl+Left
        "\x1b[1;2A"         // Shift+Up
        "\x1bOP"            // F1
        "\x1b[15~"          // F5
        "\x1b[3~"           // Delete
        "\x1b]0;title\x07"  // a window title, as a terminal's answer
        "\x1b"
        "\x1b"
        "s"            // Escape alone, then Alt+s
        "\x01\x7f\t";  // control characters
    const RunResult r = play(kCave, sequences + "\n" + sequences + "q\n");
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_TRUE(contains(r.out, "quit after 0 moves")) << r.out;
    EXPECT_FALSE(contains(r.out, "bump:")) << r.out;
    EXPECT_FALSE(contains(r.out, "is not a command")) << r.out;
    EXPECT_EQ(r.out.find('\x1b'), std::string::npos) << "no escape byte in the output";
    EXPECT_EQ(r.out.find('\x01'), std::string::npos);
    EXPECT_EQ(frames(r.out).size(), 1u) << r.out;
}

TEST_F(PlayCommand, ArrowKeysMoveLikeTheirLetters) {
    // CSI arrows (normal mode) and SS3 arrows (application mode) both.
    const RunResult letters = play(kCave, "wasd\ndsaw\nq\n");
    const RunResult arrows = play(kCave, "\x1b[A\x1b[D\x1b[B\x1b[C\n\x1bOC\x1bOB\x1bOD\x1bOA\nq\n");
    ASSERT_EQ(letters.exitCode, 0) << letters.err;
    ASSERT_EQ(arrows.exitCode, 0) << arrows.err;
    EXPECT_TRUE(contains(letters.out, "quit after")) << letters.out;
    EXPECT_FALSE(contains(letters.out, "quit after 0 moves")) << letters.out;
    EXPECT_EQ(arrows.out, letters.out);
}

TEST_F(PlayCommand, ANonAsciiCharacterIsQuotedWhole) {
    const RunResult r = play(kCave, "\xc3\xa9\nq\n");  // é in UTF-8
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_TRUE(contains(r.out, "'\xc3\xa9' is not a command")) << r.out;
}

TEST_F(PlayCommand, BigMapsShowAWindowAroundTheParty) {
    const std::vector<std::string> big = {"--generator", "drunkard", "--seed",   "2",
                                          "--width",     "100",      "--height", "70",
                                          "--radius",    "40"};
    const RunResult r = play(big, "dddd\nssss\nq\n");
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const auto shown = frames(r.out);
    ASSERT_EQ(shown.size(), 3u) << r.out;
    for (const auto& frame : shown) {
        EXPECT_EQ(frame.size(), 20u);
        for (const std::string& line : frame) {
            EXPECT_LE(line.size(), 60u) << line;
        }
    }
}

TEST_F(PlayCommand, EasylinkMapsGetAMarkedExit) {
    const RunResult r = play({"--generator", "easylink", "--seed", "4"}, "q\n");
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_TRUE(contains(r.out, "easylink, seed 4")) << r.out;
    EXPECT_TRUE(contains(r.out, "the tile farthest from the start is marked '>'")) << r.out;
    EXPECT_TRUE(contains(r.out, "@")) << r.out;
}

TEST_F(PlayCommand, CommandLineMistakesAreUsageErrors) {
    struct Case {
        std::vector<std::string> args;
        std::string message;
    };
    const std::vector<Case> cases = {
        {{"--generator", "nope"}, "unknown generator 'nope'"},
        {{"--generator", "cellular", "--seed", "abc"}, "--seed must be a whole number"},
        {{"--generator", "cellular", "--seed", "-3"}, "--seed must be a whole number"},
        {{"--generator", "cellular", "--radius", "x"}, "--radius must be a whole number"},
        {{"--generator", "cellular", "--width", "3"}, "width"},
        {{"--generator", "easylink", "--vaults", "v.txt"},
         "--vaults is for passages, rooms-corridors"},
        {{"--generator", "cellular", "--colour"}, "--colour"},
        {{"extra"}, "extra"},
    };
    for (const Case& c : cases) {
        const RunResult r = play(c.args, "q\n");
        EXPECT_EQ(r.exitCode, 2) << c.message << "\n" << r.err;
        EXPECT_TRUE(contains(r.err, c.message)) << r.err;
        EXPECT_EQ(r.out, "") << c.message;
    }
    const RunResult missing =
        play({"--generator", "cellular", "--params", path("missing.json")}, "q\n");
    EXPECT_EQ(missing.exitCode, 1);
    EXPECT_TRUE(contains(missing.err, "missing.json")) << missing.err;
}

TEST_F(PlayCommand, HelpDescribesTheGame) {
    const RunResult r = play({"--help"}, "");
    ASSERT_EQ(r.exitCode, 0);
    EXPECT_TRUE(contains(r.out, "--radius")) << r.out;
    EXPECT_TRUE(contains(r.out, "w/a/s/d")) << r.out;
    const RunResult top = runEasylink({"--help"});
    EXPECT_TRUE(contains(top.out, "play")) << top.out;
}

// The default generator is rooms-corridors (docs/design.md section 6).
TEST_F(PlayCommand, TheDefaultGeneratorIsRoomsCorridorsAndCanBeWon) {
    const RunResult quit = play({}, "q\n");
    ASSERT_EQ(quit.exitCode, 0) << quit.err;
    EXPECT_TRUE(contains(quit.out, "rooms-corridors, seed 1,")) << quit.out;

    const AsciiMap map = generatedMap({"--generator", "rooms-corridors", "--seed", "1"});
    const auto start = map.find('<');
    ASSERT_TRUE(start.has_value());
    const auto path = map.walk(*start, [&](int x, int y) { return map.at(x, y) == '>'; });
    ASSERT_TRUE(path.has_value());
    const RunResult won = play({}, *path + "\n");
    ASSERT_EQ(won.exitCode, 0) << won.err;
    EXPECT_TRUE(contains(won.out, "You found the exit in " + std::to_string(path->size())))
        << won.out;
}

}  // namespace
