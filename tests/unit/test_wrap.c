/*
 * test_wrap.c - grids whose edges wrap round (cylinders, tori, and with a
 * twist Moebius strips, Klein bottles and projective planes): the
 * neighbours across a seam, checked against arithmetic of the test's own
 * (x + 1 mod width, row height - 1 - y across a twisted seam, with no
 * seam on a side of one or two cells); every
 * generator that works on any grid makes perfect wrapped mazes, counted
 * and walked by the test's own breadth-first search over the passage
 * bits, and crosses the seams; every solver's route is valid and, where
 * promised, as short as the brute-force search finds; the text and JSON
 * formats read back the maze they wrote, wrap and all.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "mz.h"

/* The first three wrap hexagons too; the twisted ones rectangles only. */
static const unsigned wraps[] = {
    MAZE_WRAP_X,      MAZE_WRAP_Y,     MAZE_WRAP_X | MAZE_WRAP_Y,
    MAZE_WRAP_MOBIUS, MAZE_WRAP_KLEIN, MAZE_WRAP_PROJECTIVE};
#define WRAPS (sizeof wraps / sizeof *wraps)
#define HEX_WRAPS 3

static const uint32_t sizes[][2] = {
    {1, 1}, {1, 6}, {6, 1}, {2, 2}, {2, 5}, {5, 2}, {3, 3}, {4, 4}, {9, 7},
};

/* ------------------------------------------------- the test's own grid */

/* The neighbour of (x, y) in direction d on a w x h rectangle wrapping as
 * `wrap` says, by plain arithmetic; -1 for none. */
static long ref_next(uint32_t w, uint32_t h, unsigned wrap, uint32_t x,
                     uint32_t y, int d)
{
    long nx = (long)x + (d == MAZE_EAST) - (d == MAZE_WEST);
    long ny = (long)y + (d == MAZE_SOUTH) - (d == MAZE_NORTH);
    if (nx < 0 || nx >= (long)w) {
        if (!(wrap & MAZE_WRAP_X) || w < 3)
            return -1;
        nx = (nx + (long)w) % (long)w;
        if (wrap & MAZE_WRAP_FLIP_X)
            ny = (long)h - 1 - ny;
    }
    if (ny < 0 || ny >= (long)h) {
        if (!(wrap & MAZE_WRAP_Y) || h < 3)
            return -1;
        /* A projective plane's corners meet across the x seam only. */
        if (wrap == MAZE_WRAP_PROJECTIVE && w >= 3 && (x == 0 || x == w - 1))
            return -1;
        ny = (ny + (long)h) % (long)h;
        if (wrap & MAZE_WRAP_FLIP_Y)
            nx = (long)w - 1 - nx;
    }
    return ny * (long)w + nx;
}

/* Whether the passage from (x, y) in direction d is open, read from the
 * cell bytes by the storage rule: the east and south bits of the west or
 * north cell, and across a seam of the last column or row. */
static bool ref_open(const struct maze *m, uint32_t x, uint32_t y, int d)
{
    long b = ref_next(m->width, m->height, m->wrap, x, y, d);
    if (b < 0)
        return false;
    size_t a = (size_t)y * m->width + x;
    if (d == MAZE_EAST)
        return m->cell[a] & MAZE_CELL_EAST;
    if (d == MAZE_SOUTH)
        return m->cell[a] & MAZE_CELL_SOUTH;
    if (d == MAZE_WEST)
        return m->cell[b] & MAZE_CELL_EAST;
    return m->cell[b] & MAZE_CELL_SOUTH;
}

/* Passages by the storage rule (a bit through an edge that does not wrap
 * fails the test). */
