#pragma once

// [SECTION] Change notices
//
// What changed in the editor, said once by whoever changed it and heard by
// whoever keeps something derived from it. The document says when its
// catalogue changes, the generation session when its settings, its run or
// its step do, the selection when it moves; a panel that caches a table,
// a texture or a batch keeps a ChangeWatch on the kinds it derives from and
// recomputes when the watch says so, instead of storing counters and
// comparing them every frame.
//
// Notices are pushed: notify() marks every watch of that kind at once, on
// the UI thread, and a watch is read when its owner next draws. A watch not
// yet attached says "changed", so that whatever it guards is computed the
// first time.

#include <cstdint>
#include <initializer_list>
#include <vector>

namespace easylink::ui {

enum class Change : std::uint8_t {
    Catalogue,    // the document's catalogue: opened, edited, undone, reloaded
    Parameters,   // the generator's parameters or the seed
    Generator,    // which generator runs, or its tile options
    Inputs,       // files a run reads besides the catalogue: tables, vaults
    Selection,    // the selected module, room or corridor, or region
    Run,          // a run arrived, was refused, or a layout file was put on show
    Cursor,       // the step on show moved
    ShownLayout,  // the layout at the step changed: a new run, or a step across a mutation
};

class ChangeWatch;

class ChangeNotices {
public:
    ChangeNotices() = default;
    /// Watches outliving their notices are left unattached.
    ~ChangeNotices();
    ChangeNotices(const ChangeNotices&) = delete;
    ChangeNotices& operator=(const ChangeNotices&) = delete;

    /// Marks every watch of `change`.
    void notify(Change change);
    /// How many notices of `change` were given: for tests and the status line.
    std::uint64_t count(Change change) const { return counts_[static_cast<std::size_t>(change)]; }

private:
    friend class ChangeWatch;
    static constexpr std::size_t kKinds = 8;

    std::vector<ChangeWatch*> watches_;
    std::uint64_t counts_[kKinds] = {};
};

/// Collects the notices of some kinds until they are taken. Neither copied
/// nor moved: it is registered with its notices by address.
class ChangeWatch {
public:
    ChangeWatch() = default;
    ChangeWatch(ChangeNotices& notices, std::initializer_list<Change> kinds) {
        attach(notices, kinds);
    }
    ~ChangeWatch() { detach(); }
    ChangeWatch(const ChangeWatch&) = delete;
    ChangeWatch& operator=(const ChangeWatch&) = delete;

    /// Listens to `kinds` of `notices` from now on; nothing when already
    /// listening to those notices. A watch attached anew says "changed".
    void attach(ChangeNotices& notices, std::initializer_list<Change> kinds);
    /// True when a watched change came since the last take() or forget(),
    /// or the watch is not attached.
    bool changed() const { return notices_ == nullptr || pending_; }
    /// Listens to `kinds` of `notices` with nothing pending: from now on,
    /// changed() says whether any came since this call.
    void restart(ChangeNotices& notices, std::initializer_list<Change> kinds) {
        attach(notices, kinds);
        forget();
    }
    /// changed(), and forgets it.
    bool take() {
        const bool was = changed();
        pending_ = false;
        return was;
    }
    /// Forgets the changes so far: what it guards is up to date now.
    void forget() { pending_ = false; }

private:
    friend class ChangeNotices;
    void detach();

    ChangeNotices* notices_ = nullptr;
    std::uint32_t kinds_ = 0;  // one bit per Change
    bool pending_ = true;
};

}  // namespace easylink::ui
