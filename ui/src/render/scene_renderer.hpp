#pragma once

// [SECTION] Scene renderer
//
// Draws a level's scene (scene.hpp, scene_draws.hpp: the same nodes and
// meshes its glTF file holds) with OpenGL 3.3 into an offscreen picture,
// for the 3D view to show as an image. Each mesh is uploaded once, keyed by
// its data (blockouts are shared between the steps of a run, so stepping
// uploads nothing new); each frame draws every primitive of a mesh in one
// instanced draw, the instances' transforms and tints in one buffer.
// Lighting is a sky/ground ambient and one sun, on flat normals the
// fragment shader works out from the surface itself (the meshes carry
// none); no shadows.

#include <cstddef>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "easylink/scene/scene.hpp"
#include "easylink/scene/scene_draws.hpp"
#include "render/gl_shader.hpp"
#include "viewport/orbit_camera.hpp"

namespace easylink::ui {

/// An instance's tint: its colour mixed in by `amount` (0: none).
struct InstanceTint {
    std::array<float, 3> colour{1.0f, 1.0f, 1.0f};
    float amount = 0.0f;
};

class SceneRenderer {
public:
    SceneRenderer() = default;
    ~SceneRenderer();
    SceneRenderer(const SceneRenderer&) = delete;
    SceneRenderer& operator=(const SceneRenderer&) = delete;

    /// What to draw: `scene`'s draws, each with its tint (`tints` as long as
    /// `draws`, or empty). Uploads the meshes not on the GPU yet.
    void setScene(const Scene& scene, const std::vector<SceneDraw>& draws,
                  const std::vector<InstanceTint>& tints);

    /// Draws into a picture `width` x `height` seen by `camera`; returns its
    /// colour texture, or 0 after an error (error() says why).
    gl::Handle render(int width, int height, const OrbitCamera& camera);
    const std::string& error() const { return error_; }

    /// What the last setScene() gave: instances drawn, meshes on the GPU,
    /// draw calls a frame.
    struct Figures {
        std::size_t instances = 0;
        std::size_t meshes = 0;
        std::size_t drawCalls = 0;
    };
    const Figures& figures() const { return figures_; }

private:
    struct GpuMesh {
        std::shared_ptr<const MeshData> data;  // keeps the key alive
        gl::Handle vertexArray = 0;
        gl::Handle positions = 0;
        gl::Handle indices = 0;
        int indexCount = 0;
    };
    /// The instances of one primitive: a mesh's data with one material.
    struct Batch {
        const GpuMesh* mesh = nullptr;
        std::array<float, 4> colour{};
        std::size_t first = 0;  // into the instance buffer, in instances
        std::size_t count = 0;
    };

    const GpuMesh& upload(const std::shared_ptr<const MeshData>& data);
    bool ensureProgram();

    std::optional<gl::ShaderProgram> program_;
    gl::Framebuffer picture_;
    std::map<const MeshData*, GpuMesh> meshes_;
    std::vector<Batch> batches_;
    std::vector<float> instanceData_;  // 20 floats an instance: 16 of transform, 4 of tint
    gl::Handle instanceBuffer_ = 0;
    bool instancesDirty_ = true;
    Figures figures_;
    std::string error_;
};

}  // namespace easylink::ui
