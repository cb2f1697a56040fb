// A panel that opens a rich tooltip itself instead of through ui::tooltip:
// the tooltip check refuses it.
void drawRichTooltip() {
    ImGui::BeginTooltip();
    ImGui::EndTooltip();
}
