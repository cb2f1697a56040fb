#include "panels/timeline_panel.hpp"

#include <imgui_internal.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <iterator>
#include <limits>
#include <optional>
#include <string>

#include "document/editor_state.hpp"
#include "session/generation_session.hpp"
#include "shell/shortcuts.hpp"
#include "widgets/flow_layout.hpp"
#include "widgets/numbering.hpp"
#include "widgets/theme.hpp"
#include "widgets/tooltip.hpp"

namespace easylink::ui {
namespace {

/// One step button: its label, the step it takes, its tooltip and the
/// shortcut the tooltip names (none for a step by event).
struct StepButton {
    TimelinePanel::Control control;
    const char* label;
    StepSize size;
    bool forward;
    const char* tooltip;
    std::optional<Shortcut> key;

    std::string tooltipText() const { return key ? withShortcut(tooltip, *key) : tooltip; }
};

constexpr StepButton kBackButtons[] = {
    {TimelinePanel::Control::BackPhase, "< Phase", StepSize::Phase, false,
     "Back to the start of the phase", Shortcut::PreviousPhase},
    {TimelinePanel::Control::BackTurn, "< Turn", StepSize::Turn, false,
     "Back to the start of the grower turn", Shortcut::PreviousTurn},
    {TimelinePanel::Control::BackAction, "< Action", StepSize::Action, false,
     "Back one action: one applied opportunity, one placed room, or one slot phase 2 "
     "resolved",
     Shortcut::PreviousAction},
    {TimelinePanel::Control::BackEvent, "< Event", StepSize::Event, false, "Back one event",
     std::nullopt},
};
constexpr StepButton kForwardButtons[] = {
    {TimelinePanel::Control::ForwardEvent, "Event >", StepSize::Event, true, "Forward one event",
     std::nullopt},
    {TimelinePanel::Control::ForwardAction, "Action >", StepSize::Action, true,
     "Forward one action; in phase 2, one slot resolved", Shortcut::NextAction},
    {TimelinePanel::Control::ForwardTurn, "Turn >", StepSize::Turn, true,
     "Forward to the next grower turn", Shortcut::NextTurn},
    {TimelinePanel::Control::ForwardPhase, "Phase >", StepSize::Phase, true,
     "Forward to the next phase", Shortcut::NextPhase},
};

// ImGui 1.86's slider keeps its grab this far inside the frame; the tick
// marks and the tests' clicks use the same geometry as the grab.
constexpr float kSliderGrabPadding = 2.0f;

/// Where the grab's centre travels on a slider over [0, steps] spanning
/// [minX, maxX]: as ImGui's SliderBehavior computes it for integer sliders,
/// whose grab is one unit wide when there is room for it.
struct SliderTrack {
    float start = 0.0f;   // the grab's centre at 0
    float length = 0.0f;  // how far it travels to `steps`

    static SliderTrack of(float minX, float maxX, std::size_t steps) {
        const float sliderSize = (maxX - minX) - kSliderGrabPadding * 2.0f;
        float grabSize =
            std::max(sliderSize / static_cast<float>(steps + 1), ImGui::GetStyle().GrabMinSize);
        grabSize = std::min(grabSize, sliderSize);
        return {minX + kSliderGrabPadding + grabSize * 0.5f, sliderSize - grabSize};
    }

    float x(std::size_t step, std::size_t steps) const {
        if (steps == 0) {
            return start;
        }
        return start +
               length * static_cast<float>(static_cast<double>(step) / static_cast<double>(steps));
    }
};

std::string phaseName(Phase phase) {
    return std::string(toString(phase));
}

// Bookmarks are drawn in a colour no tick uses.
constexpr ImU32 kBookmarkColour = IM_COL32(90, 170, 240, 255);

std::string_view trimmed(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) {
        text.remove_prefix(1);
    }
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) {
        text.remove_suffix(1);
    }
    return text;
}

}  // namespace

GoToStep resolveGoToStep(std::string_view text, std::size_t stepCount) {
    const std::string_view number = trimmed(text);
    const std::string last = std::to_string(stepCount);
    const bool negative = !number.empty() && number.front() == '-';
    const std::string_view digits = negative ? number.substr(1) : number;
    if (digits.empty() ||
        !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; })) {
        return {std::nullopt, "\"" + std::string(number) +
                                  "\" is not a step number: type one from 0 to " + last + "."};
    }
    if (negative) {
        return {0, "Step " + std::string(number) +
                       " is before the run: showing step 0, before the first event."};
    }
    std::size_t step = 0;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), step);
    if (error == std::errc::result_out_of_range || (error == std::errc() && step > stepCount)) {
        return {stepCount, "Step " + std::string(digits) + " is past the end: showing step " +
                               last + ", the last."};
    }
    return {step, ""};
}

