#pragma once

// [SECTION] Editor session
//
// What this window does with the document besides editing it: how the
// viewport shows the layout (region mode, tiles or rooms), the frame-time
// overlay and the UI scale, the module in the spotlight, the dialogs and
// panels that panels ask the shell for, and the glue that starts a run on
// the document's catalogue. None of it is saved with the catalogue; the
// shell keeps the view toggles with the editor's settings.

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "document/change_notices.hpp"
#include "easylink/catalogue/catalogue.hpp"
#include "easylink/ui/view_mode.hpp"

namespace easylink::ui {

class Document;
class GenerationSession;

class EditorSession {
public:
    EditorSession(ChangeNotices& notices, const Document& document, GenerationSession& generation)
        : notices_(notices), document_(document), generation_(generation) {}
    EditorSession(const EditorSession&) = delete;
    EditorSession& operator=(const EditorSession&) = delete;

    // --- How the viewport shows the layout ------------------------------------
    /// The viewport's region mode: a drag draws a new region, moves or
    /// resizes one, Delete removes the selected one. R switches it.
    bool regionMode() const { return regionMode_; }
    void setRegionMode(bool on) { regionMode_ = on; }
    /// Regions are drawn over the viewport (always in region mode).
    bool showRegions() const { return showRegions_; }
    void setShowRegions(bool on) { showRegions_ = on; }
    /// The viewport shows the layout's slots (phase 1: rooms as walls round
    /// floor) or its tiles (phase 2: what the resolution drew, up to the step).
    bool tileView() const { return tileView_; }
    void setTileView(bool on) { tileView_ = on; }
    /// The viewport shows the map (2D), the level in 3D, or both side by
    /// side (View > 3D, the toolbar, `edit --view`).
    ViewMode viewMode() const { return viewMode_; }
    void setViewMode(ViewMode mode) { viewMode_ = mode; }
    /// The frame-time overlay is shown (View > Frame time).
    bool showFrameTime() const { return showFrameTime_; }
    void setShowFrameTime(bool on) { showFrameTime_ = on; }
    /// The size of text and controls (View > UI scale): 0 follows the
    /// monitor's content scale; the window applies it between frames.
    float uiScale() const { return uiScale_; }
    void setUiScale(float scale) { uiScale_ = scale; }

    // --- The spotlight ---------------------------------------------------------
    /// The module in the spotlight: generation runs with its weight raised
    /// (kSpotlightWeightFactor times) so it shows up, and the viewport marks
    /// its rooms. Not part of the catalogue, so never saved.
    static constexpr double kSpotlightWeightFactor = 10.0;
    const std::optional<std::string>& spotlight() const { return spotlight_; }
    void setSpotlight(std::optional<std::string> moduleName);

    // --- Runs on the document --------------------------------------------------
    /// The catalogue a run starts on: the document's, with the spotlight's
    /// module weighted up. nullopt without a catalogue.
    std::optional<Catalogue> catalogueForGeneration() const;
    /// Starts a run on the document's catalogue. Returns why it did not
    /// start (no catalogue, errors in it, bad parameters), or empty.
    std::string generateFromDocument();
    /// Generate as pressed by the user: as generateFromDocument(), and a
    /// catalogue with errors also asks for the catalogue problems dialog.
    std::string generateOnRequest();
    /// Once a frame, whether the generation panels are open or not: takes a
    /// finished run in, moves playback on by `seconds`, and with
    /// auto-regenerate on starts a run when the settings or the document
    /// changed since the last one.
    void updateGeneration(double seconds);

    // --- What panels ask the shell for ----------------------------------------
    /// The shell takes each request once.
    void requestCatalogueReport() { catalogueReportRequested_ = true; }
    bool takeCatalogueReportRequest() { return std::exchange(catalogueReportRequested_, false); }
    /// A panel (by title) a panel wants opened, such as Play-test from the
    /// Generation panel; the shell opens each asked for, in order, at the
    /// end of the frame. With `keepInView`, the title of the panel asking:
    /// when the two share an area, the one asked for opens in another, so
    /// that both are on show.
    struct PanelRequest {
        std::string title;
        std::string keepInView;
    };
    void requestPanel(std::string title, std::string keepInView = {}) {
        panelsRequested_.push_back({std::move(title), std::move(keepInView)});
    }
    std::vector<PanelRequest> takePanelRequests() { return std::exchange(panelsRequested_, {}); }
    void requestOpenDialog() { openDialogRequested_ = true; }
    bool takeOpenDialogRequest() { return std::exchange(openDialogRequested_, false); }

private:
    ChangeNotices& notices_;
    const Document& document_;
    GenerationSession& generation_;

    bool regionMode_ = false;
    bool showRegions_ = true;
    ViewMode viewMode_ = ViewMode::TwoD;
    bool tileView_ = false;
    bool showFrameTime_ = false;
    float uiScale_ = 0.0f;
    std::optional<std::string> spotlight_;
    bool catalogueReportRequested_ = false;
    std::vector<PanelRequest> panelsRequested_;
    bool openDialogRequested_ = false;
};

}  // namespace easylink::ui
