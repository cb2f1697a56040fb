#include "easylink/io/json_format.hpp"

#include "easylink/io/json_writer.hpp"

namespace easylink {

std::string formatJsonReadable(const Json& value, std::size_t lineLimit) {
    std::string out;
    JsonWriter writer(out, JsonStyle::Readable, lineLimit);
    writer.value(value);
    out += '\n';
    return out;
}

}  // namespace easylink
