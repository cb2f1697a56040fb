#include "panels/generation_panel.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>
#include <string>

#include "document/editor_state.hpp"
#include "easylink/generation/generator_params.hpp"
#include "easylink/io/json_document.hpp"
#include "easylink/registry/registry.hpp"
#include "panels/timeline_panel.hpp"
#include "session/generation_session.hpp"
#include "shell/shortcuts.hpp"
#include "widgets/flow_layout.hpp"
#include "widgets/text_ellipsis.hpp"
#include "widgets/theme.hpp"
#include "widgets/tooltip.hpp"

namespace easylink::ui {
namespace {

/// A parameter's bounds, read from its documented range ("0.01 to 0.9");
/// nullopt for ranges that are not two numbers (lists, names).
struct NumberRange {
    double min = 0.0;
    double max = 0.0;
};

std::optional<NumberRange> parseRange(std::string_view range) {
    constexpr std::string_view kTo = " to ";
    const std::size_t to = range.find(kTo);
    if (to == std::string_view::npos) {
        return std::nullopt;
    }
    const std::string_view low = range.substr(0, to);
    const std::string_view high = range.substr(to + kTo.size());
    NumberRange parsed;
    const auto [lowEnd, lowError] =
        std::from_chars(low.data(), low.data() + low.size(), parsed.min);
    const auto [highEnd, highError] =
        std::from_chars(high.data(), high.data() + high.size(), parsed.max);
    if (lowError != std::errc() || highError != std::errc() || lowEnd != low.data() + low.size() ||
        highEnd != high.data() + high.size()) {
        return std::nullopt;
    }
    return parsed;
}

const ParamInfo* findInfo(std::string_view key) {
    for (const ParamInfo& info : paramInfo()) {
        if (info.key == key) {
            return &info;
        }
    }
    return nullptr;
}

/// The tooltip of a parameter: its key as in files, its range and meaning.
void parameterTooltip(const ParamInfo& info) {
    ui::tooltip([&] {
        ImGui::TextUnformatted(info.key.data(), info.key.data() + info.key.size());
        ImGui::TextColored(palette().dimText, "Range: %.*s", static_cast<int>(info.range.size()),
                           info.range.data());
        ImGui::TextUnformatted(info.meaning.data(), info.meaning.data() + info.meaning.size());
    });
}

/// "room_density" as a label: "room density".
std::string labelOf(std::string_view key) {
    std::string label(key);
    std::replace(label.begin(), label.end(), '_', ' ');
    return label;
}

/// A real as the shortest text that reads back as the same number.
std::string formatReal(double value) {
    char text[32];
    const auto [end, error] = std::to_chars(text, text + sizeof text, value);
    return error == std::errc() ? std::string(text, end) : std::to_string(value);
}

/// The label cell of a parameter row, with the tooltip over it; the value
/// cell comes next (ImGui::TableNextColumn()).
void parameterLabel(const ParamInfo& info) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(labelOf(info.key).c_str());
    parameterTooltip(info);
}

/// The figure a loop or dead-end target starts from when it is ticked: the
/// last run's (so the bound first keeps what is on show), kept on the right
/// side of the other bound of the pair.
int startingBound(const EditorState& state, std::string_view key, const Json& values) {
    int figure = 0;
    const GenerationRun* run = state.generation().run();
    if (run != nullptr && run->stats) {
        figure =
            key.find("loops") != std::string_view::npos ? run->stats->loops : run->stats->deadEnds;
    }
    const bool isMin = key.substr(0, 4) == "min_";
    const std::string other = std::string(isMin ? "max_" : "min_") + std::string(key.substr(4));
    if (const auto bound = values.find(other);
        bound != values.end() && bound->is_number_integer()) {
        figure = isMin ? std::min(figure, bound->get<int>()) : std::max(figure, bound->get<int>());
    }
    return std::max(figure, 0);
}

constexpr ImGuiTableFlags kParameterTable = ImGuiTableFlags_SizingStretchProp;

}  // namespace

GenerationPanel::GenerationPanel() : Panel(kTitle, PanelSlot::Side) {}

std::optional<ImVec2> GenerationPanel::controlCentre(Control control) const {
    return controls_.centreOf(control);
}

std::optional<ImVec2> GenerationPanel::paramCentre(std::string_view key, ParamPart part) const {
    return paramControls_.centreOf(std::pair{std::string(key), part});
}

void GenerationPanel::recordParam(std::string_view key, ParamPart part) {
    paramControls_.recordLastItem({std::string(key), part});
}

