'use strict';
// firstperson.js - the first-person view: the maze shown walks seen from
// inside, drawn on a canvas by a ray caster. Each column of the picture
// casts a ray from the player across the grid; the ray stops at the first
// side of a cell that is a wall (the library's: web_open, maze_open), and
// the column draws that wall as high as its distance makes it, over a
// flat ceiling and floor. The end cell's floor is green, the hint a trail
// on the floor (and the route, when shown); a small overhead map sits in
// the corner, the player an arrow on it. Rectangles of one floor without
// crossings only: a ray caster walks a square grid on one level.
//
// Floor marks are drawn before the walls: a point of the floor beyond the
// wall a column hits lies, on the screen, inside that wall's slice (the
// camera is half a wall high), so the walls hide what they should.
//
// m is the maze shown (see adopt() in app.js): width, height, cells,
// start, end; the cells are the engine's.

const EYE = (() => {
  const CEILING = '#23283a', FLOOR = '#4b3f33', END_COLOR = '#2f9e44';
  const FOV = 66 * Math.PI / 180;
  const PLANE = Math.tan(FOV / 2); // the camera plane's half width, a cell away
  const TURN_MS = 160, STEP_MS = 160;
  const NAMES = ['east', 'south', 'west', 'north'];

  let m = null;
  let open = null;  // open[c]: bit d set when the side d (east, south, west, north) is a passage
  let map = null;   // the overhead map, drawn once: MAP pixels a cell
  let MAP = 4;
  // Where the camera is (cell units, cell (x, y) spans x..x+1, y..y+1) and
  // where it goes: a step or a turn slides over STEP_MS or TURN_MS.
  const cam = { x: 0.5, y: 0.5, a: 0, fx: 0.5, fy: 0.5, fa: 0, tx: 0.5, ty: 0.5, ta: 0, t0: 0, ms: 1 };
  let heading = 0;  // 0 east, 1 south, 2 west, 3 north
  const shades = new Map();

  // Why the view cannot show maze m, or '' when it can.
  function why(mz) {
    if (!mz) return 'no maze';
    if (mz.shape !== 0) return 'the first-person view walks rectangles only';
    if (mz.floors > 1) return 'the first-person view walks a maze of one floor';
    if (mz.cross) return 'the first-person view cannot show the bridges of a weave maze';
    return '';
  }

  // Takes maze mz (its walls from the engine) with the player at cell c,
  // facing the way angle (screen degrees, 0 east, 90 south) is nearest.
  function start(mz, c, angle) {
    m = mz;
    open = new Uint8Array(m.cells);
    for (let k = 0; k < m.cells; k++)
      for (let d = 0; d < 4; d++) if (engine._web_open(k, d)) open[k] |= 1 << d;
    MAP = Math.max(6, Math.min(12, Math.floor(240 / Math.max(m.width, m.height))));
    map = document.createElement('canvas');
    map.width = m.width * MAP + 2; map.height = m.height * MAP + 2;
    const g = map.getContext('2d');
    g.fillStyle = '#fff'; g.fillRect(0, 0, map.width, map.height);
    g.fillStyle = '#000';
    for (let k = 0; k < m.cells; k++) {
      const x = 1 + (k % m.width) * MAP, y = 1 + Math.floor(k / m.width) * MAP;
      if (!(open[k] & 1)) g.fillRect(x + MAP - 1, y - 1, 2, MAP + 2);
      if (!(open[k] & 2)) g.fillRect(x - 1, y + MAP - 1, MAP + 2, 2);
      if (!(open[k] & 4)) g.fillRect(x - 1, y - 1, 2, MAP + 2);
      if (!(open[k] & 8)) g.fillRect(x - 1, y - 1, MAP + 2, 2);
    }
    heading = ((Math.round(angle / 90) % 4) + 4) % 4;
    const [x, y] = [c % m.width + 0.5, Math.floor(c / m.width) + 0.5];
    Object.assign(cam, { x, y, a: heading * 90, fx: x, fy: y, fa: heading * 90, tx: x, ty: y, ta: heading * 90, t0: 0 });
  }

  function stop() { m = null; open = null; map = null; }

  // Slides the camera to cell c, facing the heading.
  function follow(c, now) {
    if (!m) return;
    const x = c % m.width + 0.5, y = Math.floor(c / m.width) + 0.5;
    if (x === cam.tx && y === cam.ty && heading * 90 === cam.ta) return;
    const moved = x !== cam.tx || y !== cam.ty;
    settle(now);
    Object.assign(cam, { fx: cam.x, fy: cam.y, fa: cam.a, tx: x, ty: y, t0: now, ms: moved ? STEP_MS : TURN_MS });
    // The short way round.
    let ta = heading * 90;
    while (ta - cam.fa > 180) ta -= 360;
    while (ta - cam.fa < -180) ta += 360;
    cam.ta = ta;
  }

  // Turns by quarter turns (-1 left, 1 right).
  function turn(by, c, now) {
    heading = (heading + by + 4) % 4;
    follow(c, now);
    return NAMES[heading];
  }

  function settle(now) {
    const k = cam.t0 ? Math.min(1, (now - cam.t0) / cam.ms) : 1;
    const e = k * (2 - k);
    cam.x = cam.fx + (cam.tx - cam.fx) * e;
    cam.y = cam.fy + (cam.ty - cam.fy) * e;
    cam.a = cam.fa + (cam.ta - cam.fa) * e;
    return k >= 1;
  }

  function shade(v, base) {
    const q = Math.round(v * 64), k = base * 100 + q;
    let s = shades.get(k);
    if (!s) {
      const c = Math.round(base * q / 64);
      s = `rgb(${c},${c},${c})`;
      shades.set(k, s);
    }
    return s;
  }

  // Draws the view on canvas cv: the player going to cell `at`, the trails
  // (lists of cells, each [cells, colour, half width]). Returns whether
  // the camera has come to rest.
  function draw(cv, now, trails) {
    const g = cv.getContext('2d', { alpha: false }), W = cv.width, H = cv.height;
    const still = settle(now);
    const a = cam.a * Math.PI / 180, dx = Math.cos(a), dy = Math.sin(a);
    const px = -dy * PLANE, py = dx * PLANE; // the camera plane, to the right
    const focal = W / 2 / PLANE, mid = H / 2;
    g.fillStyle = CEILING; g.fillRect(0, 0, W, mid);
    g.fillStyle = FLOOR; g.fillRect(0, mid, W, H - mid);

    // A floor point's place on the screen, or null behind the camera.
    const NEAR = 0.05;
    const toCam = (wx, wy) => {
      const rx = wx - cam.x, ry = wy - cam.y;
      return [rx * dx + ry * dy, (rx * px + ry * py) / PLANE];
    };
    const polygon = pts => {
      // Clipped at the near plane (z = NEAR), then projected.
      const cz = pts.map(([wx, wy]) => toCam(wx, wy)), out = [];
      for (let i = 0; i < cz.length; i++) {
        const [z0, l0] = cz[i], [z1, l1] = cz[(i + 1) % cz.length];
        if (z0 >= NEAR) out.push([z0, l0]);
        if ((z0 >= NEAR) !== (z1 >= NEAR)) {
          const t = (NEAR - z0) / (z1 - z0);
          out.push([NEAR, l0 + (l1 - l0) * t]);
        }
      }
      if (out.length < 3) return;
      g.beginPath();
      out.forEach(([z, l], i) => {
        const sx = W / 2 + l / z * focal, sy = mid + 0.5 / z * focal;
        if (i) g.lineTo(sx, sy); else g.moveTo(sx, sy);
      });
      g.closePath(); g.fill();
    };
    if (m.end >= 0) {
      const ex = m.end % m.width, ey = Math.floor(m.end / m.width);
      g.fillStyle = END_COLOR;
      polygon([[ex + 0.1, ey + 0.1], [ex + 0.9, ey + 0.1], [ex + 0.9, ey + 0.9], [ex + 0.1, ey + 0.9]]);
    }
    for (const [cells, colour, hw] of trails) {
      g.fillStyle = colour;
      const at = c => [c % m.width + 0.5, Math.floor(c / m.width) + 0.5];
      for (let i = 0; i < cells.length; i++) {
        const [ax, ay] = at(cells[i]);
        polygon([[ax - hw, ay - hw], [ax + hw, ay - hw], [ax + hw, ay + hw], [ax - hw, ay + hw]]);
        if (i === 0) continue;
        const [bx, by] = at(cells[i - 1]);
        const nx = by === ay ? 0 : hw, ny = by === ay ? hw : 0;
        polygon([[ax - nx, ay - ny], [ax + nx, ay + ny], [bx + nx, by + ny], [bx - nx, by - ny]]);
      }
    }

    // The walls, a ray a column (a grid walk from side to side, as
    // Amanatides and Woo).
    const w = m.width, h = m.height;
    for (let x = 0; x < W; x++) {
      const cx = 2 * (x + 0.5) / W - 1, rx = dx + px * cx, ry = dy + py * cx;
      let mx = Math.floor(cam.x), my = Math.floor(cam.y);
      const ddx = rx ? Math.abs(1 / rx) : 1e30, ddy = ry ? Math.abs(1 / ry) : 1e30;
      const sx = rx < 0 ? -1 : 1, sy = ry < 0 ? -1 : 1;
      let tx = rx < 0 ? (cam.x - mx) * ddx : (mx + 1 - cam.x) * ddx;
      let ty = ry < 0 ? (cam.y - my) * ddy : (my + 1 - cam.y) * ddy;
      let dist = 0, side = 0;
      for (let n = 0; n < 4 * (w + h); n++) {
        const c = my * w + mx;
        if (tx < ty) {
          if (!(open[c] & (sx > 0 ? 1 : 4))) { dist = tx; side = 0; break; }
          tx += ddx; mx += sx;
        } else {
          if (!(open[c] & (sy > 0 ? 2 : 8))) { dist = ty; side = 1; break; }
          ty += ddy; my += sy;
        }
        if (mx < 0 || my < 0 || mx >= w || my >= h) { dist = Math.min(tx, ty); break; }
      }
      if (!(dist > 0)) dist = 1e-3;
      // Where along its cell's side the ray meets the wall: near a corner
      // the wall is darker, so each cell's length of wall shows.
      let along = side ? cam.x + dist * rx : cam.y + dist * ry;
      along -= Math.floor(along);
      const edge = along < 0.025 || along > 0.975 ? 0.55 : 1;
      const half = 0.5 / dist * focal;
      g.fillStyle = shade(edge / (1 + 0.12 * dist), side ? 225 : 170);
      g.fillRect(x, mid - half, 1, 2 * half);
    }

    // The overhead map: the part around the player, its heading an arrow.
    const box = Math.round(Math.min(W * 0.3, H * 0.42, map.width, map.height));
    const ox = W - box - 8, oy = 8;
    const sx0 = Math.max(0, Math.min(map.width - box, cam.x * MAP + 1 - box / 2));
    const sy0 = Math.max(0, Math.min(map.height - box, cam.y * MAP + 1 - box / 2));
    g.drawImage(map, sx0, sy0, box, box, ox, oy, box, box);
    const mp = (x, y) => [ox + x * MAP + 1 - sx0, oy + y * MAP + 1 - sy0];
    g.save();
    g.beginPath(); g.rect(ox, oy, box, box); g.clip();
    for (const [cells, colour] of trails) {
      g.strokeStyle = colour; g.lineWidth = Math.max(1, MAP / 3);
      g.beginPath();
      cells.forEach((c, i) => {
        const [x, y] = mp(c % w + 0.5, Math.floor(c / w) + 0.5);
        if (i) g.lineTo(x, y); else g.moveTo(x, y);
      });
      g.stroke();
    }
    if (m.end >= 0) {
      const [x, y] = mp(m.end % w + 0.5, Math.floor(m.end / w) + 0.5);
      g.fillStyle = END_COLOR; g.fillRect(x - MAP / 3, y - MAP / 3, 2 * MAP / 3, 2 * MAP / 3);
    }
    const [ax, ay] = mp(cam.x, cam.y), r = Math.max(4, MAP * 0.9);
    g.fillStyle = '#1f5fd6';
    g.beginPath();
    g.moveTo(ax + dx * r, ay + dy * r);
    g.lineTo(ax - dx * r * 0.6 - dy * r * 0.6, ay - dy * r * 0.6 + dx * r * 0.6);
    g.lineTo(ax - dx * r * 0.6 + dy * r * 0.6, ay - dy * r * 0.6 - dx * r * 0.6);
    g.closePath(); g.fill();
    g.restore();
    g.strokeStyle = '#000'; g.lineWidth = 1; g.strokeRect(ox - 0.5, oy - 0.5, box + 1, box + 1);
    // The heading in words, under the map.
    g.fillStyle = '#000a';
    g.fillRect(ox, oy + box + 1, box, 22);
    g.font = '14px system-ui, sans-serif';
    g.fillStyle = '#fff';
    g.textAlign = 'center';
    g.fillText('facing ' + NAMES[heading], ox + box / 2, oy + box + 17);
    return still;
  }

  return { why, start, stop, follow, turn, draw, FOV, PLANE, CEILING, FLOOR,
    heading: () => heading, name: () => NAMES[heading], angle: () => heading * 90,
    shown: () => !!m };
})();
