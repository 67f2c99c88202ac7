/*
 * test_sparse.c - sparse mazes (--sparse): the share of cells left
 * uncarved is the share asked, and the cells carved form one perfect
 * tree, for every generator that takes it, on every grid it takes.
 */
#include <math.h>
#include <stdlib.h>

#include "helpers.h"

/* Cells on, and those reached through the passages from the first. */
static void count(const struct maze *m, size_t *on, size_t *reached)
{
    uint8_t *seen = calloc(m->cells, 1);
    size_t *queue = malloc(m->cells * sizeof *queue);
    size_t head = 0, tail = 0;
    *on = 0;
    for (size_t c = 0; c < m->cells; c++)
        if (!(m->cell[c] & MAZE_CELL_OFF) && (*on)++ == 0) {
            seen[c] = 1;
            queue[tail++] = c;
        }
    while (head < tail) {
        size_t c = queue[head++];
        for (int d = 0; d < (int)maze_directions(m); d++) {
            size_t next = maze_neighbour(m, c, d);
            if (next != MAZE_NONE && !seen[next] && maze_open(m, c, d)) {
                cr_assert_not(m->cell[next] & MAZE_CELL_OFF);
                seen[next] = 1;
                queue[tail++] = next;
            }
        }
    }
    *reached = tail;
    free(seen);
    free(queue);
}

Test(sparse, leaves_the_share_asked_and_one_perfect_tree)
{
    const enum maze_shape shapes[] = {MAZE_SHAPE_RECT, MAZE_SHAPE_HEX,
                                      MAZE_SHAPE_TRIANGLE, MAZE_SHAPE_UPSILON};
    const double shares[] = {0.1, 0.35, 0.6, 0.9};
    size_t tried = 0;
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        if (!maze_generator_reads(g, "sparse"))
            continue;
        for (size_t s = 0; s < 4; s++) {
            if (!maze_generator_takes(g, shapes[s], false))
                continue;
            for (uint64_t seed = 0; seed < 12; seed++) {
                struct maze *m = NULL;
                uint32_t w = 5 + (uint32_t)seed, h = 4 + (uint32_t)seed % 5;
                cr_assert_eq(maze_new_shape(shapes[s], w, h, &m), MAZE_OK);
                double share = shares[seed % 4];
                struct maze_recipe r = {.generator = g,
                                        .sparse = share,
                                        .ends = MAZE_ENDS_NONE};
                cr_assert_eq(maze_make(m, &r, seed, NULL), MAZE_OK, "%s",
                             g->name);
                size_t on = 0, reached = 0;
                count(m, &on, &reached);
                size_t out = m->cells - on;
                cr_assert_eq(out, (size_t)llround(share * (double)m->cells),
                             "%s %s %ux%u: %zu of %zu out at %g", g->name,
                             maze_shape_name(shapes[s]), w, h, out, m->cells,
                             share);
                cr_assert_eq(reached, on, "%s: carved cells apart", g->name);
                cr_assert_eq(maze_passages(m), on - 1, "%s: not a tree",
                             g->name);
                maze_free(m);
                tried++;
            }
        }
    }
    cr_expect_gt(tried, 100);
}

/* The ends stay carved, and with them the route between; asked for more
 * than the cells off that route, it stops at the route. No share, no
 * change: the same seed makes the same maze it made before. */
Test(sparse, keeps_the_ends_and_changes_nothing_at_zero)
{
    for (uint64_t seed = 0; seed < 8; seed++) {
        struct maze *m = NULL;
        cr_assert_eq(maze_new(12, 9, &m), MAZE_OK);
        struct maze_recipe r = {.sparse = 0.95};
        cr_assert_eq(maze_make(m, &r, seed, NULL), MAZE_OK);
        cr_assert_not(m->cell[m->start] & MAZE_CELL_OFF);
        cr_assert_not(m->cell[m->end] & MAZE_CELL_OFF);
        struct maze_route route = {0};
        cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &route), MAZE_OK);
        size_t on = 0, reached = 0;
        count(m, &on, &reached);
        cr_assert_eq(on, route.length, "only the route is left");
        maze_route_release(&route);
        maze_free(m);

        struct maze *plain = NULL, *zero = NULL;
        cr_assert_eq(maze_new(12, 9, &plain), MAZE_OK);
        cr_assert_eq(maze_new(12, 9, &zero), MAZE_OK);
        struct maze_recipe none = {.braid = 0.5};
        struct maze_recipe nought = {.braid = 0.5, .sparse = 0.0};
        cr_assert_eq(maze_make(plain, &none, seed, NULL), MAZE_OK);
        cr_assert_eq(maze_make(zero, &nought, seed, NULL), MAZE_OK);
        cr_assert_eq(maze_hash(plain), maze_hash(zero));
        maze_free(plain);
        maze_free(zero);
    }
}

/* The generators that make no perfect maze are refused, as is a share of
 * every cell. */
Test(sparse, refuses_what_is_no_perfect_maze)
{
    const char *refused[] = {"cave", "dungeon", "unicursal"};
    for (size_t i = 0; i < 3; i++) {
        struct maze *m = NULL;
        cr_assert_eq(maze_new(16, 12, &m), MAZE_OK);
        struct maze_recipe r = {.generator = maze_generator_find(refused[i]),
                                .sparse = 0.3};
        cr_assert_not(maze_generator_reads(r.generator, "sparse"));
        cr_assert_eq(maze_make(m, &r, 1, NULL), MAZE_ERR_ARG, "%s",
                     refused[i]);
        maze_free(m);
    }
    struct maze *m = make_maze("prim", 6, 6, 1);
    struct maze_rng rng;
    maze_rng_seed(&rng, 1);
    cr_assert_eq(maze_sparse(m, 1.0, MAZE_NONE, MAZE_NONE, &rng, NULL),
                 MAZE_ERR_ARG);
    maze_free(m);
}
