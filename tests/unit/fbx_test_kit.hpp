#pragma once

// An FBX room kit written by the test itself, with assimp's own exporter:
// for the FBX tests of the library (fbx_kit_test.cpp) and of the editor
// (tests/ui/import_modules_test.cpp).

#include <assimp/scene.h>
#include <assimp/Exporter.hpp>

#include <filesystem>
#include <string>

namespace easylink::testing {

/// One module, "vault", as ASCII FBX (assimp 5.2 cannot read back its
/// own binary FBX) in centimetres: a 1600 x 1600 centimetre floor, the root
/// 20 metres east (not part of the module), a west doorway marker named
/// with its widths ("port_w2_4") and an east one named plainly
/// ("port.001"), both at the walls' middle. Returns assimp's error, or "".
inline std::string writeCentimetreFbxKit(const std::filesystem::path& path) {
    aiScene scene;
    scene.mMaterials = new aiMaterial* [1] { new aiMaterial() };
    scene.mNumMaterials = 1;
    auto* mesh = new aiMesh();
    mesh->mPrimitiveTypes = aiPrimitiveType_TRIANGLE;
    mesh->mNumVertices = 4;
    mesh->mVertices = new aiVector3D[4]{{0, 0, 0}, {1600, 0, 0}, {1600, 0, 1600}, {0, 0, 1600}};
    mesh->mNumFaces = 2;
    mesh->mFaces = new aiFace[2];
    for (unsigned f = 0; f < 2; ++f) {
        mesh->mFaces[f].mNumIndices = 3;
        mesh->mFaces[f].mIndices = f == 0 ? new unsigned[3]{0, 2, 1} : new unsigned[3]{0, 3, 2};
    }
    scene.mMeshes = new aiMesh* [1] { mesh };
    scene.mNumMeshes = 1;

    auto* floor = new aiNode("vault floor");
    floor->mMeshes = new unsigned[1]{0};
    floor->mNumMeshes = 1;
    auto* west = new aiNode("port_w2_4");
    aiMatrix4x4::Translation(aiVector3D(0, 0, 800), west->mTransformation);
    auto* east = new aiNode("port.001");
    aiMatrix4x4::Translation(aiVector3D(1600, 0, 800), east->mTransformation);
    auto* module = new aiNode("vault");
    aiMatrix4x4::Translation(aiVector3D(2000, 0, 0), module->mTransformation);
    aiNode* parts[] = {floor, west, east};
    module->addChildren(3, parts);
    scene.mRootNode = new aiNode("RootNode");
    scene.mRootNode->addChildren(1, &module);

    Assimp::Exporter exporter;
    if (exporter.Export(&scene, "fbxa", path.string()) != aiReturn_SUCCESS) {
        return exporter.GetErrorString();
    }
    return "";
}

}  // namespace easylink::testing
