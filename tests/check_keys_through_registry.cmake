# Fails when any source under ui/ but the registry's (shortcuts.hpp/.cpp) reads keys itself
# (ImGui::IsKeyPressed, IsKeyChordPressed, IsKeyDown, GetKeyIndex or
# io.KeysDown): every shortcut goes through the registry (shortcuts.hpp),
# which the menu, the panels and the shortcuts dialog all read. Fails as well
# when a panel compares a window's name (->Name) to decide where keys act, and
# when it finds no ui sources or no shortcuts.cpp, so it cannot pass vacuously.
include(${CMAKE_CURRENT_LIST_DIR}/source_scan.cmake)
scan_sources(OUT offenders DIR "${UI_DIR}"
             REGEX "IsKeyPressed|IsKeyChordPressed|IsKeyDown|IsKeyReleased|GetKeyIndex|KeysDown"
             EXCEPT shortcuts.cpp shortcuts.hpp REQUIRE shortcuts.cpp)
scan_sources(OUT names DIR "${UI_DIR}" REGEX "->Name" PATH_MATCHES "/panels/")
foreach(name IN LISTS names)
    list(APPEND offenders "(a window's name decides where keys act) ${name}")
endforeach()
if(offenders)
    list(JOIN offenders "\n" report)
    message(FATAL_ERROR "keys must be read through the shortcut registry (shortcuts.hpp), but:\n${report}")
endif()
message(STATUS "checked ${offenders_COUNT} ui files: every key goes through shortcuts.hpp")