void GenerationPanel::trackGesture(EditorState& state) {
    if (ImGui::IsItemActivated()) {
        paramGesture_ = state.document().newGesture();
    }
}

void GenerationPanel::applyParam(EditorState& state, std::string_view key, const std::string& value,
                                 GestureId gesture) {
    if (auto error = state.document().editParam(key, value, gesture)) {
        paramErrorKey_ = std::string(key);
        paramError_ = std::move(*error);
    } else if (paramErrorKey_ == key) {
        paramErrorKey_.clear();
        paramError_.clear();
    }
}

void GenerationPanel::readGenerateShortcut(EditorState& state) {
    // Ctrl+G, unless a dialog has the keyboard or the timeline's "Go to
    // step" takes it: the registry leaves the key to the timeline area (the
    // Timeline or the Log) while it has the focus or the mouse.
    if (shortcutPressed(Shortcut::Generate)) {
        generate(state);
    }
}

void GenerationPanel::drawContent(EditorState& state) {
    controls_.clear();
    paramControls_.clear();
    GenerationSession& session = state.generation();
    paramProblems_ = validateParams(session.settings().params());
    readGenerateShortcut(state);

    drawGeneratorChoice(session);
    if (session.settings().readsCatalogue()) {
        drawCatalogue(state);
    }
    ImGui::Separator();
    drawRunControls(state);
    ImGui::Separator();
    drawSeedAndMap(state);
    // easylink's parameters have fields of their own (the grower order, the
    // width policy, regions); every other generator's options are drawn from
    // its table in the registry.
    if (session.settings().generator() == "easylink") {
        drawParameters(state);
    } else {
        tileFields_.draw(session);
    }
}

std::optional<ImVec2> GenerationPanel::generatorChoiceCentre(std::string_view name) const {
    return generatorChoices_.centreOf(name);
}

void GenerationPanel::drawGeneratorChoice(GenerationSession& session) {
    generatorChoices_.clear();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Generator");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(-std::numeric_limits<float>::min());
    const std::string& current = session.settings().generator();
    if (ImGui::BeginCombo("##generator", current.c_str())) {
        for (const Generator& generator : generators()) {
            if (ImGui::Selectable(generator.name.c_str(), generator.name == current)) {
                (void)session.settings().setGenerator(generator.name);
            }
            generatorChoices_.recordLastItem(generator.name);
            ui::tooltip(generator.summary.c_str());
        }
        ImGui::EndCombo();
    }
    controls_.recordLastItem(Control::Generator);
    ui::tooltip(
        "easylink builds layouts of catalogue modules; the others are classic tile-map generators "
        "easylink is compared with, stepped and exported the same way");
}

void GenerationPanel::drawCatalogue(EditorState& state) {
    const CatalogueDocument* document = state.document().current();
    if (document == nullptr) {
        ImGui::TextColored(palette().dimText, "No catalogue is open.");
    } else {
        ImGui::Text("Catalogue: %s", state.document().fileName().c_str());
        ui::tooltip(document->path.string().c_str());
        ImGui::SameLine();
        const std::size_t errors = countErrors(document->problems);
        if (errors == 0) {
            ImGui::TextColored(palette().okText, "valid");
        } else {
            ImGui::TextColored(palette().errorText, "%zu %s", errors,
                               errors == 1 ? "error" : "errors");
        }
    }
    if (ImGui::Button("Open...")) {
        state.session().requestOpenDialog();
    }
    controls_.recordLastItem(Control::OpenCatalogue);
    ui::tooltip(withShortcut("Open another catalogue file", Shortcut::OpenCatalogue));
    ImGui::SameLine();
    ImGui::BeginDisabled(state.document().lastRequestedPath().empty());
    if (ImGui::Button("Validate")) {
        // Read the file again, so edits made in another program count too;
        // with unsaved edits here, those are what is checked.
        if (!state.document().isModified()) {
            state.document().reloadCatalogue();
        }
        state.session().requestCatalogueReport();
    }
    controls_.recordLastItem(Control::Validate);
    ImGui::EndDisabled();
    ui::tooltip("Read the catalogue file again and list every problem in it");
    drawSpotlight(state);
}

