/*
 * test_off_cells.c - cells out of the maze in pictures (--off-cells):
 * filled in the walls' colour by default, or blank, when only their
 * border with the maze is drawn (no wall between two cells out, none
 * along the grid's edge beside one), in cairo's PNG and the streamed one.
 */
#include <stdlib.h>

#include "helpers.h"
#include "images.h"

static uint32_t at(const struct image *im, int x, int y)
{
    return im->rgb[y * im->width + x];
}

Test(off_cells, blank_draws_only_the_border_of_the_maze)
{
    /* A 12 x 8 maze on the cells of a text mask: many cells out, some
     * beside each other, some at the grid's edge. */
    struct maze *mask = NULL;
    struct maze_read_error why = {0};
    cr_assert_eq(maze_mask_text("IO", NULL, MAZE_SHAPE_RECT, 12, 8, &mask,
                                &why),
                 MAZE_OK, "%s", why.message);
    struct maze *m = NULL;
    cr_assert_eq(maze_new(12, 8, &m), MAZE_OK);
    struct maze_recipe r = {.mask = mask};
    cr_assert_eq(maze_make(m, &r, 3, NULL), MAZE_OK);
    for (int streamed = 0; streamed < 2; streamed++) {
        for (int blank = 0; blank < 2; blank++) {
            struct maze_render_opts o = {.blank_off = blank,
                                         .stream = streamed};
            struct buffer b = render("png", m, NULL, &o);
            struct image im = decode_png(&b);
            size_t checked = 0;
            for (uint32_t y = 0; y < 8; y++)
                for (uint32_t x = 0; x < 12; x++) {
                    size_t c = maze_cell_at(m, x, y);
                    int px = 16 + (int)x * 16, py = 16 + (int)y * 16;
                    bool off = m->cell[c] & MAZE_CELL_OFF;
                    /* A cell's middle, and the middle of its west side. */
                    uint32_t middle = at(&im, px + 8, py + 8);
                    uint32_t west = at(&im, px, py + 8);
                    bool west_off = x == 0 || (m->cell[c - 1] & MAZE_CELL_OFF);
                    if (off)
                        cr_assert_eq(middle, blank ? 0xFFFFFFu : 0x000000u,
                                     "cell %u,%u, blank %d, streamed %d", x,
                                     y, blank, streamed);
                    if (off && west_off && blank)
                        cr_assert_eq(west, 0xFFFFFFu, "wall west of %u,%u", x,
                                     y);
                    if (off != west_off && x > 0)
                        cr_assert_eq(west, 0x000000u,
                                     "border west of %u,%u, blank %d", x, y,
                                     blank);
                    checked += off;
                }
            cr_assert_gt(checked, 20);
            free(im.rgb);
            free(b.data);
        }
    }
    maze_free(m);
    maze_free(mask);
}
