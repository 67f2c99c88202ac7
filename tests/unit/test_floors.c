/*
 * test_floors.c - mazes of several floors joined by stairs
 * (maze_new_floors): their topology, every generator of the registry
 * that builds them making perfect mazes (checked from the passage bits
 * alone, not through the library's topology), the others refusing, the
 * stairs weight, ends from the lowest floor to the highest, and every
 * solver against brute force across floors.
 */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "images.h"

static struct maze *floors(uint32_t w, uint32_t h, uint32_t levels)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new_floors(w, h, levels, &m), MAZE_OK);
    return m;
}

/* A maze of floors from the generator and seed, or the error. */
static enum maze_err build(struct maze *m, const struct maze_generator *g,
                           uint64_t seed, double stairs)
{
    struct maze_rng rng;
    maze_rng_seed(&rng, seed);
    struct maze_gen_opts opts = {.stairs = stairs};
    return maze_generate(m, g, &rng, &opts, NULL);
}

/* Stairs in m, counted from the bits. */
static size_t stairs_of(const struct maze *m)
{
    size_t n = 0;
    for (size_t c = 0; c < m->cells; c++)
        n += m->extra[c] & MAZE_EXTRA_UP;
    return n;
}

/* Whether m is a perfect maze of floors, from its bits alone: no passage
 * leaves a floor's edge or the highest floor, cells - 1 passages, and a
 * search over the bits reaches every cell. */
static bool perfect_from_bits(const struct maze *m)
{
    const uint32_t w = m->width;
    const uint32_t rows = m->height / m->floors;
    const size_t per_floor = (size_t)w * rows;
    size_t passages = 0;
    for (size_t c = 0; c < m->cells; c++) {
        uint32_t x = (uint32_t)(c % w);
        uint32_t row = (uint32_t)(c / w % rows);
        uint32_t z = (uint32_t)(c / per_floor);
        bool east = m->cell[c] & MAZE_CELL_EAST;
        bool south = m->cell[c] & MAZE_CELL_SOUTH;
        bool up = m->extra[c] & MAZE_EXTRA_UP;
        if ((east && x + 1 == w) || (south && row + 1 == rows) ||
            (up && z + 1 == m->floors) || (m->extra[c] & ~MAZE_EXTRA_UP) ||
            (m->cell[c] & ~(MAZE_CELL_EAST | MAZE_CELL_SOUTH)))
            return false;
        passages += east + south + up;
    }
    if (passages != m->cells - 1)
        return false;
    size_t *queue = malloc(m->cells * sizeof *queue);
    uint8_t *seen = calloc(m->cells, 1);
    size_t head = 0, tail = 0;
    queue[tail++] = 0;
    seen[0] = 1;
    while (head < tail) {
        size_t c = queue[head++];
        size_t next[6];
        int n = 0;
        if (m->cell[c] & MAZE_CELL_EAST)
            next[n++] = c + 1;
        if (m->cell[c] & MAZE_CELL_SOUTH)
            next[n++] = c + w;
        if (m->extra[c] & MAZE_EXTRA_UP)
            next[n++] = c + per_floor;
        if (c % w && (m->cell[c - 1] & MAZE_CELL_EAST))
            next[n++] = c - 1;
        if (c / w % rows && (m->cell[c - w] & MAZE_CELL_SOUTH))
            next[n++] = c - w;
        if (c >= per_floor && (m->extra[c - per_floor] & MAZE_EXTRA_UP))
            next[n++] = c - per_floor;
        for (int i = 0; i < n; i++) {
            if (!seen[next[i]]) {
                seen[next[i]] = 1;
                queue[tail++] = next[i];
            }
        }
    }
    free(queue);
    free(seen);
    return tail == m->cells;
}

