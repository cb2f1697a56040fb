# Converts MAP (a .tmj) with Tiled's own `tiled --export-map` to OUTPUT (the
# format follows OUTPUT's extension, .tmx here) without a display: Tiled
# must read the map, tileset and objects we wrote to write them back out.

file(REMOVE "${OUTPUT}")
set(ENV{QT_QPA_PLATFORM} offscreen)
execute_process(COMMAND "${TILED}" --export-map "${MAP}" "${OUTPUT}"
    RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "tiled --export-map failed (${result}) on ${MAP}:\n${out}${err}")
endif()
if(NOT EXISTS "${OUTPUT}")
    message(FATAL_ERROR "tiled --export-map wrote no ${OUTPUT}:\n${out}${err}")
endif()
file(READ "${OUTPUT}" converted)
foreach(expected "<layer id=\"1\" name=\"tiles\"" "<objectgroup id=\"2\" name=\"layout\""
                 "name=\"module\"" "name=\"kind\" value=\"door\"")
    string(FIND "${converted}" "${expected}" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "${OUTPUT} lacks ${expected}")
    endif()
endforeach()
message(STATUS "tiled converted ${MAP} to ${OUTPUT}")
