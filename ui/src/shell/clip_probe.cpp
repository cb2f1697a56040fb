#include "shell/clip_probe.hpp"

#include <imgui_internal.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <map>
#include <utility>

namespace easylink::ui {
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
        const float shownRight = std::min(max.x, clipRight);
        const float cutBy = std::max(fullRight - shownRight, 0.0f);
        const float originX = min.x - glyph.X0 * scale;
        const float originY = min.y - glyph.Y0 * scale;

        const bool continues = run != nullptr && std::abs(originY - lineY) < 1.0f &&
                               originX >= penEnd - 1.0f && originX <= penEnd + spaceWidth * 1.6f;
        if (!continues) {
            runs.push_back({"", min, max, 0.0f, 0.0f});
            run = &runs.back();
            lineY = originY;
        } else if (originX > penEnd + spaceWidth * 0.5f) {
            run->text += ' ';
        }
        penEnd = originX + glyph.AdvanceX * scale;
        appendUtf8(run->text, static_cast<ImWchar>(glyph.Codepoint));
        run->min = {std::min(run->min.x, min.x), std::min(run->min.y, min.y)};
        run->max = {std::max(run->max.x, max.x), std::max(run->max.y, max.y)};
        if (cutBy > 0.5f && cutBy > run->cutBy) {
            run->cutBy = cutBy;
            run->cutAt = shownRight;
        }
        i += 4;
    }
    return runs;
}

namespace {

/// The columns of the tables drawn in `window` this frame whose content
/// reached past what the column shows: text cut at a glyph's boundary
/// leaves no glyph past the column to find.
std::vector<std::string> cutColumns(const ImGuiWindow& window) {
    std::vector<std::string> cut;
    ImGuiContext& context = *ImGui::GetCurrentContext();
    for (int i = 0; i < context.Tables.GetMapSize(); ++i) {
        const ImGuiTable* table = context.Tables.TryGetMapData(i);
        if (table == nullptr || table->InnerWindow != &window ||
            table->LastFrameActive != context.FrameCount) {
            continue;
        }
        for (int n = 0; n < table->ColumnsCount; ++n) {
            const ImGuiTableColumn& column = table->Columns[n];
            const float reached = std::max(column.ContentMaxXFrozen, column.ContentMaxXUnfrozen);
            const float past = reached - column.ClipRect.Max.x;
            if (column.IsEnabled && column.IsVisibleX && past > 0.5f) {
                const char* name = ImGui::TableGetColumnName(table, n);
                cut.push_back("column '" + std::string(name != nullptr ? name : "") + "' (" +
                              std::to_string(n) + ") of a table is cut " +
                              std::to_string(static_cast<int>(std::ceil(past))) +
                              " px short of its content");
            }
        }
    }
    return cut;
}

/// The lines of clippedOnTheRight() for `window` and its children; with
/// `scrollsSideways`, text past the window's own edge is reachable and not
/// counted.
void collectClipped(const ImGuiWindow& window, const std::vector<std::string>& fieldTexts,
                    bool scrollsSideways, std::vector<std::string>& clipped) {
    for (const ImGuiWindow* child : window.DC.ChildWindows) {
        if (child->Active) {
            const bool childScrolls =
                (child->Flags & ImGuiWindowFlags_HorizontalScrollbar) != 0 || child->ScrollbarX;
            // Lines from a child say which: "in 'ports': ...".
            std::vector<std::string> inChild;
            collectClipped(*child, fieldTexts, childScrolls, inChild);
            std::string name = child->Name;
            name = name.substr(name.rfind('/') + 1);
            name = name.substr(0, name.rfind('_'));
            for (const std::string& line : inChild) {
                clipped.push_back(line.rfind("in '", 0) == 0 ? line : "in '" + name + "': " + line);
            }
        }
    }
    const auto startsAField = [&](const std::string& text) {
        return std::any_of(fieldTexts.begin(), fieldTexts.end(), [&](const std::string& field) {
            return !text.empty() && field.compare(0, text.size(), text) == 0;
        });
    };
    const float edge = window.InnerClipRect.Max.x;
    const std::size_t before = clipped.size();
    for (const DrawnText& run : drawnText(window)) {
        float past = std::max(run.max.x - edge, run.cutBy);
        if (scrollsSideways) {
            // Only a column or a frame inside the window cuts for good.
            past = run.cutBy > 0.0f && run.cutAt < edge - 0.5f ? run.cutBy : 0.0f;
        }
        if (past > 0.5f && run.min.y < window.InnerClipRect.Max.y && !startsAField(run.text)) {
            clipped.push_back("'" + run.text + "' is cut " +
                              std::to_string(static_cast<int>(std::ceil(past))) +
                              " px short of its end");
        }
    }
    for (const std::string& line : cutColumns(window)) {
        clipped.push_back(line);
    }
    // ImGui drops the glyphs wholly past a clip rectangle, so text cut at a
    // glyph's boundary leaves no glyph to see: the furthest the window's
    // items reached says it instead.
    const float extent = window.DC.CursorMaxPos.x;
    if (!scrollsSideways && clipped.size() == before && extent > edge + 0.5f) {
        clipped.push_back("an item ends " +
                          std::to_string(static_cast<int>(std::ceil(extent - edge))) +
                          " px past the right edge (its text is not drawn at all)");
    }
}

}  // namespace

std::vector<std::string> clippedOnTheRight(const ImGuiWindow& window,
                                           const std::vector<std::string>& fieldTexts) {
    std::vector<std::string> clipped;
    collectClipped(window, fieldTexts, false, clipped);
    return clipped;
}

}  // namespace easylink::ui