static size_t ref_passages(const struct maze *m)
{
    size_t passages = 0;
    for (uint32_t y = 0; y < m->height; y++)
        for (uint32_t x = 0; x < m->width; x++) {
            uint8_t c = m->cell[(size_t)y * m->width + x];
            bool east = ref_next(m->width, m->height, m->wrap, x, y,
                                 MAZE_EAST) >= 0;
            bool south = ref_next(m->width, m->height, m->wrap, x, y,
                                  MAZE_SOUTH) >= 0;
            cr_assert(east || !(c & MAZE_CELL_EAST), "east bit at %u,%u", x,
                      y);
            cr_assert(south || !(c & MAZE_CELL_SOUTH), "south bit at %u,%u",
                      x, y);
            passages += !!(c & MAZE_CELL_EAST) + !!(c & MAZE_CELL_SOUTH);
        }
    return passages;
}

/* The cell the passage in direction i leads to from c, by the test's own
 * arithmetic and the storage rule. */
static size_t ref_way(const struct maze *m, size_t c, size_t i)
{
    uint32_t x = (uint32_t)(c % m->width), y = (uint32_t)(c / m->width);
    long b = ref_next(m->width, m->height, m->wrap, x, y, (int)i);
    return b >= 0 && ref_open(m, x, y, (int)i) ? (size_t)b : MAZE_NONE;
}

/* The cells the test's own breadth-first search reaches from `from`;
 * distances into dist when not NULL. */
static size_t ref_reach(const struct maze *m, size_t from, long *dist)
{
    return reach_by(m, from, dist, 4, ref_way);
}

static struct maze *wrapped(enum maze_shape shape, uint32_t w, uint32_t h,
                            unsigned wrap)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new_shape(shape, w, h, &m), MAZE_OK);
    cr_assert_eq(maze_set_wrap(m, wrap), MAZE_OK, "%ux%u wrap %s", w, h,
                 maze_wrap_name(wrap));
    return m;
}

/* --------------------------------------------------------- topology */

Test(wrap, neighbours_cross_the_seam_and_never_meet_themselves)
{
    for (size_t k = 0; k < sizeof sizes / sizeof *sizes; k++)
        for (size_t i = 0; i < WRAPS; i++) {
            uint32_t w = sizes[k][0], h = sizes[k][1];
            struct maze *m = wrapped(MAZE_SHAPE_RECT, w, h, wraps[i]);
            for (size_t c = 0; c < m->cells; c++) {
                uint32_t x = (uint32_t)(c % w), y = (uint32_t)(c / w);
                for (int d = 0; d < 4; d++) {
                    long want = ref_next(w, h, wraps[i], x, y, d);
                    size_t got = maze_neighbour(m, c, d);
                    cr_assert_eq(got, want < 0 ? MAZE_NONE : (size_t)want,
                                 "%ux%u wrap %s cell %zu dir %d", w, h,
                                 maze_wrap_name(wraps[i]), c, d);
                    cr_assert_neq(got, c, "a cell is its own neighbour");
                    for (int e = 0; e < d; e++)
                        cr_assert(got == MAZE_NONE ||
                                      maze_neighbour(m, c, e) != got,
                                  "%ux%u: two ways from %zu to %zu", w, h, c,
                                  got);
                    /* Linking one way opens exactly that passage. */
                    if (got == MAZE_NONE)
                        continue;
                    cr_assert_eq(maze_link(m, c, got), MAZE_OK);
                    cr_assert(maze_linked(m, got, c));
                    cr_assert_eq(maze_passages(m), 1);
                    cr_assert_eq(maze_unlink(m, got, c), MAZE_OK);
                    cr_assert_eq(maze_passages(m), 0);
                }
            }
            maze_free(m);
        }
}

/* Hexagons: every neighbour relation goes both ways, none to the cell
 * itself or twice to one cell, and inside a torus every cell has six. */
