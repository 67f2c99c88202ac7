/*
 * test_photo_read.c - the photo reader (read/photo/) on pictures the tests
 * draw and then damage as a damaged JPEG does: a wall whose middle is lost
 * is refused, not read open; walls that read unsure either way, which make
 * another perfect maze when read the other way, are refused; photos too
 * small or too narrow to hold a maze are refused in words, not as out of
 * memory.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "images.h"

/* How the tests draw a maze: the png renderer's geometry (maze.h). */
enum { CELL = 24, WALL = 3, MARGIN = 48 };

/* A backtracker maze of w x h cells with its doors at the top left and
 * bottom right, as photo-synth draws them. */
static struct maze *door_maze(uint32_t w, uint32_t h, uint64_t seed)
{
    struct maze *m = make_maze("backtracker", w, h, seed);
    m->start = 0;
    m->end = m->cells - 1;
    m->start_door = MAZE_NORTH;
    m->end_door = MAZE_SOUTH;
    return m;
}

/* m drawn by the png renderer, decoded into pixels. */
static struct image drawn(const struct maze *m)
{
    struct maze_render_opts opts = {
        .cell = CELL, .wall = WALL, .margin = MARGIN, .margin_set = true};
    struct buffer png = render("png", m, NULL, &opts);
    struct image im = decode_png(&png);
    free(png.data);
    return im;
}

/* The pixels from a to b (a fraction of a cell: 0 at one end of the
 * segment's line, 1 at the other) along the wall between cell c and its
 * neighbour by side (MAZE_EAST or MAZE_SOUTH), the wall's width across,
 * painted rgb. */
static void paint(struct image *im, const struct maze *m, size_t c, int side,
                  double a, double b, uint32_t rgb)
{
    int x = (int)(c % m->width), y = (int)(c / m->width);
    bool down = side == MAZE_EAST;
    int line = MARGIN + (down ? x + 1 : y + 1) * CELL;
    int start = MARGIN + (down ? y : x) * CELL;
    for (int along = start + (int)(a * CELL); along < start + (int)(b * CELL);
         along++)
        for (int across = line - WALL; across <= line + WALL; across++) {
            int px = down ? across : along, py = down ? along : across;
            im->rgb[py * im->width + px] = rgb;
        }
}

/* The image as a PPM, read as a photo; the maze found, or NULL with the
 * error in *e and the reader's words in err. */
static struct maze *read_photo(const struct image *im, enum maze_err *e,
                               struct maze_read_error *err)
{
    size_t n = (size_t)im->width * im->height;
    char head[64];
    int k =
        snprintf(head, sizeof head, "P6\n%d %d\n255\n", im->width, im->height);
    unsigned char *ppm = malloc((size_t)k + 3 * n);
    cr_assert_not_null(ppm);
    memcpy(ppm, head, (size_t)k);
    for (size_t i = 0; i < n; i++) {
        ppm[k + 3 * i] = (unsigned char)(im->rgb[i] >> 16);
        ppm[k + 3 * i + 1] = (unsigned char)(im->rgb[i] >> 8);
        ppm[k + 3 * i + 2] = (unsigned char)im->rgb[i];
    }
    FILE *in = fmemopen(ppm, (size_t)k + 3 * n, "rb");
    struct maze_photo *photo = NULL;
    struct maze *got = NULL;
    *e = maze_photo_open(in, MAZE_READ_MAX, 0, &photo, err);
    if (!*e)
        *e = maze_photo_find(photo, NULL, &got, err);
    fclose(in);
    maze_photo_free(photo);
    free(ppm);
    return got;
}

static bool same_passages(const struct maze *a, const struct maze *b)
{
    return a->width == b->width && a->height == b->height &&
           memcmp(a->cell, b->cell, a->cells) == 0;
}

/* A wall between cell *c and its east neighbour, well inside the maze. */
static size_t inner_wall(const struct maze *m)
{
    for (uint32_t y = 2; y + 2 < m->height; y++)
        for (uint32_t x = 2; x + 3 < m->width; x++) {
            size_t c = maze_cell_at(m, x, y);
            if (!maze_open(m, c, MAZE_EAST))
                return c;
        }
    cr_assert_fail("no inner wall");
    return 0;
}

Test(photo_read, a_drawn_maze_reads_as_itself)
{
    struct maze *m = door_maze(10, 8, 3);
    struct image im = drawn(m);
    enum maze_err e = MAZE_OK;
    struct maze_read_error err = {0};
    struct maze *got = read_photo(&im, &e, &err);
    cr_assert_eq(e, MAZE_OK, "%s", err.message);
    cr_expect(same_passages(m, got), "not the maze drawn");
    maze_free(got);
    free(im.rgb);
    maze_free(m);
}

/* A damaged JPEG's block decoded as paper over the middle of a wall: its
 * middle reads open, its ends still show it. Read open, the maze would
 * have a loop the drawing has not; it is refused. */
