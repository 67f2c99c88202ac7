"""maze.dataset(): a sequence of the mazes generate() makes, seed by seed,
with its arrays, filters, tokens, pixels, file, pickling and shards."""

import multiprocessing
import os
import pickle
import re
import subprocess
import sys

import numpy as np
import pytest

import maze

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

SETTINGS = [
    dict(width=7, height=5),
    dict(width=8, height=6, algorithm="kruskal", braid=0.3),
    dict(width=6, height=6, weave=0.5),
    dict(width=5, height=4, floors=3, stairs=0.3),
    dict(width=6, height=5, shape="hex", algorithm="wilson"),
    dict(mask=np.array([[1, 1, 0], [1, 1, 1], [0, 1, 1]], bool), algorithm="prim"),
    dict(width=6, height=4, ends="farthest"),
    dict(width=5, height=5, ends="none"),
]


@pytest.mark.parametrize("kw", SETTINGS)
def test_each_maze_is_the_one_generate_makes(kw):
    ds = maze.dataset(60, seed=500, **kw)
    assert len(ds) == 60
    for i in range(0, 60, 3):
        m = maze.generate(seed=500 + i, **kw)
        assert ds[i] == m and ds[i].seed == 500 + i and ds[i].algorithm == m.algorithm
        assert np.array_equal(ds.passages[i], m.passages())
        if ds.shape == "rect":
            assert np.array_equal(ds.grids[i], m.grid())
        if ds.routes is not None:
            k = ds.route_lengths[i]
            assert np.array_equal(ds.routes[i, :k], m.solve().array())
            assert (ds.routes[i, k:] == -1).all()
        assert tuple(ds.starts[i]) == (m.start or (-1,) * ds.starts.shape[1])
    assert ds[-1] == maze.generate(seed=559, **kw)


PERFECT_SIZES = [(1, 1), (1, 7), (7, 1), (10, 10), (13, 4), (64, 64), (65, 64)]


@pytest.mark.parametrize("algorithm", [a.name for a in maze.algorithms()
                                       if a.name not in ("classical", "cave", "dungeon")])
def test_routes_are_the_solvers_for_every_generator_and_size(algorithm):
    # pm_many walks a perfect maze's tree for a solver of shortest routes
    # up to 4096 cells, and asks the solver otherwise (dfs; 65x64): the
    # routes must be the solver's, for one cell, a row, a column, both
    # sides of that limit, ends anywhere and a mask.
    mask = np.ones((9, 11), bool)
    mask[2, 2:9] = mask[6, 0:5] = mask[4, 8] = False
    cases = [dict(width=w, height=h) for w, h in PERFECT_SIZES]
    cases += [dict(width=9, height=9, ends="farthest"), dict(width=12, height=8, start=(11, 0), end=(0, 7))]
    if algorithm in ("prim", "wilson", "backtracker", "kruskal", "growing-tree"):
        cases.append(dict(mask=mask))
    for kw in cases:
        for solver in ("bfs", "astar", "dfs"):
            ds = maze.dataset(5, seed=900, solver=solver, algorithm=algorithm, **kw)
            for i in range(5):
                route = maze.generate(seed=900 + i, algorithm=algorithm, **kw).solve(solver).array()
                k = ds.route_lengths[i]
                assert k == len(route) and np.array_equal(ds.routes[i, :k], route), (kw, solver, i)
                assert (ds.routes[i, k:] == -1).all()


def test_sequence_semantics():
    ds = maze.dataset(50, 6, 4, seed=10)
    assert [m.seed for m in ds] == list(range(10, 60))
    part = ds[5:20:5]
    assert isinstance(part, maze.Dataset) and part.seeds.tolist() == [15, 20, 25]
    assert np.array_equal(part.grids, ds.grids[5:20:5])
    assert ds[np.arange(50) % 7 == 0].seeds.tolist() == list(range(10, 60, 7))
    assert ds[[3, 1]].seeds.tolist() == [13, 11]
    with pytest.raises(IndexError):
        ds[50]
    with pytest.raises(TypeError):
        ds["a"]
    assert len(ds[10:10]) == 0 and ds[10:10].grids.shape == (0, 9, 13)
    # Arrays are made once, and are read-only.
    assert ds.grids is ds.grids
    with pytest.raises(ValueError):
        ds.grids[0, 0, 0] = 0
    # A maze from a dataset is made only when it is used.
    m = ds[4]
    assert m._ptr is None
    assert m.width == 6 and m._ptr is not None
    r = repr(ds)
    assert r.startswith("<maze.Dataset of 50 mazes 6x4 rect") and len(r) < 120


