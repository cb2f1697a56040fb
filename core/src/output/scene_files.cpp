#include "easylink/output/scene_files.hpp"

#include <algorithm>
#include <cctype>

#include "easylink/scene/gltf_writer.hpp"

namespace easylink {

Scene runScene(const RunView& run, const SceneOptions& options) {
    SceneSource source;
    source.generator = run.generator;
    source.seed = run.seed;
    source.layout = run.layout;
    source.resolution = run.resolution;
    // Only a map without modules is drawn from its tiles; the others are
    // not drawn as tiles at all.
    if (run.layout->roomCount() > 0 || run.layout->corridorCount() > 0) {
        return buildScene(source, options);
    }
    const RunRaster shown(run);
    source.tiles = &shown.tiles();
    return buildScene(source, options);
}

bool isGltfText(const std::filesystem::path& path) {
    std::string extension = path.extension().string();
    std::transform(extension.begin(), extension.end(), extension.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return extension == ".gltf";
}

std::filesystem::path gltfBinPath(const std::filesystem::path& path) {
    std::filesystem::path bin = path;
    bin.replace_extension(".bin");
    return bin;
}

namespace {

/// The designer's mesh file `path` would overwrite, if any.
const KitMesh* overwrittenKit(const Scene& scene, const std::filesystem::path& path) {
    for (const KitMesh& kit : scene.kitMeshes) {
        std::error_code ec;
        if (std::filesystem::equivalent(kit.file, path, ec) && !ec) {
            return &kit;
        }
    }
    return nullptr;
}

}  // namespace

std::optional<std::string> stageSceneFiles(StagedWrites& files, const std::filesystem::path& path,
                                           const RunView& run, const SceneOptions& options) {
    Scene scene = runScene(run, options);
    const bool text = isGltfText(path);
    const std::filesystem::path bin = gltfBinPath(path);
    for (const std::filesystem::path& target : {path, bin}) {
        if (const KitMesh* kit = overwrittenKit(scene, target);
            kit != nullptr && (text || target == path)) {
            return "cannot write " + target.string() + ": it is the mesh file \"" +
                   kit->fileAsWritten + "\" that the catalogue's modules are drawn from";
        }
    }
    const GltfFiles written =
        text ? sceneGltf(std::move(scene), bin.filename().string()) : sceneGlb(std::move(scene));
    if (!written.ok()) {
        return "cannot write " + path.string() + ": " + written.error;
    }
    if (auto error = files.stage(path, written.main)) {
        return error;
    }
    if (text && !written.bin.empty()) {
        return files.stage(bin, written.bin);
    }
    return std::nullopt;
}

}  // namespace easylink
