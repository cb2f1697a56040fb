"""ctypes declarations of libeasylink's C API (core/include/easylink/easylink.h).

The library is loaded on first use by :func:`lib`: from the path in the
environment variable ``EASYLINK_LIBRARY`` when it is set, else from
``ctypes.util.find_library("easylink")``, else as ``libeasylink.so.1``
through the system's loader.
"""

import ctypes
import ctypes.util
import os
import threading

from ._errors import Error

ERR_LEN = 1024  # bytes of the err buffer handed to every function taking one


class el_catalogue(ctypes.Structure):
    """Opaque; only ever used through a pointer."""


class el_layout(ctypes.Structure):
    """Opaque; only ever used through a pointer."""


class el_room(ctypes.Structure):
    _fields_ = [
        ("id", ctypes.c_int),
        ("template_name", ctypes.c_char_p),
        ("kind", ctypes.c_char_p),
        ("x", ctypes.c_int),
        ("y", ctypes.c_int),
        ("width", ctypes.c_int),
        ("height", ctypes.c_int),
        ("rotation", ctypes.c_int),
        ("component", ctypes.c_int),
        ("region", ctypes.c_int),
        ("port_count", ctypes.c_int),
    ]


class el_port(ctypes.Structure):
    _fields_ = [
        ("index", ctypes.c_int),
        ("dir", ctypes.c_char),
        ("anchor_x", ctypes.c_int),
        ("anchor_y", ctypes.c_int),
        ("width", ctypes.c_int),
        ("to_room", ctypes.c_int),
        ("to_port", ctypes.c_int),
        ("to_corridor", ctypes.c_int),
    ]


class el_corridor(ctypes.Structure):
    _fields_ = [
        ("id", ctypes.c_int),
        ("x", ctypes.c_int),
        ("y", ctypes.c_int),
        ("width", ctypes.c_int),
        ("height", ctypes.c_int),
        ("axis", ctypes.c_char),
        ("passage_width", ctypes.c_int),
        ("component", ctypes.c_int),
        ("end_room", ctypes.c_int * 2),
        ("end_port", ctypes.c_int * 2),
    ]


EL_INSTANCE_ROOM, EL_INSTANCE_CORRIDOR, EL_INSTANCE_MODULE = 0, 1, 2


class el_instance(ctypes.Structure):
    _fields_ = [
        ("name", ctypes.c_char_p),
        ("module", ctypes.c_char_p),
        ("module_kind", ctypes.c_char_p),
        ("kind", ctypes.c_int),
        ("parent", ctypes.c_int),
        ("object_id", ctypes.c_int),
        ("x", ctypes.c_int),
        ("y", ctypes.c_int),
        ("width", ctypes.c_int),
        ("height", ctypes.c_int),
        ("rotation", ctypes.c_int),
        ("position", ctypes.c_double * 3),
        ("yaw", ctypes.c_double),
        ("quaternion", ctypes.c_double * 4),
    ]


catalogue_p = ctypes.POINTER(el_catalogue)
layout_p = ctypes.POINTER(el_layout)

# typedef int (*el_progress_fn)(void* user, long done, long total);
el_progress_fn = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_long, ctypes.c_long)

_c_int_p = ctypes.POINTER(ctypes.c_int)
_c_size_t_p = ctypes.POINTER(ctypes.c_size_t)

# name: (restype, argtypes). Pointers to strings whose length we know
# (json, tiles) come back as c_void_p so that ctypes does not stop at a NUL.
_SIGNATURES = {
    "el_version": (ctypes.c_char_p, []),
    "el_catalogue_load": (catalogue_p, [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_size_t]),
    "el_catalogue_parse": (catalogue_p, [ctypes.c_char_p, ctypes.c_size_t, ctypes.c_char_p,
                                         ctypes.c_size_t]),
    "el_catalogue_free": (None, [catalogue_p]),
    "el_generate": (layout_p, [catalogue_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_uint64,
                               ctypes.c_char_p, ctypes.c_size_t]),
    "el_generate_with": (layout_p, [catalogue_p, ctypes.c_char_p, ctypes.c_char_p,
                                    ctypes.c_uint64, el_progress_fn, ctypes.c_void_p,
                                    ctypes.c_char_p, ctypes.c_size_t]),
    "el_layout_json": (ctypes.c_void_p, [layout_p, _c_size_t_p]),
    "el_layout_glb": (ctypes.c_void_p, [layout_p, _c_size_t_p]),
    "el_layout_glb_error": (ctypes.c_char_p, [layout_p]),
    "el_layout_room_count": (ctypes.c_int, [layout_p]),
    "el_layout_room": (ctypes.c_int, [layout_p, ctypes.c_int, ctypes.POINTER(el_room)]),
    "el_layout_room_port": (ctypes.c_int, [layout_p, ctypes.c_int, ctypes.c_int,
                                           ctypes.POINTER(el_port)]),
    "el_layout_corridor_count": (ctypes.c_int, [layout_p]),
    "el_layout_corridor": (ctypes.c_int, [layout_p, ctypes.c_int, ctypes.POINTER(el_corridor)]),
    "el_layout_instance_count": (ctypes.c_int, [layout_p]),
    "el_layout_instance": (ctypes.c_int, [layout_p, ctypes.c_int, ctypes.POINTER(el_instance)]),
    "el_layout_tiles": (ctypes.c_void_p, [layout_p, _c_int_p, _c_int_p]),
    "el_layout_tile_legend": (ctypes.c_char_p, [layout_p]),
    "el_layout_free": (None, [layout_p]),
}

_lock = threading.Lock()
_lib = None
_lib_name = None


def _candidates():
    """Where the library is looked for, in order: (name, why) pairs."""
    from_env = os.environ.get("EASYLINK_LIBRARY")
    if from_env:
        return [(from_env, "EASYLINK_LIBRARY")]
    found = ctypes.util.find_library("easylink")
    names = []
    if found:
        names.append((found, 'ctypes.util.find_library("easylink")'))
    names.append(("libeasylink.so.1", "the system loader"))
    return names


def lib():
    """The loaded library with every function declared; Error when it cannot
    be loaded or lacks a function of the header."""
    global _lib, _lib_name
    if _lib is not None:
        return _lib
    with _lock:
        if _lib is not None:
            return _lib
        problems = []
        for name, why in _candidates():
            try:
                loaded = ctypes.CDLL(name)
            except OSError as exc:
                problems.append("%s (from %s): %s" % (name, why, exc))
                continue
            for function, (restype, argtypes) in _SIGNATURES.items():
                try:
                    symbol = getattr(loaded, function)
                except AttributeError:
                    raise Error("libeasylink at %s lacks %s(); is it an older library?"
                                % (name, function)) from None
                symbol.restype = restype
                symbol.argtypes = argtypes
            _lib, _lib_name = loaded, name
            return _lib
        raise Error("cannot load libeasylink: " + "; ".join(problems)
                    + ". Set EASYLINK_LIBRARY to the path of libeasylink.so.")


def library_name():
    """The name or path the library was loaded from (loading it if needed)."""
    lib()
    return _lib_name
