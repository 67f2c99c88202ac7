"""Mazes of several floors (levels): made as the tool makes them, perfect,
solved across floors, read back, and seen through arrays shaped per floor."""

import collections

import numpy as np
import pytest

import maze

FLOOR_MAKERS = [a.name for a in maze.algorithms() if a.shapes]
UP, DOWN = 1 << 4, 1 << 5
# (dx, dy, dz) of each direction bit of passages(): east, south, west,
# north, up, down.
MOVES = {1: (1, 0, 0), 2: (0, 1, 0), 4: (-1, 0, 0), 8: (0, -1, 0), UP: (0, 0, 1), DOWN: (0, 0, -1)}


def passage_count(p):
    """Passages counted from passages(): each one is seen from both ends."""
    bits = np.unpackbits(p.reshape(-1, 1), axis=1).sum()
    assert bits % 2 == 0
    return int(bits) // 2


def shortest(m, start, end):
    """Steps from start to end by our own BFS over passages()."""
    p = m.passages()
    seen = {start: 0}
    queue = collections.deque([start])
    while queue:
        x, y, z = queue.popleft()
        for bit, (dx, dy, dz) in MOVES.items():
            if p[z, y, x] & bit:
                n = (x + dx, y + dy, z + dz)
                if n not in seen:
                    seen[n] = seen[(x, y, z)] + 1
                    queue.append(n)
    return seen.get(end)


@pytest.mark.parametrize("algorithm", FLOOR_MAKERS)
@pytest.mark.parametrize("size", [(1, 1, 2), (1, 5, 3), (6, 1, 2), (7, 5, 3), (12, 9, 4)])
def test_floors_are_perfect(algorithm, size):
    w, h, levels = size
    for seed in (0, 1, 77):
        m = maze.generate(w, h, algorithm=algorithm, seed=seed, levels=levels)
        assert m.levels == levels and m.size == (w, h) and m.cells == w * h * levels
        p = m.passages()
        assert p.shape == (levels, h, w)
        assert passage_count(p) == m.cells - 1 == m.stats()["passages"]
        assert m.is_perfect()
        # A stair up is a stair down from the cell above it.
        assert ((p[:-1] & UP != 0) == (p[1:] & DOWN != 0)).all()
        assert not (p[-1] & UP).any() and not (p[0] & DOWN).any()
        assert m.stats()["stairs"] == int((p & UP != 0).sum()) >= levels - 1


def test_stairs_weight_changes_how_many_stairs():
    few = maze.generate(20, 20, seed=5, levels=3, stairs=0.02).stats()["stairs"]
    many = maze.generate(20, 20, seed=5, levels=3, stairs=1).stats()["stairs"]
    assert 2 <= few < many


def test_the_same_maze_as_the_tool(cli):
    for algorithm in FLOOR_MAKERS:
        for fmt in ("text", "json"):
            want = cli("generate", "-W", 7, "-H", 4, "--levels", 3, "--stairs", 0.3,
                       "-a", algorithm, "-s", 11, "-f", fmt).decode()
            m = maze.generate(7, 4, algorithm=algorithm, seed=11, levels=3, stairs=0.3)
            assert m.render(fmt).decode() == want, (algorithm, fmt)


@pytest.mark.parametrize("solver", [s.name for s in maze.solvers()])
def test_routes_cross_floors(solver):
    m = maze.generate(9, 6, algorithm="prim", seed=4, levels=3, stairs=0.2)
    assert m.start == (0, 0, 0) and m.end == (8, 5, 2)
    if solver == "pledge":  # it counts its turns, and a stair is none
        with pytest.raises(ValueError, match="pledge counts its turns"):
            m.solve(solver)
        return
    r = m.solve(solver)
    cells = r.cells
    assert cells[0] == m.start and cells[-1] == m.end
    assert r.array().shape == (len(cells), 3)
    assert {z for _, _, z in cells} == {0, 1, 2}
    p = m.passages()
    for (x, y, z), b in zip(cells, cells[1:]):
        step = (b[0] - x, b[1] - y, b[2] - z)
        assert any(p[z, y, x] & bit and step == d for bit, d in MOVES.items()), ((x, y, z), b)
    assert r.steps >= shortest(m, m.start, m.end)
    if solver in ("bfs", "astar", "dijkstra"):
        assert r.steps == shortest(m, m.start, m.end)


