// player.mjs PAGE SHOT - drives the HTML step player in Debian's chromium
// the way a person would, and checks what it shows. The page must work
// offline: any request that is not the file itself fails the test.
import { chromium } from 'playwright-core';

const [page_path, shot] = process.argv.slice(2);
let passed = 0;
let failed = 0;
function check(ok, what) {
  if (ok) passed++;
  else { failed++; console.log('FAIL ' + what); }
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
         '--disable-background-networking', '--disable-component-update',
         '--disable-sync'],
});
try {
  const page = await browser.newPage({ viewport: { width: 760, height: 560 } });
  const outside = [];
  page.on('request', r => { if (!r.url().startsWith('file:')) outside.push(r.url()); });
  const errors = [];
  page.on('pageerror', e => errors.push(String(e)));
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

  await page.click('#last');
  await page.screenshot({ path: shot });
  check(outside.length === 0, 'no network: ' + outside.join(' '));
  check(errors.length === 0, 'no script errors: ' + errors.join(' '));
} finally {
  await browser.close();
}
console.log(`browser: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
