// Change notices: a watch hears the kinds it watches and no others, a
// detached watch says "changed", and the editor's document, selection and
// generation session say what they change.

#include <gtest/gtest.h>

#include <filesystem>
#include <memory>

#include "document/change_notices.hpp"
#include "document/editor_state.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kAssets = EASYLINK_ASSETS_DIR;

TEST(ChangeNotices, AWatchHearsItsKindsOnlyUntilTaken) {
    ChangeNotices notices;
    ChangeWatch watch(notices, {Change::Catalogue, Change::Parameters});
    EXPECT_TRUE(watch.take()) << "a watch attached anew says changed";
    EXPECT_FALSE(watch.changed());
    notices.notify(Change::Cursor);
    notices.notify(Change::Selection);
    EXPECT_FALSE(watch.changed());
    notices.notify(Change::Parameters);
    EXPECT_TRUE(watch.changed());
    EXPECT_TRUE(watch.changed()) << "changed() alone forgets nothing";
    EXPECT_TRUE(watch.take());
    EXPECT_FALSE(watch.take());
    notices.notify(Change::Catalogue);
    watch.forget();
    EXPECT_FALSE(watch.changed());
    EXPECT_EQ(notices.count(Change::Parameters), 1u);
    EXPECT_EQ(notices.count(Change::Catalogue), 1u);
    EXPECT_EQ(notices.count(Change::Run), 0u);
}

TEST(ChangeNotices, RestartListensFromNowAndAttachingTwiceIsOnce) {
    ChangeNotices notices;
    ChangeWatch watch;
    EXPECT_TRUE(watch.changed()) << "an unattached watch guards a value never computed";
    notices.notify(Change::Run);
    watch.restart(notices, {Change::Run});
    EXPECT_FALSE(watch.changed());
    watch.attach(notices, {Change::Run});
    EXPECT_FALSE(watch.changed()) << "attaching again to the same notices keeps what is pending";
    notices.notify(Change::Run);
    EXPECT_TRUE(watch.take());

    ChangeNotices other;
    watch.attach(other, {Change::Run});
    EXPECT_TRUE(watch.take()) << "other notices: a new start";
    notices.notify(Change::Run);
    EXPECT_FALSE(watch.changed()) << "the first notices are no longer heard";
    other.notify(Change::Run);
    EXPECT_TRUE(watch.changed());
}

TEST(ChangeNotices, WatchesAndNoticesMayEndInEitherOrder) {
    auto notices = std::make_unique<ChangeNotices>();
    { ChangeWatch shortLived(*notices, {Change::Run}); }
    notices->notify(Change::Run);  // must not reach the watch that ended
    ChangeWatch watch(*notices, {Change::Run});
    watch.forget();
    notices.reset();
    EXPECT_TRUE(watch.changed()) << "notices gone: the watch is unattached";
}

TEST(ChangeNotices, TheEditorSaysWhatChanges) {
    EditorState state;
    ChangeNotices& notices = state.notices();
    ChangeWatch catalogue(notices, {Change::Catalogue});
    ChangeWatch selection(notices, {Change::Selection});
    ChangeWatch parameters(notices, {Change::Parameters});
    ChangeWatch generator(notices, {Change::Generator});
    ChangeWatch inputs(notices, {Change::Inputs});
    for (ChangeWatch* watch : {&catalogue, &selection, &parameters, &generator, &inputs}) {
        watch->forget();
    }

    ASSERT_TRUE(state.document().openCatalogue(kAssets / "catalogues" / "default.json"));
    EXPECT_TRUE(catalogue.take());
    EXPECT_FALSE(parameters.changed());

    state.selection().selectModule(1);
    EXPECT_TRUE(selection.take());
    state.selection().selectModule(1);
    EXPECT_FALSE(selection.changed()) << "the same selection again is no change";
    state.selection().selectRegion(std::nullopt);
    EXPECT_FALSE(selection.changed());
    EXPECT_FALSE(catalogue.changed()) << "selecting is not editing";

    ModuleTemplate renamed = state.document().current()->catalogue.modules[1];
    ASSERT_TRUE(state.document().renameModule(1, renamed.name + "_b"));
    EXPECT_TRUE(catalogue.take());
    ASSERT_TRUE(state.document().undo());
    EXPECT_TRUE(catalogue.take()) << "an undo changes the catalogue too";

    state.session().setSpotlight(renamed.name);
    EXPECT_TRUE(catalogue.take()) << "the spotlight changes the catalogue a run reads";

    ASSERT_FALSE(state.document().editParam("min_rooms", "7"));
    EXPECT_TRUE(parameters.take());
    state.generation().settings().setSeed(42);
    EXPECT_TRUE(parameters.take());
    EXPECT_FALSE(state.generation().settings().setGenerator("cellular"));
    EXPECT_TRUE(generator.take());
    state.generation().settings().setVaults({}, "");
    EXPECT_TRUE(inputs.take());
    EXPECT_FALSE(catalogue.changed());
}

TEST(ChangeNotices, ARunAndItsStepsSayRunCursorAndShownLayout) {
    EditorState state;
    ASSERT_TRUE(state.document().openCatalogue(kAssets / "catalogues" / "default.json"));
    ChangeWatch run(state.notices(), {Change::Run});
    ChangeWatch cursor(state.notices(), {Change::Cursor});
    ChangeWatch layout(state.notices(), {Change::ShownLayout});
    for (ChangeWatch* watch : {&run, &cursor, &layout}) {
        watch->forget();
    }
    GenerationSession& session = state.generation();
    EXPECT_TRUE(session.outOfDate()) << "nothing was run yet";
    ASSERT_EQ(state.session().generateFromDocument(), "");
    EXPECT_FALSE(session.outOfDate());
    ASSERT_TRUE(session.waitForRun());
    EXPECT_TRUE(run.take());
    EXPECT_TRUE(cursor.take());
    EXPECT_TRUE(layout.take());

    session.cursor().setStep(session.cursor().step());
    EXPECT_FALSE(cursor.changed()) << "the same step is no move";
    session.cursor().toStart();
    EXPECT_TRUE(cursor.take());
    EXPECT_TRUE(layout.take());
    EXPECT_FALSE(run.changed());

    state.generation().settings().setSeed(session.settings().seed() + 1);
    EXPECT_TRUE(session.outOfDate()) << "a new seed waits for a run";
    ASSERT_EQ(state.session().generateFromDocument(), "");
    EXPECT_FALSE(session.outOfDate());
    state.session().setSpotlight(state.document().current()->catalogue.modules.front().name);
    EXPECT_TRUE(session.outOfDate()) << "and so does a catalogue notice";
}

}  // namespace
}  // namespace easylink::ui
