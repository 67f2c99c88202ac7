"""The classic solvers and fillers, division's rooms, sparse mazes and
masks made from words through Python: the same names and settings as the
tool's, the same mazes for the same seed."""
import pytest

import maze

CLASSIC = ["pledge", "chain", "collision", "random-mouse", "cul-de-sac-fill",
           "blind-alley-seal"]


@pytest.mark.parametrize("name", CLASSIC)
def test_classic_solvers_solve_by_name(name):
    assert name in [s.name for s in maze.solvers()]
    m = maze.generate(20, 12, seed=3, braid=0.5)
    route = m.solve(name)
    shortest = m.solve("bfs")
    assert route.cells[0] == shortest.cells[0] and route.cells[-1] == shortest.cells[-1]
    if name in ("collision", "cul-de-sac-fill", "blind-alley-seal"):
        assert len(route) == len(shortest)


def test_the_mouse_walks_by_its_seed():
    m = maze.generate(16, 10, seed=4, braid=0.5)
    one = m.solve("random-mouse", seed=7)
    assert list(m.solve("random-mouse", seed=7).cells) == list(one.cells)
    with pytest.raises(ValueError, match="seed must be"):
        m.solve("random-mouse", seed=-1)


def test_pledge_refuses_a_polar_grid():
    m = maze.generate(shape="polar", seed=1)
    with pytest.raises(ValueError, match="pledge counts its turns"):
        m.solve("pledge")


@pytest.mark.parametrize("kw,options", [
    (dict(algorithm="division", room_size="3-5"), ["-a", "division", "--room-size", "3-5"]),
    (dict(sparse=0.3), ["--sparse", "0.3"]),
    (dict(mask_text="HI", width=24, height=9), ["--mask-text", "HI", "-W", 24, "-H", 9]),
])
def test_settings_equal_the_tool(cli, kw, options):
    kw = dict(kw)
    w, h = kw.pop("width", 30), kw.pop("height", 16)
    want = cli("generate", "-W", w, "-H", h, "-s", 2, *options).decode()
    assert maze.generate(w, h, seed=2, **kw).text() == want
