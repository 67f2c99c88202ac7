/*
 * test_pictures.c - the pictures, read back pixel by pixel: every wall
 * segment of the maze where the documented geometry puts it, the route on
 * every route cell's centre, the GIF's last frame the finished maze.
 */
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "images.h"
#include "mz.h"
#include "read/read.h"
#include "render/picture.h"

static uint32_t at(const struct image *im, double x, double y)
{
    return im->rgb[(int)y * im->width + (int)x];
}

/* Checks every wall segment of m, inner and outer, at its centre: the wall
 * colour where a wall stands, the background where it is open. The start
 * (top left) has its gap in the top border and the end (bottom right) in
 * the bottom border, as printed mazes have them. */
/* The first wall segment of m that the picture gets wrong, described in
 * why; false when every one is right. */
static bool wall_mismatch(const struct image *im, const struct maze *m,
                          double cell, double margin, uint32_t fg, uint32_t bg,
                          char *why, size_t n)
{
    for (uint32_t y = 0; y < m->height; y++) {
        for (uint32_t x = 0; x < m->width; x++) {
            size_t c = maze_cell_at(m, x, y);
            bool east = x + 1 == m->width || !maze_open(m, c, MAZE_EAST);
            uint32_t px =
                at(im, margin + (x + 1) * cell, margin + y * cell + cell / 2);
            if (px != (east ? fg : bg)) {
                snprintf(why, n, "east wall of %u,%u: %06x", x, y, px);
                return true;
            }
            bool south =
                y + 1 == m->height ? c != m->end : !maze_open(m, c, MAZE_SOUTH);
            px = at(im, margin + x * cell + cell / 2, margin + (y + 1) * cell);
            if (px != (south ? fg : bg)) {
                snprintf(why, n, "south wall of %u,%u: %06x", x, y, px);
                return true;
            }
            if (x == 0 && at(im, margin, margin + y * cell + cell / 2) != fg) {
                snprintf(why, n, "west border at row %u", y);
                return true;
            }
            if (y == 0 && at(im, margin + x * cell + cell / 2, margin) !=
                              (c == m->start ? bg : fg)) {
                snprintf(why, n, "top border at %u", x);
                return true;
            }
        }
    }
    return false;
}

static void check_walls(const struct image *im, const struct maze *m,
                        double cell, double margin, uint32_t fg, uint32_t bg)
{
    cr_assert_eq(im->width, (int)(m->width * cell + 2 * margin));
    cr_assert_eq(im->height, (int)(m->height * cell + 2 * margin));
    char why[80];
    cr_assert(!wall_mismatch(im, m, cell, margin, fg, bg, why, sizeof why),
              "%s", why);
}

/* --------------------------------------------------------------- tests */

Test(pictures, png_walls_are_where_the_geometry_says)
{
    struct maze *m = make_maze("backtracker", 20, 15, 7);
    struct buffer b = render("png", m, NULL, NULL);
    struct image im = decode_png(&b);
    check_walls(&im, m, 16, 16, 0x000000, 0xFFFFFF);
    free(im.rgb);
    free(b.data);
    maze_free(m);
}

Test(pictures, png_route_lies_on_every_route_cell)
{
    struct maze *m = make_maze("prim", 20, 15, 3);
    struct maze_route r = {0};
    cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_OK);
    struct buffer b = render("png", m, &r, NULL);
    struct image im = decode_png(&b);
    for (size_t i = 0; i < r.length; i++) {
        uint32_t x = 0, y = 0;
        maze_cell_xy(m, r.cells[i], &x, &y);
        cr_assert_eq(at(&im, 16 + x * 16 + 8, 16 + y * 16 + 8), 0xE02020,
                     "route cell %u,%u", x, y);
    }
    /* Off the route, cell centres stay background. */
    size_t off = 0;
    for (size_t c = 0; c < m->cells; c++) {
        bool on = false;
        for (size_t i = 0; i < r.length; i++)
            on |= r.cells[i] == c;
        uint32_t x = 0, y = 0;
        maze_cell_xy(m, c, &x, &y);
        if (!on) {
            cr_assert_eq(at(&im, 16 + x * 16 + 8, 16 + y * 16 + 8), 0xFFFFFF);
            off++;
        }
    }
    cr_expect_gt(off, 0);
    maze_route_release(&r);
    free(im.rgb);
    free(b.data);
    maze_free(m);
}

