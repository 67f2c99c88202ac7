/*
 * html.c - a self-contained HTML page that steps through a run.
 *
 * One file, no network: the page carries the picture geometry, the colours
 * and, for each step, what the library's scene (scene.c) says changed, and
 * a small script draws it onto a canvas exactly as the GIF writer paints
 * it (same cells, same walls, same shades). A step is an event,
 * steps_per_frame events, or a level of recursive division (its default);
 * going to a step applies the changes from the nearest copy before, so
 * going back and forth always shows exactly the same state. Buttons:
 * first, back, play/pause, forward, last; a speed slider; a counter; keys:
 * space, arrows, Home, End.
 */
#include <stdlib.h>
#include <string.h>

#include "picture.h"
#include "scene.h"

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

/* The player. It knows nothing of events: the library computed every
 * step's scene (scene.c), and the page carries, for each step, the cells
 * whose look changed and their new look, a number packing the palette
 * entry (bits 0-5), the route (bit 6) and the walls (from bit 7: a
 * rectangle's east, south and OFF bits, then its crossing, 1 when its
 * passage over runs north-south, 2 east-west; another shape's OFF bit,
 * then a bit per side of its outline open to the neighbour). Numbers are
 * written in base 32, a digit a letter, the last digit of each from the
 * first alphabet below and the others from the second. The script keeps
 * 64 or so copies of the cells (one every 64 steps at least), so going
 * to a step applies at most that many steps' changes, forwards or back. */
