'use strict';
// board.js - the maze drawn on the page's canvas (app.js): walls, seams,
// bridges, the route and the overlay, with the PNG writer's geometry and
// colours.

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
