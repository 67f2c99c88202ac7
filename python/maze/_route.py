"""A solved route, and the events of a recording."""

from __future__ import annotations

from typing import Any, Iterator, List, NamedTuple, Optional

import numpy as np

from ._base import Point
from ._maze import ffi, lib


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
