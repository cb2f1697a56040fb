#include "panels/report_widgets.hpp"

#include <algorithm>

#include "theme.hpp"

namespace easylink::ui::report_widgets {

std::string counted(std::uint64_t count, const char* one, const char* many) {
    return std::to_string(count) + " " + (count == 1 ? one : many);
}

void wrappedDim(const char* text) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(palette().dimText, "%s", text);
    ImGui::PopTextWrapPos();
}

void sameLineIfFits(float width, float right) {
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    if (ImGui::GetItemRectMax().x + spacing + width <= right) {
        ImGui::SameLine();
    }
}

float regionRight() {
    return ImGui::GetCursorScreenPos().x + ImGui::GetContentRegionAvail().x;
}

MetricText metricText(Metric metric) {
    switch (metric) {
        case Metric::Attempts:
            return {"Attempts per seed", "attempts", "every seed; a failed one used them all"};
        case Metric::Rooms: return {"Rooms", "rooms", "per layout"};
        case Metric::NormalRooms: return {"Normal rooms", "normal rooms", "per layout"};
        case Metric::Corridors: return {"Corridors", "corridors", "per layout"};
        case Metric::Loops: return {"Loops", "loops", "per layout: the room graph's cycle rank"};
        case Metric::DeadEnds:
            return {"Dead ends", "dead ends", "per layout: normal rooms with one link"};
        case Metric::Diameter:
            return {"Graph diameter", "links",
                    "per layout: the longest shortest path between two rooms"};
    }
    return {"", "", ""};
}

ReasonText reasonText(ReasonKind kind) {
    switch (kind) {
        case ReasonKind::Failure:
            return {"Why seeds failed", "The final reason of each seed that gave no layout."};
        case ReasonKind::AttemptFailed:
            return {"Why attempts restarted", "Attempts thrown away before the run started again."};
        case ReasonKind::Rejection:
            return {"Why candidates were rejected",
                    "Candidates the generator considered and refused (the top blockers), "
                    "numbers and coordinates replaced by N."};
        case ReasonKind::Phase2Problem:
            return {"Phase 2 problems", "Slots nothing could fill, by category."};
    }
    return {"", ""};
}

}  // namespace easylink::ui::report_widgets
