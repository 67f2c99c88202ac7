"""The library's words in Python: its errors (and a failed save's), its
registries of algorithms, solvers and formats, and what a run leaves, the
route and the events (maze/__init__.py re-exports the public ones)."""

from __future__ import annotations

import errno
import os
import stat
from typing import TYPE_CHECKING, Any, Iterator, List, NamedTuple, Optional, Sequence, Tuple

import numpy as np

from ._maze import ffi, lib

if TYPE_CHECKING:
    from ._mazes import Maze

Point = Tuple[int, int]

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
