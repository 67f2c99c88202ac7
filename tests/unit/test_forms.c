/*
 * test_forms.c - the labyrinths, caves and dungeons: a unicursal maze is
 * one path through every cell with two ends, from every base; classical
 * is the seven-circuit layout; caves and dungeons are connected over many
 * seeds and sizes, with their options; every solver agrees with brute
 * force on each; text and JSON come back as they were; pictures show
 * rock as rock.
 */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "images.h"

static const struct maze_generator *gen(const char *name)
{
    const struct maze_generator *g = maze_generator_find(name);
    cr_assert_not_null(g, "%s", name);
    return g;
}

static struct maze *made(const char *name, enum maze_shape shape, uint32_t w,
                         uint32_t h, const struct maze_gen_opts *opts,
                         uint64_t seed)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new_shape(shape, w, h, &m), MAZE_OK);
    struct maze_rng rng;
    maze_rng_seed(&rng, seed);
    cr_assert_eq(maze_generate(m, gen(name), &rng, opts, NULL), MAZE_OK,
                 "%s %ux%u seed %llu", name, w, h, (unsigned long long)seed);
    return m;
}

/* Cells reached from the start along passages; every cell that is not
 * OFF must be. */
static size_t reached(const struct maze *m)
{
    uint8_t *seen = calloc(m->cells, 1);
    size_t *queue = malloc(m->cells * sizeof *queue);
    cr_assert(seen && queue);
    size_t head = 0, tail = 0;
    queue[tail++] = m->start;
    seen[m->start] = 1;
    while (head < tail) {
        size_t c = queue[head++];
        for (int d = 0; d < MAZE_MAX_NEIGHBOURS; d++) {
            size_t b = maze_go(m, c, d);
            if (b != MAZE_NONE && !seen[b]) {
                seen[b] = 1;
                queue[tail++] = b;
            }
        }
    }
    free(seen);
    free(queue);
    return tail;
}

static size_t cells_on(const struct maze *m)
{
    size_t n = 0;
    for (size_t c = 0; c < m->cells; c++)
        n += !(m->cell[c] & MAZE_CELL_OFF);
    return n;
}

/* ------------------------------------------------------------ unicursal */

/* One path: perfect, no cell with more than two passages, the two ends
 * (the only dead ends) the start and the end. */
static void check_one_path(const struct maze *m, const char *what)
{
    bool perfect = false;
    cr_assert_eq(maze_check_perfect((struct maze *)m, &perfect), MAZE_OK);
    cr_assert(perfect, "%s is not perfect", what);
    size_t ends = 0;
    for (size_t c = 0; c < m->cells; c++) {
        unsigned d = maze_degree(m, c);
        cr_assert_leq(d, 2, "%s: cell %zu has %u passages", what, c, d);
        cr_assert_eq(m->cell[c] & ~maze_keep_bits(m), 0, "%s: scratch", what);
        if (d < 2) {
            ends++;
            cr_assert(c == m->start || c == m->end, "%s: dead end %zu", what,
                      c);
        }
    }
    cr_assert_eq(ends, m->cells > 1 ? 2 : 1, "%s: %zu ends", what, ends);
    cr_assert_eq(maze_degree(m, m->start), m->cells > 1 ? 1 : 0);
    cr_assert_eq(maze_degree(m, m->end), m->cells > 1 ? 1 : 0);
}

Test(forms, unicursal_is_one_path_through_every_cell_from_every_base)
{
    static const uint32_t sizes[][2] = {
        {1, 1}, {1, 9}, {9, 1}, {2, 2}, {2, 3}, {3, 2},  {3, 3},
        {4, 4}, {5, 7}, {7, 5}, {31, 17}, {20, 12}, {41, 40},
    };
    for (const struct maze_generator *b = maze_generators(); b->name; b++) {
        if (!makes_perfect_rect(b) || b == gen("unicursal"))
            continue;
        struct maze_gen_opts opts = {.base = b};
        for (size_t k = 0; k < sizeof sizes / sizeof *sizes; k++) {
            for (uint64_t seed = 0; seed < 12; seed++) {
                struct maze *m = made("unicursal", MAZE_SHAPE_RECT,
                                      sizes[k][0], sizes[k][1], &opts, seed);
                char what[64];
                snprintf(what, sizeof what, "unicursal on %s %ux%u seed %llu",
                         b->name, m->width, m->height,
                         (unsigned long long)seed);
                check_one_path(m, what);
                maze_free(m);
            }
        }
    }
}

