#pragma once

// [SECTION] Control map
//
// A test hook of the real window: when EASYLINK_CONTROL_MAP names a file,
// the editor writes there, after each frame that showed anything new, what
// a program driving it with the real mouse and keyboard needs to aim and to
// check (tests/ui/walkthrough), as one JSON object:
//   - "windows": every ImGui window on show (name, rect, focus, child);
//   - "controls": every control the panels recorded that frame through a
//     named ControlRecorder and every main-menu item (panel, name, rect in
//     window pixels, the window it is in). Some names are what the control
//     shows: the run status's lines ("Generation/Status") and the Problems
//     panel's ("Problems/Lines") as "SEVERITY: TEXT" (ok, warning, error or
//     note, the colour they are drawn in); the compare view's key list, its
//     lines of what differs ("max_loops: 4 -> 0") and its table rows
//     ("figures/rooms"); the viewport's rejection marks ("Viewport/Marks":
//     "room 3", "corridor 2", "candidate", over the tiles they outline);
//   - "tabs": every tab of the workspace's areas (panel, rect);
//   - "rows": every row the list panels on show drew (panel, the index of
//     what it shows, rect), the Log's events among them;
//   - "clipped": what each panel on show cuts off on its right, as the clip
//     probe sees it (clip_probe.hpp: panel, text); empty when all fits;
//   - "facts": the document's file and whether it is modified, the
//     generator, seed and parameters, the selected module, the modal dialog
//     on show, whether a text field has the keys and what it holds, where
//     the frame saw the mouse, the step on show and its event's sentence,
//     the Report's comparison (on show, running, the keys its batches ran
//     with different values, each side's map size), and the frame-time
//     overlay's figures and line when it is on.
// The file is replaced atomically (a temporary file renamed), so a reader
// never sees half of it. Unset, nothing listens and nothing is kept.

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "easylink/io/json_document.hpp"
#include "panels/control_recorder.hpp"

namespace easylink::ui {

class EditorShell;

class ControlMap final : public ControlListener {
public:
    /// The environment variable that names the map's file.
    static constexpr const char* kVariable = "EASYLINK_CONTROL_MAP";

    /// A map written to the file the variable names, listening from now
    /// on; nullptr when the variable is unset or empty.
    static std::unique_ptr<ControlMap> fromEnvironment();

    /// Listens from now on (one map at a time) and writes to `file`.
    explicit ControlMap(std::filesystem::path file);
    ~ControlMap() override;
    ControlMap(const ControlMap&) = delete;
    ControlMap& operator=(const ControlMap&) = delete;

    void heard(std::string_view panel, std::string name, ControlBox box) override;

    /// The frame just drawn (call after ImGui::Render()) as the map's JSON.
    Json describe(EditorShell& shell) const;
    /// Writes describe() when it differs from what was written last, then
    /// forgets this frame's controls. Returns why the file cannot be
    /// written, or nullopt.
    std::optional<std::string> writeFrame(EditorShell& shell);

private:
    struct Heard {
        std::string panel;
        std::string name;
        std::string window;
        ControlBox box;
    };
    std::filesystem::path file_;
    std::vector<Heard> heard_;
    std::string written_;
};

}  // namespace easylink::ui
