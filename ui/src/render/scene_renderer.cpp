#include "render/scene_renderer.hpp"

#include <glad/gl.h>

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <utility>

#include "render/level_batches.hpp"

namespace easylink::ui {
namespace {

constexpr const char* kSceneVertexShader = R"(#version 330 core
layout(location = 0) in vec3 position;
layout(location = 1) in uint instance;
layout(location = 2) in vec2 texCoord;
uniform mat4 viewProjection;
uniform samplerBuffer tints;
out vec3 worldPosition;
out vec4 tint;
out vec2 surfaceTexCoord;
void main() {
    tint = texelFetch(tints, int(instance));
    worldPosition = position;
    surfaceTexCoord = texCoord;
    gl_Position = viewProjection * vec4(position, 1.0);
}
)";

// Flat normals from the surface's own slope on screen, facing the eye;
// a sky/ground ambient and one sun from the south-east, high up. The
// texture is sRGB, so it reads as linear colour, as the base colour is.
constexpr const char* kSceneFragmentShader = R"(#version 330 core
in vec3 worldPosition;
in vec4 tint;
in vec2 surfaceTexCoord;
uniform vec3 eye;
uniform vec4 baseColour;
uniform bool textured;
uniform sampler2D baseTexture;
out vec4 colour;
void main() {
    vec3 base = baseColour.rgb;
    if (textured) {
        base *= texture(baseTexture, surfaceTexCoord).rgb;
    }
    vec3 surfaceColour = mix(base, tint.rgb, tint.a);
    vec3 normal = normalize(cross(dFdx(worldPosition), dFdy(worldPosition)));
    if (dot(normal, eye - worldPosition) < 0.0) {
        normal = -normal;
    }
    vec3 sun = normalize(vec3(0.45, 0.8, 0.35));
    vec3 ambient = mix(vec3(0.30, 0.28, 0.26), vec3(0.58, 0.62, 0.70), 0.5 + 0.5 * normal.y);
    vec3 lit = surfaceColour * (ambient + 0.6 * max(dot(normal, sun), 0.0));
    colour = vec4(pow(clamp(lit, 0.0, 1.0), vec3(1.0 / 2.2)), 1.0);
}
)";

gl::Enum wrapMode(TextureWrap wrap) {
    switch (wrap) {
        case TextureWrap::MirroredRepeat: return GL_MIRRORED_REPEAT;
        case TextureWrap::ClampToEdge: return GL_CLAMP_TO_EDGE;
        case TextureWrap::Repeat: break;
    }
    return GL_REPEAT;
}

}  // namespace

SceneRenderer::~SceneRenderer() {
    if (!gl::glIsLoaded()) {
        return;
    }
    releaseBatches();
    if (tintTexture_ != 0) {
        glDeleteTextures(1, &tintTexture_);
    }
    if (tintBuffer_ != 0) {
        glDeleteBuffers(1, &tintBuffer_);
    }
}

void SceneRenderer::releaseBatches() {
    for (Batch& batch : batches_) {
        glDeleteVertexArrays(1, &batch.vertexArray);
        glDeleteBuffers(1, &batch.vertices);
        glDeleteBuffers(1, &batch.indices);
        if (batch.texCoords != 0) {
            glDeleteBuffers(1, &batch.texCoords);
        }
    }
    batches_.clear();
}

const gl::Texture2D* SceneRenderer::textureOf(const std::shared_ptr<const SceneImage>& image,
                                              std::map<const SceneImage*, UploadedTexture>& kept) {
    if (const auto found = textures_.find(image.get()); found != textures_.end()) {
        return &found->second.texture;
    }
    UploadedTexture& uploaded = textures_[image.get()];
    if (const auto old = kept.find(image.get()); old != kept.end()) {
        uploaded = std::move(old->second);
        return &uploaded.texture;
    }
    uploaded.image = image;
    uploaded.texture.allocate(GL_SRGB8_ALPHA8, image->width, image->height, GL_RGBA,
                              GL_UNSIGNED_BYTE, image->rgba.data());
    uploaded.texture.setSampling(wrapMode(image->wrapU), wrapMode(image->wrapV), image->smooth);
    uploaded.texture.useMipmaps();
    uploaded.texture.generateMipmaps();
    return &uploaded.texture;
}

