"""Mazes at C speed: libmaze's generators, solvers and formats from Python.

    >>> import maze
    >>> m = maze.generate(12, 6, seed=7)
    >>> route = m.solve()
    >>> print(m.text(route))          # the same text as `maze generate -s 7 --solve`
    >>> m.grid()                      # (13, 25) uint8 array, 1 = wall
    >>> m.save("maze.png", route=route, cell=20)

    >>> ds = maze.dataset(100000, 10, 10, seed=0)   # ds[i] == maze.generate(10, 10, seed=i)
    >>> x, y = ds.filter(min_route=20).pairs()       # arrays, tokens(), pixels(), save()

Every maze is made, solved and drawn by libmaze (compiled into this
package); numpy arrays come straight from its cells. Long calls release the
GIL, and `dataset` makes a whole dataset in C on every core
(`generate_many` and `Batch` are its deprecated names of release 0.2.0).

Coordinates are (x, y): x counts cells to the right, y down, from 0 (polar
mazes: the place in the ring, clockwise, and the ring, from the centre).
"""

from __future__ import annotations

import errno
import json
import os
import stat
import threading
import warnings
from typing import Any, Dict, Iterator, List, NamedTuple, Optional, Sequence, Tuple, Union

import numpy as np

from ._maze import ffi, lib

# PNG, SVG, PDF and GIF are libmaze-render's, compiled into the module
# with libmaze: added to the formats once, before anything looks them up.
lib.maze_render_library_init()

__all__ = [
    "Maze",
    "Route",
    "Event",
    "Dataset",
    "Samples",
    "Entry",
    "MazeError",
    "FormatError",
    "NoRouteError",
    "generate",
    "generate_many",
    "run",
    "dataset",
    "load",
    "from_grid",
    "from_tokens",
    "vocabulary",
    "read",
    "algorithms",
    "solvers",
    "formats",
    "shapes",
    "book",
    "__version__",
]

# The library's MAZE_VERSION, compiled in: the one place it is written.
__version__: str = ffi.string(lib.MAZE_VERSION).decode("ascii")

Point = Tuple[int, int]

# The notebook's picture: an SVG up to this many cells, past it a PNG about
# this many pixels on its longer side (see Maze._repr_png_).
_SVG_CELLS = 100 * 100
_PICTURE_SIDE = 1200
PathLike = Union[str, "os.PathLike[str]"]

# ------------------------------------------------------------------ errors


class MazeError(Exception):
    """Base of the errors this package raises for what the library refuses
    (the others are ValueError for bad arguments, OSError for files and
    MemoryError)."""


class FormatError(MazeError, ValueError):
    """A maze or mask file is malformed: `line` and `column` say where
    (1-based; 0 when the problem is the file as a whole)."""

    def __init__(self, message: str, line: int = 0, column: int = 0) -> None:
        super().__init__(message)
        self.line = line
        self.column = column


class NoRouteError(MazeError, ValueError):
    """No route joins the two cells, or the solver cannot find the one that
    exists (a wall follower going round a loop)."""


def _error(err: int, text: str) -> Exception:
    """The Python exception for libmaze error err, saying text."""
    if err == lib.MAZE_ERR_NOMEM:
        return MemoryError(text)
    if err == lib.MAZE_ERR_IO:
        return OSError(text)
    if err in (lib.MAZE_ERR_NO_ROUTE, lib.MAZE_ERR_DEFEATED):
        return NoRouteError(text)
    if err == lib.MAZE_ERR_FORMAT:
        return FormatError(text)
    return MazeError(text) if err == lib.MAZE_ERR_NO_ENDS else ValueError(text)


def _raise(err: int, what: str) -> None:
    """Raises the Python exception for libmaze error err, its message the
    library's own after `what`."""
    raise _error(err, "%s: %s" % (what, _s(lib.maze_strerror(err))))


def _refused(why: Any) -> Exception:
    """The exception for settings the library refused (a struct
    maze_settings_error), saying the library's words: ValueError for a
    setting that is wrong or that does not go with another,
    MemoryError for a maze larger than the machine's memory."""
    text = _s(why.message) or _s(lib.maze_strerror(why.code))
    if why.code in (lib.MAZE_ERR_ARG, lib.MAZE_ERR_CONFLICT):
        return ValueError(text)
    if why.code in (lib.MAZE_ERR_TOO_BIG, lib.MAZE_ERR_NOMEM):
        return MemoryError(text)
    return _error(why.code, text)


def _check(err: int, what: str) -> None:
    if err != lib.MAZE_OK:
        _raise(err, what)


# -------------------------------------------------------------- registries


class Entry(NamedTuple):
    """One entry of a registry: its name, what it does, and the other
    names it answers to. `shapes` is true for an algorithm that works on
    every shape and on masks, and for a format that draws every shape;
    `extension`, `draws` (a still picture) and `animates` are for formats."""

    name: str
    summary: str
    aliases: Tuple[str, ...]
    shapes: bool = True
    extension: str = ""
    draws: bool = True
    animates: bool = False


def _s(p: Any) -> str:
    """A C string as str; bytes that are not UTF-8 (a message quoting a
    broken file) as backslash escapes."""
    return ffi.string(p).decode("utf-8", "backslashreplace") if p != ffi.NULL else ""


def _aliases(p: Any) -> Tuple[str, ...]:
    return tuple(_s(p).split())


def _table(first: Any) -> Iterator[Any]:
    i = 0
    while first[i].name != ffi.NULL:
        yield first + i
        i += 1


def algorithms() -> List[Entry]:
    """The generators, the default (backtracker) first."""
    return [
        Entry(_s(g.name), _s(g.summary), _aliases(g.aliases), bool(g.masks))
        for g in _table(lib.maze_generators())
    ]


def solvers() -> List[Entry]:
    """The solvers, the default (bfs) first."""
    return [Entry(_s(s.name), _s(s.summary), _aliases(s.aliases)) for s in _table(lib.maze_solvers())]


def formats() -> List[Entry]:
    """The formats Maze.save() and Maze.render() write."""
    return [
        Entry(
            _s(r.name),
            _s(r.summary),
            _aliases(r.aliases),
            bool(r.shapes),
            _s(r.extension),
            bool(lib.pm_renderer_draws(r)),
            bool(lib.pm_renderer_animates(r)),
        )
        for r in _table(lib.maze_renderers())
    ]


def shapes() -> List[str]:
    """The shapes a maze can have, as the library names them."""
    return [_s(lib.maze_shape_name(i)) for i in range(lib.MAZE_SHAPE_LAST + 1)]


def _unknown(what: str, given: str, entries: Sequence[Any], hint: str) -> ValueError:
    """The error for a name no entry answers to, naming the nearest one."""
    best, best_d = None, None
    for e in entries:
        d = lib.maze_name_distance(given.encode(), e.name, e.aliases)
        if best_d is None or d < best_d:
            best, best_d = _s(e.name), d
    if best is not None and best_d is not None and best_d <= 2:
        return ValueError("unknown %s %r (did you mean %r?)" % (what, given, best))
    return ValueError("unknown %s %r (try: %s)" % (what, given, hint))


def _solver(name: Optional[str]) -> Any:
    if name is None:
        return lib.maze_solvers()
    if not isinstance(name, str):
        raise TypeError("solver must be a name, not %r" % (name,))
    s = ffi.NULL if "\0" in name else lib.maze_solver_find(name.encode())
    if s == ffi.NULL:
        raise _unknown("solver", name, list(_table(lib.maze_solvers())), "maze.solvers()")
    return s


def _renderer(name: str) -> Any:
    if not isinstance(name, str):
        raise TypeError("format must be a name, not %r" % (name,))
    r = ffi.NULL if "\0" in name else lib.maze_renderer_find(name.encode())
    if r == ffi.NULL:
        raise _unknown("format", name, list(_table(lib.maze_renderers())), "maze.formats()")
    return r


# ------------------------------------------------------------------ routes


