#include "dialogs/catalogue_settings_dialog.hpp"

#include <cmath>
#include <cstring>
#include <memory>
#include <sstream>

#include "document/editor_state.hpp"
#include "easylink/editing/catalogue_edit.hpp"
#include "shell/shortcuts.hpp"
#include "widgets/theme.hpp"
#include "widgets/tooltip.hpp"

namespace easylink::ui {
namespace {

std::string metres(double value) {
    std::ostringstream text;
    text << value << " m";
    return text.str();
}

/// Why `value` cannot be a size of `what` up to `limit` metres, or "".
std::string sizeProblem(const char* what, double value, double limit) {
    if (!std::isfinite(value) || value <= 0.0) {
        return std::string("The ") + what + " must be more than 0 m.";
    }
    if (value > limit) {
        return std::string("The ") + what + " must be at most " + metres(limit) + ".";
    }
    return "";
}

}  // namespace

void CatalogueSettingsDialog::open(const Catalogue& catalogue) {
    std::strncpy(name_, catalogue.name.c_str(), sizeof name_ - 1);
    name_[sizeof name_ - 1] = '\0';
    tileSize_ = {!catalogue.explicitTileSize.has_value(), catalogue.tileSize()};
    wallHeight_ = {!catalogue.explicitWallHeight.has_value(), catalogue.wallHeight()};
    problem_.clear();
    requestOpen();
}

void CatalogueSettingsDialog::drawMetres(const char* label, Metres& metres, Control field,
                                         Control toggle, const std::string& defaultText,
                                         const char* help) {
    ImGui::PushID(label);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(label);
    ImGui::SameLine(ImGui::GetFontSize() * 7.0f);
    ImGui::Checkbox("Default", &metres.useDefault);
    controls_.recordLastItem(toggle);
    tooltip(("The default: " + defaultText + ". A default is not written to the file.").c_str());
    ImGui::SameLine();
    ImGui::BeginDisabled(metres.useDefault);
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7.0f);
    ImGui::InputDouble("m", &metres.value, 0.0, 0.0, "%.3g");
    controls_.recordLastItem(field);
    ImGui::EndDisabled();
    tooltip(help);
    ImGui::PopID();
}

void CatalogueSettingsDialog::drawContents(EditorState& state) {
    controls_.clear();
    const CatalogueDocument* document = state.document().current();
    if (document == nullptr) {
        close();
        return;
    }
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Name");
    ImGui::SameLine(ImGui::GetFontSize() * 7.0f);
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 16.0f);
    ImGui::InputText("##name", name_, sizeof name_);
    controls_.recordLastItem(Control::Name);

    ImGui::Spacing();
    ImGui::TextColored(palette().dimText, "The level in 3D (glTF scenes):");
    const double tile = tileSize_.useDefault ? kDefaultTileSize : tileSize_.value;
    drawMetres("Tile size", tileSize_, Control::TileSize, Control::TileSizeDefault,
               metres(kDefaultTileSize),
               "How wide a map tile is in the designer's game, in metres: the scene's rooms, "
               "corridors and meshes are placed on this grid.");
    drawMetres("Wall height", wallHeight_, Control::WallHeight, Control::WallHeightDefault,
               "3 tiles (" + metres(3.0 * tile) + ")",
               "How high the walls of blockouts are, in metres.");

    if (!problem_.empty()) {
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24.0f);
        ImGui::TextColored(palette().errorText, "%s", problem_.c_str());
        ImGui::PopTextWrapPos();
    }
    ImGui::Spacing();
    const float buttonWidth = ImGui::GetFontSize() * 6.0f;
    if (ImGui::Button("Apply", {buttonWidth, 0.0f}) || shortcutPressed(Shortcut::Confirm)) {
        if (apply(state)) {
            close();
            return;
        }
    }
    controls_.recordLastItem(Control::Apply);
    ImGui::SameLine();
    closeButton("Cancel");
}

bool CatalogueSettingsDialog::apply(EditorState& state) {
    const Catalogue& catalogue = state.document().current()->catalogue;
    problem_.clear();
    if (name_[0] == '\0') {
        problem_ = "The catalogue needs a name.";
        return false;
    }
    if (!tileSize_.useDefault) {
        problem_ = sizeProblem("tile size", tileSize_.value, kMaxTileSize);
    }
    if (problem_.empty() && !wallHeight_.useDefault) {
        problem_ = sizeProblem("wall height", wallHeight_.value, kMaxWallHeight);
    }
    if (!problem_.empty()) {
        return false;
    }
    const SetCatalogueHeader::Header before = SetCatalogueHeader::Header::of(catalogue);
    SetCatalogueHeader::Header after = before;
    after.name = name_;
    after.tileSize = tileSize_.useDefault ? std::nullopt : std::optional<double>(tileSize_.value);
    after.wallHeight =
        wallHeight_.useDefault ? std::nullopt : std::optional<double>(wallHeight_.value);
    if (after.name == before.name && after.tileSize == before.tileSize &&
        after.wallHeight == before.wallHeight) {
        return true;  // nothing changed: no edit in the history
    }
    state.document().performEdit(std::make_unique<SetCatalogueHeader>(before, after));
    return true;
}

}  // namespace easylink::ui
