// steps.mjs PAGE EVERY - what the HTML step player's canvas shows at each
// step, as a person stepping through it with the forward button would see
// it: one line "STEP SHA256" per step k with k % EVERY == 0 and for the
// last step, the hash taken over the canvas's size and its RGBA pixels
// (getImageData, so no font or PNG encoder is involved), after a line
// "steps M WIDTHxHEIGHT". The page must work offline and without errors.
import { launch } from './common.mjs';

const [page_path, every_arg] = process.argv.slice(2);
const every = Number(every_arg);

const browser = await launch(['--force-color-profile=srgb']);
let status = 0;
try {
  const page = await browser.newPage({ viewport: { width: 900, height: 700 },
                                       deviceScaleFactor: 1 });
  const problems = [];
  page.on('request', r => { if (!r.url().startsWith('file:')) problems.push('request ' + r.url()); });
  page.on('pageerror', e => problems.push(String(e)));
  await page.goto('file://' + page_path);
  const lines = await page.evaluate(async (every) => {
    const canvas = document.getElementById('maze');
    const g = canvas.getContext('2d');
    const counter = document.getElementById('counter');
    const forward = document.getElementById('forward');
    document.getElementById('first').click();
    const total = Number(counter.textContent.match(/\/ (\d+)$/)[1]);
    const out = [`steps ${total} ${canvas.width}x${canvas.height}`];
    const hex = b => Array.from(new Uint8Array(b), x => x.toString(16).padStart(2, '0')).join('');
    for (let k = 0; k <= total; k++) {
      const shown = Number(counter.textContent.match(/step (\d+) \//)[1]);
      if (shown !== k) { out.push(`counter says step ${shown}, expected ${k}`); break; }
      if (k % every === 0 || k === total) {
        const px = g.getImageData(0, 0, canvas.width, canvas.height).data;
        const size = new TextEncoder().encode(`${canvas.width}x${canvas.height}\n`);
        const all = new Uint8Array(size.length + px.length);
        all.set(size); all.set(px, size.length);
        out.push(`${k} ${hex(await crypto.subtle.digest('SHA-256', all))}`);
      }
      if (k < total) forward.click();
    }
    return out;
  }, every);
  console.log(lines.join('\n'));
  if (problems.length) { console.error('problems: ' + problems.join('; ')); status = 1; }
} finally {
  await browser.close();
}
process.exit(status);