TimelinePanel::TimelinePanel() : Panel(kTitle, PanelSlot::Bottom) {}

std::optional<ImVec2> TimelinePanel::controlCentre(Control control) const {
    return controls_.centreOf(control);
}

std::optional<ImVec2> TimelinePanel::scrubPosition(std::size_t step) const {
    if (!scrubDrawn_) {
        return std::nullopt;
    }
    const SliderTrack track = SliderTrack::of(scrubMin_.x, scrubMax_.x, scrubSteps_);
    return ImVec2(track.x(std::min(step, scrubSteps_), scrubSteps_),
                  (scrubMin_.y + scrubMax_.y) * 0.5f);
}

std::size_t TimelinePanel::stepAtX(float x) const {
    const SliderTrack track = SliderTrack::of(scrubMin_.x, scrubMax_.x, scrubSteps_);
    if (track.length <= 0.0f || scrubSteps_ == 0) {
        return 0;
    }
    const double t = std::clamp(static_cast<double>((x - track.start) / track.length), 0.0, 1.0);
    return static_cast<std::size_t>(std::lround(t * static_cast<double>(scrubSteps_)));
}

std::optional<std::size_t> TimelinePanel::goToStep(GenerationSession& session,
                                                   std::string_view text) {
    const GoToStep target = resolveGoToStep(text, session.cursor().stepCount());
    goToNote_ = target.note;
    if (target.step) {
        session.cursor().pause();
        session.cursor().setStep(*target.step);
    }
    return target.step;
}

void TimelinePanel::toggleBookmark(std::size_t step) {
    if (bookmarks_.erase(step) == 0) {
        bookmarks_.insert(step);
    }
}

std::optional<std::size_t> TimelinePanel::adjacentBookmark(std::size_t step, bool forward,
                                                           std::size_t stepCount) const {
    if (forward) {
        const auto next = bookmarks_.upper_bound(step);
        return next != bookmarks_.end() && *next <= stepCount ? std::optional(*next) : std::nullopt;
    }
    // The last bookmark before the step that the run has.
    auto before = bookmarks_.lower_bound(std::min(step, stepCount + 1));
    if (before == bookmarks_.begin()) {
        return std::nullopt;
    }
    return *std::prev(before);
}

void TimelinePanel::drawContent(EditorState& state) {
    controls_.clear();
    scrubDrawn_ = false;
    GenerationSession& session = state.generation();
    if (session.cursor().timeline() == nullptr) {
        ImGui::TextColored(palette().dimText,
                           session.running() ? "Generating..."
                                             : "No run yet: generate one in the Generation panel.");
        return;
    }
    // Ctrl+G here goes to a step instead of generating (shortcuts.hpp).
    claimKeys(KeyScope::TimelineArea);
    readShortcuts(session);
    drawButtons(session);
    drawScrubber(session);
    drawNavigation(session);
    drawCurrentEvent(session);
}

void TimelinePanel::whileBehind(EditorState& state) {
    if (state.generation().cursor().timeline() != nullptr) {
        readShortcuts(state.generation());
    }
}

void TimelinePanel::readShortcuts(GenerationSession& session) {
    // Text fields, menus and dialogs keep the keys while they have them
    // (shortcuts.hpp); otherwise the arrows step the timeline.
    const auto step = [&](Shortcut action, StepSize size, bool forward) {
        if (shortcutPressed(action)) {
            session.cursor().stepBy(size, forward);
        }
    };
    step(Shortcut::NextAction, StepSize::Action, true);
    step(Shortcut::PreviousAction, StepSize::Action, false);
    step(Shortcut::NextTurn, StepSize::Turn, true);
    step(Shortcut::PreviousTurn, StepSize::Turn, false);
    step(Shortcut::NextPhase, StepSize::Phase, true);
    step(Shortcut::PreviousPhase, StepSize::Phase, false);
    if (shortcutPressed(Shortcut::ToStart)) {
        session.cursor().toStart();
    }
    if (shortcutPressed(Shortcut::ToEnd)) {
        session.cursor().toEnd();
    }
    if (shortcutPressed(Shortcut::PlayPause)) {
        if (session.cursor().playing()) {
            session.cursor().pause();
        } else {
            session.cursor().play();
        }
    }
    if (shortcutPressed(Shortcut::Bookmark)) {
        toggleBookmark(session.cursor().step());
    }
    if (shortcutPressed(Shortcut::GoToStep)) {
        focusGoTo_ = true;
    }
}