def test_seeds_are_a_run_until_an_array_is_asked_for():
    # 10**7 mazes cost no 80 MB of seeds up front (10**9 cost 7.45 GiB,
    # a MemoryError), and a slice of a run is a run.
    import tracemalloc
    tracemalloc.start()
    ds = maze.dataset(10**7, 4, 4, seed=7)
    tail = ds[10**7 - 3:]
    picked = ds[[0, 5, -1]]  # an index array made all 10**7 seeds first
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert peak < 1 << 20, peak
    last = 7 + 10**7 - 1
    assert len(ds) == 10**7 and len(tail) == 3
    assert ds[-1].seed == last and ds[::-1][0].seed == last
    assert tail.seeds.tolist() == [last - 2, last - 1, last]
    assert picked.seeds.tolist() == [7, 12, last]
    with pytest.raises(IndexError):
        ds[[0, 10**7]]
    assert tail[1] == maze.generate(4, 4, seed=last - 1)
    assert ds[:3] == maze.dataset(3, 4, 4, seed=7)
    assert ds[:3] != ds[1:4] and ds[::2][:2].seeds.tolist() == [7, 9]
    assert "seeds 7..%d" % last in repr(ds)
    huge = maze.dataset(10**18, 4, 4, seed=2**64 - 2)
    assert len(huge) == 10**18 and huge[2].seed == 0
    assert huge[10**18 - 1].seed == (2**64 - 2 + 10**18 - 1) % 2**64
    assert huge[np.array([2, -1])].seeds.tolist() == [0, (2**64 - 2 + 10**18 - 1) % 2**64]


def test_seed_drawn_once_and_kept():
    ds = maze.dataset(5, 4, 4)
    assert ds[2] == maze.generate(4, 4, seed=int(ds.seeds[2]))
    assert ds[2] == ds[2]


def test_settings_refused_as_generate_refuses_them():
    with pytest.raises(ValueError, match="unknown algorithm"):
        maze.dataset(3, 3, 3, algorithm="nope")
    with pytest.raises(ValueError, match="stairs"):
        maze.dataset(3, 3, 3, stairs=0.2)
    with pytest.raises(ValueError, match="unknown setting"):
        maze.dataset(3, 3, 3, widht=4)
    with pytest.raises(ValueError, match="polar"):
        maze.dataset(3, 3, 3, shape="polar").grids
    # Every shape but rectangles: the error tokens() gives, never None.
    for shape in ("hex", "triangle", "polar", "upsilon"):
        ds = maze.dataset(3, 4, 4, shape=shape, seed=1)
        with pytest.raises(ValueError, match="grids are for rectangles, not %s mazes" % shape):
            ds.grids
        with pytest.raises(ValueError, match="not %s mazes" % shape):
            ds.tokens()
    polar = maze.dataset(3, 3, 3, shape="polar", seed=4)
    assert polar[1] == maze.generate(3, 3, shape="polar", seed=5)


def test_generate_many_takes_every_setting_and_is_a_dataset():
    with pytest.warns(DeprecationWarning, match=r"maze\.dataset\("):
        b = maze.generate_many(30, 6, 6, seed=3, weave=0.4)
    assert len(b) == 30 and b[0] == maze.generate(6, 6, seed=3, weave=0.4)
    assert b == maze.dataset(30, 6, 6, seed=3, weave=0.4)
    with pytest.warns(DeprecationWarning, match=r"maze\.Dataset"):
        batch = maze.Batch
    assert batch is maze.Dataset
    assert isinstance(b, maze.Dataset) and isinstance(b[0], maze.Maze)
    with pytest.warns(DeprecationWarning):
        f = maze.generate_many(10, 4, 3, seed=1, levels=2)
    assert f.passages.shape == (10, 2, 3, 4) and f[9] == maze.generate(4, 3, seed=10, floors=2)


