#!/usr/bin/env python3
"""Speed of the Python package (python/), next to the per-maze cost of
maze code written in Python the way the pure-Python packages write it, and
of an npm package when one is at hand.

    python3 bench/python.py [--quick] [--npm DIR]

  --quick    smaller figures (for a smoke run)
  --npm DIR  also time the npm package generate-maze installed in DIR
             (npm install --prefix DIR generate-maze)

Prints wall and CPU seconds (CPU counts every thread), best of three, and
the load average: on a shared machine the wall time depends on it.
"""

import collections
import os
import random
import subprocess
import sys
import time

import numpy as np

import maze


def best(f, runs=3):
    """(wall, cpu) seconds of the fastest of runs calls of f."""
    out = None
    for _ in range(runs):
        w, c = time.perf_counter(), time.process_time()
        f()
        t = (time.perf_counter() - w, time.process_time() - c)
        out = t if out is None or t[0] < out[0] else out
    return out


def show(what, t, per=None):
    extra = "" if per is None else "   %8.2f us a maze" % (1e6 * t[0] / per)
    cpu = "%9.1f ms cpu" % (1e3 * t[1]) if t[1] is not None else "%16s" % "-"
    print("%-50s %9.1f ms wall %s%s" % (what, 1e3 * t[0], cpu, extra))


# A maze made in Python the way the pure-Python packages make it: a
# depth-first backtracker over a (2H+1, 2W+1) numpy grid, one cell at a
# time, and a breadth-first search to solve it.
def python_backtracker(w, h, rng):
    grid = np.ones((2 * h + 1, 2 * w + 1), dtype=np.int8)
    x, y = rng.randrange(w), rng.randrange(h)
    grid[2 * y + 1, 2 * x + 1] = 0
    stack = [(x, y)]
    while stack:
        x, y = stack[-1]
        nbrs = [(x + dx, y + dy) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
                if 0 <= x + dx < w and 0 <= y + dy < h and grid[2 * (y + dy) + 1, 2 * (x + dx) + 1]]
        if not nbrs:
            stack.pop()
            continue
        nx, ny = rng.choice(nbrs)
        grid[y + ny + 1, x + nx + 1] = 0
        grid[2 * ny + 1, 2 * nx + 1] = 0
        stack.append((nx, ny))
    return grid


def python_bfs(grid, start, end):
    prev = {start: None}
    queue = collections.deque([start])
    while queue:
        p = queue.popleft()
        if p == end:
            break
        r, c = p
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            q = (r + 2 * dr, c + 2 * dc)
            if q not in prev and grid[r + dr, c + dc] == 0:
                prev[q] = p
                queue.append(q)
    route = [end]
    while prev[route[-1]] is not None:
        route.append(prev[route[-1]])
    return route


def main():
    quick = "--quick" in sys.argv
    npm = sys.argv[sys.argv.index("--npm") + 1] if "--npm" in sys.argv else None
    side = 1000 if quick else 4000
    many = 10000 if quick else 100000
    print("load average %.1f %.1f %.1f, %d cores" % (*os.getloadavg(), os.cpu_count()))

    show("maze.generate(%d, %d)" % (side, side), best(lambda: maze.generate(side, side, seed=1)))
    show("maze.generate(%d, %d).grid()" % (side, side),
         best(lambda: maze.generate(side, side, seed=1).grid()))
    m = maze.generate(side, side, seed=1)
    show("  of which grid()", best(m.grid))
    show("  solve() (bfs, route array)", best(lambda: m.solve().array()))

    for threads in (None, 1):
        t = best(lambda: maze.generate_many(many, 10, 10, seed=1, threads=threads))
        show("generate_many(%d, 10, 10) + routes, %s" % (many, "all cores" if threads is None
                                                         else "1 thread"), t, many)
    n = many // 10
    def loop():
        for s in range(n):
            mz = maze.generate(10, 10, seed=s)
            mz.grid()
            mz.solve().array()
    show("generate+grid+solve one at a time, %d" % n, best(loop), n)

    rng = random.Random(1)
    n = 1000 if quick else 3000
    def py10():
        for _ in range(n):
            g = python_backtracker(10, 10, rng)
            python_bfs(g, (1, 1), (19, 19))
    show("pure Python backtracker + BFS, 10x10, %d" % n, best(py10), n)
    big = 100 if quick else 300
    show("pure Python backtracker, %dx%d" % (big, big), best(lambda: python_backtracker(big, big, rng), 1))
    show("maze.generate(%d, %d).grid()" % (big, big), best(lambda: maze.generate(big, big, seed=1).grid()))

    if npm:
        script = r"""
const g = require(process.argv[1] + '/node_modules/generate-maze');
const n = +process.argv[2], side = +process.argv[3];
let t = process.hrtime.bigint();
for (let i = 0; i < n; i++) g(10, 10, true, i + 1);
const small = Number(process.hrtime.bigint() - t) / 1e9;
t = process.hrtime.bigint();
g(side, side, true, 1);
const large = Number(process.hrtime.bigint() - t) / 1e9;
console.log(small + ' ' + large);
"""
        n, side = (2000, 200) if quick else (20000, 1000)
        out = subprocess.run(["node", "-e", script, os.path.abspath(npm), str(n), str(side)],
                             capture_output=True, text=True)
        if out.returncode:
            print("npm generate-maze: could not run:", out.stderr.strip().splitlines()[-1:])
        else:
            small, large = map(float, out.stdout.split())
            show("npm generate-maze 10x10 (no solver), %d" % n, (small, None), n)
            show("npm generate-maze %dx%d" % (side, side), (large, None))
            show("maze.generate(%d, %d).grid()" % (side, side),
                 best(lambda: maze.generate(side, side, seed=1, algorithm="eller").grid()))


if __name__ == "__main__":
    main()
