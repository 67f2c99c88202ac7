"""Datasets for machine learning: many mazes addressed by seed, their
stacked arrays made in C, filters, tokens and pixels in the layouts models
read, and a file that holds a dataset with its settings.

A dataset is its settings (judged once by the library, as generate()
judges them) and its seeds: maze i is the one generate() makes with
seeds[i]. Nothing is made until it is asked for; the arrays are made
together, once, on every core, without coming back to Python between
mazes.
"""

from __future__ import annotations

import json
import os
import re
from typing import Any, Dict, Iterator, Optional, Sequence, Tuple, Union

import numpy as np

from ._arrays import STAT_NAMES, _frozen, _given, _make, _Recipe, _SeedRun
from ._base import _VERSION as __version__
from ._base import _cpus
from ._errors import FormatError, _check, _save_error
from ._make import _read_bytes, _seed, _settings
from ._maze import ffi, lib
from ._maze_object import Maze
from ._registry import _solver
from ._tokens import _token_ids, _token_lines
from ._values import _number
class Dataset(Sequence):
    """n mazes addressed by seed: ds[i] is the Maze generate() makes with
    seed ds.seeds[i] and the dataset's settings (made only when it is
    used), ds[a:b] and ds[mask] are datasets of those mazes, len(ds) is n.

    The stacked arrays are made once, together, in C on every core, the
    first time one is read: passages (n, H, W), grids (n, 2H+1, 2W+1;
    rectangles), routes (n, longest, 2) of (x, y) padded with -1 and
    route_lengths (cells on each), starts and ends (n, 2), hashes; mazes
    of floors have a floor axis after the first and (x, y, floor) rows.
    They are read-only (generate_many's are not). See filter(), unique(), pixels(), pairs(),
    tokens(), token_ids(), samples() and save()."""

    def __init__(self, recipe: _Recipe, seeds: np.ndarray, solver: str = "bfs",
                 threads: Optional[int] = None, grids: bool = True, routes: bool = True,
                 arrays: Optional[Dict[str, Any]] = None) -> None:
        self._recipe = recipe
        # A run of seeds stays three numbers until an array is needed.
        self._run = seeds if isinstance(seeds, _SeedRun) else None
        self._seed_array = None if self._run else _frozen(np.asarray(seeds, dtype=np.uint64))
        self._solver = solver
        self._threads = threads
        self._want_grids = grids and recipe.kind == lib.MAZE_SHAPE_RECT
        self._want_routes = routes and recipe.has_ends
        self._arrays = arrays
        self._stats: Optional[np.ndarray] = None

    # ------------------------------------------------------- sequence

    @property
    def _seeds(self) -> np.ndarray:
        if self._seed_array is None:
            self._seed_array = _frozen(self._run.array())
        return self._seed_array

    def _seed(self, i: int) -> int:
        return self._run.at(i) if self._run else int(self._seed_array[i])

    def __len__(self) -> int:
        return self._run.n if self._run else len(self._seed_array)

    def __getitem__(self, i: Any) -> Any:
        if isinstance(i, (int, np.integer)) and not isinstance(i, bool):
            n = len(self)
            if not -n <= i < n:
                raise IndexError("maze %d of a dataset of %d" % (i, n))
            i = int(i)
            return Maze._lazy(self._recipe, self._seed(i + n if i < 0 else i))
        if isinstance(i, slice) and self._run and self._arrays is None and self._stats is None:
            # A run sliced is a run: ds[:10] of a billion costs no index.
            return Dataset(self._recipe, self._run.sliced(i), self._solver, self._threads,
                           self._want_grids, self._want_routes)
        if isinstance(i, slice):
            index = np.arange(len(self))[i]
        else:
            index = np.asarray(i)
            if index.dtype == bool:
                if index.shape != (len(self),):
                    raise IndexError("a mask of %r for a dataset of %d" % (index.shape, len(self)))
                index = np.flatnonzero(index)
            elif not np.issubdtype(index.dtype, np.integer) or index.ndim != 1:
                raise TypeError("a dataset is indexed by a whole number, a slice, or an array "
                                "of them (or of booleans), not %r" % (i,))
        return self._subset(index)

    def __iter__(self) -> Iterator[Maze]:
        if self._run:
            for i in range(self._run.n):
                yield Maze._lazy(self._recipe, self._run.at(i))
            return
        for s in self._seed_array.tolist():
            yield Maze._lazy(self._recipe, s)

    def _subset(self, index: np.ndarray) -> "Dataset":
        arrays = None
        if self._arrays is not None:
            arrays = {}
            for k, v in self._arrays.items():
                arrays[k] = None if v is None else _frozen(v[index])
            if arrays.get("routes_xy") is not None and len(index):
                # Padded to the longest route left.
                longest = int(arrays["lengths_u32"].max())
                arrays["routes_xy"] = arrays["routes_xy"][:, :longest]
                arrays["routes"] = arrays["routes"][:, :longest]
        seeds = self._run.take(index) if self._run else self._seeds[index]
        ds = Dataset(self._recipe, seeds, self._solver, self._threads,
                     self._want_grids, self._want_routes, arrays)
        if self._stats is not None:
            ds._stats = self._stats[index]
        return ds

    def __eq__(self, other: Any) -> bool:
        if not isinstance(other, Dataset):
            return NotImplemented
        if self._recipe.key() != other._recipe.key() or self._solver != other._solver \
                or len(self) != len(other):
            return False
        if self._run and other._run:
            return len(self) == 0 or (self._run.start == other._run.start and
                                      (len(self) == 1 or
                                       (self._run.step - other._run.step) % 2**64 == 0))
        return bool(np.array_equal(self._seeds, other._seeds))

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        r = self._recipe
        floors = "" if r.floors == 1 else "x%d floors" % r.floors
        if len(self) == 0:
            seeds = "no seeds"
        elif self._run and self._run.step == 1 and len(self) > 1:
            seeds = "seeds %d..%d" % (self._run.start, self._run.at(len(self) - 1))
        elif not self._run and len(self) > 1 and \
                np.all(np.diff(self._seeds.astype(np.int64)) == 1):
            seeds = "seeds %d..%d" % (self._seeds[0], self._seeds[-1])
        else:
            seeds = "seeds %d, ... (chosen)" % self._seed(0)
        return "<maze.Dataset of %d mazes %dx%d%s %s by %s, %s>" % (
            len(self), r.width, r.height, floors, r.shape, r.algorithm, seeds)

    def _repr_pretty_(self, p: Any, cycle: bool) -> None:
        p.text(repr(self))

    def __reduce__(self) -> Any:
        return (Dataset, (self._recipe, self._run or self._seeds, self._solver, self._threads,
                          self._want_grids, self._want_routes))

    # --------------------------------------------------------- arrays

    @property
    def settings(self) -> Dict[str, Any]:
        """The settings given (generate()'s keyword arguments, the seed
        aside) as JSON holds them."""
        return self._recipe.jsonable()

    @property
    def shape(self) -> str:
        return self._recipe.shape

    @property
    def width(self) -> int:
        return self._recipe.width

    @property
    def height(self) -> int:
        return self._recipe.height

    @property
    def floors(self) -> int:
        return self._recipe.floors

    @property
    def solver(self) -> str:
        return self._solver

    @property
    def seeds(self) -> np.ndarray:
        return self._seeds

    def _get(self, name: str) -> Any:
        if self._arrays is None:
            threads = _cpus() if self._threads is None else self._threads
            arrays = _make(self._recipe, self._seeds, _solver(self._solver), threads,
                           self._want_grids, self._want_routes)
            self._arrays = {k: _frozen(v) if isinstance(v, np.ndarray) else v
                            for k, v in arrays.items() if k != "stats"}
        return self._arrays.get(name)

    @property
    def passages(self) -> np.ndarray:
        """(n, H, W) uint8: each maze's passages()."""
        return self._get("passages")

    @property
    def grids(self) -> Optional[np.ndarray]:
        """(n, 2H+1, 2W+1) uint8: each maze's grid(), 1 wall (rectangles:
        another shape raises ValueError, as tokens() does; None for
        generate_many(grids=False))."""
        if self._recipe.kind != lib.MAZE_SHAPE_RECT:
            raise ValueError("grids are for rectangles, not %s mazes (passages has every "
                             "shape)" % self._recipe.shape)
        return self._get("grids")

    @property
    def routes(self) -> Optional[np.ndarray]:
        """(n, longest, 2) int32: each maze's route from start to end as
        (x, y) rows, -1 past its length (None without ends)."""
        return self._get("routes")

    @property
    def route_lengths(self) -> Optional[np.ndarray]:
        """(n,) int64: the cells on each route."""
        return self._get("route_lengths")

    @property
    def starts(self) -> np.ndarray:
        """(n, 2) int64: each start (x, y), -1 for none."""
        return self._get("starts")

    @property
    def ends(self) -> np.ndarray:
        """(n, 2) int64: each end (x, y), -1 for none."""
        return self._get("ends")

    @property
    def hashes(self) -> np.ndarray:
        """(n,) uint64: each maze's hash() (equal mazes hash alike)."""
        return self._get("hashes")

    def _rect(self, what: str) -> None:
        if self._recipe.kind != lib.MAZE_SHAPE_RECT or self._recipe.floors > 1:
            raise ValueError("%s is for rectangles of one floor, not %s" % (
                what, "floors" if self._recipe.floors > 1 else self._recipe.shape + " mazes"))
        if self._recipe.given["weave"] not in (0, 0.0, None, "0"):
            raise ValueError("%s draws flat mazes: a weave maze's passages cross" % what)

    def _need_routes(self, what: str) -> None:
        if self._get("routes_xy") is None:
            raise ValueError("%s needs routes: the mazes have %s" % (
                what, "no ends (ends='none')" if not self._recipe.has_ends
                else "none (generate_many(solve=False))"))

    def route_grids(self) -> np.ndarray:
        """The routes laid over the grids: an (n, 2H+1, 2W+1) uint8 array
        with 1 on each route's cells and on the squares between them (the
        '.', S and E of the text format), 0 elsewhere; the target a network
        learning to solve mazes is trained on."""
        if self._get("routes_xy") is None:
            raise ValueError("the mazes were made without routes (solve=False)")
        if self._recipe.kind != lib.MAZE_SHAPE_RECT:
            raise ValueError("route_grids() lays routes over rectangles' grids, not %s"
                             % self._recipe.shape)
        if self._recipe.floors > 1:
            raise ValueError("route_grids() lays routes over one floor's grid; these routes "
                             "climb stairs between floors")
        n, h, w = len(self), self.height, self.width
        out = np.zeros((n, 2 * h + 1, 2 * w + 1), dtype=np.uint8)
        routes = self._get("routes_xy")
        lib.pm_route_grids(ffi.from_buffer("int32_t[]", routes),
                           ffi.from_buffer("uint32_t[]", self._get("lengths_u32")),
                           n, routes.shape[1], w, h, ffi.from_buffer("uint8_t[]", out))
        return out

    def pixels(self, route: bool = True) -> np.ndarray:
        """(n, 2H+1, 2W+1, 3) uint8 RGB pictures, a pixel a square of the
        grid: wall black, floor white, the route (route=True) blue
        (0, 0, 255), the start green (0, 255, 0), the end red (255, 0, 0):
        the layout of maze-dataset's as_pixels()."""
        self._rect("pixels()")
        if route:
            self._need_routes("pixels(route=True)")
        grids = self._get("grids")
        if grids is None:
            raise ValueError("pixels() needs the grids (generate_many(grids=False) left them out)")
        n, h, w = len(self), self.height, self.width
        out = np.empty((n, 2 * h + 1, 2 * w + 1, 3), dtype=np.uint8)
        routes = self._get("routes_xy") if route else None
        lib.pm_pixels(ffi.from_buffer("uint8_t[]", grids),
                      ffi.from_buffer("int32_t[]", routes) if routes is not None else ffi.NULL,
                      ffi.from_buffer("uint32_t[]", self._get("lengths_u32"))
                      if routes is not None else ffi.NULL,
                      routes.shape[1] if routes is not None else 0,
                      ffi.from_buffer("uint32_t[]", self._get("ends_u32")), n, w, h,
                      ffi.from_buffer("uint8_t[]", out))
        return out

    def pairs(self) -> Tuple[np.ndarray, np.ndarray]:
        """(inputs, targets) for the "easy to hard" convolutional setting:
        inputs the mazes with their ends, (n, 2H+1, 2W+1, 3) as
        pixels(route=False); targets the routes alone, (n, 2H+1, 2W+1)
        uint8, 1 on the route (route_grids())."""
        return self.pixels(route=False), self.route_grids()

    def token_ids(self, prompt: bool = False) -> np.ndarray:
        """The tokens of tokens() as numbers, an (n, longest) int32 array
        padded with the number of <PADDING>; vocabulary(width, height)
        names each number."""
        self._rect("tokens")
        if not prompt:
            self._need_routes("tokens with the path (prompt=False)")
        return _token_ids(self._get("passages_flat"), self._seeds, self._get("routes_xy"),
                          self._get("lengths_u32"), self._get("ends_u32"), self.width,
                          self.height, prompt)

    def tokens(self, prompt: bool = False) -> "Tokens":
        """Each maze as the text maze-dataset's default tokenizer writes,
        tokens parted by spaces (str.split() gives the list):

            <ADJLIST_START> (0,0) <--> (0,1) ; ... <ADJLIST_END>
            <ORIGIN_START> (0,0) <ORIGIN_END> <TARGET_START> (4,4) <TARGET_END>
            <PATH_START> (0,0) (0,1) ... (4,4) <PATH_END>

        cells as (row,column), each passage once, the passages' order
        (and which cell of each comes first) drawn from the maze's seed.
        prompt=True stops after <PATH_START>: what a model is given to
        write the path. maze.from_tokens() reads one back.

        The sequence (a Tokens) holds the text of all the mazes, written
        in C, and makes maze i's str when [i] asks for it: a list of
        100,000 str would cost more than the tokens themselves."""
        self._rect("tokens")
        if not prompt:
            self._need_routes("tokens with the path (prompt=False)")
        return _token_lines(self._get("passages_flat"), self._seeds, self._get("routes_xy"),
                            self._get("lengths_u32"), self._get("ends_u32"), self.width,
                            self.height, prompt)

    def samples(self, *fields: str) -> "Samples":
        """The dataset as a PyTorch-style Dataset of arrays: len() is n
        and [i] the tuple of maze i's `fields` (one field: the array
        alone), each stacked once: grid, route_grid, pixels, input (pixels
        without the route), target (= route_grid), passages, route,
        route_length, start, end, tokens (token_ids()), prompt
        (token_ids(prompt=True)), seed. This is the view to hand
        torch.utils.data.DataLoader: its default collate stacks the items
        into tensors (the Dataset itself yields Mazes, which it cannot);
        no torch is imported here."""
        return Samples(self, fields or ("grid", "route_grid"))

    # -------------------------------------------------------- filters

    def stats(self) -> Dict[str, np.ndarray]:
        """Maze.stats()'s figures for every maze, each an (n,) array,
        measured in C once (solution is -1 where a maze has no route)."""
        if self._stats is None:
            threads = _cpus() if self._threads is None else self._threads
            self._stats = _make(self._recipe, self._seeds, _solver(self._solver), threads,
                                False, False, hashes=False, stats=True)["stats"]
        st = self._stats
        out: Dict[str, np.ndarray] = {}
        none = np.uintp(lib.MAZE_NONE)
        for name in STAT_NAMES:
            v = st[name]
            if name == "solution":
                out[name] = np.where(v == none, -1, v.astype(np.int64))
            elif name == "corridor":
                out[name] = v.copy()
            else:
                out[name] = v.astype(np.int64)
        return out

    def filter(self, min_route: Optional[int] = None, max_route: Optional[int] = None,
               unique: bool = False, **bounds: Any) -> "Dataset":
        """The mazes that pass every bound, in order, as a dataset:
        min_route / max_route bound the cells on the route (route_lengths,
        len(maze.solve())); min_NAME / max_NAME bound the figure NAME of
        stats() (dead_ends, junctions3, junctions4, straights, turns,
        longest, solution, corridor, loops, crossings, stairs, passages,
        cells); unique=True keeps the first of mazes that are equal (by
        their hash). Every figure is measured in C, once."""
        keep = np.ones(len(self), dtype=bool)
        if min_route is not None or max_route is not None:
            self._need_routes("a route bound")
            lengths = self.route_lengths
            if min_route is not None:
                keep &= lengths >= min_route
            if max_route is not None:
                keep &= lengths <= max_route
        if bounds:
            st = self.stats()
            for key, bound in bounds.items():
                side, _, name = key.partition("_")
                if side not in ("min", "max") or name not in st:
                    raise TypeError("unknown filter %r (try: min_route, max_route, unique, "
                                    "min_ or max_ and one of %s)" % (key, ", ".join(STAT_NAMES)))
                if isinstance(bound, bool) or not isinstance(bound, (int, float, np.number)):
                    raise TypeError("%s must be a number, not %r" % (key, bound))
                keep &= (st[name] >= bound) if side == "min" else (st[name] <= bound)
        if unique:
            keep &= _first_of_each(self.hashes)
        return self[keep]

    def unique(self) -> "Dataset":
        """filter(unique=True): each maze once, the first of equal ones."""
        return self.filter(unique=True)

    # ----------------------------------------------------------- file

    def save(self, path: Union[str, "os.PathLike[str]"]) -> None:
        """Writes the dataset to one file of JSON lines: line 1 its
        settings, solver and the library's version, then a maze a line as
        the tool's `-f jsonl` writes it (with its seed and route), which
        maze.load() reads back into an equal dataset. Written beside the
        target and renamed into place, as Maze.save()."""

        head = {"format": "maze-dataset/1", "library": "libmaze", "version": __version__,
                "settings": self._recipe.jsonable(), "solver": self._solver, "count": len(self)}
        parts = [json.dumps(head).encode() + b"\n"]
        routes = self._want_routes
        for m in self:
            parts.append(m.render("jsonl", route=m.solve(self._solver) if routes else None))
        data = b"".join(parts)
        error = ffi.new("int *")
        path = os.fspath(path)
        err = lib.pm_save(os.fsencode(path), data, len(data), error)
        if err == lib.MAZE_ERR_IO:
            raise _save_error(error[0], path) from None
        _check(err, "cannot write %s" % path)


