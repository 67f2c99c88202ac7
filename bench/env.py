"""Steps a second of maze.env: a vector of NUM_ENVS (4096) 15x15 mazes
with a 5x5 window and fresh mazes on autoreset, stepped in one C call on
every core, against the same environments stepped one by one from
Python (MazeEnv in a loop, as a per-environment wrapper would).

    build/python-venv/bin/python bench/env.py [--envs N] [--steps S]

Prints one line each: environment steps a second of wall time, and per
second of CPU time the process used (what an idle machine would see per
core, when other programs share the cores)."""

import argparse
import os
import time

import numpy as np

import maze.env


def vector_rate(envs, steps, threads):
    v = maze.env.vector(envs, width=15, height=15, observation="window", view=5,
                        threads=threads, copy=False)
    v.reset(seed=1)
    rng = np.random.default_rng(0)
    actions = rng.integers(0, 4, size=(16, envs), dtype=np.int64)
    for k in range(20):  # warm up: episodes of every age
        v.step(actions[k % 16])
    t = time.perf_counter()
    cpu = time.process_time()
    for k in range(steps):
        v.step(actions[k % 16])
    wall = time.perf_counter() - t
    cpu = time.process_time() - cpu
    return envs * steps / wall, envs * steps / cpu


def loop_rate(envs, steps):
    es = [maze.env.MazeEnv(width=15, height=15, observation="window", view=5)
          for _ in range(envs)]
    for i, e in enumerate(es):
        e.reset(seed=i)
    rng = np.random.default_rng(0)
    t = time.perf_counter()
    n = 0
    for _ in range(steps):
        for e in es:
            _, _, term, trunc, _ = e.step(int(rng.integers(4)))
            n += 1
            if term or trunc:
                e.reset()
    return n / (time.perf_counter() - t)


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--envs", type=int, default=4096)
    p.add_argument("--steps", type=int, default=500)
    a = p.parse_args()
    cores = len(os.sched_getaffinity(0))
    for threads in (cores, 1):
        wall, cpu = vector_rate(a.envs, a.steps, threads)
        print("vector, %d envs, %d threads: %.3g steps/s (%.3g per CPU second)"
              % (a.envs, threads, wall, cpu))
    print("python loop of MazeEnv, 256 envs: %.3g steps/s" % loop_rate(256, 20))


if __name__ == "__main__":
    main()
