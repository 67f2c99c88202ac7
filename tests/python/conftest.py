"""Shared fixtures of the Python package's tests: the built `maze` tool
(MAZE_CLI, default build/maze) to compare against, and a BFS of our own."""

import collections
import os
import subprocess

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CLI = os.environ.get("MAZE_CLI", os.path.join(ROOT, "build", "maze"))


@pytest.fixture(scope="session")
def cli():
    """Runs the tool; returns its stdout (bytes). Fails on a failed run."""
    assert os.access(CLI, os.X_OK), "no maze tool at %s (build it, or set MAZE_CLI)" % CLI

    def run(*args, ok=True):
        p = subprocess.run([CLI, *map(str, args)], capture_output=True)
        if ok:
            assert p.returncode == 0, (args, p.stderr.decode())
            return p.stdout
        return p

    return run


# Rectangle directions as passages() gives them: east, south, west, north.
STEPS = ((1, 0), (0, 1), (-1, 0), (0, -1))


def bfs(passages, start, end):
    """The shortest route from start to end over a rectangle's passages()
    bits, as a list of (x, y), or None: written here, independent of the
    library's solvers."""
    h, w = passages.shape
    prev = {start: None}
    queue = collections.deque([start])
    while queue:
        x, y = queue.popleft()
        if (x, y) == end:
            break
        bits = int(passages[y, x])
        for d, (dx, dy) in enumerate(STEPS):
            nx, ny = x + dx, y + dy
            if bits & (1 << d) and 0 <= nx < w and 0 <= ny < h and (nx, ny) not in prev:
                prev[(nx, ny)] = (x, y)
                queue.append((nx, ny))
    if end not in prev:
        return None
    route = [end]
    while prev[route[-1]] is not None:
        route.append(prev[route[-1]])
    return route[::-1]


def joined(passages, a, b):
    """Whether neighbours a and b of a rectangle are joined by a passage,
    read from both cells' bits (which must agree)."""
    (ax, ay), (bx, by) = a, b
    d = STEPS.index((bx - ax, by - ay))
    there = bool(passages[ay, ax] & (1 << d))
    back = bool(passages[by, bx] & (1 << ((d + 2) % 4)))
    assert there == back, (a, b)
    return there


@pytest.fixture
def helpers():
    return collections.namedtuple("H", "bfs joined steps")(bfs, joined, STEPS)
