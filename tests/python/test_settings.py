"""generate() and generate_many() take their keyword arguments as the
library's settings: settings that do not go together are refused as the
tool refuses its options, in the library's words with the names spelled
as Python users type them, and generate_many takes every setting
generate() takes."""

import numpy as np
import pytest

import maze

# generate_many is deprecated (maze.dataset) and kept working: tested here.
pytestmark = pytest.mark.filterwarnings("ignore:maze.generate_many:DeprecationWarning")

NAMES = "backtracker, prim, division, kruskal, eller, wilson, aldous-broder, hunt-and-kill, " \
    "sidewinder, binary-tree, growing-tree, unicursal, classical, cave, dungeon"

# (keyword arguments, the whole message, the tool's options for the same)
REFUSED = [
    (dict(weave=0.5, levels=2),
     "weave and floors cannot be combined (a maze either weaves or has floors)",
     ["--weave", "0.5", "--levels", "2"]),
    (dict(mask="...\n...\n", shape="polar"),
     "a mask works on rect, hex and triangle grids, not polar ones",
     ["--mask", "MASK", "--shape", "polar"]),
    (dict(stairs=0.5),
     "stairs needs floors=2 or more (a maze of one floor has no stairs)",
     ["--stairs", "0.5"]),
    (dict(stairs=0.5, levels=1),
     "stairs needs floors=2 or more (a maze of one floor has no stairs)",
     ["--stairs", "0.5", "--levels", "1"]),
    (dict(bias="NE"),
     "bias is read by binary-tree only, not by backtracker",
     ["--bias", "NE"]),
    (dict(bias="SW", algorithm="sidewinder"),
     "bias is read by binary-tree only, not by sidewinder",
     ["--bias", "SW", "-a", "sidewinder"]),
    (dict(pick="random", algorithm="prim"),
     "pick is read by growing-tree only, not by prim",
     ["--pick", "random", "-a", "prim"]),
    (dict(mix=0.5),
     "mix is read by growing-tree only, not by backtracker",
     ["--pick", "mix:0.5"]),
    (dict(width=5, height=4, start=(5, 0)),
     "start 5,0 is outside the 5x4 maze (x from 0 to 4, y from 0 to 3)",
     ["-W", "5", "-H", "4", "--start", "5,0"]),
    (dict(width=5, height=4, end=(0, 4)),
     "end 0,4 is outside the 5x4 maze (x from 0 to 4, y from 0 to 3)",
     ["-W", "5", "-H", "4", "--end", "0,4"]),
    (dict(width=5, height=4, start=(1, 2), end=(1, 2)),
     "start and end are the same cell 1,2",
     ["-W", "5", "-H", "4", "--start", "1,2", "--end", "1,2"]),
    (dict(width=5, height=4, start=(4, 3)),
     "start and end are the same cell 4,3",
     ["-W", "5", "-H", "4", "--start", "4,3"]),
    (dict(algorithm="kruskall"),
     "unknown algorithm 'kruskall' (did you mean kruskal? all of them: %s)" % NAMES,
     ["-a", "kruskall"]),
    (dict(algorithm="hunt-and-kil"),
     "unknown algorithm 'hunt-and-kil' (did you mean hunt-and-kill? all of them: %s)" % NAMES,
     ["-a", "hunt-and-kil"]),
    (dict(levels=2, start=(0, 0)),
     "start and end cannot be combined with floors (the start is on the lowest floor, the end on "
     "the highest; try: ends=farthest)",
     ["--levels", "2", "--start", "0,0"]),
    (dict(levels=2, mask="..\n..\n"),
     "floors and mask cannot be combined",
     ["--levels", "2", "--mask", "MASK"]),
    (dict(weave=0.5, algorithm="wilson"),
     "wilson cannot weave (try: backtracker, prim, kruskal, hunt-and-kill, growing-tree)",
     ["--weave", "0.5", "-a", "wilson"]),
    (dict(ends="none", end=(1, 1)),
     "start and end cannot be combined with ends=none",
     ["--ends", "none", "--end", "1,1"]),
]


