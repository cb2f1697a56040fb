# Writes the C++ source that builds the default data tables into libeasylink
# (c_api_support.hpp, defaultTableText), so that a game's generators that
# read tables run on the same tables as `easylink generate` without the
# assets folder. Run at build time:
#   cmake -DOUT=FILE -DTABLES="a.json;b.json" -P embed_tables.cmake
set(text "// Made at build time by core/src/c_api/embed_tables.cmake from assets/tables.\n")
string(APPEND text "#include \"c_api/c_api_support.hpp\"\n\n")
string(APPEND text "namespace easylink::c_api {\n\n")
string(APPEND text "std::string_view defaultTableText(std::string_view generator) {\n")
foreach(table IN LISTS TABLES)
    get_filename_component(name "${table}" NAME_WE)
    file(READ "${table}" json)
    if(json MATCHES "\\)easylink_table\"")
        message(FATAL_ERROR "${table} holds the raw string's delimiter")
    endif()
    string(APPEND text "    if (generator == \"${name}\") {\n")
    string(APPEND text "        return R\"easylink_table(${json})easylink_table\";\n    }\n")
endforeach()
string(APPEND text "    return {};\n}\n\n}  // namespace easylink::c_api\n")
# Rewritten only when it changes, so a build with the same tables compiles nothing.
file(WRITE "${OUT}.new" "${text}")
file(COPY_FILE "${OUT}.new" "${OUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUT}.new")