def test_one_way_to_make_many_mazes_warns_of_none():
    """dataset() is the documented way: it, and the package's names, say
    nothing deprecated; `from maze import *` neither."""
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        ds = maze.dataset(5, 4, 4, seed=1)
        assert ds.grids.shape == (5, 9, 9)
        for name in maze.__all__:
            getattr(maze, name)
        exec("from maze import *", {})
    assert "Batch" not in maze.__all__
    with pytest.raises(AttributeError, match="Nothing"):
        maze.Nothing


# ------------------------------------------------------------ value

def test_equal_mazes_compare_equal_and_hash_alike():
    a, b = maze.generate(9, 7, seed=4), maze.generate(9, 7, seed=4)
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert a != maze.generate(9, 7, seed=5)
    assert a != maze.generate(9, 7, seed=4, end=(0, 6))
    assert a != maze.generate(9, 7, seed=4, shape="hex")
    c = maze.generate(9, 7, seed=4)
    c.start = (1, 1)
    assert a != c
    a.solve()  # scratch bits are no part of the maze
    assert a == b


def _roundtrip(m):
    return pickle.loads(pickle.dumps(m))


def _hash_of(m):
    return (m.hash(), m.seed, m.text() if m.shape == "rect" and m.floors == 1 else m.to_json())


@pytest.mark.parametrize("kw", [dict(width=8, height=5), dict(width=6, height=6, weave=0.6),
                                dict(width=4, height=3, floors=2), dict(width=5, height=4, shape="hex"),
                                dict(width=3, height=4, shape="polar")])
def test_pickling(kw):
    m = maze.generate(seed=9, **kw)
    back = _roundtrip(m)
    assert back == m and back.seed == 9 and back.algorithm == m.algorithm
    lazy = maze.dataset(3, seed=9, **kw)[0]
    back = _roundtrip(lazy)
    assert back._ptr is None and back == m
    moved = maze.generate(seed=9, **kw)
    moved.start = moved.end
    assert _roundtrip(moved) == moved != m


def test_pickling_across_a_process_pool():
    ds = maze.dataset(40, 10, 10, seed=77)
    made = [ds[i] for i in range(20)] + [maze.generate(10, 10, seed=77 + i) for i in range(20, 40)]
    with multiprocessing.get_context("spawn").Pool(2) as pool:
        got = pool.map(_hash_of, made)
        back = pool.map(_roundtrip, made)
        shard = pool.apply(len, (ds[10:30],))
    assert got == [_hash_of(m) for m in made]
    assert back == list(ds) and shard == 20


def test_notebook_shows_a_picture():
    m = maze.generate(5, 4, seed=1)
    assert m._repr_svg_().lstrip().startswith("<?xml") and "<svg" in m._repr_svg_()
    assert m._repr_png_() is None
    assert maze.generate(4, 4, shape="hex", seed=1)._repr_svg_()


def _png_size(data):
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


@pytest.mark.parametrize("width,height", [(1000, 1000), (101, 100), (3000, 40), (3000, 3000)])
def test_notebook_picture_of_a_big_maze_is_capped(width, height):
    """A notebook keeps every picture inline: past 100x100 cells it is a
    PNG of at most about 2400 pixels a side and a few megabytes, never
    an SVG that grows with the walls (1000x1000 cells: 11 MB)."""
    m = maze.generate(width, height, seed=1)
    assert m._repr_svg_() is None
    png = m._repr_png_()
    w, h = _png_size(png)
    assert max(w, h) <= 2 * 1200 + 40 and min(w, h) >= min(width, height) // 3
    assert len(png) < 3 * 2**20, len(png)


# ------------------------------------------------------------ filters

def test_filters_against_a_python_loop():
    ds = maze.dataset(400, 6, 6, seed=1, braid=0.2)
    kept = ds.filter(min_route=12, max_route=20, min_dead_ends=4, max_junctions3=9,
                     max_corridor=2.5)
    want = []
    for m in ds:
        st = m.stats()
        if (12 <= len(m.solve()) <= 20 and st["dead_ends"] >= 4 and st["junctions3"] <= 9
                and st["corridor"] <= 2.5):
            want.append(m.seed)
    assert kept.seeds.tolist() == want and 0 < len(want) < 400
    assert np.array_equal(kept.grids, ds.grids[np.isin(ds.seeds, want)])
    st = ds.stats()
    assert st["longest"].tolist() == [m.stats()["longest"] for m in ds]
    with pytest.raises(TypeError, match="unknown filter"):
        ds.filter(min_dead=3)


