// eye.mjs PAGE MAZE SHOTS - the web page's first-person view and pinch
// zoom in Debian's chromium: the view draws the walls where the tool's
// maze has them (each wall straight ahead as high as its distance makes
// it), the hint as a trail on the floor, a walk of the shortest route
// turning and stepping with the arrow keys wins (the live region says
// so), the toggle is labelled and axe-core finds nothing serious, mazes
// the view cannot walk disable it with a reason, a 100 x 100 maze is
// drawn at a frame rate this machine reaches (measured and printed), and
// two fingers pinch the board's zoom. Screenshots go to SHOTS (a folder).
import { check, finish, launch, toolAt, watch } from './common.mjs';

const [pagePath, mazeTool, shots] = process.argv.slice(2);
const tool = toolAt(mazeTool);

// The frames a second the test asks of the view on a 100 x 100 maze.
// Chromium here draws in software (--disable-gpu, headless) on a machine
// of two cores that builds and fuzzes at the same time. The view draws
// every frame, in one to five milliseconds of the 16.7 ms a frame has at
// 60 frames a second; what the machine shows depends on its load: with a
// load of 15 to 18, 24 to 50 frames a second for the view (the lowest
// with another browser test running), 36 to 60 for a bare canvas of the
// same size filled each frame (printed for comparison, not held to: the
// load changes between the two measurements). The floor is what the
// view reached in every run here, with room to spare: 15.
const FPS_FLOOR = Number(process.env.MAZE_EYE_FPS_FLOOR || 15);

