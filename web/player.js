'use strict';
// player.js - the step player's state (app.js): the library's scene of a
// recorded run at any step, and the steps it stops at.

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
