"""Mazes in four dimensions (floors="FxT"): made as the tool makes them,
perfect, solved through portals, read back, drawn where the formats can."""

import collections
import json

import numpy as np
import pytest

import maze

FLOOR_MAKERS = [a.name for a in maze.algorithms() if a.shapes]
UP, DOWN, ANA, KATA = 1 << 4, 1 << 5, 1 << 6, 1 << 7


def moves(per):
    """(dx, dy, dz) of each direction bit of passages(), z the floor of
    the sheet (a tower's floors are per apart)."""
    return {1: (1, 0, 0), 2: (0, 1, 0), 4: (-1, 0, 0), 8: (0, -1, 0),
            UP: (0, 0, 1), DOWN: (0, 0, -1), ANA: (0, 0, per), KATA: (0, 0, -per)}


def reached(m):
    """Cells reached from the start by our own BFS over passages()."""
    p = m.passages()
    step = moves(m.floors // m.towers)
    start = tuple(m.start)
    seen = {start}
    queue = collections.deque([start])
    while queue:
        x, y, z = queue.popleft()
        for bit, (dx, dy, dz) in step.items():
            if p[z, y, x] & bit:
                n = (x + dx, y + dy, z + dz)
                if n not in seen:
                    seen.add(n)
                    queue.append(n)
    return seen


@pytest.mark.parametrize("algorithm", FLOOR_MAKERS)
@pytest.mark.parametrize("size", [(1, 1, "2x2"), (1, 1, "1x3"), (5, 4, "3x2"), (3, 2, "2x3")])
def test_towers_are_perfect(algorithm, size):
    w, h, floors = size
    per, towers = (int(v) for v in floors.split("x"))
    for seed in (0, 1, 77):
        m = maze.generate(w, h, algorithm=algorithm, seed=seed, floors=floors)
        assert (m.floors, m.towers) == (per * towers, towers)
        assert m.cells == w * h * per * towers
        p = m.passages()
        bits = int(np.unpackbits(p.reshape(-1, 1), axis=1).sum())
        assert bits == 2 * (m.cells - 1)
        assert len(reached(m)) == m.cells and m.is_perfect()
        assert m.stats()["portals"] == int((p & ANA != 0).sum()) >= towers - 1


def test_routes_take_portals_and_read_back():
    m = maze.generate(4, 3, seed=2, floors="2x2")
    assert repr(m).startswith("<Maze 4x3 rect 2x2 floors")
    route = m.solve()
    zs = [z for _, _, z in route]
    assert max(zs) - min(zs) >= 2, "the route reaches the second tower"
    text = m.render("json")
    assert json.loads(text)["towers"] == 2
    for fmt in ("json", "text"):
        back = maze.read(m.render(fmt))
        assert (back.floors, back.towers) == (m.floors, m.towers)
        assert (back.passages() == m.passages()).all()


def test_pictures_draw_it_and_the_others_refuse():
    m = maze.generate(4, 3, seed=2, floors="2x2")
    assert m.render("png")[:8] == b"\x89PNG\r\n\x1a\n"
    assert m.render("gif")[:6] == b"GIF89a"
    with pytest.raises(ValueError) as e:
        m.render("stl")
    assert "the stl format cannot draw a maze in four dimensions" in str(e.value)


def test_plain_floors_are_unchanged():
    a = maze.generate(5, 4, seed=9, floors=3)
    b = maze.generate(5, 4, seed=9, floors="3x1")
    assert a.render("text") == b.render("text") and a.towers == b.towers == 1
