#pragma once

// [SECTION] Module editor: the module's problems
//
// The validator's problems about one module of the open catalogue, found by
// their JSON pointers, and the port each one is about.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "easylink/io/problem.hpp"

namespace easylink::ui {
class EditorState;
}

namespace easylink::ui::module_editor {

/// The port a problem of module `module` is about, from its pointer.
std::optional<std::size_t> problemPort(const std::string& pointer, std::size_t module);
/// The problems of the document about module `module`, in report order.
std::vector<const Problem*> moduleProblems(const EditorState& state, std::size_t module);
/// Per port of module `module` (`count` of them): its problems, in report order.
std::vector<std::vector<const Problem*>> problemsByPort(const EditorState& state,
                                                        std::size_t module, std::size_t count);
/// Per port of module `module`: whether the validator reports anything in it.
std::vector<bool> brokenPorts(const EditorState& state, std::size_t module, std::size_t count);

}  // namespace easylink::ui::module_editor
