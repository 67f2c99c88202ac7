"""Wrapped mazes (cylinders, tori, and with a twist Moebius strips, Klein
bottles and projective planes) from Python: the library's own
"wrap" setting, so made, judged and refused as the tool does; perfect,
solved across the seam, and read back."""

import collections

import numpy as np
import pytest

import maze

MAKERS = [a.name for a in maze.algorithms() if a.shapes]
MOVES = {1: (1, 0), 2: (0, 1), 4: (-1, 0), 8: (0, -1)}


def bfs(m, start, end):
    """Steps by our own BFS over passages(), wrapping as the maze says."""
    p = m.passages()
    h, w = p.shape
    seen = {start: 0}
    queue = collections.deque([start])
    while queue:
        x, y = queue.popleft()
        for bit, (dx, dy) in MOVES.items():
            if p[y, x] & bit:
                nx, ny = x + dx, y + dy
                if not 0 <= nx < w:  # the x seam, twisted but on a cylinder or torus
                    nx, ny = nx % w, (ny if m.wrap in ("x", "xy") else h - 1 - ny)
                if not 0 <= ny < h:  # the y seam, twisted on a projective plane
                    nx, ny = (w - 1 - nx if m.wrap == "projective" else nx), ny % h
                n = (nx, ny)
                if n not in seen:
                    seen[n] = seen[(x, y)] + 1
                    queue.append(n)
    return seen.get(end), len(seen)


@pytest.mark.parametrize("algorithm", MAKERS)
@pytest.mark.parametrize("wrap", ["x", "y", "xy", "mobius", "klein", "projective"])
def test_wrapped_mazes_are_perfect_and_solved_across_the_seam(algorithm, wrap):
    for seed in range(4):
        m = maze.generate(9, 6, algorithm=algorithm, seed=seed, wrap=wrap)
        assert m.wrap == wrap
        p = m.passages()
        assert int(np.unpackbits(p.reshape(-1, 1), axis=1).sum()) // 2 == 9 * 6 - 1
        steps, reached = bfs(m, m.start, m.end)
        assert reached == 9 * 6
        assert m.solve().steps == steps


def test_the_tool_and_python_make_the_same_wrapped_maze(tmp_path):
    m = maze.generate(11, 6, seed=5, wrap="xy")
    back = maze.read(m.text())
    assert back.wrap == "xy"
    assert back.text() == m.text()
    assert maze.read(m.to_json()).wrap == "xy"
    # The grid array shows a seam's passage open on both edges.
    g = np.asarray(m.grid())
    assert (g[1::2, 0] == g[1::2, -1]).all()
    assert (g[0, 1::2] == g[-1, 1::2]).all()
    assert not g[1::2, 0].all() or not g[0, 1::2].all()  # some seam is open


@pytest.mark.parametrize("wrap", ["mobius", "klein", "projective"])
def test_a_twisted_seam_reads_back_and_its_grid_meets_the_mirrored_row(wrap):
    m = maze.generate(11, 6, seed=5, wrap=wrap)
    back = maze.read(m.text())
    assert back.wrap == wrap
    assert back.text() == m.text()
    assert maze.read(m.to_json()).wrap == wrap
    g = np.asarray(m.grid())
    assert (g[1::2, 0] == g[-2::-2, -1]).all()  # row y's west is row h-1-y's east
    if wrap == "klein":
        assert (g[0, 1::2] == g[-1, 1::2]).all()
    if wrap == "projective":
        assert (g[0, 1::2] == g[-1, -2::-2]).all()
    assert not g[1::2, 0].all()  # some seam is open


def test_wrap_is_refused_in_the_tools_words():
    with pytest.raises(ValueError, match="division cannot wrap"):
        maze.generate(algorithm="division", wrap="x")
    with pytest.raises(ValueError, match="even height"):
        maze.generate(shape="hex", height=7, wrap="y")
    with pytest.raises(ValueError, match="mobius works on rect grids, not hex"):
        maze.generate(shape="hex", height=6, wrap="mobius")
    with pytest.raises(ValueError, match="unknown wrap 'q'"):
        maze.generate(wrap="q")
