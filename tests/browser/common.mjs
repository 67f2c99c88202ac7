// common.mjs - what the browser tests share: Debian's chromium started
// offline and quiet, the tally of a test's checks, the maze tool run for
// its output, and a page's script errors and outside requests collected.
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';

// No network of its own: the pages must work offline, and a request the
// browser makes for itself would hide one the page makes.
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
               '--disable-background-networking', '--disable-component-update',
               '--disable-sync'];

export function launch(extra = []) {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: [...FLAGS, ...extra] });
}

// check(ok, what) counts a check and prints what failed; finish(name)
// prints the tally and ends the test, failing it if any check failed.
let passed = 0;
let failed = 0;
export function check(ok, what) {
  if (ok) passed++;
  else { failed++; console.log('FAIL ' + what); }
}
export function finish(name) {
  console.log(`${name}: ${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

// The maze tool at mazeTool as a function of its arguments giving what it
// printed (stderr dropped); a failure throws.
export function toolAt(mazeTool) {
  return args => execFileSync(mazeTool, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'],
                                                maxBuffer: 64 << 20 });
}

// Collects page's script and console errors into errors and, when outside
// is given, the requests that are neither the file itself nor the blob a
// worker is started from.
export function watch(page, errors, outside = null) {
  page.on('pageerror', e => errors.push(String(e)));
  page.on('console', m => { if (m.type() === 'error') errors.push(m.text()); });
  if (outside) {
    page.on('request', r => {
      const u = r.url();
      if (!u.startsWith('file:') && !u.startsWith('blob:')) outside.push(u);
    });
  }
}
