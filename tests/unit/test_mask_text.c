/*
 * test_mask_text.c - masks made from words (--mask-text, --mask-font):
 * the mask's cells spell the text (the built-in font against the text
 * drawn by hand here; a system font against cairo's own bitmap of the
 * text at the same size), the letters joined into one part by bridges
 * and nothing else added, and a maze carved on it is perfect.
 */
#include <cairo.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"

/* Checks that m's cells are `want`'s (1: in the text) but for bridges:
 * cells not in the text that join its pieces, at most `bridges` of them;
 * and that the mask is one part. */
static void spells(struct maze *m, const uint8_t *want, size_t bridges)
{
    size_t extra = 0;
    for (size_t c = 0; c < m->cells; c++) {
        bool on = !(m->cell[c] & MAZE_CELL_OFF);
        cr_assert(on || !want[c], "cell %zu of the text left out", c);
        extra += on && !want[c];
    }
    cr_assert_leq(extra, bridges, "%zu cells not in the text", extra);
    size_t parts = 0;
    cr_assert_eq(maze_parts(m, &parts, NULL, 0), MAZE_OK);
    cr_assert_eq(parts, 1);
}

/* HELLO in the built-in font at one cell a dot, 29 x 7. */
static const char *const hello[] = {
    "#...#.#####.#.....#......###.",
    "#...#.#.....#.....#.....#...#",
    "#...#.#.....#.....#.....#...#",
    "#####.####..#.....#.....#...#",
    "#...#.#.....#.....#.....#...#",
    "#...#.#.....#.....#.....#...#",
    "#...#.#####.#####.#####..###.",
};

Test(mask_text, builtin_font_spells_the_text_at_every_scale)
{
    /* 29 x 7 is one cell a dot; 60 x 16 two, with a margin round. */
    const uint32_t sizes[][3] = {{29, 7, 1}, {60, 16, 2}, {90, 30, 3}};
    for (size_t s = 0; s < 3; s++) {
        uint32_t w = sizes[s][0], h = sizes[s][1], k = sizes[s][2];
        struct maze *m = NULL;
        struct maze_read_error why = {0};
        cr_assert_eq(maze_mask_text("Hello", NULL, MAZE_SHAPE_RECT, w, h, &m,
                                    &why),
                     MAZE_OK, "%s", why.message);
        uint8_t *want = calloc(m->cells, 1);
        uint32_t x0 = (w - 29 * k) / 2, y0 = (h - 7 * k) / 2;
        for (uint32_t y = 0; y < 7 * k; y++)
            for (uint32_t x = 0; x < 29 * k; x++)
                want[(y0 + y) * w + x0 + x] = hello[y / k][x / k] == '#';
        /* Four gaps between five letters: a bridge crosses the dot of
         * space between two letters, or goes round the corner of one
         * (L to O), 2k cells at most. */
        spells(m, want, 4 * 2 * k);
        free(want);
        maze_free(m);
    }
}

/* What cairo itself draws of text in a font at the size that fits, as
 * text_raster.h promises: the ink box at size 100 scaled to fit, centred
 * by its ink; a cell is in where cairo covers half of it or more. */
static uint8_t *cairo_bitmap(const char *text, const char *family, bool bold,
                             uint32_t w, uint32_t h)
{
    cairo_surface_t *s =
        cairo_image_surface_create(CAIRO_FORMAT_A8, (int)w, (int)h);
    cairo_t *cr = cairo_create(s);
    cairo_select_font_face(cr, family, CAIRO_FONT_SLANT_NORMAL,
                           bold ? CAIRO_FONT_WEIGHT_BOLD
                                : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, 100);
    cairo_text_extents_t e;
    cairo_text_extents(cr, text, &e);
    double k = fmin(w / e.width, h / e.height);
    cairo_set_font_size(cr, 100 * k);
    cairo_move_to(cr, (w - e.width * k) / 2 - e.x_bearing * k,
                  (h - e.height * k) / 2 - e.y_bearing * k);
    cairo_show_text(cr, text);
    cairo_surface_flush(s);
    uint8_t *in = calloc((size_t)w * h, 1);
    const unsigned char *px = cairo_image_surface_get_data(s);
    int stride = cairo_image_surface_get_stride(s);
    for (uint32_t y = 0; y < h; y++)
        for (uint32_t x = 0; x < w; x++)
            in[(size_t)y * w + x] = px[(size_t)y * stride + x] >= 128;
    cairo_destroy(cr);
    cairo_surface_destroy(s);
    return in;
}

