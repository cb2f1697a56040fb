#pragma once

// [SECTION] Tile generator fields
//
// What the Generation panel shows in place of easylink's parameters when a
// tile-map generator is chosen: each of its options with its range and
// meaning as a tooltip (edits clamped to the range, checked by the
// session), a reset, and the prefab vaults: a blueprint file loaded by path
// (its first problem shown under the field) or cleared.

#include <string>

namespace easylink::ui {

class GenerationSession;

class TileGeneratorFields {
public:
    void draw(GenerationSession& session);

    /// The message of the last vault load: what was loaded, or its problem.
    const std::string& vaultMessage() const { return vaultMessage_; }
    /// Loads the blueprints of `path` into the session; false with a message otherwise.
    bool loadVaults(GenerationSession& session, const std::string& path);

private:
    void drawOptions(GenerationSession& session);
    void drawVaults(GenerationSession& session);

    std::string errorKey_;
    std::string error_;
    std::string vaultPath_;
    std::string vaultMessage_;
    bool vaultFailed_ = false;
};

}  // namespace easylink::ui
