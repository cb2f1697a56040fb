// `easylink play`: a generated dungeon walked in the terminal, the game loop
// over the play model of core (easylink/play/play_session.hpp).
//
// Input is read as keys (key_decoder.hpp): w/a/s/d and the arrow keys move,
// q quits, and escape sequences (other function keys, Alt+letter, modified
// arrows) are read whole and ignored, never taken letter by letter. Typed at
// a terminal, the terminal is put in raw mode (raw_terminal.hpp), so each key
// acts at once and nothing is echoed; piped in, the input is read a line at a
// time and every character of a line is one command, so "ddds" moves four
// times and a script plays the same game as a person typing. After each key
// (terminal) or each line that held a move (piped), the map is printed as the
// party knows it: tiles in view as their characters, tiles seen before
// (dimmed on a colour terminal), the rest blank, '@' the party; maps larger
// than kViewColumns x kViewRows show the window around the party. On a
// terminal the map is redrawn in place (the cursor sent home, what the last
// frame left cleared away), with the messages of the last key under it; to a
// pipe or a file every frame follows the one before, plain text without
// escape sequences. Every output is flushed and checked, so a full disk or a
// closed pipe ends the game with a message instead of playing on unseen.

#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <iostream>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "cli/asset_paths.hpp"
#include "cli/catalogue_argument.hpp"
#include "cli/command_line.hpp"
#include "cli/generation_request.hpp"
#include "cli/key_decoder.hpp"
#include "cli/param_flags.hpp"
#include "cli/raw_terminal.hpp"
#include "cli/verbs.hpp"
#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"
#include "easylink/layout/layout_raster.hpp"
#include "easylink/play/play_session.hpp"
#include "easylink/registry/registry.hpp"
#include "easylink/resolve/resolution.hpp"

namespace easylink::cli {
namespace {

constexpr const char* kDefaultGenerator = "rooms-corridors";
constexpr std::uint64_t kDefaultSeed = 1;
constexpr int kDefaultRadius = 8;
constexpr int kMaxRadius = 1000;
constexpr int kViewColumns = 60;
constexpr int kViewRows = 20;
/// How long a terminal may stay quiet after ESC before it is taken as the
/// Escape key alone rather than the start of a sequence (terminals send a
/// sequence in one write; a person cannot type that fast).
constexpr int kEscapeWaitMs = 50;

/// The map to play, or the exit code of why there is none (the error
/// already written).
using MapOrExit = std::variant<TileRaster, int>;

/// The map `generator` makes for the command line's request: a tile map's
/// own tiles, or a layout's as `generate` writes them (phase 2's when it ran).
MapOrExit generatedMap(const Arguments& args, const Generator& generator, std::uint64_t seed,
                       std::ostream& err) {
    const RequestRead read = readGenerationRequest(args, generator, seed);
    if (!read.ok()) {
        if (read.usage) {
            return usageError("play", read.errors.front(), err);
        }
        for (const std::string& error : read.errors) {
            err << "easylink play: " << error << '\n';
        }
        return kExitFailure;
    }
    GenerationOutcome outcome = generator.generate(read.request, nullptr);
    if (!outcome.ok()) {
        err << "easylink play: " << generator.name << ", seed " << seed << ": " << outcome.failure
            << '\n';
        return kExitFailure;
    }
    if (outcome.tiles) {
        return std::move(*outcome.tiles);
    }
    return outcome.resolution ? rasterizeResolution(*outcome.layout, *outcome.resolution)
                              : rasterizeLayout(*outcome.layout);
}

/// The first column (or row) of a window `span` tiles wide centred on
/// `centre`, shifted to stay inside [0, size).
int windowStart(int centre, int size, int span) {
    return std::clamp(centre - span / 2, 0, std::max(0, size - span));
}

/// The map as the party knows it, rows without trailing blanks.
std::string drawView(const PlaySession& session, bool colour) {
    const TileRaster& tiles = session.tiles();
    const Vec2i at = session.position();
    const int columns = std::min(tiles.width(), kViewColumns);
    const int rows = std::min(tiles.height(), kViewRows);
    const int left = windowStart(at.x, tiles.width(), columns);
    const int top = windowStart(at.y, tiles.height(), rows);
    std::string text;
    for (int y = top; y < top + rows; ++y) {
        std::string line;
        std::size_t kept = 0;  // length up to the last non-blank tile
        bool dimmed = false;
        for (int x = left; x < left + columns; ++x) {
            const Vec2i tile{x, y};
            const bool remembered = !session.visible().at(tile) && session.explored().at(tile);
            char c = ' ';
            if (tile == at) {
                c = '@';
            } else if (session.visible().at(tile) || remembered) {
                c = tileChar(tiles.at(tile));
            }
            if (colour && c != ' ' && remembered != dimmed) {
                line += remembered ? "\x1b[2m" : "\x1b[22m";
                dimmed = remembered;
            }
            line += c;
            if (c != ' ') {
                kept = line.size();
            }
        }
        line.resize(kept);
        if (dimmed) {
            line += "\x1b[22m";
        }
        text += line;
        text += '\n';
    }
    return text;
}

std::string counted(int count, const char* one, const char* many) {
    return std::to_string(count) + " " + (count == 1 ? one : many);
}

std::string statusLine(const PlaySession& session) {
    const bool exitInView = std::any_of(session.exits().begin(), session.exits().end(),
                                        [&](Vec2i exit) { return session.visible().at(exit); });
    const Vec2i at = session.position();
    return "-- " + counted(session.moves(), "move", "moves") + ", at (" + std::to_string(at.x) +
           ", " + std::to_string(at.y) + ")" + (exitInView ? ", the exit is in sight" : "") +
           " --\n";
}

std::optional<Dir> commandDirection(const Key& key) {
    switch (key.kind) {
        case KeyKind::Up: return Dir::N;
        case KeyKind::Left: return Dir::W;
        case KeyKind::Down: return Dir::S;
        case KeyKind::Right: return Dir::E;
        case KeyKind::Text: break;
        default: return std::nullopt;
    }
    if (key.text.size() != 1) {
        return std::nullopt;
    }
    switch (key.text[0]) {
        case 'w':
        case 'W': return Dir::N;
        case 'a':
        case 'A': return Dir::W;
        case 's':
        case 'S': return Dir::S;
        case 'd':
        case 'D': return Dir::E;
        default: return std::nullopt;
    }
}

std::string blockedMessage(const PlaySession& session, Dir dir) {
    return "bump: " + session.blockedSentence(dir) + ".\n";
}

/// Where the frames and the messages between them go. Plain: one after the
/// other, as written. In place (a terminal): every frame is drawn from the
/// top of the screen (ESC [H), the header first, then the map and status,
/// then the messages since the last frame, each line cleared to its end
/// (ESC [K) and the rest of the screen below it (ESC [J), so one screen
/// shows the game instead of a scroll of frames.
class FramePrinter {
public:
    FramePrinter(std::ostream& out, bool inPlace) : out_(out), inPlace_(inPlace) {}

