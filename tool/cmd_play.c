/*
 * cmd_play.c - maze play: walk a maze in the terminal.
 *
 * A full-screen ncurses game on the same mazes generate makes. The hint is
 * the solver's answer from wherever the player stands: the first steps of
 * the shortest route from there. The maze is drawn as the text format's
 * squares, two columns each so they look square; mazes larger than the
 * screen scroll with the player. An upsilon grid is drawn on the same
 * squares, octagons and squares alike a cell each: of the four cells
 * round a corner of the grid two are octagons on a diagonal, and the
 * slanted wall between them is that corner's square, a wall block when
 * it stands and '\' or '/' (the way it joins) when it is open.
 *
 * The terminal is always given back: on quit, on Ctrl-C (the signal only
 * sets a flag the input loop checks), and on a crash signal (best effort).
 * This is the only file that includes ncurses.
 */
#include <curses.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "board.h"
#include "compass.h"
#include "options.h"
#include "spec.h"

static const char usage_head[] =
    "usage: maze play [options]\n"
    "\n"
    "Walk a maze in the terminal from S to E. Arrow keys, WASD or hjkl move;\n"
    "with Shift (or --run) you run to the next junction or dead end.\n"
    "On an upsilon grid (--shape upsilon) an octagon has diagonal ways too,\n"
    "drawn \\ and /: 7 9 1 3 on the keypad, or y u b n, go north-west,\n"
    "north-east, south-west and south-east (8 4 6 2 go straight), and m\n"
    "makes a new maze (n is south-east there).\n"
    "On a hex grid (--shape hex), drawn as bricks, a cell has six ways and\n"
    "none straight up or down: 7 9 4 6 1 3 on the keypad, or y u h l b n, go\n"
    "north-west, north-east, west, east, south-west and south-east (m makes\n"
    "a new maze). A triangle grid moves as a rectangle: a cell pointing up\n"
    "has no way north, one pointing down none south.\n"
    "  ?  hint: the next steps of the shortest route from where you stand\n"
    "  p  (or Tab) show or hide the whole route from where you stand (counts "
    "as\n"
    "     a hint; not s, which is south in WASD)\n"
    "  r  restart this maze     n (or m)  a new maze     q, Esc  quit\n"
    "  <  >  up or down a stair (--floors: one floor is shown at a time)\n"
    "  ]  [  (or }  {) through a portal to the next tower or the one before\n"
    "        (--floors FxT: a maze in four dimensions; a portal's cell shows\n"
    "        the text form's digit, the sum of 1 up, 2 down, 4 ] and 8 [)\n"
    "\n";


static void usage(FILE *f)
{
    fputs(usage_head, f);
    cli_options_usage(f, MAZE_CMD_PLAY);
}

/* ---------------------------------------------------------------- state */

/* The marks on cells (WALKED, SEEN, ROUTE, HINT ...) are in board.h. */

#define HINT_STEPS 5
#define HINT_SECONDS 2.0

struct game {
    struct maze_request *request; /* owned */
    struct spec spec;
    bool fog, run;
    uint64_t seed;
    struct maze *m;
    uint16_t *mark;
    size_t player, moves, hints, optimum;
    double started, finished;
    bool won, show_route, hint_on, asking_quit, utf8;
    double hint_until;
    int hint_stair; /* MAZE_UP, MAZE_DOWN, MAZE_ANA or MAZE_KATA: the
                       hint takes a stair or a portal */
};

static volatile sig_atomic_t interrupted;

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* The direction from cell a to b, a passage apart (-1 when no passage
 * joins them), asked of the maze's own topology. */
static int direction_to(const struct maze *m, size_t a, size_t b)
{
    for (int d = 0; d < (int)maze_directions(m); d++)
        if (maze_go(m, a, d) == b)
            return d;
    return -1;
}

/* Marks the cells of a route's first `steps` steps (all of it when the
 * route is shorter) with `on`, and each step with `east` or `south` on the
 * cell west or north of it, which is where the drawing puts a step; a
 * diagonal step with `diagonal` on the cell north-west of the corner it
 * goes through (upsilon). */
