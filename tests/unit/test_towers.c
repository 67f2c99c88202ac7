/*
 * test_towers.c - mazes in four dimensions: towers of floors joined by
 * portals (maze_new_towers). Their topology, every generator that builds
 * floors making them perfect (checked from the passage bits alone, with
 * the cells' four coordinates worked out here, not through the library's
 * topology), the others refusing, and every solver that takes floors
 * against a breadth-first search of those bits.
 */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "images.h"

static struct maze *towers(uint32_t w, uint32_t h, uint32_t floors,
                           uint32_t count)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new_towers(w, h, floors, count, &m), MAZE_OK);
    return m;
}

static enum maze_err build(struct maze *m, const struct maze_generator *g,
                           uint64_t seed, double stairs)
{
    struct maze_rng rng;
    maze_rng_seed(&rng, seed);
    struct maze_gen_opts opts = {.stairs = stairs};
    return maze_generate(m, g, &rng, &opts, NULL);
}

/* The cells joined to c by a passage, from the bits alone, into next[]
 * (at most eight); -1 when a passage leaves the grid or its floor or
 * tower. A cell is (x, row, floor f, tower t): index ((t * per + f) *
 * rows + row) * w + x, per floors a tower. */
static int joined(const struct maze *m, size_t c, size_t next[8])
{
    const size_t w = m->width;
    const size_t per = m->floors / m->towers;
    const size_t rows = m->height / m->floors;
    const size_t floor_cells = w * rows;
    const size_t tower_cells = floor_cells * per;
    const size_t x = c % w, row = c / w % rows;
    const size_t f = c / floor_cells % per, t = c / tower_cells;
    bool east = m->cell[c] & MAZE_CELL_EAST;
    bool south = m->cell[c] & MAZE_CELL_SOUTH;
    bool up = m->extra[c] & MAZE_EXTRA_UP;
    bool ana = m->extra[c] & MAZE_EXTRA_PORTAL;
    if ((east && x + 1 == w) || (south && row + 1 == rows) ||
        (up && f + 1 == per) || (ana && t + 1 == m->towers) ||
        (m->extra[c] & ~(MAZE_EXTRA_UP | MAZE_EXTRA_PORTAL)) ||
        (m->cell[c] & ~(MAZE_CELL_EAST | MAZE_CELL_SOUTH)))
        return -1;
    int n = 0;
    if (east)
        next[n++] = c + 1;
    if (south)
        next[n++] = c + w;
    if (up)
        next[n++] = c + floor_cells;
    if (ana)
        next[n++] = c + tower_cells;
    if (x && (m->cell[c - 1] & MAZE_CELL_EAST))
        next[n++] = c - 1;
    if (row && (m->cell[c - w] & MAZE_CELL_SOUTH))
        next[n++] = c - w;
    if (f && (m->extra[c - floor_cells] & MAZE_EXTRA_UP))
        next[n++] = c - floor_cells;
    if (t && (m->extra[c - tower_cells] & MAZE_EXTRA_PORTAL))
        next[n++] = c - tower_cells;
    return n;
}

/* Steps from a to every cell by the bits (SIZE_MAX: not reached), or
 * NULL when a passage leaves the grid. The caller frees it. */
static size_t *steps_from(const struct maze *m, size_t a)
{
    size_t *steps = malloc(m->cells * sizeof *steps);
    size_t *queue = malloc(m->cells * sizeof *queue);
    for (size_t c = 0; c < m->cells; c++)
        steps[c] = SIZE_MAX;
    size_t head = 0, tail = 0;
    queue[tail++] = a;
    steps[a] = 0;
    while (head < tail) {
        size_t c = queue[head++];
        size_t next[8];
        int n = joined(m, c, next);
        if (n < 0) {
            free(steps);
            steps = NULL;
            break;
        }
        for (int i = 0; i < n; i++) {
            if (steps[next[i]] == SIZE_MAX) {
                steps[next[i]] = steps[c] + 1;
                queue[tail++] = next[i];
            }
        }
    }
    free(queue);
    return steps;
}

