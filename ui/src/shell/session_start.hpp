#pragma once

// [SECTION] Session start
//
// Which catalogue the editor opens on: the one the command line names; with
// none, the one the last session ended on; and the default catalogue the
// first time, or when the remembered file is gone or can no longer be read
// as a catalogue (one that reads but breaks rules still opens: the editor is
// where such files get fixed). Falling back is said in a note for the
// terminal, never in a dialog.

#include <filesystem>
#include <string>

namespace easylink::ui {

class EditorState;

struct StartCatalogue {
    /// The file asked for first; the document shows it when opened is true.
    std::filesystem::path path;
    bool opened = false;
    /// Why the remembered catalogue was passed over, or empty.
    std::string note;
};

/// Opens `requested` when it is not empty; otherwise `remembered`, and
/// `fallback` when that is empty, missing or unreadable.
StartCatalogue openStartCatalogue(EditorState& state, const std::filesystem::path& requested,
                                  const std::filesystem::path& remembered,
                                  const std::filesystem::path& fallback);

}  // namespace easylink::ui
