#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "catalogue_test_support.hpp"
#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/catalogue/catalogue_validator.hpp"

namespace easylink {
namespace {

using test::catalogueWith;
using test::kHall12;

PortSpec port(double x, double y, Dir dir, std::vector<int> widths = {2}) {
    PortSpec p;
    p.pose = {{static_cast<int>(x * 2), static_cast<int>(y * 2)}, dir};
    p.widths = std::move(widths);
    return p;
}

ModuleTemplate module(std::string name, ModuleKind kind, Size2i size, std::vector<PortSpec> ports) {
    ModuleTemplate m;
    m.name = std::move(name);
    m.kind = kind;
    m.size = size;
    m.ports = std::move(ports);
    return m;
}

Catalogue withRoom(std::vector<ModuleTemplate> extra = {}) {
    Catalogue c;
    c.name = "t";
    c.modules.push_back(module("room", ModuleKind::Normal, {8, 8},
                               {port(0, 3.5, Dir::W, {2, 4}), port(3.5, 0, Dir::N)}));
    for (ModuleTemplate& m : extra) {
        c.modules.push_back(std::move(m));
    }
    return c;
}

TEST(CatalogueValidator, AcceptsEveryWellFormedJunctionShape) {
    const Catalogue c = withRoom({
        module("cross", ModuleKind::FourWay, {8, 8},
               {port(3.5, 0, Dir::N), port(7, 3.5, Dir::E), port(3.5, 7, Dir::S),
                port(0, 3.5, Dir::W)}),
        module("tee", ModuleKind::TJunction, {8, 6},
               {port(0, 3.5, Dir::W), port(7, 3.5, Dir::E), port(3.5, 0, Dir::N)}),
        module("bend", ModuleKind::Bend, {6, 6}, {port(0, 3.5, Dir::W), port(3.5, 0, Dir::N)}),
        module("through", ModuleKind::Through, {4, 4},
               {port(0, 1.5, Dir::W), port(3, 1.5, Dir::E)}),
        module("upright", ModuleKind::Through, {4, 4},
               {port(1.5, 0, Dir::N), port(1.5, 3, Dir::S)}),
        module("closet", ModuleKind::DeadEnd, {4, 4}, {port(1.5, 0, Dir::N)}),
    });
    const auto problems = validateCatalogue(c);
    EXPECT_TRUE(problems.empty()) << test::describeProblems(problems);
}

TEST(CatalogueValidator, ReportsEveryProblemNotJustTheFirst) {
    Catalogue c = withRoom();
    c.modules[0].weight = -1;
    c.modules[0].ports[0].widths = {2, 5};
    c.modules[0].ports[1].pose.dir = Dir::S;  // now off its wall
    c.modules.push_back(c.modules[0]);        // a duplicate name
    const auto problems = validateCatalogue(c);
    // weight, width 5, port off its wall: twice each, plus the duplicate name.
    EXPECT_EQ(problems.size(), 7u) << test::describeProblems(problems);
}

TEST(CatalogueValidator, ProblemsComeInFileOrder) {
    Catalogue c = withRoom();
    c.modules.push_back(c.modules[0]);
    c.modules[1].name = "second";
    c.modules[1].weight = -2;
    c.modules[0].ports[1].widths = {9};
    c.macro = 5;
    const auto problems = validateCatalogue(c);
    ASSERT_EQ(problems.size(), 3u) << test::describeProblems(problems);
    EXPECT_EQ(problems[0].pointer, "/macro");
    EXPECT_EQ(problems[1].pointer, "/modules/0/ports/1/widths/0");
    EXPECT_EQ(problems[2].pointer, "/modules/1/weight");
}

TEST(CatalogueValidator, AlignmentIsRelativeToPortZeroAndTheMacro) {
    // Anchors (0,4) and (6,0): congruent modulo 2, not modulo 4.
    Catalogue c = withRoom();
    c.modules[0].ports[1] = port(5.5, 0, Dir::N);
    c.macro = 2;
    EXPECT_TRUE(validateCatalogue(c).empty()) << test::describeProblems(validateCatalogue(c));
    c.macro = 4;
    const auto problems = validateCatalogue(c);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0].pointer, "/modules/0/ports/1/pos");
    EXPECT_NE(problems[0].message.find("move the port 2 tiles east or west"), std::string::npos)
        << problems[0].message;
}

TEST(CatalogueValidator, ZeroWeightDisablesAModuleWithoutAnError) {
    Catalogue c = withRoom({module("spare", ModuleKind::Normal, {8, 8}, {port(0, 3.5, Dir::W)})});
    c.modules[1].weight = 0;
    EXPECT_TRUE(validateCatalogue(c).empty());
    c.modules[0].weight = 0;
    const auto problems = validateCatalogue(c);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0].pointer, "/modules");
}