class Route:
    """A route through a maze: `cells` from where it starts to where it
    ends as (x, y) pairs ((x, y, floor) in a maze of floors), `visited` the
    cells the solver looked at to find it. len(route) - 1 is its length in
    steps; route.array() is the same cells as an (N, 2) int64 array of x, y
    ((N, 3) with the floor)."""

    def __init__(self, maze: "Maze", index: np.ndarray, visited: int, solver: str) -> None:
        self._maze = maze
        self._index = index
        self.visited = visited
        self.solver = solver
        self._xy: Optional[np.ndarray] = None

    def array(self) -> np.ndarray:
        """The cells as an (N, 2) array: column 0 is x, column 1 is y (and
        column 2 the floor in a maze of floors)."""
        if self._xy is None:
            self._xy = self._maze._xy(self._index)
            self._xy.flags.writeable = False
        return self._xy

    @property
    def cells(self) -> List[Point]:
        """The cells as a list of (x, y) ((x, y, floor) on floors)."""
        return [tuple(int(v) for v in p) for p in self.array().tolist()]

    @property
    def steps(self) -> int:
        """Its length: cells on it minus one."""
        return len(self._index) - 1

    def __len__(self) -> int:
        return len(self._index)

    def __iter__(self) -> Iterator[Point]:
        return iter(self.cells)

    def __repr__(self) -> str:
        return "<Route %d steps by %s, %d cells visited>" % (self.steps, self.solver, self.visited)


# ------------------------------------------------------------------ events


class Event(NamedTuple):
    """One step of a recorded run (see Maze.events()). `kind` is one of
    visit, carve, backtrack, frontier, clear, split, wall, solve_visit,
    route, walk, fill; `a` and `b` are cells as (x, y) or None. For split,
    the field x, y, w, h is cut after row or column `at` (horizontal or
    not), the smaller part taking id new_region, at `depth` in the tree
    of fields (polar grids: see maze.h); for solve_visit,
    `distance` is the steps from where the solver started."""

    kind: str
    a: Optional[Point]
    b: Optional[Point]
    distance: int = 0
    x: int = 0
    y: int = 0
    w: int = 0
    h: int = 0
    at: int = 0
    horizontal: bool = False
    region: int = 0
    new_region: int = 0
    depth: int = 0


_KINDS = {
    lib.MAZE_EV_VISIT: "visit",
    lib.MAZE_EV_CARVE: "carve",
    lib.MAZE_EV_BACKTRACK: "backtrack",
    lib.MAZE_EV_FRONTIER: "frontier",
    lib.MAZE_EV_CLEAR: "clear",
    lib.MAZE_EV_SPLIT: "split",
    lib.MAZE_EV_WALL: "wall",
    lib.MAZE_EV_SOLVE_VISIT: "solve_visit",
    lib.MAZE_EV_ROUTE: "route",
    lib.MAZE_EV_WALK: "walk",
    lib.MAZE_EV_FILL: "fill",
}


# struct maze_event as numpy sees it, to read a recording in one go.
_EVENT = np.dtype({
    "names": ["kind", "a", "b", "x", "y", "w", "h", "at", "horizontal", "region", "new_region",
              "depth", "distance"],
    "formats": ["i%d" % ffi.sizeof("enum maze_event_kind"), np.uintp, np.uintp, np.uint32,
                np.uint32, np.uint32, np.uint32, np.uint32, np.bool_, np.intc, np.intc, np.uint32,
                np.uintp],
    "offsets": [ffi.offsetof("struct maze_event", f) for f in (
        "kind", "a", "b", "x", "y", "w", "h", "at", "horizontal", "region", "new_region",
        "depth", "distance")],
    "itemsize": ffi.sizeof("struct maze_event"),
})


def _new_recording() -> Any:
    rec = ffi.new("struct maze_recording *")
    return ffi.gc(rec, lib.maze_recording_release)


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


