#pragma once

// Everything the generator asks of the catalogue, worked out once per run:
// each template at each allowed rotation with its ports' anchors in the
// rotated frame, grouped by kind, and the room ports by the way they face
// (for growing directly linked rooms).

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "easylink/catalogue/catalogue.hpp"

namespace easylink::generation {

/// A template at one rotation, in its rotated frame.
struct TemplateView {
    int templateIndex = -1;
    Rotation rotation;
    ModuleKind kind = ModuleKind::Normal;
    Size2i size;
    std::vector<Dir> dirs;       // per port
    std::vector<Vec2i> anchors;  // per port, relative to the room's top-left
    const ModuleTemplate* module = nullptr;
    // Growers ask these for every junction candidate they weigh: worked out
    // once per catalogue instead of searched each time.
    std::array<int, 4> firstFacing{-1, -1, -1, -1};  // by Dir
    std::vector<std::uint64_t> widthMasks;           // per port: bit w for width w < 64

    /// The first port facing `dir`, or -1.
    int portFacing(Dir dir) const { return firstFacing[static_cast<std::size_t>(dir)]; }
    const std::vector<int>& widths(int port) const { return module->ports[port].widths; }
    bool allows(int port, int width) const {
        return width >= 0 && width < 64
                   ? (widthMasks[static_cast<std::size_t>(port)] >> width & 1u) != 0
                   : module->ports[port].allowsWidth(width);
    }
};

/// A port of a room template at some rotation: for direct links.
struct ViewPort {
    int view = -1;
    int port = -1;
};

class CatalogueIndex {
public:
    explicit CatalogueIndex(const Catalogue& catalogue);

    const std::vector<TemplateView>& views() const { return views_; }
    const TemplateView& view(int index) const { return views_[index]; }

    /// Templates step 1 draws from (normal rooms and dead-end closets) and their weights.
    const std::vector<int>& roomTemplates() const { return roomTemplates_; }
    const std::vector<double>& roomWeights() const { return roomWeights_; }
    /// roomWeights() for a room grown on a port with `socket`: only the
    /// templates with a port of that socket keep their weight (all of them
    /// for none), so that a socketed doorway draws rooms that can meet it.
    const std::vector<double>& roomWeightsFor(const std::string& socket) const {
        if (socket.empty()) {
            return roomWeights_;
        }
        const auto found = socketWeights_.find(socket);
        return found == socketWeights_.end() ? noWeights_ : found->second;
    }
    /// The views of one template, one per allowed rotation.
    const std::vector<int>& viewsOf(int templateIndex) const {
        return viewsByTemplate_[templateIndex];
    }
    /// The views of junction templates of a kind.
    const std::vector<int>& junctionViews(ModuleKind kind) const;
    /// The views of junction templates of a kind with one port facing each
    /// way in `dirMask` (bit d for Dir d) and no other port, in the order of
    /// junctionViews(kind): growers ask for these by the thousand.
    const std::vector<int>& junctionViewsFacing(ModuleKind kind, unsigned dirMask) const {
        return junctionViewsFacing_[static_cast<std::size_t>(kind)][dirMask & 15u];
    }
    double weightOfView(int view) const { return views_[view].module->weight; }
    /// The longest side of any junction module: how far a junction placed on
    /// a line can reach beside it.
    int junctionReach() const { return junctionReach_; }
    /// True when some port carries a socket: only then do links compare
    /// them (section 11), so catalogues without sockets pay nothing.
    bool usesSockets() const { return usesSockets_; }
    /// The socket of port `port` of template `templateIndex`; empty: none.
    const std::string& socket(int templateIndex, int port) const {
        return catalogue_->modules[static_cast<std::size_t>(templateIndex)]
            .ports[static_cast<std::size_t>(port)]
            .socket;
    }

private:
    std::vector<TemplateView> views_;
    std::vector<std::vector<int>> viewsByTemplate_;
    std::vector<int> roomTemplates_;
    std::vector<double> roomWeights_;
    std::array<std::vector<int>, 6> junctionViews_;
    std::array<std::array<std::vector<int>, 16>, 6> junctionViewsFacing_;  // by kind, dirMask
    int junctionReach_ = 0;
    const Catalogue* catalogue_ = nullptr;
    bool usesSockets_ = false;
    std::map<std::string, std::vector<double>, std::less<>> socketWeights_;
    std::vector<double> noWeights_;  // every weight 0: nothing meets that socket
};

}  // namespace easylink::generation
