/*
 * test_symmetry.c - symmetric mazes (maze_gen_opts.symmetry): every
 * generator that mirrors makes mazes that are their own image, cell by
 * cell, and perfect, at odd and even sizes; and, by trying every spanning
 * tree of small grids, the facts symmetry.c is built on: no symmetric
 * perfect maze turns half round a grid of two even sides, an odd width's
 * middle column is always one corridor, and on an even width each
 * symmetric maze is a maze of the half and one passage across the axis,
 * which the generator reaches every one of.
 */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"

static const uint32_t sizes[][2] = {
    {1, 1}, {1, 9}, {9, 1}, {1, 8}, {8, 1}, {2, 2}, {2, 3}, {3, 2},
    {3, 3}, {4, 5}, {5, 4}, {6, 6}, {7, 7}, {31, 17}, {20, 11}, {12, 10},
};

static const enum maze_symmetry all[] = {MAZE_SYMMETRY_X, MAZE_SYMMETRY_Y,
                                         MAZE_SYMMETRY_XY, MAZE_SYMMETRY_ROT};

/* The cell (x, y) is taken to by map k of symmetry s: k 0 flips x (x, xy,
 * rot) or y (y), k 1 flips y (xy only). */
static size_t map_cell(const struct maze *m, enum maze_symmetry s, int k,
                       uint32_t x, uint32_t y)
{
    bool fx = s == MAZE_SYMMETRY_X || s == MAZE_SYMMETRY_ROT ||
              (s == MAZE_SYMMETRY_XY && k == 0);
    bool fy = s == MAZE_SYMMETRY_Y || s == MAZE_SYMMETRY_ROT ||
              (s == MAZE_SYMMETRY_XY && k == 1);
    return maze_cell_at(m, fx ? m->width - 1 - x : x,
                        fy ? m->height - 1 - y : y);
}

/* Whether every passage and wall of m is matched by its image under each
 * map of s (xy: both mirrors, so the half turn too). */
static bool symmetric(const struct maze *m, enum maze_symmetry s)
{
    int maps = s == MAZE_SYMMETRY_XY ? 2 : 1;
    for (int k = 0; k < maps; k++)
        for (uint32_t y = 0; y < m->height; y++)
            for (uint32_t x = 0; x < m->width; x++) {
                size_t a = maze_cell_at(m, x, y);
                size_t ia = map_cell(m, s, k, x, y);
                if (x + 1 < m->width &&
                    maze_linked(m, a, a + 1) !=
                        maze_linked(m, ia, map_cell(m, s, k, x + 1, y)))
                    return false;
                if (y + 1 < m->height &&
                    maze_linked(m, a, a + m->width) !=
                        maze_linked(m, ia, map_cell(m, s, k, x, y + 1)))
                    return false;
            }
    return true;
}

static bool fits(enum maze_symmetry s, uint32_t w, uint32_t h)
{
    return (s != MAZE_SYMMETRY_XY && s != MAZE_SYMMETRY_ROT) || w % 2 ||
           h % 2;
}

Test(symmetry, every_mirroring_generator_makes_symmetric_perfect_mazes)
{
    int tried = 0;
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        if (!maze_generator_mirrors(g))
            continue;
        for (size_t z = 0; z < sizeof sizes / sizeof *sizes; z++) {
            uint32_t w = sizes[z][0];
            uint32_t h = sizes[z][1];
            struct maze *m = NULL;
            cr_assert_eq(maze_new(w, h, &m), MAZE_OK);
            for (size_t i = 0; i < 4; i++) {
                struct maze_gen_opts o = {.symmetry = all[i]};
                for (uint64_t seed = 0; seed < 25; seed++) {
                    struct maze_rng rng;
                    maze_rng_seed(&rng, seed);
                    enum maze_err e = maze_generate(m, g, &rng, &o, NULL);
                    if (!fits(all[i], w, h)) {
                        cr_assert_eq(e, MAZE_ERR_ARG);
                        break;
                    }
                    cr_assert_eq(e, MAZE_OK, "%s %s %ux%u", g->name,
                                 maze_symmetry_name(all[i]), w, h);
                    bool perfect = false;
                    cr_assert_eq(maze_check_perfect(m, &perfect), MAZE_OK);
                    cr_assert(perfect, "%s %s %ux%u seed %llu not perfect",
                              g->name, maze_symmetry_name(all[i]), w, h,
                              (unsigned long long)seed);
                    cr_assert_eq(maze_passages(m), m->cells - 1);
                    cr_assert(symmetric(m, all[i]),
                              "%s %s %ux%u seed %llu not symmetric", g->name,
                              maze_symmetry_name(all[i]), w, h,
                              (unsigned long long)seed);
                    tried++;
                }
            }
            maze_free(m);
        }
    }
    cr_assert_gt(tried, 1000);
}

