#include "shell/control_map.hpp"

#include <cstdlib>
#include <utility>

#include <imgui.h>
#include <imgui_internal.h>

#include "easylink/generation/generator_params.hpp"
#include "easylink/io/atomic_file.hpp"
#include "panels/report_panel.hpp"
#include "panels/viewport_panel.hpp"
#include "session/generation_session.hpp"
#include "shell/clip_probe.hpp"
#include "shell/editor_shell.hpp"

namespace easylink::ui {
namespace {

Json rectJson(ImVec2 min, ImVec2 max) {
    return Json::array({min.x, min.y, max.x - min.x, max.y - min.y});
}

/// A window's name as the title bar shows it: without ImGui's "##id".
std::string shownName(const char* name) {
    const std::string text(name);
    const std::size_t hashes = text.find("##");
    return hashes == std::string::npos || hashes == 0 ? text : text.substr(0, hashes);
}

Json windowsJson() {
    const ImGuiContext& context = *ImGui::GetCurrentContext();
    Json windows = Json::array();
    for (const ImGuiWindow* window : context.Windows) {
        if (!window->Active || window->Hidden) {
            continue;
        }
        windows.push_back({
            {"name", window->Name},
            {"rect", rectJson(window->Pos,
                              {window->Pos.x + window->Size.x, window->Pos.y + window->Size.y})},
            {"focused", context.NavWindow == window},
            {"child", (window->Flags & ImGuiWindowFlags_ChildWindow) != 0},
        });
    }
    return windows;
}

/// The Report panel's comparison: whether one is on show and running, the
/// keys its batches ran with different values, and the map size each side
/// ran at.
Json compareJson(EditorShell& shell) {
    auto* report = static_cast<ReportPanel*>(shell.panels().find(ReportPanel::kTitle));
    if (report == nullptr) {
        return nullptr;
    }
    ReportCompareView& view = report->compareView();
    const auto sizeOf = [](const std::optional<BatchReport>& side) {
        return side ? Json::array({side->params().width, side->params().height}) : Json(nullptr);
    };
    return {{"comparison", view.shown().comparison},
            {"running", view.running()},
            {"ranWith", view.shown().changedParams},
            {"sizeA", sizeOf(view.reportA())},
            {"sizeB", sizeOf(view.reportB())}};
}

/// The step on show and the sentence of the event just before it.
void stepJson(const GenerationSession& session, Json& facts) {
    const std::size_t step = session.cursor().step();
    const Timeline* timeline = session.cursor().timeline();
    facts["step"] = step;
    facts["event"] = timeline != nullptr && step > 0 && step <= timeline->size()
                         ? Json(timeline->event(step - 1).text)
                         : Json(nullptr);
}

/// The 3D view: whether it has a level, whether it walks, and where the
/// walker stands.
Json view3dJson(EditorShell& shell) {
    const auto* viewport =
        dynamic_cast<const ViewportPanel*>(shell.panels().find(ViewportPanel::kTitle));
    if (viewport == nullptr) {
        return nullptr;
    }
    const LevelView3d& view = viewport->view3d();
    const Vec3f& eye = view.walkCamera().eye;
    return Json{{"level", view.hasLevel()},
                {"walking", view.walking()},
                {"eye", Json::array({eye[0], eye[1], eye[2]})}};
}

Json factsJson(EditorShell& shell) {
    const EditorState& state = shell.state();
    const GenerationSession& session = state.generation();
    const RunSettings& settings = session.settings();
    Json facts = Json::object();
    const CatalogueDocument* document = state.document().current();
    facts["file"] = document != nullptr ? document->path.string() : std::string();
    facts["fileName"] = state.document().fileName();
    facts["modified"] = state.document().isModified();
    facts["modules"] = document != nullptr ? document->catalogue.modules.size() : 0;
    const std::optional<std::size_t> selected = state.selection().selectedModule();
    facts["selectedModule"] =
        document != nullptr && selected && *selected < document->catalogue.modules.size()
            ? Json(document->catalogue.modules[*selected].name)
            : Json(nullptr);
    facts["generator"] = settings.generator();
    facts["seed"] = settings.seed();
    facts["params"] = paramsToJson(settings.params());
    facts["tileView"] = state.session().tileView();
    facts["canUndo"] = state.document().history().canUndo();
    facts["undo"] = state.document().history().undoLabel();
    const GenerationRun* run = session.run();
    facts["running"] = session.running();
    facts["run"] = run == nullptr ? Json(nullptr)
                                  : Json{{"id", run->id},
                                         {"seed", run->seed},
                                         {"layout", run->result.layout.has_value()},
                                         {"file", run->file.string()}};
    // A text field taking the keys: typing goes there from the next frame on.
    const ImGuiContext& context = *ImGui::GetCurrentContext();
    const bool typing = context.ActiveId != 0 && context.ActiveId == context.InputTextState.ID;
    facts["typing"] = typing;
    // Where the frame saw the mouse: a driver that moved it knows a frame
    // has been drawn since.
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    facts["mouse"] = Json::array({mouse.x, mouse.y});
    facts["typed"] = typing && context.InputTextState.TextA.Size > 0
                         ? Json(std::string(context.InputTextState.TextA.Data))
                         : Json(nullptr);
    const ImGuiWindow* modal = ImGui::GetTopMostPopupModal();
    facts["modal"] = modal != nullptr ? Json(shownName(modal->Name)) : Json(nullptr);
    Json onShow = Json::array();
    for (const auto& panel : shell.panels().panels()) {
        if (panel->shown()) {
            onShow.push_back(panel->title());
        }
    }
    facts["panelsOnShow"] = std::move(onShow);
    stepJson(session, facts);
    facts["view3d"] = view3dJson(shell);
    facts["compare"] = compareJson(shell);
    const FrameTimeOverlay& frameTime = shell.frameTime();
    facts["frameTime"] = frameTime.visible() ? Json{{"workMs", frameTime.meanWorkMs()},
                                                    {"intervalMs", frameTime.meanIntervalMs()},
                                                    {"resting", frameTime.resting()},
                                                    {"line", frameTime.line()}}
                                             : Json(nullptr);
    return facts;
}

/// Every row the list panels on show drew (Panel::drawnRows()): the panel,
/// the index of what the row shows, its rect.
Json rowsJson(EditorShell& shell) {
    Json rows = Json::array();
    for (const auto& panel : shell.panels().panels()) {
        if (!panel->shown()) {
            continue;
        }
        for (const DrawnRow& row : panel->drawnRows()) {
            rows.push_back({{"panel", panel->title()},
                            {"index", row.index},
                            {"rect", rectJson(row.min, row.max)}});
        }
    }
    return rows;
}

/// What each panel on show cuts off on its right (clip_probe.hpp), a line
/// each; none when everything fits.
Json clippedJson(EditorShell& shell) {
    Json clipped = Json::array();
    for (const auto& panel : shell.panels().panels()) {
        const ImGuiWindow* window =
            panel->shown() ? ImGui::FindWindowByName(panel->title().c_str()) : nullptr;
        if (window == nullptr) {
            continue;
        }
        for (std::string& line : clippedOnTheRight(*window)) {
            clipped.push_back({{"panel", panel->title()}, {"text", std::move(line)}});
        }
    }
    return clipped;
}

}  // namespace

std::unique_ptr<ControlMap> ControlMap::fromEnvironment() {
    const char* file = std::getenv(kVariable);
    if (file == nullptr || *file == '\0') {
        return nullptr;
    }
    return std::make_unique<ControlMap>(file);
}

ControlMap::ControlMap(std::filesystem::path file) : file_(std::move(file)) {
    ControlListener::current() = this;
}

ControlMap::~ControlMap() {
    if (ControlListener::current() == this) {
        ControlListener::current() = nullptr;
    }
}

void ControlMap::heard(std::string_view panel, std::string name, ControlBox box) {
    const ImGuiWindow* window = ImGui::GetCurrentWindowRead();
    if (window != nullptr && window->Hidden) {
        return;  // a popup's first frame, measured before it shows: not there yet
    }
    heard_.push_back({std::string(panel), std::move(name),
                      window != nullptr ? std::string(window->Name) : std::string(), box});
}

Json ControlMap::describe(EditorShell& shell) const {
    Json controls = Json::array();
    for (const Heard& each : heard_) {
        controls.push_back({{"panel", each.panel},
                            {"name", each.name},
                            {"window", each.window},
                            {"rect", rectJson(each.box.min, each.box.max)}});
    }
    Json tabs = Json::array();
    for (const DrawnTab& tab : shell.panels().drawnTabs()) {
        tabs.push_back({{"panel", tab.panel->title()}, {"rect", rectJson(tab.min, tab.max)}});
    }
    return {{"windows", windowsJson()},      {"controls", std::move(controls)},
            {"tabs", std::move(tabs)},       {"rows", rowsJson(shell)},
            {"clipped", clippedJson(shell)}, {"facts", factsJson(shell)}};
}

std::optional<std::string> ControlMap::writeFrame(EditorShell& shell) {
    std::string text = describe(shell).dump(1);
    heard_.clear();
    if (text == written_) {
        return std::nullopt;
    }
    AtomicWriteOptions options;
    options.syncEach = false;  // read at once by the driver, never kept
    if (auto error = writeFileAtomically(file_, text, options)) {
        return "cannot write the control map " + file_.string() + ": " + *error;
    }
    written_ = std::move(text);
    return std::nullopt;
}

}  // namespace easylink::ui
