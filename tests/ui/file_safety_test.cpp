// Files that feel safe and sessions remembered, through the editor shell:
// the editor's own file browser where no desktop dialog exists, shipped
// catalogues that Save never writes over, paths proposed that are never an
// input, every panel naming the file after Save As, and the catalogue, seed,
// map size and parameters kept from one session to the next.

#include <GLFW/glfw3.h>
#include <gtest/gtest.h>
#include <imgui_internal.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "dialogs/path_proposal.hpp"
#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/editing/catalogue_edit.hpp"
#include "easylink/generation/generator_params.hpp"
#include "files/folder_listing.hpp"
#include "panels/catalogue_panel.hpp"
#include "panels/generation_panel.hpp"
#include "platform/config_directory.hpp"
#include "shell/editor_shell.hpp"
#include "shell/preferences.hpp"
#include "shell/session_start.hpp"
#include "test_files.hpp"
#include "ui_test_fixture.hpp"

namespace easylink::ui {
namespace {

namespace fs = std::filesystem;

const fs::path kData = EASYLINK_UI_TEST_DATA_DIR;
const fs::path kAssets = EASYLINK_ASSETS_DIR;

using testing::readText;
using testing::ScopedEnvironment;
using testing::ScratchFolder;

std::vector<std::string> entryNames(const FolderListing& listing) {
    std::vector<std::string> names;
    for (const FolderEntry& entry : listing.entries) {
        names.push_back(entry.isFolder ? entry.name + "/" : entry.name);
    }
    return names;
}

class FileSafetyTest : public testing::UiTest {
protected:
    FileSafetyTest()
        : folder(std::string("easylink-ui-safety-") +
                 ::testing::UnitTest::GetInstance()->current_test_info()->name()) {
        fs::copy_file(kData / "small.json", folder.path() / "rooms.json");
        fs::copy_file(kData / "small.json", folder.path() / "Alpha.json");
        fs::create_directories(folder.path() / "sub");
        fs::copy_file(kData / "small.json", folder.path() / "sub" / "inner.json");
        fs::create_directories(folder.path() / "beta");
        std::ofstream(folder.path() / "notes.txt") << "not a catalogue";
        std::ofstream(folder.path() / ".hidden.json") << "{}";
        shell.state().generation().settings().setAutoRegenerate(false);
    }

    void drawFrame() override { shell.drawFrame(); }

    void reweighFirst(double weight) {
        EditorState& state = shell.state();
        ASSERT_TRUE(state.document().performEdit(
            editModule(state.document().current()->catalogue, 0, "set weight",
                       [&](ModuleTemplate& m) { m.weight = weight; })));
    }
    /// What `drawWindow` wrote on screen, through ImGui's text log (which
    /// stops at the end of the first window drawn).
    std::string loggedText(const std::function<void()>& drawWindow) {
        const fs::path log = folder.path() / "frame.log";
        fs::remove(log);
        imgui.frame([&] {
            ImGui::LogToFile(-1, log.c_str());
            drawWindow();
            ImGui::LogFinish();
        });
        return readText(log);
    }
    /// Everything the menu bar and every panel write on screen, each panel
    /// drawn on its own over the window for two frames (a new window shows
    /// nothing on its first).
    std::map<std::string, std::string> everyPanelsText() {
        std::map<std::string, std::string> texts;
        texts["menu bar"] = loggedText([&] { shell.drawFrame(); });
        const ScreenRect region{{0.0f, 20.0f}, {1280.0f, 780.0f}};
        for (const auto& panel : shell.panels().panels()) {
            const auto drawPanel = [&] { panel->draw(shell.state(), region); };
            panel->setOpen(true);
            imgui.frame(drawPanel);
            texts[panel->title()] = loggedText(drawPanel);
        }
        return texts;
    }
    /// The panels whose text holds `word`.
    static std::vector<std::string> saying(const std::map<std::string, std::string>& texts,
                                           const std::string& word) {
        std::vector<std::string> titles;
        for (const auto& [title, text] : texts) {
            if (text.find(word) != std::string::npos) {
                titles.push_back(title);
            }
        }
        return titles;
    }
    /// Ctrl+O, then Browse...: the editor's browser, as there is no zenity.
    const FileBrowserDialog& openBrowser() {
        press(GLFW_KEY_O, true);
        frames(1);
        const BrowseButton& browse = shell.openDialog().browseButton();
        EXPECT_FALSE(browse.desktopDialog());
        const auto centre = browse.centre();
        EXPECT_TRUE(centre.has_value()) << "no Browse... button";
        if (centre) {
            click(*centre);
        }
        frames(2);
        return browse.browser();
    }

