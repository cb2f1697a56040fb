// Every rejection has a mark on the map: at a step where a candidate was
// refused for closing a loop of 2 rooms, the viewport outlines both rooms; where one was blocked by
// a room, the room the reason names is outlined too. The marks are read back from the viewport as
// it drew them, over the default catalogue's runs.

#include <gtest/gtest.h>

#include <filesystem>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "document/editor_state.hpp"
#include "headless_imgui.hpp"
#include "panels/viewport_panel.hpp"
#include "session/generation_session.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kAssets = EASYLINK_ASSETS_DIR;

class RejectionMarksTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(state.document().openCatalogue(kAssets / "catalogues" / "default.json"));
        session().settings().setAutoRegenerate(false);
    }
    GenerationSession& session() { return state.generation(); }

    /// Runs seeds from 1 until one has a rejection whose text holds
    /// `words`; leaves that run on show and returns the event's index.
    std::optional<std::size_t> findRejection(const std::string& words) {
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            session().settings().setSeed(seed);
            EXPECT_TRUE(state.session().generateFromDocument().empty());
            session().waitForRun();
            imgui.frames(2, draw);
            const Timeline* timeline = session().cursor().timeline();
            if (timeline == nullptr) {
                continue;
            }
            for (std::size_t i = 0; i < timeline->size(); ++i) {
                const Event& event = timeline->event(i);
                if (event.kind == EventKind::CandidateRejected &&
                    event.text.find(words) != std::string::npos) {
                    return i;
                }
            }
        }
        return std::nullopt;
    }

    /// The marks the viewport drew at step `index + 1` for event `index`.
    std::vector<ViewportPanel::RejectionMark> marksOf(std::size_t index) {
        session().cursor().setStep(index + 1);  // step K: right after event K
        imgui.frames(2, draw);
        std::vector<ViewportPanel::RejectionMark> marks;
        for (const auto& mark : viewport.rejectionMarks()) {
            if (mark.event == index) {
                marks.push_back(mark);
            }
        }
        return marks;
    }

    testing::HeadlessImGui imgui{{1280.0f, 800.0f}};
    EditorState state;
    ViewportPanel viewport;
    std::function<void()> draw = [this] {
        state.session().updateGeneration(0.0);
        viewport.draw(state, {{0.0f, 0.0f}, {1280.0f, 800.0f}});
    };
};

TEST_F(RejectionMarksTest, ALoopOfTwoRoomsRefusedOutlinesBothRoomsAndTheCandidate) {
    const std::optional<std::size_t> index = findRejection("would close a loop of 2 rooms");
    ASSERT_TRUE(index.has_value()) << "no such rejection in seeds 1 to 12";
    const std::vector<ViewportPanel::RejectionMark> marks = marksOf(*index);
    std::set<int> rooms;
    bool candidate = false;
    for (const auto& mark : marks) {
        if (mark.named) {
            EXPECT_EQ(mark.named->kind, EventObject::Kind::Room);
            const PlacedRoom* room = session().cursor().layoutAtStep()->room(mark.named->id);
            ASSERT_NE(room, nullptr);
            EXPECT_EQ(mark.rect, room->rect());
            rooms.insert(mark.named->id);
        } else {
            candidate = true;
        }
    }
    EXPECT_EQ(rooms.size(), 2u) << session().cursor().timeline()->event(*index).text;
    // A corridor between the two has tiles of its own to mark; a direct
    // link between touching ports has none.
    (void)candidate;
}

TEST_F(RejectionMarksTest, ABlockerNamedInARejectionIsOutlined) {
    const std::optional<std::size_t> index = findRejection(" is blocked by room ");
    ASSERT_TRUE(index.has_value()) << "no such rejection in seeds 1 to 12";
    const std::string& text = session().cursor().timeline()->event(*index).text;
    const std::size_t at =
        text.find(" is blocked by room ") + std::string(" is blocked by room ").size();
    const int named = std::stoi(text.substr(at));
    const std::vector<ViewportPanel::RejectionMark> marks = marksOf(*index);
    bool outlined = false;
    for (const auto& mark : marks) {
        if (mark.named && mark.named->kind == EventObject::Kind::Room && mark.named->id == named) {
            outlined = true;
            EXPECT_EQ(mark.rect, session().cursor().layoutAtStep()->room(named)->rect());
        }
    }
    EXPECT_TRUE(outlined) << text;
}

}  // namespace
}  // namespace easylink::ui
