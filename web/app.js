'use strict';
// app.js - the page: settings (kept in the URL's query), a canvas drawn
// with the PNG writer's geometry and colours, the step player over the
// library's recorded events, and the game. The maze itself is libmaze's:
// the settings go to it by name, as the URL's query spells them, and it
// judges them in its own words; a Web Worker makes the maze (makeMaze() in
// worker.js), the page's own engine adopts it and answers moves, hints and
// the text format. Mazes of floors are drawn by floors.js.

const $ = id => document.getElementById(id);
const SHAPE_UPSILON = 4; // MAZE_SHAPE_UPSILON
const SHAPE_CUBE = 5; // MAZE_SHAPE_CUBE, then MAZE_SHAPE_SPHERE
// The page's own settings in its address (how it shows the game); every
// other name in the query is the request's, for the library to take or
// refuse, solver=none aside (no route: the page's own).
const PAGE_KEYS = ['route', 'fog', 'eye'];
const RECORD_BYTES = 1 << 16; // larger grids are made without their events

// The animation palette, the library's (maze_paint_color): set once the
// engine is loaded. The floor and the walls are the palette's in the light
// theme (the PNG writer's black on white) and the page's --board-bg and
// --board-fg in the dark one (themeColours()), as are the player, start,
// goal and fog.
let PALETTE = [], BG = '', FG = '', ROUTE_COLOR = '';
let PLAYER_COLOR = '#1f5fd6', START_COLOR = '#1b7f3b', GOAL_COLOR = '#c62828', FOG_COLOR = '#20242a';
const HINT_COLOR = '#f08c00';
const DARK = window.matchMedia('(prefers-color-scheme: dark)');

function themeColours() {
  const css = getComputedStyle(document.documentElement), v = name => css.getPropertyValue(name).trim();
  [BG, FG, ROUTE_COLOR] = [PALETTE[0], PALETTE[1], PALETTE[7]];
  if (DARK.matches) [BG, FG] = [v('--board-bg') || BG, v('--board-fg') || FG];
  PLAYER_COLOR = v('--player') || PLAYER_COLOR;
  START_COLOR = v('--start') || START_COLOR;
  GOAL_COLOR = v('--goal') || GOAL_COLOR;
  FOG_COLOR = v('--fog') || FOG_COLOR;
}

let engine = null;   // this page's WebAssembly module
let worker = null;   // makes mazes off the main thread
let M = null;        // the maze shown: see adopt()

// ------------------------------------------------------------- settings

// The page's own settings from the address; the maze's settings as they
// are written there, for the first maze.
function readQuery() {
  const q = new URLSearchParams(location.search);
  $('solver').value = $('solver').options[0].value;
  if (q.has('solver')) {
    // Names as the tool takes them: "A*" (an unknown one the engine says).
    const name = q.get('solver') === 'none' ? 'none'
      : engine.ccall('web_solver_find', 'string', ['string'], [q.get('solver')]);
    if (name) $('solver').value = name;
  }
  if (q.has('hand')) $('hand').value = q.get('hand');
  $('cell').value = q.get('cell') || '';
  $('fog').checked = q.get('fog') === '1';
  ANALYSIS.read(q);
  const maze = new URLSearchParams();
  for (const [k, v] of q)
    if (!PAGE_KEYS.includes(k) && !(k === 'solver' && v === 'none')) maze.append(k, v);
  return { route: q.get('route') === '1', eye: q.get('eye') === '1', query: maze.toString() };
}

// The request as the form gives it, as a query: the recipe (form.js), the
// solver, the analyses and the cell.
function formQuery() {
  const q = FORM.query(new URLSearchParams());
  solving(q);
  ANALYSIS.write(q);
  if ($('cell').value.trim() !== '') q.set('cell', $('cell').value.trim());
  return q.toString();
}

// Shows in the form the settings the library took (web_settings()).
function showTaken(taken) {
  FORM.show(taken);
  showOptions();
}

// The solver and its hand, in q, when they are not the default.
function solving(q) {
  const solver = $('solver').value;
  if (solver !== 'none' && solver !== $('solver').options[0].value) q.set('solver', solver);
  if (['wall-follower', 'pledge'].includes(solver) && $('hand').value !== 'left') q.set('hand', $('hand').value);
}

// The address: the settings the maze was made from, then the page's own,
// so a maze shared as a link opens as it was. A maze of other settings
// (`push`) is a new entry of the history, so the back button goes back to
// the maze before; the page's own settings replace the entry.
function writeQuery(taken, push) {
  if (taken === undefined) taken = M ? M.taken : '';
  const q = new URLSearchParams(taken);
  solving(q);
  if ($('solver').value === 'none') q.set('solver', 'none');
  if (view.route) q.set('route', '1');
  if ($('fog').checked) q.set('fog', '1');
  ANALYSIS.write(q);
  if (eye.on) q.set('eye', '1');
  if ($('cell').value.trim() !== '') q.set('cell', $('cell').value.trim());
  const was = location.search.slice(1);
  try {
    if (push && was !== q.toString()) history.pushState(null, '', '?' + q.toString());
    else history.replaceState(null, '', '?' + q.toString());
  } catch (e) { /* some file:// pages */ }
}

// The form offers what the generator chosen reads (the registry's
// maze_generator_reads), weave and floors on rectangles only (form.js),
// and the hand to the wall-follower.
function showOptions() {
  const o = $('algorithm').selectedOptions[0];
  FORM.offer(name => !!o && o.dataset.reads.split(' ').includes(name), $('shape').value);
  const hand = ['wall-follower', 'pledge'].includes($('solver').value);
  document.querySelectorAll('.opt-hand').forEach(e => { e.style.display = hand ? '' : 'none'; });
  // Every generator is offered; the shapes it takes (the registry's
  // maze_generator_takes) are: classical's polar grid alone.
  const takes = o ? o.dataset.takes.split(' ') : [];
  for (const e of $('shape').options) e.disabled = !takes.includes(e.value);
}

function say(text, error) {
  $('message').textContent = text || '';
  $('message').className = error ? 'error' : '';
}

// Says text to a screen reader (the live region): moves blocked, hints,
// the win.
function announce(text) {
  $('said').textContent = text;
}

// The maze in words, the canvas's text alternative: its size, shape and
// generator, where the player and the end are.
function describe() {
  if (!M) return;
  const q = new URLSearchParams(M.taken), place = c => {
    const [x, y] = cellXY(M, c);
    if (M.floors > 1) return `column ${x + 1}, row ${y % M.rows + 1} of floor ${FLOORS.floorOf(M, c) + 1}`;
    return M.rings ? `cell ${x + 1} of ring ${y + 1}` : `column ${x + 1}, row ${y + 1}`;
  };
  const shape = { rect: 'rectangular', hex: 'hexagonal', triangle: 'triangular', polar: 'polar',
    upsilon: 'upsilon (octagons and squares)' }[q.get('shape')] || '';
  const size = M.rings ? `${M.height} rings` : `${q.get('w')} by ${q.get('h')}`;
  const floors = M.floors > 1 ? ` of ${M.floors} floors` : '';
  let text = `a ${size} ${shape} maze${floors} made by ${q.get('a')}, seed ${q.get('seed')}`;
  if (anim.state && anim.state.step !== anim.count) text += `, being made: step ${stepOf(anim.state.step)} of ${lastStep()}`;
  else if (game.at >= 0) {
    text += `; you are at ${place(game.at)}`;
    if (M.end >= 0) text += game.won ? ', at the end: won' : `, the end is at ${place(M.end)}`;
  }
  $('board').setAttribute('aria-label', text);
  if (eye.on) $('eyeview').setAttribute('aria-label', 'first-person view, facing ' + EYE.name() + ': ' + text);
}

// ------------------------------------------------------------- geometry
//
// Where each cell is drawn is the library's (maze.h's geometry, the
// numbers the PNG writer draws from): the picture's size, each cell's
// outline and centre, the doors, which sides are walls, the bridges and
// the stairs. The page only chooses the cell size.

const F64 = p => engine.HEAPF64.subarray(p >> 3);

// The cell size fits the maze to the room it has on the page (from 2 to 32
// pixels), unless the URL gives one (cell=16 is the PNG writer's default);
// walls are 2 pixels wide (1 below 8-pixel cells) and the margin one cell.
function geometry(roomWidth, roomHeight, asked) {
  const drawn = (cell, wall) => {
    if (engine._web_geometry(cell, wall, cell)) throw new Error(engine.UTF8ToString(engine._web_error()));
    const size = F64(engine._web_geometry_size());
    return [size[0], size[1]];
  };
  const units = drawn(1, 1); // the picture's size in cells
  const fit = Math.floor(Math.min(roomWidth / units[0], roomHeight / units[1]));
  const cell = asked >= 2 ? Math.min(asked, 64) : Math.max(2, Math.min(32, fit));
  const g = { cell, wall: cell >= 8 ? 2 : 1, margin: cell };
  const [w, h] = drawn(cell, g.wall);
  g.width = Math.trunc(w);
  g.height = Math.trunc(h);
  return g;
}

