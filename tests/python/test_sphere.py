"""Mazes on a sphere from Python: the library's "shape" setting, so made
and refused as the tool does, perfect, solved across the equator and read
back from JSON."""

import pytest

import maze

MAKERS = [a.name for a in maze.algorithms() if a.shapes]


@pytest.mark.parametrize("algorithm", MAKERS)
def test_spheres_are_perfect_and_read_back(algorithm):
    for seed in range(3):
        m = maze.generate(height=8, shape="sphere", algorithm=algorithm, seed=seed)
        assert m.shape == "sphere"
        assert list(m.rings()) == [0, 1, 7, 19, 31, 43, 55, 61, 62]
        back = maze.read(m.to_json())
        assert back.shape == "sphere"
        assert (back.passages() == m.passages()).all()
        assert back.solve().steps == m.solve().steps


def test_a_sphere_is_refused_in_the_tools_words():
    with pytest.raises(ValueError, match="a sphere needs an even number of rings"):
        maze.generate(height=7, shape="sphere")
