#include "easylink/export/ascii_export.hpp"

#include "easylink/io/atomic_file.hpp"
#include "easylink/layout/layout_raster.hpp"

namespace easylink {

std::vector<std::string> asciiRows(const TileRaster& raster) {
    std::vector<std::string> rows;
    rows.reserve(static_cast<std::size_t>(raster.height()));
    for (int y = 0; y < raster.height(); ++y) {
        std::string row;
        appendTileChars(row, raster.row(y));
        rows.push_back(std::move(row));
    }
    return rows;
}

std::string rasterToAscii(const TileRaster& raster) {
    std::string text;
    text.reserve(static_cast<std::size_t>(raster.width() + 1) *
                 static_cast<std::size_t>(raster.height()));
    for (int y = 0; y < raster.height(); ++y) {
        appendTileChars(text, raster.row(y));
        text += '\n';
    }
    return text;
}

std::string layoutToAscii(const Layout& layout) {
    return rasterToAscii(rasterizeLayout(layout));
}

std::optional<std::string> writeAsciiFile(const std::filesystem::path& path, const Layout& layout) {
    if (std::optional<std::string> error = writeFileAtomically(path, layoutToAscii(layout))) {
        return path.string() + ": " + *error;
    }
    return std::nullopt;
}

}  // namespace easylink
