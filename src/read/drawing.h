/*
 * drawing.h - how a picture of a maze is drawn (read/drawing.c): its
 * pixels as light and dark bits, the wall lines of a grid, the margin and
 * scale of a pixel maze. The picture reader (read/picture.c) uses them.
 */
#ifndef MZ_READ_DRAWING_H
#define MZ_READ_DRAWING_H

#include "read.h"

/* The pixels as bits, 1 for light, each row starting a word. */
struct mz_bitmap {
    uint64_t *word;
    uint32_t width, height;
    size_t stride; /* words a row */
};

static inline bool mz_bitmap_light(const struct mz_bitmap *b, uint32_t x,
                                   uint32_t y)
{
    return (b->word[y * b->stride + x / 64] >> (x % 64)) & 1;
}

/* v within [0, hi]: a pixel of a line that may run past the picture. */
static inline uint32_t mz_pixel_clamp(int64_t v, uint32_t hi)
{
    return v < 0 ? 0 : v > (int64_t)hi ? hi : (uint32_t)v;
}

/* Wall lines: vertical ones from column x0 + i * pitch, `wall` pixels
 * thick, for i from 0 to w; horizontal ones likewise from y0. An outer
 * line may be cut off by the picture's edge (a margin under half a wall),
 * so x0 and y0 may be negative and the last line may end past the edge. */
struct mz_wall_lines {
    int64_t x0, y0, x1, y1; /* the lines' box, inclusive */
    uint32_t wall, pitch, w, h;
};

/* The wall lines every dark pixel of b lies on, with each wall segment
 * whole or missing: *found false when there are none. Errors:
 * MAZE_ERR_NOMEM. */
enum maze_err mz_find_grid(const struct mz_bitmap *b, struct mz_wall_lines *g,
                           bool *found);

/* Whether the part of [x0, x1) x [y0, y1) inside the picture is wall
 * (true), open (false), or neither (*mixed set): 90% either way decides. */
bool mz_wall_segment(const struct mz_bitmap *b, int64_t x0, int64_t x1,
                     int64_t y0, int64_t y1, bool *mixed);

/* Whether b's border is all light with dark pixels inside (a maze drawn
 * with a margin round it), and box, the dark pixels' box: x0, y0, x1, y1
 * inclusive. */
bool mz_margin_box(const struct mz_bitmap *b, uint32_t box[4]);

/* The pixels of box (as mz_margin_box gives it) on their own, in *out,
 * whose words the caller frees. Errors: MAZE_ERR_NOMEM. */
enum maze_err mz_bitmap_crop(const struct mz_bitmap *b, const uint32_t box[4],
                             struct mz_bitmap *out);

/* The scale of a pixel maze: the largest k for which every k x k square
 * from the top-left is one colour. */
enum maze_err mz_pixel_scale(const struct mz_bitmap *b, uint32_t *scale);

#endif /* MZ_READ_DRAWING_H */