Test(forms, unicursal_refuses_a_base_that_is_not_a_perfect_rectangle)
{
    const char *bad[] = {"unicursal", "classical", "cave", "dungeon"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        struct maze *m = NULL;
        cr_assert_eq(maze_new(6, 6, &m), MAZE_OK);
        struct maze_rng rng;
        maze_rng_seed(&rng, 1);
        struct maze_gen_opts opts = {.base = gen(bad[i])};
        cr_expect_eq(maze_generate(m, gen("unicursal"), &rng, &opts, NULL),
                     MAZE_ERR_ARG, "%s", bad[i]);
        maze_free(m);
    }
}

/* ------------------------------------------------------------ classical */

/* The rings the path goes round, in order: runs of three or more cells
 * along one ring (a straight run across the circuits is one cell a
 * ring), with the length of each. */
static size_t circuits(const struct maze *m, uint32_t *ring, size_t *length,
                       size_t max)
{
    size_t n = 0;
    size_t c = m->start;
    size_t from = MAZE_NONE;
    uint32_t run_ring = UINT32_MAX;
    size_t run = 0;
    for (size_t steps = 0; steps <= m->cells; steps++) {
        uint32_t x = 0, y = 0;
        maze_cell_xy(m, c, &x, &y);
        if (y == run_ring) {
            run++;
        } else {
            run_ring = y;
            run = 1;
        }
        if (run == 3) {
            cr_assert_lt(n, max);
            ring[n] = y;
            length[n++] = 3;
        } else if (run > 3) {
            length[n - 1] = run;
        }
        size_t next = MAZE_NONE;
        for (int d = 0; d < MAZE_MAX_NEIGHBOURS && next == MAZE_NONE; d++) {
            size_t b = maze_go(m, c, d);
            if (b != MAZE_NONE && b != from)
                next = b;
        }
        if (c == m->end)
            break;
        cr_assert_neq(next, MAZE_NONE, "the path stops before the end");
        from = c;
        c = next;
    }
    return n;
}

Test(forms, classical_is_the_seven_circuit_layout)
{
    const uint32_t widths[] = {30, 32, 40, 64};
    for (size_t i = 0; i < sizeof widths / sizeof *widths; i++) {
        struct maze *m =
            made("classical", MAZE_SHAPE_POLAR, widths[i], 8, NULL, 1);
        check_one_path(m, "classical");
        uint32_t x = 0, y = 0;
        maze_cell_xy(m, m->start, &x, &y);
        cr_expect_eq(y, 7, "the mouth is in the outer ring");
        maze_cell_xy(m, m->end, &x, &y);
        cr_expect_eq(y, 0, "the goal is the centre");
        /* Circuits counted from the outside: ring 8 - circuit. */
        const uint32_t want[] = {8 - 3, 8 - 2, 8 - 1, 8 - 4,
                                 8 - 7, 8 - 6, 8 - 5, 0};
        uint32_t ring[16];
        size_t length[16];
        size_t n = circuits(m, ring, length, 16);
        cr_assert_eq(n, 8, "%zu circuits", n);
        uint32_t cells = widths[i];
        for (size_t k = 0; k < n; k++) {
            cr_expect_eq(ring[k], want[k], "circuit %zu is ring %u", k,
                         ring[k]);
            /* Round the ring but for the columns of the turns. */
            cr_expect_geq(length[k], cells - 3, "ring %u: %zu cells",
                          ring[k], length[k]);
        }
        /* The same layout whatever the seed. */
        struct maze *again =
            made("classical", MAZE_SHAPE_POLAR, widths[i], 8, NULL, 99);
        cr_expect_eq(maze_hash(again), maze_hash(m));
        maze_free(again);
        maze_free(m);
    }
}

Test(forms, classical_refuses_grids_the_layout_does_not_fit)
{
    const struct {
        enum maze_shape shape;
        uint32_t w, h;
    } bad[] = {
        {MAZE_SHAPE_RECT, 32, 8},  {MAZE_SHAPE_POLAR, 1, 8},
        {MAZE_SHAPE_POLAR, 32, 9}, {MAZE_SHAPE_POLAR, 29, 8},
        {MAZE_SHAPE_HEX, 32, 8},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        struct maze *m = NULL;
        cr_assert_eq(maze_new_shape(bad[i].shape, bad[i].w, bad[i].h, &m),
                     MAZE_OK);
        struct maze_rng rng;
        maze_rng_seed(&rng, 1);
        cr_expect_eq(maze_generate(m, gen("classical"), &rng, NULL, NULL),
                     MAZE_ERR_ARG, "case %zu", i);
        maze_free(m);
    }
}

