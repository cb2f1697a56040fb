#include "easylink/output/run_files.hpp"

#include "easylink/export/ascii_export.hpp"
#include "easylink/export/png_export.hpp"
#include "easylink/export/tiled_export.hpp"
#include "easylink/io/atomic_file.hpp"

namespace easylink {
namespace {

Json areasToJson(const std::vector<TileArea>& areas) {
    Json out = Json::array();
    for (const TileArea& area : areas) {
        out.push_back({{"name", area.name},
                       {"x", area.rect.x},
                       {"y", area.rect.y},
                       {"width", area.rect.w},
                       {"height", area.rect.h}});
    }
    return out;
}

}  // namespace

LayoutFileHeader layoutFileHeader(const RunView& run, const TileRaster& raster) {
    LayoutFileHeader header;
    header.generator = std::string(run.generator);
    header.seed = run.seed;
    header.params = run.params != nullptr ? *run.params : Json::object();
    if (run.regions != nullptr) {
        header.regions = *run.regions;
    }
    header.attempts = run.attempts;
    if (run.resolution != nullptr) {
        header.blocks = resolutionBlocks(*run.layout, *run.resolution, raster);
    } else if (run.tiles != nullptr) {
        header.blocks["tiles"] = tilesToJson(raster);
        if (run.areas != nullptr && !run.areas->empty()) {
            header.blocks["areas"] = areasToJson(*run.areas);
        }
    }
    return header;
}

std::string layoutFileText(const RunView& run) {
    return serializeLayout(*run.layout, layoutFileHeader(run, runRaster(run)));
}

std::string explainText(const std::vector<Event>& events) {
    std::string lines;
    for (std::size_t i = 0; i < events.size(); ++i) {
        lines += eventToJson(events[i], i + 1).dump(-1, ' ', false, Json::error_handler_t::replace);
        lines += '\n';
    }
    return lines;
}

std::optional<std::string> writeRunFiles(const RunView& run, const RunFiles& files,
                                         const std::vector<Event>* events) {
    const Layout& layout = *run.layout;
    const TileRaster raster = runRaster(run);
    StagedWrites staged({.syncEach = files.syncEach});
    if (!files.layout.empty()) {
        if (auto error = staged.stage(files.layout,
                                      serializeLayout(layout, layoutFileHeader(run, raster)))) {
            return error;
        }
    }
    if (files.ascii) {
        if (auto error = staged.stage(*files.ascii, rasterToAscii(raster))) {
            return error;
        }
    }
    if (files.png) {
        const bool freePorts = run.resolution == nullptr && run.tiles == nullptr;
        if (auto error =
                stagePngFile(staged, *files.png, layout, raster, {.freePorts = freePorts})) {
            return error;
        }
    }
    if (files.tiled) {
        TiledOptions tiled;
        tiled.generator = std::string(run.generator);
        if (run.areas != nullptr) {
            tiled.areas = *run.areas;
        }
        if (auto error =
                stageTiledFiles(staged, *files.tiled, layout, raster, run.resolution, tiled)) {
            return error;
        }
    }
    if (files.explain && events != nullptr) {
        if (auto error = staged.stage(*files.explain, explainText(*events))) {
            return error;
        }
    }
    return staged.commit();
}

}  // namespace easylink
