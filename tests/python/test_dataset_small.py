"""Datasets of many small mazes take their own paths to speed (the
backtracker's walk and the search in local arrays, routes written in rows
and narrowed to the longest, a grid kept from maze to maze, threads): the
arrays must be what generate() gives, maze for maze, on any number of
threads, on both sides of each path's size limit."""

import numpy as np
import pytest

import maze

# 10x10 (the datasets' size), 32x32 (the last size whose routes go in
# rows), 33x32 (routes an array each), 62x62 (the walk's last size in
# local arrays), 63x62 (the grid's walk), braided, masked, other solvers.
CASES = [
    dict(width=10, height=10),
    dict(width=32, height=32),
    dict(width=33, height=32),
    dict(width=62, height=62),
    dict(width=63, height=62),
    dict(width=10, height=10, braid=0.5),
    dict(width=9, height=7, braid=1.0, solver="astar"),
    dict(mask=np.array([[1, 1, 0, 1], [1, 1, 1, 1], [0, 1, 1, 1]], bool)),
    dict(width=1, height=12),
    dict(width=12, height=1),
    dict(width=8, height=8, algorithm="prim", solver="dead-end-fill"),
]


def _dataset(n, threads, kw):
    kw = dict(kw)
    solver = kw.pop("solver", "bfs")
    return maze.dataset(n, seed=40, threads=threads, solver=solver, **kw)


@pytest.mark.parametrize("kw", CASES)
def test_every_maze_is_generates_on_any_number_of_threads(kw):
    n = 30 if kw.get("width", 0) > 30 else 200
    one = _dataset(n, 1, kw)
    arrays = ("passages", "grids", "routes", "route_lengths", "starts", "ends", "hashes")
    for threads in (2, 3, 7):
        other = _dataset(n, threads, kw)
        for a in arrays:
            x, y = getattr(one, a), getattr(other, a)
            assert (x is None) == (y is None)
            assert x is None or (x.shape == y.shape and np.array_equal(x, y)), (a, threads)
    solver = kw.get("solver", "bfs")
    settings = {k: v for k, v in kw.items() if k != "solver"}
    assert one.routes.shape == (n, one.route_lengths.max(), 2)
    assert one.routes.flags["C_CONTIGUOUS"]
    for i in range(0, n, max(1, n // 12)):
        m = maze.generate(seed=40 + i, **settings)
        assert np.array_equal(one.passages[i], m.passages())
        assert np.array_equal(one.grids[i], m.grid())
        assert one.hashes[i] == m.hash()
        k = one.route_lengths[i]
        assert np.array_equal(one.routes[i, :k], m.solve(solver).array())
        assert (one.routes[i, k:] == -1).all()


def test_arrays_made_in_chunks_join_up():
    """_make() works a million cells at a time: 10,485 10x10 mazes. Mazes
    either side of a chunk's end are generate()'s, and the routes of all
    are narrowed to the longest of all."""
    n = 10485 + 40
    ds = maze.dataset(n, 10, 10, seed=9)
    longest = int(ds.route_lengths.max())
    assert ds.routes.shape == (n, longest, 2)
    for i in (0, 10484, 10485, n - 1):
        m = maze.generate(10, 10, seed=9 + i)
        k = ds.route_lengths[i]
        assert np.array_equal(ds.routes[i, :k], m.solve().array())
        assert (ds.routes[i, k:] == -1).all()
        assert np.array_equal(ds.grids[i], m.grid())


def test_routes_narrowed_on_two_threads_are_those_of_small_pieces():
    """Past its first 4,096 rows, pm_routes_narrow() moves rows on two
    threads in waves: the routes of 20,000 mazes, made on one thread and
    on two, are those of datasets of 1,000 (narrowed on one thread, to
    their own longest) and -1 beyond."""
    n = 20000
    one = maze.dataset(n, 10, 10, seed=5, threads=1)
    two = maze.dataset(n, 10, 10, seed=5, threads=2)
    assert np.array_equal(one.routes, two.routes)
    for first in range(0, n, 1000):
        piece = maze.dataset(1000, 10, 10, seed=5, first=first, threads=1)
        k = piece.routes.shape[1]
        assert np.array_equal(two.routes[first:first + 1000, :k], piece.routes)
        assert (two.routes[first:first + 1000, k:] == -1).all()
        assert np.array_equal(two.route_lengths[first:first + 1000], piece.route_lengths)
