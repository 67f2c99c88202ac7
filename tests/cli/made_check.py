"""made_check.py - reads back what maze makes for hands (stl, plot,
gcode) and checks it against the maze (t-made.sh).

  made_check.py stl FILE.stl MAZE.txt|- CELL WALL HEIGHT BASE
      closed, manifold, consistently wound, no degenerate triangle, its
      volume base plate + walls within 0.1%, and its walls cut at half
      their height, read back as a grid, the maze's (text) walls but for
      the two doors, the start and end dots; - : closed and manifold only
  made_check.py stl-shape FILE.stl PLOT.svg WALL HEIGHT BASE
      another shape's solid: closed, a wall at the middle of each of the
      plot's wall segments, the walls' volume their drawn length's
      times thickness and height within 5%
  made_check.py plot FILE.svg MAZE.txt|- CELL [PICTURE.svg]
      every wall segment once (the maze's walls but for the doors, when
      given the text), pen lifts at most the Euler bound, the header's
      travel; with the picture SVG: its pen-up travel against the plot's
  made_check.py gcode FILE.gcode FILE.svg
      the G-code's pen-down moves trace the plot's strokes
Prints one line of figures; exits 1 with the reason on a failure.
"""
import bisect
import math
import re
import struct
import sys


def die(msg):
    print("made_check: " + msg)
    sys.exit(1)


# ------------------------------------------------------------- the maze

def text_grid(path):
    """The text form's (2H+1) x (2W+1) characters."""
    rows = [line.rstrip("\n") for line in open(path) if line.strip()]
    return rows


def ends(rows):
    """The start's and end's cells. The text puts a mark in the outer
    wall when both are one cell (1 x 1): that is the cell inside."""
    s = e = None
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch in "SE":
                if x % 2 == 0:
                    x += 1 if x == 0 else -1
                if y % 2 == 0:
                    y += 1 if y == 0 else -1
                if ch == "S":
                    s = (x, y)
                else:
                    e = (x, y)
    return s, e


def door_blocks(rows, cell):
    """The border blocks beside the start's and end's cells (a door can
    be only there)."""
    h, w = len(rows), len(rows[0])
    out = set()
    for c in ends(rows):
        if c is None:
            continue
        x, y = c
        for bx, by in ((x, y - 1), (x, y + 1), (x - 1, y), (x + 1, y)):
            if bx in (0, w - 1) or by in (0, h - 1):
                out.add((bx, by))
    return out


def wall_blocks(rows):
    """Blocks (bx, by) of the text that are walls (not posts)."""
    out = set()
    for by, row in enumerate(rows):
        for bx, ch in enumerate(row):
            if ch in "#SE" and (bx + by) % 2 == 1:
                out.add((bx, by))
    return out


def check_doors(expect, got, rows, what):
    missing = expect - got
    extra = got - expect
    if extra:
        die("%s: walls the maze has not: %s" % (what, sorted(extra)[:5]))
    doors = door_blocks(rows, 0)
    if not missing <= doors or len(missing) > 2:
        die("%s: walls missing that are no door: %s" %
            (what, sorted(missing - doors)[:5]))
    return missing


# ------------------------------------------------------------------ stl

def read_stl(path):
    data = open(path, "rb").read()
    tris = []
    if data[:5] == b"solid" and b"facet" in data[:300]:
        vs = [tuple(float(t) for t in m.groups()) for m in re.finditer(
            rb"vertex\s+(\S+)\s+(\S+)\s+(\S+)", data)]
        tris = [tuple(vs[i:i + 3]) for i in range(0, len(vs), 3)]
        return tris
    (n,) = struct.unpack_from("<I", data, 80)
    if len(data) != 84 + 50 * n:
        die("stl: %d bytes for %d triangles" % (len(data), n))
    for k in range(n):
        f = struct.unpack_from("<12f", data, 84 + 50 * k)
        tris.append((f[3:6], f[6:9], f[9:12]))
    return tris


def cross(u, v):
    return (u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2],
            u[0] * v[1] - u[1] * v[0])


def sub(a, b):
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2])


