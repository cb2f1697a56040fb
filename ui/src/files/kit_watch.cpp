#include "files/kit_watch.hpp"

#include <system_error>

namespace easylink::ui {
namespace {

namespace fs = std::filesystem;

fs::path normalPath(const fs::path& file) {
    std::error_code ec;
    const fs::path absolute = fs::absolute(file, ec);
    return (ec ? file : absolute).lexically_normal();
}

}  // namespace

KitWatch::Stamp KitWatch::stampOf(const fs::path& file) {
    std::error_code ec;
    const fs::file_time_type time = fs::last_write_time(file, ec);
    return ec ? Stamp() : Stamp(time);
}

void KitWatch::follow(const fs::path& cataloguePath) {
    const fs::path catalogue = normalPath(cataloguePath);
    if (catalogue != catalogue_) {
        catalogue_ = catalogue;
        imported_.clear();
        stamps_.clear();
    }
}

void KitWatch::imported(const fs::path& cataloguePath, const fs::path& kit) {
    follow(cataloguePath);
    imported_.insert(normalPath(kit));
    seen(kit);
}

void KitWatch::seen(const fs::path& file) {
    stamps_[normalPath(file)] = stampOf(file);
}

std::optional<fs::path> KitWatch::changedKit(const Catalogue& catalogue,
                                             const fs::path& cataloguePath) {
    follow(cataloguePath);
    std::set<fs::path> kits = imported_;
    const fs::path folder = catalogue_.parent_path();
    for (const ModuleTemplate& module : catalogue.modules) {
        if (module.mesh && !module.mesh->file.empty()) {
            kits.insert((folder / module.mesh->file).lexically_normal());
        }
    }
    for (const fs::path& kit : kits) {
        const Stamp now = stampOf(kit);
        const auto [at, isNew] = stamps_.try_emplace(kit, now);
        if (isNew || at->second == now) {
            continue;
        }
        at->second = now;
        if (now) {  // a kit removed is no kit to import
            return kit;
        }
    }
    return std::nullopt;
}

}  // namespace easylink::ui
