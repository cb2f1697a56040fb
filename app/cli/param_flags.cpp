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
    ParamArgs result;
    if (auto paramsPath = args.value("--params")) {
        const ParsedJson parsed = readJsonFile(*paramsPath);
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
    return result;
}

}  // namespace easylink::cli