def solid_at(tris, qx, qy, zcut):
    """The points (qx[i], qy[j]) at height zcut inside the solid, as
    (i, j): a ray up from inside crosses its faces an odd number of
    times."""
    qy_sorted = sorted((v, k) for k, v in enumerate(qy))
    qy_vals = [v for v, _ in qy_sorted]
    hits = {}
    for a, b, c in tris:
        if max(a[2], b[2], c[2]) <= zcut:
            continue
        n = cross(sub(b, a), sub(c, a))
        if abs(n[2]) < 1e-12:
            continue  # vertical: no ray up crosses it
        x0, x1 = min(a[0], b[0], c[0]), max(a[0], b[0], c[0])
        y0, y1 = min(a[1], b[1], c[1]), max(a[1], b[1], c[1])
        i0 = bisect.bisect_left(qx, x0)
        i1 = bisect.bisect_right(qx, x1)
        j0 = bisect.bisect_left(qy_vals, y0)
        j1 = bisect.bisect_right(qy_vals, y1)
        d = (b[1] - c[1]) * (a[0] - c[0]) + (c[0] - b[0]) * (a[1] - c[1])
        for i in range(i0, i1):
            for jj in range(j0, j1):
                j = qy_sorted[jj][1]
                x, y = qx[i], qy[j]
                l1 = ((b[1] - c[1]) * (x - c[0]) + (c[0] - b[0]) * (y - c[1])) / d
                l2 = ((c[1] - a[1]) * (x - c[0]) + (a[0] - c[0]) * (y - c[1])) / d
                l3 = 1 - l1 - l2
                if min(l1, l2, l3) < 0:
                    continue
                if l1 * a[2] + l2 * b[2] + l3 * c[2] > zcut:
                    hits[(i, j)] = hits.get((i, j), 0) + 1
    return {k for k, v in hits.items() if v % 2 == 1}


def check_stl(path, text, cell, wall, height, base):
    tris = read_stl(path)
    edges = {}
    volume = 0.0
    for a, b, c in tris:
        n = cross(sub(b, a), sub(c, a))
        if math.sqrt(n[0] ** 2 + n[1] ** 2 + n[2] ** 2) < 1e-9:
            die("stl: a triangle of no area: %s" % ((a, b, c),))
        volume += (a[0] * (b[1] * c[2] - b[2] * c[1]) -
                   a[1] * (b[0] * c[2] - b[2] * c[0]) +
                   a[2] * (b[0] * c[1] - b[1] * c[0])) / 6
        for p, q in ((a, b), (b, c), (c, a)):
            edges[(p, q)] = edges.get((p, q), 0) + 1
    for (p, q), k in edges.items():
        if k != 1:
            die("stl: edge %s-%s used %d times one way" % (p, q, k))
        if edges.get((q, p)) != 1:
            die("stl: edge %s-%s has no twin the other way (open, "
                "T-junction or wound wrong)" % (p, q))
    if volume <= 0:
        die("stl: volume %.3f (wound inside out)" % volume)
    if text == "-":
        print("stl: %d triangles, closed and manifold, volume %.3f mm3" %
              (len(tris), volume))
        return
    rows = text_grid(text)
    # The walls cut at half their height: a ray up from a point of each
    # block crosses the solid's faces an odd number of times inside.
    bh, bw = len(rows), len(rows[0])
    xs = [0.0]
    for k in range(bw):
        xs.append(xs[-1] + (wall if k % 2 == 0 else cell - wall))
    ys = [0.0]
    for k in range(bh):
        ys.append(ys[-1] + (wall if k % 2 == 0 else cell - wall))
    depth = ys[-1]
    zcut = base + height / 2
    qx = [xs[k] + 0.37 * (xs[k + 1] - xs[k]) for k in range(bw)]
    qy = [depth - (ys[k] + 0.61 * (ys[k + 1] - ys[k])) for k in range(bh)]
    solid = solid_at(tris, qx, qy, zcut)
    got_walls = {k for k in solid if (k[0] + k[1]) % 2 == 1}
    cells = {k for k in solid if k[0] % 2 == 1 and k[1] % 2 == 1}
    blocks = {(bx, by) for by, row in enumerate(rows)
              for bx, ch in enumerate(row)
              if ch == "#" and bx % 2 == 1 and by % 2 == 1}
    if cells != blocks:
        die("stl: cells stand at the cut that are no mask's block: %s" %
            sorted(cells ^ blocks)[:5])
    walls = wall_blocks(rows)
    doors = check_doors(walls, got_walls, rows, "stl")
    walls -= doors
    # posts stand where a wall meets them
    posts = set()
    for bx in range(0, bw, 2):
        for by in range(0, bh, 2):
            if any(n in walls for n in ((bx - 1, by), (bx + 1, by),
                                        (bx, by - 1), (bx, by + 1))):
                posts.add((bx, by))
    got_posts = {k for k in solid if k[0] % 2 == 0 and k[1] % 2 == 0}
    if got_posts != posts:
        die("stl: posts differ: %s" % sorted(got_posts ^ posts)[:5])
    # The start and the end carry a dot, a third of the cell square, 1 mm
    # high (half the walls' height at most): found by a cut through it.
    rise = min(1.0, height / 2)
    cx = [xs[k] + 0.42 * (xs[k + 1] - xs[k]) for k in range(bw)]
    cy = [depth - (ys[k] + 0.61 * (ys[k + 1] - ys[k])) for k in range(bh)]
    dots = {k for k in solid_at(tris, cx, cy, base + rise / 2)
            if k[0] % 2 == 1 and k[1] % 2 == 1} - blocks
    if dots != set(ends(rows)):
        die("stl: dots at %s, the ends are at %s" %
            (sorted(dots), sorted(ends(rows))))
    plate = xs[-1] * ys[-1] * base
    upon = height * (len(walls) * wall * (cell - wall) + len(posts) * wall * wall)
    upon += len(dots) * ((cell - wall) / 3) ** 2 * rise
    upon += height * len(blocks) * (cell - wall) ** 2
    expect = plate + upon
    if abs(volume - expect) > 0.001 * expect:
        die("stl: volume %.3f, expected %.3f (plate %.3f + walls %.3f)" %
            (volume, expect, plate, upon))
    print("stl: %d triangles, %d edges each shared by two, volume %.3f mm3 "
          "(expected %.3f), %d walls and %d doors at the cut, dots at %s" %
          (len(tris), len(edges) // 2, volume, expect, len(got_walls),
           len(doors), sorted(dots)))