TEST(CatalogueValidator, NonFiniteWeightsAreRejected) {
    Catalogue c = withRoom();
    c.modules[0].weight = std::numeric_limits<double>::infinity();
    EXPECT_FALSE(validateCatalogue(c).empty());
    c.modules[0].weight = std::numeric_limits<double>::quiet_NaN();
    EXPECT_FALSE(validateCatalogue(c).empty());
}

TEST(CatalogueValidator, WidthsMustFitBetweenTheCorners) {
    Catalogue c = withRoom();
    c.modules[0].ports[0].widths = {2, 4, 6};  // anchor y=4 on an 8-tall wall: 6 needs y=1..6
    EXPECT_TRUE(validateCatalogue(c).empty()) << test::describeProblems(validateCatalogue(c));
    c.modules[0].ports[0].widths = {2, 8};
    const auto problems = validateCatalogue(c);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0].pointer, "/modules/0/ports/0/widths/1");
    EXPECT_NE(problems[0].message.find("widest door that fits here is 6"), std::string::npos);
}

TEST(CatalogueValidator, OverlapUsesEachPortsWidestWidth) {
    Catalogue c = withRoom();
    c.modules[0].size = {12, 12};
    c.modules[0].ports = {port(0, 3.5, Dir::W, {2}), port(0, 7.5, Dir::W, {2})};
    EXPECT_TRUE(validateCatalogue(c).empty()) << test::describeProblems(validateCatalogue(c));
    c.modules[0].ports[1].widths = {2, 6};  // y = 5..10 reaches the first door's y = 3..4? no
    EXPECT_TRUE(validateCatalogue(c).empty());
    c.modules[0].ports[0].widths = {2, 4};  // y = 2..5 now meets y = 5..10
    const auto problems = validateCatalogue(c);
    ASSERT_EQ(problems.size(), 1u) << test::describeProblems(problems);
    EXPECT_NE(problems[0].message.find("overlaps port 0"), std::string::npos);
}

TEST(CatalogueValidator, LoadingAndValidatingAgreeOnAValidFile) {
    const CatalogueLoad load = loadCatalogueText(catalogueWith(kHall12));
    EXPECT_TRUE(load.problems.empty());
    EXPECT_TRUE(validateCatalogue(load.catalogue).empty());
}

TEST(CatalogueValidator, ReadDamageSilencesDependentRules) {
    const ReadDamage damage({Problem{Severity::Error, "/modules/0/size/1", std::nullopt, "x"}});
    EXPECT_TRUE(damage.within("/modules/0/size"));
    EXPECT_TRUE(damage.within("/modules/0"));
    EXPECT_FALSE(damage.within("/modules/1"));
    EXPECT_FALSE(damage.within("/modules/0/s"));
    EXPECT_FALSE(damage.at("/modules/0/size"));
    EXPECT_TRUE(damage.at("/modules/0/size/1"));
    Catalogue c = withRoom();
    c.modules[0].size = {0, 0};  // what the reader leaves behind
    EXPECT_TRUE(validateCatalogue(c, damage).empty());
    EXPECT_FALSE(validateCatalogue(c).empty());
}

// Sorted pointers: a prefix that is not a whole token ("/modules/1" of
// "/modules/10/...", or "/modules/1" of "/modules/1!") is not "within".
TEST(CatalogueValidator, ReadDamageMatchesWholeTokensOnly) {
    const ReadDamage damage({Problem{Severity::Error, "/modules/10/kind", std::nullopt, "x"},
                             Problem{Severity::Error, "/modules/1!", std::nullopt, "x"},
                             Problem{Severity::Error, "/modules/3", std::nullopt, "x"}});
    EXPECT_FALSE(damage.within("/modules/1"));
    EXPECT_TRUE(damage.within("/modules/10"));
    EXPECT_TRUE(damage.within("/modules/1!"));
    EXPECT_TRUE(damage.within("/modules/3"));
    EXPECT_TRUE(damage.within("/modules"));
    EXPECT_FALSE(damage.within("/modules/3/kind"));
    EXPECT_TRUE(damage.at("/modules/3"));
    EXPECT_FALSE(damage.at("/modules/1"));
}

/// A part named `name`, tagged `tag`, whose slots (each "name:tag") accept
/// parts with that tag; `extra` is added to the module's keys.
std::string part(const std::string& name, const std::string& tag,
                 const std::vector<std::string>& slots, const std::string& extra = "") {
    std::string out = R"({ "name": ")" + name + R"(", "kind": "part", "tags": [")" + tag + R"("])" +
                      extra + R"(, "slots": [)";
    for (std::size_t i = 0; i < slots.size(); ++i) {
        const std::size_t colon = slots[i].find(':');
        out += (i > 0 ? ", " : "") + std::string(R"({ "name": ")") + slots[i].substr(0, colon) +
               R"(", "accepts": { "tags": [")" + slots[i].substr(colon + 1) + R"("] } })";
    }
    return out + "] }";
}