/* ------------------------------------------------------ caves, dungeons */

static const uint32_t map_sizes[][2] = {
    {1, 1}, {2, 2}, {5, 3}, {3, 50}, {40, 25}, {64, 64}, {17, 9},
};

/* Connected: every open cell reached from the start, which with the end
 * is open; the loops the stats count are those of one part. */
static void check_connected(struct maze *m, const char *what)
{
    cr_assert_neq(m->start, MAZE_NONE, "%s", what);
    cr_assert_not(m->cell[m->start] & MAZE_CELL_OFF, "%s: start", what);
    cr_assert_not(m->cell[m->end] & MAZE_CELL_OFF, "%s: end", what);
    size_t on = cells_on(m);
    cr_assert_gt(on, 0, "%s", what);
    cr_assert_eq(reached(m), on, "%s: %zu of %zu reached", what, reached(m),
                 on);
    for (size_t c = 0; c < m->cells; c++)
        cr_assert_eq(m->cell[c] & ~MAZE_CELL_KEEP, 0, "%s: scratch", what);
    struct maze_stats s;
    cr_assert_eq(maze_measure(m, &s), MAZE_OK);
    cr_assert_eq(s.cells, on);
    cr_assert_eq(s.loops, (long long)s.passages - (long long)on + 1, "%s",
                 what);
}

Test(forms, caves_are_connected_open_ground)
{
    const struct maze_gen_opts variants[] = {
        {0},
        {.fill = 0.6},
        {.fill = 0.3, .generations = 1},
        {.birth = 0x1C0, .survival = 0x1FC, .generations = 7}, /* B678/S2345678 */
        {.fill = 0.9},
    };
    for (size_t v = 0; v < sizeof variants / sizeof *variants; v++) {
        for (size_t k = 0; k < sizeof map_sizes / sizeof *map_sizes; k++) {
            for (uint64_t seed = 0; seed < 40; seed++) {
                struct maze *m =
                    made("cave", MAZE_SHAPE_RECT, map_sizes[k][0],
                         map_sizes[k][1], &variants[v], seed);
                char what[64];
                snprintf(what, sizeof what, "cave %zu %ux%u seed %llu", v,
                         m->width, m->height, (unsigned long long)seed);
                check_connected(m, what);
                /* Open ground: open cells side by side are joined. */
                for (size_t c = 0; c < m->cells; c++)
                    for (int d = 0; d < 2; d++) {
                        size_t b = maze_neighbour(m, c, d);
                        if (b != MAZE_NONE &&
                            !((m->cell[c] | m->cell[b]) & MAZE_CELL_OFF))
                            cr_assert(maze_open(m, c, d), "%s", what);
                    }
                maze_free(m);
            }
        }
    }
}

Test(forms, caves_have_rock_and_loops)
{
    struct maze *m = made("cave", MAZE_SHAPE_RECT, 60, 40, NULL, 3);
    struct maze_stats s;
    cr_assert_eq(maze_measure(m, &s), MAZE_OK);
    cr_expect_gt(s.loops, 100, "a cave is open ground: %lld loops", s.loops);
    cr_expect_lt(s.cells, m->cells * 3 / 4, "rock: %zu open", s.cells);
    cr_expect_gt(s.cells, m->cells / 4, "caverns: %zu open", s.cells);
    maze_free(m);
}

Test(forms, dungeons_are_connected_rooms_and_corridors)
{
    const struct maze_gen_opts variants[] = {
        {0},
        {.trim = 1},
        {.trim = 0.5},
        {.rooms = 3, .room_min = 2, .room_max = 4},
        {.rooms = 200, .room_min = 1, .room_max = 3, .trim = 1},
        {.room_min = 9, .room_max = 12},
    };
    for (size_t v = 0; v < sizeof variants / sizeof *variants; v++) {
        for (size_t k = 0; k < sizeof map_sizes / sizeof *map_sizes; k++) {
            for (uint64_t seed = 0; seed < 40; seed++) {
                struct maze *m =
                    made("dungeon", MAZE_SHAPE_RECT, map_sizes[k][0],
                         map_sizes[k][1], &variants[v], seed);
                char what[64];
                snprintf(what, sizeof what, "dungeon %zu %ux%u seed %llu", v,
                         m->width, m->height, (unsigned long long)seed);
                check_connected(m, what);
                /* Trimmed with rooms of 3 or more a side (on a grid where
                 * one always fits): no dead end. */
                if (variants[v].trim == 1 && !variants[v].room_min &&
                    m->width >= 17 && m->height >= 9) {
                    cr_expect_eq(maze_dead_ends(m), 0, "%s", what);
                }
                maze_free(m);
            }
        }
    }
}