def check_stl_shape(path, plot, wall, height, base):
    """A solid of another shape against its plot's walls: closed and
    manifold, standing at the middle of every wall segment, and the walls'
    volume their length times thickness and height within 5% (their
    blocks are square, a third of a wall wide)."""
    check_stl(path, "-", 0, wall, height, base)
    tris = read_stl(path)
    strokes, _ = read_plot(plot)
    xs = [p[0] for t in tris for p in t]
    ys = [p[1] for t in tris for p in t]
    top = max(ys)
    plate = (max(xs) - min(xs)) * (top - min(ys)) * base
    length = 0.0
    mids = []
    for pts in strokes:
        for p, q in zip(pts, pts[1:]):
            length += math.hypot(q[0] - p[0], q[1] - p[1])
            # a little off the middle: on no block's edge
            mids.append(((p[0] + q[0]) / 2 + wall / 2 + 0.0123,
                         top - ((p[1] + q[1]) / 2 + wall / 2 + 0.0171)))
    qx = sorted(set(m[0] for m in mids))
    qy = sorted(set(m[1] for m in mids))
    ix = {v: k for k, v in enumerate(qx)}
    iy = {v: k for k, v in enumerate(qy)}
    solid = solid_at(tris, qx, qy, base + height / 2)
    lost = [m for m in mids if (ix[m[0]], iy[m[1]]) not in solid]
    if lost:
        die("stl: no wall at %d wall middles, like %s" % (len(lost), lost[:3]))
    volume = sum((a[0] * (b[1] * c[2] - b[2] * c[1]) -
                  a[1] * (b[0] * c[2] - b[2] * c[0]) +
                  a[2] * (b[0] * c[1] - b[1] * c[0])) / 6 for a, b, c in tris)
    walls = volume - plate
    expect = length * wall * height
    if abs(walls - expect) > 0.05 * expect:
        die("stl: walls of %.1f mm3, %.1f mm of wall makes %.1f" %
            (walls, length, expect))
    print("stl: closed, a wall at all %d wall middles, walls %.1f mm3 for "
          "%.1f mm3 of drawn wall (%+.1f%%)" %
          (len(mids), walls, expect, 100 * (walls - expect) / expect))


