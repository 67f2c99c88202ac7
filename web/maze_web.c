/*
 * maze_web.c - the web page's way into libmaze (compiled to WebAssembly).
 *
 * The page holds one maze at a time. web_make() makes it the way `maze
 * generate` does (generator, braid, ends, solver, in that order, from one
 * seeded generator), recording every event when asked; the accessors hand
 * the cells, the route and the events to JavaScript as pointers into the
 * module's memory. A Web Worker makes large mazes; the page then takes
 * the worker's cells with web_adopt() so its own copy answers hints,
 * moves and the text format. Only maze.h is used: this file is a user of
 * the library like the tool.
 */
#include <emscripten.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "maze.h"
#include "maze_web.h"

/* Words of one event in web_events(): kind, a, b, x, y, w, h, at,
 * horizontal, region, new_region, distance (cells: -1 for none). */
#define EVENT_WORDS 12

static struct maze *maze;
static struct maze_route route;
static struct maze_route hint;
static struct maze_recording recording;
static int32_t *events;
static int32_t *stops; /* the events shown at each step of the player */
static size_t stop_count;
static char seed_text[24];
static char algorithm_name[40];
static double braid_share;
static char message[200];
static char *text;
/* The step player's scene (maze.h): over the page's maze, the events the
 * page was handed, and each cell's look at the step shown. */
static struct maze_recording scene_events;
static struct maze_scene *scene;
static int32_t *looks;

static void forget_scene(void)
{
    maze_scene_free(scene);
    scene = NULL;
    maze_recording_release(&scene_events);
    free(looks);
    looks = NULL;
}

static void forget(void)
{
    forget_scene();
    maze_free(maze);
    maze = NULL;
    maze_route_release(&route);
    maze_route_release(&hint);
    maze_recording_release(&recording);
    free(events);
    events = NULL;
    free(stops);
    stops = NULL;
    stop_count = 0;
    free(text);
    text = NULL;
    message[0] = '\0';
}

static int fail(enum maze_err err, const char *what)
{
    snprintf(message, sizeof message, "%s: %s", what, maze_strerror(err));
    return (int)err;
}

static int32_t cell_word(size_t c)
{
    return c == MAZE_NONE ? -1 : (int32_t)c;
}

/* Packs the recording for JavaScript; false when out of memory. */
static bool pack_events(void)
{
    if (recording.count == 0)
        return true;
    if (recording.count > SIZE_MAX / EVENT_WORDS / sizeof *events)
        return false;
    events = malloc(recording.count * EVENT_WORDS * sizeof *events);
    if (!events)
        return false;
    for (size_t i = 0; i < recording.count; i++) {
        const struct maze_event *ev = &recording.event[i];
        int32_t *w = events + i * EVENT_WORDS;
        w[0] = (int32_t)ev->kind;
        w[1] = cell_word(ev->a);
        w[2] = cell_word(ev->b);
        w[3] = (int32_t)ev->x;
        w[4] = (int32_t)ev->y;
        w[5] = (int32_t)ev->w;
        w[6] = (int32_t)ev->h;
        w[7] = (int32_t)ev->at;
        w[8] = ev->horizontal;
        w[9] = ev->region;
        w[10] = ev->new_region;
        w[11] = (int32_t)ev->distance;
    }
    return true;
}

/* Where the steps of the player fall, in events shown: recursive division
 * a level at a time (its step 0 the empty floor inside the outline), as
 * the HTML player and GIFs step it; any other run an event a step. */
static bool find_stops(void)
{
    size_t n = recording.count;
    bool levels = maze_recording_has_levels(&recording);
    stops = malloc((n + 2) * sizeof *stops);
    if (!stops || n > INT32_MAX)
        return false;
    size_t shown = levels ? maze_step_first(&recording) : 0;
    stops[stop_count++] = (int32_t)shown;
    while (shown < n) {
        size_t next =
            maze_step_next(&recording, shown, levels ? MAZE_STEPS_LEVEL : 1);
        shown = next > shown ? next : n;
        stops[stop_count++] = (int32_t)shown;
    }
    return true;
}

/* Makes a maze: shape (enum maze_shape), size, seed (decimal; empty: one
 * from the system, ten digits at most as the tool draws them), the
 * generator's options (weave 0 to 1: how readily passages cross), the share of
 * dead ends to braid, ends (0 corners, 1 farthest, 2 none), a solver name
 * (empty: no route) and its hand, and the most cells a maze may have for its
 * events to be recorded. 0, or an enum maze_err with web_error() saying what
 * went wrong. */