def _first_of_each(hashes: np.ndarray) -> np.ndarray:
    """True for the first maze of each hash."""
    keep = np.zeros(len(hashes), dtype=bool)
    if len(hashes):
        _, first = np.unique(hashes, return_index=True)
        keep[first] = True
    return keep


def _writable(item: Any) -> Any:
    return item.copy() if isinstance(item, np.ndarray) else item


class Samples:
    """A dataset as arrays, for a training loop or a torch DataLoader:
    len() and [i], the tuple of maze i's fields (see Dataset.samples)."""

    _FIELDS = ("grid", "route_grid", "pixels", "input", "target", "passages", "route",
               "route_length", "start", "end", "tokens", "prompt", "seed")

    def __init__(self, ds: Dataset, fields: Sequence[str]) -> None:
        for f in fields:
            if f not in self._FIELDS:
                raise ValueError("unknown field %r (try: %s)" % (f, ", ".join(self._FIELDS)))
        self.fields = tuple(fields)
        self._arrays = [self._array(ds, f) for f in fields]

    @staticmethod
    def _array(ds: Dataset, f: str) -> np.ndarray:
        if f == "grid":
            if ds.grids is None:
                raise ValueError("grid needs the grids (generate_many(grids=False) left "
                                 "them out)")
            return ds.grids
        if f in ("route_grid", "target"):
            return ds.route_grids()
        if f == "pixels":
            return ds.pixels()
        if f == "input":
            return ds.pixels(route=False)
        if f == "tokens":
            return ds.token_ids()
        if f == "prompt":
            return ds.token_ids(prompt=True)
        if f == "seed":
            # torch takes no uint64: seeds below 2**63 (all but drawn
            # ones) are int64, which its DataLoader stacks.
            seeds = ds.seeds
            if len(seeds) and int(seeds.max()) < 2**63:
                return _frozen(seeds.astype(np.int64))
            return seeds
        if f == "start":
            return ds.starts
        if f == "end":
            return ds.ends
        a = {"passages": ds.passages, "route": ds.routes, "route_length": ds.route_lengths}[f]
        if a is None:
            raise ValueError("%s needs routes: the mazes have no ends" % f)
        return a

    def __len__(self) -> int:
        return len(self._arrays[0])

    def __getitem__(self, i: int) -> Any:
        # Copies: the dataset's arrays are read-only, and torch warns of
        # (and will not write to) a tensor made from a read-only array.
        if len(self._arrays) == 1:
            return _writable(self._arrays[0][i])
        return tuple(_writable(a[i]) for a in self._arrays)

    def __repr__(self) -> str:
        return "<maze.Samples of %d: %s>" % (len(self), ", ".join(self.fields))


