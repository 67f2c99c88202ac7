"""Values of the library's options spelt for its request: colours, the
picture settings' keys, points, whole numbers."""

from __future__ import annotations

from typing import Any, Dict, Tuple

import numpy as np

from ._maze import ffi, lib

from ._core import _refused, _s, _table

# -------------------------------------------------------------------- maze


def _color(name: str, value: Any) -> int:
    if isinstance(value, str):
        text = value[1:] if value.startswith("#") else value
        if len(text) == 6:
            try:
                v = int(text, 16)
                return 0x1000000 | v
            except ValueError:
                pass
    elif isinstance(value, (tuple, list)) and len(value) == 3:
        if all(isinstance(c, int) and 0 <= c <= 255 for c in value):
            return 0x1000000 | (value[0] << 16) | (value[1] << 8) | value[2]
    raise ValueError("invalid %s %r (expected '#rrggbb' or (r, g, b))" % (name, value))


def _drawing_keys() -> Dict[str, int]:
    """The keyword arguments render() and save() draw with: the picture
    and animation options of the library's one table of options (its
    "output" rows that maze generate takes), by keyword, with their kind."""
    keys = {}
    for o in _table(lib.maze_options()):
        name = _s(o.name)
        if (o.commands & lib.MAZE_CMD_GENERATE and _s(o.group) == "output"
                and name not in ("format", "output", "animate")):
            keys[name.replace("-", "_")] = o.kind
    return keys


def _option_text(key: str, value: Any, kind: int) -> Any:
    """An option's value as the library takes it: text, None for a flag
    given, False for a flag left out."""
    if kind == lib.MAZE_OPTION_FLAG:
        return None if value else False
    if kind == lib.MAZE_OPTION_COLOUR:
        try:
            return "#%06x" % (_color(key, value) & 0xFFFFFF)
        except ValueError:
            if isinstance(value, str):
                return value  # the library's words for it
            raise
    if kind == lib.MAZE_OPTION_TEXT and isinstance(value, float):
        return repr(value)  # millimetres (mm_cell=7.5)
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise TypeError("%s must be %s, not %r"
                        % (key, "a whole number" if kind == lib.MAZE_OPTION_WHOLE
                           else "text", value))
    return str(value)


_DRAWING_KEYS = _drawing_keys()


def _request_set(req: Any, key: str, value: Any, kind: int, why: Any) -> None:
    """Sets the request's option called key (a keyword) to value, as the
    library judges it: a flag left out is not set."""
    text = _option_text(key, value, kind)
    if text is False:
        return
    if lib.maze_request_set(req, key.encode(), ffi.NULL if text is None else text.encode(), why):
        raise _refused(why)


def _whole(v: Any) -> bool:
    return not isinstance(v, bool) and isinstance(v, (int, np.integer))


def _pair(what: str, p: Any, n: int = 2) -> Tuple[int, ...]:
    """Point p as n whole numbers, or the TypeError saying what it must be:
    1.5 is no cell (int() would make it 1)."""
    try:
        v = tuple(p)
    except TypeError:
        v = ()
    if len(v) != n or not all(_whole(c) for c in v):
        raise TypeError("%s must be %s of whole numbers, not %r"
                        % (what, "a pair (x, y)" if n == 2 else "(x, y, floor)", p))
    return tuple(int(c) for c in v)


def _number(name: str, value: Any, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise TypeError("%s must be a whole number, not %r" % (name, value))
    if not low <= value <= high:
        raise ValueError("%s must be from %d to %d, not %d" % (name, low, high, value))
    return int(value)
