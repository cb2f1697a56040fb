#pragma once

// The module catalogue (docs/design.md section 4): room and junction templates
// with their sizes, weights and ports, in each module's own unrotated frame.

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "easylink/catalogue/module_kind.hpp"
#include "easylink/catalogue/module_parts.hpp"
#include "easylink/catalogue/room_rules.hpp"
#include "easylink/geometry/direction.hpp"
#include "easylink/geometry/port_geometry.hpp"
#include "easylink/io/json_document.hpp"

namespace easylink {

inline constexpr std::string_view kCatalogueFormat = "easylink-catalogue";
inline constexpr int kCatalogueVersion = 1;
inline constexpr int kMinPassageWidth = 2;
inline constexpr int kMaxPassageWidth = 8;
inline constexpr int kMaxModuleSide = 1024;
inline constexpr int kMaxMacro = 64;
/// True for a macro the catalogue can use: even, from 2 to kMaxMacro.
constexpr bool isUsableMacro(int macro) {
    return macro >= 2 && macro % 2 == 0 && macro <= kMaxMacro;
}
inline constexpr double kMaxWeight = 1e6;
inline constexpr std::size_t kMaxSocketLength = 64;

// The 3D scale (docs/design.md section 10), in metres.
inline constexpr double kDefaultTileSize = 1.0;
inline constexpr double kMaxTileSize = 100.0;
inline constexpr double kMaxWallHeight = 1000.0;
inline constexpr double kMaxMeshOffset = 1e6;

/// A module's look in 3D: a node of a glTF file (docs/design.md section 10).
struct ModuleMesh {
    std::string file;  // as written: relative to the catalogue's folder
    std::string node;  // the node to instance, with its children
    // The translation into the module frame; absent (and not written back)
    // means [0, 0, 0].
    std::optional<std::array<double, 3>> offset;
    Json extra = Json::object();

    std::array<double, 3> offsetOrZero() const { return offset.value_or(std::array<double, 3>{}); }
};

struct PortSpec {
    PortPose pose;                // centre and direction in the module's frame
    std::vector<int> widths;      // the passage widths this doorway allows
    Json extra = Json::object();  // keys this version does not know, kept for saving
    std::string socket = {};      // its kind of door (section 11); empty: none

    /// Precondition: hasPortShape(pose) (true for every port of a valid catalogue).
    Vec2i anchor() const { return portAnchor(pose); }
    int widestWidth() const;
    bool allowsWidth(int width) const;
};

struct ModuleTemplate {
    std::string name;
    ModuleKind kind = ModuleKind::Normal;
    Size2i size;  // unrotated [width, height]; {0, 0} for a part that takes its slot's size
    double weight = 1.0;
    std::vector<PortSpec> ports;
    std::vector<Rotation> rotations;  // those allowed; empty means all four
    RoomRules rules;                  // min_count, max_count, max_exits, requires_neighbor, place

    // Phase 2 (see module_parts.hpp).
    std::vector<std::string> tags;
    std::vector<ParamSpec> params;
    std::vector<Requirement> requirements;  // "requires" in the file
    std::vector<SlotSpec> slots;
    std::vector<std::string> pattern;  // rows of tile characters; empty: drawn generically
    std::string variantOf;             // a room module this one is a variant of

    std::optional<ModuleMesh> mesh;  // absent: drawn as a blockout (section 10)

    Json extra = Json::object();

    bool allowsRotation(Rotation rotation) const;
    std::vector<Rotation> allowedRotations() const;
    /// A part without a size of its own: it takes the size its slot asks for.
    bool takesSlotSize() const { return isPartKind(kind) && size == Size2i{0, 0}; }
    bool isVariant() const { return !variantOf.empty(); }
    bool hasTag(std::string_view tag) const;
    /// The declared parameter of that name, or nullptr.
    const ParamSpec* param(std::string_view paramName) const;
    /// The declared slot of that name, or nullptr.
    const SlotSpec* slot(std::string_view slotName) const;
};

struct Catalogue {
    std::string name;
    int macro = 4;
    // As written; absent keys are not written back (see tileSize()).
    std::optional<double> explicitTileSize;
    std::optional<double> explicitWallHeight;
    std::vector<ModuleTemplate> modules;
    Json extra = Json::object();

    /// The side of a tile in metres: "tile_size", default 1.
    double tileSize() const { return explicitTileSize.value_or(kDefaultTileSize); }
    /// The height of walls in metres: "wall_height", default 3 tiles.
    double wallHeight() const { return explicitWallHeight.value_or(3.0 * tileSize()); }

    /// The module with that name, or nullptr.
    const ModuleTemplate* find(std::string_view moduleName) const;
    /// True when some port carries a socket (section 11).
    bool usesSockets() const;
    /// True when some module is locked_by a key module (section 11).
    bool usesLocks() const;
    /// The indices of the modules whose variant_of names module `base`.
    std::vector<std::size_t> variantsOf(std::size_t base) const;
    /// The mesh that draws `module`: its own, else (for a variant, which has
    /// its base's shape) its base's; nullptr when it is drawn as a blockout.
    const ModuleMesh* meshOf(const ModuleTemplate& module) const;
};

/// JSON pointers of the catalogue's parts, so messages and editors agree.
std::string modulePointer(std::size_t module);
std::string portPointer(std::size_t module, std::size_t port);
std::string meshPointer(std::size_t module);

}  // namespace easylink
