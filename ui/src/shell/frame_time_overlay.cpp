#include "shell/frame_time_overlay.hpp"

#include <imgui.h>

#include <cstdio>
#include <numeric>

namespace easylink::ui {
namespace {

double mean(const std::array<double, FrameTimeOverlay::kWindow>& values, std::size_t count) {
    return count == 0 ? 0.0
                      : std::accumulate(values.begin(), values.begin() + count, 0.0) /
                            static_cast<double>(count);
}

}  // namespace

void FrameTimeOverlay::record(double workMs, double intervalMs, bool rested) {
    work_[next_] = workMs;
    // A frame after a rest would count the rest; its own work stands in.
    interval_[next_] = rested ? workMs : intervalMs;
    next_ = (next_ + 1) % kWindow;
    count_ = count_ < kWindow ? count_ + 1 : kWindow;
    rested_ = rested;
}

double FrameTimeOverlay::meanWorkMs() const {
    return mean(work_, count_);
}

double FrameTimeOverlay::meanIntervalMs() const {
    return mean(interval_, count_);
}

std::string FrameTimeOverlay::line() const {
    char said[128];
    const double work = meanWorkMs();
    const double interval = meanIntervalMs();
    if (rested_) {
        std::snprintf(said, sizeof said, "%.2f ms a frame | resting: drawing on input only", work);
    } else {
        std::snprintf(said, sizeof said, "%.2f ms a frame | %.0f fps", work,
                      interval > 0.0 ? 1000.0 / interval : 0.0);
    }
    return said;
}

void FrameTimeOverlay::draw() const {
    if (!visible_) {
        return;
    }
    const std::string said = line();
    const ImGuiViewport& viewport = *ImGui::GetMainViewport();
    const ImVec2 size = ImGui::CalcTextSize(said.c_str());
    const ImVec2 padding{6.0f, 3.0f};
    // Below the menu bar, clear of the window's right edge.
    const ImVec2 max{viewport.Pos.x + viewport.Size.x - 8.0f,
                     viewport.Pos.y + ImGui::GetFrameHeight() + 6.0f + size.y + 2.0f * padding.y};
    const ImVec2 min{max.x - size.x - 2.0f * padding.x, max.y - size.y - 2.0f * padding.y};
    ImDrawList& draw = *ImGui::GetForegroundDrawList();
    draw.AddRectFilled(min, max, IM_COL32(0, 0, 0, 190), 3.0f);
    draw.AddText({min.x + padding.x, min.y + padding.y}, IM_COL32(230, 230, 230, 255),
                 said.c_str());
}

}  // namespace easylink::ui
