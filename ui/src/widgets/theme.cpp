#include "widgets/theme.hpp"

#include <array>
#include <cstring>
#include <fstream>
#include <iterator>
#include <vector>

namespace easylink::ui {
namespace {

constexpr float kFontPixelSize = 15.0f;
constexpr std::size_t kMaxFontFileBytes = std::size_t{32} << 20;

// Fonts tried in order; Debian's fonts-dejavu-core installs the first.
constexpr std::array<const char*, 2> kFontCandidates = {
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/TTF/DejaVuSans.ttf",
};

}  // namespace

const Palette& palette() {
    static const Palette kPalette = {
        .canvasBackground = IM_COL32(24, 26, 30, 255),
        .floor = IM_COL32(74, 80, 90, 255),
        .wall = IM_COL32(128, 132, 142, 255),
        .corner = IM_COL32(92, 96, 106, 255),
        .tileGrid = IM_COL32(20, 22, 26, 110),
        .macroLine = IM_COL32(235, 220, 120, 70),
        .outline = IM_COL32(200, 204, 214, 255),
        .hoverOutline = IM_COL32(255, 255, 255, 255),
        .meshWall = IM_COL32(214, 200, 168, 235),
        .errorText = ImVec4(0.95f, 0.42f, 0.40f, 1.0f),
        .warningText = ImVec4(0.95f, 0.78f, 0.35f, 1.0f),
        .okText = ImVec4(0.50f, 0.85f, 0.55f, 1.0f),
        .dimText = ImVec4(0.60f, 0.62f, 0.66f, 1.0f),
        .labelBackground = IM_COL32(16, 17, 20, 210),
    };
    return kPalette;
}

ImU32 portColour(Dir dir) {
    switch (dir) {
        case Dir::N: return IM_COL32(86, 156, 240, 255);
        case Dir::E: return IM_COL32(96, 200, 120, 255);
        case Dir::S: return IM_COL32(240, 160, 70, 255);
        case Dir::W: return IM_COL32(196, 120, 230, 255);
    }
    return IM_COL32_WHITE;
}

ImVec4 severityColour(Severity severity) {
    return severity == Severity::Error ? palette().errorText : palette().warningText;
}

void applyEditorStyle(ImGuiStyle& style) {
    ImGui::StyleColorsDark(&style);
    style.WindowRounding = 0.0f;
    style.ChildRounding = 2.0f;
    style.FrameRounding = 3.0f;
    style.PopupRounding = 3.0f;
    style.GrabRounding = 3.0f;
    style.ScrollbarRounding = 3.0f;
    style.WindowBorderSize = 1.0f;
    style.WindowPadding = ImVec2(10.0f, 8.0f);
    style.FramePadding = ImVec2(8.0f, 4.0f);
    style.ItemSpacing = ImVec2(8.0f, 5.0f);
    style.CellPadding = ImVec2(5.0f, 3.0f);
    style.WindowTitleAlign = ImVec2(0.0f, 0.5f);

    ImVec4* colours = style.Colors;
    colours[ImGuiCol_WindowBg] = ImVec4(0.11f, 0.12f, 0.14f, 1.0f);
    colours[ImGuiCol_TitleBg] = ImVec4(0.15f, 0.16f, 0.19f, 1.0f);
    colours[ImGuiCol_TitleBgActive] = ImVec4(0.18f, 0.22f, 0.30f, 1.0f);
    colours[ImGuiCol_MenuBarBg] = ImVec4(0.15f, 0.16f, 0.19f, 1.0f);
    colours[ImGuiCol_Border] = ImVec4(0.24f, 0.25f, 0.29f, 1.0f);
    colours[ImGuiCol_TableHeaderBg] = ImVec4(0.17f, 0.18f, 0.21f, 1.0f);
    colours[ImGuiCol_TableRowBgAlt] = ImVec4(1.0f, 1.0f, 1.0f, 0.025f);
    colours[ImGuiCol_ModalWindowDimBg] = ImVec4(0.0f, 0.0f, 0.0f, 0.45f);
}

void loadEditorFont(ImGuiIO& io, float scale) {
    for (const char* candidate : kFontCandidates) {
        // Read here rather than by AddFontFromFileTTF(), which asserts on a
        // file it cannot open; the atlas owns (and frees) the copy it gets.
        std::ifstream file(candidate, std::ios::binary);
        if (!file) {
            continue;
        }
        const std::vector<char> bytes{std::istreambuf_iterator<char>(file),
                                      std::istreambuf_iterator<char>()};
        if (bytes.empty() || bytes.size() > kMaxFontFileBytes) {
            continue;
        }
        void* data = IM_ALLOC(bytes.size());
        std::memcpy(data, bytes.data(), bytes.size());
        if (io.Fonts->AddFontFromMemoryTTF(data, static_cast<int>(bytes.size()),
                                           kFontPixelSize * scale) != nullptr) {
            return;
        }
        IM_FREE(data);
    }
    ImFontConfig config;
    config.SizePixels = 13.0f * scale;  // ImGui's own font, drawn at its size
    io.Fonts->AddFontDefault(&config);
}

}  // namespace easylink::ui
