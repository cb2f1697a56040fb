#include "cli/run_summary.hpp"

#include "easylink/export/tiled_export.hpp"
#include "easylink/output/run_summary.hpp"
#include "easylink/output/scene_files.hpp"

namespace easylink::cli {

std::string describeWritten(const RunView& run, const RunFiles& files) {
    std::string text = "wrote " + files.layout.string();
    for (const auto* extra : {&files.png, &files.ascii, &files.explain}) {
        if (*extra) {
            text += ", " + (*extra)->string();
        }
    }
    if (files.tiled) {
        text += ", " + files.tiled->string() + ", " + tiledTilesetImagePath(*files.tiled).string();
    }
    if (files.gltf) {
        text += ", " + files.gltf->string();
        if (isGltfText(*files.gltf)) {
            text += ", " + gltfBinPath(*files.gltf).string();
        }
    }
    return text + " (" + describeRun(run) + ")";
}

}  // namespace easylink::cli
