#include "easylink/tiles/vault.hpp"

#include <string>

#include "easylink/io/json_document.hpp"

namespace easylink {
namespace {

std::string_view trimmed(std::string_view line) {
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t')) {
        line.remove_suffix(1);
    }
    return line;
}

/// A byte that is not printable ASCII, as "\xFF".
std::string byteText(char c) {
    constexpr char kHex[] = "0123456789ABCDEF";
    const auto byte = static_cast<unsigned char>(c);
    return std::string("\\x") + kHex[byte >> 4] + kHex[byte & 15];
}

}  // namespace

std::vector<Vault> parseVaults(std::string_view text, std::vector<Problem>& problems) {
    std::vector<Vault> vaults;
    std::vector<std::string> rows;
    int lineNumber = 0;
    int openedAt = 0;
    const auto problem = [&](int line, const std::string& message) {
        problems.push_back(
            {Severity::Error, "", std::nullopt, "line " + std::to_string(line) + ": " + message});
    };
    // Past a limit the reading stops at once: a file of 100,000 vaults is
    // refused after its first 1,000, not read, stored and stamped.
    bool full = false;
    std::int64_t cellsSoFar = 0;
    const auto close = [&] {
        if (vaults.empty() || vaults.back().width > 0) {
            return;
        }
        Vault& vault = vaults.back();
        if (rows.empty()) {
            problem(openedAt, "vault \"" + vault.name + "\" has no rows");
            vaults.pop_back();
            return;
        }
        std::size_t width = 0;
        for (const std::string& row : rows) {
            width = std::max(width, row.size());
        }
        vault.width = static_cast<int>(width);
        vault.height = static_cast<int>(rows.size());
        cellsSoFar += std::int64_t{vault.width} * vault.height;
        if (cellsSoFar > kMaxVaultTiles) {
            problem(openedAt, "the blueprints so far cover more than " +
                                  std::to_string(kMaxVaultTiles) +
                                  " tiles, the most one file may hold");
            full = true;
            rows.clear();
            vaults.pop_back();
            return;
        }
        for (const std::string& row : rows) {
            for (std::size_t x = 0; x < width; ++x) {
                const char c = x < row.size() ? row[x] : ' ';
                vault.cells.push_back(c == ' ' ? std::nullopt : tileKindFromChar(c));
            }
        }
        rows.clear();
    };
    if (text.size() > kMaxVaultFileBytes) {
        problems.push_back({Severity::Error, "", std::nullopt,
                            "the file is " + std::to_string(text.size()) +
                                " bytes; a vault file is at most " +
                                std::to_string(kMaxVaultFileBytes) + " bytes"});
        return {};
    }
    std::size_t begin = 0;
    while (begin <= text.size() && !full) {
        const std::size_t end = std::min(text.find('\n', begin), text.size());
        const std::string_view line = trimmed(text.substr(begin, end - begin));
        begin = end + 1;
        ++lineNumber;
        if (!line.empty() && line.front() == ';') {
            continue;
        }
        if (line.empty()) {
            close();
            continue;
        }
        if (line.starts_with("vault ") || line == "vault") {
            close();
            if (vaults.size() >= kMaxVaults && !full) {
                problem(lineNumber, "more than " + std::to_string(kMaxVaults) +
                                        " vaults; a file holds at most " +
                                        std::to_string(kMaxVaults));
                full = true;
            }
            if (full) {
                break;
            }
            std::string name(trimmed(line.substr(5)));
            name.erase(0, name.find_first_not_of(' '));
            if (name.empty()) {
                problem(lineNumber, "a vault needs a name: \"vault NAME\"");
            }
            vaults.push_back({name.empty() ? "vault" : name, 0, 0, {}});
            openedAt = lineNumber;
            continue;
        }
        if (vaults.empty() || vaults.back().width > 0) {
            problem(lineNumber, "a blueprint row outside a vault; start one with \"vault NAME\"");
            continue;
        }
        for (std::size_t x = 0; x < line.size(); ++x) {
            const char c = line[x];
            const std::optional<TileKind> kind = tileKindFromChar(c);
            const std::string shown = c >= 32 && c < 127 ? std::string(1, c) : byteText(c);
            if (!kind) {
                problem(lineNumber, "column " + std::to_string(x + 1) + ": '" + shown +
                                        "' is not a tile character (# . + , * = ! m or space)");
            } else if (*kind == TileKind::Start || *kind == TileKind::Exit) {
                problem(lineNumber, "column " + std::to_string(x + 1) + ": '" + shown +
                                        "': starts and the exit are placed by the generator");
            }
        }
        if (line.size() > kMaxVaultSide || rows.size() >= kMaxVaultSide) {
            problem(lineNumber,
                    "a vault is at most " + std::to_string(kMaxVaultSide) + " tiles a side");
            continue;
        }
        rows.emplace_back(line);
    }
    close();
    if (vaults.empty() && problems.empty()) {
        problems.push_back({Severity::Error, "", std::nullopt,
                            "no vaults: a blueprint starts with a line \"vault NAME\""});
    }
    return vaults;
}

VaultFile readVaultFile(const std::string& path) {
    VaultFile read;
    const FileText file = readTextFile(path, kMaxVaultFileBytes);
    if (!file.ok()) {
        read.error = path + ": " + *file.error;
        return read;
    }
    std::vector<Problem> problems;
    read.vaults = parseVaults(file.text, problems);
    if (!problems.empty()) {
        read.vaults.clear();
        read.error = path + ": " + problems.front().message;
    }
    return read;
}

}  // namespace easylink
