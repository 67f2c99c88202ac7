// counter.mjs PAGE... - prints the step count M of each HTML player's
// counter ("step 0 / M"), one a line, as a person opening it would see.
import { launch } from './common.mjs';

const browser = await launch();
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
