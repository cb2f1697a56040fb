#include "document_head.hpp"

#include <fstream>
#include <vector>

namespace easylink {
namespace {

/// nlohmann's SAX interface over the root object: keeps "format" and builds
/// "params" (a small tree), skips every other member, and stops the parse
/// once both are in, or once "params" passes the limits.
class HeadReader {
public:
    using number_integer_t = Json::number_integer_t;
    using number_unsigned_t = Json::number_unsigned_t;
    using number_float_t = Json::number_float_t;
    using string_t = Json::string_t;
    using binary_t = Json::binary_t;

    HeadReader(std::size_t maxBytes, int maxDepth) : maxBytes_(maxBytes), maxDepth_(maxDepth) {}

    DocumentHead head;

    bool null() { return value(nullptr, 4); }
    bool boolean(bool b) { return value(b, 5); }
    bool number_integer(number_integer_t n) { return value(n, 8); }
    bool number_unsigned(number_unsigned_t n) { return value(n, 8); }
    bool number_float(number_float_t n, const string_t& text) { return value(n, text.size()); }
    bool string(string_t& text) {
        if (depth_ == 1 && member_ == Member::Format) {
            head.format = text;
            return !done();
        }
        return value(text, text.size() + 2);
    }
    bool binary(binary_t&) { return false; }
    bool start_object(std::size_t) { return open(Json::object()); }
    bool start_array(std::size_t) { return open(Json::array()); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }
    bool key(string_t& name) {
        if (depth_ == 1) {
            member_ = name == "format"   ? Member::Format
                      : name == "params" ? Member::Params
                                         : Member::Other;
            return true;
        }
        key_ = name;
        return spend(name.size() + 3);
    }
    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) {
        return false;
    }

private:
    enum class Member { None, Format, Params, Other };

    void refuseParams() {
        head.params.reset();
        head.paramsTooBig = true;
    }

    bool capturing() const { return depth_ >= 1 && member_ == Member::Params; }
    bool done() const { return head.format.has_value() && paramsDone_; }

    /// Counts `bytes` of text inside "params"; false past the limit.
    bool spend(std::size_t bytes) {
        if (!capturing()) {
            return true;
        }
        spent_ += bytes;
        return spent_ <= maxBytes_;
    }

    /// Where the next value inside "params" goes.
    Json& place(Json made) {
        if (stack_.empty()) {
            head.params = std::move(made);
            return *head.params;
        }
        Json& parent = *stack_.back();
        if (parent.is_array()) {
            parent.push_back(std::move(made));
            return parent.back();
        }
        Json& slot = parent[key_];
        slot = std::move(made);
        return slot;
    }

    bool value(Json made, std::size_t bytes) {
        if (depth_ == 0) {
            return false;  // not an object
        }
        if (!capturing()) {
            return true;
        }
        if (!spend(bytes)) {
            refuseParams();
            return false;
        }
        place(std::move(made));
        if (stack_.empty()) {
            paramsDone_ = true;
            return !done();
        }
        return true;
    }

    bool open(Json container) {
        ++depth_;
        if (depth_ == 1) {
            return true;  // the root
        }
        if (!capturing()) {
            return true;
        }
        if (static_cast<int>(stack_.size()) >= maxDepth_ || !spend(2)) {
            refuseParams();
            return false;
        }
        // A parent gains no member while its child is open, so the
        // pointers on the stack stay valid.
        stack_.push_back(&place(std::move(container)));
        return true;
    }

    bool close() {
        --depth_;
        if (depth_ == 0) {
            return false;  // the end of the root: nothing more to read
        }
        if (!capturing()) {
            return true;
        }
        stack_.pop_back();
        if (stack_.empty()) {
            paramsDone_ = true;
            return !done();
        }
        return true;
    }

    std::size_t maxBytes_;
    int maxDepth_;
    int depth_ = 0;
    Member member_ = Member::None;
    std::string key_;
    std::vector<Json*> stack_;
    std::size_t spent_ = 0;
    bool paramsDone_ = false;
};

}  // namespace

DocumentHead readDocumentHead(const std::filesystem::path& path, std::size_t maxBytes,
                              int maxDepth) {
    HeadReader reader(maxBytes, maxDepth);
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        return {};
    }
    try {
        Json::sax_parse(in, &reader);
    } catch (const std::exception&) {
        // Out of memory, or a read error: what was read by then stands.
    }
    DocumentHead head = std::move(reader.head);
    return head;
}

}  // namespace easylink
