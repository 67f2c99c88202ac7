"""Bad arguments raise ValueError (or TypeError) with the library's words,
those the tool says, files OSError, malformed mazes FormatError saying
where; nothing crashes."""

import os
import subprocess
import sys

import numpy as np
import pytest

import maze

NAMES = "backtracker, prim, division, kruskal, eller, wilson, aldous-broder, hunt-and-kill, " \
    "sidewinder, binary-tree, growing-tree, unicursal, classical, cave, dungeon"


@pytest.mark.parametrize("kw,words", [
    (dict(algorithm="prims-x"), "unknown algorithm 'prims-x' (did you mean prim? all of them: %s)" % NAMES),
    (dict(algorithm="zzzzzzzz"), "unknown algorithm 'zzzzzzzz' (try: %s)" % NAMES),
    (dict(width=0), "invalid width '0' (expected a whole number from 1 to 2147483647)"),
    (dict(height=2**31), "invalid height '2147483648' (expected a whole number from 1 to 2147483647)"),
    (dict(braid=1.5), "invalid braid share '1.5' (expected a number from 0 to 1, like 0.5)"),
    (dict(braid=-0.1), "invalid braid share '-0.1' (expected a number from 0 to 1, like 0.5)"),
    (dict(seed=-1), "invalid seed '-1' (expected a whole number from 0 to 18446744073709551615)"),
    (dict(seed=2**64), "invalid seed '18446744073709551616' (expected a whole number from 0 to "
                       "18446744073709551615)"),
    (dict(shape="oval"), "unknown shape 'oval' (try: rect, hex, triangle, polar, upsilon, cube, sphere)"),
    (dict(shape="hex", algorithm="eller"), "eller works on rectangles only, not hex grids"),
    (dict(shape="polar", width=2), "a polar maze's innermost ring needs 1 cell (a round centre) or "
                                   "at least 3 (width=2 would make two cells that touch twice)"),
    (dict(shape="triangle", width=1, height=3), "a triangle maze needs width=2 or more"),
    (dict(width=5, height=5, start=(2, 2), end=(2, 2)), "start and end are the same cell 2,2"),
    (dict(width=5, height=5, start=(5, 0)), "start 5,0 is outside the 5x5 maze (x from 0 to 4, y from 0 to 4)"),
    (dict(ends="farthest", start=(0, 1)), "start and end cannot be combined with ends=farthest"),
    (dict(ends="sideways"), "unknown ends 'sideways' (try: corners, farthest, none)"),
    (dict(algorithm="binary-tree", bias="NS"), "invalid bias 'NS' (try: NW, NE, SW, SE)"),
    (dict(algorithm="growing-tree", pick="oldest-first"), "invalid pick 'oldest-first' (try: newest, "
                                                          "random, oldest, mix:0.5)"),
    (dict(algorithm="growing-tree", pick="mix:2"), "invalid mix share '2' (expected a number from 0 to 1"),
    (dict(algorithm="growing-tree", mix=2), "invalid mix share '2' (expected a number from 0 to 1"),
    (dict(mask="..X..\n..X..\n"), "the mask has 2 separate parts (at 0,0, 3,0): a maze joins one"),
    (dict(mask="...\n...\n", algorithm="eller"), "eller cannot carve a mask"),
    (dict(mask="X..\n...\n", start=(0, 0)), "start 0,0 is not in the mask"),
    (dict(mask="...\n", shape="polar"), "a mask works on rect, hex and triangle grids, not polar ones"),
    (dict(shape="polar", width=3, height=2, start=(40, 1)), "start 40,1 is outside the maze (ring 1 has "
                                                          "6 cells: 0 to 5)"),
    (dict(shape="polar", width=3, height=2, end=(0, 2)), "end ring 2 is outside the maze (rings 0 to 1)"),
    (dict(start=(-1, 0)), "invalid start '-1,0' (expected X,Y: two whole numbers like 0,0"),
    (dict(braid=float("nan")), "invalid braid share 'nan'"),
])
def test_bad_options(kw, words):
    with pytest.raises(ValueError) as e:
        maze.generate(**kw)
    assert str(e.value).startswith(words), str(e.value)


