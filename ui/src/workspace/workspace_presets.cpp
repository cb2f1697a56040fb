#include "workspace/workspace_presets.hpp"

#include <algorithm>
#include <cctype>
#include <initializer_list>

namespace easylink::ui {
namespace {

struct PresetEntry {
    const char* title;
    PanelSlot area;
    bool open;
};

WorkspaceArrangement arrangementOf(
    std::initializer_list<PresetEntry> entries,
    std::initializer_list<std::pair<PanelSlot, const char*>> active) {
    WorkspaceArrangement arrangement;
    for (const PresetEntry& entry : entries) {
        arrangement.areas[entry.title] = entry.area;
        arrangement.open[entry.title] = entry.open;
    }
    for (const auto& [area, title] : active) {
        arrangement.active[area] = title;
    }
    return arrangement;
}

constexpr PanelSlot kLeft = PanelSlot::Side;
constexpr PanelSlot kCentre = PanelSlot::Centre;
constexpr PanelSlot kRight = PanelSlot::Right;
constexpr PanelSlot kBottom = PanelSlot::Bottom;

}  // namespace

const char* presetLabel(WorkspacePreset preset) {
    switch (preset) {
        case WorkspacePreset::Generate: return "Generate";
        case WorkspacePreset::Author: return "Author";
        case WorkspacePreset::Report: return "Report";
    }
    return "Generate";
}

std::optional<WorkspacePreset> presetNamed(std::string_view name) {
    for (const WorkspacePreset preset : kWorkspacePresets) {
        const std::string_view label = presetLabel(preset);
        const bool same =
            std::equal(label.begin(), label.end(), name.begin(), name.end(), [](char a, char b) {
                return std::tolower(static_cast<unsigned char>(a)) ==
                       std::tolower(static_cast<unsigned char>(b));
            });
        if (same) {
            return preset;
        }
    }
    return std::nullopt;
}

const char* presetDescription(WorkspacePreset preset) {
    switch (preset) {
        case WorkspacePreset::Generate:
            return "The viewport in the middle; generation and catalogue on the left, timeline "
                   "and log below, inspector on the right";
        case WorkspacePreset::Author:
            return "The module editor in the middle and its preview on the right; catalogue on "
                   "the left, problems below";
        case WorkspacePreset::Report:
            return "The batch report in the middle; the viewport small on the right";
    }
    return "";
}

// The arrangements place every panel of the editor, so that applying one
// gives the same workspace whatever was on show before. The tab rows are
// chosen to fit their area at 1280 x 800 without shrinking the tabs: the
// narrow right column holds two tabs, the wide bottom strip the lists.
WorkspaceArrangement presetArrangement(WorkspacePreset preset) {
    switch (preset) {
        case WorkspacePreset::Generate:
            return arrangementOf(
                {
                    {"Generation", kLeft, true},
                    {"Catalogue", kLeft, true},
                    {"Regions", kLeft, false},
                    {"Viewport", kCentre, true},
                    {"Module Editor", kCentre, false},
                    {"Report", kCentre, false},
                    {"Play-test", kCentre, false},
                    {"Inspector", kRight, true},
                    {"Module Preview", kRight, true},
                    {"Timeline", kBottom, true},
                    {"Log", kBottom, true},
                    {"Problems", kBottom, true},
                    {"Resolution", kBottom, true},
                    {"Components", kBottom, true},
                    {"History", kBottom, false},
                },
                {{kLeft, "Generation"},
                 {kCentre, "Viewport"},
                 {kRight, "Inspector"},
                 {kBottom, "Timeline"}});
        case WorkspacePreset::Author:
            return arrangementOf(
                {
                    {"Catalogue", kLeft, true},
                    {"Generation", kLeft, true},
                    {"Regions", kLeft, false},
                    {"Module Editor", kCentre, true},
                    {"Viewport", kCentre, true},
                    {"Report", kCentre, false},
                    {"Play-test", kCentre, false},
                    {"Module Preview", kRight, true},
                    {"Inspector", kRight, true},
                    {"Problems", kBottom, true},
                    {"Log", kBottom, true},
                    {"History", kBottom, true},
                    {"Timeline", kBottom, false},
                    {"Resolution", kBottom, false},
                    {"Components", kBottom, false},
                },
                {{kLeft, "Catalogue"},
                 {kCentre, "Module Editor"},
                 {kRight, "Module Preview"},
                 {kBottom, "Problems"}});
        case WorkspacePreset::Report:
            return arrangementOf(
                {
                    {"Generation", kLeft, true},
                    {"Catalogue", kLeft, true},
                    {"Regions", kLeft, false},
                    {"Report", kCentre, true},
                    {"Module Editor", kCentre, false},
                    {"Play-test", kCentre, false},
                    {"Viewport", kRight, true},
                    {"Inspector", kRight, true},
                    {"Module Preview", kRight, false},
                    {"Log", kBottom, true},
                    {"Problems", kBottom, true},
                    {"Timeline", kBottom, false},
                    {"Resolution", kBottom, false},
                    {"Components", kBottom, false},
                    {"History", kBottom, false},
                },
                {{kLeft, "Generation"},
                 {kCentre, "Report"},
                 {kRight, "Viewport"},
                 {kBottom, "Log"}});
    }
    return {};
}

WorkspaceProportions presetProportions(WorkspacePreset preset) {
    WorkspaceProportions proportions;
    switch (preset) {
        case WorkspacePreset::Generate:
            proportions.sideShare = 0.30f;
            proportions.rightShare = 0.24f;
            proportions.bottomShare = 0.23f;
            break;
        case WorkspacePreset::Author:
            proportions.sideShare = 0.28f;
            proportions.rightShare = 0.26f;
            proportions.bottomShare = 0.22f;
            break;
        case WorkspacePreset::Report:
            proportions.sideShare = 0.26f;
            proportions.rightShare = 0.30f;
            proportions.bottomShare = 0.20f;
            break;
    }
    return proportions;
}

}  // namespace easylink::ui
