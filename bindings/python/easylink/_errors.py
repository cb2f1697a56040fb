"""The one exception type of the binding."""


class Error(Exception):
    """A libeasylink failure (bad catalogue, parameters, generator, cancelled
    run) or a library that cannot be loaded. ``str(error)`` is the library's
    one-line message, e.g. ``"modules.json: /modules/3/size: ..."``."""
