// Feeds arbitrary catalogues and seeds to phase 2: a catalogue that loads as
// valid (warnings allowed, such as slots that nest recursively) is generated
// on a small map with phase 2 on, its events taken, its resolution drawn and
// written as the layout file's blocks. An input may start with a line
// "#SEED" (digits) to choose the seed; otherwise the seed is its size. Beyond
// "no crash, no hang, no leak, no undefined behaviour": a run that fails
// says why in one line, a resolution stays within phase 2's budgets, and a
// run over budget says "phase 2 exceeded".

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "easylink/catalogue/catalogue_io.hpp"
#include "easylink/generators/easylink/easylink_generator.hpp"
#include "easylink/resolve/resolution.hpp"

namespace {

/// Counts the events and reads their text, as the editor's timeline would.
class CountingSink final : public easylink::EventSink {
public:
    void onEvent(const easylink::Event& event) override {
        ++events;
        textBytes += event.text.size();
    }
    std::size_t events = 0;
    std::size_t textBytes = 0;
};

constexpr int kSide = 32;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    std::uint64_t seed = size;
    if (!text.empty() && text.front() == '#') {
        const std::size_t end = std::min(text.find('\n'), text.size());
        seed = 0;
        for (char c : text.substr(1, end - 1)) {
            seed = seed * 10 + static_cast<std::uint64_t>(c >= '0' && c <= '9' ? c - '0' : 0);
        }
        text.remove_prefix(end);
    }
    const easylink::CatalogueLoad load = easylink::loadCatalogueText(text);
    if (!load.valid()) {
        return 0;
    }
    easylink::EasylinkParams params;
    params.width = kSide;
    params.height = kSide;
    params.minRooms = 1;
    params.maxAttempts = 2;
    params.placementAttempts = 64;
    params.maxRounds = 2;
    CountingSink sink;
    const easylink::GenerationResult result =
        easylink::generateEasylink(load.catalogue, params, seed, &sink);
    if (!result.ok()) {
        if (result.failure.empty() || result.failure.find('\n') != std::string::npos) {
            std::abort();
        }
    }
    if (!result.resolution) {
        if (result.ok()) {
            std::abort();  // phase 2 is on: a layout has its resolution
        }
        return 0;
    }
    const easylink::Resolution& resolution = *result.resolution;
    // Every slot counted (a room's last-resort generic node aside).
    const std::size_t rooms = resolution.roomRoots.size() + resolution.corridorRoots.size();
    if (resolution.nodes.size() > easylink::resolutionSlotBudget(kSide, kSide) + rooms + 1) {
        std::abort();
    }
    if (resolution.overBudget != (result.failure.rfind("phase 2 exceeded ", 0) == 0)) {
        std::abort();
    }
    if (result.ok()) {
        const easylink::TileRaster raster =
            easylink::rasterizeResolution(*result.layout, resolution);
        std::string written;
        easylink::JsonWriter out(written);
        out.beginObject();
        easylink::writeResolutionBlocks(out, *result.layout, resolution, raster);
        out.endObject();
        const easylink::Json blocks = easylink::parseJsonText(written).value;
        if (!blocks.contains("resolution") || !blocks.contains("tiles")) {
            std::abort();
        }
    }
    return 0;
}
