#include "layout_export.hpp"

#include <system_error>

#include "easylink/export/ascii_export.hpp"
#include "easylink/export/png_export.hpp"
#include "easylink/io/atomic_file.hpp"
#include "easylink/layout/layout_json.hpp"
#include "easylink/resolve/resolution.hpp"
#include "easylink/generators/tilemap/tile_map_file.hpp"
#include "easylink/layout/layout_raster.hpp"
#include "generation_session.hpp"

namespace easylink::ui {

std::string_view formatLabel(ExportFormat format) {
    switch (format) {
        case ExportFormat::LayoutJson: return "Layout file (JSON)";
        case ExportFormat::Png: return "Picture (PNG)";
        case ExportFormat::Ascii: return "Text map (ASCII)";
    }
    return {};
}

std::string_view formatExtension(ExportFormat format) {
    switch (format) {
        case ExportFormat::LayoutJson: return ".json";
        case ExportFormat::Png: return ".png";
        case ExportFormat::Ascii: return ".txt";
    }
    return {};
}

std::filesystem::path defaultExportPath(const GenerationRun& run, ExportFormat format,
                                        const std::filesystem::path& folder) {
    return folder /
           ("layout-seed-" + std::to_string(run.seed) + std::string(formatExtension(format)));
}

std::filesystem::path withFormatExtension(const std::filesystem::path& path, ExportFormat format) {
    const std::string extension = path.extension().string();
    bool known = extension.empty();
    for (ExportFormat other : kExportFormats) {
        known = known || extension == formatExtension(other);
    }
    if (!known || path.filename().empty()) {
        return path;
    }
    std::filesystem::path result = path;
    result.replace_extension(formatExtension(format));
    return result;
}

std::optional<std::string> exportLayout(const GenerationRun& run, ExportFormat format,
                                        const std::filesystem::path& path) {
    if (!run.result.layout) {
        return "this run made no layout (" + run.result.failure + ")";
    }
    if (path.empty() || path.filename().empty()) {
        return "type a file name to export to";
    }
    std::error_code error;
    if (const std::filesystem::path folder = path.parent_path(); !folder.empty()) {
        std::filesystem::create_directories(folder, error);
        if (error) {
            return "cannot create the folder " + folder.string() + ": " + error.message();
        }
    }
    // As `easylink generate` writes them: with phase 2, the layout file has
    // its resolution and tiles, and the picture and text show those tiles.
    // A tile-map generator's run: its map, in the same envelope.
    const Layout& layout = *run.result.layout;
    const Resolution* resolution = run.result.resolution ? &*run.result.resolution : nullptr;
    const bool tileMap = run.tileMap && run.tileMap->ok();
    const TileRaster raster = tileMap                 ? *run.tileMap->tiles
                              : resolution != nullptr ? rasterizeResolution(layout, *resolution)
                                                      : rasterizeLayout(layout);
    switch (format) {
        case ExportFormat::LayoutJson: {
            if (tileMap) {
                return writeLayoutFile(path, layout,
                                       tileMapFileHeader(run.generator, *run.tileMap, run.seed));
            }
            LayoutFileHeader header;
            header.seed = run.seed;
            header.params = paramsToJson(run.params);
            header.regions = run.params.regions;
            header.attempts = run.result.attempts;
            if (resolution != nullptr) {
                header.blocks = resolutionBlocks(layout, *resolution, raster);
            }
            return writeLayoutFile(path, layout, header);
        }
        case ExportFormat::Png:
            // Phase 2 has walled up the doorways nobody uses: no red marks then.
            return writePngFile(path, layout, raster,
                                {.freePorts = resolution == nullptr && !tileMap});
        case ExportFormat::Ascii: return writeFileAtomically(path, rasterToAscii(raster));
    }
    return std::nullopt;
}

}  // namespace easylink::ui
