#include "region_book.hpp"

#include <algorithm>
#include <cstdio>

namespace easylink::generation {

RegionBook::RegionBook(const EasylinkParams& params, const Catalogue& catalogue)
    : regions_(&params.regions),
      catalogue_(&catalogue),
      roomDensity_(params.roomDensity),
      area_(params.regions.size() + 1, 0),
      zoneArea_(params.regions.size() + 1, 0) {
    if (!active()) {
        return;
    }
    zoneArea_[0] = uncoveredArea(params.regions, params.width, params.height);
    for (std::size_t i = 0; i < params.regions.size(); ++i) {
        const Region& region = params.regions[i];
        zoneArea_[i + 1] = region.rect.area();
        std::vector<bool> allowed;
        if (region.modules) {
            allowed.assign(catalogue.modules.size(), false);
            for (const std::string& name : *region.modules) {
                if (const ModuleTemplate* module = catalogue.find(name)) {
                    allowed[static_cast<std::size_t>(module - catalogue.modules.data())] = true;
                }
            }
        }
        allowed_.push_back(std::move(allowed));
    }
}

int RegionBook::zoneOf(const Rect& room) const {
    return regionOf(*regions_, room).value_or(kOutside);
}

bool RegionBook::ownsDensity(int zone) const {
    return zone != kOutside && (*regions_)[static_cast<std::size_t>(zone)].density.has_value();
}

double RegionBook::askedDensity(int zone) const {
    return zone == kOutside
               ? roomDensity_
               : easylink::askedDensity((*regions_)[static_cast<std::size_t>(zone)], roomDensity_);
}

std::int64_t RegionBook::zoneArea(int zone) const {
    return zoneArea_[slot(zone)];
}

std::int64_t RegionBook::roomArea(int zone) const {
    return area_[slot(zone)];
}

double RegionBook::achievedDensity(int zone) const {
    const std::int64_t area = zoneArea(zone);
    return area > 0 ? static_cast<double>(roomArea(zone)) / static_cast<double>(area) : 0.0;
}

std::vector<int> RegionBook::zones() const {
    std::vector<int> order;
    for (int i = 0; i < static_cast<int>(regions_->size()); ++i) {
        order.push_back(i);
    }
    order.push_back(kOutside);
    return order;
}

bool RegionBook::allows(int zone, int templateIndex) const {
    if (zone == kOutside) {
        return true;
    }
    const std::vector<bool>& allowed = allowed_[static_cast<std::size_t>(zone)];
    return allowed.empty() || allowed[static_cast<std::size_t>(templateIndex)];
}

bool RegionBook::counts(int templateIndex) const {
    const ModuleKind kind = catalogue_->modules[static_cast<std::size_t>(templateIndex)].kind;
    return kind == ModuleKind::Normal || kind == ModuleKind::DeadEnd;
}

std::optional<RegionRefusal> RegionBook::refuse(int templateIndex, const Rect& rect,
                                                const std::optional<Rect>& leaving) const {
    if (!active() || !counts(templateIndex)) {
        return std::nullopt;
    }
    const int zone = zoneOf(rect);
    if (zone == kOutside) {
        return std::nullopt;
    }
    const Region& region = (*regions_)[static_cast<std::size_t>(zone)];
    if (region.density && *region.density <= 0.0) {
        return RegionRefusal{RegionRefusal::Kind::Empty, zone};
    }
    if (!allows(zone, templateIndex)) {
        return RegionRefusal{RegionRefusal::Kind::NotListed, zone};
    }
    if (region.density) {
        std::int64_t area = roomArea(zone) + rect.area();
        if (leaving && zoneOf(*leaving) == zone) {
            area -= leaving->area();
        }
        const double cap =
            (*region.density + kRegionDensitySlack) * static_cast<double>(zoneArea(zone));
        if (static_cast<double>(area) > cap) {
            return RegionRefusal{RegionRefusal::Kind::Full, zone};
        }
    }
    return std::nullopt;
}

std::string RegionBook::describe(const RegionRefusal& refusal) const {
    const std::string name = describeRegion(*regions_, refusal.region);
    switch (refusal.kind) {
        case RegionRefusal::Kind::Empty: return name + " has density 0";
        case RegionRefusal::Kind::NotListed: return name + "'s modules list leaves it out";
        case RegionRefusal::Kind::Full: {
            char text[96];
            std::snprintf(text, sizeof text, " would pass its density %.2f + %.2f",
                          askedDensity(refusal.region), kRegionDensitySlack);
            return name + text;
        }
    }
    return name;
}

void RegionBook::added(int templateIndex, const Rect& rect) {
    if (active() && counts(templateIndex)) {
        area_[slot(zoneOf(rect))] += rect.area();
    }
}

void RegionBook::removed(int templateIndex, const Rect& rect) {
    if (active() && counts(templateIndex)) {
        area_[slot(zoneOf(rect))] -= rect.area();
    }
}

void RegionBook::moved(int templateIndex, const Rect& from, const Rect& to) {
    if (active() && counts(templateIndex)) {
        area_[slot(zoneOf(from))] -= from.area();
        area_[slot(zoneOf(to))] += to.area();
    }
}

void RegionBook::recount(const Layout& layout) {
    if (!active()) {
        return;
    }
    std::fill(area_.begin(), area_.end(), 0);
    for (RoomId id : layout.roomIds()) {
        const PlacedRoom& room = *layout.room(id);
        added(room.templateIndex, room.rect());
    }
}

}  // namespace easylink::generation
