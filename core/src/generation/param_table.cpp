#include "param_table.hpp"

#include <algorithm>
#include <cmath>

namespace easylink::param_table {

const std::vector<Field>& fields() {
    using P = EasylinkParams;
    static const std::vector<Field> kFields = {
        {{"width", "8 to 4096", "map width in tiles"}, IntField{&P::width, 8, kMaxMapSide}},
        {{"height", "8 to 4096", "map height in tiles"}, IntField{&P::height, 8, kMaxMapSide}},
        {{"target_rooms", "0 to 1000000",
          "rooms step 1 places at random; 0 places rooms until room_density is reached"},
         IntField{&P::targetRooms, 0, 1000000}},
        {{"room_density", "0.01 to 0.9",
          "fraction of the map's area step 1 covers with rooms (when target_rooms is 0)"},
         RealField{&P::roomDensity, 0.01, 0.9}},
        {{"placement_attempts", "0 to 100000000",
          "random positions step 1 tries before it stops, placed or not; 0: 400 for every "
          "80x80 tiles of map"},
         IntField{&P::placementAttempts, 0, 100000000}},
        {{"chain_chance", "0 to 1",
          "chance that a newly placed room grows directly linked rooms on its free ports"},
         RealField{&P::chainChance, 0.0, 1.0}},
        {{"chain_decay", "0 to 1", "the chain chance is multiplied by this at each level"},
         RealField{&P::chainDecay, 0.0, 1.0}},
        {{"chain_depth", "0 to 16", "how many levels of directly linked rooms can grow"},
         IntField{&P::chainDepth, 0, 16}},
        {{"grower_order", "a list of grower names",
          "the growers of step 2 in the order they take turns (each at most once)"},
         OrderField{}},
        {{"per_turn_limit", "0 to 1000000",
          "opportunities a grower applies in one turn before the next grower's turn; 0: 4 for "
          "every 80x80 tiles of map"},
         IntField{&P::perTurnLimit, 0, 1000000}},
        {{"max_rounds", "1 to 100000",
          "rounds of grower turns at most; step 2 also stops after a round that adds nothing"},
         IntField{&P::maxRounds, 1, 100000}},
        {{"width_policy", "widest, narrowest or random",
          "which passage width to use among those both ends allow"},
         ChoiceField{{"widest", "narrowest", "random"},
                     [](const P& p) { return static_cast<int>(p.widthPolicy); },
                     [](P& p, int v) { p.widthPolicy = static_cast<WidthPolicy>(v); }}},
        {{"min_loop_length", "2 to 1000",
          "a link between rooms already connected is made only if it closes a loop of at least "
          "this many normal rooms"},
         IntField{&P::minLoopLength, 2, 1000}},
        {{"loop_chance", "0 to 1", "chance to make such a loop-closing link when it is allowed"},
         RealField{&P::loopChance, 0.0, 1.0}},
        {{"wanted_loops", "0 to 100000",
          "after step 3, links the growers skipped are made (each closing a loop of at least "
          "min_loop_length rooms) until the kept component has this many loops (never past "
          "max_loops); an attempt still short starts again at most 3 times while the work "
          "budget allows, then the layout is kept; if no later attempt comes through, the one "
          "with the most loops is made again and kept (unlike min_loops, never a failure); 0: "
          "no such pass"},
         IntField{&P::wantedLoops, 0, 100000}},
        {{"through_min_length", "4 to 100000",
          "corridors at least this long get a through module inserted along them"},
         IntField{&P::throughMinLength, 4, 100000}},
        {{"min_rooms", "1 to 1000000",
          "normal rooms the kept component needs, or the attempt restarts"},
         IntField{&P::minRooms, 1, 1000000}},
        {{"max_attempts", "1 to 10000", "attempts at steps 1 to 3 before generation gives up"},
         IntField{&P::maxAttempts, 1, 10000}},
        {{"resolve_depth", "0 to 32",
          "phase 2: how deep slots resolve (a room is level 1, its walls level 2, their doors "
          "level 3); 0 skips phase 2"},
         IntField{&P::resolveDepth, 0, kMaxResolveDepth}},
        {{"unfilled_slots", "generic or fail",
          "phase 2: what a slot no module can fill does: drawn generically (and reported), or "
          "the run fails naming the slot"},
         ChoiceField{{"generic", "fail"},
                     [](const P& p) { return static_cast<int>(p.unfilledSlots); },
                     [](P& p, int v) { p.unfilledSlots = static_cast<UnfilledSlots>(v); }}},
        {{"regions", "a list of regions",
          "rectangles of the map with a room density, blocked tiles or a module list of their "
          "own (docs/params.md, Regions)"},
         RegionsField{}},
        {{"min_loops", "0 to 100000",
          "loops the kept component must have at least; missing ones are closed inside the "
          "attempt (absent: no bound)"},
         OptionalIntField{&P::minLoops, 0, 100000}},
        {{"max_loops", "0 to 100000",
          "loops the kept component may have at most; growers stop closing loops there "
          "(absent: no bound)"},
         OptionalIntField{&P::maxLoops, 0, 100000}},
        {{"min_dead_ends", "0 to 100000",
          "normal rooms with one connected port the kept component must have at least; "
          "missing ones are attached inside the attempt (absent: no bound)"},
         OptionalIntField{&P::minDeadEnds, 0, 100000}},
        {{"max_dead_ends", "0 to 100000",
          "dead ends the kept component may have at most; extra ones are joined up or removed "
          "inside the attempt (absent: no bound)"},
         OptionalIntField{&P::maxDeadEnds, 0, 100000}},
    };
    return kFields;
}

std::string formatReal(double value) {
    Json j = value;
    return j.dump();
}

std::optional<std::string> checkInt(const Field& field, const IntField& f, long long value) {
    if (value < f.min || value > f.max) {
        return std::string(field.info.key) + " must be from " + std::to_string(f.min) + " to " +
               std::to_string(f.max) + ", not " + std::to_string(value);
    }
    return std::nullopt;
}

std::optional<std::string> checkInt(const Field& field, const OptionalIntField& f,
                                    long long value) {
    return checkInt(field, IntField{nullptr, f.min, f.max}, value);
}

std::optional<std::string> checkReal(const Field& field, const RealField& f, double value) {
    if (!std::isfinite(value) || value < f.min || value > f.max) {
        return std::string(field.info.key) + " must be from " + formatReal(f.min) + " to " +
               formatReal(f.max) + ", not " + formatReal(value);
    }
    return std::nullopt;
}

std::optional<std::string> setOrder(EasylinkParams& params, const std::vector<std::string>& names) {
    std::vector<GrowerKind> order;
    for (const std::string& name : names) {
        const auto grower = parseGrowerKind(name);
        if (!grower) {
            return "unknown grower \"" + printableExcerpt(name) +
                   "\"; use room-to-room, "
                   "room-to-corridor, bent-room-to-room, corridor-to-corridor, "
                   "bent-room-to-corridor, straight-corridor, room-rotator";
        }
        if (std::find(order.begin(), order.end(), *grower) != order.end()) {
            return "grower " + name + " is listed twice in grower_order";
        }
        order.push_back(*grower);
    }
    params.growerOrder = std::move(order);
    return std::nullopt;
}

std::optional<int> parseChoice(const ChoiceField& field, std::string_view text) {
    for (std::size_t i = 0; i < field.names.size(); ++i) {
        if (field.names[i] == text) {
            return static_cast<int>(i);
        }
    }
    return std::nullopt;
}

std::string describeChoices(const ChoiceField& field, std::string_view quote) {
    std::string out;
    for (std::size_t i = 0; i < field.names.size(); ++i) {
        if (i > 0) {
            out += i + 1 == field.names.size() ? " or " : ", ";
        }
        out += std::string(quote) + std::string(field.names[i]) + std::string(quote);
    }
    return out;
}

const Field* findField(std::string_view key) {
    for (const Field& field : fields()) {
        if (field.info.key == key) {
            return &field;
        }
    }
    return nullptr;
}

std::optional<std::string> moreUnknown(std::size_t count, const char* what) {
    if (count <= kUnknownKeysReported) {
        return std::nullopt;
    }
    return "and " + std::to_string(count - kUnknownKeysReported) + " more unknown " + what + " (" +
           std::to_string(count) + " in all)";
}

bool isWholeNumber(const Json& value) {
    return value.is_number() && std::isfinite(value.get<double>()) &&
           value.get<double>() == std::floor(value.get<double>()) &&
           std::fabs(value.get<double>()) <= 1e12;
}

}  // namespace easylink::param_table