Test(floors, the_topology_stacks_floors_joined_by_stairs)
{
    struct maze *m = floors(3, 2, 4);
    cr_assert_eq(m->width, 3);
    cr_assert_eq(m->height, 8);
    cr_assert_eq(m->floors, 4);
    cr_assert_eq(m->cells, 24);
    cr_assert_eq(maze_directions(m), 6);
    cr_assert_eq(m->start, 0, "on the lowest floor");
    cr_assert_eq(m->end, 23, "on the highest floor");
    /* Cell (1, 1) of floor 0 is 4: no south neighbour (floor 1 is not
     * south of it), the cell above it is (1, 1) of floor 1. */
    cr_assert_eq(maze_neighbour(m, 4, MAZE_SOUTH), MAZE_NONE);
    cr_assert_eq(maze_neighbour(m, 4, MAZE_NORTH), 1);
    cr_assert_eq(maze_neighbour(m, 4, MAZE_UP), 10);
    cr_assert_eq(maze_neighbour(m, 4, MAZE_DOWN), MAZE_NONE);
    cr_assert_eq(maze_neighbour(m, 6, MAZE_NORTH), MAZE_NONE);
    cr_assert_eq(maze_neighbour(m, 22, MAZE_UP), MAZE_NONE);
    cr_assert_eq(maze_neighbour(m, 22, MAZE_DOWN), 16);
    cr_assert_eq(maze_link(m, 4, 7), MAZE_ERR_ARG, "not neighbours");
    cr_assert_eq(maze_link(m, 10, 4), MAZE_OK);
    cr_assert_eq(m->extra[4], MAZE_EXTRA_UP, "held by the lower cell");
    cr_assert(maze_open(m, 4, MAZE_UP));
    cr_assert(maze_open(m, 10, MAZE_DOWN));
    cr_assert(maze_linked(m, 4, 10));
    cr_assert_eq(maze_degree(m, 10), 1);
    cr_assert_eq(maze_passages(m), 1);
    uint64_t h = maze_hash(m);
    cr_assert_eq(maze_unlink(m, 4, 10), MAZE_OK);
    cr_assert_neq(maze_hash(m), h, "the hash sees stairs");
    cr_assert_eq(maze_passages(m), 0);
    maze_link(m, 4, 10);
    maze_clear(m);
    cr_assert_eq(maze_passages(m), 0, "clear closes the stairs");
    maze_free(m);
}

Test(floors, new_levels_checks_its_sizes)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new_floors(3, 3, 0, &m), MAZE_ERR_ARG);
    cr_assert_eq(maze_new_floors(3, 3, MAZE_MAX_FLOORS + 1, &m), MAZE_ERR_ARG);
    cr_assert_eq(maze_new_floors(3, 1u << 30, 4, &m), MAZE_ERR_TOO_BIG);
    cr_assert_eq(maze_new_floors(3, 0, 4, &m), MAZE_ERR_TOO_BIG);
    cr_assert_null(m, "untouched on failure");
    cr_assert_eq(maze_new_floors(3, 3, 1, &m), MAZE_OK);
    cr_assert_eq(m->floors, 1);
    cr_assert_null(m->extra, "one floor is a flat maze");
    cr_assert_eq(maze_directions(m), 4);
    maze_free(m);
}

Test(floors, every_generator_that_builds_floors_makes_them_perfect)
{
    static const uint32_t sizes[][3] = {{1, 1, 2}, {1, 1, 5}, {4, 1, 3},
                                        {1, 5, 2}, {5, 4, 3}, {7, 3, 2},
                                        {2, 2, 6}, {9, 8, 4}};
    size_t built = 0;
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
            for (uint64_t seed = 0; seed < 12; seed++) {
                struct maze *m = floors(sizes[s][0], sizes[s][1], sizes[s][2]);
                double stairs = (double)(seed % 4) / 3.0;
                enum maze_err err = build(m, g, seed, stairs);
                if (!g->masks) {
                    cr_assert_eq(err, MAZE_ERR_ARG,
                                 "%s works on rows or fields of one floor: "
                                 "it refuses",
                                 g->name);
                    cr_assert_eq(maze_passages(m), 0, "walls all up");
                    maze_free(m);
                    continue;
                }
                cr_assert_eq(err, MAZE_OK, "%s: %s", g->name,
                             maze_strerror(err));
                cr_assert(perfect_from_bits(m), "%s %ux%ux%u seed %llu",
                          g->name, sizes[s][0], sizes[s][1], sizes[s][2],
                          (unsigned long long)seed);
                bool perfect = false;
                cr_assert_eq(maze_check_perfect(m, &perfect), MAZE_OK);
                cr_assert(perfect, "the library agrees");
                cr_assert_geq(stairs_of(m), m->floors - 1);
                built++;
                maze_free(m);
            }
        }
    }
    cr_assert_gt(built, 0);
}

