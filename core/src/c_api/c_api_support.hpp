#pragma once

// [SECTION] What the C interface's functions share
//
// The two opaque types of easylink.h and the guard every entry point runs
// its body in: no exception, abort or output may cross into the caller, so
// each failure becomes a return value and a one-line message.

#include <cstddef>
#include <filesystem>
#include <memory>
#include <mutex>
#include <new>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/easylink.h"
#include "easylink/generators/generator.hpp"
#include "easylink/scene/instances.hpp"

/// A loaded catalogue, with what each generator that reads catalogues
/// prepared from it at load time (shared, read-only, by every run).
struct el_catalogue {
    std::shared_ptr<const easylink::Catalogue> catalogue;
    std::filesystem::path folder;  // its modules' mesh files are named from here
    std::vector<
        std::pair<const easylink::Generator*, std::shared_ptr<const easylink::PreparedInputs>>>
        prepared;
};

/// A run's outcome and the plain structs of easylink.h made from it. The
/// text forms (layout file, tiles) and the instances in 3D are made on
/// first use, once, whichever thread asks first.
struct el_layout {
    /// The catalogue the layout refers to, kept alive with it.
    std::shared_ptr<const easylink::Catalogue> catalogue;
    easylink::GenerationOutcome outcome;
    std::vector<el_room> rooms;
    std::vector<std::size_t> firstPort;  // by room index, into ports
    std::vector<el_port> ports;
    std::vector<el_corridor> corridors;

    mutable std::once_flag jsonOnce;
    mutable std::string json;
    mutable std::once_flag tilesOnce;
    mutable bool hasTiles = false;
    mutable int tilesWidth = 0;
    mutable int tilesHeight = 0;
    mutable std::string tiles;
    mutable std::string legend;
    // The instances in 3D (section 10), made on first use: the core's
    // records own the strings the el_instance structs point into.
    mutable std::once_flag instancesOnce;
    mutable std::vector<easylink::SceneInstance> sceneInstances;
    mutable std::vector<el_instance> instances;
    // The glTF scene, made on first use.
    std::filesystem::path catalogueFolder;
    mutable std::once_flag glbOnce;
    mutable std::string glb;
    mutable std::string glbError;
};

namespace easylink::c_api {

/// Thrown by a progress callback's answer to stop the run; it unwinds the
/// generator (everything it holds is owned by values) to the entry point.
struct RunCancelled {};

/// Writes `message` into err as one NUL-terminated line, cut to err_len.
void writeError(char* err, std::size_t errLen, std::string_view message);

/// Runs `body` for an entry point that reports through err: its result, or
/// `failed` with the message of whatever it threw.
template <typename Result, typename Body>
Result guarded(char* err, std::size_t errLen, Result failed, Body&& body) {
    writeError(err, errLen, "");
    try {
        return std::forward<Body>(body)();
    } catch (const RunCancelled&) {
        writeError(err, errLen, "cancelled");
    } catch (const std::bad_alloc&) {
        writeError(err, errLen, "out of memory");
    } catch (const std::exception& error) {
        writeError(err, errLen, std::string("internal error: ") + error.what());
    } catch (...) {
        writeError(err, errLen, "internal error");
    }
    return failed;
}

/// The same for an entry point without err.
template <typename Result, typename Body>
Result guarded(Result failed, Body&& body) noexcept {
    try {
        return std::forward<Body>(body)();
    } catch (...) {
        return failed;
    }
}

/// The kind's name ("normal", "wall", ...) as a C string that lives as
/// long as the library.
const char* kindName(ModuleKind kind);

/// The layout's structs (rooms, ports, corridors) from its outcome.
void fillLayoutViews(el_layout& layout);

/// The default data tables (assets/tables/NAME.json) built into the
/// library, for generators that read tables; "" for any other name.
std::string_view defaultTableText(std::string_view generator);

}  // namespace easylink::c_api
