#!/usr/bin/env python3
"""A maze dataset and a picture from Python, without a notebook.

    python3 examples/dataset.py [FOLDER]

Makes one maze and solves it, prints it, saves it as FOLDER/maze.png with
its route, then makes 5000 mazes with their routes in one call (in C, on
every core) and saves them as FOLDER/mazes.npz: `grids` (1 = wall), the
route of each as a mask over its grid (`routes`), and the seeds.
Install the package first: pip install --no-build-isolation ./python
"""

import os
import sys
import time

import numpy as np

import maze

folder = sys.argv[1] if len(sys.argv) > 1 else "."
os.makedirs(folder, exist_ok=True)

# One maze, the one `maze generate -W 16 -H 8 -s 2024 -a wilson` makes.
m = maze.generate(16, 8, algorithm="wilson", seed=2024)
route = m.solve("astar")
print(m.text(route), end="")
print("%d steps; %d cells looked at by %s" % (route.steps, route.visited, route.solver))
print("stats:", {k: m.stats()[k] for k in ("dead_ends", "junctions3", "longest")})
m.save(os.path.join(folder, "maze.png"), route=route, cell=24, route_color="#1e90ff")

# As an array: 1 for wall, 0 for floor, cell (x, y) at [2y+1, 2x+1].
grid = m.grid()
print("grid", grid.shape, "walls: %.0f%%" % (100 * grid.mean()))

# A dataset: 5000 mazes of 10 x 10 with their shortest routes.
t = time.perf_counter()
batch = maze.dataset(5000, 10, 10, algorithm="backtracker", seed=1)
grids = batch.grids  # the arrays are made, on every core, when first read
took = time.perf_counter() - t
print("5000 mazes with routes in %.3f s" % took)

# Each route as a mask over its grid: its cells and the gaps between them.
routes = batch.route_grids()
np.savez_compressed(os.path.join(folder, "mazes.npz"), grids=batch.grids,
                    routes=routes, seeds=batch.seeds)
print("wrote %s and %s" % (os.path.join(folder, "maze.png"), os.path.join(folder, "mazes.npz")))
