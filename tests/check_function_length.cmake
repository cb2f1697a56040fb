# Fails when any function under the folders SOURCE_DIRS (comma-separated,
# relative to BASE_DIR) is longer than MAX_LINES (100 unless given) lines, counted as
# Universal Ctags counts them: from the line it starts on to the line its
# closing brace is on. A long function is split into named steps instead.
# Lists every offender as file:line, name and length. Fails as well, so that
# it can never pass vacuously, when ctags is missing (CTAGS_NAME names the
# program to look for; universal-ctags by default), when it is not
# Universal Ctags (no end: field), and when it finds no function at all.
if(NOT DEFINED MAX_LINES)
    set(MAX_LINES 100)
endif()
if(NOT DEFINED CTAGS_NAME)
    set(CTAGS_NAME ctags universal-ctags ctags-universal)
endif()
if(NOT BASE_DIR OR NOT SOURCE_DIRS)
    message(FATAL_ERROR "usage: cmake -DBASE_DIR=<dir> -DSOURCE_DIRS=<a,b> -P ${CMAKE_CURRENT_LIST_FILE}")
endif()
string(REPLACE "," ";" SOURCE_DIRS "${SOURCE_DIRS}")
find_program(CTAGS_PROGRAM NAMES ${CTAGS_NAME})
if(NOT CTAGS_PROGRAM)
    message(FATAL_ERROR
        "ctags not found: install universal-ctags (scripts/setup-debian.sh does) to check the length of functions")
endif()
execute_process(
    COMMAND ${CTAGS_PROGRAM} -R --kinds-C++=f --fields=+ne -f - ${SOURCE_DIRS}
    WORKING_DIRECTORY ${BASE_DIR}
    RESULT_VARIABLE result
    OUTPUT_VARIABLE tags
    ERROR_VARIABLE errors)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "${CTAGS_PROGRAM} failed (${result}): ${errors}")
endif()
# One list item per tag line: the tags' search patterns may hold the
# characters CMake lists treat specially, so those go first.
string(REPLACE ";" "," tags "${tags}")
string(REPLACE "[" "(" tags "${tags}")
string(REPLACE "]" ")" tags "${tags}")
string(REPLACE "\\" "/" tags "${tags}")
string(REPLACE "\n" ";" lines "${tags}")

set(functions 0)
set(unmeasured 0)
set(offenders "")
foreach(line IN LISTS lines)
    if(line STREQUAL "")
        continue()
    endif()
    # Functions only: the other languages ctags reads (CMake) give other kinds.
    if(NOT line MATCHES "^([^\t]+)\t([^\t]+)\t.*\"\tf(\t|$)")
        continue()
    endif()
    set(name "${CMAKE_MATCH_1}")
    set(file "${CMAKE_MATCH_2}")
    if(NOT line MATCHES "\tline:([0-9]+)")
        continue()
    endif()
    set(first "${CMAKE_MATCH_1}")
    if(NOT line MATCHES "\tend:([0-9]+)")
        math(EXPR unmeasured "${unmeasured} + 1")
        continue()
    endif()
    set(last "${CMAKE_MATCH_1}")
    math(EXPR functions "${functions} + 1")
    math(EXPR length "${last} - ${first} + 1")
    if(length GREATER MAX_LINES)
        list(APPEND offenders "${file}:${first}: ${name} is ${length} lines")
    endif()
endforeach()

if(unmeasured GREATER 0)
    message(FATAL_ERROR
        "${CTAGS_PROGRAM} gives no end: field for ${unmeasured} functions: install universal-ctags")
endif()
if(functions EQUAL 0)
    message(FATAL_ERROR "no functions found under ${SOURCE_DIRS} in ${BASE_DIR}: check the folders")
endif()
if(offenders)
    list(LENGTH offenders count)
    list(JOIN offenders "\n" report)
    message(FATAL_ERROR
        "${count} function(s) over ${MAX_LINES} lines; split each into named steps:\n${report}")
endif()
message(STATUS "checked ${functions} functions under ${SOURCE_DIRS}: none is over ${MAX_LINES} lines")
