'use strict';
// floors.js - a maze of floors (the floors setting) on the page, drawn as
// the tool's pictures draw it (src/render/picture.c and cairo.c): each
// floor a flat maze on its own panel, the panels side by side a cell
// apart, the floor's number above its panel, the start and the end as
// dots, each stair a blue triangle pointing up or down (two smaller ones,
// side by side, where a cell has both), and the route solid along a floor
// and thin, dashed and half see-through where it takes a stair.
//
// m is the maze shown (see adopt() in app.js): width, rows (of a floor),
// floors, start, end and geo; the cells are the engine's.

const FLOORS = (() => {
  const STAIR_COLOR = '#2f6fd0'; // MZ_STAIR_COLOR
  const UP = 4, DOWN = 5; // MAZE_UP, MAZE_DOWN

  // Cell size, walls and margin as geometry() in app.js fits them, for
  // panels side by side a cell apart.
  function geometry(m, roomWidth, roomHeight, asked) {
    const across = m.width * m.floors + m.floors - 1;
    const fit = Math.floor(Math.min(roomWidth / (across + 2), roomHeight / (m.rows + 2)));
    const cell = asked >= 2 ? Math.min(asked, 64) : Math.max(2, Math.min(32, fit));
    return { cell, wall: cell >= 8 ? 2 : 1, margin: cell,
      width: across * cell + 2 * cell, height: m.rows * cell + 2 * cell };
  }

  const floorOf = (m, c) => Math.floor(Math.floor(c / m.width) / m.rows);

  // The top left corner of cell c's square on its floor's panel.
  function corner(m, c) {
    const g = m.geo, x = c % m.width, y = Math.floor(c / m.width), z = Math.floor(y / m.rows);
    return [g.margin + (z * (m.width + 1) + x) * g.cell, g.margin + (y % m.rows) * g.cell];
  }

  function centre(m, c) {
    const [x, y] = corner(m, c), h = m.geo.cell / 2;
    return [x + h, y + h];
  }

  // Calls fn(x0, y0, x1, y1) for each straight run of standing wall, in
  // picture pixels, floor by floor (runs merged as the PNG writer does).
  function walls(m, fn) {
    const w = m.width, rows = m.rows, g = m.geo, n = g.cell;
    const p = engine._web_cells(), cl = engine.HEAPU8.subarray(p, p + m.cells);
    for (let z = 0; z < m.floors; z++) {
      const left = g.margin + z * (w + 1) * n, top = g.margin, first = z * rows * w;
      const across = (x, j) => j === 0 || j === rows || !(cl[first + (j - 1) * w + x] & 2);
      const down = (i, r) => i === 0 || i === w || !(cl[first + r * w + i - 1] & 1);
      for (let j = 0; j <= rows; j++)
        for (let x = 0; x < w;) {
          if (!across(x, j)) { x++; continue; }
          let e = x + 1;
          while (e < w && across(e, j)) e++;
          fn(left + x * n, top + j * n, left + e * n, top + j * n);
          x = e;
        }
      for (let i = 0; i <= w; i++)
        for (let y = 0; y < rows;) {
          if (!down(i, y)) { y++; continue; }
          let e = y + 1;
          while (e < rows && down(i, e)) e++;
          fn(left + i * n, top + y * n, left + i * n, top + e * n);
          y = e;
        }
    }
  }

  // Calls fn(points) with the three corners of each stair's triangle
  // (mz_stair_mark): up points up, down points down.
  function stairs(m, fn) {
    const n = m.geo.cell;
    for (let c = 0; c < m.cells; c++) {
      const up = engine._web_open(c, UP), down = engine._web_open(c, DOWN);
      if (!up && !down) continue;
      const [cx, cy] = centre(m, c);
      for (const [on, isUp] of [[up, true], [down, false]]) {
        if (!on) continue;
        const both = up && down, shift = both ? (isUp ? -0.22 : 0.22) : 0;
        const s = n * (both ? 0.2 : 0.28), x = cx + shift * n, tip = isUp ? -s : s;
        fn([[x, cy + tip], [x + s, cy - tip * 0.8], [x - s, cy - tip * 0.8]]);
      }
    }
  }

  // The finished maze on the board's canvas context g.
  function draw(g, m) {
    const geo = m.geo, off = (geo.wall % 2 ? 0.5 : 0) - geo.wall / 2;
    g.fillStyle = BG;
    g.fillRect(0, 0, geo.width, geo.height);
    g.fillStyle = FG;
    walls(m, (x0, y0, x1, y1) => g.fillRect(x0 + off, y0 + off, x1 - x0 + geo.wall, y1 - y0 + geo.wall));
    if (geo.margin >= 10) {
      g.font = Math.round(geo.margin * 0.6) + 'px sans-serif';
      g.textBaseline = 'middle';
      for (let z = 0; z < m.floors; z++)
        g.fillText(String(z + 1), geo.margin + z * (m.width + 1) * geo.cell, geo.margin / 2);
    }
    for (const c of [m.start, m.end]) {
      if (c < 0) continue;
      const [x, y] = centre(m, c);
      g.beginPath();
      g.arc(x, y, geo.cell / 4, 0, 2 * Math.PI);
      g.fillStyle = ROUTE_COLOR;
      g.fill();
    }
    g.beginPath();
    stairs(m, t => { g.moveTo(...t[0]); g.lineTo(...t[1]); g.lineTo(...t[2]); g.closePath(); });
    g.fillStyle = STAIR_COLOR;
    g.fill();
  }

  // A route through the cells (a hint's or the solver's) on the overlay's
  // context g, `width` wide: solid along a floor, thin and dashed at half
  // strength from one panel to the other where it takes a stair.
  function route(g, m, cells, color, width) {
    if (!cells.length) return;
    const pts = cells.map(c => centre(m, c));
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

  // The square of cell c, a pixel bigger all round (for the fog).
  function square(g, m, c) {
    const [x, y] = corner(m, c);
    g.fillRect(x - 1, y - 1, m.geo.cell + 2, m.geo.cell + 2);
  }

  // The SVG of the finished maze (and the route, when not null).
  function svg(m, routeCells) {
    const geo = m.geo, f = v => +v.toFixed(2), d = [], tri = [];
    walls(m, (x0, y0, x1, y1) => d.push('M' + f(x0) + ' ' + f(y0) + 'L' + f(x1) + ' ' + f(y1)));
    stairs(m, t => tri.push('M' + t.map(([x, y]) => f(x) + ' ' + f(y)).join('L') + 'Z'));
    const dots = [m.start, m.end].filter(c => c >= 0).map(c => {
      const [x, y] = centre(m, c);
      return '<circle cx="' + f(x) + '" cy="' + f(y) + '" r="' + f(geo.cell / 4) + '" fill="' + ROUTE_COLOR + '"/>\n';
    }).join('');
    let line = '';
    if (routeCells && routeCells.length) {
      const pts = routeCells.map(c => centre(m, c));
      line = '<path fill="none" stroke="' + ROUTE_COLOR + '" stroke-width="' + f(geo.cell / 3) +
        '" stroke-linecap="round" stroke-linejoin="round" d="' + pts.map(([x, y], i) =>
        (i && floorOf(m, routeCells[i - 1]) === floorOf(m, routeCells[i]) ? 'L' : 'M') + f(x) + ' ' + f(y)).join('') + '"/>\n';
    }
    return '<svg xmlns="http://www.w3.org/2000/svg" width="' + geo.width + '" height="' + geo.height +
      '" viewBox="0 0 ' + geo.width + ' ' + geo.height + '">\n<rect width="100%" height="100%" fill="' + BG + '"/>\n' +
      '<path fill="none" stroke="' + FG + '" stroke-width="' + geo.wall + '" stroke-linecap="square" d="' + d.join('') + '"/>\n' +
      dots + line + '<path fill="' + STAIR_COLOR + '" d="' + tri.join('') + '"/>\n</svg>\n';
  }

  return { UP, DOWN, geometry, centre, floorOf, draw, route, square, svg };
})();
