#pragma once

// [SECTION] Layout export
//
// What File > Export writes: the layout of the run on show, as the layout
// file (docs/design.md section 5, byte for byte what `easylink generate` writes
// for the same inputs), a PNG picture, an ASCII map or the level as a glTF
// scene (docs/scenes.md); after phase 2 the
// file carries the resolution and its tiles, which the picture and the map
// show. Every file is written atomically, so a failed export never leaves
// half a file behind.

#include <array>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "easylink/output/run_view.hpp"

namespace easylink::ui {

struct GenerationRun;

enum class ExportFormat { LayoutJson, Png, Ascii, GltfScene };

inline constexpr std::array<ExportFormat, 4> kExportFormats = {
    ExportFormat::LayoutJson, ExportFormat::Png, ExportFormat::Ascii, ExportFormat::GltfScene};

/// "Layout file (JSON)", "Picture (PNG)", "Text map (ASCII)", "3D scene (glTF)".
std::string_view formatLabel(ExportFormat format);
/// ".json", ".png", ".txt", ".glb" (a path typed with ".gltf" writes glTF's
/// text form, its .bin beside it).
std::string_view formatExtension(ExportFormat format);

/// `folder`/layout-seed-N.ext for the run's seed.
std::filesystem::path defaultExportPath(const GenerationRun& run, ExportFormat format,
                                        const std::filesystem::path& folder);

/// `path` with its extension replaced by the format's, when it had one of the
/// other formats' extensions (or none); other names are left as typed.
std::filesystem::path withFormatExtension(const std::filesystem::path& path, ExportFormat format);

/// Writes the run's layout; returns an error a designer can act on, or
/// nullopt. Missing folders on the way are created. A scene's designer
/// meshes are named from `catalogueFolder`.
std::optional<std::string> exportLayout(const GenerationRun& run, ExportFormat format,
                                        const std::filesystem::path& path,
                                        const std::filesystem::path& catalogueFolder = {});

/// The run as core's file builder sees it (easylink/output/run_view.hpp);
/// it lives no longer than the run.
RunView viewOf(const GenerationRun& run);

}  // namespace easylink::ui