# ---------------------------------------------------------------- make


def dataset(n: int, width: Optional[int] = None, height: Optional[int] = None,
            seed: Optional[int] = None, first: int = 0, solver: str = "bfs",
            threads: Optional[int] = None, **settings: Any) -> Dataset:
    """n mazes, the i-th the one generate(width, height, seed=seed +
    first + i, **settings) makes: a Dataset. settings are generate()'s
    (algorithm, braid, shape, mask, start, end, ends, bias, pick, mix,
    weave, floors, stairs, and any of the library's by name), judged once
    by the library as generate() judges them. seed None draws one (see
    ds.seeds). first slices a dataset by seed, so shards made apart
    (first=0, first=K, ...) are the mazes one run makes: the tool's
    `maze generate --count N -s SEED+K`. With targets (route_length,
    dead_ends, difficulty) maze i is drawn from seed + first + i, n
    apart, as the tool's --count draws: the mazes are made at once and
    ds.seeds are the seeds drawn to (shards then differ from one run).
    solver finds the routes; threads (default every core) make the
    arrays."""
    n = _number("n", n, 0, 2**63 - 1)
    first = _number("first", first, 0, 2**64 - 1)
    settings = dict(settings, width=width, height=height)
    recipe = _Recipe(_given(settings))
    _solver(solver)
    if threads is not None:
        threads = _number("threads", threads, 1, 1024)
    if seed is None:
        base = _seed(recipe.s)
    else:
        s = _settings(dict(_given({}), seed=seed))
        base = _seed(s)
    # The seeds stay a run (three numbers) until an array is asked for.
    run = _SeedRun(base + first, 1, n)
    ds = Dataset(recipe, run, solver, threads)
    if _targets(recipe):
        seeds = run.array()
        # Maze i is drawn from seed + first + i, n apart (the tool's
        # --count), so which seed it is drawn to is known only once it is
        # made: the arrays are made now, and the dataset holds the seeds
        # drawn to, each of which makes its maze at the first try.
        arrays = _make(recipe, seeds, _solver(solver), _cpus() if threads is None else threads,
                       ds._want_grids, ds._want_routes, stride=n)
        ds = Dataset(recipe, arrays["drawn"], solver, threads)
        ds._arrays = {k: _frozen(v) if isinstance(v, np.ndarray) else v
                      for k, v in arrays.items() if k not in ("stats", "drawn")}
    return ds