Test(symmetry, the_generators_that_cannot_are_refused)
{
    const char *cannot[] = {"unicursal", "cave", "dungeon", "classical"};
    for (size_t i = 0; i < 4; i++) {
        const struct maze_generator *g = maze_generator_find(cannot[i]);
        cr_assert(g && !maze_generator_mirrors(g), "%s", cannot[i]);
        struct maze *m = NULL;
        cr_assert_eq(maze_new(9, 9, &m), MAZE_OK);
        struct maze_rng rng;
        maze_rng_seed(&rng, 1);
        struct maze_gen_opts o = {.symmetry = MAZE_SYMMETRY_X};
        cr_assert_eq(maze_generate(m, g, &rng, &o, NULL), MAZE_ERR_ARG);
        maze_free(m);
    }
    /* Another shape, a weave. */
    struct maze *m = NULL;
    struct maze_rng rng;
    maze_rng_seed(&rng, 1);
    struct maze_gen_opts o = {.symmetry = MAZE_SYMMETRY_X};
    cr_assert_eq(maze_new_shape(MAZE_SHAPE_HEX, 8, 8, &m), MAZE_OK);
    cr_assert_eq(maze_generate(m, maze_generators(), &rng, &o, NULL),
                 MAZE_ERR_ARG);
    maze_free(m);
    /* A stream makes rows top to bottom, and the rows below would be
     * those above mirrored. */
    struct maze_stream *stream = NULL;
    cr_assert_eq(maze_stream_new(maze_generator_find("eller"), 9, 5, &rng, &o,
                                 &stream),
                 MAZE_ERR_ARG);
    cr_assert_null(stream);
    cr_assert_eq(maze_new(8, 8, &m), MAZE_OK);
    o.weave = 0.5;
    cr_assert_eq(maze_generate(m, maze_generators(), &rng, &o, NULL),
                 MAZE_ERR_ARG);
    maze_free(m);
}

/* ------------------------------------------- every tree of small grids */

/* The walls of a w x h grid, as pairs of cells: east walls, then south. */
struct walls {
    size_t n;
    size_t a[32], b[32];
};

static struct walls walls_of(const struct maze *m)
{
    struct walls ws = {0};
    for (uint32_t y = 0; y < m->height; y++)
        for (uint32_t x = 0; x < m->width; x++) {
            size_t c = maze_cell_at(m, x, y);
            if (x + 1 < m->width) {
                ws.a[ws.n] = c;
                ws.b[ws.n++] = c + 1;
            }
            if (y + 1 < m->height) {
                ws.a[ws.n] = c;
                ws.b[ws.n++] = c + m->width;
            }
        }
    return ws;
}

static size_t root(size_t *up, size_t c)
{
    while (up[c] != c)
        c = up[c];
    return c;
}

/* Whether the walls of `open` (bits over ws) make a spanning tree. */
static bool tree(const struct walls *ws, uint32_t open, size_t cells)
{
    if ((size_t)__builtin_popcount(open) != cells - 1)
        return false;
    size_t up[32];
    for (size_t c = 0; c < cells; c++)
        up[c] = c;
    for (size_t i = 0; i < ws->n; i++) {
        if (!(open & (1u << i)))
            continue;
        size_t ra = root(up, ws->a[i]);
        size_t rb = root(up, ws->b[i]);
        if (ra == rb)
            return false;
        up[ra] = rb;
    }
    return true;
}

/* Opens the walls of `open` in m (cleared first). */
static void carve_walls(struct maze *m, const struct walls *ws, uint32_t open)
{
    maze_clear(m);
    for (size_t i = 0; i < ws->n; i++)
        if (open & (1u << i))
            maze_link(m, ws->a[i], ws->b[i]);
}

/* The walls of m that are open, as bits over ws. */
static uint32_t open_walls(const struct maze *m, const struct walls *ws)
{
    uint32_t open = 0;
    for (size_t i = 0; i < ws->n; i++)
        if (maze_linked(m, ws->a[i], ws->b[i]))
            open |= 1u << i;
    return open;
}

/* Calls see(open) for each spanning tree of m's grid symmetric under s,
 * and returns how many there are. */
static size_t symmetric_trees(struct maze *m, enum maze_symmetry s,
                              void (*see)(uint32_t open, void *user),
                              void *user)
{
    struct walls ws = walls_of(m);
    size_t count = 0;
    cr_assert_leq(ws.n, 24);
    for (uint32_t open = 0; open < (1u << ws.n); open++) {
        if (!tree(&ws, open, m->cells))
            continue;
        carve_walls(m, &ws, open);
        if (!symmetric(m, s))
            continue;
        count++;
        if (see)
            see(open, user);
    }
    return count;
}