/* Whether m is a perfect 4-D maze by its bits: cells - 1 passages, none
 * leaving its floor or tower, every cell reached. */
static bool perfect_from_bits(const struct maze *m)
{
    size_t passages = 0;
    for (size_t c = 0; c < m->cells; c++)
        passages += (size_t)((m->cell[c] & MAZE_CELL_EAST) != 0) +
                    ((m->cell[c] & MAZE_CELL_SOUTH) != 0) +
                    ((m->extra[c] & MAZE_EXTRA_UP) != 0) +
                    ((m->extra[c] & MAZE_EXTRA_PORTAL) != 0);
    size_t *steps = steps_from(m, 0);
    bool all = steps != NULL;
    for (size_t c = 0; all && c < m->cells; c++)
        all = steps[c] != SIZE_MAX;
    free(steps);
    return all && passages == m->cells - 1;
}

static size_t portals_of(const struct maze *m)
{
    size_t n = 0;
    for (size_t c = 0; c < m->cells; c++)
        n += (m->extra[c] & MAZE_EXTRA_PORTAL) != 0;
    return n;
}

Test(towers, the_topology_joins_towers_of_floors_by_portals)
{
    /* 3 x 2 cells, 2 floors in each of 3 towers: a sheet of 12 rows,
     * tower t's floor f from row (t * 2 + f) * 2. */
    struct maze *m = towers(3, 2, 2, 3);
    cr_assert_eq(m->height, 12);
    cr_assert_eq(m->floors, 6, "every floor of every tower");
    cr_assert_eq(m->towers, 3);
    cr_assert_eq(m->cells, 36);
    cr_assert_eq(maze_directions(m), 8);
    cr_assert_eq(m->start, 0, "first tower, lowest floor");
    cr_assert_eq(m->end, 35, "last tower, highest floor");
    /* Cell (1, 1) of tower 0's floor 0 is 4. */
    cr_assert_eq(maze_neighbour(m, 4, MAZE_UP), 10);
    cr_assert_eq(maze_neighbour(m, 4, MAZE_ANA), 16);
    cr_assert_eq(maze_neighbour(m, 4, MAZE_KATA), MAZE_NONE);
    cr_assert_eq(maze_neighbour(m, 10, MAZE_UP), MAZE_NONE,
                 "a stair never leaves its tower");
    cr_assert_eq(maze_neighbour(m, 16, MAZE_DOWN), MAZE_NONE);
    cr_assert_eq(maze_neighbour(m, 16, MAZE_KATA), 4);
    cr_assert_eq(maze_neighbour(m, 16, MAZE_SOUTH), MAZE_NONE);
    cr_assert_eq(maze_neighbour(m, 34, MAZE_ANA), MAZE_NONE, "last tower");
    cr_assert_eq(maze_neighbour(m, 34, MAZE_KATA), 22);
    cr_assert_eq(maze_neighbour(m, 4, 8), MAZE_NONE);
    cr_assert_eq(maze_link(m, 10, 16), MAZE_ERR_ARG, "not neighbours");
    cr_assert_eq(maze_link(m, 16, 4), MAZE_OK);
    cr_assert_eq(m->extra[4], MAZE_EXTRA_PORTAL, "held by the lower tower");
    cr_assert(maze_open(m, 4, MAZE_ANA));
    cr_assert(maze_open(m, 16, MAZE_KATA));
    cr_assert(!maze_open(m, 4, MAZE_UP));
    cr_assert(maze_linked(m, 4, 16));
    cr_assert_eq(maze_degree(m, 16), 1);
    cr_assert_eq(maze_passages(m), 1);
    uint64_t h = maze_hash(m);
    cr_assert_eq(maze_unlink(m, 4, 16), MAZE_OK);
    cr_assert_neq(maze_hash(m), h, "the hash sees portals");
    maze_link(m, 4, 16);
    maze_clear(m);
    cr_assert_eq(maze_passages(m), 0, "clear closes the portals");
    maze_free(m);
}