def _targets(recipe: _Recipe) -> bool:
    """Whether the settings give targets a maze is drawn to."""
    return any(recipe.given.get(t) is not None for t in ("route_length", "dead_ends", "difficulty"))


def generate_many(n: int, solve: bool = True, solver: str = "bfs", grids: bool = True,
                  threads: Optional[int] = None, seed: Optional[int] = None,
                  **settings: Any) -> Dataset:
    n = _number("n", n, 0, 2**63 - 1)
    recipe = _Recipe(_given(settings))
    if recipe.kind == lib.MAZE_SHAPE_POLAR:
        raise ValueError("generate_many makes arrays of equal shape: polar mazes differ ring by ring")
    if solve and not recipe.has_ends:
        raise ValueError("solve needs a start and an end, and ends='none' leaves them out")
    threads = _cpus() if threads is None else _number("threads", threads, 1, 1024)
    sv = _solver(solver)
    base = _seed(recipe.s if seed is None else _settings(dict(_given({}), seed=seed)))
    seeds = (np.uint64(base) + np.arange(n, dtype=np.uint64)) if n else np.zeros(0, np.uint64)
    ds = Dataset(recipe, seeds, solver, threads, grids, solve)
    # With targets maze i is drawn from seed + i, n apart (the tool's
    # --count), and the dataset holds the seeds drawn to, each of which
    # makes its maze at the first try.
    arrays = _make(recipe, seeds, sv, threads, ds._want_grids, ds._want_routes, stride=n)
    if _targets(recipe):
        ds = Dataset(recipe, arrays["drawn"], solver, threads, grids, solve)
    # Writable, as generate_many's arrays were in release 0.2.0.
    ds._arrays = {k: v for k, v in arrays.items() if k not in ("stats", "drawn")}
    return ds


