"""Bad arguments raise ValueError (or TypeError) with the tool's words,
files OSError, malformed mazes FormatError saying where; nothing crashes."""

import pytest

import maze


@pytest.mark.parametrize("kw,words", [
    (dict(algorithm="prims-x"), "unknown algorithm 'prims-x' (did you mean 'prim'?)"),
    (dict(algorithm="zzzzzzzz"), "unknown algorithm 'zzzzzzzz' (try: maze.algorithms())"),
    (dict(width=0), "width must be from 1 to"),
    (dict(height=2**31), "height must be from 1 to"),
    (dict(braid=1.5), "braid must be from 0 to 1"),
    (dict(braid=-0.1), "braid must be from 0 to 1"),
    (dict(seed=-1), "seed must be from 0 to"),
    (dict(seed=2**64), "seed must be from 0 to"),
    (dict(shape="oval"), "unknown shape 'oval'"),
    (dict(shape="hex", algorithm="eller"), "eller works on rectangles only, not hex grids"),
    (dict(shape="polar", width=2), "innermost ring needs 1 cell"),
    (dict(shape="triangle", width=1, height=3), "triangle maze needs width 2"),
    (dict(width=5, height=5, start=(2, 2), end=(2, 2)), "start and end are the same cell 2,2"),
    (dict(width=5, height=5, start=(5, 0)), "start 5,0 is outside the 5x5 maze"),
    (dict(ends="farthest", start=(0, 1)), "cannot be combined with ends='farthest'"),
    (dict(ends="sideways"), "unknown ends 'sideways'"),
    (dict(algorithm="binary-tree", bias="NS"), "invalid bias 'NS'"),
    (dict(algorithm="growing-tree", pick="oldest-first"), "invalid pick 'oldest-first'"),
    (dict(algorithm="growing-tree", pick="mix:2"), "mix share must be from 0 to 1"),
    (dict(mask="..X..\n..X..\n"), "the mask has 2 separate parts"),
    (dict(mask="...\n...\n", algorithm="eller"), "eller cannot carve a mask"),
    (dict(mask="X..\n...\n", start=(0, 0)), "start 0,0 is not in the mask"),
    (dict(mask="...\n", shape="polar"), "a mask works on rect, hex and triangle grids"),
    (dict(shape="polar", width=3, height=2, start=(40, 1)), "outside its ring"),
])
def test_bad_options(kw, words):
    with pytest.raises(ValueError) as e:
        maze.generate(**kw)
    assert words in str(e.value)


def test_wrong_types():
    with pytest.raises(TypeError):
        maze.generate(width="10")
    with pytest.raises(TypeError):
        maze.generate(start=5)
    with pytest.raises(TypeError):
        maze.generate(algorithm=3)


def test_too_big_for_kruskal_is_refused_before_making_it():
    with pytest.raises(ValueError, match="too big for kruskal"):
        maze.generate(70000, 70000, algorithm="kruskal")


def test_too_big_for_memory():
    with pytest.raises(MemoryError, match="needs more memory"):
        maze.generate(2**31 - 1, 2**31 - 1)


def test_solve_errors():
    m = maze.generate(6, 6, seed=1, ends="none")
    with pytest.raises(maze.MazeError, match="no end"):
        m.solve()
    m = maze.generate(6, 6, seed=1)
    with pytest.raises(ValueError, match="unknown solver 'bfss' \\(did you mean 'bfs'\\?\\)"):
        m.solve("bfss")
    with pytest.raises(ValueError, match="start 6,0 is outside the maze"):
        m.solve(start=(6, 0))
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
    with pytest.raises(ValueError, match="cell must be from 1 to 4096"):
        m.render("png", cell=0)
    with pytest.raises(TypeError, match="unknown drawing option 'colour'"):
        m.render("png", colour="#000000")
    with pytest.raises(ValueError, match="text draws rectangles only"):
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