Test(forms, dungeons_have_rooms_doors_and_a_few_loops)
{
    struct maze *m = made("dungeon", MAZE_SHAPE_RECT, 60, 36, NULL, 3);
    struct maze_stats s;
    cr_assert_eq(maze_measure(m, &s), MAZE_OK);
    /* Rooms are open ground: many four-way cells; doors add a few loops
     * beyond the rooms' own. */
    cr_expect_gt(s.junctions4, 100);
    cr_expect_gt(s.loops, 0);
    cr_expect_eq(s.cells, m->cells, "nothing trimmed");
    struct maze_gen_opts trim = {.trim = 1};
    struct maze *t = made("dungeon", MAZE_SHAPE_RECT, 60, 36, &trim, 3);
    cr_expect_lt(cells_on(t), m->cells, "trimmed corridors are rock");
    maze_free(t);
    maze_free(m);
}

Test(forms, bad_options_are_refused)
{
    struct maze_gen_opts bad[] = {
        {.fill = 1.0},      {.fill = -0.1},    {.birth = 512},
        {.survival = 1024}, {.room_min = 5, .room_max = 4},
        {.trim = 1.5},      {.trim = -1},
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        struct maze *m = NULL;
        cr_assert_eq(maze_new(8, 8, &m), MAZE_OK);
        struct maze_rng rng;
        maze_rng_seed(&rng, 1);
        cr_expect_eq(maze_generate(m, gen("cave"), &rng, &bad[i], NULL),
                     MAZE_ERR_ARG, "case %zu", i);
        maze_free(m);
    }
}

/* ------------------------------------------------------------- solvers */

/* The small mazes of each, for brute force. */
static struct maze *small(size_t i, uint64_t seed)
{
    static const struct maze_gen_opts few_rooms = {
        .rooms = 2, .room_min = 2, .room_max = 3};
    static const struct maze_gen_opts some_rock = {.fill = 0.55};
    switch (i) {
    case 0:
        return made("unicursal", MAZE_SHAPE_RECT, 7, 6, NULL, seed);
    case 1:
        return made("classical", MAZE_SHAPE_POLAR, 30, 8, NULL, seed);
    case 2:
        return made("cave", MAZE_SHAPE_RECT, 6, 5, &some_rock, seed);
    default:
        return made("dungeon", MAZE_SHAPE_RECT, 9, 7, &few_rooms, seed);
    }
}

Test(forms, every_solver_agrees_with_brute_force, .timeout = 120)
{
    for (size_t i = 0; i < 4; i++) {
        for (uint64_t seed = 0; seed < 12; seed++) {
            struct maze *m = small(i, seed);
            size_t want = i == 1 ? m->cells - 1
                                 : brute_force_steps(m, m->start, m->end);
            cr_assert_neq(want, SIZE_MAX);
            for (const struct maze_solver *s = maze_solvers(); s->name; s++) {
                struct maze_route r = {0};
                enum maze_err e = maze_solve(m, s, NULL, NULL, &r);
                if (!maze_solver_takes(s, m, 0, 0)) {
                    cr_assert_eq(e, MAZE_ERR_CONFLICT, "%s", s->name);
                    continue;
                }
                /* Only a method that can be led round a loop may give up,
                 * and never in a labyrinth, which has none. */
                if (e == MAZE_ERR_DEFEATED && s->gives_up && i >= 2)
                    continue;
                cr_assert_eq(e, MAZE_OK, "%s on maze %zu seed %llu: %s",
                             s->name, i, (unsigned long long)seed,
                             maze_strerror(e));
                cr_assert(route_valid(m, &r, m->start, m->end), "%s", s->name);
                if (s->shortest || i < 2)
                    cr_expect_eq(r.length - 1, want, "%s on maze %zu seed %llu",
                                 s->name, i, (unsigned long long)seed);
                for (size_t c = 0; c < m->cells; c++)
                    cr_assert_eq(m->cell[c] & ~maze_keep_bits(m), 0);
                maze_route_release(&r);
            }
            /* A unicursal maze's route is the whole path. */
            if (i < 2)
                cr_expect_eq(want, m->cells - 1);
            maze_free(m);
        }
    }
}

