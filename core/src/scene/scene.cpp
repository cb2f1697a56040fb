#include "easylink/scene/scene.hpp"

namespace easylink {

int Scene::addNode(SceneNode node) {
    nodes.push_back(std::move(node));
    return static_cast<int>(nodes.size()) - 1;
}

}  // namespace easylink
