// Feeds arbitrary bytes to the tile generators' own inputs: the vault
// blueprint reader (and the stamping of what it reads into a small cellular
// map), and the data tables of `passages` and `grid-graph` (parsed as JSON,
// then used for a small map). The first byte chooses which; the rest is the
// input. Beyond "no crash, no hang, no leak, no undefined behaviour": every
// problem and failure says something, and a map that is made has all its
// walkable tiles connected.

#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "easylink/io/json_document.hpp"
#include "easylink/registry/registry.hpp"

namespace {

void checkMap(const easylink::TileMapResult& result) {
    if (result.ok() ? !easylink::allWalkableConnected(*result.tiles) : result.failure.empty()) {
        std::abort();
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) {
        return 0;
    }
    const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
    easylink::TileMapRequest request;
    request.width = 40;
    request.height = 32;
    request.seed = size;
    switch (data[0] % 3) {
        case 0: {
            std::vector<easylink::Problem> problems;
            request.vaults = easylink::parseVaults(text, problems);
            for (const easylink::Problem& problem : problems) {
                if (problem.message.empty()) {
                    std::abort();
                }
            }
            if (!problems.empty()) {
                return 0;
            }
            request.generator = "cellular";
            break;
        }
        case 1:
        case 2: {
            const easylink::ParsedJson parsed = easylink::parseJsonText(text);
            if (!parsed.ok()) {
                return 0;
            }
            request.generator = data[0] % 3 == 1 ? "passages" : "grid-graph";
            request.tables = parsed.value;
            break;
        }
    }
    checkMap(easylink::generateTileMap(request));
    return 0;
}
