#include "module_editor/module_problems.hpp"

#include "document/editor_state.hpp"
#include "easylink/catalogue/catalogue.hpp"

namespace easylink::ui::module_editor {
namespace {

/// True when `pointer` is `prefix` or lies inside it.
bool isWithin(const std::string& pointer, const std::string& prefix) {
    return pointer.size() >= prefix.size() && pointer.compare(0, prefix.size(), prefix) == 0 &&
           (pointer.size() == prefix.size() || pointer[prefix.size()] == '/');
}

}  // namespace

std::optional<std::size_t> problemPort(const std::string& pointer, std::size_t module) {
    const std::string prefix = modulePointer(module) + "/ports/";
    if (pointer.compare(0, prefix.size(), prefix) != 0 || pointer.size() == prefix.size()) {
        return std::nullopt;
    }
    std::size_t port = 0;
    std::size_t at = prefix.size();
    for (; at < pointer.size() && pointer[at] >= '0' && pointer[at] <= '9'; ++at) {
        port = port * 10 + static_cast<std::size_t>(pointer[at] - '0');
        if (port > 1000000) {
            return std::nullopt;
        }
    }
    if (at == prefix.size() || (at < pointer.size() && pointer[at] != '/')) {
        return std::nullopt;
    }
    return port;
}

std::vector<const Problem*> moduleProblems(const EditorState& state, std::size_t module) {
    std::vector<const Problem*> found;
    if (const CatalogueDocument* document = state.document().current()) {
        const std::string prefix = modulePointer(module);
        for (const Problem& problem : document->problems) {
            if (isWithin(problem.pointer, prefix)) {
                found.push_back(&problem);
            }
        }
    }
    return found;
}

std::vector<std::vector<const Problem*>> problemsByPort(const EditorState& state,
                                                        std::size_t module, std::size_t count) {
    std::vector<std::vector<const Problem*>> byPort(count);
    for (const Problem* problem : moduleProblems(state, module)) {
        const std::optional<std::size_t> port = problemPort(problem->pointer, module);
        if (port && *port < count) {
            byPort[*port].push_back(problem);
        }
    }
    return byPort;
}

std::vector<bool> brokenPorts(const EditorState& state, std::size_t module, std::size_t count) {
    const std::vector<std::vector<const Problem*>> byPort = problemsByPort(state, module, count);
    std::vector<bool> broken(count, false);
    for (std::size_t i = 0; i < count; ++i) {
        broken[i] = !byPort[i].empty();
    }
    return broken;
}

}  // namespace easylink::ui::module_editor
