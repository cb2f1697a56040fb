#pragma once

// [SECTION] A run's glTF scene on disk
//
// `generate --gltf FILE`, a batch's `--scenes`, the editor's export: FILE
// ending in ".gltf" (any case) is glTF's text form with its buffer in
// STEM.bin beside it; any other name gets the binary form, .glb. Both are
// staged with the run's other files and land all-or-nothing.

#include <filesystem>
#include <optional>
#include <string>

#include "easylink/io/atomic_file.hpp"
#include "easylink/output/run_view.hpp"
#include "easylink/scene/scene_builder.hpp"

namespace easylink {

/// The scene of `run`: its layout, phase 2, and the tiles it shows.
Scene runScene(const RunView& run, const SceneOptions& options = {});

/// True when `path` names glTF's text form (".gltf").
bool isGltfText(const std::filesystem::path& path);

/// The buffer file of a text scene: "dir/level.gltf" -> "dir/level.bin".
std::filesystem::path gltfBinPath(const std::filesystem::path& path);

/// Builds the run's scene and stages it at `path` (and its .bin).
/// Returns "cannot write PATH: reason" when it cannot be made or written.
std::optional<std::string> stageSceneFiles(StagedWrites& files, const std::filesystem::path& path,
                                           const RunView& run, const SceneOptions& options);

}  // namespace easylink
