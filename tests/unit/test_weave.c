/*
 * test_weave.c - weave mazes: passages that cross under others.
 *
 * The checks build their own graph of a weave maze from the raw bytes, as
 * the format promises it (a crossing's passage over it is the cell itself,
 * straight through; the one under it joins the cells on either side), and
 * hold the library to it: every weaving generator makes spanning trees of
 * that graph, every solver finds routes along it (the shortest where it
 * promises), braiding keeps the crossings, stats count them.
 */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "mz.h"

/* ------------------------------------------------ the graph, by hand */

struct graph {
    size_t cells;
    size_t *deg;          /* edges per cell */
    size_t (*nb)[4];      /* up to four neighbours each */
    size_t edges;
};

static bool is_cross(const struct maze *m, size_t c)
{
    return m->extra && (m->extra[c] & MAZE_EXTRA_CROSS);
}

/* Whether the step from c in direction d (0..3) is along the passage
 * under c, c being a crossing. */
static bool under_here(const struct maze *m, size_t c, int d)
{
    bool over_ew = m->extra[c] & MAZE_EXTRA_OVER_EW;
    bool vertical = d == MAZE_SOUTH || d == MAZE_NORTH;
    return is_cross(m, c) && vertical == over_ew;
}

static void add_edge(struct graph *g, size_t a, size_t b)
{
    cr_assert_lt(g->deg[a], 4);
    cr_assert_lt(g->deg[b], 4);
    g->nb[a][g->deg[a]++] = b;
    g->nb[b][g->deg[b]++] = a;
    g->edges++;
}

static void graph_of(const struct maze *m, struct graph *g)
{
    g->cells = m->cells;
    g->deg = calloc(m->cells, sizeof *g->deg);
    g->nb = calloc(m->cells, sizeof *g->nb);
    g->edges = 0;
    uint32_t w = m->width;
    for (size_t c = 0; c < m->cells; c++) {
        uint32_t x = (uint32_t)(c % w), y = (uint32_t)(c / w);
        /* East and south walls, read straight from the bits. */
        if (x + 1 < w && (m->cell[c] & MAZE_CELL_EAST) &&
            !under_here(m, c, MAZE_EAST) && !under_here(m, c + 1, MAZE_EAST))
            add_edge(g, c, c + 1);
        if (y + 1 < m->height && (m->cell[c] & MAZE_CELL_SOUTH) &&
            !under_here(m, c, MAZE_SOUTH) && !under_here(m, c + w, MAZE_SOUTH))
            add_edge(g, c, c + w);
        if (is_cross(m, c)) {
            if (m->extra[c] & MAZE_EXTRA_OVER_EW)
                add_edge(g, c - w, c + w);
            else
                add_edge(g, c - 1, c + 1);
        }
    }
}

static void graph_free(struct graph *g)
{
    free(g->deg);
    free(g->nb);
}

static size_t graph_reached(const struct graph *g, size_t from)
{
    uint8_t *seen = calloc(g->cells, 1);
    size_t *stack = malloc(g->cells * sizeof *stack);
    size_t top = 0, n = 1;
    seen[from] = 1;
    stack[top++] = from;
    while (top) {
        size_t c = stack[--top];
        for (size_t i = 0; i < g->deg[c]; i++)
            if (!seen[g->nb[c][i]]) {
                seen[g->nb[c][i]] = 1;
                n++;
                stack[top++] = g->nb[c][i];
            }
    }
    free(seen);
    free(stack);
    return n;
}

static bool graph_linked(const struct graph *g, size_t a, size_t b)
{
    for (size_t i = 0; i < g->deg[a]; i++)
        if (g->nb[a][i] == b)
            return true;
    return false;
}

/* Every simple path, the shortest kept (tiny mazes only). */
static void explore(const struct graph *g, size_t c, size_t goal,
                    uint8_t *on_path, size_t depth, size_t *best)
{
    if (depth >= *best)
        return;
    if (c == goal) {
        *best = depth;
        return;
    }
    on_path[c] = 1;
    for (size_t i = 0; i < g->deg[c]; i++)
        if (!on_path[g->nb[c][i]])
            explore(g, g->nb[c][i], goal, on_path, depth + 1, best);
    on_path[c] = 0;
}

