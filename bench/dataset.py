#!/usr/bin/env python3
"""Speed of maze.dataset() for machine learning, against the figures the
issue quotes for the popular maze-dataset library (its paper's table:
2.4-2.8 ms a maze of 10x10 or smaller with its DFS generator, 10 ms with
Wilson's; 1.24 ms a maze measured by an earlier session; it could not be
installed here, PyPI being out of reach).

    python3 bench/dataset.py [N] [ROUNDS] [THREADS]

For N (default 100000) 10x10 mazes, ROUNDS rounds (default 5), each on a
new dataset (nothing cached), the two sides taken in turns (every core,
one thread, every core, ...: the machine is shared and drifts): the
arrays made (grids, routes and lengths, starts, ends, hashes) through
maze.dataset(), on THREADS threads (default every core) and on one; then
tokens and pixels for the N mazes (arrays made beforehand, as a training
script has them). A round of the dataset times what issues 29 and 34
ask for: maze.dataset(N, 10, 10) called and its arrays read (grids,
routes, route_lengths, starts, ends), the call included; the first line
after the load says it in mazes a second against the two goals. Prints the median wall and CPU time of the rounds (CPU
counts every thread), mazes a second by the wall clock and by CPU time
(cores / CPU time a maze: what the cores make when nothing else runs),
and the load average before and after: on a shared machine the wall time
depends on it, CPU time less so (other processes still take the caches).
For figures that repeat, count instructions with valgrind --tool=callgrind.
"""

import os
import sys
import time

import maze

n = int(sys.argv[1]) if len(sys.argv) > 1 else 100000
rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 5
threads = int(sys.argv[3]) if len(sys.argv) > 3 else None
cores = len(os.sched_getaffinity(0))


def timed(make, use):
    x = make()
    w, c = time.perf_counter(), time.process_time()
    use(x)
    return time.perf_counter() - w, time.process_time() - c


def medians(sides):
    """sides: (label, make, use, cores): rounds of each in turn; the
    median wall and CPU time of each."""
    got = {label: [] for label, *_ in sides}
    for _ in range(rounds):
        for label, make, use, _c in sides:
            got[label].append(timed(make, use))
    out = []
    for label, _m, _u, c in sides:
        walls = sorted(t[0] for t in got[label])
        cpus = sorted(t[1] for t in got[label])
        out.append((label, walls[len(walls) // 2], cpus[len(cpus) // 2], c))
    return out


def show(label, wall, cpu, c):
    print("%-46s %8.1f ms wall %8.1f ms cpu %9.0f/s wall %9.0f/s by cpu on %d core%s"
          % (label, 1e3 * wall, 1e3 * cpu, n / wall, c * n / cpu, c, "" if c == 1 else "s"))


def load():
    return "%.2f %.2f %.2f" % os.getloadavg()


print("load average %s, %d cores, %d mazes, medians of %d rounds" % (load(), cores, n, rounds))
every = "every core" if threads is None else "%d threads" % threads
th = cores if threads is None else min(threads, cores)


def arrays(threads):
    """maze.dataset() with its arrays ready, as the issues time it."""
    d = maze.dataset(n, 10, 10, seed=1, threads=threads)
    for a in (d.grids, d.routes, d.route_lengths, d.starts, d.ends):
        assert a is not None and len(a) == n
    return d


sides = [("dataset(%d, 10, 10) arrays, %s" % (n, every), lambda: None,
          lambda _: arrays(threads), th),
         ("dataset(%d, 10, 10) arrays, 1 thread" % n, lambda: None, lambda _: arrays(1), 1)]
rows = medians(sides)
print("maze.dataset(%d, 10, 10) with its arrays ready, %s: %.0f mazes a second "
      "(median of %d; issue 29 asks >= 500,000, issue 34 >= 800,000)"
      % (n, every, n / rows[0][1], rounds))
for row in rows:
    show(*row)
for row in medians([("the same with wilson, %s" % every,
                     lambda: maze.dataset(n, 10, 10, seed=1, algorithm="wilson", threads=threads),
                     lambda d: d.routes, th)]):
    show(*row)


def ready():
    d = maze.dataset(n, 10, 10, seed=1)
    d.routes
    return d


for row in medians([
        ("tokens() (the text, a str a maze on [i])", ready, lambda d: d.tokens(), 1),
        ("list(tokens()) (every str made)", ready, lambda d: list(d.tokens()), 1),
        ("token_ids() (int32 array)", ready, lambda d: d.token_ids(), 1),
        ("pixels() (n, 21, 21, 3) uint8", ready, lambda d: d.pixels(), 1),
        ("filter(min_route=20, unique=True)", ready,
         lambda d: d.filter(min_route=20, unique=True), 1)]):
    show(*row)
print("load average %s at the end" % load())
