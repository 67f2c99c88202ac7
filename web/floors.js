'use strict';
// floors.js - a maze of floors (the floors setting) on the page, drawn as
// the tool's pictures draw it (src/render/picture.c and cairo.c): each
// floor a flat maze on its own panel, the panels side by side a cell
// apart, the floor's number above its panel, the start and the end as
// dots, each stair a blue triangle pointing up or down (two smaller ones,
// side by side, where a cell has both), and the route solid along a floor
// and thin, dashed and half see-through where it takes a stair. A maze in
// four dimensions has a row of panels a tower, the towers one under
// another, and each portal a purple diamond (maze_geometry_portals).
//
// m is the maze shown (see adopt() in app.js): width, rows (of a floor),
// floors, start, end, geo, its cells' outlines and centres, all the
// library's geometry (maze.h); the cells are the engine's.

const FLOORS = (() => {
  const STAIR_COLOR = '#2f6fd0'; // MZ_STAIR_COLOR
  const PORTAL_COLOR = '#9b3fb5'; // MZ_PORTAL_COLOR
  const UP = 4, DOWN = 5, ANA = 6, KATA = 7; // MAZE_UP ... MAZE_KATA

  const floorOf = (m, c) => Math.floor(Math.floor(c / m.width) / m.rows);

  // Calls fn(x0, y0, x1, y1) for each side of a cell drawn as a wall
  // (maze_geometry_wall: each floor a flat maze on its panel), in the
  // finished maze (last) or at the step shown, from the cells' outlines.
  function walls(m, last, fn) {
    for (let c = 0; c < m.cells; c++) {
      const o = m.outlines[c];
      for (let i = 0; i < 4; i++) {
        if (!engine._web_wall(last ? 0 : 1, c, i)) continue;
        const j = (i + 1) % 4; // side i runs from corner i to corner i + 1
        fn(o.pts[2 * i], o.pts[2 * i + 1], o.pts[2 * j], o.pts[2 * j + 1]);
      }
    }
  }

  // Calls fn(points) with the three corners of each stair's triangle
  // (maze_geometry_stairs) open in the finished maze (last) or at the step
  // shown: up points up, down points down.
  function stairs(m, last, fn) {
    for (let c = 0; c < m.cells; c++) {
      const v = engine.HEAPF64.subarray(engine._web_stairs(last ? 0 : 1, c) >> 3);
      for (let k = 0; k < v[0]; k++) {
        const t = v.subarray(1 + 6 * k, 7 + 6 * k);
        fn([[t[0], t[1]], [t[2], t[3]], [t[4], t[5]]]);
      }
    }
  }

  // Calls fn(points) with the four corners of each portal's diamond
  // (maze_geometry_portals) open in the finished maze (last) or at the
  // step shown.
  function portals(m, last, fn) {
    if ((m.towers || 1) < 2) return;
    for (let c = 0; c < m.cells; c++) {
      const v = engine.HEAPF64.subarray(engine._web_portals(last ? 0 : 1, c) >> 3);
      for (let k = 0; k < v[0]; k++) {
        const t = v.subarray(1 + 8 * k, 9 + 8 * k);
        fn([[t[0], t[1]], [t[2], t[3]], [t[4], t[5]], [t[6], t[7]]]);
      }
    }
  }

  // The walls of the finished maze (last) or of the step shown on the
  // board's canvas context g, centred on their lines, odd widths on half
  // pixels (cairo.c), and the floors' numbers.
  function drawWalls(g, m, last) {
    const geo = m.geo, off = (geo.wall % 2 ? 0.5 : 0) - geo.wall / 2;
    g.fillStyle = FG;
    walls(m, last, (x0, y0, x1, y1) => g.fillRect(Math.min(x0, x1) + off, Math.min(y0, y1) + off,
      Math.abs(x1 - x0) + geo.wall, Math.abs(y1 - y0) + geo.wall));
    drawNumbers(g, m);
  }

  // Each floor's number above its panel, where the margin has room.
  function drawNumbers(g, m) {
    const geo = m.geo;
    if (geo.margin < 10) return;
    g.font = Math.round(geo.margin * 0.6) + 'px sans-serif';
    g.textBaseline = 'middle';
    g.fillStyle = FG;
    // Above each panel: its first cell's top left corner, half a margin up.
    for (let z = 0; z < m.floors; z++) {
      const pts = m.outlines[z * m.rows * m.width].pts;
      g.fillText(String(z + 1), pts[6], pts[7] - geo.margin / 2);
    }
  }

  function drawStairs(g, m, last) {
    g.beginPath();
    stairs(m, last, t => { g.moveTo(...t[0]); g.lineTo(...t[1]); g.lineTo(...t[2]); g.closePath(); });
    g.fillStyle = STAIR_COLOR;
    g.fill();
    g.beginPath();
    portals(m, last, t => { g.moveTo(...t[0]); for (const p of t.slice(1)) g.lineTo(...p); g.closePath(); });
    g.fillStyle = PORTAL_COLOR;
    g.fill();
  }

  // The finished maze on the board's canvas context g; under() (may be
  // left out) draws what lies under the walls.
  function draw(g, m, under) {
    const geo = m.geo;
    g.fillStyle = BG;
    g.fillRect(0, 0, geo.width, geo.height);
    if (under) under();
    drawWalls(g, m, true);
    for (const c of [m.start, m.end]) {
      if (c < 0) continue;
      const [x, y] = m.centre(c);
      g.beginPath();
      g.arc(x, y, geo.cell / 4, 0, 2 * Math.PI);
      g.fillStyle = ROUTE_COLOR;
      g.fill();
    }
    drawStairs(g, m, true);
  }

  // A route through the cells (a hint's or the solver's) on the overlay's
  // context g, `width` wide: solid along a floor, thin and dashed at half
  // strength from one panel to the other where it takes a stair.
  function route(g, m, cells, color, width) {
    if (!cells.length) return;
    const pts = cells.map(c => m.centre(c));
    g.save();
    g.strokeStyle = color;
    g.lineCap = g.lineJoin = 'round';
    g.beginPath();
    pts.forEach(([x, y], i) => {
      if (i && floorOf(m, cells[i - 1]) === floorOf(m, cells[i])) g.lineTo(x, y); else g.moveTo(x, y);
    });
    g.lineWidth = width;
    g.stroke();
    g.beginPath();
    for (let i = 1; i < cells.length; i++)
      if (floorOf(m, cells[i - 1]) !== floorOf(m, cells[i])) { g.moveTo(...pts[i - 1]); g.lineTo(...pts[i]); }
    g.setLineDash([m.geo.cell / 4, m.geo.cell / 4]);
    g.lineWidth = Math.max(1, m.geo.cell / 8);
    g.globalAlpha = 0.5;
    g.stroke();
    g.restore();
  }

  // The SVG of the finished maze (and the route, when not null).
  function svg(m, routeCells) {
    const geo = m.geo, f = v => +v.toFixed(2), d = [], tri = [], dia = [];
    walls(m, true, (x0, y0, x1, y1) => d.push('M' + f(x0) + ' ' + f(y0) + 'L' + f(x1) + ' ' + f(y1)));
    stairs(m, true, t => tri.push('M' + t.map(([x, y]) => f(x) + ' ' + f(y)).join('L') + 'Z'));
    portals(m, true, t => dia.push('M' + t.map(([x, y]) => f(x) + ' ' + f(y)).join('L') + 'Z'));
    const dots = [m.start, m.end].filter(c => c >= 0).map(c => {
      const [x, y] = m.centre(c);
      return '<circle cx="' + f(x) + '" cy="' + f(y) + '" r="' + f(geo.cell / 4) + '" fill="' + ROUTE_COLOR + '"/>\n';
    }).join('');
    let line = '';
    if (routeCells && routeCells.length) {
      const pts = routeCells.map(c => m.centre(c));
      line = '<path fill="none" stroke="' + ROUTE_COLOR + '" stroke-width="' + f(geo.cell / 3) +
        '" stroke-linecap="round" stroke-linejoin="round" d="' + pts.map(([x, y], i) =>
        (i && floorOf(m, routeCells[i - 1]) === floorOf(m, routeCells[i]) ? 'L' : 'M') + f(x) + ' ' + f(y)).join('') + '"/>\n';
    }
    return '<svg xmlns="http://www.w3.org/2000/svg" width="' + geo.width + '" height="' + geo.height +
      '" viewBox="0 0 ' + geo.width + ' ' + geo.height + '">\n<rect width="100%" height="100%" fill="' + BG + '"/>\n' +
      '<path fill="none" stroke="' + FG + '" stroke-width="' + geo.wall + '" stroke-linecap="square" d="' + d.join('') + '"/>\n' +
      dots + line + '<path fill="' + STAIR_COLOR + '" d="' + tri.join('') + '"/>\n' +
      (dia.length ? '<path fill="' + PORTAL_COLOR + '" d="' + dia.join('') + '"/>\n' : '') + '</svg>\n';
  }

  return { UP, DOWN, ANA, KATA, floorOf, draw, drawWalls, drawStairs, route, svg };
})();
