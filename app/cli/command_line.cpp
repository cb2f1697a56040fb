#include "cli/command_line.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>

#include "cli/asset_paths.hpp"
#include "cli/verbs.hpp"

namespace easylink::cli {
namespace {

std::vector<Verb> allVerbs() {
    return {makeEditVerb(), makeGenerateVerb(), makeImportModulesVerb(),
            makePlayVerb(), makeReportVerb(),   makeValidateVerb()};
}

std::string topLevelHelp(const std::vector<Verb>& verbs) {
    std::string out =
        "usage: easylink [VERB] [OPTIONS]\n\n"
        "Easylink Studio: module-based procedural dungeon generation.\n"
        "Without a verb, opens the editor on the default catalogue.\n\nverbs:\n";
    for (const Verb& verb : verbs) {
        out +=
            "  " + verb.spec.name +
            std::string(
                std::max<std::size_t>(16, verb.spec.name.size() + 2) - verb.spec.name.size(), ' ') +
            verb.spec.summary + "\n";
    }
    out +=
        "\noptions:\n"
        "  -h, --help    show this help, or a verb's help after the verb\n"
        "  --version     print the version and exit\n"
        "\nexit codes: 0 success, 1 invalid input or failed work, 2 wrong command line\n";
    return out;
}

}  // namespace

int usageError(const std::string& verb, const std::string& message, std::ostream& err) {
    err << "easylink " << verb << ": " << message << "\n(run 'easylink " << verb
        << " --help' for usage)\n";
    return kExitUsage;
}

int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    const std::vector<Verb> verbs = allVerbs();
    std::string verbName = "edit";
    std::span<const std::string> rest(args);
    if (!args.empty()) {
        if (args[0] == "-h" || args[0] == "--help" || args[0] == "help") {
            out << topLevelHelp(verbs);
            return kExitOk;
        }
        if (args[0] == "--version") {
            out << "easylink " << EASYLINK_VERSION << '\n';
            return kExitOk;
        }
        if (args[0].empty() || args[0][0] != '-') {
            verbName = args[0];
            rest = rest.subspan(1);
        }
    }
    for (const Verb& verb : verbs) {
        if (verb.spec.name != verbName) {
            continue;
        }
        auto parsed = parseArguments(verb.spec, rest);
        if (const auto* message = std::get_if<std::string>(&parsed)) {
            err << "easylink " << verb.spec.name << ": " << *message << "\n(run 'easylink "
                << verb.spec.name << " --help' for usage)\n";
            return kExitUsage;
        }
        const Arguments& arguments = std::get<Arguments>(parsed);
        if (arguments.helpRequested) {
            out << formatVerbHelp(verb.spec);
            return kExitOk;
        }
        CommandFiles files = declaredFiles(verb.spec, arguments);
        if (verb.moreFiles) {
            verb.moreFiles(arguments, files);
        }
        if (!files.outputs.empty()) {
            for (const std::filesystem::path& shipped : shippedAssetFiles()) {
                files.inputs.push_back({"the shipped file", shipped});
            }
        }
        if (auto clash = findPathClash(files.inputs, files.outputs)) {
            err << "easylink " << verb.spec.name << ": " << *clash << '\n';
            return kExitUsage;
        }
        return verb.run(arguments, out, err);
    }
    err << "easylink: unknown verb '" << verbName << "'\n(run 'easylink --help' for the list)\n";
    return kExitUsage;
}

int run(int argc, char** argv) {
    std::vector<std::string> args;
    for (int i = 1; i < argc; ++i) {
        args.emplace_back(argv[i]);
    }
    try {
        const int code = run(args, std::cout, std::cerr);
        // A full disk or a closed pipe on standard output is a failure too.
        std::cout.flush();
        errno = 0;
        const bool flushed = std::fflush(stdout) == 0 && std::ferror(stdout) == 0;
        if (!std::cout || !flushed) {
            std::cerr << "easylink: cannot write to standard output: "
                      << (errno != 0 ? std::strerror(errno) : "the write failed") << '\n';
            return code == kExitOk ? kExitFailure : code;
        }
        return code;
    } catch (const std::exception& e) {
        std::cerr << "easylink: internal error: " << e.what() << '\n';
        return kExitFailure;
    }
}

}  // namespace easylink::cli
