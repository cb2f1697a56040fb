// The two ways the panels make text fit the width there is: a table leaves
// out its least needed columns (table_column_fit.hpp), and, as the last
// resort, text ends in "..." (text_ellipsis.hpp).

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "headless_imgui.hpp"
#include "widgets/table_column_fit.hpp"
#include "widgets/text_ellipsis.hpp"

namespace easylink::ui {
namespace {

TEST(TableColumnFit, EveryColumnShowsWhenAllFit) {
    const std::vector<ColumnNeed> columns = {{100.0f, 0}, {50.0f, 1}, {40.0f, 2}};
    EXPECT_EQ(columnsThatFit(columns, 190.0f + 3 * 10.0f, 10.0f),
              (std::vector<bool>{true, true, true}));
}

TEST(TableColumnFit, TheLeastNeededColumnsGoFirstUntilTheRestFit) {
    // Priority 3 goes first, then 2; of equal numbers the rightmost.
    const std::vector<ColumnNeed> columns = {{100.0f, 0}, {50.0f, 2}, {40.0f, 3},
                                             {30.0f, 1},  {20.0f, 2}, {10.0f, 0}};
    EXPECT_EQ(columnsThatFit(columns, 250.0f, 0.0f),
              (std::vector<bool>{true, true, true, true, true, true}));
    EXPECT_EQ(columnsThatFit(columns, 249.0f, 0.0f),
              (std::vector<bool>{true, true, false, true, true, true}));
    EXPECT_EQ(columnsThatFit(columns, 200.0f, 0.0f),
              (std::vector<bool>{true, true, false, true, false, true}));
    EXPECT_EQ(columnsThatFit(columns, 160.0f, 0.0f),
              (std::vector<bool>{true, false, false, true, false, true}));
    EXPECT_EQ(columnsThatFit(columns, 139.0f, 0.0f),
              (std::vector<bool>{true, false, false, false, false, true}));
}

TEST(TableColumnFit, ColumnsAlwaysShownStayWhateverTheWidth) {
    const std::vector<ColumnNeed> columns = {{100.0f, 0}, {50.0f, 1}, {40.0f, 0}};
    EXPECT_EQ(columnsThatFit(columns, 10.0f, 5.0f), (std::vector<bool>{true, false, true}));
}

TEST(TableColumnFit, EachColumnsPaddingCounts) {
    const std::vector<ColumnNeed> columns = {{100.0f, 0}, {50.0f, 1}};
    EXPECT_EQ(columnsThatFit(columns, 170.0f, 10.0f), (std::vector<bool>{true, true}));
    EXPECT_EQ(columnsThatFit(columns, 169.0f, 10.0f), (std::vector<bool>{true, false}));
}

class TextEllipsisTest : public ::testing::Test {
protected:
    // CalcTextSize needs a frame under way.
    void SetUp() override { ImGui::NewFrame(); }
    void TearDown() override { ImGui::EndFrame(); }

    static float width(const std::string& text) { return ImGui::CalcTextSize(text.c_str()).x; }

    testing::HeadlessImGui imgui;
};

TEST_F(TextEllipsisTest, TextThatFitsStaysWhole) {
    const std::string name = "long_gallery_32x8_pillared";
    EXPECT_FALSE(needsEllipsis(name, width(name)));
    EXPECT_EQ(ellipsized(name, width(name)), name);
}

TEST_F(TextEllipsisTest, TextThatDoesNotFitKeepsTheLongestStartThatFitsWithDots) {
    const std::string name = "long_gallery_32x8_pillared";
    const float room = width("long_gallery...") + 0.5f;
    EXPECT_TRUE(needsEllipsis(name, room));
    EXPECT_EQ(ellipsized(name, room), "long_gallery...");
    EXPECT_LE(width(ellipsized(name, room)), room);
    EXPECT_EQ(ellipsized(name, width("...")), "...");
    EXPECT_EQ(ellipsized(name, 0.0f), "...");
}

TEST_F(TextEllipsisTest, ACutNeverSplitsACharacter) {
    const std::string name = "h\u00e9\u00e9\u00e9\u00e9\u00e9ll";  // two bytes each
    for (float room = 0.0f; room < width(name); room += 1.0f) {
        const std::string shown = ellipsized(name, room);
        const std::string start = shown.substr(0, shown.size() - 3);
        EXPECT_EQ(name.compare(0, start.size(), start), 0);
        // The start ends on a character's last byte.
        EXPECT_TRUE(start.empty() || name.size() == start.size() ||
                    (static_cast<unsigned char>(name[start.size()]) & 0xC0u) != 0x80u)
            << room;
    }
}

}  // namespace
}  // namespace easylink::ui
