// player.mjs PAGE SHOT [JSON] - drives the HTML step player in Debian's
// chromium the way a person would, and checks what it shows. The page must
// work offline: any request that is not the file itself fails the test.
// JSON, the same rectangular maze solved (maze generate -f json --solve):
// the last step must show its walls and its route.
import { readFileSync } from 'node:fs';
import { check, finish, launch, watch } from './common.mjs';

const [page_path, shot, json_path] = process.argv.slice(2);

const browser = await launch();
try {
  const page = await browser.newPage({ viewport: { width: 760, height: 560 } });
  const outside = [];
  const errors = [];
  watch(page, errors, outside);
  await page.goto('file://' + page_path);

  const counter = () => page.textContent('#counter');
  const pixels = () => page.evaluate(() => document.getElementById('maze').toDataURL());
  const step = async () => Number((await counter()).match(/step (\d+) \//)[1]);

  const first = await counter();
  const total = Number(first.match(/\/ (\d+)$/)[1]);
  check(first === `step 0 / ${total}` && total > 100, `starts at step 0: ${first}`);
  const at0 = await pixels();

  for (let i = 0; i < 3; i++) await page.click('#forward');
  check(await counter() === `step 3 / ${total}`, 'three steps forward');
  const at3 = await pixels();
  check(at3 !== at0, 'the canvas changes when stepping');

  await page.click('#back');
  check(await counter() === `step 2 / ${total}`, 'one step back');
  const at2 = await pixels();
  check(at2 !== at3, 'stepping back undoes a step');

  await page.click('#last');
  check(await counter() === `step ${total} / ${total}`, 'last');
  const atEnd = await pixels();

  await page.keyboard.press('Home');
  check(await counter() === `step 0 / ${total}`, 'Home goes to the first step');
  check(await pixels() === at0, 'step 0 again is exactly step 0');

  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  check(await counter() === `step 2 / ${total}`, 'right arrow steps');
  check(await pixels() === at2, 'step 2 reached forwards equals step 2 reached backwards');

  await page.keyboard.press('End');
  check(await pixels() === atEnd, 'End shows the same last state');
  await page.keyboard.press('ArrowLeft');
  check(await counter() === `step ${total - 1} / ${total}`, 'left arrow steps back');

  await page.keyboard.press('Home');
  await page.click('#play');
  await page.waitForTimeout(600);
  await page.keyboard.press(' ');
  const played = await step();
  check(played > 0 && played < total, `play moves on and pause stops it (at ${played})`);
  await page.waitForTimeout(300);
  check(await step() === played, 'paused means paused');

  // Every step shows the same picture however it is reached: forwards a
  // step at a time, then backwards (the page keeps copies of the scene
  // every few dozen steps and applies the steps' changes from the one
  // before).
  const mismatched = await page.evaluate((total) => {
    const canvas = document.getElementById('maze');
    const g = canvas.getContext('2d');
    const hash = () => {
      const d = g.getImageData(0, 0, canvas.width, canvas.height).data;
      let h = 2166136261;
      for (let i = 0; i < d.length; i++) { h ^= d[i]; h = Math.imul(h, 16777619); }
      return h;
    };
    const back = document.getElementById('back'), forward = document.getElementById('forward');
    document.getElementById('first').click();
    const seen = [hash()];
    for (let k = 1; k <= total; k++) { forward.click(); seen.push(hash()); }
    const wrong = [];
    for (let k = total - 1; k >= 0; k--) { back.click(); if (hash() !== seen[k]) wrong.push(k); }
    return wrong;
  }, total);
  check(mismatched.length === 0, 'each step backwards shows what it showed forwards: ' +
        mismatched.slice(0, 5).join(', '));

  await page.click('#last');
  const weave = json_path && JSON.parse(readFileSync(json_path, 'utf8')).crossings;
  if (weave) {
    // A weave maze: each crossing a bridge, its rails (a quarter cell in
    // from the sides) wall along the cell and its deck open between.
    const maze = JSON.parse(readFileSync(json_path, 'utf8'));
    const wrong = await page.evaluate((mz) => {
      const canvas = document.getElementById('maze');
      const d = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
      const rgb = (x, y) => {
        const i = (Math.floor(y) * canvas.width + Math.floor(x)) * 4;
        return (d[i] << 16) | (d[i + 1] << 8) | d[i + 2];
      };
      const wall = MAZE.palette[1], c = MAZE.cell, o = MAZE.margin;
      const out = [];
      for (const [x, y, over] of mz.crossings) {
        const px = (along, across) => over === 'ew'
          ? rgb(o + x * c + along, o + y * c + across)
          : rgb(o + x * c + across, o + y * c + along);
        for (let along = 1; along < c; along += 2)
          if (px(along, c / 4) !== wall || px(along, c - c / 4) !== wall)
            out.push(`rails of ${x},${y}`);
        if (px(0, c / 8) !== wall || px(c / 2, c / 2 - c / 8) === wall)
          out.push(`stubs or deck of ${x},${y}`);
      }
      return [out, mz.crossings.length];
    }, maze);
    check(wrong[1] > 0 && wrong[0].length === 0,
          `the last step shows ${wrong[1]} bridges: ` + wrong[0].slice(0, 5).join(', '));
  } else if (json_path) {
    // Each wall segment's middle is the wall colour exactly where the maze
    // has a wall, and the route colour where the route goes through; each
    // cell's centre is the route colour exactly on the route.
    const maze = JSON.parse(readFileSync(json_path, 'utf8'));
    const wrong = await page.evaluate((mz) => {
      const canvas = document.getElementById('maze');
      const d = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
      const rgb = (x, y) => {
        const i = (Math.floor(y) * canvas.width + Math.floor(x)) * 4;
        return (d[i] << 16) | (d[i + 1] << 8) | d[i + 2];
      };
      /* global MAZE */
      const wall = MAZE.palette[1], route = MAZE.palette[7];
      const c = MAZE.cell, o = MAZE.margin;
      const cell = ([x, y]) => y * mz.width + x;
      const onRoute = new Set(mz.route.map(cell));
      const steps = new Set(mz.route.slice(1).map((p, i) =>
        Math.min(cell(p), cell(mz.route[i])) + ',' + Math.max(cell(p), cell(mz.route[i]))));
      const out = [];
      const side = (what, px, open, a, b) => {
        const want = !open ? wall : steps.has(a + ',' + b) ? route : null;
        if ((px === wall) !== (want === wall) || (px === route) !== (want === route))
          out.push(what);
      };
      for (let y = 0; y < mz.height; y++) {
        for (let x = 0; x < mz.width; x++) {
          const open = mz.cells[y][x], at = y * mz.width + x;
          if (x + 1 < mz.width)
            side(`east side of ${x},${y}`, rgb(o + (x + 1) * c, o + y * c + c / 2),
                 open.includes('e'), at, at + 1);
          if (y + 1 < mz.height)
            side(`south side of ${x},${y}`, rgb(o + x * c + c / 2, o + (y + 1) * c),
                 open.includes('s'), at, at + mz.width);
          if ((rgb(o + x * c + c / 2, o + y * c + c / 2) === route) !== onRoute.has(y * mz.width + x))
            out.push(`route at ${x},${y}`);
        }
      }
      return out;
    }, maze);
    check(wrong.length === 0, 'the last step shows the maze and its route: ' + wrong.slice(0, 5).join(', '));
  }
  await page.screenshot({ path: shot });
  check(outside.length === 0, 'no network: ' + outside.join(' '));
  check(errors.length === 0, 'no script errors: ' + errors.join(' '));
} finally {
  await browser.close();
}
finish('browser');
