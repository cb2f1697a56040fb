#include "files/layout_open.hpp"

#include "document/editor_state.hpp"
#include "easylink/generation/generator_params.hpp"
#include "easylink/layout/layout_stats.hpp"
#include "easylink/output/layout_catalogue.hpp"
#include "easylink/output/layout_events.hpp"
#include "easylink/output/layout_reader.hpp"

namespace easylink::ui {
namespace {

/// The run's tables of events, as GenerationSession builds them for a run
/// it generated: mutations, attempts and the slots phase 2 resolved.
void tabulate(GenerationRun& run, const std::vector<Event>& events) {
    run.mutationsBefore = {0};
    for (std::size_t i = 0; i < events.size(); ++i) {
        run.mutationsBefore.push_back(run.mutationsBefore.back() +
                                      (events[i].isMutation() ? 1 : 0));
        if (events[i].kind == EventKind::AttemptStarted) {
            run.attemptStarts.push_back(i);
        }
        if (events[i].kind == EventKind::SlotResolved) {
            run.slotEvents.push_back(i);
            const EventObject& object = events[i].objects.front();
            std::vector<std::size_t>& table = object.kind == EventObject::Kind::Room
                                                  ? run.roomResolvedAt
                                                  : run.corridorResolvedAt;
            const auto id = static_cast<std::size_t>(object.id);
            if (table.size() <= id) {
                table.resize(id + 1, kNoEvent);
            }
            table[id] = i;
        }
    }
}

/// True when the generator of that name makes tile maps (reads no catalogue).
bool makesTileMaps(const std::string& generator) {
    const Generator* found = findGenerator(generator);
    return found != nullptr && !found->inputs.catalogue;
}

/// After a layout that does not fit the catalogue on show, when its file
/// names another catalogue: which, and the file that holds it when a
/// recent or shipped one does; empty otherwise.
std::string otherCatalogueNote(const EditorState& state, const Json& document,
                               const std::filesystem::path& file) {
    const std::optional<CatalogueIdentity> named = namedCatalogue(document);
    const CatalogueDocument* shown = state.document().current();
    if (!named || shown == nullptr || catalogueIdentity(shown->catalogue).hash == named->hash) {
        return {};
    }
    std::vector<std::filesystem::path> candidates = state.document().recentFiles();
    if (!state.document().shippedFolder().empty()) {
        const auto shipped = shippedCatalogues(state.document().shippedFolder() / "catalogues");
        candidates.insert(candidates.end(), shipped.begin(), shipped.end());
    }
    std::string note =
        "; " + file.filename().string() + " was made with " + describeCatalogue(*named);
    if (const std::optional<FoundCatalogue> found = findCatalogue(*named, candidates)) {
        return note + ", which is " + found->path.string() + ": open it first";
    }
    return note + ": open it first";
}

/// runFromLayoutFile() of the file's parsed text.
std::variant<std::unique_ptr<GenerationRun>, std::string> runFromDocument(
    const std::filesystem::path& file, const Json& document,
    std::shared_ptr<const Catalogue> catalogue) {
    LayoutRead read = readLayoutDocument(document, *catalogue);
    if (!read.ok()) {
        return formatProblem(file.filename().string(), *read.problem);
    }
    LayoutFile& loaded = *read.file;
    auto run = std::make_unique<GenerationRun>();
    run->file = file;
    run->catalogue = std::move(catalogue);
    run->generator = loaded.generator;
    run->seed = loaded.seed;
    run->catalogueIdentity = loaded.catalogue;
    run->recordedParams = loaded.params;
    std::vector<Problem> ignored;  // a file of another version keeps what this one reads
    run->params = paramsFromJson(loaded.params, EasylinkParams{}, ignored);
    run->params.width = loaded.layout->width();
    run->params.height = loaded.layout->height();
    run->params.regions = loaded.regions;
    run->result.attempts = loaded.attempts;
    run->stats = computeStats(*loaded.layout, loaded.attempts);
    const bool tileMap = makesTileMaps(loaded.generator) && loaded.tiles.has_value();
    std::vector<Event> events = eventsBuilding(*loaded.layout, tileMap ? &*loaded.tiles : nullptr,
                                               loaded.resolution ? &*loaded.resolution : nullptr);
    tabulate(*run, events);
    run->timeline.emplace(loaded.layout->catalogue(), loaded.layout->width(),
                          loaded.layout->height(), std::move(events));
    if (tileMap) {
        TileMapResult& map = run->tileMap.emplace();
        map.tiles = std::move(loaded.tiles);
        map.areas = std::move(loaded.areas);
        map.attempts = loaded.attempts;
        map.options = loaded.params;
        map.options.erase("width");
        map.options.erase("height");
    }
    run->result.layout = std::move(loaded.layout);
    run->result.resolution = std::move(loaded.resolution);
    return run;
}

}  // namespace

std::variant<std::unique_ptr<GenerationRun>, std::string> runFromLayoutFile(
    const std::filesystem::path& file, std::shared_ptr<const Catalogue> catalogue) {
    const ParsedJson parsed = readJsonFile(file);
    if (!parsed.ok()) {
        return formatProblem(file.filename().string(), *parsed.error);
    }
    return runFromDocument(file, parsed.value, std::move(catalogue));
}

std::optional<std::string> openLayoutFile(EditorState& state, const std::filesystem::path& file) {
    // Which generator made it decides whether the catalogue matters.
    ParsedJson parsed = readJsonFile(file);
    if (!parsed.ok()) {
        return formatProblem(file.filename().string(), *parsed.error);
    }
    const Json* generator = parsed.value.is_object() && parsed.value.contains("generator")
                                ? &parsed.value["generator"]
                                : nullptr;
    const bool tileMap = generator != nullptr && generator->is_string() &&
                         makesTileMaps(generator->get<std::string>());
    std::shared_ptr<const Catalogue> catalogue = std::make_shared<const Catalogue>();
    if (!tileMap) {
        const CatalogueDocument* document = state.document().current();
        if (document == nullptr) {
            return "No catalogue is open to read " + file.filename().string() +
                   " against; open the one it was made with first.";
        }
        if (const std::size_t errors = countErrors(document->problems); errors > 0) {
            return "The catalogue has " + std::to_string(errors) +
                   (errors == 1 ? " error" : " errors") + "; fix it before opening a layout.";
        }
        catalogue = std::make_shared<const Catalogue>(document->catalogue);
    }
    auto read = runFromDocument(file, parsed.value, std::move(catalogue));
    if (auto* problem = std::get_if<std::string>(&read)) {
        return *problem + otherCatalogueNote(state, parsed.value, file);
    }
    std::unique_ptr<GenerationRun> run = std::move(std::get<0>(read));
    GenerationSession& session = state.generation();
    // The file's settings, so that Generate makes its run anew.
    (void)session.settings().setGenerator(run->generator);
    session.settings().setSeed(run->seed);
    if (!tileMap) {
        // The run's parameters, regions and targets included, as one
        // undoable edit: undo gives back those on show before.
        std::vector<Problem> problems;
        const EasylinkParams params =
            paramsFromJson(run->recordedParams, EasylinkParams{}, problems);
        if (problems.empty() && validateParams(params).empty()) {
            state.document().editParams(params,
                                        "open the parameters of " + file.filename().string());
        }
    }
    session.showLayout(std::move(run));
    return std::nullopt;
}

}  // namespace easylink::ui
