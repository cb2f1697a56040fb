#pragma once

// Where a catalogue problem points, in terms the editor can act on.

#include <cstddef>
#include <optional>
#include <string_view>

namespace easylink::ui {

/// The index of the module a JSON pointer lies in ("/modules/3/ports/1/pos"
/// gives 3), or nullopt for pointers outside the module list.
std::optional<std::size_t> moduleIndexOfPointer(std::string_view pointer);

/// The index of the port a JSON pointer lies in ("/modules/3/ports/1/pos"
/// gives 1), or nullopt for pointers outside a module's port list.
std::optional<std::size_t> portIndexOfPointer(std::string_view pointer);

}  // namespace easylink::ui