void TimelinePanel::drawButtons(GenerationSession& session) {
    // The buttons wrap onto a second row when the panel is narrow.
    bool first = true;
    const auto button = [&](Control control, const char* label, const std::string& tooltip) {
        if (!first) {
            flow::sameLineIfFits(flow::buttonWidth(label));
        }
        first = false;
        const bool pressed = ImGui::Button(label);
        controls_.recordLastItem(control);
        ui::tooltip(tooltip);
        return pressed;
    };

    if (button(Control::Start, "Start",
               withShortcut("Before the first event", Shortcut::ToStart))) {
        session.cursor().toStart();
    }
    for (const StepButton& step : kBackButtons) {
        if (button(step.control, step.label, step.tooltipText())) {
            session.cursor().stepBy(step.size, step.forward);
        }
    }
    if (button(Control::PlayPause, session.cursor().playing() ? "Pause###play" : "Play###play",
               withShortcut("Play the run event by event, or pause it", Shortcut::PlayPause))) {
        if (session.cursor().playing()) {
            session.cursor().pause();
        } else {
            session.cursor().play();
        }
    }
    for (const StepButton& step : kForwardButtons) {
        if (button(step.control, step.label, step.tooltipText())) {
            session.cursor().stepBy(step.size, step.forward);
        }
    }
    if (button(Control::End, "End", withShortcut("After the last event", Shortcut::ToEnd))) {
        session.cursor().toEnd();
    }

    // The speed takes what is left of the row, within reason.
    constexpr float kMinSpeedWidth = 80.0f;
    flow::sameLineIfFits(kMinSpeedWidth);
    ImGui::SetNextItemWidth(std::clamp(ImGui::GetContentRegionAvail().x, kMinSpeedWidth, 220.0f));
    float speed = static_cast<float>(session.cursor().speed());
    if (ImGui::SliderFloat("##speed", &speed, static_cast<float>(RunCursor::kMinSpeed),
                           static_cast<float>(RunCursor::kMaxSpeed), "%.0f events/s",
                           ImGuiSliderFlags_Logarithmic)) {
        session.cursor().setSpeed(speed);
    }
    controls_.recordLastItem(Control::Speed);
    ui::tooltip("Playback speed, in events per second");
}

void TimelinePanel::drawScrubber(GenerationSession& session) {
    const std::size_t steps = session.cursor().stepCount();
    if (const GenerationRun* run = session.run(); run != nullptr && run->id != marks_.runId) {
        const Timeline& timeline = *run->timeline;
        marks_ = {run->id, timeline.marks(StepSize::Turn), timeline.marks(StepSize::Phase),
                  run->attemptStarts, run->slotEvents};
    }

    ImGui::SetNextItemWidth(-std::numeric_limits<float>::min());
    std::uint64_t step = session.cursor().step();
    const std::uint64_t first = 0;
    const std::uint64_t last = steps;
    const std::string format = "step %llu of " + std::to_string(steps);
    if (ImGui::SliderScalar("##scrub", ImGuiDataType_U64, &step, &first, &last, format.c_str())) {
        session.cursor().setStep(static_cast<std::size_t>(step));
    }
    controls_.recordLastItem(Control::Scrub);
    scrubDrawn_ = true;
    scrubMin_ = ImGui::GetItemRectMin();
    scrubMax_ = ImGui::GetItemRectMax();
    scrubSteps_ = steps;
    if (ImGui::IsItemHovered() && !ImGui::IsItemActive() && steps > 0) {
        const std::size_t hovered = stepAtX(ImGui::GetIO().MousePos.x);
        if (hovered > 0) {
            const Event& event = session.cursor().timeline()->event(hovered - 1);
            const std::string number = std::to_string(hovered);
            ui::hoveredTooltip("step " + number + " (event " + number + "): attempt " +
                               std::to_string(shownOrdinal(event.attempt)) + ", " +
                               phaseName(event.phase) + "\n" + event.text);
        }
    }

    const float stripHeight = ImGui::GetFontSize() * 0.7f;
    const ImVec2 stripMin = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(scrubMax_.x - scrubMin_.x, stripHeight));
    drawMarks(ImVec2(scrubMin_.x, stripMin.y), stripHeight);
    drawBookmarkMarks(ImVec2(scrubMin_.x, stripMin.y), stripHeight);
}