function cellXY(m, c) {
  if (!m.rings) return [c % m.width, Math.floor(c / m.width)];
  let lo = 0, hi = m.height - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (m.rings[mid] <= c) lo = mid; else hi = mid - 1;
  }
  return [c - m.rings[lo], lo];
}

// The outline of cell c (maze_geometry_outline): centre, points, and sides
// [direction or -1, first point], clockwise in the order of the directions.
function outline(c) {
  const v = F64(engine._web_outline(c)), np = v[2], ns = v[3];
  const o = { cx: v[0], cy: v[1], pts: Array.from(v.subarray(4, 4 + 2 * np)), sides: [] };
  for (let i = 0, at = 4 + 2 * np; i < ns; i++, at += 2) o.sides.push([v[at], v[at + 1]]);
  return o;
}

function centre(c) {
  const v = F64(engine._web_centre(c));
  return [v[0], v[1]];
}

// The sides of outline o drawn as walls by cell c (maze_geometry_wall),
// in the finished maze (last) or at the step shown.
function wallSides(c, o, last) {
  const out = [];
  for (let i = 0; i < o.sides.length; i++) if (engine._web_wall(last ? 0 : 1, c, i)) out.push(i);
  return out;
}

function sideMiddle(o, i) {
  const at = o.sides[i][1], np = o.pts.length / 2;
  const end = i + 1 < o.sides.length ? o.sides[i + 1][1] : np;
  const n = end - at + 1;
  const a = (at + Math.floor((n - 1) / 2)) % np, b = (at + Math.floor(n / 2)) % np;
  return [(o.pts[2 * a] + o.pts[2 * b]) / 2, (o.pts[2 * a + 1] + o.pts[2 * b + 1]) / 2];
}

// ------------------------------------------------------ the maze shown

// The room the maze has on the page: the stage's width (at most 1000
// pixels), and the height from the canvas's top to the bottom of the
// window less the play bar under it, so the maze is in view on load.
function room() {
  const top = $('view').getBoundingClientRect().top + window.scrollY;
  // On a phone the step player is under the maze too (page.html).
  const order = id => Number(getComputedStyle($(id)).order);
  const watch = order('watch') > order('view') ? $('watch').getBoundingClientRect().height + 8 : 0;
  const below = $('playbar').getBoundingClientRect().height + watch + 16;
  return [Math.max(200, Math.min($('stage').clientWidth, 1000)),
    Math.max(200, window.innerHeight - top - below)];
}

// Takes the worker's maze into this page's engine.
function adopt(r, q) {
  const n = r.cells.length;
  const cells = engine._malloc(n), route = engine._malloc(4 * Math.max(1, r.route.length));
  const extra = r.extra.length ? engine._malloc(n) : 0;
  if (extra) engine.HEAPU8.set(r.extra, extra);
  engine.HEAPU8.set(r.cells, cells);
  engine.HEAP32.set(r.route, route >> 2);
  const floors = r.floors, braid = Number(new URLSearchParams(r.taken).get('braid') || 0);
  const err = engine.ccall('web_adopt', 'number',
    ['number', 'number', 'number', 'number', 'number', 'number', 'number', 'number', 'number', 'number', 'string', 'string', 'number',
     'number', 'number'],
    [r.shape, r.width, r.height / floors, floors, cells, extra, r.start, r.end, route, r.route.length, r.algorithm, r.seed,
     braid, r.wrap || 0, r.difficulty]);
  engine._free(cells);
  if (extra) engine._free(extra);
  engine._free(route);
  if (err) throw new Error(engine.UTF8ToString(engine._web_error()));
  const m = { shape: r.shape, width: r.width, height: r.height, cells: n, wrap: r.wrap || 0,
    floors, rows: r.height / floors, taken: r.taken,
    start: r.start, end: r.end, route: Array.from(r.route), events: r.events,
    stops: r.stops,
    // A weave maze's crossings: 1 where the passage over runs north-south,
    // 2 where it runs east-west (web_crossing); null for a flat maze.
    cross: null,
    rings: null, settings: q };
  if (r.extra.length && floors === 1) {
    m.cross = new Uint8Array(n);
    for (let c = 0; c < n; c++) m.cross[c] = engine._web_crossing(c);
  }
  if (m.shape === 3) {
    const p = engine._web_rings() >> 2;
    m.rings = Array.from(engine.HEAPU32.subarray(p, p + m.height + 1));
  }
  m.geo = geometry(...room(), q.cell);
  // Outlines of other shapes and of floors, kept for drawing their cells.
  m.outlines = null;
  if (m.shape !== 0 || floors > 1) {
    m.outlines = new Array(n);
    for (let c = 0; c < n; c++) m.outlines[c] = outline(c);
  }
  m.startDoor = engine._web_door(0);
  m.endDoor = engine._web_door(1);
  m.centre = m.outlines ? c => [m.outlines[c].cx, m.outlines[c].cy] : centre;
  return m;
}

// ----------------------------------------------------- the step player
//
// What a step shows is the library's scene (web_scene_seek): each cell's
// palette entry and route bit, and the walls built so far. The page only
// draws it.
const ROUTE = 64; // a look's route bit (maze_web.c)
const W = 12; // words of an event (maze_web.c)

const anim = { count: 0, state: null, final: null, stops: [0] };

const key = (a, b) => Math.min(a, b) * M.cells + Math.max(a, b);

// A state to draw: cell bytes, each cell's look (`flag`: its route bit
// tested as ROUTE), and for other shapes the open passages as a Set.
function stateOf(cellsAt, looksAt, open, step) {
  const n = M.cells;
  const s = { cell: engine.HEAPU8.slice(cellsAt, cellsAt + n),
    flag: looksAt ? engine.HEAP32.slice(looksAt >> 2, (looksAt >> 2) + n) : new Int32Array(n),
    links: new Set(), step };
  if (M.shape !== 0)
    for (let c = 0; c < n; c++)
      for (const [d] of M.outlines[c].sides) {
        if (d < 0) continue;
        const b = engine._web_neighbour(c, d);
        if (b > c && open(c, d)) s.links.add(key(c, b));
      }
  return s;
}

function prepareAnimation() {
  const count = M.events.length / W;
  anim.count = count;
  // The events shown at each step (the library's: division a level at a
  // time, else an event a step).
  anim.stops = M.stops && M.stops.length ? M.stops : [count];
  if (count) {
    const words = engine._malloc(4 * M.events.length);
    engine.HEAP32.set(M.events, words >> 2);
    const err = engine._web_scene_new(words, count);
    engine._free(words);
    if (err) throw new Error('cannot replay the events');
  }
  anim.final = stateOf(engine._web_cells(), 0, (c, d) => engine._web_open(c, d), count);
  anim.state = anim.final;
}

// The step the player shows: the last whose events are all shown.
function stepOf(shown) {
  const st = anim.stops;
  let lo = 0, hi = st.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (st[mid] <= shown) lo = mid; else hi = mid - 1;
  }
  return lo;
}
const lastStep = () => anim.stops.length - 1;
function seekStep(i) { seek(anim.stops[Math.max(0, Math.min(lastStep(), i))]); }

function seek(n) {
  n = Math.max(0, Math.min(anim.count, n));
  if (n === anim.count) anim.state = anim.final;
  else {
    const looks = engine._web_scene_seek(n);
    anim.state = stateOf(engine._web_scene_cells(), looks, (c, d) => engine._web_scene_open(c, d), n);
  }
  drawBoard();
  drawOverlay();
  describe();
}

// ---------------------------------------------------------------- draw

function color(s, c, last) {
  const paint = s.flag[c] & 63;
  return last || !paint ? null : PALETTE[paint];
}

function trace(g, o, from, to) {
  const np = o.pts.length / 2;
  for (let k = from; k <= to; k++) {
    const j = k % np;
    if (k === from) g.moveTo(o.pts[2 * j], o.pts[2 * j + 1]); else g.lineTo(o.pts[2 * j], o.pts[2 * j + 1]);
  }
}

