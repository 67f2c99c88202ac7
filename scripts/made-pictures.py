#!/usr/bin/env python3
"""made-pictures.py - the README's pictures of things maze makes by hand,
drawn here without any 3D or plotting library:

  made-pictures.py stl FILE.stl OUT.png [WIDTH]
      the solid seen from above at an angle, its triangles filled with a
      z-buffer and shaded by their slope to a light
  made-pictures.py plot FILE.svg OUT.png [SCALE]
      the plot's strokes in the order the pen draws them (blue to red),
      the pen-up moves between them dashed green
"""
import math
import re
import struct
import sys
import zlib


def write_png(path, width, height, rgb):
    raw = b"".join(b"\0" + bytes(rgb[y * width * 3:(y + 1) * width * 3])
                   for y in range(height))

    def chunk(tag, data):
        return (struct.pack(">I", len(data)) + tag + data +
                struct.pack(">I", zlib.crc32(tag + data)))
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" +
                chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)) +
                chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def read_stl(path):
    data = open(path, "rb").read()
    (n,) = struct.unpack_from("<I", data, 80)
    for k in range(n):
        f = struct.unpack_from("<12f", data, 84 + 50 * k)
        yield f[3:6], f[6:9], f[9:12]


def stl_picture(src, out, width=720):
    tris = list(read_stl(src))
    # Turn the solid 30 degrees about z, tilt it 50 degrees toward us.
    yaw, pitch = math.radians(-25), math.radians(50)
    cy, sy, cp, sp = math.cos(yaw), math.sin(yaw), math.cos(pitch), math.sin(pitch)
    xs = [p[0] for t in tris for p in t]
    ys = [p[1] for t in tris for p in t]
    mx, my = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2

    def view(p):
        x, y, z = p[0] - mx, p[1] - my, p[2]
        x, y = x * cy - y * sy, x * sy + y * cy
        # screen: u right, v down, depth d (smaller is nearer)
        return x, -(y * cp + z * sp), y * sp - z * cp

    pts = [[view(p) for p in t] for t in tris]
    us = [p[0] for t in pts for p in t]
    vs = [p[1] for t in pts for p in t]
    scale = (width - 40) / (max(us) - min(us))
    height = int((max(vs) - min(vs)) * scale) + 40
    u0, v0 = min(us), min(vs)
    depth = [math.inf] * (width * height)
    rgb = bytearray([255] * (width * height * 3))
    light = (0.4, -0.5, 0.77)
    for t, tv in zip(tris, pts):
        a, b, c = t
        n = ((b[1] - a[1]) * (c[2] - a[2]) - (b[2] - a[2]) * (c[1] - a[1]),
             (b[2] - a[2]) * (c[0] - a[0]) - (b[0] - a[0]) * (c[2] - a[2]),
             (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]))
        ln = math.sqrt(sum(v * v for v in n)) or 1
        shade = max(0.0, sum(n[i] * light[i] for i in range(3)) / ln)
        base = (200, 170, 120) if max(a[2], b[2], c[2]) > 3 else (120, 150, 190)
        col = [int(ch * (0.35 + 0.65 * shade)) for ch in base]
        q = [((p[0] - u0) * scale + 20, (p[1] - v0) * scale + 20, p[2]) for p in tv]
        x0, x1 = int(max(0, min(p[0] for p in q))), int(min(width - 1, max(p[0] for p in q)) + 1)
        y0, y1 = int(max(0, min(p[1] for p in q))), int(min(height - 1, max(p[1] for p in q)) + 1)
        (ax, ay, az), (bx, by, bz), (cx, cy_, cz) = q
        d = (by - cy_) * (ax - cx) + (cx - bx) * (ay - cy_)
        if abs(d) < 1e-12:
            continue
        for y in range(y0, y1):
            for x in range(x0, x1):
                px, py = x + 0.5, y + 0.5
                l1 = ((by - cy_) * (px - cx) + (cx - bx) * (py - cy_)) / d
                l2 = ((cy_ - ay) * (px - cx) + (ax - cx) * (py - cy_)) / d
                l3 = 1 - l1 - l2
                if l1 < 0 or l2 < 0 or l3 < 0:
                    continue
                z = l1 * az + l2 * bz + l3 * cz
                i = y * width + x
                if z < depth[i]:
                    depth[i] = z
                    rgb[3 * i:3 * i + 3] = bytes(col)
    write_png(out, width, height, rgb)


def plot_picture(src, out, scale=8.0):
    text = open(src).read()
    strokes = [[tuple(float(v) for v in p.split(",")) for p in m.group(1).split()]
               for m in re.finditer(r'<polyline points="([^"]*)"', text)]
    xs = [p[0] for s in strokes for p in s]
    ys = [p[1] for s in strokes for p in s]
    pad = 12
    width = int(max(xs) * scale) + 2 * pad
    height = int(max(ys) * scale) + 2 * pad
    rgb = bytearray([255] * (width * height * 3))

    def line(a, b, col, thick, dash=False):
        ax, ay = a[0] * scale + pad, a[1] * scale + pad
        bx, by = b[0] * scale + pad, b[1] * scale + pad
        n = int(max(abs(bx - ax), abs(by - ay))) + 1
        for k in range(n + 1):
            if dash and (k // 4) % 2:
                continue
            x = ax + (bx - ax) * k / n
            y = ay + (by - ay) * k / n
            for dx in range(-thick, thick + 1):
                for dy in range(-thick, thick + 1):
                    px, py = int(x) + dx, int(y) + dy
                    if 0 <= px < width and 0 <= py < height:
                        i = 3 * (py * width + px)
                        rgb[i:i + 3] = bytes(col)

    for k, s in enumerate(strokes):
        f = k / max(1, len(strokes) - 1)
        col = (int(40 + 200 * f), 60, int(220 - 180 * f))
        for p, q in zip(s, s[1:]):
            line(p, q, col, 1)
    at = (0.0, 0.0)
    for s in strokes:  # the pen's moves in the air, over the strokes
        line(at, s[0], (20, 170, 60), 0, dash=True)
        at = s[-1]
    write_png(out, width, height, rgb)


def main():
    what, src, out = sys.argv[1:4]
    extra = sys.argv[4:]
    if what == "stl":
        stl_picture(src, out, *(int(v) for v in extra))
    else:
        plot_picture(src, out, *(float(v) for v in extra))


main()
