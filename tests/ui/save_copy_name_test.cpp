// A catalogue saved as a copy gets its own name: the name key that came from
// the file's name (default.json's "default", a new catalogue's "untitled")
// becomes the new file's stem, in the file and in the editor; a name of the
// designer's own is kept, and a plain Save never renames.

#include <gtest/gtest.h>

#include <filesystem>

#include "document/editor_state.hpp"
#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/editing/catalogue_edit.hpp"
#include "test_files.hpp"

namespace easylink::ui {
namespace {

const std::filesystem::path kAssets = EASYLINK_ASSETS_DIR;

std::string nameInFile(const std::filesystem::path& file) {
    // A new catalogue has no modules yet, which validation refuses; the
    // name is read all the same.
    return loadCatalogueFile(file).catalogue.name;
}

TEST(SaveCopyName, ACopyOfACatalogueNamedAfterItsFileIsNamedAfterTheCopy) {
    testing::ScratchFolder scratch("easylink-save-copy-name");
    EditorState state;
    ASSERT_TRUE(state.document().openCatalogue(kAssets / "catalogues" / "default.json"));
    ASSERT_EQ(state.document().current()->catalogue.name, "default");

    const std::filesystem::path copy = scratch.path() / "caves-copy.json";
    ASSERT_FALSE(state.document().saveCatalogueAs(copy).has_value());
    EXPECT_EQ(nameInFile(copy), "caves-copy");
    EXPECT_EQ(state.document().current()->catalogue.name, "caves-copy");
    EXPECT_FALSE(state.document().isModified());

    // A plain save of the copy keeps the name it has.
    ASSERT_FALSE(state.document().saveCatalogue().has_value());
    EXPECT_EQ(nameInFile(copy), "caves-copy");
}

TEST(SaveCopyName, ANewCatalogueAndANameOfTheDesignersOwn) {
    testing::ScratchFolder scratch("easylink-save-copy-name-new");
    EditorState state;
    state.document().newCatalogue();
    const std::filesystem::path first = scratch.path() / "keep.json";
    ASSERT_FALSE(state.document().saveCatalogueAs(first).has_value());
    EXPECT_EQ(nameInFile(first), "keep") << "not \"untitled\"";

    ASSERT_TRUE(state.document().performEdit(std::make_unique<SetCatalogueHeader>(
        SetCatalogueHeader::Header{"keep", 4, {}, {}},
        SetCatalogueHeader::Header{"Lower vaults", 4, {}, {}})));
    const std::filesystem::path second = scratch.path() / "other.json";
    ASSERT_FALSE(state.document().saveCatalogueAs(second).has_value());
    EXPECT_EQ(nameInFile(second), "Lower vaults") << "the designer's own name stays";
}

}  // namespace
}  // namespace easylink::ui