// Calls fn(x0, y0, x1, y1) for each straight run of standing wall of a
// rectangle, in grid corners (cairo.c merges runs the same way).
function rectWalls(s, fn) {
  const w = M.width, h = M.height, cl = s.cell;
  const door = (c, d) => (c === M.start && M.startDoor === d) || (c === M.end && M.endDoor === d);
  // A seam's passage is the last row's south bit (the last column's east
  // one), open on both edges (maze.h's MAZE_WRAP_X, MAZE_WRAP_Y).
  // A twisted seam (MAZE_WRAP_FLIP_X, _Y) meets the far edge backwards:
  // the west edge's row r is the east edge's row h - 1 - r, the north
  // edge's column x the south edge's w - 1 - x; a projective plane's
  // corners have no seam north or south (wrap.c).
  const seamY = (M.wrap & 2) && h >= 3, seamX = (M.wrap & 1) && w >= 3;
  const flipX = M.wrap & 4, flipY = M.wrap & 8;
  const southSeam = x => !(flipY && seamX && (x === 0 || x === w - 1)) &&
    (cl[(h - 1) * w + x] & 2);
  const across = (x, j) => (j === 0 || j === h) && seamY
    ? !southSeam(j === 0 && flipY ? w - 1 - x : x)
    : j === 0 ? !door(x, 3)
    : j === h ? !door((h - 1) * w + x, 1) : !(cl[(j - 1) * w + x] & 2);
  const down = (i, r) => (i === 0 || i === w) && seamX
    ? !(cl[(i === 0 && flipX ? h - 1 - r : r) * w + w - 1] & 1)
    : i === 0 ? !door(r * w, 2)
    : i === w ? !door(r * w + w - 1, 0) : !(cl[r * w + i - 1] & 1);
  for (let j = 0; j <= h; j++)
    for (let x = 0; x < w;) {
      if (!across(x, j)) { x++; continue; }
      let e = x + 1;
      while (e < w && across(e, j)) e++;
      fn(x, j, e, j);
      x = e;
    }
  for (let i = 0; i <= w; i++)
    for (let y = 0; y < h;) {
      if (!down(i, y)) { y++; continue; }
      let e = y + 1;
      while (e < h && down(i, e)) e++;
      fn(i, y, i, e);
      y = e;
    }
}

// Calls fn(outline, from, to) for each side of a cell drawn as a wall in
// state s (maze_geometry_wall: the border but for the doors, sides next to
// cells out of the mask, closed passages; each wall once).
function shapeWalls(s, fn) {
  const last = s.step === anim.count;
  for (let c = 0; c < M.cells; c++) {
    const o = M.outlines[c], sides = o.sides, np = o.pts.length / 2;
    for (const i of wallSides(c, o, last)) fn(o, sides[i][1], i + 1 < sides.length ? sides[i + 1][1] : np);
  }
}

function drawBoard() {
  const s = anim.state, last = s.step === anim.count;
  if (M.floors > 1 && last) { drawFloors(); return; }
  const board = $('board'), g = board.getContext('2d'), geo = M.geo;
  g.fillStyle = BG;
  g.fillRect(0, 0, board.width, board.height);
  if (last) ANALYSIS.fill(g, M); // analysis.js
  for (let c = 0; c < M.cells && !last; c++) {
    const col = color(s, c, last);
    if (!col) continue;
    g.fillStyle = col;
    if (M.outlines) {
      g.beginPath(); trace(g, M.outlines[c], 0, M.outlines[c].pts.length / 2 - 1); g.closePath(); g.fill();
    } else {
      const x = c % M.width, y = Math.floor(c / M.width);
      g.fillRect(geo.margin + x * geo.cell, geo.margin + y * geo.cell, geo.cell, geo.cell);
    }
  }
  if (!last) {
    // The route as the solver marks it, a band through the cell centres
    // (along a floor: a stair's step is not drawn).
    g.beginPath();
    for (let c = 0; c < M.cells; c++) {
      if (!(s.flag[c] & ROUTE)) continue;
      const [x, y] = M.centre(c);
      g.moveTo(x, y); g.lineTo(x, y);
      for (const b of neighbours(c, true)) {
        if (b > c && (s.flag[b] & ROUTE) && linkedIn(s, c, b)) {
          const [bx, by] = M.centre(b);
          g.moveTo(x, y); g.lineTo(bx, by);
        }
      }
    }
    g.lineCap = g.lineJoin = 'round';
    g.strokeStyle = ROUTE_COLOR; g.lineWidth = Math.max(1, geo.cell / 3); g.stroke();
  }
  g.fillStyle = g.strokeStyle = FG;
  // Walls centred on their lines, odd widths on half pixels (cairo.c):
  // whole pixels, so a large maze's are written straight into the image.
  const off = (geo.wall % 2 ? 0.5 : 0) - geo.wall / 2;
  if (M.shape !== 0) {
    g.beginPath();
    shapeWalls(s, (o, from, to) => trace(g, o, from, to));
    g.lineWidth = geo.wall; g.lineCap = g.lineJoin = 'round'; g.stroke();
  } else if (M.floors > 1) {
    FLOORS.drawWalls(g, M, false);
    FLOORS.drawStairs(g, M, false);
  } else {
    const run = (x0, y0, x1, y1, fn) => fn(geo.margin + x0 * geo.cell + off, geo.margin + y0 * geo.cell + off,
      (x1 - x0) * geo.cell + geo.wall, (y1 - y0) * geo.cell + geo.wall);
    if (M.cells < 20000) {
      rectWalls(s, (x0, y0, x1, y1) => run(x0, y0, x1, y1, (x, y, w, h) => g.fillRect(x, y, w, h)));
    } else {
      const W = board.width, H = board.height;
      const pixel = c => 0xFF000000 | parseInt(c.slice(5, 7) + c.slice(3, 5) + c.slice(1, 3), 16);
      const fresh = last && !ANALYSIS.painted();
      const img = fresh ? new ImageData(W, H) : g.getImageData(0, 0, W, H);
      const px = new Uint32Array(img.data.buffer), ink = pixel(FG);
      if (fresh) px.fill(pixel(BG));
      rectWalls(s, (x0, y0, x1, y1) => run(x0, y0, x1, y1, (x, y, w, h) => {
        const l = Math.max(0, x), r = Math.min(W, x + w), b = Math.min(H, y + h);
        for (let yy = Math.max(0, y); yy < b; yy++)
          for (let i = yy * W + l, e = yy * W + r; i < e; i++) px[i] = ink;
      }));
      g.putImageData(img, 0, 0);
    }
  }
  if (M.floors === 1) drawEnds(g);
  if (M.cross) drawBridges(g, s);
  if (M.wrap && M.shape === 0 && M.floors === 1) drawSeams(g, s);
  if (last) ANALYSIS.drawMarks(g, M);
  $('counter').textContent = 'step ' + stepOf(s.step) + ' / ' + lastStep();
}

// A start or end with no gap in the outer wall to show it (a polar start
// at the centre, an --end inside): a dot, as the PNG writer's markers.
function drawEnds(g) {
  for (const [c, door] of [[M.start, M.startDoor], [M.end, M.endDoor]]) {
    if (c < 0 || door >= 0) continue;
    const [x, y] = M.centre(c);
    g.beginPath(); g.arc(x, y, M.geo.cell / 4, 0, 2 * Math.PI);
    g.fillStyle = ROUTE_COLOR; g.fill();
  }
}

// A dot in the gap of each open seam on both edges, as the PNG writer
// marks them (cairo.c's draw_seams).
function drawSeams(g, s) {
  const w = M.width, h = M.height, geo = M.geo, cl = s.cell, r = geo.cell / 6;
  const dot = (x, y) => { g.moveTo(x + r, y); g.arc(x, y, r, 0, 2 * Math.PI); };
  g.beginPath();
  // A twisted seam's far end is on the mirrored row (column).
  const fy = y => M.wrap & 4 ? h - 1 - y : y, fx = x => M.wrap & 8 ? w - 1 - x : x;
  for (let y = 0; (M.wrap & 1) && w >= 3 && y < h; y++)
    if (cl[y * w + w - 1] & 1) {
      dot(geo.margin + w * geo.cell, geo.margin + (y + 0.5) * geo.cell);
      dot(geo.margin, geo.margin + (fy(y) + 0.5) * geo.cell);
    }
  for (let x = 0; (M.wrap & 2) && h >= 3 && x < w; x++)
    if ((cl[(h - 1) * w + x] & 2) && engine._web_neighbour((h - 1) * w + x, 1) >= 0) {
      dot(geo.margin + (x + 0.5) * geo.cell, geo.margin + h * geo.cell);
      dot(geo.margin + (fx(x) + 0.5) * geo.cell, geo.margin);
    }
  // The seams' arrows in the margin, as cairo.c's draw_seam_arrows: one
  // head beside the x seam's edges, two beside the y seam's, pointing
  // opposite ways on the two edges of a twisted seam.
  const a = Math.min(geo.margin, geo.cell) * 0.5, out = geo.margin / 2;
  const arrow = (x, y, dx, dy) => {
    g.moveTo(x + dx * a / 2, y + dy * a / 2);
    g.lineTo(x - dx * a / 2 - dy * a / 2, y - dy * a / 2 + dx * a / 2);
    g.lineTo(x - dx * a / 2 + dy * a / 2, y - dy * a / 2 - dx * a / 2);
    g.closePath();
  };
  const x0 = geo.margin, x1 = geo.margin + w * geo.cell;
  const y0 = geo.margin, y1 = geo.margin + h * geo.cell;
  if (a >= 3 && (M.wrap & 1) && w >= 3) {
    arrow(x1 + out, (y0 + y1) / 2, 0, 1);
    arrow(x0 - out, (y0 + y1) / 2, 0, M.wrap & 4 ? -1 : 1);
  }
  for (const k of [-1, 1])
    if (a >= 3 && (M.wrap & 2) && h >= 3) {
      arrow((x0 + x1) / 2 + k * a * 0.6, y1 + out, 1, 0);
      arrow((x0 + x1) / 2 + k * a * 0.6, y0 - out, M.wrap & 8 ? -1 : 1, 0);
    }
  g.fillStyle = PALETTE[5] || '#8cc8ff'; g.fill();
}

