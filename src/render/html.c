/*
 * html.c - a self-contained HTML page that steps through a run.
 *
 * One file, no network: the page carries the picture geometry, the colours
 * and every recorded event as JavaScript data, and a small script replays
 * them onto a canvas exactly as the GIF writer does (same cells, same
 * walls, same shades). A step is an event, steps_per_frame events, or a
 * level of recursive division (its default); going to a step replays its
 * events from the nearest checkpoint before, so going back and forth
 * always shows exactly the same state. Buttons: first, back, play/pause,
 * forward, last; a speed slider; a counter; keys: space, arrows, Home,
 * End.
 */
#include <stdlib.h>

#include "picture.h"

static const char page_head[] =
    "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    "<title>%s</title>\n<style>\n"
    "body { font: 15px system-ui, sans-serif; margin: 16px; background: "
    "#f4f4f2; color: #222; }\n"
    "canvas { display: block; margin-bottom: 10px; box-shadow: 0 1px 4px "
    "#0003; max-width: 100%%; height: auto; image-rendering: pixelated; }\n"
    "#controls { display: flex; gap: 6px; align-items: center; flex-wrap: "
    "wrap; }\n"
    "button { font-size: 15px; min-width: 44px; padding: 4px 8px; }\n"
    "#counter { font-variant-numeric: tabular-nums; margin-left: 8px; }\n"
    "</style>\n</head>\n<body>\n<h1 style=\"font-size:18px\">%s</h1>\n"
    "<canvas id=\"maze\" width=\"%u\" height=\"%u\"></canvas>\n"
    "<div id=\"controls\">\n"
    "<button id=\"first\" title=\"first step (Home)\">|&#x25C0;&#x25C0;"
    "</button>\n"
    "<button id=\"back\" title=\"step back (Left)\">&#x25C0;</button>\n"
    "<button id=\"play\" title=\"play or pause (space)\">play</button>\n"
    "<button id=\"forward\" title=\"step forward (Right)\">&#x25B6;"
    "</button>\n"
    "<button id=\"last\" title=\"last step (End)\">&#x25B6;&#x25B6;|"
    "</button>\n"
    "<label>speed <input id=\"speed\" type=\"range\" min=\"0\" max=\"100\" "
    "value=\"45\"></label>\n"
    "<span id=\"counter\"></span>\n</div>\n<script>\n";

