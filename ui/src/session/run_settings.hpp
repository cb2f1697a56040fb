#pragma once

// [SECTION] Run settings
//
// What the next run is asked to do: the generator, its parameters (easylink)
// or tile options (the tile-map generators), the seed, the tables and vaults
// a tile map reads, and whether runs follow every change by themselves. The
// settings say each change as a notice (Parameters, Generator, Inputs), so
// that the session, auto-regenerate and the report panels hear it without
// comparing values every frame.

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "document/change_notices.hpp"
#include "easylink/editing/params_edit.hpp"
#include "easylink/generation/generator_params.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/random/rng.hpp"
#include "easylink/registry/registry.hpp"

namespace easylink::ui {

class RunSettings final : public ParamsTarget {
public:
    /// `rerollSeed` seeds the generator that reroll() draws new seeds from;
    /// changes are said to `notices`.
    RunSettings(ChangeNotices& notices, std::uint64_t rerollSeed);

    /// The parameters as the user set them. Edits in the editor go through
    /// the editor state's history (SetParams), which lands them here.
    const EasylinkParams& params() const override { return params_; }
    void setParams(const EasylinkParams& params) override;
    /// Sets one parameter from text by its key in paramInfo(); returns the
    /// problem (and changes nothing) when the value is not allowed.
    std::optional<std::string> setParam(std::string_view key, std::string_view value);

    std::uint64_t seed() const { return seed_; }
    void setSeed(std::uint64_t seed);
    /// Draws a new seed from the settings' own generator and returns it; the
    /// sequence of rerolled seeds depends only on the constructor's rerollSeed.
    std::uint64_t reroll();

    /// "easylink" (the default) or another generator of the registry; one
    /// that reads no catalogue takes the map size from params(), its options
    /// from tileOptionsOf(), and ignores the catalogue.
    const std::string& generator() const { return generator_; }
    /// The current generator, as the registry describes it.
    const Generator& generatorInfo() const { return *findGenerator(generator_); }
    /// True when the current generator reads the catalogue (easylink).
    bool readsCatalogue() const { return generatorInfo().inputs.catalogue; }
    /// True when the current generator takes regions (docs/design.md section 8):
    /// the Regions panel, region mode and the viewport's regions apply.
    bool takesRegions() const { return findOption(generatorInfo(), "regions") != nullptr; }
    /// Returns the problem (and changes nothing) for an unknown name.
    std::optional<std::string> setGenerator(std::string_view name);
    /// The options given to the tile-map generator `name` (unset ones take
    /// their defaults); kept per generator while switching between them.
    Json tileOptionsOf(std::string_view name) const;
    /// Sets one option of the current tile generator; returns the problem
    /// (and changes nothing) when the value is not allowed.
    std::optional<std::string> setTileOption(std::string_view key, double value);

    /// Data tables by generator name (assets/tables/NAME.json), and the
    /// prefab vaults stamped into every tile map (none by default).
    void setTileTables(std::string_view name, Json tables);
    void setVaults(std::vector<Vault> vaults, std::string source);
    const std::vector<Vault>& vaults() const { return vaults_; }
    /// Where the vaults came from ("" when none are loaded).
    const std::string& vaultSource() const { return vaultSource_; }

    /// The request the settings make for the current generator (without its
    /// catalogue: the caller adds it for a generator that reads one), or why
    /// they cannot run.
    std::variant<GenerationRequest, std::string> request() const;

    /// On by default, so that the editor opens on a generated layout.
    bool autoRegenerate() const { return autoRegenerate_; }
    void setAutoRegenerate(bool on) { autoRegenerate_ = on; }

private:
    std::reference_wrapper<ChangeNotices> notices_;
    EasylinkParams params_;
    std::string generator_ = "easylink";
    std::map<std::string, Json, std::less<>> tileOptions_;
    std::map<std::string, Json, std::less<>> tileTables_;
    std::vector<Vault> vaults_;
    std::string vaultSource_;
    std::uint64_t seed_ = 1;
    Rng rerollRng_;
    bool autoRegenerate_ = true;
};

}  // namespace easylink::ui
