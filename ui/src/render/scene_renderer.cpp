#include "render/scene_renderer.hpp"

#include <glad/gl.h>

#include <cmath>

namespace easylink::ui {
namespace {

constexpr std::size_t kSceneFloatsPerInstance = 20;

constexpr const char* kSceneVertexShader = R"(#version 330 core
layout(location = 0) in vec3 position;
layout(location = 1) in vec4 world0;
layout(location = 2) in vec4 world1;
layout(location = 3) in vec4 world2;
layout(location = 4) in vec4 world3;
layout(location = 5) in vec4 tint;
uniform mat4 viewProjection;
out vec3 worldPosition;
out vec4 instanceTint;
void main() {
    vec4 world = mat4(world0, world1, world2, world3) * vec4(position, 1.0);
    worldPosition = world.xyz;
    instanceTint = tint;
    gl_Position = viewProjection * world;
}
)";

// Flat normals from the surface's own slope on screen, facing the eye;
// a sky/ground ambient and one sun from the south-east, high up.
constexpr const char* kSceneFragmentShader = R"(#version 330 core
in vec3 worldPosition;
in vec4 instanceTint;
uniform vec4 baseColour;
uniform vec3 eye;
out vec4 colour;
void main() {
    vec3 normal = normalize(cross(dFdx(worldPosition), dFdy(worldPosition)));
    if (dot(normal, eye - worldPosition) < 0.0) {
        normal = -normal;
    }
    vec3 sun = normalize(vec3(0.45, 0.8, 0.35));
    vec3 ambient = mix(vec3(0.30, 0.28, 0.26), vec3(0.58, 0.62, 0.70), 0.5 + 0.5 * normal.y);
    vec3 base = mix(baseColour.rgb, instanceTint.rgb, instanceTint.a);
    vec3 lit = base * (ambient + 0.6 * max(dot(normal, sun), 0.0));
    colour = vec4(pow(clamp(lit, 0.0, 1.0), vec3(1.0 / 2.2)), 1.0);
}
)";

}  // namespace

SceneRenderer::~SceneRenderer() {
    if (!gl::glIsLoaded()) {
        return;
    }
    for (auto& [key, mesh] : meshes_) {
        glDeleteVertexArrays(1, &mesh.vertexArray);
        glDeleteBuffers(1, &mesh.positions);
        glDeleteBuffers(1, &mesh.indices);
    }
    if (instanceBuffer_ != 0) {
        glDeleteBuffers(1, &instanceBuffer_);
    }
}

const SceneRenderer::GpuMesh& SceneRenderer::upload(const std::shared_ptr<const MeshData>& data) {
    const auto found = meshes_.find(data.get());
    if (found != meshes_.end()) {
        return found->second;
    }
    GpuMesh mesh;
    mesh.data = data;
    glGenVertexArrays(1, &mesh.vertexArray);
    glGenBuffers(1, &mesh.positions);
    glGenBuffers(1, &mesh.indices);
    glBindVertexArray(mesh.vertexArray);
    glBindBuffer(GL_ARRAY_BUFFER, mesh.positions);
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(data->positions.size() * sizeof(float)),
                 data->positions.data(), GL_STATIC_DRAW);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, 3 * sizeof(float), nullptr);
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, mesh.indices);
    glBufferData(GL_ELEMENT_ARRAY_BUFFER,
                 static_cast<GLsizeiptr>(data->indices.size() * sizeof(std::uint32_t)),
                 data->indices.data(), GL_STATIC_DRAW);
    glBindVertexArray(0);
    mesh.indexCount = static_cast<int>(data->indices.size());
    return meshes_.emplace(data.get(), std::move(mesh)).first->second;
}