void TimelinePanel::drawBookmarkMarks(const ImVec2& stripMin, float stripHeight) {
    // A bookmark is a small triangle pointing up at its step on the slider,
    // over the ticks and in a colour of its own.
    ImDrawList& drawList = *ImGui::GetWindowDrawList();
    const SliderTrack track = SliderTrack::of(scrubMin_.x, scrubMax_.x, scrubSteps_);
    const float half = stripHeight * 0.45f;
    for (const std::size_t step : bookmarks_) {
        if (step > scrubSteps_) {
            break;  // a longer run's bookmark
        }
        const float x = std::round(track.x(step, scrubSteps_));
        drawList.AddTriangleFilled(ImVec2(x, stripMin.y),
                                   ImVec2(x + half, stripMin.y + stripHeight),
                                   ImVec2(x - half, stripMin.y + stripHeight), kBookmarkColour);
    }
}

void TimelinePanel::drawNavigation(GenerationSession& session) {
    // Go to step: the field, what the last jump said, then the bookmarks.
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Go to step");
    ImGui::SameLine();
    if (focusGoTo_) {
        ImGui::SetKeyboardFocusHere();
    }
    ImGui::SetNextItemWidth(ImGui::CalcTextSize("0000000000").x +
                            ImGui::GetStyle().FramePadding.x * 2.0f);
    const bool entered = ImGui::InputTextWithHint(
        "##goto", std::to_string(session.cursor().step()).c_str(), goToText_, sizeof goToText_,
        ImGuiInputTextFlags_CharsDecimal | ImGuiInputTextFlags_AutoSelectAll |
            ImGuiInputTextFlags_EnterReturnsTrue);
    controls_.recordLastItem(Control::GoTo);
    if (focusGoTo_ && ImGui::IsItemActive()) {
        focusGoTo_ = false;
    }
    ui::tooltip(std::string("Type a step and press ") + shortcutLabel(Shortcut::Confirm) +
                ": step K shows the map right after event K, step 0 before the first (" +
                shortcutLabel(Shortcut::GoToStep) + " here or in the Log)");
    if (entered) {
        goToStep(session, goToText_);
    }
    ImGui::SameLine();
    const auto button = [&](Control control, const char* label, const char* tooltip, bool enabled) {
        ImGui::BeginDisabled(!enabled);
        const bool pressed = ImGui::SmallButton(label);
        ImGui::EndDisabled();
        controls_.recordLastItem(control);
        ui::tooltip(tooltip);
        ImGui::SameLine();
        return pressed;
    };
    const std::size_t step = session.cursor().step();
    const std::size_t steps = session.cursor().stepCount();
    // One label either way, so that nothing after it moves; a bookmarked
    // step shows the button in the bookmarks' colour.
    const bool marked = bookmarks_.count(step) != 0;
    if (marked) {
        ImGui::PushStyleColor(ImGuiCol_Button, kBookmarkColour);
        ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(16, 17, 20, 255));
    }
    const bool toggled =
        ImGui::SmallButton((withShortcut("Bookmark", Shortcut::Bookmark) + "###bookmark").c_str());
    if (marked) {
        ImGui::PopStyleColor(2);
    }
    controls_.recordLastItem(Control::Bookmark);
    const char* bookmarkKey = shortcutLabel(Shortcut::Bookmark);
    ui::tooltip(marked ? std::string("The step is bookmarked: click (or ") + bookmarkKey +
                             ") to remove the bookmark"
                       : std::string("Bookmark the step (") + bookmarkKey +
                             "); bookmarks last for the editor session");
    ImGui::SameLine();
    if (toggled) {
        toggleBookmark(step);
    }
    const std::optional<std::size_t> previous = adjacentBookmark(step, false, steps);
    const std::optional<std::size_t> next = adjacentBookmark(step, true, steps);
    if (button(Control::PreviousBookmark, "<##bookmark", "The previous bookmark",
               previous.has_value())) {
        session.cursor().pause();
        session.cursor().setStep(*previous);
    }
    if (button(Control::NextBookmark, ">##bookmark", "The next bookmark", next.has_value())) {
        session.cursor().pause();
        session.cursor().setStep(*next);
    }
    if (!bookmarks_.empty()) {
        const std::string preview = std::to_string(bookmarks_.size()) +
                                    (bookmarks_.size() == 1 ? " bookmark" : " bookmarks");
        ImGui::SetNextItemWidth(ImGui::CalcTextSize(preview.c_str()).x +
                                ImGui::GetFrameHeight() * 2.0f);
        if (ImGui::BeginCombo("##bookmarks", preview.c_str())) {
            for (const std::size_t mark : bookmarks_) {
                const std::string label = "step " + std::to_string(mark);
                ImGui::BeginDisabled(mark > steps);
                if (ImGui::Selectable(label.c_str(), mark == step)) {
                    session.cursor().pause();
                    session.cursor().setStep(mark);
                }
                ImGui::EndDisabled();
            }
            ImGui::EndCombo();
        }
        ui::tooltip("The bookmarked steps: pick one to go there");
        ImGui::SameLine();
    }
    if (!goToNote_.empty()) {
        ImGui::TextColored(palette().warningText, "%s", goToNote_.c_str());
    } else {
        ImGui::NewLine();
    }
}

