#include "render/gl_shader.hpp"

#include <type_traits>
#include <vector>

#include <GLFW/glfw3.h>
#include <glad/gl.h>

namespace easylink::ui::gl {

static_assert(std::is_same_v<Handle, GLuint> && std::is_same_v<Enum, GLenum>,
              "the GL helpers' handle types must be GL's");

namespace {

/// The info log of a shader or program (glGetShaderInfoLog and friends),
/// without the trailing newline drivers like to add.
template <typename GetIv, typename GetLog>
std::string infoLog(Handle object, GetIv getIv, GetLog getLog) {
    GLint length = 0;
    getIv(object, GL_INFO_LOG_LENGTH, &length);
    if (length <= 1) {
        return "(the driver gave no log)";
    }
    std::vector<char> text(static_cast<std::size_t>(length));
    getLog(object, length, nullptr, text.data());
    std::string log(text.data());
    while (!log.empty() && (log.back() == '\n' || log.back() == '\r')) {
        log.pop_back();
    }
    return log;
}

/// Compiles one stage; returns 0 and fills `error` on failure.
Handle compileStage(Enum stage, const char* source, const std::string& what, std::string& error) {
    const Handle shader = glCreateShader(stage);
    glShaderSource(shader, 1, &source, nullptr);
    glCompileShader(shader);
    GLint compiled = GL_FALSE;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &compiled);
    if (compiled != GL_TRUE) {
        error =
            "cannot compile " + what + ": " + infoLog(shader, glGetShaderiv, glGetShaderInfoLog);
        glDeleteShader(shader);
        return 0;
    }
    return shader;
}

const char* framebufferStatusName(Enum status) {
    switch (status) {
        case GL_FRAMEBUFFER_UNDEFINED: return "undefined";
        case GL_FRAMEBUFFER_INCOMPLETE_ATTACHMENT: return "incomplete attachment";
        case GL_FRAMEBUFFER_INCOMPLETE_MISSING_ATTACHMENT: return "missing attachment";
        case GL_FRAMEBUFFER_INCOMPLETE_DRAW_BUFFER: return "incomplete draw buffer";
        case GL_FRAMEBUFFER_INCOMPLETE_READ_BUFFER: return "incomplete read buffer";
        case GL_FRAMEBUFFER_UNSUPPORTED: return "unsupported format";
        case GL_FRAMEBUFFER_INCOMPLETE_MULTISAMPLE: return "incomplete multisample";
        default: return "unknown status";
    }
}

// GL objects die with their context. An owner that outlives it (the editor
// releases its panels' objects before closing the window, but a test or a
// failed start may not) must then leave the handles alone rather than call
// GL without a context.
bool canDeleteObjects() {
    return glIsLoaded() && glfwGetCurrentContext() != nullptr;
}

}  // namespace

bool glIsLoaded() {
    return GLAD_GL_VERSION_3_3 != 0;
}

// --- ShaderProgram ----------------------------------------------------------

ShaderProgram::~ShaderProgram() {
    if (id_ != 0 && canDeleteObjects()) {
        glDeleteProgram(id_);
    }
}

ShaderProgram& ShaderProgram::operator=(ShaderProgram&& other) noexcept {
    if (this != &other) {
        if (id_ != 0 && canDeleteObjects()) {
            glDeleteProgram(id_);
        }
        id_ = takeHandle(other.id_);
    }
    return *this;
}

std::optional<ShaderProgram> ShaderProgram::build(const std::string& label,
                                                  const char* vertexSource,
                                                  const char* fragmentSource, std::string& error) {
    const Handle vertex =
        compileStage(GL_VERTEX_SHADER, vertexSource, "the " + label + " vertex shader", error);
    if (vertex == 0) {
        return std::nullopt;
    }
    const Handle fragment = compileStage(GL_FRAGMENT_SHADER, fragmentSource,
                                         "the " + label + " fragment shader", error);
    if (fragment == 0) {
        glDeleteShader(vertex);
        return std::nullopt;
    }
    ShaderProgram program(glCreateProgram());
    glAttachShader(program.id_, vertex);
    glAttachShader(program.id_, fragment);
    glBindAttribLocation(program.id_, 0, "aPosition");
    glLinkProgram(program.id_);
    // The linked program keeps what it needs; the stages can go either way.
    glDetachShader(program.id_, vertex);
    glDetachShader(program.id_, fragment);
    glDeleteShader(vertex);
    glDeleteShader(fragment);
    GLint linked = GL_FALSE;
    glGetProgramiv(program.id_, GL_LINK_STATUS, &linked);
    if (linked != GL_TRUE) {
        error = "cannot link the " + label +
                " shaders: " + infoLog(program.id_, glGetProgramiv, glGetProgramInfoLog);
        return std::nullopt;
    }
    return program;
}

