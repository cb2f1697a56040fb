# Fails when ui/src holds more than 16 files at its top (the editor's
# sources live in folders named for what they hold: shell, workspace,
# viewport, session, document, files, widgets, dialogs, ...), or when one
# of the report's views (panels/report_*_view) sits outside ui/panels/report.
# Fails as well when it finds no folders, so it cannot pass vacuously.
file(GLOB top LIST_DIRECTORIES false "${UI_DIR}/src/*")
file(GLOB folders LIST_DIRECTORIES true "${UI_DIR}/src/*/")
list(LENGTH top count)
set(folder_count 0)
foreach(entry IN LISTS folders)
    if(IS_DIRECTORY "${entry}")
        math(EXPR folder_count "${folder_count} + 1")
    endif()
endforeach()
if(folder_count EQUAL 0)
    message(FATAL_ERROR "no folders found under ${UI_DIR}/src")
endif()
if(count GREATER 16)
    list(JOIN top "\n" listing)
    message(FATAL_ERROR "ui/src holds ${count} files at its top, more than 16: put them in a folder named for what they hold:\n${listing}")
endif()
file(GLOB strays "${UI_DIR}/panels/report_*_view.*")
if(strays)
    list(JOIN strays "\n" listing)
    message(FATAL_ERROR "the report's views belong in ui/panels/report:\n${listing}")
endif()
message(STATUS "ui/src: ${count} files at the top, ${folder_count} folders")