Test(wrap, hex_neighbours_are_mutual)
{
    static const uint32_t hex[][2] = {{1, 2}, {2, 4}, {3, 4}, {5, 6}, {8, 4}};
    for (size_t k = 0; k < sizeof hex / sizeof *hex; k++)
        for (size_t i = 0; i < HEX_WRAPS; i++) {
            struct maze *m =
                wrapped(MAZE_SHAPE_HEX, hex[k][0], hex[k][1], wraps[i]);
            for (size_t c = 0; c < m->cells; c++) {
                unsigned n = 0;
                for (int d = 0; d < 6; d++) {
                    size_t b = maze_neighbour(m, c, d);
                    if (b == MAZE_NONE)
                        continue;
                    n++;
                    cr_assert_neq(b, c);
                    cr_assert_eq(maze_neighbour(m, b, mz_hex_opposite(d)), c,
                                 "hex %ux%u cell %zu dir %d", m->width,
                                 m->height, c, d);
                    for (int e = 0; e < d; e++)
                        cr_assert_neq(maze_neighbour(m, c, e), b);
                }
                if (wraps[i] == 3 && m->width >= 3 && m->height >= 3)
                    cr_assert_eq(n, 6);
            }
            maze_free(m);
        }
}

Test(wrap, refused_where_it_does_not_fit)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new_shape(MAZE_SHAPE_TRIANGLE, 4, 4, &m), MAZE_OK);
    cr_assert_eq(maze_set_wrap(m, MAZE_WRAP_X), MAZE_ERR_ARG);
    maze_free(m);
    cr_assert_eq(maze_new_shape(MAZE_SHAPE_POLAR, 1, 4, &m), MAZE_OK);
    cr_assert_eq(maze_set_wrap(m, MAZE_WRAP_X), MAZE_ERR_ARG);
    maze_free(m);
    cr_assert_eq(maze_new_shape(MAZE_SHAPE_HEX, 4, 5, &m), MAZE_OK);
    cr_assert_eq(maze_set_wrap(m, MAZE_WRAP_Y), MAZE_ERR_ARG);
    cr_assert_eq(maze_set_wrap(m, MAZE_WRAP_MOBIUS), MAZE_ERR_ARG);
    cr_assert_eq(maze_set_wrap(m, MAZE_WRAP_X), MAZE_OK);
    maze_free(m);
    /* A twist without its seam, or one the names do not give. */
    cr_assert_eq(maze_new_shape(MAZE_SHAPE_RECT, 4, 4, &m), MAZE_OK);
    cr_assert_eq(maze_set_wrap(m, MAZE_WRAP_FLIP_X), MAZE_ERR_ARG);
    cr_assert_eq(maze_set_wrap(m, MAZE_WRAP_X | MAZE_WRAP_FLIP_Y),
                 MAZE_ERR_ARG);
    cr_assert_eq(maze_set_wrap(m, 16), MAZE_ERR_ARG);
    cr_assert_eq(m->wrap, 0);
    maze_free(m);
    cr_assert_eq(maze_new_floors(4, 4, 2, &m), MAZE_OK);
    cr_assert_eq(maze_set_wrap(m, MAZE_WRAP_X), MAZE_ERR_ARG);
    maze_free(m);
    /* The generators that make rectangles with edges refuse a seam. */
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        if (g->masks || g->polar_only)
            continue;
        m = wrapped(MAZE_SHAPE_RECT, 6, 6, MAZE_WRAP_X);
        struct maze_rng rng;
        maze_rng_seed(&rng, 1);
        cr_assert_eq(maze_generate(m, g, &rng, NULL, NULL), MAZE_ERR_ARG,
                     "%s", g->name);
        maze_free(m);
    }
}

/* ------------------------------------------------------- generators */

/* Whether a route may step from a to b: by the test's own arithmetic. */
static bool wrap_step(const struct maze *m, size_t a, size_t b)
{
    bool step = false;
    for (size_t d = 0; d < 4; d++)
        step |= ref_way(m, a, d) == b;
    return step;
}

/* The passages across the seams (on sides of 3 cells or more, where a
 * seam is no ordinary wall). */
static size_t seam_crossings(const struct maze *m)
{
    uint32_t w = m->width, h = m->height;
    size_t crossed = 0;
    for (uint32_t y = 0; y < h; y++)
        crossed += w >= 3 && (m->cell[y * w + w - 1] & MAZE_CELL_EAST);
    for (uint32_t x = 0; x < w; x++)
        crossed += h >= 3 && (m->cell[(h - 1) * w + x] & MAZE_CELL_SOUTH);
    return crossed;
}

