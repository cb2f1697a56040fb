#pragma once

// The layout file (docs/design.md section 5): the layout, the parameters and seed
// that made it, its components and statistics, with keys in a fixed order and
// nothing that depends on the clock or the machine, so equal inputs give
// byte-identical files.

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>

#include "easylink/catalogue/catalogue_identity.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/io/json_writer.hpp"
#include "easylink/layout/layout.hpp"
#include "easylink/layout/regions.hpp"

namespace easylink {

struct LayoutFileHeader {
    std::string generator = "easylink";
    std::uint64_t seed = 0;
    /// The catalogue the layout was made with, written after "seed" as
    /// "catalogue": {"name", "hash"} (catalogue_identity.hpp); none for a
    /// generator that reads no catalogue.
    std::optional<CatalogueIdentity> catalogue;
    /// The "params" object; null writes {}. Seen, not copied: a batch
    /// writes many layouts of one run's parameters.
    const Json* params = nullptr;
    int attempts = 1;
    /// The run's regions (docs/design.md section 8), or null: when any, each
    /// room names the region it belongs to ("region": index or null).
    const std::vector<Region>* regions = nullptr;
    /// Writes the top-level blocks after "stats", in their order: phase 2's
    /// "resolution" and "tiles" (see writeResolutionBlocks()), or a tile
    /// generator's "tiles" and "areas".
    std::function<void(JsonWriter&)> writeBlocks;
};

/// The members "x", "y", "width", "height" of a rect in tiles, as corridors
/// and a tile map's areas write them.
void writeRectMembers(JsonWriter& out, const Rect& rect);

/// A corridor's "ends": the room and port at each, as the layout file and
/// the scene's extras write them.
void writeCorridorEnds(JsonWriter& out, const Corridor& corridor);

/// The layout file as one JSON object, member by member.
void writeLayoutJson(JsonWriter& out, const Layout& layout, const LayoutFileHeader& header);

/// The file text (see JsonWriter).
std::string serializeLayout(const Layout& layout, const LayoutFileHeader& header);

/// The same text handed to `drain` piece by piece, never whole in memory:
/// what the files are written from.
void streamLayout(const JsonWriter::Drain& drain, const Layout& layout,
                  const LayoutFileHeader& header);

/// Writes the layout file atomically; returns an error message, or nullopt.
std::optional<std::string> writeLayoutFile(const std::filesystem::path& path, const Layout& layout,
                                           const LayoutFileHeader& header);

}  // namespace easylink