static void mark_route(struct game *g, const struct maze_route *r, size_t steps,
                       uint16_t on, uint16_t east, uint16_t south,
                       uint16_t diagonal)
{
    if (r->length == 0)
        return;
    size_t n = r->length - 1 < steps ? r->length : steps + 1;
    for (size_t i = 0; i < n; i++) {
        g->mark[r->cells[i]] |= on;
        if (i + 1 == n)
            continue;
        size_t a = r->cells[i];
        size_t b = r->cells[i + 1];
        int d = direction_to(g->m, a, b);
        if (d >= 0 && maze_neighbour(g->m, a, d) != b) {
            /* Weave: under a crossing, two steps in one; the crossing
             * gets the mark of its slot on the far side. */
            size_t mid = maze_neighbour(g->m, a, d);
            g->mark[d == MAZE_EAST || d == MAZE_SOUTH ? a : b] |=
                d % 2 ? south : east;
            g->mark[mid] |= d % 2 ? south : east;
            continue;
        }
        if (g->m->shape == MAZE_SHAPE_HEX) {
            /* The cell west of a side or above it owns it: east (0),
             * south-east (1) and south-west (2) from a, the rest from b. */
            static const int owned[] = {0, 1, 2, 0, 1, 2};
            const uint16_t bits[] = {east, south, diagonal};
            if (d >= 0)
                g->mark[d < 3 ? a : b] |= bits[owned[d]];
            continue;
        }
        switch (compass_point(g->m, d)) {
        case COMPASS_E:
            g->mark[a] |= east;
            break;
        case COMPASS_W:
            g->mark[b] |= east;
            break;
        case COMPASS_S:
            g->mark[a] |= south;
            break;
        case COMPASS_N:
            g->mark[b] |= south;
            break;
        case COMPASS_SE:
            g->mark[a] |= diagonal;
            break;
        case COMPASS_NW:
            g->mark[b] |= diagonal;
            break;
        case COMPASS_SW: /* the corner south-east of the cell west of a */
            g->mark[a - 1] |= diagonal;
            break;
        case COMPASS_NE: /* ... and of the cell north of a */
            g->mark[a - g->m->width] |= diagonal;
            break;
        default:
            break;
        }
    }
}

static void clear_marks(struct game *g, uint16_t bits)
{
    for (size_t c = 0; c < g->m->cells; c++)
        g->mark[c] &= (uint16_t)~bits;
}

/* The shortest route from where the player stands to the end. */
static bool route_from_player(struct game *g, struct maze_route *r)
{
    return maze_solve_from(g->m, NULL, g->player, NULL, NULL, r) == MAZE_OK;
}

static void refresh_route(struct game *g)
{
    clear_marks(g, ROUTE | ROUTE_E | ROUTE_S | ROUTE_D);
    struct maze_route r = {0};
    if (g->show_route && route_from_player(g, &r))
        mark_route(g, &r, SIZE_MAX, ROUTE, ROUTE_E, ROUTE_S, ROUTE_D);
    maze_route_release(&r);
}

/* Everything the player can see from here: along each open line (round
 * a wrapped maze once at most). */
static void look_around(struct game *g)
{
    g->mark[g->player] |= SEEN;
    for (int d = 0; d < compass_plane_directions(g->m); d++) {
        size_t c = g->player;
        size_t steps = 0;
        while (maze_open(g->m, c, d) && steps++ < g->m->cells) {
            c = maze_go(g->m, c, d);
            g->mark[c] |= SEEN;
        }
    }
}

static void restart(struct game *g)
{
    memset(g->mark, 0, g->m->cells * sizeof *g->mark);
    g->player = g->m->start;
    g->moves = 0;
    g->hints = 0;
    g->won = false;
    g->show_route = false;
    g->hint_on = false;
    g->started = now_seconds();
    g->mark[g->player] |= WALKED;
    look_around(g);
}

/* Makes the maze for g->seed and starts on it. */
static bool new_maze(struct game *g)
{
    struct maze *m = NULL;
    if (spec_make(&g->spec, g->seed, NULL, &m))
        return false;
    uint16_t *mark = calloc(m->cells, sizeof *mark);
    struct maze_route r = {0};
    if (!mark || maze_solve(m, NULL, NULL, NULL, &r) != MAZE_OK) {
        free(mark);
        maze_free(m);
        cli_error("cannot make a maze to play");
        return false;
    }
    g->optimum = r.length - 1;
    maze_route_release(&r);
    maze_free(g->m);
    free(g->mark);
    g->m = m;
    g->mark = mark;
    restart(g);
    return true;
}

/* One step in direction d, then on along the corridor when running:
 * through every cell with exactly two ways until a junction, a dead end or
 * the exit. */
static void walk(struct game *g, int d, bool run)
{
    if (g->won || !maze_open(g->m, g->player, d))
        return;
    const size_t from = g->player; /* a run round a wrapped loop stops */
    for (;;) {
        g->player = maze_go(g->m, g->player, d);
        g->moves++;
        g->mark[g->player] |= WALKED;
        look_around(g);
        if (!run || g->player == g->m->end || g->player == from ||
            maze_degree(g->m, g->player) != 2)
            break;
        int back = compass_back(g->m, d);
        int on = -1;
        for (int k = 0; k < compass_plane_directions(g->m); k++)
            if (k != back && maze_open(g->m, g->player, k))
                on = k;
        if (on < 0) /* the other way is a stair: a place to stop */
            break;
        d = on;
    }
    g->hint_on = false;
    clear_marks(g, HINT | HINT_E | HINT_S | HINT_D);
    if (g->show_route)
        refresh_route(g);
    if (g->player == g->m->end) {
        g->won = true;
        g->finished = now_seconds();
    }
}