def test_solving_from_a_cell_on_another_floor():
    m = maze.generate(6, 5, seed=9, levels=2)
    r = m.solve(start=(5, 0, 1))
    assert r.cells[0] == (5, 0, 1) and r.steps == shortest(m, (5, 0, 1), m.end)
    with pytest.raises(ValueError, match="floor 2 is outside the maze"):
        m.solve(start=(0, 0, 2))
    with pytest.raises(TypeError, match=r"\(x, y, floor\)"):
        m.solve(start=(0, 0))


def test_text_and_json_read_back():
    m = maze.generate(8, 5, algorithm="kruskal", seed=21, levels=3, stairs=0.4)
    route = m.solve()
    for out in (m.text(), m.to_json(), m.text(route), m.to_json(route)):
        again = maze.read(out)
        assert again.levels == 3 and again.size == (8, 5)
        assert again.hash() == m.hash() and (again.passages() == m.passages()).all()
        assert again.start == m.start and again.end == m.end
        assert again.solve().cells == route.cells
    assert "<" in m.text() and ">" in m.text()


def test_grid_is_one_layout_a_floor():
    m = maze.generate(7, 4, seed=3, levels=3)
    g = m.grid()
    p = m.passages()
    assert g.shape == (3, 9, 15)
    assert (g[:, 0, :] == 1).all() and (g[:, -1, :] == 1).all()
    assert (g[:, :, 0] == 1).all() and (g[:, :, -1] == 1).all()
    for z in range(3):
        for y in range(4):
            for x in range(7):
                assert g[z, 2 * y + 1, 2 * x + 1] == 0
                if x < 6:
                    assert (g[z, 2 * y + 1, 2 * x + 2] == 0) == bool(p[z, y, x] & 1)
                if y < 3:
                    assert (g[z, 2 * y + 2, 2 * x + 1] == 0) == bool(p[z, y, x] & 2)
    assert m.masked().shape == (3, 4, 7) and not m.masked().any()


def test_recorded_floors_replay():
    m = maze.generate(5, 4, seed=8, levels=2, record=True)
    n = len(m.events())
    assert m.replay(n).hash() == m.hash() and m.replay(n).levels == 2
    assert {len(e.a) for e in m.events() if e.a is not None} == {3}


def test_pictures_of_floors_and_the_formats_that_refuse_them():
    m = maze.generate(5, 4, seed=8, levels=2)
    assert m.render("png", route=True)[:8] == b"\x89PNG\r\n\x1a\n"
    assert b"<svg" in m.render("svg")
    assert m.render("gif")[:6] == b"GIF89a"
    with pytest.raises(ValueError, match="the html format cannot draw a maze of several floors"):
        m.render("html")


@pytest.mark.parametrize("kwargs,words", [
    (dict(algorithm="eller"), "eller makes one floor at a time and cannot make stairs"),
    (dict(weave=0.5), "weave and floors cannot be combined"),
    (dict(shape="hex"), "a hexagon has six neighbours already"),
    (dict(shape="polar"), "floors works on rectangles only, not polar grids"),
    (dict(stairs=0), r"stairs weight must be above 0, not '0' \(with no stairs the floors would "
                     r"not be joined; try: stairs=0.05\)"),
    (dict(stairs=1.5), "invalid stairs weight '1.5'"),
    (dict(start=(0, 0)), "start and end cannot be combined with floors"),
    (dict(mask="..\n..\n"), "floors and mask cannot be combined"),
])
def test_refusals_say_why(kwargs, words):
    with pytest.raises(ValueError, match=words):
        maze.generate(4, 3, levels=2, **kwargs)


def test_levels_out_of_range():
    with pytest.raises(ValueError, match="invalid floors '0'"):
        maze.generate(4, 3, levels=0)
    with pytest.raises(ValueError, match="invalid floors '4097'"):
        maze.generate(4, 3, floors=4097)
    assert maze.generate(4, 3, seed=1, levels=1).text() == maze.generate(4, 3, seed=1).text()


def test_floors_is_levels_by_its_new_name():
    """floors= is the setting; levels=, its name of release 0.2.0, makes
    the same maze, and both at once is refused."""
    a = maze.generate(6, 4, seed=3, floors=3, stairs=0.4)
    b = maze.generate(6, 4, seed=3, levels=3, stairs=0.4)
    assert a.text() == b.text() and a.floors == a.levels == 3
    many = maze.dataset(3, 5, 4, seed=3, floors=2)
    assert many.passages.shape == (3, 2, 4, 5)
    with pytest.raises(TypeError, match="not both"):
        maze.generate(6, 4, floors=2, levels=3)
