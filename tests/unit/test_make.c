/*
 * test_make.c - maze_make: a recipe and a seed make one maze, the same as
 * the calls it stands for.
 */
#include "helpers.h"

Test(make, a_recipe_is_the_calls_it_stands_for)
{
    const struct maze_generator *prim = maze_generator_find("prim");
    struct maze_recipe r = {
        .generator = prim, .braid = 0.4, .ends = MAZE_ENDS_FARTHEST};
    for (uint64_t seed = 0; seed < 20; seed++) {
        struct maze *a = NULL;
        struct maze *b = NULL;
        cr_assert_eq(maze_new(11, 7, &a), MAZE_OK);
        cr_assert_eq(maze_new(11, 7, &b), MAZE_OK);
        cr_assert_eq(maze_make(a, &r, seed, NULL), MAZE_OK);
        struct maze_rng rng;
        maze_rng_seed(&rng, seed);
        cr_assert_eq(maze_generate(b, prim, &rng, NULL, NULL), MAZE_OK);
        cr_assert_eq(maze_braid(b, 0.4, &rng, NULL), MAZE_OK);
        cr_assert_eq(maze_ends_farthest(b), MAZE_OK);
        cr_assert_eq(maze_hash(a), maze_hash(b), "seed %llu",
                     (unsigned long long)seed);
        cr_assert(a->start == b->start && a->end == b->end);
        maze_free(a);
        maze_free(b);
    }
}

Test(make, ends_masks_and_refusals)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(6, 4, &m), MAZE_OK);
    struct maze_recipe none = {.ends = MAZE_ENDS_NONE};
    cr_assert_eq(maze_make(m, &none, 1, NULL), MAZE_OK);
    cr_assert(m->start == MAZE_NONE && m->end == MAZE_NONE);
    struct maze_recipe placed = {
        .have_start = true, .start_x = 5, .start_y = 3, .have_end = true};
    cr_assert_eq(maze_make(m, &placed, 1, NULL), MAZE_OK);
    cr_assert_eq(m->start, maze_cell_at(m, 5, 3));
    cr_assert_eq(m->end, 0);
    struct maze_recipe outside = {.have_end = true, .end_x = 6};
    cr_assert_eq(maze_make(m, &outside, 1, NULL), MAZE_ERR_ARG);
    struct maze *small = NULL;
    cr_assert_eq(maze_new(2, 2, &small), MAZE_OK);
    struct maze_recipe wrong_mask = {.mask = small};
    cr_assert_eq(maze_make(m, &wrong_mask, 1, NULL), MAZE_ERR_ARG);
    /* A mask of the right size: its OFF cells stay out, and the ends are
     * its first and last cells. */
    struct maze *mask = NULL;
    cr_assert_eq(maze_new(6, 4, &mask), MAZE_OK);
    mask->cell[0] = mask->cell[23] = MAZE_CELL_OFF;
    struct maze_recipe masked = {.mask = mask};
    cr_assert_eq(maze_make(m, &masked, 3, NULL), MAZE_OK);
    cr_assert(m->cell[0] & MAZE_CELL_OFF);
    cr_assert(m->start == 1 && m->end == 22);
    bool perfect = false;
    cr_assert_eq(maze_check_perfect(m, &perfect), MAZE_OK);
    cr_assert(perfect);
    maze_free(mask);
    maze_free(small);
    maze_free(m);
}