Test(towers, new_towers_checks_its_sizes)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new_towers(3, 3, 2, 0, &m), MAZE_ERR_ARG);
    cr_assert_eq(maze_new_towers(3, 3, 0, 2, &m), MAZE_ERR_ARG);
    cr_assert_eq(maze_new_towers(3, 3, 64, 65, &m), MAZE_ERR_ARG,
                 "more than MAZE_MAX_FLOORS floors in all");
    cr_assert_eq(maze_new_towers(3, 1u << 28, 4, 4, &m), MAZE_ERR_TOO_BIG);
    cr_assert_null(m, "untouched on failure");
    cr_assert_eq(maze_new_towers(3, 3, 4, 1, &m), MAZE_OK);
    cr_assert_eq(m->towers, 1, "one tower is a maze of floors");
    cr_assert_eq(maze_directions(m), 6);
    maze_free(m);
    cr_assert_eq(maze_new_towers(3, 3, 1, 1, &m), MAZE_OK);
    cr_assert_null(m->extra, "one floor of one tower is a flat maze");
    cr_assert_eq(maze_directions(m), 4);
    maze_free(m);
    cr_assert_eq(maze_new_towers(2, 2, 1, 3, &m), MAZE_OK);
    cr_assert_eq(maze_directions(m), 8, "towers of one floor");
    cr_assert_eq(maze_neighbour(m, 0, MAZE_UP), MAZE_NONE);
    cr_assert_eq(maze_neighbour(m, 0, MAZE_ANA), 4);
    maze_free(m);
}

Test(towers, every_generator_that_builds_floors_makes_them_perfect)
{
    static const uint32_t sizes[][4] = {
        {1, 1, 2, 2}, {1, 1, 1, 2}, {1, 1, 1, 5}, {2, 1, 3, 3}, {1, 4, 2, 3},
        {4, 3, 2, 2}, {3, 3, 3, 3}, {5, 2, 1, 4}, {2, 2, 4, 2}, {6, 5, 2, 3}};
    size_t built = 0;
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
            for (uint64_t seed = 0; seed < 12; seed++) {
                const uint32_t *z = sizes[s];
                struct maze *m = towers(z[0], z[1], z[2], z[3]);
                double stairs = (double)(seed % 4 + 1) / 4.0;
                enum maze_err err = build(m, g, seed, stairs);
                if (!g->masks) {
                    cr_assert_eq(err, MAZE_ERR_ARG, "%s refuses", g->name);
                    cr_assert_eq(maze_passages(m), 0, "walls all up");
                    maze_free(m);
                    continue;
                }
                cr_assert_eq(err, MAZE_OK, "%s: %s", g->name,
                             maze_strerror(err));
                cr_assert(perfect_from_bits(m), "%s %ux%u %ux%u seed %llu",
                          g->name, z[0], z[1], z[2], z[3],
                          (unsigned long long)seed);
                bool perfect = false;
                cr_assert_eq(maze_check_perfect(m, &perfect), MAZE_OK);
                cr_assert(perfect, "the library agrees");
                cr_assert_geq(portals_of(m), z[3] - 1);
                built++;
                maze_free(m);
            }
        }
    }
    cr_assert_gt(built, 0);
}

Test(towers, generators_record_portals_as_carves)
{
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        if (!g->masks)
            continue;
        struct maze *m = towers(3, 3, 2, 3);
        struct maze_recording rec = {0};
        struct maze_hook hook = {maze_record_event, &rec};
        struct maze_rng rng;
        maze_rng_seed(&rng, 7);
        cr_assert_eq(maze_generate(m, g, &rng, NULL, &hook), MAZE_OK);
        struct maze *again = towers(3, 3, 2, 3);
        maze_replay(again, &rec, rec.count);
        cr_assert_eq(maze_hash(again), maze_hash(m), "%s replays", g->name);
        maze_recording_release(&rec);
        maze_free(again);
        maze_free(m);
    }
}