Test(floors, generators_record_stairs_as_carves)
{
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        if (!g->masks)
            continue;
        struct maze *m = floors(4, 3, 3);
        struct maze_recording rec = {0};
        struct maze_hook hook = {maze_record_event, &rec};
        struct maze_rng rng;
        maze_rng_seed(&rng, 5);
        cr_assert_eq(maze_generate(m, g, &rng, NULL, &hook), MAZE_OK);
        struct maze *again = floors(4, 3, 3);
        maze_replay(again, &rec, rec.count);
        cr_assert_eq(maze_hash(again), maze_hash(m), "%s replays", g->name);
        maze_recording_release(&rec);
        maze_free(again);
        maze_free(m);
    }
}

Test(floors, a_low_stairs_weight_makes_fewer_stairs)
{
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        if (!g->masks)
            continue;
        size_t few = 0, many = 0;
        for (uint64_t seed = 0; seed < 8; seed++) {
            struct maze *m = floors(8, 8, 3);
            cr_assert_eq(build(m, g, seed, 0.02), MAZE_OK);
            few += stairs_of(m);
            cr_assert_eq(build(m, g, seed, 1.0), MAZE_OK);
            many += stairs_of(m);
            maze_free(m);
        }
        cr_assert_lt(few * 2, many, "%s: %zu stairs at 0.02, %zu at 1", g->name,
                     few, many);
    }
    struct maze *m = floors(3, 3, 2);
    cr_assert_eq(build(m, maze_generators(), 1, 1.5), MAZE_ERR_ARG);
    cr_assert_eq(build(m, maze_generators(), 1, -0.1), MAZE_ERR_ARG);
    maze_free(m);
}

Test(floors, farthest_ends_run_from_the_lowest_floor_to_the_highest)
{
    for (uint64_t seed = 0; seed < 30; seed++) {
        uint32_t levels = 2 + (uint32_t)(seed % 4);
        struct maze *m = floors(5, 4, levels);
        struct maze_recipe r = {.generator = maze_generator_find("prim"),
                                .ends = MAZE_ENDS_FARTHEST,
                                .braid = (double)(seed % 3) / 2.0};
        cr_assert_eq(maze_make(m, &r, seed, NULL), MAZE_OK);
        size_t per_floor = (size_t)m->width * (m->height / m->floors);
        cr_assert_lt(m->start, per_floor, "start on floor 0");
        cr_assert_geq(m->end, per_floor * (levels - 1), "end on the top");
        /* Farthest from the start among the highest floor's cells. */
        size_t far = 0;
        for (size_t c = per_floor * (levels - 1); c < m->cells; c++) {
            size_t d = brute_force_steps(m, m->start, c);
            far = d > far ? d : far;
        }
        if (r.braid == 0.0)
            cr_assert_eq(brute_force_steps(m, m->start, m->end), far);
        maze_free(m);
    }
}

Test(floors, every_solver_finds_routes_across_floors)
{
    const struct maze_solve_opts hands[2] = {{.hand = MAZE_HAND_LEFT},
                                             {.hand = MAZE_HAND_RIGHT}};
    for (const struct maze_solver *s = maze_solvers(); s->name; s++) {
        if (!maze_solver_takes(s, NULL, MAZE_SHAPE_RECT, 3)) {
            /* Stairs are no turn: a solver that counts turns refuses. */
            struct maze *m = floors(3, 2, 3);
            struct maze_route r = {0};
            cr_assert_eq(maze_solve(m, s, NULL, NULL, &r), MAZE_ERR_CONFLICT);
            maze_free(m);
            continue;
        }
        for (uint64_t seed = 0; seed < 10; seed++) {
            struct maze *m = floors(3, 2, 3);
            const char *gen = seed % 2 ? "kruskal" : "backtracker";
            cr_assert_eq(build(m, maze_generator_find(gen), seed, 0.5),
                         MAZE_OK);
            struct maze_rng rng;
            maze_rng_seed(&rng, seed);
            cr_assert_eq(maze_braid(m, (double)(seed % 3) / 2.0, &rng, NULL),
                         MAZE_OK);
            bool perfect = maze_passages(m) == m->cells - 1;
            for (size_t a = 0; a < m->cells; a++) {
                for (size_t b = 0; b < m->cells; b++) {
                    size_t best = brute_force_steps(m, a, b);
                    m->start = a;
                    m->end = b;
                    struct maze_route r = {0};
                    enum maze_err err =
                        maze_solve(m, s, &hands[seed % 2], NULL, &r);
                    for (size_t c = 0; c < m->cells; c++) {
                        cr_assert_eq(m->cell[c] & ~MAZE_CELL_KEEP, 0);
                        cr_assert_eq(m->extra[c] & ~MAZE_EXTRA_UP, 0,
                                     "%s left scratch in the stairs", s->name);
                    }
                    if (err == MAZE_ERR_DEFEATED && !perfect &&
                        s->gives_up)
                        continue;
                    cr_assert_eq(err, MAZE_OK, "%s: %s", s->name,
                                 maze_strerror(err));
                    cr_assert(route_valid(m, &r, a, b), "%s", s->name);
                    if (perfect || s->shortest)
                        cr_assert_eq(r.length - 1, best, "%s from %zu to %zu",
                                     s->name, a, b);
                    maze_route_release(&r);
                }
            }
            maze_free(m);
        }
    }
}

