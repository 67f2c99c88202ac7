"""Symmetric mazes through Python: the setting by name, the tool's maze
for the same settings and seed, mirrored cell by cell, and the tool's
words for what cannot be symmetric."""
import pytest

import maze


def _linked(m, a, b):
    """Whether cells a and b (x, y) are joined: the text picture's gap."""
    rows = m.text().splitlines()
    (ax, ay), (bx, by) = a, b
    if ay == by:
        return rows[2 * ay + 1][2 * max(ax, bx)] == " "
    return rows[2 * max(ay, by)][2 * ax + 1] == " "


@pytest.mark.parametrize("symmetry", ["x", "y", "xy", "rot"])
def test_symmetry_equals_the_tool_and_mirrors(cli, symmetry):
    want = cli("generate", "-W", 21, "-H", 11, "-s", 4, "--symmetry", symmetry).decode()
    m = maze.generate(21, 11, seed=4, symmetry=symmetry)
    assert m.text() == want
    fx = symmetry in ("x", "xy", "rot")
    fy = symmetry in ("y", "xy", "rot")
    image = lambda x, y: (20 - x if fx else x, 10 - y if fy else y)
    for y in range(11):
        for x in range(20):
            assert _linked(m, (x, y), (x + 1, y)) == _linked(m, image(x, y), image(x + 1, y))


def test_what_cannot_be_symmetric_is_refused_in_the_tools_words():
    with pytest.raises(ValueError, match="cave cannot make symmetric mazes"):
        maze.generate(algorithm="cave", symmetry="x", seed=1)
    with pytest.raises(ValueError, match="symmetry=rot needs an odd width or height"):
        maze.generate(20, 10, symmetry="rot", seed=1)
    with pytest.raises(ValueError, match="unknown symmetry 'z'"):
        maze.generate(symmetry="z", seed=1)
