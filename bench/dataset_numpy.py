#!/usr/bin/python3
"""dataset_numpy.py N [W H] - the common way Python code makes a maze
dataset, for comparison with `maze generate --count N -f jsonl`: a numpy
(2H+1)x(2W+1) grid carved by an iterative depth-first search, solved by a
breadth-first search, one maze at a time, each written as a JSON line.
Prints the time per maze on stderr. Not part of maze: a yardstick."""
import json
import random
import sys
import time
from collections import deque

import numpy as np


def carve(w, h, rng):
    grid = np.ones((2 * h + 1, 2 * w + 1), dtype=np.uint8)
    seen = np.zeros((h, w), dtype=bool)
    stack = [(0, 0)]
    seen[0, 0] = True
    grid[1, 1] = 0
    while stack:
        x, y = stack[-1]
        ways = [(dx, dy) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
                if 0 <= x + dx < w and 0 <= y + dy < h and not seen[y + dy, x + dx]]
        if not ways:
            stack.pop()
            continue
        dx, dy = rng.choice(ways)
        nx, ny = x + dx, y + dy
        seen[ny, nx] = True
        grid[2 * y + 1 + dy, 2 * x + 1 + dx] = 0
        grid[2 * ny + 1, 2 * nx + 1] = 0
        stack.append((nx, ny))
    return grid


def solve(grid, start, end):
    came = {start: None}
    queue = deque([start])
    while queue:
        at = queue.popleft()
        if at == end:
            break
        r, c = at
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            nxt = (r + dr, c + dc)
            if grid[nxt] == 0 and nxt not in came:
                came[nxt] = at
                queue.append(nxt)
    route = []
    at = end
    while at is not None:
        route.append(at)
        at = came[at]
    route.reverse()
    return [((c - 1) // 2, (r - 1) // 2) for r, c in route if r % 2 and c % 2]


def main():
    n = int(sys.argv[1])
    w = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    h = int(sys.argv[3]) if len(sys.argv) > 3 else 10
    out = sys.stdout
    t0 = time.perf_counter()
    for seed in range(n):
        rng = random.Random(seed)
        grid = carve(w, h, rng)
        route = solve(grid, (1, 1), (2 * h - 1, 2 * w - 1))
        out.write(json.dumps({"width": w, "height": h, "seed": seed,
                              "grid": grid.tolist(), "route": route}) + "\n")
    seconds = time.perf_counter() - t0
    print(f"numpy+python: {n} mazes {w}x{h} in {seconds:.2f} s, "
          f"{seconds / n * 1e6:.1f} us a maze", file=sys.stderr)


if __name__ == "__main__":
    main()