/* -------------------------------------------------------- text and JSON */

Test(forms, json_round_trips)
{
    for (size_t i = 0; i < 4; i++) {
        struct maze *m = small(i, 5);
        if (i != 1) { /* and a bigger one */
            maze_free(m);
            m = made(i == 0 ? "unicursal" : i == 2 ? "cave" : "dungeon",
                     MAZE_SHAPE_RECT, 33, 21, NULL, 5);
        }
        struct maze *back = json_round_trip(m);
        cr_expect_eq(maze_hash(back), maze_hash(m), "maze %zu", i);
        cr_expect_eq(back->shape, m->shape);
        cr_expect_eq(back->start, m->start);
        cr_expect_eq(back->end, m->end);
        maze_free(back);
        maze_free(m);
    }
}

Test(forms, text_round_trips)
{
    /* A unicursal maze reads back as itself; a cave's or a dungeon's
     * rock, as a mask's, makes the text a sheet, which is written back
     * as the same text and solved the same. */
    const char *names[] = {"unicursal", "cave", "dungeon"};
    for (size_t i = 0; i < 3; i++) {
        struct maze *m = made(names[i], MAZE_SHAPE_RECT, 33, 21, NULL, 7);
        struct maze_route r = {0};
        cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_OK);
        char *text = render_to_string("text", m, NULL);
        struct maze *back = NULL;
        struct maze_read_error err = {0};
        cr_assert_eq(read_from_string(text, &back, &err), MAZE_OK, "%s",
                     err.message);
        if (i == 0) {
            cr_expect_not(back->sheet);
            cr_expect_eq(maze_hash(back), maze_hash(m));
            cr_expect_eq(back->start, m->start);
            cr_expect_eq(back->end, m->end);
        }
        char *again = render_to_string("text", back, NULL);
        cr_expect_str_eq(again, text, "%s", names[i]);
        struct maze_route r2 = {0};
        cr_assert_eq(maze_solve(back, NULL, NULL, NULL, &r2), MAZE_OK);
        /* A sheet's squares: two a step, a wall's and a cell's. */
        cr_expect_eq(r2.length - 1, back->sheet ? 2 * (r.length - 1) : r.length - 1,
                     "%s", names[i]);
        maze_route_release(&r);
        maze_route_release(&r2);
        free(text);
        free(again);
        maze_free(back);
        maze_free(m);
    }
}

/* ------------------------------------------------------------ pictures */

Test(forms, every_format_draws_each)
{
    for (size_t i = 0; i < 4; i++) {
        struct maze *m = small(i, 2);
        struct maze_route r = {0};
        cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_OK);
        for (const struct maze_renderer *f = maze_renderers(); f->name; f++) {
            if (!f->render || (!f->shapes && m->shape != MAZE_SHAPE_RECT))
                continue;
            char *out = NULL;
            size_t len = 0;
            FILE *file = open_memstream(&out, &len);
            cr_assert_not_null(file);
            cr_expect_eq(maze_render(m, &r, f->name, NULL, file), MAZE_OK,
                         "%s of maze %zu", f->name, i);
            fclose(file);
            cr_expect_gt(len, 20, "%s of maze %zu", f->name, i);
            free(out);
        }
        maze_route_release(&r);
        maze_free(m);
    }
}

Test(forms, png_shows_rock_as_rock)
{
    const char *names[] = {"cave", "dungeon"};
    struct maze_gen_opts trim = {.trim = 1};
    for (size_t i = 0; i < 2; i++) {
        struct maze *m = made(names[i], MAZE_SHAPE_RECT, 30, 20, &trim, 4);
        struct buffer b = render("png", m, NULL, NULL);
        struct image im = decode_png(&b);
        size_t rock = 0;
        for (size_t c = 0; c < m->cells; c++) {
            uint32_t x = 0, y = 0;
            maze_cell_xy(m, c, &x, &y);
            /* The middle of the cell, a cell's width in from the margin. */
            uint32_t px = im.rgb[(16 + y * 16 + 8) * (uint32_t)im.width +
                                 16 + x * 16 + 8];
            bool off = m->cell[c] & MAZE_CELL_OFF;
            rock += off;
            if (c == m->start || c == m->end) /* their marks */
                continue;
            cr_expect_eq(px, off ? 0x000000u : 0xFFFFFFu,
                         "%s cell %u,%u: %06x", names[i], x, y, px);
        }
        cr_expect_gt(rock, 0, "%s has rock", names[i]);
        free(im.rgb);
        free(b.data);
        maze_free(m);
    }
}