Test(pictures, streamed_png_has_the_same_geometry)
{
    struct maze *m = make_maze("wilson", 20, 15, 4);
    struct maze_route r = {0};
    cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_OK);
    struct maze_render_opts stream = {.stream = true};
    struct buffer b = render("png", m, NULL, &stream);
    struct image im = decode_png(&b);
    check_walls(&im, m, 16, 16, 0x000000, 0xFFFFFF);
    free(im.rgb);
    free(b.data);
    b = render("png", m, &r, &stream);
    im = decode_png(&b);
    for (size_t i = 0; i < r.length; i++) {
        uint32_t x = 0, y = 0;
        maze_cell_xy(m, r.cells[i], &x, &y);
        cr_assert_eq(at(&im, 16 + x * 16 + 8, 16 + y * 16 + 8), 0xE02020,
                     "route cell %u,%u", x, y);
    }
    maze_route_release(&r);
    free(im.rgb);
    free(b.data);
    maze_free(m);
}

/* Past 4096 x 4096 pixels' worth a rectangle's PNG is written row by row
 * without being asked (a 2-bit palette image: IHDR's bit depth and colour
 * type), with the walls where they belong; just below, cairo's picture (an
 * 8-bit palette of its colours and antialiased shades). */
Test(pictures, big_png_is_written_row_by_row)
{
    static const struct {
        uint32_t side, depth, type;
    } cases[] = {{250, 8, 3}, {260, 2, 3}}; /* 4032 and 4192 pixels */
    for (size_t i = 0; i < 2; i++) {
        struct maze *m =
            make_maze("backtracker", cases[i].side, cases[i].side, 6);
        struct buffer b = render("png", m, NULL, NULL);
        cr_assert_gt(b.len, 26);
        const unsigned char *ihdr = (const unsigned char *)b.data + 16;
        uint32_t width = (uint32_t)ihdr[0] << 24 | (uint32_t)ihdr[1] << 16 |
                         (uint32_t)ihdr[2] << 8 | ihdr[3];
        cr_expect_eq(width, cases[i].side * 16 + 32);
        cr_expect_eq(ihdr[8], cases[i].depth, "%u cells: depth %u",
                     cases[i].side, ihdr[8]);
        cr_expect_eq(ihdr[9], cases[i].type, "%u cells: colour type %u",
                     cases[i].side, ihdr[9]);
        struct image im = decode_png(&b);
        check_walls(&im, m, 16, 16, 0x000000, 0xFFFFFF);
        free(im.rgb);
        free(b.data);
        maze_free(m);
    }
}

Test(pictures, png_sizes_and_colours_follow_the_options)
{
    struct maze *m = make_maze("kruskal", 9, 6, 2);
    struct maze_render_opts o = {.cell = 10,
                                 .wall = 4,
                                 .margin = 5,
                                 .margin_set = true,
                                 .fg = MAZE_RGB(0x20, 0x40, 0x80),
                                 .bg = MAZE_RGB(0xF0, 0xE0, 0xD0)};
    struct buffer b = render("png", m, NULL, &o);
    struct image im = decode_png(&b);
    check_walls(&im, m, 10, 5, 0x204080, 0xF0E0D0);
    free(im.rgb);
    free(b.data);
    maze_free(m);
}

Test(pictures, too_big_and_bad_options_are_refused)
{
    struct maze *m = make_maze("binary-tree", 3000, 2, 1);
    struct maze_render_opts o = {.cell = 16};
    FILE *f = fopen("/dev/null", "w");
    /* PNG goes on row by row; cairo's other formats cannot. */
    cr_expect_eq(maze_renderer_find("png")->render(m, NULL, &o, f), MAZE_OK);
    cr_expect_eq(maze_renderer_find("svg")->render(m, NULL, &o, f),
                 MAZE_ERR_TOO_BIG);
    struct maze_render_opts wide = {.cell = 4, .wall = 6};
    cr_expect_eq(maze_renderer_find("png")->render(m, NULL, &wide, f),
                 MAZE_ERR_ARG);
    fclose(f);
    maze_free(m);
}

Test(pictures, gif_animation_ends_on_the_finished_maze)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(30, 20, &m), MAZE_OK);
    struct maze_recording rec = {0};
    struct maze_hook hook = {maze_record_event, &rec};
    struct maze_rng rng;
    maze_rng_seed(&rng, 5);
    cr_assert_eq(maze_generate(m, maze_generators(), &rng, NULL, &hook),
                 MAZE_OK);
    struct buffer b = animate("gif", m, NULL, &rec, NULL);
    int frames = 0, partial = 0;
    bool loops = false;
    struct image im = decode_gif(&b, &frames, &loops, &partial);
    cr_expect_gt(frames, 100, "frames: %d", frames);
    cr_expect_leq(frames, 310);
    cr_expect(loops, "the animation loops");
    cr_expect_gt(partial, frames / 2, "frames hold only what changed");
    check_walls(&im, m, 16, 16, 0x000000, 0xFFFFFF);
    free(im.rgb);
    free(b.data);
    maze_recording_release(&rec);
    maze_free(m);
}

