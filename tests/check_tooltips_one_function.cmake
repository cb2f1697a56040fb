# Fails when any source under ui/ but tooltip.cpp calls ImGui::SetTooltip or
# ImGui::BeginTooltip: every tooltip, plain or rich, goes through ui::tooltip
# or ui::hoveredTooltip (tooltip.hpp), so all are wrapped alike and shown over
# disabled controls too. Fails as well when it finds no ui sources or no
# tooltip.cpp, so it cannot pass vacuously.
include(${CMAKE_CURRENT_LIST_DIR}/source_scan.cmake)
scan_sources(OUT offenders DIR "${UI_DIR}" REGEX "SetTooltip|BeginTooltip"
             EXCEPT tooltip.cpp REQUIRE tooltip.cpp)
if(offenders)
    list(JOIN offenders "\n" report)
    message(FATAL_ERROR "tooltips must go through ui::tooltip (tooltip.hpp), but SetTooltip or BeginTooltip is called in:\n${report}")
endif()
message(STATUS "checked ${offenders_COUNT} ui files: every tooltip goes through tooltip.hpp")
