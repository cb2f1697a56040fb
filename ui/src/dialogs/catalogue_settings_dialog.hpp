#pragma once

// [SECTION] Catalogue settings
//
// The catalogue's own settings, one dialog: its name and, for the level in
// 3D (docs/scenes.md), the tile size and the wall height in metres, each
// either the default (and then not written to the file) or a value of the
// designer's. Apply makes one undoable edit of whatever changed.

#include <imgui.h>

#include <optional>
#include <string>
#include <string_view>

#include "dialogs/modal_dialog.hpp"
#include "easylink/catalogue/catalogue.hpp"
#include "panels/control_recorder.hpp"

namespace easylink::ui {

class CatalogueSettingsDialog final : public ModalDialog {
public:
    static constexpr const char* kTitle = "Catalogue settings";
    enum class Control { Name, TileSize, TileSizeDefault, WallHeight, WallHeightDefault, Apply };
    static constexpr std::string_view kControlNames[] = {
        "Name", "TileSize", "TileSizeDefault", "WallHeight", "WallHeightDefault", "Apply"};

    CatalogueSettingsDialog() : ModalDialog(kTitle) {}

    /// Opens on the next draw with `catalogue`'s settings in the fields.
    void open(const Catalogue& catalogue);

    /// Where `control` was drawn in the last frame (tests, the control map).
    std::optional<ImVec2> controlCentre(Control control) const {
        return controls_.centreOf(control);
    }
    /// Why Apply is refused, or "" (shown under the fields).
    const std::string& problem() const { return problem_; }

protected:
    void drawContents(EditorState& state) override;

private:
    /// A size in metres, or the default when `useDefault`.
    struct Metres {
        bool useDefault = true;
        double value = 1.0;
    };
    void drawMetres(const char* label, Metres& metres, Control field, Control toggle,
                    const std::string& defaultText, const char* help);
    /// Makes the edit, or says why not.
    bool apply(EditorState& state);

    char name_[128] = {};
    Metres tileSize_;
    Metres wallHeight_;
    std::string problem_;
    ControlRecorder<Control> controls_{kTitle, kControlNames};
};

}  // namespace easylink::ui