static const char page_script[] =
    "'use strict';\n"
    "const N = MAZE.n, GEO = MAZE.geo, M = MAZE.steps;\n"
    "const LAST = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef', MORE = "
    "'ghijklmnopqrstuvwxyz0123456789+/';\n"
    "const digit = new Int8Array(128).fill(-1);\n"
    "for (let d = 0; d < 32; d++) { digit[LAST.charCodeAt(d)] = d; "
    "digit[MORE.charCodeAt(d)] = 32 + d; }\n"
    "const nums = [];\n"
    "for (let i = 0, v = 0; i < LOOKS.length; i++) {\n"
    "  const d = digit[LOOKS.charCodeAt(i)]; /* -1: a line break */\n"
    "  if (d >= 32) v = v * 32 + d - 32;\n"
    "  else if (d >= 0) { nums.push(v * 32 + d); v = 0; }\n"
    "}\n"
    "/* Step k: its count of changes, then each as the gap to the cell "
    "before and the look. */\n"
    "const starts = [];\n"
    "for (let i = 0, k = 0; k <= M; k++) { starts.push(i); i += 1 + 2 * "
    "nums[i]; }\n"
    "function change(look, k) {\n"
    "  let i = starts[k], c = -1;\n"
    "  for (let n = nums[i++]; n > 0; n--) { c += nums[i++] + 1; look[c] = "
    "nums[i++]; }\n"
    "}\n"
    "const EVERY = Math.max(64, Math.ceil(M / 64)), copies = [];\n"
    "{\n"
    "  const look = new Int32Array(N);\n"
    "  for (let k = 0; k <= M; k++) {\n"
    "    change(look, k);\n"
    "    if (k % EVERY === 0) copies.push(look.slice());\n"
    "  }\n"
    "}\n"
    "let look = copies[0].slice(), shown = 0, cur = 0;\n"
    "function seek(k) {\n"
    "  cur = Math.max(0, Math.min(M, k));\n"
    "  if (cur < shown || cur - shown > EVERY) {\n"
    "    shown = cur - cur % EVERY;\n"
    "    look = copies[shown / EVERY].slice();\n"
    "  }\n"
    "  while (shown < cur) change(look, ++shown);\n"
    "  draw();\n"
    "}\n"
    "const canvas = document.getElementById('maze');\n"
    "const g = canvas.getContext('2d');\n"
    "const hex = c => '#' + c.toString(16).padStart(6, '0');\n"
    "const P = MAZE.palette.map(hex);\n"
    "const color = c => (look[c] & 63) ? P[look[c] & 63] : null;\n"
    "const onRoute = c => (look[c] & 64) !== 0;\n"
    "const bits = c => (look[c] >> 7) & 7; /* rectangles: east 1, south 2, "
    "OFF 4 */\n"
    "const cross = c => (look[c] >> 10) & 3;\n"
    "const off = c => (look[c] & 128) !== 0; /* other shapes */\n"
    "const open = (c, i) => ((look[c] >> 8) & (1 << i)) !== 0;\n"
    "function door(c, d) {\n"
    "  return (c === MAZE.start && MAZE.startDoor === d) ||\n"
    "         (c === MAZE.end && MAZE.endDoor === d);\n"
    "}\n"
    "const E = 0, S = 1, W = 2, Nn = 3;\n"
    "function wall(x, y, d) {\n"
    "  const c = y * MAZE.w + x;\n"
    "  if (d === E) return x + 1 < MAZE.w ? !(bits(c) & 1) : !door(c, d);\n"
    "  if (d === S) return y + 1 < MAZE.h ? !(bits(c) & 2) : !door(c, d);\n"
    "  if (d === W) return x > 0 ? !(bits(c - 1) & 1) : !door(c, d);\n"
    "  return y > 0 ? !(bits(c - MAZE.w) & 2) : !door(c, d);\n"
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
    "  box(0, 0, canvas.width, canvas.height, P[0]);\n"
    "  for (let c = 0; c < N; c++) {\n"
    "    const col = color(c);\n"
    "    if (!col) continue;\n"
    "    g.beginPath(); trace(GEO[c][2], 0, GEO[c][2].length / 2 - 1); "
    "g.closePath();\n"
    "    g.fillStyle = col; g.fill();\n"
    "  }\n"
    "  g.lineCap = g.lineJoin = 'round';\n"
    "  g.beginPath();\n"
    "  for (let c = 0; c < N; c++) {\n"
    "    if (!onRoute(c)) continue;\n"
    "    const [x, y, , sd] = GEO[c];\n"
    "    g.moveTo(x, y); g.lineTo(x, y);\n"
    "    for (let i = 0; i < sd.length; i += 2) {\n"
    "      const b = sd[i];\n"
    "      if (b > c && onRoute(b) && open(c, i / 2)) { g.moveTo(x, y); "
    "g.lineTo(GEO[b][0], GEO[b][1]); }\n"
    "    }\n"
    "  }\n"
    "  g.strokeStyle = P[7]; g.lineWidth = MAZE.cell / 3; g.stroke();\n"
    "  g.beginPath();\n"
    "  for (let c = 0; c < N; c++) {\n"
    "    if (off(c)) continue;\n"
    "    const p = GEO[c][2], sd = GEO[c][3], n = sd.length / 2;\n"
    "    for (let i = 0; i < n; i++) {\n"
    "      const b = sd[2 * i];\n"
    "      const shut = b < 0 ? !((c === MAZE.start && MAZE.startSide === i) "
    "||\n"
    "                             (c === MAZE.end && MAZE.endSide === i))\n"
    "        : off(b) ? true : c < b && !open(c, i);\n"
    "      if (shut) trace(p, sd[2 * i + 1], i + 1 < n ? sd[2 * i + 3] : "
    "p.length / 2);\n"
    "    }\n"
    "  }\n"
    "  g.strokeStyle = P[1]; g.lineWidth = MAZE.wall; g.stroke();\n"
    "  counter.textContent = 'step ' + cur + ' / ' + M;\n"
    "}\n"
    "function draw() {\n"
    "  if (GEO) { drawShape(); return; }\n"
    "  const c = MAZE.cell, w = MAZE.wall / 2, o = MAZE.margin;\n"
    "  box(0, 0, canvas.width, canvas.height, P[0]);\n"
    "  for (let y = 0; y < MAZE.h; y++) for (let x = 0; x < MAZE.w; x++) {\n"
    "    const col = color(y * MAZE.w + x);\n"
    "    if (col) box(o + x * c, o + y * c, o + (x + 1) * c, o + (y + 1) * "
    "c, col);\n"
    "  }\n"
    "  for (let y = 0; y < MAZE.h; y++) for (let x = 0; x < MAZE.w; x++) {\n"
    "    const cell = y * MAZE.w + x, l = o + x * c, t = o + y * c;\n"
    "    if (onRoute(cell)) {\n"
    "      const b = c / 6, cx = l + c / 2, cy = t + c / 2;\n"
    "      box(cx - b, cy - b, cx + b, cy + b, P[7]);\n"
    "      if (x + 1 < MAZE.w && onRoute(cell + 1) && (bits(cell) & 1) &&\n"
    "          cross(cell) !== 1 && cross(cell + 1) !== 1)\n"
    "        box(cx, cy - b, cx + c, cy + b, P[7]);\n"
    "      if (y + 1 < MAZE.h && onRoute(cell + MAZE.w) && (bits(cell) & 2) "
    "&&\n"
    "          cross(cell) !== 2 && cross(cell + MAZE.w) !== 2)\n"
    "        box(cx - b, cy, cx + b, cy + c, P[7]);\n"
    "    }\n"
    "    if (wall(x, y, E)) box(l + c - w, t - w, l + c + w, t + c + w, "
    "P[1]);\n"
    "    if (wall(x, y, S)) box(l - w, t + c - w, l + c + w, t + c + w, "
    "P[1]);\n"
    "    if (x === 0 && wall(x, y, W)) box(l - w, t - w, l + w, t + c + w,"
    " P[1]);\n"
    "    if (y === 0 && wall(x, y, Nn)) box(l - w, t - w, l + c + w, t + "
    "w, P[1]);\n"
    "  }\n"
    "  if (MAZE.weave) drawBridges(c, w, o);\n"
    "  counter.textContent = 'step ' + cur + ' / ' + M;\n"
    "}\n"
    "/* Weave: the route's step under a crossing in dashes, then the bridge "
    "(rails a quarter cell in, stubs to the corners), as gif.c paints it. "
    "*/\n"
    "function drawBridges(c, w, o) {\n"
    "  const i = c / 4;\n"
    "  for (let cell = 0; cell < N; cell++) {\n"
    "    const ew = cross(cell) === 2;\n"
    "    if (!cross(cell)) continue;\n"
    "    const x = cell % MAZE.w, y = (cell - x) / MAZE.w, l = o + x * c, t "
    "= o + y * c;\n"
    "    const before = ew ? cell - MAZE.w : cell - 1, after = ew ? cell + "
    "MAZE.w : cell + 1;\n"
    "    if (onRoute(before) && onRoute(after)) {\n"
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

