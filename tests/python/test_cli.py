"""The package makes the tool's mazes: the same seed and options give the
same bytes as `maze generate`, in every format."""

import os
import re

import pytest

import maze

# classical makes its own polar grid of 8 rings, no rectangle (its tests
# are tests/unit/test_forms.c and the golden outputs).
ALGORITHMS = [a.name for a in maze.algorithms() if a.name != "classical"]
SIZES = [(1, 1), (1, 7), (9, 1), (2, 2), (13, 8), (30, 17)]


@pytest.mark.parametrize("algorithm", ALGORITHMS)
@pytest.mark.parametrize("size", SIZES)
def test_text_equals_the_tool(cli, algorithm, size):
    w, h = size
    for seed in (0, 1, 987654321, 2**64 - 1):
        want = cli("generate", "-W", w, "-H", h, "-a", algorithm, "-s", seed).decode()
        got = maze.generate(w, h, algorithm=algorithm, seed=seed).text()
        assert got == want, (algorithm, size, seed)


@pytest.mark.parametrize("algorithm", [a.name for a in maze.algorithms() if a.shapes])
@pytest.mark.parametrize("shape,size", [("hex", (9, 7)), ("triangle", (10, 6)),
                                        ("polar", (1, 6)), ("polar", (5, 4))])
def test_shapes_equal_the_tool(cli, algorithm, shape, size):
    w, h = size
    for seed in (3, 44):
        want = cli("generate", "--shape", shape, "-W", w, "-H", h, "-a", algorithm,
                   "-s", seed, "-f", "json").decode()
        got = maze.generate(w, h, algorithm=algorithm, shape=shape, seed=seed).to_json()
        assert got == want, (algorithm, shape, seed)


@pytest.mark.parametrize("algorithm", ALGORITHMS)
def test_every_shape_is_taken_or_refused_as_the_tool_does(cli, algorithm):
    for shape, w, h in (("hex", 7, 5), ("triangle", 8, 5), ("polar", 3, 5), ("polar", 1, 4)):
        run = cli("generate", "--shape", shape, "-W", w, "-H", h, "-a", algorithm, "-s", 12,
                  "-f", "json", ok=False)
        if run.returncode == 0:
            m = maze.generate(w, h, algorithm=algorithm, shape=shape, seed=12)
            assert m.to_json().encode() == run.stdout, (algorithm, shape)
        else:
            assert run.returncode == 2, run.stderr
            with pytest.raises(ValueError, match="works on rectangles"):
                maze.generate(w, h, algorithm=algorithm, shape=shape, seed=12)


def test_polar_width_defaults_to_a_round_centre(cli):
    want = cli("generate", "--shape", "circular", "-H", 5, "-s", 8, "-f", "json")
    assert maze.generate(height=5, shape="circular", seed=8).to_json().encode() == want


OPTION_CASES = [
    (dict(braid=0.5), ["-b", "0.5"]),
    (dict(braid=1), ["-b", "1"]),
    (dict(ends="farthest"), ["--ends", "farthest"]),
    (dict(ends="none"), ["--ends", "none"]),
    (dict(start=(3, 2), end=(0, 5)), ["--start", "3,2", "--end", "0,5"]),
    (dict(algorithm="binary-tree", bias="se"), ["-a", "binary-tree", "--bias", "SE"]),
    (dict(algorithm="growing-tree", pick="oldest"), ["-a", "growing-tree", "--pick", "oldest"]),
    (dict(algorithm="growing-tree", pick="mix:0.25"), ["-a", "growing-tree", "--pick", "mix:0.25"]),
    (dict(algorithm="growing-tree", mix=0.75), ["-a", "growing-tree", "--pick", "mix:0.75"]),
    (dict(algorithm="Prim's", braid=0.3), ["-a", "prim", "-b", "0.3"]),
    (dict(algorithm="KRUSKAL", ends="farthest", braid=0.2), ["-a", "kruskal", "--ends", "farthest",
                                                            "-b", "0.2"]),
]


@pytest.mark.parametrize("kw,args", OPTION_CASES)
def test_options_equal_the_tool(cli, kw, args):
    for seed in (5, 6):
        want = cli("generate", "-W", 11, "-H", 7, "-s", seed, *args).decode()
        assert maze.generate(11, 7, seed=seed, **kw).text() == want, (kw, seed)


MASK = "XX.....XX\nX.......X\n.........\n.........\nX.......X\nXX.....XX\n"


