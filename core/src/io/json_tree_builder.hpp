#pragma once

// [SECTION] Building a document in time linear in its size
//
// nlohmann's own DOM parser inserts each member with ordered_map::operator[],
// which searches the object's members one by one for the key: one object of
// n keys costs n*n/2 string comparisons (200,000 keys took over a minute).
// This SAX handler builds the same ordered_json by appending members to the
// object's underlying vector. A duplicate key is still found, as the old
// parser found it: in a small object by looking through its few members, in
// a large one through a hash index of its keys built once it grows past
// kIndexedFrom members. Duplicates keep the meaning they always had here:
// the member stays where the key first appeared and takes the last value.
//
// The handler also stops a document nested deeper than the limit, at the
// same depths the old parser's callback did (a value, key or container more
// than maxDepth levels below the top), so that nothing recursive (the
// destructor of nested values) ever sees an absurd depth.

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "easylink/io/json_document.hpp"

namespace easylink::json_reading {

class LinearTreeBuilder {
public:
    LinearTreeBuilder(Json& root, int maxDepth) : root_(root), maxDepth_(maxDepth) {}

    bool null() { return scalar(Json(nullptr)); }
    bool boolean(bool value) { return scalar(Json(value)); }
    bool number_integer(Json::number_integer_t value) { return scalar(Json(value)); }
    bool number_unsigned(Json::number_unsigned_t value) { return scalar(Json(value)); }
    bool number_float(Json::number_float_t value, const Json::string_t&) {
        return scalar(Json(value));
    }
    // The lexer clears its buffer before each token, so the text can be taken.
    bool string(Json::string_t& value) { return scalar(Json(std::move(value))); }
    bool binary(Json::binary_t& value) { return scalar(Json::binary(std::move(value))); }

    bool start_object(std::size_t) { return open(Json::object()); }
    bool start_array(std::size_t) { return open(Json::array()); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }

    bool key(Json::string_t& name) {
        if (tooDeep()) {
            return false;
        }
        Frame& frame = frames_.back();
        Members& members = membersOf(*frame.container);
        if (const std::optional<std::size_t> existing = findMember(frame, members, name)) {
            member_ = &members[*existing].second;
            return true;
        }
        members.emplace_back(std::move(name), nullptr);
        if (frame.index) {
            frame.index->add(members);
        }
        member_ = &members.back().second;
        return true;
    }

    template <class Exception>
    bool parse_error(std::size_t byte, const std::string&, const Exception& error) {
        errorByte_ = byte;
        errorText_ = withoutExceptionTag(error.what());
        return false;
    }

    bool depthExceeded() const { return depthExceeded_; }
    /// The count of bytes read when the error was met (1-based: the byte at fault).
    std::size_t errorByte() const { return errorByte_; }
    const std::string& errorText() const { return errorText_; }

private:
    using Members = Json::object_t::Container;

    // Below this many members a search through them is cheaper than a hash.
    static constexpr std::size_t kIndexedFrom = 32;

    /// The members of one large object by the hash of their key: open
    /// addressing over a power-of-two table of member numbers plus one (0 is
    /// a free cell), at most half full, so that no key costs an allocation.
    class KeyIndex {
    public:
        explicit KeyIndex(const Members& members) { rebuild(members, members.size()); }

        std::optional<std::size_t> find(const Members& members, const std::string& key) const {
            for (std::size_t cell = hashOf(key) & mask();; cell = (cell + 1) & mask()) {
                if (cells_[cell] == 0) {
                    return std::nullopt;
                }
                if (members[cells_[cell] - 1].first == key) {
                    return cells_[cell] - 1;
                }
            }
        }

        /// Records the member just appended to `members`.
        void add(const Members& members) {
            if (2 * members.size() > cells_.size()) {
                rebuild(members, members.size());
                return;
            }
            insert(members, members.size() - 1);
        }

    private:
        std::size_t mask() const { return cells_.size() - 1; }

        void rebuild(const Members& members, std::size_t count) {
            std::size_t size = 64;
            while (size < 4 * count) {
                size *= 2;
            }
            cells_.assign(size, 0);
            for (std::size_t i = 0; i < count; ++i) {
                insert(members, i);
            }
        }

        void insert(const Members& members, std::size_t member) {
            std::size_t cell = hashOf(members[member].first) & mask();
            while (cells_[cell] != 0) {
                cell = (cell + 1) & mask();
            }
            cells_[cell] = member + 1;
        }

        std::vector<std::size_t> cells_;
    };

    struct Frame {
        Json* container = nullptr;
        std::unique_ptr<KeyIndex> index;  // objects only, once they are large
    };

    static Members& membersOf(Json& object) {
        return static_cast<Members&>(object.get_ref<Json::object_t&>());
    }

    static std::size_t hashOf(const std::string& key) { return std::hash<std::string_view>{}(key); }

    static std::optional<std::size_t> findMember(Frame& frame, const Members& members,
                                                 const std::string& name) {
        if (!frame.index && members.size() < kIndexedFrom) {
            for (std::size_t i = 0; i < members.size(); ++i) {
                if (members[i].first == name) {
                    return i;
                }
            }
            return std::nullopt;
        }
        if (!frame.index) {
            frame.index = std::make_unique<KeyIndex>(members);
        }
        return frame.index->find(members, name);
    }

    /// "[json.exception.out_of_range.406] number overflow ..." -> "number overflow ...".
    static std::string withoutExceptionTag(std::string_view what) {
        if (what.rfind("[json.exception.", 0) == 0) {
            if (const auto end = what.find("] "); end != std::string_view::npos) {
                what.remove_prefix(end + 2);
            }
        }
        return std::string(what);
    }

    bool tooDeep() {
        depthExceeded_ = frames_.size() > static_cast<std::size_t>(maxDepth_);
        return depthExceeded_;
    }

    /// Stores a value where the document is: the root, the next element of
    /// the open array, or the member whose key was just read.
    Json* place(Json&& value) {
        if (frames_.empty()) {
            root_ = std::move(value);
            return &root_;
        }
        Json& container = *frames_.back().container;
        if (container.is_array()) {
            auto& elements = container.get_ref<Json::array_t&>();
            elements.push_back(std::move(value));
            return &elements.back();
        }
        *member_ = std::move(value);
        return member_;
    }

    bool scalar(Json&& value) {
        if (tooDeep()) {
            return false;
        }
        place(std::move(value));
        return true;
    }

    // The container's own slot in its parent stays put while it is open:
    // nothing is added to the parent until the container is closed.
    bool open(Json&& container) {
        if (tooDeep()) {
            return false;
        }
        frames_.push_back(Frame{place(std::move(container)), nullptr});
        return true;
    }

    bool close() {
        frames_.pop_back();
        return true;
    }

    Json& root_;
    int maxDepth_;
    std::vector<Frame> frames_;
    Json* member_ = nullptr;
    bool depthExceeded_ = false;
    std::size_t errorByte_ = 0;
    std::string errorText_;
};

}  // namespace easylink::json_reading
