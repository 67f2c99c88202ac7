// upsilon.mjs PAGE MAZE SHOT - the web page plays an upsilon maze
// (octagons and squares) in Debian's chromium: won along the shortest
// route with the keys, the diagonals by Q E Z C and by the keypad, and a
// key for a walled or missing way refused (said, the player left where
// they stand). The maze is the tool's (maze generate ... -f json).
import { check, finish, launch, toolAt, watch } from './common.mjs';

const [pagePath, mazeTool, shot] = process.argv.slice(2);
const tool = toolAt(mazeTool);

const browser = await launch();
const errors = [];
try {
  const page = await browser.newPage({ viewport: { width: 1100, height: 760 } });
  watch(page, errors);
  await page.goto('file://' + pagePath + '?a=backtracker&shape=upsilon&w=12&h=8&seed=4&solver=bfs');
  await page.waitForSelector('body[data-made]', { timeout: 20000 });
  const maze = JSON.parse(tool(['generate', '--shape', 'upsilon', '-W', '12', '-H', '8', '-s', '4',
                                '--solve', '-f', 'json']));
  const route = await page.evaluate(() => window.maze.route());
  check(JSON.stringify(route) === JSON.stringify(maze.route),
        `the page's route is the tool's: ${JSON.stringify(route)}`);
  const player = () => page.evaluate(() => window.maze.player().join());
  const said = () => page.textContent('#said');
  const moves = async () => Number(/moves (\d+)/.exec(await page.textContent('#stats'))[1]);

  // The start (0,0) is an octagon open east and south only ("02"): its
  // south-east is a slanted wall, its north and west the border. Before,
  // C (60 degrees) turned to the open south, 30 degrees off.
  check(maze.cells[0][0] === '02' && maze.cells[0][1] === '04',
        `cells 0,0 and 1,0: ${maze.cells[0][0]} ${maze.cells[0][1]}`);
  for (const key of ['c', 'Numpad3', 'q', 'Numpad7', 'e', 'Numpad9', 'z', 'ArrowUp', 'ArrowLeft']) {
    await page.keyboard.press(key);
    check(await player() === '0,0' && /^blocked/.test(await said()), `${key} at the start is refused: ${await player()}, ${await said()}`);
  }
  // East to the square 1,0: no diagonal ways, south walled.
  await page.keyboard.press('ArrowRight');
  check(await player() === '1,0', `ArrowRight steps east: ${await player()}`);
  for (const key of ['c', 'z', 'q', 'e', 'Numpad1', 'Numpad3', 'Numpad7', 'Numpad9', 'ArrowDown', 'Numpad2']) {
    await page.keyboard.press(key);
    check(await player() === '1,0', `${key} on the square 1,0 is refused: ${await player()}`);
  }
  check(await moves() === 1, `one move counted: ${await moves()}`);

  // The route, the diagonals by Q E Z C and the keypad in turn, the
  // straight ways by the arrows and the keypad.
  await page.click('#restart');
  check(await player() === '0,0', 'restart goes back to the start');
  const letters = { '1,1': 'c', '-1,1': 'z', '-1,-1': 'q', '1,-1': 'e',
                    '1,0': 'ArrowRight', '-1,0': 'ArrowLeft', '0,1': 'ArrowDown', '0,-1': 'ArrowUp' };
  const pad = { '1,1': 'Numpad3', '-1,1': 'Numpad1', '-1,-1': 'Numpad7', '1,-1': 'Numpad9',
                '1,0': 'Numpad6', '-1,0': 'Numpad4', '0,1': 'Numpad2', '0,-1': 'Numpad8' };
  const slants = new Set();
  for (let i = 1; i < route.length; i++) {
    const d = [route[i][0] - route[i - 1][0], route[i][1] - route[i - 1][1]].join();
    if (Math.abs(route[i][0] - route[i - 1][0]) === 1 && Math.abs(route[i][1] - route[i - 1][1]) === 1) slants.add(d);
    await page.keyboard.press((i % 2 ? letters : pad)[d]);
    check(await player() === route[i].join(), `step ${i} (${d}) reaches ${route[i]}: ${await player()}`);
  }
  check(slants.size === 4, `the route takes all four diagonals: ${[...slants]}`);
  check(await page.evaluate(() => window.maze.won()) && /^You made it in 39 moves/.test(await said()),
        `won in the shortest moves: ${await said()}`);
  if (shot) await page.screenshot({ path: shot });
  check(errors.length === 0, 'no script or console errors: ' + errors.join(' '));
} finally {
  await browser.close();
}
finish('upsilon page');
