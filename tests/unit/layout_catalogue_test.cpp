// A layout file names the catalogue it was made with (docs/design.md section
// 5): its "name" and a hash of its content that no spacing, key order or
// file name changes; the writer puts it after "seed" for generators that
// read a catalogue, the reader keeps it (and still reads files without
// it), and a layout's catalogue is found again among catalogue files by
// that hash.

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "catalogue_test_support.hpp"
#include "easylink/catalogue/catalogue_identity.hpp"
#include "easylink/output/layout_catalogue.hpp"
#include "easylink/output/layout_reader.hpp"
#include "easylink/output/run_files.hpp"
#include "easylink/registry/registry.hpp"

namespace easylink {
namespace {

namespace fs = std::filesystem;

const fs::path kDefault = fs::path(EASYLINK_ASSETS_DIR) / "catalogues" / "default.json";

class LayoutCatalogue : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ =
            fs::temp_directory_path() / ("easylink-layout-catalogue-" + std::to_string(::getpid()));
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }

    fs::path write(const std::string& name, const std::string& text) const {
        std::ofstream(dir_ / name, std::ios::binary) << text;
        return dir_ / name;
    }

    static GenerationOutcome generate(const std::string& generator, const Catalogue* catalogue) {
        GenerationRequest request;
        request.seed = 2;
        if (catalogue != nullptr) {
            request.params = Json{{"resolve_depth", 0}};
        }
        request.catalogue = catalogue;
        return findGenerator(generator)->generate(request, nullptr);
    }

    fs::path dir_;
};

TEST_F(LayoutCatalogue, TheHashIsOfTheContentNotTheFile) {
    const Catalogue& catalogue = test::defaultCatalogue();
    const CatalogueIdentity identity = catalogueIdentity(catalogue);
    EXPECT_EQ(identity.name, "default");
    ASSERT_EQ(identity.hash.size(), 8u + 16u);
    EXPECT_EQ(identity.hash.rfind("fnv1a64:", 0), 0u);
    EXPECT_EQ(identity.hash.find_first_not_of("0123456789abcdef", 8), std::string::npos);
    // Another spacing, key order and file name: the same catalogue.
    std::ifstream in(kDefault);
    const Json document = Json::parse(in);
    std::vector<std::pair<std::string, Json>> members;
    for (const auto& [key, value] : document.items()) {
        members.emplace_back(key, value);
    }
    Json backwards = Json::object();
    for (auto it = members.rbegin(); it != members.rend(); ++it) {
        backwards[it->first] = it->second;
    }
    const fs::path copy = write("my copy.json", backwards.dump());
    EXPECT_EQ(catalogueIdentity(loadCatalogueFile(copy).catalogue), identity);
    // Any change to what it holds is another catalogue.
    Catalogue heavier = catalogue;
    heavier.modules[0].weight += 1.0;
    EXPECT_NE(catalogueIdentity(heavier).hash, identity.hash);
    Catalogue renamed = catalogue;
    renamed.name = "crypts";
    EXPECT_NE(catalogueIdentity(renamed).hash, identity.hash);
    // FNV-1a's published figures.
    EXPECT_EQ(fnv1a64(""), 0xcbf29ce484222325ull);
    EXPECT_EQ(fnv1a64("a"), 0xaf63dc4c8601ec8cull);
}

TEST_F(LayoutCatalogue, TheWriterNamesTheCatalogueAfterTheSeed) {
    const GenerationOutcome outcome = generate("easylink", &test::defaultCatalogue());
    ASSERT_TRUE(outcome.ok()) << outcome.failure;
    const std::string text = layoutFileText(viewOf(outcome));
    const std::string expected =
        "  \"seed\": 2,\n  \"catalogue\": { \"name\": \"default\", \"hash\": \"" +
        catalogueIdentity(test::defaultCatalogue()).hash + "\" },\n  \"params\": {";
    EXPECT_NE(text.find(expected), std::string::npos) << text.substr(0, 300);
    // A tile map reads no catalogue and names none.
    const GenerationOutcome cave = generate("drunkard", nullptr);
    ASSERT_TRUE(cave.ok()) << cave.failure;
    EXPECT_EQ(layoutFileText(viewOf(cave)).find("\"catalogue\""), std::string::npos);
}