void ShaderProgram::use() const {
    glUseProgram(id_);
}

int ShaderProgram::uniform(const char* name) const {
    return glGetUniformLocation(id_, name);
}

// --- Texture2D --------------------------------------------------------------

Texture2D::~Texture2D() {
    if (id_ != 0 && canDeleteObjects()) {
        glDeleteTextures(1, &id_);
    }
}

Texture2D& Texture2D::operator=(Texture2D&& other) noexcept {
    if (this != &other) {
        if (id_ != 0 && canDeleteObjects()) {
            glDeleteTextures(1, &id_);
        }
        id_ = takeHandle(other.id_);
        width_ = other.width_;
        height_ = other.height_;
    }
    return *this;
}

void Texture2D::allocate(int internalFormat, int width, int height, Enum format, Enum type,
                         const void* pixels) {
    if (id_ == 0) {
        glGenTextures(1, &id_);
        glBindTexture(GL_TEXTURE_2D, id_);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAX_LEVEL, 0);
    } else {
        glBindTexture(GL_TEXTURE_2D, id_);
    }
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    glTexImage2D(GL_TEXTURE_2D, 0, internalFormat, width, height, 0, format, type, pixels);
    width_ = width;
    height_ = height;
}

void Texture2D::update(Enum format, Enum type, const void* pixels) {
    glBindTexture(GL_TEXTURE_2D, id_);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, width_, height_, format, type, pixels);
}

void Texture2D::useMipmaps() {
    glBindTexture(GL_TEXTURE_2D, id_);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAX_LEVEL, 1000);
}

void Texture2D::generateMipmaps() {
    glBindTexture(GL_TEXTURE_2D, id_);
    glGenerateMipmap(GL_TEXTURE_2D);
}

void Texture2D::setSampling(Enum wrapS, Enum wrapT, bool smoothMagnify) {
    glBindTexture(GL_TEXTURE_2D, id_);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, static_cast<GLint>(wrapS));
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, static_cast<GLint>(wrapT));
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, smoothMagnify ? GL_LINEAR : GL_NEAREST);
}

void Texture2D::bind(int unit) const {
    glActiveTexture(static_cast<Enum>(GL_TEXTURE0 + unit));
    glBindTexture(GL_TEXTURE_2D, id_);
}

// --- FullscreenQuad ---------------------------------------------------------

FullscreenQuad::~FullscreenQuad() {
    if (!canDeleteObjects()) {
        return;
    }
    if (buffer_ != 0) {
        glDeleteBuffers(1, &buffer_);
    }
    if (vertexArray_ != 0) {
        glDeleteVertexArrays(1, &vertexArray_);
    }
}

void FullscreenQuad::draw() {
    if (vertexArray_ == 0) {
        // A triangle strip: bottom-left, bottom-right, top-left, top-right.
        constexpr float kCorners[8] = {-1.0f, -1.0f, 1.0f, -1.0f, -1.0f, 1.0f, 1.0f, 1.0f};
        glGenVertexArrays(1, &vertexArray_);
        glGenBuffers(1, &buffer_);
        glBindVertexArray(vertexArray_);
        glBindBuffer(GL_ARRAY_BUFFER, buffer_);
        glBufferData(GL_ARRAY_BUFFER, sizeof(kCorners), kCorners, GL_STATIC_DRAW);
        glEnableVertexAttribArray(0);
        glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 2 * sizeof(float), nullptr);
    }
    glBindVertexArray(vertexArray_);
    glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);
}

// --- Framebuffer ------------------------------------------------------------

Framebuffer::~Framebuffer() {
    if (canDeleteObjects()) {
        if (depth_ != 0) {
            glDeleteRenderbuffers(1, &depth_);
        }
        if (id_ != 0) {
            glDeleteFramebuffers(1, &id_);
        }
    }
}

