#pragma once

// [SECTION] Generators
//
// What every generator is to the rest of the program: a name, a sentence, the
// options it takes (each with its default, range and meaning), the inputs it
// reads besides them (a module catalogue, data tables, prefab vaults) and a
// generate() entry that turns a request into an outcome, reporting its steps
// to an EventSink. The command line, the editor, reports and the C library
// find generators in the registry (easylink/registry/registry.hpp) and know
// nothing else about them; docs/architecture.md shows how to add one.
//
// A request's parameters are one JSON object, the keys of `--params`:
// "width" and "height" (the map size, every generator) and the generator's
// own options. The outcome is what the files show: the layout file, its
// picture, text and Tiled map are made from it alone (easylink/output).

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "easylink/catalogue/catalogue.hpp"
#include "easylink/generation/events.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/io/problem.hpp"
#include "easylink/layout/layout.hpp"
#include "easylink/layout/regions.hpp"
#include "easylink/resolve/resolution.hpp"
#include "easylink/tiles/tile_raster.hpp"
#include "easylink/tiles/vault.hpp"

namespace easylink {

/// The kind of value an option takes.
enum class OptionKind {
    Whole,   // an integer within [min, max]
    Real,    // a number within [min, max]
    Choice,  // one of a few names
    List,    // a JSON array (easylink's grower_order, regions)
    Object,  // a JSON object
};

/// One option of a generator, as `--params` files, the editor's fields and
/// the help texts show it.
struct GeneratorOption {
    std::string key;  // "floor_chance" in files
    OptionKind kind = OptionKind::Real;
    Json fallback;     // the default; null for an option absent unless given
    double min = 0.0;  // Whole and Real
    double max = 0.0;
    std::string range;    // in words: "0.05 to 0.95", "a list of grower names"
    std::string meaning;  // one sentence
};

/// What a generator reads besides its options.
struct GeneratorInputs {
    bool catalogue = false;  // a module catalogue
    bool tables = false;     // data tables (assets/tables/NAME.json by default)
    bool vaults = false;     // prefab blueprints, stamped into the map
};

/// What a generator works out once per catalogue (and inputs) and shares,
/// read-only, between the runs of a batch and its threads: for easylink
/// the validated catalogue and its index (easylink/generators/easylink/
/// prepared_catalogue.hpp). Each generator knows its own kind.
struct PreparedInputs {
    virtual ~PreparedInputs() = default;
};

struct GenerationRequest {
    /// The keys of `--params`: "width", "height" (80 each when absent) and
    /// the generator's options; keys left out take their defaults.
    Json params = Json::object();
    std::uint64_t seed = 0;
    /// The module catalogue, for generators that read one; it must outlive
    /// the outcome, whose layout refers to it.
    const Catalogue* catalogue = nullptr;
    /// Shared so that the per-seed copies of a batch cost nothing; null
    /// when absent. Parsed data tables, for generators that read them:
    std::shared_ptr<const Json> tables;
    std::shared_ptr<const std::vector<Vault>> vaults;  // for generators that stamp them
    /// What prepare() made of these inputs, or null: generate() then
    /// prepares them itself. Made for another catalogue or generator, it is
    /// ignored.
    std::shared_ptr<const PreparedInputs> prepared;
};

/// A run's result, as its files show it.
struct GenerationOutcome {
    std::string generator;
    std::uint64_t seed = 0;
    /// The layout of modules; a tile map has one without modules, its map's
    /// size, so that every outcome has one.
    std::optional<Layout> layout;
    std::optional<Resolution> resolution;  // phase 2, when it ran
    /// A tile map's own tiles; nullopt when the tiles are the layout's.
    std::optional<TileRaster> tiles;
    std::vector<TileArea> areas;  // a tile map's rooms, chambers and vaults
    /// The "params" of the layout file: every parameter as used, width and
    /// height first.
    Json params = Json::object();
    std::vector<Region> regions;  // easylink's regions, named by each room
    int attempts = 1;
    std::vector<std::string> notes;  // warnings, e.g. a vault that found no site
    std::string failure;             // one line, when the run failed
    bool ok() const { return failure.empty() && layout.has_value(); }
};

struct Generator {
    std::string name;     // "cellular", as `--generator` takes it
    std::string summary;  // one line
    GeneratorInputs inputs;
    std::vector<GeneratorOption> options;  // without width and height
    /// Every problem of the request's parameters and inputs, each with its
    /// JSON pointer ("/floor_chance"); empty when generate() can run.
    std::function<std::vector<Problem>(const GenerationRequest&)> check;
    /// Runs the generator; a request check() refuses gives a failed outcome
    /// saying so. `sink` may be null.
    std::function<GenerationOutcome(const GenerationRequest&, EventSink*)> generate;
    /// Optional: works out once what every run on the request's inputs
    /// needs (after check() accepted them), for request.prepared; a batch
    /// calls it once and shares the result between seeds and threads.
    std::function<std::shared_ptr<const PreparedInputs>(const GenerationRequest&)> prepare;
};

/// The request with `prepared` filled by the generator's prepare(), when it
/// has one; otherwise the request as it is.
GenerationRequest preparedRequest(const Generator& generator, GenerationRequest request);

/// The generator's option of that key, or null.
const GeneratorOption* findOption(const Generator& generator, std::string_view key);

/// The defaults of every option, as a JSON object.
Json optionDefaults(const std::vector<GeneratorOption>& options);

/// Checks a parameters object against the generator's options: an object,
/// known keys, types and ranges (Whole and Real); "width" and "height" are
/// left to the generator, whose sizes differ. Returns the options as used,
/// defaults filled in, without width and height; problems carry pointers.
Json checkedOptions(const Generator& generator, const Json& params, std::vector<Problem>& problems);

/// "invalid parameters: /floor_chance: floor_chance must be from 0.05 to 0.95, not 2"
std::string describeFirstProblem(const std::vector<Problem>& problems);

}  // namespace easylink
