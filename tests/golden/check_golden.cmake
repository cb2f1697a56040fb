# Regenerates one golden layout and compares it byte for byte with the file
# checked in. A difference is either a bug or an intended change: in the
# latter case refresh the files with scripts/update-goldens.sh and commit.
#   -DPROGRAM=... -DGENERATOR=... -DSEED=... -DARGS="..." -DGOLDEN=... -DOUTPUT=...
#   -DSOURCE_DIR=...
# ARGS: more arguments of `easylink generate`, as one line of cases.txt has them;
# paths in them are from the repository's root (SOURCE_DIR), where it runs.
separate_arguments(more UNIX_COMMAND "${ARGS}")
execute_process(
    COMMAND "${PROGRAM}" generate --generator "${GENERATOR}" --seed "${SEED}" ${more}
            --out "${OUTPUT}"
    WORKING_DIRECTORY "${SOURCE_DIR}"
    RESULT_VARIABLE status
    ERROR_VARIABLE errors)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "easylink generate --generator ${GENERATOR} --seed ${SEED} ${ARGS} "
        "failed (${status}): ${errors}")
endif()
execute_process(COMMAND "${CMAKE_COMMAND}" -E compare_files "${OUTPUT}" "${GOLDEN}"
    RESULT_VARIABLE different)
if(different)
    message(FATAL_ERROR "${GENERATOR} seed ${SEED} no longer gives ${GOLDEN}; compare it with "
        "${OUTPUT}. If the change is intended, run scripts/update-goldens.sh and commit the result.")
endif()