/* Whether the route colour covers exactly the centres of r's cells, and
 * the middle of each step between them (16-pixel cells and margin). */
static void check_route(const struct image *im, const struct maze *m,
                        const struct maze_route *r, const char *what)
{
    bool *on = calloc(m->cells, sizeof *on);
    for (size_t i = 0; i < r->length; i++)
        on[r->cells[i]] = true;
    for (size_t c = 0; c < m->cells; c++) {
        uint32_t x = 0, y = 0;
        maze_cell_xy(m, c, &x, &y);
        cr_expect_eq(at(im, 16 + x * 16 + 8, 16 + y * 16 + 8) == 0xE02020,
                     on[c], "%s: cell %u,%u %s the route", what, x, y,
                     on[c] ? "on" : "off");
    }
    for (size_t i = 1; i < r->length; i++) {
        uint32_t x0 = 0, y0 = 0, x1 = 0, y1 = 0;
        maze_cell_xy(m, r->cells[i - 1], &x0, &y0);
        maze_cell_xy(m, r->cells[i], &x1, &y1);
        cr_expect_eq(at(im, 16 + (x0 + x1) * 8 + 8, 16 + (y0 + y1) * 8 + 8),
                     0xE02020, "%s: step %u,%u to %u,%u", what, x0, y0, x1,
                     y1);
    }
    free(on);
}

/* A still GIF with a route, and the last frame of a solving animation,
 * show the route on its cells and the steps between them, nowhere else. */
Test(pictures, gif_route_lies_on_every_route_cell)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(20, 15, &m), MAZE_OK);
    struct maze_recording rec = {0};
    struct maze_hook hook = {maze_record_event, &rec};
    struct maze_rng rng;
    maze_rng_seed(&rng, 3);
    cr_assert_eq(
        maze_generate(m, maze_generator_find("prim"), &rng, NULL, &hook),
        MAZE_OK);
    struct maze_route r = {0};
    cr_assert_eq(maze_solve(m, NULL, NULL, &hook, &r), MAZE_OK);
    struct buffer still = render("gif", m, &r, NULL);
    struct buffer movie = animate("gif", m, &r, &rec, NULL);
    int frames = 0, partial = 0;
    bool loops = false;
    struct image im = decode_gif(&still, &frames, &loops, &partial);
    check_route(&im, m, &r, "still");
    free(im.rgb);
    im = decode_gif(&movie, &frames, &loops, &partial);
    check_route(&im, m, &r, "last frame");
    free(im.rgb);
    free(still.data);
    free(movie.data);
    maze_route_release(&r);
    maze_recording_release(&rec);
    maze_free(m);
}

/* Still GIFs of every generator's maze: every wall, and the route. */
Test(pictures, gif_walls_and_route_of_every_generator)
{
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        /* The geometry below is an open grid's with its ends at the
         * corners (test_forms.c draws caves and dungeons). */
        if (!makes_perfect_rect(g))
            continue;
        struct maze *m = make_maze(g->name, 12, 9, 4);
        m->start = 0;
        m->end = m->cells - 1;
        struct maze_route r = {0};
        cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_OK);
        struct buffer bare = render("gif", m, NULL, NULL);
        struct buffer solved = render("gif", m, &r, NULL);
        int frames = 0, partial = 0;
        bool loops = false;
        struct image im = decode_gif(&bare, &frames, &loops, &partial);
        char why[80];
        cr_expect(!wall_mismatch(&im, m, 16, 16, 0x000000, 0xFFFFFF, why,
                                 sizeof why),
                  "%s: %s", g->name, why);
        free(im.rgb);
        im = decode_gif(&solved, &frames, &loops, &partial);
        check_route(&im, m, &r, g->name);
        free(im.rgb);
        free(bare.data);
        free(solved.data);
        maze_route_release(&r);
        maze_free(m);
    }
}

/* --steps-per-frame K: a frame after every K events of the making, after
 * the first picture and before the finished one held at the end; no event
 * is lost between frames and no frame is left out. Kruskal's events are
 * its passages, each changing the picture. */
