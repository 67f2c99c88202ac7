"""The arrays of many mazes made together in C: settings judged once
(a recipe), the batch that stacks passages, grids, routes and stats, and
the seeds a dataset holds without an array of them."""

from __future__ import annotations

import json
import os
from typing import Any, Dict, Optional

import numpy as np

from ._base import _s
from ._errors import NoRouteError, _refused
from ._make import _floors, _judge, _settings
from ._maze import ffi, lib


# generate()'s keyword arguments and their defaults: a dataset takes the
# same, so ds[i] is the maze generate(**settings, seed=seeds[i]) makes.
_GENERATE = dict(width=None, height=None, algorithm="backtracker", braid=0.0, shape="rect",
                 mask=None, start=None, end=None, ends=None, bias=None, pick=None,
                 mix=None, weave=0.0, floors=1, stairs=None, route_length=None,
                 dead_ends=None, difficulty=None)


def _given(settings: Dict[str, Any]) -> Dict[str, Any]:
    """generate()'s settings dict (as _settings() takes it) from keyword
    arguments; `levels` is floors by its name of release 0.2.0 and any
    other name goes to the library as generate()'s **more does."""
    settings = dict(settings)
    if "seed" in settings:
        raise TypeError("a dataset's seed is its own argument, not a setting")
    given: Dict[str, Any] = {}
    for name, default in _GENERATE.items():
        given[name] = settings.pop(name, default)
    given["floors"] = _floors(given["floors"], settings.pop("levels", None))
    given["seed"] = None
    given["more"] = settings
    return given


class _Recipe:
    """Settings judged once, shared by the mazes made from them (by seed)
    and by the threads that make them."""

    def __init__(self, given: Dict[str, Any]) -> None:
        self.given = given
        self.s = _settings(given)
        _judge(self.s)
        recipe = lib.maze_settings_recipe(self.s)
        self.algorithm = _s(recipe.generator.name)
        self.braid = float(recipe.braid)
        self.has_ends = recipe.ends != lib.MAZE_ENDS_NONE
        shape = ffi.new("enum maze_shape *")
        size = ffi.new("uint32_t[3]")
        lib.maze_settings_size(self.s, shape, size, size + 1, size + 2)
        self.kind = shape[0]
        self.shape = _s(lib.maze_shape_name(self.kind))
        self.width, self.height, self.floors = (int(v) for v in size)

    def __reduce__(self) -> Any:
        return (_Recipe, (self.given,))

    def make(self, seed: int) -> Any:
        out = ffi.new("struct maze **")
        why = ffi.new("struct maze_settings_error *")
        if lib.maze_settings_make(self.s, seed, ffi.NULL, out, why):
            raise _refused(why)
        return out[0]

    def jsonable(self) -> Dict[str, Any]:
        """The settings as JSON can hold them (a mask array as the text of
        a mask, '.' for a cell and 'X' for none)."""
        out: Dict[str, Any] = {}
        for name, value in self.given.items():
            if name in ("seed", "more") or value is None:
                continue
            if name == "mask" and isinstance(value, np.ndarray):
                value = {"text": "".join("".join("." if v else "X" for v in row) + "\n"
                                         for row in np.asarray(value, bool).tolist())}
            elif name == "mask" and isinstance(value, (bytes, bytearray)):
                value = {"text": bytes(value).decode()}
            elif name == "mask" and isinstance(value, str) and "\n" in value:
                value = {"text": value}
            elif name == "mask":
                value = os.fspath(value)
            elif isinstance(value, tuple):
                value = list(value)
            elif isinstance(value, np.generic):
                value = value.item()
            out[name] = value
        for name, value in self.given["more"].items():
            out[name] = value.item() if isinstance(value, np.generic) else value
        return out

    @staticmethod
    def from_jsonable(settings: Dict[str, Any]) -> "_Recipe":
        settings = dict(settings)
        mask = settings.get("mask")
        if isinstance(mask, dict):
            settings["mask"] = mask["text"]
        for name in ("start", "end"):
            if isinstance(settings.get(name), list):
                settings[name] = tuple(settings[name])
        return _Recipe(_given(settings))

    def key(self) -> str:
        return json.dumps(self.jsonable(), sort_keys=True)


# struct maze_stats as numpy sees it, to read n of them at once.
_STAT_SIZES = ("cells", "passages", "dead_ends", "junctions3", "junctions4", "straights",
               "turns", "longest", "longest_from", "longest_to", "solution", "crossings",
               "stairs")
