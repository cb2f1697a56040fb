# Renders MAP with Tiled's RASTERIZER to OUTPUT without a display, failing
# when the rasterizer fails or writes nothing (a stale OUTPUT is removed first).

file(REMOVE "${OUTPUT}")
set(ENV{QT_QPA_PLATFORM} offscreen)
execute_process(COMMAND "${RASTERIZER}" "${MAP}" "${OUTPUT}"
    RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "tmxrasterizer failed (${result}) on ${MAP}:\n${out}${err}")
endif()
if(NOT EXISTS "${OUTPUT}")
    message(FATAL_ERROR "tmxrasterizer wrote no ${OUTPUT}:\n${out}${err}")
endif()
message(STATUS "tmxrasterizer rendered ${MAP} to ${OUTPUT}")