Test(pictures, gif_has_a_frame_every_k_events)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(6, 4, &m), MAZE_OK);
    struct maze_recording rec = {0};
    struct maze_hook hook = {maze_record_event, &rec};
    struct maze_rng rng;
    maze_rng_seed(&rng, 1);
    cr_assert_eq(maze_generate(m, maze_generator_find("kruskal"), &rng, NULL,
                               &hook),
                 MAZE_OK);
    cr_assert_eq(rec.count, m->cells - 1);
    for (unsigned k = 1; k <= 5; k++) {
        struct maze_render_opts o = {.steps_per_frame = k};
        struct buffer b = animate("gif", m, NULL, &rec, &o);
        int frames = 0, partial = 0;
        bool loops = false;
        struct image im = decode_gif(&b, &frames, &loops, &partial);
        /* The empty grid, a frame every k events, the last frame the
         * finished maze (held, not drawn again). */
        cr_expect_eq(frames, 1 + (int)((rec.count + k - 1) / k),
                     "%u a frame: %d", k, frames);
        check_walls(&im, m, 16, 16, 0x000000, 0xFFFFFF);
        free(im.rgb);
        free(b.data);
    }
    maze_recording_release(&rec);
    maze_free(m);
}

/* A solving animation shows the maze finished, with no search on it,
 * before the search begins: the making's last events may not fill a
 * frame of their own (53 passages at 7 a frame), and without that frame
 * the search would start on a maze still missing passages. */
Test(pictures, gif_shows_the_finished_maze_before_the_search)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(9, 6, &m), MAZE_OK);
    struct maze_recording rec = {0};
    struct maze_hook hook = {maze_record_event, &rec};
    struct maze_rng rng;
    maze_rng_seed(&rng, 3);
    cr_assert_eq(maze_generate(m, maze_generator_find("kruskal"), &rng, NULL,
                               &hook),
                 MAZE_OK);
    struct maze_route route = {0};
    cr_assert_eq(maze_solve(m, NULL, NULL, &hook, &route), MAZE_OK);
    struct maze_render_opts seven = {.steps_per_frame = 7};
    struct buffer b = animate("gif", m, &route, &rec, &seven);
    int frames = 0, partial = 0;
    bool loops = false;
    free(decode_gif(&b, &frames, &loops, &partial).rgb);
    int shown = -1;
    for (int k = 0; k < frames && shown < 0; k++) {
        struct image im = decode_gif_frame(&b, k);
        char why[80];
        bool bare = true; /* no wave, no route: every cell centre blank */
        for (size_t c = 0; c < m->cells; c++) {
            uint32_t x = 0, y = 0;
            maze_cell_xy(m, c, &x, &y);
            bare &= at(&im, 16 + x * 16 + 8, 16 + y * 16 + 8) == 0xFFFFFF;
        }
        if (bare &&
            !wall_mismatch(&im, m, 16, 16, 0x000000, 0xFFFFFF, why, sizeof why))
            shown = k;
        free(im.rgb);
    }
    cr_expect_geq(shown, 53 / 7, "no frame shows the finished maze alone");
    cr_expect_lt(shown, frames - 1, "the finished maze only at the end");
    free(b.data);
    maze_route_release(&route);
    maze_recording_release(&rec);
    maze_free(m);
}

/* Every solver's part of an animation is bounded too: a 100 x 100
 * backtracker maze's breadth-first wave is over a thousand steps deep (a
 * frame per step made a 300 x 300 one 3 GB), A*'s distances go up and
 * down, dead-end filling has no distances at all. */
Test(pictures, gif_solving_takes_a_bounded_number_of_frames)
{
    for (const struct maze_solver *sv = maze_solvers(); sv->name; sv++) {
        struct maze *m = NULL;
        cr_assert_eq(maze_new(100, 100, &m), MAZE_OK);
        struct maze_recording rec = {0};
        struct maze_hook hook = {maze_record_event, &rec};
        struct maze_rng rng;
        maze_rng_seed(&rng, 2);
        cr_assert_eq(maze_generate(m, maze_generators(), &rng, NULL, &hook),
                     MAZE_OK);
        struct maze_route route = {0};
        cr_assert_eq(maze_solve(m, sv, NULL, &hook, &route), MAZE_OK);
        struct maze_render_opts small = {.cell = 3, .wall = 1};
        struct buffer b = animate("gif", m, &route, &rec, &small);
        int frames = 0, partial = 0;
        bool loops = false;
        struct image im = decode_gif(&b, &frames, &loops, &partial);
        cr_expect_gt(frames, 300, "%s: %d frames", sv->name, frames);
        cr_expect_leq(frames, 800, "%s: %d frames", sv->name, frames);
        free(im.rgb);
        free(b.data);
        maze_route_release(&route);
        maze_recording_release(&rec);
        maze_free(m);
    }
}

