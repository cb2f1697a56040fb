/*
 * libeasylink: the Easylink generators behind a C interface, for games that
 * generate their dungeons at run time (docs/design.md section 9; the reference,
 * ownership rules and quick starts are in docs/embedding.md).
 *
 *     char err[256];
 *     el_catalogue* catalogue = el_catalogue_load("modules.json", err, sizeof err);
 *     el_layout* layout = el_generate(catalogue, "easylink", "{\"width\": 64}", 7,
 *                                     err, sizeof err);
 *     for (int i = 0; i < el_layout_room_count(layout); ++i) {
 *         el_room room;
 *         el_layout_room(layout, i, &room);   spawn room.template_name at room.x, room.y
 *     }
 *     el_layout_free(layout);
 *     el_catalogue_free(catalogue);
 *
 * Rules that hold for every function:
 *   - Nothing aborts, throws or prints. A function taking `err` returns NULL
 *     (or -1) on failure and writes a one-line message into err (at most
 *     err_len bytes, NUL included; err may be NULL when err_len is 0). A
 *     function without `err` returns -1 (or NULL) for a bad index or argument.
 *   - Strings returned stay valid until the layout or catalogue that owns them
 *     is freed; el_*_free(NULL) does nothing.
 *   - A catalogue is immutable once loaded: threads may share it, each
 *     generating and freeing its own layouts. A layout may be read from
 *     several threads at once.
 *   - Within SONAME libeasylink.so.1 functions are only ever added, and the
 *     structs below never change size or layout (callers own their copies);
 *     what a later 1.x adds comes through new functions. Layouts stay
 *     byte-identical for the same inputs unless the release notes say
 *     otherwise.
 *
 * C99 (compiles with -std=c99 -pedantic) and C++.
 */
#ifndef EASYLINK_EASYLINK_H
#define EASYLINK_EASYLINK_H

#include <stddef.h>
#include <stdint.h>

#if defined(_WIN32)
#if defined(EASYLINK_C_BUILDING)
#define EL_API __declspec(dllexport)
#else
#define EL_API __declspec(dllimport)
#endif
#elif defined(__GNUC__)
#define EL_API __attribute__((visibility("default")))
#else
#define EL_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* A module catalogue, loaded and checked once. */
typedef struct el_catalogue el_catalogue;
/* One generated layout with everything its layout file shows. */
typedef struct el_layout el_layout;

/* A placed room (module), as the layout file's "rooms" list shows it. */
typedef struct el_room {
    int id;                    /* the room's id; ports' to_room refers to it */
    const char* template_name; /* the catalogue template it was placed from */
    const char* kind;          /* "normal", "four_way", "t_junction", "bend", ... */
    int x, y, width, height;   /* tiles; width and height after rotation */
    int rotation;              /* degrees: 0, 90, 180 or 270 */
    int component;             /* connected component, numbered from 0 */
    int region;                /* the region it lies in, -1 for none */
    int port_count;            /* ports 0 .. port_count-1 (el_layout_room_port) */
} el_room;

/* A port of a placed room, after rotation and placement. */
typedef struct el_port {
    int index;                 /* the template's port index */
    char dir;                  /* 'N', 'E', 'S' or 'W' */
    int anchor_x, anchor_y;    /* the anchor tile */
    int width;                 /* passage width in use; 0 when unused */
    int to_room, to_port;      /* the room and port it opens onto, or -1 */
    int to_corridor;           /* the corridor it opens onto, or -1 */
} el_port;

/* A straight corridor between two ports. */
typedef struct el_corridor {
    int id, x, y, width, height;
    char axis;                 /* 'h' or 'v' */
    int passage_width, component;
    int end_room[2], end_port[2]; /* [0] is the west (or north) end */
} el_corridor;

/* What an el_instance stands for (its `kind`). */
enum {
    EL_INSTANCE_ROOM = 0,     /* a room of the layout (with phase 2: its top module) */
    EL_INSTANCE_CORRIDOR = 1, /* a corridor of the layout; draws no module itself */
    EL_INSTANCE_MODULE = 2    /* a module phase 2 chose below a room or corridor */
};

/* One room, corridor or phase-2 module placed in 3D (docs/design.md
 * section 10): metres, right-handed, +Y up, map tile (x, y) at X = x * s,
 * Z = y * s (east = +X, south = +Z) for the catalogue's tile_size s. The
 * same instances, in the same order, as the nodes of the level's glTF
 * scene; a game places `module`'s model at `position`, turned `yaw`
 * degrees about +Y, with the model authored unrotated, its footprint's
 * north-west corner at its origin. */
