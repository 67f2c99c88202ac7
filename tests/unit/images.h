/*
 * images.h - pictures written into memory and decoded back into pixels,
 * for the tests that check them pixel by pixel.
 */
#ifndef TEST_IMAGES_H
#define TEST_IMAGES_H

#include "helpers.h"

/* Bytes written by a renderer; `at` is where reading them has got to. */
struct buffer {
    char *data;
    size_t len, at;
};

/* Writes m (and route, may be NULL) with the named renderer. */
struct buffer render(const char *format, const struct maze *m,
                     const struct maze_route *route,
                     const struct maze_render_opts *opts);

/* An RGB image: pixel (x, y) is rgb[y * width + x] = 0xRRGGBB. */
struct image {
    uint32_t *rgb;
    int width, height;
};

struct image decode_png(struct buffer *b);

/* An animation of rec (and route, may be NULL) by the named animator. */
struct buffer animate(const char *format, const struct maze *m,
                      const struct maze_route *route,
                      const struct maze_recording *rec,
                      const struct maze_render_opts *opts);

/* The maze in b, read back with maze_read(); the test owns it. */
struct maze *read_back(struct buffer *b);

/* m written with the named renderer into a file and read back from it
 * with maze_read(): the same maze, and the process's peak memory grown
 * by at most max_kib (not checked under sanitizers, whose shadow memory
 * swamps the figure). */
void expect_file_read_within(const char *format, const struct maze *m,
                             long max_kib);

/* m written as JSON and read back; the test owns the result. */
struct maze *json_round_trip(const struct maze *m);

/* The GIF after all its frames, drawn over each other as a viewer does
 * (the frames do not dispose; a frame's transparent pixels leave what is
 * under them); also how many frames, whether it loops, and how many
 * frames were smaller than the whole picture. */
struct image decode_gif(struct buffer *b, int *frames, bool *loops,
                        int *partial);

/* The GIF as a viewer shows it once frames 0 to k are drawn. */
struct image decode_gif_frame(struct buffer *b, int k);

#endif
