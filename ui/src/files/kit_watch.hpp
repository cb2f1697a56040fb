#pragma once

// [SECTION] Kit watch
//
// A designer goes on changing the room kit in a 3D tool after importing it.
// The watch follows the kits of the catalogue on show: the glTF files its
// modules draw their meshes from, and the kits imported into it in this
// session (an FBX kit among them). When one changes on disk, the shell
// offers to import it again; a file the editor writes itself (the glTF of
// an FBX kit) is taken as seen.

#include <filesystem>
#include <map>
#include <optional>
#include <set>

#include "easylink/catalogue/catalogue.hpp"

namespace easylink::ui {

class KitWatch {
public:
    /// Follows `kit`, imported now into the catalogue at `cataloguePath`.
    void imported(const std::filesystem::path& cataloguePath, const std::filesystem::path& kit);
    /// Takes `file` as seen as it is now.
    void seen(const std::filesystem::path& file);
    /// Looks at the kits of `catalogue` (saved at `cataloguePath`) and those
    /// imported into it: the first whose file changed since it was last
    /// seen, which is then seen. A kit met for the first time is seen as it
    /// is; another catalogue starts the watch afresh.
    std::optional<std::filesystem::path> changedKit(const Catalogue& catalogue,
                                                    const std::filesystem::path& cataloguePath);

private:
    using Stamp = std::optional<std::filesystem::file_time_type>;
    static Stamp stampOf(const std::filesystem::path& file);
    void follow(const std::filesystem::path& cataloguePath);

    std::filesystem::path catalogue_;
    std::set<std::filesystem::path> imported_;
    std::map<std::filesystem::path, Stamp> stamps_;
};

}  // namespace easylink::ui