@pytest.mark.parametrize("algorithm", ["backtracker", "wilson", "growing-tree"])
def test_masks_equal_the_tool(cli, tmp_path, algorithm):
    path = tmp_path / "mask.txt"
    path.write_text(MASK)
    for seed in (1, 2):
        want = cli("generate", "--mask", path, "-a", algorithm, "-s", seed, "-b", "0.4").decode()
        by_path = maze.generate(mask=path, algorithm=algorithm, seed=seed, braid=0.4)
        by_text = maze.generate(mask=MASK, algorithm=algorithm, seed=seed, braid=0.4)
        assert by_path.text() == want and by_text.text() == want
    hexes = cli("generate", "--mask", path, "--shape", "hex", "-s", 4, "-f", "json").decode()
    assert maze.generate(mask=str(path), shape="hex", seed=4).to_json() == hexes


@pytest.mark.parametrize("solver", [s.name for s in maze.solvers()])
def test_solved_text_equals_the_tool(cli, solver):
    for seed in (10, 11):
        want = cli("generate", "-W", 15, "-H", 9, "-s", seed, "--solver", solver).decode()
        m = maze.generate(15, 9, seed=seed)
        assert m.text(m.solve(solver)) == want


def same(ours, theirs):
    """Whether two files are the same but for cairo's SVG surface ids, which
    count the surfaces a process has made (a fresh tool starts at 1), and a
    PDF's creation time, to the second: the two are written one after the
    other, and on a loaded machine a second may turn between them."""
    def plain(b):
        b = re.sub(rb"surface\d+", b"surface", b)
        return re.sub(rb"/CreationDate \(D:\d+Z\)", b"/CreationDate ()", b)
    return plain(ours) == plain(theirs)


def test_every_format_equals_the_tool_by_extension(cli, tmp_path):
    for f in maze.formats():
        if f.name == "unicode":
            continue  # unicode is for terminals; it is tested below by name
        name = "m." + (f.extension if f.name != "text" else "txt")
        animate = not f.draws
        args = ["generate", "-W", 9, "-H", 5, "-s", 42, "-b", "0.25", "--solve", "-o",
                tmp_path / ("cli-" + name)]
        if animate:
            args.append("--animate")
        cli(*args)
        m = maze.generate(9, 5, seed=42, braid=0.25, record=animate)
        ours = tmp_path / ("py-" + name)
        m.save(ours, route=m.solve(), animate=animate)
        assert same(ours.read_bytes(), (tmp_path / ("cli-" + name)).read_bytes()), f.name
    # No temporary is left behind.
    assert not [p for p in os.listdir(tmp_path) if p.startswith(".maze-")]


def test_picture_options_equal_the_tool(cli, tmp_path):
    cli("generate", "-W", 6, "-H", 4, "-s", 9, "--cell", 7, "--wall", 3, "--margin", 0,
        "--fg", "#102030", "--bg", "#fafafa", "--route-color", "#00ff00", "--solve",
        "-o", tmp_path / "a.png")
    cli("generate", "-W", 6, "-H", 4, "-s", 9, "-f", "pdf", "--page", "a4",
        "-o", tmp_path / "a.pdf")
    cli("generate", "-W", 6, "-H", 4, "-s", 9, "-f", "unicode", "-o", tmp_path / "a.uni")
    m = maze.generate(6, 4, seed=9)
    png = m.render("png", route=True, cell=7, wall=3, margin=0, fg="#102030",
                   bg=(250, 250, 250), route_color="00ff00")
    assert png == (tmp_path / "a.png").read_bytes()
    m.save(tmp_path / "b.bin", format="pdf", page="a4")
    assert same((tmp_path / "b.bin").read_bytes(), (tmp_path / "a.pdf").read_bytes())
    assert m.render("unicode") == (tmp_path / "a.uni").read_bytes()


def test_animation_equals_the_tool(cli, tmp_path):
    for algorithm in ("prim", "division"):
        cli("generate", "-W", 8, "-H", 6, "-s", 3, "-a", algorithm, "--solve", "--animate",
            "--delay", 20, "--steps-per-frame", 4, "-o", tmp_path / "a.gif")
        m = maze.generate(8, 6, seed=3, algorithm=algorithm, record=True)
        route = m.solve()
        gif = m.render("gif", route=route, animate=True, delay=20, steps_per_frame=4)
        assert gif[:6] == b"GIF89a"
        assert gif == (tmp_path / "a.gif").read_bytes(), algorithm