/* Writes m in format and reads it back. */
static struct maze *round_trip(const struct maze *m, const char *format,
                               const struct maze_route *route)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    cr_assert_eq(maze_render(m, route, format, NULL, f), MAZE_OK);
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

Test(floors, text_and_json_read_back_the_same_maze)
{
    for (uint64_t seed = 0; seed < 40; seed++) {
        uint32_t levels = 2 + (uint32_t)(seed % 4);
        struct maze *m = floors(1 + (uint32_t)(seed % 5),
                                1 + (uint32_t)(seed / 5 % 4), levels);
        struct maze_recipe r = {.generator = maze_generator_find("kruskal"),
                                .braid = (double)(seed % 3) / 2.0,
                                .ends = seed % 2 ? MAZE_ENDS_FARTHEST
                                                 : MAZE_ENDS_CORNERS,
                                .gen = {.stairs = 1.0}};
        cr_assert_eq(maze_make(m, &r, seed, NULL), MAZE_OK);
        if (m->start == m->end)
            m->end = m->cells - 1 == m->start ? 0 : m->cells - 1;
        struct maze_route route = {0};
        cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &route), MAZE_OK);
        /* The text form shows a stair at both its cells, and S and E
         * over it: one whose two cells are S and E leaves no trace there
         * (README), and only JSON keeps it. */
        bool hidden = maze_linked(m, m->start, m->end) &&
                      (m->end == maze_neighbour(m, m->start, MAZE_UP) ||
                       m->end == maze_neighbour(m, m->start, MAZE_DOWN));
        for (int f = hidden ? 1 : 0; f < 2; f++) {
            const char *format = f ? "json" : "text";
            for (int solved = 0; solved < 2; solved++) {
                struct maze *back =
                    round_trip(m, format, solved ? &route : NULL);
                cr_assert_eq(back->floors, m->floors, "%s", format);
                cr_assert_eq(back->width, m->width);
                cr_assert_eq(back->height, m->height);
                cr_assert_eq(maze_hash(back), maze_hash(m), "%s seed %llu",
                             format, (unsigned long long)seed);
                cr_assert_eq(back->start, m->start, "%s", format);
                cr_assert_eq(back->end, m->end, "%s", format);
                maze_free(back);
            }
        }
        maze_route_release(&route);
        maze_free(m);
    }
}

Test(floors, writers_that_draw_no_floors_refuse)
{
    struct maze *m = floors(3, 3, 2);
    FILE *f = fopen("/dev/null", "w");
    for (const struct maze_renderer *r = maze_renderers(); r->name; r++) {
        if (!r->render)
            continue;
        enum maze_err err = maze_render(m, NULL, r->name, NULL, f);
        cr_assert_eq(err, r->floors ? MAZE_OK : MAZE_ERR_ARG, "%s", r->name);
    }
    fclose(f);
    maze_free(m);
}

static bool blue(uint32_t rgb)
{
    return (rgb & 255) > ((rgb >> 16) & 255) + 60;
}

static bool dark(uint32_t rgb)
{
    return ((rgb >> 16) & 255) < 100 && ((rgb >> 8) & 255) < 100 &&
           (rgb & 255) < 100;
}