typedef struct el_instance {
    const char* name;          /* the scene node's name: "room 3 hall_12x12",
                                  "corridor 2", "wall 0: wall_doorway" */
    const char* module;        /* the catalogue module to draw; "" for a
                                  corridor's own instance and a generic fill */
    const char* module_kind;   /* that module's kind: "normal", "wall",
                                  "corridor", ... (a corridor: "corridor") */
    int kind;                  /* EL_INSTANCE_ROOM, _CORRIDOR or _MODULE */
    int parent;                /* index of the instance it hangs under, -1 at the top */
    int object_id;             /* the id of its room or corridor (el_room.id,
                                  el_corridor.id) */
    int x, y, width, height;   /* tiles; width and height after rotation */
    int rotation;              /* degrees clockwise: 0, 90, 180 or 270 */
    double position[3];        /* metres: X east, Y up, Z south; in the world,
                                  not relative to the parent */
    double yaw;                /* degrees about +Y: -rotation (0, -90, -180, -270) */
    double quaternion[4];      /* the same turn as x, y, z, w (glTF's order) */
} el_instance;

/* Called as the run goes. done counts its events so far; total is 0 while
 * the run does not know how many it will have, and equals done on the last
 * call, at its end. Return non-zero to cancel the run. */
typedef int (*el_progress_fn)(void* user, long done, long total);

/* "1.0.0": the library's version. */
EL_API const char* el_version(void);

/* Loads and checks a catalogue file; NULL and the first problem, located
 * ("modules.json: /modules/3/ports/0/dir: ..."), when it is not valid. */
EL_API el_catalogue* el_catalogue_load(const char* path, char* err, size_t err_len);
/* The same from text in memory (len bytes, no NUL needed). */
EL_API el_catalogue* el_catalogue_parse(const char* json, size_t len, char* err, size_t err_len);
EL_API void el_catalogue_free(el_catalogue* catalogue);

/* Runs generator `generator` ("easylink", "cellular", ...; the names of
 * `easylink generate --help`) with the parameters of `params_json` (NULL or
 * "{}" for the defaults; the keys of --params) and `seed`. Generators that
 * read no catalogue accept NULL. */
EL_API el_layout* el_generate(const el_catalogue* catalogue, const char* generator,
                              const char* params_json, uint64_t seed, char* err, size_t err_len);
/* The same, reporting progress to `progress` (may be NULL); a cancelled run
 * returns NULL with "cancelled" in err. */
EL_API el_layout* el_generate_with(const el_catalogue* catalogue, const char* generator,
                                   const char* params_json, uint64_t seed,
                                   el_progress_fn progress, void* user, char* err,
                                   size_t err_len);

/* The layout file's text, byte for byte what `easylink generate` writes for
 * the same inputs; *len (when len is not NULL) gets its length. */
EL_API const char* el_layout_json(const el_layout* layout, size_t* len);

EL_API int el_layout_room_count(const el_layout* layout);
/* Room i (0 .. count-1, in the file's order) into *out; 0, or -1 for a bad index. */
EL_API int el_layout_room(const el_layout* layout, int i, el_room* out);
EL_API int el_layout_room_port(const el_layout* layout, int room, int port, el_port* out);
EL_API int el_layout_corridor_count(const el_layout* layout);
EL_API int el_layout_corridor(const el_layout* layout, int i, el_corridor* out);

/* How many instances the layout has in 3D: every room, then every
 * corridor, each followed by the modules phase 2 chose below it (depth
 * first, in slot order) when phase 2 ran. 0 for a tile generator, whose
 * map is all tiles; -1 for NULL. */
EL_API int el_layout_instance_count(const el_layout* layout);
/* Instance i (0 .. count-1) into *out; 0, or -1 for a bad index or NULL.
 * A room's or corridor's instance comes before the instances below it, so
 * `parent` is always less than i. */
EL_API int el_layout_instance(const el_layout* layout, int i, el_instance* out);

/* The level as a binary glTF scene (docs/design.md section 10): the bytes of
 * a .glb, *len of them, the same for the same inputs on every machine,
 * owned by the layout. Modules with a mesh show the designer's node, read
 * from the glTF file named relative to the catalogue's folder (the current
 * folder for a catalogue given as text). NULL, with *len 0, when a mesh file
 * cannot be read or lacks its node: el_layout_glb_error says why. */
EL_API const unsigned char* el_layout_glb(const el_layout* layout, size_t* len);
/* Why el_layout_glb gave NULL, one line; "" when it did not. */
EL_API const char* el_layout_glb_error(const el_layout* layout);

/* The "tiles" rows concatenated, row-major, *width x *height characters with
 * no separators and a NUL after them; NULL when the layout has no tiles
 * (easylink without phase 2). */
EL_API const char* el_layout_tiles(const el_layout* layout, int* width, int* height);
/* "#=wall\n.=floor\n...": one CHAR=NAME line for each character the tiles
 * use; NULL when the layout has no tiles. */
EL_API const char* el_layout_tile_legend(const el_layout* layout);
EL_API void el_layout_free(el_layout* layout);

#ifdef __cplusplus
}
#endif

#endif /* EASYLINK_EASYLINK_H */
