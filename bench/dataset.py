#!/usr/bin/env python3
"""Speed of maze.dataset() for machine learning, against the figures the
issue quotes for the popular maze-dataset library (its paper's table:
2.4-2.8 ms a maze of 10x10 or smaller with its DFS generator, 10 ms with
Wilson's; it could not be installed here, PyPI being out of reach).

    python3 bench/dataset.py [N] [THREADS]

For N (default 100000) 10x10 mazes, best of three, each on a new dataset
(nothing cached): the arrays made (grids, routes and lengths, starts,
ends, hashes) through maze.dataset(), on THREADS threads (default every
core) and on one; then tokens and pixels for the N mazes (arrays made
beforehand, as a training script has them). Prints wall and CPU seconds
(CPU counts every thread), mazes a second, and the load average: on a
shared machine the wall time depends on it, and CPU time less so (other
processes' use of the caches and memory still shows): for figures that
repeat, count instructions with valgrind --tool=callgrind.
"""

import os
import sys
import time

import maze

n = int(sys.argv[1]) if len(sys.argv) > 1 else 100000
threads = int(sys.argv[2]) if len(sys.argv) > 2 else None


def best(make, use, runs=3):
    out = None
    for _ in range(runs):
        x = make()
        w, c = time.perf_counter(), time.process_time()
        use(x)
        t = (time.perf_counter() - w, time.process_time() - c)
        out = t if out is None or t[0] < out[0] else out
    return out


def show(what, t):
    print("%-44s %8.1f ms wall %8.1f ms cpu %10.0f mazes/s wall %6.2f us cpu a maze"
          % (what, 1e3 * t[0], 1e3 * t[1], n / t[0], 1e6 * t[1] / n))


print("load average %.2f %.2f %.2f, %d cores" % (os.getloadavg() + (len(os.sched_getaffinity(0)),)))
for label, th in (("every core" if threads is None else "%d threads" % threads, threads),
                  ("1 thread", 1)):
    show("dataset(%d, 10, 10) arrays, %s" % (n, label),
         best(lambda: maze.dataset(n, 10, 10, seed=1, threads=th), lambda d: d.routes))
for algo in ("wilson",):
    show("the same with %s, every core" % algo,
         best(lambda: maze.dataset(n, 10, 10, seed=1, algorithm=algo), lambda d: d.routes))


def ready():
    d = maze.dataset(n, 10, 10, seed=1)
    d.routes
    return d


show("tokens() (the text, a str a maze on [i])", best(ready, lambda d: d.tokens()))
show("list(tokens()) (every str made)", best(ready, lambda d: list(d.tokens())))
show("token_ids() (int32 array)", best(ready, lambda d: d.token_ids()))
show("pixels() (n, 21, 21, 3) uint8", best(ready, lambda d: d.pixels()))
show("filter(min_route=20, unique=True)", best(ready, lambda d: d.filter(min_route=20, unique=True)))
