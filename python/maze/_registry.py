"""The library's tables: generators, solvers, formats and shapes, and the
words for a name that is in none of them."""

from __future__ import annotations

from typing import Any, Iterator, List, NamedTuple, Optional, Sequence, Tuple

from ._base import _s
from ._maze import ffi, lib


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