std::vector<Problem> warningsOf(const std::string& modules) {
    const CatalogueLoad load = loadCatalogueText(catalogueWith(kHall12 + ", " + modules));
    EXPECT_TRUE(load.valid()) << test::describeProblems(load.problems);
    std::vector<Problem> warnings;
    for (const Problem& p : load.problems) {
        if (p.severity == Severity::Warning) {
            warnings.push_back(p);
        }
    }
    return warnings;
}

TEST(CatalogueValidator, WarnsAboutAPartThatContainsItself) {
    const auto warnings = warningsOf(part("nest", "nest", {"a:other", "b:nest"}));
    ASSERT_EQ(warnings.size(), 1u) << test::describeProblems(warnings);
    EXPECT_EQ(warnings[0].pointer, "/modules/1/slots/1");
    EXPECT_EQ(warnings[0].message.rfind("module nest -> slot \"b\" -> module nest: these slots "
                                        "nest recursively",
                                        0),
              0u)
        << warnings[0].message;
}

// A cycle through three parts is named whole, from its first module, once.
TEST(CatalogueValidator, NamesACycleThroughSeveralPartsOnce) {
    const auto warnings =
        warningsOf(part("leaf", "leaf", {}) + ", " + part("a", "a", {"x:leaf", "to_b:b"}) + ", " +
                   part("b", "b", {"to_c:c"}) + ", " + part("c", "c", {"back:a", "also_b:b"}));
    ASSERT_EQ(warnings.size(), 1u) << test::describeProblems(warnings);
    EXPECT_EQ(warnings[0].pointer, "/modules/2/slots/1");
    EXPECT_EQ(warnings[0].message.rfind("module a -> slot \"to_b\" -> module b -> slot \"to_c\" "
                                        "-> module c -> slot \"back\" -> module a: ",
                                        0),
              0u)
        << warnings[0].message;
}

// Nesting without a cycle, a cycle that a part's size, weight or a
// requirement that a literal decides breaks, and separate cycles.
TEST(CatalogueValidator, WarnsOnlyAboutCyclesPhaseTwoCanFollow) {
    EXPECT_TRUE(warningsOf(part("outer", "o", {"in:m"}) + ", " + part("middle", "m", {"in:i"}) +
                           ", " + part("inner", "i", {}))
                    .empty());
    EXPECT_TRUE(warningsOf(part("never", "n", {"again:n"}, R"(, "weight": 0)")).empty());
    // A 3x3 part's own slot is 3x3: it fits itself.
    EXPECT_EQ(warningsOf(part("sized", "s", {"again:s"}, R"(, "size": [3, 3])")).size(), 1u);
    EXPECT_TRUE(warningsOf(R"({ "name": "big", "kind": "part", "size": [4, 4], "tags": ["s"],
        "slots": [ { "name": "small", "rect": [1, 1, 2, 2], "accepts": { "tags": ["s"] } } ] })")
                    .empty());
    EXPECT_TRUE(warningsOf(R"({ "name": "top", "kind": "part", "tags": ["t"],
        "params": [ { "name": "level", "type": "int", "default": 0 } ],
        "requires": { "level": 0 },
        "slots": [ { "name": "next", "accepts": { "tags": ["t"] }, "params": { "level": 1 } } ] })")
                    .empty());
    EXPECT_EQ(warningsOf(R"({ "name": "any", "kind": "part", "tags": ["t"],
        "params": [ { "name": "level", "type": "int", "default": 0 } ],
        "slots": [ { "name": "next", "accepts": { "tags": ["t"] },
                     "params": { "level": "$level" } } ] })")
                  .size(),
              1u);
    EXPECT_EQ(warningsOf(part("a", "a", {"s:a"}) + ", " + part("b", "b", {"s:b"})).size(), 2u);
}

TEST(CatalogueValidator, TheRecursiveSlotsCatalogueIsValidWithAWarning) {
    const CatalogueLoad load = loadCatalogueFile(std::filesystem::path(EASYLINK_TEST_DATA_DIR) /
                                                 "catalogues" / "recursive-slots.json");
    ASSERT_TRUE(load.valid()) << test::describeProblems(load.problems);
    ASSERT_EQ(load.problems.size(), 1u) << test::describeProblems(load.problems);
    EXPECT_EQ(load.problems[0].severity, Severity::Warning);
    EXPECT_EQ(load.problems[0].pointer, "/modules/1/slots/0");
    EXPECT_NE(load.problems[0].message.find("module nest -> slot \"s0\" -> module nest"),
              std::string::npos);
}

TEST(CatalogueValidator, TheDefaultCatalogueHasNoWarnings) {
    const CatalogueLoad load = loadCatalogueFile(std::filesystem::path(EASYLINK_ASSETS_DIR) /
                                                 "catalogues" / "default.json");
    EXPECT_TRUE(load.problems.empty()) << test::describeProblems(load.problems);
}

}  // namespace
}  // namespace easylink