/* Other shapes: each cell's outline for the canvas (the library's
 * geometry, as maze.h hands it to any program), as
 * [cx, cy, [x, y, ...], [neighbour or -1, first point, ...]]; and the
 * direction through each side into dirs (MZ_OUTLINE_SIDES a cell, -1 past
 * the last side and for the border). */
static void write_geometry(FILE *out, const struct maze *m,
                           const struct maze_geometry *g, int8_t *dirs)
{
    struct maze_outline o;
    int start_side = -1;
    int end_side = -1;
    maze_geometry_doors(g, &start_side, &end_side);
    fputs("shape: '", out);
    fputs(maze_shape_name(m->shape), out);
    fprintf(out, "', startSide: %d, endSide: %d,\n", start_side, end_side);
    fputs("geo: [\n", out);
    for (size_t c = 0; c < m->cells; c++) {
        maze_geometry_outline(g, c, &o);
        fprintf(out, "[%.2f,%.2f,[", o.cx, o.cy);
        for (unsigned k = 0; k < o.points; k++)
            fprintf(out, "%s%.2f,%.2f", k ? "," : "", o.x[k], o.y[k]);
        fputs("],[", out);
        int8_t *d = dirs + c * MZ_OUTLINE_SIDES;
        memset(d, -1, MZ_OUTLINE_SIDES);
        for (unsigned i = 0; i < o.sides; i++) {
            size_t b =
                o.dir[i] >= 0 ? maze_neighbour(m, c, o.dir[i]) : MAZE_NONE;
            d[i] = (int8_t)(b == MAZE_NONE ? -1 : o.dir[i]);
            fprintf(out, "%s%ld,%u", i ? "," : "", cell_or_none(b), o.from[i]);
        }
        fputs("]],\n", out);
    }
    fputs("],\n", out);
}

/* How cell c looks, packed as page_script reads it. */
static uint32_t cell_look(const struct maze_scene *s, size_t c,
                          const int8_t *dirs)
{
    const struct maze *m = s->m;
    uint32_t look = (uint32_t)maze_scene_paint(s, c);
    if (maze_scene_on_route(s, c))
        look |= 64;
    if (!dirs) {
        bool ew = false;
        uint32_t cross = maze_crossing(m, c, &ew) ? (ew ? 2 : 1) : 0;
        return look | (uint32_t)(m->cell[c] & 7) << 7 | cross << 10;
    }
    if (m->cell[c] & MAZE_CELL_OFF)
        return look | 128;
    struct mz_at a = mz_at(m, c);
    for (unsigned i = 0; i < MZ_OUTLINE_SIDES; i++) {
        struct mz_at b;
        int d = dirs[c * MZ_OUTLINE_SIDES + i];
        if (d >= 0 && mz_go(m, a, d, &b))
            look |= 1u << (8 + i);
    }
    return look;
}

/* n in base 32, the last digit from one alphabet, the others from
 * another (page_script decodes them). */
