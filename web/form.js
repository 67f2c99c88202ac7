'use strict';
// form.js - the page's settings, built from the library's one table of
// options (web_options(): the rows the page offers, with their kind,
// choices, default and help), in the table's order, so that the page
// keeps no list of its own: an option the table gives the page appears
// here, and one it does not is refused by the engine. The maze's, the
// targets', the solver's and the cell's go in the form (#settings), the
// analyses in their bar (#analyses). Each control's id is the option's
// keyword (room_size) and its data-option the option's name.

const FORM = (() => {
  // The page's short names in its address (web_make() takes them too).
  const SHORT = { algorithm: 'a', width: 'w', height: 'h' };
  // Offered on the grids the library makes them on: rectangles, and for
  // wrap rectangles and hexagons.
  const RECT_ONLY = ['floors', 'stairs', 'weave', 'symmetry'];
  let options = [];

  const idOf = o => o.name.replace(/-/g, '_');
  const keyOf = o => SHORT[o.name] || idOf(o);
  const line = text => (text || '').replace(/\n/g, ' ');

  // The entries of a menu of a registry: every generator for the
  // algorithm, those that can be a labyrinth's base for the others that
  // name a generator; the solvers, and the page's own none (no route).
  function entries(engine, o) {
    const names = [];
    if (o.choices === 'generators') {
      for (let i = 0; engine._web_generator_name(i); i++)
        if (o.name === 'algorithm' || engine._web_generator_base(i))
          names.push(engine.UTF8ToString(engine._web_generator_name(i)));
    } else if (o.choices === 'solvers') {
      for (let i = 0; engine._web_solver_name(i); i++)
        names.push(engine.UTF8ToString(engine._web_solver_name(i)));
      names.push('none');
    }
    return names;
  }

  // The value a control starts at and stands for "not given": a menu's
  // default (the table's, else none when a choice, else its first); an
  // empty field.
  function initial(o, el) {
    if (el.tagName !== 'SELECT') return '';
    const values = [...el.options].map(e => e.value);
    if (o.fallback && values.includes(o.fallback)) return o.fallback;
    return values.includes('none') && o.kind === 'word' ? 'none' : values[0];
  }

  function control(engine, o) {
    let el;
    if (o.kind === 'flag') {
      el = document.createElement('input');
      el.type = 'checkbox';
    } else if (o.kind === 'word' || o.kind === 'name') {
      el = document.createElement('select');
      const words = o.kind === 'word' ? o.choices.split(' ') : entries(engine, o);
      for (const w of words) el.appendChild(Object.assign(document.createElement('option'), { textContent: w }));
    } else {
      el = document.createElement('input');
      if (o.kind === 'whole') el.inputMode = 'numeric';
      if (o.kind === 'share') el.inputMode = 'decimal';
      el.placeholder = o.fallback || (o.kind === 'whole' && o.max > 0 ? o.min + ' to ' + o.max : o.value || '');
      if (o.choices) {
        // Words the text may be (difficulty's easy, medium, hard).
        const list = document.createElement('datalist');
        list.id = idOf(o) + '_words';
        for (const w of o.choices.split(' '))
          list.appendChild(Object.assign(document.createElement('option'), { value: w }));
        el.setAttribute('list', list.id);
        el.words = list;
      }
    }
    el.id = idOf(o);
    el.dataset.option = o.name;
    el.title = line(o.help);
    return el;
  }

  // Builds the form and the analyses' bar from the table.
  function build(engine) {
    options = JSON.parse(engine.UTF8ToString(engine._web_options()));
    const form = $('settings'), end = $('make').parentElement, bar = $('analyses'), legend = $('legend');
    for (const o of options) {
      const el = control(engine, o);
      const label = document.createElement('label');
      label.htmlFor = el.id;
      label.textContent = o.name.replace(/-/g, ' ');
      label.title = el.title;
      label.className = 'opt-' + el.id;
      el.classList.add('opt-' + el.id);
      if (o.group === 'analysis') {
        if (o.kind === 'flag') {
          label.textContent = ' ' + label.textContent;
          label.prepend(el);
          bar.insertBefore(label, legend);
        } else {
          bar.insertBefore(label, legend);
          bar.insertBefore(el, legend);
        }
        continue;
      }
      let place = el;
      if (o.name === 'seed') {
        // A new seed at a click: the page's own button beside the field.
        place = document.createElement('span');
        const again = Object.assign(document.createElement('button'),
          { type: 'button', id: 'newseed', title: 'a new seed', textContent: 'new' });
        place.append(el, ' ', again);
      }
      form.insertBefore(label, end);
      form.insertBefore(place, end);
      if (el.words) form.insertBefore(el.words, end);
      el.dataset.initial = initial(o, el);
      el.value = el.dataset.initial;
    }
    return options;
  }

  // The options of the maze and of the targets it is drawn to: those of
  // the library's settings (web_settings() gives back what it took).
  const recipe = () => options.filter(o => o.group === 'maze' || o.group === 'targets');

  // The recipe as the form gives it, as a query: the generator, shape and
  // size always, the others when shown, filled in and not the default.
  function query(q) {
    for (const o of recipe()) {
      const el = $(idOf(o)), v = el.value.trim();
      const always = o.name in SHORT || o.name === 'shape';
      if (v === '' || (!always && (el.style.display === 'none' || v === el.dataset.initial))) continue;
      q.set(keyOf(o), v);
    }
    return q;
  }

  // Shows in the form the recipe the library took (web_settings()).
  function show(taken) {
    const q = new URLSearchParams(taken);
    for (const o of recipe()) {
      const el = $(idOf(o)), k = keyOf(o);
      el.value = q.has(k) ? q.get(k) : el.dataset.initial;
    }
  }

  // Shows the recipe's options the generator (its menu entry's
  // data-reads) and the shape take, and hides the others.
  function offer(reads, shape) {
    for (const o of recipe()) {
      const name = o.name, on = reads(name) && (!RECT_ONLY.includes(name) || shape === 'rect') &&
        (name !== 'wrap' || shape === 'rect' || shape === 'hex');
      document.querySelectorAll('.opt-' + idOf(o)).forEach(e => { e.style.display = on ? '' : 'none'; });
    }
  }

  return { build, query, show, offer, recipe: () => recipe().map(o => o.name) };
})();
