/* A game's smallest use of the installed libeasylink: load a catalogue,
 * generate one layout, write its file's bytes to stdout. Built against the
 * installed copy by install_test.sh, with pkg-config and with CMake.
 * usage: layout_to_stdout CATALOGUE GENERATOR SEED [PARAMS_JSON] */
#include <easylink/easylink.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char** argv) {
    char err[512];
    el_catalogue* catalogue;
    el_layout* layout;
    const char* text;
    size_t length = 0;
    if (argc < 4) {
        fprintf(stderr, "usage: %s CATALOGUE GENERATOR SEED [PARAMS_JSON]\n", argv[0]);
        return 2;
    }
    catalogue = el_catalogue_load(argv[1], err, sizeof err);
    if (catalogue == NULL) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    layout = el_generate(catalogue, argv[2], argc > 4 ? argv[4] : NULL,
                         (uint64_t)strtoull(argv[3], NULL, 10), err, sizeof err);
    if (layout == NULL) {
        fprintf(stderr, "%s\n", err);
        el_catalogue_free(catalogue);
        return 1;
    }
    text = el_layout_json(layout, &length);
    fwrite(text, 1, length, stdout);
    el_layout_free(layout);
    el_catalogue_free(catalogue);
    return 0;
}
