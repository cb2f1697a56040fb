#include "session/run_settings.hpp"

#include <utility>

namespace easylink::ui {

RunSettings::RunSettings(ChangeNotices& notices, std::uint64_t rerollSeed)
    : notices_(notices), rerollRng_(rerollSeed) {}

void RunSettings::setParams(const EasylinkParams& params) {
    params_ = params;
    notices_.get().notify(Change::Parameters);
}

std::optional<std::string> RunSettings::setParam(std::string_view key, std::string_view value) {
    EasylinkParams changed = params_;
    if (auto error = easylink::setParam(changed, key, value)) {
        return error;
    }
    setParams(changed);
    return std::nullopt;
}

void RunSettings::setSeed(std::uint64_t seed) {
    seed_ = seed;
    notices_.get().notify(Change::Parameters);
}

std::uint64_t RunSettings::reroll() {
    setSeed(rerollRng_.nextU32());
    return seed_;
}

std::optional<std::string> RunSettings::setGenerator(std::string_view name) {
    if (findGenerator(name) == nullptr) {
        return "unknown generator \"" + std::string(name) + "\"";
    }
    if (generator_ != name) {
        generator_ = std::string(name);
        notices_.get().notify(Change::Generator);
    }
    return std::nullopt;
}

Json RunSettings::tileOptionsOf(std::string_view name) const {
    const auto it = tileOptions_.find(name);
    return it == tileOptions_.end() ? Json::object() : it->second;
}

std::optional<std::string> RunSettings::setTileOption(std::string_view key, double value) {
    const Generator* info = findGenerator(generator_);
    if (info == nullptr || info->inputs.catalogue) {
        return generator_ + " has parameters, not tile options";
    }
    Json options = tileOptionsOf(generator_);
    options[std::string(key)] = value;
    std::vector<Problem> problems;
    (void)checkedOptions(*info, options, problems);
    if (!problems.empty()) {
        return problems.front().message;
    }
    if (tileOptions_[generator_] != options) {
        tileOptions_[generator_] = std::move(options);
        notices_.get().notify(Change::Generator);
    }
    return std::nullopt;
}

void RunSettings::setTileTables(std::string_view name, Json tables) {
    tileTables_[std::string(name)] = std::move(tables);
    notices_.get().notify(Change::Inputs);
}

void RunSettings::setVaults(std::vector<Vault> vaults, std::string source) {
    vaults_ = std::move(vaults);
    vaultSource_ = std::move(source);
    notices_.get().notify(Change::Inputs);
}

std::variant<GenerationRequest, std::string> RunSettings::request() const {
    const Generator& generator = *findGenerator(generator_);
    GenerationRequest request;
    request.seed = seed_;
    if (generator.inputs.catalogue) {
        // easylink's parameters, the map size among them.
        request.params = paramsToJson(params_);
        return request;
    }
    request.params = tileOptionsOf(generator_);
    request.params["width"] = params_.width;
    request.params["height"] = params_.height;
    request.vaults = std::make_shared<const std::vector<Vault>>(vaults_);
    if (const auto tables = tileTables_.find(generator_); tables != tileTables_.end()) {
        request.tables = std::make_shared<const Json>(tables->second);
    }
    const std::vector<Problem> problems = generator.check(request);
    if (!problems.empty()) {
        const bool option =
            problems.front().pointer != "/width" && problems.front().pointer != "/height";
        return (option ? "invalid options: " : "") + problems.front().message;
    }
    if (generator.inputs.tables && (!request.tables || request.tables->is_null())) {
        return generator_ + " has no tables: assets/tables/" + generator_ + ".json was not loaded";
    }
    return request;
}

}  // namespace easylink::ui
