// Every text of the editor that names a key reads the shortcut registry's
// label: the tooltips drawn headlessly change with nothing but the label, and
// no string literal under ui/ spells a chord the registry owns.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "document/editor_state.hpp"
#include "panels/generation_panel.hpp"
#include "panels/timeline_panel.hpp"
#include "session/generation_session.hpp"
#include "shell/shortcuts.hpp"
#include "ui_test_fixture.hpp"
#include "widgets/tooltip.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kAssets = EASYLINK_ASSETS_DIR;
const std::filesystem::path kUi = std::filesystem::path(EASYLINK_SOURCE_DIR) / "ui";

class ShortcutLabelsTest : public testing::UiTest {
protected:
    void drawFrame() override {
        state.session().updateGeneration(ImGui::GetIO().DeltaTime);
        generationPanel.draw(state, {{0.0f, 0.0f}, {440.0f, 800.0f}});
        timelinePanel.draw(state, {{440.0f, 560.0f}, {840.0f, 240.0f}});
    }

    void SetUp() override {
        ASSERT_TRUE(state.document().openCatalogue(kAssets / "catalogues" / "default.json"));
        state.generation().settings().setAutoRegenerate(false);
        state.generation().settings().setSeed(7);
        ASSERT_TRUE(state.generation().start(state.document().current()->catalogue));
        ASSERT_TRUE(state.generation().waitForRun());
        frames(2);
    }

    /// The text of the tooltip shown while the mouse is over `at`.
    std::string tooltipAt(std::optional<ImVec2> at) {
        EXPECT_TRUE(at.has_value()) << "the control was not drawn";
        if (!at) {
            return "";
        }
        imgui.hover({0.0f, 0.0f}, draw);  // off it first, so the tooltip is new
        hover(*at);
        return shownTooltipText();
    }

    EditorState state;
    GenerationPanel generationPanel;
    TimelinePanel timelinePanel;
};

TEST_F(ShortcutLabelsTest, TheGenerateButtonsTooltipEndsInTheRegistrysLabel) {
    const auto generate = [&] {
        return tooltipAt(generationPanel.controlCentre(GenerationPanel::Control::Generate));
    };
    const std::string text = "Run the generator on the catalogue with these settings";
    EXPECT_EQ(generate(), text + " (Ctrl+G)");
    {
        const ScopedShortcutLabel relabelled(Shortcut::Generate, "Alt+F9");
        EXPECT_EQ(generate(), text + " (Alt+F9)");
    }
    EXPECT_EQ(generate(), text + " (Ctrl+G)");
}

TEST_F(ShortcutLabelsTest, TheTimelinesTooltipsFollowTheRegistrysLabels) {
    const ScopedShortcutLabel phase(Shortcut::PreviousPhase, "Alt+PgUp");
    const ScopedShortcutLabel play(Shortcut::PlayPause, "P");
    const ScopedShortcutLabel start(Shortcut::ToStart, "Ctrl+Home");
    const ScopedShortcutLabel goTo(Shortcut::GoToStep, "Ctrl+J");
    EXPECT_EQ(tooltipAt(timelinePanel.controlCentre(TimelinePanel::Control::BackPhase)),
              "Back to the start of the phase (Alt+PgUp)");
    EXPECT_EQ(tooltipAt(timelinePanel.controlCentre(TimelinePanel::Control::PlayPause)),
              "Play the run event by event, or pause it (P)");
    EXPECT_EQ(tooltipAt(timelinePanel.controlCentre(TimelinePanel::Control::Start)),
              "Before the first event (Ctrl+Home)");
    EXPECT_NE(tooltipAt(timelinePanel.controlCentre(TimelinePanel::Control::GoTo))
                  .find("(Ctrl+J here or in the Log)"),
              std::string::npos);
}

// [SECTION] No key spelled by hand

/// The string literals of a C++ source, comments left out; literals next to
/// each other (split over lines) are one text, as the compiler joins them.
std::vector<std::string> stringLiterals(const std::string& source) {
    std::vector<std::string> texts;
    std::size_t lastEnd = std::string::npos;
    for (std::size_t i = 0; i < source.size();) {
        if (source.compare(i, 2, "//") == 0) {
            i = source.find('\n', i);
        } else if (source.compare(i, 2, "/*") == 0) {
            i = source.find("*/", i) + 2;
        } else if (source[i] == '\'' || source[i] == '"') {
            const char quote = source[i];
            std::string text;
            std::size_t j = i + 1;
            for (; j < source.size() && source[j] != quote; ++j) {
                if (source[j] == '\\') {
                    text += source[j++];
                }
                text += source[j];
            }
            if (quote == '"') {
                const bool joined = lastEnd != std::string::npos &&
                                    source.find_first_not_of(" \t\n", lastEnd) == i &&
                                    !texts.empty();
                if (joined) {
                    texts.back() += text;
                } else {
                    texts.push_back(text);
                }
                lastEnd = j + 1;
            }
            i = j + 1;
        } else {
            ++i;
        }
        if (i == std::string::npos) {
            break;
        }
    }
    return texts;
}