@pytest.mark.parametrize("kw,words", [
    (dict(floors=2.0), "floors must be a whole number, not 2.0"),
    (dict(seed=1.5), "seed must be a whole number, not 1.5"),
    (dict(seed=True), "seed must be a whole number, not True"),
    (dict(start=5), "start must be a pair (x, y) of whole numbers, not 5"),
    (dict(start=(1.5, 0)), "start must be a pair (x, y) of whole numbers, not (1.5, 0)"),
    (dict(end=(0, 0, 0)), "end must be a pair (x, y) of whole numbers, not (0, 0, 0)"),
    (dict(algorithm=3), "algorithm must be a name, not 3"),
    (dict(shape=None), None),
    (dict(shape=6), "shape must be a name, not 6"),
    (dict(braid=True), "braid must be a number from 0 to 1, not True"),
    (dict(weave=[0.5]), "weave must be a number from 0 to 1, not [0.5]"),
    (dict(mask=5), "mask must be a boolean array, the mask's text or a path, not 5"),
])
def test_wrong_types(kw, words):
    if words is None:  # None is the default
        assert maze.generate(seed=1, **kw).text() == maze.generate(seed=1).text()
        return
    with pytest.raises(TypeError) as e:
        maze.generate(**kw)
    assert str(e.value) == words


def test_numbers_are_given_as_the_library_reads_them(cli):
    """Floats reach the library as the digits of the same double, numpy's
    numbers as Python's; -0.0 is the 0 it equals."""
    for braid in (0.1, 1e-05, 1 / 3, 0.30000000000000004):
        m = maze.generate(9, 6, seed=5, braid=braid)
        assert m.braid == braid
        assert m.text() == cli("generate", "-W", 9, "-H", 6, "-s", 5, "-b", repr(braid)).decode()
    import numpy as np
    a = maze.generate(np.int64(9), np.uint16(6), seed=np.uint64(5), braid=np.float32(0.25))
    assert a.text() == maze.generate(9, 6, seed=5, braid=0.25).text()
    assert maze.generate(9, 6, seed=5, braid=-0.0).text() == maze.generate(9, 6, seed=5).text()
    assert maze.generate(9, 6, seed=5, braid=1).text() == maze.generate(9, 6, seed=5, braid=1.0).text()


def test_too_big_for_kruskal_is_refused_before_making_it():
    # In 3 GiB of address space: the grid alone would take 4.9 GB.
    code = ("import resource, maze\n"
            "resource.setrlimit(resource.RLIMIT_AS, (3 << 30, 3 << 30))\n"
            "for make in (maze.generate, lambda *a, **k: maze.generate_many(2, *a, **k)):\n"
            "    try:\n"
            "        make(70000, 70000, algorithm='kruskal')\n"
            "    except (ValueError, MemoryError) as e:\n"
            "        print(type(e).__name__, e)\n")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    words = ("ValueError a maze of 4900000000 cells is too big for kruskal (at most 1431655765; "
             "try backtracker, which takes any size)\n")
    assert p.stdout == 2 * words, p.stdout + p.stderr[-300:]


def test_too_big_for_memory():
    with pytest.raises(MemoryError, match=r"^a 2147483647x2147483647 maze needs 4\.0 EiB of memory, "
                                          r"more than this machine's [0-9.]+ [KMGT]iB$"):
        maze.generate(2**31 - 1, 2**31 - 1)


def test_solve_errors():
    m = maze.generate(6, 6, seed=1, ends="none")
    with pytest.raises(maze.MazeError, match="no end"):
        m.solve()
    m = maze.generate(6, 6, seed=1)
    with pytest.raises(ValueError, match="unknown solver 'bfss' \\(did you mean 'bfs'\\?\\)"):
        m.solve("bfss")
    # The library's words, as the tool's --from and the page's from= say.
    with pytest.raises(ValueError, match=r"^start 6,0 is outside the 6x6 maze \(x from 0 to 5, y from 0 to 5\)$"):
        m.solve(start=(6, 0))
    masked = maze.generate(4, 2, seed=1, mask=".X..\n....\n")
    with pytest.raises(ValueError, match=r"^start 1,0 is inside a wall \(pick an open square\)$"):
        masked.solve(start=(1, 0))
    with pytest.raises(ValueError, match="hand must be"):
        m.solve("wall-follower", hand="middle")
    island = maze.read("#####\n#S# #\n### #\n#  E#\n#####\n")
    with pytest.raises(maze.NoRouteError, match="no route from 0,0"):
        island.solve()


def test_a_wall_follower_defeated_by_a_loop():
    for seed in range(200):
        m = maze.generate(10, 10, seed=seed, braid=1, start=(4, 4))
        try:
            m.solve("wall-follower")
        except maze.NoRouteError as e:
            assert "went round a loop" in str(e) and isinstance(e, ValueError)
            assert m.solve("bfs").steps > 0
            return
    pytest.fail("no braided maze defeated the wall follower")


