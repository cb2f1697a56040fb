"""Python binding of libeasylink, the Easylink dungeon generators as a C library.

    import easylink
    with easylink.Catalogue.load("assets/catalogues/default.json") as catalogue:
        layout = easylink.generate(catalogue, "easylink", {"width": 64}, seed=7)
    for room in layout.rooms:
        print(room.template, room.x, room.y)
    for instance in layout.instances:              # rooms, corridors, modules in 3D
        print(instance.module, instance.position, instance.yaw)
    cave = easylink.generate(None, "cellular", seed=3)   # tile generators: no catalogue
    print("\\n".join(cave.tiles.rows))

The library is found through the environment variable EASYLINK_LIBRARY (a
path to libeasylink.so) when it is set, else through the system's loader.
Every failure is an :class:`easylink.Error` carrying the library's message.
"""

import ctypes
import json as _json
import os
import threading

from . import _native
from ._errors import Error
from ._layout import UNWALKABLE, Corridor, Instance, Layout, Port, Room, Tiles, copy_layout

__all__ = ["Catalogue", "Corridor", "Error", "Instance", "Layout", "Port", "Room", "Tiles",
           "UNWALKABLE", "generate", "library_name", "version"]


def version() -> str:
    """The library's version, e.g. "1.0.0"."""
    return _native.lib().el_version().decode("utf-8")


def library_name() -> str:
    """The path or name libeasylink was loaded from."""
    return _native.library_name()


def _message(err, fallback):
    text = err.value.decode("utf-8", "replace")
    return text if text else fallback


class Catalogue:
    """A module catalogue, loaded and checked once; immutable, so threads may
    share it. Use it as a context manager or call close(); a catalogue still
    in use by a running generate() is freed when that run ends."""

    def __init__(self, handle, source):
        # Use Catalogue.load() or Catalogue.parse().
        self._handle = handle
        self._source = source
        self._lock = threading.Lock()
        self._users = 0
        self._closing = False

    @classmethod
    def load(cls, path) -> "Catalogue":
        """Loads and checks the catalogue file at `path`; Error naming the file
        and the JSON location of the first problem when it is not valid."""
        lib = _native.lib()
        err = ctypes.create_string_buffer(_native.ERR_LEN)
        handle = lib.el_catalogue_load(os.fsencode(path), err, _native.ERR_LEN)
        if not handle:
            raise Error(_message(err, "cannot load catalogue %s" % os.fsdecode(path)))
        return cls(handle, os.fsdecode(path))

    @classmethod
    def parse(cls, text) -> "Catalogue":
        """The same from catalogue JSON in memory (str or bytes)."""
        data = text.encode("utf-8") if isinstance(text, str) else bytes(text)
        lib = _native.lib()
        err = ctypes.create_string_buffer(_native.ERR_LEN)
        handle = lib.el_catalogue_parse(data, len(data), err, _native.ERR_LEN)
        if not handle:
            raise Error(_message(err, "cannot parse catalogue"))
        return cls(handle, None)

    @property
    def closed(self) -> bool:
        return self._closing

    def close(self) -> None:
        """Frees the native catalogue (now, or when the runs using it end)."""
        with self._lock:
            if self._closing:
                return
            self._closing = True
            handle = self._handle if self._users == 0 else None
            if handle is not None:
                self._handle = None
        if handle is not None:
            _native.lib().el_catalogue_free(handle)

    def _acquire(self):
        with self._lock:
            if self._closing or not self._handle:
                raise Error("the catalogue is closed")
            self._users += 1
            return self._handle

    def _release(self):
        with self._lock:
            self._users -= 1
            handle = None
            if self._closing and self._users == 0 and self._handle:
                handle, self._handle = self._handle, None
        if handle is not None:
            _native.lib().el_catalogue_free(handle)

    def __enter__(self):
        return self

    def __exit__(self, *exc_info):
        self.close()

    def __del__(self):
        try:
            if getattr(self, "_handle", None):
                self.close()
        except Exception:  # interpreter shutdown: nothing sensible to do
            pass

    def __repr__(self):
        state = "closed" if self._closing else "open"
        return "<easylink.Catalogue %s (%s)>" % (self._source or "from text", state)


def _params_bytes(params):
    if params is None:
        return None
    if isinstance(params, dict):
        return _json.dumps(params).encode("utf-8")
    if isinstance(params, str):
        return params.encode("utf-8")
    if isinstance(params, (bytes, bytearray)):
        return bytes(params)
    raise TypeError("params must be a dict, a JSON string or None, not %s"
                    % type(params).__name__)


def generate(catalogue, generator, params=None, seed=1, progress=None, scene=False) -> Layout:
    """Runs `generator` ("easylink", "passages", "rooms-corridors", "grid-graph",
    "cellular", "drunkard", "random-rooms") and returns its :class:`Layout`.

    catalogue -- a Catalogue, or None for generators that read none (tile ones)
    params    -- a dict (sent as JSON), a JSON string, or None for the defaults;
                 the keys of ``easylink generate --params``
    seed      -- 0 .. 2**64-1
    progress  -- optional callable(done, total): return False (or another falsy
                 value other than None) to cancel, which raises Error("cancelled");
                 an exception it raises cancels the run and is re-raised here.
    scene     -- True to also copy the level's glTF scene into ``layout.glb``
                 (the bytes of the .glb ``easylink generate --gltf`` writes);
                 a module's mesh file that cannot be read raises Error.
    """
    if catalogue is not None and not isinstance(catalogue, Catalogue):
        raise TypeError("catalogue must be an easylink.Catalogue or None, not %s"
                        % type(catalogue).__name__)
    if not isinstance(generator, str):
        raise TypeError("generator must be a str, not %s" % type(generator).__name__)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError("seed must be an int, not %s" % type(seed).__name__)
    if not 0 <= seed < 2 ** 64:
        raise ValueError("seed must be from 0 to 2**64-1, not %d" % seed)
    if progress is not None and not callable(progress):
        raise TypeError("progress must be callable or None")
    params_json = _params_bytes(params)
    lib = _native.lib()
    err = ctypes.create_string_buffer(_native.ERR_LEN)

    handle = catalogue._acquire() if catalogue is not None else None
    try:
        raised = []
        if progress is None:
            layout = lib.el_generate(handle, generator.encode("utf-8"), params_json, seed,
                                     err, _native.ERR_LEN)
        else:
            def trampoline(_user, done, total):
                if raised:
                    return 1
                try:
                    answer = progress(done, total)
                except BaseException as exc:  # re-raised once the run is over
                    raised.append(exc)
                    return 1
                return 0 if answer is None or answer else 1

            callback = _native.el_progress_fn(trampoline)  # alive until the call returns
            layout = lib.el_generate_with(handle, generator.encode("utf-8"), params_json, seed,
                                          callback, None, err, _native.ERR_LEN)
            del callback
    finally:
        if catalogue is not None:
            catalogue._release()

    try:
        if raised:
            raise raised[0]
        if not layout:
            raise Error(_message(err, "generation failed"))
        return copy_layout(lib, layout, generator, seed, scene=bool(scene))
    finally:
        if layout:
            lib.el_layout_free(layout)