static void put_number(FILE *out, uint64_t n)
{
    static const char last[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef";
    static const char more[] = "ghijklmnopqrstuvwxyz0123456789+/";
    char digits[16];
    int k = 0;
    do {
        digits[k++] = (char)(n % 32);
        n /= 32;
    } while (n);
    for (int i = k - 1; i > 0; i--)
        fputc(more[(int)digits[i]], out);
    fputc(last[(int)digits[0]], out);
}

static int by_cell(const void *a, const void *b)
{
    size_t x = *(const size_t *)a, y = *(const size_t *)b;
    return x < y ? -1 : x > y;
}

/* The changes of one step: the cells whose look is not what the player
 * holds (was), in order of cell. */
static bool write_changes(FILE *out, struct maze_scene *s, const int8_t *dirs,
                          uint32_t *was, size_t *list)
{
    const size_t *cells = NULL;
    bool all = false;
    size_t n = mz_scene_changes(s, &cells, &all);
    size_t count = 0;
    if (all) {
        for (size_t c = 0; c < s->m->cells; c++)
            list[count++] = c;
    } else {
        memcpy(list, cells, n * sizeof *list);
        qsort(list, n, sizeof *list, by_cell);
        count = n;
    }
    size_t kept = 0;
    for (size_t i = 0; i < count; i++) {
        uint32_t look = cell_look(s, list[i], dirs);
        if (look != was[list[i]]) {
            was[list[i]] = look;
            list[kept++] = list[i];
        }
    }
    put_number(out, kept);
    size_t before = (size_t)-1;
    for (size_t i = 0; i < kept; i++) {
        put_number(out, list[i] - before - 1);
        put_number(out, was[list[i]]);
        before = list[i];
    }
    return !ferror(out);
}

/* How the player steps: `first` and `per` (step k shows first + k * per
 * events), or with a level at a time (the default for recursive division)
 * the events each step shows, as `stops`. */
static unsigned step_size(const struct maze_recording *rec,
                          const struct maze_render_opts *opts)
{
    return opts && opts->steps_per_frame    ? opts->steps_per_frame
           : maze_recording_has_levels(rec) ? MAZE_STEPS_LEVEL
                                            : 1;
}

static void write_steps(FILE *out, const struct maze_recording *rec,
                        const struct maze_render_opts *opts)
{
    unsigned per = step_size(rec, opts);
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
    enum maze_err err = mz_picture_init_net(m, opts, &p);
    if (err)
        return err;
    char title[160];
    snprintf(title, sizeof title, "maze: %ux%u%s%s%s%s", m->width, m->height,
             m->shape != MAZE_SHAPE_RECT ? " " : "",
             m->shape != MAZE_SHAPE_RECT ? maze_shape_name(m->shape) : "",
             opts && opts->algorithm ? ", " : "",
             opts && opts->algorithm ? opts->algorithm : "");
    fprintf(out, page_head, title, title, p.width, p.height);
    fprintf(out,
            "const MAZE = {w: %u, h: %u, n: %zu, cell: %g, wall: %g, "
            "margin: %g,\nstart: %ld, end: %ld, startDoor: %d, endDoor: "
            "%d, weave: %s,\n",
            m->width, m->height, m->cells, p.cell, p.wall, p.margin,
            cell_or_none(m->start), cell_or_none(m->end), p.start_door,
            p.end_door, m->extra ? "true" : "false");
    write_palette(out, &p);
    struct maze_scene *s = NULL;
    int8_t *dirs = NULL;
    uint32_t *was = calloc(m->cells, sizeof *was);
    size_t *list = malloc(m->cells * sizeof *list);
    err = maze_scene_new(m, rec, &s);
    if (!err)
        err = mz_scene_track(s);
    struct maze_geometry *g = NULL;
    if (!err && m->shape != MAZE_SHAPE_RECT)
        err = maze_geometry_new(m, opts, &g);
    if (!err && m->shape != MAZE_SHAPE_RECT) {
        dirs = malloc(m->cells * MZ_OUTLINE_SIDES);
        if (dirs)
            write_geometry(out, m, g, dirs);
    }
    maze_geometry_free(g);
    if (!err && (!was || !list || (m->shape != MAZE_SHAPE_RECT && !dirs)))
        err = MAZE_ERR_NOMEM;
    if (!err) {
        unsigned per = step_size(rec, opts);
        size_t steps = 0;
        for (size_t k = maze_step_first(rec); k < rec->count;
             k = maze_step_next(rec, k, per))
            steps++;
        write_steps(out, rec, opts);
        fprintf(out, ", steps: %zu};\nconst LOOKS = `", steps);
        /* Step 0 (what the first events show), then a step at a time. */
        size_t k = maze_step_first(rec);
        maze_scene_seek(s, k);
        bool ok = write_changes(out, s, dirs, was, list);
        for (size_t n = 1; ok && n <= steps; n++) {
            if (n % 64 == 0)
                fputc('\n', out);
            k = maze_step_next(rec, k, per);
            maze_scene_seek(s, k);
            ok = write_changes(out, s, dirs, was, list);
        }
        fputs("`;\n", out);
    }
    maze_scene_free(s);
    free(dirs);
    free(was);
    free(list);
    if (err)
        return err;
    fputs(page_script, out);
    return fflush(out) == 0 && !ferror(out) ? MAZE_OK : MAZE_ERR_IO;
}
