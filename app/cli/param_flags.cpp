#include "cli/param_flags.hpp"

#include <algorithm>

#include "easylink/io/json_document.hpp"

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
        // anything past the limit is refused unread.
        const ParsedJson parsed =
            readJsonFile(*paramsPath, JsonLimits{kMaxParamsFileBytes, kMaxParamsFileDepth});
        if (!parsed.ok()) {
            result.fileProblems.push_back(formatProblem(*paramsPath, *parsed.error));
            return result;
        }
        std::vector<Problem> problems;
        result.params = paramsFromJson(parsed.value, result.params, problems);
        for (const Problem& problem : problems) {
            result.fileProblems.push_back(formatProblem(*paramsPath, problem));
        }
        if (!problems.empty()) {
            return result;
        }
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
            result.fileProblems.push_back(formatProblem(*paramsFile, problem));
        } else {
            result.usageError = problem.pointer.substr(1) + ": " + problem.message;
            return result;
        }
    }
    return result;
}

}  // namespace easylink::cli
