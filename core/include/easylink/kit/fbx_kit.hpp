#pragma once

// [SECTION] FBX room kits
//
// A kit exported as FBX (Maya, 3ds Max, Blender, the engines) is read with
// assimp and turned into the glTF kit it stands for, which is then imported
// by section 10's rules (kit_import.hpp) and written as KIT.glb beside the
// catalogue, whose `mesh` keys name it (docs/kits.md).
//
// The same node-name rules apply: each root node is a module, its "port..."
// children mark doorways. FBX keeps a scene's units and axes as settings,
// and exporters put the conversion to them on the root nodes (Blender's
// roots carry a scale of 100 and a quarter turn about X); so a root's
// rotation and scale stay part of its module, the file's unit and axes are
// turned into metres, +Y up, and only the root's translation is dropped, as
// for a glTF kit. Cameras and lights are left out. Materials keep their
// base colour; textures are not carried over.
//
// This is target easylink_fbx, linked into the `easylink` program and the
// editor only: libeasylink never carries assimp.

#include <filesystem>
#include <string>
#include <vector>

#include "easylink/kit/kit_import.hpp"

namespace easylink {

/// An FBX kit as a glTF binary, or why it cannot be one.
struct FbxKit {
    std::string glb;                    // the .glb's bytes
    std::vector<std::string> problems;  // one line each, naming the file

    bool ok() const { return problems.empty(); }
};

/// Reads the FBX file at `file` with assimp and makes its glTF kit.
FbxKit convertFbxKit(const std::filesystem::path& file);

/// importKit() for an FBX kit: converted, then read by section 10's rules
/// with every problem named after `file`. On success `glb` holds the glTF
/// kit to write at fbxKitGlb() (which `options.meshFile` names).
KitImport importFbxKit(const std::filesystem::path& file, const KitImportOptions& options,
                       std::string& glb);

}  // namespace easylink
