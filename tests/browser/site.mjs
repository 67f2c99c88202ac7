// site.mjs SITE MAZE - the page as a server serves it (make web's
// build/web/site: index.html with engine.js and engine.wasm beside it) in
// Debian's chromium, from a server of this test's own on 127.0.0.1: the
// engine is a file of its own that the page and its worker load (the HTML
// is small, no engine inside), and the page makes the tool's mazes with it.
import { check, finish, launch, toolAt, watch } from './common.mjs';
import { createServer } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';

const [site, mazeTool] = process.argv.slice(2);
const tool = toolAt(mazeTool);
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm' };

// What the server was asked for, by path.
const served = [];
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
  const file = join(site, path === '/' ? 'index.html' : path);
  served.push(path);
  try {
    const body = readFileSync(file);
    res.writeHead(200, { 'content-type': TYPES[extname(file)] || 'application/octet-stream',
                         'cache-control': 'max-age=3600' });
    res.end(body);
  } catch (e) {
    res.writeHead(404);
    res.end();
  }
});
await new Promise(ok => server.listen(0, '127.0.0.1', ok));
const base = `http://127.0.0.1:${server.address().port}/`;

const html = statSync(join(site, 'index.html')).size, wasm = statSync(join(site, 'engine.wasm')).size;
check(html < 200000 && wasm > 100000,
      `the page is ${html} bytes of HTML beside a ${wasm}-byte engine.wasm`);
check(!/AGFzbQ|data:application\/wasm/.test(readFileSync(join(site, 'index.html'), 'utf8')),
      'no engine inside the page');

const browser = await launch();
const errors = [];
try {
  const page = await browser.newPage({ viewport: { width: 1100, height: 760 } });
  watch(page, errors);
  const wasmLoads = [];
  page.on('response', r => { if (r.url().endsWith('/engine.wasm')) wasmLoads.push(r.status()); });
  for (const [query, args] of [
    ['a=prim&w=12&h=8&seed=3', ['-a', 'prim', '-W', '12', '-H', '8', '-s', '3']],
    ['a=kruskal&w=30&h=20&seed=9', ['-a', 'kruskal', '-W', '30', '-H', '20', '-s', '9']],
  ]) {
    await page.goto(base + '?' + query);
    await page.waitForSelector('body[data-made]', { timeout: 20000 });
    check(await page.evaluate(() => window.maze.text()) === tool(['generate', ...args]),
          `served, ${query}: the tool's maze`);
    check(await page.evaluate(() => window.maze.worker()), `served, ${query}: made by the worker`);
  }
  check(served.includes('/engine.js') && served.includes('/engine.wasm') && wasmLoads.length > 0 &&
        wasmLoads.every(s => s === 200),
        `the engine loaded as files: ${served.join(' ')}`);
} finally {
  await browser.close();
  server.close();
}
check(errors.length === 0, 'no script or console errors: ' + errors.join(' '));
finish('served page');
