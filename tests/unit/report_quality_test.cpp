// Quality figures and comparisons (easylink/report/): the figures of small
// hand-made layouts (junction kinds, corridor lengths, the largest empty
// square, region densities), the summaries of a figure over a batch, the
// difference of two batches' means with its interval, and compare.json and
// compare.html over two real batches.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "catalogue_test_support.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"
#include "easylink/report/batch_comparison.hpp"
#include "easylink/report/batch_report.hpp"
#include "easylink/report/compare_output.hpp"
#include "easylink/report/figure_distribution.hpp"
#include "easylink/report/quality_figures.hpp"
#include "easylink/report/report_output.hpp"

namespace easylink {
namespace {

// [SECTION] Hand-made layouts

const Catalogue& kinds() {
    static const CatalogueLoad load = loadCatalogueText(test::catalogueWith(R"(
 { "name": "room_8x8", "kind": "normal", "size": [8, 8],
   "ports": [ { "pos": [0, 3.5], "dir": "W", "widths": [2, 4] },
              { "pos": [7, 3.5], "dir": "E", "widths": [2, 4] },
              { "pos": [3.5, 0], "dir": "N", "widths": [2, 4] },
              { "pos": [3.5, 7], "dir": "S", "widths": [2, 4] } ] },
 { "name": "cross_8x8", "kind": "four_way", "size": [8, 8],
   "ports": [ { "pos": [3.5, 0], "dir": "N", "widths": [2, 4] },
              { "pos": [7, 3.5], "dir": "E", "widths": [2, 4] },
              { "pos": [3.5, 7], "dir": "S", "widths": [2, 4] },
              { "pos": [0, 3.5], "dir": "W", "widths": [2, 4] } ] },
 { "name": "tee_8x8", "kind": "t_junction", "size": [8, 8],
   "ports": [ { "pos": [0, 3.5], "dir": "W", "widths": [2, 4] },
              { "pos": [7, 3.5], "dir": "E", "widths": [2, 4] },
              { "pos": [3.5, 7], "dir": "S", "widths": [2, 4] } ] },
 { "name": "bend_8x8", "kind": "bend", "size": [8, 8],
   "ports": [ { "pos": [0, 3.5], "dir": "W", "widths": [2, 4] },
              { "pos": [3.5, 0], "dir": "N", "widths": [2, 4] } ] })"));
    EXPECT_TRUE(load.valid());
    return load.catalogue;
}

constexpr int kRoom = 0, kCross = 1, kTee = 2, kBend = 3;
using test::kE;  // room_8x8's west and east ports
using test::kW;

TEST(QualityFigures, CountsLoopsDeadEndsJunctionsCorridorsAndRegions) {
    // Row 0 to 7: a - b directly, b = corridor of 8 tiles = c. A cross far
    // below, linked to nothing. On a 32x24 map.
    Layout layout(kinds(), 32, 24);
    const RoomId a = layout.addRoom(kRoom, {}, {0, 0});
    const RoomId b = layout.addRoom(kRoom, {}, {8, 0});
    layout.linkRooms(a, kE, b, kW, 2);
    const RoomId c = layout.addRoom(kRoom, {}, {24, 0});
    layout.addCorridor({b, kE}, {c, kW}, 2);  // x 16 to 23: 8 tiles long
    layout.addRoom(kCross, {}, {12, 12});

    std::vector<Region> regions(2);
    regions[0].name = "west";
    regions[0].rect = {0, 0, 16, 8};  // a and b: 128 of 128 tiles
    regions[0].density = 0.5;
    regions[1].rect = {16, 0, 16, 24};  // c (64 of 384); the cross's centre (16,16) is here,
                                        // but junctions do not count
    const QualityFigures figures = computeQualityFigures(layout, regions);
    EXPECT_EQ(figures.loops, 0);
    EXPECT_EQ(figures.deadEnds, 2);  // a and c
    EXPECT_EQ(figures.junctions, (std::array<int, 4>{1, 0, 0, 0}));
    EXPECT_EQ(figures.corridorLength, 8);
    ASSERT_TRUE(figures.meanCorridorLength.has_value());
    EXPECT_DOUBLE_EQ(*figures.meanCorridorLength, 8.0);
    // Below row 8: 32x16 with the cross at x 12-19, y 12-19; 12 on either side.
    EXPECT_EQ(figures.largestEmptySquare, 12);
    ASSERT_EQ(figures.regionDensities.size(), 2u);
    EXPECT_DOUBLE_EQ(figures.regionDensities[0], 1.0);
    EXPECT_DOUBLE_EQ(figures.regionDensities[1], 64.0 / 384.0);

    EXPECT_EQ(figures.value(QualityFigure::FourWay), 1.0);
    EXPECT_EQ(figures.value(QualityFigure::DeadEnds), 2.0);
    EXPECT_EQ(figures.value(QualityFigure::LargestEmptySquare), 12.0);
}

TEST(QualityFigures, EveryJunctionKindAndTheMeanCorridorLength) {
    Layout layout(kinds(), 64, 64);
    const RoomId a = layout.addRoom(kRoom, {}, {0, 0});
    const RoomId tee = layout.addRoom(kTee, {}, {12, 0});
    layout.addCorridor({a, kE}, {tee, 0}, 2);  // x 8 to 11: 4 tiles
    const RoomId bend = layout.addRoom(kBend, {}, {12, 16});
    layout.addCorridor({tee, 2}, {bend, 1}, 2);  // y 8 to 15: 8 tiles
    const RoomId b = layout.addRoom(kRoom, {}, {36, 0});
    layout.addCorridor({tee, 1}, {b, kW}, 2);  // x 20 to 35: 16 tiles
    layout.addRoom(kRoom, {}, {0, 40});        // linked to nothing
    const QualityFigures figures = computeQualityFigures(layout, {});
    EXPECT_EQ(figures.junctions, (std::array<int, 4>{0, 1, 1, 0}));
    EXPECT_EQ(figures.corridorLength, 28);
    EXPECT_DOUBLE_EQ(*figures.meanCorridorLength, 28.0 / 3.0);
    EXPECT_TRUE(figures.regionDensities.empty());
    // The bend's west port is free: a, b and the lone room are normal;
    // a and b have one link each, the lone room none.
    EXPECT_EQ(figures.deadEnds, 2);

    const QualityFigures none = computeQualityFigures(Layout(kinds(), 16, 16), {});
    EXPECT_EQ(none.corridorLength, 0);
    EXPECT_FALSE(none.meanCorridorLength.has_value());
    EXPECT_FALSE(none.value(QualityFigure::MeanCorridorLength).has_value());
    EXPECT_EQ(none.largestEmptySquare, 16);
    EXPECT_EQ(none.junctions, (std::array<int, 4>{0, 0, 0, 0}));
}

TEST(QualityFigures, LargestEmptySquare) {
    // An empty map: its shorter side.
    EXPECT_EQ(largestEmptySquare(Layout(kinds(), 20, 7)), 7);
    EXPECT_EQ(largestEmptySquare(Layout(kinds(), 1, 1)), 1);

    // Rooms in the four corners of 24x24 leave a cross of 8 wide: 8 by 24
    // strips, so 8; the middle square of 8x8 joins none of them into more.
    Layout corners(kinds(), 24, 24);
    for (const Vec2i at : {Vec2i{0, 0}, Vec2i{16, 0}, Vec2i{0, 16}, Vec2i{16, 16}}) {
        corners.addRoom(kRoom, {}, at);
    }
    EXPECT_EQ(largestEmptySquare(corners), 8);

    // One room in the middle of 20x20 (x, y 6 to 13): strips of 6.
    Layout middle(kinds(), 20, 20);
    middle.addRoom(kRoom, {}, {6, 6});
    EXPECT_EQ(largestEmptySquare(middle), 6);

    // Off centre (x 2 to 9, y 3 to 10): the east part is 10 wide, 20 tall.
    Layout offCentre(kinds(), 20, 20);
    offCentre.addRoom(kRoom, {}, {2, 3});
    EXPECT_EQ(largestEmptySquare(offCentre), 10);

    // A corridor occupies its tiles too: 8x8 rooms at both ends of a 32x8
    // map joined by a 2-wide corridor on rows 3 and 4 leave 16x3 strips
    // above and below it.
    Layout joined(kinds(), 32, 8);
    const RoomId a = joined.addRoom(kRoom, {}, {0, 0});
    const RoomId b = joined.addRoom(kRoom, {}, {24, 0});
    const CorridorId corridor = joined.addCorridor({a, kE}, {b, kW}, 2);
    ASSERT_EQ(joined.corridor(corridor)->rect, (Rect{8, 3, 16, 2}));
    EXPECT_EQ(largestEmptySquare(joined), 3);

    // Tiles of a blocked region are not occupied by a room or corridor.
    Layout blocked(kinds(), 20, 20);
    blocked.block({0, 0, 20, 20});
    EXPECT_EQ(largestEmptySquare(blocked), 20);

    // A map filled with rooms has none.
    Layout full(kinds(), 16, 8);
    full.addRoom(kRoom, {}, {0, 0});
    full.addRoom(kRoom, {}, {8, 0});
    EXPECT_EQ(largestEmptySquare(full), 0);
}

// [SECTION] Figures over a batch

TEST(FigureDistributions, MeanSpreadPercentilesAndHistogram) {
    FigureDistribution d;
    for (double v : {10.0, 1.0, 3.0, 2.0, 4.0}) {
        d.add(v);
    }
    EXPECT_EQ(d.count(), 5u);
    EXPECT_EQ(d.min(), 1.0);
    EXPECT_EQ(d.max(), 10.0);
    EXPECT_DOUBLE_EQ(d.mean(), 4.0);
    EXPECT_DOUBLE_EQ(d.standardDeviation(), std::sqrt(50.0 / 4.0));
    EXPECT_DOUBLE_EQ(d.percentile(0.1), 1.4);  // rank 0.4: 1 + 0.4 * (2 - 1)
    EXPECT_DOUBLE_EQ(d.percentile(0.5), 3.0);
    EXPECT_DOUBLE_EQ(d.percentile(0.9), 7.6);  // rank 3.6: 4 + 0.6 * (10 - 4)
    EXPECT_DOUBLE_EQ(d.percentile(0.0), 1.0);
    EXPECT_DOUBLE_EQ(d.percentile(1.0), 10.0);
    // Whole numbers, a short range: one bin per value, empty ones included.
    const auto bins = d.histogram();
    ASSERT_EQ(bins.size(), 10u);
    EXPECT_EQ(bins.front().from, 1.0);
    EXPECT_EQ(bins.front().to, 1.0);
    EXPECT_EQ(bins[4].count, 0u);  // 5
    EXPECT_EQ(bins.back().count, 1u);

    // An even count: the median is the mean of the middle two.
    FigureDistribution even;
    for (double v : {1.0, 3.0, 3.0, 5.0}) {
        even.add(v);
    }
    EXPECT_DOUBLE_EQ(even.percentile(0.5), 3.0);
    even.add(11.0, 2);
    EXPECT_DOUBLE_EQ(even.percentile(0.5), 4.0);

    // One value: no spread.
    FigureDistribution one;
    one.add(7.0);
    EXPECT_EQ(one.standardDeviation(), 0.0);
    EXPECT_EQ(one.percentile(0.9), 7.0);
}

TEST(FigureDistributions, WideWholeRangesAndRealValuesGetBins) {
    FigureDistribution wide;
    wide.add(0.0);
    wide.add(99.0);
    const auto wideBins = wide.histogram();
    ASSERT_EQ(wideBins.size(), 25u);  // span 100: bins of 4
    EXPECT_EQ(wideBins.front().to, 3.0);
    EXPECT_EQ(wideBins.back().from, 96.0);
    EXPECT_EQ(wideBins.back().to, 99.0);

    FigureDistribution real(/*whole=*/false);
    for (double v : {0.0, 0.5, 1.0}) {
        real.add(v);
    }
    const auto bins = real.histogram();
    ASSERT_EQ(bins.size(), 20u);
    EXPECT_EQ(bins[0].count, 1u);
    EXPECT_EQ(bins[10].count, 1u);
    EXPECT_EQ(bins[19].count, 1u);  // the last bin holds the max
    EXPECT_EQ(bins[19].to, 1.0);
    FigureDistribution same(/*whole=*/false);
    same.add(0.25, 3);
    ASSERT_EQ(same.histogram().size(), 1u);
    EXPECT_EQ(same.histogram().front().count, 3u);
    EXPECT_TRUE(FigureDistribution().histogram().empty());
}

TEST(FigureDistributions, TheOrderOfTheValuesChangesNothing) {
    // Sums of reals depend on their order; the map's order is fixed, so two
    // threads' halves merged either way give the same bits.
    const std::vector<double> values = {0.1, 0.7, 0.3, 1e-9, 12345.678, 0.2, 0.7, 3.3};
    FigureDistribution forward(false);
    FigureDistribution first(false);
    FigureDistribution second(false);
    for (std::size_t i = 0; i < values.size(); ++i) {
        forward.add(values[i]);
        (i % 2 == 0 ? first : second).add(values[values.size() - 1 - i]);
    }
    second.merge(first);
    EXPECT_EQ(forward.mean(), second.mean());
    EXPECT_EQ(forward.standardDeviation(), second.standardDeviation());
    EXPECT_EQ(forward.percentile(0.1), second.percentile(0.1));
    EXPECT_EQ(forward.counts(), second.counts());
}

// [SECTION] The difference of two means

TEST(MeanDifferences, WelchIntervalAndItsSign) {
    FigureDistribution a;
    FigureDistribution b;
    for (double v : {1.0, 2.0, 3.0}) {
        a.add(v);
        b.add(v + 3.0);
    }
    const auto d = differenceOfMeans(a, b);
    ASSERT_TRUE(d.has_value());
    EXPECT_DOUBLE_EQ(d->mean, 3.0);
    ASSERT_TRUE(d->standardError.has_value());
    EXPECT_DOUBLE_EQ(*d->standardError, std::sqrt(2.0 / 3.0));
    ASSERT_TRUE(d->degreesOfFreedom.has_value());
    EXPECT_NEAR(*d->degreesOfFreedom, 4.0, 1e-12);
    ASSERT_TRUE(d->interval95.has_value());
    EXPECT_NEAR(d->interval95->first, 3.0 - 2.776 * std::sqrt(2.0 / 3.0), 1e-9);
    EXPECT_NEAR(d->interval95->second, 3.0 + 2.776 * std::sqrt(2.0 / 3.0), 1e-9);
    EXPECT_TRUE(d->excludesZero());

    const auto swapped = differenceOfMeans(b, a);
    ASSERT_TRUE(swapped.has_value());
    EXPECT_EQ(swapped->mean, -d->mean);
    EXPECT_EQ(swapped->interval95->first, -d->interval95->second);
    EXPECT_EQ(swapped->interval95->second, -d->interval95->first);

    // Overlapping samples: the interval holds 0.
    FigureDistribution c;
    for (double v : {1.0, 2.0, 4.0}) {
        c.add(v);
    }
    EXPECT_FALSE(differenceOfMeans(a, c)->excludesZero());
}

TEST(MeanDifferences, EdgeCases) {
    FigureDistribution empty;
    FigureDistribution one;
    one.add(2.0);
    FigureDistribution twos;
    twos.add(2.0, 4);
    FigureDistribution fives;
    fives.add(5.0, 3);
    EXPECT_FALSE(differenceOfMeans(empty, one).has_value());
    EXPECT_FALSE(differenceOfMeans(one, empty).has_value());
    // One value on a side: the difference, but nothing of its spread.
    const auto single = differenceOfMeans(one, fives);
    ASSERT_TRUE(single.has_value());
    EXPECT_EQ(single->mean, 3.0);
    EXPECT_FALSE(single->standardError.has_value());
    EXPECT_FALSE(single->excludesZero());
    // Neither side varies: the difference is certain.
    const auto certain = differenceOfMeans(twos, fives);
    ASSERT_TRUE(certain->interval95.has_value());
    EXPECT_EQ(*certain->standardError, 0.0);
    EXPECT_EQ(certain->interval95->first, 3.0);
    EXPECT_EQ(certain->interval95->second, 3.0);
    EXPECT_TRUE(certain->excludesZero());
    EXPECT_FALSE(differenceOfMeans(twos, twos)->excludesZero());
}

TEST(MeanDifferences, StudentQuantiles) {
    EXPECT_DOUBLE_EQ(studentT975(1.0), 12.706);
    EXPECT_DOUBLE_EQ(studentT975(0.3), 12.706);  // at least 1
    EXPECT_DOUBLE_EQ(studentT975(4.9), 2.776);   // rounded down
    EXPECT_DOUBLE_EQ(studentT975(30.0), 2.042);
    EXPECT_NEAR(studentT975(31.0), 2.0395, 0.001);
    EXPECT_NEAR(studentT975(60.0), 2.0003, 0.001);
    EXPECT_NEAR(studentT975(120.0), 1.9799, 0.001);
    EXPECT_NEAR(studentT975(1e9), 1.95996, 1e-4);
}

// [SECTION] Two real batches

EasylinkParams smallMap(double density) {
    EasylinkParams params;
    params.width = 48;
    params.height = 48;
    params.minRooms = 3;
    params.roomDensity = density;
    return params;
}

TEST(BatchComparisons, FiguresSideBySideAndTheirDifference) {
    const Catalogue& catalogue = test::defaultCatalogue();
    ASSERT_FALSE(catalogue.modules.empty());
    EasylinkParams sparse = smallMap(0.15);
    EasylinkParams dense = smallMap(0.45);
    Region half;
    half.name = "west";
    half.rect = {0, 0, 24, 48};
    sparse.regions = {half};
    half.density = 0.6;
    dense.regions = {half};
    const BatchReport a = runBatchReport(catalogue, sparse, 1, 12);
    const BatchReport b = runBatchReport(catalogue, dense, 1, 12);
    ASSERT_GT(a.layoutCount(), 1u);
    ASSERT_GT(b.layoutCount(), 1u);

    const BatchComparison comparison = compareBatches(a, b);
    std::vector<std::string> keys;
    for (const FigureComparison& figure : comparison.figures) {
        keys.push_back(figure.key);
    }
    EXPECT_EQ(keys,
              (std::vector<std::string>{"success_rate", "attempts", "rooms", "normal_rooms",
                                        "corridors", "diameter", "loops", "dead_ends", "four_way",
                                        "t_junction", "bend", "through", "corridor_length",
                                        "mean_corridor_length", "largest_empty_square"}));
    const FigureComparison& success = comparison.figures.front();
    EXPECT_EQ(success.a.count(), 12u);
    EXPECT_DOUBLE_EQ(success.a.mean(), a.successRate());
    EXPECT_DOUBLE_EQ(success.b.mean(), b.successRate());
    const FigureComparison& rooms = comparison.figures[2];
    EXPECT_EQ(rooms.a.count(), a.layoutCount());
    EXPECT_DOUBLE_EQ(rooms.a.mean(), a.distribution(Metric::Rooms).mean());
    ASSERT_TRUE(rooms.difference.has_value());
    EXPECT_DOUBLE_EQ(rooms.difference->mean,
                     b.distribution(Metric::Rooms).mean() - a.distribution(Metric::Rooms).mean());
    // Three times the density gives more rooms, clearly.
    EXPECT_GT(rooms.difference->mean, 0.0);
    EXPECT_TRUE(rooms.difference->excludesZero());

    // The same rects: the regions are compared, each with what it asked.
    ASSERT_TRUE(comparison.regionsCompared);
    ASSERT_EQ(comparison.regions.size(), 1u);
    EXPECT_DOUBLE_EQ(comparison.regions[0].askedA, 0.15);
    EXPECT_DOUBLE_EQ(comparison.regions[0].askedB, 0.6);
    EXPECT_EQ(comparison.regions[0].a.count(), a.layoutCount());

    // Different rects: not compared, and the note says why.
    EasylinkParams moved = dense;
    moved.regions[0].rect = {24, 0, 24, 48};
    const BatchReport c = runBatchReport(catalogue, moved, 1, 2);
    const BatchComparison different = compareBatches(a, c);
    EXPECT_FALSE(different.regionsCompared);
    EXPECT_TRUE(different.regions.empty());
    EXPECT_NE(different.regionsNote.find("different regions"), std::string::npos);

    // The parameters that differ, in order.
    const std::vector<ParamChange> changes = changedParams(sparse, dense);
    ASSERT_EQ(changes.size(), 2u);
    EXPECT_EQ(changes[0].key, "room_density");
    EXPECT_EQ(changes[1].key, "regions");
    EXPECT_TRUE(changedParams(sparse, sparse).empty());

    // compare.json: the shape, and the sign flipping with the sides.
    CompareContext context;
    context.fileA = "a.json";
    context.fileB = "b.json";
    const Json ab = compareToJson(a, b, context);
    const Json ba = compareToJson(b, a, context);
    std::vector<std::string> top;
    for (const auto& [key, value] : ab.items()) {
        top.push_back(key);
    }
    EXPECT_EQ(top, (std::vector<std::string>{"format", "version", "generator", "catalogue", "seeds",
                                             "a", "b", "changed_params", "difference", "figures",
                                             "regions", "timing"}));
    EXPECT_EQ(ab["figures"]["rooms"]["difference"]["mean"],
              -ba["figures"]["rooms"]["difference"]["mean"].get<double>());
    EXPECT_EQ(ab["figures"]["rooms"]["a"], ba["figures"]["rooms"]["b"]);
    EXPECT_EQ(ab["regions"]["densities"][0]["asked_b"], 0.6);
    EXPECT_EQ(ab["figures"].size(), keys.size());

    const std::string html = compareToHtml(a, b, context);
    EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0u);
    EXPECT_EQ(html.find("<script"), std::string::npos);
    EXPECT_NE(html.find("room_density"), std::string::npos);
    EXPECT_NE(html.find("Largest empty square"), std::string::npos);
}

TEST(BatchComparisons, TheSameParametersOnBothSidesDifferByNothing) {
    const Catalogue& catalogue = test::defaultCatalogue();
    const BatchReport a = runBatchReport(catalogue, smallMap(0.3), 5, 6);
    BatchRunOptions three;
    three.jobs = 3;
    const BatchReport b = runBatchReport(catalogue, smallMap(0.3), 5, 6, three);
    for (const FigureComparison& figure : compareBatches(a, b).figures) {
        if (!figure.difference) {
            continue;
        }
        EXPECT_EQ(figure.difference->mean, 0.0) << figure.key;
        EXPECT_FALSE(figure.difference->excludesZero()) << figure.key;
    }
    EXPECT_TRUE(compareToJson(a, b, {})["changed_params"].empty());
}

// [SECTION] The quality block of report.json

TEST(ReportQuality, JsonHasEveryFigureWithItsSummary) {
    EasylinkParams params = smallMap(0.3);
    Region region;
    region.rect = {0, 0, 24, 24};
    region.density = 0.4;
    params.regions = {region};
    const BatchReport report = runBatchReport(test::defaultCatalogue(), params, 1, 6);
    ASSERT_GT(report.layoutCount(), 0u);
    const Json json = reportToJson(report, {});
    const Json& quality = json.at("quality");
    std::vector<std::string> keys;
    for (const auto& [key, value] : quality.items()) {
        keys.push_back(key);
    }
    EXPECT_EQ(keys,
              (std::vector<std::string>{"loops", "dead_ends", "four_way", "t_junction", "bend",
                                        "through", "corridor_length", "mean_corridor_length",
                                        "largest_empty_square", "regions"}));
    const Json& loops = quality.at("loops");
    std::vector<std::string> fields;
    for (const auto& [key, value] : loops.items()) {
        fields.push_back(key);
    }
    EXPECT_EQ(fields, (std::vector<std::string>{"count", "mean", "sd", "min", "p10", "p50", "p90",
                                                "max", "histogram"}));
    EXPECT_EQ(loops["count"], report.layoutCount());
    // The same figures as the layouts' own stats.
    EXPECT_EQ(loops["min"], report.distribution(Metric::Loops).min());
    EXPECT_EQ(loops["max"], report.distribution(Metric::Loops).max());
    EXPECT_EQ(quality["dead_ends"]["p50"].get<double>(),
              report.distribution(Metric::DeadEnds).median());
    std::uint64_t binned = 0;
    for (const Json& bin : quality["largest_empty_square"]["histogram"]) {
        binned += bin["count"].get<std::uint64_t>();
    }
    EXPECT_EQ(binned, report.layoutCount());
    // The corridors' lengths of the same seeds' layouts, added up directly.
    std::int64_t corridorTiles = 0;
    int layouts = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        const GenerationResult result = generateEasylink(test::defaultCatalogue(), params, seed);
        if (result.layout) {
            ++layouts;
            for (CorridorId id : result.layout->corridorIds()) {
                const Corridor& corridor = *result.layout->corridor(id);
                corridorTiles +=
                    corridor.axis == Axis::Horizontal ? corridor.rect.w : corridor.rect.h;
            }
        }
    }
    const FigureDistribution& lengths = report.quality(QualityFigure::CorridorLength);
    ASSERT_EQ(lengths.count(), static_cast<std::uint64_t>(layouts));
    EXPECT_NEAR(lengths.mean() * layouts, static_cast<double>(corridorTiles), 1e-6);
    ASSERT_EQ(quality["regions"].size(), 1u);
    EXPECT_EQ(quality["regions"][0]["asked"], 0.4);
    EXPECT_EQ(quality["regions"][0]["rect"], Json::parse("[0, 0, 24, 24]"));
    EXPECT_EQ(quality["regions"][0]["achieved"]["count"], report.layoutCount());
}

TEST(ReportQuality, FailedBatchesHaveEmptySummaries) {
    EasylinkParams impossible = smallMap(0.3);
    impossible.minRooms = 1000;
    impossible.maxAttempts = 1;
    const BatchReport report = runBatchReport(test::defaultCatalogue(), impossible, 1, 2);
    const Json json = reportToJson(report, {});
    EXPECT_EQ(json["quality"]["loops"]["count"], 0);
    EXPECT_TRUE(json["quality"]["loops"]["mean"].is_null());
    EXPECT_TRUE(json["quality"]["loops"]["histogram"].empty());
    EXPECT_NO_THROW(reportToHtml(report, {}));
    EasylinkParams fine = smallMap(0.3);
    const BatchReport some = runBatchReport(test::defaultCatalogue(), fine, 1, 2);
    const BatchComparison comparison = compareBatches(report, some);
    EXPECT_FALSE(comparison.figures[2].difference.has_value());  // rooms: no layout in A
    EXPECT_NO_THROW(compareToHtml(report, some, {}));
}

}  // namespace
}  // namespace easylink
