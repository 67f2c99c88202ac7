// refusals.mjs PAGE LIST - the requests of LIST (tests/bad-requests.tsv),
// which the tool and Python are given too, as the page's address: the page
// makes no maze and its message says the library's words, spelled with
// keywords (its third field), for each.
import { check, finish, launch, watch } from './common.mjs';
import { readFileSync } from 'node:fs';

const [pagePath, list] = process.argv.slice(2);

// [request, words]: the request as a query (a flag as name=1).
const requests = readFileSync(list, 'utf8').split('\n')
  .filter(line => line && !line.startsWith('#'))
  .map(line => {
    const [request, , words] = line.split('\t');
    const query = new URLSearchParams(request.split(' ').map(s => {
      const eq = s.indexOf('=');
      return eq < 0 ? [s, '1'] : [s.slice(0, eq), s.slice(eq + 1)];
    }));
    return [request, query.toString(), words];
  });
check(requests.length >= 30, `${requests.length} requests: 30 or more`);

const browser = await launch();
const errors = [];
try {
  const page = await browser.newPage();
  watch(page, errors);
  for (const [request, query, words] of requests) {
    await page.goto('file://' + pagePath + '?' + query);
    await page.waitForSelector('body[data-made]', { timeout: 20000 });
    const said = (await page.textContent('#message')).trim();
    const isError = await page.getAttribute('#message', 'class') === 'error';
    check(isError && said === words, `${request}: the page said\n  ${said}\nnot\n  ${words}`);
  }
  // What maze generate takes and the page does not offer (the table's
  // rows without MAZE_CMD_PAGE) is refused by name, after the library
  // took it: never ignored.
  for (const [query, name] of [['count=3', 'count'], ['format=svg', 'format'], ['animate=1', 'animate']]) {
    await page.goto('file://' + pagePath + '?w=5&h=4&' + query);
    await page.waitForSelector('body[data-made]', { timeout: 20000 });
    const said = (await page.textContent('#message')).trim();
    check(said === `the page does not take '${name}' (try: maze generate --${name})`,
          `${query}: the page said ${said}`);
  }
  check(errors.length === 0, 'no script errors: ' + errors.join(' | '));
} finally {
  await browser.close();
}
finish('refusals');