/* The player. It mirrors gif.c: the same flags, colours and order. */
static const char page_script[] =
    "'use strict';\n"
    "const K = MAZE.kinds, N = MAZE.cells.length;\n"
    "const IN = 1, PATH = 2, FRONT = 4, WALK = 8, REACHED = 16, FILLED = 32,"
    " ROUTE = 64, DEAD = 128;\n"
    "const rec = [];\n"
    "for (let i = 0; i < EV.length;) {\n"
    "  const k = EV[i];\n"
    "  const len = k === K.SPLIT ? 11 : k === K.SOLVE_VISIT ? 4 : 3;\n"
    "  rec.push(i); i += len;\n"
    "}\n"
    "const EVN = rec.length;\n"
    "const isSolver = k => k === K.SOLVE_VISIT || k === K.FILL || k === "
    "K.ROUTE;\n"
    "/* Step k shows the first at(k) events, stepped as the page was made. "
    "*/\n"
    "const STOPS = MAZE.stops;\n"
    "const M = STOPS ? STOPS.length - 1 : Math.ceil((EVN - MAZE.first) / "
    "MAZE.per);\n"
    "const at = k => STOPS ? STOPS[k] : Math.min(MAZE.first + k * MAZE.per, "
    "EVN);\n"
    "let genEnd = 0; /* events up to the last that is not the solver's */\n"
    "for (let n = 0; n < EVN; n++) if (!isSolver(EV[rec[n]])) genEnd = n + "
    "1;\n"
    "let maxDist = 1;\n"
    "for (const i of rec) if (EV[i] === K.SOLVE_VISIT && EV[i + 3] > maxDist)"
    " maxDist = EV[i + 3];\n"
    "const GEO = MAZE.geo; /* other shapes: [cx, cy, points, sides] a cell "
    "*/\n"
    "const key = (a, b) => Math.min(a, b) * N + Math.max(a, b);\n"
    "function fresh() {\n"
    "  const s = { cell: new Uint8Array(N), flag: new Uint8Array(N),\n"
    "    region: new Uint16Array(N), dist: new Uint32Array(N), head: -1,\n"
    "    walking: false, solving: false, ev: 0, links: new Set(),\n"
    "    cross: new Uint8Array(N) };\n"
    "  for (let c = 0; c < N; c++) {\n"
    "    s.cell[c] = MAZE.cells.charCodeAt(c) - 48;\n"
    "    if (MAZE.fromFinal) s.flag[c] = IN;\n"
    "    if (MAZE.fromFinal && MAZE.cross) s.cross[c] = "
    "MAZE.cross.charCodeAt(c) - 48;\n"
    "  }\n"
    "  const L = MAZE.links || [];\n"
    "  for (let i = 0; i < L.length; i += 2) s.links.add(key(L[i], L[i + "
    "1]));\n"
    "  return s;\n"
    "}\n"
    "function clone(s) {\n"
    "  return { cell: s.cell.slice(), flag: s.flag.slice(), region: "
    "s.region.slice(),\n"
    "    dist: s.dist.slice(), head: s.head, walking: s.walking, solving: "
    "s.solving, ev: s.ev,\n"
    "    links: new Set(s.links), cross: s.cross.slice() };\n"
    "}\n"
    "function link(s, a, b, on) {\n"
    "  if (GEO) { if (on) s.links.add(key(a, b)); else "
    "s.links.delete(key(a, b)); return; }\n"
    "  const lo = Math.min(a, b), gap = Math.abs(a - b);\n"
    "  /* Weave: two apart, under the crossing between (1: its passage over "
    "runs north-south, 2: east-west). */\n"
    "  if (on && (gap === 2 || gap === 2 * MAZE.w) && gap !== MAZE.w) {\n"
    "    const mid = lo + gap / 2, w = MAZE.w;\n"
    "    s.cross[mid] = gap === 2 ? 1 : 2;\n"
    "    s.cell[mid] |= 3; s.cell[mid - 1] |= 1; s.cell[mid - w] |= 2;\n"
    "    return;\n"
    "  }\n"
    "  const bit = gap === MAZE.w ? 2 : 1;\n"
    "  if (on) s.cell[lo] |= bit; else s.cell[lo] &= ~bit;\n"
    "}\n"
    "function openFloor(s) {\n"
    "  if (GEO) {\n"
    "    for (let c = 0; c < N; c++) {\n"
    "      const sd = GEO[c][3];\n"
    "      if (s.cell[c] & 4) continue;\n"
    "      for (let i = 0; i < sd.length; i += 2)\n"
    "        if (sd[i] >= 0 && !(s.cell[sd[i]] & 4)) s.links.add(key(c, "
    "sd[i]));\n"
    "    }\n"
    "    return;\n"
    "  }\n"
    "  for (let y = 0; y < MAZE.h; y++) for (let x = 0; x < MAZE.w; x++) {\n"
    "    const c = y * MAZE.w + x;\n"
    "    if (s.cell[c] & 4) continue;\n"
    "    if (x + 1 < MAZE.w && !(s.cell[c + 1] & 4)) s.cell[c] |= 1;\n"
    "    if (y + 1 < MAZE.h && !(s.cell[c + MAZE.w] & 4)) s.cell[c] |= 2;\n"
    "  }\n"
    "}\n"
    "function endGeneration(s) {\n"
    "  for (let c = 0; c < N; c++) s.flag[c] &= ~(PATH | FRONT | WALK);\n"
    "  s.region.fill(0);\n"
    "  s.head = -1;\n"
    "}\n"
    "/* Polar (division.c): rings y0..y1-1 in the angle of cells x..x+w-1 "
    "of ring y. */\n"
    "function polarPart(s, y, [y0, y1, x, w], nr) {\n"
    "  const R = MAZE.rings, n = r => R[r + 1] - R[r];\n"
    "  let cells = 0;\n"
    "  for (let r = y0; r < y1; r++) {\n"
    "    const k = n(r) / n(y);\n"
    "    cells += w * k;\n"
    "    if (nr >= 0) for (let i = x * k; i < (x + w) * k; i++) s.region[R[r] "
    "+ i % n(r)] = nr;\n"
    "  }\n"
    "  return cells;\n"
    "}\n"
    "function splitPolar(s, x, y, w, h, at, hz, nr) {\n"
    "  const n0 = MAZE.rings[y + 1] - MAZE.rings[y];\n"
    "  const p = [[y, y + h, x, w], [y, y + h, x, w]];\n"
    "  if (hz) p[0][1] = p[1][0] = at + 1;\n"
    "  else { const j = (at + n0 - x) % n0 + 1; p[0][3] = j; p[1][2] = (x + "
    "j) % n0; p[1][3] = w - j; }\n"
    "  const small = polarPart(s, y, p[0], -1) < polarPart(s, y, p[1], -1) ? "
    "p[0] : p[1];\n"
    "  polarPart(s, y, small, nr);\n"
    "}\n"
    "function split(s, i) {\n"
    "  const [x, y, w, h, at, hz, , nr] = EV.slice(i + 3, i + 11);\n"
    "  if (MAZE.rings) { splitPolar(s, x, y, w, h, at, hz, nr); return; }\n"
    "  let ax = x, ay = y, aw = w, ah = h, bx = x, by = y, bw = w, bh = h;\n"
    "  if (hz) { ah = at - y + 1; by = at + 1; bh = h - ah; }\n"
    "  else { aw = at - x + 1; bx = at + 1; bw = w - aw; }\n"
    "  const aSmall = aw * ah < bw * bh;\n"
    "  const [x0, y0, ww, hh] = aSmall ? [ax, ay, aw, ah] : [bx, by, bw, "
    "bh];\n"
    "  for (let yy = y0; yy < y0 + hh; yy++)\n"
    "    for (let xx = x0; xx < x0 + ww; xx++) s.region[yy * MAZE.w + xx] = "
    "nr;\n"
    "}\n"
    "function apply(s, n) {\n"
    "  const i = rec[n], k = EV[i], a = EV[i + 1], b = EV[i + 2], f = "
    "s.flag;\n"
    "  if (isSolver(k)) s.solving = true;\n"
    "  if (k !== K.WALK && s.walking) {\n"
    "    for (let c = 0; c < N; c++) f[c] &= ~WALK;\n"
    "    s.walking = false;\n"
    "  }\n"
    "  switch (k) {\n"
    "  case K.VISIT: f[a] |= IN | PATH; s.head = a; break;\n"
    "  case K.CARVE:\n"
    "    link(s, a, b, true); f[a] |= IN; f[b] |= IN; f[b] &= ~FRONT;\n"
    "    if (a === s.head) { f[b] |= PATH; s.head = b; }\n"
    "    break;\n"
    "  case K.BACKTRACK:\n"
    "    if (s.solving) f[a] |= DEAD; else { f[a] &= ~PATH; s.head = b; }\n"
    "    break;\n"
    "  case K.FRONTIER: f[b] |= FRONT; break;\n"
    "  case K.CLEAR: openFloor(s); for (let c = 0; c < N; c++) f[c] |= IN; "
    "break;\n"
    "  case K.SPLIT: split(s, i); break;\n"
    "  case K.WALL: link(s, a, b, false); break;\n"
    "  case K.WALK: f[b] |= WALK; s.walking = true; break;\n"
    "  case K.SOLVE_VISIT: f[a] |= REACHED; s.dist[a] = EV[i + 3]; break;\n"
    "  case K.FILL: f[a] |= FILLED; break;\n"
    "  case K.ROUTE: f[a] |= ROUTE; break;\n"
    "  }\n"
    "  s.ev = n + 1;\n"
    "  if (s.ev === genEnd) endGeneration(s);\n"
    "}\n"
    "const every = Math.max(256, Math.ceil(EVN / 64));\n"
    "const checkpoints = [fresh()];\n"
    "{\n"
    "  const s = fresh();\n"
    "  for (let n = 0; n < EVN; n++) {\n"
    "    apply(s, n);\n"
    "    if (s.ev % every === 0) checkpoints.push(clone(s));\n"
    "  }\n"
    "}\n"
    "let state = clone(checkpoints[0]);\n"
    "let cur = 0; /* the step shown */\n"
    "function seek(k) {\n"
    "  cur = Math.max(0, Math.min(M, k));\n"
    "  const n = at(cur);\n"
    "  if (n < state.ev || n - state.ev > every)\n"
    "    state = clone(checkpoints[Math.floor(n / every)]);\n"
    "  while (state.ev < n) apply(state, state.ev);\n"
    "  draw();\n"
    "}\n"
    "const canvas = document.getElementById('maze');\n"
    "const g = canvas.getContext('2d');\n"
    "const hex = c => '#' + c.toString(16).padStart(6, '0');\n"
    "const P = MAZE.palette.map(hex);\n"
    "function color(s, c) {\n"
    "  const f = s.flag[c];\n"
    "  if (s.cell[c] & 4) return P[1];\n"
    "  if (c === s.head) return P[4];\n"
    "  if (f & FILLED) return P[8];\n"
    "  if (f & DEAD) return P[9];\n"
    "  if (f & REACHED) return P[18 + Math.floor(s.dist[c] * 31 / maxDist)];\n"
    "  if (f & PATH) return P[3];\n"
    "  if (f & WALK) return P[6];\n"
    "  if (f & FRONT) return P[5];\n"
    "  if (!(f & IN)) return P[2];\n"
    "  if (s.region[c]) return P[10 + (s.region[c] - 1) % 8];\n"
    "  return null;\n"
    "}\n"
    "function door(c, d) {\n"
    "  return (c === MAZE.start && MAZE.startDoor === d) ||\n"
    "         (c === MAZE.end && MAZE.endDoor === d);\n"
    "}\n"
    "const E = 0, S = 1, W = 2, Nn = 3;\n"
    "function wall(s, x, y, d) {\n"
    "  const c = y * MAZE.w + x;\n"
    "  if (d === E) return x + 1 < MAZE.w ? !(s.cell[c] & 1) : !door(c, d);\n"
    "  if (d === S) return y + 1 < MAZE.h ? !(s.cell[c] & 2) : !door(c, d);\n"
    "  if (d === W) return x > 0 ? !(s.cell[c - 1] & 1) : !door(c, d);\n"
    "  return y > 0 ? !(s.cell[c - MAZE.w] & 2) : !door(c, d);\n"
    "}\n"
    "function box(x0, y0, x1, y1, col) {\n"
    "  const ax = Math.round(x0), ay = Math.round(y0);\n"
    "  g.fillStyle = col;\n"
    "  g.fillRect(ax, ay, Math.round(x1) - ax, Math.round(y1) - ay);\n"
    "}\n"
    "function trace(p, from, to) {\n"
    "  for (let k = from; k <= to; k++) {\n"
    "    const j = k % (p.length / 2);\n"
    "    if (k === from) g.moveTo(p[2 * j], p[2 * j + 1]); else "
    "g.lineTo(p[2 * j], p[2 * j + 1]);\n"
    "  }\n"
    "}\n"
    "function drawShape() {\n"
    "  const s = state, f = s.flag;\n"
    "  box(0, 0, canvas.width, canvas.height, P[0]);\n"
    "  for (let c = 0; c < N; c++) {\n"
    "    const col = color(s, c);\n"
    "    if (!col) continue;\n"
    "    g.beginPath(); trace(GEO[c][2], 0, GEO[c][2].length / 2 - 1); "
    "g.closePath();\n"
    "    g.fillStyle = col; g.fill();\n"
    "  }\n"
    "  g.lineCap = g.lineJoin = 'round';\n"
    "  g.beginPath();\n"
    "  for (let c = 0; c < N; c++) {\n"
    "    if (!(f[c] & ROUTE)) continue;\n"
    "    const [x, y, , sd] = GEO[c];\n"
    "    g.moveTo(x, y); g.lineTo(x, y);\n"
    "    for (let i = 0; i < sd.length; i += 2) {\n"
    "      const b = sd[i];\n"
    "      if (b > c && (f[b] & ROUTE) && s.links.has(key(c, b))) { "
    "g.moveTo(x, y); g.lineTo(GEO[b][0], GEO[b][1]); }\n"
    "    }\n"
    "  }\n"
    "  g.strokeStyle = P[7]; g.lineWidth = MAZE.cell / 3; g.stroke();\n"
    "  g.beginPath();\n"
    "  for (let c = 0; c < N; c++) {\n"
    "    if (s.cell[c] & 4) continue;\n"
    "    const p = GEO[c][2], sd = GEO[c][3], n = sd.length / 2;\n"
    "    for (let i = 0; i < n; i++) {\n"
    "      const b = sd[2 * i];\n"
    "      const shut = b < 0 ? !((c === MAZE.start && MAZE.startSide === i) "
    "||\n"
    "                             (c === MAZE.end && MAZE.endSide === i))\n"
    "        : (s.cell[b] & 4) ? true : c < b && !s.links.has(key(c, b));\n"
    "      if (shut) trace(p, sd[2 * i + 1], i + 1 < n ? sd[2 * i + 3] : "
    "p.length / 2);\n"
    "    }\n"
    "  }\n"
    "  g.strokeStyle = P[1]; g.lineWidth = MAZE.wall; g.stroke();\n"
    "  counter.textContent = 'step ' + cur + ' / ' + M;\n"
    "}\n"
    "function draw() {\n"
    "  if (GEO) { drawShape(); return; }\n"
    "  const s = state, c = MAZE.cell, w = MAZE.wall / 2, o = MAZE.margin;\n"
    "  box(0, 0, canvas.width, canvas.height, P[0]);\n"
    "  for (let y = 0; y < MAZE.h; y++) for (let x = 0; x < MAZE.w; x++) {\n"
    "    const col = color(s, y * MAZE.w + x);\n"
    "    if (col) box(o + x * c, o + y * c, o + (x + 1) * c, o + (y + 1) * "
    "c, col);\n"
    "  }\n"
    "  for (let y = 0; y < MAZE.h; y++) for (let x = 0; x < MAZE.w; x++) {\n"
    "    const cell = y * MAZE.w + x, l = o + x * c, t = o + y * c;\n"
    "    const f = s.flag;\n"
    "    if (f[cell] & ROUTE) {\n"
    "      const b = c / 6, cx = l + c / 2, cy = t + c / 2;\n"
    "      box(cx - b, cy - b, cx + b, cy + b, P[7]);\n"
    "      if (x + 1 < MAZE.w && (f[cell + 1] & ROUTE) && (s.cell[cell] & 1) "
    "&&\n"
    "          s.cross[cell] !== 1 && s.cross[cell + 1] !== 1)\n"
    "        box(cx, cy - b, cx + c, cy + b, P[7]);\n"
    "      if (y + 1 < MAZE.h && (f[cell + MAZE.w] & ROUTE) && (s.cell[cell] & "
    "2) &&\n"
    "          s.cross[cell] !== 2 && s.cross[cell + MAZE.w] !== 2)\n"
    "        box(cx - b, cy, cx + b, cy + c, P[7]);\n"
    "    }\n"
    "    if (wall(s, x, y, E)) box(l + c - w, t - w, l + c + w, t + c + w, "
    "P[1]);\n"
    "    if (wall(s, x, y, S)) box(l - w, t + c - w, l + c + w, t + c + w, "
    "P[1]);\n"
    "    if (x === 0 && wall(s, x, y, W)) box(l - w, t - w, l + w, t + c + w,"
    " P[1]);\n"
    "    if (y === 0 && wall(s, x, y, Nn)) box(l - w, t - w, l + c + w, t + "
    "w, P[1]);\n"
    "  }\n"
    "  if (MAZE.cross) drawBridges(s, c, w, o);\n"
    "  counter.textContent = 'step ' + cur + ' / ' + M;\n"
    "}\n"
    "/* Weave, as gif.c paints it: the route's step under a crossing in "
    "dashes, then the bridge (rails a quarter cell in, stubs to the "
    "corners). */\n"
    "function drawBridges(s, c, w, o) {\n"
    "  const f = s.flag, i = c / 4;\n"
    "  for (let cell = 0; cell < N; cell++) {\n"
    "    const ew = s.cross[cell] === 2;\n"
    "    if (!s.cross[cell]) continue;\n"
    "    const x = cell % MAZE.w, y = (cell - x) / MAZE.w, l = o + x * c, t "
    "= o + y * c;\n"
    "    const before = ew ? cell - MAZE.w : cell - 1, after = ew ? cell + "
    "MAZE.w : cell + 1;\n"
    "    if ((f[before] & ROUTE) && (f[after] & ROUTE)) {\n"
    "      const b = c / 6, dash = c / 6;\n"
    "      for (let u = -c / 2; u < c * 3 / 2; u += 2 * dash) {\n"
    "        if (ew) box(l + c / 2 - b, t + u, l + c / 2 + b, t + u + dash, "
    "P[7]);\n"
    "        else box(l + u, t + c / 2 - b, l + u + dash, t + c / 2 + b, "
    "P[7]);\n"
    "      }\n"
    "    }\n"
    "    for (let k = 0; k < 2; k++) {\n"
    "      const a = k ? c - i : i;\n"
    "      if (ew) {\n"
    "        box(l - w, t + a - w, l + c + w, t + a + w, P[1]);\n"
    "        box(l + k * c - w, t - w, l + k * c + w, t + i + w, P[1]);\n"
    "        box(l + k * c - w, t + c - i - w, l + k * c + w, t + c + w, "
    "P[1]);\n"
    "      } else {\n"
    "        box(l + a - w, t - w, l + a + w, t + c + w, P[1]);\n"
    "        box(l - w, t + k * c - w, l + i + w, t + k * c + w, P[1]);\n"
    "        box(l + c - i - w, t + k * c - w, l + c + w, t + k * c + w, "
    "P[1]);\n"
    "      }\n"
    "    }\n"
    "  }\n"
    "}\n"
    "const counter = document.getElementById('counter');\n"
    "const playButton = document.getElementById('play');\n"
    "const speed = document.getElementById('speed');\n"
    "let playing = false, last = 0, owed = 0;\n"
    "function perSecond() { return Math.round(Math.pow(10, speed.value / 100 "
    "* 3.5)); }\n"
    "function tick(t) {\n"
    "  if (!playing) return;\n"
    "  owed += (t - last) / 1000 * perSecond();\n"
    "  last = t;\n"
    "  const n = Math.floor(owed);\n"
    "  if (n > 0) { owed -= n; seek(cur + n); }\n"
    "  if (cur >= M) { setPlaying(false); return; }\n"
    "  requestAnimationFrame(tick);\n"
    "}\n"
    "function setPlaying(on) {\n"
    "  playing = on && cur < M;\n"
    "  playButton.textContent = playing ? 'pause' : 'play';\n"
    "  if (playing) { last = performance.now(); owed = 0; "
    "requestAnimationFrame(tick); }\n"
    "}\n"
    "document.getElementById('first').onclick = () => { setPlaying(false); "
    "seek(0); };\n"
    "document.getElementById('back').onclick = () => { setPlaying(false); "
    "seek(cur - 1); };\n"
    "document.getElementById('forward').onclick = () => { setPlaying(false); "
    "seek(cur + 1); };\n"
    "document.getElementById('last').onclick = () => { setPlaying(false); "
    "seek(M); };\n"
    "playButton.onclick = () => setPlaying(!playing);\n"
    "document.addEventListener('keydown', e => {\n"
    "  const keys = { ' ': 'play', ArrowLeft: 'back', ArrowRight: 'forward',"
    " Home: 'first', End: 'last' };\n"
    "  if (!(e.key in keys)) return;\n"
    "  e.preventDefault();\n"
    "  document.getElementById(keys[e.key]).click();\n"
    "});\n"
    "seek(0);\n"
    "</script>\n</body>\n</html>\n";

