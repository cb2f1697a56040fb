// The main loop's pacing and input: the frame pacer lets the editor rest
// only when nothing moves and no input just came; the key queue hands ImGui a
// key pressed and released between two frames as a press in one frame and a
// release in the next, so no tap is lost; the frame-time overlay averages
// what the frames cost.

#include <gtest/gtest.h>

#include <vector>

#include <filesystem>
#include <fstream>

#include "headless_imgui.hpp"
#include "platform/frame_pacer.hpp"
#include "platform/key_event_queue.hpp"
#include "shell/frame_time_overlay.hpp"
#include "shell/preferences.hpp"

namespace easylink::ui {
namespace {

TEST(FramePacer, RestsOnlyWhenNothingMovesAndNoInputJustCame) {
    FramePacer pacer;
    // Nothing happened yet: rest until the next periodic check.
    EXPECT_EQ(pacer.waitSeconds(10.0, false, false), FramePacer::kIdleWakeSeconds);
    // Busy (a run, playback): never rest.
    EXPECT_EQ(pacer.waitSeconds(10.0, true, false), 0.0);
    // Input just came: frames back to back while ImGui settles, then rest.
    pacer.noteInput(10.0);
    EXPECT_EQ(pacer.waitSeconds(10.0 + FramePacer::kSettleSeconds / 2, false, false), 0.0);
    EXPECT_EQ(pacer.waitSeconds(10.0 + FramePacer::kSettleSeconds * 2, false, false),
              FramePacer::kIdleWakeSeconds);
    // A text field with the keyboard blinks its cursor.
    EXPECT_EQ(pacer.waitSeconds(20.0, false, true), FramePacer::kTextBlinkSeconds);
    EXPECT_LT(FramePacer::kTextBlinkSeconds, FramePacer::kIdleWakeSeconds);
}

constexpr int kKeyG = 71;
constexpr int kKeyCtrl = 341;
constexpr int kKeyA = 65;
constexpr int kKeyEnter = 257;
constexpr int kModCtrl = 0x2;

TEST(KeyEventQueue, APressAndReleaseBetweenTwoFramesTakeTwoFrames) {
    KeyEventQueue queue;
    queue.push({kKeyG, 0, KeyEvent::kPress, 0});
    queue.push({kKeyG, 0, KeyEvent::kRelease, 0});
    EXPECT_EQ(queue.takeFrame(), (std::vector<KeyEvent>{{kKeyG, 0, KeyEvent::kPress, 0}}));
    EXPECT_EQ(queue.takeFrame(), (std::vector<KeyEvent>{{kKeyG, 0, KeyEvent::kRelease, 0}}));
    EXPECT_TRUE(queue.empty());
    EXPECT_TRUE(queue.takeFrame().empty());
}

TEST(KeyEventQueue, DifferentKeysAndRepeatsShareAFrameInOrder) {
    KeyEventQueue queue;
    const KeyEvent ctrlDown{kKeyCtrl, 0, KeyEvent::kPress, 0};
    const KeyEvent gDown{kKeyG, 0, KeyEvent::kPress, 2};
    const KeyEvent gRepeat{kKeyG, 0, KeyEvent::kRepeat, 2};
    const KeyEvent gUp{kKeyG, 0, KeyEvent::kRelease, 2};
    const KeyEvent ctrlUp{kKeyCtrl, 0, KeyEvent::kRelease, 0};
    for (const KeyEvent& event : {ctrlDown, gDown, gRepeat, gUp, ctrlUp}) {
        queue.push(event);
    }
    // Ctrl+G typed faster than a frame: Ctrl and G go down together (the
    // shortcut is seen), G goes up a frame later and Ctrl one after, in the
    // order typed.
    EXPECT_EQ(queue.takeFrame(), (std::vector<KeyEvent>{ctrlDown, gDown, gRepeat}));
    EXPECT_EQ(queue.takeFrame(), (std::vector<KeyEvent>{gUp}));
    EXPECT_EQ(queue.takeFrame(), (std::vector<KeyEvent>{ctrlUp}));
    EXPECT_TRUE(queue.empty());
}

TEST(KeyEventQueue, AModifierLetGoBeforeItsKeyWaitsForTheNextFrame) {
    // xdotool's "key ctrl+q": Ctrl down, Q down, Ctrl up, Q up, faster than a
    // frame. Q must be seen down while Ctrl still is.
    KeyEventQueue queue;
    const KeyEvent ctrlDown{kKeyCtrl, 0, KeyEvent::kPress, 0};
    const KeyEvent gDown{kKeyG, 0, KeyEvent::kPress, 2};
    const KeyEvent ctrlUp{kKeyCtrl, 0, KeyEvent::kRelease, 2};
    const KeyEvent gUp{kKeyG, 0, KeyEvent::kRelease, 0};
    for (const KeyEvent& event : {ctrlDown, gDown, ctrlUp, gUp}) {
        queue.push(event);
    }
    EXPECT_EQ(queue.takeFrame(), (std::vector<KeyEvent>{ctrlDown, gDown}));
    EXPECT_EQ(queue.takeFrame(), (std::vector<KeyEvent>{ctrlUp, gUp}));
    EXPECT_TRUE(queue.empty());
}

TEST(KeyEventQueue, TextTypedAfterACommandKeyWaitsForTheNextFrame) {
    // xdotool's "key ctrl+a" then "type /w" faster than a frame: a text
    // field reads a frame's characters before its keys, so the characters
    // wait until Ctrl+A has been seen, or they would be selected and lost.
    KeyEventQueue queue;
    const KeyEvent ctrlDown{kKeyCtrl, 0, KeyEvent::kPress, 0};
    const KeyEvent aDown{kKeyA, 0, KeyEvent::kPress, kModCtrl};
    const KeyEvent aUp{kKeyA, 0, KeyEvent::kRelease, kModCtrl};
    const KeyEvent ctrlUp{kKeyCtrl, 0, KeyEvent::kRelease, kModCtrl};
    const KeyEvent slash = KeyEvent::text('/');
    const KeyEvent w = KeyEvent::text('w');
    const KeyEvent enterDown{kKeyEnter, 0, KeyEvent::kPress, 0};
    for (const KeyEvent& event : {ctrlDown, aDown, slash, aUp, ctrlUp, w, enterDown}) {
        queue.push(event);
    }
    EXPECT_EQ(queue.takeFrame(), (std::vector<KeyEvent>{ctrlDown, aDown}));
    EXPECT_EQ(queue.takeFrame(), (std::vector<KeyEvent>{slash, aUp}));
    // Characters before Enter share its frame: they are read first.
    EXPECT_EQ(queue.takeFrame(), (std::vector<KeyEvent>{ctrlUp, w, enterDown}));
    EXPECT_TRUE(queue.empty());
}

TEST(KeyEventQueue, ATapReachesImGuiAsAKeyPress) {
    // Through ImGui itself: the queued events applied a frame at a time make
    // IsKeyPressed true once; set all at once (as GLFW's callbacks did), the
    // tap is never seen.
    testing::HeadlessImGui imgui;
    const auto pressesSeen = [&imgui](bool queued) {
        KeyEventQueue queue;
        queue.push({kKeyG, 0, KeyEvent::kPress, 0});
        queue.push({kKeyG, 0, KeyEvent::kRelease, 0});
        ImGuiIO& io = ImGui::GetIO();
        if (!queued) {
            for (const KeyEvent& event : queue.takeFrame()) {
                io.KeysDown[event.key] = event.action != KeyEvent::kRelease;
            }
            for (const KeyEvent& event : queue.takeFrame()) {
                io.KeysDown[event.key] = event.action != KeyEvent::kRelease;
            }
        }
        int seen = 0;
        for (int frame = 0; frame < 4; ++frame) {
            if (queued) {
                for (const KeyEvent& event : queue.takeFrame()) {
                    io.KeysDown[event.key] = event.action != KeyEvent::kRelease;
                }
            }
            imgui.frame([&] { seen += ImGui::IsKeyPressed(kKeyG, false) ? 1 : 0; });
        }
        return seen;
    };
    EXPECT_EQ(pressesSeen(true), 1);
    EXPECT_EQ(pressesSeen(false), 0);
}

TEST(FrameTimeOverlay, AveragesTheLastFramesAndSaysWhenResting) {
    FrameTimeOverlay overlay;
    EXPECT_EQ(overlay.meanWorkMs(), 0.0);
    overlay.record(2.0, 16.0, false);
    overlay.record(4.0, 18.0, false);
    EXPECT_DOUBLE_EQ(overlay.meanWorkMs(), 3.0);
    EXPECT_DOUBLE_EQ(overlay.meanIntervalMs(), 17.0);
    EXPECT_FALSE(overlay.resting());
    // A frame after a rest counts its own work, not the rest, as its interval.
    overlay.record(3.0, 900.0, true);
    EXPECT_TRUE(overlay.resting());
    EXPECT_DOUBLE_EQ(overlay.meanIntervalMs(), (16.0 + 18.0 + 3.0) / 3.0);
    // Only the last kWindow frames count.
    for (std::size_t i = 0; i < FrameTimeOverlay::kWindow; ++i) {
        overlay.record(1.0, 10.0, false);
    }
    EXPECT_DOUBLE_EQ(overlay.meanWorkMs(), 1.0);
    EXPECT_DOUBLE_EQ(overlay.meanIntervalMs(), 10.0);
}

TEST(DisplayPreferences, FrameTimeAndUiScaleAreRememberedAndCheckedOnLoad) {
    const std::filesystem::path file =
        std::filesystem::temp_directory_path() /
        ("easylink-display-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) +
         ".json");
    Preferences kept;
    EXPECT_EQ(kept.uiScale, 0.0f);  // follows the monitor by default
    EXPECT_FALSE(kept.showFrameTime);
    kept.showFrameTime = true;
    kept.uiScale = 1.5f;
    ASSERT_EQ(savePreferences(file, kept), std::nullopt);
    const Preferences read = loadPreferences(file);
    EXPECT_TRUE(read.showFrameTime);
    EXPECT_EQ(read.uiScale, 1.5f);

    // Out of range or of the wrong type: the defaults stay.
    for (const char* bad : {R"({"display": {"ui_scale": 40, "frame_time": "yes"}})",
                            R"({"display": {"ui_scale": -1}})", R"({"display": [1, 2]})"}) {
        std::ofstream(file) << bad;
        const Preferences defaults = loadPreferences(file);
        EXPECT_EQ(defaults.uiScale, 0.0f) << bad;
        EXPECT_FALSE(defaults.showFrameTime) << bad;
    }
    std::filesystem::remove(file);
}

}  // namespace
}  // namespace easylink::ui
