#pragma once

// [SECTION] Native file chooser
//
// The desktop's own file dialog, through `zenity` when it is installed: the
// export and open dialogs offer a Browse button that fills their path field
// with the file chosen there. zenity runs as a child process on a thread of
// its own, so the editor keeps drawing while it is up; without zenity the
// path fields are all there is.

#include <sys/types.h>

#include <atomic>
#include <filesystem>
#include <future>
#include <memory>
#include <optional>
#include <string>

namespace easylink::ui {

class NativeFileChooser {
public:
    enum class Purpose { Open, Save };

    /// The zenity program on PATH, if any.
    static std::optional<std::filesystem::path> findZenity();

    NativeFileChooser() = default;
    ~NativeFileChooser();
    NativeFileChooser(const NativeFileChooser&) = delete;
    NativeFileChooser& operator=(const NativeFileChooser&) = delete;

    /// Shows the chooser, starting at `suggested`. Returns false (and starts
    /// nothing) without zenity or while a chooser is already up.
    bool start(Purpose purpose, const std::string& title, const std::filesystem::path& suggested);

    bool running() const { return pending_.valid(); }

    struct Outcome {
        /// The file chosen; nullopt when the chooser was cancelled or failed.
        std::optional<std::filesystem::path> path;
    };
    /// The outcome once the chooser has closed, exactly once; nullopt while
    /// it is still up or when none was started.
    std::optional<Outcome> poll();

    /// Waits for the chooser to close (tests).
    void wait() const;

private:
    /// The running zenity's process id, 0 when none; shared with the thread.
    std::shared_ptr<std::atomic<pid_t>> child_ = std::make_shared<std::atomic<pid_t>>(0);
    std::future<Outcome> pending_;
};

}  // namespace easylink::ui