Test(pictures, every_generator_animates_and_replays)
{
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        if (!makes_rect(g))
            continue;
        struct maze *m = NULL;
        cr_assert_eq(maze_new(12, 9, &m), MAZE_OK);
        struct maze_recording rec = {0};
        struct maze_hook hook = {maze_record_event, &rec};
        struct maze_rng rng;
        maze_rng_seed(&rng, 1);
        cr_assert_eq(maze_generate(m, g, &rng, NULL, &hook), MAZE_OK);
        struct maze_route r = {0};
        cr_assert_eq(maze_solve(m, NULL, NULL, &hook, &r), MAZE_OK);
        struct maze *again = NULL;
        cr_assert_eq(maze_new(12, 9, &again), MAZE_OK);
        /* A cave's or dungeon's rock is the finished maze's, as a mask's
         * is: the events carve round it. */
        for (size_t c = 0; c < m->cells; c++)
            again->cell[c] = m->cell[c] & MAZE_CELL_OFF;
        maze_replay(again, &rec, rec.count);
        cr_expect_eq(maze_hash(again), maze_hash(m), "%s", g->name);
        struct buffer b = animate("gif", m, &r, &rec, NULL);
        cr_expect_gt(b.len, 1000);
        free(b.data);
        maze_route_release(&r);
        maze_recording_release(&rec);
        maze_free(again);
        maze_free(m);
    }
}

Test(pictures, json_round_trips)
{
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        if (!makes_rect(g))
            continue;
        struct maze *m = make_maze(g->name, 13, 7, 9);
        struct maze_rng rng;
        maze_rng_seed(&rng, 9);
        maze_braid(m, 0.5, &rng, NULL);
        maze_ends_farthest(m);
        struct maze *back = json_round_trip(m);
        cr_expect_eq(maze_hash(back), maze_hash(m), "%s", g->name);
        cr_expect_eq(back->start, m->start);
        cr_expect_eq(back->end, m->end);
        maze_free(back);
        maze_free(m);
    }
}

/* JSON held whole (from a pipe) still builds one row's tree at a time,
 * not the whole file's: a 1000 x 1000 maze's 6 MB of JSON once took 95 MB
 * to read (jansson's tree of every cell), now the maze and a byte a cell
 * beside the text. */
Test(pictures, json_is_read_a_row_at_a_time, .timeout = 60)
{
    struct maze *m = make_maze("backtracker", 1000, 1000, 3);
    struct buffer b = render("json", m, NULL, NULL);
    long before = peak_kib();
    struct maze *back = NULL;
    struct maze_read_error err = {0};
    cr_assert_eq(mz_parse_json(b.data, b.len, &back, &err), MAZE_OK, "%s",
                 err.message);
    cr_expect_eq(maze_hash(back), maze_hash(m));
#ifndef MAZE_SANITIZED
    long grown = peak_kib() - before;
    cr_expect_leq(grown, 30 * 1024, "grew %ld KiB for %zu bytes of JSON", grown,
                  b.len);
#else
    (void)before; /* AddressSanitizer's shadow memory swamps the figure */
#endif
    maze_free(back);
    maze_free(m);
    free(b.data);
}

/* Reads JSON both ways: from a file a window at a time (maze_read on a
 * stream that seeks) and from memory whole (as a pipe is). */
static enum maze_err read_json_both(const char *text, size_t len,
                                    struct maze *m[2],
                                    struct maze_read_error err[2])
{
    FILE *f = fmemopen((void *)text, len, "r");
    enum maze_err file = maze_read(f, MAZE_READ_MAX, &m[0], &err[0]);
    fclose(f);
    enum maze_err whole = mz_parse_json(text, len, &m[1], &err[1]);
    cr_expect_eq(file, whole, "%.*s", (int)len, text);
    if (file && whole) {
        cr_expect_eq(err[0].line, err[1].line, "%s", err[0].message);
        cr_expect_eq(err[0].column, err[1].column, "%s", err[0].message);
        cr_expect_str_eq(err[0].message, err[1].message);
    } else if (!file && !whole) {
        cr_expect_eq(maze_hash(m[0]), maze_hash(m[1]));
        cr_expect_eq(m[0]->start, m[1]->start);
        cr_expect_eq(m[0]->end, m[1]->end);
        cr_expect_eq(m[0]->shape, m[1]->shape);
    }
    return file;
}

