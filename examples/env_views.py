"""Draws what maze.env's observations show, side by side, as a PNG: the
top-down pixels of a 15x15 maze (the agent blue, the goal red), the
agent's 5x5 window drawn from its bits (grey: no cell) and its
first-person eye, facing the way of its last move. README's picture
docs/env-views.png is this script's output.

    python3 examples/env_views.py [OUT.png]
"""

import struct
import sys
import zlib

import numpy as np

import maze.env

SCALE = 12


def window_picture(win):
    """A window's bits (open directions, GOAL, AGENT, NONE) as the
    pixels observation lays a grid out."""
    k = win.shape[0]
    out = np.zeros((2 * k + 1, 2 * k + 1, 3), dtype=np.uint8)
    for r in range(k):
        for c in range(k):
            v = int(win[r, c])
            y, x = 2 * r + 1, 2 * c + 1
            if v & maze.env.NONE:
                out[y - 1:y + 2, x - 1:x + 2] = 128
                continue
            out[y, x] = 255
            if v & 1 and c + 1 < k:
                out[y, x + 1] = 255
            if v & 2 and r + 1 < k:
                out[y + 1, x] = 255
            if v & maze.env.GOAL:
                out[y, x] = (255, 0, 0)
            if v & maze.env.AGENT:
                out[y, x] = (0, 0, 255)
    return out


def png(path, rgb):
    h, w, _ = rgb.shape
    raw = b"".join(b"\0" + rgb[y].tobytes() for y in range(h))

    def chunk(kind, data):
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "env-views.png"
    kw = dict(width=15, height=15, ends="random")
    top = maze.env.MazeEnv(observation="pixels", **kw)
    eye = maze.env.MazeEnv(observation="window", view=5, **kw)
    first = maze.env.MazeEnv(observation="eye", view=96, **kw)
    top.reset(seed=3)
    eye.reset(seed=3)
    first.reset(seed=3)
    # Moves along the route, the same in all, until the eye looks down a
    # corridor (its middle column shows the ceiling).
    for k in range(40):
        a = top.oracle()
        pixels = top.step(a)[0]
        win = eye.step(a)[0]
        sight = first.step(a)[0]
        if k >= 3 and sight[0, 48, 0] != sight[48, 48, 0]:
            break
    left = np.kron(pixels, np.ones((SCALE, SCALE, 1), dtype=np.uint8))
    right = np.kron(window_picture(win), np.ones((2 * SCALE, 2 * SCALE, 1), dtype=np.uint8))
    gap = np.full((left.shape[0], SCALE * 2, 3), 255, dtype=np.uint8)
    sight = np.kron(sight, np.ones((2, 2, 1), dtype=np.uint8))
    pad = np.full((left.shape[0] - right.shape[0], right.shape[1], 3), 255, dtype=np.uint8)
    pad2 = np.full((left.shape[0] - sight.shape[0], sight.shape[1], 3), 255, dtype=np.uint8)
    png(out, np.concatenate([left, gap, np.concatenate([right, pad]), gap,
                             np.concatenate([sight, pad2])], axis=1))


if __name__ == "__main__":
    main()
