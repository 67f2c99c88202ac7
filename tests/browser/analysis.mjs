// analysis.mjs PAGE MAZE SHOT - the web page's analysis toggles (shortest
// routes, bottlenecks, distances; web/analysis.js) clicked as a person
// would, each picture checked against the maze tool's PNG of the same maze
// with the same analyses (--all, --bottlenecks, --distances): at every
// cell's centre (where a bottleneck passage's line runs) and at a point
// inside it near a corner (its fill), the two pictures have the same
// colour (at the centre exactly, where neighbouring distance shades differ
// by a few units). The figures the page tells are the tool's, and the legend's
// steps run from 0 to the start's eccentricity. Screenshots go to SHOT
// (with -hex, -polar, ... before .png).
import { check, finish, launch, watch } from './common.mjs';
import { spawnSync } from 'node:child_process';

const [pagePath, mazeTool, shot] = process.argv.slice(2);
// The tool's PNG (base64) and what it told on standard error.
function tool(args) {
  const r = spawnSync(mazeTool, ['generate', ...args, '-f', 'png', '-o', '-'], { maxBuffer: 64 << 20 });
  if (r.status !== 0) throw new Error(`maze generate ${args.join(' ')}: ${r.stderr}`);
  return { png: r.stdout.toString('base64'), said: r.stderr.toString() };
}

