# Every generator the program has is in cases.txt, so none goes without a
# golden layout. The program names them all when asked for one it lacks.
#   -DPROGRAM=... -DCASES=.../cases.txt -DOUTPUT=... (never written)
cmake_policy(VERSION 3.25)
execute_process(
    COMMAND "${PROGRAM}" generate --generator "no such generator" --seed 1 --out "${OUTPUT}"
    RESULT_VARIABLE status
    OUTPUT_VARIABLE output
    ERROR_VARIABLE errors)
if(NOT "${errors}" MATCHES "this build has: ([^\n]+)")
    message(FATAL_ERROR "the program did not list its generators (${status}): ${output}${errors}")
endif()
string(REPLACE ", " ";" generators "${CMAKE_MATCH_1}")
file(STRINGS "${CASES}" lines REGEX "^[^#]")
set(covered)
foreach(line IN LISTS lines)
    string(REGEX MATCH "^[^ ]+" generator "${line}")
    list(APPEND covered "${generator}")
endforeach()
set(missing)
foreach(generator IN LISTS generators)
    if(NOT generator IN_LIST covered)
        list(APPEND missing "${generator}")
    endif()
endforeach()
if(missing)
    message(FATAL_ERROR "no golden layout for: ${missing}. Add lines to ${CASES} and run "
        "scripts/update-goldens.sh.")
endif()
list(LENGTH generators count)
message(STATUS "${count} generators, each with a golden layout: ${generators}")