@pytest.mark.parametrize("kw,words,options", REFUSED)
def test_settings_that_do_not_go_together(kw, words, options, cli, tmp_path):
    with pytest.raises(ValueError) as e:
        maze.generate(seed=1, **kw)
    assert str(e.value) == words
    # generate_many judges them alike.
    with pytest.raises(ValueError) as e:
        maze.generate_many(3, seed=1, **kw)
    assert str(e.value) == words
    # And the tool refuses them as a usage error.
    if "MASK" in options:
        path = tmp_path / "mask.txt"
        path.write_text(kw["mask"])
        options = [str(path) if o == "MASK" else o for o in options]
    run = cli("generate", "-s", 1, *options, ok=False)
    assert run.returncode == 2 and run.stdout == b"", run


def test_the_same_settings_alone_are_taken():
    """Each refused pair above is refused for going together: apart, each
    setting makes a maze."""
    for kw in (dict(weave=0.5), dict(levels=2), dict(stairs=0.5, levels=2),
               dict(bias="NE", algorithm="binary-tree"), dict(mix=0.5, algorithm="growing-tree"),
               dict(pick="random", algorithm="growing-tree"), dict(mask="...\n...\n"),
               dict(shape="polar"), dict(width=5, height=4, start=(4, 3), end=(0, 0))):
        assert maze.generate(seed=1, **kw).cells > 0, kw


@pytest.mark.parametrize("kw", [
    dict(width=8, height=6, weave=0.7),
    dict(width=8, height=6, weave=0.4, algorithm="kruskal", braid=0.3),
    dict(width=5, height=4, levels=3),
    dict(width=6, height=3, levels=2, stairs=0.1, algorithm="prim", braid=0.5),
    dict(width=4, height=4, levels=2, ends="farthest", algorithm="wilson"),
])
def test_many_takes_weave_and_floors(kw):
    n = 25
    b = maze.generate_many(n, seed=300, **kw)
    floors = kw.get("levels", 1)
    w, h = kw["width"], kw["height"]
    if floors > 1:
        assert b.passages.shape == (n, floors, h, w)
        assert b.grids.shape == (n, floors, 2 * h + 1, 2 * w + 1)
        assert b.starts.shape == b.ends.shape == (n, 3) and b.routes.shape[2] == 3
    else:
        assert b.passages.shape == (n, h, w) and b.routes.shape[2] == 2
    for i in range(n):
        m = maze.generate(seed=300 + i, **kw)
        assert np.array_equal(b.passages[i], m.passages()), i
        assert np.array_equal(b.grids[i], m.grid()), i
        assert tuple(b.starts[i]) == m.start and tuple(b.ends[i]) == m.end
        k = b.route_lengths[i]
        assert np.array_equal(b.routes[i, :k], m.solve().array()), i
        assert (b.routes[i, k:] == -1).all()
    if floors > 1:
        with pytest.raises(ValueError, match="climb stairs between floors"):
            b.route_grids()


def test_many_without_routes_or_ends_on_floors():
    b = maze.generate_many(4, 3, 3, levels=2, seed=1, solve=False, ends="none")
    assert b.routes is None and (b.starts == -1).all() and b.starts.shape == (4, 3)
    assert b.passages.shape == (4, 2, 3, 3)


def test_the_maze_knows_its_recipe():
    m = maze.generate(6, 5, algorithm="Prim's", seed=2**64 - 1, braid=0.1)
    assert (m.algorithm, m.seed, m.braid) == ("prim", 2**64 - 1, 0.1)
    drawn = maze.generate(6, 5)
    assert 0 <= drawn.seed < 2**32 and drawn.algorithm == "backtracker" and drawn.braid == 0
    assert maze.generate(6, 5, seed=drawn.seed).text() == drawn.text()


def test_a_missing_mask_file_is_a_file_not_found(tmp_path):
    path = tmp_path / "no-such-mask.txt"
    with pytest.raises(FileNotFoundError) as e:
        maze.generate(mask=path)
    assert str(e.value) == "[Errno 2] cannot read '%s': No such file or directory" % path


def test_a_batch_stops_at_a_refusal_only_a_grid_can_tell():
    # Weave lays crossings where it likes: some maze's start is one.
    with pytest.raises(ValueError) as e:
        maze.generate_many(200, 8, 8, weave=1, start=(3, 3), seed=0, threads=2)
    assert str(e.value) == "the start 3,3 is a crossing of this weave maze (pick another cell or seed)"
