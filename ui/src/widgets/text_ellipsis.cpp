#include "widgets/text_ellipsis.hpp"

#include <imgui.h>

namespace easylink::ui {
namespace {

float widthOf(std::string_view text) {
    return ImGui::CalcTextSize(text.data(), text.data() + text.size()).x;
}

bool isContinuationByte(char c) {
    return (static_cast<unsigned char>(c) & 0xC0u) == 0x80u;
}

}  // namespace

bool needsEllipsis(std::string_view text, float width) {
    return widthOf(text) > width;
}

// The cut is searched by halves over the text's length, then moved back to
// the start of a UTF-8 character, so that "..." never follows half a
// character.
std::string ellipsized(std::string_view text, float width) {
    if (!needsEllipsis(text, width)) {
        return std::string(text);
    }
    const float room = width - widthOf(kEllipsis);
    std::size_t low = 0;             // fits
    std::size_t high = text.size();  // does not
    while (high - low > 1) {
        const std::size_t middle = (low + high) / 2;
        if (widthOf(text.substr(0, middle)) <= room) {
            low = middle;
        } else {
            high = middle;
        }
    }
    while (low > 0 && low < text.size() && isContinuationByte(text[low])) {
        --low;
    }
    return std::string(text.substr(0, low)) + std::string(kEllipsis);
}

}  // namespace easylink::ui