static void hint(struct game *g)
{
    struct maze_route r = {0};
    if (g->won || !route_from_player(g, &r))
        return;
    clear_marks(g, HINT | HINT_E | HINT_S | HINT_D);
    mark_route(g, &r, HINT_STEPS, HINT, HINT_E, HINT_S, HINT_D);
    g->hint_stair = -1;
    for (size_t i = 0; i + 1 < r.length && i < HINT_STEPS; i++) {
        int d = direction_to(g->m, r.cells[i], r.cells[i + 1]);
        if (g->m->floors > 1 && d >= MAZE_UP && d <= MAZE_KATA) {
            g->hint_stair = d;
            break;
        }
    }
    maze_route_release(&r);
    g->hints++;
    g->hint_on = true;
    g->hint_until = now_seconds() + HINT_SECONDS;
}

/* 1000 for the shortest walk, less for every extra step, 100 less per
 * hint and 1 less per second beyond a par of two moves a second. */
static long score(const struct game *g)
{
    double seconds = g->finished - g->started;
    double par = (double)g->optimum / 2.0;
    double s = 1000.0 * (double)g->optimum / (double)(g->moves ? g->moves : 1);
    s -= 100.0 * (double)g->hints;
    if (seconds > par)
        s -= seconds - par;
    return s > 0 ? (long)(s + 0.5) : 0;
}

/* ------------------------------------------------------------- drawing */

/* The colours (C_WALL, C_PLAYER ...) are board.h's enum ink. */

/* The rows of the floor shown (a flat maze: all of them), and the row of
 * the whole maze its first row is: the player's floor. */
static uint32_t floor_rows(const struct game *g)
{
    return g->m->height / g->m->floors;
}

static uint32_t floor_top(const struct game *g)
{
    uint32_t x = 0;
    uint32_t y = 0;
    maze_cell_xy(g->m, g->player, &x, &y);
    return y - y % floor_rows(g);
}

/* The squares of the text format: (2W+1) x (2H+1), H the floor's rows. */
static uint64_t squares_across(const struct game *g)
{
    return 2 * (uint64_t)g->m->width + 1;
}

static uint64_t squares_down(const struct game *g)
{
    return 2 * (uint64_t)floor_rows(g) + 1;
}

/* The cell at square (sx, sy) of the floor shown (both odd). */
static size_t cell_of_square(const struct game *g, uint64_t sx, uint64_t sy)
{
    return maze_cell_at(g->m, (uint32_t)(sx / 2),
                        floor_top(g) + (uint32_t)(sy / 2));
}

/* Whether a square is seen under fog: its cell, or a cell beside it. */
static bool square_seen(const struct game *g, uint64_t sx, uint64_t sy)
{
    if (!g->fog)
        return true;
    for (int dy = -1; dy <= 1; dy++) {
        for (int dx = -1; dx <= 1; dx++) {
            int64_t cx = (int64_t)sx + dx;
            int64_t cy = (int64_t)sy + dy;
            if (cx < 1 || cy < 1 || cx % 2 == 0 || cy % 2 == 0 ||
                (uint64_t)cx >= squares_across(g) ||
                (uint64_t)cy >= squares_down(g))
                continue;
            size_t c = cell_of_square(g, (uint64_t)cx, (uint64_t)cy);
            if (g->mark[c] & SEEN)
                return true;
        }
    }
    return false;
}

static void put_square(int row, int col, const char *text, int pair,
                       attr_t attr)
{
    attr_t a = attr | (has_colors() ? COLOR_PAIR(pair) : 0);
    attron(a);
    mvaddstr(row, col, text);
    attroff(a);
}

/* Wrap: a wall slot of the outer wall where a seam's passage leaves, drawn
 * as the text format marks the seam (':' across x, '~' across y); false
 * for any other square. */
static bool draw_seam(const struct game *g, uint64_t sx, uint64_t sy,
                      int row, int col)
{
    const struct maze *m = g->m;
    uint64_t across = squares_across(g);
    uint64_t down = squares_down(g);
    bool xodd = sx % 2 == 1;
    bool yodd = sy % 2 == 1;
    if (!xodd && yodd && (sx == 0 || sx + 1 == across) &&
        (m->wrap & MAZE_WRAP_X)) {
        size_t c = cell_of_square(g, sx == 0 ? 1 : sx - 1, sy);
        if (!maze_open(m, c, sx == 0 ? MAZE_WEST : MAZE_EAST))
            return false;
        put_square(row, col, ": ", C_TRAIL, A_BOLD);
        return true;
    }
    if (xodd && !yodd && (sy == 0 || sy + 1 == down) &&
        (m->wrap & MAZE_WRAP_Y)) {
        size_t c = cell_of_square(g, sx, sy == 0 ? 1 : sy - 1);
        if (!maze_open(m, c, sy == 0 ? MAZE_NORTH : MAZE_SOUTH))
            return false;
        put_square(row, col, "~ ", C_TRAIL, A_BOLD);
        return true;
    }
    return false;
}

/* Upsilon: the corner square (sx, sy), both even and inside the outer
 * wall. The cell north-west of it owns the corner's slanted wall, which
 * joins that cell to the one south-east when it is an octagon ('\\'), and
 * otherwise the cells east and south of it ('/'). Open, it is drawn as
 * the slant and the route's mark beside it: "\\*", "/+", "\\.". */