static void write_palette(FILE *out, const struct mz_picture *p)
{
    fputs("palette: [", out);
    for (int i = 0; i < P_COLORS; i++)
        fprintf(out, "%s%u", i ? "," : "", mz_palette(p, i));
    fputs("],\n", out);
}

static long cell_or_none(size_t c)
{
    return c == MAZE_NONE ? -1 : (long)c;
}

/* Other shapes: each cell's outline for the canvas, as
 * [cx, cy, [x, y, ...], [neighbour or -1, first point, ...]], and with a
 * finished maze its passages as pairs of cells. */
static void write_geometry(FILE *out, const struct maze *m,
                           const struct mz_picture *p, bool from_final)
{
    struct mz_outline o;
    fputs("shape: '", out);
    fputs(maze_shape_name(m->shape), out);
    fprintf(out, "', startSide: %d, endSide: %d,\n", p->start_side,
            p->end_side);
    if (m->ring) {
        fputs("rings: [", out);
        for (uint32_t r = 0; r <= m->height; r++)
            fprintf(out, "%s%zu", r ? "," : "", m->ring[r]);
        fputs("],\n", out);
    }
    fputs("geo: [\n", out);
    for (size_t c = 0; c < m->cells; c++) {
        mz_outline(m, p, c, &o);
        fprintf(out, "[%.2f,%.2f,[", o.cx, o.cy);
        for (unsigned k = 0; k < o.points; k++)
            fprintf(out, "%s%.2f,%.2f", k ? "," : "", o.x[k], o.y[k]);
        fputs("],[", out);
        struct mz_at a = mz_at(m, c);
        for (unsigned i = 0; i < o.sides; i++) {
            struct mz_at b = {MAZE_NONE, 0, 0};
            if (o.dir[i] >= 0)
                mz_next(m, a, o.dir[i], &b);
            fprintf(out, "%s%ld,%u", i ? "," : "", cell_or_none(b.c),
                    o.from[i]);
        }
        fputs("]],\n", out);
    }
    fputs("],\nlinks: [", out);
    bool first = true;
    for (size_t c = 0; from_final && c < m->cells; c++) {
        struct mz_at a = mz_at(m, c);
        for (int d = 0; d < (int)mz_dirs(m); d++) {
            struct mz_at b;
            if (mz_go(m, a, d, &b) && b.c > c) {
                fprintf(out, "%s%zu,%zu", first ? "" : ",", c, b.c);
                first = false;
            }
        }
    }
    fputs("],\n", out);
}

