// messages.mjs PAGE MAZE PYTHON MESSAGES_PY - one recipe, judged once: the
// same bad settings given to the tool (`maze generate --option value`),
// to the Python package (maze.generate(name=value), when PYTHON is not
// empty) and to the web page (its address's query, the words read from
// its message element) are refused with the same words. The tool spells
// a setting as its option (--floors, -W 2) and adds "maze: " before and
// " (see: maze help generate)" after; the others spell it by name
// (floors, width=2); and where the tool names its command for the list
// of generators (all of them: maze list) the others list them. A name
// that is no setting is an unknown option to the tool ("unknown option
// '--flavour'") and an unknown setting to the others, and where nothing
// is near it (--colour would be: the tool's --color, which the others do
// not have) the tool points to its help (cut with the rest of that line's
// "see") where the others list the settings. Those spellings are
// made the same before comparing, nothing else.
// The page has no masks, so mask settings are not among the cases.
import { launch } from './common.mjs';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [pagePath, mazeTool, python, messagesPy] = process.argv.slice(2);

// Each case: the settings, by name, as a person types them.
const cases = [
  // Unknown names.
  [['flavour', 'red']],
  [['widht', '30']],
  [['algorithm', 'prism']],
  [['algorithm', 'zzzzqq']],
  [['shape', 'spiral']],
  [['ends', 'random']],
  // Values that are no value of theirs, or out of range.
  [['width', 'abc']],
  [['width', '0']],
  [['height', '-3']],
  [['width', '3000000000']],
  [['seed', 'abc']],
  [['seed', '-1']],
  [['seed', '1.5']],
  [['seed', '18446744073709551616']],
  [['braid', '2']],
  [['braid', 'abc']],
  [['weave', '1.5']],
  [['floors', '0']],
  [['levels', '5000']], // the floors' name of release 0.2.0
  [['floors', '5000']],
  [['floors', '2'], ['stairs', '0']],
  [['start', 'abc']],
  [['algorithm', 'binary-tree'], ['bias', 'XY']],
  [['algorithm', 'growing-tree'], ['pick', 'sideways']],
  [['algorithm', 'growing-tree'], ['pick', 'mix:2']],
  // Settings that do not apply to the generator or the shape.
  [['algorithm', 'eller'], ['shape', 'hex']],
  [['algorithm', 'prim'], ['bias', 'NW']],
  [['algorithm', 'backtracker'], ['pick', 'newest']],
  [['algorithm', 'sidewinder'], ['weave', '0.5']],
  [['weave', '0.5'], ['shape', 'hex']],
  [['algorithm', 'eller'], ['floors', '2']],
  [['floors', '3'], ['shape', 'hex']],
  [['floors', '3'], ['shape', 'triangle']],
  [['shape', 'polar'], ['width', '2']],
  [['shape', 'polar'], ['height', '2000000']],
  [['shape', 'triangle'], ['width', '1'], ['height', '5']],
  // Settings that do not go together, or a cell outside the maze.
  [['weave', '0.5'], ['floors', '2']],
  [['stairs', '0.5']],
  [['floors', '3'], ['start', '1,1']],
  [['floors', '3'], ['height', '1000000000']],
  [['ends', 'farthest'], ['start', '1,1']],
  [['start', '30,1']],
  [['end', '0,0']],
  [['shape', 'polar'], ['start', '5,0']],
  // Targets a maze is drawn to: values, and bands out of reach (the
  // library tries a sample of seeds and says what they had).
  [['difficulty', 'brutal']],
  [['difficulty', '101']],
  [['route_length', '9:3']],
  [['dead_ends', 'many']],
  [['ends', 'none'], ['difficulty', 'hard']],
  [['seed', '1'], ['algorithm', 'binary-tree'], ['width', '40'], ['height', '40'], ['difficulty', 'hard']],
  [['seed', '1'], ['algorithm', 'prim'], ['route_length', '150:']],
  [['seed', '1'], ['algorithm', 'kruskal'], ['dead_ends', '5:6']],
  [['seed', '1'], ['algorithm', 'kruskal'], ['route_length', '30'], ['difficulty', '80:']],
];