void TimelinePanel::drawMarks(const ImVec2& stripMin, float stripHeight) {
    // Turns get short ticks, phases taller ones and attempts the full strip
    // in the error colour; phase 2's resolved slots, which have no turns,
    // get short ticks in the ok colour. Ticks that would land on the pixel
    // of the last one drawn are skipped, so thousands of turns cost no more
    // than the slider is wide.
    ImDrawList& drawList = *ImGui::GetWindowDrawList();
    const SliderTrack track = SliderTrack::of(scrubMin_.x, scrubMax_.x, scrubSteps_);
    const auto ticks = [&](const std::vector<std::size_t>& steps, float height, ImU32 colour,
                           float thickness) {
        float lastX = -1.0f;
        for (const std::size_t step : steps) {
            const float x = std::round(track.x(step, scrubSteps_));
            if (x == lastX) {
                continue;
            }
            lastX = x;
            drawList.AddLine(ImVec2(x, stripMin.y), ImVec2(x, stripMin.y + height), colour,
                             thickness);
        }
    };
    ticks(marks_.turns, stripHeight * 0.4f, ImGui::GetColorU32(ImGuiCol_TextDisabled), 1.0f);
    ticks(marks_.slots, stripHeight * 0.4f, ImGui::ColorConvertFloat4ToU32(palette().okText), 1.0f);
    ticks(marks_.phases, stripHeight * 0.75f, ImGui::GetColorU32(ImGuiCol_Text), 1.0f);
    if (marks_.attempts.size() > 1) {
        ticks(marks_.attempts, stripHeight, ImGui::ColorConvertFloat4ToU32(palette().errorText),
              2.0f);
    }
}

void TimelinePanel::drawCurrentEvent(const GenerationSession& session) {
    const Event* event = session.cursor().currentEvent();
    const int attempts = session.cursor().attemptCount();
    if (event == nullptr) {
        ImGui::TextColored(palette().dimText, "Before the first event; %d %s in this run.",
                           attempts, attempts == 1 ? "attempt" : "attempts");
        return;
    }

    // "event 366 of 49719 | attempt 2 of 3 | growth | round 4 | room-to-room |
    // action 17 | CorridorAdded": event K is the one shown at step K.
    std::string where = "event " + std::to_string(session.cursor().step()) + " of " +
                        std::to_string(session.cursor().stepCount()) + "  |  attempt " +
                        std::to_string(shownOrdinal(session.cursor().attemptAtStep())) + " of " +
                        std::to_string(attempts) + "  |  " + phaseName(event->phase);
    if (event->round >= 0) {
        where += "  |  round " + std::to_string(shownOrdinal(event->round));
    }
    if (event->grower) {
        where += "  |  " + std::string(toString(*event->grower));
    }
    if (event->kind == EventKind::SlotResolved) {
        // Phase 2 numbers its slots as actions: say which of how many.
        const std::size_t slots = session.run()->slotEvents.size();
        where += "  |  slot " + std::to_string(session.cursor().slotsResolvedAtStep()) + " of " +
                 std::to_string(slots);
    } else if (event->action >= 0) {
        where += "  |  action " + std::to_string(shownOrdinal(event->action));
    }
    where += "  |  " + std::string(toString(event->kind));
    ImGui::TextColored(palette().dimText, "%s", where.c_str());

    const bool rejected =
        event->kind == EventKind::CandidateRejected || event->kind == EventKind::AttemptFailed;
    ImGui::PushTextWrapPos(0.0f);
    if (rejected) {
        ImGui::TextColored(palette().warningText, "%s", event->text.c_str());
    } else {
        ImGui::TextUnformatted(event->text.c_str());
    }
    ImGui::PopTextWrapPos();
}

}  // namespace easylink::ui