// Each crossing as a bridge, as the PNG writer draws it (cairo.c): the
// walls of the passage over it run on across the cell, set in a quarter
// cell from its sides, and stubs join them to the cell's corners, so the
// passage under it shows as the gap between the stubs. Drawn once the
// crossing's four sides are open in state s; only the cells in the Set
// `only` when given.
function drawBridges(g, s, only) {
  const geo = M.geo, off = (geo.wall % 2 ? 0.5 : 0) - geo.wall / 2;
  g.fillStyle = FG;
  bridgeLines(s, only, (x, y, x2, y2) => g.fillRect(x + off, y + off, x2 - x + geo.wall, y2 - y + geo.wall));
}

// Calls fn(x0, y0, x1, y1) in picture coordinates for each line of the
// bridges drawBridges() draws (maze_geometry_bridge), once a crossing's
// four sides are open in state s.
function bridgeLines(s, only, fn) {
  const w = M.width, cl = s.cell;
  for (let c = 0; c < M.cells; c++) {
    if (!M.cross[c] || (only && !only.has(c))) continue;
    if (!(cl[c] & 1) || !(cl[c] & 2) || !(cl[c - 1] & 1) || !(cl[c - w] & 2)) continue;
    const v = F64(engine._web_bridge(c));
    for (let k = 0; k < v[0]; k++) fn(v[1 + 4 * k], v[2 + 4 * k], v[3 + 4 * k], v[4 + 4 * k]);
  }
}

// Whether a and b are next to each other (not the two ends of a passage
// under a crossing).
// The way out of a's edge to b across a seam, as a unit step [x, y]: the
// sign of the long jump on a straight seam; on a twisted one (rectangles)
// the direction of the step, which a jump across the twist cannot tell.
function seamStep(a, b, dx, dy) {
  if (M.wrap & 12) {
    const unit = [[1, 0], [0, 1], [-1, 0], [0, -1]];
    for (let d = 0; d < 4; d++) if (engine._web_neighbour(a, d) === b) return unit[d];
  }
  const far = 1.5 * M.geo.cell;
  return [Math.abs(dx) > far ? -Math.sign(dx) : 0, Math.abs(dy) > far ? -Math.sign(dy) : 0];
}

function isNeighbour(a, b) {
  for (let d = 0; d < 6; d++) if (engine._web_neighbour(a, d) === b) return true;
  return false;
}

// The cells the passages from c lead to (under a crossing, the cell beyond
// it), as maze play moves; with onFloor, not up or down a stair.
function exits(c, onFloor) {
  const out = [];
  const dirs = onFloor && M.floors > 1 ? 4 : 8; // MAZE_UP, MAZE_MAX_NEIGHBOURS
  for (let d = 0; d < dirs; d++) {
    const b = engine._web_go(c, d);
    if (b >= 0) out.push(b);
  }
  return out;
}

// The cells next to c; with onFloor, not up or down a stair.
function neighbours(c, onFloor) {
  const out = [];
  const dirs = onFloor && M.floors > 1 ? 4 : 8; // MAZE_UP, MAZE_MAX_NEIGHBOURS
  for (let d = 0; d < dirs; d++) {
    const b = engine._web_neighbour(c, d);
    if (b >= 0) out.push(b);
  }
  return out;
}

function linkedIn(s, a, b) {
  if (M.shape !== 0) return s.links.has(key(a, b));
  const lo = Math.min(a, b);
  return !!(s.cell[lo] & (Math.abs(a - b) === 1 && Math.floor(a / M.width) === Math.floor(b / M.width) ? 1 : 2));
}

// Where a route leaves cell c through side (rect: direction) `door`.
function doorMiddle(c, door) {
  return sideMiddle(M.outlines ? M.outlines[c] : outline(c), door);
}

// The points of a route through the cell centres, from the start's door
// when it starts at the start and to the end's door when it gets there.
function routePoints(cells) {
  const pts = cells.map(c => M.centre(c));
  if (cells.length && cells[0] === M.start && M.startDoor >= 0) pts.unshift(doorMiddle(M.start, M.startDoor));
  if (cells.length && cells[cells.length - 1] === M.end && M.endDoor >= 0) pts.push(doorMiddle(M.end, M.endDoor));
  return pts;
}

// Strokes a route in colour `color`, `width` wide; its steps under a
// crossing dashed and paler, under the bridge drawn again over them (as
// the PNG writer draws them).
function routeLine(g, cells, doors, color, width) {
  const pts = doors ? routePoints(cells) : cells.map(c => M.centre(c));
  const lead = doors && cells.length && cells[0] === M.start && M.startDoor >= 0 ? 1 : 0;
  const under = k => M.cross && k >= lead + 1 && k - lead < cells.length &&
    !isNeighbour(cells[k - lead - 1], cells[k - lead]);
  g.beginPath();
  const cell = M.geo.cell;
  pts.forEach(([x, y], k) => {
    const [px, py] = k ? pts[k - 1] : [x, y];
    const dx = x - px, dy = y - py;
    if (k === 0 || under(k)) g.moveTo(x, y);
    else if (M.wrap && (Math.abs(dx) > 1.5 * cell || Math.abs(dy) > 1.5 * cell)) {
      // Across a seam: out through one edge, back in through the other
      // (a twisted seam moves the other way too: its step's direction
      // says which edge).
      const [ox, oy] = seamStep(cells[k - lead - 1], cells[k - lead], dx, dy);
      const sx = -ox * cell / 2, sy = -oy * cell / 2;
      g.lineTo(px - sx, py - sy); g.moveTo(x + sx, y + sy); g.lineTo(x, y);
    } else if (M.shape >= SHAPE_CUBE && k > lead && k - lead < cells.length &&
               Math.hypot(dx, dy) > 1.5 * cell) {
      // Over a cube's cut seam or a sphere's equator: out through the
      // side towards the next cell, in through that cell's side back
      // (cairo.c's seam_step).
      const a = cells[k - lead - 1], b = cells[k - lead];
      const side = (c, to) => {
        const o = M.outlines ? M.outlines[c] : outline(c);
        const i = o.sides.findIndex(([d]) => d >= 0 && engine._web_neighbour(c, d) === to);
        return i < 0 ? M.centre(c) : sideMiddle(o, i);
      };
      g.lineTo(...side(a, b)); g.moveTo(...side(b, a)); g.lineTo(x, y);
    } else g.lineTo(x, y);
  });
  g.strokeStyle = color; g.lineWidth = width; g.stroke();
  const below = pts.map((p, k) => k).filter(under);
  if (!below.length) return;
  g.save();
  g.beginPath();
  for (const k of below) { g.moveTo(...pts[k - 1]); g.lineTo(...pts[k]); }
  g.setLineDash([M.geo.cell / 6, M.geo.cell / 6]);
  g.lineCap = 'butt';
  g.globalAlpha = 0.5; // half way to the background, as cairo.c's paler()
  g.stroke();
  g.restore();
  drawBridges(g, anim.final, new Set(below.map(k => (cells[k - lead - 1] + cells[k - lead]) / 2)));
}