static void draw_corner(const struct game *g, uint64_t sx, uint64_t sy, int row,
                        int col, const char *wall)
{
    const struct maze *m = g->m;
    size_t c = cell_of_square(g, sx - 1, sy - 1);
    uint32_t x = 0;
    uint32_t y = 0;
    maze_cell_xy(m, c, &x, &y);
    bool back = (x + y) % 2 == 0; /* a '\' between octagons */
    size_t a = back ? c : c + 1;
    size_t b = back ? c + m->width + 1 : c + m->width;
    int d = compass_direction(m, back ? COMPASS_SE : COMPASS_SW);
    if (!maze_open(m, a, d)) {
        put_square(row, col, wall, C_WALL, 0);
        return;
    }
    const char *slant = back ? (g->utf8 ? "\xe2\x95\xb2" : "\\")
                             : (g->utf8 ? "\xe2\x95\xb1" : "/");
    uint16_t k = g->mark[c];
    char text[8];
    int pair = C_WALL;
    attr_t attr = 0;
    const char *mark = " ";
    if (k & HINT_D) {
        mark = "*";
        pair = C_HINT;
        attr = A_BOLD;
    } else if (k & ROUTE_D) {
        mark = "+";
        pair = C_ROUTE;
        attr = A_BOLD;
    } else if ((g->mark[a] & WALKED) && (g->mark[b] & WALKED)) {
        mark = ".";
        pair = C_TRAIL;
    }
    snprintf(text, sizeof text, "%s%s", slant, mark);
    put_square(row, col, text, pair, attr);
}

/* Draws square (sx, sy) at screen row, col. */
/* A square on a cell: who or what is there. */
static void draw_cell(const struct game *g, size_t c, int row, int col,
                      const char *wall)
{
    const struct maze *m = g->m;
    uint16_t k = g->mark[c];
    bool over_ew = false;
    /* Stairs are directions 4 and 5 of a maze of floors only (an upsilon
     * grid's 4 and 5 are west and north-west). */
    bool up = m->floors > 1 && maze_open(m, c, MAZE_UP);
    bool down = m->floors > 1 && maze_open(m, c, MAZE_DOWN);
    /* Portals are 6 and 7 of a maze of towers: shown as the text form's
     * digit (render/floors.c), with the stairs of the cell in it. */
    unsigned portals =
        m->towers > 1 ? (maze_open(m, c, MAZE_ANA) ? 4u : 0u) |
                            (maze_open(m, c, MAZE_KATA) ? 8u : 0u)
                      : 0u;
    char digit[3] = {"0123456789abcdef"[portals | (up ? 1u : 0u) |
                                        (down ? 2u : 0u)],
                     ' ', '\0'};
    if (m->cell[c] & MAZE_CELL_OFF)
        put_square(row, col, wall, C_WALL, 0); /* outside the mask */
    else if (c == g->player)
        put_square(row, col, "@ ", C_PLAYER, A_BOLD);
    else if (c == m->end)
        put_square(row, col, "E ", C_END, A_BOLD);
    else if (k & HINT)
        put_square(row, col, "* ", C_HINT, A_BOLD);
    else if (k & ROUTE)
        put_square(row, col, "+ ", C_ROUTE, A_BOLD);
    else if (c == m->start)
        put_square(row, col, "S ", C_START, A_BOLD);
    else if (portals)
        put_square(row, col, digit, C_STAIR, A_BOLD);
    else if (up || down)
        put_square(row, col, up && down ? "x " : up ? "< " : "> ", C_STAIR,
                   A_BOLD);
    else if (k & WALKED)
        put_square(row, col, ". ", C_TRAIL, 0);
    else if (maze_crossing(m, c, &over_ew)) /* a bridge */
        put_square(row, col,
                   g->utf8 ? (over_ew ? "\xe2\x95\x90\xe2\x95\x90"
                                      : "\xe2\x95\x91 ")
                           : (over_ew ? "--" : "| "),
                   C_WALL, 0);
    else
        mvaddstr(row, col, "  ");
}

/* A wall slot between two cells: a passage when they are joined. */
static void draw_slot(const struct game *g, uint64_t sx, uint64_t sy, int row,
                      int col, const char *wall)
{
    const struct maze *m = g->m;
    size_t a = 0;
    uint8_t east_or_south = 0;
    bool open = false;
    if (sx % 2 == 1) { /* between (x, y-1) and (x, y) */
        if (sy > 0 && sy + 1 < squares_down(g)) {
            a = cell_of_square(g, sx, sy - 1);
            open = maze_open(m, a, compass_direction(m, COMPASS_S)) ||
                   maze_crossing(m, a, NULL);
            east_or_south = 1;
        }
    } else if (sx > 0 && sx + 1 < squares_across(g)) {
        a = cell_of_square(g, sx - 1, sy);
        open = maze_open(m, a, compass_direction(m, COMPASS_E)) ||
               maze_crossing(m, a, NULL);
    }
    if (!open && m->wrap && draw_seam(g, sx, sy, row, col))
        return;
    if (!open) {
        put_square(row, col, wall, C_WALL, 0);
        return;
    }
    size_t b = east_or_south ? a + m->width : a + 1;
    uint16_t ka = g->mark[a];
    uint16_t kb = g->mark[b];
    uint16_t hint_bit = east_or_south ? HINT_S : HINT_E;
    uint16_t route_bit = east_or_south ? ROUTE_S : ROUTE_E;
    if (ka & hint_bit)
        put_square(row, col, "* ", C_HINT, A_BOLD);
    else if (ka & route_bit)
        put_square(row, col, "+ ", C_ROUTE, A_BOLD);
    else if ((ka & WALKED) && (kb & WALKED))
        put_square(row, col, ". ", C_TRAIL, 0);
    else
        mvaddstr(row, col, "  ");
}

