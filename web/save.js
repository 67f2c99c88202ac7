'use strict';
// save.js - the maze saved from the page (app.js): PNG, SVG and the text
// format, written by the library.

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