class Maze:
    """A maze made by generate() or read(). Read `width`, `height`,
    `shape`, `start`, `end`, `seed`, `algorithm` and `braid`; solve it,
    measure it, draw it, or look at it through numpy arrays.

    Calls on one Maze from several threads take turns (the library uses
    scratch bits in its cells); different mazes run in parallel."""

    def __init__(self, ptr: Any, seed: Optional[int] = None, algorithm: Optional[str] = None,
                 braid: float = 0.0, recording: Any = None) -> None:
        self._ptr = None if ptr is None else ffi.gc(ptr, lib.maze_free)
        self._recipe: Any = None
        self._lock = threading.RLock()
        self.seed = seed
        self.algorithm = algorithm
        self.braid = braid
        self._rec = recording
        # Drawn to a target: the seeds tried, and its score for the JSON.
        self.tries = 1
        self._score: Optional[int] = None

    @classmethod
    def _lazy(cls, recipe: Any, seed: int) -> "Maze":
        """The maze recipe makes with seed, made (in C) only when it is
        first used: a dataset's mazes cost nothing until then."""
        m = cls(None, seed, recipe.algorithm, recipe.braid)
        m._recipe = recipe
        return m

    @property
    def _m(self) -> Any:
        if self._ptr is None:
            with self._lock:
                if self._ptr is None:
                    self._ptr = ffi.gc(self._recipe.make(self.seed), lib.maze_free)
        return self._ptr

    # ------------------------------------------------ value semantics

    def __eq__(self, other: Any) -> bool:
        """The same maze: shape, size, passages, crossings, start and end
        (not how it was made: seed and algorithm are not compared)."""
        if not isinstance(other, Maze):
            return NotImplemented
        if self is other:
            return True
        return bool(lib.pm_equal(self._m, other._m))

    def __hash__(self) -> int:
        """From hash() and the size and ends, so equal mazes hash alike
        (a maze whose start or end is moved hashes anew)."""
        m = self._m
        return hash((int(lib.maze_hash(m)), int(m.shape), int(m.width), int(m.height),
                     int(m.start), int(m.end)))

    def __reduce__(self) -> Any:
        """Pickled as its settings and seed while it is a dataset's maze
        not yet made, else as its JSON (the events of record=True are
        not kept)."""
        if self._ptr is None and self._recipe is not None:
            return (_lazy_maze, (self._recipe, self.seed))
        return (_maze_from_json, (self.to_json(), self.seed, self.algorithm, self.braid))

    def _shown(self) -> bool:
        """Whether a notebook can draw this maze at all."""
        return not self._m.sheet and (self.floors == 1 or
                                      bool(lib.maze_renderer_find(b"svg").floors))

    def _repr_svg_(self) -> Optional[str]:
        """The picture a notebook shows of a maze of up to _SVG_CELLS
        cells (the svg format); a bigger one is a PNG (_repr_png_), as an
        SVG grows with the walls: a notebook keeps every picture inline,
        and 1000x1000 cells would be an SVG of 11 MB."""
        if not self._shown() or self._cells() > _SVG_CELLS:
            return None
        return self.render("svg", cell=16 if max(self.width, self.height) <= 40 else 8).decode()

    def _repr_png_(self) -> Optional[bytes]:
        """The picture a notebook shows of a maze past _SVG_CELLS cells: the
        png format with cells shrunk (to two pixels, at the least) so that
        its longer side stays near _PICTURE_SIDE pixels; a rectangle too
        big for that even at two pixels a cell is scaled down, each pixel
        the share of floor in its block of grid(), so the picture stays
        near _PICTURE_SIDE pixels a side however big the maze."""
        if not self._shown() or self._cells() <= _SVG_CELLS:
            return None
        side = max(self.width, self.height * max(self.floors, 1))
        cell = max(2, min(8, _PICTURE_SIDE // max(side, 1)))
        if cell * side > 2 * _PICTURE_SIDE and self.shape == "rect" and self.floors == 1:
            return _scaled_png(self.grid(), _PICTURE_SIDE)
        return self.render("png", cell=cell, wall=1 if cell < 6 else 2, margin=cell)

    def _cells(self) -> int:
        return int(self.width) * int(self.height) * max(int(self.floors), 1)

    # ---------------------------------------------------- ML formats

    def pixels(self, route: bool = True) -> np.ndarray:
        """A (2H+1, 2W+1, 3) uint8 RGB picture, a pixel a square of
        grid(): wall black, floor white, the shortest route (route=True)
        blue (0, 0, 255), the start green (0, 255, 0), the end red
        (255, 0, 0): maze-dataset's as_pixels() layout. Flat rectangles."""
        if self.shape != "rect" or self.floors > 1:
            raise ValueError("pixels() is for rectangles of one floor, not %s"
                             % ("floors" if self.floors > 1 else self.shape + " mazes"))
        grid = np.ascontiguousarray(self.grid())
        h, w = self.height, self.width
        none = 0xFFFFFFFF
        s, e = self.start, self.end
        ends = np.array([[s[0], s[1]] if s else [none, none], [e[0], e[1]] if e else [none, none]],
                        dtype=np.uint32).reshape(1, 4)
        routes = lengths = None
        if route and s is not None and e is not None:
            routes = np.ascontiguousarray(self.solve().array().astype(np.int32)[None])
            lengths = np.array([routes.shape[1]], dtype=np.uint32)
        out = np.empty((2 * h + 1, 2 * w + 1, 3), dtype=np.uint8)
        lib.pm_pixels(ffi.from_buffer("uint8_t[]", grid),
                      ffi.from_buffer("int32_t[]", routes) if routes is not None else ffi.NULL,
                      ffi.from_buffer("uint32_t[]", lengths) if lengths is not None else ffi.NULL,
                      routes.shape[1] if routes is not None else 0,
                      ffi.from_buffer("uint32_t[]", ends), 1, w, h,
                      ffi.from_buffer("uint8_t[]", out))
        return out

    def tokens(self, prompt: bool = False) -> str:
        """The maze in maze-dataset's default token layout (see
        Dataset.tokens()), its passages' order drawn from its seed;
        prompt=True stops after <PATH_START>. maze.from_tokens() reads
        it back."""
        from ._data import maze_tokens

        return maze_tokens(self, prompt)

    # ---------------------------------------------------------- fields

    @property
    def width(self) -> int:
        """Cells across (polar: the cells of the innermost ring)."""
        return int(self._m.width)

    @property
    def height(self) -> int:
        """Cells down (polar: the rings; floors: those of one floor)."""
        return int(self._m.height) // self.floors

    @property
    def floors(self) -> int:
        """Floors: 1 for a flat maze. A maze of floors names its cells
        (x, y, floor), floor 0 the lowest."""
        return max(1, int(self._m.floors))

    @property
    def levels(self) -> int:
        """floors by its name of release 0.2.0."""
        return self.floors

    @property
    def size(self) -> Tuple[int, int]:
        """(width, height)."""
        return (self.width, self.height)

    @property
    def cells(self) -> int:
        """How many cells the grid has (those masked out included)."""
        return int(self._m.cells)

    @property
    def shape(self) -> str:
        """rect, hex, triangle, polar or upsilon."""
        return _s(lib.maze_shape_name(self._m.shape))

    @property
    def wrap(self) -> str:
        """The edges that wrap round: "x" (a cylinder joined east to west),
        "y" (south to north), "xy" (a torus), "mobius" (east to west with a
        half turn: row y meets row height - 1 - y), "klein" (mobius and
        south to north), "projective" (both with a half turn) or "" for
        none."""
        return _s(lib.maze_wrap_name(self._m.wrap))

    def _point(self, c: int) -> Optional[Point]:
        if c == lib.MAZE_NONE:
            return None
        x = ffi.new("uint32_t *")
        y = ffi.new("uint32_t *")
        lib.maze_cell_xy(self._m, c, x, y)
        if self.floors > 1:
            return (int(x[0]), int(y[0]) % self.height, int(y[0]) // self.height)
        return (int(x[0]), int(y[0]))

    def _cell(self, what: str, p: Any) -> int:
        """The cell index of point p, or ValueError."""
        if self.floors > 1:
            x, y, z = _pair(what, p, 3)
            if not 0 <= z < self.floors:
                raise ValueError("%s %d,%d on floor %d is outside the maze (floors 0 to %d)"
                                 % (what, x, y, z, self.floors - 1))
            if not (0 <= x < self.width and 0 <= y < self.height):
                raise ValueError("%s %d,%d is outside the %dx%d floor" % (what, x, y, self.width,
                                                                          self.height))
            return int(lib.maze_cell_at(self._m, x, y + z * self.height))
        x, y = _pair(what, p)
        if not (0 <= x < 1 << 32 and 0 <= y < 1 << 32):
            raise ValueError("%s %d,%d is outside the maze (x and y from 0)" % (what, x, y))
        c = ffi.new("size_t *")
        why = ffi.new("char[200]")
        if lib.maze_cell_check(self._m, what.encode(), x, y, c, why, len(why)):
            raise ValueError(ffi.string(why).decode())
        return int(c[0])

    @property
    def start(self) -> Optional[Point]:
        """The start cell (x, y), or None."""
        return self._point(self._m.start)

    @start.setter
    def start(self, p: Optional[Point]) -> None:
        self._m.start = lib.MAZE_NONE if p is None else self._cell("start", p)

    @property
    def end(self) -> Optional[Point]:
        """The end cell (x, y), or None."""
        return self._point(self._m.end)

    @end.setter
    def end(self, p: Optional[Point]) -> None:
        self._m.end = lib.MAZE_NONE if p is None else self._cell("end", p)

    def rings(self) -> np.ndarray:
        """Polar mazes: height + 1 cell numbers, ring y being the cells
        rings()[y] to rings()[y+1] - 1 of passages() and the route."""
        if self._m.ring == ffi.NULL:
            raise ValueError("a %s maze has no rings" % self.shape)
        buf = ffi.buffer(self._m.ring, (self.height + 1) * ffi.sizeof("size_t"))
        return np.frombuffer(buf, dtype=np.uintp).astype(np.int64)

    def _xy(self, index: np.ndarray) -> np.ndarray:
        """Cell numbers to an (N, 2) array of x, y ((N, 3) with the floor
        in a maze of floors)."""
        index = index.astype(np.int64)
        if self.floors > 1:
            out = np.empty((len(index), 3), dtype=np.int64)
            out[:, 0] = index % self.width
            out[:, 1] = index // self.width % self.height
            out[:, 2] = index // (self.width * self.height)
            return out
        out = np.empty((len(index), 2), dtype=np.int64)
        if self._m.ring == ffi.NULL:
            out[:, 0] = index % self.width
            out[:, 1] = index // self.width
        else:
            ring = self.rings()
            y = np.searchsorted(ring, index, side="right") - 1
            out[:, 0] = index - ring[y]
            out[:, 1] = y
        return out

    def __repr__(self) -> str:
        seed = "" if self.seed is None else " seed %d" % self.seed
        floors = "" if self.floors == 1 else " %d floors" % self.floors
        return "<Maze %dx%d %s%s%s>" % (self.width, self.height, self.shape, floors, seed)

    def __str__(self) -> str:
        """The text format for a rectangle; other shapes have none."""
        if self._m.shape != lib.MAZE_SHAPE_RECT:
            return repr(self)
        return self.text()

    # ---------------------------------------------------------- solving

    def solve(self, solver: str = "bfs", start: Optional[Point] = None, hand: str = "left",
              seed: int = 0) -> Route:
        """Finds a route to the end with solver (see solvers()), from the
        start or from the cell `start` given as (x, y) ((x, y, floor) in a
        maze of floors: routes take the stairs). `hand` (left or
        right) is the wall follower's and pledge's; `seed` picks the
        random mouse's choices. A maze made with record=True records
        the solver's events too. Raises NoRouteError when no route exists
        or the solver cannot find it, MazeError without an end."""
        s = _solver(solver)
        if hand not in ("left", "right"):
            raise ValueError("hand must be 'left' or 'right', not %r" % (hand,))
        opts = ffi.new("struct maze_solve_opts *")
        opts.hand = lib.MAZE_HAND_LEFT if hand == "left" else lib.MAZE_HAND_RIGHT
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**64:
            raise ValueError("seed must be a whole number from 0 to 2**64 - 1, not %r" % (seed,))
        opts.seed = seed
        with self._lock:
            if self._m.end == lib.MAZE_NONE or (start is None and self._m.start == lib.MAZE_NONE):
                raise MazeError("cannot solve the maze: it has no %s"
                                % ("end" if self._m.end == lib.MAZE_NONE else "start"))
            src = self._m.start if start is None else self._cell("start", start)
            hook = ffi.NULL
            if self._rec is not None:
                hook = ffi.new("struct maze_hook *")
                hook.fn = ffi.addressof(lib, "maze_record_event")
                hook.user = self._rec
            route = ffi.new("struct maze_route *")
            err = lib.maze_solve_from(self._m, s, src, opts, hook, route)
            if err == lib.MAZE_ERR_NO_ROUTE:
                where = self._point(src) or (0, 0)
                raise NoRouteError("no route from %s to the end" % ",".join(map(str, where[:2]))
                                   + ("" if len(where) == 2 else " on floor %d" % where[2]))
            if err == lib.MAZE_ERR_DEFEATED:
                why = _s(s.gives_up) if s.gives_up != ffi.NULL else "gave up"
                raise NoRouteError("%s cannot reach the end: it %s "
                                   "(a route exists; try another solver)" % (_s(s.name), why))
            if err == lib.MAZE_ERR_CONFLICT and s.counts_turns:
                raise ValueError("%s counts its turns, and a %s has no even turns "
                                 "(try: solver='wall-follower')"
                                 % (_s(s.name), "maze of floors" if self._m.floors > 1
                                    else "polar grid"))
            _check(err, "cannot solve the maze")
            try:
                buf = ffi.buffer(route.cells, route.length * ffi.sizeof("size_t"))
                index = np.frombuffer(buf, dtype=np.uintp).copy()
                visited = int(route.visited)
            finally:
                lib.maze_route_release(route)
        return Route(self, index, visited, _s(s.name))

    # --------------------------------------------------------- measuring

    def stats(self) -> Dict[str, Any]:
        """The figures people compare mazes by: cells, passages, dead_ends,
        junctions3, junctions4, straights, turns, longest (steps) with
        longest_from and longest_to, solution (steps from start to end, or
        None), corridor (average steps between junctions and dead ends)
        and loops (0 for a perfect maze); crossings in a weave maze,
        stairs in a maze of floors."""
        st = ffi.new("struct maze_stats *")
        with self._lock:
            _check(lib.maze_measure(self._m, st), "cannot measure the maze")
        out: Dict[str, Any] = {}
        for key in ("cells", "passages", "dead_ends", "junctions3", "junctions4",
                    "straights", "turns", "longest"):
            out[key] = int(getattr(st, key))
        out["longest_from"] = self._point(st.longest_from)
        out["longest_to"] = self._point(st.longest_to)
        out["solution"] = None if st.solution == lib.MAZE_NONE else int(st.solution)
        out["corridor"] = float(st.corridor)
        out["loops"] = int(st.loops)
        if self.floors > 1:
            out["stairs"] = int(st.stairs)
        elif self._m.extra != ffi.NULL:  # a weave maze
            out["crossings"] = int(st.crossings)
        return out

    # ------------------------------------------- routes and distances

    def all_routes(self) -> Dict[str, Any]:
        """Every shortest route from start to end: count (how many, an
        exact int however large: the library sums them a wave at a time in
        as many limbs as they need), steps (of each), some and every (the
        cells on some shortest route and on every one, as points, an
        (N, 2) array, (N, 3) with floors). Raises NoRouteError without a
        route, ValueError without ends."""
        r = ffi.new("struct maze_routes *")
        with self._lock:
            err = lib.maze_routes_count(self._m, r)
        self._no_route(err)
        try:
            marks = np.frombuffer(ffi.buffer(r.cell, self.cells), dtype=np.uint8)
            out: Dict[str, Any] = {
                "count": int(_s(r.count)),
                "steps": int(r.steps),
                "some": self._xy(np.nonzero(marks & lib.MAZE_ROUTES_SOME)[0]),
                "every": self._xy(np.nonzero(marks & lib.MAZE_ROUTES_EVERY)[0]),
            }
        finally:
            lib.maze_routes_release(r)
        return out

    def bottlenecks(self) -> Dict[str, Any]:
        """What every route from start to end must use, shortest or not:
        cells (points, start first and end last, in the order a route
        meets them) and passages (an (N, 2, 2) array of the two cells of
        each, (N, 2, 3) with floors). In a perfect maze: the whole route.
        Raises as all_routes()."""
        b = ffi.new("struct maze_bottlenecks *")
        with self._lock:
            err = lib.maze_bottlenecks_find(self._m, b)
        self._no_route(err)
        try:
            size = ffi.sizeof("size_t")
            cells = np.frombuffer(ffi.buffer(b.cells, b.cell_count * size),
                                  dtype=np.uintp).copy()
            pairs = np.frombuffer(ffi.buffer(b.passages, 2 * b.passage_count * size)
                                  if b.passage_count else b"", dtype=np.uintp).copy()
        finally:
            lib.maze_bottlenecks_release(b)
        width = 3 if self.floors > 1 else 2
        return {"cells": self._xy(cells),
                "passages": self._xy(pairs).reshape(-1, 2, width)}

    def distances(self, start: Optional[Point] = None) -> np.ndarray:
        """Steps from start (default the maze's) to every cell, -1 where no
        route reaches: a (height, width) int64 array, (floors, height,
        width) for a maze of floors, or for a polar maze one entry a cell,
        ring y's from rings()[y] (the layout of passages())."""
        src = self._m.start if start is None else self._cell("start", start)
        if src == lib.MAZE_NONE:
            raise ValueError("the maze has no start: give start=(x, y)")
        d = ffi.new("struct maze_distances *")
        with self._lock:
            _check(lib.maze_distances_from(self._m, src, d), "cannot measure the distances")
        try:
            steps = np.frombuffer(ffi.buffer(d.steps, self.cells * ffi.sizeof("size_t")),
                                  dtype=np.uintp)
            out = np.where(steps == np.uintp(lib.MAZE_NONE), -1,
                           steps.astype(np.int64))
        finally:
            lib.maze_distances_release(d)
        if self.floors > 1:
            out = out.reshape(self.floors, self.height, self.width)
        elif self._m.ring == ffi.NULL:
            out = out.reshape(self.height, self.width)
        return out

    def diameter(self, budget: int = 0) -> int:
        """The most steps between two cells a route joins, exact. The
        library's sweeps stop after `budget` cells visited (0: 2**26, a few
        seconds); on a big braided maze where that is not enough it raises
        ValueError naming the bounds found (raise the budget for more)."""
        if not isinstance(budget, int) or isinstance(budget, bool) or not 0 <= budget < 2**64:
            raise TypeError("budget must be a whole number of cells from 0 to 2**64 - 1")
        steps = ffi.new("size_t *")
        most = ffi.new("size_t *")
        with self._lock:
            _check(lib.maze_diameter(self._m, budget, steps, most, ffi.NULL, ffi.NULL),
                   "cannot measure the diameter")
        if most[0] != steps[0]:
            raise ValueError("the diameter is %d to %d steps: the sweeps' budget ran out "
                             "(give diameter(budget=N) more than %d cells)"
                             % (steps[0], most[0], budget or 2**26))
        return int(steps[0])

    def _no_route(self, err: int) -> None:
        if err == lib.MAZE_ERR_NO_ROUTE:
            raise NoRouteError("no route from the start to the end")
        if err == lib.MAZE_ERR_NO_ENDS:
            raise ValueError("the maze has no start and end")
        _check(err, "cannot follow the routes")
    def difficulty(self) -> Dict[str, int]:
        """How hard the maze is from start to end (maze.h,
        maze_measure_difficulty): score (0 to 100, the share of the maze
        a solver who guesses at every fork walks), route (steps),
        decisions (route cells with a way off it), branches (those
        ways), detours (their depths added up), deepest and dead_ends."""
        d = ffi.new("struct maze_difficulty *")
        with self._lock:
            _check(lib.maze_measure_difficulty(self._m, d), "cannot measure the maze")
        return {key: int(getattr(d, key)) for key in
                ("score", "route", "decisions", "branches", "detours", "deepest", "dead_ends")}

    def crossings(self) -> List[Tuple[int, int, str]]:
        """A weave maze's crossings as (x, y, over): over is "ns" when the
        passage over the cell runs north-south (the one under it east-
        west), "ew" the other way; [] for a flat maze."""
        out = []
        ew = ffi.new("bool *")
        for c in range(self.cells if self._m.extra != ffi.NULL else 0):
            if lib.maze_crossing(self._m, c, ew):
                out.append((c % self.width, c // self.width, "ew" if ew[0] else "ns"))
        return out

    def is_perfect(self) -> bool:
        """Whether every cell is reached from every other one by exactly
        one route."""
        out = ffi.new("bool *")
        with self._lock:
            _check(lib.maze_check_perfect(self._m, out), "cannot check the maze")
        return bool(out[0])

    def hash(self) -> int:
        """A 64-bit hash of the passages: equal mazes hash alike."""
        return int(lib.maze_hash(self._m))

    # ------------------------------------------------------------ arrays

    def grid(self) -> np.ndarray:
        """The maze as a (2*height+1, 2*width+1) uint8 array laid out as
        the text format: 1 for wall, 0 for floor; cell (x, y) is at
        [2y+1, 2x+1], the square between two joined cells is 0, wall posts
        (even row, even column) are 1, cells masked out are 1, and the
        outer wall is whole (the text format may put S or E in a gap of it,
        as in a 1x1 maze). Rectangles only (text's layout). A maze of
        floors gives a (floors, 2*height+1, 2*width+1) array, one such
        layout a floor, the lowest first; its stairs are in passages()."""
        if self._m.shape != lib.MAZE_SHAPE_RECT or self._m.sheet:
            raise ValueError("grid() lays out rectangular mazes; this one is %s"
                             % ("a sheet (read without the cell layout)" if self._m.sheet else self.shape))
        rows = 2 * int(self._m.height) + 1
        out = np.empty((rows, 2 * self.width + 1), dtype=np.uint8)
        with self._lock:
            lib.pm_grid(self._m, ffi.from_buffer("uint8_t[]", out))
        if self.floors > 1:
            # Floors follow one another on the tall sheet, each one's
            # bottom wall the next one's top wall (no passage crosses it).
            step = 2 * self.height
            out = np.stack([out[z * step:z * step + step + 1] for z in range(self.floors)])
        return out

    def passages(self) -> np.ndarray:
        """For each cell the directions a passage leaves it by, as bits
        1 << d: a (height, width) uint8 array (polar: one entry a cell, in
        the rings' order, see rings()). Rectangles: east 1, south 2, west 4,
        north 8; hexagons: east, south-east, south-west, west, north-west,
        north-east from bit 0; triangles as rectangles; polar: clockwise 1,
        inward 2, anticlockwise 4, outward 8 and up; upsilon: east,
        south-east, south, ... north-east from bit 0 (a square's even
        bits only). A maze of floors gives
        a (floors, height, width) array with a stair up 16 and down 32."""
        out = np.empty(self.cells, dtype=np.uint8)
        with self._lock:
            lib.pm_passages(self._m, ffi.from_buffer("uint8_t[]", out))
        if self.floors > 1:
            out = out.reshape(self.floors, self.height, self.width)
        elif self._m.ring == ffi.NULL:
            out = out.reshape(self.height, self.width)
        return out

    def masked(self) -> np.ndarray:
        """True for each cell that is not part of the maze (a mask left it
        out), shaped as passages()."""
        buf = ffi.buffer(self._m.cell, self.cells)
        out = (np.frombuffer(buf, dtype=np.uint8) & lib.MAZE_CELL_OFF) != 0
        if self.floors > 1:
            return out.reshape(self.floors, self.height, self.width)
        return out.reshape(self.height, self.width) if self._m.ring == ffi.NULL else out

    # ------------------------------------------------------------ events

    def events(self) -> List[Event]:
        """The recorded events of a maze made with record=True: how the
        generator made it (then braid), and what each solve() did since,
        in order. replay(k) shows the maze as it stood after k of them."""
        if self._rec is None:
            raise ValueError("this maze was not recorded (make it with generate(..., record=True))")
        if self._rec.failed:
            raise MemoryError("out of memory while recording the events")
        with self._lock:
            count = int(self._rec.count)
            raw = np.frombuffer(ffi.buffer(self._rec.event, count * _EVENT.itemsize),
                                dtype=_EVENT).copy() if count else np.zeros(0, _EVENT)
        none = np.uintp(lib.MAZE_NONE)
        cells = []
        for key in ("a", "b"):
            index = raw[key]
            xy = self._xy(np.where(index == none, 0, index)).tolist()
            cells.append([None if n else tuple(p) for p, n in zip(xy, (index == none).tolist())])
        kinds = [_KINDS.get(k, str(k)) for k in raw["kind"].tolist()]
        return [Event(k, a, b, *rest) for k, a, b, rest in zip(
            kinds, cells[0], cells[1],
            zip(*(raw[f].tolist() for f in ("distance", "x", "y", "w", "h", "at", "horizontal",
                                            "region", "new_region", "depth"))))]

    def replay(self, upto: int) -> "Maze":
        """A new Maze: this one as it stood after its first `upto`
        recorded events (all walls up, then the carves and walls among
        them)."""
        if self._rec is None:
            raise ValueError("this maze was not recorded (make it with generate(..., record=True))")
        upto = _number("upto", upto, 0, int(self._rec.count))
        out = ffi.new("struct maze **")
        with self._lock:
            if self.floors > 1:
                err = lib.maze_new_floors(self._m.width, self.height, self.floors, out)
            else:
                err = lib.maze_new_shape(self._m.shape, self._m.width, self._m.height, out)
            _check(err, "cannot replay")
            m = out[0]
            ffi.memmove(m.cell, self._m.cell, self.cells)
            m.start, m.end = self._m.start, self._m.end
            lib.maze_replay(m, self._rec, upto)
        return Maze(m, self.seed, self.algorithm, self.braid)

    # ---------------------------------------------------------- writing

    def _opts(self, kw: Dict[str, Any], keep: List[Any], renderer: Any,
              route: bool, animate: bool) -> Any:
        """The render options of keyword arguments kw, judged by the
        library's request (maze_request_check) against the format
        renderer, as the tool's options are: an option nothing draws is
        refused with the tool's words, spelled as keywords."""
        o = ffi.new("struct maze_render_opts *")
        req = ffi.new("struct maze_request **")
        if lib.maze_request_new(lib.MAZE_CMD_GENERATE, lib.MAZE_SPELL_NAMES, req):
            raise MemoryError("out of memory")
        why = ffi.new("struct maze_settings_error *")
        try:
            for key, value in kw.items():
                if key == "color":  # the terminal's colours (unicode)
                    o.color = bool(value)
                    continue
                if key == "cell_width":
                    if value not in (1, 3):
                        raise ValueError("cell_width must be 1 or 3, not %r" % (value,))
                    o.cell_width = value
                    continue
                if key not in _DRAWING_KEYS:
                    raise TypeError("unknown drawing option %r (try: %s, color, cell_width)"
                                    % (key, ", ".join(sorted(_DRAWING_KEYS))))
                _request_set(req[0], key, value, _DRAWING_KEYS[key], why)
            for flag, given in (("solve", route), ("animate", animate)):
                if given and lib.maze_request_set(req[0], flag.encode(), ffi.NULL, why):
                    raise _refused(why)
            # The maze drawn, as the request's settings: the library judges
            # the format against its shape and floors, and a route against
            # its ends.
            for name, value, given in (("shape", self.shape, self.shape != "rect"),
                                       ("floors", str(self.floors), self.floors > 1),
                                       ("ends", "none", self._m.start == lib.MAZE_NONE)):
                if given and lib.maze_request_set(req[0], name.encode(), value.encode(), why):
                    raise _refused(why)
            if lib.maze_request_check(req[0], renderer, why):
                raise _refused(why)
            lib.maze_request_render_opts(req[0], o)
            # The page's name and the G-code lines live in the request:
            # keep copies of them.
            for field in ("page", "pen_up", "pen_down"):
                if getattr(o, field):
                    copy = ffi.new("char[]", ffi.string(getattr(o, field)))
                    keep.append(copy)
                    setattr(o, field, copy)
        finally:
            lib.maze_request_free(req[0])
        if self.algorithm is not None:
            name = ffi.new("char[]", self.algorithm.encode())
            keep.append(name)
            o.algorithm = name
        if self.seed is not None:
            o.has_seed = True
            o.seed = self.seed
        o.braid = self.braid
        if self._score is not None:
            o.has_difficulty = True
            o.difficulty = self._score
        return o

    def render(self, format: str = "text", route: Union[Route, bool, None] = None,
               animate: bool = False, **options: Any) -> bytes:
        """The maze written in `format` (see formats()) as bytes. route: a
        Route to draw, or True for the shortest one. animate=True writes how
        the maze was made (and solved) for gif and html; the maze must have
        been made with record=True. The picture's options, judged by the
        library as the tool's are (an option the format does not draw is a
        ValueError with the tool's words), are listed below from its one
        table of options; color and cell_width are the unicode format's.
        A colour is '#rrggbb' or (r, g, b).
        """
        r = _renderer(format)
        # Judged first, as the tool judges its options before any work.
        keep: List[Any] = []
        opts = self._opts(options, keep, r, route is True or isinstance(route, Route), animate)
        if animate and self._rec is None:
            raise ValueError("animate needs the maze's events: make it with generate(..., record=True)")
        if animate and not lib.pm_renderer_animates(r):
            raise ValueError("%s does not animate (try: gif, html)" % _s(r.name))
        if not animate and not lib.pm_renderer_draws(r):
            raise ValueError("%s shows how a maze was made: pass animate=True" % _s(r.name))
        if route is True:
            route = self.solve()
        croute = ffi.NULL
        if isinstance(route, Route):
            if route._maze is not self:
                raise ValueError("the route belongs to another maze")
            croute = ffi.new("struct maze_route *")
            cells = ffi.new("size_t[]", max(1, len(route._index)))
            ffi.memmove(cells, ffi.from_buffer(route._index.astype(np.uintp)),
                        len(route._index) * ffi.sizeof("size_t"))
            keep.append(cells)
            croute.cells = cells
            croute.length = len(route._index)
            croute.visited = route.visited
        elif route not in (None, False):
            raise TypeError("route must be a Route, True or None")
        text = ffi.new("char **")
        size = ffi.new("size_t *")
        with self._lock:
            rec = self._rec if animate else ffi.NULL
            err = lib.pm_render(r, self._m, croute, rec, opts, text, size)
        if err == lib.MAZE_ERR_TOO_BIG:
            raise ValueError("the picture would be over 32767 pixels a side, more than %s can "
                             "draw (try a smaller cell, or png)" % _s(r.name))
        _check(err, "cannot write %s" % _s(r.name))
        try:
            return ffi.buffer(text[0], size[0])[:]
        finally:
            lib.free(text[0])

    def text(self, route: Union[Route, bool, None] = None) -> str:
        """The text format (the same as `maze generate`): '#' for wall, S
        and E, and '.' along the route if one is given (True: the
        shortest)."""
        return self.render("text", route).decode()

    def to_json(self, route: Union[Route, bool, None] = None) -> str:
        """The JSON format (as `maze generate -f json`), which read() reads
        back."""
        return self.render("json", route).decode()

    def save(self, path: PathLike, format: Optional[str] = None,
             route: Union[Route, bool, None] = None, animate: bool = False, **options: Any) -> None:
        """Writes the maze to path in the format its extension names
        (maze.png, maze.svg, maze.pdf, maze.gif, maze.html, maze.json,
        maze.txt) or in `format`; route, animate and the picture options as
        render(). The file is written as the tool's -o writes it, by the
        same code (the library's maze_output): to a temporary file beside
        the target, renamed into place, so a failure never leaves half a
        file; through a symbolic link to the file it names; with the old
        file's mode (0600 stays 0600); a device or FIFO is written in
        place."""
        path = os.fspath(path)
        if format is None:
            r = lib.maze_renderer_for_path(os.fsencode(path))
            if r == ffi.NULL:
                raise ValueError("cannot tell the format of %r from its extension (give format=, "
                                 "try: %s)" % (path, ", ".join(f.name for f in formats())))
            format = _s(r.name)
        data = self.render(format, route, animate, **options)
        error = ffi.new("int *")
        err = lib.pm_save(os.fsencode(path), data, len(data), error)
        if err == lib.MAZE_ERR_IO:
            raise _save_error(error[0], path) from None
        _check(err, "cannot write %s" % path)


def _planted_link(path: str, folder: str) -> bool:
    """Whether path is a link the library does not follow, as the kernel's
    fs.protected_symlinks would not: another user's, in a sticky folder
    anyone may write to, not the folder owner's."""
    try:
        link = os.lstat(path)
        where = os.stat(folder)
    except OSError:
        return False
    return (stat.S_ISLNK(link.st_mode) and link.st_uid != os.geteuid()
            and bool(where.st_mode & stat.S_ISVTX) and bool(where.st_mode & stat.S_IWOTH)
            and link.st_uid != where.st_uid)


def _save_error(errno_: int, path: str) -> OSError:
    """The OSError for a save that failed with errno_, about the file the
    user named (path), never the temporary file written beside it; when
    the folder is what is wrong (missing, or not writable), it says so."""
    why = os.strerror(errno_)
    folder = os.path.dirname(path) or "."
    if errno_ == errno.EISDIR:
        why += " (%r is a folder)" % path
    elif errno_ == errno.EACCES and _planted_link(path, folder):
        why += (" (a symbolic link in a sticky folder others may write to, and owned by "
                "another user: not followed)")
    elif errno_ in (errno.ENOENT, errno.ENOTDIR, errno.EACCES, errno.EPERM, errno.EROFS) and (
            not os.path.isdir(folder) or not os.access(folder, os.W_OK)):
        why += " (cannot make a file in the folder %r)" % folder
    return OSError(errno_, why, path)


# ------------------------------------------------------------ making mazes


def _mask(mask: Any) -> Any:
    """A mask given as cells rather than a path, as a maze with OFF cells:
    from a boolean array (True: a cell), or the mask's text (a str with a
    newline) or bytes."""
    if isinstance(mask, np.ndarray):
        if mask.ndim != 2 or mask.size == 0:
            raise ValueError("a mask array must be 2-dimensional and not empty, not %r" % (mask.shape,))
        if mask.dtype.kind in "fc":
            # NaN is true to astype(bool): a hole in the data would be a cell.
            nan = np.argwhere(np.isnan(mask))
            if len(nan):
                raise ValueError("a mask array holds NaN at row %d, column %d (give 1 or True for a "
                                 "cell, 0 or False for none)" % (nan[0][0], nan[0][1]))
        keep = mask.astype(bool)
        rows = np.where(keep, ord("."), ord("X")).astype(np.uint8)
        data = b"\n".join(bytes(r) for r in rows) + b"\n"
        name = "mask array"
    elif isinstance(mask, (bytes, bytearray)):
        data, name = bytes(mask), "mask"
    else:
        data, name = mask.encode(), "mask"
    return ffi.gc(_read_bytes(data, True, name), lib.maze_free)


def _read_bytes(data: bytes, mask: bool, name: str) -> Any:
    out = ffi.new("struct maze **")
    err = ffi.new("struct maze_read_error *")
    e = lib.pm_read(data, len(data), mask, out, err)
    if e in (lib.MAZE_ERR_FORMAT, lib.MAZE_ERR_TOO_BIG):
        msg = _s(err.message) or _s(lib.maze_strerror(e))
        where = name
        if err.line:
            where += ":%d" % err.line
            if err.column:
                where += ":%d" % err.column
        raise FormatError("%s: %s" % (where, msg), int(err.line), int(err.column))
    _check(e, "cannot read %s" % name)
    return out[0]  # the caller owns it


# A keyword argument of generate() is a setting of the library's (maze.h,
# "settings") of the same name, given as the text a person would type:
# the library parses, judges and refuses it, in its words. Here only a
# value of the wrong type is refused, as Python refuses one.


# A str is the setting's text as a person types it (as the tool's options
# and the page's query give it): the library reads and judges it. Other
# values are Python's numbers, written out for it.
def _whole_text(name: str, value: Any) -> str:
    if isinstance(value, str):
        return value
    if not _whole(value):
        raise TypeError("%s must be a whole number, not %r" % (name, value))
    return str(int(value))


def _share_text(name: str, value: Any) -> str:
    if isinstance(value, str):
        return value
    if _whole(value):
        return str(int(value))
    if isinstance(value, bool) or not isinstance(value, (float, np.floating)):
        raise TypeError("%s must be a number from 0 to 1, not %r" % (name, value))
    # repr() writes the digits that read back as the same double ("0.1",
    # "1e-05"), in any locale (the library reads in C's); + 0.0 makes
    # -0.0 the 0 it equals.
    return repr(float(value) + 0.0)


def _name_text(name: str, value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError("%s must be a name, not %r" % (name, value))
    return value


def _band_text(name: str, value: Any) -> str:
    """A target: "MIN:MAX" (or a word) as typed, a whole number, or a
    (min, max) pair whose None leaves that side open."""
    if isinstance(value, str):
        return value
    if isinstance(value, tuple) and len(value) == 2:
        return ":".join("" if v is None else _whole_text(name, v) for v in value)
    if _whole(value):
        return str(int(value))
    raise TypeError("%s must be MIN:MAX, a whole number or a (min, max) pair, not %r"
                    % (name, value))


def _point_text(name: str, value: Any) -> str:
    if isinstance(value, str):
        return value
    return "%d,%d" % _pair(name, value)


_SETTINGS = {
    "shape": _name_text,
    "width": _whole_text,
    "height": _whole_text,
    "algorithm": _name_text,
    "seed": _whole_text,
    "braid": _share_text,
    "bias": _name_text,
    "mix": _share_text,  # before pick, whose "mix:P" then has the last word
    "pick": _name_text,
    "weave": _share_text,
    "floors": _whole_text,
    "stairs": _share_text,
    "start": _point_text,
    "end": _point_text,
    "ends": _name_text,
    "route_length": _band_text,
    "dead_ends": _band_text,
    "difficulty": _band_text,
}


# generate()'s defaults that are the library's own, left unset (making a
# small maze costs less than setting them).
_DEFAULTS = {"algorithm": "backtracker", "braid": 0.0, "shape": "rect", "ends": "corners",
             "weave": 0.0, "floors": 1}


def _set(s: Any, name: str, text: str, why: Any) -> None:
    if "\0" in text:
        # C would read the text only up to it: "prim\0x" is no name.
        raise ValueError("%s %r holds a NUL character, which no setting may" % (name, text))
    if lib.maze_settings_set(s, name.encode(), text.encode("utf-8", "surrogateescape"), why):
        raise _refused(why)


def _set_mask(s: Any, mask: Any) -> None:
    """The mask: cells (an array, text or bytes) read here and handed
    over, a path read by the library as the "mask" setting."""
    if isinstance(mask, (np.ndarray, bytes, bytearray)) or (isinstance(mask, str) and "\n" in mask):
        why = ffi.new("struct maze_settings_error *")
        if lib.maze_settings_set_mask(s, _mask(mask), ffi.NULL, why):
            raise _refused(why)
        return
    try:
        path = os.fsencode(mask)
    except TypeError:
        raise TypeError("mask must be a boolean array, the mask's text or a path, not %r"
                        % (mask,)) from None
    if b"\0" in path:
        raise ValueError("mask %r holds a NUL character, which no path may" % (mask,))
    why = ffi.new("struct maze_settings_error *")
    failed = lib.maze_settings_set(s, b"mask", path, why)
    # The errno of the failed open (the settings' error has none): the
    # OSError subclass (FileNotFoundError, ...) that open() would raise.
    number = ffi.errno
    if failed:
        e = _refused(why)
        raise OSError(number, str(e)) if why.code == lib.MAZE_ERR_IO and number else e


def _floors(floors: Any, levels: Any) -> Any:
    """floors, or levels (its name of release 0.2.0) when that is given."""
    if levels is None:
        return floors
    if not (type(floors) is int and floors == 1):
        raise TypeError("give floors or levels (its name of release 0.2.0), not both")
    return levels


def _settings(given: Dict[str, Any]) -> Any:
    """The library's settings (struct maze_settings, freed with the
    object) from generate()'s keyword arguments, None for the default."""
    out = ffi.new("struct maze_settings **")
    _check(lib.maze_settings_new(lib.MAZE_SPELL_NAMES, out), "cannot make the settings")
    s = ffi.gc(out[0], lib.maze_settings_free)
    why = ffi.new("struct maze_settings_error *")
    for name, text in _SETTINGS.items():
        value = given[name]
        if value is None:
            continue
        default = _DEFAULTS.get(name)
        if type(value) is type(default) and value == default:
            continue
        _set(s, name, text(name, value), why)
    # Settings this module does not name are the library's to know (a
    # setting added there needs nothing here) or to refuse in its words.
    for name, value in given.get("more", {}).items():
        _set(s, name, value if isinstance(value, str) else _share_text(name, value), why)
    # Last: a mask's size replaces width and height.
    if given["mask"] is not None:
        _set_mask(s, given["mask"])
    return s


def _judge(s: Any) -> None:
    """Judges the settings together (maze_settings_check), so that
    making mazes from them judges them no more."""
    why = ffi.new("struct maze_settings_error *")
    if lib.maze_settings_check(s, why):
        raise _refused(why)


def _seed(s: Any) -> int:
    """The settings' seed: the one given, or one drawn from the system."""
    out = ffi.new("uint64_t *")
    why = ffi.new("struct maze_settings_error *")
    if lib.maze_settings_seed(s, out, why):
        raise _refused(why)
    return int(out[0])


def _drawing_doc() -> str:
    """The keyword arguments of render() and their help, from the
    library's table of options."""
    lines = ["", "        Options:"]
    for o in _table(lib.maze_options()):
        name = _s(o.name).replace("-", "_")
        if name in _DRAWING_KEYS and o.commands & lib.MAZE_CMD_GENERATE:
            lines.append("          %-16s %s" % (name, _s(o.help).replace("\n", " ")))
    return "\n".join(lines) + "\n"


Maze.render.__doc__ = (Maze.render.__doc__ or "").rstrip() + "\n" + _drawing_doc()


def generate(width: Optional[int] = None, height: Optional[int] = None, algorithm: str = "backtracker",
             seed: Optional[int] = None, braid: float = 0.0, shape: str = "rect", mask: Any = None,
             start: Optional[Point] = None, end: Optional[Point] = None, ends: str = "corners",
             bias: Optional[str] = None, pick: Optional[str] = None, mix: Optional[float] = None,
             record: bool = False, weave: float = 0.0, floors: int = 1,
             stairs: Optional[float] = None, levels: Optional[int] = None,
             route_length: Any = None, dead_ends: Any = None, difficulty: Any = None,
             **more: Any) -> Maze:
    """Makes a new maze, the same as `maze generate` with the same options:
    the same seed gives the same maze, byte for byte in every format.

    width, height  cells across and down (default 20 x 10; polar: cells of
                   the innermost ring, default 1, and rings)
    algorithm      a name from algorithms(), in any case or an alias
                   ("Prim's"); default backtracker
    seed           any whole number from 0 to 2**64-1; None draws one (see
                   the maze's .seed)
    braid          the share (0 to 1) of dead ends to remove, making loops
    shape          rect, hex, triangle, polar or upsilon
    mask           the cells to carve: a 2-D boolean array (True: a cell),
                   a path to a text or PNG mask, or the mask's text; its
                   size replaces width and height
    start, end     (x, y) cells (default the top-left and bottom-right)
    ends           corners, farthest (the two cells farthest apart) or none
    bias           binary-tree: NW (default), NE, SW or SE
    pick, mix      growing-tree: newest, random, oldest, or mix with the
                   share `mix` of newest (also written "mix:0.3")
    record         keep every event, for events(), replay() and animations
    weave          0 to 1: passages cross under others (rectangles; with
                   backtracker, hunt-and-kill, growing-tree, prim or
                   kruskal); see crossings()
    floors         floors of width x height cells joined by stairs, the
                   start on the lowest and the end on the highest (rect;
                   the generators that work on any grid); cells are then
                   (x, y, floor), see Maze.floors
    stairs         with floors: above 0 up to 1, how readily a walk takes
                   a stair (default 0.25)
    levels         floors by its name of release 0.2.0
    wrap           (a keyword of **more) "x", "y", "xy", "mobius", "klein"
                   or "projective": edges that wrap round, a cylinder, a
                   torus or a seam with a twist (rect; hex with "x", "y" or
                   "xy", "y" on an even height; the generators that work
                   on any grid); see Maze.wrap
    route_length, dead_ends, difficulty
                   targets: seeds seed, seed+1, ... are tried until the
                   maze's route (steps), dead ends or difficulty score
                   (0 to 100; "easy", "medium", "hard") fall in the band,
                   given as "MIN:MAX", (min, max) or one number; the
                   maze's .seed is the seed that fit, .tries how many
                   were tried. A band out of reach for the algorithm and
                   size is refused (ValueError), as the tool refuses it
    **more         any other setting the library has, by name, as text
                   (or a number); a name it has not is refused in its
                   words ("unknown setting 'widht' (did you mean width?)")

    Each is the library's setting of that name (maze.h, "settings"), so a
    setting is judged as the tool judges its option: ValueError for one
    out of range, unknown, or that does not go with another (bias with an
    algorithm other than binary-tree, stairs without floors), in the
    tool's words; TypeError for a value of the wrong type; MemoryError
    for a maze larger than this machine's memory."""
    s = _settings(dict(width=width, height=height, algorithm=algorithm, seed=seed, braid=braid,
                       shape=shape, mask=mask, start=start, end=end, ends=ends, bias=bias,
                       pick=pick, mix=mix, weave=weave, floors=_floors(floors, levels),
                       stairs=stairs, route_length=route_length, dead_ends=dead_ends,
                       difficulty=difficulty, more=more))
    _judge(s)
    seed = _seed(s)
    rec = _new_recording() if record else None
    hook = ffi.NULL
    if rec is not None:
        hook = ffi.new("struct maze_hook *")
        hook.fn = ffi.addressof(lib, "maze_record_event")
        hook.user = rec
    out = ffi.new("struct maze **")
    why = ffi.new("struct maze_settings_error *")
    drawn = ffi.new("struct maze_tried *")
    if lib.maze_settings_try(s, seed, 1, hook, out, drawn, why):
        raise _refused(why)
    recipe = lib.maze_settings_recipe(s)
    m = Maze(out[0], int(drawn.seed), _s(recipe.generator.name), float(recipe.braid), rec)
    m.tries = int(drawn.tries)
    if drawn.measured and out[0].start != lib.MAZE_NONE:
        m._score = int(drawn.figures.score)
    return m



def _book_keys() -> Dict[str, int]:
    """The keyword arguments of book(): every option `maze book` takes, by
    keyword (its name with _ for -), with its kind, but the tool's own
    (output: the path; messages and help)."""
    keys = {}
    for o in _table(lib.maze_options()):
        name = _s(o.name)
        if (o.commands & lib.MAZE_CMD_BOOK and name not in ("output", "help", "quiet", "color")):
            keys[name.replace("-", "_")] = o.kind
    return keys


_BOOK_KEYS = _book_keys()


def book(path: PathLike, **settings: Any) -> Dict[str, Any]:
    """Writes a print-ready book of mazes to path (a PDF) and its recipe
    beside it (path with .json for .pdf), as `maze book -o path` does with
    the same settings: the same seed, the same bytes. The keywords are
    `maze book`'s options (listed below from the library's one table):
    count=60, trim_size="6x9", bleed="0.125in", ramp="easy:hard",
    algorithms=["prim", "backtracker"] (a list or "prim,backtracker"),
    shapes, title, author, contents=True, how_to=True, and every maze
    setting (width, height, seed, braid, ...). Settings are judged by the
    library before anything is made: a refusal is a ValueError in the
    tool's words, spelled as keywords, and nothing is written. Returns the
    recipe: the settings, the seed, the pages and each maze's number,
    seed, grade, difficulty, route, page, answer page and the `maze
    generate` arguments that make it again."""
    path = os.fspath(path)
    recipe = (path[:-4] if path.endswith(".pdf") else path) + ".json"
    req = ffi.new("struct maze_request **")
    if lib.maze_request_new(lib.MAZE_CMD_BOOK, lib.MAZE_SPELL_NAMES, req):
        raise MemoryError("out of memory")
    why = ffi.new("struct maze_settings_error *")
    made = ffi.new("struct maze_book **")
    try:
        for key, value in settings.items():
            if key not in _BOOK_KEYS:
                raise TypeError("unknown book setting %r (try: %s)"
                                % (key, ", ".join(sorted(_BOOK_KEYS))))
            if key in ("algorithms", "shapes") and isinstance(value, (list, tuple)):
                value = ",".join(str(v) for v in value)
            _request_set(req[0], key, value, _BOOK_KEYS[key], why)
        if lib.maze_book_new(req[0], made, why):
            raise _refused(why)
        if lib.maze_book_make(made[0], ffi.NULL, why):
            raise _refused(why)
        error = ffi.new("int *")
        which = ffi.new("int *")
        err = lib.pm_book_save(made[0], os.fsencode(path), os.fsencode(recipe), error, which)
        if err == lib.MAZE_ERR_IO:
            raise _save_error(error[0], recipe if which[0] else path) from None
        _check(err, "cannot write %s" % (recipe if which[0] else path))
    finally:
        lib.maze_book_free(made[0])
        lib.maze_request_free(req[0])
    with open(recipe, encoding="utf-8") as f:
        return json.load(f)


def _book_doc() -> str:
    lines = ["", "    Settings:"]
    for o in _table(lib.maze_options()):
        name = _s(o.name).replace("-", "_")
        if name in _BOOK_KEYS and o.commands & lib.MAZE_CMD_BOOK and _s(o.group) == "book":
            lines.append("      %-16s %s" % (name, _s(o.help).replace("\n", " ")))
    return "\n".join(lines) + "\n"


book.__doc__ = (book.__doc__ or "").rstrip() + "\n" + _book_doc()


def read(source: Union[PathLike, bytes, str], max_size: Optional[int] = None) -> Maze:
    """Reads a maze in the text or JSON format: from a path, from bytes, or
    from a str holding the maze itself (one with a newline, or starting with
    '{'). A file is read up to max_size bytes (the tool's --max-size: 1 GiB
    by default). Raises FormatError (a ValueError) saying where a file is
    malformed or that it is larger, OSError when it cannot be read."""
    if isinstance(source, (bytes, bytearray)):
        return Maze(_read_bytes(bytes(source), False, "maze"))
    if isinstance(source, str) and ("\n" in source or source.lstrip().startswith("{")):
        return Maze(_read_bytes(source.encode(), False, "maze"))
    path = os.fspath(source)
    return Maze(_read_file(str(path), max_size))


def _read_file(path: str, max_size: Optional[int]) -> Any:
    """The maze in the file at path, if it has at most max_size bytes
    (None: MAZE_READ_MAX, as the tool): a regular file is weighed before it
    is read; anything else (a pipe, a device) is read by the library as the
    tool reads it, its first bytes sniffed before the rest (/dev/zero is
    refused at its first block), up to one byte past the limit."""
    import stat

    limit = lib.MAZE_READ_MAX if max_size is None else _number("max_size", max_size, 1, 2**62)
    too_big = "%s: file is larger than %d bytes (give a larger max_size to read it)" % (path, limit)
    with open(path, "rb") as f:
        st = os.fstat(f.fileno())
        if stat.S_ISREG(st.st_mode):
            data = b"" if st.st_size > limit else f.read(limit + 1)
            if st.st_size > limit or len(data) > limit:
                raise FormatError(too_big)
            return _read_bytes(data, False, path)
        out = ffi.new("struct maze **")
        err = ffi.new("struct maze_read_error *")
        error = ffi.new("int *")
        e = lib.pm_read_fd(f.fileno(), limit, out, err, error)
    if e == lib.MAZE_ERR_TOO_BIG and not err.line:
        raise FormatError(too_big)
    if e in (lib.MAZE_ERR_FORMAT, lib.MAZE_ERR_TOO_BIG):
        where = path
        if err.line:
            where += ":%d" % err.line
            if err.column:
                where += ":%d" % err.column
        raise FormatError("%s: %s" % (where, _s(err.message) or _s(lib.maze_strerror(e))),
                          int(err.line), int(err.column))
    if e == lib.MAZE_ERR_IO:
        raise OSError(error[0], os.strerror(error[0]), path)
    _check(e, "cannot read %s" % path)
    return out[0]  # the caller owns it


# ------------------------------------------------------------ many mazes


def _cpus() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


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
                  end: Optional[Point] = None, ends: str = "corners", bias: Optional[str] = None,
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


def _scaled_png(grid: np.ndarray, side: int) -> bytes:
    """grid (1 wall, 0 floor) shrunk by a whole factor to at most side
    pixels a side, each pixel the share of floor in its block (walls
    black), as an 8-bit grey PNG."""
    import struct
    import zlib

    k = -(-max(grid.shape) // side)
    h, w = -(-grid.shape[0] // k), -(-grid.shape[1] // k)
    padded = np.ones((h * k, w * k), dtype=np.float32)
    padded[:grid.shape[0], :grid.shape[1]] = grid
    floor = 1.0 - padded.reshape(h, k, w, k).mean(axis=(1, 3))
    grey = (floor * 255 + 0.5).astype(np.uint8)
    rows = np.hstack([np.zeros((h, 1), dtype=np.uint8), grey]).tobytes()

    def chunk(kind: bytes, body: bytes) -> bytes:
        return (struct.pack(">I", len(body)) + kind + body
                + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF))

    head = struct.pack(">IIBBBBB", w, h, 8, 0, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", head)
            + chunk(b"IDAT", zlib.compress(rows, 6)) + chunk(b"IEND", b""))


def _lazy_maze(recipe: Any, seed: int) -> Maze:
    return Maze._lazy(recipe, seed)


def _maze_from_json(text: str, seed: Optional[int], algorithm: Optional[str],
                    braid: float) -> Maze:
    m = read(text)
    m.seed, m.algorithm, m.braid = seed, algorithm, braid
    return m


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


from . import _data  # noqa: E402  (it uses the names above)
from ._data import Dataset, Samples, dataset, from_grid, from_tokens, load, vocabulary  # noqa: E402



def __getattr__(name: str) -> Any:
    """maze.env after `import maze` alone, imported when first used (it
    imports gymnasium when that is installed, which takes a while); and
    maze.Batch, generate_many's result by its name of release 0.2.0 (a
    NamedTuple then), which is Dataset now: kept for old programs, with a
    warning."""
    if name == "env":
        import importlib

        return importlib.import_module(".env", __name__)
    if name == "Batch":
        warnings.warn("maze.Batch is deprecated: it is maze.Dataset", DeprecationWarning,
                      stacklevel=2)
        return Dataset
    raise AttributeError("module 'maze' has no attribute %r" % name)
