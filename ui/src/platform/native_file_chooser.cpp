#include "platform/native_file_chooser.hpp"

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <vector>

namespace easylink::ui {
namespace {

/// Runs `program` with `arguments` (no shell between), returning its exit
/// status and what it printed on standard output. The child's id is kept in
/// `child` while it runs, so that it can be stopped from another thread.
std::pair<int, std::string> runCapturing(const std::filesystem::path& program,
                                         const std::vector<std::string>& arguments,
                                         std::atomic<pid_t>& child) {
    // Everything the child needs is made before fork(): between fork() and
    // exec() a threaded program may only make async-signal-safe calls.
    std::string name = program.string();
    std::vector<std::string> copies = arguments;
    std::vector<char*> argv;
    argv.push_back(name.data());
    for (std::string& argument : copies) {
        argv.push_back(argument.data());
    }
    argv.push_back(nullptr);

    int pipeEnds[2];
    if (pipe(pipeEnds) != 0) {
        return {-1, {}};
    }
    const pid_t id = fork();
    if (id < 0) {
        close(pipeEnds[0]);
        close(pipeEnds[1]);
        return {-1, {}};
    }
    if (id == 0) {
        dup2(pipeEnds[1], STDOUT_FILENO);
        close(pipeEnds[0]);
        close(pipeEnds[1]);
        execv(name.c_str(), argv.data());
        _exit(127);
    }
    child = id;
    close(pipeEnds[1]);
    std::string output;
    std::array<char, 4096> buffer{};
    ssize_t count = 0;
    while ((count = read(pipeEnds[0], buffer.data(), buffer.size())) > 0) {
        output.append(buffer.data(), static_cast<std::size_t>(count));
    }
    close(pipeEnds[0]);
    int status = 0;
    const pid_t waited = waitpid(id, &status, 0);
    child = 0;
    if (waited != id) {
        return {-1, output};
    }
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, output};
}

}  // namespace

std::optional<std::filesystem::path> NativeFileChooser::findZenity() {
    const char* path = std::getenv("PATH");
    if (path == nullptr) {
        return std::nullopt;
    }
    std::string_view rest(path);
    while (!rest.empty()) {
        const std::size_t colon = rest.find(':');
        const std::string_view folder = rest.substr(0, colon);
        rest = colon == std::string_view::npos ? std::string_view() : rest.substr(colon + 1);
        if (folder.empty()) {
            continue;
        }
        const std::filesystem::path candidate = std::filesystem::path(folder) / "zenity";
        if (access(candidate.c_str(), X_OK) == 0) {
            return candidate;
        }
    }
    return std::nullopt;
}

NativeFileChooser::~NativeFileChooser() {
    // A chooser still up when the editor closes is closed with it, so that
    // the future's destructor does not wait for the user.
    if (const pid_t id = child_->load(); id > 0) {
        kill(id, SIGTERM);
    }
}

bool NativeFileChooser::start(Purpose purpose, const std::string& title,
                              const std::filesystem::path& suggested) {
    if (running()) {
        return false;
    }
    const std::optional<std::filesystem::path> zenity = findZenity();
    if (!zenity) {
        return false;
    }
    std::vector<std::string> arguments = {"--file-selection", "--title=" + title,
                                          "--filename=" + suggested.string()};
    if (purpose == Purpose::Save) {
        arguments.emplace_back("--save");
        arguments.emplace_back("--confirm-overwrite");
    }
    pending_ = std::async(std::launch::async, [program = *zenity, arguments, child = child_] {
        auto [status, output] = runCapturing(program, arguments, *child);
        while (!output.empty() && (output.back() == '\n' || output.back() == '\r')) {
            output.pop_back();
        }
        Outcome outcome;
        if (status == 0 && !output.empty()) {
            outcome.path = std::filesystem::path(output);
        }
        return outcome;
    });
    return true;
}

std::optional<NativeFileChooser::Outcome> NativeFileChooser::poll() {
    if (!pending_.valid() ||
        pending_.wait_for(std::chrono::seconds(0)) != std::future_status::ready) {
        return std::nullopt;
    }
    return pending_.get();
}

void NativeFileChooser::wait() const {
    if (pending_.valid()) {
        pending_.wait();
    }
}

}  // namespace easylink::ui