void SceneRenderer::setLevel(const Scene& scene, const std::vector<SceneDraw>& draws) {
    figures_ = {};
    levelError_.clear();
    ++content_;
    tints_.clear();
    tintsDirty_ = true;
    instanceCount_ = draws.size();
    if (!gl::glIsLoaded()) {
        return;
    }
    gl::StateGuard guard;
    releaseBatches();
    std::map<const SceneImage*, UploadedTexture> kept = std::exchange(textures_, {});
    figures_.triangles = levelTriangles(scene, draws);
    if (figures_.triangles > kMaxTriangles) {
        levelError_ = "The level has " + std::to_string(figures_.triangles) +
                      " triangles, more than the 3D view draws (" + std::to_string(kMaxTriangles) +
                      "): look at it in the map, or export it as a glTF scene";
        figures_ = {};
        return;
    }
    for (const SceneDraw& draw : draws) {
        figures_.instances += draw.mesh >= 0 ? 1 : 0;
    }
    for (const LevelBatch& merged : mergeLevel(scene, draws)) {
        Batch batch;
        batch.colour = merged.colour;
        batch.detailSize = merged.detailSize;
        glGenVertexArrays(1, &batch.vertexArray);
        glGenBuffers(1, &batch.vertices);
        glGenBuffers(1, &batch.indices);
        glBindVertexArray(batch.vertexArray);
        glBindBuffer(GL_ARRAY_BUFFER, batch.vertices);
        glBufferData(GL_ARRAY_BUFFER,
                     static_cast<GLsizeiptr>(merged.vertices.size() * sizeof(LevelVertex)),
                     merged.vertices.data(), GL_STATIC_DRAW);
        glEnableVertexAttribArray(0);
        glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, sizeof(LevelVertex), nullptr);
        glEnableVertexAttribArray(1);
        glVertexAttribIPointer(1, 1, GL_UNSIGNED_INT, sizeof(LevelVertex),
                               reinterpret_cast<const void*>(offsetof(LevelVertex, instance)));
        glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, batch.indices);
        glBufferData(GL_ELEMENT_ARRAY_BUFFER,
                     static_cast<GLsizeiptr>(merged.indices.size() * sizeof(std::uint32_t)),
                     merged.indices.data(), GL_STATIC_DRAW);
        if (merged.texture && merged.texCoords.size() == merged.vertices.size()) {
            glGenBuffers(1, &batch.texCoords);
            glBindBuffer(GL_ARRAY_BUFFER, batch.texCoords);
            glBufferData(GL_ARRAY_BUFFER,
                         static_cast<GLsizeiptr>(merged.texCoords.size() * sizeof(float) * 2),
                         merged.texCoords.data(), GL_STATIC_DRAW);
            glEnableVertexAttribArray(2);
            glVertexAttribPointer(2, 2, GL_FLOAT, GL_FALSE, 0, nullptr);
            batch.texture = textureOf(merged.texture, kept);
        }
        batch.indexCount = merged.indices.size();
        batches_.push_back(batch);
    }
    glBindVertexArray(0);
    figures_.drawCalls = batches_.size();
    figures_.textures = textures_.size();
}

void SceneRenderer::setTints(const std::vector<InstanceTint>& tints) {
    if (tints == tints_) {
        return;
    }
    tints_ = tints;
    tintsDirty_ = true;
    ++content_;
}