static void expect_json_error(const char *text, unsigned long line,
                              const char *words)
{
    struct maze *m[2] = {NULL, NULL};
    struct maze_read_error err[2] = {{0}, {0}};
    cr_expect_eq(read_json_both(text, strlen(text), m, err), MAZE_ERR_FORMAT,
                 "%s", text);
    cr_expect_null(m[0]);
    cr_expect_null(m[1]);
    cr_expect_eq(err[0].line, line, "%s", err[0].message);
    cr_expect_not_null(strstr(err[0].message, words), "'%s' in '%s'", words,
                       err[0].message);
}

Test(pictures, json_errors_say_what_is_wrong)
{
    expect_json_error("{\"width\": 2,\n \"height\": }", 2, "");
    /* Between the values this file steps over the punctuation itself. */
    expect_json_error("{\"width\": 2\n \"height\": 1}", 2,
                      "',' or '}' expected near '\"height\"'");
    expect_json_error("{\"width\": 2, \"height\": 1, \"cells\": [[\"\", "
                      "\"\"]]} x",
                      1, "end of file expected near 'x'");
    expect_json_error("{\"width\": 0, \"height\": 1, \"cells\": []}", 0,
                      "\"width\" and \"height\"");
    expect_json_error("{\"width\": 2, \"height\": 1, \"cells\": [[\"e\", "
                      "\"\"]]}",
                      0, "cells[0][0] opens east but its neighbour");
    expect_json_error("{\"width\": 1, \"height\": 1, \"cells\": [[\"n\"]]}", 0,
                      "opens north through the outer wall");
    expect_json_error("{\"width\": 2, \"height\": 1, \"cells\": [[\"x\", "
                      "\"\"]]}",
                      0, "has 'x'");
    expect_json_error("{\"width\": 2, \"height\": 1, \"cells\": [[\"e\", "
                      "\"w\"]], \"start\": [5, 0]}",
                      0, "\"start\" must be [x, y]");
    /* A version this reader does not know. */
    expect_json_error("{\"format\": \"maze/2\", \"width\": 2, \"height\": "
                      "1, \"cells\": [[\"e\", \"w\"]]}",
                      0,
                      "\"format\" is \"maze/2\", and this version of maze "
                      "reads \"maze/1\"");
    expect_json_error("{\"format\": [1], \"width\": 2, \"height\": 1, "
                      "\"cells\": [[\"e\", \"w\"]]}",
                      0, "\"format\" must be \"maze/1\" (or left out)");
}

/* A file's JSON is read through a window of a few KB that slides along
 * and grows to the largest value: it must say exactly what reading it
 * whole says, past the first window too. Damaged copies of a 60 x 40
 * maze's 16 KB of JSON (solved, so a long "route" value), and one with
 * "cells" before the width (read twice: the window goes back). */
Test(pictures, json_read_through_a_window_as_whole)
{
    struct maze *m = make_maze("kruskal", 60, 40, 2);
    struct maze_route r = {0};
    cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_OK);
    struct buffer b = render("json", m, &r, NULL);
    const char *late = "{\"cells\": [[\"e\", \"w\"]], \"height\": 1, "
                       "\"width\": 2}";
    struct maze *two[2] = {NULL, NULL};
    struct maze_read_error err[2] = {{0}, {0}};
    cr_expect_eq(read_json_both(late, strlen(late), two, err), MAZE_OK);
    maze_free(two[0]);
    maze_free(two[1]);
    const char damage[] = {'{', '}', '[',  ']', ',', ':',
                           '"', ' ', '\n', '1', 'e', '#'};
    struct maze_rng rng;
    maze_rng_seed(&rng, 6);
    char *copy = malloc(b.len + 1);
    cr_assert_not_null(copy);
    for (int k = 0; k < 300; k++) {
        memcpy(copy, b.data, b.len);
        size_t n = b.len;
        if (k % 10 == 0) { /* cut short */
            n = (size_t)maze_rng_below(&rng, n);
        } else {
            size_t at = (size_t)maze_rng_below(&rng, n);
            copy[at] = damage[maze_rng_below(&rng, sizeof damage)];
        }
        struct maze *got[2] = {NULL, NULL};
        struct maze_read_error why[2] = {{0}, {0}};
        read_json_both(copy, n, got, why);
        maze_free(got[0]);
        maze_free(got[1]);
    }
    free(copy);
    free(b.data);
    maze_route_release(&r);
    maze_free(m);
}

