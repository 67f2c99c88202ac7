/*
 * test_grid.c - the one-byte cell, its passages and the direction helpers.
 */
#include "helpers.h"
#include "mz.h"

Test(grid, directions_are_consistent)
{
    for (int d = 0; d < 4; d++) {
        cr_expect_eq(mz_opposite(mz_opposite(d)), d);
        cr_expect_eq(mz_dx(d), -mz_dx(mz_opposite(d)));
        cr_expect_eq(mz_dy(d), -mz_dy(mz_opposite(d)));
        cr_expect_eq(abs(mz_dx(d)) + abs(mz_dy(d)), 1);
    }
    cr_expect_eq(mz_dx(MAZE_EAST), 1);
    cr_expect_eq(mz_dy(MAZE_SOUTH), 1);
}

Test(grid, new_maze_has_every_wall)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(7, 5, &m), MAZE_OK);
    cr_expect_eq(m->cells, 35);
    cr_expect_eq(maze_passages(m), 0);
    cr_expect_eq(m->start, 0);
    cr_expect_eq(m->end, 34);
    cr_expect_eq(maze_dead_ends(m), 0);
    maze_free(m);
    maze_free(NULL);
}

Test(grid, sizes_out_of_range_are_refused)
{
    struct maze *m = (struct maze *)0x1;
    cr_expect_eq(maze_new(0, 5, &m), MAZE_ERR_TOO_BIG);
    cr_expect_eq(maze_new(5, 0, &m), MAZE_ERR_TOO_BIG);
    cr_expect_eq(m, (struct maze *)0x1, "out-parameter untouched");
    size_t bytes = 0;
    cr_expect_eq(maze_bytes_needed(MAZE_MAX_SIDE + 1ull, 1, &bytes),
                 MAZE_ERR_TOO_BIG);
    cr_expect_eq(maze_bytes_needed(4000, 4000, &bytes), MAZE_OK);
    cr_expect_eq(bytes, 16000000 + sizeof(struct maze));
}

Test(grid, index_math_is_64_bit)
{
    /* A 70000 x 70000 grid has 4.9e9 cells, past 2^32: its last index and
     * coordinates must survive the round trip (nothing is allocated). */
    struct maze big = {.width = 70000, .height = 70000};
    big.cells = (size_t)big.width * big.height;
    size_t last = maze_cell_at(&big, 69999, 69999);
    cr_expect_eq(last, 4899999999ull);
    uint32_t x = 0;
    uint32_t y = 0;
    maze_cell_xy(&big, last, &x, &y);
    cr_expect_eq(x, 69999);
    cr_expect_eq(y, 69999);
    cr_expect_eq((size_t)((ptrdiff_t)last + mz_offset(&big, MAZE_NORTH)),
                 last - 70000);
}

Test(grid, link_is_stored_once_and_symmetric)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(3, 3, &m), MAZE_OK);
    size_t c = maze_cell_at(m, 1, 1);
    for (int d = 0; d < 4; d++) {
        size_t n = maze_neighbour(m, c, d);
        cr_assert_neq(n, MAZE_NONE);
        cr_assert_eq(maze_link(m, n, c), MAZE_OK);
        cr_expect(maze_linked(m, c, n));
        cr_expect(maze_linked(m, n, c));
        cr_expect(maze_open(m, c, d));
        cr_expect(maze_open(m, n, mz_opposite(d)));
    }
    cr_expect_eq(maze_passages(m), 4);
    cr_expect_eq(maze_degree(m, c), 4);
    cr_expect_eq(maze_dead_ends(m), 4);
    cr_assert_eq(maze_unlink(m, c, c + 1), MAZE_OK);
    cr_expect_not(maze_linked(m, c + 1, c));
    cr_expect_eq(maze_link(m, 0, 8), MAZE_ERR_ARG, "not neighbours");
    cr_expect_eq(maze_link(m, 2, 3), MAZE_ERR_ARG, "row wrap");
    cr_expect_eq(maze_neighbour(m, 2, MAZE_EAST), MAZE_NONE);
    cr_expect_eq(maze_neighbour(m, 0, MAZE_NORTH), MAZE_NONE);
    maze_free(m);
}

Test(grid, perfect_check_catches_loops_and_islands)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(2, 2, &m), MAZE_OK);
    bool perfect = true;
    maze_link(m, 0, 1);
    maze_link(m, 0, 2);
    cr_assert_eq(maze_check_perfect(m, &perfect), MAZE_OK);
    cr_expect_not(perfect, "cell 3 is unreachable");
    maze_link(m, 1, 3);
    cr_assert_eq(maze_check_perfect(m, &perfect), MAZE_OK);
    cr_expect(perfect);
    maze_link(m, 2, 3);
    cr_assert_eq(maze_check_perfect(m, &perfect), MAZE_OK);
    cr_expect_not(perfect, "a loop");
    maze_free(m);
}

/* The words every front end gives for a point that is not a cell. */
Test(grid, cell_check_says_why_a_point_is_no_cell)
{
    struct maze *m = NULL;
    char why[200];
    size_t c = 0;
    cr_assert_eq(maze_new(8, 6, &m), MAZE_OK);
    cr_expect_eq(maze_cell_check(m, "--from", 7, 5, &c, why, sizeof why),
                 MAZE_OK);
    cr_expect_eq(c, 47);
    cr_expect_str_empty(why);
    cr_expect_eq(maze_cell_check(m, "--from", 8, 2, &c, why, sizeof why),
                 MAZE_ERR_ARG);
    cr_expect_str_eq(why, "--from 8,2 is outside the 8x6 maze (x from 0 to "
                          "7, y from 0 to 5)");
    cr_expect_eq(maze_cell_check(m, "end", 0, 6, NULL, why, sizeof why),
                 MAZE_ERR_ARG);
    m->cell[9] |= MAZE_CELL_OFF;
    cr_expect_eq(maze_cell_check(m, "start", 1, 1, &c, why, sizeof why),
                 MAZE_ERR_ARG);
    cr_expect_str_eq(why, "start 1,1 is inside a wall (pick an open square)");
    cr_expect_eq(maze_cell_check(m, "start", 1, 1, NULL, NULL, 0),
                 MAZE_ERR_ARG, "no room for words is no crash");
    maze_free(m);

    cr_assert_eq(maze_new_shape(MAZE_SHAPE_POLAR, 8, 4, &m), MAZE_OK);
    uint32_t n = (uint32_t)(m->ring[2] - m->ring[1]);
    cr_expect_eq(maze_cell_check(m, "x", n - 1, 1, &c, why, sizeof why),
                 MAZE_OK);
    cr_expect_eq(c, m->ring[1] + n - 1);
    cr_expect_eq(maze_cell_check(m, "x", n, 1, &c, why, sizeof why),
                 MAZE_ERR_ARG);
    char want[200];
    snprintf(want, sizeof want,
             "x %u,1 is outside the maze (ring 1 has %u cells: 0 to %u)", n,
             n, n - 1);
    cr_expect_str_eq(why, want);
    cr_expect_eq(maze_cell_check(m, "x", 0, 4, &c, why, sizeof why),
                 MAZE_ERR_ARG);
    cr_expect_str_eq(why, "x ring 4 is outside the maze (rings 0 to 3)");
    maze_free(m);
}
