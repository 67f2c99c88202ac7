'use strict';
// worker.js - makes a maze with the WebAssembly engine (createMazeEngine,
// the script before this one, or imported from the file beside the page)
// and hands back its cells, route and events.
// It runs in a Web Worker, so a large maze never freezes the page; the
// page runs the same makeMaze() itself where no worker can be started.

// q: the request as a query ("a=prim&w=30&floors=3&solver=dfs"), whether
// to solve it when it names no solver, the most bytes of grid whose run is
// recorded. The answer holds the settings the library took (taken, the
// same kind of query), also when it refused them (error: the library's
// words).
function makeMaze(M, q) {
  const err = M.ccall('web_make', 'number', ['string', 'number', 'number'],
    [q.query, q.solve, q.record]);
  const note = M.UTF8ToString(M._web_error());
  const taken = M.UTF8ToString(M._web_settings());
  if (err) return { id: q.id, error: note, taken };
  const n = M._web_cell_count(), at = M._web_cells(), extra = M._web_extra();
  const words = (p, count) => M.HEAP32.slice(p >> 2, (p >> 2) + count);
  return {
    id: q.id, note, taken, seed: M.UTF8ToString(M._web_seed()), tries: M._web_tries(),
    difficulty: M._web_difficulty(),
    algorithm: M.UTF8ToString(M._web_algorithm()), shape: M._web_shape(),
    width: M._web_width(), height: M._web_height(), floors: M._web_floors(), towers: M._web_towers(), wrap: M._web_wrap(),
    unwatched: M._web_unwatched(),
    cells: M.HEAPU8.slice(at, at + n),
    // The crossings, stairs and portals (MAZE_EXTRA_* bits a cell), else empty.
    extra: extra ? M.HEAPU8.slice(extra, extra + n) : new Uint8Array(0),
    start: M._web_start(), end: M._web_end(),
    route: words(M._web_route(), M._web_route_length()),
    events: words(M._web_events(), M._web_event_count() * M._web_event_words()),
    stops: words(M._web_stops(), M._web_stop_count()),
  };
}

if (typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope) {
  // Where the engine's .wasm is, when it is a file (app.js sets it).
  const engine = createMazeEngine(self.mazeEngineOptions || {});
  onmessage = async e => {
    const M = await engine;
    const r = makeMaze(M, e.data);
    postMessage(r, r.error ? [] : [r.cells.buffer, r.extra.buffer, r.route.buffer, r.events.buffer, r.stops.buffer]);
  };
}
