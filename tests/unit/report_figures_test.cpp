// Core's report figures as data (report_figures.hpp), which report.html and
// the editor's Report panel both draw from; and the report of a tile
// generator's batch (tile_batch_report.hpp, tile_report_output.hpp).

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "catalogue_test_support.hpp"
#include "easylink/registry/registry.hpp"
#include "easylink/report/batch_report.hpp"
#include "easylink/report/report_figures.hpp"
#include "easylink/report/report_output.hpp"
#include "easylink/report/tile_batch_report.hpp"
#include "easylink/report/tile_report_output.hpp"

namespace easylink {
namespace {

// [SECTION] Charts

TEST(ReportFigures, CountFigureHasBarsAndStatsAsThePageWritesThem) {
    IntDistribution d;
    d.add(1, 3);
    d.add(2, 1);
    d.add(4, 2);
    const ReportFigure figure = countFigure(d, "loops", "Loops", "loops", "per layout");
    EXPECT_EQ(figure.key, "loops");
    EXPECT_EQ(figure.chartCaption, "Loops");
    ASSERT_EQ(figure.bars.size(), 4u);  // 1, 2, 3 (empty) and 4
    EXPECT_EQ(figure.bars[0].label, "1");
    EXPECT_EQ(figure.bars[0].count, 3u);
    EXPECT_EQ(figure.bars[0].tooltip, "1 loops: 3");
    EXPECT_EQ(figure.bars[2].count, 0u);
    ASSERT_EQ(figure.stats.size(), 4u);
    EXPECT_EQ(figure.stats[0].name, "min");
    EXPECT_EQ(figure.stats[0].value, "1");
    EXPECT_EQ(figure.stats[1].value, "1.5");   // median: the two middle values' mean
    EXPECT_EQ(figure.stats[2].value, "2.17");  // mean (13 / 6), two decimals
    EXPECT_EQ(figure.stats[3].value, "4");
    EXPECT_TRUE(countFigure(IntDistribution{}, "k", "T", "u", "o").empty());
}

TEST(ReportFigures, WideRangesAreBinned) {
    IntDistribution d;
    d.add(0);
    d.add(100);
    const ReportFigure figure = countFigure(d, "k", "T", "tiles", "");
    ASSERT_EQ(figure.bars.size(), d.histogram().size());
    EXPECT_EQ(figure.bars.front().label, "0-");
    EXPECT_EQ(figure.bars.front().tooltip, "0 to 3 tiles: 1");
}

TEST(ReportFigures, SummaryFigureDecimalsFollowTheFigure) {
    FigureDistribution whole(/*whole=*/true);
    whole.add(2);
    whole.add(3);
    const ReportFigure w = summaryFigure(whole, "loops", "Loops", "loops", "m", "layouts");
    ASSERT_EQ(w.stats.size(), 7u);
    const std::vector<std::string> names = {"mean", "sd", "min", "p10", "p50", "p90", "max"};
    for (std::size_t i = 0; i < names.size(); ++i) {
        EXPECT_EQ(w.stats[i].name, names[i]);
    }
    EXPECT_EQ(w.stats[0].value, "2.5");
    EXPECT_EQ(w.stats[2].value, "2.0");
    EXPECT_EQ(w.bars.front().tooltip, "2 loops: 1 layouts");
    EXPECT_EQ(w.meaning, "m");

    FigureDistribution real(/*whole=*/false);
    real.add(0.25);
    real.add(0.5);
    const ReportFigure r = summaryFigure(real, "d", "Density", "density", "", "layouts");
    EXPECT_EQ(r.stats[0].value, "0.375");
    EXPECT_EQ(r.bars.size(), 20u);
}

TEST(ReportFigures, TimeFigureHasTwentyBins) {
    RealDistribution ms;
    for (double value : {1.0, 2.0, 3.0, 5.0}) {
        ms.add(value);
    }
    const ReportFigure figure = timeFigure(ms);
    EXPECT_EQ(figure.chartCaption, "milliseconds");
    EXPECT_EQ(figure.bars.size(), 20u);
    ASSERT_EQ(figure.stats.size(), 4u);
    EXPECT_EQ(figure.stats[1].name, "median");
    EXPECT_EQ(figure.stats[1].value, "2.5");
    EXPECT_TRUE(timeFigure(RealDistribution{}).empty());
}

TEST(ReportFigures, DecimalsForSteps) {
    EXPECT_EQ(decimalsFor(5.0), 0);
    EXPECT_EQ(decimalsFor(0.5), 1);
    EXPECT_EQ(decimalsFor(0.05), 2);
    EXPECT_EQ(decimalsFor(0.0001), 3);
    EXPECT_EQ(decimalsFor(0.0), 0);
}

// [SECTION] Reasons

TEST(ReportFigures, ReasonRowsAndSummary) {
    ReasonTallies tallies;
    tallyReason(tallies, "a N", "a 1", 4, 10);
    tallyReason(tallies, "a N", "a 2", 4, 11);
    tallyReason(tallies, "a N", "a 3", 4, 12);
    tallyReason(tallies, "b", "b", 5, std::nullopt);
    EXPECT_EQ(reasonTotal(tallies), 4u);
    const std::vector<ReasonRow> rows = reasonRows(tallies, 20);
    ASSERT_EQ(rows.size(), 2u);
    EXPECT_EQ(*rows[0].category, "a N");
    EXPECT_EQ(rows[0].tally->count, 3u);
    EXPECT_EQ(rows[0].tally->example, "a 1");
    EXPECT_EQ(rows[0].shareText, "75.0 %");
    EXPECT_EQ(reasonsSummary(tallies, rows.size()), "4 in all, in 2 categories.");
    EXPECT_EQ(reasonsSummary(tallies, 1), "4 in all, in 2 categories; the 1 most frequent below.");
    EXPECT_EQ(reasonsSummary(ReasonTallies{}, 0), "None.");
    EXPECT_EQ(reasonSectionText(ReasonKind::Failure).title, "Why seeds failed");
}

TEST(ReportFigures, MergedTalliesKeepTheSmallestSeedsExample) {
    ReasonTallies late;
    tallyReason(late, "x", "x from 9", 9, 1);
    ReasonTallies early;
    tallyReason(early, "x", "x from 2", 2, 3);
    ReasonTallies sum;
    mergeReasonTallies(sum, late, 5);
    mergeReasonTallies(sum, early, 5);
    ASSERT_EQ(sum.size(), 1u);
    EXPECT_EQ(sum.at("x").example, "x from 2");
    ASSERT_EQ(sum.at("x").firstSeeds.size(), 2u);
    EXPECT_EQ(sum.at("x").firstSeeds[0].seed, 2u);
    EXPECT_EQ(sum.at("x").seeds, 2u);
}

// [SECTION] A batch of modules

class ReportFiguresOfABatch : public ::testing::Test {
protected:
    static const BatchReport& report() {
        static const BatchReport kReport = [] {
            EasylinkParams params;
            params.width = 64;
            params.height = 64;
            Region region;
            region.rect = {0, 0, 32, 64};
            params.regions = {region};
            return runBatchReport(test::defaultCatalogue(), params, 1, 6);
        }();
        return kReport;
    }
};

TEST_F(ReportFiguresOfABatch, RowsFollowTheReport) {
    const BatchReport& r = report();
    std::size_t placed = 0;
    for (std::size_t m = 0; m < r.catalogue().modules.size(); ++m) {
        placed += r.placedByLayout(m) ? 1 : 0;
    }
    const std::vector<ModuleRow> rows = moduleRows(r);
    ASSERT_EQ(rows.size(), placed);
    for (const ModuleRow& row : rows) {
        EXPECT_EQ(row.placements, r.modules()[row.module].placements);
        EXPECT_EQ(row.neverPlaced, row.placements == 0);
        EXPECT_EQ(row.ports.empty(),
                  row.neverPlaced || r.catalogue().modules[row.module].ports.empty());
        for (const PortShare& port : row.ports) {
            EXPECT_EQ(port.never, port.inUse == 0);
            EXPECT_EQ(port.share.back(), port.never ? 'r' : '%');
        }
    }
    EXPECT_EQ(reportFlags(r).size(), r.modulesNeverPlaced().size() +
                                         r.portsNeverConnected().size() +
                                         r.modulesNeverChosen().size());
    const Phase2Tables tables = phase2Tables(r);
    EXPECT_NE(tables.summary.find(std::to_string(r.resolvedLayouts()) + " layouts resolved"),
              std::string::npos);
    for (const ChoiceRow& row : tables.parts) {
        EXPECT_FALSE(row.groupIsModule);
        EXPECT_EQ(row.chosen, r.modules()[row.module].chosen);
    }
    const std::vector<SummaryCard> cards = summaryCards(r);
    ASSERT_EQ(cards.size(), 5u);
    EXPECT_EQ(cards[1].value,
              std::to_string(r.layoutCount()) + " / " + std::to_string(r.seedCount()));
}

TEST_F(ReportFiguresOfABatch, ThePageShowsEveryFigure) {
    const BatchReport& r = report();
    const std::string html = reportToHtml(r, ReportContext{});
    for (Metric metric : kAllMetrics) {
        const ReportFigure figure = metricFigure(r, metric);
        EXPECT_EQ(figure.key, toString(metric));
        EXPECT_NE(html.find("<figcaption>" + figure.title + " <span"), std::string::npos)
            << figure.title;
    }
    EXPECT_EQ(metricFigure(r, Metric::Attempts).over, "every seed; a failed seed used them all");
    const std::vector<ReportFigure> quality = qualityFigures(r);
    ASSERT_EQ(quality.size(), kAllQualityFigures.size());
    for (QualityFigure figure : kAllQualityFigures) {
        // The lock figures show only for catalogues with locks.
        const std::string& title = quality[static_cast<std::size_t>(figure)].title;
        EXPECT_EQ(html.find("<figcaption>" + title + "</figcaption>") != std::string::npos,
                  figureApplies(figure, r.catalogue()))
            << title;
    }
    const std::vector<RegionFigure> regions = regionFigures(r);
    ASSERT_EQ(regions.size(), 1u);
    EXPECT_EQ(regions[0].rect, "rect [0, 0, 32, 64]");
    EXPECT_NE(html.find(regions[0].figure.meaning), std::string::npos);
    for (ReasonKind kind : kReasonSectionOrder) {
        EXPECT_NE(html.find("<h2>" + std::string(reasonSectionText(kind).title) + "</h2>"),
                  std::string::npos);
    }
}

TEST_F(ReportFiguresOfABatch, TheRegistrysGeneratorGivesTheSameReport) {
    const Generator& easylink = *findGenerator("easylink");
    GenerationRequest request;
    request.catalogue = &test::defaultCatalogue();
    request.params = paramsToJson(report().params());
    const BatchReport through = runBatchReport(easylink, request, 1, 6);
    Json a = reportToJson(report(), ReportContext{});
    Json b = reportToJson(through, ReportContext{});
    a.erase("timing");
    b.erase("timing");
    EXPECT_EQ(a.dump(), b.dump());
}

// [SECTION] Tile maps

TEST(TileBatchReport, RecordsAMapsFigures) {
    const Generator& cellular = *findGenerator("cellular");
    GenerationRequest request;
    request.params = Json::object({{"width", 40}, {"height", 30}});
    const TileSeedRecord record = recordTileSeed(cellular, request, 7);
    EXPECT_EQ(record.seed, 7u);
    ASSERT_TRUE(record.ok);
    EXPECT_GE(record.attempts, 1);
    const auto figure = [&](TileFigure f) { return record.figures[static_cast<std::size_t>(f)]; };
    EXPECT_GT(figure(TileFigure::WalkableFraction), 0.0);
    EXPECT_LT(figure(TileFigure::WalkableFraction), 1.0);
    EXPECT_GE(figure(TileFigure::WalkableRegions), 1.0);
    // The same seed run directly gives the same map.
    const TileMapResult direct = generateTileMap("cellular", 40, 30, Json::object(), 7);
    ASSERT_TRUE(direct.tiles.has_value());
    EXPECT_EQ(figure(TileFigure::WalkableRegions), walkableRegionCount(*direct.tiles));
}

TEST(TileBatchReport, SameReportWhateverTheThreads) {
    const Generator& drunkard = *findGenerator("drunkard");
    GenerationRequest request;
    request.params = Json::object({{"width", 40}, {"height", 30}});
    BatchRunOptions three;
    three.jobs = 3;
    const TileBatchReport a = runTileBatchReport(drunkard, request, 1, 8);
    const TileBatchReport b = runTileBatchReport(drunkard, request, 1, 8, three);
    EXPECT_EQ(a.seedCount(), 8u);
    EXPECT_EQ(a.mapCount(), b.mapCount());
    Json ja = tileReportToJson(a, ReportContext{});
    Json jb = tileReportToJson(b, ReportContext{});
    ja.erase("timing");
    jb.erase("timing");
    EXPECT_EQ(ja.dump(), jb.dump());
    EXPECT_EQ(ja["generator"], "drunkard");
    EXPECT_EQ(ja["params"]["width"], 40);
    EXPECT_EQ(ja["success"]["layouts"], a.mapCount());
    EXPECT_EQ(ja["tiles"]["areas"]["count"], a.mapCount());
}

TEST(TileBatchReport, FiguresAndPage) {
    const Generator& rooms = *findGenerator("random-rooms");
    GenerationRequest request;
    const TileBatchReport report = runTileBatchReport(rooms, request, 1, 4);
    const std::vector<ReportFigure> figures = tileFigures(report);
    ASSERT_EQ(figures.size(), 1u + kAllTileFigures.size());
    EXPECT_EQ(figures[0].key, "attempts");
    for (std::size_t f = 0; f < kAllTileFigures.size(); ++f) {
        EXPECT_EQ(figures[f + 1].key, toString(kAllTileFigures[f]));
        EXPECT_FALSE(figures[f + 1].empty());
    }
    EXPECT_EQ(summaryCards(report)[1].label, "maps made");
    const std::string html = tileReportToHtml(report, ReportContext{});
    EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0u);
    for (const ReportFigure& figure : figures) {
        EXPECT_NE(html.find(figure.title), std::string::npos) << figure.title;
    }
    EXPECT_EQ(report.params()["width"], 80);  // the default map size, filled in
}

TEST(TileBatchReport, FailuresAreSortedIntoCategories) {
    // A map too small for any room: every seed fails, for the same reason.
    const Generator& rooms = *findGenerator("rooms-corridors");
    GenerationRequest request;
    request.params = Json::object({{"width", 8}, {"height", 8}});
    const TileBatchReport report = runTileBatchReport(rooms, request, 1, 3);
    EXPECT_EQ(report.seedCount(), 3u);
    if (report.mapCount() < 3) {
        const ReasonTallies& failures = report.reasons(TileReason::Failure);
        EXPECT_EQ(reasonTotal(failures), 3u - report.mapCount());
        EXPECT_FALSE(failures.begin()->second.example.empty());
    }
}

}  // namespace
}  // namespace easylink
