# libeasylink exports the C interface and nothing else: every symbol that
# `nm -D --defined-only` lists must start with el_ (docs/design.md section 9).
#   cmake -DNM=nm -DLIBRARY=libeasylink.so -P exported_symbols.cmake
execute_process(COMMAND "${NM}" -D --defined-only "${LIBRARY}"
    OUTPUT_VARIABLE listing RESULT_VARIABLE status)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "${NM} failed on ${LIBRARY}")
endif()
string(REPLACE "\n" ";" lines "${listing}")
set(exported 0)
foreach(line IN LISTS lines)
    if(line MATCHES "^[0-9a-fA-F]* +[A-Za-z] +(.+)$")
        set(symbol "${CMAKE_MATCH_1}")
        if(NOT symbol MATCHES "^el_")
            message(FATAL_ERROR "libeasylink exports ${symbol}; only el_* may leave it")
        endif()
        math(EXPR exported "${exported} + 1")
    endif()
endforeach()
if(exported LESS 15)
    message(FATAL_ERROR "libeasylink exports ${exported} el_ functions; easylink.h declares 15")
endif()
message(STATUS "libeasylink exports ${exported} symbols, all el_*")
