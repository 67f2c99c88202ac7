/*
 * test_photo_read.c - the photo reader (read/photo/) on pictures the tests
 * draw: photos too small or too narrow to hold a maze are refused in
 * words, not as out of memory.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "helpers.h"
#include "images.h"

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
