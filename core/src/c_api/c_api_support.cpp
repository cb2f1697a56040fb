#include "c_api/c_api_support.hpp"

#include <algorithm>
#include <array>
#include <cstring>

namespace easylink::c_api {

void writeError(char* err, std::size_t errLen, std::string_view message) {
    if (err == nullptr || errLen == 0) {
        return;
    }
    const std::size_t length = std::min(errLen - 1, message.size());
    std::memcpy(err, message.data(), length);
    // One line, whatever the message: callers print it as it is.
    std::replace(err, err + length, '\n', ' ');
    err[length] = '\0';
}

const char* kindName(ModuleKind kind) {
    static const std::array<std::string, kAllModuleKinds.size()> names = [] {
        std::array<std::string, kAllModuleKinds.size()> all;
        for (const ModuleKind each : kAllModuleKinds) {
            all[static_cast<std::size_t>(each)] = std::string(toString(each));
        }
        return all;
    }();
    return names[static_cast<std::size_t>(kind)].c_str();
}

}  // namespace easylink::c_api