std::string escaped(const std::string& text) {
    return std::regex_replace(text, std::regex(R"([.^$|()\[\]{}*+?\\])"), R"(\$&)");
}

/// A pattern matching a text that names one of the registry's keys: a chord
/// with a modifier or an F-key anywhere; a plain key ("Delete", "B") where a
/// sentence names a key: in brackets, after "press", before a verb ("Delete
/// removes", "Enter goes", "T switches"), before a colon or "in the". Keys
/// in `except` are left out.
std::regex keyMention(const std::set<std::string>& except = {}) {
    std::set<std::string> chords;
    std::set<std::string> keys;
    for (const ShortcutRecord& record : shortcutRecords()) {
        for (const KeyChord& chord : record.chords) {
            const std::string label = chordLabel(chord);
            if (label.empty() || except.count(label) != 0) {
                continue;
            }
            const bool chordLike = label.find('+') != std::string::npos ||
                                   std::regex_match(label, std::regex("F[0-9]+"));
            (chordLike ? chords : keys).insert(escaped(label));
        }
    }
    const auto alternation = [](const std::set<std::string>& labels) {
        std::string joined;
        for (const std::string& label : labels) {
            joined += (joined.empty() ? "" : "|") + label;
        }
        return "(" + joined + ")";
    };
    const std::string chord = alternation(chords);
    const std::string key = alternation(keys);
    return std::regex("(^|[^\\w+])" + chord + "(?!\\w)|\\(" + key + "[) ;,]|\\(or " + key +
                      "\\)|[Pp]ress " + key + "\\b|\\b" + key + " ([a-z]+s\\b|in the\\b)|\\b" +
                      key + ": ");
}

TEST(KeysInText, NoTextUnderUiSpellsAKeyTheRegistryOwns) {
    // The report's comparison names its two parameter sets A and B, which
    // are letters, not the play test's A or the bookmark's B.
    const std::string lettersAsNames = "report_compare_view.cpp";
    const std::regex mention = keyMention();
    const std::regex mentionButAB = keyMention({"A", "B"});
    int files = 0;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(kUi)) {
        const std::filesystem::path& path = entry.path();
        const std::string name = path.filename().string();
        if ((path.extension() != ".cpp" && path.extension() != ".hpp") || name == "shortcuts.cpp") {
            continue;
        }
        ++files;
        std::ifstream in(path);
        std::stringstream source;
        source << in.rdbuf();
        for (const std::string& text : stringLiterals(source.str())) {
            std::smatch found;
            if (!std::regex_search(text, found, name == lettersAsNames ? mentionButAB : mention)) {
                continue;
            }
            ADD_FAILURE() << path.lexically_relative(kUi).string() << " spells \"" << found.str()
                          << "\" in \"" << text
                          << "\": read the key with shortcutLabel (shortcuts.hpp)";
        }
    }
    EXPECT_GT(files, 100);
}

TEST(KeysInText, TheScanFindsAKeySpelledByHand) {
    const std::regex mention = keyMention();
    for (const char* text : {"Generate (Ctrl+G)", "Reload with F5", "pause it (Space)",
                             "Bookmark (B)", "click (or B) to remove", "Press Enter to apply.",
                             "Delete removes it", "Delete: remove it.", "(T switches)"}) {
        EXPECT_TRUE(std::regex_search(std::string(text), mention)) << text;
    }
    for (const char* text : {"Delete port", "End", "Home", "Right-click to move", "A room",
                             "Ctrl+click to type", "(0 to 10000)"}) {
        EXPECT_FALSE(std::regex_search(std::string(text), mention)) << text;
    }
}

TEST(KeysInText, LiteralsSplitOverLinesAreOneText) {
    const std::vector<std::string> texts =
        stringLiterals("f(\"press \"\n  \"Enter\"); // \"(Space)\"\n g('\"', \"x\");");
    ASSERT_EQ(texts.size(), 2u);
    EXPECT_EQ(texts[0], "press Enter");
    EXPECT_EQ(texts[1], "x");
}

}  // namespace
}  // namespace easylink::ui