static void draw_square(const struct game *g, uint64_t sx, uint64_t sy, int row,
                        int col)
{
    if (!square_seen(g, sx, sy)) {
        mvaddstr(row, col, "  ");
        return;
    }
    const char *wall = g->utf8 ? "\xe2\x96\x88\xe2\x96\x88" : "##";
    bool xodd = sx % 2 == 1;
    bool yodd = sy % 2 == 1;
    if (!xodd && !yodd) {
        if (g->m->shape == MAZE_SHAPE_UPSILON && sx > 0 && sy > 0 &&
            sx + 1 < squares_across(g) && sy + 1 < squares_down(g))
            draw_corner(g, sx, sy, row, col, wall);
        else
            put_square(row, col, wall, C_WALL, 0);
    } else if (xodd && yodd) {
        draw_cell(g, cell_of_square(g, sx, sy), row, col, wall);
    } else {
        draw_slot(g, sx, sy, row, col, wall);
    }
}

/* The first square shown along one axis: 0 when everything fits, else
 * the player kept in the middle as far as the edges allow. */
static uint64_t view_start(uint64_t total, uint64_t shown, uint64_t at)
{
    if (total <= shown)
        return 0;
    uint64_t start = at > shown / 2 ? at - shown / 2 : 0;
    return start + shown > total ? total - shown : start;
}

static void draw_status(const struct game *g)
{
    double end = g->won ? g->finished : now_seconds();
    long secs = (long)(end - g->started);
    int row = LINES - 1;
    move(row, 0);
    clrtoeol();
    if (g->asking_quit) {
        attron(A_BOLD);
        mvaddstr(row, 0, "Quit this maze? (y/n)");
        attroff(A_BOLD);
        return;
    }
    char text[256];
    char where[96] = "";
    if (g->m->floors > 1) {
        static const char *const takes[] = {
            "up a stair (<)", "down a stair (>)", "to the next tower (])",
            "to the tower before ([)"};
        uint32_t z = floor_top(g) / floor_rows(g);
        uint32_t per = g->m->floors / g->m->towers;
        int n = g->m->towers > 1
                    ? snprintf(where, sizeof where, "tower %u/%u floor %u/%u  ",
                               z / per + 1, g->m->towers, z % per + 1, per)
                    : snprintf(where, sizeof where, "floor %u/%u  ", z + 1,
                               g->m->floors);
        if (g->hint_on && g->hint_stair >= MAZE_UP)
            snprintf(where + n, sizeof where - (size_t)n, "hint: %s  ",
                     takes[g->hint_stair - MAZE_UP]);
    }
    /* The fullest line that fits the width: the seed, the shortest
     * walk and then the keys but q go first; never a word cut short
     * (at 80 columns the keys once ended "r:restart n:"). */
    char counts[96];
    snprintf(counts, sizeof counts, "moves %zu  time %ld:%02ld  hints %zu",
             g->moves, secs / 60, secs % 60, g->hints);
    char seed[40], shortest[40];
    snprintf(seed, sizeof seed, "  seed %llu", (unsigned long long)g->seed);
    snprintf(shortest, sizeof shortest, "  shortest %zu", g->optimum);
    static const char keys[] = "   ?:hint p:route r:restart n:new q:quit";
    /* Upsilon: the eight ways first, as the keypad's digits and as vi's
     * letters (whose n moves, so a new maze is m). */
    static const char ways[] =
        "   move: keypad, hjkl+yubn ?:hint p:route r:restart m:new q:quit";
    static const char ways_short[] = "   move: keypad, hjkl+yubn ?:hint q:quit";
    /* Hexagons: six ways, none straight up or down. */
    static const char hex_ways[] =
        "   move: 7 9 4 6 1 3, yu hl bn ?:hint p:route r:restart m:new q:quit";
    static const char hex_short[] =
        "   move: 7 9 4 6 1 3, yu hl bn ?:hint q:quit";
    bool upsilon = g->m->shape == MAZE_SHAPE_UPSILON;
    bool hex = g->m->shape == MAZE_SHAPE_HEX;
    const char *all = upsilon ? ways : hex ? hex_ways : keys;
    const char *few = upsilon ? ways_short
                      : hex   ? hex_short
                              : "   ?:hint q:quit";
    const char *fits[][4] = {
        {counts, seed, shortest, all},
        {counts, shortest, all, ""},
        {counts, all, "", ""},
        {counts, few, "", ""},
        {counts, "   ?:hint q:quit", "", ""},
        {counts, "", "", ""},
    };
    size_t n = sizeof fits / sizeof *fits;
    for (size_t i = 0; i < n; i++) {
        snprintf(text, sizeof text, "%s%s%s%s%s", where, fits[i][0], fits[i][1],
                 fits[i][2], fits[i][3]);
        if (strlen(text) <= (size_t)COLS)
            break;
    }
    mvaddnstr(row, 0, text, COLS);
}

