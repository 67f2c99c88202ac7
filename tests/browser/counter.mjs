// counter.mjs PAGE... - prints the step count M of each HTML player's
// counter ("step 0 / M"), one a line, as a person opening it would see.
import { chromium } from 'playwright-core';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run',
         '--disable-background-networking', '--disable-component-update',
         '--disable-sync'],
});
try {
  const page = await browser.newPage();
  for (const path of process.argv.slice(2)) {
    await page.goto('file://' + path);
    const text = await page.textContent('#counter');
    const m = text.match(/^step 0 \/ (\d+)$/);
    if (!m) throw new Error(`${path}: counter reads '${text}'`);
    console.log(m[1]);
  }
} finally {
  await browser.close();
}