std::optional<std::string> Framebuffer::resize(int width, int height, bool depth) {
    if (id_ != 0 && width == colour_.width() && height == colour_.height() &&
        depth == (depth_ != 0)) {
        return std::nullopt;
    }
    if (id_ == 0) {
        glGenFramebuffers(1, &id_);
    }
    colour_.allocate(GL_RGBA8, width, height, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
    glBindFramebuffer(GL_FRAMEBUFFER, id_);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, colour_.id(), 0);
    if (depth) {
        if (depth_ == 0) {
            glGenRenderbuffers(1, &depth_);
        }
        glBindRenderbuffer(GL_RENDERBUFFER, depth_);
        glRenderbufferStorage(GL_RENDERBUFFER, GL_DEPTH_COMPONENT24, width, height);
        glBindRenderbuffer(GL_RENDERBUFFER, 0);
        glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER, depth_);
    } else if (depth_ != 0) {
        glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER, 0);
        glDeleteRenderbuffers(1, &depth_);
        depth_ = 0;
    }
    const Enum status = glCheckFramebufferStatus(GL_FRAMEBUFFER);
    if (status != GL_FRAMEBUFFER_COMPLETE) {
        return "the offscreen framebuffer of " + std::to_string(width) + "x" +
               std::to_string(height) + " pixels cannot be drawn into (" +
               framebufferStatusName(status) + ")";
    }
    return std::nullopt;
}

void Framebuffer::bind() const {
    glBindFramebuffer(GL_DRAW_FRAMEBUFFER, id_);
    glViewport(0, 0, colour_.width(), colour_.height());
}

// --- StateGuard -------------------------------------------------------------

StateGuard::StateGuard() {
    glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &drawFramebuffer_);
    glGetIntegerv(GL_READ_FRAMEBUFFER_BINDING, &readFramebuffer_);
    glGetIntegerv(GL_VIEWPORT, viewport_);
    glGetIntegerv(GL_CURRENT_PROGRAM, &program_);
    glGetIntegerv(GL_VERTEX_ARRAY_BINDING, &vertexArray_);
    glGetIntegerv(GL_ARRAY_BUFFER_BINDING, &arrayBuffer_);
    glGetIntegerv(GL_ACTIVE_TEXTURE, &activeTexture_);
    for (int unit = 0; unit < 2; ++unit) {
        glActiveTexture(static_cast<Enum>(GL_TEXTURE0 + unit));
        glGetIntegerv(GL_TEXTURE_BINDING_2D, &textures_[unit]);
    }
    glGetIntegerv(GL_UNPACK_ALIGNMENT, &unpackAlignment_);
    blend_ = glIsEnabled(GL_BLEND) == GL_TRUE;
    scissor_ = glIsEnabled(GL_SCISSOR_TEST) == GL_TRUE;
    depth_ = glIsEnabled(GL_DEPTH_TEST) == GL_TRUE;
    cull_ = glIsEnabled(GL_CULL_FACE) == GL_TRUE;
    glDisable(GL_BLEND);
    glDisable(GL_SCISSOR_TEST);
    glDisable(GL_DEPTH_TEST);
    glDisable(GL_CULL_FACE);
}

StateGuard::~StateGuard() {
    const auto restore = [](Enum capability, bool enabled) {
        enabled ? glEnable(capability) : glDisable(capability);
    };
    restore(GL_BLEND, blend_);
    restore(GL_SCISSOR_TEST, scissor_);
    restore(GL_DEPTH_TEST, depth_);
    restore(GL_CULL_FACE, cull_);
    glPixelStorei(GL_UNPACK_ALIGNMENT, unpackAlignment_);
    for (int unit = 0; unit < 2; ++unit) {
        glActiveTexture(static_cast<Enum>(GL_TEXTURE0 + unit));
        glBindTexture(GL_TEXTURE_2D, static_cast<Handle>(textures_[unit]));
    }
    glActiveTexture(static_cast<Enum>(activeTexture_));
    glBindBuffer(GL_ARRAY_BUFFER, static_cast<Handle>(arrayBuffer_));
    glBindVertexArray(static_cast<Handle>(vertexArray_));
    glUseProgram(static_cast<Handle>(program_));
    glViewport(viewport_[0], viewport_[1], viewport_[2], viewport_[3]);
    glBindFramebuffer(GL_DRAW_FRAMEBUFFER, static_cast<Handle>(drawFramebuffer_));
    glBindFramebuffer(GL_READ_FRAMEBUFFER, static_cast<Handle>(readFramebuffer_));
}

}  // namespace easylink::ui::gl
