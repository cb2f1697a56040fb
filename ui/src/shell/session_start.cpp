#include "shell/session_start.hpp"

#include "document/editor_state.hpp"

namespace easylink::ui {

StartCatalogue openStartCatalogue(EditorState& state, const std::filesystem::path& requested,
                                  const std::filesystem::path& remembered,
                                  const std::filesystem::path& fallback) {
    StartCatalogue start;
    if (!requested.empty() || remembered.empty()) {
        start.path = requested.empty() ? fallback : requested;
        start.opened = state.document().openCatalogue(start.path);
        return start;
    }
    start.path = remembered;
    start.opened = state.document().openCatalogue(remembered);
    if (start.opened) {
        return start;
    }
    const RefusedLoad& refused = *state.document().refusedLoad();
    const std::string reason = refused.problems.empty() ? std::string("it cannot be read")
                                                        : refused.problems.front().message;
    start.note = "the last session's catalogue " + remembered.string() + " cannot be opened (" +
                 reason + "); opening " + fallback.filename().string() + " instead";
    start.path = fallback;
    start.opened = state.document().openCatalogue(fallback);
    return start;
}

}  // namespace easylink::ui
