#include "clip_probe.hpp"

#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <utility>

namespace easylink::ui::testing {
namespace {

/// A glyph of the default font by the atlas position of its top-left UV.
using GlyphKey = std::pair<float, float>;

std::map<GlyphKey, ImWchar> glyphsByUv(const ImFont& font) {
    std::map<GlyphKey, ImWchar> glyphs;
    for (const ImFontGlyph& glyph : font.Glyphs) {
        if (glyph.Visible) {
            glyphs.emplace(GlyphKey{glyph.U0, glyph.V0}, static_cast<ImWchar>(glyph.Codepoint));
        }
    }
    return glyphs;
}

void appendUtf8(std::string& text, ImWchar codepoint) {
    char buffer[5] = {};
    ImTextStrToUtf8(buffer, sizeof(buffer), &codepoint, &codepoint + 1);
    text += buffer;
}

}  // namespace

std::vector<DrawnText> drawnText(const ImGuiWindow& window) {
    std::vector<DrawnText> runs;
    const ImFont* font = ImGui::GetFont();
    if (window.DrawList == nullptr || font == nullptr) {
        return runs;
    }
    const std::map<GlyphKey, ImWchar> glyphs = glyphsByUv(*font);
    const float spaceWidth = font->GetCharAdvance(' ') * (ImGui::GetFontSize() / font->FontSize);
    const ImVector<ImDrawVert>& vertices = window.DrawList->VtxBuffer;
    // RenderText() writes each glyph as four vertices in a row: top-left,
    // top-right, bottom-right, bottom-left, with the glyph's own UVs.
    DrawnText* run = nullptr;
    for (int i = 0; i + 3 < vertices.Size;) {
        const ImDrawVert& topLeft = vertices[i];
        const auto glyph = glyphs.find({topLeft.uv.x, topLeft.uv.y});
        if (glyph == glyphs.end() || vertices[i + 2].pos.x <= topLeft.pos.x ||
            vertices[i + 1].pos.y != topLeft.pos.y) {
            run = nullptr;
            ++i;
            continue;
        }
        const ImVec2 min = topLeft.pos;
        const ImVec2 max = vertices[i + 2].pos;
        const bool continues = run != nullptr && std::abs(run->max.y - max.y) < 4.0f &&
                               min.x >= run->max.x - 1.0f &&
                               min.x <= run->max.x + spaceWidth * 1.6f;
        if (!continues) {
            runs.push_back({"", min, max});
            run = &runs.back();
        } else if (min.x > run->max.x + spaceWidth * 0.5f) {
            run->text += ' ';
        }
        appendUtf8(run->text, glyph->second);
        run->min = {std::min(run->min.x, min.x), std::min(run->min.y, min.y)};
        run->max = {std::max(run->max.x, max.x), std::max(run->max.y, max.y)};
        i += 4;
    }
    return runs;
}

std::vector<std::string> clippedOnTheRight(const ImGuiWindow& window) {
    std::vector<std::string> clipped;
    for (const ImGuiWindow* child : window.DC.ChildWindows) {
        if (child->Active && (child->Flags & ImGuiWindowFlags_HorizontalScrollbar) == 0 &&
            !child->ScrollbarX) {
            for (const std::string& line : clippedOnTheRight(*child)) {
                clipped.push_back(line);
            }
        }
    }
    const float edge = window.InnerClipRect.Max.x;
    for (const DrawnText& run : drawnText(window)) {
        if (run.max.x > edge + 0.5f && run.min.y < window.InnerClipRect.Max.y) {
            clipped.push_back("'" + run.text + "' ends " +
                              std::to_string(static_cast<int>(std::ceil(run.max.x - edge))) +
                              " px past the right edge");
        }
    }
    const float extent = window.DC.CursorMaxPos.x;
    if (clipped.empty() && extent > edge + 0.5f && window.ScrollMax.x <= 0.0f) {
        clipped.push_back("an item ends " +
                          std::to_string(static_cast<int>(std::ceil(extent - edge))) +
                          " px past the right edge (its text is not drawn at all)");
    }
    return clipped;
}

}  // namespace easylink::ui::testing
