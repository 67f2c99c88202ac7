"""The numpy views agree with the text format, and every solver's route is
a route, as short as a BFS written here finds where the solver promises
the shortest."""

import numpy as np
import pytest

import maze

SHORTEST = {"bfs", "astar", "dead-end-fill"}


def text_walls(text):
    """1 for '#', and for the outer wall where the text puts S or E in it
    (a 1x1 maze's end is drawn in its east wall)."""
    rows = text.splitlines()
    a = np.array([[ch == "#" for ch in row] for row in rows], dtype=np.uint8)
    a[0, :] = a[-1, :] = a[:, 0] = a[:, -1] = 1
    return a


@pytest.mark.parametrize("kw", [
    dict(width=1, height=1), dict(width=1, height=6), dict(width=7, height=1),
    dict(width=23, height=11, algorithm="division"), dict(width=16, height=9, braid=0.6),
    dict(mask="..X..\n.....\nX...X\n", algorithm="wilson"),
    dict(mask=np.array([[1, 1, 0], [1, 1, 1], [0, 1, 1]], dtype=bool)),
])
def test_grid_is_the_text(kw):
    for seed in range(4):
        m = maze.generate(seed=seed, **kw)
        g = m.grid()
        assert g.dtype == np.uint8 and g.shape == (2 * m.height + 1, 2 * m.width + 1)
        assert np.array_equal(g, text_walls(m.text()))


def test_passages_agree_with_grid_and_are_symmetric(helpers):
    m = maze.generate(19, 12, seed=5, braid=0.3)
    p, g = m.passages(), m.grid()
    assert p.shape == (12, 19) and p.dtype == np.uint8
    for y in range(m.height):
        for x in range(m.width):
            for d, (dx, dy) in enumerate(helpers.steps):
                open_ = bool(p[y, x] & (1 << d))
                assert open_ == (g[2 * y + 1 + dy, 2 * x + 1 + dx] == 0), (x, y, d)
                if open_:
                    assert helpers.joined(p, (x, y), (x + dx, y + dy))


def test_masked_cells():
    mask = np.ones((5, 6), dtype=bool)
    mask[0, 0] = mask[4, 5] = False
    m = maze.generate(mask=mask, seed=2)
    assert np.array_equal(m.masked(), ~mask)
    assert (m.passages()[~mask] == 0).all()
    assert m.start == (1, 0) and m.end == (4, 4)


def test_route_array_is_the_text(helpers):
    for seed in range(6):
        m = maze.generate(17, 10, seed=seed, braid=0.5 * (seed % 2))
        r = m.solve()
        a = r.array()
        assert a.shape == (len(r), 2) and r.cells == [tuple(p) for p in a.tolist()]
        assert r.cells[0] == m.start and r.cells[-1] == m.end
        # Squares of the route in the text: its cells and the gaps between.
        want = set()
        for (x0, y0), (x1, y1) in zip(r.cells, r.cells[1:]):
            want |= {(2 * x0 + 1, 2 * y0 + 1), (x0 + x1 + 1, y0 + y1 + 1)}
        want.add((2 * m.end[0] + 1, 2 * m.end[1] + 1))
        rows = m.text(r).splitlines()
        got = {(x, y) for y, row in enumerate(rows) for x, ch in enumerate(row) if ch in ".SE"}
        assert got == want


@pytest.mark.parametrize("solver", [s.name for s in maze.solvers()])
def test_solver_routes_against_our_bfs(helpers, solver):
    for seed in range(8):
        braid = 0.0 if solver == "wall-follower" else 0.4 * (seed % 3)
        m = maze.generate(14, 9, seed=seed, braid=braid, algorithm="kruskal")
        p = m.passages()
        froms = [None, (13, 0), (seed % 14, 8 - seed % 9)]
        for start in froms:
            r = m.solve(solver, start=start)
            cells = r.cells
            first = m.start if start is None else start
            assert cells[0] == first and cells[-1] == m.end
            for a, b in zip(cells, cells[1:]):
                assert abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1 and helpers.joined(p, a, b)
            best = helpers.bfs(p, first, m.end)
            assert best is not None and r.steps >= len(best) - 1
            if solver in SHORTEST:
                assert r.steps == len(best) - 1, (solver, seed, start)
            assert r.visited >= 1


def test_hand_changes_the_wall_follower():
    m = maze.generate(12, 12, seed=3)
    left, right = m.solve("wall-follower", hand="left"), m.solve("wall-follower", hand="right")
    assert left.cells[0] == right.cells[0] and left.visited != right.visited


def test_polar_routes_and_passages():
    m = maze.generate(3, 5, shape="polar", seed=1)
    ring = m.rings()
    assert ring[0] == 0 and ring[-1] == m.cells and len(ring) == m.height + 1
    p = m.passages()
    assert p.shape == (m.cells,)
    # A perfect maze: each passage counted from both of its cells.
    assert sum(bin(int(v)).count("1") for v in p) == 2 * (m.cells - 1)
    r = m.solve()
    a = r.array()
    assert r.cells[0] == m.start and r.cells[-1] == m.end
    assert ((a[:, 1] >= 0) & (a[:, 1] < m.height)).all()
    assert (a[:, 0] < ring[a[:, 1] + 1] - ring[a[:, 1]]).all()


def test_stats():
    m = maze.generate(20, 10, seed=4)
    s = m.stats()
    p = m.passages()
    degree = np.vectorize(lambda v: bin(int(v)).count("1"))(p)
    assert s["cells"] == 200 and s["passages"] == 199 and s["loops"] == 0
    assert s["dead_ends"] == int((degree == 1).sum())
    assert s["junctions3"] == int((degree == 3).sum())
    assert s["solution"] == m.solve().steps
    assert m.is_perfect()
    b = maze.generate(20, 10, seed=4, braid=1)
    assert b.stats()["loops"] > 0 and not b.is_perfect() and b.stats()["dead_ends"] == 0
