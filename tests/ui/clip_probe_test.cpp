// The clip probe that the fit tests rely on: it must report text a designer
// cannot reach (cut by a window that does not scroll sideways, by a column,
// by a frame) and leave alone text that scrolling sideways reaches, at any
// depth of child windows.

#include <gtest/gtest.h>
#include <imgui_internal.h>

#include <string>
#include <vector>

#include "editor_look.hpp"
#include "headless_imgui.hpp"
#include "shell/clip_probe.hpp"

namespace easylink::ui {
namespace {

constexpr const char* kLongText = "a name far too long for the narrow box it is shown in";

class ClipProbe : public ::testing::Test {
protected:
    void SetUp() override { testing::useEditorLook(); }

    testing::HeadlessImGui imgui_;

    /// Draws a 300x200 window holding one 200x100 child drawn by `inside`,
    /// and returns what the probe says the window cut.
    std::vector<std::string> probe(ImGuiWindowFlags childFlags, void (*inside)()) {
        imgui_.frames(3, [&] {
            ImGui::SetNextWindowPos({10.0f, 10.0f});
            ImGui::SetNextWindowSize({300.0f, 200.0f});
            ImGui::Begin("Probed", nullptr, ImGuiWindowFlags_NoSavedSettings);
            ImGui::BeginChild("inner", {200.0f, 100.0f}, true, childFlags);
            inside();
            ImGui::EndChild();
            ImGui::End();
        });
        return clippedOnTheRight(*ImGui::FindWindowByName("Probed"));
    }
};

void plainText() {
    ImGui::TextUnformatted(kLongText);
}

void nestedPlainText() {
    ImGui::BeginChild("deeper", {150.0f, 50.0f});
    ImGui::TextUnformatted(kLongText);
    ImGui::EndChild();
}

void textInANarrowColumn() {
    if (ImGui::BeginTable("table", 2, ImGuiTableFlags_SizingFixedFit)) {
        ImGui::TableSetupColumn("name", ImGuiTableColumnFlags_WidthFixed, 60.0f);
        ImGui::TableSetupColumn("value", ImGuiTableColumnFlags_WidthFixed, 60.0f);
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(kLongText);
        ImGui::TableNextColumn();
        ImGui::TextUnformatted("1");
        ImGui::EndTable();
    }
}

TEST_F(ClipProbe, TextPastTheEdgeOfAChildThatDoesNotScrollSidewaysIsCut) {
    const std::vector<std::string> clipped = probe(ImGuiWindowFlags_None, plainText);
    ASSERT_EQ(clipped.size(), 1u);
    EXPECT_NE(clipped.front().find("a name far too long"), std::string::npos) << clipped.front();
}

TEST_F(ClipProbe, TextInAChildOfAChildIsLookedAtToo) {
    EXPECT_EQ(probe(ImGuiWindowFlags_None, nestedPlainText).size(), 1u);
}

TEST_F(ClipProbe, TextThatScrollingSidewaysReachesIsNotCut) {
    EXPECT_TRUE(probe(ImGuiWindowFlags_HorizontalScrollbar, plainText).empty());
}

TEST_F(ClipProbe, TextCutByAColumnIsCutEvenWhereTheChildScrollsSideways) {
    const std::vector<std::string> clipped =
        probe(ImGuiWindowFlags_HorizontalScrollbar, textInANarrowColumn);
    ASSERT_EQ(clipped.size(), 1u);
    EXPECT_NE(clipped.front().find("column 'name'"), std::string::npos) << clipped.front();
    EXPECT_NE(clipped.front().find("in 'inner'"), std::string::npos) << clipped.front();
}

}  // namespace
}  // namespace easylink::ui