Test(photo_read, a_wall_whose_middle_is_lost_is_refused)
{
    struct maze *m = door_maze(10, 8, 3);
    struct image im = drawn(m);
    size_t c = inner_wall(m);
    paint(&im, m, c, MAZE_EAST, 0.25, 0.75, 0xFFFFFF);
    enum maze_err e = MAZE_OK;
    struct maze_read_error err = {0};
    struct maze *got = read_photo(&im, &e, &err);
    cr_expect_eq(e, MAZE_ERR_FORMAT, "read a maze with the wall open");
    cr_expect_null(got);
    cr_expect_neq(err.message[0], '\0');
    maze_free(got);
    free(im.rgb);
    maze_free(m);
}

/* A wall mostly lost and a stroke across the middle of a passage on the
 * way round it: both read unsure, the wall open and the passage shut,
 * and that is a perfect maze as much as the one drawn. Perfect is then
 * no sign of a read right: refused, with the reason. */
Test(photo_read, unsure_walls_that_make_another_maze_are_refused)
{
    struct maze *m = door_maze(10, 8, 3);
    struct image im = drawn(m);
    size_t c = inner_wall(m);
    /* The passage: the first step of the way from c to its east
     * neighbour. */
    size_t start = m->start, end = m->end;
    m->start = c;
    m->end = c + 1;
    struct maze_route way = {0};
    cr_assert_eq(maze_solve(m, NULL, NULL, NULL, &way), MAZE_OK);
    m->start = start;
    m->end = end;
    cr_assert_geq(way.length, 4);
    size_t a = way.cells[0], b = way.cells[1];
    size_t from = a < b ? a : b;
    int side = b == a + 1 || a == b + 1 ? MAZE_EAST : MAZE_SOUTH;
    paint(&im, m, c, MAZE_EAST, 0.3, 0.7, 0xFFFFFF);
    paint(&im, m, from, side, 0.3, 0.65, 0x000000);
    enum maze_err e = MAZE_OK;
    struct maze_read_error err = {0};
    struct maze *got = read_photo(&im, &e, &err);
    cr_expect_eq(e, MAZE_ERR_FORMAT, "read a maze with the two swapped");
    cr_expect_null(got);
    cr_expect(strstr(err.message, "the walls do not decide the maze: "), "%s",
              err.message);
    maze_free(got);
    maze_route_release(&way);
    free(im.rgb);
    maze_free(m);
}

/* A grey photo of w x h pixels and nothing in it read: the error, and
 * its words in err. */
static enum maze_err read_plain(int w, int h, struct maze_read_error *err)
{
    struct image im = {calloc((size_t)w * h, sizeof *im.rgb), w, h};
    cr_assert_not_null(im.rgb);
    for (size_t i = 0; i < (size_t)w * h; i++)
        im.rgb[i] = 0xC8C8C8;
    enum maze_err e = MAZE_OK;
    struct maze *got = read_photo(&im, &e, err);
    cr_expect_null(got);
    maze_free(got);
    free(im.rgb);
    return e;
}

/* Leptonica's threshold step refuses a picture narrower than its window
 * (17 pixels for a small photo); that was said as out of memory. */
Test(photo_read, photos_too_small_or_narrow_are_refused_in_words)
{
    struct maze_read_error err = {0};
    cr_expect_eq(read_plain(8, 8, &err), MAZE_ERR_FORMAT);
    cr_expect_str_eq(err.message, "photo of 8 x 8 pixels is too small to "
                                  "hold a maze (at least 18 pixels a side)");
    cr_expect_eq(read_plain(16, 16, &err), MAZE_ERR_FORMAT);
    cr_expect_str_eq(err.message, "photo of 16 x 16 pixels is too small to "
                                  "hold a maze (at least 18 pixels a side)");
    cr_expect_eq(read_plain(17, 500, &err), MAZE_ERR_FORMAT);
    cr_expect_str_eq(err.message, "photo of 17 x 500 pixels is too small to "
                                  "hold a maze (at least 18 pixels a side)");
    /* Made 1000 pixels long to find the border in, 10 wide. */
    cr_expect_eq(read_plain(2000, 20, &err), MAZE_ERR_FORMAT);
    cr_expect_str_eq(err.message, "photo too narrow to hold a maze (100 "
                                  "times as long as it is wide)");
    /* Wide enough, narrower than the window for its length: the window
     * fits it, and there is no maze in it. */
    cr_expect_eq(read_plain(3000, 100, &err), MAZE_ERR_FORMAT);
    cr_expect(strstr(err.message, "no maze border found") == err.message, "%s",
              err.message);
    cr_expect_eq(read_plain(18, 18, &err), MAZE_ERR_FORMAT);
    cr_expect(strstr(err.message, "no maze border found") == err.message, "%s",
              err.message);
}