/* How the player steps: `first` and `per` (step k shows first + k * per
 * events), or with a level at a time (the default for recursive division)
 * the events each step shows, as `stops`. */
static void write_steps(FILE *out, const struct maze_recording *rec,
                        const struct maze_render_opts *opts)
{
    unsigned per = opts && opts->steps_per_frame    ? opts->steps_per_frame
                   : maze_recording_has_levels(rec) ? MAZE_STEPS_LEVEL
                                                    : 1;
    size_t first = maze_step_first(rec);
    if (per != MAZE_STEPS_LEVEL) {
        fprintf(out, "first: %zu, per: %u, stops: null", first, per);
        return;
    }
    fprintf(out, "stops: [%zu", first);
    for (size_t k = first, n = 1; k < rec->count; n++) {
        k = maze_step_next(rec, k, per);
        fprintf(out, ",%zu%s", k, n % 32 == 0 ? "\n" : "");
    }
    fputs("]", out);
}

MZ_ANIMATOR(mz_animate_html)
{
    (void)route;
    struct mz_picture p;
    enum maze_err err = mz_picture_init(m, opts, MZ_PICTURE_MAX, &p);
    if (err)
        return err;
    char title[160];
    snprintf(title, sizeof title, "maze: %ux%u%s%s%s%s", m->width, m->height,
             m->shape != MAZE_SHAPE_RECT ? " " : "",
             m->shape != MAZE_SHAPE_RECT ? maze_shape_name(m->shape) : "",
             opts && opts->algorithm ? ", " : "",
             opts && opts->algorithm ? opts->algorithm : "");
    fprintf(out, page_head, title, title, p.width, p.height);
    bool from_final = !mz_recording_builds(rec);
    fprintf(out,
            "const MAZE = {w: %u, h: %u, cell: %g, wall: %g, margin: %g,\n"
            "start: %ld, end: %ld, startDoor: %d, endDoor: %d, fromFinal: "
            "%s,\n",
            m->width, m->height, p.cell, p.wall, p.margin,
            cell_or_none(m->start), cell_or_none(m->end), p.start_door,
            p.end_door, from_final ? "true" : "false");
    fprintf(out,
            "kinds: {VISIT: %d, CARVE: %d, BACKTRACK: %d, FRONTIER: %d, "
            "CLEAR: %d, SPLIT: %d, WALL: %d, SOLVE_VISIT: %d, ROUTE: %d, "
            "WALK: %d, FILL: %d},\n",
            MAZE_EV_VISIT, MAZE_EV_CARVE, MAZE_EV_BACKTRACK, MAZE_EV_FRONTIER,
            MAZE_EV_CLEAR, MAZE_EV_SPLIT, MAZE_EV_WALL, MAZE_EV_SOLVE_VISIT,
            MAZE_EV_ROUTE, MAZE_EV_WALK, MAZE_EV_FILL);
    write_palette(out, &p);
    if (m->shape != MAZE_SHAPE_RECT)
        write_geometry(out, m, &p, from_final);
    /* Each cell's starting byte as a digit: OFF, and with a maze read
     * from a file, its passages. */
    fputs("cells: '", out);
    for (size_t c = 0; c < m->cells; c++)
        fputc('0' + (m->cell[c] &
                     (from_final ? MAZE_CELL_KEEP : MAZE_CELL_OFF) & 7),
              out);
    fputs("',\n", out);
    if (m->extra) {
        /* Weave: each cell's crossing, 1 (its passage over runs north-
         * south) or 2 (east-west), 0 for none; from the finished maze
         * when the run did not build it. */
        fputs("cross: '", out);
        for (size_t c = 0; c < m->cells; c++) {
            bool ew = false;
            fputc(maze_crossing(m, c, &ew) ? (ew ? '2' : '1') : '0', out);
        }
        fputs("',\n", out);
    }
    write_steps(out, rec, opts);
    fputs("};\nconst EV = [", out);
    for (size_t i = 0; i < rec->count; i++) {
        const struct maze_event *ev = &rec->event[i];
        fprintf(out, "%s%d,%ld,%ld", i ? "," : "", (int)ev->kind,
                cell_or_none(ev->a), cell_or_none(ev->b));
        if (ev->kind == MAZE_EV_SPLIT)
            fprintf(out, ",%u,%u,%u,%u,%u,%d,%d,%d", ev->x, ev->y, ev->w, ev->h,
                    ev->at, ev->horizontal ? 1 : 0, ev->region, ev->new_region);
        else if (ev->kind == MAZE_EV_SOLVE_VISIT)
            fprintf(out, ",%zu", ev->distance);
        if (i % 16 == 15)
            fputc('\n', out);
    }
    fputs("];\n", out);
    fputs(page_script, out);
    return fflush(out) == 0 && !ferror(out) ? MAZE_OK : MAZE_ERR_IO;
}
