// The parameters' names and defaults: the growers' and width policies'
// names, the default grower order, the figures that scale with the map, and
// what each parameter means (paramInfo, made from the table in
// param_table.cpp).

#include "easylink/generation/generator_params.hpp"

#include <algorithm>
#include <array>
#include <variant>

#include "param_table.hpp"

namespace easylink {
namespace {

using param_table::Field;
using param_table::findField;

constexpr std::array<std::string_view, kGrowerCount> kGrowerNames = {
    "room-to-room",          "room-to-corridor",  "bent-room-to-room", "corridor-to-corridor",
    "bent-room-to-corridor", "straight-corridor", "room-rotator"};

/// `perReference` for an 80x80 map, scaled by area, at least `perReference`.
int scaledByArea(const EasylinkParams& params, int perReference) {
    const double scale = static_cast<double>(params.width) * params.height / (80.0 * 80.0);
    return std::max(perReference, static_cast<int>(perReference * scale));
}

}  // namespace

std::vector<GrowerKind> defaultGrowerOrder() {
    // Direct joins before corridors onto corridors, the room rotator last
    // (it only turns rooms no other grower could join), and the bends first:
    // a bend whose rays cross corridors puts a four_way on each, and going
    // first it finds those ports before a plain t_junction takes them
    // (docs/params.md, "Loops and junctions by default").
    return {GrowerKind::BentRoomToRoom,     GrowerKind::RoomToRoom,
            GrowerKind::RoomToCorridor,     GrowerKind::CorridorToCorridor,
            GrowerKind::BentRoomToCorridor, GrowerKind::StraightCorridor,
            GrowerKind::RoomRotator};
}

int effectivePlacementAttempts(const EasylinkParams& params) {
    return params.placementAttempts > 0 ? params.placementAttempts : scaledByArea(params, 400);
}

int effectivePerTurnLimit(const EasylinkParams& params) {
    return params.perTurnLimit > 0 ? params.perTurnLimit : scaledByArea(params, 4);
}

std::string_view toString(GrowerKind grower) {
    return kGrowerNames[static_cast<int>(grower)];
}

std::optional<GrowerKind> parseGrowerKind(std::string_view text) {
    for (int i = 0; i < kGrowerCount; ++i) {
        if (kGrowerNames[i] == text) {
            return static_cast<GrowerKind>(i);
        }
    }
    return std::nullopt;
}

std::string_view toString(WidthPolicy policy) {
    switch (policy) {
        case WidthPolicy::Widest: return "widest";
        case WidthPolicy::Narrowest: return "narrowest";
        case WidthPolicy::Random: return "random";
    }
    return "random";
}

std::optional<WidthPolicy> parseWidthPolicy(std::string_view text) {
    for (WidthPolicy p : {WidthPolicy::Widest, WidthPolicy::Narrowest, WidthPolicy::Random}) {
        if (toString(p) == text) {
            return p;
        }
    }
    return std::nullopt;
}

const std::vector<ParamInfo>& paramInfo() {
    static const std::vector<ParamInfo> kInfo = [] {
        std::vector<ParamInfo> info;
        for (const Field& field : param_table::fields()) {
            info.push_back(field.info);
        }
        return info;
    }();
    return kInfo;
}

std::vector<std::string_view> paramChoices(std::string_view key) {
    const Field* field = findField(key);
    const auto* choice =
        field != nullptr ? std::get_if<param_table::ChoiceField>(&field->target) : nullptr;
    return choice != nullptr ? choice->names : std::vector<std::string_view>{};
}

bool isOptionalParam(std::string_view key) {
    const Field* field = findField(key);
    return field != nullptr &&
           (std::holds_alternative<param_table::OptionalIntField>(field->target) ||
            std::holds_alternative<param_table::RegionsField>(field->target));
}

}  // namespace easylink
