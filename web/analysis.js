'use strict';
// analysis.js - the page's toggles for what makes a maze hard: every
// shortest route (the cells on some of them and the cells on every one),
// the bottlenecks every route from start to end must use, and the
// distance map from the start. The figures are the library's
// (web_analyse() in maze_web.c: the tool's --all, --bottlenecks and
// --distances) and they are drawn as the tool's pictures draw them
// (src/render/cairo.c): cells filled with palette entries under the walls,
// each bottleneck passage a line in the walls' colour joining its cells'
// centres, and the legend's swatches, here under the canvas.

const ANALYSIS = (() => {
  // The toggles' ids: the options' names (form.js builds them).
  const KEYS = { all: 'all', bottlenecks: 'bottlenecks', distances: 'distances' };
  let paint = null;  // each cell's palette entry (0: not painted), or null
  let rgb = null;    // the distance map's exact colours (0: the entry's), or null
  const hex = v => '#' + (v & 0xFFFFFF).toString(16).padStart(6, '0');
  let marks = [];    // bottleneck passages, [a, b] cells
  let asked = false; // any toggle on

  const on = key => $(KEYS[key]).checked;

  // Runs what the toggles ask on the maze the engine holds (m), keeping
  // what is drawn, and shows the legend and the figures.
  function run(m) {
    paint = null; rgb = null; marks = []; asked = on('all') || on('bottlenecks') || on('distances');
    const legend = $('legend');
    legend.textContent = '';
    // The distance map's source: the start, or the cell X,Y of the from
    // field (the tool's --from), which the library judges.
    let from = -1;
    const f = $('from').value.trim();
    if (on('distances') && f !== '') {
      const xy = /^(\d+),(\d+)$/.exec(f);
      from = xy ? engine._web_cell_from(Number(xy[1]), Number(xy[2])) : -1;
      if (from < 0) {
        $('found').textContent = xy ? engine.UTF8ToString(engine._web_error())
          : `from '${f}': expected a cell X,Y (e.g. 3,4)`;
        return;
      }
    }
    const err = engine._web_analyse(on('all') ? 1 : 0, on('bottlenecks') ? 1 : 0, on('distances') ? 1 : 0, from);
    if (err) {
      $('found').textContent = engine.UTF8ToString(engine._web_error());
      return;
    }
    const at = engine._web_analysis_paint();
    if (at) paint = engine.HEAPU8.slice(at, at + m.cells);
    const tints = engine._web_analysis_rgb() >> 2;
    if (tints) rgb = engine.HEAP32.slice(tints, tints + m.cells);
    const n = engine._web_analysis_mark_count(), p = engine._web_analysis_marks() >> 2;
    for (let i = 0; i < n; i++) marks.push([engine.HEAP32[p + 2 * i], engine.HEAP32[p + 2 * i + 1]]);
    for (let i = 0; i < engine._web_legend_count(); i++) {
      const item = document.createElement('span'), swatch = document.createElement('span');
      swatch.className = 'swatch';
      const tint = engine._web_legend_rgb(i);
      swatch.style.background = tint ? hex(tint) : PALETTE[engine._web_legend_paint(i)];
      item.append(swatch, ' ' + engine.UTF8ToString(engine._web_legend_text(i)));
      legend.appendChild(item);
    }
    $('found').textContent = engine.UTF8ToString(engine._web_analysis_said());
  }

  // The painted cells on the board's context g, under the walls.
  function fill(g, m) {
    if (!paint) return;
    const geo = m.geo, by = new Map(), tinted = new Map();
    for (let c = 0; c < m.cells; c++) {
      if (!paint[c]) continue;
      if (rgb && rgb[c]) {
        const k = hex(rgb[c]);
        if (!tinted.has(k)) tinted.set(k, []);
        tinted.get(k).push(c);
        continue;
      }
      if (!by.has(paint[c])) by.set(paint[c], []);
      by.get(paint[c]).push(c);
    }
    // The exact colours first, then a palette entry at a time, in the
    // order of the palette (cairo.c).
    const groups = [...tinted.entries()].concat(
      [...by.keys()].sort((a, b) => a - b).map(k => [PALETTE[k], by.get(k)]));
    for (const [colour, cells] of groups) {
      g.fillStyle = colour;
      g.beginPath();
      for (const c of cells) {
        if (m.outlines) {
          const o = m.outlines[c];
          trace(g, o, 0, o.pts.length / 2 - 1);
          g.closePath();
        } else {
          g.rect(geo.margin + (c % m.width) * geo.cell, geo.margin + Math.floor(c / m.width) * geo.cell,
            geo.cell, geo.cell);
        }
      }
      g.fill();
    }
  }

  // Each bottleneck passage as a line in the walls' colour joining its
  // cells' centres, over the walls (a stair between floors: half a cell
  // out of each end).
  function drawMarks(g, m) {
    if (!marks.length) return;
    const geo = m.geo;
    g.save();
    g.beginPath();
    for (const [a, b] of marks) {
      const [ax, ay] = m.centre(a), [bx, by] = m.centre(b);
      const dx = bx - ax, dy = by - ay, len = Math.hypot(dx, dy);
      if (!(len > 0)) continue;
      if (len > 1.5 * geo.cell) {
        g.moveTo(ax, ay); g.lineTo(ax + dx / len * geo.cell / 2, ay + dy / len * geo.cell / 2);
        g.moveTo(bx, by); g.lineTo(bx - dx / len * geo.cell / 2, by - dy / len * geo.cell / 2);
        continue;
      }
      g.moveTo(ax, ay); g.lineTo(bx, by);
    }
    g.lineWidth = Math.max(geo.cell / 6, geo.wall * 1.5);
    g.lineCap = 'round';
    g.strokeStyle = FG;
    g.stroke();
    g.restore();
  }

  // The toggles from the address (all=1, bottlenecks=1, distances=1) and
  // back into it.
  function read(q) {
    for (const key in KEYS) $(KEYS[key]).checked = q.get(key) === '1';
    $('from').value = q.get('from') || '';
  }
  function write(q) {
    for (const key in KEYS) if (on(key)) q.set(key, '1');
    if (on('distances') && $('from').value.trim() !== '') q.set('from', $('from').value.trim());
  }

  // all and distances both colour the cells: one at a time, as the tool.
  function wire(changed) {
    $('from').addEventListener('change', changed);
    for (const key in KEYS) {
      $(KEYS[key]).addEventListener('change', () => {
        if (key === 'all' && on('all')) $(KEYS.distances).checked = false;
        if (key === 'distances' && on('distances')) $(KEYS.all).checked = false;
        changed();
      });
    }
  }

  return { KEYS: Object.keys(KEYS), run, fill, drawMarks, read, write, wire,
    painted: () => paint !== null, asked: () => asked };
})();
