#include "sockets_validator.hpp"

#include <map>
#include <string>

namespace easylink::catalogue_rules {

void checkSockets(const Catalogue& catalogue, const ReadDamage& damage,
                  std::vector<Problem>& problems) {
    // How many ports carry each socket, and the first of them.
    std::map<std::string, std::pair<int, std::string>> carriers;
    for (std::size_t m = 0; m < catalogue.modules.size(); ++m) {
        const ModuleTemplate& module = catalogue.modules[m];
        for (std::size_t p = 0; p < module.ports.size(); ++p) {
            const std::string& socket = module.ports[p].socket;
            const std::string pointer = portPointer(m, p) + "/socket";
            if (socket.empty() || damage.within(portPointer(m, p))) {
                continue;
            }
            if (isJunction(module.kind)) {
                problems.push_back(
                    {Severity::Error, pointer, std::nullopt,
                     "a " + std::string(toString(module.kind)) +
                         " carries no socket: a socketed doorway links to a room's port of its "
                         "socket, directly or through one straight corridor; remove it"});
                continue;
            }
            auto& [count, first] = carriers[socket];
            if (count++ == 0) {
                first = pointer;
            }
        }
    }
    for (const auto& [socket, carrier] : carriers) {
        if (carrier.first == 1) {
            problems.push_back(
                {Severity::Warning, carrier.second, std::nullopt,
                 "no other port has socket \"" + socket +
                     "\": this doorway links only to the same doorway of another room of its "
                     "module; give the socket to the ports it should meet"});
        }
    }
}

}  // namespace easylink::catalogue_rules
