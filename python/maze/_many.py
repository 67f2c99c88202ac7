"""Many mazes at once: run() as the tool runs, and generate_many()."""

from __future__ import annotations

import os
import warnings
from typing import Any, Optional

from . import _data
from ._base import PathLike, Point, _s
from ._errors import _refused
from ._maze import ffi, lib
from ._registry import _table
from ._values import _option_text


def run(output: Optional[PathLike] = None, **options: Any) -> Optional[bytes]:
    """Carries out one request as `maze generate` does for one maze, in
    one call (the library's maze_request_run): the maze made from its
    settings, drawn to its targets, solved, analysed and written in
    `format` (else output's extension, else text). Each keyword is an
    option of maze generate, listed below from the library's one table
    ('-' is '_': route_color); a flag is True or False, a colour
    '#rrggbb' or (r, g, b), any other value as the tool takes it. The
    library judges the whole request first, so an option that nothing
    reads is a ValueError with the tool's words spelled as keywords
    ("route_color has no route to colour (add solve)"). Returns the bytes
    written, or None when output names the file they were written to
    (through a temporary file, renamed into place). Batches and streams
    (count, pick_hardest, rows) are generate_many()'s and dataset()'s.
    """
    req = ffi.new("struct maze_request **")
    if lib.maze_request_new(lib.MAZE_CMD_GENERATE, lib.MAZE_SPELL_NAMES, req):
        raise MemoryError("out of memory")
    why = ffi.new("struct maze_settings_error *")
    try:
        if output is not None:
            options["output"] = os.fsdecode(output)
        for key, value in options.items():
            o = lib.maze_option_find(key.encode(), lib.MAZE_CMD_GENERATE)
            # A name of no option: the library's words, with the nearest.
            kind = o.kind if o != ffi.NULL else lib.MAZE_OPTION_TEXT
            text = _option_text(key, value, kind)
            if text is False:
                continue
            if text is not None and "\0" in text:
                raise ValueError("%s %r holds a NUL character, which no setting may"
                                 % (key, text))
            value_c = ffi.NULL if text is None else text.encode("utf-8", "surrogateescape")
            if lib.maze_request_set(req[0], key.encode(), value_c, why):
                raise _refused(why)
        text = ffi.new("char **")
        size = ffi.new("size_t *")
        if lib.pm_request_run(req[0], text, size, why):
            raise _refused(why)
    finally:
        lib.maze_request_free(req[0])
    try:
        return None if output is not None else ffi.buffer(text[0], size[0])[:]
    finally:
        lib.free(text[0])


def _run_doc() -> str:
    """run()'s keywords, a line each, from the library's table."""
    lines = ["", "    Keywords:"]
    for o in _table(lib.maze_options()):
        if o.commands & lib.MAZE_CMD_GENERATE and _s(o.name) != "help":
            lines.append("        %-16s %s" % (_s(o.name).replace("-", "_"),
                                              _s(o.help).replace("\n", " ")))
    return "\n".join(lines) + "\n"


run.__doc__ = (run.__doc__ or "").rstrip() + "\n" + _run_doc()


def generate_many(n: int, width: Optional[int] = None, height: Optional[int] = None,
                  algorithm: str = "backtracker", seed: Optional[int] = None, braid: float = 0.0,
                  shape: str = "rect", mask: Any = None, start: Optional[Point] = None,
                  end: Optional[Point] = None, ends: Optional[str] = None, bias: Optional[str] = None,
                  pick: Optional[str] = None, mix: Optional[float] = None, solve: bool = True,
                  solver: str = "bfs", grids: bool = True, threads: Optional[int] = None,
                  weave: float = 0.0, floors: int = 1, stairs: Optional[float] = None,
                  levels: Optional[int] = None, route_length: Any = None,
                  dead_ends: Any = None, difficulty: Any = None, **more: Any) -> "Dataset":
    """Makes n mazes with seeds seed, seed+1, ... (each the maze generate()
    makes with that seed and these settings, which are generate()'s) and,
    with solve, their routes: a Dataset (see maze.dataset()) whose stacked
    arrays are made at once, in C on `threads` threads (default: every
    core), without the GIL and without coming back to Python between
    mazes. The settings are judged once.

    grids=False leaves out the (n, 2H+1, 2W+1) wall arrays (grids is then
    None). Polar mazes differ in shape and are refused; grids are made for
    rectangles only. Mazes of floors have arrays with a floor axis, and
    rows of (x, y, floor) for their routes and ends.

    With targets (route_length, dead_ends, difficulty: see generate()),
    maze i is the first that fits of seeds seed+i, seed+i+n, ... (as the
    tool's --count draws them), whatever the threads; seeds[i] is its
    own seed.

    Deprecated: maze.dataset(n, width, height, seed=..., **settings) is
    the one way to make many mazes (its arrays are made when first read);
    generate_many stays for release 0.2.0's programs and warns."""
    warnings.warn("maze.generate_many() is deprecated: use maze.dataset(n, width, height, "
                  "seed=..., ...), the same mazes", DeprecationWarning, stacklevel=2)
    settings = dict(more, width=width, height=height, algorithm=algorithm, braid=braid,
                    shape=shape, mask=mask, start=start, end=end, ends=ends, bias=bias, pick=pick,
                    mix=mix, weave=weave, floors=floors, stairs=stairs,
                    route_length=route_length, dead_ends=dead_ends, difficulty=difficulty)
    if levels is not None:
        settings["levels"] = levels
    return _data.generate_many(n, solve=solve, solver=solver, grids=grids, threads=threads,
                               seed=seed, **settings)
