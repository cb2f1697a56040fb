#pragma once

// [SECTION] Catalogue panel
//
// The catalogue's modules as a table (name, kind, size, weight, ports) with a
// filter box over names and kinds; clicking a row selects the module. Modules
// with errors have their name in the error colour, and a selection made
// elsewhere (the problems panel) scrolls its row into view.

#include <cstddef>
#include <optional>

#include "panels/panel.hpp"

namespace easylink::ui {

class CataloguePanel final : public Panel {
public:
    static constexpr const char* kTitle = "Catalogue";

    CataloguePanel();

    /// The filter's text, as typed ("hall", "junction,-bend").
    void setFilterText(const char* text);

protected:
    void drawContent(EditorState& state) override;

private:
    void drawModuleTable(EditorState& state);
    void drawModuleRow(EditorState& state, std::size_t index, int errorCount, bool scrollIntoView);

    ImGuiTextFilter filter_;
    std::optional<std::size_t> shownSelection_;  // the selection this panel last saw
};

}  // namespace easylink::ui
