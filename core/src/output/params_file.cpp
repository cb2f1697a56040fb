#include "easylink/output/params_file.hpp"

#include "document_head.hpp"
#include "easylink/io/atomic_file.hpp"
#include "easylink/io/json_format.hpp"

namespace easylink {
namespace {

constexpr const char* kLayoutFormat = "easylink-layout";

/// What a parameters file is, for the refusals.
constexpr const char* kWhatParamsAre =
    "a parameters file is a JSON object of parameters (docs/params.md), or a layout file, "
    "whose \"params\" are taken";

std::string describeFormat(const std::string& format) {
    if (format == "easylink-catalogue") {
        return "a catalogue";
    }
    if (format == "easylink-report") {
        return "a report";
    }
    if (format == "easylink-compare") {
        return "a comparison of two reports";
    }
    if (format == "easylink-recovery") {
        return "an editor's recovery file";
    }
    if (format == "easylink-passage-tables" || format == "easylink-grid-graph-tables") {
        return "a generator's data tables";
    }
    return "a file of the format \"" + printableExcerpt(format) + "\"";
}

ParamsFileRead refusal(std::string pointer, std::string message) {
    ParamsFileRead read;
    read.problem = Problem{Severity::Error, std::move(pointer), std::nullopt, std::move(message)};
    return read;
}

ParamsFileRead paramsOfLayout(std::optional<Json> params) {
    if (!params) {
        return refusal("/params",
                       "a layout file's parameters are missing; " + std::string(kWhatParamsAre));
    }
    if (!params->is_object()) {
        return refusal("/params", "must be an object, not " + describeJsonType(*params));
    }
    ParamsFileRead read;
    read.params = std::move(*params);
    read.pointerBase = "/params";
    return read;
}

}  // namespace

Problem ParamsFileRead::locate(Problem found) const {
    found.pointer = pointerBase + found.pointer;
    return found;
}

std::optional<std::string> describeOtherFormat(const Json& document) {
    if (!document.is_object()) {
        return std::nullopt;
    }
    const auto format = document.find("format");
    if (format == document.end() || !format->is_string() || *format == kLayoutFormat) {
        return std::nullopt;
    }
    return describeFormat(format->get<std::string>());
}

ParamsFileRead paramsOfDocument(const Json& document) {
    if (auto other = describeOtherFormat(document)) {
        return refusal("", *other + ", not a parameters file: " + kWhatParamsAre);
    }
    if (document.is_object()) {
        if (const auto format = document.find("format");
            format != document.end() && *format == kLayoutFormat) {
            const auto params = document.find("params");
            return paramsOfLayout(params == document.end() ? std::nullopt
                                                           : std::optional<Json>(*params));
        }
    }
    ParamsFileRead read;
    read.params = document;
    return read;
}

ParamsFileRead readParamsFile(const std::filesystem::path& path) {
    const JsonLimits limits{kMaxParamsFileBytes, kMaxParamsFileDepth};
    // The head first: a layout file gives its "params" (however big and
    // deep the rest of it), another kind of file is said to be what it is.
    // Only what says neither is read whole, as a parameters file, and
    // refused unread past the limits.
    DocumentHead head = readDocumentHead(path, limits.maxBytes, limits.maxDepth);
    if (head.format && *head.format == kLayoutFormat) {
        if (head.paramsTooBig) {
            return refusal("/params", "larger than " + std::to_string(limits.maxBytes) +
                                          " bytes or nested more than " +
                                          std::to_string(limits.maxDepth) +
                                          " levels deep; these are not parameters the tool wrote");
        }
        return paramsOfLayout(std::move(head.params));
    }
    if (head.format) {
        return refusal("",
                       describeFormat(*head.format) + ", not a parameters file: " + kWhatParamsAre);
    }
    ParsedJson parsed = readJsonFile(path, limits);
    if (!parsed.ok()) {
        ParamsFileRead read;
        read.problem = parsed.error;
        return read;
    }
    return paramsOfDocument(parsed.value);
}

EasylinkParams paramsFromFile(const ParamsFileRead& read, const EasylinkParams& base,
                              std::vector<Problem>& problems) {
    if (!read.ok()) {
        problems.push_back(*read.problem);
        return base;
    }
    std::vector<Problem> found;
    EasylinkParams params = paramsFromJson(read.params, base, found);
    for (Problem& problem : found) {
        problems.push_back(read.locate(std::move(problem)));
    }
    return params;
}

std::string paramsFileText(const EasylinkParams& params) {
    return formatJsonReadable(paramsToJson(params));
}

std::optional<std::string> saveParamsFile(const std::filesystem::path& path,
                                          const EasylinkParams& params) {
    return writeFileAtomically(path, paramsFileText(params), {.keepBackup = true});
}

}  // namespace easylink
