"""Mazes on a cube's six faces from Python: the library's "shape" setting,
so made and refused as the tool does, perfect, solved round the cube and
read back from JSON."""

import numpy as np
import pytest

import maze

MAKERS = [a.name for a in maze.algorithms() if a.shapes]


@pytest.mark.parametrize("algorithm", MAKERS)
def test_cubes_are_perfect_and_solved_as_the_tool_solves_them(algorithm):
    for seed in range(3):
        m = maze.generate(4, shape="cube", algorithm=algorithm, seed=seed)
        assert m.shape == "cube" and m.size == (4, 24)
        # Each passage is the east or south bit of one cell (1, 2).
        p = m.passages()
        assert int(((p & 1) > 0).sum() + ((p & 2) > 0).sum()) == 6 * 16 - 1
        back = maze.read(m.to_json())
        assert back.shape == "cube"
        assert back.solve().steps == m.solve().steps


def test_a_cube_is_refused_in_the_tools_words():
    with pytest.raises(ValueError, match="a cube's faces are square"):
        maze.generate(4, 5, shape="cube")
    with pytest.raises(ValueError, match="eller works on rectangles only, not cube grids"):
        maze.generate(4, shape="cube", algorithm="eller")
