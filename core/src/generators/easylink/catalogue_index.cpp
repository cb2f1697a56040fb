#include "catalogue_index.hpp"

#include <algorithm>
#include <bit>

#include "easylink/layout/locks.hpp"

namespace easylink::generation {

CatalogueIndex::CatalogueIndex(const Catalogue& catalogue)
    : viewsByTemplate_(catalogue.modules.size()),
      catalogue_(&catalogue),
      usesSockets_(catalogue.usesSockets()) {
    for (std::size_t t = 0; t < catalogue.modules.size(); ++t) {
        const ModuleTemplate& module = catalogue.modules[t];
        if (!(module.weight > 0.0) && !module.rules.any()) {
            continue;  // weight 0 disables a module everywhere, unless a rule places it
        }
        if (!isRoomKind(module.kind) || module.isVariant()) {
            continue;  // phase 2 parts and room variants are not placed by the layout
        }
        for (Rotation rotation : module.allowedRotations()) {
            TemplateView view;
            view.templateIndex = static_cast<int>(t);
            view.rotation = rotation;
            view.kind = module.kind;
            view.size = rotate(module.size, rotation);
            view.module = &module;
            for (const PortSpec& port : module.ports) {
                const PortPose rotated = rotatePort(port.pose, module.size, rotation);
                int& facing = view.firstFacing[static_cast<std::size_t>(rotated.dir)];
                if (facing < 0) {
                    facing = static_cast<int>(view.dirs.size());
                }
                std::uint64_t mask = 0;
                for (int width : port.widths) {
                    mask |= width >= 0 && width < 64 ? std::uint64_t{1} << width : 0;
                }
                view.widthMasks.push_back(mask);
                view.dirs.push_back(rotated.dir);
                view.anchors.push_back(portAnchor(rotated));
            }
            viewsByTemplate_[t].push_back(static_cast<int>(views_.size()));
            junctionViews_[static_cast<int>(module.kind)].push_back(
                static_cast<int>(views_.size()));
            if (module.kind != ModuleKind::Normal && module.kind != ModuleKind::DeadEnd) {
                junctionReach_ = std::max({junctionReach_, view.size.w, view.size.h});
            }
            views_.push_back(std::move(view));
        }
        if ((module.kind == ModuleKind::Normal || module.kind == ModuleKind::DeadEnd) &&
            module.weight > 0.0) {
            roomTemplates_.push_back(static_cast<int>(t));
            // A key module's rooms are placed by the lock work alone, where
            // the walk from the entrance reaches them (section 11).
            roomWeights_.push_back(isKeyModule(catalogue, t) ? 0.0 : module.weight);
        }
    }
    noWeights_.assign(roomWeights_.size(), 0.0);
    for (std::size_t i = 0; usesSockets_ && i < roomTemplates_.size(); ++i) {
        for (const PortSpec& port :
             catalogue.modules[static_cast<std::size_t>(roomTemplates_[i])].ports) {
            if (!port.socket.empty()) {
                auto [weights, added] = socketWeights_.try_emplace(port.socket, noWeights_);
                weights->second[i] = roomWeights_[i];
            }
        }
    }
    for (std::size_t kind = 0; kind < junctionViews_.size(); ++kind) {
        for (int viewIndex : junctionViews_[kind]) {
            const TemplateView& view = views_[static_cast<std::size_t>(viewIndex)];
            unsigned mask = 0;
            for (Dir dir : view.dirs) {
                mask |= 1u << static_cast<unsigned>(dir);
            }
            if (static_cast<std::size_t>(std::popcount(mask)) == view.dirs.size()) {
                junctionViewsFacing_[kind][mask].push_back(viewIndex);
            }
        }
    }
}

const std::vector<int>& CatalogueIndex::junctionViews(ModuleKind kind) const {
    return junctionViews_[static_cast<int>(kind)];
}

}  // namespace easylink::generation