# ---------------------------------------------------------------- load

_SEED = re.compile(rb'"seed": (\d+)')


def load(path: Union[str, "os.PathLike[str]"]) -> Dataset:
    """The dataset Dataset.save() wrote: its settings from line 1, its
    seeds from the mazes' lines. Every maze of the file is read (by the
    library's JSON reader) and must be the maze its seed makes with
    these settings: FormatError names the first line that is not (a file
    altered, or written by a library whose generators made other
    mazes)."""
    path = os.fspath(path)
    with open(path, "rb") as f:
        lines = f.read().split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    try:
        head = json.loads(lines[0]) if lines else None
    except ValueError as e:
        raise FormatError("%s:1: not a dataset's first line (%s)" % (path, e), 1) from None
    if not isinstance(head, dict) or head.get("format") != "maze-dataset/1":
        raise FormatError("%s:1: not a dataset: line 1 is its settings, "
                          "{\"format\": \"maze-dataset/1\", ...} (write one with "
                          "Dataset.save())" % path, 1)
    body = lines[1:]
    if head.get("count", len(body)) != len(body):
        raise FormatError("%s: the dataset says %d mazes and holds %d"
                          % (path, head["count"], len(body)))
    seeds = np.empty(len(body), dtype=np.uint64)
    for i, line in enumerate(body):
        found = _SEED.search(line)
        if not found:
            raise FormatError("%s:%d: a maze without its seed" % (path, i + 2), i + 2)
        seeds[i] = int(found.group(1))
    recipe = _Recipe.from_jsonable(head.get("settings", {}))
    ds = Dataset(recipe, seeds, head.get("solver", "bfs"))
    made = ds.hashes
    starts, stops = ds._get("ends_u32")[:, 0:2], ds._get("ends_u32")[:, 2:4]
    for i, line in enumerate(body):
        stored = Maze(_read_bytes(line, False, "%s:%d" % (path, i + 2)))
        ok = stored.hash() == int(made[i])
        if ok and stored.start is not None and stored.floors == 1:
            ok = tuple(stored.start) == tuple(starts[i]) and tuple(stored.end) == tuple(stops[i])
        if not ok:
            raise FormatError("%s:%d: the maze is not the one seed %d makes with the dataset's "
                              "settings (the file says libmaze %s; this is %s)"
                              % (path, i + 2, seeds[i], head.get("version"), __version__), i + 2)
    return ds