EMSCRIPTEN_KEEPALIVE
int web_make(const char *algorithm, int shape, uint32_t width, uint32_t height,
             const char *seed, unsigned bias, int pick, double mix,
             double weave, double braid, int ends, const char *solver_name,
             int hand, uint32_t record)
{
    forget();
    const struct maze_generator *gen = maze_generator_find(algorithm);
    if (!gen) {
        snprintf(message, sizeof message, "unknown algorithm '%s'", algorithm);
        return MAZE_ERR_ARG;
    }
    const struct maze_solver *solver = NULL;
    if (solver_name[0] && !(solver = maze_solver_find(solver_name))) {
        snprintf(message, sizeof message, "unknown solver '%s'", solver_name);
        return MAZE_ERR_ARG;
    }
    uint64_t seed_value = 0;
    if (seed[0]) {
        char *end = NULL;
        errno = 0;
        seed_value = strtoull(seed, &end, 10);
        if (errno || *end || seed[0] == '-') {
            snprintf(message, sizeof message, "invalid seed '%s'", seed);
            return MAZE_ERR_ARG;
        }
    } else {
        enum maze_err err = maze_seed_from_os(&seed_value);
        if (err)
            return fail(err, "cannot draw a seed");
        seed_value &= 0xFFFFFFFFu;
    }
    snprintf(seed_text, sizeof seed_text, "%llu",
             (unsigned long long)seed_value);
    snprintf(algorithm_name, sizeof algorithm_name, "%s", gen->name);
    braid_share = braid;
    enum maze_err err =
        maze_new_shape((enum maze_shape)shape, width, height, &maze);
    if (err)
        return fail(err, "cannot make a maze of that size");
    if (gen->max_cells && maze->cells > gen->max_cells) {
        snprintf(message, sizeof message,
                 "a maze of %zu cells is too big for %s (at most %llu)",
                 maze->cells, gen->name, (unsigned long long)gen->max_cells);
        forget();
        return MAZE_ERR_TOO_BIG;
    }
    struct maze_hook hook = {maze_record_event, &recording};
    const struct maze_hook *h = maze->cells <= record ? &hook : NULL;
    const struct maze_recipe recipe = {
        .generator = gen,
        .gen = {.bias = bias,
                .pick = (enum maze_pick)pick,
                .mix = mix,
                .weave = weave},
        .braid = braid,
        .ends = ends == 1   ? MAZE_ENDS_FARTHEST
                : ends == 2 ? MAZE_ENDS_NONE
                            : MAZE_ENDS_CORNERS,
    };
    err = maze_make(maze, &recipe, seed_value, h);
    if (err) {
        int e = fail(err, "cannot make the maze");
        maze_free(maze);
        maze = NULL;
        return e;
    }
    if (solver && maze->start != MAZE_NONE) {
        struct maze_solve_opts so = {(enum maze_hand)hand};
        err = maze_solve(maze, solver, &so, h, &route);
        if (err)
            fail(err, "no route");
    }
    if (recording.failed || !pack_events() || !find_stops()) {
        forget();
        return fail(MAZE_ERR_NOMEM, "cannot record the run");
    }
    return MAZE_OK;
}

/* Takes a maze made elsewhere (by the worker): the cell bytes as maze.h
 * lays them out, its extra plane (NULL for a flat maze: only its
 * crossings are taken), its ends (-1: none), its route, and how it was made
 * (for the JSON format). */
EMSCRIPTEN_KEEPALIVE
int web_adopt(int shape, uint32_t width, uint32_t height, const uint8_t *cells,
              const uint8_t *extra, int32_t start, int32_t end,
              const int32_t *cells_of_route, int32_t route_length,
              const char *algorithm, const char *seed, double braid)
{
    forget();
    snprintf(algorithm_name, sizeof algorithm_name, "%s", algorithm);
    snprintf(seed_text, sizeof seed_text, "%s", seed);
    braid_share = braid;
    enum maze_err err =
        maze_new_shape((enum maze_shape)shape, width, height, &maze);
    if (err)
        return fail(err, "cannot make a maze of that size");
    /* Each passage is stored once, in the cell that owns that side. */
    for (size_t c = 0; c < maze->cells; c++) {
        const int owned[3] = {
            MAZE_EAST,
            MAZE_SOUTH,
            maze->shape == MAZE_SHAPE_HEX ? 2 : -1,
        };
        const uint8_t bit[3] = {MAZE_CELL_EAST, MAZE_CELL_SOUTH,
                                MAZE_CELL_SOUTHWEST};
        for (int i = 0; i < 3; i++) {
            if (owned[i] < 0 || !(cells[c] & bit[i]))
                continue;
            size_t b = maze_neighbour(maze, c, owned[i]);
            if (b != MAZE_NONE)
                maze_link(maze, c, b);
        }
    }
    for (size_t c = 0; extra && c < maze->cells; c++) {
        if (!(extra[c] & MAZE_EXTRA_CROSS))
            continue;
        err = maze_set_crossing(maze, c, extra[c] & MAZE_EXTRA_OVER_EW);
        if (err)
            return fail(err, "cannot take the crossings");
    }
    maze->start = start < 0 ? MAZE_NONE : (size_t)start;
    maze->end = end < 0 ? MAZE_NONE : (size_t)end;
    if (route_length > 0) {
        route.cells = malloc((size_t)route_length * sizeof *route.cells);
        if (!route.cells)
            return fail(MAZE_ERR_NOMEM, "cannot keep the route");
        for (int32_t i = 0; i < route_length; i++)
            route.cells[i] = (size_t)cells_of_route[i];
        route.length = (size_t)route_length;
    }
    return MAZE_OK;
}

