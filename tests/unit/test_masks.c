/*
 * test_masks.c - masks: every generator that says it works on a masked
 * grid makes a perfect maze of exactly the kept cells; the others refuse.
 */
#include <cairo.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "helpers.h"

static struct maze *read_mask(const char *text, size_t len,
                              struct maze_read_error *err)
{
    FILE *f = fmemopen((void *)text, len, "r");
    cr_assert_not_null(f);
    struct maze *m = NULL;
    enum maze_err e = maze_mask_read(f, MAZE_READ_MAX, &m, err);
    fclose(f);
    return e == MAZE_OK ? m : NULL;
}

/* A ring with a hole, a spur and ragged lines. */
static const char ring[] = "XXX      XXX\n"
                           "X          X\n"
                           "   XXXXXX   \n"
                           "   XXXXXX   \n"
                           "X          X\n"
                           "XXXXX  XXXXX\n"
                           "XXXXX  X\n";

Test(masks, text_mask_keeps_the_drawn_cells)
{
    struct maze_read_error err = {0};
    struct maze *m = read_mask(ring, strlen(ring), &err);
    cr_assert_not_null(m, "%s", err.message);
    cr_expect_eq(m->width, 12);
    cr_expect_eq(m->height, 7);
    cr_expect(m->cell[maze_cell_at(m, 0, 0)] & MAZE_CELL_OFF);
    cr_expect_not(m->cell[maze_cell_at(m, 3, 0)] & MAZE_CELL_OFF);
    cr_expect(m->cell[maze_cell_at(m, 11, 6)] & MAZE_CELL_OFF, "padded");
    cr_expect_eq(m->start, maze_cell_at(m, 3, 0), "first kept cell");
    cr_expect_eq(m->end, maze_cell_at(m, 6, 6), "last kept cell");
    size_t parts = 0;
    cr_assert_eq(maze_parts(m, &parts, NULL, 0), MAZE_OK);
    cr_expect_eq(parts, 1);
    maze_free(m);
}

/* An editor's UTF-8 byte-order mark is no part of the drawing, as it is
 * none of a maze file: the mask is the same with it as without. */
Test(masks, text_mask_skips_a_byte_order_mark)
{
    char marked[sizeof ring + 3] = "\xef\xbb\xbf";
    memcpy(marked + 3, ring, sizeof ring);
    struct maze_read_error err = {0};
    struct maze *a = read_mask(ring, strlen(ring), &err);
    struct maze *b = read_mask(marked, strlen(marked), &err);
    cr_assert_not_null(a);
    cr_assert_not_null(b, "%s", err.message);
    cr_expect_eq(b->width, a->width);
    cr_expect_eq(b->height, a->height);
    cr_expect_eq(memcmp(a->cell, b->cell, a->cells), 0);
    cr_expect_eq(b->start, a->start);
    maze_free(a);
    maze_free(b);
}

/* A character is a cell, however many bytes UTF-8 gives it: a mask
 * drawn in blocks is as wide as it looks (it was three times as wide,
 * its short lines padded silently). A file whose lines end in CR alone
 * is one line, and is told so. */
Test(masks, text_mask_is_a_cell_a_character_and_cr_alone_is_told)
{
    const char blocks[] = "\u2588\u2588\u2588X\n\u2588X\u2588\n\u00e9\u00e9\u00e9\n";
    struct maze_read_error err = {0};
    struct maze *m = read_mask(blocks, strlen(blocks), &err);
    cr_assert_not_null(m, "%s", err.message);
    cr_expect_eq(m->width, 4);
    cr_expect_eq(m->height, 3);
    cr_expect(m->cell[maze_cell_at(m, 3, 0)] & MAZE_CELL_OFF);
    cr_expect(m->cell[maze_cell_at(m, 1, 1)] & MAZE_CELL_OFF);
    cr_expect(m->cell[maze_cell_at(m, 3, 1)] & MAZE_CELL_OFF, "padded");
    cr_expect_not(m->cell[maze_cell_at(m, 2, 2)] & MAZE_CELL_OFF);
    maze_free(m);
    const char crlf[] = "..X\r\n...\r\n";
    m = read_mask(crlf, strlen(crlf), &err);
    cr_assert_not_null(m, "%s", err.message);
    cr_expect_eq(m->width, 3);
    cr_expect_eq(m->height, 2);
    maze_free(m);
    const char cr[] = "..X\r...\r";
    cr_expect_null(read_mask(cr, strlen(cr), &err));
    cr_expect_not_null(strstr(err.message, "lines end in CR alone"), "%s",
                       err.message);
}

Test(masks, every_mask_generator_makes_a_perfect_maze_of_the_kept_cells)
{
    struct maze_read_error err = {0};
    struct maze *mask = read_mask(ring, strlen(ring), &err);
    cr_assert_not_null(mask);
    size_t kept = 0;
    for (size_t c = 0; c < mask->cells; c++)
        kept += !(mask->cell[c] & MAZE_CELL_OFF);
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        for (uint64_t seed = 0; seed < 40; seed++) {
            struct maze *m = NULL;
            cr_assert_eq(maze_new(mask->width, mask->height, &m), MAZE_OK);
            memcpy(m->cell, mask->cell, mask->cells);
            struct maze_rng rng;
            maze_rng_seed(&rng, seed);
            enum maze_err e = maze_generate(m, g, &rng, NULL, NULL);
            if (!g->masks) {
                cr_assert_eq(e, MAZE_ERR_ARG, "%s must refuse a mask", g->name);
                maze_free(m);
                break;
            }
            cr_assert_eq(e, MAZE_OK, "%s", g->name);
            bool perfect = false;
            cr_assert_eq(maze_check_perfect(m, &perfect), MAZE_OK);
            cr_assert(perfect, "%s seed %llu", g->name,
                      (unsigned long long)seed);
            cr_assert_eq(maze_passages(m), kept - 1);
            for (size_t c = 0; c < m->cells; c++)
                if (m->cell[c] & MAZE_CELL_OFF)
                    cr_assert_eq(maze_degree(m, c), 0,
                                 "%s carved a masked cell", g->name);
            maze_free(m);
        }
    }
    maze_free(mask);
}