/* The route's dashes across a stair, pale (see-through) or not. */
static bool reddish(uint32_t rgb)
{
    return ((rgb >> 16) & 255) > ((rgb >> 8) & 255) + 50;
}

/* The route's own colour (0xE02020), not the pale dashes. */
static bool route_red(uint32_t rgb)
{
    return ((rgb >> 16) & 255) > 180 && ((rgb >> 8) & 255) < 80 &&
           (rgb & 255) < 80;
}

/* The picture in `format` (png or gif) of a maze of three floors: the
 * floors side by side a cell apart, each stair's cell marked blue and no
 * other, the walls where the passage bits say, the route red through its
 * cells off the stairs and dashed across the gap between two panels
 * where it takes a stair, nothing else in the gaps. */
static void expect_floors_picture(const char *format, uint64_t seed)
{
    struct maze *m = floors(7, 5, 3);
    struct maze_rng rng;
    maze_rng_seed(&rng, seed);
    struct maze_gen_opts gen = {.stairs = 0.3};
    const struct maze_generator *prim = maze_generator_find("prim");
    cr_assert_eq(maze_generate(m, prim, &rng, &gen, NULL), MAZE_OK);
    struct maze_route route = {0};
    cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &route), MAZE_OK);
    struct maze_render_opts opts = {.cell = 16, .wall = 2};
    struct buffer b = render(format, m, &route, &opts);
    struct image img = strcmp(format, "gif") == 0
                           ? decode_gif(&b, &(int){0}, &(bool){0}, &(int){0})
                           : decode_png(&b);
    /* Three panels of 7 cells, a cell apart, and a margin of one cell. */
    cr_assert_eq(img.width, (3 * 7 + 2) * 16 + 2 * 16, "%s", format);
    cr_assert_eq(img.height, 5 * 16 + 2 * 16, "%s", format);
    bool *on_route = calloc(m->cells, sizeof *on_route);
    cr_assert_not_null(on_route);
    for (size_t i = 0; i < route.length; i++)
        on_route[route.cells[i]] = true;
    size_t stairs = 0;
    for (size_t c = 0; c < m->cells; c++) {
        uint32_t x = (uint32_t)(c % 7);
        uint32_t y = (uint32_t)(c / 7);
        uint32_t z = y / 5;
        int px = 16 + (int)((z * 8 + x) * 16);
        int py = 16 + (int)(y % 5 * 16);
        bool up = maze_open(m, c, MAZE_UP);
        bool down = maze_open(m, c, MAZE_DOWN);
        bool stair = up || down;
        /* A cell with both has two marks, the way up on the left. */
        int mx = up && down ? 4 : 8;
        uint32_t middle = img.rgb[(py + 8) * img.width + px + mx];
        stairs += maze_open(m, c, MAZE_UP);
        cr_assert_eq(blue(middle), stair, "%s cell %zu: %06x", format, c,
                     middle);
        if (!stair)
            cr_assert_eq(route_red(middle), on_route[c], "%s cell %zu: %06x",
                         format, c, middle);
        /* The route's band between it and its east neighbour, over
         * the dashes of any stair the route takes on that row. */
        if (x + 1 < 7 && on_route[c] && on_route[c + 1] &&
            maze_open(m, c, MAZE_EAST)) {
            uint32_t band = img.rgb[(py + 8) * img.width + px + 16];
            cr_assert(route_red(band), "%s band east of %zu: %06x", format,
                      c, band);
        }
        /* The wall east of it, halfway down, on its panel. */
        if (x + 1 < 7) {
            uint32_t wall = img.rgb[(py + 4) * img.width + px + 16];
            cr_assert_eq(dark(wall), !maze_open(m, c, MAZE_EAST),
                         "%s wall east of %zu: %06x", format, c, wall);
        }
    }
    cr_assert_geq(stairs, 2);
    /* Between the panels: nothing drawn but the route's dashes, which
     * cross the gap on the row of each stair the route takes. */
    size_t taken = 0;
    for (uint32_t z = 0; z + 1 < 3; z++) {
        int gap = 16 + (int)(z * 8 + 7) * 16;
        for (int y = 16 + 4; y < 16 + 5 * 16 - 4; y++)
            for (int x = gap + 2; x < gap + 14; x++)
                cr_assert(!dark(img.rgb[y * img.width + x]), "%s", format);
        for (size_t i = 0; i + 1 < route.length; i++) {
            size_t lo = route.cells[i] < route.cells[i + 1]
                            ? route.cells[i]
                            : route.cells[i + 1];
            if (route.cells[i] / 35 == route.cells[i + 1] / 35 || lo / 35 != z)
                continue;
            int y = 16 + (int)(lo / 7 % 5) * 16 + 8;
            bool dashed = false;
            for (int x = gap; x < gap + 16; x++)
                dashed |= reddish(img.rgb[y * img.width + x]);
            cr_assert(dashed, "%s: no dashes from cell %zu up", format, lo);
            taken++;
        }
    }
    cr_assert_geq(taken, 2);
    free(on_route);
    free(img.rgb);
    free(b.data);
    maze_route_release(&route);
    maze_free(m);
}