EMSCRIPTEN_KEEPALIVE const char *web_error(void)
{
    return message;
}
EMSCRIPTEN_KEEPALIVE const char *web_seed(void)
{
    return seed_text;
}
EMSCRIPTEN_KEEPALIVE const char *web_algorithm(void)
{
    return algorithm_name;
}
EMSCRIPTEN_KEEPALIVE uint8_t *web_cells(void)
{
    return maze->cell;
}
/* The extra plane (MAZE_EXTRA_* bits a cell), or NULL for a flat maze. */
EMSCRIPTEN_KEEPALIVE uint8_t *web_extra(void)
{
    return maze->extra;
}
EMSCRIPTEN_KEEPALIVE size_t web_cell_count(void)
{
    return maze->cells;
}
EMSCRIPTEN_KEEPALIVE uint32_t web_width(void)
{
    return maze->width;
}
EMSCRIPTEN_KEEPALIVE uint32_t web_height(void)
{
    return maze->height;
}
EMSCRIPTEN_KEEPALIVE int32_t web_start(void)
{
    return cell_word(maze->start);
}
EMSCRIPTEN_KEEPALIVE int32_t web_end(void)
{
    return cell_word(maze->end);
}
EMSCRIPTEN_KEEPALIVE size_t *web_rings(void)
{
    return maze->ring;
}
EMSCRIPTEN_KEEPALIVE size_t *web_route(void)
{
    return route.cells;
}
EMSCRIPTEN_KEEPALIVE size_t web_route_length(void)
{
    return route.length;
}
EMSCRIPTEN_KEEPALIVE int32_t *web_events(void)
{
    return events;
}
EMSCRIPTEN_KEEPALIVE size_t web_event_count(void)
{
    return recording.count;
}
EMSCRIPTEN_KEEPALIVE int web_event_words(void)
{
    return EVENT_WORDS;
}
EMSCRIPTEN_KEEPALIVE int32_t *web_stops(void)
{
    return stops;
}
EMSCRIPTEN_KEEPALIVE size_t web_stop_count(void)
{
    return stop_count;
}

EMSCRIPTEN_KEEPALIVE int web_open(int32_t c, int d)
{
    return c >= 0 && (size_t)c < maze->cells && maze_open(maze, (size_t)c, d);
}

EMSCRIPTEN_KEEPALIVE int32_t web_neighbour(int32_t c, int d)
{
    if (c < 0)
        return -1;
    return cell_word(maze_neighbour(maze, (size_t)c, d));
}

/* The cell the passage from c in direction d leads to (under a crossing,
 * the cell beyond it: maze_go), or -1 when no passage leads that way. */
EMSCRIPTEN_KEEPALIVE int32_t web_go(int32_t c, int d)
{
    if (c < 0 || (size_t)c >= maze->cells)
        return -1;
    return cell_word(maze_go(maze, (size_t)c, d));
}

/* 0 for a cell that is no crossing; 1 for a crossing whose passage over
 * runs north-south, 2 for one whose passage over runs east-west. */
EMSCRIPTEN_KEEPALIVE int web_crossing(int32_t c)
{
    bool over_ew = false;
    if (c < 0 || (size_t)c >= maze->cells ||
        !maze_crossing(maze, (size_t)c, &over_ew))
        return 0;
    return over_ew ? 2 : 1;
}

/* The shortest route from cell `from` to the end (breadth-first search):
 * its length in cells, its cells from web_hint_cells(); 0 when there is
 * none. */
EMSCRIPTEN_KEEPALIVE size_t web_hint(int32_t from)
{
    maze_route_release(&hint);
    if (from < 0 || maze->end == MAZE_NONE)
        return 0;
    if (maze_solve_from(maze, NULL, (size_t)from, NULL, NULL, &hint))
        return 0;
    return hint.length;
}

EMSCRIPTEN_KEEPALIVE size_t *web_hint_cells(void)
{
    return hint.cells;
}

/* The maze written by the renderer called `format` (text or json), with
 * the route when with_route; an empty string when that format does not
 * draw the maze's shape. */