Test(symmetry, no_perfect_maze_turns_on_a_grid_of_two_even_sides)
{
    const uint32_t even[][2] = {{2, 2}, {4, 2}, {2, 4}, {4, 4}};
    for (size_t z = 0; z < 4; z++) {
        struct maze *m = NULL;
        cr_assert_eq(maze_new(even[z][0], even[z][1], &m), MAZE_OK);
        cr_assert_eq(symmetric_trees(m, MAZE_SYMMETRY_ROT, NULL, NULL), 0);
        cr_assert_eq(symmetric_trees(m, MAZE_SYMMETRY_XY, NULL, NULL), 0);
        /* The mirrors alone have some. */
        cr_assert_gt(symmetric_trees(m, MAZE_SYMMETRY_X, NULL, NULL), 0);
        maze_free(m);
    }
}

struct middle {
    struct maze *m;
    bool all_open;
};

static void middle_open(uint32_t open, void *user)
{
    struct middle *mid = user;
    struct walls ws = walls_of(mid->m);
    carve_walls(mid->m, &ws, open);
    uint32_t x = mid->m->width / 2;
    for (uint32_t y = 0; y + 1 < mid->m->height; y++)
        if (!maze_linked(mid->m, maze_cell_at(mid->m, x, y),
                         maze_cell_at(mid->m, x, y + 1)))
            mid->all_open = false;
}

Test(symmetry, an_odd_width_mirrored_keeps_its_middle_column_open)
{
    const uint32_t odd[][2] = {{3, 2}, {3, 3}, {5, 2}, {3, 4}};
    for (size_t z = 0; z < 4; z++) {
        struct maze *m = NULL;
        cr_assert_eq(maze_new(odd[z][0], odd[z][1], &m), MAZE_OK);
        struct middle mid = {m, true};
        cr_assert_gt(symmetric_trees(m, MAZE_SYMMETRY_X, middle_open, &mid),
                     0);
        cr_assert(mid.all_open, "%ux%u", odd[z][0], odd[z][1]);
        maze_free(m);
    }
}

/* Of the symmetric trees of an even width: how many passages cross the
 * axis in the one with the most. */
struct across {
    struct maze *m;
    unsigned most;
};

static void count_across(uint32_t open, void *user)
{
    struct across *a = user;
    struct walls ws = walls_of(a->m);
    carve_walls(a->m, &ws, open);
    uint32_t x = a->m->width / 2 - 1;
    unsigned n = 0;
    for (uint32_t y = 0; y < a->m->height; y++)
        n += maze_linked(a->m, maze_cell_at(a->m, x, y),
                         maze_cell_at(a->m, x + 1, y));
    a->most = n > a->most ? n : a->most;
}

/* Every spanning tree of a w x h grid, counted by trying them all. */
static size_t trees(uint32_t w, uint32_t h)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(w, h, &m), MAZE_OK);
    struct walls ws = walls_of(m);
    size_t n = 0;
    for (uint32_t open = 0; open < (1u << ws.n); open++)
        n += tree(&ws, open, m->cells);
    maze_free(m);
    return n;
}

Test(symmetry, an_even_width_is_a_half_and_one_passage_every_one_reached)
{
    const uint32_t even[][2] = {{4, 2}, {4, 3}, {2, 3}, {6, 2}};
    const struct maze_generator *wilson = maze_generator_find("wilson");
    for (size_t z = 0; z < 4; z++) {
        uint32_t w = even[z][0];
        uint32_t h = even[z][1];
        struct maze *m = NULL;
        cr_assert_eq(maze_new(w, h, &m), MAZE_OK);
        struct across a = {m, 0};
        size_t n = symmetric_trees(m, MAZE_SYMMETRY_X, count_across, &a);
        /* One passage across (two would close a loop through both
         * halves), at any of h rows, to any tree of the half. */
        cr_assert_eq(a.most, 1);
        cr_assert_eq(n, trees(w / 2, h) * h, "%ux%u", w, h);
        /* The generator makes every one of them. */
        struct walls ws = walls_of(m);
        uint32_t *seen = calloc(n, sizeof *seen);
        size_t distinct = 0;
        struct maze_gen_opts o = {.symmetry = MAZE_SYMMETRY_X};
        for (uint64_t seed = 0; seed < 40 * n && distinct < n; seed++) {
            struct maze_rng rng;
            maze_rng_seed(&rng, seed);
            cr_assert_eq(maze_generate(m, wilson, &rng, &o, NULL), MAZE_OK);
            uint32_t open = open_walls(m, &ws);
            bool known = false;
            for (size_t i = 0; i < distinct && !known; i++)
                known = seen[i] == open;
            if (!known) {
                cr_assert_lt(distinct, n);
                seen[distinct++] = open;
            }
        }
        cr_assert_eq(distinct, n, "%ux%u: %zu of %zu", w, h, distinct, n);
        free(seen);
        maze_free(m);
    }
}

