"""Every shortest route, the bottlenecks and the distance map from Python:
the library's answers, checked against searches done here in numpy."""

import itertools
from collections import deque

import numpy as np
import pytest

import maze

# A 3 x 2 open field: three routes corner to corner.
FIELD = "#######\n#S    #\n# # # #\n#    E#\n#######\n"


def search(m, start):
    """Steps from start by a breadth-first search over passages()."""
    p = m.passages()
    steps = {start: 0}
    todo = deque([start])
    moves = {"E": (1, 0), "S": (0, 1), "W": (-1, 0), "N": (0, -1)}
    while todo:
        x, y = todo.popleft()
        for bit, name in ((1, "E"), (2, "S"), (4, "W"), (8, "N")):
            if p[y, x] & bit:
                dx, dy = moves[name]
                b = (x + dx, y + dy)
                if b not in steps:
                    steps[b] = steps[(x, y)] + 1
                    todo.append(b)
    return steps


def test_an_open_field_has_three_routes_and_no_bottleneck_passage():
    m = maze.read(FIELD)
    r = m.all_routes()
    assert r["count"] == 3 and r["steps"] == 3
    assert len(r["some"]) == 6
    assert sorted(map(tuple, r["every"])) == [(0, 0), (2, 1)]
    b = m.bottlenecks()
    assert [tuple(c) for c in b["cells"]] == [(0, 0), (2, 1)]
    assert b["passages"].shape == (0, 2, 2)
    assert m.diameter() == 3


def test_a_count_past_64_bits_is_an_exact_int():
    m = maze.generate(width=40, height=40, algorithm="prim", braid=1, seed=3)
    r = m.all_routes()
    assert isinstance(r["count"], int) and r["count"] >= 1
    # An open 40 x 40 field: C(78, 39), past 2**64.
    cells = "#" + " " * 79 + "#"
    posts = "".join("#" if i % 2 == 0 else " " for i in range(81))
    rows = ["#" * 81] + [cells if y % 2 else posts for y in range(1, 80)] + ["#" * 81]
    rows[1] = "#S" + rows[1][2:]
    rows[79] = rows[79][:79] + "E#"
    field = maze.read("\n".join(rows) + "\n")
    import math
    assert field.all_routes()["count"] == math.comb(78, 39) > 2**64


def test_a_perfect_maze_is_all_bottleneck():
    m = maze.generate(width=12, height=8, seed=5)
    route = m.solve()
    b = m.bottlenecks()
    assert [tuple(c) for c in b["cells"]] == route.cells
    assert len(b["passages"]) == route.steps
    assert m.all_routes()["count"] == 1


def test_distances_are_a_breadth_first_search():
    m = maze.generate(width=14, height=9, braid=0.5, seed=2)
    d = m.distances()
    assert d.shape == (9, 14) and d.dtype == np.int64
    want = search(m, (0, 0))
    for (x, y), steps in want.items():
        assert d[y, x] == steps
    d2 = m.distances(start=(5, 4))
    want2 = search(m, (5, 4))
    assert all(d2[y, x] == s for (x, y), s in want2.items())


def test_every_shape_gives_an_answer():
    for shape in ("hex", "triangle", "polar"):
        m = maze.generate(shape=shape, width=6 if shape != "polar" else 1,
                          height=5, braid=0.5, seed=1)
        assert m.all_routes()["count"] >= 1
        assert len(m.bottlenecks()["cells"]) >= 2
        d = m.distances()
        assert (d >= 0).all() and d.max() > 0
    polar = maze.generate(shape="polar", width=1, height=5, seed=1)
    assert polar.distances().shape == (polar.cells,)
    floors = maze.generate(width=4, height=3, floors=2, algorithm="wilson", seed=1)
    assert floors.distances().shape == (2, 3, 4)
    assert floors.bottlenecks()["passages"].shape[1:] == (2, 3)


def test_no_route_and_no_ends_are_refused():
    m = maze.generate(width=4, height=3, seed=1, ends="none")
    with pytest.raises(ValueError):
        m.all_routes()
    with pytest.raises(ValueError):
        m.distances()
    assert m.distances(start=(0, 0)).max() > 0