const browser = await launch();
const errors = [];
try {
  const page = await browser.newPage({ viewport: { width: 1100, height: 760 } });
  watch(page, errors);
  async function open(p, query) {
    await p.goto('file://' + pagePath + '?' + query);
    await p.waitForSelector('body[data-made]', { timeout: 20000 });
  }
  const eye = (p = page) => p.evaluate(() => window.maze.eye());
  const settled = async (p = page) => {
    // eye().still is the last frame's: right after a key it still says
    // the frame before the key. Two frames drawn since, then at rest.
    const f = (await eye(p)).frames;
    await p.waitForFunction(f => window.maze.eye().frames > f + 1 && window.maze.eye().still, f);
    // One more frame, drawn at rest.
    await p.evaluate(() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r))));
  };
  const said = () => page.textContent('#said');

  // The maze, as the tool makes it: the passages of each cell.
  const args = ['-a', 'backtracker', '-W', '10', '-H', '8', '-s', '6'];
  const json = JSON.parse(tool(['generate', ...args, '-f', 'json']));
  const W = json.width, H = json.height;
  const cellsJson = json.cells; // rows of strings of the open ways: n e s w
  const DIRS = [[1, 0, 'e'], [0, 1, 's'], [-1, 0, 'w'], [0, -1, 'n']]; // east, south, west, north
  const openWay = (x, y, d) => cellsJson[y][x].includes(DIRS[d][2]);
  // The cells open straight ahead of (x, y) facing d before a wall.
  const ahead = (x, y, d) => {
    let k = 0;
    while (openWay(x, y, d)) { x += DIRS[d][0]; y += DIRS[d][1]; k++; }
    return k;
  };

  await open(page, 'a=backtracker&w=10&h=8&seed=6&solver=bfs');
  check(await page.evaluate(() => window.maze.text()) === tool(['generate', ...args, '-f', 'text']),
        'the page shows the tool\'s maze');
  const toggle = page.getByRole('button', { name: 'first person' });
  check(await toggle.count() === 1 && await toggle.getAttribute('aria-pressed') === 'false',
        'the toggle is a labelled button, not pressed');
  await toggle.click();
  await settled();
  let st = await eye();
  check(st.on && await toggle.getAttribute('aria-pressed') === 'true' && await page.isVisible('#eyeview') &&
        !(await page.isVisible('#board')), `the toggle shows the view in place of the board: ${JSON.stringify(st)}`);

  // Drawn: not a blank canvas.
  const colours = await page.evaluate(() => {
    const cv = document.getElementById('eyeview');
    const d = cv.getContext('2d').getImageData(0, 0, cv.width, cv.height).data, seen = new Set();
    for (let i = 0; i < d.length; i += 4 * 7) seen.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
    return seen.size;
  });
  check(colours > 20, `the view is drawn (${colours} colours)`);

  // The height of the wall in the picture's middle column: the pixels that
  // are neither the ceiling's nor the floor's colour.
  const wallHeight = () => page.evaluate(() => {
    const cv = document.getElementById('eyeview'), x = Math.floor(cv.width / 2);
    const d = cv.getContext('2d').getImageData(x, 0, 1, cv.height).data;
    const rgb = hex => [1, 3, 5].map(i => parseInt(hex.slice(i, i + 2), 16));
    const ceiling = rgb(window.maze.eye().ceiling), floor = rgb(window.maze.eye().floor);
    const same = (i, c) => d[i] === c[0] && d[i + 1] === c[1] && d[i + 2] === c[2];
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (!same(i, ceiling) && !same(i, floor)) n++;
    return n;
  });
  // A wall k open cells ahead stands k + 1/2 cells away (the player in the
  // middle of a cell): focal / (k + 1/2) pixels high, no more than the
  // picture; the whole height when the picture's ends are wall too.
  const expectHeight = k => Math.min(st.height, st.focal / (k + 0.5));
  const headings = ['east', 'south', 'west', 'north'];
  let heading = headings.indexOf(st.heading);
  const [sx, sy] = await page.evaluate(() => window.maze.player());
  check(heading >= 0 && openWay(sx, sy, heading), `the view starts facing a passage (${st.heading})`);
  const seenAhead = [];
  for (let turn = 0; turn < 4; turn++) {
    const k = ahead(sx, sy, heading), want = expectHeight(k), got = await wallHeight();
    seenAhead.push(`${headings[heading]}: ${k} open, ${got} px (${Math.round(want)})`);
    check(Math.abs(got - want) <= Math.max(3, 0.06 * want),
          `facing ${headings[heading]} at the start, ${k} cells open: a wall ${Math.round(want)} px high, not ${got}`);
    await page.keyboard.press('ArrowRight');
    heading = (heading + 1) % 4;
    await settled();
    check((await eye()).heading === headings[heading] && await said() === 'facing ' + headings[heading],
          `ArrowRight turns to ${headings[heading]} and says so: ${await said()}`);
  }
  console.log('at the start: ' + seenAhead.join('; '));
  // Facing a wall and a corridor differ.
  const heights = seenAhead.map(s => Number(s.match(/(\d+) px/)[1]));
  check(Math.max(...heights) > 1.8 * Math.min(...heights), `a wall close by and far off differ: ${heights}`);

  // A step into a wall goes nowhere and is said.
  let wall = [0, 1, 2, 3].find(d => !openWay(sx, sy, d));
  while (heading !== wall) { await page.keyboard.press('ArrowLeft'); heading = (heading + 3) % 4; }
  await page.keyboard.press('ArrowUp');
  check(/^blocked/.test(await said()) && JSON.stringify(await page.evaluate(() => window.maze.player())) === `[${sx},${sy}]`,
        `a step into a wall is blocked: ${await said()}`);

  // The hint: a trail on the floor in the hint's colour, there only with
  // the hint.
  const orange = () => page.evaluate(() => {
    const cv = document.getElementById('eyeview');
    const d = cv.getContext('2d').getImageData(0, cv.height / 2, cv.width, cv.height / 2).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i] > 200 && d[i + 1] > 100 && d[i + 1] < 170 && d[i + 2] < 60) n++;
    return n;
  });
  const route = await page.evaluate(() => window.maze.route());
  // The way from route[i - 1] to route[i].
  const way = i => DIRS.findIndex(([dx, dy]) => route[i][0] - route[i - 1][0] === dx && route[i][1] - route[i - 1][1] === dy);

  // A walk of the shortest route, turning and stepping: a wall straight
  // ahead as high as the tool's maze makes it at each cell, and the win.
  check(route.length > 10 && JSON.stringify(route[route.length - 1]) === `[${W - 1},${H - 1}]`,
        `the route runs to the end (${route.length} cells)`);
  let off = 0, steps = 0, trail = null;
  for (let i = 1; i < route.length; i++) {
    const d = way(i), turn = (d - heading + 4) % 4;
    if (turn === 1) await page.keyboard.press('ArrowRight');
    if (turn === 3) await page.keyboard.press('ArrowLeft');
    if (turn === 2) { await page.keyboard.press('ArrowLeft'); await page.keyboard.press('ArrowLeft'); }
    heading = d;
    // The first time the route runs on straight ahead for two cells more
    // (the floor shows from a cell ahead): the hint, a trail on the floor
    // in its colour, not there before it.
    if (!trail && i + 2 < route.length && way(i + 1) === d && way(i + 2) === d) {
      await settled();
      const before = await orange();
      await page.keyboard.press('h');
      await settled();
      trail = [before, await orange()];
      check(before === 0 && trail[1] > 300, `the hint is a trail on the floor (${before}, then ${trail[1]} pixels)`);
      if (shots) await page.locator('#stage').screenshot({ path: shots + '/web-eye.png' });
    }
    await page.keyboard.press('ArrowUp');
    steps++;
    const at = await page.evaluate(() => window.maze.player());
    if (JSON.stringify(at) !== JSON.stringify(route[i])) { check(false, `step ${i} reaches ${route[i]}, not ${at}`); break; }
    if (i % 4 === 0 && i < route.length - 1) {
      await settled();
      const k = ahead(route[i][0], route[i][1], heading), want = expectHeight(k), got = await wallHeight();
      if (Math.abs(got - want) > Math.max(3, 0.06 * want)) {
        off++;
        console.log(`at ${route[i]} facing ${headings[heading]}: ${k} cells open, wall ${got} px, not ${Math.round(want)}`);
      }
    }
  }
  check(trail !== null, 'the hint was looked at');
  check(off === 0, `along the route the walls ahead stand where the maze has them (${off} off)`);
  check(await page.evaluate(() => window.maze.won()) && /^You made it in /.test(await said()),
        `the walk of the route (${steps} steps) wins, said: ${await said()}`);
  check(/^first-person view, facing \w+: .*at the end: won$/.test(await page.getAttribute('#eyeview', 'aria-label')),
        `the view says the maze: ${await page.getAttribute('#eyeview', 'aria-label')}`);
  check(new URL(page.url()).searchParams.get('eye') === '1', 'the address keeps the view');

  // Accessible, the view on.
  await page.addScriptTag({ path: new URL('node_modules/axe-core/axe.min.js', import.meta.url).pathname });
  const axe = await page.evaluate(async () => (await window.axe.run()).violations
    .filter(v => v.impact === 'serious' || v.impact === 'critical').map(v => v.id));
  check(axe.length === 0, `axe-core with the view on: ${axe.join(', ')}`);

  // Mazes the view cannot walk: the toggle off, with its reason.
  for (const [q, why] of [['shape=hex&w=6&h=5&seed=1', /rectangles only/], ['weave=0.8&w=10&h=8&seed=2', /weave/],
                          ['floors=2&w=6&h=5&seed=1', /one floor/]]) {
    await open(page, q + '&eye=1');
    st = await eye();
    check(!st.on && st.disabled && why.test(st.why) && why.test(await page.textContent('#eyewhy')) &&
          await page.isVisible('#board'), `${q}: the toggle disabled (${st.why})`);
  }
  await open(page, 'a=backtracker&w=10&h=8&seed=6&eye=1');
  check((await eye()).on, 'eye=1 in the address opens the view');
  await page.keyboard.press('v');
  check(!(await eye()).on && await page.isVisible('#board'), 'V closes it');

  // The frame rate on a 100 x 100 maze, the view turning as it is drawn;
  // first the rate of a bare canvas of its size, filled each frame.
  const bare = await browser.newPage({ viewport: { width: 1100, height: 760 } });
  await bare.setContent('<canvas id="c" width="722" height="433"></canvas>');
  const bareFps = await bare.evaluate(() => new Promise(done => {
    const g = document.getElementById('c').getContext('2d'), t0 = performance.now();
    let frames = 0;
    const count = t => {
      frames++;
      g.fillStyle = frames % 2 ? '#123' : '#456'; g.fillRect(0, 0, 722, 433);
      if (t - t0 < 3000) requestAnimationFrame(count); else done(frames * 1000 / (performance.now() - t0));
    };
    requestAnimationFrame(count);
  }));
  await bare.close();
  await open(page, 'a=backtracker&w=100&h=100&seed=1&eye=1&solver=bfs');
  await settled();
  await page.keyboard.press('h');
  const rate = await page.evaluate(() => new Promise(done => {
    const e0 = window.maze.eye(), t0 = performance.now();
    let frames = 0;
    const turner = setInterval(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' })), 400);
    const count = t => {
      frames++;
      if (t - t0 < 4000) { requestAnimationFrame(count); return; }
      clearInterval(turner);
      const e1 = window.maze.eye();
      done({ fps: frames * 1000 / (performance.now() - t0), drawn: e1.frames - e0.frames,
        drawMs: (e1.drawMs - e0.drawMs) / Math.max(1, e1.frames - e0.frames), width: e1.width, height: e1.height });
    };
    requestAnimationFrame(count);
  }));
  const floor = FPS_FLOOR;
  console.log(`first-person view, 100 x 100 maze, ${rate.width}x${rate.height} pixels: ${rate.fps.toFixed(1)} frames/s, ` +
              `${rate.drawn} drawn, ${rate.drawMs.toFixed(2)} ms each; a bare canvas ${bareFps.toFixed(1)} frames/s ` +
              `(floor ${floor.toFixed(1)} frames/s)`);
  check(rate.fps >= floor, `the view at ${rate.fps.toFixed(1)} frames a second, at least ${floor.toFixed(1)}`);
  check(rate.drawn >= 0.9 * rate.fps * 4, `the view drew every frame (${rate.drawn})`);
  if (shots) await page.screenshot({ path: shots + '/web-eye-big.png' });

  // Pinch zoom: two fingers spread on the board zoom in, pinched zoom out
  // (touch events through the DevTools protocol, as a phone sends them).
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  phone.on('pageerror', e => errors.push(String(e)));
  await open(phone, 'a=backtracker&w=150&h=150&seed=5');
  const cdp = await phone.context().newCDPSession(phone);
  const box = await phone.locator('#overlay').boundingBox();
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  async function pinch(from, to) {
    const points = r => [{ x: cx - r, y: cy, id: 1 }, { x: cx + r, y: cy, id: 2 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(from) });
    for (let k = 1; k <= 8; k++)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(from + (to - from) * k / 8) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }
  const width = async () => (await phone.locator('#board').boundingBox()).width;
  const player = () => phone.evaluate(() => JSON.stringify(window.maze.player()));
  const w0 = await width(), p0 = await player();
  await pinch(30, 130);
  const w1 = await width();
  check(w1 >= 2.5 * w0, `spread fingers zoom in (${w0} to ${w1} pixels)`);
  await pinch(130, 40);
  const w2 = await width();
  check(w2 < w1 / 2.5, `pinched fingers zoom out (${w1} to ${w2} pixels)`);
  check(await player() === p0, 'a pinch walks nowhere');
  await phone.goto('file://' + pagePath + '?a=backtracker&w=12&h=16&seed=5&solver=bfs&eye=1');
  await phone.waitForSelector('body[data-made]');
  await settled(phone);
  // A swipe up steps forward, sideways turns.
  const eyeBox = await phone.locator('#eyeview').boundingBox();
  async function swipe(dx, dy) {
    const [x, y] = [eyeBox.x + eyeBox.width / 2, eyeBox.y + eyeBox.height / 2];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + dx / 2, y: y + dy / 2 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + dx, y: y + dy }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }
  const h0 = (await eye(phone)).heading;
  await swipe(-80, 0);
  const h1 = (await eye(phone)).heading;
  check(headings.indexOf(h1) === (headings.indexOf(h0) + 3) % 4, `a swipe left turns left (${h0} to ${h1})`);
  await swipe(80, 0);
  const q0 = await player();
  await swipe(0, -80);
  check(await player() !== q0, `a swipe up steps forward (${q0} to ${await player()})`);
  await phone.click('#hint');
  await settled(phone);
  if (shots) await phone.screenshot({ path: shots + '/web-eye-phone.png' });
  await phone.close();
  check(errors.length === 0, 'no script or console errors: ' + errors.join(' '));
} finally {
  await browser.close();
}
finish('first-person view and pinch');