EMSCRIPTEN_KEEPALIVE const char *web_write(const char *format, int with_route)
{
    free(text);
    text = NULL;
    const struct maze_renderer *r = maze_renderer_find(format);
    if (!r || !r->render || (!r->shapes && maze->shape != MAZE_SHAPE_RECT))
        return "";
    struct maze_render_opts opts = {0};
    opts.algorithm = algorithm_name;
    opts.has_seed = true;
    opts.seed = strtoull(seed_text, NULL, 10);
    opts.braid = braid_share;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    if (!out)
        return "";
    enum maze_err err =
        r->render(maze, with_route && route.length ? &route : NULL, &opts, out);
    if (fclose(out) || err) {
        free(text);
        text = NULL;
        return "";
    }
    return text;
}

/* The registries for the page's menus: the name of entry i, or NULL past
 * the end; whether generator i works on every shape. */
EMSCRIPTEN_KEEPALIVE const char *web_generator_name(int i)
{
    return maze_generators()[i].name;
}

EMSCRIPTEN_KEEPALIVE int web_generator_shapes(int i)
{
    return maze_generators()[i].masks;
}

/* Whether generator i makes weave mazes (maze_generator_weaves). */
EMSCRIPTEN_KEEPALIVE int web_weaves(int i)
{
    return maze_generator_weaves(&maze_generators()[i]);
}

EMSCRIPTEN_KEEPALIVE const char *web_solver_name(int i)
{
    return maze_solvers()[i].name;
}

/* The registry name of what a link may name by another name ("Prim's",
 * "A*", "hexagonal"), or NULL for none: kind 0 a generator, 1 a solver,
 * 2 a shape. */
EMSCRIPTEN_KEEPALIVE const char *web_find(int kind, const char *name)
{
    if (kind == 0) {
        const struct maze_generator *g = maze_generator_find(name);
        return g ? g->name : NULL;
    }
    if (kind == 1) {
        const struct maze_solver *s = maze_solver_find(name);
        return s ? s->name : NULL;
    }
    enum maze_shape shape = MAZE_SHAPE_RECT;
    return maze_shape_find(name, &shape) ? maze_shape_name(shape) : NULL;
}

/* The scene of the run whose events the page holds (count events of
 * EVENT_WORDS words, as web_events() gives them) over the page's maze, at
 * step 0. 0, or an enum maze_err. */
EMSCRIPTEN_KEEPALIVE
int web_scene_new(const int32_t *words, size_t count)
{
    forget_scene();
    if (!maze)
        return MAZE_ERR_ARG;
    for (size_t i = 0; i < count; i++) {
        const int32_t *w = words + i * EVENT_WORDS;
        struct maze_event ev = {
            .kind = (enum maze_event_kind)w[0],
            .a = w[1] < 0 ? MAZE_NONE : (size_t)w[1],
            .b = w[2] < 0 ? MAZE_NONE : (size_t)w[2],
            .x = (uint32_t)w[3],
            .y = (uint32_t)w[4],
            .w = (uint32_t)w[5],
            .h = (uint32_t)w[6],
            .at = (uint32_t)w[7],
            .horizontal = w[8] != 0,
            .region = w[9],
            .new_region = w[10],
            .distance = (size_t)w[11],
        };
        maze_record_event(&ev, &scene_events);
    }
    looks = malloc(maze->cells * sizeof *looks);
    enum maze_err err = scene_events.failed || !looks
                            ? MAZE_ERR_NOMEM
                            : maze_scene_new(maze, &scene_events, &scene);
    if (err)
        forget_scene();
    return (int)err;
}

/* Shows the first `shown` events: each cell's look, its palette entry
 * (maze_scene_paint) plus 64 when it is on the route. */
EMSCRIPTEN_KEEPALIVE int32_t *web_scene_seek(size_t shown)
{
    if (!scene)
        return NULL;
    maze_scene_seek(scene, shown);
    for (size_t c = 0; c < maze->cells; c++)
        looks[c] = maze_scene_paint(scene, c) |
                   (maze_scene_on_route(scene, c) ? 64 : 0);
    return looks;
}

/* The walls the events shown have built, cell bytes as maze.h lays them
 * out. */
EMSCRIPTEN_KEEPALIVE uint8_t *web_scene_cells(void)
{
    return scene ? maze_scene_maze(scene)->cell : NULL;
}

EMSCRIPTEN_KEEPALIVE int web_scene_open(int32_t c, int d)
{
    return scene && maze_open(maze_scene_maze(scene), (size_t)c, d);
}

/* Entry `paint` of the animation palette as 0xRRGGBB. */
EMSCRIPTEN_KEEPALIVE uint32_t web_paint_color(int paint)
{
    return maze_paint_color(NULL, paint);
}

EMSCRIPTEN_KEEPALIVE int web_paint_count(void)
{
    return MAZE_PAINT_COUNT;
}