def test_duplicates_removed_by_hash():
    ds = maze.dataset(300, 3, 2, seed=1)
    u = ds.unique()
    seen, want = set(), []
    for m in ds:
        if m not in seen:
            seen.add(m)
            want.append(m.seed)
    assert u.seeds.tolist() == want and len(want) < 300
    assert len(set(u)) == len(u)


# ------------------------------------------------------------- tokens

TOKEN = re.compile(r"^(<ADJLIST_START>|<ADJLIST_END>|<ORIGIN_START>|<ORIGIN_END>|<TARGET_START>"
                   r"|<TARGET_END>|<PATH_START>|<PATH_END>|<-->|;|\(\d+,\d+\))$")


def test_tokens_grammar_and_round_trip():
    ds = maze.dataset(200, 7, 5, seed=3, braid=0.3)
    texts = ds.tokens()
    assert len(texts) == 200
    for i in (0, 1, 57, 199):
        words = texts[i].split()
        assert all(TOKEN.match(w) for w in words)
        a, b = words.index("<ADJLIST_START>"), words.index("<ADJLIST_END>")
        adj = words[a + 1:b]
        assert a == 0 and len(adj) % 4 == 0
        assert all(adj[k + 1] == "<-->" and adj[k + 3] == ";" for k in range(0, len(adj), 4))
        m = ds[i]
        assert len(adj) // 4 == m.stats()["passages"]
        rest = words[b + 1:]
        s, e = m.start, m.end
        assert rest[:6] == ["<ORIGIN_START>", "(%d,%d)" % (s[1], s[0]), "<ORIGIN_END>",
                            "<TARGET_START>", "(%d,%d)" % (e[1], e[0]), "<TARGET_END>"]
        path = rest[7:-1]
        assert rest[6] == "<PATH_START>" and rest[-1] == "<PATH_END>"
        assert path == ["(%d,%d)" % (y, x) for x, y in m.solve().cells]
        back = maze.from_tokens(texts[i])
        assert back == m and maze.from_tokens(words) == m
        assert m.tokens() == texts[i]
    # The order is the seed's: another seed, another order, the same maze.
    orders = {tuple(t.split()[:40]) for t in texts}
    assert len(orders) == 200
    prompts = ds.tokens(prompt=True)
    assert all(t.endswith("<PATH_START>") and f.startswith(t) for t, f in zip(prompts, texts))
    assert maze.from_tokens(prompts[4]) == ds[4]
    ids = ds.token_ids()
    vocab = maze.vocabulary(7, 5)
    assert " ".join(vocab[k] for k in ids[3] if vocab[k] != "<PADDING>") == texts[3]


def test_tokens_sequence_is_every_maze_line():
    # More mazes than the C side takes at once (256), so its pieces meet.
    ds = maze.dataset(700, 6, 4, seed=11, braid=0.2)
    texts = ds.tokens()
    ids = ds.token_ids()
    vocab = maze.vocabulary(6, 4)
    want = [" ".join(vocab[k] for k in row if vocab[k] != "<PADDING>") for row in ids]
    assert len(texts) == 700 and list(texts) == want and texts == want
    assert texts[-1] == want[-1] and texts[255:258] == want[255:258]
    assert texts.text() == "\n".join(want) + "\n"
    assert pickle.loads(pickle.dumps(texts)) == want
    assert ds[300].tokens() == texts[300]
    with pytest.raises(IndexError):
        texts[700]
    assert list(maze.dataset(0, 3, 3).tokens()) == []


def test_tokens_refused():
    with pytest.raises(ValueError, match="not neighbours"):
        maze.from_tokens("<ADJLIST_START> (0,0) <--> (1,1) ; <ADJLIST_END> <ORIGIN_START> (0,0) "
                         "<ORIGIN_END> <TARGET_START> (1,1) <TARGET_END>")
    with pytest.raises(ValueError, match="no <ORIGIN_START>"):
        maze.from_tokens("<ADJLIST_START> (0,0) <--> (0,1) ; <ADJLIST_END>")
    with pytest.raises(ValueError, match="through a wall"):
        maze.from_tokens("<ADJLIST_START> (0,0) <--> (0,1) ; (1,0) <--> (1,1) ; <ADJLIST_END> "
                         "<ORIGIN_START> (0,0) <ORIGIN_END> <TARGET_START> (1,1) <TARGET_END> "
                         "<PATH_START> (0,0) (1,0) (1,1) <PATH_END>")
    with pytest.raises(ValueError, match="rectangles"):
        maze.dataset(2, 4, 4, shape="hex").tokens()