// The layer over the maze: fog, the route when shown, the hint, the
// player. It is redrawn alone when the player moves.
function drawOverlay() {
  const ov = $('overlay'), g = ov.getContext('2d'), geo = M.geo;
  g.clearRect(0, 0, ov.width, ov.height);
  if (anim.state.step !== anim.count || M.start < 0) return;
  if ($('fog').checked && game.fog) g.drawImage(game.fog, 0, 0);
  g.lineCap = g.lineJoin = 'round';
  const whole = M.route.length ? M.route : game.shortest;
  const line = M.floors > 1 ? (cells, doors, color, width) => FLOORS.route(g, M, cells, color, width)
    : (cells, doors, color, width) => routeLine(g, cells, doors, color, width);
  if (view.route && whole.length) {
    line(whole, true, ROUTE_COLOR, Math.max(1, geo.cell / 3));
  }
  if (game.hint.length > 1) line(game.hint, false, HINT_COLOR, Math.max(1, geo.cell / 4));
  drawStartAndGoal(g);
  const [x, y] = M.centre(game.at);
  g.beginPath();
  g.arc(x, y, Math.max(1, geo.cell * 0.32), 0, 2 * Math.PI);
  g.fillStyle = PLAYER_COLOR; g.fill();
}

// The start as a ring round its cell's centre and the goal as a flag,
// so a player sees where to go (the page's line says "reach the flag").
function drawStartAndGoal(g) {
  const r = M.geo.cell;
  if (r < 6) return;
  const [sx, sy] = M.centre(M.start);
  g.beginPath(); g.arc(sx, sy, r * 0.38, 0, 2 * Math.PI);
  g.lineWidth = Math.max(1.5, r / 10); g.strokeStyle = START_COLOR; g.stroke();
  if (M.end < 0) return;
  const [ex, ey] = M.centre(M.end);
  const pole = ex - r * 0.2, top = ey - r * 0.34, foot = ey + r * 0.34;
  g.beginPath(); g.moveTo(pole, foot); g.lineTo(pole, top);
  g.lineWidth = Math.max(1.5, r / 12); g.strokeStyle = GOAL_COLOR; g.stroke();
  g.beginPath(); g.moveTo(pole, top); g.lineTo(ex + r * 0.3, top + r * 0.17); g.lineTo(pole, top + r * 0.34);
  g.closePath(); g.fillStyle = GOAL_COLOR; g.fill();
}

// ---------------------------------------------------------------- game

const game = { at: -1, moves: 0, hints: 0, started: 0, finished: 0, won: false, hint: [],
  shortest: [], fog: null };
const view = { route: false };

function cellShape(g, c) {
  const geo = M.geo;
  if (M.shape !== 0) {
    const o = M.outlines[c];
    g.beginPath(); trace(g, o, 0, o.pts.length / 2 - 1); g.closePath(); g.fill();
  } else {
    // A square a pixel bigger all round.
    const [x, y] = M.centre(c), h = geo.cell / 2;
    g.fillRect(x - h - 1, y - h - 1, geo.cell + 2, geo.cell + 2);
  }
}

// Fog of war: what the player has not seen is dark. A cell is seen once
// the player stands in it or next to it through a passage.
function reveal(c) {
  if (!game.fog) return;
  const g = game.fog.getContext('2d');
  g.globalCompositeOperation = 'destination-out';
  g.fillStyle = '#000';
  cellShape(g, c);
  for (const b of exits(c)) cellShape(g, b);
}

function newGame() {
  game.at = M.start; game.moves = 0; game.hints = 0; game.started = 0;
  game.finished = 0; game.won = false; game.hint = [];
  game.shortest = M.end >= 0 ? shortestFrom(M.start) : [];
  game.fog = null;
  if ($('fog').checked && M.start >= 0) {
    game.fog = document.createElement('canvas');
    game.fog.width = M.geo.width; game.fog.height = M.geo.height;
    const g = game.fog.getContext('2d');
    g.fillStyle = FOG_COLOR; g.fillRect(0, 0, M.geo.width, M.geo.height);
    reveal(game.at);
  }
  $('win').textContent = '';
  $('howto').hidden = M.start < 0 || M.end < 0;
  if (eye.on && !EYE.why(M)) eyeStart();
  showStats();
  describe();
}

function elapsed() {
  if (!game.started) return 0;
  return ((game.finished || performance.now()) - game.started) / 1000;
}

// The score, as maze play counts it: 1000 for the shortest walk, scaled
// down by extra steps, minus 100 a hint and 1 a second beyond a par of two
// moves a second; never below 0.
function score() {
  const best = game.shortest.length - 1, seconds = elapsed(), par = best / 2;
  let s = 1000 * best / Math.max(1, game.moves) - 100 * game.hints;
  if (seconds > par) s -= seconds - par;
  return s > 0 ? Math.round(s) : 0;
}

// The shortest route from cell c to the end (breadth-first search).
function shortestFrom(c) {
  const n = c >= 0 ? engine._web_hint(c) : 0;
  const p = engine._web_hint_cells() >> 2;
  return n ? Array.from(engine.HEAPU32.subarray(p, p + n)) : [];
}

function showStats() {
  if (!M || M.start < 0) { $('stats').textContent = ''; return; }
  const floor = M.floors > 1 ? 'floor ' + (FLOORS.floorOf(M, game.at) + 1) + '/' + M.floors + ' · ' : '';
  // A hint that takes a stair says which key, as maze play's does.
  const z = c => FLOORS.floorOf(M, c), h = game.hint;
  const at = M.floors > 1 ? h.findIndex((c, i) => i && z(c) !== z(h[i - 1])) : -1;
  const stair = at > 0 ? (z(h[at]) > z(h[at - 1]) ? ' · hint: up a stair (<)' : ' · hint: down a stair (>)') : '';
  $('stats').textContent = floor + 'moves ' + game.moves + ' · time ' + elapsed().toFixed(1) +
    ' s · hints ' + game.hints + (game.won ? ' · score ' + score() : '') + stair;
}

function moveTo(b) {
  if (game.won || anim.state.step !== anim.count) return;
  if (!exits(game.at).includes(b)) { announce('blocked: no passage that way'); return; }
  if (!game.started) game.started = performance.now();
  game.at = b;
  game.moves++;
  if (game.hint.length) {
    // A hint stays while the player follows it.
    game.hint = game.hint[1] === b ? game.hint.slice(1) : [];
  }
  reveal(b);
  if (eye.on) EYE.follow(b, performance.now());
  if (b === M.end) {
    game.won = true;
    game.finished = performance.now();
    $('win').textContent = 'You made it in ' + game.moves + ' moves and ' + elapsed().toFixed(1) +
      ' s (shortest ' + (game.shortest.length - 1) + ', hints ' + game.hints + '): score ' + score();
    announce($('win').textContent);
  }
  showStats();
  drawOverlay();
  describe();
}

// Moves towards an angle on the screen (0 east, 90 south): to the open
// neighbour whose centre lies nearest that way, if within 70 degrees (30
// on an upsilon grid, whose octagons have a way every 45 degrees: a key
// for a walled way is refused, never turned to the next way round).
function moveToward(angle) {
  if (game.at < 0) return;
  const [x, y] = M.centre(game.at);
  let best = -1, bestDiff = M.shape === SHAPE_UPSILON ? 30 : 70;
  for (const b of exits(game.at, true)) {
    let [bx, by] = M.centre(b);
    if (M.wrap) { // across a seam: the way out of the near edge
      const far = 1.5 * M.geo.cell;
      if (Math.abs(bx - x) > far || Math.abs(by - y) > far) {
        const [ox, oy] = seamStep(game.at, b, bx - x, by - y);
        bx = ox ? x + ox * M.geo.cell : bx;
        by = oy ? y + oy * M.geo.cell : by;
        if (ox) by = y;
        if (oy) bx = x;
      }
    }
    const a = Math.atan2(by - y, bx - x) * 180 / Math.PI;
    const diff = Math.abs(((a - angle) % 360 + 540) % 360 - 180);
    if (diff < bestDiff) { bestDiff = diff; best = b; }
  }
  if (best >= 0) moveTo(best);
  else if (!game.won && anim.state.step === anim.count) announce('blocked: a wall that way');
}

// Up (FLOORS.UP) or down (FLOORS.DOWN) a stair from where the player
// stands, as maze play's < and >.
function takeStair(d) {
  if (game.at < 0 || M.floors === 1) return;
  const b = engine._web_go(game.at, d);
  if (b >= 0) moveTo(b);
  else announce(d === FLOORS.UP ? 'blocked: no stair up here' : 'blocked: no stair down here');
}

function showHint() {
  if (game.won || game.at < 0 || anim.state.step !== anim.count) return;
  const path = shortestFrom(game.at);
  if (!path.length) return;
  game.hint = path.slice(0, Math.min(path.length, 9)); // the next eight steps
  game.hints++;
  showStats();
  drawOverlay();
  announce('hint: ' + wayTo(game.hint) + ' (' + (path.length - 1) + ' steps to the end)');
}