    ScratchFolder folder;
    ScopedEnvironment noZenity{"PATH", "/nonexistent"};
    EditorShell shell;
};

// [SECTION] The file browser

TEST(FolderListing, FoldersFirstSortedAndFilteredByExtension) {
    ScratchFolder folder("easylink-ui-listing");
    for (const char* name : {"b.json", "A.JSON", "c.png", "notes.txt", ".hidden.json"}) {
        std::ofstream(folder.path() / name) << "x";
    }
    fs::create_directories(folder.path() / "zeta");
    fs::create_directories(folder.path() / "Alpha");
    const FileFilter json{"Catalogues (*.json)", {".json"}};
    EXPECT_EQ(entryNames(listFolder(folder.path(), json)),
              (std::vector<std::string>{"Alpha/", "zeta/", "A.JSON", "b.json"}));
    EXPECT_EQ(entryNames(listFolder(folder.path(), {"Pictures", {".png", ".tmj"}})),
              (std::vector<std::string>{"Alpha/", "zeta/", "c.png"}));
    EXPECT_EQ(
        entryNames(listFolder(folder.path(), {})),
        (std::vector<std::string>{"Alpha/", "zeta/", "A.JSON", "b.json", "c.png", "notes.txt"}));

    const FolderListing missing = listFolder(folder.path() / "nowhere", json);
    EXPECT_TRUE(missing.entries.empty());
    EXPECT_NE(missing.error.find("Cannot read"), std::string::npos) << missing.error;
    const FolderListing notAFolder = listFolder(folder.path() / "b.json", json);
    EXPECT_TRUE(notAFolder.entries.empty());
    EXPECT_NE(notAFolder.error.find("Cannot read"), std::string::npos) << notAFolder.error;
}

TEST(FolderListing, AnUnreadableFolderIsAMessage) {
    if (::geteuid() == 0) {
        GTEST_SKIP() << "root reads every folder";
    }
    ScratchFolder folder("easylink-ui-unreadable");
    const fs::path locked = folder.path() / "locked";
    fs::create_directories(locked);
    fs::permissions(locked, fs::perms::none);
    const FolderListing listing = listFolder(locked, {});
    fs::permissions(locked, fs::perms::owner_all);
    EXPECT_TRUE(listing.entries.empty());
    EXPECT_NE(listing.error.find("locked"), std::string::npos) << listing.error;
}

TEST_F(FileSafetyTest, TheBrowserListsTheFolderAndOpensAFileWithClicks) {
    ASSERT_TRUE(shell.state().document().openCatalogue(folder.path() / "rooms.json"));
    frames(2);
    const FileBrowserDialog& browser = openBrowser();
    ASSERT_TRUE(browser.isOpen());
    // It starts in the folder of the path in the Open dialog's field.
    EXPECT_EQ(browser.folder(), folder.path());
    EXPECT_EQ(entryNames(browser.listing()),
              (std::vector<std::string>{"beta/", "sub/", "Alpha.json", "rooms.json"}));
    ASSERT_TRUE(browser.entryCentre("..").has_value());
    EXPECT_FALSE(browser.entryCentre("notes.txt").has_value());
    EXPECT_NE(browser.placeCentre("Working folder"), std::nullopt);

    // The filter combo: all files, then catalogues again.
    const auto chooseFilter = [&](const std::string& label) {
        ASSERT_TRUE(browser.filterCentre().has_value());
        click(*browser.filterCentre());
        frames(1);
        const auto choice = browser.filterCentre(label);
        ASSERT_TRUE(choice.has_value()) << label;
        click(*choice);
        frames(1);
    };
    chooseFilter("All files (*)");
    EXPECT_EQ(entryNames(browser.listing()),
              (std::vector<std::string>{"beta/", "sub/", "Alpha.json", "notes.txt", "rooms.json"}));
    chooseFilter("Catalogues (*.json)");
    EXPECT_FALSE(browser.entryCentre("notes.txt").has_value());

    // A double click opens a folder; one on a file opens it as the catalogue.
    doubleClick(*browser.entryCentre("sub"));
    frames(1);
    EXPECT_EQ(browser.folder(), folder.path() / "sub");
    EXPECT_EQ(entryNames(browser.listing()), (std::vector<std::string>{"inner.json"}));
    const auto inner = browser.entryCentre("inner.json");
    ASSERT_TRUE(inner.has_value());
    doubleClick(*inner);
    frames(2);
    EXPECT_FALSE(browser.isOpen());
    EXPECT_FALSE(shell.openDialog().isOpen());
    ASSERT_NE(shell.state().document().current(), nullptr);
    EXPECT_EQ(shell.state().document().current()->path, folder.path() / "sub" / "inner.json");
}

TEST_F(FileSafetyTest, TheBrowserGoesUpSelectsWithAClickAndPicksWithEnter) {
    ASSERT_TRUE(shell.state().document().openCatalogue(folder.path() / "sub" / "inner.json"));
    frames(2);
    const FileBrowserDialog& browser = openBrowser();
    ASSERT_TRUE(browser.isOpen());
    EXPECT_EQ(browser.folder(), folder.path() / "sub");

    // "..", clicked and Enter: up one folder.
    click(*browser.entryCentre(".."));
    press(GLFW_KEY_ENTER);
    frames(1);
    EXPECT_EQ(browser.folder(), folder.path());

    // A click on a file puts its name in the field; Enter opens it.
    click(*browser.entryCentre("Alpha.json"));
    EXPECT_EQ(browser.fileName(), "Alpha.json");
    press(GLFW_KEY_ENTER);
    frames(2);
    EXPECT_FALSE(shell.openDialog().isOpen());
    EXPECT_EQ(shell.state().document().current()->path, folder.path() / "Alpha.json");
}

TEST_F(FileSafetyTest, EscapeClosesTheBrowserAndKeepsTheDialog) {
    ASSERT_TRUE(shell.state().document().openCatalogue(folder.path() / "rooms.json"));
    frames(2);
    const FileBrowserDialog& browser = openBrowser();
    ASSERT_TRUE(browser.isOpen());
    // A name that is not there: said in the browser, which stays.
    type("missing.json");
    press(GLFW_KEY_ENTER);
    EXPECT_TRUE(browser.isOpen());
    EXPECT_NE(browser.error().find("There is no file"), std::string::npos) << browser.error();
    press(GLFW_KEY_ESCAPE);
    frames(1);
    EXPECT_FALSE(browser.isOpen());
    EXPECT_TRUE(shell.openDialog().isOpen());
    EXPECT_EQ(shell.state().document().current()->path, folder.path() / "rooms.json");
}

TEST_F(FileSafetyTest, SaveAsThroughTheBrowserTakesATypedNameAndTheFiltersExtension) {
    ASSERT_TRUE(shell.state().document().openCatalogue(folder.path() / "rooms.json"));
    frames(2);
    reweighFirst(6.0);
    press(GLFW_KEY_S, true, true);
    frames(1);
    ASSERT_TRUE(shell.saveAsDialog().isOpen());
    const BrowseButton& browse = shell.saveAsDialog().browseButton();
    ASSERT_TRUE(browse.centre().has_value());
    click(*browse.centre());
    frames(2);
    ASSERT_TRUE(browse.browser().isOpen());
    // The proposal's name is in the field, its text selected: typing replaces it.
    EXPECT_EQ(browse.browser().fileName(), "rooms-copy.json");
    doubleClick(*browse.browser().entryCentre("beta"));
    frames(1);
    ASSERT_EQ(browse.browser().folder(), folder.path() / "beta");
    type("kept");
    press(GLFW_KEY_ENTER);
    frames(2);
    EXPECT_FALSE(shell.saveAsDialog().isOpen()) << shell.saveAsDialog().message();
    EXPECT_EQ(shell.state().document().current()->path, folder.path() / "beta" / "kept.json");
    EXPECT_EQ(loadCatalogueFile(folder.path() / "beta" / "kept.json").catalogue.modules[0].weight,
              6.0);
}

// [SECTION] Shipped catalogues and proposed paths

TEST_F(FileSafetyTest, SaveOnAShippedCatalogueGoesToSaveAsInTheUsersFolder) {
    const fs::path shipped = kAssets / "catalogues" / "default.json";
    const fs::path mine = folder.path() / "data" / "easylink-studio" / "catalogues";
    shell.state().document().setShippedFolder(kAssets);
    shell.state().document().setUserCatalogueFolder(mine);
    ASSERT_TRUE(shell.state().document().openCatalogue(shipped));
    frames(2);
    EXPECT_TRUE(shell.state().document().currentIsShipped());
    EXPECT_NE(
        shell.windowTitle().find("default.json (shipped, read-only: Save As to keep changes)"),
        std::string::npos)
        << shell.windowTitle();
    const std::string before = readText(shipped);
    reweighFirst(4.5);

    // Ctrl+S: not a save but Save As, into the user's folder (made now),
    // under a name that is not taken yet.
    fs::create_directories(mine);
    std::ofstream(mine / "default-copy.json") << "an earlier copy";
    press(GLFW_KEY_S, true);
    frames(1);
    ASSERT_TRUE(shell.saveAsDialog().isOpen());
    EXPECT_EQ(shell.saveAsDialog().pathText(), (mine / "default-copy-2.json").string());
    EXPECT_EQ(readText(shipped), before);

    // Typed into the assets folder anyway: refused.
    type((kAssets / "catalogues" / "mine.json").c_str());
    press(GLFW_KEY_ENTER);
    EXPECT_NE(shell.saveAsDialog().message().find("shipped"), std::string::npos)
        << shell.saveAsDialog().message();
    EXPECT_FALSE(fs::exists(kAssets / "catalogues" / "mine.json"));

    // Enter on the proposal keeps the edits in the copy.
    press(GLFW_KEY_ESCAPE);
    press(GLFW_KEY_S, true);
    frames(1);
    press(GLFW_KEY_ENTER);
    frames(1);
    EXPECT_FALSE(shell.saveAsDialog().isOpen()) << shell.saveAsDialog().message();
    EXPECT_EQ(shell.state().document().current()->path, mine / "default-copy-2.json");
    EXPECT_FALSE(shell.state().document().isModified());
    EXPECT_FALSE(shell.state().document().currentIsShipped());
    EXPECT_EQ(shell.windowTitle().find("shipped"), std::string::npos) << shell.windowTitle();
    EXPECT_EQ(readText(shipped), before);
    EXPECT_EQ(readText(mine / "default-copy.json"), "an earlier copy");
}

TEST_F(FileSafetyTest, SaveAsAndExportNeverProposeAnInput) {
    const fs::path file = folder.path() / "rooms.json";
    ASSERT_TRUE(shell.state().document().openCatalogue(file));
    // The name Save As would propose is taken by the parameters file.
    std::ofstream(folder.path() / "rooms-copy.json") << "{}";
    shell.state().document().setInputFile("the parameters file",
                                          folder.path() / "rooms-copy-2.json");
    const fs::path proposed = SaveAsDialog::proposal(shell.state(), folder.path());
    EXPECT_EQ(proposed, folder.path() / "rooms-copy-3.json");

    // The open catalogue itself is never proposed, spelled any way.
    const std::vector<NamedPath> inputs = shell.state().document().inputFiles();
    EXPECT_EQ(proposeFreePath(folder.path() / "sub" / ".." / "rooms.json", inputs, false),
              folder.path() / "sub" / ".." / "rooms-2.json");
    EXPECT_EQ(proposeFreePath(folder.path() / "free.json", inputs, false),
              folder.path() / "free.json");
}

TEST_F(FileSafetyTest, EveryPanelNamesTheFileAfterSaveAs) {
    ASSERT_TRUE(shell.state().document().openCatalogue(folder.path() / "rooms.json"));
    frames(2);
    // The catalogue inside the file is called "small": no panel says so.
    auto texts = everyPanelsText();
    EXPECT_NE(texts[GenerationPanel::kTitle].find("Catalogue: rooms.json"), std::string::npos)
        << texts[GenerationPanel::kTitle];
    EXPECT_NE(texts[CataloguePanel::kTitle].find("rooms.json"), std::string::npos)
        << texts[CataloguePanel::kTitle];
    EXPECT_EQ(saying(texts, "small"), std::vector<std::string>{});

    press(GLFW_KEY_S, true, true);
    frames(1);
    type((folder.path() / "my.json").c_str());
    press(GLFW_KEY_ENTER);
    frames(2);
    ASSERT_EQ(shell.state().document().current()->path, folder.path() / "my.json");
    texts = everyPanelsText();
    EXPECT_NE(texts[GenerationPanel::kTitle].find("Catalogue: my.json"), std::string::npos)
        << texts[GenerationPanel::kTitle];
    EXPECT_NE(texts[CataloguePanel::kTitle].find("my.json"), std::string::npos)
        << texts[CataloguePanel::kTitle];
    EXPECT_NE(texts["menu bar"].find("my.json"), std::string::npos) << texts["menu bar"];
    EXPECT_EQ(saying(texts, "rooms.json"), std::vector<std::string>{});
    EXPECT_EQ(saying(texts, "small"), std::vector<std::string>{});
    EXPECT_EQ(shell.windowTitle(), "Easylink Studio \xE2\x80\x94 my.json");
}

// [SECTION] Sessions remembered

TEST_F(FileSafetyTest, PreferencesKeepTheCatalogueSeedMapSizeAndParameters) {
    const fs::path file = folder.path() / "rooms.json";
    ASSERT_TRUE(shell.state().document().openCatalogue(file));
    GenerationSession& session = shell.state().generation();
    session.settings().setSeed(18446744073709551615ull);
    EasylinkParams params = session.settings().params();
    params.width = 120;
    params.height = 64;
    ASSERT_EQ(setParam(params, "chain_chance", "0.25"), std::nullopt);
    session.settings().setParams(params);

    Preferences kept;
    shell.storePreferences(kept);
    const fs::path preferencesFile = folder.path() / "preferences.json";
    ASSERT_EQ(savePreferences(preferencesFile, kept), std::nullopt);
    const Preferences loaded = loadPreferences(preferencesFile);
    EXPECT_EQ(loaded.catalogue, file);
    EXPECT_EQ(loaded.seed, 18446744073709551615ull);

    EditorShell next;
    next.applyPreferences(loaded);
    const StartCatalogue start = openStartCatalogue(next.state(), {}, loaded.catalogue,
                                                    kAssets / "catalogues" / "default.json");
    EXPECT_TRUE(start.opened);
    EXPECT_EQ(start.note, "");
    ASSERT_NE(next.state().document().current(), nullptr);
    EXPECT_EQ(next.state().document().current()->path, file);
    EXPECT_EQ(next.state().generation().settings().seed(), 18446744073709551615ull);
    EXPECT_EQ(next.state().generation().settings().params().width, 120);
    EXPECT_EQ(next.state().generation().settings().params().height, 64);
    EXPECT_EQ(paramsToJson(next.state().generation().settings().params()), paramsToJson(params));

    // A catalogue named on the command line wins over the remembered one.
    EditorShell named;
    named.applyPreferences(loaded);
    EXPECT_TRUE(openStartCatalogue(named.state(), folder.path() / "Alpha.json", loaded.catalogue,
                                   kAssets / "catalogues" / "default.json")
                    .opened);
    EXPECT_EQ(named.state().document().current()->path, folder.path() / "Alpha.json");
}

TEST_F(FileSafetyTest, AMissingOrBrokenRememberedCatalogueFallsBackToTheDefault) {
    const fs::path fallback = kAssets / "catalogues" / "default.json";
    for (const fs::path& remembered : {folder.path() / "gone.json", kData / "not_json.json"}) {
        EditorState state;
        const StartCatalogue start = openStartCatalogue(state, {}, remembered, fallback);
        EXPECT_TRUE(start.opened) << remembered;
        ASSERT_NE(state.document().current(), nullptr);
        EXPECT_EQ(state.document().current()->path, fallback);
        EXPECT_NE(start.note.find(remembered.string()), std::string::npos) << start.note;
        EXPECT_NE(start.note.find("opening default.json instead"), std::string::npos) << start.note;
    }
    // Nothing remembered: the default, without a note.
    EditorState state;
    const StartCatalogue first = openStartCatalogue(state, {}, {}, fallback);
    EXPECT_TRUE(first.opened);
    EXPECT_EQ(first.note, "");
}

TEST(SessionPreferences, DamagedSeedsAndCataloguesKeepTheirDefaults) {
    ScratchFolder folder("easylink-ui-session-damaged");
    for (const char* text :
         {R"({"generation": {"seed": -3}, "session": {"catalogue": 7}})",
          R"({"generation": {"seed": "12"}, "session": []})", R"({"generation": {"seed": 1.5}})"}) {
        std::ofstream(folder.path() / "p.json", std::ios::trunc) << text;
        const Preferences loaded = loadPreferences(folder.path() / "p.json");
        EXPECT_EQ(loaded.seed, std::nullopt) << text;
        EXPECT_TRUE(loaded.catalogue.empty()) << text;
    }
}

TEST(SessionPreferences, TheUsersCatalogueFolderFollowsXdgDataHome) {
    ScopedEnvironment data("XDG_DATA_HOME", "/somewhere/data");
    EXPECT_EQ(userCatalogueDirectory(), fs::path("/somewhere/data/easylink-studio/catalogues"));
    ScopedEnvironment relative("XDG_DATA_HOME", "relative");
    ScopedEnvironment home("HOME", "/home/designer");
    EXPECT_EQ(userCatalogueDirectory(),
              fs::path("/home/designer/.local/share/easylink-studio/catalogues"));
}

}  // namespace
}  // namespace easylink::ui