const browser = await launch();
const errors = [];
try {
  const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
  watch(page, errors);
  let made = 0;
  async function open(query) {
    await page.goto('file://' + pagePath + '?' + query + '&cell=16&solver=none');
    await page.waitForSelector('body[data-made]', { timeout: 30000 });
    made = Number(await page.getAttribute('body', 'data-made'));
  }
  const board = () => page.evaluate(() => document.getElementById('board').toDataURL());

  // Cells whose colour on the page differs from the PNG's, at each cell's
  // centre and near its first corner; the PNG is the page's width and at
  // least its height (the legend is under the maze in the PNG).
  async function compare(png) {
    return page.evaluate(async png => {
      const img = new Image();
      img.src = 'data:image/png;base64,' + png;
      await img.decode();
      const b = document.getElementById('board');
      if (img.width !== b.width || img.height < b.height)
        return { size: `page ${b.width}x${b.height}, PNG ${img.width}x${img.height}` };
      const c = document.createElement('canvas');
      c.width = img.width; c.height = img.height;
      const g = c.getContext('2d');
      g.drawImage(img, 0, 0);
      const want = g.getImageData(0, 0, c.width, c.height).data;
      const got = b.getContext('2d').getImageData(0, 0, b.width, b.height).data;
      const at = (d, w, x, y) => { const i = 4 * (Math.round(y) * w + Math.round(x)); return [d[i], d[i + 1], d[i + 2]]; };
      const bad = [], colours = new Set();
      const points = window.maze.cellPoints();
      points.forEach(([cx, cy, kx, ky], cell) => {
        // At the centre a cell's fill is exact; near its corner a wall's
        // or a stair's edge may blend into it a little.
        for (const [x, y, near] of [[cx, cy, 1], [kx, ky, 8]]) {
          const p = at(got, b.width, x, y), q = at(want, c.width, x, y);
          colours.add(p.join());
          // Both dark: the edge of a bottleneck's line, antialiased a
          // little differently by cairo and the canvas.
          const dark = p.every(v => v < 64) && q.every(v => v < 64);
          if (!dark && p.some((v, k) => Math.abs(v - q[k]) > near)) bad.push(`cell ${cell} at ${Math.round(x)},${Math.round(y)}: page ${p} PNG ${q}`);
        }
      });
      return { bad, colours: colours.size, cells: points.length };
    }, png);
  }
  async function same(what, args) {
    const t = tool(args);
    const r = await compare(t.png);
    check(!r.size && r.bad.length === 0,
      `${what}: the page's colours are the PNG's (maze generate ${args.join(' ')}): ${r.size || r.bad.length + ' of ' + 2 * r.cells + ' points differ: ' + r.bad.slice(0, 4).join('; ')}`);
    return { ...t, ...r };
  }
  const found = () => page.evaluate(() => window.maze.found());
  const legend = () => page.evaluate(() => window.maze.legend());

  // A braided rectangle, each toggle clicked in turn.
  const rect = ['-a', 'backtracker', '-W', '14', '-H', '9', '-s', '5', '--braid', '0.6'];
  await open('a=backtracker&w=14&h=9&seed=5&braid=0.6');
  const plain = await board();
  await same('no toggle', rect);

  await page.click('#all');
  const all = await same('shortest routes', [...rect, '--all']);
  const routes = /shortest routes: (\d+) of (\d+) steps; cells on some: (\d+), on every one: (\d+)/.exec(all.said);
  check(routes && Number(routes[1]) > 1 && Number(routes[3]) > Number(routes[4]),
    `the braided maze has several shortest routes, some cells on only some: ${all.said}`);
  check(all.colours >= 3, `shortest routes: the picture has the two route colours besides the background (${all.colours} colours)`);
  const said = await found();
  check(routes && said.startsWith(`${routes[1]} shortest routes of ${routes[2]} steps, ${routes[3]} cells on some, ${routes[4]} on every one`),
    `the page tells the tool's route figures: ${said} (tool: ${all.said.trim()})`);
  check(JSON.stringify(await legend()) === JSON.stringify(['on some route', 'on all']), `routes legend: ${await legend()}`);
  check(await board() !== plain, 'shortest routes: the toggle changes the picture');
  check((await page.evaluate(() => location.search)).includes('all=1'), 'the toggle goes into the address');

  await page.click('#bottlenecks');
  const both = await same('shortest routes and bottlenecks', [...rect, '--all', '--bottlenecks']);
  const neck = /bottlenecks: (\d+) cells \(start and end among them\), (\d+) passages/.exec(both.said);
  check(neck && (await found()).includes(`bottlenecks: ${neck[1]} cells (start and end among them), ${neck[2]} passages`),
    `the page tells the tool's bottlenecks: ${await found()} (tool: ${both.said.trim()})`);
  check(neck && Number(neck[2]) > 0, `the maze has bottleneck passages to draw: ${both.said}`);

  // Distances take the cells' colours from the routes, as the tool
  // refuses the two together.
  await page.click('#distances');
  check(!(await page.isChecked('#all')), 'distances turn shortest routes off');
  await same('distances and bottlenecks', [...rect, '--distances', '--bottlenecks']);
  check(!(await legend()).includes('bottleneck'), `distances keep the bottleneck cells' colours, so no swatch says red: ${await legend()}`);
  await page.click('#bottlenecks');
  const dist = await same('distances', [...rect, '--distances']);
  const far = /farthest (\d+) steps, mean ([\d.]+)/.exec(dist.said);
  const steps = await legend();
  check(far && steps[0] === '0 steps' && steps[steps.length - 1] === far[1] && steps.length === 6,
    `the distance legend runs from 0 to the farthest cell's ${far && far[1]} steps: ${steps}`);
  check(far && (await found()).includes(`farthest cell ${far[1]} steps away, mean ${far[2]}`),
    `the page tells the tool's distances: ${await found()}`);
  check(dist.colours >= 12, `distances: many shades (${dist.colours} colours)`);
  await page.screenshot({ path: shot });
  await page.click('#distances');
  check(await board() === plain, 'every toggle off: the plain maze again');
  check((await legend()).length === 0, 'every toggle off: no legend');

  // Other shapes, weave and floors, the toggles from the address.
  for (const [name, q, args] of [
    ['hex', 'a=backtracker&shape=hex&w=10&h=8&seed=2&braid=0.7&all=1&bottlenecks=1',
      ['-a', 'backtracker', '--shape', 'hex', '-W', '10', '-H', '8', '-s', '2', '--braid', '0.7', '--all', '--bottlenecks']],
    ['hex-distances', 'a=backtracker&shape=hex&w=10&h=8&seed=2&distances=1',
      ['-a', 'backtracker', '--shape', 'hex', '-W', '10', '-H', '8', '-s', '2', '--distances']],
    ['triangle', 'a=wilson&shape=triangle&w=11&h=7&seed=5&braid=0.8&all=1',
      ['-a', 'wilson', '--shape', 'triangle', '-W', '11', '-H', '7', '-s', '5', '--braid', '0.8', '--all']],
    ['polar', 'a=prim&shape=polar&w=1&h=7&seed=4&distances=1&bottlenecks=1',
      ['-a', 'prim', '--shape', 'polar', '-W', '1', '-H', '7', '-s', '4', '--distances', '--bottlenecks']],
    ['weave', 'a=backtracker&w=14&h=9&seed=2&weave=0.8&braid=0.3&all=1&bottlenecks=1',
      ['-a', 'backtracker', '-W', '14', '-H', '9', '-s', '2', '--weave', '0.8', '--braid', '0.3', '--all', '--bottlenecks']],
    ['floors', 'floors=3&w=8&h=5&seed=11&braid=0.5&all=1&bottlenecks=1',
      ['--floors', '3', '-W', '8', '-H', '5', '-s', '11', '--braid', '0.5', '--all', '--bottlenecks']],
    ['from', 'a=backtracker&w=14&h=9&seed=5&braid=0.6&distances=1&from=7,4',
      ['-a', 'backtracker', '-W', '14', '-H', '9', '-s', '5', '--braid', '0.6', '--distances', '--from', '7,4']],
    // Ends with no gap to show them: a dot at each, on the page as in the PNG.
    ['polar-centre', 'a=prim&shape=polar&w=1&h=7&seed=4&distances=1',
      ['-a', 'prim', '--shape', 'polar', '-W', '1', '-H', '7', '-s', '4', '--distances']],
    ['inner-ends', 'a=backtracker&w=12&h=8&seed=3&start=3,2&end=8,5&distances=1',
      ['-a', 'backtracker', '-W', '12', '-H', '8', '-s', '3', '--start', '3,2', '--end', '8,5', '--distances']],
    ['polar-from', 'a=prim&shape=polar&w=1&h=7&seed=4&distances=1&bottlenecks=1&from=5,3',
      ['-a', 'prim', '--shape', 'polar', '-W', '1', '-H', '7', '-s', '4', '--distances', '--bottlenecks', '--from', '5,3']],
    ['big', 'a=backtracker&w=160&h=130&seed=1&distances=1',
      ['-a', 'backtracker', '-W', '160', '-H', '130', '-s', '1', '--distances']],
  ]) {
    await open(q);
    const r = await same(name, args);
    check(r.colours >= 3, `${name}: painted (${r.colours} colours)`);
    await page.screenshot({ path: shot.replace(/(\.png)?$/, `-${name}.png`) });
  }

  // A source outside the maze, or not a cell: the page says why, in the
  // tool's words for --from.
  await open('a=prim&w=8&h=6&seed=1&distances=1&from=9,2');
  check((await found()).includes('from 9,2 is outside the 8x6 maze (x from 0 to 7, y from 0 to 5)'),
        `from outside: ${await found()}`);
  await open('a=prim&shape=polar&w=8&h=4&seed=1&distances=1&from=0,7');
  check((await found()).includes('from ring 7 is outside the maze (rings 0 to 3)'), `from ring 7: ${await found()}`);
  // A request the library refuses whole, as the tool's: its words.
  const message = () => page.textContent('#message');
  await open('a=prim&w=8&h=6&seed=1&distances=1&from=north');
  check(/^invalid from 'north' \(expected X,Y/.test(await message()), `from not a cell: ${await message()}`);
  await open('a=prim&w=8&h=6&seed=1&ends=none&all=1');
  check(await message() === 'all needs a start and an end, and ends=none leaves them out',
        `no ends: the page says why there are no routes: ${await message()}`);
  check(errors.length === 0, 'no script or console errors: ' + errors.join(' '));
  check(made === 1, 'each page made its maze once');
} finally {
  await browser.close();
}
finish('web analyses');
