// web.mjs PAGE MAZE SHOT - drives the web page (make web: libmaze in
// WebAssembly) in Debian's chromium the way a person would, and checks it
// against the maze tool: the same settings make the same maze. The page
// must work offline: a request that is not the file itself (or the blob
// its worker is started from) fails the test, as does a console error.
import { check, finish, launch, toolAt, watch } from './common.mjs';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [pagePath, mazeTool, shot] = process.argv.slice(2);

const tool = toolAt(mazeTool);

const browser = await launch();
const outside = [];
const errors = [];
try {
  const page = await browser.newPage({ viewport: { width: 1100, height: 760 } });
  watch(page, errors, outside);
  let made = 0;
  // Opens the page with a query and waits for its maze.
  async function open(query, timeout = 20000) {
    await page.goto('file://' + pagePath + '?' + query);
    await page.waitForSelector('body[data-made]', { timeout });
    made = Number(await page.getAttribute('body', 'data-made'));
  }
  const text = () => page.evaluate(() => window.maze.text());
  const counter = () => page.textContent('#counter');
  const pixels = () => page.evaluate(() => document.getElementById('board').toDataURL());

  // The same settings make the same maze as maze generate.
  const cases = [
    ['a=prim&w=12&h=8&seed=3', ['-a', 'prim', '-W', '12', '-H', '8', '-s', '3']],
    ['a=wilson&w=12&h=8&seed=3&wrap=klein', ['-a', 'wilson', '-W', '12', '-H', '8', '-s', '3', '--wrap', 'klein']],
    ['a=prim&w=12&h=8&seed=4&wrap=projective', ['-a', 'prim', '-W', '12', '-H', '8', '-s', '4', '--wrap', 'projective']],
    ['a=backtracker&w=15&h=10&seed=42&route=1', ['-a', 'backtracker', '-W', '15', '-H', '10', '-s', '42', '--solve']],
    ['a=kruskal&w=9&h=1&seed=7', ['-a', 'kruskal', '-W', '9', '-H', '1', '-s', '7']],
    ['a=wilson&w=7&h=11&seed=1&braid=0.5&route=1', ['-a', 'wilson', '-W', '7', '-H', '11', '-s', '1', '--braid', '0.5', '--solve']],
    ['a=binary-tree&w=10&h=6&seed=9&bias=SE', ['-a', 'binary-tree', '-W', '10', '-H', '6', '-s', '9', '--bias', 'SE']],
    ['a=growing-tree&w=10&h=10&seed=4&pick=mix:0.3', ['-a', 'growing-tree', '-W', '10', '-H', '10', '-s', '4', '--pick', 'mix:0.3']],
    ['a=division&w=16&h=9&seed=5&ends=farthest&route=1', ['-a', 'division', '-W', '16', '-H', '9', '-s', '5', '--ends', 'farthest', '--solve']],
    ['a=eller&w=11&h=7&seed=12345678901', ['-a', 'eller', '-W', '11', '-H', '7', '-s', '12345678901']],
  ];
  for (const [query, args] of cases) {
    await open(query);
    const want = tool(['generate', ...args, '-f', 'text']);
    const got = await text();
    check(got === want, `text of ?${query} equals maze generate ${args.join(' ')}\n${got}\n--- want\n${want}`);
  }
  check(made === 1, 'each page made its maze once');

  // Other shapes: the same maze as maze generate (in the JSON format, as
  // the text format draws rectangles only), drawn, the player at the start.
  for (const [shape, a, seed] of [['hex', 'backtracker', 2], ['triangle', 'wilson', 3],
                                  ['polar', 'prim', 4], ['hex', 'kruskal', 5],
                                  ['upsilon', 'growing-tree', 6]]) {
    const w = shape === 'polar' ? 1 : 9;
    await open(`a=${a}&shape=${shape}&w=${w}&h=7&seed=${seed}&route=1`);
    const want = tool(['generate', '-a', a, '--shape', shape, '-W', String(w), '-H', '7', '-s', String(seed),
                       '--solve', '-f', 'json']);
    const got = await page.evaluate(() => window.maze.json());
    check(got === want, `${shape} ${a}: JSON equals maze generate\n${got}\n--- want\n${want}`);
    const start = await page.evaluate(() => window.maze.player());
    check(Array.isArray(start) && start[0] === 0 && start[1] === 0, `${shape}: the player starts at 0,0: ${start}`);
    check((await page.$eval('#board', c => c.width)) > 50, `${shape}: drawn`);
  }

  // Surfaces: a cube (six faces of -W cells, no -H) and a sphere (-H rings
  // pole to pole) are the tool's too, drawn, the player at the start.
  for (const [query, args] of [
    ['a=wilson&shape=cube&w=4&seed=3&route=1', ['-a', 'wilson', '--shape', 'cube', '-W', '4', '-s', '3']],
    ['a=prim&shape=sphere&h=8&seed=4&route=1', ['-a', 'prim', '--shape', 'sphere', '-H', '8', '-s', '4']]]) {
    await open(query);
    const want = tool(['generate', ...args, '--solve', '-f', 'json']);
    const got = await page.evaluate(() => window.maze.json());
    check(got === want, `?${query}: JSON equals maze generate\n${got}\n--- want\n${want}`);
    check((await page.$eval('#board', c => c.width)) > 50, `?${query}: drawn`);
  }

  // A route over a cube's cut seams (its farthest ends: 33 steps) goes
  // out through one edge and in through the other, as the PNG draws it,
  // never across the picture outside the net: no route-red pixel more
  // than half a cell off the six faces (a straight line drew 479).
  await open('a=wilson&shape=cube&w=4&seed=3&route=1&ends=farthest&cell=16');
  {
    await page.waitForFunction(() => (window.maze.route() || []).length > 1);
    await page.waitForTimeout(300); // the frame that draws it
    const r = await page.evaluate(() => {
      const board = document.getElementById('overlay'); // the route's layer
      const d = board.getContext('2d').getImageData(0, 0, board.width, board.height).data;
      const slots = [[1, 0], [0, 1], [1, 1], [2, 1], [3, 1], [1, 2]];
      const cell = 16, face = 4 * cell, margin = cell;
      const near = (x, y) => slots.some(([c, r]) =>
        x >= margin + c * face - cell / 2 && x < margin + (c + 1) * face + cell / 2 &&
        y >= margin + r * face - cell / 2 && y < margin + (r + 1) * face + cell / 2);
      let red = 0, astray = 0;
      for (let y = 0; y < board.height; y++)
        for (let x = 0; x < board.width; x++) {
          const i = 4 * (y * board.width + x);
          if (d[i] > 180 && d[i + 1] < 90 && d[i + 2] < 90) {
            red++;
            astray += !near(x, y);
          }
        }
      return { red, astray };
    });
    check(r.red > 200, `cube: the route is drawn (${r.red} red pixels)`);
    check(r.astray === 0, `cube: ${r.astray} of the route's ${r.red} pixels off the net`);
  }

  // Wrapped edges (--wrap): the same torus as maze generate, the form
  // showing the setting, and the player walks across both seams (up from
  // the top row to the bottom one, left from the first column to the
  // last) to the end, its corners (which a torus takes only when told:
  // the seams make them neighbours); a hex cylinder is the tool's too.
  await open('a=backtracker&w=6&h=4&seed=3&wrap=xy&ends=corners&route=1');
  {
    const want = tool(['generate', '-W', '6', '-H', '4', '-s', '3', '--wrap', 'xy', '--ends', 'corners', '--solve', '-f', 'text']);
    const got = await text();
    check(got === want, `torus: text equals maze generate --wrap xy\n${got}\n--- want\n${want}`);
    check(await page.$eval('#wrap', e => e.value) === 'xy', 'torus: the form shows wrap xy');
    await page.keyboard.press('ArrowUp');
    const at = JSON.stringify(await page.evaluate(() => window.maze.player()));
    check(at === '[0,3]', `torus: up from 0,0 crosses the top seam to 0,3, not ${at}`);
    await page.keyboard.press('ArrowLeft');
    check(await page.evaluate(() => window.maze.won()), 'torus: left across the side seam wins');
  }
  await open('a=prim&shape=hex&w=7&h=6&seed=2&wrap=x');
  check(await page.evaluate(() => window.maze.json()) ===
        tool(['generate', '-a', 'prim', '--shape', 'hex', '-W', '7', '-H', '6', '-s', '2', '--wrap', 'x', '-f', 'json']),
        'hex cylinder: JSON equals maze generate --wrap x');
  // A Moebius strip: the top-left corner's west seam leads to the bottom
  // row's east end (row 3 - 0), where the end is.
  await open('a=backtracker&w=6&h=4&seed=3&wrap=mobius&ends=corners&route=1');
  {
    const want = tool(['generate', '-W', '6', '-H', '4', '-s', '3', '--wrap', 'mobius', '--ends', 'corners', '--solve', '-f', 'text']);
    const got = await text();
    check(got === want, `mobius: text equals maze generate --wrap mobius\n${got}\n--- want\n${want}`);
    await page.keyboard.press('ArrowLeft');
    const at = JSON.stringify(await page.evaluate(() => window.maze.player()));
    check(at === '[5,3]', `mobius: left from 0,0 crosses the twisted seam to 5,3, not ${at}`);
    check(await page.evaluate(() => window.maze.won()), 'mobius: the twisted seam wins');
  }

  // The page draws from the library's geometry (maze.h's maze_geometry_*),
  // so its picture is the tool's PNG at the same cell size: where one has
  // ink (a wall) the other has no background, but for antialiasing and a
  // maze of floors' numbers (text on the page, segments in the PNG). A
  // copy of the geometry that drifted drew triangles upside down: 74% off.
  for (const [q, args] of [
    ['a=prim&w=12&h=8&seed=3', ['-a', 'prim', '-W', '12', '-H', '8', '-s', '3']],
    ['a=wilson&w=12&h=8&seed=3&wrap=klein', ['-a', 'wilson', '-W', '12', '-H', '8', '-s', '3', '--wrap', 'klein']],
    ['a=prim&w=12&h=8&seed=4&wrap=projective', ['-a', 'prim', '-W', '12', '-H', '8', '-s', '4', '--wrap', 'projective']],
    ['a=backtracker&w=14&h=9&seed=2&weave=0.8', ['-a', 'backtracker', '-W', '14', '-H', '9', '-s', '2', '--weave', '0.8']],
    ['a=backtracker&shape=hex&w=9&h=7&seed=2', ['-a', 'backtracker', '--shape', 'hex', '-W', '9', '-H', '7', '-s', '2']],
    ['a=wilson&shape=triangle&w=9&h=7&seed=3', ['-a', 'wilson', '--shape', 'triangle', '-W', '9', '-H', '7', '-s', '3']],
    ['a=prim&shape=polar&w=1&h=7&seed=4', ['-a', 'prim', '--shape', 'polar', '-W', '1', '-H', '7', '-s', '4']],
    ['a=wilson&shape=upsilon&w=9&h=7&seed=5', ['-a', 'wilson', '--shape', 'upsilon', '-W', '9', '-H', '7', '-s', '5']],
    ['floors=3&w=8&h=5&seed=11', ['--floors', '3', '-W', '8', '-H', '5', '-s', '11']],
    ['floors=3x2&w=6&h=4&seed=11', ['--floors', '3x2', '-W', '6', '-H', '4', '-s', '11']],
    ['a=wilson&shape=cube&w=4&seed=3', ['-a', 'wilson', '--shape', 'cube', '-W', '4', '-s', '3']],
  ]) {
    await open(q + '&cell=16&solver=none');
    const png = execFileSync(mazeTool, ['generate', ...args, '-f', 'png', '-o', '-'],
      { stdio: ['ignore', 'pipe', 'ignore'] }).toString('base64');
    const r = await page.evaluate(async png => {
      const img = new Image();
      img.src = 'data:image/png;base64,' + png;
      await img.decode();
      const board = document.getElementById('board');
      if (img.width !== board.width || img.height !== board.height)
        return { size: `${board.width}x${board.height}, the PNG ${img.width}x${img.height}` };
      const c = document.createElement('canvas');
      c.width = img.width; c.height = img.height;
      const g = c.getContext('2d');
      g.drawImage(img, 0, 0);
      const a = g.getImageData(0, 0, c.width, c.height).data;
      const b = board.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      const shade = (d, i) => { const v = (d[i] + d[i + 1] + d[i + 2]) / 3; return v < 85 ? 0 : v > 170 ? 2 : 1; };
      let ink = 0, off = 0;
      for (let i = 0; i < a.length; i += 4) {
        const x = shade(a, i), y = shade(b, i);
        if (x === 0 || y === 0) ink++;
        if (x + y === 2 && x !== y) off++;
      }
      return { ink, off };
    }, png);
    check(!r.size && r.ink > 1000 && r.off / r.ink < 0.02,
          `?${q}: the page draws the tool's picture (${r.size || r.off + ' of ' + r.ink + ' ink pixels apart'})`);
  }

  // A new seed goes into the URL, and the URL makes the same maze again.
  await open('a=sidewinder&w=13&h=9&seed=1');
  await page.click('#newseed');
  await page.waitForFunction(() => document.body.dataset.made === '2');
  const seed = await page.inputValue('#seed');
  check(/^\d+$/.test(seed) && seed !== '1', `a new seed is shown: ${seed}`);
  const query = await page.evaluate(() => location.search);
  check(query.includes('seed=' + seed) && query.includes('a=sidewinder'), `the URL holds the settings: ${query}`);
  const drawn = await text();
  const download = page.waitForEvent('download');
  await page.click('#savetext');
  const saved = await download;
  const file = (await import('node:fs')).readFileSync(await saved.path(), 'utf8');
  check(file === drawn, 'saving as text writes the text shown');
  check(/\.txt$/.test(saved.suggestedFilename()), `a .txt name: ${saved.suggestedFilename()}`);
  await open(query.slice(1));
  check(await text() === drawn, 'the URL opens the same maze');
  check(drawn === tool(['generate', '-a', 'sidewinder', '-W', '13', '-H', '9', '-s', seed, '-f', 'text']),
        'the new seed makes what maze generate makes with it');

  // Names as the tool takes them; an unknown one is said in the library's
  // words (the cross-front-end test, messages.mjs, checks many more).
  await open("a=Prim's&shape=hexagonal&w=8&h=6&seed=2&solver=A*&route=1");
  check(await page.inputValue('#algorithm') === 'prim' && await page.inputValue('#shape') === 'hex' &&
        await page.inputValue('#solver') === 'astar', 'other names find their entries');
  check(await page.evaluate(() => window.maze.json()) ===
        tool(['generate', '-a', "Prim's", '--shape', 'hexagonal', '-W', '8', '-H', '6', '-s', '2',
              '--solver', 'A*', '--solve', '-f', 'json']), 'the maze is what maze generate makes of them');
  await open('a=prism&w=8&h=6&seed=2');
  check(/^unknown algorithm 'prism' \(did you mean prim\?/.test(await page.textContent('#message')),
        'an unknown algorithm is said, with the nearest name');
  // Settings by other names and spellings are the library's to take: the
  // form and the address then show them by the page's names.
  // levels is the floors' name of release 0.2.0.
  await open('Width=7&levels=2&H=3&SEED=4');
  check(await text() === tool(['generate', '--floors', '2', '-W', '7', '-H', '3', '-s', '4', '-f', 'text']),
        'Width, levels, H and SEED are width, floors, height and seed');
  check(await page.inputValue('#width') === '7' && await page.inputValue('#floors') === '2',
        'the form shows the settings taken');
  const spelt = new URLSearchParams(new URL(page.url()).search);
  check(spelt.get('w') === '7' && spelt.get('floors') === '2' && !spelt.has('levels'),
        `the address spells them by the page's names: ${page.url()}`);
  // The form's fields are text the library judges, and a refused one
  // stays as it was typed.
  await page.fill('#width', 'abc');
  await page.click('#make');
  await page.waitForFunction(() => document.body.dataset.made === '2');
  check(await page.textContent('#message') === "invalid width 'abc' (expected a whole number from 1 to 2147483647)" &&
        await page.inputValue('#width') === 'abc', "the form's width refused in the library's words, kept as typed");

  // A size that cannot be held is refused with the library's error.
  await open('a=backtracker&w=70000&h=70000&seed=1');
  const refused = await page.textContent('#message');
  check(/^a 70000x70000 maze needs .* of memory/.test(refused) &&
        await page.getAttribute('#message', 'class') === 'error', `70000 x 70000 refused: ${refused}`);
  // A polar maze's bytes do not fit the page's 32-bit size_t: said in
  // full all the same (it said 97.7 KiB, its width times height).
  await open('a=backtracker&shape=polar&w=1&h=100000&seed=1');
  const polar = await page.textContent('#message');
  check(/^a 1x100000 maze needs 27\.4 GiB of memory/.test(polar), `polar 100000 rings refused: ${polar}`);

  // The step player: forward and back reach the same pictures.
  await open('a=prim&w=12&h=8&seed=3');
  const total = Number((await counter()).match(/\/ (\d+)$/)[1]);
  check(await counter() === `step ${total} / ${total}` && total > 100, 'opens at the last step');
  const atEnd = await pixels();
  await page.click('#first');
  check(await counter() === `step 0 / ${total}`, 'first');
  const at0 = await pixels();
  for (let i = 0; i < 3; i++) await page.click('#forward');
  check(await counter() === `step 3 / ${total}`, 'three steps forward');
  const at3 = await pixels();
  check(at3 !== at0, 'the canvas changes when stepping');
  await page.click('#back');
  check(await counter() === `step 2 / ${total}`, 'one step back');
  const at2 = await pixels();
  await page.click('#first');
  await page.click('#forward');
  await page.click('#forward');
  check(await pixels() === at2, 'step 2 reached forwards equals step 2 reached backwards');
  await page.keyboard.press('End');
  check(await pixels() === atEnd, 'End shows the finished maze again');
  await page.click('#first');
  await page.click('#play');
  await page.waitForTimeout(500);
  await page.click('#play');
  const played = Number((await counter()).match(/step (\d+) \//)[1]);
  check(played > 0 && played < total, `play moves on and pause stops it (at ${played})`);
  await page.keyboard.press('End');

  // Division steps a level at a time, as the tool's step player does: the
  // same number of steps, step 0 the open field, each step a change.
  const dir = mkdtempSync(join(tmpdir(), 'maze-web-'));
  execFileSync(mazeTool, ['generate', '-a', 'division', '-W', '12', '-H', '12', '-s', '1',
    '--solve', '-f', 'html', '--animate', '-o', join(dir, 'division.html')], { stdio: 'ignore' });
  execFileSync(mazeTool, ['generate', '-a', 'division', '-W', '12', '-H', '12', '-s', '1',
    '--solve', '-f', 'html', '--animate', '--steps-per-frame', '1', '-o', join(dir, 'events.html')],
    { stdio: 'ignore' });
  await page.goto('file://' + join(dir, 'division.html'));
  const levels = Number((await counter()).match(/\/ (\d+)$/)[1]);
  await page.goto('file://' + join(dir, 'events.html'));
  const events = Number((await counter()).match(/\/ (\d+)$/)[1]);
  rmSync(dir, { recursive: true });
  await open('a=division&w=12&h=12&seed=1&route=1');
  const steps = await page.evaluate(() => window.maze.steps());
  check(steps === levels && steps < events,
        `division: ${steps} steps, the tool's player ${levels} (${events} events)`);
  const divisionEnd = await pixels();
  await page.click('#first');
  check(await counter() === `step 0 / ${steps}`, 'division starts at step 0');
  const floor = await pixels();
  await page.click('#forward');
  const one = await pixels();
  await page.click('#forward');
  check(floor !== one && one !== await pixels(), 'each level changes the picture');
  await page.click('#back');
  check(await pixels() === one, 'a level back is the level before');
  await page.click('#last');
  check(await pixels() === divisionEnd, 'the last level is the finished maze');

  // A game: the keys of the shortest route win it.
  await open('a=backtracker&w=10&h=8&seed=5&solver=bfs');
  const route = await page.evaluate(() => window.maze.route());
  check(route.length > 10, `a route to walk (${route.length} cells)`);
  await page.keyboard.press('h');
  const hint = await page.evaluate(() => window.maze.hint());
  check(hint.length > 1 && JSON.stringify(hint) === JSON.stringify(route.slice(0, hint.length)),
        `a hint shows the next steps of the route: ${JSON.stringify(hint)}`);
  check((await page.textContent('#stats')).includes('hints 1'), 'the hint is counted');
  const keys = { '1,0': 'ArrowRight', '-1,0': 'ArrowLeft', '0,1': 'ArrowDown', '0,-1': 'ArrowUp' };
  // A step into a wall goes nowhere and is not counted.
  const [sx, sy] = route[0];
  for (const [k, [dx, dy]] of Object.entries({ ArrowLeft: [-1, 0], ArrowUp: [0, -1] })) {
    if (sx + dx < 0 || sy + dy < 0) {
      await page.keyboard.press(k);
      check(JSON.stringify(await page.evaluate(() => window.maze.player())) === JSON.stringify([sx, sy]),
            `${k} off the grid stays put`);
    }
  }
  for (let i = 1; i < route.length; i++) {
    const d = [route[i][0] - route[i - 1][0], route[i][1] - route[i - 1][1]].join();
    await page.keyboard.press(i % 2 ? keys[d] : { ArrowRight: 'd', ArrowLeft: 'a', ArrowDown: 's', ArrowUp: 'w' }[keys[d]]);
  }
  const end = await page.evaluate(() => window.maze.end());
  check(JSON.stringify(await page.evaluate(() => window.maze.player())) === JSON.stringify(end),
        'the player reaches the end');
  check(await page.evaluate(() => window.maze.won()), 'the game is won');
  const win = await page.textContent('#win');
  check(win.includes(`in ${route.length - 1} moves`) && /score \d+/.test(win), `the win is shown: ${win}`);

  // Weave: the tool's maze, each crossing drawn as a bridge (the walls of
  // the passage over it run across the cell a quarter cell in from its
  // sides, where a plain junction is floor), the route walked with one key
  // a step, a step under a crossing going on to the cell beyond it.
  await open('a=kruskal&w=12&h=8&seed=3&weave=0.8&solver=bfs&cell=16');
  check(await text() === tool(['generate', '-a', 'kruskal', '-W', '12', '-H', '8', '-s', '3',
                               '--weave', '0.8', '-f', 'text']), 'weave: text equals maze generate');
  check(new URLSearchParams(new URL(page.url()).search).get('weave') === '0.8', 'weave: in the URL');
  const crossings = await page.evaluate(() => window.maze.crossings());
  check(crossings.length > 5, `weave: crossings (${crossings.length})`);
  const ink = await page.evaluate(list => {
    const g = document.getElementById('board').getContext('2d'), cell = 16, margin = 16;
    const dark = (x, y) => g.getImageData(Math.round(x), Math.round(y), 1, 1).data[0] < 100;
    // For each crossing: [a rail, the middle of the gap under it, the centre].
    return list.map(([x, y, over]) => {
      const x0 = margin + x * cell, y0 = margin + y * cell, q = cell / 4, h = cell / 2;
      return over === 'ns' ? [dark(x0 + q, y0 + h), dark(x0, y0 + h), dark(x0 + h, y0 + h)]
        : [dark(x0 + h, y0 + q), dark(x0 + h, y0), dark(x0 + h, y0 + h)];
    });
  }, crossings);
  check(ink.every(([rail, gap, middle]) => rail && !gap && !middle),
        'weave: every crossing drawn as a bridge: ' + JSON.stringify(ink));
  const weaveRoute = await page.evaluate(() => window.maze.route());
  const under = weaveRoute.filter((p, i) => i && Math.abs(p[0] - weaveRoute[i - 1][0]) + Math.abs(p[1] - weaveRoute[i - 1][1]) === 2);
  check(under.length > 0, `weave: the route goes under crossings (${under.length} times)`);
  for (let i = 1; i < weaveRoute.length; i++) {
    const d = [Math.sign(weaveRoute[i][0] - weaveRoute[i - 1][0]), Math.sign(weaveRoute[i][1] - weaveRoute[i - 1][1])].join();
    await page.keyboard.press(keys[d]);
    const at = await page.evaluate(() => window.maze.player());
    if (JSON.stringify(at) !== JSON.stringify(weaveRoute[i])) {
      check(false, `weave: ${keys[d]} from ${weaveRoute[i - 1]} reaches ${weaveRoute[i]}, not ${at}`);
      break;
    }
  }
  check(await page.evaluate(() => window.maze.won()), 'weave: won along the route, under the bridges');
  const weaveWin = await page.textContent('#win');
  check(weaveWin.includes(`in ${weaveRoute.length - 1} moves`), `weave: a step under is one move: ${weaveWin}`);
  await open('a=eller&w=12&h=8&seed=3&weave=0.8');
  check(/^eller cannot weave \(try: /.test(await page.textContent('#message')) &&
        !(await page.isVisible('#weave')), 'weave: eller cannot weave, and the control is hidden');

  // Every shape is playable: a hexagonal maze won by clicking the next
  // cell and by D C Z A Q E, a triangular one by the arrows, a round one
  // by swipes.
  await open('a=backtracker&shape=hex&w=7&h=5&seed=3&solver=bfs');
  const hexRoute = await page.evaluate(() => window.maze.route());
  for (const [x, y] of hexRoute.slice(1)) {
    const [px, py] = await page.evaluate(([x, y]) => window.maze.where(x, y), [x, y]);
    await page.mouse.click(px, py);
  }
  check(await page.evaluate(() => window.maze.won()), `hex: won by clicking along the route (${hexRoute.length} cells)`);
  await page.click('#restart');
  const keyAngles = { d: 0, c: 60, z: 120, a: 180, q: 240, e: 300 };
  for (let i = 1; i < hexRoute.length; i++) {
    const [ax, ay] = await page.evaluate(([x, y]) => window.maze.where(x, y), hexRoute[i - 1]);
    const [bx, by] = await page.evaluate(([x, y]) => window.maze.where(x, y), hexRoute[i]);
    const angle = (Math.atan2(by - ay, bx - ax) * 180 / Math.PI + 360) % 360;
    const key = Object.keys(keyAngles).find(k => Math.abs(((keyAngles[k] - angle) % 360 + 540) % 360 - 180) < 10);
    await page.keyboard.press(key);
  }
  check(await page.evaluate(() => window.maze.won()), 'hex: won with the keys D C Z A Q E');
  await open('a=backtracker&shape=triangle&w=9&h=5&seed=3&solver=bfs');
  const triRoute = await page.evaluate(() => window.maze.route());
  const arrows = { ArrowRight: 0, ArrowDown: 90, ArrowLeft: 180, ArrowUp: 270 };
  for (let i = 1; i < triRoute.length; i++) {
    const [ax, ay] = await page.evaluate(([x, y]) => window.maze.where(x, y), triRoute[i - 1]);
    const [bx, by] = await page.evaluate(([x, y]) => window.maze.where(x, y), triRoute[i]);
    const angle = (Math.atan2(by - ay, bx - ax) * 180 / Math.PI + 360) % 360;
    const key = Object.keys(arrows).find(k => Math.abs(((arrows[k] - angle) % 360 + 540) % 360 - 180) <= 45);
    await page.keyboard.press(key);
  }
  check(await page.evaluate(() => window.maze.won()), `triangle: won with the arrow keys (${triRoute.length} cells)`);
  await open('a=backtracker&shape=polar&w=1&h=4&seed=3&solver=bfs');
  const ring = await page.evaluate(() => window.maze.route());
  for (let i = 1; i < ring.length; i++) {
    const [ax, ay] = await page.evaluate(([x, y]) => window.maze.where(x, y), ring[i - 1]);
    const [bx, by] = await page.evaluate(([x, y]) => window.maze.where(x, y), ring[i]);
    const len = Math.hypot(bx - ax, by - ay), ux = (bx - ax) / len, uy = (by - ay) / len;
    // Away from the player, in the corner: only the stroke's way counts.
    const box = await page.locator('#overlay').boundingBox();
    const [ox, oy] = [box.x + 60, box.y + 60];
    await page.mouse.move(ox - 25 * ux, oy - 25 * uy);
    await page.mouse.down();
    await page.mouse.move(ox + 25 * ux, oy + 25 * uy, { steps: 3 });
    await page.mouse.up();
  }
  check(await page.evaluate(() => window.maze.won()), `polar: won by swiping along the route (${ring.length} cells)`);

  // Floors: the tool's maze (its text and JSON), each floor drawn on its
  // panel with its stairs marked, hints across floors, and the route
  // walked with the arrows on a floor and < and > up and down a stair.
  await open('floors=3&w=8&h=5&seed=11&solver=bfs&cell=16');
  check(await text() === tool(['generate', '--floors', '3', '--seed', '11', '-W', '8', '-H', '5', '-f', 'text']),
        'floors: text equals maze generate --floors 3');
  const floorsJson = tool(['generate', '--floors', '3', '--seed', '11', '-W', '8', '-H', '5', '-f', 'json']);
  check(await page.evaluate(() => window.maze.json()) === floorsJson, 'floors: JSON equals maze generate');
  check(await page.evaluate(() => window.maze.floors()) === 3, 'floors: three');
  // Where the JSON has a stair ('u' or 'd'), the page draws a blue mark on
  // that floor's panel; where it has none, the cell's middle is floor.
  const rows = JSON.parse(floorsJson).cells;
  const marks = await page.evaluate(rows => {
    const g = document.getElementById('board').getContext('2d'), n = 16;
    return rows.map((row, y) => row.map((dirs, x) => {
      const z = Math.floor(y / 5), stair = /[ud]/.test(dirs);
      const px = n + (z * 9 + x + 0.5) * n, py = n + (y % 5 + 0.5) * n;
      // Both ways: two marks side by side, a fifth of a cell from the middle.
      const [r, gr, b] = g.getImageData(Math.round(px + (/u/.test(dirs) && /d/.test(dirs) ? -0.22 * n : 0)),
        Math.round(py), 1, 1).data;
      return [stair, b > 150 && r < 100, r > 200 && gr > 200 && b > 200];
    })).flat();
  }, rows);
  const stairCells = marks.filter(([stair]) => stair);
  check(stairCells.length > 4 && stairCells.every(([, blue]) => blue),
        `floors: every stair marked (${stairCells.length})`);
  // (The start, the first cell, and the end, the last, are dots.)
  check(marks.filter(([stair], i) => !stair && i !== 0 && i !== marks.length - 1).every(([, , white]) => white),
        'floors: no mark where there is no stair');
  // A maze of floors is watched being made, as any other: step 0, steps
  // forward that change the picture, the finished maze at the end.
  const floorSteps = await page.evaluate(() => window.maze.steps());
  const floorsEnd = await pixels();
  await page.click('#first');
  const floors0 = await pixels();
  check(floorSteps > 100 && await counter() === `step 0 / ${floorSteps}` && floors0 !== floorsEnd,
        `floors: the step player steps them (${floorSteps} steps)`);
  for (let i = 0; i < 40; i++) await page.click('#forward');
  const floors40 = await pixels();
  check(floors40 !== floors0 && floors40 !== floorsEnd, 'floors: step 40 is neither the first nor the last');
  await page.keyboard.press('End');
  check(await pixels() === floorsEnd, 'floors: End shows the finished maze again');
  const floorsRoute = await page.evaluate(() => window.maze.route());
  const floorOf = ([, y]) => Math.floor(y / 5);
  const firstStair = floorsRoute.findIndex((p, i) => i && floorOf(p) !== floorOf(floorsRoute[i - 1]));
  check(firstStair > 0 && floorOf(floorsRoute[floorsRoute.length - 1]) === 2,
        `floors: the route climbs to the top floor (first stair at step ${firstStair})`);
  const stairKey = (a, b) => floorOf(b) > floorOf(a) ? '<' : '>';
  // A stair that is not there is not taken.
  await page.keyboard.press('>');
  check(await page.evaluate(() => window.maze.floor()) === 0, 'floors: > on the lowest floor goes nowhere');
  for (let i = 1; i < firstStair - 1; i++) {
    const d = [floorsRoute[i][0] - floorsRoute[i - 1][0], floorsRoute[i][1] - floorsRoute[i - 1][1]].join();
    await page.keyboard.press(keys[d]);
  }
  await page.keyboard.press('h');
  const climb = await page.evaluate(() => window.maze.hint());
  check(climb.length > 2 && new Set(climb.map(floorOf)).size > 1 &&
        JSON.stringify(climb) === JSON.stringify(floorsRoute.slice(Math.max(0, firstStair - 2), firstStair - 2 + climb.length)),
        `floors: the hint goes on up the stair: ${JSON.stringify(climb)}`);
  const climbKey = floorOf(floorsRoute[firstStair]) > floorOf(floorsRoute[firstStair - 1]) ? 'up a stair (<)' : 'down a stair (>)';
  check((await page.textContent('#stats')).endsWith('hint: ' + climbKey), 'floors: the hint says which stair key');
  for (let i = Math.max(1, firstStair - 1); i < floorsRoute.length; i++) {
    const [a, b] = [floorsRoute[i - 1], floorsRoute[i]];
    const key = floorOf(a) !== floorOf(b) ? stairKey(a, b) : keys[[b[0] - a[0], b[1] - a[1]].join()];
    await page.keyboard.press(key);
    const at = await page.evaluate(() => window.maze.player());
    if (JSON.stringify(at) !== JSON.stringify(b)) {
      check(false, `floors: ${key} from ${a} reaches ${b}, not ${at}`);
      break;
    }
  }
  check(await page.evaluate(() => window.maze.won()), `floors: won along the route (${floorsRoute.length} cells)`);
  check((await page.textContent('#stats')).startsWith('floor 3/3'), 'floors: the floor is shown');
  const floorsSvg = page.waitForEvent('download');
  await page.click('#savesvg');
  const svgText = (await import('node:fs')).readFileSync(await (await floorsSvg).path(), 'utf8');
  check(svgText.startsWith('<svg') && svgText.includes('#2f6fd0'), 'floors: saved as SVG, with the stairs');
  await page.click('#restart');
  await page.screenshot({ path: shot.replace(/(\.png)?$/, '-floors.png') });

  // Four dimensions (floors=FxT): the tool's maze, portals drawn, and the
  // route walked with } and { through the portals, < and > on the stairs.
  await open('floors=2x2&w=4&h=3&seed=2&solver=bfs&cell=16');
  check(await text() === tool(['generate', '--floors', '2x2', '--seed', '2', '-W', '4', '-H', '3', '-f', 'text']),
        'towers: text equals maze generate --floors 2x2');
  const towersJson = JSON.parse(tool(['generate', '--floors', '2x2', '--seed', '2', '-W', '4', '-H', '3', '--solve',
    '-f', 'json']));
  check(await page.evaluate(() => [window.maze.floors(), window.maze.towers()].join()) === '4,2',
        'towers: four floors in two towers');
  check((await page.evaluate(() => new URLSearchParams(location.search).get('floors'))) === '2x2',
        'towers: the address keeps floors=2x2');
  const towersRoute = towersJson.route, sheetFloor = ([, y]) => Math.floor(y / 3);
  check(towersRoute.some((p, i) => i && Math.abs(sheetFloor(p) - sheetFloor(towersRoute[i - 1])) === 2),
        'towers: the route takes a portal');
  for (let i = 1; i < towersRoute.length; i++) {
    const [a, b] = [towersRoute[i - 1], towersRoute[i]], dz = sheetFloor(b) - sheetFloor(a);
    const key = dz === 2 ? '}' : dz === -2 ? '{' : dz === 1 ? '<' : dz === -1 ? '>'
      : keys[[b[0] - a[0], b[1] - a[1]].join()];
    await page.keyboard.press(key);
    const at = await page.evaluate(() => window.maze.player());
    if (JSON.stringify(at) !== JSON.stringify(b)) {
      check(false, `towers: ${key} from ${a} reaches ${b}, not ${at}`);
      break;
    }
  }
  check(await page.evaluate(() => window.maze.won()), `towers: won along the route (${towersRoute.length} cells)`);
  check((await page.textContent('#stats')).startsWith('tower 2/2 floor 2/2'), 'towers: the tower is shown');

  // The picture saved as PNG and SVG.
  for (const [button, head] of [['#savepng', '\x89PNG'], ['#savesvg', '<svg']]) {
    const wait = page.waitForEvent('download');
    await page.click(button);
    const got = await wait;
    const bytes = (await import('node:fs')).readFileSync(await got.path(), 'latin1');
    check(bytes.startsWith(head) && bytes.length > 200, `${button} saves a ${head} file of ${bytes.length} bytes`);
  }

  // A large maze is made off the page's thread, within seconds.
  const t0 = Date.now();
  await open('a=backtracker&w=1000&h=1000&seed=1&solver=none', 15000);
  const ms = Date.now() - t0;
  check(ms < 8000, `1000 x 1000 made and drawn in ${ms} ms`);
  console.log(`1000 x 1000: ${ms} ms (${await page.textContent('#timing')}: ${await page.getAttribute('#timing', 'title')})`);
  check(await page.evaluate(() => window.maze.worker()), 'made by the worker');
  const big = await text();
  check(big === tool(['generate', '-a', 'backtracker', '-W', '1000', '-H', '1000', '-s', '1', '-f', 'text']),
        '1000 x 1000: text equals maze generate');

  await open('a=hunt-and-kill&w=24&h=16&seed=8&route=1');
  await page.screenshot({ path: shot });
  // The address follows the mazes made, and the back button brings the
  // maze before back.
  await open('a=prim&w=9&h=6&seed=21');
  const first = await text();
  await page.fill('#width', '11');
  await page.click('#make');
  await page.waitForFunction(() => document.body.dataset.made === '2');
  check(new URL(page.url()).searchParams.get('w') === '11', `the address follows the form: ${page.url()}`);
  await page.goBack();
  await page.waitForFunction(() => document.body.dataset.made === '3');
  check(await text() === first && new URL(page.url()).searchParams.get('w') === '9',
        'back shows the maze before');

  // Accessibility: axe-core finds nothing serious or critical, in the
  // light and the dark theme, on the desktop and the phone; the canvas
  // says the maze and where the player is; a live region says a blocked
  // move, a hint and the win; the keyboard's focus shows.
  const axePath = new URL('node_modules/axe-core/axe.min.js', import.meta.url).pathname;
  async function axe(p, what) {
    await p.addScriptTag({ path: axePath });
    const r = await p.evaluate(async () => (await window.axe.run()).violations
      .filter(v => v.impact === 'serious' || v.impact === 'critical')
      .map(v => v.id + ': ' + v.nodes.map(n => n.target.join(' ')).slice(0, 3).join(', ')));
    check(r.length === 0, `${what}: axe-core finds nothing serious: ${r.join('; ')}`);
  }
  await open('a=backtracker&w=10&h=8&seed=6&solver=bfs');
  await axe(page, 'desktop, light');
  const label = await page.getAttribute('#board', 'aria-label');
  check(await page.getAttribute('#board', 'role') === 'img' &&
        /^a 10 by 8 rectangular maze made by backtracker, seed 6; you are at column 1, row 1/.test(label),
        `the canvas says the maze: ${label}`);
  const route6 = await page.evaluate(() => window.maze.route());
  // From the start, north and west are the border: a blocked move.
  await page.keyboard.press('ArrowLeft');
  check(/^blocked/.test(await page.textContent('#said')), `a blocked move is said: ${await page.textContent('#said')}`);
  await page.keyboard.press('h');
  check(/^hint: /.test(await page.textContent('#said')), `a hint is said: ${await page.textContent('#said')}`);
  for (let i = 1; i < route6.length; i++) {
    const d = [route6[i][0] - route6[i - 1][0], route6[i][1] - route6[i - 1][1]].join();
    await page.keyboard.press(keys[d]);
  }
  check(await page.evaluate(() => window.maze.won()) && /^You made it in/.test(await page.textContent('#said')) &&
        /at the end: won$/.test(await page.getAttribute('#board', 'aria-label')),
        `the win is said: ${await page.textContent('#said')}`);
  // Tab reaches the buttons, and the focus is drawn.
  await page.keyboard.press('Tab');
  const focusRing = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
  check(focusRing !== "none", `the keyboard focus is drawn (${focusRing})`);

  // The dark theme follows the system's, the maze too: a dark floor, light
  // walls at 7:1 or more, the player, start, goal and route at WCAG AA's
  // 3:1 for a drawing or more; the light theme keeps the PNG's black on
  // white.
  const themeColours = p => p.evaluate(() => {
    const px = (x, y) => Array.from(document.getElementById('board').getContext('2d').getImageData(x, y, 1, 1).data);
    const lum = ([r, g, b]) => [r, g, b].map(v => v / 255).map(v => v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
      .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
    const ratio = (a, b) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    const rgb = c => [1, 3, 5].map(i => parseInt(c.trim().slice(i, i + 2), 16));
    const body = getComputedStyle(document.body).backgroundColor.match(/\d+/g).map(Number);
    const board = document.getElementById('board');
    // The bottom wall, a cell (a 14th of the width) above the bottom.
    const y = board.height - board.width / 14, x = Math.round(board.width / 2);
    const wall = [px(x, Math.floor(y) - 1), px(x, Math.floor(y)), px(x, Math.ceil(y))]
      .sort((p, q) => lum(q) - lum(p))[0], floor = px(3, 3);
    const css = getComputedStyle(document.documentElement);
    const marks = ['--player', '--start', '--goal'].map(v => ratio(lum(rgb(css.getPropertyValue(v))), lum(floor)));
    return { body: lum(body), floor: lum(floor), contrast: ratio(lum(wall), lum(floor)), marks };
  });
  const dark = await browser.newPage({ viewport: { width: 1280, height: 900 }, colorScheme: 'dark' });
  await dark.goto('file://' + pagePath + '?a=prim&w=12&h=8&seed=3');
  await dark.waitForSelector('body[data-made]');
  const colours = await themeColours(dark);
  check(colours.body < 0.05 && colours.floor < 0.05 && colours.contrast > 7,
        `dark theme: a dark page (${colours.body.toFixed(3)}) and maze floor (${colours.floor.toFixed(3)}), ` +
        `the walls at ${colours.contrast.toFixed(1)}:1`);
  check(colours.marks.every(r => r >= 4.5), `dark theme: player, start and goal at ${colours.marks.map(r => r.toFixed(1))}:1`);
  await open('a=prim&w=12&h=8&seed=3');
  const lightColours = await themeColours(page);
  check(lightColours.floor > 0.95 && lightColours.contrast > 15 && lightColours.marks.every(r => r >= 4.5),
        `light theme: black on white (${lightColours.contrast.toFixed(1)}:1), marks at ${lightColours.marks.map(r => r.toFixed(1))}:1`);
  await axe(dark, 'desktop, dark');
  await dark.screenshot({ path: shot.replace(/(\.png)?$/, '-dark.png') });
  await dark.close();

  // Phones first: at 390 x 844 the maze is in view on load without
  // scrolling, the settings folded into a panel; a swipe walks; a big
  // maze zooms.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  phone.on('pageerror', e => errors.push(String(e)));
  await phone.goto('file://' + pagePath + '?a=backtracker&w=12&h=16&seed=5&solver=bfs');
  await phone.waitForSelector('body[data-made]');
  const box = await phone.locator('#board').boundingBox();
  check(box.y >= 0 && box.x >= 0 && box.y + box.height <= 844 && box.x + box.width <= 390 && box.width > 300,
        `phone: the maze in view on load (${JSON.stringify(box)})`);
  check(!(await phone.isVisible('#algorithm')) && await phone.isVisible('#panel'), 'phone: the settings are folded');
  await phone.click('#panel');
  check(await phone.isVisible('#algorithm') && await phone.getAttribute('#panel', 'aria-expanded') === 'true',
        'phone: the panel opens');
  await axe(phone, 'phone, panel open');
  await phone.click('#panel');
  const phoneRoute = await phone.evaluate(() => window.maze.route());
  for (let i = 1; i < phoneRoute.length; i++) {
    const [ax, ay] = await phone.evaluate(([x, y]) => window.maze.where(x, y), phoneRoute[i - 1]);
    const [bx, by] = await phone.evaluate(([x, y]) => window.maze.where(x, y), phoneRoute[i]);
    const ux = Math.sign(Math.round(bx - ax)), uy = Math.sign(Math.round(by - ay));
    // A swipe of touches, as a finger makes it.
    await phone.evaluate(([x, y, ux, uy]) => {
      const ov = document.getElementById('overlay');
      const at = (k, type) => ov.dispatchEvent(new PointerEvent(type, { pointerType: 'touch', bubbles: true,
        clientX: x + ux * k, clientY: y + uy * k }));
      at(0, 'pointerdown'); at(20, 'pointermove'); at(40, 'pointerup');
    }, [box.x + 40, box.y + 40, ux, uy]);
  }
  check(await phone.evaluate(() => window.maze.won()), `phone: won by swipes (${phoneRoute.length} cells)`);
  await phone.screenshot({ path: shot.replace(/(\.png)?$/, '-phone.png') });

  // The page as a phone first opens it (no settings in the address): a
  // maze the shape of the screen that fills most of it, one line that says
  // what to do, the start and the goal marked, the game's buttons before
  // the step player; in the light and the dark theme.
  for (const scheme of ['light', 'dark']) {
    await phone.emulateMedia({ colorScheme: scheme });
    await phone.goto('file://' + pagePath + '?seed=5');
    await phone.waitForSelector('body[data-made]');
    const b = await phone.locator('#board').boundingBox();
    const share = b.width * b.height / (390 * 844);
    check(b.y >= 0 && b.y + b.height <= 844 && share >= 0.5,
          `phone, ${scheme}: the maze fills ${Math.round(100 * share)}% of the screen (${JSON.stringify(b)})`);
    const how = await phone.locator('#howto').boundingBox();
    const said = (await phone.textContent('#howto')).trim();
    check(await phone.isVisible('#howto') && /^Reach the flag: swipe or use the arrows/.test(said) &&
          how.height < 30 && how.y < b.y, `phone, ${scheme}: one line above the maze says what to do: ${said}`);
    const play = await phone.locator('#playbar').boundingBox(), watch = await phone.locator('#watch').boundingBox();
    check(play.y > b.y && watch.y > play.y && play.y + play.height <= 844,
          `phone, ${scheme}: the game's buttons under the maze, the step player after them`);
    // The goal's flag and the start's ring on the overlay, in their colours.
    const marked = await phone.evaluate(() => {
      const ov = document.getElementById('overlay'), g = ov.getContext('2d');
      const css = getComputedStyle(document.documentElement);
      const rgb = v => [1, 3, 5].map(i => parseInt(css.getPropertyValue(v).trim().slice(i, i + 2), 16));
      const near = (c, want) => c[3] > 200 && c.slice(0, 3).every((v, i) => Math.abs(v - want[i]) < 40);
      const scale = ov.width / ov.getBoundingClientRect().width;
      const count = ([x, y], want) => {
        const r = ov.getBoundingClientRect(), cx = (x - r.left) * scale, cy = (y - r.top) * scale;
        const size = Math.round(20 * scale), d = g.getImageData(cx - size, cy - size, 2 * size, 2 * size).data;
        let n = 0;
        for (let i = 0; i < d.length; i += 4) if (near(d.slice(i, i + 4), want)) n++;
        return n;
      };
      const [ex, ey] = window.maze.end();
      return { goal: count(window.maze.where(ex, ey), rgb('--goal')), start: count(window.maze.where(0, 0), rgb('--start')) };
    });
    check(marked.goal > 20 && marked.start > 10,
          `phone, ${scheme}: the goal flagged (${marked.goal} pixels) and the start ringed (${marked.start})`);
    if (scheme === 'dark') await axe(phone, 'phone, dark');
    await phone.screenshot({ path: shot.replace(/(\.png)?$/, `-phone-${scheme}.png`) });
  }
  await phone.emulateMedia({ colorScheme: 'light' });
  await phone.goto('file://' + pagePath + '?a=backtracker&w=150&h=150&seed=5');
  await phone.waitForSelector('body[data-made]');
  const before = (await phone.locator('#board').boundingBox()).width;
  await phone.click('#zoomin');
  await phone.click('#zoomin');
  const after = (await phone.locator('#board').boundingBox()).width;
  const view = await phone.locator('#view').boundingBox();
  check(after >= 1.9 * before && view.width <= 390, `phone: zoom doubles a big maze (${before} to ${after} pixels), in a view that scrolls`);
  await phone.close();

  check(outside.length === 0, 'no network: ' + outside.join(' '));
  check(errors.length === 0, 'no script or console errors: ' + errors.join(' '));
} finally {
  await browser.close();
}
finish('web page');