// The first steps of a route in words: "east, east, south".
function wayTo(cells) {
  const names = ['east', 'south', 'west', 'north', 'up a stair', 'down a stair'];
  const out = [];
  for (let i = 1; i < cells.length && out.length < 4; i++) {
    let d = -1;
    for (let k = 0; k < 8 && d < 0; k++) if (engine._web_go(cells[i - 1], k) === cells[i]) d = k;
    if (M.shape !== 0 && d >= 0) {
      // Other shapes: the way on the screen.
      const [ax, ay] = M.centre(cells[i - 1]), [bx, by] = M.centre(cells[i]);
      const a = (Math.atan2(by - ay, bx - ax) * 180 / Math.PI + 360) % 360;
      out.push(['east', 'south-east', 'south', 'south-west', 'west', 'north-west', 'north', 'north-east'][Math.round(a / 45) % 8]);
    } else out.push(d >= 0 ? names[d] : 'on');
  }
  return out.join(', ');
}

// ------------------------------------------------------- first person
//
// The first-person view (firstperson.js) walks the maze shown from
// inside: the arrow keys (or W A S D) turn and step, swipes too. Moves go
// through the game (moveToward), as on the board.

const eye = { on: false, asked: false, frames: 0, drawMs: 0, still: true, loop: 0 };
const EYE_KEYS = { arrowleft: 'left', a: 'left', arrowright: 'right', d: 'right',
  arrowup: 'forward', w: 'forward', arrowdown: 'back', s: 'back' };

function eyeKey(what) {
  if (!M || game.at < 0) return;
  if (what === 'left' || what === 'right') {
    announce('facing ' + EYE.turn(what === 'left' ? -1 : 1, game.at, performance.now()));
    describe();
  } else moveToward(EYE.angle() + (what === 'back' ? 180 : 0));
}

// The player at its cell, facing the first passage from it (east, south,
// west, north).
function eyeStart() {
  let angle = 0;
  for (let d = 0; d < 4; d++) if (engine._web_go(game.at, d) >= 0) { angle = 90 * d; break; }
  EYE.start(M, game.at, angle);
}

// The canvas the size of the room: the stage's width (at most 960) and
// three fifths of it high (as high as wide in a window taller than wide:
// a phone's), within the window.
function eyeSize() {
  const [w, h] = room(), cv = $('eyeview');
  cv.width = Math.max(240, Math.min(w, 960));
  const tall = window.innerHeight > window.innerWidth ? 1 : 0.6;
  cv.height = Math.max(180, Math.min(Math.round(cv.width * tall), h));
}

function eyeFrame(t) {
  if (!eye.on) { eye.loop = 0; return; }
  const trails = [];
  if (view.route && game.shortest.length) trails.push([M.route.length ? M.route : game.shortest, ROUTE_COLOR, 0.06]);
  if (game.hint.length > 1) trails.push([game.hint, HINT_COLOR, 0.12]);
  const t0 = performance.now();
  eye.still = EYE.draw($('eyeview'), t, trails);
  eye.drawMs += performance.now() - t0;
  eye.frames++;
  eye.loop = requestAnimationFrame(eyeFrame);
}

// Turns the view on or off; on only when the maze fits it. The address
// follows unless `made` (a maze just made writes its own).
function setEye(on, made) {
  const why = EYE.why(M);
  on = on && !why && M.start >= 0;
  eye.on = on;
  eye.asked = on;
  $('eye').setAttribute('aria-pressed', String(on));
  document.body.classList.toggle('eye-on', on);
  if (on) {
    if (anim.state.step !== anim.count) { setPlaying(false); seek(anim.count); }
    eyeSize();
    eyeStart();
    if (!eye.loop) eye.loop = requestAnimationFrame(eyeFrame);
    $('view').focus();
  } else {
    EYE.stop();
    if (eye.loop) cancelAnimationFrame(eye.loop);
    eye.loop = 0;
  }
  describe();
  if (M && !made) writeQuery();
}

// After a new maze: the toggle offered when the maze fits the view (its
// reason as the button's description when not), the view kept on.
function eyeFits() {
  const why = M.start < 0 ? 'the first-person view needs a start' : EYE.why(M);
  $('eye').disabled = !!why;
  $('eye').title = why || 'walk the maze from inside (arrows turn and step)';
  $('eyewhy').textContent = why;
  setEye(eye.asked && !why, true);
}

// Swipes on the view: sideways turn, up steps forward, down back.
function wireEye() {
  const cv = $('eyeview');
  let down = null;
  cv.addEventListener('pointerdown', e => { if (e.isPrimary) down = [e.clientX, e.clientY]; });
  cv.addEventListener('pointerup', e => {
    if (!down || !e.isPrimary) return;
    const dx = e.clientX - down[0], dy = e.clientY - down[1];
    down = null;
    if (Math.hypot(dx, dy) < 24) eyeKey('forward');
    else if (Math.abs(dx) > Math.abs(dy)) eyeKey(dx < 0 ? 'left' : 'right');
    else eyeKey(dy < 0 ? 'forward' : 'back');
  });
  window.addEventListener('resize', () => { if (eye.on) eyeSize(); });
}

// ---------------------------------------------------------------- make

let making = 0;

// Makes the maze the settings in `query` describe (formQuery()'s kind).
// The form then shows the settings the library took, but keeps what was
// typed in it when they are refused.
function make(query, fromForm) {
  if (document.body.classList.contains('panel-open') && fromForm) panel(false);
  const q = { query, solve: $('solver').value === 'none' ? 0 : 1, record: RECORD_BYTES,
    cell: Math.trunc(Number($('cell').value) || 0) };
  q.id = ++making;
  say('making…');
  document.body.classList.add('making');
  // Keys walk now, not type into a field.
  const typing = document.activeElement && ['INPUT', 'SELECT'].includes(document.activeElement.tagName);
  if (typing) document.activeElement.blur();
  const t0 = performance.now();
  const done = r => {
    if (r.id !== making) return;
    document.body.classList.remove('making');
    if (!r.error || !fromForm) showTaken(r.taken);
    if (r.error) { say(r.error, true); document.body.dataset.made = String(q.id); return; }
    const t1 = performance.now();
    try {
      M = adopt(r, q);
    } catch (e) { say(String(e.message || e), true); return; }
    M.byWorker = !!worker;
    $('board').width = $('overlay').width = M.geo.width;
    $('board').height = $('overlay').height = M.geo.height;
    zoom(0);

    const t2 = performance.now();
    prepareAnimation();
    ANALYSIS.run(M);
    newGame();
    setPlaying(false);
    const t3 = performance.now();
    drawBoard();
    drawOverlay();
    const t4 = performance.now(), ms = Math.round;
    $('timing').textContent = M.cells + ' cells in ' + ms(t4 - t0) + ' ms';
    $('timing').title = 'made ' + ms(t1 - t0) + ' ms, adopted ' + ms(t2 - t1) + ' ms, events ' +
      ms(t3 - t2) + ' ms, drawn ' + ms(t4 - t3) + ' ms';
    const unwatched = ['', 'too large to watch being made'];
    // Drawn to a target (difficulty=hard): how many seeds it took.
    const drawn = r.tries > 1 ? 'seed ' + r.seed + ', the first of ' + r.tries + ' seeds tried that fits' : '';
    say([r.note, drawn, unwatched[r.unwatched]].filter(Boolean).join('; '), false);
    eyeFits();
    writeQuery(r.taken, fromForm);
    describe();
    document.body.dataset.made = String(q.id);
  };
  if (worker) {
    worker.onmessage = e => done(e.data);
    worker.postMessage(q);
  } else {
    setTimeout(() => done(localMake(engine, q)), 0);
  }
}

// A maze of floors, finished, on the board (floors.js).
function drawFloors() {
  const g = $('board').getContext('2d');
  FLOORS.draw(g, M, () => ANALYSIS.fill(g, M));
  ANALYSIS.drawMarks(g, M);
  $('counter').textContent = 'step ' + stepOf(anim.state.step) + ' / ' + lastStep();
}

let localMake = null;

// ---------------------------------------------------------------- save

function download(name, blob) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

function fileName(ext) {
  const q = new URLSearchParams(M.taken);
  const floors = M.floors > 1 ? '-' + M.floors + '-floors' : '';
  return 'maze-' + q.get('a') + '-' + q.get('shape') + '-' + q.get('w') + 'x' + q.get('h') + floors + '-' +
    q.get('seed') + '.' + ext;
}

function savePNG() {
  const c = document.createElement('canvas');
  c.width = M.geo.width; c.height = M.geo.height;
  const g = c.getContext('2d');
  g.drawImage($('board'), 0, 0);
  g.drawImage($('overlay'), 0, 0);
  c.toBlob(b => download(fileName('png'), b));
}