static void draw_win(const struct game *g)
{
    long secs = (long)(g->finished - g->started);
    char lines[5][80];
    snprintf(lines[0], sizeof lines[0], "You made it!");
    snprintf(lines[1], sizeof lines[1], "moves %zu (shortest %zu)", g->moves,
             g->optimum);
    snprintf(lines[2], sizeof lines[2], "time %ld:%02ld   hints %zu", secs / 60,
             secs % 60, g->hints);
    snprintf(lines[3], sizeof lines[3], "score %ld", score(g));
    snprintf(lines[4], sizeof lines[4], "n: new maze  r: again  q: quit");
    int width = 34;
    int top = LINES / 2 - 4;
    int left = COLS / 2 - width / 2;
    if (top < 0)
        top = 0;
    if (left < 0)
        left = 0;
    for (int i = 0; i < 7; i++)
        mvhline(top + i, left, ' ', width);
    mvhline(top, left, ACS_HLINE, width);
    mvhline(top + 6, left, ACS_HLINE, width);
    mvvline(top, left, ACS_VLINE, 7);
    mvvline(top, left + width - 1, ACS_VLINE, 7);
    mvaddch(top, left, ACS_ULCORNER);
    mvaddch(top, left + width - 1, ACS_URCORNER);
    mvaddch(top + 6, left, ACS_LLCORNER);
    mvaddch(top + 6, left + width - 1, ACS_LRCORNER);
    attron(A_BOLD);
    for (int i = 0; i < 5; i++)
        mvaddnstr(top + 1 + i, left + 2, lines[i], COLS - left - 2);
    attroff(A_BOLD);
}

/* Hex and triangle grids: board.c's characters, one column each, the
 * player kept in view as on the squares. */
static void draw_board(const struct game *g)
{
    struct board b = {g->m, g->mark, g->player, g->utf8, g->fog};
    uint64_t cols = 0;
    uint64_t rows = 0;
    board_size(g->m, &cols, &rows);
    uint64_t pc = 0;
    uint64_t pr = 0;
    board_place(g->m, g->player, &pc, &pr);
    uint64_t across = (uint64_t)COLS;
    uint64_t down = LINES > 1 ? (uint64_t)(LINES - 1) : 1;
    uint64_t x0 = view_start(cols, across, pc);
    uint64_t y0 = view_start(rows, down, pr);
    for (uint64_t r = 0; r < down && y0 + r < rows; r++) {
        for (uint64_t c = 0; c < across && x0 + c < cols; c++) {
            struct glyph gl;
            board_glyph(&b, x0 + c, y0 + r, &gl);
            if (gl.ink == C_NONE)
                mvaddstr((int)r, (int)c, gl.text);
            else
                put_square((int)r, (int)c, gl.text, gl.ink,
                           gl.bold ? A_BOLD : 0);
        }
    }
}

static void draw(const struct game *g)
{
    erase();
    if (board_draws(g->m)) {
        draw_board(g);
        draw_status(g);
        if (g->won)
            draw_win(g);
        refresh();
        return;
    }
    uint64_t across = (uint64_t)(COLS / 2);
    uint64_t down = LINES > 1 ? (uint64_t)(LINES - 1) : 1;
    uint32_t px = 0;
    uint32_t py = 0;
    maze_cell_xy(g->m, g->player, &px, &py);
    uint64_t x0 = view_start(squares_across(g), across, 2 * (uint64_t)px + 1);
    py -= floor_top(g);
    uint64_t y0 = view_start(squares_down(g), down, 2 * (uint64_t)py + 1);
    for (uint64_t r = 0; r < down && y0 + r < squares_down(g); r++)
        for (uint64_t c = 0; c < across && x0 + c < squares_across(g); c++)
            draw_square(g, x0 + c, y0 + r, (int)r, (int)(2 * c));
    draw_status(g);
    if (g->won)
        draw_win(g);
    refresh();
}

/* --------------------------------------------------------------- input */

/* What a moving key does beyond its step: run on, or move only where
 * there are diagonals (yubn; n is a new maze on a rectangle). */
enum { STEP = 0, RUN = 1, DIAGONAL = 2 };

/* The keys that move: arrows, WASD and hjkl go straight (shifted: run);
 * the keypad, as digits or as its keys without Num Lock, and yubn go all
 * eight ways. */