static size_t brute_steps(const struct graph *g, size_t a, size_t b)
{
    uint8_t *on_path = calloc(g->cells, 1);
    size_t best = SIZE_MAX;
    explore(g, a, b, on_path, 0, &best);
    free(on_path);
    return best;
}

/* ------------------------------------------------------------ makers */

static struct maze *make_weave(const struct maze_generator *g, uint32_t w,
                               uint32_t h, uint64_t seed, double weave)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(w, h, &m), MAZE_OK);
    struct maze_rng rng;
    maze_rng_seed(&rng, seed);
    struct maze_gen_opts opts = {.weave = weave};
    cr_assert_eq(maze_generate(m, g, &rng, &opts, NULL), MAZE_OK, "%s",
                 g->name);
    return m;
}

/* A crossing keeps the rules: four open walls, plain cells at the ends of
 * its passage under, a crossing at an end of its passage over running the
 * same way. */
static void check_crossings(const struct maze *m, const char *what)
{
    for (size_t c = 0; c < m->cells; c++) {
        if (!is_cross(m, c))
            continue;
        uint32_t x = (uint32_t)(c % m->width), y = (uint32_t)(c / m->width);
        cr_assert(x > 0 && y > 0 && x + 1 < m->width && y + 1 < m->height,
                  "%s: crossing %zu on the border", what, c);
        for (int d = 0; d < 4; d++) {
            cr_assert(maze_neighbour(m, c, d) != MAZE_NONE);
            size_t n = maze_neighbour(m, c, d);
            bool open = d == MAZE_EAST    ? m->cell[c] & MAZE_CELL_EAST
                        : d == MAZE_SOUTH ? m->cell[c] & MAZE_CELL_SOUTH
                        : d == MAZE_WEST  ? m->cell[c - 1] & MAZE_CELL_EAST
                                          : m->cell[c - m->width] &
                                               MAZE_CELL_SOUTH;
            cr_assert(open, "%s: crossing %zu shut on side %d", what, c, d);
            if (under_here(m, c, d))
                cr_assert_not(is_cross(m, n), "%s: %zu under into %zu", what,
                              c, n);
            else if (is_cross(m, n))
                cr_assert_eq(m->extra[n] & MAZE_EXTRA_OVER_EW,
                             m->extra[c] & MAZE_EXTRA_OVER_EW, "%s", what);
        }
    }
}

/* ------------------------------------------------------------- tests */

Test(weave, weaving_generators_make_perfect_weave_mazes)
{
    static const uint32_t sizes[][2] = {{1, 1}, {1, 6}, {6, 1}, {2, 2},
                                        {3, 3}, {7, 5}, {12, 9}, {31, 17}};
    static const double weaves[] = {0.1, 0.5, 0.9, 1.0};
    size_t weavers = 0;
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        if (!maze_generator_weaves(g))
            continue;
        weavers++;
        size_t crossings = 0;
        for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++) {
            for (size_t k = 0; k < sizeof weaves / sizeof *weaves; k++) {
                for (uint64_t seed = 0; seed < 12; seed++) {
                    struct maze *m = make_weave(g, sizes[s][0], sizes[s][1],
                                                seed, weaves[k]);
                    check_crossings(m, g->name);
                    struct graph gr;
                    graph_of(m, &gr);
                    cr_assert_eq(gr.edges, m->cells - 1,
                                 "%s %ux%u weave %g seed %llu: %zu passages",
                                 g->name, sizes[s][0], sizes[s][1], weaves[k],
                                 (unsigned long long)seed, gr.edges);
                    cr_assert_eq(graph_reached(&gr, 0), m->cells, "%s",
                                 g->name);
                    cr_assert_eq(maze_passages(m), m->cells - 1, "%s",
                                 g->name);
                    bool perfect = false;
                    cr_assert_eq(maze_check_perfect(m, &perfect), MAZE_OK);
                    cr_assert(perfect, "%s", g->name);
                    crossings += maze_crossings(m);
                    graph_free(&gr);
                    maze_free(m);
                }
            }
        }
        cr_assert_gt(crossings, 100, "%s made %zu crossings", g->name,
                     crossings);
    }
    cr_assert_eq(weavers, 5);
}

