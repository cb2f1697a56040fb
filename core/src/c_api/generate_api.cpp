// el_generate and el_generate_with: a request for any generator of the
// registry, built the way `easylink generate` builds it (the parameters as
// given, the catalogue prepared at load, the default data tables), so that
// the layout file's bytes are the command line's.

#include <map>
#include <string>

#include "c_api/c_api_support.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/io/problem.hpp"
#include "easylink/registry/registry.hpp"

namespace easylink::c_api {
namespace {

/// Hands the run's progress to the caller every few events, and stops the
/// run when the caller says so.
class ProgressSink final : public EventSink {
public:
    ProgressSink(el_progress_fn progress, void* user) : progress_(progress), user_(user) {}

    void onEvent(const Event&) override {
        ++done_;
        if (done_ % kEventsPerCall == 0) {
            report(0);
        }
    }
    // Rejected candidates cost time to describe and count for nothing here.
    bool wantsRejections() const override { return false; }

    /// The last call: the run's whole count of events is known.
    void finish() { report(done_); }

private:
    // Often enough for a loading screen (a run has hundreds of events),
    // rarely enough that a callback into C# or Python costs nothing.
    static constexpr long kEventsPerCall = 16;

    void report(long total) {
        if (progress_(user_, done_, total) != 0) {
            throw RunCancelled{};
        }
    }

    el_progress_fn progress_;
    void* user_;
    long done_ = 0;
};

/// The default tables of every generator that reads tables, parsed once.
std::shared_ptr<const Json> defaultTables(const Generator& generator) {
    static const std::map<std::string, std::shared_ptr<const Json>, std::less<>> parsed = [] {
        std::map<std::string, std::shared_ptr<const Json>, std::less<>> tables;
        for (const Generator& each : generators()) {
            if (each.inputs.tables) {
                ParsedJson table = parseJsonText(defaultTableText(each.name));
                tables.emplace(each.name, std::make_shared<const Json>(std::move(table.value)));
            }
        }
        return tables;
    }();
    const auto found = parsed.find(generator.name);
    return found != parsed.end() ? found->second : nullptr;
}

/// The request, or nullptr with the reason in err.
std::optional<GenerationRequest> requestFor(const el_catalogue* catalogue,
                                            const Generator& generator, const char* paramsJson,
                                            std::uint64_t seed, char* err, std::size_t errLen) {
    GenerationRequest request;
    request.seed = seed;
    if (paramsJson != nullptr && *paramsJson != '\0') {
        ParsedJson params = parseJsonText(paramsJson);
        if (!params.ok()) {
            writeError(err, errLen, formatProblem("params", *params.error));
            return std::nullopt;
        }
        request.params = std::move(params.value);
    }
    if (generator.inputs.catalogue) {
        if (catalogue == nullptr) {
            writeError(err, errLen,
                       generator.name +
                           " reads a module catalogue; pass one from "
                           "el_catalogue_load or el_catalogue_parse");
            return std::nullopt;
        }
        request.catalogue = catalogue->catalogue.get();
        for (const auto& [owner, prepared] : catalogue->prepared) {
            if (owner == &generator) {
                request.prepared = prepared;
            }
        }
    }
    if (generator.inputs.tables) {
        request.tables = defaultTables(generator);
    }
    return request;
}

el_layout* generate(const el_catalogue* catalogue, const char* name, const char* paramsJson,
                    std::uint64_t seed, el_progress_fn progress, void* user, char* err,
                    std::size_t errLen) {
    if (name == nullptr) {
        writeError(err, errLen,
                   "el_generate: generator is NULL; this build has: " + generatorNames());
        return nullptr;
    }
    const Generator* generator = findGenerator(name);
    if (generator == nullptr) {
        writeError(err, errLen, unknownGeneratorMessage(name));
        return nullptr;
    }
    std::optional<GenerationRequest> request =
        requestFor(catalogue, *generator, paramsJson, seed, err, errLen);
    if (!request) {
        return nullptr;
    }
    std::optional<ProgressSink> sink;
    if (progress != nullptr) {
        sink.emplace(progress, user);
    }
    auto layout = std::make_unique<el_layout>();
    layout->outcome = generator->generate(*request, sink ? &*sink : nullptr);
    if (!layout->outcome.ok()) {
        writeError(
            err, errLen,
            generator->name + ", seed " + std::to_string(seed) + ": " + layout->outcome.failure);
        return nullptr;
    }
    if (sink) {
        sink->finish();
    }
    if (generator->inputs.catalogue) {
        layout->catalogue = catalogue->catalogue;
        layout->catalogueFolder = catalogue->folder;
    }
    fillLayoutViews(*layout);
    return layout.release();
}

}  // namespace
}  // namespace easylink::c_api

extern "C" {

EL_API el_layout* el_generate(const el_catalogue* catalogue, const char* generator,
                              const char* params_json, uint64_t seed, char* err, size_t err_len) {
    return el_generate_with(catalogue, generator, params_json, seed, nullptr, nullptr, err,
                            err_len);
}

EL_API el_layout* el_generate_with(const el_catalogue* catalogue, const char* generator,
                                   const char* params_json, uint64_t seed, el_progress_fn progress,
                                   void* user, char* err, size_t err_len) {
    return easylink::c_api::guarded<el_layout*>(err, err_len, nullptr, [&] {
        return easylink::c_api::generate(catalogue, generator, params_json, seed, progress, user,
                                         err, err_len);
    });
}

}  // extern "C"
