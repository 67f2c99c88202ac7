// forms.mjs PAGE MAZE - the web page's algorithm menu in Debian's
// chromium: it offers every generator maze list has (the registry), each
// chosen from the menu as a person would makes the maze maze generate
// makes, the settings the generator reads (labyrinth base, cave rule and
// fill, dungeon rooms, symmetry) are shown for it alone and taken, and the
// address they leave opens the same maze again.
import { check, finish, launch, toolAt, watch } from './common.mjs';

const [pagePath, mazeTool] = process.argv.slice(2);

const tool = toolAt(mazeTool);

// The generators maze list has, in its order.
const listed = tool(['list']).split('\n\n')[0].split('\n').slice(1)
  .filter(line => /^  \S/.test(line)).map(line => line.trim().split(/\s+/)[0]);

// What to give each generator beyond the seed: the page's fields (by id)
// and the tool's options for the same. Those not named get the seed alone.
const own = {
  backtracker: [{ symmetry: 'x' }, ['--symmetry', 'x']],
  eller: [{ symmetry: 'rot', width: '21' }, ['--symmetry', 'rot', '-W', '21']],
  unicursal: [{ base: 'prim' }, ['--base', 'prim']],
  cave: [{ rule: 'B678/S345678', fill: '0.5', generations: '6' },
         ['--rule', 'B678/S345678', '--fill', '0.5', '--generations', '6']],
  dungeon: [{ rooms: '4', room_size: '3-5', trim: '1' }, ['--rooms', '4', '--room-size', '3-5', '--trim', '1']],
  division: [{ room_size: '3-5' }, ['--room-size', '3-5']],
};
// The fields of a generator's own, and who reads them.
const fields = { base: ['unicursal'], rule: ['cave'], fill: ['cave'], generations: ['cave'],
                 rooms: ['dungeon'], room_size: ['division', 'dungeon'], trim: ['dungeon'] };