/* Braiding a masked maze removes its dead ends through walls between
 * kept cells only: a masked cell stays solid, even where a dead end has
 * no other wall to open. */
Test(masks, braiding_opens_no_wall_into_the_mask)
{
    struct maze_read_error err = {0};
    struct maze *mask = read_mask(ring, strlen(ring), &err);
    cr_assert_not_null(mask);
    for (uint64_t seed = 0; seed < 20; seed++) {
        struct maze *m = NULL;
        cr_assert_eq(maze_new(mask->width, mask->height, &m), MAZE_OK);
        memcpy(m->cell, mask->cell, mask->cells);
        struct maze_rng rng;
        maze_rng_seed(&rng, seed);
        cr_assert_eq(
            maze_generate(m, maze_generator_find("backtracker"), &rng, NULL,
                          NULL),
            MAZE_OK);
        cr_assert_eq(maze_braid(m, 1.0, &rng, NULL), MAZE_OK);
        for (size_t c = 0; c < m->cells; c++)
            if (m->cell[c] & MAZE_CELL_OFF)
                cr_assert_eq(maze_degree(m, c), 0,
                             "seed %llu: a passage into masked cell %zu",
                             (unsigned long long)seed, c);
        maze_free(m);
    }
    maze_free(mask);
}

Test(masks, separate_parts_are_found)
{
    const char text[] = "  X  \n"
                        "  X  \n"
                        "XXXXX\n"
                        "   X \n";
    struct maze *m = read_mask(text, strlen(text), NULL);
    cr_assert_not_null(m);
    size_t parts = 0;
    size_t cells[4];
    cr_assert_eq(maze_parts(m, &parts, cells, 4), MAZE_OK);
    cr_expect_eq(parts, 4);
    cr_expect_eq(cells[0], maze_cell_at(m, 0, 0));
    cr_expect_eq(cells[1], maze_cell_at(m, 3, 0));
    cr_expect_eq(cells[2], maze_cell_at(m, 0, 3));
    cr_expect_eq(cells[3], maze_cell_at(m, 4, 3));
    maze_free(m);
}

Test(masks, png_mask_dark_pixels_are_no_cell)
{
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 6, 4);
    cairo_t *cr = cairo_create(s);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_rectangle(cr, 2, 1, 2, 2);
    cairo_fill(cr);
    cairo_destroy(cr);
    char path[] = "/tmp/maze-mask-XXXXXX";
    int fd = mkstemp(path);
    cr_assert_geq(fd, 0);
    close(fd);
    cairo_surface_write_to_png(s, path);
    cairo_surface_destroy(s);
    FILE *f = fopen(path, "rb");
    cr_assert_not_null(f);
    struct maze *m = NULL;
    struct maze_read_error err = {0};
    cr_assert_eq(maze_mask_read(f, MAZE_READ_MAX, &m, &err), MAZE_OK, "%s",
                 err.message);
    fclose(f);
    remove(path);
    cr_expect_eq(m->width, 6);
    cr_expect_eq(m->height, 4);
    for (uint32_t y = 0; y < 4; y++)
        for (uint32_t x = 0; x < 6; x++) {
            bool dark = x >= 2 && x < 4 && y >= 1 && y < 3;
            cr_expect_eq((bool)(m->cell[maze_cell_at(m, x, y)] & MAZE_CELL_OFF),
                         dark, "%u,%u", x, y);
        }
    maze_free(m);
}

/* Dark grey is dark and light grey is light: a drawing scanned or
 * antialiased has greys, and the mask follows how dark they look. */
Test(masks, png_mask_dark_grey_is_no_cell_and_light_grey_a_cell)
{
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 4, 1);
    cairo_t *cr = cairo_create(s);
    const double grey[4] = {1.0, 0x50 / 255.0, 0xB0 / 255.0, 0.0};
    for (int x = 0; x < 4; x++) {
        cairo_set_source_rgb(cr, grey[x], grey[x], grey[x]);
        cairo_rectangle(cr, x, 0, 1, 1);
        cairo_fill(cr);
    }
    cairo_destroy(cr);
    char path[] = "/tmp/maze-mask-XXXXXX";
    int fd = mkstemp(path);
    cr_assert_geq(fd, 0);
    close(fd);
    cairo_surface_write_to_png(s, path);
    cairo_surface_destroy(s);
    FILE *f = fopen(path, "rb");
    cr_assert_not_null(f);
    struct maze *m = NULL;
    struct maze_read_error err = {0};
    cr_assert_eq(maze_mask_read(f, MAZE_READ_MAX, &m, &err), MAZE_OK, "%s",
                 err.message);
    fclose(f);
    remove(path);
    const bool off[4] = {false, true, false, true};
    for (uint32_t x = 0; x < 4; x++)
        cr_expect_eq((bool)(m->cell[x] & MAZE_CELL_OFF), off[x],
                     "grey %02x", (unsigned)(grey[x] * 255 + 0.5));
    maze_free(m);
}

Test(masks, empty_masks_are_refused)
{
    struct maze_read_error err = {0};
    cr_expect_null(read_mask("XXX\n###\n", 8, &err));
    cr_expect_not_null(strstr(err.message, "no cell"), "%s", err.message);
    cr_expect_null(read_mask("\n\n", 2, &err));
    cr_expect_not_null(strstr(err.message, "empty mask"), "%s", err.message);
}