static const struct {
    int key;
    int point;
    unsigned how;
} moves[] = {
    {KEY_RIGHT, COMPASS_E, STEP},   {'d', COMPASS_E, STEP},
    {'l', COMPASS_E, STEP},         {'6', COMPASS_E, STEP},
    {KEY_SRIGHT, COMPASS_E, RUN},   {'D', COMPASS_E, RUN},
    {'L', COMPASS_E, RUN},          {KEY_LEFT, COMPASS_W, STEP},
    {'a', COMPASS_W, STEP},         {'h', COMPASS_W, STEP},
    {'4', COMPASS_W, STEP},         {KEY_SLEFT, COMPASS_W, RUN},
    {'A', COMPASS_W, RUN},          {'H', COMPASS_W, RUN},
    {KEY_UP, COMPASS_N, STEP},      {'w', COMPASS_N, STEP},
    {'k', COMPASS_N, STEP},         {'8', COMPASS_N, STEP},
    {KEY_SR, COMPASS_N, RUN},       {'W', COMPASS_N, RUN},
    {'K', COMPASS_N, RUN},          {KEY_DOWN, COMPASS_S, STEP},
    {'s', COMPASS_S, STEP},         {'j', COMPASS_S, STEP},
    {'2', COMPASS_S, STEP},         {KEY_SF, COMPASS_S, RUN},
    {'S', COMPASS_S, RUN},          {'J', COMPASS_S, RUN},
    {'7', COMPASS_NW, STEP},        {KEY_HOME, COMPASS_NW, STEP},
    {KEY_A1, COMPASS_NW, STEP},     {'9', COMPASS_NE, STEP},
    {KEY_PPAGE, COMPASS_NE, STEP},  {KEY_A3, COMPASS_NE, STEP},
    {'1', COMPASS_SW, STEP},        {KEY_END, COMPASS_SW, STEP},
    {KEY_C1, COMPASS_SW, STEP},     {'3', COMPASS_SE, STEP},
    {KEY_NPAGE, COMPASS_SE, STEP},  {KEY_C3, COMPASS_SE, STEP},
    {'y', COMPASS_NW, DIAGONAL},    {'u', COMPASS_NE, DIAGONAL},
    {'b', COMPASS_SW, DIAGONAL},    {'n', COMPASS_SE, DIAGONAL},
    {'Y', COMPASS_NW, DIAGONAL | RUN}, {'U', COMPASS_NE, DIAGONAL | RUN},
    {'B', COMPASS_SW, DIAGONAL | RUN}, {'N', COMPASS_SE, DIAGONAL | RUN},
};

/* The compass point of a key and whether it runs; -1 for other keys.
 * `diagonals` says whether yubn move (n is a new maze where no diagonal
 * is). */
static int key_point(int key, bool diagonals, bool *run)
{
    *run = false;
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
        if (moves[i].key != key || ((moves[i].how & DIAGONAL) && !diagonals))
            continue;
        *run = moves[i].how & RUN;
        return moves[i].point;
    }
    return -1;
}

/* Handles one key; false when the game ends. */
static bool handle_key(struct game *g, int key)
{
    if (g->asking_quit) {
        g->asking_quit = false;
        return !(key == 'y' || key == 'Y');
    }
    bool run = false;
    bool diagonals =
        (g->m->shape == MAZE_SHAPE_UPSILON || g->m->shape == MAZE_SHAPE_HEX) &&
        !g->won;
    int p = key_point(key, diagonals, &run);
    if (p >= 0) {
        /* A way the shape has not (a rectangle's diagonal) is a wall. */
        int d = compass_direction(g->m, (enum compass)p);
        if (d >= 0)
            walk(g, d, run || g->run);
        return true;
    }
    switch (key) {
    case '<':
        if (g->m->floors > 1)
            walk(g, MAZE_UP, false);
        break;
    case '>':
        if (g->m->floors > 1)
            walk(g, MAZE_DOWN, false);
        break;
    case ']':
    case '}': /* the page's keys, whose [ and ] step its animation */
        if (g->m->towers > 1)
            walk(g, MAZE_ANA, false);
        break;
    case '[':
    case '{':
        if (g->m->towers > 1)
            walk(g, MAZE_KATA, false);
        break;
    case '?':
        hint(g);
        break;
    case 'p':
    case '\t':
        /* Not 's', which is south in WASD. Showing the route counts as a
         * hint, hiding it does not. */
        g->show_route = !g->show_route;
        g->hints += g->show_route;
        refresh_route(g);
        break;
    case 'r':
        restart(g);
        break;
    case 'n':
    case 'm':
        if (maze_seed_from_os(&g->seed) == MAZE_OK)
            g->seed &= 0xFFFFFFFFu;
        else
            g->seed++;
        if (!new_maze(g))
            return false;
        break;
    case 'q':
    case 27: /* Esc */
        if (g->won || g->moves == 0)
            return false;
        g->asking_quit = true;
        break;
    default:
        break;
    }
    return true;
}

/* ------------------------------------------------------------ terminal */