Test(towers, every_solver_that_takes_floors_crosses_portals)
{
    const struct maze_solve_opts hands[2] = {{.hand = MAZE_HAND_LEFT},
                                             {.hand = MAZE_HAND_RIGHT}};
    size_t solved = 0;
    for (const struct maze_solver *s = maze_solvers(); s->name; s++) {
        if (!maze_solver_takes(s, NULL, MAZE_SHAPE_RECT, 4))
            continue;
        for (uint64_t seed = 0; seed < 8; seed++) {
            struct maze *m = seed % 2 ? towers(2, 2, 2, 3) : towers(3, 1, 3, 2);
            const char *gen = seed % 2 ? "kruskal" : "backtracker";
            cr_assert_eq(build(m, maze_generator_find(gen), seed, 0.5),
                         MAZE_OK);
            struct maze_rng rng;
            maze_rng_seed(&rng, seed);
            cr_assert_eq(maze_braid(m, (double)(seed % 3) / 2.0, &rng, NULL),
                         MAZE_OK);
            bool perfect = maze_passages(m) == m->cells - 1;
            for (size_t a = 0; a < m->cells; a++) {
                size_t *best = steps_from(m, a);
                cr_assert_not_null(best);
                for (size_t b = 0; b < m->cells; b++) {
                    m->start = a;
                    m->end = b;
                    struct maze_route r = {0};
                    enum maze_err err =
                        maze_solve(m, s, &hands[seed % 2], NULL, &r);
                    for (size_t c = 0; c < m->cells; c++) {
                        cr_assert_eq(m->cell[c] & ~MAZE_CELL_KEEP, 0);
                        cr_assert_eq(
                            m->extra[c] & ~(MAZE_EXTRA_UP | MAZE_EXTRA_PORTAL),
                            0, "%s left scratch in the stairs", s->name);
                    }
                    if (err == MAZE_ERR_DEFEATED && !perfect && s->gives_up)
                        continue;
                    cr_assert_eq(err, MAZE_OK, "%s: %s", s->name,
                                 maze_strerror(err));
                    cr_assert(route_valid(m, &r, a, b), "%s", s->name);
                    if (perfect || s->shortest)
                        cr_assert_eq(r.length - 1, best[b],
                                     "%s from %zu to %zu seed %llu", s->name, a,
                                     b, (unsigned long long)seed);
                    maze_route_release(&r);
                    solved++;
                }
                free(best);
            }
            maze_free(m);
        }
    }
    cr_assert_gt(solved, 0);
}

/* A*'s estimate must stay a lower bound across towers: on braided mazes
 * of many short towers (where a portal skips a whole tower's floors of
 * the sheet) its routes are as short as a breadth-first search's. */
Test(towers, astar_routes_are_shortest_on_braided_towers)
{
    const struct maze_solver *astar = maze_solver_find("astar");
    for (uint64_t seed = 0; seed < 40; seed++) {
        struct maze *m = towers(3, 2, 3, 4);
        cr_assert_eq(build(m, maze_generator_find("prim"), seed, 1.0), MAZE_OK);
        struct maze_rng rng;
        maze_rng_seed(&rng, seed);
        cr_assert_eq(maze_braid(m, 1.0, &rng, NULL), MAZE_OK);
        for (size_t a = 0; a < m->cells; a += 5) {
            size_t *best = steps_from(m, a);
            for (size_t b = 0; b < m->cells; b++) {
                m->start = a;
                m->end = b;
                struct maze_route r = {0};
                cr_assert_eq(maze_solve(m, astar, NULL, NULL, &r), MAZE_OK);
                cr_assert_eq(r.length - 1, best[b], "from %zu to %zu seed %llu",
                             a, b, (unsigned long long)seed);
                maze_route_release(&r);
            }
            free(best);
        }
        maze_free(m);
    }
}