static const struct own_search wrap_search = {.reach = ref_reach,
                                              .passages = ref_passages,
                                              .step = wrap_step,
                                              .crossings = seam_crossings};

/* Every size with every wrap. */
static struct maze *wrapped_of(size_t k)
{
    return wrapped(MAZE_SHAPE_RECT, sizes[k / WRAPS][0], sizes[k / WRAPS][1],
                   wraps[k % WRAPS]);
}

static struct maze *wrapped_7x5(size_t k)
{
    return wrapped(MAZE_SHAPE_RECT, 7, 5, wraps[k]);
}

Test(wrap, every_generator_makes_perfect_wrapped_mazes_across_the_seam)
{
    /* Seams are as likely as any other wall: hundreds are crossed. */
    every_generator_makes_perfect(wrapped_of,
                                  WRAPS * sizeof sizes / sizeof *sizes, 12,
                                  &wrap_search, 100);
}

Test(wrap, hex_tori_are_perfect)
{
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        if (!g->masks || g->imperfect)
            continue;
        for (size_t i = 0; i < HEX_WRAPS; i++)
            for (uint64_t seed = 1; seed <= 6; seed++) {
                struct maze *m = wrapped(MAZE_SHAPE_HEX, 7, 6, wraps[i]);
                struct maze_rng rng;
                maze_rng_seed(&rng, seed);
                cr_assert_eq(maze_generate(m, g, &rng, NULL, NULL), MAZE_OK);
                bool perfect = false;
                cr_assert_eq(maze_check_perfect(m, &perfect), MAZE_OK);
                cr_assert(perfect, "%s hex wrap %s", g->name,
                          maze_wrap_name(wraps[i]));
                maze_free(m);
            }
    }
}

/* ---------------------------------------------------------- solvers */

/* Every solver, on perfect and braided wrapped mazes, from every corner
 * to the far one and from the middle: a valid route, and a shortest one
 * where the solver promises it, as the test's own search measures. */
Test(wrap, every_solver_crosses_the_seam)
{
    every_solver_against_own_search(wrapped_7x5, WRAPS, 20, 7, 3, &wrap_search);
}

/* ----------------------------------------------------------- formats */

static struct maze *read_back(const char *renderer, const struct maze *m)
{
    char *text = render_to_string(renderer, m, NULL);
    FILE *f = fmemopen(text, strlen(text), "r");
    struct maze *back = NULL;
    struct maze_read_error err = {0};
    cr_assert_eq(maze_read(f, MAZE_READ_MAX, &back, &err), MAZE_OK,
                 "%s: %s\n%s", renderer, err.message, text);
    fclose(f);
    free(text);
    return back;
}

Test(wrap, text_and_json_read_back_the_wrap)
{
    static const char *const formats[] = {"text", "json"};
    for (size_t k = 0; k < sizeof sizes / sizeof *sizes; k++)
        for (size_t i = 0; i < WRAPS; i++)
            for (size_t f = 0; f < 2; f++) {
                uint32_t w = sizes[k][0], h = sizes[k][1];
                struct maze *m = wrapped(MAZE_SHAPE_RECT, w, h, wraps[i]);
                struct maze_rng rng;
                maze_rng_seed(&rng, k * 3 + i);
                cr_assert_eq(
                    maze_generate(m, maze_generators(), &rng, NULL, NULL),
                    MAZE_OK);
                struct maze *back = read_back(formats[f], m);
                cr_assert_eq(back->wrap, m->wrap, "%s %ux%u wrap %s",
                             formats[f], w, h, maze_wrap_name(wraps[i]));
                cr_assert_eq(back->width, w);
                cr_assert_eq(back->height, h);
                cr_assert_eq(maze_hash(back), maze_hash(m),
                             "%s %ux%u wrap %s", formats[f], w, h,
                             maze_wrap_name(wraps[i]));
                cr_assert_eq(maze_passages(back), m->cells - 1);
                maze_free(back);
                maze_free(m);
            }
    /* A hex torus in JSON. */
    struct maze *m = wrapped(MAZE_SHAPE_HEX, 5, 4, 3);
    struct maze_rng rng;
    maze_rng_seed(&rng, 9);
    cr_assert_eq(maze_generate(m, maze_generators(), &rng, NULL, NULL),
                 MAZE_OK);
    struct maze *back = read_back("json", m);
    cr_assert_eq(back->wrap, 3);
    cr_assert_eq(maze_hash(back), maze_hash(m));
    maze_free(back);
    maze_free(m);
}