# ------------------------------------------------------------- pixels

def test_pixel_colours_against_the_grid():
    ds = maze.dataset(50, 8, 6, seed=2)
    px = ds.pixels()
    assert px.shape == (50, 13, 17, 3) and px.dtype == np.uint8
    route = ds.route_grids()
    for i in (0, 13, 49):
        g, p = ds.grids[i], px[i]
        s, e = ds.starts[i], ds.ends[i]
        colour = {tuple(c) for c in p.reshape(-1, 3).tolist()}
        assert colour == {(0, 0, 0), (255, 255, 255), (0, 0, 255), (0, 255, 0), (255, 0, 0)}
        assert ((g == 1) == (p == 0).all(axis=2)).all()
        assert tuple(p[2 * s[1] + 1, 2 * s[0] + 1]) == (0, 255, 0)
        assert tuple(p[2 * e[1] + 1, 2 * e[0] + 1]) == (255, 0, 0)
        blue = (p == (0, 0, 255)).all(axis=2)
        ends = np.zeros_like(blue)
        ends[2 * s[1] + 1, 2 * s[0] + 1] = ends[2 * e[1] + 1, 2 * e[0] + 1] = True
        assert np.array_equal(blue | ends, route[i] == 1)
        assert np.array_equal(ds[i].pixels(), p)
    inputs, targets = ds.pairs()
    assert not (inputs == (0, 0, 255)).all(axis=3).any()
    assert np.array_equal(targets, route)


# ---------------------------------------------------------- from_grid

def test_from_grid_round_trip():
    for kw in (dict(width=9, height=4), dict(width=6, height=6, braid=0.5),
               dict(mask="..X\n...\n", algorithm="prim")):
        m = maze.generate(seed=8, **kw)
        back = maze.from_grid(m.grid())
        assert np.array_equal(back.grid(), m.grid())
        if "mask" not in kw:
            assert back == m
        assert maze.from_grid(m.grid().astype(bool), start=m.start, end=m.end) == m
    g = maze.generate(4, 3, seed=1).grid()
    assert maze.from_grid(g, start=None, end=None).start is None


def test_from_grid_refuses_what_is_no_grid():
    g = maze.generate(4, 3, seed=1).grid()
    with pytest.raises(ValueError, match="odd"):
        maze.from_grid(g[:, :-1])
    with pytest.raises(ValueError, match="2-dimensional"):
        maze.from_grid(g[0])
    bad = g.copy()
    bad[0, 3] = 0
    with pytest.raises(ValueError, match=r"square \[0, 3\].*outer wall"):
        maze.from_grid(bad)
    bad = g.copy()
    bad[2, 2] = 0
    with pytest.raises(ValueError, match=r"square \[2, 2\].*wall post"):
        maze.from_grid(bad)
    bad = np.zeros((5, 5), np.uint8)
    bad[0::2, 0::2] = 1
    bad[0, :] = bad[-1, :] = bad[:, 0] = bad[:, -1] = 1
    bad[1, 1] = 1
    with pytest.raises(ValueError, match="cell 0,0"):
        maze.from_grid(bad)


# --------------------------------------------------------------- file

def test_save_and_load_round_trip(tmp_path):
    for kw in (dict(width=6, height=5, braid=0.2, algorithm="eller"),
               dict(width=5, height=5, weave=0.4, start=(0, 2)),
               dict(mask=np.array([[1, 0], [1, 1]], bool)), dict(width=3, height=3, floors=2)):
        ds = maze.dataset(120, seed=40, **kw).filter(min_route=3)
        path = tmp_path / "d.jsonl"
        ds.save(path)
        back = maze.load(path)
        assert back == ds and list(back) == list(ds)
        assert np.array_equal(back.passages, ds.passages)
        head = path.read_text().split("\n", 1)[0]
        assert '"version": "%s"' % maze.__version__ in head
    # A maze changed in the file is found.
    lines = path.read_text().split("\n")
    lines[5] = lines[5].replace('"seed": %d' % ds.seeds[4], '"seed": %d' % (ds.seeds[4] + 1000))
    path.write_text("\n".join(lines))
    with pytest.raises(maze.FormatError, match=":6: the maze is not the one seed"):
        maze.load(path)
    path.write_text(maze.generate(3, 3, seed=1).render("jsonl").decode())
    with pytest.raises(maze.FormatError, match="not a dataset"):
        maze.load(path)