Test(weave, weave_zero_is_the_flat_maze)
{
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        if (!maze_generator_weaves(g))
            continue;
        for (uint64_t seed = 0; seed < 5; seed++) {
            struct maze *flat = make_maze(g->name, 13, 8, seed);
            struct maze *woven = make_weave(g, 13, 8, seed, 0.0);
            cr_assert_eq(maze_hash(flat), maze_hash(woven), "%s", g->name);
            cr_assert_null(woven->extra);
            maze_free(flat);
            maze_free(woven);
        }
    }
}

Test(weave, others_refuse_and_leave_the_maze_flat)
{
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        struct maze *m = NULL;
        cr_assert_eq(maze_new(9, 7, &m), MAZE_OK);
        struct maze_rng rng;
        maze_rng_seed(&rng, 1);
        struct maze_gen_opts opts = {.weave = 0.5};
        enum maze_err err = maze_generate(m, g, &rng, &opts, NULL);
        if (maze_generator_weaves(g)) {
            cr_assert_eq(err, MAZE_OK, "%s", g->name);
        } else {
            cr_assert_eq(err, MAZE_ERR_ARG, "%s", g->name);
            cr_assert_null(m->extra, "%s", g->name);
        }
        opts.weave = 1.5;
        cr_assert_eq(maze_generate(m, g, &rng, &opts, NULL), MAZE_ERR_ARG);
        maze_free(m);
    }
    /* Only rectangles weave. */
    struct maze *hex = NULL;
    cr_assert_eq(maze_new_shape(MAZE_SHAPE_HEX, 6, 6, &hex), MAZE_OK);
    struct maze_rng rng;
    maze_rng_seed(&rng, 1);
    struct maze_gen_opts opts = {.weave = 0.5};
    cr_assert_eq(
        maze_generate(hex, maze_generator_find("backtracker"), &rng, &opts,
                      NULL),
        MAZE_ERR_ARG);
    maze_free(hex);
}

/* Every solver from every cell to every other, against brute force on
 * the graph built by hand. */
static void solve_all_pairs(struct maze *m, bool perfect, const char *what)
{
    struct graph gr;
    graph_of(m, &gr);
    for (const struct maze_solver *s = maze_solvers(); s->name; s++) {
        for (size_t a = 0; a < m->cells; a++) {
            for (size_t b = 0; b < m->cells; b++) {
                m->start = a;
                m->end = b;
                struct maze_route r = {0};
                enum maze_err err = maze_solve(m, s, NULL, NULL, &r);
                if (err == MAZE_ERR_DEFEATED && !perfect &&
                    s->gives_up)
                    continue;
                cr_assert_eq(err, MAZE_OK, "%s %s %zu->%zu: %s", what, s->name,
                             a, b, maze_strerror(err));
                cr_assert_eq(r.cells[0], a);
                cr_assert_eq(r.cells[r.length - 1], b);
                for (size_t i = 1; i < r.length; i++) {
                    cr_assert(graph_linked(&gr, r.cells[i - 1], r.cells[i]),
                              "%s %s: %zu to %zu is no passage", what, s->name,
                              r.cells[i - 1], r.cells[i]);
                    cr_assert(maze_linked(m, r.cells[i - 1], r.cells[i]));
                }
                if (perfect || s->shortest)
                    cr_assert_eq(r.length - 1, brute_steps(&gr, a, b),
                                 "%s %s %zu->%zu", what, s->name, a, b);
                for (size_t c = 0; c < m->cells; c++)
                    cr_assert_eq(m->cell[c] & ~MAZE_CELL_KEEP, 0,
                                 "%s left scratch bits", s->name);
                maze_route_release(&r);
            }
        }
    }
    graph_free(&gr);
}

Test(weave, solvers_go_under_crossings)
{
    size_t crossings = 0;
    for (uint64_t seed = 0; seed < 6; seed++) {
        const char *gen = seed % 2 ? "kruskal" : "backtracker";
        struct maze *m = make_weave(maze_generator_find(gen), 6, 5, seed, 1.0);
        crossings += maze_crossings(m);
        solve_all_pairs(m, true, gen);
        struct maze_rng rng;
        maze_rng_seed(&rng, seed);
        cr_assert_eq(maze_braid(m, 0.5 + 0.1 * (double)seed, &rng, NULL),
                     MAZE_OK);
        solve_all_pairs(m, false, gen);
        maze_free(m);
    }
    cr_assert_gt(crossings, 6);
}