_STATS = np.dtype({
    "names": list(_STAT_SIZES) + ["corridor", "loops"],
    "formats": [np.uintp] * len(_STAT_SIZES) + [np.float64, np.longlong],
    "offsets": [ffi.offsetof("struct maze_stats", f) for f in _STAT_SIZES + ("corridor", "loops")],
    "itemsize": ffi.sizeof("struct maze_stats"),
})
# The figures filter() bounds (Maze.stats()'s names).
STAT_NAMES = ("cells", "passages", "dead_ends", "junctions3", "junctions4", "straights",
              "turns", "longest", "solution", "corridor", "loops", "crossings", "stairs")


# Mazes of at most this many cells have their routes made in rows of
# as many pairs (_make): 8 bytes a cell for a while, twice what the grids
# take.
_ROUTE_ROWS_MAX = 1024


def _make(recipe: _Recipe, seeds: np.ndarray, solver: Any, threads: int, grids: bool,
          routes: bool, hashes: bool = True, stats: bool = False,
          stride: Optional[int] = None) -> Dict[str, Any]:
    """The stacked arrays of the mazes with these seeds, made in C on
    `threads` threads (pm_many), in chunks of about a million cells so
    that Ctrl-C is answered between them. With the settings' targets,
    maze i is drawn from seeds[i], `stride` apart (maze_settings_try),
    and out["drawn"] holds the seed each was drawn to (None without a
    stride)."""
    n = len(seeds)
    seeds = np.ascontiguousarray(seeds, dtype=np.uint64)
    w, h, floors = recipe.width, recipe.height, recipe.floors
    if recipe.kind == lib.MAZE_SHAPE_POLAR:
        raise ValueError("a dataset's arrays are of equal shape: polar mazes differ ring by ring "
                         "(take its mazes one by one)")
    rows = h * floors
    out: Dict[str, Any] = {}
    passages = np.empty((n, rows, w), dtype=np.uint8)
    gr = None
    if grids and recipe.kind == lib.MAZE_SHAPE_RECT:
        gr = np.empty((n, 2 * rows + 1, 2 * w + 1), dtype=np.uint8)
    ends_xy = np.empty((n, 4), dtype=np.uint32)
    hs = np.empty(n, dtype=np.uint64) if hashes else None
    st = np.zeros(n, dtype=_STATS) if stats else None
    cells = rows * w
    # Small mazes' routes go straight into rows of `cells` pairs (the
    # most a route holds), narrowed to the longest afterwards: no
    # allocation a maze. Large ones get an array each, packed after, so
    # that short routes of large mazes take no more than they need.
    in_rows = routes and cells <= _ROUTE_ROWS_MAX
    route_rows = np.empty((n, cells, 2), dtype=np.int32) if in_rows else None
    lists = ffi.new("int32_t *[]", max(n, 1)) if routes and not in_rows else ffi.NULL
    lengths = np.zeros(n, dtype=np.uint32) if routes else None
    drawn = np.empty(n, dtype=np.uint64) if stride is not None else None
    why = ffi.new("struct maze_settings_error *")
    grid_size = (2 * rows + 1) * (2 * w + 1)
    try:
        chunk = max(2 * threads, (1 << 20) // max(1, cells))
        err = lib.MAZE_OK
        done = 0
        while done < n and err == lib.MAZE_OK:
            k = min(chunk, n - done)
            part = ffi.new("struct pm_batch *")
            part.seeds = ffi.from_buffer("uint64_t[]", seeds[done:done + k])
            part.passages = ffi.from_buffer("uint8_t[]", passages[done:done + k])
            if gr is not None:
                part.grids = ffi.from_buffer("uint8_t[]", gr[done:done + k])
            part.ends = ffi.from_buffer("uint32_t[]", ends_xy[done:done + k])
            part.stride = stride or 0
            if drawn is not None:
                part.drawn = ffi.from_buffer("uint64_t[]", drawn[done:done + k])
            if hs is not None:
                part.hashes = ffi.from_buffer("uint64_t[]", hs[done:done + k])
            if st is not None:
                part.stats = ffi.from_buffer("struct maze_stats[]", st[done:done + k])
            if in_rows:
                part.route_rows = ffi.from_buffer("int32_t[]", route_rows[done:done + k])
                part.route_columns = cells
            elif routes:
                part.routes = lists + done
            if routes:
                part.lengths = ffi.from_buffer("uint32_t[]", lengths[done:done + k])
            err = lib.pm_many(recipe.s, 0, k, solver, threads, part, why)
            done += k
        if err in (lib.MAZE_ERR_NO_ROUTE, lib.MAZE_ERR_DEFEATED):
            raise NoRouteError("%s could not solve every maze: %s"
                               % (_s(solver.name), _s(lib.maze_strerror(err))))
        if err != lib.MAZE_OK:
            why.code = err
            raise _refused(why)
        if routes:
            longest = int(lengths.max()) if n else 0
            if in_rows:
                # Narrowed to the longest where they are (on two threads
                # when given them), and the array cut to them (no view of
                # it is left: realloc may move it).
                rows_buf = ffi.from_buffer("int32_t[]", route_rows)
                lib.pm_routes_narrow(rows_buf, n, cells, longest, threads)
                del rows_buf
                route_rows.resize((n * longest * 2,), refcheck=False)
                packed = route_rows.reshape(n, longest, 2)
            else:
                packed = np.empty((n, longest, 2), dtype=np.int32)
                lib.pm_routes_pack(lists, ffi.from_buffer("uint32_t[]", lengths), n, longest,
                                   ffi.from_buffer("int32_t[]", packed))
            out["routes_xy"] = packed
            out["lengths_u32"] = lengths
    finally:
        if routes and not in_rows:
            lib.pm_routes_free(lists, n)
    out["ends_u32"] = ends_xy
    out["passages_flat"] = passages
    out["drawn"] = drawn
    e = ends_xy.astype(np.int64)
    e[ends_xy == 0xFFFFFFFF] = -1
    starts, stops = e[:, 0:2], e[:, 2:4]
    route_arr = out["routes_xy"] if routes else None
    if floors > 1:
        passages = passages.reshape(n, floors, h, w)
        if gr is not None:
            # Floors follow one another on the sheet, each one's bottom
            # wall the next one's top wall, as in Maze.grid().
            layer = np.arange(floors)[:, None] * 2 * h + np.arange(2 * h + 1)
            gr = gr[:, layer]
        starts, stops = _floor_rows(starts, h), _floor_rows(stops, h)
        if route_arr is not None:
            route_arr = _floor_rows(route_arr, h)
    out.update(passages=passages, grids=gr, starts=starts, ends=stops, hashes=hs, stats=st,
               routes=route_arr,
               route_lengths=lengths.astype(np.int64) if routes else None)
    return out


def _frozen(a: Optional[np.ndarray]) -> Optional[np.ndarray]:
    if a is not None:
        a.flags.writeable = False
    return a


class _SeedRun:
    """n seeds start, start + step, start + 2*step, ... (modulo 2**64),
    held as three numbers: a dataset of 10**9 mazes costs no 8 GB of seeds
    until an array of them is asked for (ds.seeds, the stacked arrays)."""

    __slots__ = ("start", "step", "n")

    def __init__(self, start: int, step: int, n: int) -> None:
        self.start = start % 2**64
        self.step = step
        self.n = n

    def at(self, i: int) -> int:
        return (self.start + self.step * i) % 2**64

    def sliced(self, i: slice) -> "_SeedRun":
        start, stop, step = i.indices(self.n)
        n = len(range(start, stop, step))
        return _SeedRun(self.at(start) if n else 0, self.step * step, n)

    def take(self, index: np.ndarray) -> np.ndarray:
        """The seeds at index (whole numbers, negative from the end), as
        array()[index] without making array(): ds[[0, 5]] of a billion
        mazes costs two seeds."""
        index = np.asarray(index, dtype=np.int64)
        index = np.where(index < 0, index + self.n, index)
        if index.size and (index.min() < 0 or index.max() >= self.n):
            raise IndexError("an index out of a dataset of %d" % self.n)
        return np.uint64(self.start) + np.uint64(self.step % 2**64) * index.astype(np.uint64)

    def array(self) -> np.ndarray:
        if not self.n:
            return np.zeros(0, np.uint64)
        return np.uint64(self.start) + np.uint64(self.step % 2**64) * \
            np.arange(self.n, dtype=np.uint64)

    def __reduce__(self) -> Any:
        return (_SeedRun, (self.start, self.step, self.n))


def _floor_rows(xy: np.ndarray, height: int) -> np.ndarray:
    """(x, y) rows with y counted through the floors to (x, y, floor)
    rows; -1 (no cell) stays -1."""
    out = np.empty(xy.shape[:-1] + (3,), dtype=xy.dtype)
    out[..., 0] = xy[..., 0]
    y = xy[..., 1]
    none = y < 0
    out[..., 1] = np.where(none, -1, y % height)
    out[..., 2] = np.where(none, -1, y // height)
    return out