# ----------------------------------------------------------------- plot

def read_plot(path):
    text = open(path).read()
    strokes = []
    for m in re.finditer(r'<polyline points="([^"]*)"', text):
        pts = [tuple(float(v) for v in p.split(","))
               for p in m.group(1).split()]
        strokes.append(pts)
    head = {}
    for key in ("strokes", "pen lifts", "wall segments", "odd corners"):
        m = re.search(key + r" (\d+)", text)
        head[key] = int(m.group(1)) if m else None
    m = re.search(r"pen-up travel ([\d.]+) mm \(lower bound ([\d.]+) mm\)", text)
    head["travel"] = float(m.group(1))
    head["bound"] = float(m.group(2))
    return strokes, head


def key(p):
    return (round(p[0], 2), round(p[1], 2))


def picture_travel(path, cell):
    """The pen-up travel of the picture SVG's one path, in mm (its
    default 16 pixels a cell and one cell of margin)."""
    text = open(path).read()
    d = " ".join(re.findall(r' d="([^"]*)"', text))
    tokens = re.findall(r"[ML]|-?[\d.]+", d)
    x = y = 0.0
    travel = 0.0
    k = 0
    while k < len(tokens):
        op = tokens[k]
        px = (float(tokens[k + 1]) - 16) / 16 * cell
        py = (float(tokens[k + 2]) - 16) / 16 * cell
        if op == "M":
            travel += math.hypot(px - x, py - y)
        x, y = px, py
        k += 3
    return travel