def test_drawing_errors(tmp_path):
    m = maze.generate(5, 4, seed=1)
    with pytest.raises(ValueError, match="unknown format 'pgn' \\(did you mean 'png'\\?\\)"):
        m.render("pgn")
    with pytest.raises(ValueError, match="cannot tell the format"):
        m.save(tmp_path / "maze.xyz")
    with pytest.raises(ValueError, match="html shows how a maze was made"):
        m.render("html")
    with pytest.raises(ValueError, match="record=True"):
        m.render("gif", animate=True)
    with pytest.raises(ValueError, match="invalid fg"):
        m.render("png", fg="red")
    # The tool's words, from the library's request.
    with pytest.raises(ValueError, match="^invalid cell size '0' \\(expected a whole number "
                                         "from 2 to 4096\\)$"):
        m.render("png", cell=0)
    with pytest.raises(ValueError, match="^cell is for pictures, and the text format draws "
                                         "none"):
        m.render("text", cell=8)
    with pytest.raises(ValueError, match="^route_color has no route to colour \\(add solve\\)$"):
        m.render("png", route_color="#00ff00")
    with pytest.raises(ValueError, match="^page lays out PDF pages, and png has no pages"):
        m.render("png", page="a4")
    with pytest.raises(ValueError, match="^delay paces an animation, and none is made"):
        m.render("png", delay=100)
    m.render("png", route=True, route_color="#00ff00")
    m.render("pdf", page="a4")
    with pytest.raises(TypeError, match="unknown drawing option 'colour'"):
        m.render("png", colour="#000000")
    with pytest.raises(ValueError, match="^the text format draws rectangles only; for a hex maze"):
        maze.generate(4, 4, shape="hex", seed=1).text()
    with pytest.raises(ValueError, match="grid\\(\\) lays out rectangular"):
        maze.generate(4, 4, shape="hex", seed=1).grid()
    with pytest.raises(ValueError, match="more than svg can draw"):
        maze.generate(3000, 3, seed=1).render("svg", cell=4096)
    with pytest.raises(FileNotFoundError):
        m.save(tmp_path / "no" / "such" / "folder.png")
    with pytest.raises(ValueError, match="belongs to another maze"):
        m.text(maze.generate(5, 4, seed=2).solve())


def test_reading_errors(tmp_path):
    with pytest.raises(maze.FormatError) as e:
        maze.read("#####\n#S  #\n## ##\n#   #\n#####\n")
    assert isinstance(e.value, ValueError) and str(e.value).startswith("maze:")
    bad = tmp_path / "bad.txt"
    bad.write_text("#####\n#S  E#\n#####\n#\n")
    with pytest.raises(maze.FormatError) as e:
        maze.read(bad)
    assert str(e.value).startswith(str(bad) + ":") and e.value.line >= 1
    with pytest.raises(maze.FormatError) as e:
        maze.read(b'{"format": "maze/1", "width": 2}')
    with pytest.raises(FileNotFoundError):
        maze.read(tmp_path / "missing.txt")
    with pytest.raises(maze.FormatError):
        maze.read(b"")
    with pytest.raises(maze.FormatError):
        maze.generate(mask="XXX\nXXX\n")


def test_no_input_crashes_the_reader():
    """Mutated text and JSON mazes read as a maze or raise FormatError."""
    import random
    rng = random.Random(5)
    seeds = [maze.generate(6, 4, seed=1).text().encode(),
             maze.generate(5, 3, seed=2, shape="hex").to_json().encode(),
             maze.generate(4, 4, seed=3).to_json(True).encode()]
    kinds = {"maze": 0, "format": 0}
    for i in range(600):
        data = bytearray(rng.choice(seeds))
        for _ in range(rng.randrange(1, 6)):
            at = rng.randrange(len(data))
            op = rng.randrange(3)
            if op == 0:
                data[at] = rng.choice(b'#SE .{}[]\\",0123456789\n\r\x00\xff')
            elif op == 1:
                del data[at:at + rng.randrange(1, 8)]
            else:
                data[at:at] = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 4)))
        try:
            m = maze.read(bytes(data))
        except maze.FormatError:
            kinds["format"] += 1
            continue
        kinds["maze"] += 1
        m.stats()
        try:
            m.solve()
        except (maze.NoRouteError, maze.MazeError):
            pass
    assert kinds["maze"] > 0 and kinds["format"] > 0, kinds