void GenerationPanel::drawSpotlight(EditorState& state) {
    const ModuleTemplate* selected = state.selection().selectedTemplate();
    const std::optional<std::string>& spotlight = state.session().spotlight();
    if (spotlight) {
        // Named for what a click does; the module that is lit follows it, on
        // the button's row when it fits there and on a row of its own
        // otherwise: a long name never makes the button run past the edge.
        flow::sameLineIfFits(flow::buttonWidth("Stop spotlight"));
        if (ImGui::Button("Stop spotlight")) {
            state.session().setSpotlight(std::nullopt);
        }
        controls_.recordLastItem(Control::Spotlight);
        ui::tooltip("Generate with " + *spotlight +
                    " at its own weight again and stop marking its rooms");
        drawSpotlightName(*spotlight);
        return;
    }
    flow::sameLineIfFits(flow::buttonWidth("Spotlight module"));
    ImGui::BeginDisabled(selected == nullptr);
    if (ImGui::Button("Spotlight module")) {
        state.session().setSpotlight(selected->name);
    }
    ImGui::EndDisabled();
    controls_.recordLastItem(Control::Spotlight);
    std::array<char, 32> factor{};
    std::snprintf(factor.data(), factor.size(), "%.0f", EditorSession::kSpotlightWeightFactor);
    ui::tooltip(std::string("Generate with the selected module's weight raised ") + factor.data() +
                " times and mark its rooms in the viewport, to see it in use (the catalogue "
                "is not changed)");
}

// "on great_hall_24x24", after the Stop spotlight button; a name longer than
// a whole row of the panel ends in "..." and the tooltip says it whole.
void GenerationPanel::drawSpotlightName(const std::string& name) {
    const std::string lit = "on " + name;
    flow::sameLineIfFits(flow::textWidth(lit.c_str()));
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(ellipsized(lit, ImGui::GetContentRegionAvail().x).c_str());
    ui::tooltip(name + " is in the spotlight");
}

void GenerationPanel::drawRunControls(EditorState& state) {
    GenerationSession& session = state.generation();
    if (ImGui::Button("Generate")) {
        generate(state);
    }
    controls_.recordLastItem(Control::Generate);
    ui::tooltip(
        withShortcut("Run the generator on the catalogue with these settings", Shortcut::Generate));
    ImGui::SameLine();
    ImGui::TextColored(palette().dimText, "%s", shortcutLabel(Shortcut::Generate));
    flow::sameLineIfFits(flow::buttonWidth("Play-test"));
    if (ImGui::Button("Play-test")) {
        state.session().requestPanel("Play-test");
    }
    controls_.recordLastItem(Control::PlayTest);
    ui::tooltip("Walk the map on show with a party token (Play-test panel)");
    flow::sameLineIfFits(flow::checkboxWidth("Auto-regenerate"));
    bool autoRegenerate = session.settings().autoRegenerate();
    if (ImGui::Checkbox("Auto-regenerate", &autoRegenerate)) {
        session.settings().setAutoRegenerate(autoRegenerate);
    }
    controls_.recordLastItem(Control::AutoRegenerate);
    ui::tooltip("Generate again whenever a setting, the seed or the catalogue changes");
    drawRunStatus(session);
}

void GenerationPanel::drawRunStatus(const GenerationSession& session) {
    // Three lines of room whatever the status says, so that the rows below
    // stay put while a run starts and ends; a longer failure scrolls.
    const float height = ImGui::GetTextLineHeightWithSpacing() * 3.0f;
    if (ImGui::BeginChild("##run_status", {0.0f, height})) {
        drawRunStatusLines(session);
    }
    ImGui::EndChild();
}

