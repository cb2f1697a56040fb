// Straight-corridor: a corridor at least through_min_length long gets a
// through module inserted along it, at a random macro-aligned place that
// leaves a piece on each side, and is split into two pieces joined to it.

#include "growers.hpp"

namespace easylink::generation {

int StraightCorridorGrower::takeTurn(GenerationContext& context) {
    const Layout& layout = context.layout;
    const int macro = layout.catalogue().macro;
    // The grower's lists, emptied for each turn and each corridor.
    found_.clear();
    for (const Corridor& corridor : layout.corridors()) {
        if (corridor.length() >= context.params.throughMinLength) {
            found_.push_back(corridor.id);
        }
    }
    return applySome(context, found_, [&](CorridorId id) {
        const Corridor* corridor = layout.corridor(id);
        if (corridor == nullptr) {
            return false;
        }
        const bool horizontal = corridor->axis == Axis::Horizontal;
        const Dir low = horizontal ? Dir::W : Dir::N;
        const Dir high = opposite(low);
        const int line = corridor->centreLine();
        const int start = horizontal ? corridor->rect.x : corridor->rect.y;
        const int end = horizontal ? corridor->rect.right() : corridor->rect.bottom();
        // Every through, at every macro line along the corridor that keeps
        // it inside: shuffled, so the module lands anywhere along the run.
        junctionCandidates(
            context, ModuleKind::Through, {{low, corridor->width}, {high, corridor->width}},
            horizontal ? JunctionPin{line, std::nullopt} : JunctionPin{std::nullopt, line},
            throughs_);
        std::vector<PlannedRoom>& candidates = candidates_;
        candidates.clear();
        for (const PlannedRoom& through : throughs_) {
            const TemplateView& view = context.index.view(through.view);
            const Vec2i lowAnchor = view.anchors[view.portFacing(low)];
            const int span = horizontal ? view.size.w : view.size.h;
            for (int at = (start / macro + 1) * macro; at + span < end; at += macro) {
                PlannedRoom placed = through;
                (horizontal ? placed.position.x : placed.position.y) =
                    at - (horizontal ? lowAnchor.x : lowAnchor.y);
                candidates.push_back(placed);
            }
        }
        context.rng.shuffle(candidates);
        std::size_t next = 0;
        const auto nextPlan = [&](Plan& plan) {
            if (next >= candidates.size()) {
                return false;
            }
            plan.rooms = {candidates[next++]};
            planCorridorSplit(context, plan, id, 0);
            return true;
        };
        return applyFirstFit(context, nextPlan, [&] {
            return "putting a through module on corridor " + std::to_string(id) + " (" +
                   std::to_string(corridor->length()) + " long)";
        });
    });
}

}  // namespace easylink::generation
