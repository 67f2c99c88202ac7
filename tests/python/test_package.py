"""Events, reading, registries, threads and the package itself."""

import os
import subprocess
import sys
import threading
import time

import numpy as np
import pytest

import maze

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_events_rebuild_the_maze():
    m = maze.generate(9, 6, seed=2, algorithm="prim", record=True)
    events = m.events()
    carves = [e for e in events if e.kind == "carve"]
    assert len(carves) == 9 * 6 - 1 and events[0].kind in ("visit", "frontier")
    for e in carves:
        (ax, ay), (bx, by) = e.a, e.b
        assert abs(ax - bx) + abs(ay - by) == 1
    assert m.replay(len(events)).text() == m.text()
    assert (m.replay(0).grid()[1:-1:2, 2:-1:2] == 1).all()  # every wall up
    half = m.replay(len(events) // 2)
    assert 0 < half.stats()["passages"] < 9 * 6 - 1
    n = len(events)
    r = m.solve()
    more = m.events()[n:]
    assert more and {e.kind for e in more} >= {"solve_visit", "route"}
    assert [e.a for e in more if e.kind == "route"] == r.cells


def test_division_records_splits():
    m = maze.generate(8, 8, seed=1, algorithm="division", record=True)
    kinds = {e.kind for e in m.events()}
    assert {"clear", "split", "wall"} <= kinds
    split = next(e for e in m.events() if e.kind == "split")
    assert split.w > 0 and split.h > 0


def test_public_names_are_the_packages():
    """The package is written in parts (maze/_maze_object.py, _make.py, ...),
    but what it offers is maze's: every name of __all__, the classes named
    maze.X wherever they are written, and a pickled maze naming maze alone
    (so that moving code between the parts breaks no pickle)."""
    import pickle

    for name in maze.__all__:
        assert getattr(maze, name) is not None, name
    for cls in (maze.Maze, maze.Route, maze.Event, maze.Entry, maze.MazeError,
                maze.FormatError, maze.NoRouteError, maze.Dataset):
        assert cls.__module__ == "maze", cls
    m = maze.generate(6, 4, seed=2)
    data = pickle.dumps(m)
    assert b"maze._" not in data, data
    assert pickle.loads(data) == m
    lazy = maze.dataset(3, 6, 4, seed=2)[1]  # pickled as its recipe and seed
    assert pickle.loads(pickle.dumps(lazy)) == lazy


def test_str_and_repr():
    m = maze.generate(4, 3, seed=8)
    assert str(m) == m.text() and repr(m) == "<Maze 4x3 rect seed 8>"
    p = maze.generate(3, 5, shape="polar", seed=8)
    assert str(p) == repr(p) == "<Maze 3x5 polar seed 8>" and p.size == (3, 5)


def test_events_need_a_recording():
    with pytest.raises(ValueError, match="record=True"):
        maze.generate(3, 3, seed=1).events()


def test_read_round_trips(tmp_path):
    m = maze.generate(14, 7, seed=21, braid=0.5, ends="farthest")
    for text in (m.text(), m.to_json()):
        back = maze.read(text)
        assert back.text() == m.text() and back.start == m.start and back.end == m.end
        assert np.array_equal(back.passages(), m.passages())
    m.save(tmp_path / "m.json")
    assert maze.read(tmp_path / "m.json").hash() == m.hash()
    assert maze.read(str(tmp_path / "m.json")).hash() == m.hash()
    assert maze.read((tmp_path / "m.json").read_bytes()).hash() == m.hash()
    h = maze.generate(5, 4, shape="hex", seed=3)
    assert maze.read(h.to_json()).to_json() == maze.read(maze.read(h.to_json()).to_json()).to_json()
    assert maze.read(h.to_json()).shape == "hex"


def test_ends_can_be_moved():
    m = maze.generate(6, 6, seed=9)
    m.start, m.end = (5, 0), (0, 5)
    r = m.solve()
    assert r.cells[0] == (5, 0) and r.cells[-1] == (0, 5)
    with pytest.raises(ValueError):
        m.start = (9, 9)
    m.end = None
    assert m.end is None


def test_registries_match_the_tool(cli):
    listing = cli("list").decode()
    for entries in (maze.algorithms(), maze.solvers(), maze.formats()):
        assert entries
        for e in entries:
            assert "  %-16s %s" % (e.name, e.summary) in listing
            if e.aliases:
                assert "also: " + ", ".join(e.aliases) in listing
    assert maze.algorithms()[0].name == "backtracker" and maze.solvers()[0].name == "bfs"
    assert maze.shapes() == ["rect", "hex", "triangle", "polar", "upsilon", "cube", "sphere"]
    fmt = {f.name: f for f in maze.formats()}
    assert fmt["gif"].animates and fmt["gif"].draws and not fmt["html"].draws
    assert fmt["png"].extension == "png" and not fmt["text"].shapes


def test_seed_is_drawn_and_kept():
    a, b = maze.generate(30, 30), maze.generate(30, 30)
    assert 0 <= a.seed < 2**32 and a.seed != b.seed
    assert maze.generate(30, 30, seed=a.seed).text() == a.text()
    assert maze.generate(30, 30, seed=a.seed).hash() == a.hash()


def test_long_calls_release_the_gil():
    """The main thread keeps running while another one is inside a long C
    call: with the GIL held, no tick could fall inside the call."""
    window = {}
    ticks = []

    def work():
        t0 = time.monotonic()
        maze.generate(1500, 1500, seed=1, algorithm="wilson")
        window["t"] = (t0, time.monotonic())

    t = threading.Thread(target=work)
    t.start()
    while t.is_alive():
        ticks.append(time.monotonic())
    t.join()
    t0, t1 = window["t"]
    assert t1 - t0 > 0.05
    inside = [x for x in ticks if t0 + 0.02 < x < t1 - 0.02]
    assert len(inside) > 100


def test_threads_on_one_maze_take_turns():
    m = maze.generate(200, 200, seed=5, braid=0.2)
    want = m.solve().cells
    got = []

    def solve():
        for _ in range(5):
            got.append(m.solve().cells == want and m.stats()["passages"] > 0)

    threads = [threading.Thread(target=solve) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert got == [True] * 20


def test_typed_and_documented():
    folder = os.path.dirname(maze.__file__)
    assert os.path.isfile(os.path.join(folder, "py.typed"))
    for name in maze.__all__:
        obj = getattr(maze, name)
        if callable(obj):
            assert obj.__doc__ and len(obj.__doc__) > 20, name
    assert "seed" in maze.generate.__annotations__
    out = subprocess.run([sys.executable, "-c", "import maze; help(maze.generate)"],
                         capture_output=True, text=True, env=dict(os.environ, PAGER="cat"))
    assert "the same seed gives the same maze" in out.stdout


def test_the_example_runs(tmp_path):
    out = subprocess.run([sys.executable, os.path.join(ROOT, "examples", "dataset.py"),
                          str(tmp_path)], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert (tmp_path / "maze.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    data = np.load(tmp_path / "mazes.npz")
    assert data["grids"].shape[1:] == (21, 21) and len(data["grids"]) == len(data["routes"])


def test_the_readme_example_runs(tmp_path, monkeypatch, capsys):
    with open(os.path.join(ROOT, "doc", "python.md")) as f:
        readme = f.read()
    section = readme[readme.index("\n## Python\n"):]
    code = section[section.index("```python\n") + 10:section.index("\n```\n")]
    monkeypatch.chdir(tmp_path)
    exec(compile(code, "doc/python.md", "exec"), {})
    assert "S....." in capsys.readouterr().out
    for name in ("maze.png", "maze.json", "prim.gif"):
        assert (tmp_path / name).stat().st_size > 0


def test_weave_mazes_cross_and_read_back():
    m = maze.generate(16, 10, seed=3, algorithm="kruskal", weave=0.8)
    crossings = m.crossings()
    assert crossings and m.stats()["crossings"] == len(crossings)
    assert m.is_perfect() and m.stats()["passages"] == 16 * 10 - 1
    text = m.text()
    for x, y, over in crossings:
        assert text.split("\n")[2 * y + 1][2 * x + 1] == ("|" if over == "ns" else "-")
    again = maze.read(text)
    assert again.crossings() == crossings and again.hash() == m.hash()
    assert maze.generate(16, 10, seed=3).crossings() == []
    assert "crossings" not in maze.generate(16, 10, seed=3).stats()
    with pytest.raises(ValueError, match="eller cannot weave"):
        maze.generate(16, 10, algorithm="eller", weave=0.5)
    with pytest.raises(ValueError, match="weave works on rectangles"):
        maze.generate(6, 6, shape="hex", weave=0.5)


def test_version_is_the_libraries():
    """One version everywhere: the compiled-in MAZE_VERSION of maze.h, and
    the installed distribution's (libmaze; `maze` on PyPI is another)."""
    import importlib.metadata
    import re
    with open(os.path.join(ROOT, "include", "maze.h"), encoding="utf-8") as f:
        header = re.search(r'^#define MAZE_VERSION "([0-9.]+)"$', f.read(), re.M).group(1)
    assert maze.__version__ == header
    assert importlib.metadata.version("libmaze") == header
