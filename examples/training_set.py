#!/usr/bin/env python3
"""A training set for a maze-solving model, written as a researcher would.

    python3 examples/training_set.py [FOLDER] [COUNT]

Makes COUNT (default 100000) 10x10 mazes with their routes, keeps those
whose route has at least 20 cells and no duplicates, and writes:
  FOLDER/train.jsonl   the dataset with its settings (maze.load() reads it)
  FOLDER/train.npz     easy-to-hard pairs: inputs (n, 21, 21, 3) RGB with
                       the ends, targets (n, 21, 21) the routes
  FOLDER/tokens.txt    a maze a line in maze-dataset's token layout
Install the package first: pip install --no-build-isolation ./python
"""

import os
import sys
import time

import numpy as np

import maze

folder = sys.argv[1] if len(sys.argv) > 1 else "."
count = int(sys.argv[2]) if len(sys.argv) > 2 else 100000
os.makedirs(folder, exist_ok=True)

t = time.perf_counter()
ds = maze.dataset(count, 10, 10, seed=0, algorithm="backtracker")
train = ds.filter(min_route=20, unique=True)  # measured in C, on every core
print(ds, "->", train, "in %.2f s" % (time.perf_counter() - t))

train.save(os.path.join(folder, "train.jsonl"))
inputs, targets = train.pairs()
np.savez_compressed(os.path.join(folder, "train.npz"), inputs=inputs, targets=targets,
                    seeds=train.seeds)
with open(os.path.join(folder, "tokens.txt"), "w") as f:
    f.write(train.tokens().text())  # a line a maze

assert maze.load(os.path.join(folder, "train.jsonl")) == train
print(train[0].tokens(prompt=True)[:80], "...")
print("wrote train.jsonl, train.npz and tokens.txt in", folder)
