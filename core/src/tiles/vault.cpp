#include "easylink/tiles/vault.hpp"

#include <algorithm>
#include <string>
#include <utility>

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

/// Reads a blueprint file line by line: "vault NAME" opens a vault, the
/// rows after it are its blueprint, and a blank line, the next vault or the
/// end of the file closes it. Lines starting with ';' are comments. Past a
/// limit the reading stops at once: a file of 100,000 vaults is refused
/// after its first 1,000, not read, stored and stamped.
class VaultReader {
public:
    explicit VaultReader(std::vector<Problem>& problems) : problems_(problems) {}

    /// Reads the next line; false once a limit is passed and reading stops.
    bool readLine(std::string_view line) {
        ++lineNumber_;
        if (!line.empty() && line.front() == ';') {
            return true;
        }
        if (line.empty()) {
            close();
        } else if (line.starts_with("vault ") || line == "vault") {
            open(line);
        } else {
            addRow(line);
        }
        return !full_;
    }

    /// The vaults read, once the last line is in.
    std::vector<Vault> finish() {
        close();
        if (vaults_.empty() && problems_.empty()) {
            problems_.push_back({Severity::Error, "", std::nullopt,
                                 "no vaults: a blueprint starts with a line \"vault NAME\""});
        }
        return std::move(vaults_);
    }

private:
    void problem(int line, const std::string& message) {
        problems_.push_back(
            {Severity::Error, "", std::nullopt, "line " + std::to_string(line) + ": " + message});
    }

    /// True while the last vault takes rows (it is closed once it has a width).
    bool inVault() const { return !vaults_.empty() && vaults_.back().width == 0; }

    /// Starts a vault at a "vault NAME" line, unless the file already holds
    /// as many as it may.
    void open(std::string_view line) {
        close();
        if (vaults_.size() >= kMaxVaults && !full_) {
            problem(lineNumber_, "more than " + std::to_string(kMaxVaults) +
                                     " vaults; a file holds at most " + std::to_string(kMaxVaults));
            full_ = true;
        }
        if (full_) {
            return;
        }
        std::string name(trimmed(line.substr(5)));
        name.erase(0, name.find_first_not_of(' '));
        if (name.empty()) {
            problem(lineNumber_, "a vault needs a name: \"vault NAME\"");
        }
        vaults_.push_back({name.empty() ? "vault" : name, 0, 0, {}});
        openedAt_ = lineNumber_;
    }

    /// One blueprint row of the open vault: its characters checked, kept
    /// when the vault stays within kMaxVaultSide.
    void addRow(std::string_view line) {
        if (!inVault()) {
            problem(lineNumber_, "a blueprint row outside a vault; start one with \"vault NAME\"");
            return;
        }
        checkCharacters(line);
        if (line.size() > kMaxVaultSide || rows_.size() >= kMaxVaultSide) {
            problem(lineNumber_,
                    "a vault is at most " + std::to_string(kMaxVaultSide) + " tiles a side");
            return;
        }
        rows_.emplace_back(line);
    }

    void checkCharacters(std::string_view line) {
        for (std::size_t x = 0; x < line.size(); ++x) {
            const char c = line[x];
            const std::optional<TileKind> kind = tileKindFromChar(c);
            const std::string shown = c >= 32 && c < 127 ? std::string(1, c) : byteText(c);
            if (!kind) {
                problem(lineNumber_, "column " + std::to_string(x + 1) + ": '" + shown +
                                         "' is not a tile character (# . + , * = ! m or space)");
            } else if (*kind == TileKind::Start || *kind == TileKind::Exit) {
                problem(lineNumber_, "column " + std::to_string(x + 1) + ": '" + shown +
                                         "': starts and the exit are placed by the generator");
            }
        }
    }

    /// Closes the open vault: its rows become its cells, padded with spaces
    /// to the widest row. A vault with no rows is dropped, and so is one that
    /// takes the file's tiles past kMaxVaultTiles, which stops the reading.
    void close() {
        if (!inVault()) {
            return;
        }
        Vault& vault = vaults_.back();
        if (rows_.empty()) {
            problem(openedAt_, "vault \"" + vault.name + "\" has no rows");
            vaults_.pop_back();
            return;
        }
        std::size_t width = 0;
        for (const std::string& row : rows_) {
            width = std::max(width, row.size());
        }
        vault.width = static_cast<int>(width);
        vault.height = static_cast<int>(rows_.size());
        cellsSoFar_ += std::int64_t{vault.width} * vault.height;
        if (cellsSoFar_ > kMaxVaultTiles) {
            problem(openedAt_, "the blueprints so far cover more than " +
                                   std::to_string(kMaxVaultTiles) +
                                   " tiles, the most one file may hold");
            full_ = true;
            rows_.clear();
            vaults_.pop_back();
            return;
        }
        for (const std::string& row : rows_) {
            for (std::size_t x = 0; x < width; ++x) {
                const char c = x < row.size() ? row[x] : ' ';
                vault.cells.push_back(c == ' ' ? std::nullopt : tileKindFromChar(c));
            }
        }
        rows_.clear();
    }

    std::vector<Problem>& problems_;
    std::vector<Vault> vaults_;
    std::vector<std::string> rows_;  // the open vault's rows so far
    int lineNumber_ = 0;
    int openedAt_ = 0;  // the line of the open vault's "vault NAME"
    bool full_ = false;
    std::int64_t cellsSoFar_ = 0;
};

}  // namespace

std::vector<Vault> parseVaults(std::string_view text, std::vector<Problem>& problems) {
    if (text.size() > kMaxVaultFileBytes) {
        problems.push_back({Severity::Error, "", std::nullopt,
                            "the file is " + std::to_string(text.size()) +
                                " bytes; a vault file is at most " +
                                std::to_string(kMaxVaultFileBytes) + " bytes"});
        return {};
    }
    VaultReader reader(problems);
    for (std::size_t begin = 0; begin <= text.size();) {
        const std::size_t end = std::min(text.find('\n', begin), text.size());
        const std::string_view line = trimmed(text.substr(begin, end - begin));
        begin = end + 1;
        if (!reader.readLine(line)) {
            break;
        }
    }
    return reader.finish();
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
