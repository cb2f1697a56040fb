#include <gtest/gtest.h>

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

std::string describe(const std::vector<Problem>& problems) {
    std::string out;
    for (const Problem& p : problems) {
        out += formatProblem("c", p) + "\n";
    }
    return out;
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
    EXPECT_TRUE(problems.empty()) << describe(problems);
}

TEST(CatalogueValidator, ReportsEveryProblemNotJustTheFirst) {
    Catalogue c = withRoom();
    c.modules[0].weight = -1;
    c.modules[0].ports[0].widths = {2, 5};
    c.modules[0].ports[1].pose.dir = Dir::S;  // now off its wall
    c.modules.push_back(c.modules[0]);        // a duplicate name
    const auto problems = validateCatalogue(c);
    // weight, width 5, port off its wall: twice each, plus the duplicate name.
    EXPECT_EQ(problems.size(), 7u) << describe(problems);
}

TEST(CatalogueValidator, ProblemsComeInFileOrder) {
    Catalogue c = withRoom();
    c.modules.push_back(c.modules[0]);
    c.modules[1].name = "second";
    c.modules[1].weight = -2;
    c.modules[0].ports[1].widths = {9};
    c.macro = 5;
    const auto problems = validateCatalogue(c);
    ASSERT_EQ(problems.size(), 3u) << describe(problems);
    EXPECT_EQ(problems[0].pointer, "/macro");
    EXPECT_EQ(problems[1].pointer, "/modules/0/ports/1/widths/0");
    EXPECT_EQ(problems[2].pointer, "/modules/1/weight");
}

TEST(CatalogueValidator, AlignmentIsRelativeToPortZeroAndTheMacro) {
    // Anchors (0,4) and (6,0): congruent modulo 2, not modulo 4.
    Catalogue c = withRoom();
    c.modules[0].ports[1] = port(5.5, 0, Dir::N);
    c.macro = 2;
    EXPECT_TRUE(validateCatalogue(c).empty()) << describe(validateCatalogue(c));
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
    EXPECT_TRUE(validateCatalogue(c).empty()) << describe(validateCatalogue(c));
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
    EXPECT_TRUE(validateCatalogue(c).empty()) << describe(validateCatalogue(c));
    c.modules[0].ports[1].widths = {2, 6};  // y = 5..10 reaches the first door's y = 3..4? no
    EXPECT_TRUE(validateCatalogue(c).empty());
    c.modules[0].ports[0].widths = {2, 4};  // y = 2..5 now meets y = 5..10
    const auto problems = validateCatalogue(c);
    ASSERT_EQ(problems.size(), 1u) << describe(problems);
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

}  // namespace
}  // namespace easylink