const browser = await launch();
const errors = [];
try {
  const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
  watch(page, errors);
  const made = async () => Number(await page.getAttribute('body', 'data-made'));
  await page.goto('file://' + pagePath + '?w=20&h=10&seed=1');
  await page.waitForSelector('body[data-made]', { timeout: 20000 });

  // The settings the page offers are the library's table's: each control
  // of the form and of the analyses' bar is an option (data-option) that
  // maze generate takes and the table gives the page, and each option the
  // table gives the page has its one control.
  const table = tool(['list', 'options', 'generate']).trim().split('\n').map(l => l.split('\t')[0].slice(2));
  const pageRows = await page.evaluate(() => JSON.parse(engine.UTF8ToString(engine._web_options())).map(o => o.name));
  const controls = await page.$$eval('#settings input, #settings select, #analyses input, #analyses select',
                                     es => es.map(e => e.dataset.option || '#' + e.id));
  check(pageRows.length > 20 && pageRows.every(n => table.includes(n)),
        `the page's rows of the table are options of maze generate: ${pageRows.filter(n => !table.includes(n))}`);
  for (const c of controls)
    check(pageRows.includes(c), `the page offers ${c}, which the table does not give it`);
  for (const n of pageRows)
    check(controls.filter(c => c === n).length === 1, `the table gives the page ${n}, which its form offers once`);
  // Their kinds, choices and help are the table's.
  const shape = await page.$eval('#shape', e => [...e.options].map(o => o.value).join(' '));
  check(shape === tool(['list', 'options', 'generate']).split('\n').find(l => l.startsWith('--shape\t')).split('\t')[3],
        `the shapes offered are the table's choices: ${shape}`);
  check((await page.getAttribute('#braid', 'title')).startsWith('remove this share (0 to 1) of the dead ends'),
        "a field's title is the option's help");

  const offered = await page.$$eval('#algorithm option', os => os.map(o => o.value));
  check(JSON.stringify(offered) === JSON.stringify(listed),
        `the menu offers what maze list has: ${offered.join(' ')} / ${listed.join(' ')}`);
  check(['unicursal', 'classical', 'cave', 'dungeon'].every(a => offered.includes(a)),
        'unicursal, classical, cave and dungeon are offered');

  for (const a of listed) {
    // The generator from the menu, on a plain rectangle where it takes
    // one, its own fields empty (as the page opens).
    await page.selectOption('#algorithm', a);
    const polar = a === 'classical';
    if (!polar) {
      await page.selectOption('#shape', 'rect');
      await page.fill('#width', '20');
      await page.fill('#height', '10');
    }
    await page.$$eval(Object.keys(fields).map(id => '#' + id).join(',') + ',#symmetry',
                      es => es.forEach(e => { e.value = ''; }));
    const [give, options] = own[a] || [{}, []];
    for (const [id, want] of Object.entries(fields))
      check(await page.isVisible('#' + id) === want.includes(a), `${a}: ${id} shown only for ${want}`);
    const mirrors = /\[symmetry\]/.test(tool(['list']).split('\n').find(line => line.startsWith('  ' + a + ' ')));
    check(await page.isVisible('#symmetry') === mirrors, `${a}: symmetry shown: ${mirrors}`);
    await page.fill('#seed', '3');
    for (const [id, value] of Object.entries(give)) {
      if (await page.$eval('#' + id, e => e.tagName) === 'SELECT') await page.selectOption('#' + id, value);
      else await page.fill('#' + id, value);
    }
    const before = await made();
    await page.click('#make');
    await page.waitForFunction(n => Number(document.body.dataset.made) > n, before);
    const message = await page.textContent('#message');
    check(!(await page.getAttribute('#message', 'class')), `${a}: made without an error (${message})`);
    check(await page.inputValue('#shape') === (polar ? 'polar' : 'rect'), `${a}: on its shape`);
    const size = polar ? [] : ['-W', give.width || '20', '-H', '10'];
    const want = tool(['generate', '-a', a, ...size, '-s', '3', ...options, '-f', 'json']);
    const got = await page.evaluate(() => window.maze.json());
    check(got === want, `${a}: the maze maze generate -a ${a} ${options.join(" ")} makes\n${got.slice(0, 400)}\n--- want\n${want.slice(0, 400)}`);
    // The address keeps the settings: opened again, the same maze.
    const address = page.url();
    for (const [id, value] of Object.entries(give))
      check(new URL(address).searchParams.get(id === 'width' ? 'w' : id) === value,
            `${a}: the address keeps ${id}=${value}: ${address}`);
    await page.goto(address);
    await page.waitForSelector('body[data-made]', { timeout: 20000 });
    check(await page.evaluate(() => window.maze.json()) === want, `${a}: its address opens the same maze`);
  }
  // The targets, for any generator: the form's fields draw the maze the
  // tool's options draw, the address keeps them, and the form shows them.
  for (const [id, value, option] of [['difficulty', 'hard', '--difficulty'],
                                     ['route_length', '40:60', '--route-length'],
                                     ['dead_ends', '75:', '--dead-ends']]) {
    await page.selectOption('#algorithm', 'prim');
    await page.selectOption('#shape', 'rect');
    await page.fill('#width', '20');
    await page.fill('#height', '10');
    await page.fill('#seed', '5');
    for (const other of ['difficulty', 'route_length', 'dead_ends']) await page.fill('#' + other, '');
    await page.fill('#' + id, value);
    const before = await made();
    await page.click('#make');
    await page.waitForFunction(n => Number(document.body.dataset.made) > n, before);
    const message = await page.textContent('#message');
    check(!(await page.getAttribute('#message', 'class')), `${id}: made without an error (${message})`);
    // The JSON of a maze drawn to a target carries its score, the page's
    // (window.maze.json()) as the tool's.
    const want = tool(['generate', '-a', 'prim', '-W', '20', '-H', '10', '-s', '5', option, value, '-f', 'json']);
    check(/ "difficulty": \d+,/.test(want), `${id}: the tool's JSON has the difficulty`);
    const got = await page.evaluate(() => window.maze.json());
    check(got === want, `${id}=${value}: the maze maze generate ${option} ${value} draws\n${got.slice(0, 300)}\n--- want\n${want.slice(0, 300)}`);
    check(new URL(page.url()).searchParams.get(id) === value, `${id}: the address keeps ${value}: ${page.url()}`);
    await page.goto(page.url());
    await page.waitForSelector('body[data-made]', { timeout: 20000 });
    check(await page.inputValue('#' + id) === value, `${id}: the form shows ${value} again`);
    check(await page.evaluate(() => window.maze.json()) === want, `${id}: its address opens the same maze`);
  }
  // A sparse maze and a mask of words, for any generator that takes them:
  // the form's fields make the tool's maze, the address keeps them.
  for (const [id, value, option] of [['sparse', '0.3', '--sparse'],
                                     ['mask_text', 'HI', '--mask-text']]) {
    await page.selectOption('#algorithm', 'prim');
    await page.selectOption('#shape', 'rect');
    await page.fill('#width', '24');
    await page.fill('#height', '9');
    await page.fill('#seed', '5');
    for (const other of ['difficulty', 'route_length', 'dead_ends', 'sparse', 'mask_text'])
      await page.fill('#' + other, '');
    await page.fill('#' + id, value);
    const before = await made();
    await page.click('#make');
    await page.waitForFunction(n => Number(document.body.dataset.made) > n, before);
    const message = await page.textContent('#message');
    check(!(await page.getAttribute('#message', 'class')), `${id}: made without an error (${message})`);
    const want = tool(['generate', '-a', 'prim', '-W', '24', '-H', '9', '-s', '5', option, value, '-f', 'json']);
    const got = await page.evaluate(() => window.maze.json());
    check(got === want, `${id}=${value}: the maze maze generate ${option} ${value} makes\n${got.slice(0, 300)}\n--- want\n${want.slice(0, 300)}`);
    check(new URL(page.url()).searchParams.get(id) === value, `${id}: the address keeps ${value}: ${page.url()}`);
    check(await page.inputValue('#' + id) === value, `${id}: the form shows ${value} again`);
  }
  // The ends: the menu starts at the default, corners (it showed none
  // for a maze with corner ends), and none chosen makes a maze without
  // ends, as the tool's --ends none.
  {
    await page.goto('file://' + pagePath + '?a=kruskal&w=12&h=8&seed=7');
    await page.waitForSelector('body[data-made]', { timeout: 20000 });
    check(await page.inputValue('#ends') === 'corners', `ends: the menu shows ${await page.inputValue('#ends')}`);
    await page.selectOption('#ends', 'none');
    const before = await made();
    await page.click('#make');
    await page.waitForFunction(n => Number(document.body.dataset.made) > n, before);
    const want = tool(['generate', '-a', 'kruskal', '-W', '12', '-H', '8', '-s', '7', '--ends', 'none', '-f', 'json']);
    check(await page.evaluate(() => window.maze.json()) === want, 'ends none: the maze maze generate --ends none makes');
    check(new URL(page.url()).searchParams.get('ends') === 'none', `ends: the address keeps none: ${page.url()}`);
  }
  check(errors.length === 0, 'no errors: ' + errors.join(' | '));
} finally {
  await browser.close();
}
finish('forms');
