/*
 * maze_web.c - the web page's way into libmaze (compiled to WebAssembly).
 *
 * The page holds one maze at a time. web_make() makes it the way `maze
 * generate` does, from the same settings by name (the page's address is
 * "?a=prim&w=30&floors=3"), which the library judges and refuses in its
 * own words, then solves it, recording every event when asked; the
 * accessors hand the cells, the route and the events to JavaScript as
 * pointers into the module's memory. A Web Worker makes large mazes; the
 * page then takes the worker's cells with web_adopt() so its own copy
 * answers hints, moves and the text format. Only maze.h is used: this file is a
 * user of the library like the tool.
 */
#include <emscripten.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "maze.h"
#include "maze_web.h"
#include "page.h"


/* The last web_make()'s request, and its maze settings (the request's). */
static struct maze_request *request;
static struct maze_settings *settings;
struct maze *maze;
static struct maze_route route;
static struct maze_route hint;
static struct maze_recording recording;
static int32_t *events;
static int32_t *stops; /* the events shown at each step of the player */
static size_t stop_count;
static char seed_text[24];
static uint64_t tries; /* seeds the last web_make() tried */
/* The difficulty of a maze drawn to targets, which its JSON carries as
 * the tool's does. */
static bool measured;
static unsigned score;
/* The settings web_settings() gives back as the query gave them: the
 * targets, and the options of the labyrinths, caves and dungeons, the
 * symmetry, the sparse share and the words of a mask, whose text the
 * library keeps in its own form. */
static const char *const target_names[] = {
    "route_length", "dead_ends", "difficulty",  "base",
    "rule",         "fill",      "generations", "rooms",
    "room_size",    "trim",      "symmetry",    "sparse",
    "mask_text"};
#define KEPT (sizeof target_names / sizeof *target_names)
static char targets[KEPT][48];
static char algorithm_name[40];
static double braid_share;
char message[MESSAGE_SIZE]; /* a struct maze_settings_error's message */
static char *text;
static int unwatched; /* see web_unwatched() */