def check_plot(path, text, cell, picture=None):
    strokes, head = read_plot(path)
    segs = {}
    degree = {}
    parent = {}

    def find(v):
        while parent[v] != v:
            parent[v] = parent[parent[v]]
            v = parent[v]
        return v

    for pts in strokes:
        if len(pts) < 2:
            die("plot: a stroke of one point")
        for p, q in zip(pts, pts[1:]):
            a, b = key(p), key(q)
            s = (min(a, b), max(a, b))
            if s in segs:
                die("plot: segment %s drawn twice" % (s,))
            segs[s] = 1
            for v in (a, b):
                degree[v] = degree.get(v, 0) + 1
                parent.setdefault(v, v)
            parent[find(a)] = find(b)
    if head["wall segments"] != len(segs):
        die("plot: %d segments drawn, header says %s" %
            (len(segs), head["wall segments"]))
    odd = {}
    parts = set()
    for v, d in degree.items():
        r = find(v)
        parts.add(r)
        odd[r] = odd.get(r, 0) + d % 2
    bound = sum(max(1, odd.get(r, 0) // 2) for r in parts)
    if len(strokes) > bound:
        die("plot: %d strokes, the Euler bound is %d" % (len(strokes), bound))
    x = y = 0.0
    travel = 0.0
    for pts in strokes:
        travel += math.hypot(pts[0][0] - x, pts[0][1] - y)
        x, y = pts[-1]
    if abs(travel - head["travel"]) > 0.01 + 1e-6 * travel:
        die("plot: travel %.3f, header says %.3f" % (travel, head["travel"]))
    if head["bound"] > travel + 0.01:
        die("plot: lower bound %.3f above the travel %.3f" %
            (head["bound"], travel))
    if text != "-":
        rows = text_grid(text)
        got = set()
        for (a, b) in segs:
            if abs(math.hypot(a[0] - b[0], a[1] - b[1]) - cell) > 0.01:
                die("plot: segment %s is not a cell long" % ((a, b),))
            # the block of the text this wall segment is
            bx = round(a[0] / cell * 2 + b[0] / cell * 2) // 2
            by = round(a[1] / cell * 2 + b[1] / cell * 2) // 2
            got.add((bx, by))
        check_doors(wall_blocks(rows), got, rows, "plot")
    line = ("plot: %d strokes for %d odd corners (bound %d), %d segments "
            "once each, travel %.1f mm (lower bound %.1f)" %
            (len(strokes), sum(odd.values()), bound, len(segs), travel,
             head["bound"]))
    if picture:
        other = picture_travel(picture, cell)
        if travel >= other:
            die("plot: travel %.1f mm, the picture's %.1f mm" % (travel, other))
        line += ", the picture SVG's %.1f mm" % other
    print(line)


# ---------------------------------------------------------------- gcode

def check_gcode(path, svg):
    strokes, _ = read_plot(svg)
    lines = open(path).read().splitlines()
    m = re.search(r"pen up '([^']*)', pen down '([^']*)'", "\n".join(lines))
    up, down = m.group(1), m.group(2)
    m = re.search(r"drawing ([\d.]+) x ([\d.]+) mm", "\n".join(lines))
    height = float(m.group(2))
    if "G21" not in lines or "G90" not in lines:
        die("gcode: no G21 (mm) or G90 (absolute)")
    pen = False
    x = y = None
    drawn = []
    for n, line in enumerate(lines, 1):
        if not line or line.startswith(";"):
            continue
        if line == up:
            pen = False
            continue
        if line == down:
            pen = True
            drawn.append([(x, height - y)])
            continue
        words = line.split()
        cmd = words[0]
        args = {w[0]: float(w[1:]) for w in words[1:]}
        if any(math.isnan(v) or math.isinf(v) for v in args.values()):
            die("gcode: line %d: not a number: %s" % (n, line))
        if cmd in ("G21", "G90", "M2"):
            continue
        if cmd not in ("G0", "G1"):
            die("gcode: line %d: unknown command %s" % (n, line))
        if cmd == "G1" and pen and "F" not in args:
            die("gcode: line %d: a cut without a feed rate" % n)
        if cmd == "G0" and pen:
            die("gcode: line %d: a rapid move with the pen down" % n)
        x = args.get("X", x)
        y = args.get("Y", y)
        if pen:
            drawn[-1].append((x, height - y))
    if len(drawn) != len(strokes):
        die("gcode: %d strokes, the plot has %d" % (len(drawn), len(strokes)))
    for a, b in zip(drawn, strokes):
        if len(a) != len(b) or any(math.hypot(p[0] - q[0], p[1] - q[1]) > 0.002
                                   for p, q in zip(a, b)):
            die("gcode: a stroke differs: %s against %s" % (a[:3], b[:3]))
    print("gcode: %d strokes, %d moves, the plot's" %
          (len(drawn), sum(len(s) for s in drawn)))


# ------------------------------------------------------------------ cut

def line_mm(k, cell, wall):
    """Grid line k of the blocks (post, wall, post, ...) in mm, from the
    outline's corner with no kerf: even lines a post's first side."""
    return (k // 2) * cell + (wall if k % 2 else 0.0)


def block_of(v, cell, wall):
    """The block a coordinate in mm falls in, on one axis."""
    k = int(math.floor(v / cell))
    r = v - k * cell
    return 2 * k if r < wall else 2 * k + 1


def check_cut(path, text, cell, wall, kerf, tab):
    """The outline of a maze with no doors (--ends none): each side K/2
    outside a wall's face with walls on one side only; with no kerf and no
    tabs, the sides are exactly the faces between standing blocks and the
    rest; with tabs, each stroke is a piece between two tabs."""
    rows = text_grid(text)
    h, w = len(rows), len(rows[0])
    # A post stands where a wall meets it (the text draws every post).
    rows = ["".join("#" if ch == "#" and not (bx % 2 == 0 and by % 2 == 0 and
                                              not any(0 <= bx + dx < w and
                                                      0 <= by + dy < h and
                                                      rows[by + dy][bx + dx] == "#"
                                                      for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))))
                    else (" " if ch == "#" else ch)
                    for bx, ch in enumerate(row))
            for by, row in enumerate(rows)]
    strokes, head = read_plot(path)
    half = kerf / 2

    def wall_at(x, y):
        x -= half
        y -= half
        if x < 0 or y < 0:
            return False
        bx, by = block_of(x, cell, wall), block_of(y, cell, wall)
        return bx < w and by < h and rows[by][bx] == "#"

    length = 0.0
    for st in strokes:
        for p, q in zip(st, st[1:]):
            dx, dy = q[0] - p[0], q[1] - p[1]
            n = math.hypot(dx, dy)
            if n < 1e-9 or (abs(dx) > 1e-6 and abs(dy) > 1e-6):
                die("cut: a side not along an axis: %s %s" % (p, q))
            length += n
            mx, my = (p[0] + q[0]) / 2, (p[1] + q[1]) / 2
            nx, ny = -dy / n, dx / n
            far = [wall_at(mx + s * nx * (half + 0.01),
                           my + s * ny * (half + 0.01)) for s in (1, -1)]
            near = [half > 0.02 and wall_at(mx + s * nx * (half - 0.01),
                                            my + s * ny * (half - 0.01))
                    for s in (1, -1)]
            out = far + near
            if far[0] == far[1] or any(near):
                die("cut: side %s-%s is not %.3f mm outside one wall face "
                    "(%s)" % (p, q, half, out))
    if kerf == 0 and tab == 0:
        edges = set()
        for st in strokes:
            if key(st[0]) != key(st[-1]):
                die("cut: an open loop from %s" % (st[0],))
            for p, q in zip(st, st[1:]):
                axis = 0 if abs(q[0] - p[0]) > 1e-6 else 1
                lo, hi = sorted((p[axis], q[axis]))
                cuts = sorted({line_mm(k, cell, wall) for k in range(2 * max(h, w) + 2)
                               if lo - 1e-6 <= line_mm(k, cell, wall) <= hi + 1e-6})
                for a, b in zip(cuts, cuts[1:]):
                    e = tuple(sorted([(round(a, 3), round(p[1 - axis], 3))[::1 - 2 * axis],
                                      (round(b, 3), round(p[1 - axis], 3))[::1 - 2 * axis]]))
                    if e in edges:
                        die("cut: a side drawn twice: %s" % (e,))
                    edges.add(e)
        expect = set()
        for by in range(h):
            for bx in range(w):
                if rows[by][bx] != "#":
                    continue
                x0, x1 = line_mm(bx, cell, wall), line_mm(bx + 1, cell, wall)
                y0, y1 = line_mm(by, cell, wall), line_mm(by + 1, cell, wall)
                r = lambda v: round(v, 3)
                def free(i, j):
                    return not (0 <= i < w and 0 <= j < h and rows[j][i] == "#")
                if free(bx, by - 1):
                    expect.add(tuple(sorted([(r(x0), r(y0)), (r(x1), r(y0))])))
                if free(bx, by + 1):
                    expect.add(tuple(sorted([(r(x0), r(y1)), (r(x1), r(y1))])))
                if free(bx - 1, by):
                    expect.add(tuple(sorted([(r(x0), r(y0)), (r(x0), r(y1))])))
                if free(bx + 1, by):
                    expect.add(tuple(sorted([(r(x1), r(y0)), (r(x1), r(y1))])))
        if edges != expect:
            die("cut: %d sides the walls have not, %d faces not cut" %
                (len(edges - expect), len(expect - edges)))
    m = re.search(r"tabs (\d+)", open(path).read())
    tabs = int(m.group(1))
    if tab > 0:
        if tabs == 0 or len(strokes) != tabs:
            die("cut: %d strokes for %d tabs" % (len(strokes), tabs))
        for st in strokes:
            if key(st[0]) == key(st[-1]):
                die("cut: a closed loop though it has tabs")
    print("cut: %d strokes, %d tabs, %.3f mm cut" % (len(strokes), tabs, length))
    return length, tabs



def main():
    what = sys.argv[1]
    a = sys.argv[2:]
    if what == "stl":
        check_stl(a[0], a[1], *(float(v) for v in a[2:6]))
    elif what == "stl-shape":
        check_stl_shape(a[0], a[1], *(float(v) for v in a[2:5]))
    elif what == "plot":
        check_plot(a[0], a[1], float(a[2]), a[3] if len(a) > 3 else None)
    elif what == "gcode":
        check_gcode(a[0], a[1])
    elif what == "cut":
        check_cut(a[0], a[1], *(float(v) for v in a[2:6]))
    elif what == "tabs":
        # The same outline with and without tabs: the cut is shorter by
        # the tabs' width each.
        whole, _ = check_cut(a[0], a[2], *(float(v) for v in a[3:6]), 0)
        part, tabs = check_cut(a[1], a[2], *(float(v) for v in a[3:7]))
        if abs(whole - part - tabs * float(a[6])) > 0.01:
            die("tabs: %.3f mm cut with %d tabs of %s mm, %.3f without" %
                (part, tabs, a[6], whole))
    else:
        die("unknown check " + what)


main()