/* Dead-end filling counts a cell's open ways in scratch bits; a cell of
 * eight (a 4-D cell, an upsilon octagon) must count all eight. A star:
 * cell c open to its eight neighbours, one arm a cell longer, the route
 * from its tip to the arm's first cell. Every other cell is filled (the
 * arms, then c, whose last way is the route's), and the maze's walls are
 * as they were. */
static void fill_star(struct maze *m)
{
    size_t c = MAZE_NONE;
    size_t tip = MAZE_NONE;
    for (size_t k = 0; k < m->cells && c == MAZE_NONE; k++) {
        unsigned around = 0;
        for (int d = 0; d < 8; d++)
            around += maze_neighbour(m, k, d) != MAZE_NONE;
        size_t arm = maze_neighbour(m, k, 0);
        if (around == 8 && arm != MAZE_NONE &&
            maze_neighbour(m, arm, 0) != MAZE_NONE) {
            c = k;
            tip = maze_neighbour(m, arm, 0);
        }
    }
    cr_assert_neq(c, MAZE_NONE, "a cell of eight neighbours");
    for (int d = 0; d < 8; d++)
        cr_assert_eq(maze_link(m, c, maze_neighbour(m, c, d)), MAZE_OK);
    size_t arm = maze_neighbour(m, c, 0);
    cr_assert_eq(maze_link(m, arm, tip), MAZE_OK);
    cr_assert_eq(maze_degree(m, c), 8);
    m->start = tip;
    m->end = arm;
    uint64_t before = maze_hash(m);
    struct maze_recording rec = {0};
    struct maze_hook hook = {maze_record_event, &rec};
    struct maze_route r = {0};
    cr_assert_eq(
        maze_solve(m, maze_solver_find("dead-end-fill"), NULL, &hook, &r),
        MAZE_OK);
    cr_assert_eq(r.length, 2);
    size_t filled = 0;
    for (size_t i = 0; i < rec.count; i++)
        filled += rec.event[i].kind == MAZE_EV_FILL;
    cr_assert_eq(filled, m->cells - 2, "every cell off the route is filled");
    cr_assert_eq(maze_hash(m), before, "the walls are as they were");
    for (size_t k = 0; k < m->cells; k++)
        cr_assert_eq(m->cell[k] & ~maze_keep_bits(m), 0, "no scratch left");
    maze_route_release(&r);
    maze_recording_release(&rec);
}

Test(towers, dead_end_fill_counts_eight_open_ways)
{
    struct maze *m = towers(4, 3, 3, 3);
    fill_star(m);
    maze_free(m);
    cr_assert_eq(maze_new_shape(MAZE_SHAPE_UPSILON, 7, 7, &m), MAZE_OK);
    fill_star(m);
    maze_free(m);
}

/* Writes m in format and reads it back. */
static struct maze *round_trip(const struct maze *m, const char *format,
                               const struct maze_route *route)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    cr_assert_eq(maze_render(m, route, format, NULL, f), MAZE_OK, "%s", format);
    fclose(f);
    f = fmemopen(text, len, "r");
    struct maze *back = NULL;
    struct maze_read_error err = {0};
    cr_assert_eq(maze_read(f, MAZE_READ_MAX, &back, &err), MAZE_OK,
                 "%s: %lu:%lu: %s", format, err.line, err.column, err.message);
    fclose(f);
    free(text);
    return back;
}

/* The formats that hold a maze in four dimensions and read it back. */
static const char *const held[] = {"json", "text", NULL};

