// The ControlRecorder the panels' test hooks share: a control is found
// where it was drawn, first recording first, and forgotten on clear().

#include "panels/control_recorder.hpp"

#include <string>
#include <string_view>
#include <utility>

#include <gtest/gtest.h>
#include <imgui.h>

#include "headless_imgui.hpp"

namespace easylink::ui {
namespace {

enum class Control { Near, Far, Never };

TEST(ControlRecorder, FindsEachControlWhereItWasDrawn) {
    testing::HeadlessImGui imgui;
    ControlRecorder<Control> controls;
    ImVec2 nearMin;
    ImVec2 nearMax;
    imgui.frames(2, [&] {
        controls.clear();
        ImGui::SetNextWindowPos({10.0f, 20.0f});
        ImGui::Begin("recorded");
        ImGui::Button("near");
        controls.recordLastItem(Control::Near);
        nearMin = ImGui::GetItemRectMin();
        nearMax = ImGui::GetItemRectMax();
        ImGui::Button("far", {200.0f, 40.0f});
        controls.recordLastItem(Control::Far);
        // A second record of a control does not move it.
        controls.record(Control::Near, {{500.0f, 500.0f}, {600.0f, 600.0f}});
        ImGui::End();
    });

    const std::optional<ControlBox> near = controls.boxOf(Control::Near);
    ASSERT_TRUE(near.has_value());
    EXPECT_EQ(near->min.x, nearMin.x);
    EXPECT_EQ(near->min.y, nearMin.y);
    EXPECT_EQ(near->max.x, nearMax.x);
    EXPECT_EQ(near->max.y, nearMax.y);
    const std::optional<ControlBox> far = controls.boxOf(Control::Far);
    ASSERT_TRUE(far.has_value());
    EXPECT_EQ(far->max.x - far->min.x, 200.0f);
    EXPECT_EQ(far->max.y - far->min.y, 40.0f);
    const std::optional<ImVec2> centre = controls.centreOf(Control::Far);
    ASSERT_TRUE(centre.has_value());
    EXPECT_EQ(centre->x, (far->min.x + far->max.x) * 0.5f);
    EXPECT_EQ(centre->y, (far->min.y + far->max.y) * 0.5f);
    EXPECT_FALSE(controls.centreOf(Control::Never).has_value());

    controls.clear();
    EXPECT_FALSE(controls.centreOf(Control::Near).has_value());
}

TEST(ControlRecorder, KeysOfAnyComparableType) {
    ControlRecorder<std::string> names;
    names.record("room_8x8", {{0.0f, 0.0f}, {10.0f, 20.0f}});
    const std::optional<ImVec2> centre = names.centreOf(std::string_view("room_8x8"));
    ASSERT_TRUE(centre.has_value());
    EXPECT_EQ(centre->x, 5.0f);
    EXPECT_EQ(centre->y, 10.0f);
    EXPECT_FALSE(names.centreOf(std::string_view("room_8x")).has_value());

    ControlRecorder<std::pair<Control, int>> options;
    options.record({Control::Far, 2}, {{0.0f, 0.0f}, {4.0f, 4.0f}});
    EXPECT_TRUE(options.centreOf(std::pair{Control::Far, 2}).has_value());
    EXPECT_FALSE(options.centreOf(std::pair{Control::Far, 1}).has_value());
    EXPECT_FALSE(options.centreOf(std::pair{Control::Near, 2}).has_value());
}

}  // namespace
}  // namespace easylink::ui