/* Reading a 1000 x 1000 maze's 6 MB JSON file takes the maze and a byte a
 * cell for the passages it claims, not the file as well (read whole: 8
 * MB). */
Test(pictures, json_file_is_not_held_in_memory, .timeout = 60)
{
    struct maze *m = make_maze("backtracker", 1000, 1000, 3);
    expect_file_read_within("json", m, 3 * 1024);
    maze_free(m);
}

/* The route runs on out through the start's and the end's gaps, as the
 * PNG's does: the middle of each gap, on the outer wall's line, is the
 * route's colour, in a still and in an animation's last frame. */
Test(pictures, gif_route_runs_out_through_the_gaps)
{
    struct maze *m = make_maze("backtracker", 9, 7, 5);
    struct maze_recording rec = {0};
    struct maze_hook hook = {maze_record_event, &rec};
    struct maze_route r = {0};
    cr_assert_eq(maze_solve(m, NULL, NULL, &hook, &r), MAZE_OK);
    struct buffer bufs[2] = {render("gif", m, &r, NULL),
                             animate("gif", m, &r, &rec, NULL)};
    const size_t ends[2] = {m->start, m->end};
    struct mz_picture p;
    cr_assert_eq(mz_picture_init(m, &(struct maze_render_opts){0},
                                 MZ_PICTURE_MAX, &p),
                 MAZE_OK);
    for (int i = 0; i < 2; i++) {
        int frames = 0, partial = 0;
        bool loops = false;
        struct image im = decode_gif(&bufs[i], &frames, &loops, &partial);
        for (int e = 0; e < 2; e++) {
            int d = e ? p.end_door : p.start_door;
            cr_assert(d >= 0, "the corners' ends have gaps");
            uint32_t x = 0, y = 0;
            maze_cell_xy(m, ends[e], &x, &y);
            int px = (int)(16 + (x + 0.5) * 16 + mz_dx(d) * 8);
            int py = (int)(16 + (y + 0.5) * 16 + mz_dy(d) * 8);
            cr_assert_eq(im.rgb[py * im.width + px], 0xE02020u,
                         "%s: the route leaves through the %s's gap",
                         i ? "animation" : "still", e ? "end" : "start");
        }
        free(im.rgb);
        free(bufs[i].data);
    }
    maze_route_release(&r);
    maze_recording_release(&rec);
    maze_free(m);
}

/* An end with no gap (the middle of a polar grid, a start inside a
 * rectangle) is a dot, as in the still pictures: in a still GIF and in
 * the first and last frames of polar division's animation. */
Test(pictures, gif_marks_ends_without_a_gap)
{
    struct maze *m = make_maze("backtracker", 9, 7, 5);
    m->start = maze_cell_at(m, 4, 3);
    struct buffer b = render("gif", m, NULL, NULL);
    int frames = 0, partial = 0;
    bool loops = false;
    struct image im = decode_gif(&b, &frames, &loops, &partial);
    cr_assert_eq(im.rgb[(16 + 3 * 16 + 8) * im.width + 16 + 4 * 16 + 8],
                 0xE02020u, "a dot on the start inside");
    free(im.rgb);
    free(b.data);
    maze_free(m);

    cr_assert_eq(maze_new_shape(MAZE_SHAPE_POLAR, 1, 5, &m), MAZE_OK);
    struct maze_recording rec = {0};
    struct maze_hook hook = {maze_record_event, &rec};
    struct maze_rng rng;
    maze_rng_seed(&rng, 2);
    cr_assert_eq(maze_generate(m, maze_generator_find("division"), &rng, NULL,
                               &hook),
                 MAZE_OK);
    m->start = 0;
    m->end = m->cells - 1;
    b = animate("gif", m, NULL, &rec, NULL);
    free(decode_gif(&b, &frames, &loops, &partial).rgb);
    for (int k = 0; k < frames; k += frames - 1) {
        im = decode_gif_frame(&b, k);
        cr_assert_eq(im.rgb[(im.height / 2) * im.width + im.width / 2],
                     0xE02020u, "polar division, frame %d: the start's dot",
                     k);
        free(im.rgb);
    }
    free(b.data);
    maze_recording_release(&rec);
    maze_free(m);
}