    bool inPlace() const { return inPlace_; }

    /// The lines above every frame (in place) or printed once (plain).
    void header(const std::string& text) {
        if (inPlace_) {
            header_ = text;
        } else {
            out_ << text;
        }
    }
    /// A message about the last key: shown under the next frame in place.
    void message(const std::string& text) {
        if (inPlace_) {
            messages_ += text;
        } else {
            out_ << text;
        }
    }
    /// True when messages wait for a frame to be shown under.
    bool messagesWaiting() const { return !messages_.empty(); }

    void frame(const std::string& view) {
        if (!inPlace_) {
            out_ << view;
            return;
        }
        out_ << (cleared_ ? "" : "\x1b[2J") << "\x1b[H";
        cleared_ = true;
        const std::string text = header_ + view + messages_;
        messages_.clear();
        std::size_t start = 0;
        for (std::size_t end = text.find('\n'); end != std::string::npos;
             start = end + 1, end = text.find('\n', start)) {
            out_.write(text.data() + start, static_cast<std::streamsize>(end - start));
            out_ << "\x1b[K\n";
        }
        out_ << text.substr(start) << "\x1b[J";
    }

private:
    std::ostream& out_;
    bool inPlace_;
    bool cleared_ = false;
    std::string header_;
    std::string messages_;
};

/// Where the keys come from; next() is nullopt once the input ended.
class KeySource {
public:
    virtual ~KeySource() = default;
    std::optional<Key> next() {
        while (keys_.empty()) {
            if (!readMore(keys_)) {
                decoder_.flush(keys_);
                if (keys_.empty()) {
                    return std::nullopt;
                }
            }
        }
        Key key = std::move(keys_.front());
        keys_.erase(keys_.begin());
        return key;
    }

protected:
    /// Decodes more input into `keys`; false at the end of the input.
    virtual bool readMore(std::vector<Key>& keys) = 0;
    KeyDecoder decoder_;

private:
    std::vector<Key> keys_;
};

/// Piped input or a file: a byte stream, sequences complete as they come.
class StreamKeys final : public KeySource {
public:
    explicit StreamKeys(std::istream& in) : in_(in) {}

private:
    bool readMore(std::vector<Key>& keys) override {
        const int byte = in_.get();
        if (byte == std::char_traits<char>::eof()) {
            return false;
        }
        decoder_.feed(static_cast<unsigned char>(byte), keys);
        return true;
    }
    std::istream& in_;
};

/// A terminal in raw mode: what one read returns, and an ESC followed by
/// kEscapeWaitMs of quiet is the Escape key alone.
class TerminalKeys final : public KeySource {
public:
    explicit TerminalKeys(int fd) : fd_(fd) {}

private:
    bool readMore(std::vector<Key>& keys) override {
        if (decoder_.pending()) {
            pollfd waiting{fd_, POLLIN, 0};
            if (::poll(&waiting, 1, kEscapeWaitMs) == 0) {
                decoder_.flush(keys);
                return true;
            }
        }
        unsigned char bytes[64];
        ssize_t count = -1;
        do {
            count = ::read(fd_, bytes, sizeof bytes);
        } while (count < 0 && errno == EINTR);
        if (count <= 0) {
            return false;
        }
        for (ssize_t i = 0; i < count; ++i) {
            decoder_.feed(bytes[i], keys);
        }
        return true;
    }
    int fd_;
};

/// Flushes `out`; when the output cannot be written (a full disk, a closed
/// terminal) says so on `err` and returns false.
bool delivered(std::ostream& out, std::ostream& err) {
    errno = 0;
    out.flush();
    if (out) {
        return true;
    }
    const int cause = errno;
    err << "easylink play: cannot write the game to standard output"
        << (cause != 0 ? std::string(": ") + std::strerror(cause) : std::string()) << '\n';
    return false;
}

/// The game loop over `keys` (see the file comment); returns the exit code.
/// `keyAtATime`: each key is acted on and shown at once (a terminal);
/// otherwise a line at a time.
int playLoop(PlaySession& session, KeySource& keys, FramePrinter& printer, std::ostream& out,
             std::ostream& err, bool colour, bool keyAtATime) {
    const auto show = [&] { printer.frame(drawView(session, colour) + statusLine(session)); };
    show();
    bool moved = false;
    bool hinted = false;
    // The end of a line (or of a key, at a terminal): the map again if the
    // party moved (in place, also when a message waits to be shown), and
    // the output checked.
    const auto endOfLine = [&] {
        if (moved || printer.messagesWaiting()) {
            show();
        }
        moved = false;
        hinted = false;
        return delivered(out, err);
    };
    if (!delivered(out, err)) {
        return kExitFailure;
    }
    while (const std::optional<Key> key = keys.next()) {
        if (key->kind == KeyKind::EndOfText) {
            break;
        }
        if (key->kind == KeyKind::Enter) {
            if (!endOfLine()) {
                return kExitFailure;
            }
            continue;
        }
        if (key->kind == KeyKind::Text && (key->text == "q" || key->text == "Q")) {
            if (printer.messagesWaiting()) {
                show();
            }
            out << "quit after " << counted(session.moves(), "move", "moves") << ".\n";
            return delivered(out, err) ? kExitOk : kExitFailure;
        }
        if (const std::optional<Dir> dir = commandDirection(*key)) {
            moved = true;
            switch (session.move(*dir)) {
                case MoveOutcome::Moved: break;
                case MoveOutcome::Blocked: printer.message(blockedMessage(session, *dir)); break;
                case MoveOutcome::ReachedExit:
                    show();
                    out << "You found the exit in " << counted(session.moves(), "move", "moves")
                        << "!\n";
                    return delivered(out, err) ? kExitOk : kExitFailure;
            }
        } else if (key->kind == KeyKind::Text && key->text != " " && !hinted) {
            // Only printable characters are quoted back: never a control
            // character or a piece of an escape sequence.
            printer.message("'" + key->text + "' is not a command: w/a/s/d move, q quits.\n");
            hinted = true;
        }
        if (keyAtATime && !endOfLine()) {
            return kExitFailure;
        }
    }
    if (!endOfLine()) {
        return kExitFailure;
    }
    err << "easylink play: the input ended after " << counted(session.moves(), "move", "moves")
        << ", before the exit was found\n";
    return kExitFailure;
}

int runPlay(const Arguments& args, std::istream& in, std::ostream& out, std::ostream& err) {
    const std::string name = args.value("--generator").value_or(kDefaultGenerator);
    const Generator* generator = findGenerator(name);
    if (generator == nullptr) {
        return usageError("play", unknownGeneratorMessage(name), err);
    }
    std::uint64_t seed = kDefaultSeed;
    if (const auto text = args.value("--seed")) {
        const auto parsed = parseUnsigned(*text, UINT64_MAX);
        if (!parsed) {
            return usageError(
                "play",
                "--seed must be a whole number from 0 to 18446744073709551615, not '" + *text + "'",
                err);
        }
        seed = *parsed;
    }
    PlayOptions options;
    options.sight.radius = kDefaultRadius;
    if (const auto text = args.value("--radius")) {
        const auto parsed = parseUnsigned(*text, kMaxRadius);
        if (!parsed) {
            return usageError("play",
                              "--radius must be a whole number from 0 to " +
                                  std::to_string(kMaxRadius) + ", not '" + *text + "'",
                              err);
        }
        options.sight.radius = static_cast<int>(*parsed);
    }

    MapOrExit map = generatedMap(args, *generator, seed, err);
    if (const int* code = std::get_if<int>(&map)) {
        return *code;
    }
    PlaySession session(std::move(std::get<TileRaster>(map)), options);
    if (!session.playable()) {
        err << "easylink play: " << name << ", seed " << seed
            << ": the map has no tile to stand on\n";
        return kExitFailure;
    }

    // Keys typed at a terminal come one at a time and unechoed; the
    // terminal is given back however the game ends (raw_terminal.hpp).
    const bool fromTerminal = &in == &std::cin && ::isatty(STDIN_FILENO) == 1;
    std::optional<RawTerminal> raw;
    if (fromTerminal) {
        raw.emplace(STDIN_FILENO);
    }
    const bool keyAtATime = raw && raw->active();
    std::string header =
        "easylink play: " + name + ", seed " + std::to_string(seed) + ", " +
        std::to_string(session.tiles().width()) + "x" + std::to_string(session.tiles().height()) +
        ". Find the exit '>': w/a/s/d " +
        (keyAtATime ? "or the arrow keys move" : "move (each letter of a line is one step)") +
        ", q quits.\n";
    switch (session.exitSource()) {
        case ExitSource::Map: break;
        case ExitSource::Marked:
            header +=
                "This map has no exit of its own: the tile farthest from the start is "
                "marked '>'.\n";
            break;
        case ExitSource::None:
            header += "This map has nowhere to go: only q ends the game.\n";
            break;
    }
    const bool toTerminal = &out == &std::cout && ::isatty(STDOUT_FILENO) == 1;
    const bool colour = toTerminal && std::getenv("NO_COLOR") == nullptr;
    FramePrinter printer(out, toTerminal);
    printer.header(header);
    if (keyAtATime) {
        TerminalKeys keys(STDIN_FILENO);
        return playLoop(session, keys, printer, out, err, colour, true);
    }
    StreamKeys keys(in);
    return playLoop(session, keys, printer, out, err, colour, false);
}

}  // namespace

Verb makePlayVerb() {
    Verb verb;
    verb.spec.name = "play";
    verb.spec.summary = "Walk a generated dungeon in the terminal until you find the exit.";
    verb.spec.details =
        "Generates one map (--generator, default rooms-corridors; --seed, default 1) and plays "
        "it:\n"
        "w/a/s/d (or W/A/S/D, or the arrow keys) move one tile north/west/south/east, q quits.\n"
        "At a terminal each key acts at once and is not echoed; piped in, every character of\n"
        "an input line is one command. Other escape sequences are ignored. The party sees\n"
        "--radius tiles around it (default 8) except behind walls, and remembers what it has\n"
        "seen. Maps without start or exit tiles (easylink's) start near the centre and get the\n"
        "tile farthest from the start as their exit. docs/play.md describes the game. Exit 0\n"
        "when the exit is found or on q, 1 when the input ends first, the map cannot be made\n"
        "or the output cannot be written, 2 for a wrong command line.";
    verb.spec.flags = {
        {"--generator", "NAME", "the generator (default rooms-corridors): " + generatorNames()},
        {"--seed", "N", "the seed (default 1)"},
        {"--width", "W", "the map's width in tiles"},
        {"--height", "H", "the map's height in tiles"},
        {"--params", "FILE",
         "a JSON object of the generator's parameters or options, or a layout file (its "
         "\"params\")",
         PathRole::Input},
        {"--catalogue", "FILE", "easylink: the module catalogue (default: the default catalogue)",
         PathRole::Input},
        {"--radius", "R", "how far the party sees, in tiles (default 8, 0 to 1000)"},
    };
    for (FlagSpec& flag : inputFlags()) {
        verb.spec.flags.push_back(std::move(flag));
    }
    verb.run = [](const Arguments& args, std::ostream& out, std::ostream& err) {
        return runPlay(args, std::cin, out, err);
    };
    return verb;
}

}  // namespace easylink::cli