void SceneRenderer::uploadTints() {
    if (!tintsDirty_) {
        return;
    }
    tintsDirty_ = false;
    // Four floats an instance: the tint's colour and how much of it shows.
    std::vector<float> texels(std::max<std::size_t>(instanceCount_, 1) * 4, 0.0f);
    for (std::size_t i = 0; i < tints_.size() && i < instanceCount_; ++i) {
        const InstanceTint& tint = tints_[i];
        std::memcpy(&texels[i * 4], tint.colour.data(), 3 * sizeof(float));
        texels[i * 4 + 3] = tint.amount;
    }
    if (tintBuffer_ == 0) {
        glGenBuffers(1, &tintBuffer_);
        glGenTextures(1, &tintTexture_);
    }
    glBindBuffer(GL_TEXTURE_BUFFER, tintBuffer_);
    glBufferData(GL_TEXTURE_BUFFER, static_cast<GLsizeiptr>(texels.size() * sizeof(float)),
                 texels.data(), GL_DYNAMIC_DRAW);
    glBindBuffer(GL_TEXTURE_BUFFER, 0);
    glActiveTexture(GL_TEXTURE0);
    glBindTexture(GL_TEXTURE_BUFFER, tintTexture_);
    glTexBuffer(GL_TEXTURE_BUFFER, GL_RGBA32F, tintBuffer_);
    glBindTexture(GL_TEXTURE_BUFFER, 0);
}

bool SceneRenderer::ensureProgram() {
    if (program_) {
        return true;
    }
    program_ =
        gl::ShaderProgram::build("the 3D view", kSceneVertexShader, kSceneFragmentShader, error_);
    return program_.has_value();
}

gl::Handle SceneRenderer::render(int width, int height, const ViewPose& pose,
                                 float pixelsPerMetre) {
    if (!gl::glIsLoaded() || width <= 0 || height <= 0) {
        return 0;
    }
    if (!levelError_.empty()) {
        error_ = levelError_;
        return 0;
    }
    const PictureKey key{
        width, height,
        multiply(pose.projection(static_cast<float>(width) / static_cast<float>(height)),
                 pose.view()),
        pixelsPerMetre, content_};
    if (shown_ && *shown_ == key && error_.empty()) {
        return picture_.colour().id();
    }
    gl::StateGuard guard;
    if (!ensureProgram()) {
        return 0;
    }
    if (auto problem = picture_.resize(width, height, true)) {
        error_ = *problem;
        return 0;
    }
    error_.clear();
    uploadTints();
    picture_.bind();
    glClearColor(0.11f, 0.12f, 0.14f, 1.0f);
    glClearDepth(1.0);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    glEnable(GL_DEPTH_TEST);
    glDepthFunc(GL_LESS);
    glEnable(GL_CULL_FACE);
    glCullFace(GL_BACK);
    glFrontFace(GL_CCW);
    program_->use();
    glUniformMatrix4fv(program_->uniform("viewProjection"), 1, GL_FALSE, key.viewProjection.data());
    const Vec3f& eye = pose.eye;
    glUniform3f(program_->uniform("eye"), eye[0], eye[1], eye[2]);
    glActiveTexture(GL_TEXTURE0);
    glBindTexture(GL_TEXTURE_BUFFER, tintTexture_);
    glUniform1i(program_->uniform("tints"), 0);
    glUniform1i(program_->uniform("baseTexture"), 1);
    const int colourAt = program_->uniform("baseColour");
    const int texturedAt = program_->uniform("textured");
    // Details under a pixel at the target (door frames from afar) would
    // cost their triangles and show nothing.
    for (const Batch& batch : batches_) {
        if (batch.detailSize > 0.0f && batch.detailSize * pixelsPerMetre < 1.0f) {
            continue;
        }
        glUniform4f(colourAt, batch.colour[0], batch.colour[1], batch.colour[2], batch.colour[3]);
        glUniform1i(texturedAt, batch.texture != nullptr ? 1 : 0);
        if (batch.texture != nullptr) {
            batch.texture->bind(1);
        }
        glBindVertexArray(batch.vertexArray);
        glDrawElements(GL_TRIANGLES, static_cast<GLsizei>(batch.indexCount), GL_UNSIGNED_INT,
                       nullptr);
    }
    glBindVertexArray(0);
    glActiveTexture(GL_TEXTURE1);
    glBindTexture(GL_TEXTURE_2D, 0);
    glActiveTexture(GL_TEXTURE0);
    glBindTexture(GL_TEXTURE_BUFFER, 0);
    shown_ = key;
    ++figures_.framesDrawn;
    return picture_.colour().id();
}

}  // namespace easylink::ui
