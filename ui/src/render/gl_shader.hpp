#pragma once

// [SECTION] GL helpers
//
// Small owners of OpenGL objects, so that every program, texture, vertex
// array and framebuffer is deleted exactly once and failures come back as
// text a developer can act on (the driver's compile log, the framebuffer
// status by name). They need a current GL 3.3 context loaded by glad, except
// glIsLoaded(), which says whether glad loaded GL at all, and destruction,
// which skips GL when no context is current any more (the objects died with
// it).
//
// The header leaves glad out (it declares every GL function as a macro), so
// that code which only holds a renderer, tests included, does not need the
// loader's headers; handles are plain unsigned ints, as GLuint is.

#include <cstdint>
#include <optional>
#include <string>
#include <utility>

namespace easylink::ui::gl {

using Handle = unsigned int;  // GLuint
using Enum = unsigned int;    // GLenum

/// True when glad has loaded OpenGL 3.3 in this process; false in headless
/// runs, where the GL helpers must not be called.
bool glIsLoaded();

/// Moves a handle out of `other`, leaving 0 behind, for the move operations.
inline Handle takeHandle(Handle& other) {
    return std::exchange(other, 0u);
}

/// A linked vertex + fragment shader program.
class ShaderProgram {
public:
    ShaderProgram() = default;
    ~ShaderProgram();
    ShaderProgram(ShaderProgram&& other) noexcept : id_(takeHandle(other.id_)) {}
    ShaderProgram& operator=(ShaderProgram&& other) noexcept;
    ShaderProgram(const ShaderProgram&) = delete;
    ShaderProgram& operator=(const ShaderProgram&) = delete;

    /// Compiles both stages and links them. On failure `error` names the
    /// stage (`label` says whose shaders they are) and quotes the driver's log.
    static std::optional<ShaderProgram> build(const std::string& label, const char* vertexSource,
                                              const char* fragmentSource, std::string& error);

    Handle id() const { return id_; }
    void use() const;
    /// The uniform's location, or -1 when the program has no such active uniform.
    int uniform(const char* name) const;

private:
    explicit ShaderProgram(Handle id) : id_(id) {}
    Handle id_ = 0;
};

/// A 2D texture with nearest filtering and clamped edges (what a grid of
/// tiles and an offscreen picture shown 1:1 both want).
class Texture2D {
public:
    Texture2D() = default;
    ~Texture2D();
    Texture2D(Texture2D&& other) noexcept
        : id_(takeHandle(other.id_)), width_(other.width_), height_(other.height_) {}
    Texture2D& operator=(Texture2D&& other) noexcept;
    Texture2D(const Texture2D&) = delete;
    Texture2D& operator=(const Texture2D&) = delete;

    /// Gives the texture new storage of the given size and formats (as for
    /// glTexImage2D), filled from `pixels` when not null. Creates the texture
    /// object on first use. Rows are tightly packed.
    void allocate(int internalFormat, int width, int height, Enum format, Enum type,
                  const void* pixels);
    /// Replaces the whole image without reallocating (same size and formats).
    void update(Enum format, Enum type, const void* pixels);
    /// Makes minification average through a mipmap chain (trilinear), for
    /// pictures shown smaller than they are; magnification stays nearest.
    /// Call generateMipmaps() whenever level 0 changed.
    void useMipmaps();
    void generateMipmaps();
    /// Sets how coordinates outside 0 to 1 wrap on each axis (GL_REPEAT,
    /// GL_MIRRORED_REPEAT, GL_CLAMP_TO_EDGE) and whether magnification is
    /// linear rather than nearest.
    void setSampling(Enum wrapS, Enum wrapT, bool smoothMagnify);

    Handle id() const { return id_; }
    int width() const { return width_; }
    int height() const { return height_; }
    /// Binds the texture to texture unit `unit`.
    void bind(int unit) const;

private:
    Handle id_ = 0;
    int width_ = 0;
    int height_ = 0;
};

/// Two triangles covering clip space, [-1, 1] on both axes, as attribute 0
/// (vec2): enough to run a fragment shader over every pixel of a viewport.
class FullscreenQuad {
public:
    FullscreenQuad() = default;
    ~FullscreenQuad();
    FullscreenQuad(FullscreenQuad&& other) noexcept
        : vertexArray_(takeHandle(other.vertexArray_)), buffer_(takeHandle(other.buffer_)) {}
    FullscreenQuad& operator=(FullscreenQuad&&) = delete;
    FullscreenQuad(const FullscreenQuad&) = delete;
    FullscreenQuad& operator=(const FullscreenQuad&) = delete;

    /// Creates the vertex array and buffer on first use, then draws.
    void draw();

private:
    Handle vertexArray_ = 0;
    Handle buffer_ = 0;
};

/// An offscreen framebuffer with one RGBA8 colour texture, resized on demand.
class Framebuffer {
public:
    Framebuffer() = default;
    ~Framebuffer();
    Framebuffer(Framebuffer&&) = delete;
    Framebuffer& operator=(Framebuffer&&) = delete;
    Framebuffer(const Framebuffer&) = delete;
    Framebuffer& operator=(const Framebuffer&) = delete;

    /// Makes the colour texture `width` x `height` (reallocating only when
    /// the size changed), with a depth buffer when `depth` (for 3D), and
    /// checks completeness; returns an error message, or nullopt when the
    /// framebuffer can be drawn into.
    std::optional<std::string> resize(int width, int height, bool depth = false);
    /// Binds it as the draw framebuffer and sets the viewport to all of it.
    void bind() const;

    Texture2D& colour() { return colour_; }
    const Texture2D& colour() const { return colour_; }
    int width() const { return colour_.width(); }
    int height() const { return colour_.height(); }

private:
    Handle id_ = 0;
    Handle depth_ = 0;  // a depth renderbuffer, when asked for
    Texture2D colour_;
};

/// Saves the GL state a renderer touches while ImGui is between frames
/// (framebuffer, viewport, program, vertex array, textures on units 0 and 1,
/// capabilities, unpack alignment) and puts it back on destruction, so that
/// ImGui's backend and the window's clear find what they left.
class StateGuard {
public:
    StateGuard();
    ~StateGuard();
    StateGuard(const StateGuard&) = delete;
    StateGuard& operator=(const StateGuard&) = delete;

private:
    int drawFramebuffer_ = 0;
    int readFramebuffer_ = 0;
    int viewport_[4] = {0, 0, 0, 0};
    int program_ = 0;
    int vertexArray_ = 0;
    int arrayBuffer_ = 0;
    int activeTexture_ = 0;
    int textures_[2] = {0, 0};
    int unpackAlignment_ = 4;
    bool blend_ = false;
    bool scissor_ = false;
    bool depth_ = false;
    bool cull_ = false;
};

}  // namespace easylink::ui::gl
