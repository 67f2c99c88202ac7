/*
 * test_uniform.c - Wilson's and Aldous-Broder promise every spanning tree
 * with the same probability. On a 3x3 grid there are 192; a chi-square
 * test over many seeds checks the promise, and binary-tree (which can
 * make only 16 of them) shows that the test can fail.
 */
#include <stdlib.h>

#include "helpers.h"

/* A 3x3 maze's passages as 12 bits: for each cell, east then south. */
static unsigned edge_mask(const struct maze *m)
{
    unsigned mask = 0;
    unsigned bit = 0;
    for (size_t c = 0; c < 9; c++) {
        if (c % 3 < 2)
            mask |= (m->cell[c] & MAZE_CELL_EAST ? 1u : 0u) << bit++;
        if (c / 3 < 2)
            mask |= (m->cell[c] & MAZE_CELL_SOUTH ? 1u : 0u) << bit++;
    }
    return mask;
}

/* index[mask] = which spanning tree, or -1; returns how many there are. */
static int number_trees(int *index)
{
    int trees = 0;
    for (unsigned mask = 0; mask < 4096; mask++) {
        index[mask] = -1;
        if (__builtin_popcount(mask) != 8)
            continue;
        struct maze *m = NULL;
        cr_assert_eq(maze_new(3, 3, &m), MAZE_OK);
        unsigned bit = 0;
        for (size_t c = 0; c < 9; c++) {
            if (c % 3 < 2 && (mask >> bit++ & 1))
                maze_link(m, c, c + 1);
            if (c / 3 < 2 && (mask >> bit++ & 1))
                maze_link(m, c, c + 3);
        }
        bool perfect = false;
        maze_check_perfect(m, &perfect);
        if (perfect)
            index[mask] = trees++;
        maze_free(m);
    }
    return trees;
}

static double chi_square_over_trees(const char *algorithm, unsigned samples)
{
    int index[4096];
    int trees = number_trees(index);
    cr_assert_eq(trees, 192, "a 3x3 grid has 192 spanning trees");
    unsigned *count = calloc((size_t)trees, sizeof *count);
    struct maze *m = NULL;
    cr_assert_eq(maze_new(3, 3, &m), MAZE_OK);
    const struct maze_generator *g = maze_generator_find(algorithm);
    for (unsigned seed = 0; seed < samples; seed++) {
        struct maze_rng rng;
        maze_rng_seed(&rng, seed);
        cr_assert_eq(maze_generate(m, g, &rng, NULL, NULL), MAZE_OK);
        int i = index[edge_mask(m)];
        cr_assert_geq(i, 0, "%s made a non-tree", algorithm);
        count[i]++;
    }
    double expected = (double)samples / trees;
    double chi = 0;
    for (int i = 0; i < trees; i++)
        chi += (count[i] - expected) * (count[i] - expected) / expected;
    free(count);
    maze_free(m);
    return chi;
}

/* The 99.9th percentile of chi-square with 191 degrees of freedom
 * (Wilson-Hilferty): a uniform generator stays below it. */
#define CHI_191_999 257.0

Test(uniform, wilson_makes_every_tree_equally_often)
{
    double chi = chi_square_over_trees("wilson", 192 * 60);
    cr_expect_lt(chi, CHI_191_999, "chi-square %.1f", chi);
}

Test(uniform, aldous_broder_makes_every_tree_equally_often)
{
    double chi = chi_square_over_trees("aldous-broder", 192 * 60);
    cr_expect_lt(chi, CHI_191_999, "chi-square %.1f", chi);
}

Test(uniform, binary_tree_does_not)
{
    double chi = chi_square_over_trees("binary-tree", 192 * 60);
    cr_expect_gt(chi, CHI_191_999, "chi-square %.1f", chi);
}