Test(floors, pictures_put_floors_side_by_side_with_stairs_marked)
{
    for (uint64_t seed = 1; seed <= 12; seed++)
        expect_floors_picture("png", seed);
}

Test(floors, gif_draws_floors_as_the_png_does)
{
    for (uint64_t seed = 1; seed <= 12; seed++)
        expect_floors_picture("gif", seed);
}

/* An animated GIF of a maze of floors replays the generator's carves,
 * stairs among them: its first frame has no stair marked, its last has
 * every stair marked (in the stairs' own colour, 0x2F6FD0) and the walls
 * of the finished maze, on the still picture's panels. */
Test(floors, gif_animation_replays_the_carves_and_stairs)
{
    struct maze *m = floors(6, 4, 3);
    struct maze_recording rec = {0};
    struct maze_hook hook = {maze_record_event, &rec};
    struct maze_rng rng;
    maze_rng_seed(&rng, 2);
    struct maze_gen_opts gen = {.stairs = 0.3};
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
    cr_assert_eq(last.width, (3 * 6 + 2) * 16 + 2 * 16);
    for (int i = 0; i < first.width * first.height; i++)
        cr_assert_neq(first.rgb[i], 0x2F6FD0u, "a stair before any carve");
    size_t stairs = 0;
    for (size_t c = 0; c < m->cells; c++) {
        uint32_t x = (uint32_t)(c % 6);
        uint32_t y = (uint32_t)(c / 6);
        int px = 16 + (int)((y / 4 * 7 + x) * 16);
        int py = 16 + (int)(y % 4 * 16);
        bool up = maze_open(m, c, MAZE_UP);
        bool down = maze_open(m, c, MAZE_DOWN);
        int mx = up && down ? 4 : 8;
        uint32_t middle = last.rgb[(py + 8) * last.width + px + mx];
        stairs += up;
        cr_assert_eq(middle == 0x2F6FD0u, up || down, "cell %zu: %06x", c,
                     middle);
        if (x + 1 < 6) {
            uint32_t wall = last.rgb[(py + 4) * last.width + px + 16];
            cr_assert_eq(dark(wall), !maze_open(m, c, MAZE_EAST),
                         "wall east of %zu: %06x", c, wall);
        }
    }
    cr_assert_geq(stairs, 2);
    free(first.rgb);
    free(last.rgb);
    free(movie.data);
    maze_route_release(&route);
    maze_recording_release(&rec);
    maze_free(m);
}

Test(floors, stats_count_stairs_and_see_no_loops)
{
    for (uint64_t seed = 0; seed < 10; seed++) {
        struct maze *m = floors(6, 5, 2 + (uint32_t)(seed % 3));
        cr_assert_eq(build(m, maze_generator_find("wilson"), seed, 0.5),
                     MAZE_OK);
        struct maze_stats s;
        cr_assert_eq(maze_measure(m, &s), MAZE_OK);
        cr_assert_eq(s.stairs, stairs_of(m));
        cr_assert_eq(s.cells, m->cells);
        cr_assert_eq(s.loops, 0);
        cr_assert_eq(s.dead_ends, maze_dead_ends(m));
        maze_free(m);
    }
    struct maze *flat = make_maze("wilson", 6, 5, 1);
    struct maze_stats s;
    cr_assert_eq(maze_measure(flat, &s), MAZE_OK);
    cr_assert_eq(s.stairs, 0);
    maze_free(flat);
}
