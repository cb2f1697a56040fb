#include "easylink/scene/tile_blocks.hpp"

#include <algorithm>
#include <array>
#include <map>

namespace easylink {
namespace {

/// What a tile is drawn as; tiles of one class merge.
enum class BlockClass : std::uint8_t { None, Floor, Corridor, Door, Wall };
constexpr std::array<BlockClass, 4> kBlockClasses = {BlockClass::Floor, BlockClass::Corridor,
                                                     BlockClass::Door, BlockClass::Wall};

BlockClass blockClassOf(TileKind kind) {
    switch (kind) {
        case TileKind::Void: return BlockClass::None;
        case TileKind::Wall: return BlockClass::Wall;
        case TileKind::Corridor: return BlockClass::Corridor;
        case TileKind::Door:
        case TileKind::SecretDoor: return BlockClass::Door;
        default: return BlockClass::Floor;
    }
}

TileKind materialKindOf(BlockClass block) {
    switch (block) {
        case BlockClass::Wall: return TileKind::Wall;
        case BlockClass::Corridor: return TileKind::Corridor;
        case BlockClass::Door: return TileKind::Door;
        default: return TileKind::Floor;
    }
}

/// The rectangles (chunk tiles) that cover the tiles of `block` in `area`:
/// each row's runs, a run grown down while the next row repeats it exactly.
std::vector<Rect> mergedRects(const TileRaster& tiles, const Rect& area, BlockClass block) {
    std::vector<Rect> done;
    std::map<std::pair<int, int>, int> open;  // run [x0, x1) -> its first row
    auto close = [&](const std::pair<int, int>& run, int firstRow, int endRow) {
        done.push_back(
            {run.first - area.x, firstRow - area.y, run.second - run.first, endRow - firstRow});
    };
    for (int y = area.y; y <= area.bottom(); ++y) {
        std::map<std::pair<int, int>, int> next;
        for (int x = area.x; y < area.bottom() && x < area.right();) {
            if (blockClassOf(tiles.at({x, y})) != block) {
                ++x;
                continue;
            }
            const int start = x;
            while (x < area.right() && blockClassOf(tiles.at({x, y})) == block) {
                ++x;
            }
            const std::pair<int, int> run{start, x};
            const auto found = open.find(run);
            next[run] = found != open.end() ? found->second : y;
            if (found != open.end()) {
                open.erase(found);
            }
        }
        for (const auto& [run, firstRow] : open) {
            close(run, firstRow, y);
        }
        open = std::move(next);
    }
    std::sort(done.begin(), done.end(),
              [](const Rect& a, const Rect& b) { return std::tie(a.y, a.x) < std::tie(b.y, b.x); });
    return done;
}

}  // namespace

std::vector<TileChunk> tileBlocks(const TileRaster& tiles, const BlockoutStyle& style,
                                  MaterialBook& materials) {
    const double s = style.tileSize;
    std::vector<TileChunk> chunks;
    for (int cy = 0; cy < tiles.height(); cy += kTileChunkSize) {
        for (int cx = 0; cx < tiles.width(); cx += kTileChunkSize) {
            const Rect area{cx, cy, std::min(kTileChunkSize, tiles.width() - cx),
                            std::min(kTileChunkSize, tiles.height() - cy)};
            TileChunk chunk;
            chunk.origin = {cx, cy};
            chunk.mesh.name = "tiles " + std::to_string(cx) + " " + std::to_string(cy);
            for (const BlockClass block : kBlockClasses) {
                MeshData data;
                const bool wall = block == BlockClass::Wall;
                for (const Rect& rect : mergedRects(tiles, area, block)) {
                    data.addBox(
                        {{rect.x * s, wall ? 0.0 : -style.floorThickness(), rect.y * s},
                         {rect.right() * s, wall ? style.wallHeight : 0.0, rect.bottom() * s}});
                }
                if (!data.empty()) {
                    chunk.mesh.primitives.push_back(
                        {std::make_shared<const MeshData>(std::move(data)),
                         materials.tile(materialKindOf(block))});
                }
            }
            if (!chunk.mesh.primitives.empty()) {
                chunks.push_back(std::move(chunk));
            }
        }
    }
    return chunks;
}

}  // namespace easylink