Test(mask_text, system_font_spells_what_cairo_draws)
{
    const char *texts[] = {"Maze", "Hello, World", "42"};
    const uint32_t sizes[][2] = {{40, 14}, {120, 24}, {30, 30}};
    for (size_t i = 0; i < 3; i++) {
        uint32_t w = sizes[i][0], h = sizes[i][1];
        struct maze *m = NULL;
        struct maze_read_error why = {0};
        cr_assert_eq(maze_mask_text(texts[i], "DejaVu Sans Bold",
                                    MAZE_SHAPE_RECT, w, h, &m, &why),
                     MAZE_OK, "%s", why.message);
        uint8_t *want = cairo_bitmap(texts[i], "DejaVu Sans", true, w, h);
        /* A bridge crosses a gap between letters: at most the width of
         * the grid for each letter. */
        spells(m, want, strlen(texts[i]) * w / 4);
        free(want);
        maze_free(m);
    }
}

/* The maze carved on a text mask through the settings is perfect on it:
 * every cell of the mask reached, one passage fewer than cells. */
Test(mask_text, a_maze_on_the_words_is_perfect)
{
    const char *fonts[] = {"builtin", "DejaVu Serif Bold"};
    for (size_t f = 0; f < 2; f++) {
        for (uint64_t seed = 1; seed <= 4; seed++) {
            struct maze_settings *s = NULL;
            struct maze_settings_error err = {0};
            cr_assert_eq(maze_settings_new(MAZE_SPELL_OPTIONS, &s), MAZE_OK);
            cr_assert_eq(maze_settings_set(s, "mask-text", "Mazes!", &err),
                         MAZE_OK);
            cr_assert_eq(maze_settings_set(s, "mask-font", fonts[f], &err),
                         MAZE_OK);
            cr_assert_eq(maze_settings_set(s, "width", "80", &err), MAZE_OK);
            cr_assert_eq(maze_settings_set(s, "height", "20", &err), MAZE_OK);
            cr_assert_eq(maze_settings_check(s, &err), MAZE_OK, "%s",
                         err.message);
            struct maze *m = NULL;
            cr_assert_eq(maze_settings_make(s, seed, NULL, &m, &err), MAZE_OK,
                         "%s", err.message);
            size_t on = 0;
            for (size_t c = 0; c < m->cells; c++)
                on += !(m->cell[c] & MAZE_CELL_OFF);
            cr_assert_gt(on, 100);
            cr_assert_lt(on, m->cells);
            cr_assert_eq(maze_passages(m), on - 1);
            struct maze_route r = {0};
            cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_OK);
            maze_route_release(&r);
            maze_free(m);
            maze_settings_free(s);
        }
    }
}

/* What cannot be drawn says why. */
Test(mask_text, refusals_say_why)
{
    struct maze *m = NULL;
    struct maze_read_error why = {0};
    cr_assert_eq(maze_mask_text("HELLO", NULL, MAZE_SHAPE_RECT, 20, 10, &m,
                                &why),
                 MAZE_ERR_FORMAT);
    cr_assert_str_eq(why.message,
                     "the text 'HELLO' needs 29 x 7 cells in the built-in "
                     "font, more than 20 x 10 (try: -W 29 -H 10)");
    cr_assert_eq(maze_mask_text("caf\xc3\xa9", NULL, MAZE_SHAPE_RECT, 40, 10,
                                &m, &why),
                 MAZE_ERR_FORMAT);
    cr_assert_eq(maze_mask_text("   ", NULL, MAZE_SHAPE_RECT, 40, 10, &m,
                                &why),
                 MAZE_ERR_FORMAT);
    cr_assert_eq(maze_mask_text("HI", NULL, MAZE_SHAPE_POLAR, 40, 10, &m,
                                &why),
                 MAZE_ERR_ARG);
    cr_assert_null(m);
}
