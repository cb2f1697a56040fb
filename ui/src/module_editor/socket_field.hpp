#pragma once

// [SECTION] Module editor: a port's socket
//
// The selected port's kind of door (docs/design.md section 11): typed, or
// picked from the sockets the catalogue's other ports already carry, so a
// designer names a kind once and reuses it. Empty is none. Junctions
// carry no socket, so for them the field is off and says why. Each change
// is one catalogue edit through the history; typed text applies when the
// field lets go of the keyboard.

#include <cstddef>
#include <string>
#include <vector>

#include "easylink/catalogue/catalogue.hpp"
#include "module_editor/drawn_items.hpp"

namespace easylink::ui {
class EditorState;
}

namespace easylink::ui::module_editor {

/// The sockets `catalogue`'s ports carry, each once, sorted.
std::vector<std::string> catalogueSockets(const Catalogue& catalogue);

class SocketField {
public:
    void draw(EditorState& state, const ModuleTemplate& module, std::size_t port,
              DrawnControls& controls);
    /// Drops text being typed, so the field shows the port's own.
    void stopEditing() { editing_ = false; }

private:
    char text_[kMaxSocketLength + 1] = {};
    bool editing_ = false;
};

}  // namespace easylink::ui::module_editor
