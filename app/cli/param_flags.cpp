#include "cli/param_flags.hpp"

#include <algorithm>

#include "easylink/io/json_document.hpp"
#include "easylink/output/params_file.hpp"

namespace easylink::cli {

std::string paramFlag(std::string_view key) {
    std::string flag = "--" + std::string(key);
    std::replace(flag.begin(), flag.end(), '_', '-');
    return flag;
}

void addParamFlags(std::vector<FlagSpec>& flags) {
    for (const ParamInfo& info : paramInfo()) {
        flags.push_back({paramFlag(info.key), "VALUE",
                         std::string(info.meaning) + " (" + std::string(info.range) + ")"});
    }
}

ParamArgs readParamArgs(const Arguments& args) {
    return readParamArgs(args, args.value("--params"));
}

ParamArgs readParamArgs(const Arguments& args, const std::optional<std::string>& paramsFile) {
    ParamArgs result;
    if (const auto& paramsPath = paramsFile) {
        // A parameters file is small (256 regions fill a few hundred KiB):
        // anything past the limit is refused unread. A layout file gives
        // its "params"; any other file of the program is refused as what it is.
        const ParamsFileRead read = readParamsFile(*paramsPath);
        std::vector<Problem> problems;
        result.params = paramsFromFile(read, result.params, problems);
        for (const Problem& problem : problems) {
            result.fileProblems.push_back(formatProblem(*paramsPath, problem));
        }
        if (!problems.empty()) {
            return result;
        }
        result.filePointerBase = read.pointerBase;
    }
    for (const ParamInfo& info : paramInfo()) {
        if (auto value = args.value(paramFlag(info.key))) {
            if (auto error = setParam(result.params, info.key, *value)) {
                result.usageError = *error;
                return result;
            }
        }
    }
    // Regions and targets depend on the final map size and on each other:
    // their problems are the file's (or the flag's) once every value is in.
    for (const ParamProblem& found : checkParams(result.params)) {
        if (!found.dependsOnOthers) {
            continue;
        }
        // The file given to this call (--params, or one side of report --compare).
        const Problem& problem = found.problem;
        if (paramsFile && !args.value(paramFlag(found.key))) {
            Problem located = problem;
            located.pointer = result.filePointerBase + problem.pointer;
            result.fileProblems.push_back(formatProblem(*paramsFile, located));
        } else {
            result.usageError = problem.pointer.substr(1) + ": " + problem.message;
            return result;
        }
    }
    return result;
}

}  // namespace easylink::cli
