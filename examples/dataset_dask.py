#!/usr/bin/env python3
"""A dataset built in shards on a Dask cluster, one task a shard.

    python3 examples/dataset_dask.py [--count N] [--shards K] [-o FILE]
                                     [--scheduler ADDRESS]

Mazes are addressed by seed, so shard k is maze.dataset(size, first=k *
size): each task makes its shard's arrays (in C) and sends back only the
hashes to check, and the whole is the dataset one process makes. Without
--scheduler a local cluster of two workers runs it. Needs Debian's
python3-dask and python3-distributed.
"""

import argparse

import numpy as np
from dask.distributed import Client, LocalCluster

import maze

p = argparse.ArgumentParser()
p.add_argument("--count", type=int, default=100000)
p.add_argument("--shards", type=int, default=8)
p.add_argument("--seed", type=int, default=0)
p.add_argument("-o", "--output", default="train.jsonl")
p.add_argument("--scheduler")
a = p.parse_args()


def shard(first, size, seed):
    ds = maze.dataset(size, 10, 10, seed=seed, first=first, threads=1)
    return first, ds.hashes, ds.route_lengths


if __name__ == "__main__":
    cluster = None if a.scheduler else LocalCluster(n_workers=2, threads_per_worker=1,
                                                    processes=True, dashboard_address=None)
    client = Client(a.scheduler or cluster)
    size = -(-a.count // a.shards)
    firsts = range(0, a.count, size)
    futures = [client.submit(shard, f, min(size, a.count - f), a.seed) for f in firsts]
    parts = sorted(client.gather(futures), key=lambda r: r[0])
    hashes = np.concatenate([h for _, h, _ in parts])
    whole = maze.dataset(a.count, 10, 10, seed=a.seed)
    assert np.array_equal(hashes, whole.hashes), "a shard differs from the whole"
    whole.save(a.output)
    print("%d shards, %d mazes, mean route %.1f cells: %s" % (
        len(parts), len(hashes), np.concatenate([r for _, _, r in parts]).mean(), a.output))
    client.close()
    if cluster:
        cluster.close()
