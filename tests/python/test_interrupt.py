"""generate_many answers Ctrl-C between mazes, not after the whole batch:
it makes a long batch in chunks and comes back to Python between them."""

import os
import signal
import subprocess
import sys
import time

import numpy as np
import pytest

import maze

# generate_many is deprecated (maze.dataset) and kept working: tested here.
pytestmark = pytest.mark.filterwarnings("ignore:maze.generate_many:DeprecationWarning")


def test_chunks_make_the_mazes_one_batch_makes():
    # 20x20: chunks of 2621 mazes, so 3000 cross a chunk's end.
    b = maze.generate_many(3000, 20, 20, seed=7, threads=2)
    for i in (0, 2620, 2621, 2999):
        m = maze.generate(20, 20, seed=7 + i)
        assert np.array_equal(b.passages[i], m.passages()), i
        assert np.array_equal(b.grids[i], m.grid()), i
        assert np.array_equal(b.routes[i, :b.route_lengths[i]], m.solve().array()), i


def test_ctrl_c_stops_a_long_batch(tmp_path):
    # About four minutes of work on two cores, were it not stopped; it
    # must end with KeyboardInterrupt once SIGINT arrives. (The timeout
    # is a guard against a hang, far from the time a stop takes.)
    code = ("import maze, sys\n"
            "print('start', flush=True)\n"
            "maze.generate_many(20000, 300, 300, algorithm='aldous-broder', seed=1,\n"
            "                   solve=False, grids=False, threads=2)\n"
            "print('finished', flush=True)\n")
    env = dict(os.environ, OPENBLAS_NUM_THREADS="1", OMP_NUM_THREADS="1")
    # Started from a shell's background job, this process ignores SIGINT,
    # and a child would keep ignoring it: the child gets the default back.
    p = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, env=env,
                         preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        assert p.stdout.readline() == b"start\n"
        # Under way when its second thread, the batch's, is there.
        while len(os.listdir("/proc/%d/task" % p.pid)) < 2:
            time.sleep(0.01)
        p.send_signal(signal.SIGINT)
        out, err = p.communicate(timeout=60)
    finally:
        p.kill()
        p.wait()
    assert b"KeyboardInterrupt" in err, err.decode()
    assert out == b"", out
