#pragma once

// Running the real `easylink` program from a test: its exit code, standard
// output and standard error, with no display so that `edit` never opens a
// window. Shared by the command-line test files.

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace easylink::cli_test {

namespace fs = std::filesystem;

struct RunResult {
    int exitCode = -1;
    std::string out;
    std::string err;
};

inline std::string slurp(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

inline std::string quote(const std::string& word) {
    std::string quoted = "'";
    for (char c : word) {
        quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    }
    return quoted + "'";
}

/// Runs `command` (a shell word sequence ending in the program, such as a
/// wrapper that sets limits first) with `args`, in `workingDirectory`, with
/// `environment` (NAME=value words) added and no display.
inline RunResult runProgram(const std::string& command, const std::vector<std::string>& args,
                            const std::string& environment, const fs::path& workingDirectory) {
    static int counter = 0;
    const fs::path dir = fs::temp_directory_path() / ("easylink-cli-" + std::to_string(::getpid()) +
                                                      "-" + std::to_string(counter++));
    fs::create_directories(dir);
    std::string line = "cd " + quote(workingDirectory.string()) +
                       " && env -u DISPLAY -u WAYLAND_DISPLAY " + environment + " sh -c " +
                       quote(command + " \"$@\"") + " easylink";
    for (const std::string& arg : args) {
        line += " " + quote(arg);
    }
    line += " > " + quote((dir / "out").string()) + " 2> " + quote((dir / "err").string()) +
            " < /dev/null";
    const int status = std::system(line.c_str());
    RunResult result;
    result.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    result.out = slurp(dir / "out");
    result.err = slurp(dir / "err");
    fs::remove_all(dir);
    return result;
}

/// Runs the program in `workingDirectory` with `environment` (NAME=value
/// words) added.
inline RunResult runEasylink(const std::vector<std::string>& args,
                             const std::string& environment = "",
                             const fs::path& workingDirectory = fs::temp_directory_path()) {
    return runProgram(quote(EASYLINK_PROGRAM), args, environment, workingDirectory);
}

inline std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        out.push_back(line);
    }
    return out;
}

inline const std::string kDefaultCatalogue =
    std::string(EASYLINK_ASSETS_DIR) + "/catalogues/default.json";

}  // namespace easylink::cli_test
