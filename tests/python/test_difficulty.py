"""Mazes drawn to a target from Python (route_length, dead_ends,
difficulty): the same mazes as the tool's --route-length, --dead-ends and
--difficulty, one by one and in batches whatever the threads, each band
met, and a band out of reach refused in the tool's words."""

import json

import numpy as np
import pytest

import maze


def test_generate_draws_the_tools_maze(cli):
    m = maze.generate(seed=100, algorithm="kruskal", difficulty="hard")
    tool = cli("generate", "-s", 100, "-a", "kruskal", "--difficulty", "hard", "-f", "json")
    assert m.render("json") == tool
    assert json.loads(tool)["seed"] == m.seed
    assert m.tries == m.seed - 100 + 1
    d = m.difficulty()
    assert d["score"] >= 76 and json.loads(tool)["difficulty"] == d["score"]
    # The seed that fit makes the same maze without the target.
    assert maze.generate(seed=m.seed, algorithm="kruskal").render() == m.render()


@pytest.mark.parametrize("kw, key, lo, hi", [
    (dict(route_length=(60, 90)), "route", 60, 90),
    (dict(route_length="70:"), "route", 70, 10**9),
    (dict(dead_ends=(0, 20), algorithm="hunt-and-kill"), "dead_ends", 0, 20),
    (dict(difficulty="easy", algorithm="binary-tree"), "score", 0, 60),
    (dict(difficulty=(61, 75), shape="hex", algorithm="wilson"), "score", 61, 75),
])
def test_bands_are_met_over_many_seeds(kw, key, lo, hi):
    for seed in range(20):
        d = maze.generate(seed=seed, **kw).difficulty()
        assert lo <= d[key] <= hi, (seed, kw, d)


@pytest.mark.filterwarnings("ignore:maze.generate_many:DeprecationWarning")
def test_generate_many_is_the_tools_batch_whatever_the_threads(cli):
    one = maze.generate_many(8, seed=3, route_length=(50, None), threads=1)
    two = maze.generate_many(8, seed=3, route_length=(50, None), threads=2)
    assert (one.passages == two.passages).all()
    assert (one.seeds == two.seeds).all()
    assert (one.route_lengths - 1 >= 50).all()
    lines = cli("generate", "-s", 3, "--route-length", "50:", "--count", 8, "-f", "jsonl")
    assert [json.loads(line)["seed"] for line in lines.splitlines()] == list(one.seeds)
    assert len(set(one.seeds.tolist())) == 8
    # Maze i of the dataset, made from its seed, is the maze its arrays show.
    assert one[5].render() == maze.generate(seed=int(one.seeds[5]),
                                            route_length="50:").render()
    assert (one[5].passages() == one.passages[5]).all()


def test_a_band_out_of_reach_is_refused_in_the_tools_words(cli):
    with pytest.raises(ValueError) as e:
        maze.generate(seed=1, algorithm="prim", route_length="150:")
    assert str(e.value) == ("route_length=150: is out of reach for prim on a 20x10 rect "
                            "maze: of 64 mazes tried none fit, and their routes ran 28 to 40 "
                            "steps (try: route_length=28:40)")
    p = cli("generate", "-s", 1, "-a", "prim", "--route-length", "150:", ok=False)
    assert p.returncode == 2
    assert "--route-length 150: is out of reach for prim" in p.stderr.decode()
    with pytest.raises(TypeError):
        maze.generate(difficulty=[1, 2, 3])
    with pytest.raises(ValueError):
        maze.generate(difficulty="brutal")


@pytest.mark.parametrize("kw, key, lo, hi", [
    (dict(difficulty="hard"), "score", 76, 100),
    (dict(difficulty="easy", algorithm="binary-tree"), "score", 0, 60),
    (dict(route_length=(30, 45), algorithm="wilson"), "route", 30, 45),
    (dict(dead_ends="12:", algorithm="kruskal"), "dead_ends", 12, 10**9),
])
def test_dataset_draws_every_maze_into_its_band(cli, kw, key, lo, hi):
    n = 24
    one = maze.dataset(n, 10, 10, seed=7, threads=1, **kw)
    two = maze.dataset(n, 10, 10, seed=7, threads=2, **kw)
    assert len(one) == n
    assert (one.passages == two.passages).all() and (one.seeds == two.seeds).all()
    # Maze i is drawn from seed + i, n apart: no two mazes share a seed.
    assert len(set(one.seeds.tolist())) == n
    for i in range(n):
        m = one[i]
        assert lo <= m.difficulty()[key] <= hi, (i, kw, m.difficulty())
        # The lazy maze is the stacked arrays' maze and generate()'s.
        assert (m.passages() == one.passages[i]).all()
        assert m == maze.generate(10, 10, seed=int(one.seeds[i]), **kw)
    # The tool's batch draws the same seeds.
    args = {"difficulty": "--difficulty", "route_length": "--route-length",
            "dead_ends": "--dead-ends", "algorithm": "-a"}
    opts = []
    for name, value in kw.items():
        if isinstance(value, tuple):
            value = "%d:%d" % value
        opts += [args[name], value]
    lines = cli("generate", "-W", 10, "-H", 10, "-s", 7, "--count", n, *opts, "-f", "jsonl")
    assert [json.loads(line)["seed"] for line in lines.splitlines()] == list(one.seeds)
