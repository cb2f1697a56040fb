#pragma once

// What phase 2 reads of a catalogue for every room and corridor, prepared
// once per catalogue: a batch resolves thousands of rooms against the same
// modules, and would otherwise look the same names up, list the same
// variants and build the same implicit wall slots for each of them.

#include <array>
#include <string>
#include <vector>

#include "easylink/catalogue/catalogue.hpp"

namespace easylink {

struct ResolveTables {
    /// By module: itself, then the modules that are variants of it.
    std::vector<std::vector<int>> variantsOf;
    /// The part modules, in catalogue order: what a slot of a module may take.
    std::vector<int> parts;
    /// Whether some wall part has a weight; without one, ports keep the
    /// room's generic doors.
    bool anyWallPart = false;
    /// By module, by requirement: the index in the module's params of the
    /// first one the requirement names; -1 when none does.
    std::vector<std::vector<int>> requirementParams;
    /// By module, by slot: N when the slot is named "wall N" for some port N
    /// of the catalogue's rooms; -1 otherwise.
    std::vector<std::vector<int>> wallSlotPorts;
    /// By module, by port N: the index of its first slot named "wall N"; -1
    /// when it declares none.
    std::vector<std::vector<int>> declaredWallSlots;
    /// By port N: "port.N.connected", "port.N.width", "port.N.dir",
    /// "port.N.socket", "port.N.locked", the names of its facts (the last
    /// two are facts only when the catalogue uses sockets, or locks).
    std::vector<std::array<std::string, 5>> portFacts;
    /// By port N: the slot "wall N" of a room that does not declare it: a
    /// wall part told @port.N.connected and @port.N.width (and, when the
    /// catalogue uses them, @port.N.socket and @port.N.locked).
    std::vector<SlotSpec> implicitWalls;
    /// Whether the port facts include the sockets, and the locks (section 11).
    bool socketFacts = false;
    bool lockFacts = false;
};

/// The tables of a catalogue; they cover the most ports any module has.
ResolveTables prepareResolve(const Catalogue& catalogue);

}  // namespace easylink
