"""The upsilon shape from Python: octagons and squares, as the library
names and makes them."""
import numpy as np

import maze


def test_the_shape_comes_from_the_library():
    assert "upsilon" in maze.shapes()
    m = maze.generate(9, 7, shape="octagons", seed=3)
    assert m.shape == "upsilon"


def test_perfect_and_solved():
    for algorithm in ("backtracker", "prim", "kruskal", "wilson", "growing-tree"):
        m = maze.generate(8, 6, shape="upsilon", algorithm=algorithm, seed=5)
        s = m.stats()
        assert s["passages"] == m.cells - 1 and s["loops"] == 0
        for solver in ("bfs", "astar", "dfs", "dead-end-fill", "wall-follower", "tremaux"):
            assert m.solve(solver).steps == m.solve("bfs").steps


def test_passages_are_the_eight_directions():
    m = maze.generate(7, 5, shape="upsilon", seed=2)
    p = m.passages()
    ys, xs = np.indices(p.shape)
    squares = (xs + ys) % 2 == 1
    # A square has no slanted sides: its odd direction bits are never set.
    assert not (p[squares] & 0b10101010).any()
    # Some octagon routes run diagonally.
    assert (p[~squares] & 0b10101010).any()


def test_json_round_trip():
    m = maze.generate(6, 4, shape="upsilon", seed=8, braid=0.5)
    assert maze.read(m.to_json()) == m
