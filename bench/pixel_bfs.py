#!/usr/bin/env python3
"""pixel_bfs.py IN.png OUT.png - the common way to solve a pixel maze, for
comparison with `maze solve`: every light pixel a node of a graph, edges to
light neighbours, breadth-first search from the opening in the top row to
the one in the bottom row, the route drawn in red. Plain Python (no PIL
on the test machine: the PNG is read and written with zlib), 8-bit grey or
palette PNGs without interlacing."""
import struct
import sys
import zlib
from collections import deque


def read_png(path):
    data = open(path, "rb").read()
    pos, idat, palette = 8, b"", None
    while pos < len(data):
        n = struct.unpack(">I", data[pos:pos + 4])[0]
        kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + n]
        pos += 12 + n
        if kind == b"IHDR":
            w, h, depth, ctype = struct.unpack(">IIBB", body[:10])
        elif kind == b"PLTE":
            palette = [body[i] for i in range(0, n, 3)]
        elif kind == b"IDAT":
            idat += body
    assert depth == 8 and ctype in (0, 3), "8-bit grey or palette only"
    raw, light = zlib.decompress(idat), []
    for y in range(h):
        assert raw[y * (w + 1)] in (0, 2), "filter"
        row = raw[y * (w + 1) + 1:(y + 1) * (w + 1)]
        if raw[y * (w + 1)] == 2 and y:  # "up": add the row above
            row = bytes((a + b) & 255 for a, b in zip(row, prev))
        prev = row
        light.append([(palette[v] if palette else v) >= 128 for v in row])
    return w, h, light


def solve(w, h, light):
    graph = {}
    for y in range(h):
        for x in range(w):
            if light[y][x]:
                graph[(x, y)] = [(nx, ny) for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))
                                 if 0 <= nx < w and 0 <= ny < h and light[ny][nx]]
    start = (light[0].index(True), 0)
    end = (light[h - 1].index(True), h - 1)
    came = {start: None}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        if node == end:
            break
        for nxt in graph[node]:
            if nxt not in came:
                came[nxt] = node
                queue.append(nxt)
    route = []
    node = end
    while node is not None:
        route.append(node)
        node = came[node]
    return route


def write_png(path, w, h, light, route):
    rows = [bytearray(bytes(v for f in r for v in ((255,) * 3 if f else (0,) * 3)))
            for r in light]
    for x, y in route:
        rows[y][3 * x:3 * x + 3] = b"\xe0\x20\x20"
    raw = b"".join(b"\0" + bytes(r) for r in rows)

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)) +
                chunk(b"IDAT", zlib.compress(raw, 3)) + chunk(b"IEND", b""))


w, h, light = read_png(sys.argv[1])
route = solve(w, h, light)
write_png(sys.argv[2], w, h, light, route)
print("route length: %d" % (len(route) - 1), file=sys.stderr)