function saveSVG() {
  if (M.floors > 1) {
    const svg = FLOORS.svg(M, view.route && M.route.length ? M.route : null);
    download(fileName('svg'), new Blob([svg], { type: 'image/svg+xml' }));
    return;
  }
  const geo = M.geo, s = anim.state, f = v => +v.toFixed(2);
  const d = [];
  if (M.outlines) {
    shapeWalls(s, (o, from, to) => {
      const np = o.pts.length / 2;
      for (let k = from; k <= to; k++) {
        const j = k % np;
        d.push((k === from ? 'M' : 'L') + f(o.pts[2 * j]) + ' ' + f(o.pts[2 * j + 1]));
      }
    });
  } else {
    rectWalls(s, (x0, y0, x1, y1) => d.push('M' + (geo.margin + x0 * geo.cell) + ' ' + (geo.margin + y0 * geo.cell) +
      'L' + (geo.margin + x1 * geo.cell) + ' ' + (geo.margin + y1 * geo.cell)));
    if (M.cross) bridgeLines(s, null, (x0, y0, x1, y1) => d.push('M' + f(x0) + ' ' + f(y0) + 'L' + f(x1) + ' ' + f(y1)));
  }
  let route = '';
  if (view.route && M.route.length)
    route = '<path fill="none" stroke="' + ROUTE_COLOR + '" stroke-width="' + f(geo.cell / 3) +
      '" stroke-linecap="round" stroke-linejoin="round" d="' +
      routePoints(M.route).map((p, i) => (i ? 'L' : 'M') + p.map(f).join(' ')).join('') + '"/>\n';
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="' + geo.width + '" height="' + geo.height +
    '" viewBox="0 0 ' + geo.width + ' ' + geo.height + '">\n<rect width="100%" height="100%" fill="' + BG + '"/>\n' +
    '<path fill="none" stroke="' + FG + '" stroke-width="' + geo.wall + '" stroke-linecap="square" d="' + d.join('') + '"/>\n' +
    route + '</svg>\n';
  download(fileName('svg'), new Blob([svg], { type: 'image/svg+xml' }));
}

// The maze shown in the library's text or JSON format, with the route
// when it is shown.
function write(format) {
  if (!M) return '';
  return engine.ccall('web_write', 'string', ['string', 'number'], [format, view.route ? 1 : 0]);
}
const text = () => write('text');

function saveText() {
  const t = text();
  if (!t) { say('the text format draws rectangles only', true); return; }
  download(fileName('txt'), new Blob([t], { type: 'text/plain' }));
}

// ------------------------------------------------------------ controls

let playing = false, last = 0, owed = 0;
function perSecond() { return Math.round(Math.pow(10, $('speed').value / 100 * 3.5)); }
function tick(t) {
  if (!playing) return;
  owed += (t - last) / 1000 * perSecond();
  last = t;
  const n = Math.floor(owed);
  if (n > 0) { owed -= n; seekStep(stepOf(anim.state.step) + n); }
  if (anim.state.step >= anim.count) { setPlaying(false); return; }
  requestAnimationFrame(tick);
}
function setPlaying(on) {
  playing = on && !!M && anim.state.step < anim.count;
  $('play').textContent = playing ? 'pause' : 'play';
  if (playing) { last = performance.now(); owed = 0; requestAnimationFrame(tick); }
}

// Zoom: the canvas at `steps` halvings or doublings of the size that
// fits (0: fits the room), in a view that scrolls; +, - or the buttons.
let zoomSteps = 0;
function zoom(by) {
  zoomSteps = by === 0 ? 0 : Math.max(-2, Math.min(5, zoomSteps + by));
  const width = zoomSteps ? Math.round(M.geo.width * Math.pow(2, zoomSteps / 2)) + 'px' : '';
  for (const id of ['board', 'overlay']) $(id).style.width = width;
  $('view').classList.toggle('zoomed', zoomSteps > 0);
  $('view').style.maxHeight = zoomSteps > 0 ? room()[1] + 'px' : '';
  if (zoomSteps > 0 && game.at >= 0) {
    // The player in view.
    const [x, y] = M.centre(game.at), r = $('board').getBoundingClientRect(), v = $('view');
    v.scrollLeft = x * r.width / M.geo.width - v.clientWidth / 2;
    v.scrollTop = y * r.height / M.geo.height - v.clientHeight / 2;
  }
}

// Phones: the settings fold into a panel the header's button opens.
function panel(open) {
  document.body.classList.toggle('panel-open', open);
  $('panel').setAttribute('aria-expanded', String(open));
  $('panel').textContent = open ? 'close settings' : 'settings';
}

function wire() {
  $('panel').onclick = () => panel(!document.body.classList.contains('panel-open'));
  $('zoomin').onclick = () => zoom(1);
  $('eye').onclick = () => setEye(!eye.on);
  wireEye();
  $('zoomout').onclick = () => zoom(-1);
  // Back and forward: the maze of that entry's address.
  window.addEventListener('popstate', () => { const q = readQuery(); view.route = q.route; eye.asked = q.eye; make(q.query); });
  $('settings').addEventListener('submit', e => { e.preventDefault(); make(formQuery(), true); });
  $('newseed').onclick = () => { $('seed').value = ''; make(formQuery(), true); };
  for (const id of ['algorithm', 'shape', 'solver']) $(id).addEventListener('change', showOptions);
  // A generator chosen for a shape it does not take brings its own: the
  // first it takes, and its own size for a grid of one layout.
  $('algorithm').addEventListener('change', () => {
    const takes = $('algorithm').selectedOptions[0].dataset.takes.split(' ');
    if (takes.includes($('shape').value)) return;
    $('shape').value = takes[0];
    if (takes.length === 1) $('width').value = $('height').value = '';
    showOptions();
  }, true);
  $('first').onclick = () => { setPlaying(false); seekStep(0); };
  $('back').onclick = () => { setPlaying(false); seekStep(stepOf(anim.state.step) - 1); };
  $('forward').onclick = () => { setPlaying(false); seekStep(stepOf(anim.state.step) + 1); };
  $('last').onclick = () => { setPlaying(false); seek(anim.count); };
  $('play').onclick = () => {
    if (!playing && anim.state.step >= anim.count) seekStep(0);
    setPlaying(!playing);
  };
  $('hint').onclick = showHint;
  $('showroute').onclick = () => { view.route = !view.route; drawOverlay(); writeQuery(); };
  $('restart').onclick = () => { newGame(); drawOverlay(); };
  $('fog').onchange = () => { newGame(); drawOverlay(); writeQuery(); };
  // A toggle turned on shows the finished maze, where the analyses are.
  ANALYSIS.wire(() => {
    if (!M) return;
    ANALYSIS.run(M);
    if (ANALYSIS.asked() && anim.state.step !== anim.count) { setPlaying(false); seek(anim.count); }
    else drawBoard();
    writeQuery();
  });
  $('savepng').onclick = savePNG;
  $('savesvg').onclick = saveSVG;
  $('savetext').onclick = saveText;
  const angles = { arrowright: 0, d: 0, arrowdown: 90, s: 90, arrowleft: 180, a: 180,
    arrowup: 270, w: 270, e: 300, q: 240, z: 120, c: 60 };
  // Upsilon's octagons: Q E Z C are the diagonals, a half of a right
  // angle from the straight ways.
  const slants = { ...angles, e: 315, q: 225, z: 135, c: 45 };
  // The keypad's digits as they lie (with Num Lock off too: by its code).
  const keypad = { Numpad6: 0, Numpad3: 45, Numpad2: 90, Numpad1: 135, Numpad4: 180,
    Numpad7: 225, Numpad8: 270, Numpad9: 315 };
  document.addEventListener('keydown', e => {
    const t = e.target.tagName;
    const typing = (t === 'INPUT' && e.target.type !== 'checkbox') || t === 'SELECT' || t === 'TEXTAREA';
    if (typing || !M || e.ctrlKey || e.metaKey || e.altKey) return;
    const k = e.key.toLowerCase();
    const buttons = { ' ': 'play', '[': 'back', ']': 'forward', home: 'first', end: 'last' };
    const stairs = { '<': FLOORS.UP, pageup: FLOORS.UP, '>': FLOORS.DOWN, pagedown: FLOORS.DOWN };
    const ways = M.shape === SHAPE_UPSILON ? slants : angles;
    if (eye.on && k in EYE_KEYS) { e.preventDefault(); eyeKey(EYE_KEYS[k]); }
    else if (e.code in keypad && !eye.on && (M.shape !== 0 || keypad[e.code] % 90 === 0)) {
      e.preventDefault(); moveToward(keypad[e.code]);
    }
    else if (k in ways && !eye.on) { e.preventDefault(); moveToward(ways[k]); }
    else if (k in stairs) { e.preventDefault(); takeStair(stairs[k]); }
    else if (k in buttons) { e.preventDefault(); $(buttons[k]).click(); }
    else if (k === 'h') showHint();
    else if (k === 'r') $('showroute').click();
    else if (k === 'v' && !$('eye').disabled) $('eye').click();
    else if (k === '+' || k === '=') zoom(1);
    else if (k === '-') zoom(-1);
  });
  // Swipes, and clicks or taps on a cell next to the player.
  const ov = $('overlay');
  let down = null;
  const at = e => {
    const r = ov.getBoundingClientRect();
    return [(e.clientX - r.left) * ov.width / r.width, (e.clientY - r.top) * ov.height / r.height];
  };
  // Two fingers pinch: the zoom's half steps as their distance grows or
  // shrinks by the square root of two; no swipe or tap then.
  const fingers = new Map();
  let pinch = 0;
  const spread = () => { const [a, b] = [...fingers.values()]; return Math.hypot(a[0] - b[0], a[1] - b[1]); };
  ov.addEventListener('pointerdown', e => {
    fingers.set(e.pointerId, [e.clientX, e.clientY]);
    down = fingers.size === 1 ? at(e) : null;
    if (fingers.size === 2) pinch = Math.max(1, spread());
  });
  ov.addEventListener('pointermove', e => {
    if (!fingers.has(e.pointerId)) return;
    fingers.set(e.pointerId, [e.clientX, e.clientY]);
    if (fingers.size !== 2 || !pinch || !M) return;
    const d = spread();
    if (d > pinch * Math.SQRT2) { zoom(1); pinch = d; }
    else if (d < pinch / Math.SQRT2) { zoom(-1); pinch = d; }
  });
  const lift = e => { fingers.delete(e.pointerId); if (!fingers.size) pinch = 0; };
  ov.addEventListener('pointercancel', e => { lift(e); down = null; });
  ov.addEventListener('pointerup', e => {
    const pinched = pinch || fingers.size > 1;
    lift(e);
    if (pinched) { down = null; return; }
    if (!down || !M || game.at < 0) return;
    const [x, y] = at(e), dx = x - down[0], dy = y - down[1];
    const moved = Math.hypot(dx, dy) * ov.getBoundingClientRect().width / ov.width;
    down = null;
    if (moved > 24) { moveToward(Math.atan2(dy, dx) * 180 / Math.PI); return; }
    let best = -1, far = M.geo.cell * 0.8;
    for (const b of exits(game.at)) {
      const [bx, by] = M.centre(b), dist = Math.hypot(bx - x, by - y);
      if (dist < far) { far = dist; best = b; }
    }
    if (best >= 0) moveTo(best);
  });
  setInterval(() => { if (game.started && !game.won) showStats(); }, 250);
  // A button clicked with the mouse lets go of the keys, so space and the
  // arrows play on; one pressed from the keyboard keeps its focus.
  document.addEventListener('click', e => { if (e.target.tagName === 'BUTTON' && e.detail > 0) e.target.blur(); });
}

