#pragma once

// [SECTION] Opening a layout file
//
// File > Open layout... and `easylink edit LAYOUT.json` show a layout as its
// file has it: its rooms, corridors and links read back (core's
// easylink/output/layout_reader.hpp), never regenerated from its seed. The
// layout is read against the catalogue on show (a tile map needs none) and
// becomes the run on show, its timeline the events that build it; the
// generator, seed and parameters of the file become the settings, so that
// Generate makes the same run anew (the parameters come as one undoable
// edit). Export writes it back byte for byte.

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <variant>

#include "easylink/catalogue/catalogue.hpp"
#include "session/generation_session.hpp"

namespace easylink::ui {

class EditorState;

/// The run the layout file shows, read against `catalogue` (kept by the
/// run), or what is wrong with it: "layout.json: /rooms/3/template: no
/// module named 'hall' in the catalogue".
std::variant<std::unique_ptr<GenerationRun>, std::string> runFromLayoutFile(
    const std::filesystem::path& file, std::shared_ptr<const Catalogue> catalogue);

/// Reads the layout file against the document's catalogue and puts it on
/// show, with its settings. Returns why it cannot (the document on show is
/// left as it is), or nullopt.
std::optional<std::string> openLayoutFile(EditorState& state, const std::filesystem::path& file);

}  // namespace easylink::ui
