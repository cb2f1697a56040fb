#include "easylink/output/run_files.hpp"

#include "easylink/export/ascii_export.hpp"
#include "easylink/export/png_export.hpp"
#include "easylink/export/tiled_export.hpp"
#include "easylink/io/atomic_file.hpp"
#include "easylink/output/scene_files.hpp"
#include "easylink/registry/registry.hpp"

namespace easylink {
namespace {

void writeAreas(JsonWriter& out, const std::vector<TileArea>& areas) {
    out.beginArray();
    for (const TileArea& area : areas) {
        out.beginObject();
        out.member("name", area.name);
        writeRectMembers(out, area.rect);
        out.endObject();
    }
    out.endArray();
}

}  // namespace

LayoutFileHeader layoutFileHeader(const RunView& run, const TileRaster& raster) {
    LayoutFileHeader header;
    header.generator = std::string(run.generator);
    header.seed = run.seed;
    header.params = run.params;
    if (run.catalogue != nullptr) {
        header.catalogue = *run.catalogue;
    } else if (const Generator* generator = findGenerator(run.generator);
               run.layout != nullptr && generator != nullptr && generator->inputs.catalogue) {
        header.catalogue = catalogueIdentity(run.layout->catalogue());
    }
    header.regions = run.regions;
    header.attempts = run.attempts;
    header.writeBlocks = [run, &raster](JsonWriter& out) {
        if (run.resolution != nullptr) {
            writeResolutionBlocks(out, *run.layout, *run.resolution, raster);
        } else if (run.tiles != nullptr) {
            out.key("tiles");
            writeTiles(out, raster);
            if (run.areas != nullptr && !run.areas->empty()) {
                out.key("areas");
                writeAreas(out, *run.areas);
            }
        }
    };
    return header;
}

std::string layoutFileText(const RunView& run) {
    return serializeLayout(*run.layout, layoutFileHeader(run, RunRaster(run).tiles()));
}

void streamExplain(const PieceSink& put, const std::vector<Event>& events, std::size_t pieceSize) {
    std::string lines;
    JsonWriter out(lines, JsonStyle::Compact);
    for (std::size_t i = 0; i < events.size(); ++i) {
        writeEvent(out, events[i], i + 1);
        lines += '\n';
        if (lines.size() >= pieceSize) {
            put(lines);
            lines.clear();  // between two values the string is the caller's
        }
    }
    if (!lines.empty()) {
        put(lines);
    }
}

std::optional<std::string> writeRunFiles(const RunView& run, const RunFiles& files,
                                         const std::vector<Event>* events) {
    const Layout& layout = *run.layout;
    const RunRaster shown(run);
    const TileRaster& raster = shown.tiles();
    StagedWrites staged({.syncEach = files.syncEach});
    if (!files.layout.empty()) {
        const LayoutFileHeader header = layoutFileHeader(run, raster);
        if (auto error = staged.stage(
                files.layout, [&](const PieceSink& put) { streamLayout(put, layout, header); })) {
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
    if (files.gltf) {
        if (auto error = stageSceneFiles(
                staged, *files.gltf, run,
                {.catalogueFolder = files.catalogueFolder, .blockouts = files.blockouts})) {
            return error;
        }
    }
    if (files.explain && events != nullptr) {
        if (auto error = staged.stage(*files.explain,
                                      [&](const PieceSink& put) { streamExplain(put, *events); })) {
            return error;
        }
    }
    return staged.commit();
}

}  // namespace easylink