/* ------------------------------------------------------------ settings */

static enum maze_err try_settings(const char *const *pairs,
                                  struct maze_settings_error *err,
                                  struct maze **out)
{
    struct maze_settings *s = NULL;
    cr_assert_eq(maze_settings_new(MAZE_SPELL_NAMES, &s), MAZE_OK);
    enum maze_err e = MAZE_OK;
    for (size_t i = 0; pairs[i] && !e; i += 2)
        e = maze_settings_set(s, pairs[i], pairs[i + 1], err);
    if (!e)
        e = maze_settings_check(s, err);
    if (!e && out)
        e = maze_settings_make(s, 1, NULL, out, err);
    maze_settings_free(s);
    return e;
}

Test(forms, settings_by_name)
{
    struct maze_settings_error err = {0};
    struct maze *m = NULL;
    const char *classical[] = {"algorithm", "classical", NULL};
    cr_assert_eq(try_settings(classical, &err, &m), MAZE_OK, "%s",
                 err.message);
    cr_expect_eq(m->shape, MAZE_SHAPE_POLAR, "classical's own grid");
    cr_expect_eq(m->height, 8);
    cr_expect_eq(m->width, 32);
    maze_free(m);
    const char *cave[] = {"algorithm", "cave", "rule", "b678/s345678",
                          "fill", "0.5", "generations", "3", NULL};
    cr_expect_eq(try_settings(cave, &err, NULL), MAZE_OK, "%s", err.message);
    const char *dungeon[] = {"algorithm", "dungeon", "rooms", "4",
                             "room-size", "2-5", "trim", "1", NULL};
    cr_expect_eq(try_settings(dungeon, &err, NULL), MAZE_OK, "%s",
                 err.message);
    const char *uni[] = {"algorithm", "unicursal", "base", "prim's", NULL};
    cr_expect_eq(try_settings(uni, &err, NULL), MAZE_OK, "%s", err.message);
    const struct {
        const char *pairs[5];
        enum maze_err code;
        const char *message;
    } refused[] = {
        {{"rule", "B9/S1"},
         MAZE_ERR_ARG,
         "invalid rule 'B9/S1' (expected B then the counts of rock neighbours "
         "that make rock, / and S then those that keep it, 0 to 8: like "
         "B5678/S45678)"},
        {{"fill", "1"},
         MAZE_ERR_ARG,
         "invalid fill share '1' (expected a share of rock above 0 and below "
         "1, like 0.45)"},
        {{"room-size", "5-3"},
         MAZE_ERR_ARG,
         "invalid room size '5-3' (expected MIN-MAX, the cells a room has a "
         "side from 1 to 10000, like 3-7)"},
        {{"base", "cave"},
         MAZE_ERR_ARG,
         "a unicursal labyrinth's base must make perfect rectangles, which "
         "cave does not (try: backtracker)"},
        {{"algorithm", "prim", "rooms", "3"},
         MAZE_ERR_CONFLICT,
         "rooms is read by dungeon only, not by prim"},
        {{"algorithm", "classical", "shape", "rect"},
         MAZE_ERR_CONFLICT,
         "classical works on polar grids only, not rect grids (try: shape "
         "polar)"},
        {{"algorithm", "classical", "height", "10"},
         MAZE_ERR_CONFLICT,
         "classical needs a polar grid of 8 rings, 30 cells or more round the "
         "inner one, so its seven circuits line up (try: width=32 height=8)"},
        {{"algorithm", "cave", "shape", "hex"},
         MAZE_ERR_CONFLICT,
         NULL},
    };
    for (size_t i = 0; i < sizeof refused / sizeof *refused; i++) {
        err = (struct maze_settings_error){0};
        cr_expect_eq(try_settings(refused[i].pairs, &err, NULL),
                     refused[i].code, "%zu: %s", i, err.message);
        if (refused[i].message)
            cr_expect_str_eq(err.message, refused[i].message);
    }
}