def test_shares_are_read_in_a_locale_with_a_decimal_comma(tmp_path):
    """A program that set LC_NUMERIC to German (decimal comma) still gets
    braid=0.5 and the same maze: the library reads numbers with C's
    strtod, which follows LC_NUMERIC."""
    if not os.path.exists("/usr/share/i18n/locales/de_DE"):
        pytest.skip("no locale sources (Debian's locales package) to make de_DE from")
    made = subprocess.run(["localedef", "-i", "de_DE", "-f", "UTF-8", str(tmp_path / "de_DE.UTF-8")],
                          capture_output=True)
    if made.returncode not in (0, 1):  # 1: made, with warnings
        pytest.skip("localedef cannot make de_DE: %s" % made.stderr.decode()[-200:])
    code = ("import locale, maze\n"
            "locale.setlocale(locale.LC_NUMERIC, 'de_DE.UTF-8')\n"
            "assert locale.localeconv()['decimal_point'] == ','\n"
            "for b in (0.5, 0.1, 1e-05, 1, 0.0):\n"
            "    m = maze.generate(9, 6, seed=5, braid=b, algorithm='growing-tree', mix=0.3)\n"
            "    print(m.braid, m.hash())\n"
            "try:\n"
            "    maze.generate(braid=1.5)\n"
            "except ValueError as e:\n"
            "    print(e)\n")
    env = dict(os.environ, LOCPATH=str(tmp_path))
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    want = "".join("%r %d\n" % (float(b), maze.generate(9, 6, seed=5, braid=b, algorithm="growing-tree",
                                                          mix=0.3).hash())
                   for b in (0.5, 0.1, 1e-05, 1, 0.0))
    assert p.stdout == want + "invalid braid share '1.5' (expected a number from 0 to 1, like 0.5)\n", \
        p.stdout + p.stderr[-500:]


def test_text_is_a_setting_as_typed():
    """A str is the setting as a person types it, read and judged by the
    library as the tool reads its options: the same maze, or the tool's
    words."""
    a = maze.generate(width="10", height="6", braid="0.5", start="1,2", seed="7")
    b = maze.generate(width=10, height=6, braid=0.5, start=(1, 2), seed=7)
    assert a.text() == b.text()
    with pytest.raises(ValueError, match=r"^invalid width 'abc' \(expected a whole number from 1 to"):
        maze.generate(width="abc")
    with pytest.raises(ValueError, match=r"^invalid braid share '0,5' \(expected a number from 0 to 1"):
        maze.generate(braid="0,5")


def test_a_mask_array_with_nan_is_refused():
    # NaN is neither a cell nor none: it was taken for a cell (NaN is
    # true), so a hole in the data became part of the maze.
    mask = np.ones((3, 4))
    mask[1, 2] = np.nan
    with pytest.raises(ValueError, match=r"a mask array holds NaN at row 1, column 2 "
                                         r"\(give 1 or True for a cell, 0 or False for none\)"):
        maze.generate(mask=mask)
    mask[1, 2] = 0
    assert maze.generate(mask=mask, seed=1).width == 4


def test_a_mask_sets_the_size_and_another_is_refused():
    mask = np.ones((3, 4), bool)
    assert maze.generate(4, 3, mask=mask, seed=1).width == 4
    with pytest.raises(ValueError, match=r"^the mask is 4x3 cells, a cell a character or pixel, "
                                         r"and its size is the maze's: width 10 asks for another"):
        maze.generate(10, mask=mask)


def test_a_text_mask_refusal_names_the_keyword_and_the_whole_character():
    with pytest.raises(ValueError, match=r"^mask_text: the built-in font has no 'é' "):
        maze.generate(mask_text="aé", seed=1)


def test_pick_and_mix_say_it_once():
    # mix alone is pick "mix:P"; with pick as well it was ignored.
    assert (maze.generate(8, 5, algorithm="growing-tree", mix=0.3, seed=1)
            == maze.generate(8, 5, algorithm="growing-tree", pick="mix:0.3", seed=1))
    with pytest.raises(ValueError, match=r"^pick and mix both say how growing-tree picks its next "
                                         r"cell \(try: pick=mix:0\.3, or mix=0\.3 alone\)$"):
        maze.generate(8, 5, algorithm="growing-tree", pick="newest", mix=0.3)
    with pytest.raises(ValueError, match=r"^invalid pick 'mix' \(a mix needs its share of the newest: mix:0\.5\)$"):
        maze.generate(8, 5, algorithm="growing-tree", pick="mix")


def test_a_torus_takes_the_farthest_ends_unless_told():
    # Its corners meet across the seams; ends="corners" still gives them.
    told = maze.generate(6, 4, seed=3, wrap="xy", ends="corners")
    assert (told.start, told.end) == ((0, 0), (5, 3))
    far = maze.generate(6, 4, seed=3, wrap="xy")
    assert far.to_json() == maze.generate(6, 4, seed=3, wrap="xy", ends="farthest").to_json()
    assert maze.generate(6, 4, seed=3, wrap="x").start == (0, 0)