void GenerationPanel::drawRunStatusLines(const GenerationSession& session) {
    statusWarnings_.clear();
    statusLines_.clear();
    // Each line is heard by the control map as "SEVERITY: TEXT", the
    // severity the colour it is drawn in: ok, warning, error or note.
    const auto line = [this](const char* severity, const ImVec4& colour, const std::string& text) {
        ImGui::TextColored(colour, "%s", text.c_str());
        statusLines_.recordLastItem(std::string(severity) + ": " + text);
    };
    if (session.running()) {
        // A text spinner keeps moving while the worker runs, so a long run
        // on a big map visibly is not a frozen window.
        static constexpr char kSpinner[] = {'|', '/', '-', '\\'};
        const double elapsed = session.elapsedSeconds();
        const char spinner = kSpinner[static_cast<int>(elapsed * 8.0) % 4];
        ImGui::TextWrapped("%c Generating: attempt %d, %zu events, %.1f s", spinner,
                           session.runningAttempt() + 1, session.runningEventCount(), elapsed);
        statusLines_.recordLastItem("note: Generating");
        return;
    }
    const std::string failure = session.failure();
    ImGui::PushTextWrapPos(0.0f);
    if (!failure.empty()) {
        line("error", palette().errorText, failure);
    } else if (const GenerationRun* run = session.run()) {
        // A region that fell short of its density is a warning, not a
        // success: the summary turns amber and says which.
        const std::vector<RegionShortfall>& shortfalls = shortfalls_.of(run);
        line(shortfalls.empty() ? "ok" : "warning",
             shortfalls.empty() ? palette().okText : palette().warningText, runSummary(*run));
        if (!shortfalls.empty()) {
            std::string warning = shortfalls.size() == 1 ? "Short: " : "Short of their density: ";
            for (std::size_t i = 0; i < shortfalls.size(); ++i) {
                warning += (i == 0 ? "" : "; ") + shortfalls[i].sentence;
                statusWarnings_.push_back(shortfalls[i].sentence);
            }
            line("warning", palette().warningText, warning);
            ui::tooltip(
                "The generator could not place enough rooms there; the Problems panel lists each "
                "region. Try a lower density, a larger region or smaller modules.");
        }
        char figures[160];
        std::snprintf(figures, sizeof figures, "seed %llu, %dx%d, %zu events, %.0f ms",
                      static_cast<unsigned long long>(run->seed), run->params.width,
                      run->params.height, run->timeline->size(), run->seconds * 1000.0);
        line("note", palette().dimText, figures);
    } else if (!generateMessage_.empty()) {
        // Refusals the session does not record, such as having no catalogue.
        line("error", palette().errorText, generateMessage_);
    } else {
        line("note", palette().dimText, "Nothing generated yet.");
    }
    ImGui::PopTextWrapPos();
}

void GenerationPanel::generate(EditorState& state) {
    generateMessage_ = state.session().generateOnRequest();
}

void GenerationPanel::drawSeedAndMap(EditorState& state) {
    GenerationSession& session = state.generation();
    if (!ImGui::BeginTable("seed_and_map", 2, kParameterTable)) {
        return;
    }
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("seed");
    ImGui::TableNextColumn();
    const float rerollWidth =
        ImGui::CalcTextSize("Reroll").x + ImGui::GetStyle().FramePadding.x * 2.0f;
    ImGui::SetNextItemWidth(-(rerollWidth + ImGui::GetStyle().ItemSpacing.x));
    std::uint64_t seed = session.settings().seed();
    if (ImGui::InputScalar("##seed", ImGuiDataType_U64, &seed)) {
        session.settings().setSeed(seed);
    }
    controls_.recordLastItem(Control::Seed);
    ui::tooltip("The same catalogue, parameters and seed always give the same layout");
    ImGui::SameLine();
    if (ImGui::Button("Reroll")) {
        session.settings().reroll();
    }
    controls_.recordLastItem(Control::Reroll);
    ui::tooltip("Draw a new seed");

    const Json values = paramsToJson(session.settings().params());
    for (const ParamInfo& info : paramInfo()) {
        if (info.key == "width" || info.key == "height") {
            drawNumberParameter(state, info, values);
        }
    }
    ImGui::EndTable();
    // What a smaller map did to the regions, until the next edit.
    if (!state.document().paramNotes().empty()) {
        ImGui::PushTextWrapPos(0.0f);
        for (const std::string& note : state.document().paramNotes()) {
            ImGui::TextColored(palette().warningText, "%s", note.c_str());
        }
        ImGui::PopTextWrapPos();
        if (ImGui::SmallButton("OK##param_notes")) {
            state.document().clearParamNotes();
        }
        ui::tooltip("Hide these notes (Edit > Undo takes the size change back)");
    }
}

