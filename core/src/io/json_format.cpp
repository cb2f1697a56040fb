#include "easylink/io/json_format.hpp"

#include "easylink/io/json_writer.hpp"

namespace easylink {

std::string formatJsonReadable(const Json& value, std::size_t lineLimit) {
    return readableJsonText([&](JsonWriter& writer) { writer.value(value); }, 0, lineLimit);
}

}  // namespace easylink
