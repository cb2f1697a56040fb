#pragma once

// [SECTION] Editor state
//
// The editor's parts, made once per window and handed to the panels: the
// document (the catalogue with its history and files, document.hpp), the
// selection (selection.hpp), the generation session (the run settings, the
// run worker and the cursor on the run on show, generation_session.hpp),
// the editor session (view toggles, spotlight, requests to the shell and
// runs on the document, editor_session.hpp), and the change notices all of
// them say what changes through (change_notices.hpp). The parts refer to
// one another, so they live here together, built in order.

#include "document/change_notices.hpp"
#include "document/document.hpp"
#include "document/selection.hpp"
#include "session/editor_session.hpp"
#include "session/generation_session.hpp"

namespace easylink::ui {

class EditorState {
public:
    EditorState() = default;
    EditorState(const EditorState&) = delete;
    EditorState& operator=(const EditorState&) = delete;

    /// The catalogue being edited, its history and its files.
    Document& document() { return document_; }
    const Document& document() const { return document_; }

    /// What the designer has selected: a module, a port to show, a region,
    /// a room or corridor of the layout on show, a component, a node of
    /// phase 2.
    Selection& selection() { return selection_; }
    const Selection& selection() const { return selection_; }

    /// The generator's settings, the run under way and the last run with its
    /// timeline: what the generation, timeline and viewport panels share.
    GenerationSession& generation() { return generation_; }
    const GenerationSession& generation() const { return generation_; }

    /// View toggles, the spotlight, requests to the shell, runs on the
    /// document.
    EditorSession& session() { return session_; }
    const EditorSession& session() const { return session_; }

    /// What changes in the editor, said once by what changed it.
    ChangeNotices& notices() { return notices_; }

private:
    // In this order: each part is built on those above it (the document
    // holds the selection by reference before it is built, to use later).
    ChangeNotices notices_;
    GenerationSession generation_{GenerationSession::Mode::Threaded,
                                  GenerationSession::kDefaultRerollSeed, &notices_};
    Document document_{notices_, selection_, generation_.settings()};
    Selection selection_{notices_, document_, generation_};
    EditorSession session_{notices_, document_, generation_};
};

}  // namespace easylink::ui
