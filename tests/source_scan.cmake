# The scan the source checks (check_*.cmake) share, as a function:
#
#   scan_sources(OUT <var> DIR <dir> REGEX <regex>
#                [PATH_MATCHES <regex>] [EXCEPT <file name>...] [REQUIRE <file name>])
#
# Lists in <var> each .hpp, .cpp or .h file under <dir> with lines matching
# REGEX, as "path: lines", leaving out files named in EXCEPT and, with
# PATH_MATCHES, files whose path does not match it; sets <var>_COUNT to the
# number of files under <dir>. Fails when <dir> holds no sources, or holds no
# file named REQUIRE, so that a check cannot pass by finding nothing.
function(scan_sources)
    cmake_parse_arguments(SCAN "" "OUT;DIR;REGEX;PATH_MATCHES;REQUIRE" "EXCEPT" ${ARGN})
    file(GLOB_RECURSE sources "${SCAN_DIR}/*.hpp" "${SCAN_DIR}/*.cpp" "${SCAN_DIR}/*.h")
    list(LENGTH sources count)
    if(count EQUAL 0)
        message(FATAL_ERROR "no sources found under ${SCAN_DIR}")
    endif()
    set(required_found FALSE)
    set(offenders "")
    foreach(source IN LISTS sources)
        get_filename_component(name "${source}" NAME)
        if(SCAN_REQUIRE AND name STREQUAL SCAN_REQUIRE)
            set(required_found TRUE)
        endif()
        list(FIND SCAN_EXCEPT "${name}" excepted)
        if(NOT excepted EQUAL -1)
            continue()
        endif()
        if(SCAN_PATH_MATCHES AND NOT source MATCHES "${SCAN_PATH_MATCHES}")
            continue()
        endif()
        file(STRINGS "${source}" hits REGEX "${SCAN_REGEX}")
        if(hits)
            list(APPEND offenders "${source}: ${hits}")
        endif()
    endforeach()
    if(SCAN_REQUIRE AND NOT required_found)
        message(FATAL_ERROR "${SCAN_REQUIRE} not found under ${SCAN_DIR}")
    endif()
    set(${SCAN_OUT} "${offenders}" PARENT_SCOPE)
    set(${SCAN_OUT}_COUNT ${count} PARENT_SCOPE)
endfunction()
