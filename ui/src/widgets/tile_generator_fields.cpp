#include "widgets/tile_generator_fields.hpp"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <limits>
#include <string>

#include "easylink/registry/registry.hpp"
#include "session/generation_session.hpp"
#include "widgets/theme.hpp"
#include "widgets/tooltip.hpp"

namespace easylink::ui {
namespace {

std::string labelOf(std::string_view key) {
    std::string label(key);
    std::replace(label.begin(), label.end(), '_', ' ');
    return label;
}

void optionTooltip(const GeneratorOption& option) {
    tooltip([&] {
        ImGui::TextUnformatted(option.key.c_str());
        ImGui::TextColored(palette().dimText, "Range: %s, default %s", option.range.c_str(),
                           option.fallback.dump().c_str());
        ImGui::TextUnformatted(option.meaning.c_str());
    });
}

}  // namespace

void TileGeneratorFields::draw(GenerationSession& session) {
    drawOptions(session);
    drawVaults(session);
}

void TileGeneratorFields::drawOptions(GenerationSession& session) {
    const Generator* info = findGenerator(session.settings().generator());
    if (info == nullptr || info->inputs.catalogue) {
        return;
    }
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(palette().dimText, "%.*s", static_cast<int>(info->summary.size()),
                       info->summary.data());
    ImGui::PopTextWrapPos();
    if (!ImGui::CollapsingHeader("Options", ImGuiTreeNodeFlags_DefaultOpen)) {
        return;
    }
    std::vector<Problem> ignored;
    const Json values =
        checkedOptions(*info, session.settings().tileOptionsOf(info->name), ignored);
    if (ImGui::BeginTable("tile_options", 2, ImGuiTableFlags_SizingStretchProp)) {
        for (const GeneratorOption& option : info->options) {
            const std::string& key = option.key;
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::AlignTextToFramePadding();
            ImGui::TextUnformatted(labelOf(key).c_str());
            optionTooltip(option);
            ImGui::TableNextColumn();
            ImGui::SetNextItemWidth(-std::numeric_limits<float>::min());
            const std::string id = "##tile_" + key;
            std::optional<double> edited;
            if (option.kind == OptionKind::Whole) {
                int number = values[key].get<int>();
                if (ImGui::InputInt(id.c_str(), &number)) {
                    edited = number;
                }
            } else {
                double number = values[key].get<double>();
                if (ImGui::InputDouble(id.c_str(), &number, 0.01, 0.1, "%g")) {
                    edited = number;
                }
            }
            optionTooltip(option);
            if (edited) {
                // Clamped like easylink's parameters, so typing passes
                // through allowed values; the session still checks.
                const double value = std::clamp(*edited, option.min, option.max);
                if (auto error = session.settings().setTileOption(key, value)) {
                    errorKey_ = key;
                    error_ = *error;
                } else if (errorKey_ == key) {
                    errorKey_.clear();
                }
            }
            if (errorKey_ == key) {
                ImGui::TextColored(palette().errorText, "%s", error_.c_str());
            }
        }
        ImGui::EndTable();
    }
    if (ImGui::Button("Reset options")) {
        for (const GeneratorOption& option : info->options) {
            (void)session.settings().setTileOption(option.key, option.fallback.get<double>());
        }
        errorKey_.clear();
    }
    ui::tooltip("Every option of " + std::string(info->name) + " back to its default");
}

bool TileGeneratorFields::loadVaults(GenerationSession& session, const std::string& path) {
    vaultPath_ = path;
    VaultFile read = readVaultFile(path);
    vaultFailed_ = read.error.has_value();
    if (read.error) {
        vaultMessage_ = *read.error;
        return false;
    }
    std::vector<Vault>& vaults = read.vaults;
    vaultMessage_ = std::to_string(vaults.size()) + (vaults.size() == 1 ? " vault" : " vaults") +
                    " from " + path;
    session.settings().setVaults(std::move(vaults), path);
    return true;
}

void TileGeneratorFields::drawVaults(GenerationSession& session) {
    if (!ImGui::CollapsingHeader("Vaults")) {
        return;
    }
    if (vaultPath_.empty() && !session.settings().vaultSource().empty()) {
        vaultPath_ = session.settings().vaultSource();
    }
    std::array<char, 1024> buffer{};
    std::strncpy(buffer.data(), vaultPath_.c_str(), buffer.size() - 1);
    ImGui::SetNextItemWidth(-ImGui::CalcTextSize("Load Clear").x -
                            ImGui::GetStyle().FramePadding.x * 4.0f -
                            ImGui::GetStyle().ItemSpacing.x * 2.0f);
    if (ImGui::InputTextWithHint("##vault_path", "blueprint file (assets/vaults/default.txt)",
                                 buffer.data(), buffer.size())) {
        vaultPath_ = buffer.data();
    }
    ui::tooltip(
        "A text file of prefab blueprints (docs/tile-generators.md, \"Vaults\"), stamped into "
        "every tile map away from the players");
    ImGui::SameLine();
    ImGui::BeginDisabled(vaultPath_.empty());
    if (ImGui::Button("Load")) {
        loadVaults(session, vaultPath_);
    }
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(session.settings().vaults().empty());
    if (ImGui::Button("Clear vaults")) {
        session.settings().setVaults({}, "");
        vaultMessage_ = "no vaults";
        vaultFailed_ = false;
    }
    ImGui::EndDisabled();
    ui::tooltip("Generate without prefab vaults (the vaults file is not changed)");
    ImGui::PushTextWrapPos(0.0f);
    if (!vaultMessage_.empty()) {
        ImGui::TextColored(vaultFailed_ ? palette().errorText : palette().dimText, "%s",
                           vaultMessage_.c_str());
    } else {
        ImGui::TextColored(palette().dimText, "%zu vaults loaded",
                           session.settings().vaults().size());
    }
    ImGui::PopTextWrapPos();
}

}  // namespace easylink::ui
