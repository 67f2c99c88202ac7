"""What every module of the package shares: the compiled library, its C
strings as str, the types of a point and a path, and the cores to use."""

from __future__ import annotations

import os
from typing import Any, Tuple, Union

from ._maze import ffi, lib

# PNG, SVG, PDF and GIF are libmaze-render's, compiled into the module
# with libmaze: added to the formats once, before anything looks them up.
lib.maze_render_library_init()

Point = Tuple[int, int]
PathLike = Union[str, "os.PathLike[str]"]

# The library's MAZE_VERSION, compiled in: the one place it is written.
_VERSION: str = ffi.string(lib.MAZE_VERSION).decode("ascii")


def _s(p: Any) -> str:
    """A C string as str; bytes that are not UTF-8 (a message quoting a
    broken file) as backslash escapes."""
    return ffi.string(p).decode("utf-8", "backslashreplace") if p != ffi.NULL else ""


def _cpus() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1
