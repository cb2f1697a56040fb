# Fails when any file under core/ includes ImGui, GLFW, glad or OpenGL headers.
include(${CMAKE_CURRENT_LIST_DIR}/source_scan.cmake)
scan_sources(OUT offenders DIR "${CORE_DIR}"
             REGEX "#[ \t]*include[ \t]*[<\"](imgui|backends/|GLFW/|glad/|GL/|KHR/)")
if(offenders)
    list(JOIN offenders "\n" report)
    message(FATAL_ERROR "core/ must stay headless, but includes graphical headers:\n${report}")
endif()
message(STATUS "checked ${offenders_COUNT} core files: no graphical includes")
