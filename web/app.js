'use strict';
// app.js - the page: settings (kept in the URL's query), the maze shown
// and its geometry, making it, the first-person view's controls and the
// page's controls; the step player (player.js), the canvas drawn with the
// PNG writer's geometry and colours (board.js), the game (game.js) and
// saving (save.js) are files of their own, loaded before this one. The
// maze itself is libmaze's: the settings go to it by name, as the URL's
// query spells them, and it judges them in its own words; a Web Worker
// makes the maze (makeMaze() in worker.js), the page's own engine adopts
// it and answers moves, hints and the text format. Mazes of floors are
// drawn by floors.js.

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