Test(wrap, json_with_a_wrap_that_does_not_fit_is_refused)
{
    const char *bad = "{\"format\": \"maze/1\", \"width\": 3, \"height\": 3, "
                      "\"shape\": \"hex\", \"wrap\": \"y\", \"start\": [0, 0], "
                      "\"end\": [2, 2], \"cells\": [[\"\", \"\", \"\"], "
                      "[\"\", \"\", \"\"], [\"\", \"\", \"\"]]}";
    FILE *f = fmemopen((void *)bad, strlen(bad), "r");
    struct maze *m = NULL;
    struct maze_read_error err = {0};
    cr_assert_eq(maze_read(f, MAZE_READ_MAX, &m, &err), MAZE_ERR_FORMAT);
    cr_assert(strstr(err.message, "wrap"), "%s", err.message);
    fclose(f);
}

/* The settings: one word for every front end, and refusals in it. */
Test(wrap, settings_take_the_wrap_and_refuse_what_does_not_fit)
{
    static const struct {
        const char *shape, *algorithm, *wrap, *height, *says;
    } cases[] = {
        {"rect", "prim", "xy", "6", NULL},
        {"hex", "wilson", "x", "5", NULL},
        {"hex", "backtracker", "y", "5", "even height"},
        {"triangle", "backtracker", "x", "6", "rect and hex"},
        {"polar", "backtracker", "x", "6", "wrap round already"},
        {"rect", "division", "x", "6", "division cannot wrap"},
        {"rect", "backtracker", "z", "6", "unknown wrap"},
        {"rect", "kruskal", "mobius", "5", NULL},
        {"rect", "aldous-broder", "klein", "6", NULL},
        {"rect", "growing-tree", "projective", "7", NULL},
        {"hex", "backtracker", "mobius", "6", "rect grids, not hex"},
        {"rect", "eller", "klein", "6", "eller cannot wrap"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        struct maze_settings *s = NULL;
        struct maze_settings_error err = {0};
        cr_assert_eq(maze_settings_new(MAZE_SPELL_NAMES, &s), MAZE_OK);
        enum maze_err e = maze_settings_set(s, "shape", cases[i].shape, &err);
        if (!e)
            e = maze_settings_set(s, "algorithm", cases[i].algorithm, &err);
        if (!e)
            e = maze_settings_set(s, "height", cases[i].height, &err);
        if (!e)
            e = maze_settings_set(s, "wrap", cases[i].wrap, &err);
        if (!e)
            e = maze_settings_check(s, &err);
        struct maze *m = NULL;
        if (!e)
            e = maze_settings_make(s, 5, NULL, &m, &err);
        if (cases[i].says) {
            cr_assert_neq(e, MAZE_OK, "%zu", i);
            cr_assert(strstr(err.message, cases[i].says), "%zu: %s", i,
                      err.message);
        } else {
            cr_assert_eq(e, MAZE_OK, "%zu: %s", i, err.message);
            unsigned want = 0;
            maze_wrap_find(cases[i].wrap, &want);
            cr_assert_eq(m->wrap, want);
            bool perfect = false;
            cr_assert_eq(maze_check_perfect(m, &perfect), MAZE_OK);
            cr_assert(perfect);
        }
        maze_free(m);
        maze_settings_free(s);
    }
}