static void on_interrupt(int sig)
{
    (void)sig;
    interrupted = 1;
}

/* After a crash the screen must still be usable: leave curses mode (not
 * strictly safe in a handler, but the process is dying anyway), then die
 * of the same signal. */
static void on_crash(int sig)
{
    endwin();
    signal(sig, SIG_DFL);
    raise(sig);
}

static void start_curses(struct game *g)
{
    setlocale(LC_ALL, "");
    g->utf8 = strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
    initscr();
    cbreak(); /* Ctrl-C stays a signal, handled by on_interrupt */
    noecho();
    keypad(stdscr, TRUE);
    curs_set(0);
    set_escdelay(25);
    timeout(250); /* the clock ticks and interrupts are noticed */
    if (has_colors()) {
        start_color();
        use_default_colors();
        init_pair(C_WALL, COLOR_WHITE, -1);
        init_pair(C_PLAYER, COLOR_YELLOW, -1);
        init_pair(C_END, COLOR_GREEN, -1);
        init_pair(C_ROUTE, COLOR_RED, -1);
        init_pair(C_HINT, COLOR_CYAN, -1);
        init_pair(C_TRAIL, COLOR_BLUE, -1);
        init_pair(C_START, COLOR_GREEN, -1);
        init_pair(C_STAIR, COLOR_MAGENTA, -1);
    }
    signal(SIGINT, on_interrupt);
    signal(SIGTERM, on_interrupt);
    signal(SIGHUP, on_interrupt);
    signal(SIGSEGV, on_crash);
    signal(SIGBUS, on_crash);
    signal(SIGFPE, on_crash);
    signal(SIGABRT, on_crash);
}

static int play(struct game *g)
{
    start_curses(g);
    bool going = true;
    while (going && !interrupted) {
        if (g->hint_on && now_seconds() > g->hint_until) {
            g->hint_on = false;
            clear_marks(g, HINT | HINT_E | HINT_S | HINT_D);
        }
        draw(g);
        int key = getch();
        if (key == ERR || key == KEY_RESIZE)
            continue;
        going = handle_key(g, key);
    }
    endwin();
    return interrupted ? 130 : CLI_OK;
}

/* ----------------------------------------------------------- the command */

static int parse(int argc, char **argv, struct game *g)
{
    struct cli_options p;
    cli_options_init(&p, MAZE_CMD_PLAY, "play");
    int status = cli_options_parse(&p, g->request, argc, argv, usage);
    if (status >= 0)
        return status;
    spec_view(&g->spec);
    g->fog = maze_request_given(g->request, "fog");
    g->run = maze_request_given(g->request, "run");
    if (optind < argc)
        return cli_usage_error("play", "unexpected argument '%s'",
                               argv[optind]);
    if (g->spec.recipe->ends == MAZE_ENDS_NONE)
        return cli_usage_error("play", "a game needs a start and an end, and "
                                       "--ends none leaves them out");
    if (g->spec.shape == MAZE_SHAPE_POLAR ||
        g->spec.shape == MAZE_SHAPE_SPHERE)
        return cli_usage_error("play",
                               "%s mazes cannot be played in a terminal, whose "
                               "character cells are square (play a rect, "
                               "upsilon, hex or triangle maze, or print one: "
                               "maze generate --shape %s -o maze.pdf)",
                               maze_shape_name(g->spec.shape),
                               maze_shape_name(g->spec.shape));
    if (g->spec.shape == MAZE_SHAPE_CUBE)
        return cli_usage_error("play",
                               "cube mazes cannot be played in a terminal: its "
                               "net turns faces a quarter round, so an arrow "
                               "key would change its way from face to face "
                               "(print one: maze generate --shape cube -o "
                               "maze.pdf)");
    struct maze_settings_error err = {0};
    if (maze_request_check(g->request, NULL, &err))
        return cli_refused(&err, "play");
    return -1;
}

static int play_game(struct game *g, int argc, char **argv);

static int run(int argc, char **argv)
{
    struct game g = {0};
    if (maze_request_new(MAZE_CMD_PLAY, MAZE_SPELL_OPTIONS, &g.request)) {
        cli_error("out of memory");
        return CLI_FAIL;
    }
    spec_init(&g.spec, g.request);
    int status = play_game(&g, argc, argv);
    maze_request_free(g.request);
    return status;
}

static int play_game(struct game *g, int argc, char **argv)
{
    int status = parse(argc, argv, g);
    if (status >= 0)
        return status;
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
        cli_error("play needs a terminal: run it without pipes or "
                  "redirection");
        return CLI_USAGE;
    }
    if (!spec_seed(&g->spec))
        return CLI_FAIL;
    g->seed = g->spec.seed;
    if (!new_maze(g))
        return CLI_FAIL;
    status = play(g);
    maze_free(g->m);
    free(g->mark);
    fprintf(stderr, "seed: %llu\n", (unsigned long long)g->seed);
    return status;
}

const struct cli_command cmd_play = {
    "play", "walk a maze in the terminal, with hints", run, usage};
