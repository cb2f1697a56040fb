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
// The loop and dead-end targets are optional whole numbers (a "bounded" tick
// and the number); the regions have a panel of their own (regions_panel).
// Parameter edits go through the EditorState's history (one undo entry per
// edit, a field held or typed into is one), which lands them on the
// GenerationSession that does the running.

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "easylink/editing/catalogue_edit.hpp"
#include "easylink/generation/generator_params.hpp"
#include "easylink/io/json_document.hpp"
#include "panels/control_recorder.hpp"
#include "panels/panel.hpp"
#include "session/region_shortfall.hpp"
#include "widgets/tile_generator_fields.hpp"

namespace easylink::ui {

class GenerationSession;

class GenerationPanel final : public Panel {
public:
    static constexpr const char* kTitle = "Generation";

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
    /// Control's names, for the control map (control_recorder.hpp).
    static constexpr std::string_view kControlNames[] = {
        "OpenCatalogue",  "Validate", "Spotlight", "Generate",  "Reroll",
        "AutoRegenerate", "Seed",     "MapWidth",  "Generator", "PlayTest"};

    GenerationPanel();

    /// The centre of `control` as drawn in the last frame, if it was drawn.
    std::optional<ImVec2> controlCentre(Control control) const;
    /// The centre of a generator's entry in the open generator list, as
    /// drawn in the last frame (only while the list is open).
    std::optional<ImVec2> generatorChoiceCentre(std::string_view name) const;
    /// The parts of a parameter's row that tests and tooltips aim at.
    enum class ParamPart { Label, Bounded, Value };
    /// The centre of a part of parameter `key`'s row in the last frame.
    std::optional<ImVec2> paramCentre(std::string_view key, ParamPart part) const;
    /// Why the last Generate (button or shortcut) did not start, or empty.
    const std::string& generateMessage() const { return generateMessage_; }
    /// The warnings the run status showed in the last frame (a region that
    /// fell short of its density), one sentence each.
    const std::vector<std::string>& statusWarnings() const { return statusWarnings_; }

    /// Behind another tab, Ctrl+G still generates.
    void whileBehind(EditorState& state) override { readGenerateShortcut(state); }

protected:
    void drawContent(EditorState& state) override;

private:
    void drawGeneratorChoice(GenerationSession& session);
    void drawCatalogue(EditorState& state);
    void drawSpotlight(EditorState& state);
    void drawSpotlightName(const std::string& name);
    void drawSeedAndMap(EditorState& state);
    void drawParameters(EditorState& state);
    void drawGrowerOrder(EditorState& state);
    void drawRunControls(EditorState& state);
    void drawRunStatus(const GenerationSession& session);
    void drawRunStatusLines(const GenerationSession& session);
    /// Edits one number parameter in a table row; `values` is paramsToJson()
    /// of the session's parameters, made once a frame.
    void drawNumberParameter(EditorState& state, const ParamInfo& info, const Json& values);
    /// Edits a loop or dead-end target: absent (no bound) or a whole number.
    void drawTargetParameter(EditorState& state, const ParamInfo& info, const Json& values);
    /// The problems validateParams() finds with `key`, under its row.
    void drawParamProblems(std::string_view key);
    void generate(EditorState& state);
    void readGenerateShortcut(EditorState& state);
    void recordParam(std::string_view key, ParamPart part);
    /// Applies an edit through the history, keeping its error for the row;
    /// `gesture` folds the edits of one held or typed-in field into one entry.
    void applyParam(EditorState& state, std::string_view key, const std::string& value,
                    GestureId gesture = 0);
    /// Starts a gesture when the last item was activated and ends it when
    /// it was deactivated; call right after the item.
    void trackGesture(EditorState& state);

    TileGeneratorFields tileFields_;
    ControlRecorder<Control> controls_{kTitle, kControlNames};
    // By the generator's name.
    ControlRecorder<std::string> generatorChoices_{"Generation/Generators", textName};
    std::string generateMessage_;
    RegionShortfallCache shortfalls_;
    std::vector<std::string> statusWarnings_;
    // The run status's lines, as "SEVERITY: TEXT".
    ControlRecorder<std::string> statusLines_{"Generation/Status", textName};
    std::string paramErrorKey_;  // the parameter whose last edit was refused
    std::string paramError_;
    ControlRecorder<std::pair<std::string, ParamPart>> paramControls_{
        "Generation/Params", [](const std::pair<std::string, ParamPart>& param) {
            constexpr const char* kParts[] = {"label", "bounded", "value"};
            return param.first + "." + kParts[static_cast<int>(param.second)];
        }};
    std::vector<Problem> paramProblems_;  // validateParams() of this frame
    GestureId paramGesture_ = 0;
};

}  // namespace easylink::ui