def test_the_tools_jsonl_lines_are_the_files(cli, tmp_path):
    ds = maze.dataset(30, 7, 4, seed=100, algorithm="prim")
    path = tmp_path / "d.jsonl"
    ds.save(path)
    tool = cli("generate", "-W", 7, "-H", 4, "-a", "prim", "-s", 100, "--count", 30, "-f",
               "jsonl", "--solve")
    assert path.read_bytes().split(b"\n", 1)[1] == tool


# ------------------------------------------------------------- shards

def test_shards_equal_the_whole(cli):
    whole = maze.dataset(1000, 8, 8, seed=9)
    shards = [maze.dataset(250, 8, 8, seed=9, first=k) for k in range(0, 1000, 250)]
    assert np.array_equal(np.concatenate([s.grids for s in shards]), whole.grids)
    assert shards[2] == whole[500:750]
    tool = cli("generate", "-W", 8, "-H", 8, "-s", 9 + 750, "--count", 5, "-f", "jsonl")
    got = [maze.read(line.decode()) for line in tool.splitlines()]
    assert got == list(shards[3][:5])


def test_the_dask_example_equals_one_process(tmp_path):
    # make check installs Debian's python3-dask and python3-distributed.
    import dask.distributed  # noqa: F401
    out = tmp_path / "train.jsonl"
    subprocess.run([sys.executable, os.path.join(ROOT, "examples", "dataset_dask.py"),
                    "--count", "2000", "--shards", "4", "-o", str(out)], check=True)
    assert maze.load(out) == maze.dataset(2000, 10, 10, seed=0)


# -------------------------------------------------------------- torch

def test_usable_as_a_torch_dataset():
    ds = maze.dataset(64, 5, 5, seed=1)
    samples = ds.samples("input", "target")
    assert len(samples) == 64
    total = 0
    for i in range(len(samples)):
        x, y = samples[i]
        assert x.shape == (11, 11, 3) and y.shape == (11, 11)
        assert np.array_equal(y, ds.route_grids()[i])
        total += 1
    assert total == 64
    assert np.array_equal(ds.samples("grid")[3], ds.grids[3])
    torch = pytest.importorskip("torch", reason="no torch here: the plain loop above stands in")
    loader = torch.utils.data.DataLoader(samples, batch_size=16)
    xb, yb = next(iter(loader))
    assert tuple(xb.shape) == (16, 11, 11, 3)


# ------------------------------------------------------------- torch

def test_torch_dataloader_batches_samples_into_tensors():
    """ds.samples(...) is the view a DataLoader takes as it is: its
    default collate stacks the items into tensors, shuffled or not, in
    worker processes too, and without torch's warning of read-only
    arrays."""
    torch = pytest.importorskip("torch")
    import warnings
    ds = maze.dataset(40, 6, 5, seed=2)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        loader = torch.utils.data.DataLoader(ds.samples("input", "target"), batch_size=8,
                                             shuffle=True)
        batches = list(loader)
        assert len(batches) == 5
        x, y = batches[0]
        assert isinstance(x, torch.Tensor) and isinstance(y, torch.Tensor)
        assert tuple(x.shape) == (8, 11, 13, 3) and tuple(y.shape) == (8, 11, 13)
        assert x.dtype == torch.uint8
        seen = sorted(int(s) for b in torch.utils.data.DataLoader(
            ds.samples("seed"), batch_size=16, num_workers=2) for s in b)
        assert seen == [int(s) for s in ds.seeds]
        lengths = next(iter(torch.utils.data.DataLoader(ds.samples("grid", "route_length"),
                                                        batch_size=40)))[1]
        assert lengths.tolist() == ds.route_lengths.tolist()
    ordered = next(iter(torch.utils.data.DataLoader(ds.samples("grid"), batch_size=40)))
    assert np.array_equal(ordered.numpy(), ds.grids)