static void forget(void)
{
    draw_forget();
    analysis_forget();
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

int fail(enum maze_err err, const char *what)
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
 * a level at a time (its step 0 the open field inside the outline), as
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

/* Turns the %XX escapes and '+' of a query's part back into what they
 * stand for, in place. */
static void unescape(char *s)
{
    char *out = s;
    for (; *s; s++) {
        unsigned v = 0;
        if (*s == '%' && sscanf(s + 1, "%2x", &v) == 1 && s[1] && s[2]) {
            *out++ = (char)v;
            s += 2;
        } else {
            *out++ = *s == '+' ? ' ' : *s;
        }
    }
    *out = '\0';
}

/* The option a name of the page's address is: its own short names (a, w,
 * h: "?a=prim&w=30"), the table's names and aliases in any case and
 * spelling ("Width", "levels": as the maze's settings take them, so old
 * links open), else the name, for the library to refuse. */
static const char *option_name(const char *name)
{
    static const char *const shorts[][2] = {
        {"a", "algorithm"}, {"w", "width"}, {"h", "height"}};
    for (size_t i = 0; i < sizeof shorts / sizeof *shorts; i++)
        if (strcasecmp(name, shorts[i][0]) == 0)
            return shorts[i][1];
    if (maze_option_find(name, MAZE_CMD_GENERATE))
        return name;
    for (const struct maze_option *o = maze_options(); o->name; o++)
        if ((o->commands & MAZE_CMD_GENERATE) &&
            maze_name_distance(name, o->name, o->aliases) == 0)
            return o->name;
    return name;
}

/* Gives the request every "name=value" of query (a URL's query: parts
 * joined by '&', escaped as forms escape them), all of them, so that what
 * follows a refused one is still taken (the page shows what was taken);
 * the first refusal is the one said. A flag is given by any value but 0
 * (all=1). */
static enum maze_err set_all(const char *query, struct maze_settings_error *err)
{
    char *copy = strdup(query);
    if (!copy)
        return MAZE_ERR_NOMEM;
    enum maze_err first = MAZE_OK;
    char *rest = copy;
    for (char *part = strsep(&rest, "&"); part; part = strsep(&rest, "&")) {
        if (!part[0])
            continue;
        char *value = strchr(part, '=');
        if (value)
            *value++ = '\0';
        unescape(part);
        if (value)
            unescape(value);
        const char *name = option_name(part);
        const struct maze_option *o = maze_option_find(name, MAZE_CMD_GENERATE);
        if (o && o->kind == MAZE_OPTION_FLAG && value &&
            strcmp(value, "0") == 0)
            continue;
        struct maze_settings_error why = {0};
        enum maze_err e = maze_request_set(request, name, value, &why);
        for (size_t t = 0; t < KEPT && !e; t++)
            if (maze_name_distance(name, target_names[t], NULL) == 0)
                snprintf(targets[t], sizeof targets[t], "%s",
                         value ? value : "");
        if (e && !first) {
            first = e;
            *err = why;
        }
    }
    free(copy);
    return first;
}

/* The format the request is judged against: its own, else the board's
 * kind of picture, a PNG. */
static enum maze_err find_format(const struct maze_renderer **out,
                                 struct maze_settings_error *err)
{
    const char *name = maze_request_given(request, "format")
                           ? maze_request_value(request, "format")
                           : "png";
    *out = maze_renderer_find(name);
    if (*out)
        return MAZE_OK;
    err->code = MAZE_ERR_ARG;
    snprintf(err->message, sizeof err->message,
             "unknown format '%s' (try: maze list)", name);
    return MAZE_ERR_ARG;
}

/* Refuses an option the request takes that the page does not offer (the
 * table's rows without MAZE_CMD_PAGE): the page makes one maze on its
 * board, and writes no file, batch or animation of the tool's. */
static enum maze_err page_takes(struct maze_settings_error *err)
{
    for (const struct maze_option *o = maze_options(); o->name; o++) {
        if (!(o->commands & MAZE_CMD_GENERATE) ||
            maze_option_find(o->name, MAZE_CMD_GENERATE) != o ||
            !maze_request_given(request, o->name) ||
            (o->commands & MAZE_CMD_PAGE))
            continue;
        err->code = MAZE_ERR_ARG;
        snprintf(err->message, sizeof err->message,
                 "the page does not take '%s' (try: maze generate --%s)",
                 o->name, o->name);
        return MAZE_ERR_ARG;
    }
    return MAZE_OK;
}

/* Makes a maze from a request by name, as `maze generate` makes it from
 * its options: query is "name=value&..." as a URL's query holds them
 * (width=30&floors=3&seed=7&solver=dfs&all=1: the options of
 * maze_options() that the page offers), judged whole by the library
 * against its format (a PNG, the board's kind of picture, unless it names
 * one), whose words web_error() then says. Then solved by the solver it
 * names, or when `solve` by the default one. The events are recorded
 * when the grid needs at most `record` bytes. 0, or an enum maze_err. */
EMSCRIPTEN_KEEPALIVE
int web_make(const char *query, int solve, uint32_t record)
{
    /* The picture formats' rows, judged against though not written here
     * (render/pictures/formats.c); added once. */
    maze_render_library_init();
    forget();
    maze_request_free(request);
    request = NULL;
    settings = NULL;
    struct maze_settings_error err = {0};
    enum maze_err e =
        maze_request_new(MAZE_CMD_GENERATE, MAZE_SPELL_NAMES, &request);
    if (e)
        return fail(e, "cannot keep the settings");
    settings = maze_request_settings(request);
    memset(targets, 0, sizeof targets);
    tries = 0;
    uint64_t seed = 0;
    const struct maze_renderer *format = NULL;
    e = set_all(query, &err);
    if (!e)
        e = find_format(&format, &err);
    if (!e)
        e = maze_request_check(request, format, &err);
    if (!e)
        e = page_takes(&err);
    const struct maze_solver *solver = NULL;
    const char *solver_name = maze_request_given(request, "solver")
                                  ? maze_request_value(request, "solver")
                                  : NULL;
    if (!e && solver_name && !(solver = maze_solver_find(solver_name))) {
        snprintf(err.message, sizeof err.message, "unknown solver '%s'",
                 solver_name);
        e = MAZE_ERR_ARG;
    }
    if (!e)
        e = maze_settings_seed(settings, &seed, &err);
    enum maze_shape shape = MAZE_SHAPE_RECT;
    uint32_t width = 0, height = 0, floors = 0;
    maze_settings_size(settings, &shape, &width, &height, &floors);
    size_t bytes = SIZE_MAX;
    maze_shape_bytes(shape, width, (uint64_t)height * floors, &bytes);
    unwatched = bytes > record ? 1 : 0;
    struct maze_hook hook = {maze_record_event, &recording};
    const struct maze_hook *h = unwatched ? NULL : &hook;
    /* Drawn to the targets when the query gives some (difficulty=hard):
     * the seed kept is the one that fit. */
    struct maze_tried tried = {0};
    if (!e)
        e = maze_settings_try(settings, seed, 1, h, &maze, &tried, &err);
    if (e) {
        snprintf(message, sizeof message, "%s", err.message);
        return (int)e;
    }
    seed = tried.seed;
    tries = tried.tries;
    measured = tried.measured;
    score = tried.figures.score;
    const struct maze_recipe *recipe = maze_settings_recipe(settings);
    snprintf(seed_text, sizeof seed_text, "%llu", (unsigned long long)seed);
    snprintf(algorithm_name, sizeof algorithm_name, "%s",
             recipe->generator->name);
    braid_share = recipe->braid;
    if ((solver || solve) && maze->start != MAZE_NONE) {
        bool right = strcmp(maze_request_value(request, "hand"), "right") == 0;
        struct maze_solve_opts so = {
            .hand = right ? MAZE_HAND_RIGHT : MAZE_HAND_LEFT, .seed = seed};
        e = maze_solve(maze, solver, &so, h, &route);
        if (e)
            fail(e, "no route");
    }
    if (recording.failed || !pack_events() || !find_stops()) {
        forget();
        return fail(MAZE_ERR_NOMEM, "cannot record the run");
    }
    return MAZE_OK;
}

/* Appends "&name=value" (or "name=value" first) to buf. */
static void put(char *buf, size_t size, const char *name, const char *value)
{
    size_t n = strlen(buf);
    snprintf(buf + n, size - n, "%s%s=%s", n ? "&" : "", name, value);
}

/* The shortest decimal that reads back as v, so a link made again makes
 * the same maze. */
static const char *share_text(double v, char *buf, size_t size)
{
    for (int digits = 1; digits <= 17; digits++) {
        snprintf(buf, size, "%.*g", digits, v);
        if (strtod(buf, NULL) == v)
            break;
    }
    return buf;
}

/* The settings the last web_make() took (after a refusal too: the ones
 * taken before and after it), as a query with the page's names: the
 * generator, shape, size and seed always, the others when given. The
 * page shows them in its form and its address. */
EMSCRIPTEN_KEEPALIVE const char *web_settings(void)
{
    static char query[1024];
    query[0] = '\0';
    if (!settings)
        return query;
    const struct maze_recipe *r = maze_settings_recipe(settings);
    const struct maze_gen_opts *g = &r->gen;
    enum maze_shape shape = MAZE_SHAPE_RECT;
    uint32_t width = 0, height = 0, floors = 0;
    maze_settings_size(settings, &shape, &width, &height, &floors);
    char v[48];
    put(query, sizeof query, "a", r->generator->name);
    put(query, sizeof query, "shape", maze_shape_name(shape));
    snprintf(v, sizeof v, "%u", width);
    put(query, sizeof query, "w", v);
    snprintf(v, sizeof v, "%u", height);
    put(query, sizeof query, "h", v);
    if (maze_settings_given(settings, "seed")) {
        uint64_t seed = 0;
        maze_settings_seed(settings, &seed, NULL); /* given: not drawn */
        snprintf(v, sizeof v, "%llu", (unsigned long long)seed);
        put(query, sizeof query, "seed", v);
    }
    if (maze_settings_given(settings, "floors")) {
        uint32_t towers = maze_settings_towers(settings);
        if (towers > 1) /* "FxT", as given */
            snprintf(v, sizeof v, "%ux%u", floors / towers, towers);
        else
            snprintf(v, sizeof v, "%u", floors);
        put(query, sizeof query, "floors", v);
    }
    if (maze_settings_given(settings, "stairs"))
        put(query, sizeof query, "stairs", share_text(g->stairs, v, sizeof v));
    if (maze_settings_given(settings, "bias")) {
        snprintf(v, sizeof v, "%c%c", g->bias & (1u << MAZE_NORTH) ? 'N' : 'S',
                 g->bias & (1u << MAZE_WEST) ? 'W' : 'E');
        put(query, sizeof query, "bias", v);
    }
    if (maze_settings_given(settings, "pick") ||
        maze_settings_given(settings, "mix")) {
        static const char *const picks[] = {"newest", "random", "oldest"};
        char mix[32];
        if (g->pick == MAZE_PICK_MIX)
            snprintf(v, sizeof v, "mix:%s",
                     share_text(g->mix, mix, sizeof mix));
        else
            snprintf(v, sizeof v, "%s", picks[g->pick]);
        put(query, sizeof query, "pick", v);
    }
    if (maze_settings_given(settings, "weave"))
        put(query, sizeof query, "weave", share_text(g->weave, v, sizeof v));
    if (maze_settings_given(settings, "braid"))
        put(query, sizeof query, "braid", share_text(r->braid, v, sizeof v));
    if (maze_settings_given(settings, "wrap") && r->wrap)
        put(query, sizeof query, "wrap", maze_wrap_name(r->wrap));
    if (maze_settings_given(settings, "ends")) {
        static const char *const ends[] = {"corners", "farthest", "none"};
        put(query, sizeof query, "ends", ends[r->ends]);
    }
    if (r->have_start) {
        snprintf(v, sizeof v, "%u,%u", r->start_x, r->start_y);
        put(query, sizeof query, "start", v);
    }
    if (r->have_end) {
        snprintf(v, sizeof v, "%u,%u", r->end_x, r->end_y);
        put(query, sizeof query, "end", v);
    }
    for (size_t t = 0; t < KEPT; t++)
        if (targets[t][0] && maze_settings_given(settings, target_names[t]))
            put(query, sizeof query, target_names[t], targets[t]);
    return query;
}

/* Why the last maze's run was not recorded: 0 it was, 1 its grid is
 * larger than web_make's `record`. */
EMSCRIPTEN_KEEPALIVE int web_unwatched(void)
{
    return unwatched;
}

/* The edges of the last maze that wrap round (MAZE_WRAP_X, MAZE_WRAP_Y). */
EMSCRIPTEN_KEEPALIVE int web_wrap(void)
{
    return maze ? (int)maze->wrap : 0;
}

/* Takes a maze made elsewhere (by the worker): its shape, the size of a
 * floor, its floors (of every tower) and towers, the cell bytes as maze.h
 * lays them out, its extra plane (NULL for a flat maze; of the rest only
 * the crossings, the stairs and the portals are taken), its ends (-1:
 * none), its route, and how it was made (for the JSON format), and the
 * edges that wrap. */
EMSCRIPTEN_KEEPALIVE
int web_adopt(int shape, uint32_t width, uint32_t height, uint32_t floors,
              uint32_t towers, const uint8_t *cells, const uint8_t *extra, int32_t start,
              int32_t end, const int32_t *cells_of_route, int32_t route_length,
              const char *algorithm, const char *seed, double braid,
              int wrap, int difficulty)
{
    forget();
    measured = difficulty >= 0;
    score = measured ? (unsigned)difficulty : 0;
    snprintf(algorithm_name, sizeof algorithm_name, "%s", algorithm);
    snprintf(seed_text, sizeof seed_text, "%s", seed);
    braid_share = braid;
    enum maze_err err =
        floors > 1
            ? maze_new_towers(width, height, floors / towers, towers, &maze)
            : maze_new_shape((enum maze_shape)shape, width, height, &maze);
    if (!err)
        err = maze_set_wrap(maze, (unsigned)wrap); /* before the passages */
    if (err)
        return fail(err, "cannot make a maze of that size");
    /* Each passage is stored once, in the cell that owns that side; a
     * stair in the lower of its cells, a portal in the cell of the lower
     * tower. The rock of a cave or dungeon (OFF cells) stays rock. */
    for (size_t c = 0; c < maze->cells; c++) {
        maze->cell[c] |= cells[c] & MAZE_CELL_OFF;
        const bool upsilon = maze->shape == MAZE_SHAPE_UPSILON;
        const int owned[5] = {
            MAZE_EAST,
            upsilon ? 2 : MAZE_SOUTH,
            maze->shape == MAZE_SHAPE_HEX      ? 2
            : upsilon                          ? 1
            : maze->shape == MAZE_SHAPE_SPHERE ? 3 /* over the equator */
                                               : -1,
            floors > 1 ? MAZE_UP : -1,
            towers > 1 ? MAZE_ANA : -1,
        };
        uint32_t x = 0;
        uint32_t y = 0;
        maze_cell_xy(maze, c, &x, &y);
        if (upsilon && (cells[c] & MAZE_CELL_DIAGONAL) && ((x + y) & 1)) {
            /* A square's slanted bit: the octagons east and south of it. */
            size_t east = maze_neighbour(maze, c, 0);
            size_t south = maze_neighbour(maze, c, 2);
            if (east != MAZE_NONE && south != MAZE_NONE)
                maze_link(maze, east, south);
        }
        const bool open[5] = {
            cells[c] & MAZE_CELL_EAST,
            cells[c] & MAZE_CELL_SOUTH,
            cells[c] & MAZE_CELL_SOUTHWEST,
            extra && (extra[c] & MAZE_EXTRA_UP),
            extra && (extra[c] & MAZE_EXTRA_PORTAL),
        };
        for (int i = 0; i < 5; i++) {
            if (owned[i] < 0 || !open[i])
                continue;
            size_t b = maze_neighbour(maze, c, owned[i]);
            if (b != MAZE_NONE)
                maze_link(maze, c, b);
        }
    }
    for (size_t c = 0; extra && floors <= 1 && c < maze->cells; c++) {
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
/* How many seeds the last web_make() tried to meet the query's targets
 * (1 without targets). */
EMSCRIPTEN_KEEPALIVE double web_tries(void)
{
    return (double)tries;
}

/* The difficulty score of a maze drawn to targets, -1 for one that was
 * not (its JSON carries the score only then, as the tool's). */
EMSCRIPTEN_KEEPALIVE int web_difficulty(void)
{
    return measured ? (int)score : -1;
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
/* The rows of every floor together (struct maze's height). */
EMSCRIPTEN_KEEPALIVE uint32_t web_height(void)
{
    return maze->height;
}
EMSCRIPTEN_KEEPALIVE uint32_t web_floors(void)
{
    return maze->floors;
}
EMSCRIPTEN_KEEPALIVE uint32_t web_towers(void)
{
    return maze->towers;
}
EMSCRIPTEN_KEEPALIVE int web_shape(void)
{
    return (int)maze->shape;
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

/* The maze written in the format called `format` (text or json), with
 * the route when with_route; an empty string when that format does not
 * draw the maze (maze_render: its shape or its floors). */
EMSCRIPTEN_KEEPALIVE const char *web_write(const char *format, int with_route)
{
    free(text);
    text = NULL;
    struct maze_render_opts opts = {0};
    opts.algorithm = algorithm_name;
    opts.has_seed = true;
    opts.seed = strtoull(seed_text, NULL, 10);
    opts.braid = braid_share;
    opts.has_difficulty = measured && maze->start != MAZE_NONE;
    opts.difficulty = score;
    size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    if (!out)
        return "";
    enum maze_err err = maze_render(
        maze, with_route && route.length ? &route : NULL, format, &opts, out);
    if (fclose(out) || err) {
        free(text);
        text = NULL;
        return "";
    }
    return text;
}

/* The registries for the page's menus: the name of entry i, or NULL past
 * the end. */
EMSCRIPTEN_KEEPALIVE const char *web_generator_name(int i)
{
    return maze_generators()[i].name;
}

/* Whether generator i makes grids of the shape called shape
 * (maze_generator_takes), and whether it may be a labyrinth's base. */
EMSCRIPTEN_KEEPALIVE int web_generator_takes(int i, const char *shape)
{
    enum maze_shape s = MAZE_SHAPE_RECT;
    return maze_shape_find(shape, &s) &&
           maze_generator_takes(&maze_generators()[i], s, false);
}

EMSCRIPTEN_KEEPALIVE int web_generator_base(int i)
{
    const struct maze_generator *g = &maze_generators()[i];
    return !g->imperfect && maze_generator_reads(g, "base") == false &&
           maze_generator_takes(g, MAZE_SHAPE_RECT, false);
}

/* The name of shape i, or NULL past the last. */
EMSCRIPTEN_KEEPALIVE const char *web_shape_name(int i)
{
    return i >= 0 && i <= MAZE_SHAPE_LAST
               ? maze_shape_name((enum maze_shape)i)
               : NULL;
}

/* Whether generator i reads the setting called name
 * (maze_generator_reads): the page offers it only then. */
EMSCRIPTEN_KEEPALIVE int web_reads(int i, const char *name)
{
    return maze_generator_reads(&maze_generators()[i], name);
}

EMSCRIPTEN_KEEPALIVE const char *web_solver_name(int i)
{
    return maze_solvers()[i].name;
}

/* The registry name of the solver a link names, perhaps by another name
 * ("A*"), or NULL for none. */
EMSCRIPTEN_KEEPALIVE const char *web_solver_find(const char *name)
{
    const struct maze_solver *s = maze_solver_find(name);
    return s ? s->name : NULL;
}