Test(weave, braiding_keeps_every_crossing)
{
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        if (!maze_generator_weaves(g))
            continue;
        for (uint64_t seed = 0; seed < 20; seed++) {
            struct maze *m = make_weave(g, 15, 11, seed, 0.8);
            uint8_t *before = malloc(m->cells);
            memcpy(before, m->extra, m->cells);
            struct maze_rng rng;
            maze_rng_seed(&rng, seed);
            cr_assert_eq(maze_braid(m, 1.0, &rng, NULL), MAZE_OK);
            cr_assert_eq(memcmp(before, m->extra, m->cells), 0, "%s",
                         g->name);
            check_crossings(m, g->name);
            struct graph gr;
            graph_of(m, &gr);
            /* A crossing still has just its passage over; no dead end
             * is left that has a wall to open. */
            for (size_t c = 0; c < m->cells; c++) {
                if (is_cross(m, c))
                    cr_assert_eq(maze_degree(m, c), 2, "%s", g->name);
                cr_assert_eq(maze_degree(m, c), gr.deg[c], "%s cell %zu",
                             g->name, c);
            }
            cr_assert_eq(maze_passages(m), gr.edges);
            free(before);
            graph_free(&gr);
            maze_free(m);
        }
    }
}

Test(weave, stats_count_crossings_and_passages)
{
    for (uint64_t seed = 0; seed < 10; seed++) {
        struct maze *m =
            make_weave(maze_generator_find("prim"), 20, 12, seed, 0.7);
        struct maze_stats st;
        cr_assert_eq(maze_measure(m, &st), MAZE_OK);
        size_t n = 0;
        for (size_t c = 0; c < m->cells; c++)
            n += is_cross(m, c);
        cr_assert_gt(n, 0);
        cr_assert_eq(st.crossings, n);
        cr_assert_eq(st.passages, m->cells - 1);
        cr_assert_eq(st.loops, 0);
        /* A crossing is a straight cell: its passage over. */
        cr_assert_eq(st.dead_ends + st.junctions3 + st.junctions4 +
                         st.straights + st.turns,
                     m->cells);
        maze_free(m);
    }
}

Test(weave, set_crossing_keeps_the_rules)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(5, 5, &m), MAZE_OK);
    cr_assert_eq(maze_set_crossing(m, 0, false), MAZE_ERR_ARG); /* corner */
    cr_assert_null(m->extra);
    cr_assert_eq(maze_set_crossing(m, 12, false), MAZE_OK);
    bool over_ew = true;
    cr_assert(maze_crossing(m, 12, &over_ew));
    cr_assert_not(over_ew);
    /* East of it is the end of its passage under: no crossing there. */
    cr_assert_eq(maze_set_crossing(m, 13, false), MAZE_ERR_ARG);
    cr_assert_eq(maze_set_crossing(m, 13, true), MAZE_ERR_ARG);
    /* South of it, on its passage over, only one running the same way. */
    cr_assert_eq(maze_set_crossing(m, 17, true), MAZE_ERR_ARG);
    cr_assert_eq(maze_set_crossing(m, 17, false), MAZE_OK);
    cr_assert(maze_linked(m, 11, 13));
    cr_assert_not(maze_linked(m, 11, 12));
    cr_assert(maze_linked(m, 7, 12));
    cr_assert_eq(maze_crossings(m), 2);
    maze_free(m);
}

/* ------------------------------------------------------------ formats */

static struct maze *read_any(const char *text, struct maze_read_error *err)
{
    FILE *f = fmemopen((void *)text, strlen(text), "r");
    cr_assert_not_null(f);
    struct maze *m = NULL;
    enum maze_err e = maze_read(f, MAZE_READ_MAX, &m, err);
    fclose(f);
    return e ? NULL : m;
}

