#include "session/editor_session.hpp"

#include <algorithm>

#include "document/document.hpp"
#include "easylink/catalogue/catalogue_validator.hpp"
#include "easylink/io/problem.hpp"
#include "session/generation_session.hpp"

namespace easylink::ui {

void EditorSession::setSpotlight(std::optional<std::string> moduleName) {
    if (moduleName == spotlight_) {
        return;
    }
    spotlight_ = std::move(moduleName);
    // What would be generated changed: auto-regenerate runs again.
    notices_.notify(Change::Catalogue);
}

std::optional<Catalogue> EditorSession::catalogueForGeneration() const {
    if (!document_.current()) {
        return std::nullopt;
    }
    // The spotlight only changes what is generated, never the document.
    Catalogue catalogue = document_.current()->catalogue;
    if (spotlight_) {
        for (ModuleTemplate& module : catalogue.modules) {
            if (module.name == *spotlight_) {
                module.weight = std::min(module.weight * kSpotlightWeightFactor, kMaxWeight);
            }
        }
    }
    return catalogue;
}

std::string EditorSession::generateFromDocument() {
    if (!generation_.settings().readsCatalogue()) {
        // A tile-map generator needs no catalogue, nor a valid one.
        if (!generation_.start(Catalogue{})) {
            return generation_.failure();
        }
        return {};
    }
    if (!document_.current()) {
        return "No catalogue is open; use File > Open catalogue...";
    }
    // The document's own problems are those the Problems panel lists, so
    // the refusal points there rather than repeating them.
    if (const std::size_t errors = countErrors(document_.current()->problems); errors > 0) {
        std::string reason = "The catalogue has " + std::to_string(errors) +
                             (errors == 1 ? " error" : " errors") +
                             "; fix it (see the Problems panel) and generate again.";
        generation_.refuse(reason);
        return reason;
    }
    // The spotlight changes what is generated, never the catalogue a
    // layout file names: the document's.
    std::optional<CatalogueIdentity> named;
    if (spotlight_) {
        named = catalogueIdentity(document_.current()->catalogue);
    }
    if (!generation_.start(*catalogueForGeneration(), std::move(named))) {
        return generation_.failure();
    }
    return {};
}

std::string EditorSession::generateOnRequest() {
    std::string refusal = generateFromDocument();
    if (generation_.settings().readsCatalogue() && document_.current() &&
        countErrors(document_.current()->problems) > 0) {
        requestCatalogueReport();
    }
    return refusal;
}

void EditorSession::updateGeneration(double seconds) {
    generation_.poll();
    generation_.cursor().advancePlayback(seconds);
    const bool canRun = document_.current() || !generation_.settings().readsCatalogue();
    if (generation_.settings().autoRegenerate() && canRun && generation_.outOfDate()) {
        generateFromDocument();
    }
}

}  // namespace easylink::ui
