// [SECTION] Loading a glTF file a designer names
//
// tinygltf (the Debian package) loads the file; around it, the limits that
// keep a broken or hostile file from costing more than a message: the file
// and everything it pulls in (external buffers and images) share one byte
// budget, and JSON nested deeper than any glTF needs is refused before
// tinygltf, which recurses on it, sees it. Images are either skipped or
// kept as the file holds them (PNG or JPEG bytes), never decoded.

#include "gltf_file.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <exception>
#include <fstream>
#include <string_view>
#include <system_error>

#include "easylink/catalogue/mesh_files.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/io/problem.hpp"

namespace easylink {
namespace {

namespace fs = std::filesystem;

// glTF documents are a few levels deep; only "extras" can nest further.
constexpr int kMaxGltfNesting = 512;

std::string mebibytes(std::uintmax_t bytes) {
    return std::to_string((bytes + (std::uintmax_t{1} << 20) - 1) >> 20) + " MiB";
}

/// True when JSON text nests arrays and objects deeper than `limit`
/// (strings and their escapes skipped); linear and without recursion.
bool gltfJsonNestsTooDeep(std::string_view text, int limit) {
    int depth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\') {
                ++i;
            } else if (c == '"') {
                inString = false;
            }
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > limit) {
                return true;
            }
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return false;
}

/// The JSON chunk of a .glb as far as the file holds it (tinygltf checks
/// the header itself).
std::string_view glbJsonChunk(const std::string& bytes) {
    if (bytes.size() < 20) {
        return {};
    }
    const std::size_t declared = glbWord(bytes, 12);
    return std::string_view(bytes).substr(20, std::min(declared, bytes.size() - 20));
}

/// tinygltf's first error line, short enough for a one-line problem.
std::string firstLineOf(const std::string& message) {
    const std::string line = message.substr(0, message.find('\n'));
    return line.empty() ? "no reason given" : printableExcerpt(line, 200);
}

// The files tinygltf reads besides the main one (external buffers and
// images) through these, so that they come out of the same budget.
struct GltfReadBudget {
    std::uintmax_t remaining = 0;
};

bool gltfFileExists(const std::string& path, void*) {
    std::error_code ec;
    return fs::is_regular_file(path, ec);
}

std::string gltfExpandNothing(const std::string& path, void*) {
    return path;  // no "~" or variables: the catalogue's folder is the base
}

bool gltfReadWithinBudget(std::vector<unsigned char>* out, std::string* err,
                          const std::string& path, void* user) {
    auto* budget = static_cast<GltfReadBudget*>(user);
    std::error_code ec;
    const std::uintmax_t size = fs::file_size(path, ec);
    if (ec) {
        *err += "cannot read \"" + printableExcerpt(path, 200) + "\"\n";
        return false;
    }
    if (size > budget->remaining) {
        *err += "\"" + printableExcerpt(path, 200) + "\" (" + mebibytes(size) +
                ") takes the glTF file over " + mebibytes(kMaxMeshFileBytes) + "\n";
        return false;
    }
    std::ifstream in(path, std::ios::binary);
    out->resize(static_cast<std::size_t>(size));
    if (!in || !in.read(reinterpret_cast<char*>(out->data()), static_cast<std::streamsize>(size))) {
        *err += "cannot read \"" + printableExcerpt(path, 200) + "\"\n";
        return false;
    }
    budget->remaining -= size;
    return true;
}

bool gltfRefuseWriting(std::string* err, const std::string&, const std::vector<unsigned char>&,
                       void*) {
    *err += "mesh files are only read\n";
    return false;
}

/// Keeps no pixels: only the nodes matter here.
bool gltfSkipImage(tinygltf::Image*, const int, std::string*, std::string*, int, int,
                   const unsigned char*, int, void*) {
    return true;
}

/// Keeps the image's bytes as they are, with their media type.
bool gltfKeepImageBytes(tinygltf::Image* image, const int, std::string*, std::string*, int, int,
                        const unsigned char* bytes, int size, void*) {
    image->image.assign(bytes, bytes + size);
    if (image->mimeType.empty()) {
        const bool png = size >= 4 && std::memcmp(bytes, "\x89PNG", 4) == 0;
        image->mimeType = png ? "image/png" : "image/jpeg";
    }
    return true;
}

void loadGltfBytes(LoadedGltf& result, const fs::path& path, const std::string& bytes,
                   std::uintmax_t budgetLeft, GltfImages images) {
    const bool binary = bytes.size() >= 4 && bytes.compare(0, 4, "glTF") == 0;
    const std::string_view json = binary ? glbJsonChunk(bytes) : std::string_view(bytes);
    if (gltfJsonNestsTooDeep(json, kMaxGltfNesting)) {
        result.error = "not usable glTF: its JSON nests more than " +
                       std::to_string(kMaxGltfNesting) + " levels deep";
        return;
    }
    GltfReadBudget budget{budgetLeft};
    tinygltf::TinyGLTF loader;
    loader.SetImageLoader(images == GltfImages::Keep ? &gltfKeepImageBytes : &gltfSkipImage,
                          nullptr);
    loader.SetFsCallbacks(
        {&gltfFileExists, &gltfExpandNothing, &gltfReadWithinBudget, &gltfRefuseWriting, &budget});
    std::string err;
    std::string warn;
    const std::string baseDir = path.parent_path().string();
    const auto size = static_cast<unsigned int>(bytes.size());
    bool loaded = false;
    try {
        loaded = binary ? loader.LoadBinaryFromMemory(
                              &result.model, &err, &warn,
                              reinterpret_cast<const unsigned char*>(bytes.data()), size, baseDir)
                        : loader.LoadASCIIFromString(&result.model, &err, &warn, bytes.data(), size,
                                                     baseDir);
    } catch (const std::exception& e) {
        err = e.what();
    }
    if (!loaded) {
        result.error = binary ? "a broken .glb: " + firstLineOf(err)
                              : "not glTF (neither a .glb nor glTF JSON): " + firstLineOf(err);
    }
}

}  // namespace

LoadedGltf loadGltfFile(const fs::path& path, std::size_t maxBytes, GltfImages images) {
    LoadedGltf result;
    try {
        std::error_code ec;
        const std::uintmax_t size = fs::is_regular_file(path, ec) ? fs::file_size(path, ec) : 0;
        if (!ec && size > maxBytes) {
            result.error = "too large (" + mebibytes(size) + "; mesh files are read up to " +
                           mebibytes(maxBytes) + ")";
            return result;
        }
        FileText file = readTextFile(path, maxBytes);
        if (!file.ok()) {
            result.error = *file.error;
            return result;
        }
        loadGltfBytes(result, path, file.text, maxBytes - file.text.size(), images);
    } catch (const std::exception& e) {
        result.error = std::string("cannot be read: ") + e.what();
    }
    return result;
}

LoadedGltf loadGltfMemory(const std::string& bytes, std::size_t maxBytes, GltfImages images) {
    LoadedGltf result;
    if (bytes.size() > maxBytes) {
        result.error = "too large (" + mebibytes(bytes.size()) + "; mesh files are read up to " +
                       mebibytes(maxBytes) + ")";
        return result;
    }
    try {
        // No folder: what the bytes name outside themselves is not found.
        loadGltfBytes(result, fs::path(), bytes, 0, images);
    } catch (const std::exception& e) {
        result.error = std::string("cannot be read: ") + e.what();
    }
    return result;
}

}  // namespace easylink