// Before the first maze: the canvas the size of its room, blank, under
// the progress note, so the page is never an empty corner.
function placeholder() {
  const [w, h] = room(), board = $('board');
  board.width = $('overlay').width = Math.min(w, 600);
  board.height = $('overlay').height = Math.min(h, 400);
  const g = board.getContext('2d');
  g.fillStyle = getComputedStyle(document.documentElement).getPropertyValue('--board-bg').trim() || '#fff';
  g.fillRect(0, 0, board.width, board.height);
  document.body.classList.add('making');
}

// A maze asked for with no generator and no size gets the shape of the
// room on a phone held upright: 10 cells across and as many down as fill
// the screen, rather than the default 20 x 10 in a quarter of it.
function screenSize(query) {
  const q = new URLSearchParams(query);
  if (q.has('a') || q.has('w') || q.has('h') || q.has('shape') || window.innerWidth > 720) return query;
  const [w, h] = room();
  if (h <= w) return query;
  q.set('w', '10');
  q.set('h', String(Math.max(10, Math.min(40, Math.round(12 * h / w) - 2))));
  return q.toString();
}

async function start() {
  placeholder();
  // The engine is a file beside the page (site/index.html: engine.js and
  // the engine.wasm it loads, which the browser caches) or in the page
  // itself (maze.html, for use offline).
  const engineURL = $('engine').src || '', workerText = $('worker').textContent;
  const options = engineURL ? { locateFile: f => new URL(f, engineURL).href } : {};
  localMake = new Function('createMazeEngine', workerText + '\nreturn makeMaze;')(createMazeEngine);
  engine = await createMazeEngine(options);
  for (let i = 0; i < engine._web_paint_count(); i++)
    PALETTE.push('#' + engine._web_paint_color(i).toString(16).padStart(6, '0'));
  themeColours();
  // The theme changed: the maze in its colours.
  DARK.addEventListener('change', () => {
    themeColours();
    if (!M) return;
    if (game.fog) newGame();
    drawBoard(); drawOverlay();
  });
  // The form, from the library's table of options (form.js); each
  // generator's menu entry says which shapes it takes (the registry's
  // maze_generator_takes) and which of the recipe's options it reads.
  FORM.build(engine);
  [...$('algorithm').options].forEach((o, i) => {
    o.dataset.takes = [...$('shape').options].map(s => s.value).filter(shape =>
      engine.ccall('web_generator_takes', 'number', ['number', 'string'], [i, shape])).join(' ');
    o.dataset.reads = FORM.recipe().filter(name =>
      engine.ccall('web_reads', 'number', ['number', 'string'], [i, name])).join(' ');
  });
  const q = readQuery();
  q.query = screenSize(q.query);
  view.route = q.route;
  eye.asked = q.eye;
  try {
    const url = JSON.stringify(engineURL);
    const head = engineURL
      ? `importScripts(${url});\nself.mazeEngineOptions = { locateFile: f => new URL(f, ${url}).href };\n`
      : $('engine').textContent;
    worker = new Worker(URL.createObjectURL(new Blob([head, '\n', workerText], { type: 'text/javascript' })));
    // Where a worker cannot run, the page makes its mazes itself.
    worker.onerror = e => { e.preventDefault(); worker = null; make(q.query); };
  } catch (e) {
    worker = null;
  }
  wire();
  showOptions();
  make(q.query);
}

window.maze = {
  text,
  json: () => write('json'),
  player: () => (M && game.at >= 0 ? cellXY(M, game.at) : null),
  // The player's floor (0 the lowest) and the floors.
  floor: () => (M && game.at >= 0 ? (M.floors > 1 ? FLOORS.floorOf(M, game.at) : 0) : null),
  floors: () => (M ? M.floors : 0),
  end: () => (M && M.end >= 0 ? cellXY(M, M.end) : null),
  route: () => (M ? M.route.map(c => cellXY(M, c)) : []),
  hint: () => (M ? game.hint.map(c => cellXY(M, c)) : []),
  won: () => game.won,
  // A weave maze's crossings as [x, y, over] (over 'ns' or 'ew').
  crossings: () => (M && M.cross ? Array.from(M.cross).flatMap((k, c) =>
    k ? [[...cellXY(M, c), k === 2 ? 'ew' : 'ns']] : []) : []),
  steps: () => lastStep(),
  // What the analyses found, in words, and the legend's swatches.
  found: () => $('found').textContent,
  legend: () => Array.from($('legend').children, e => e.textContent.trim()),
  // Each cell's centre and a point inside it near its first corner, in
  // the board's pixels (to read its colours).
  cellPoints: () => Array.from({ length: M.cells }, (_, c) => {
    const [x, y] = M.centre(c);
    if (!M.outlines) return [x, y, x + 0.3 * M.geo.cell, y + 0.3 * M.geo.cell];
    const p = M.outlines[c].pts;
    return [x, y, x + 0.55 * (p[0] - x), y + 0.55 * (p[1] - y)];
  }),
  // The first-person view: on, its heading, whether it is at rest, the
  // frames drawn and the milliseconds their drawing took, its size and
  // focal length (pixels: a wall d cells ahead is focal / d high).
  eye: () => ({ on: eye.on, heading: eye.on ? EYE.name() : null, still: eye.still, frames: eye.frames,
    drawMs: eye.drawMs, width: $('eyeview').width, height: $('eyeview').height,
    focal: $('eyeview').width / 2 / EYE.PLANE, ceiling: EYE.CEILING, floor: EYE.FLOOR, disabled: $('eye').disabled, why: $('eye').title }),
  worker: () => !!worker && M !== null && M.byWorker,
  // Where cell (x, y) is drawn, in the page's coordinates (for clicks).
  where: (x, y) => {
    const c = M.rings ? M.rings[y] + x : y * M.width + x, [cx, cy] = M.centre(c);
    const r = $('overlay').getBoundingClientRect();
    return [r.left + cx * r.width / M.geo.width, r.top + cy * r.height / M.geo.height];
  },
};

start();