Test(towers, formats_read_back_the_same_maze)
{
    for (uint64_t seed = 0; seed < 40; seed++) {
        struct maze *m =
            towers(1 + (uint32_t)(seed % 4), 1 + (uint32_t)(seed / 4 % 3),
                   1 + (uint32_t)(seed % 3), 2 + (uint32_t)(seed / 3 % 3));
        struct maze_recipe r = {.generator = maze_generator_find("kruskal"),
                                .braid = (double)(seed % 3) / 2.0,
                                .ends = seed % 2 ? MAZE_ENDS_FARTHEST
                                                 : MAZE_ENDS_CORNERS,
                                .gen = {.stairs = 1.0}};
        cr_assert_eq(maze_make(m, &r, seed, NULL), MAZE_OK);
        struct maze_route route = {0};
        cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &route), MAZE_OK);
        /* The text form shows a stair or portal at both its cells, and S
         * and E over it: one whose two cells are S and E leaves no trace
         * there, and only JSON keeps it. */
        bool hidden = false;
        for (int d = MAZE_UP; d <= MAZE_KATA; d++)
            hidden |= maze_neighbour(m, m->start, d) == m->end &&
                      maze_open(m, m->start, d);
        for (const char *const *format = held; *format; format++) {
            if (hidden && strcmp(*format, "text") == 0)
                continue;
            for (int solved = 0; solved < 2; solved++) {
                struct maze *back =
                    round_trip(m, *format, solved ? &route : NULL);
                cr_assert_eq(back->floors, m->floors, "%s", *format);
                cr_assert_eq(back->towers, m->towers, "%s", *format);
                cr_assert_eq(back->width, m->width);
                cr_assert_eq(back->height, m->height);
                cr_assert_eq(maze_hash(back), maze_hash(m), "%s seed %llu",
                             *format, (unsigned long long)seed);
                cr_assert_eq(back->start, m->start, "%s", *format);
                cr_assert_eq(back->end, m->end, "%s", *format);
                maze_free(back);
            }
        }
        maze_route_release(&route);
        maze_free(m);
    }
}

Test(towers, writers_that_draw_no_towers_refuse)
{
    struct maze *m = towers(3, 2, 2, 2);
    for (const struct maze_renderer *r = maze_renderers(); r->name; r++) {
        if (!r->render || (r->draws & MAZE_DRAWS_TOWERS))
            continue;
        char *text = NULL;
        size_t len = 0;
        FILE *f = open_memstream(&text, &len);
        cr_assert_eq(maze_render(m, NULL, r->name, NULL, f), MAZE_ERR_ARG, "%s",
                     r->name);
        fclose(f);
        free(text);
    }
    maze_free(m);
}

static bool purple(uint32_t rgb)
{
    unsigned r = (rgb >> 16) & 255, g = (rgb >> 8) & 255, b = rgb & 255;
    return r > g + 60 && b > g + 60;
}

static bool dark(uint32_t rgb)
{
    return ((rgb >> 16) & 255) < 100 && ((rgb >> 8) & 255) < 100 &&
           (rgb & 255) < 100;
}

/* A picture (png or gif) of 3 floors in each of 2 towers, 16-pixel
 * cells: the floors of a tower in a row a cell apart, the towers a margin
 * apart; each portal's cell marked purple towards the corner its way
 * points to (ana bottom right, kata top left) and no other cell; the
 * walls where the bits say, on each panel. */