/* ------------------------------------------------------ events, ends */

Test(symmetry, events_replay_into_the_same_maze)
{
    const char *names[] = {"backtracker", "division", "eller", "kruskal"};
    for (size_t i = 0; i < 4; i++)
        for (size_t s = 0; s < 4; s++) {
            struct maze *m = NULL;
            cr_assert_eq(maze_new(9, 7, &m), MAZE_OK);
            struct recording rec = {0};
            struct maze_hook hook = {record_event, &rec};
            struct maze_rng rng;
            maze_rng_seed(&rng, 3);
            struct maze_gen_opts o = {.symmetry = all[s]};
            cr_assert_eq(maze_generate(m, maze_generator_find(names[i]), &rng,
                                       &o, &hook),
                         MAZE_OK);
            struct maze *again = replay(&rec, 9, 7);
            cr_assert_eq(memcmp(again->cell, m->cell, m->cells), 0, "%s %s",
                         names[i], maze_symmetry_name(all[s]));
            maze_free(again);
            free(rec.ev);
            maze_free(m);
        }
}

Test(symmetry, the_ends_are_each_others_image)
{
    const struct {
        const char *symmetry;
        uint32_t w, h;
        uint32_t end_x, end_y;
    } cases[] = {
        {"x", 10, 6, 9, 0}, {"y", 10, 6, 0, 5},   {"rot", 9, 6, 8, 5},
        {"xy", 9, 7, 8, 6}, {"x", 1, 5, 0, 4},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        struct maze_settings *s = NULL;
        struct maze_settings_error err = {0};
        char w[16];
        char h[16];
        snprintf(w, sizeof w, "%u", cases[i].w);
        snprintf(h, sizeof h, "%u", cases[i].h);
        cr_assert_eq(maze_settings_new(MAZE_SPELL_NAMES, &s), MAZE_OK);
        cr_assert_eq(maze_settings_set(s, "width", w, &err), MAZE_OK);
        cr_assert_eq(maze_settings_set(s, "height", h, &err), MAZE_OK);
        cr_assert_eq(maze_settings_set(s, "symmetry", cases[i].symmetry, &err),
                     MAZE_OK);
        struct maze *m = NULL;
        cr_assert_eq(maze_settings_make(s, 5, NULL, &m, &err), MAZE_OK, "%s",
                     err.message);
        cr_assert_eq(m->start, 0);
        cr_assert_eq(m->end, maze_cell_at(m, cases[i].end_x, cases[i].end_y),
                     "%s %ux%u", cases[i].symmetry, cases[i].w, cases[i].h);
        maze_free(m);
        maze_settings_free(s);
    }
}

Test(symmetry, settings_refuse_what_cannot_be_symmetric)
{
    const struct {
        const char *name, *value;
        const char *words;
    } cases[] = {
        {"algorithm", "cave", "cave cannot make symmetric mazes"},
        {"algorithm", "unicursal", "unicursal cannot make symmetric mazes"},
        {"shape", "hex", "symmetry works on rectangles, not hex grids"},
        {"braid", "0.5", "symmetry and braid cannot be combined"},
        {"width", "20", "symmetry=rot needs an odd width or height"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        struct maze_settings *s = NULL;
        struct maze_settings_error err = {0};
        cr_assert_eq(maze_settings_new(MAZE_SPELL_NAMES, &s), MAZE_OK);
        cr_assert_eq(maze_settings_set(s, "symmetry", "rot", &err), MAZE_OK);
        cr_assert_eq(maze_settings_set(s, "height", "10", &err), MAZE_OK);
        if (strcmp(cases[i].name, "width") != 0)
            cr_assert_eq(maze_settings_set(s, "width", "21", &err), MAZE_OK);
        cr_assert_eq(maze_settings_set(s, cases[i].name, cases[i].value, &err),
                     MAZE_OK);
        cr_assert_eq(maze_settings_check(s, &err), MAZE_ERR_CONFLICT);
        cr_assert(strstr(err.message, cases[i].words), "%s", err.message);
        maze_settings_free(s);
    }
    struct maze_settings *s = NULL;
    struct maze_settings_error err = {0};
    cr_assert_eq(maze_settings_new(MAZE_SPELL_NAMES, &s), MAZE_OK);
    cr_assert_eq(maze_settings_set(s, "symmetry", "diagonal", &err),
                 MAZE_ERR_ARG);
    cr_assert(strstr(err.message, "unknown symmetry 'diagonal'"), "%s",
              err.message);
    maze_settings_free(s);
}
