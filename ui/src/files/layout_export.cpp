#include "files/layout_export.hpp"

#include <system_error>

#include "easylink/output/run_files.hpp"
#include "session/generation_session.hpp"

namespace easylink::ui {

std::string_view formatLabel(ExportFormat format) {
    switch (format) {
        case ExportFormat::LayoutJson: return "Layout file (JSON)";
        case ExportFormat::Png: return "Picture (PNG)";
        case ExportFormat::Ascii: return "Text map (ASCII)";
        case ExportFormat::GltfScene: return "3D scene (glTF)";
    }
    return {};
}

std::string_view formatExtension(ExportFormat format) {
    switch (format) {
        case ExportFormat::LayoutJson: return ".json";
        case ExportFormat::Png: return ".png";
        case ExportFormat::Ascii: return ".txt";
        case ExportFormat::GltfScene: return ".glb";
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
                                        const std::filesystem::path& path,
                                        const std::filesystem::path& catalogueFolder) {
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
    // As `easylink generate` writes them (easylink/output/run_files.hpp):
    // the same run gives the same bytes.
    RunFiles files;
    switch (format) {
        case ExportFormat::LayoutJson: files.layout = path; break;
        case ExportFormat::Png: files.png = path; break;
        case ExportFormat::Ascii: files.ascii = path; break;
        case ExportFormat::GltfScene:
            files.gltf = path;
            files.catalogueFolder = catalogueFolder;
            break;
    }
    return writeRunFiles(viewOf(run), files, nullptr);
}

RunView viewOf(const GenerationRun& run) {
    RunView view;
    view.generator = run.generator;
    view.seed = run.seed;
    view.layout = run.result.layout ? &*run.result.layout : nullptr;
    view.resolution = run.result.resolution ? &*run.result.resolution : nullptr;
    if (run.tileMap && run.tileMap->ok()) {
        view.tiles = &*run.tileMap->tiles;
        view.areas = &run.tileMap->areas;
    }
    view.params = &run.recordedParams;
    view.regions = &run.params.regions;
    view.attempts = run.result.attempts;
    view.catalogue = run.catalogueIdentity ? &*run.catalogueIdentity : nullptr;
    return view;
}

}  // namespace easylink::ui
