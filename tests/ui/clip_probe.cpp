#include "clip_probe.hpp"

#include <imgui_internal.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <map>
#include <utility>

namespace easylink::ui::testing {
namespace {

/// A glyph of the default font by the atlas position of its top-left UV.
using GlyphKey = std::pair<float, float>;

std::map<GlyphKey, const ImFontGlyph*> glyphsByUv(const ImFont& font) {
    std::map<GlyphKey, const ImFontGlyph*> glyphs;
    for (const ImFontGlyph& glyph : font.Glyphs) {
        if (glyph.Visible) {
            glyphs.emplace(GlyphKey{glyph.U0, glyph.V0}, &glyph);
        }
    }
    return glyphs;
}

void appendUtf8(std::string& text, ImWchar codepoint) {
    char buffer[5] = {};
    ImTextStrToUtf8(buffer, sizeof(buffer), &codepoint, &codepoint + 1);
    text += buffer;
}

/// The clip rectangle of the draw command each vertex of `list` is drawn by.
std::vector<ImVec4> clipOfEachVertex(const ImDrawList& list) {
    std::vector<ImVec4> clips(static_cast<std::size_t>(list.VtxBuffer.Size),
                              ImVec4(-FLT_MAX, -FLT_MAX, FLT_MAX, FLT_MAX));
    for (const ImDrawCmd& command : list.CmdBuffer) {
        if (command.UserCallback != nullptr) {
            continue;
        }
        const unsigned end = command.IdxOffset + command.ElemCount;
        for (unsigned i = command.IdxOffset;
             i < end && i < static_cast<unsigned>(list.IdxBuffer.Size); ++i) {
            const unsigned vertex = list.IdxBuffer[static_cast<int>(i)] + command.VtxOffset;
            if (vertex < clips.size()) {
                clips[vertex] = command.ClipRect;
            }
        }
    }
    return clips;
}

}  // namespace

std::vector<DrawnText> drawnText(const ImGuiWindow& window) {
    std::vector<DrawnText> runs;
    const ImFont* font = ImGui::GetFont();
    if (window.DrawList == nullptr || font == nullptr) {
        return runs;
    }
    const std::map<GlyphKey, const ImFontGlyph*> glyphs = glyphsByUv(*font);
    const float scale = ImGui::GetFontSize() / font->FontSize;
    const float spaceWidth = font->GetCharAdvance(' ') * scale;
    const ImVector<ImDrawVert>& vertices = window.DrawList->VtxBuffer;
    const std::vector<ImVec4> clips = clipOfEachVertex(*window.DrawList);
    // RenderText() writes each glyph as four vertices in a row: top-left,
    // top-right, bottom-right, bottom-left, with the glyph's own UVs; a glyph
    // clipped on the right on the CPU keeps its top-left UV and has its right
    // edge and right UV moved in by the same fraction. Glyphs continue a run
    // where the pen left it (the last glyph's origin plus its advance) on the
    // same line: the glyph's origin is its quad's corner less its offset.
    DrawnText* run = nullptr;
    float lineY = 0.0f;
    float penEnd = 0.0f;
    for (int i = 0; i + 3 < vertices.Size;) {
        const ImDrawVert& topLeft = vertices[i];
        const auto found = glyphs.find({topLeft.uv.x, topLeft.uv.y});
        if (found == glyphs.end() || vertices[i + 2].pos.x <= topLeft.pos.x ||
            vertices[i + 1].pos.y != topLeft.pos.y) {
            run = nullptr;
            ++i;
            continue;
        }
        const ImFontGlyph& glyph = *found->second;
        const ImVec2 min = topLeft.pos;
        const ImVec2 max = vertices[i + 2].pos;
        const float shownFraction = (vertices[i + 2].uv.x - glyph.U0) / (glyph.U1 - glyph.U0);
        const float fullRight =
            shownFraction > 0.0f ? min.x + (max.x - min.x) / shownFraction : max.x;
        const float clipRight = clips[static_cast<std::size_t>(i + 2)].z;
        const float cutBy = std::max(fullRight - std::min(max.x, clipRight), 0.0f);
        const float originX = min.x - glyph.X0 * scale;
        const float originY = min.y - glyph.Y0 * scale;

        const bool continues = run != nullptr && std::abs(originY - lineY) < 1.0f &&
                               originX >= penEnd - 1.0f && originX <= penEnd + spaceWidth * 1.6f;
        if (!continues) {
            runs.push_back({"", min, max, 0.0f});
            run = &runs.back();
            lineY = originY;
        } else if (originX > penEnd + spaceWidth * 0.5f) {
            run->text += ' ';
        }
        penEnd = originX + glyph.AdvanceX * scale;
        appendUtf8(run->text, static_cast<ImWchar>(glyph.Codepoint));
        run->min = {std::min(run->min.x, min.x), std::min(run->min.y, min.y)};
        run->max = {std::max(run->max.x, max.x), std::max(run->max.y, max.y)};
        run->cutBy = std::max(run->cutBy, cutBy > 0.5f ? cutBy : 0.0f);
        i += 4;
    }
    return runs;
}

std::vector<std::string> clippedOnTheRight(const ImGuiWindow& window,
                                           const std::vector<std::string>& fieldTexts) {
    std::vector<std::string> clipped;
    for (const ImGuiWindow* child : window.DC.ChildWindows) {
        if (child->Active && (child->Flags & ImGuiWindowFlags_HorizontalScrollbar) == 0 &&
            !child->ScrollbarX) {
            for (const std::string& line : clippedOnTheRight(*child, fieldTexts)) {
                clipped.push_back(line);
            }
        }
    }
    const auto startsAField = [&](const std::string& text) {
        return std::any_of(fieldTexts.begin(), fieldTexts.end(), [&](const std::string& field) {
            return !text.empty() && field.compare(0, text.size(), text) == 0;
        });
    };
    const float edge = window.InnerClipRect.Max.x;
    for (const DrawnText& run : drawnText(window)) {
        const float past = std::max(run.max.x - edge, run.cutBy);
        if (past > 0.5f && run.min.y < window.InnerClipRect.Max.y && !startsAField(run.text)) {
            clipped.push_back("'" + run.text + "' is cut " +
                              std::to_string(static_cast<int>(std::ceil(past))) +
                              " px short of its end");
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