void GenerationPanel::drawParameters(EditorState& state) {
    GenerationSession& session = state.generation();
    if (!ImGui::CollapsingHeader("Parameters", ImGuiTreeNodeFlags_DefaultOpen)) {
        return;
    }
    if (ImGui::BeginTable("parameters", 2, kParameterTable)) {
        const Json values = paramsToJson(session.settings().params());
        for (const ParamInfo& info : paramInfo()) {
            if (info.key == "width" || info.key == "height" || info.key == "grower_order" ||
                info.key == "regions") {
                // The map size sits with the seed; the order gets its own
                // list; the regions, a panel of their own.
                continue;
            }
            if (isOptionalParam(info.key)) {
                drawTargetParameter(state, info, values);
                continue;
            }
            if (const std::vector<std::string_view> choices = paramChoices(info.key);
                !choices.empty()) {
                parameterLabel(info);
                recordParam(info.key, ParamPart::Label);
                ImGui::TableNextColumn();
                ImGui::SetNextItemWidth(-std::numeric_limits<float>::min());
                const std::string key(info.key);
                const auto found = values.find(key);
                const std::string current =
                    found != values.end() && found->is_string() ? found->get<std::string>() : "";
                if (ImGui::BeginCombo(("##" + key).c_str(), current.c_str())) {
                    for (const std::string_view choice : choices) {
                        const std::string name(choice);
                        if (ImGui::Selectable(name.c_str(), name == current)) {
                            applyParam(state, info.key, name);
                        }
                    }
                    ImGui::EndCombo();
                }
                recordParam(info.key, ParamPart::Value);
                parameterTooltip(info);
                drawParamProblems(info.key);
                continue;
            }
            drawNumberParameter(state, info, values);
        }
        ImGui::EndTable();
    }
    drawGrowerOrder(state);
    if (ImGui::Button("Reset to defaults")) {
        state.document().resetParams();
        paramErrorKey_.clear();
        paramError_.clear();
    }
    ui::tooltip(std::string("Every parameter back to its default, the map size and the loop and "
                            "dead-end targets included (the regions stay, clipped to the map); ") +
                shortcutLabel(Shortcut::Undo) + " undoes it");
}

void GenerationPanel::drawParamProblems(std::string_view key) {
    if (paramErrorKey_ == key) {
        ImGui::TextColored(palette().errorText, "%s", paramError_.c_str());
        return;  // the refusal says more than the state it left
    }
    for (const Problem& problem : paramProblems_) {
        if (problem.pointer.size() == key.size() + 1 && problem.pointer.substr(1) == key) {
            ImGui::PushTextWrapPos(0.0f);
            ImGui::TextColored(palette().errorText, "%s", problem.message.c_str());
            ImGui::PopTextWrapPos();
        }
    }
}

void GenerationPanel::drawNumberParameter(EditorState& state, const ParamInfo& info,
                                          const Json& values) {
    const std::string key(info.key);
    const auto found = values.find(key);
    if (found == values.end()) {
        return;  // an optional parameter that is not set; drawn by its own row kind
    }
    const Json& value = *found;
    const std::optional<NumberRange> range = parseRange(info.range);
    const std::string id = "##" + key;
    parameterLabel(info);
    recordParam(info.key, ParamPart::Label);
    ImGui::TableNextColumn();
    ImGui::SetNextItemWidth(-std::numeric_limits<float>::min());

    // Edits are clamped to the documented range before they reach the
    // session, so typing "120" into the width passes through 8 and 12
    // rather than through errors; the session still checks every value.
    // A field typed into or held is one gesture: one undo entry.
    if (value.is_number_integer()) {
        int number = value.get<int>();
        const bool changed = ImGui::InputInt(id.c_str(), &number);
        trackGesture(state);
        if (changed) {
            if (range) {
                number = static_cast<int>(std::clamp<double>(number, range->min, range->max));
            }
            applyParam(state, info.key, std::to_string(number), paramGesture_);
        }
    } else if (value.is_number()) {
        double number = value.get<double>();
        const bool changed = ImGui::InputDouble(id.c_str(), &number, 0.01, 0.1, "%g");
        trackGesture(state);
        if (changed) {
            if (range) {
                number = std::clamp(number, range->min, range->max);
            }
            applyParam(state, info.key, formatReal(number), paramGesture_);
        }
    } else {
        ImGui::TextColored(palette().dimText, "%s", value.dump().c_str());
    }
    if (ImGui::IsItemDeactivated()) {
        state.document().closeGesture();
    }
    recordParam(info.key, ParamPart::Value);
    if (info.key == "width") {
        controls_.recordLastItem(Control::MapWidth);
    }
    parameterTooltip(info);
    drawParamProblems(info.key);
}

