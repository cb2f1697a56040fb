#pragma once

// [SECTION] Regions panel
//
// The regions of the easylink parameters (docs/design.md section 8), in their
// order (where regions overlap, the last one holding a room's centre
// applies, so the order matters): each row with its colour on the viewport,
// index, name, rect, density (its own, or "room_density"), blocked or module
// list, and the density asked of it against the density achieved on the
// layout on show. Below the list, the selected region's fields: name, x, y,
// w, h, its own density, blocked, and the modules it is limited to (picked
// from the catalogue's normal and dead_end rooms). Add, Delete and the
// arrows change the list.
//
// Every change is one SetParams on the editor's history (a field typed into
// or held is one entry), so Ctrl+Z takes it back, and with auto-regenerate
// on the layout follows. The selection is the editor state's, shared with
// the viewport's region mode, which draws and drags regions on the map.

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "easylink/editing/catalogue_edit.hpp"
#include "easylink/generation/generator_params.hpp"
#include "panels/control_recorder.hpp"
#include "panels/panel.hpp"
#include "viewport/region_tool.hpp"

namespace easylink::ui {

class RegionsPanel final : public Panel {
public:
    static constexpr const char* kTitle = "Regions";

    /// Controls whose place in the last frame tests and tooltips can ask for.
    enum class Control {
        Add,
        Delete,
        MoveUp,
        MoveDown,
        RegionMode,
        Name,
        X,
        Y,
        Width,
        Height,
        HasDensity,
        Density,
        Blocked,
        HasModules,
    };
    /// Control's names, for the control map (control_recorder.hpp).
    static constexpr std::string_view kControlNames[] = {
        "Add", "Delete", "MoveUp", "MoveDown",   "RegionMode", "Name",    "X",
        "Y",   "Width",  "Height", "HasDensity", "Density",    "Blocked", "HasModules"};

    RegionsPanel();

    /// The centre of `control` as drawn in the last frame, if it was drawn.
    std::optional<ImVec2> controlCentre(Control control) const;
    /// Where `control` was drawn in the last frame (a number field with its
    /// - and + buttons at the right end), if it was drawn.
    std::optional<ControlBox> controlRect(Control control) const;
    /// The centre of a module's tick in the selected region's module list.
    std::optional<ImVec2> moduleCentre(std::string_view name) const;
    /// The labels of the rows drawn in the last frame ("courtyard: asked
    /// 0.00 / got 0.00"), by region index.
    const std::vector<std::string>& rowLabels() const { return rowLabels_; }

protected:
    void drawContent(EditorState& state) override;

private:
    void drawToolbar(EditorState& state);
    void drawList(EditorState& state, const std::vector<double>& achieved);
    void drawSelected(EditorState& state, std::size_t index);
    // The selected region's fields, one row (or four, for the rect) each;
    // `region` is a copy, since an edit replaces the parameters.
    void drawNameField(EditorState& state, std::size_t index, const Region& region,
                       const std::string& name);
    void drawRectFields(EditorState& state, std::size_t index, const Region& region,
                        const std::string& name);
    void drawDensityField(EditorState& state, std::size_t index, const Region& region,
                          const std::string& name);
    void drawBlockedField(EditorState& state, std::size_t index, const Region& region,
                          const std::string& name);
    void drawModules(EditorState& state, std::size_t index);
    void drawProblems(const EditorState& state, std::size_t index);
    void readShortcuts(EditorState& state);
    /// Changes region `index` through the history; `gesture` folds the
    /// edits of a field typed into or held into one entry.
    void editRegion(EditorState& state, std::size_t index, std::string label,
                    const std::function<void(Region&)>& change, GestureId gesture = 0);
    void addRegion(EditorState& state);
    void deleteRegion(EditorState& state, std::size_t index);
    void moveRegion(EditorState& state, std::size_t index, bool up);
    /// A gesture starts when the last item was activated; it ends when it
    /// was deactivated.
    void trackGesture(EditorState& state);
    void endGesture(EditorState& state);

    AchievedDensities densities_;
    ControlRecorder<Control> controls_{kTitle, kControlNames};
    ControlRecorder<std::string> moduleTicks_{"Regions/Modules", textName};  // by module name
    std::vector<std::string> rowLabels_;
    GestureId gesture_ = 0;
};

}  // namespace easylink::ui