void SceneRenderer::setScene(const Scene& scene, const std::vector<SceneDraw>& draws,
                             const std::vector<InstanceTint>& tints) {
    batches_.clear();
    instanceData_.clear();
    figures_ = {};
    if (!gl::glIsLoaded()) {
        return;
    }
    gl::StateGuard guard;
    // The instances of each primitive together, in the order first met.
    std::map<std::pair<const MeshData*, int>, std::vector<std::size_t>> members;
    std::vector<std::pair<const MeshData*, int>> order;
    std::map<const MeshData*, std::shared_ptr<const MeshData>> owners;
    for (std::size_t i = 0; i < draws.size(); ++i) {
        const SceneDraw& draw = draws[i];
        if (draw.mesh < 0 || static_cast<std::size_t>(draw.mesh) >= scene.meshes.size()) {
            continue;  // a designer's mesh: drawn by its own loader (not yet)
        }
        ++figures_.instances;
        for (const ScenePrimitive& primitive :
             scene.meshes[static_cast<std::size_t>(draw.mesh)].primitives) {
            const std::pair<const MeshData*, int> key{primitive.data.get(), primitive.material};
            auto& list = members[key];
            if (list.empty()) {
                order.push_back(key);
                owners[primitive.data.get()] = primitive.data;
            }
            list.push_back(i);
        }
    }
    for (const auto& key : order) {
        const GpuMesh& mesh = upload(owners[key.first]);
        Batch batch;
        batch.mesh = &mesh;
        if (key.second >= 0 && static_cast<std::size_t>(key.second) < scene.materials.size()) {
            const std::array<double, 4>& c =
                scene.materials[static_cast<std::size_t>(key.second)].baseColour;
            batch.colour = {static_cast<float>(c[0]), static_cast<float>(c[1]),
                            static_cast<float>(c[2]), static_cast<float>(c[3])};
        } else {
            batch.colour = {0.8f, 0.8f, 0.8f, 1.0f};
        }
        batch.first = instanceData_.size() / kSceneFloatsPerInstance;
        for (const std::size_t i : members[key]) {
            const SceneDraw& draw = draws[i];
            instanceData_.insert(instanceData_.end(), draw.world.begin(), draw.world.end());
            const InstanceTint tint = i < tints.size() ? tints[i] : InstanceTint{};
            instanceData_.insert(instanceData_.end(),
                                 {tint.colour[0], tint.colour[1], tint.colour[2], tint.amount});
        }
        batch.count = members[key].size();
        batches_.push_back(batch);
    }
    figures_.meshes = meshes_.size();
    figures_.drawCalls = batches_.size();
    instancesDirty_ = true;
}

bool SceneRenderer::ensureProgram() {
    if (program_) {
        return true;
    }
    program_ =
        gl::ShaderProgram::build("the 3D view", kSceneVertexShader, kSceneFragmentShader, error_);
    return program_.has_value();
}

gl::Handle SceneRenderer::render(int width, int height, const OrbitCamera& camera) {
    if (!gl::glIsLoaded() || width <= 0 || height <= 0) {
        return 0;
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
    if (instanceBuffer_ == 0) {
        glGenBuffers(1, &instanceBuffer_);
    }
    glBindBuffer(GL_ARRAY_BUFFER, instanceBuffer_);
    if (instancesDirty_) {
        glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(instanceData_.size() * sizeof(float)),
                     instanceData_.data(), GL_DYNAMIC_DRAW);
        instancesDirty_ = false;
    }
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
    const Matrix4f viewProjection = multiply(
        camera.projection(static_cast<float>(width) / static_cast<float>(height)), camera.view());
    glUniformMatrix4fv(program_->uniform("viewProjection"), 1, GL_FALSE, viewProjection.data());
    const Vec3f eye = camera.eye();
    glUniform3f(program_->uniform("eye"), eye[0], eye[1], eye[2]);
    const int colourAt = program_->uniform("baseColour");
    const GLsizei stride = static_cast<GLsizei>(kSceneFloatsPerInstance * sizeof(float));
    for (const Batch& batch : batches_) {
        glBindVertexArray(batch.mesh->vertexArray);
        glBindBuffer(GL_ARRAY_BUFFER, instanceBuffer_);
        const std::size_t base = batch.first * kSceneFloatsPerInstance * sizeof(float);
        for (GLuint column = 0; column < 5; ++column) {
            const GLuint location = 1 + column;
            glEnableVertexAttribArray(location);
            glVertexAttribPointer(location, 4, GL_FLOAT, GL_FALSE, stride,
                                  reinterpret_cast<const void*>(base + column * 4 * sizeof(float)));
            glVertexAttribDivisor(location, 1);
        }
        glUniform4f(colourAt, batch.colour[0], batch.colour[1], batch.colour[2], batch.colour[3]);
        glDrawElementsInstanced(GL_TRIANGLES, batch.mesh->indexCount, GL_UNSIGNED_INT, nullptr,
                                static_cast<GLsizei>(batch.count));
    }
    glBindVertexArray(0);
    return picture_.colour().id();
}

}  // namespace easylink::ui