void GenerationPanel::drawTargetParameter(EditorState& state, const ParamInfo& info,
                                          const Json& values) {
    const std::string key(info.key);
    const auto found = values.find(key);
    // Plain values rather than an optional, which GCC 12 takes for
    // uninitialised when read after the checkbox.
    const bool isBounded = found != values.end() && found->is_number_integer();
    const int current = isBounded ? found->get<int>() : 0;
    const std::optional<NumberRange> range = parseRange(info.range);
    parameterLabel(info);
    recordParam(info.key, ParamPart::Label);
    ImGui::TableNextColumn();

    // Ticked: the number is a bound; unticked: the key is absent, no bound.
    bool bounded = isBounded;
    if (ImGui::Checkbox(("##bounded_" + key).c_str(), &bounded)) {
        applyParam(
            state, info.key,
            bounded ? std::to_string(startingBound(state, key, values)) : std::string("none"));
    }
    recordParam(info.key, ParamPart::Bounded);
    ui::tooltip([&] {
        ImGui::Text("Tick to bound %s; unticked, the key is absent and nothing is bounded.",
                    labelOf(info.key).c_str());
        ImGui::TextUnformatted(info.meaning.data(), info.meaning.data() + info.meaning.size());
    });
    ImGui::SameLine();
    ImGui::SetNextItemWidth(-std::numeric_limits<float>::min());
    if (isBounded) {
        int number = current;
        const bool changed = ImGui::InputInt(("##" + key).c_str(), &number);
        trackGesture(state);
        if (changed) {
            if (range) {
                number = static_cast<int>(std::clamp<double>(number, range->min, range->max));
            }
            applyParam(state, info.key, std::to_string(number), paramGesture_);
        }
        if (ImGui::IsItemDeactivated()) {
            state.document().closeGesture();
        }
    } else {
        ImGui::AlignTextToFramePadding();
        ImGui::TextColored(palette().dimText, "no bound");
    }
    recordParam(info.key, ParamPart::Value);
    parameterTooltip(info);
    drawParamProblems(info.key);
}

void GenerationPanel::drawGrowerOrder(EditorState& state) {
    const GenerationSession& session = state.generation();
    const ParamInfo* info = findInfo("grower_order");
    ImGui::TextUnformatted("grower order");
    if (info != nullptr) {
        parameterTooltip(*info);
    }

    // The growers in use, in their order, then those left out: ticking one
    // appends it, the arrows swap it with its neighbour, and the last one in
    // use cannot be unticked (the order may not be empty).
    const std::vector<GrowerKind>& order = session.settings().params().growerOrder;
    std::vector<GrowerKind> shown = order;
    for (const GrowerKind grower : defaultGrowerOrder()) {
        if (std::find(order.begin(), order.end(), grower) == order.end()) {
            shown.push_back(grower);
        }
    }
    std::optional<std::vector<GrowerKind>> changed;
    for (std::size_t i = 0; i < shown.size(); ++i) {
        const GrowerKind grower = shown[i];
        const bool used = i < order.size();
        ImGui::PushID(static_cast<int>(i));
        ImGui::BeginDisabled(!used || i == 0);
        if (ImGui::ArrowButton("up", ImGuiDir_Up)) {
            std::vector<GrowerKind> moved = order;
            std::swap(moved[i - 1], moved[i]);
            changed = moved;
        }
        ImGui::EndDisabled();
        ui::tooltip("Take this grower's turn earlier in each round");
        ImGui::SameLine();
        ImGui::BeginDisabled(!used || i + 1 >= order.size());
        if (ImGui::ArrowButton("down", ImGuiDir_Down)) {
            std::vector<GrowerKind> moved = order;
            std::swap(moved[i], moved[i + 1]);
            changed = moved;
        }
        ImGui::EndDisabled();
        ui::tooltip("Take this grower's turn later in each round");
        ImGui::SameLine();
        bool ticked = used;
        ImGui::BeginDisabled(used && order.size() == 1);
        if (ImGui::Checkbox(std::string(toString(grower)).c_str(), &ticked)) {
            std::vector<GrowerKind> edited = order;
            if (ticked) {
                edited.push_back(grower);
            } else {
                edited.erase(std::find(edited.begin(), edited.end(), grower));
            }
            changed = edited;
        }
        ImGui::EndDisabled();
        ui::tooltip(used && order.size() == 1
                        ? "At least one grower takes turns"
                        : "Ticked growers take turns in each round, in this order");
        ImGui::PopID();
    }
    if (changed) {
        std::string names;
        for (const GrowerKind grower : *changed) {
            names += (names.empty() ? "" : ",") + std::string(toString(grower));
        }
        applyParam(state, "grower_order", names);
    }
    if (paramErrorKey_ == "grower_order") {
        ImGui::TextColored(palette().errorText, "%s", paramError_.c_str());
    }
}

}  // namespace easylink::ui
