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

import warnings
from typing import Any

# One job a module, each using only those above it: _base (the compiled
# library), _errors, _registry, _values, _route, _maze_object (Maze),
# _make (generate, book, read, from_grid), _tokens, _arrays, _data
# (datasets), _many (run), env.
from ._base import _VERSION as __version__
from ._data import Dataset, Samples, dataset, load
from ._errors import FormatError, MazeError, NoRouteError
from ._make import _lazy_maze, _maze_from_json, book, from_grid, generate, read  # noqa: F401 (old pickles)
from ._many import generate_many, run
from ._maze_object import Maze
from ._registry import Entry, algorithms, formats, shapes, solvers
from ._route import Event, Route
from ._tokens import from_tokens, vocabulary

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

# The public names are maze's, wherever they are written (help(), repr),
# and so are the two a pickled maze names: a pickle names maze alone, so
# moving code between the modules breaks none.
for _name in __all__ + ["_lazy_maze", "_maze_from_json"]:
    _obj = globals()[_name]
    if getattr(_obj, "__module__", "").startswith("maze._"):
        _obj.__module__ = __name__
del _name, _obj


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
