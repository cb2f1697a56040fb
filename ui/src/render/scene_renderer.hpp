#pragma once

// [SECTION] Scene renderer
//
// Draws a level's scene (scene.hpp, scene_draws.hpp: the same nodes and
// meshes its glTF file holds) with OpenGL 3.3 into an offscreen picture,
// for the 3D view to show as an image.
//
// The level is drawn in one call per colour of material. Under Mesa's
// llvmpipe, the renderer of machines without a GPU, every draw call costs
// some 30 µs of state checking whatever it draws, and a level holds
// hundreds of distinct meshes (a blockout per set of doorways), so drawing
// them one instanced call each spent more time on calls than on triangles
// (docs/performance.md, "The level in 3D"). setLevel() therefore puts every
// instance's triangles into world space once per level, one vertex and
// index buffer per colour, each vertex carrying its instance's number; the
// tints (selection, highlights, components) live in a texture buffer read
// by that number, so changing them uploads four floats an instance and
// nothing else. A frame whose camera, size, level and tints are those of
// the last one draws nothing: the last picture is still right.
//
// Lighting is a sky/ground ambient and one sun, on flat normals the
// fragment shader works out from the surface itself (the meshes carry
// none); no shadows. A designer's base colour texture multiplies its
// material's colour: a textured material is a batch of its own, its
// texture coordinates in a second buffer beside the vertices.

#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "easylink/scene/scene.hpp"
#include "easylink/scene/scene_draws.hpp"
#include "render/gl_shader.hpp"
#include "viewport/view_pose.hpp"

namespace easylink::ui {

/// An instance's tint: its colour mixed in by `amount` (0: none).
struct InstanceTint {
    std::array<float, 3> colour{1.0f, 1.0f, 1.0f};
    float amount = 0.0f;

    friend bool operator==(const InstanceTint&, const InstanceTint&) = default;
};

class SceneRenderer {
public:
    /// The most triangles a level may have to be drawn (some 40 bytes each
    /// on the GPU's side): a 1024x1024 blockout level has about a million.
    static constexpr std::size_t kMaxTriangles = 12'000'000;

    SceneRenderer() = default;
    ~SceneRenderer();
    SceneRenderer(const SceneRenderer&) = delete;
    SceneRenderer& operator=(const SceneRenderer&) = delete;

    /// What to draw: `scene`'s draws, none tinted. A level of more than
    /// kMaxTriangles draws nothing and says so in error().
    void setLevel(const Scene& scene, const std::vector<SceneDraw>& draws);
    /// Each draw's tint, as long as the draws (or empty: none tinted).
    void setTints(const std::vector<InstanceTint>& tints);

    /// Draws into a picture `width` x `height` seen from `pose` (unless the
    /// last picture already shows just that), leaving out details under a
    /// pixel where a metre spans `pixelsPerMetre`; returns its colour
    /// texture, or 0 after an error (error() says why).
    gl::Handle render(int width, int height, const ViewPose& pose, float pixelsPerMetre);
    const std::string& error() const { return error_; }

    /// What the last setLevel() gave: instances drawn, triangles, draw calls
    /// a frame, textures; and how many frames were drawn rather than kept.
    struct Figures {
        std::size_t instances = 0;
        std::size_t triangles = 0;
        std::size_t drawCalls = 0;
        std::size_t framesDrawn = 0;
        std::size_t textures = 0;  // designers' textures on the GPU
    };
    const Figures& figures() const { return figures_; }

private:
    /// The triangles of one colour, in world space.
    struct Batch {
        std::array<float, 4> colour{};
        float detailSize = 0.0f;  // drawn only when at least a pixel at the target
        gl::Handle vertexArray = 0;
        gl::Handle vertices = 0;  // x, y, z and the instance's number
        gl::Handle indices = 0;
        gl::Handle texCoords = 0;                // u, v a vertex when textured
        const gl::Texture2D* texture = nullptr;  // in textures_; null: the colour alone
        std::size_t indexCount = 0;
    };
    /// A designer's texture on the GPU, kept from level to level while
    /// some batch shows it (a step re-merges the level; the kit's images
    /// stay the same objects).
    struct UploadedTexture {
        std::shared_ptr<const SceneImage> image;
        gl::Texture2D texture;
    };
    /// What a picture showed: drawn again only when it changes.
    struct PictureKey {
        int width = 0;
        int height = 0;
        Matrix4f viewProjection{};
        float pixelsPerMetre = 0.0f;
        std::uint64_t content = 0;

        friend bool operator==(const PictureKey&, const PictureKey&) = default;
    };

    void releaseBatches();
    /// The texture showing `image`, uploaded the first time it is asked for
    /// since the last level (`kept`: the textures of the last level).
    const gl::Texture2D* textureOf(const std::shared_ptr<const SceneImage>& image,
                                   std::map<const SceneImage*, UploadedTexture>& kept);
    bool ensureProgram();
    void uploadTints();

    std::optional<gl::ShaderProgram> program_;
    gl::Framebuffer picture_;
    std::vector<Batch> batches_;
    std::map<const SceneImage*, UploadedTexture> textures_;
    std::vector<InstanceTint> tints_;
    std::size_t instanceCount_ = 0;
    gl::Handle tintBuffer_ = 0;
    gl::Handle tintTexture_ = 0;
    bool tintsDirty_ = true;
    std::uint64_t content_ = 0;  // moves on with every new level or tints
    std::optional<PictureKey> shown_;
    Figures figures_;
    std::string error_;
    std::string levelError_;
};

}  // namespace easylink::ui
