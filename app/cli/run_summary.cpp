#include "cli/run_summary.hpp"

#include <array>
#include <cctype>
#include <map>
#include <optional>
#include <utility>

#include "easylink/export/tiled_export.hpp"
#include "easylink/output/run_summary.hpp"
#include "easylink/output/scene_files.hpp"

namespace easylink::cli {

std::string describeWritten(const RunView& run, const RunFiles& files) {
    std::string text = "wrote " + files.layout.string();
    for (const auto* extra : {&files.png, &files.ascii, &files.explain}) {
        if (*extra) {
            text += ", " + (*extra)->string();
        }
    }
    if (files.tiled) {
        text += ", " + files.tiled->string() + ", " + tiledTilesetImagePath(*files.tiled).string();
    }
    if (files.gltf) {
        text += ", " + files.gltf->string();
        if (isGltfText(*files.gltf)) {
            text += ", " + gltfBinPath(*files.gltf).string();
        }
    }
    return text + " (" + describeRun(run) + ")";
}

namespace {

/// "corridor 9: no corridor module fits" as {"corridor", "9", "no ..."};
/// nothing for a problem of another shape.
std::optional<std::array<std::string, 3>> splitSubject(const std::string& problem) {
    const std::size_t space = problem.find(' ');
    const std::size_t colon = problem.find(": ");
    if (space == std::string::npos || colon == std::string::npos || colon <= space + 1) {
        return std::nullopt;
    }
    const std::string id = problem.substr(space + 1, colon - space - 1);
    for (const char c : id) {
        if (std::isdigit(static_cast<unsigned char>(c)) == 0) {
            return std::nullopt;
        }
    }
    return std::array<std::string, 3>{problem.substr(0, space), id, problem.substr(colon + 2)};
}

}  // namespace

std::vector<std::string> groupedProblems(const std::vector<std::string>& problems,
                                         std::size_t maxLines) {
    // Groups in the order their first problem comes.
    struct Group {
        std::string subject;
        std::string what;
        std::vector<std::string> ids;
        std::string whole;  // a problem of another shape, alone
    };
    std::vector<Group> groups;
    std::map<std::pair<std::string, std::string>, std::size_t> index;
    for (const std::string& problem : problems) {
        const auto parts = splitSubject(problem);
        if (!parts) {
            groups.push_back({{}, {}, {}, problem});
            continue;
        }
        const auto [at, isNew] = index.try_emplace({(*parts)[0], (*parts)[2]}, groups.size());
        if (isNew) {
            groups.push_back({(*parts)[0], (*parts)[2], {}, {}});
        }
        groups[at->second].ids.push_back((*parts)[1]);
    }
    constexpr std::size_t kIdsNamed = 4;
    std::vector<std::string> lines;
    for (const Group& group : groups) {
        if (!group.whole.empty()) {
            lines.push_back(group.whole);
        } else if (group.ids.size() == 1) {
            lines.push_back(group.subject + " " + group.ids.front() + ": " + group.what);
        } else {
            // "corridors 7 and 24", or "corridors 0, 3, 4, 5 and 33 more (37 in all)"
            const std::size_t n = group.ids.size();
            const std::size_t named = n <= kIdsNamed ? n : kIdsNamed;
            std::string line = group.subject + "s ";
            for (std::size_t i = 0; i < named; ++i) {
                line += (i == 0 ? "" : i + 1 == n ? " and " : ", ") + group.ids[i];
            }
            if (n > named) {
                line += " and " + std::to_string(n - named) + " more (" + std::to_string(n) +
                        " in all)";
            }
            line += ": " + group.what;
            lines.push_back(std::move(line));
        }
    }
    if (maxLines > 0 && lines.size() > maxLines) {
        const std::size_t more = lines.size() - (maxLines - 1);
        lines.resize(maxLines - 1);
        lines.push_back("and " + std::to_string(more) +
                        " more kinds of problem: the layout file lists every one");
    }
    return lines;
}

}  // namespace easylink::cli