Test(weave, text_and_json_round_trip_with_their_routes)
{
    static const char *const formats[] = {"text", "json"};
    size_t crossings = 0;
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        if (!maze_generator_weaves(g))
            continue;
        for (uint64_t seed = 0; seed < 8; seed++) {
            struct maze *m = make_weave(g, 11 + (uint32_t)seed, 7, seed, 0.7);
            crossings += maze_crossings(m);
            struct maze_route r = {0};
            cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_OK);
            for (int f = 0; f < 2; f++) {
                for (int with_route = 0; with_route < 2; with_route++) {
                    char *text = render_to_string(formats[f], m,
                                                  with_route ? &r : NULL);
                    struct maze_read_error err = {0};
                    struct maze *back = read_any(text, &err);
                    cr_assert_not_null(back, "%s %s: %s", g->name, formats[f],
                                       err.message);
                    cr_assert_eq(maze_hash(back), maze_hash(m), "%s %s\n%s",
                                 g->name, formats[f], text);
                    cr_assert_eq(back->start, m->start);
                    cr_assert_eq(back->end, m->end);
                    struct maze_route again = {0};
                    cr_assert_eq(maze_solve(back, NULL, NULL, NULL, &again),
                                 MAZE_OK);
                    cr_assert_eq(again.length, r.length);
                    cr_assert_eq(memcmp(again.cells, r.cells,
                                        r.length * sizeof *r.cells),
                                 0);
                    maze_route_release(&again);
                    maze_free(back);
                    free(text);
                }
            }
            maze_route_release(&r);
            maze_free(m);
        }
    }
    cr_assert_gt(crossings, 50);
}

Test(weave, text_marks_crossings_and_the_route_under_them)
{
    /* 3x3: the centre a crossing over north-south, the route under it
     * from west to east. */
    struct maze *m = NULL;
    cr_assert_eq(maze_new(3, 3, &m), MAZE_OK);
    cr_assert_eq(maze_set_crossing(m, 4, false), MAZE_OK);
    maze_link(m, 0, 1);
    maze_link(m, 0, 3);
    maze_link(m, 6, 7);
    maze_link(m, 2, 5);
    maze_link(m, 5, 8);
    m->start = 3;
    m->end = 5;
    struct maze_route r = {0};
    cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_OK);
    cr_assert_eq(r.length, 2, "west to east, under the crossing");
    char *text = render_to_string("text", m, &r);
    cr_assert_str_eq(text, "#######\n"
                           "#   # #\n"
                           "# # # #\n"
                           "#S.|.E#\n"
                           "### # #\n"
                           "#   # #\n"
                           "#######\n");
    free(text);
    maze_route_release(&r);
    maze_free(m);
}

Test(weave, readers_refuse_crossings_that_break_the_rules)
{
    struct maze_read_error err = {0};
    /* The crossing's west side is shut. */
    cr_assert_null(read_any("#######\n"
                            "#S    #\n"
                            "# # # #\n"
                            "# #|  #\n"
                            "# # # #\n"
                            "#    E#\n"
                            "#######\n",
                            &err));
    cr_assert_eq(err.line, 4);
    cr_assert_eq(err.column, 4);
    cr_assert_str_eq(err.message, "crossing '|' needs passages on all four "
                                  "sides and plain cells at the ends of the "
                                  "one under it");
    /* On the border: no cell beyond it. */
    cr_assert_null(read_any("#######\n"
                            "#S -  #\n"
                            "# # # #\n"
                            "#     #\n"
                            "# # # #\n"
                            "#    E#\n"
                            "#######\n",
                            &err));
    cr_assert_eq(err.line, 2);
    /* JSON: a crossing beside another across its passage under. */
    cr_assert_null(
        read_any("{\"width\": 4, \"height\": 3, \"start\": [0, 0], "
                 "\"end\": [3, 2], \"cells\": ["
                 "[\"es\", \"esw\", \"esw\", \"sw\"], "
                 "[\"nes\", \"nesw\", \"nesw\", \"nsw\"], "
                 "[\"ne\", \"new\", \"new\", \"nw\"]], "
                 "\"crossings\": [[1, 1, \"ns\"], [2, 1, \"ns\"]]}",
                 &err));
    cr_assert_str_eq(err.message,
                     "the crossing at [1, 1] needs passages on all four sides "
                     "and plain cells at the ends of the one under it");
    cr_assert_null(read_any("{\"width\": 3, \"height\": 3, \"cells\": ["
                            "[\"\", \"\", \"\"], [\"\", \"\", \"\"], "
                            "[\"\", \"\", \"\"]], "
                            "\"crossings\": [[1, 1, \"up\"]]}",
                            &err));
    cr_assert_str_eq(err.message, "crossings[0] must be [x, y, \"ns\" or "
                                  "\"ew\"] inside the 3x3 grid");
}