// The tool's option for each setting the cases name (as maze help
// generate lists them); an unknown name is tried as a long option.
const OPTION = { width: '-W', height: '-H', algorithm: '-a' };
const option = name => OPTION[name] || '--' + name.replace(/_/g, '-');
// The tool's option spellings back to names, longest first.
const SPELT = [['--width', 'width'], ['--height', 'height'], ['--algorithm', 'algorithm'], ['-W', 'width'],
  ['-H', 'height'], ['-a', 'algorithm'], ['--shape', 'shape'], ['--seed', 'seed'], ['--braid', 'braid'],
  ['--bias', 'bias'], ['--pick', 'pick'], ['--mix', 'mix'], ['--weave', 'weave'], ['--floors', 'floors'], ['--levels', 'floors'],
  ['--stairs', 'stairs'], ['--start', 'start'], ['--end', 'end'], ['--ends', 'ends'], ['--mask', 'mask'],
  ['--route-length', 'route_length'], ['--dead-ends', 'dead_ends'], ['--difficulty', 'difficulty']];
const NAMES = [...new Set(SPELT.map(([, n]) => n))];

function fromTool(text) {
  let s = text.replace(/^maze: /, '').replace(/ \(see: maze help generate\)$/, '');
  for (const [opt, name] of SPELT)
    s = s.replace(new RegExp('(^|[^\\w-])' + opt + '(?![\\w-])', 'g'), '$1' + name);
  // An option quoted as the subject: '--flavour' is the name 'flavour'.
  s = s.replace(/'--?([a-z][\w-]*)'/g, "'$1'");
  return s.replace(/^unknown option '/, "unknown setting '");
}

function fromNames(text) {
  // width=2 as -W 2 reads once the option is a name: width 2.
  let s = text.replace(new RegExp('\\b(' + NAMES.join('|') + ')=', 'g'), '$1 ');
  s = s.replace(/^(unknown setting '[^']*') \(try: [a-z_, -]+\)$/, '$1');
  return s.replace(/all of them: [a-z, -]+\)/, 'all of them: maze list)');
}

const tool = settings => {
  // JSON: the one format that draws every shape and floors.
  const args = ['generate', ...settings.flatMap(([n, v]) => [option(n), v]), '-f', 'json'];
  const r = spawnSync(mazeTool, args, { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] });
  // Its words, not the "seed: N" it says first when it draws a seed.
  const lines = r.stderr.trim().split('\n');
  return { status: r.status, said: lines.find(l => l.startsWith('maze: ')) || lines[0] };
};

let python_said = null;
if (python) {
  const dir = mkdtempSync(join(tmpdir(), 'maze-messages-'));
  writeFileSync(join(dir, 'cases.json'), JSON.stringify(cases));
  const r = spawnSync(python, [messagesPy, join(dir, 'cases.json')], { encoding: 'utf8' });
  rmSync(dir, { recursive: true });
  if (r.status !== 0) { console.log('FAIL python: ' + r.stderr); process.exit(1); }
  python_said = JSON.parse(r.stdout);
}

const browser = await launch();
let passed = 0, failed = 0;
const same = { tool: 0, python: 0 };
try {
  const page = await browser.newPage();
  for (const [i, settings] of cases.entries()) {
    const query = new URLSearchParams(settings).toString();
    await page.goto('file://' + pagePath + '?' + query);
    await page.waitForSelector('body[data-made]', { timeout: 20000 });
    const web = (await page.textContent('#message')).trim();
    const isError = await page.getAttribute('#message', 'class') === 'error';
    const t = tool(settings);
    const want = fromNames(web);
    const problems = [];
    if (!isError || !web) problems.push(`the page made a maze (${web})`);
    if (t.status !== 2) problems.push(`the tool exited ${t.status}, not 2`);
    if (fromTool(t.said) !== want) problems.push(`the tool said:  ${t.said}`);
    else same.tool++;
    if (python_said) {
      const p = python_said[i];
      if (p === null) problems.push('python made a maze');
      else if (fromNames(p) !== want) problems.push(`python said:    ${p}`);
      else same.python++;
    }
    if (problems.length) {
      failed++;
      console.log(`FAIL ?${query}\n  the page said: ${web}\n  ` + problems.join('\n  '));
    } else {
      passed++;
    }
  }
} finally {
  await browser.close();
}
console.log(`messages: ${cases.length} bad settings; the tool's words equal the page's in ${same.tool}` +
  (python_said ? `, Python's in ${same.python}` : ' (Python left out)') + `; ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
