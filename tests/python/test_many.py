"""generate_many: the mazes generate() makes, one per seed, as stacked
arrays with their routes, on any number of threads."""

import numpy as np
import pytest

import maze

# generate_many is deprecated (maze.dataset) and kept working: tested here.
pytestmark = pytest.mark.filterwarnings("ignore:maze.generate_many:DeprecationWarning")


@pytest.mark.parametrize("kw", [
    dict(width=7, height=5),
    dict(width=10, height=10, algorithm="kruskal", braid=0.3),
    dict(width=6, height=4, ends="farthest", algorithm="wilson"),
    dict(width=9, height=3, algorithm="eller", start=(8, 0), end=(0, 2)),
    dict(mask="..X..\n.....\n.....\n", algorithm="prim"),
])
def test_each_maze_is_the_one_generate_makes(kw, helpers):
    n = 40
    b = maze.generate_many(n, seed=1000, **kw)
    assert b.seeds.tolist() == list(range(1000, 1000 + n))
    h, w = b.passages.shape[1:]
    assert b.passages.shape == (n, h, w) and b.grids.shape == (n, 2 * h + 1, 2 * w + 1)
    assert b.routes.shape == (n, b.route_lengths.max(), 2)
    for i in range(n):
        m = maze.generate(seed=1000 + i, **kw)
        assert np.array_equal(b.passages[i], m.passages())
        assert np.array_equal(b.grids[i], m.grid())
        assert tuple(b.starts[i]) == m.start and tuple(b.ends[i]) == m.end
        k = b.route_lengths[i]
        assert np.array_equal(b.routes[i, :k], m.solve().array())
        assert (b.routes[i, k:] == -1).all()
        best = helpers.bfs(b.passages[i], m.start, m.end)
        assert k == len(best)


def test_threads_and_solvers_agree():
    one = maze.generate_many(300, 12, 8, seed=7, threads=1, solver="astar")
    two = maze.generate_many(300, 12, 8, seed=7, threads=2, solver="astar")
    many = maze.generate_many(300, 12, 8, seed=7, threads=7)
    for a, b in ((one, two), (one, many)):
        assert np.array_equal(a.passages, b.passages) and np.array_equal(a.grids, b.grids)
        assert np.array_equal(a.route_lengths, b.route_lengths)
    assert np.array_equal(one.routes, two.routes)


def test_other_shapes_and_options():
    b = maze.generate_many(20, 6, 5, shape="hex", seed=3, grids=True)
    assert b.passages.shape == (20, 5, 6)
    with pytest.raises(ValueError, match="grids are for rectangles, not hex mazes"):
        b.grids
    for i in (0, 19):
        m = maze.generate(6, 5, shape="hex", seed=3 + i)
        assert np.array_equal(b.passages[i], m.passages())
        assert np.array_equal(b.routes[i, :b.route_lengths[i]], m.solve().array())
    b = maze.generate_many(5, 4, 4, seed=1, solve=False, grids=False, ends="none")
    assert b.routes is None and b.grids is None and (b.starts == -1).all()
    empty = maze.generate_many(0, 4, 4, seed=1)
    assert empty.passages.shape == (0, 4, 4) and empty.routes.shape[0] == 0
    drawn = maze.generate_many(3, 4, 4)
    assert drawn.seeds[1] == drawn.seeds[0] + 1


def test_many_errors():
    with pytest.raises(ValueError, match="polar"):
        maze.generate_many(3, 3, 3, shape="polar")
    with pytest.raises(ValueError, match="solve needs a start and an end"):
        maze.generate_many(3, 3, 3, ends="none")
    with pytest.raises(ValueError, match="n must be from 0"):
        maze.generate_many(-1, 3, 3)
    with pytest.raises(ValueError, match="unknown algorithm"):
        maze.generate_many(3, 3, 3, algorithm="nope")
    with pytest.raises(ValueError, match="threads must be from 1"):
        maze.generate_many(3, 3, 3, threads=0)


def test_a_dataset_in_one_call():
    b = maze.generate_many(20000, 10, 10, seed=1)
    assert b.passages.shape == (20000, 10, 10)
    # Every maze is perfect: 99 passages, each counted from both cells.
    bits = np.unpackbits(b.passages[..., None], axis=-1).sum(axis=(1, 2, 3))
    assert (bits == 2 * 99).all()
    assert (b.route_lengths >= 19).all()
    assert len({b.passages[i].tobytes() for i in range(1000)}) > 990


def test_memory_is_what_the_arrays_hold():
    """Routes are packed to the longest one, not to the cells a maze has."""
    import tracemalloc
    tracemalloc.start()
    try:
        b = maze.generate_many(1000, 100, 100, seed=1, algorithm="binary-tree", grids=False)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    held = b.passages.nbytes + b.routes.nbytes + b.route_lengths.nbytes + b.starts.nbytes * 4
    assert b.routes.shape[1] < 400 and peak < 2 * held, (peak, held)


def test_route_grids_are_the_text():
    b = maze.generate_many(30, 9, 6, seed=50, braid=0.3)
    r = b.route_grids()
    assert r.shape == b.grids.shape and r.dtype == np.uint8
    for i in range(30):
        rows = maze.generate(9, 6, seed=50 + i, braid=0.3).text(True).splitlines()
        want = np.array([[ch in ".SE" for ch in row] for row in rows], dtype=np.uint8)
        assert np.array_equal(r[i], want), i
    assert not (r & b.grids).any()  # a route never runs through a wall
    one = maze.generate_many(2, 1, 1, seed=1)
    assert one.route_grids()[:, 1, 1].tolist() == [1, 1]
    with pytest.raises(ValueError, match="without routes"):
        maze.generate_many(2, 3, 3, solve=False).route_grids()
    with pytest.raises(ValueError, match="not hex"):
        maze.generate_many(2, 3, 3, shape="hex").route_grids()