/* A wrapped maze's GIF has the PNG's seams: no wall where a passage
 * crosses the edge, a wall where none does (it drew a closed border), and
 * the route out to the edge where it crosses. Checked on the middle of
 * each edge cell's outer side, on a torus of every generator that wraps. */
Test(pictures, gif_of_a_wrapped_maze_opens_its_seams)
{
    const char *algorithms[] = {"backtracker", "kruskal", "wilson"};
    for (int a = 0; a < 3; a++) {
        struct maze *m = NULL;
        cr_assert_eq(maze_new(9, 6, &m), MAZE_OK);
        cr_assert_eq(maze_set_wrap(m, MAZE_WRAP_X | MAZE_WRAP_Y), MAZE_OK);
        struct maze_rng rng;
        maze_rng_seed(&rng, 5);
        cr_assert_eq(maze_generate(m, maze_generator_find(algorithms[a]), &rng,
                                   NULL, NULL),
                     MAZE_OK);
        struct maze_route r = {0};
        cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &r), MAZE_OK);
        struct buffer g = render("gif", m, &r, NULL);
        int frames = 0, partial = 0;
        bool loops = false;
        struct image im = decode_gif(&g, &frames, &loops, &partial);
        size_t crossed = 0;
        for (uint32_t y = 0; y < m->height; y++) {
            size_t c = maze_cell_at(m, m->width - 1, y);
            uint32_t px = at(&im, 16 + m->width * 16, 16 + y * 16 + 8);
            bool open = maze_open(m, c, MAZE_EAST);
            cr_expect_eq(px == 0x000000, !open, "%s: east edge, row %u: %06x",
                         algorithms[a], y, px);
            /* the route's band, inside the seam's dot */
            crossed += open && at(&im, 16 + m->width * 16 - 4,
                                  16 + y * 16 + 8) == 0xE02020;
        }
        for (uint32_t x = 0; x < m->width; x++) {
            size_t c = maze_cell_at(m, x, m->height - 1);
            uint32_t px = at(&im, 16 + x * 16 + 8, 16 + m->height * 16);
            bool open = maze_open(m, c, MAZE_SOUTH);
            cr_expect_eq(px == 0x000000, !open,
                         "%s: south edge, column %u: %06x", algorithms[a], x,
                         px);
            crossed += open && at(&im, 16 + x * 16 + 8,
                                  16 + m->height * 16 - 4) == 0xE02020;
        }
        /* The route's crossings: each is drawn to the edge on both sides. */
        size_t steps = 0;
        for (size_t i = 1; i < r.length; i++) {
            uint32_t x0 = 0, y0 = 0, x1 = 0, y1 = 0;
            maze_cell_xy(m, r.cells[i - 1], &x0, &y0);
            maze_cell_xy(m, r.cells[i], &x1, &y1);
            steps += (x0 > x1 ? x0 - x1 : x1 - x0) > 1 ||
                     (y0 > y1 ? y0 - y1 : y1 - y0) > 1;
        }
        cr_expect_geq(crossed, steps, "%s: %zu crossings, %zu drawn",
                      algorithms[a], steps, crossed);
        free(im.rgb);
        free(g.data);
        maze_route_release(&r);
        maze_free(m);
    }
}

/* A distance map's legend stays inside the picture, however narrow the
 * maze: its last swatch's words ran past the right edge of an 8-wide
 * maze. The column left of the right margin holds no legend ink. */
Test(pictures, legend_fits_a_narrow_maze)
{
    for (uint32_t w = 2; w <= 12; w += 2) {
        struct maze *m = make_maze("prim", w, 6, 5);
        struct maze_distances d = {0};
        cr_assert_eq(maze_distances_from(m, m->start, &d), MAZE_OK);
        struct maze_analysis_picture a = {0};
        cr_assert_eq(maze_analysis_paint(&d, NULL, NULL, m->cells, &a),
                     MAZE_OK);
        struct maze_render_opts opts = {0};
        maze_analysis_picture_show(&a, &opts);
        struct buffer b = render("png", m, NULL, &opts);
        struct image im = decode_png(&b);
        /* The legend's band: below the maze and its bottom margin. */
        int top = 16 + (int)m->height * 16 + 8;
        for (int y = top; y < im.height; y++)
            for (int x = im.width - 8; x < im.width; x++)
                cr_expect_eq(im.rgb[y * im.width + x], 0xFFFFFF,
                             "width %u: legend ink at %d,%d", w, x, y);
        free(im.rgb);
        free(b.data);
        maze_analysis_picture_release(&a);
        maze_distances_release(&d);
        maze_free(m);
    }
}
