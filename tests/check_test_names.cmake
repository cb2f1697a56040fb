# Every CTest name starts with a category and a slash (Unit/, Cli/, UI/,
# Window/, Golden/, ...), so that `ctest -R '^Category/'` picks one kind of
# test and `-E` leaves one out. Lists the build's tests with `ctest -N` and
# fails on any name without a category, and on a list without tests: a check
# of nothing proves nothing.
#   -DCTEST=... -DBUILD_DIR=...   the tests of that build, or
#   -DLISTING=FILE                the saved output of a `ctest -N` (the checker's own tests)
if(DEFINED LISTING)
    file(READ "${LISTING}" listing)
else()
    execute_process(COMMAND "${CTEST}" --test-dir "${BUILD_DIR}" -N
        RESULT_VARIABLE status
        OUTPUT_VARIABLE listing
        ERROR_VARIABLE errors)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "ctest -N failed (${status}): ${errors}")
    endif()
endif()

string(REGEX MATCHALL "Test +#[0-9]+: [^\n]+" lines "${listing}")
set(names)
foreach(line IN LISTS lines)
    string(REGEX REPLACE "^Test +#[0-9]+: " "" name "${line}")
    list(APPEND names "${name}")
endforeach()
list(LENGTH names count)
if(count EQUAL 0)
    message(FATAL_ERROR "ctest -N lists no tests, so no name was checked:\n${listing}")
endif()
# Every line of the listing was read: as many names as ctest counts.
if(NOT listing MATCHES "Total Tests: ([0-9]+)" OR NOT CMAKE_MATCH_1 EQUAL count)
    message(FATAL_ERROR "read ${count} test names from a listing that counts "
        "'${CMAKE_MATCH_1}':\n${listing}")
endif()

set(uncategorised)
set(unbuilt)
foreach(name IN LISTS names)
    if(name MATCHES "^(.+)_NOT_BUILT$")
        list(APPEND unbuilt "${CMAKE_MATCH_1}")
    elseif(NOT name MATCHES "^[A-Za-z0-9]+/.")
        list(APPEND uncategorised "${name}")
    endif()
endforeach()
if(unbuilt)
    list(JOIN unbuilt ", " shown)
    message(FATAL_ERROR "the names of the tests of ${shown} are not known until they are "
        "built: build them (or everything) before this check")
endif()
if(uncategorised)
    list(LENGTH uncategorised bad)
    list(JOIN uncategorised "\n  " shown)
    message(FATAL_ERROR "${bad} of ${count} test names have no category (Category/Name: "
        "TEST_PREFIX of gtest_discover_tests, or the NAME of add_test):\n  ${shown}")
endif()
message(STATUS "${count} test names, each Category/Name")
