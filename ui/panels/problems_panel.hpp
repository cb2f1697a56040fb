#pragma once

// [SECTION] Problems panel
//
// The loaded catalogue's problems, one "FILE: POINTER: message" line each, as
// `easylink validate` prints them; clicking a line selects the module it
// points at. When the last file asked for could not be read as a catalogue,
// its problems come first, under a note saying which catalogue is still shown.
// The run on show adds its warnings last: each region that fell short of its
// density (region_shortfall.hpp); clicking one selects the region.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "easylink/io/problem.hpp"
#include "panels/control_recorder.hpp"
#include "panels/panel.hpp"

namespace easylink::ui {

/// A line of the panel: the text and, when it points into the catalogue on
/// show, the module it is about.
struct ProblemLine {
    std::string text;
    Severity severity = Severity::Error;
    std::optional<std::size_t> module;
    std::optional<std::size_t> port;    // within the module, when the problem is a port's
    std::optional<std::size_t> region;  // of the parameters, for the run's warnings
};

/// The panel's lines, refused file first, then the document's problems, then
/// the warnings of the run on show.
std::vector<ProblemLine> problemLines(const EditorState& state);

class ProblemsPanel final : public Panel {
public:
    static constexpr const char* kTitle = "Problems";

    ProblemsPanel();

protected:
    void drawContent(EditorState& state) override;
    ImGuiWindowFlags extraWindowFlags() const override {
        return ImGuiWindowFlags_HorizontalScrollbar;
    }

private:
    void drawSummary(const EditorState& state, const std::vector<ProblemLine>& lines) const;

    /// Each line drawn, heard by the control map as "SEVERITY: TEXT".
    ControlRecorder<std::string> lines_{"Problems/Lines", textName};
};

}  // namespace easylink::ui
