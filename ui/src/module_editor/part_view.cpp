#include "module_editor/part_view.hpp"

#include <algorithm>

#include <imgui.h>

#include "widgets/module_canvas.hpp"
#include "widgets/part_summary.hpp"
#include "widgets/theme.hpp"

namespace easylink::ui::module_editor {
namespace {

constexpr float kPartMaxTilePixels = 40.0f;

}  // namespace

bool showsPartView(const ModuleTemplate& module) {
    return isPartKind(module.kind) || module.isVariant();
}

std::string drawPartView(const ModuleTemplate& module, const ScreenRect& area) {
    std::string note = partNote(module);
    ImGui::BeginChild("part", area.size);
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(note.c_str());
    for (const std::string& line : phaseTwoLines(module)) {
        ImGui::Bullet();
        ImGui::TextWrapped("%s", line.c_str());
    }
    ImGui::TextColored(palette().dimText,
                       isPartKind(module.kind)
                           ? "Parts have no ports: phase 2 turns them to face their slot. Edit "
                             "patterns, parameters and slots in the catalogue file."
                           : "A variant has its base's ports and kind. Edit its pattern in the "
                             "catalogue file.");
    ImGui::PopTextWrapPos();

    const ImVec2 avail = ImGui::GetContentRegionAvail();
    if (!module.takesSlotSize() && isDrawableModuleSize(module.size) && avail.x >= 16.0f &&
        avail.y >= 16.0f) {
        const ScreenRect canvasArea{ImGui::GetCursorScreenPos(), avail};
        ImGui::Dummy(avail);
        const TileCanvas canvas = fitTileCanvas(canvasArea, module.size, 8.0f, kPartMaxTilePixels);
        ImDrawList& draw = *ImGui::GetWindowDrawList();
        draw.PushClipRect(canvasArea.min, canvasArea.max(), true);
        draw.AddRectFilled(canvasArea.min, canvasArea.max(), palette().canvasBackground);
        if (hasDrawablePattern(module)) {
            drawPatternTiles(draw, canvas, module);
        } else if (isPartKind(module.kind)) {
            drawGenericPart(draw, canvas, module.kind, module.size);
        } else {
            drawModuleTiles(draw, canvas, module.size);
        }
        drawTileGrid(draw, canvas, module.size);
        draw.AddRect(canvas.point({0, 0}), canvas.point({module.size.w, module.size.h}),
                     palette().outline);
        drawSlotRects(draw, canvas, module);
        draw.PopClipRect();
    }
    ImGui::EndChild();
    return note;
}

}  // namespace easylink::ui::module_editor
