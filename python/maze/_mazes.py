"""The Maze class: one maze made, read or taken from a dataset, its
views (text, grid, arrays, pictures in a notebook), solving, analyses and
saving (maze/__init__.py re-exports it)."""

from __future__ import annotations

import os
import threading
from typing import Any, Dict, List, Optional, Tuple, Union

import numpy as np

from ._maze import ffi, lib

from ._core import (Event, MazeError, NoRouteError, Route, _EVENT, _KINDS, _check, _refused,
                    _renderer, _s, _save_error, _solver, formats)
from ._options import _DRAWING_KEYS, _number, _pair, _request_set

Point = Tuple[int, int]
PathLike = Union[str, "os.PathLike[str]"]

# The notebook's picture: an SVG up to this many cells, past it a PNG about
# this many pixels on its longer side (see Maze._repr_png_).
_SVG_CELLS = 100 * 100
_PICTURE_SIDE = 1200


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
    from . import read

    m = read(text)
    m.seed, m.algorithm, m.braid = seed, algorithm, braid
    return m
