'use strict';
// game.js - the game on the page (app.js): moves, stairs, the fog, hints
// and the score.

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
