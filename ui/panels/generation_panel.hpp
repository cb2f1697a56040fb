#pragma once

// [SECTION] Generation panel
//
// The generator's settings and the Generate button: which generator runs
// (easylink or one of the tile-map generators, whose options then replace
// easylink's parameters, see tile_generator_fields.hpp), which catalogue and
// whether it is valid, the seed with a reroll, the map size, every other
// parameter of paramInfo() with its range and meaning as a tooltip, and the
// auto-regenerate toggle. While a run is under way it shows its progress;
// afterwards the run's one-line summary, or its failure in the error colour.
// Edits go to the EditorState's GenerationSession, which does the running.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "easylink/generator/generator_params.hpp"
#include "easylink/io/json_document.hpp"
#include "panels/panel.hpp"
#include "tile_generator_fields.hpp"

namespace easylink::ui {

class GenerationSession;

class GenerationPanel final : public Panel {
public:
    static constexpr const char* kTitle = "Generation";
    /// Shown next to the Generate button and in its tooltip.
    static constexpr const char* kGenerateShortcut = "Ctrl+G";

    /// Controls whose place in the last frame tests and tooltips can ask for.
    enum class Control {
        OpenCatalogue,
        Validate,
        Spotlight,
        Generate,
        Reroll,
        AutoRegenerate,
        Seed,
        MapWidth,
        Generator,
        PlayTest
    };

    GenerationPanel();

    /// The centre of `control` as drawn in the last frame, if it was drawn.
    std::optional<ImVec2> controlCentre(Control control) const;
    /// The centre of a generator's entry in the open generator list, as
    /// drawn in the last frame (only while the list is open).
    std::optional<ImVec2> generatorChoiceCentre(std::string_view name) const;
    /// Why the last Generate (button or shortcut) did not start, or empty.
    const std::string& generateMessage() const { return generateMessage_; }

protected:
    void drawContent(EditorState& state) override;

private:
    void drawGeneratorChoice(GenerationSession& session);
    void drawCatalogue(EditorState& state);
    void drawSpotlight(EditorState& state);
    void drawSeedAndMap(GenerationSession& session);
    void drawParameters(GenerationSession& session);
    void drawGrowerOrder(GenerationSession& session);
    void drawRunControls(EditorState& state);
    void drawRunStatus(const GenerationSession& session);
    /// Edits one number parameter in a table row; `values` is paramsToJson()
    /// of the session's parameters, made once a frame.
    void drawNumberParameter(GenerationSession& session, const ParamInfo& info, const Json& values);
    void generate(EditorState& state);
    void recordControl(Control control);
    /// Applies an edit through the session, keeping its error for the row.
    void applyParam(GenerationSession& session, std::string_view key, const std::string& value);

    TileGeneratorFields tileFields_;
    std::vector<DrawnRow> controls_;
    std::vector<std::pair<std::string, DrawnRow>> generatorChoices_;
    std::string generateMessage_;
    std::string paramErrorKey_;  // the parameter whose last edit was refused
    std::string paramError_;
};

}  // namespace easylink::ui