TEST_F(LayoutCatalogue, TheReaderKeepsItAndReadsOlderFilesWithout) {
    const GenerationOutcome outcome = generate("easylink", &test::defaultCatalogue());
    ASSERT_TRUE(outcome.ok());
    const std::string text = layoutFileText(viewOf(outcome));
    Json document = parseJsonText(text).value;

    // The catalogue the file names is kept, and written back as it was,
    // whatever catalogue the layout was read against.
    Catalogue renamed = test::defaultCatalogue();
    renamed.name = "same modules, another name";
    LayoutRead read = readLayoutDocument(document, renamed);
    ASSERT_TRUE(read.ok()) << read.problem->message;
    ASSERT_TRUE(read.file->catalogue.has_value());
    EXPECT_EQ(*read.file->catalogue, catalogueIdentity(test::defaultCatalogue()));
    EXPECT_EQ(layoutFileText(viewOf(*read.file)), text);
    EXPECT_EQ(namedCatalogue(document), read.file->catalogue);

    // A file written before layouts named their catalogue.
    document.erase("catalogue");
    read = readLayoutDocument(document, test::defaultCatalogue());
    ASSERT_TRUE(read.ok()) << read.problem->message;
    EXPECT_FALSE(read.file->catalogue.has_value());
    EXPECT_EQ(namedCatalogue(document), std::nullopt);

    // A header that is not a name and a hash is refused where it is wrong.
    document["catalogue"] = Json{{"name", 7}, {"hash", "fnv1a64:0"}};
    read = readLayoutDocument(document, test::defaultCatalogue());
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.problem->pointer, "/catalogue/name");
}

TEST_F(LayoutCatalogue, ALayoutsCatalogueIsFoundByItsContent) {
    Catalogue crypts = test::defaultCatalogue();
    crypts.name = "crypts";
    ModuleTemplate crypt = *crypts.find("hall_12x12");
    crypt.name = "crypt_12x12";
    crypt.weight = 40.0;
    crypts.modules.push_back(crypt);
    const fs::path file = dir_ / "crypts.json";
    ASSERT_EQ(saveCatalogueFile(file, crypts), std::nullopt);
    const CatalogueIdentity wanted = catalogueIdentity(crypts);

    const std::vector<fs::path> candidates = {dir_ / "gone.json", kDefault, file};
    const std::optional<FoundCatalogue> found = findCatalogue(wanted, candidates);
    ASSERT_TRUE(found.has_value());
    EXPECT_EQ(found->path, file);
    EXPECT_EQ(catalogueIdentity(found->load->catalogue), wanted);
    EXPECT_FALSE(findCatalogue(wanted, {kDefault}).has_value());
    EXPECT_EQ(findCatalogue(catalogueIdentity(test::defaultCatalogue()), candidates)->path,
              kDefault);

    // What the default catalogue lacks of a crypts layout, by name, once.
    const GenerationOutcome outcome = generate("easylink", &crypts);
    ASSERT_TRUE(outcome.ok()) << outcome.failure;
    const Json document = parseJsonText(layoutFileText(viewOf(outcome))).value;
    EXPECT_EQ(namedCatalogue(document), wanted);
    EXPECT_EQ(missingModules(document, test::defaultCatalogue()),
              std::vector<std::string>{"crypt_12x12"});
    EXPECT_TRUE(missingModules(document, crypts).empty());

    EXPECT_EQ(listNames({"a"}), "a");
    EXPECT_EQ(listNames({"a", "b", "c"}), "a, b and c");
    EXPECT_EQ(listNames({"a", "b", "c", "d"}, 2), "a, b and 2 more");
    EXPECT_EQ(shippedCatalogues(kDefault.parent_path()),
              (std::vector<fs::path>{kDefault, kDefault.parent_path() / "locks.json"}));
}

}  // namespace
}  // namespace easylink