static void expect_towers_picture(const char *format, uint64_t seed)
{
    struct maze *m = towers(6, 4, 3, 2);
    cr_assert_eq(build(m, maze_generator_find("prim"), seed, 0.5), MAZE_OK);
    struct maze_route route = {0};
    cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &route), MAZE_OK);
    struct maze_render_opts opts = {.cell = 16, .wall = 2};
    struct buffer b = render(format, m, &route, &opts);
    struct image img = strcmp(format, "gif") == 0
                           ? decode_gif(&b, &(int){0}, &(bool){0}, &(int){0})
                           : decode_png(&b);
    cr_assert_eq(img.width, (3 * 6 + 2) * 16 + 2 * 16);
    cr_assert_eq(img.height, 2 * 4 * 16 + 3 * 16);
    size_t portals = 0;
    for (size_t c = 0; c < m->cells; c++) {
        uint32_t x = (uint32_t)(c % 6);
        uint32_t y = (uint32_t)(c / 6);
        uint32_t z = y / 4;
        int px = 16 + (int)((z % 3 * 7 + x) * 16);
        int py = 16 + (int)(z / 3 * (4 * 16 + 16) + y % 4 * 16);
        bool ana = maze_open(m, c, MAZE_ANA);
        bool kata = maze_open(m, c, MAZE_KATA);
        uint32_t low = img.rgb[(py + 13) * img.width + px + 13];
        uint32_t high = img.rgb[(py + 3) * img.width + px + 3];
        portals += ana;
        cr_assert_eq(purple(low), ana, "%s cell %zu ana: %06x", format, c, low);
        cr_assert_eq(purple(high), kata, "%s cell %zu kata: %06x", format, c,
                     high);
        if (x + 1 < 6) {
            uint32_t wall = img.rgb[(py + 4) * img.width + px + 16];
            cr_assert_eq(dark(wall), !maze_open(m, c, MAZE_EAST),
                         "wall east of %zu: %06x", c, wall);
        }
    }
    cr_assert_geq(portals, 1);
    free(img.rgb);
    free(b.data);
    maze_route_release(&route);
    maze_free(m);
}

Test(towers, pictures_put_towers_in_rows_with_portals_marked)
{
    for (uint64_t seed = 1; seed <= 8; seed++)
        expect_towers_picture("png", seed);
}

Test(towers, gif_draws_towers_as_the_png_does)
{
    for (uint64_t seed = 1; seed <= 8; seed++)
        expect_towers_picture("gif", seed);
}

/* An animation replays the carves onto a maze of the same towers: the
 * first frame has no portal, the last has each where the maze has it. */
Test(towers, gif_animation_replays_the_carves_and_portals)
{
    struct maze *m = towers(6, 4, 3, 2);
    struct maze_recording rec = {0};
    struct maze_hook hook = {maze_record_event, &rec};
    struct maze_rng rng;
    maze_rng_seed(&rng, 2);
    struct maze_gen_opts gen = {.stairs = 0.5};
    cr_assert_eq(
        maze_generate(m, maze_generator_find("backtracker"), &rng, &gen, &hook),
        MAZE_OK);
    struct maze_route route = {0};
    cr_assert_eq(maze_solve(m, NULL, NULL, &hook, &route), MAZE_OK);
    struct maze_render_opts opts = {.cell = 16, .wall = 2};
    struct buffer movie = animate("gif", m, &route, &rec, &opts);
    int frames = 0;
    struct image last = decode_gif(&movie, &frames, &(bool){0}, &(int){0});
    struct image first = decode_gif_frame(&movie, 0);
    cr_assert_gt(frames, 10);
    cr_assert_eq(last.height, 2 * 4 * 16 + 3 * 16);
    for (int i = 0; i < first.width * first.height; i++)
        cr_assert(!purple(first.rgb[i]), "a portal before any carve");
    size_t portals = 0;
    for (size_t c = 0; c < m->cells; c++) {
        uint32_t x = (uint32_t)(c % 6);
        uint32_t z = (uint32_t)(c / 6 / 4);
        int px = 16 + (int)((z % 3 * 7 + x) * 16);
        int py = 16 + (int)(z / 3 * (4 * 16 + 16) + c / 6 % 4 * 16);
        bool ana = maze_open(m, c, MAZE_ANA);
        portals += ana;
        uint32_t low = last.rgb[(py + 13) * last.width + px + 13];
        cr_assert_eq(purple(low), ana, "cell %zu: %06x", c, low);
    }
    cr_assert_geq(portals, 1);
    free(first.rgb);
    free(last.rgb);
    free(movie.data);
    maze_route_release(&route);
    maze_recording_release(&rec);
    maze_free(m);
}
