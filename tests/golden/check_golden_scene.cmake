# Regenerates the golden glTF scene (a .gltf and its .bin) and compares both
# byte for byte with the files checked in; scripts/update-goldens.sh writes
# them anew after an intended change.
#   -DPROGRAM=... -DGOLDEN_DIR=... -DOUTPUT_DIR=...
set(stem scene-easylink-seed-1)
file(MAKE_DIRECTORY "${OUTPUT_DIR}")
execute_process(
    COMMAND "${PROGRAM}" generate --seed 1 --width 48 --height 48
            --out "${OUTPUT_DIR}/${stem}.json" --gltf "${OUTPUT_DIR}/${stem}.gltf"
    RESULT_VARIABLE status
    ERROR_VARIABLE errors
    OUTPUT_QUIET)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "easylink generate --gltf failed (${status}): ${errors}")
endif()
foreach(part IN ITEMS gltf bin)
    execute_process(COMMAND "${CMAKE_COMMAND}" -E compare_files
                            "${OUTPUT_DIR}/${stem}.${part}" "${GOLDEN_DIR}/${stem}.${part}"
        RESULT_VARIABLE different)
    if(different)
        message(FATAL_ERROR "seed 1's scene no longer gives ${GOLDEN_DIR}/${stem}.${part}; "
            "compare it with ${OUTPUT_DIR}/${stem}.${part}. If the change is intended, run "
            "scripts/update-goldens.sh and commit the result.")
    endif()
endforeach()
