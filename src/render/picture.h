/*
 * picture.h - the geometry every picture format shares, so a PNG, a GIF
 * frame and the HTML canvas put each wall on the same pixels.
 */
#ifndef MZ_PICTURE_H
#define MZ_PICTURE_H

#include "../shared.h"

#include "render.h"

struct mz_picture {
    double cell, wall, margin;
    uint32_t width, height;   /* pixels */
    double extent_x, extent_y; /* the size before rounding down to pixels */
    uint32_t fg, bg, route;   /* 0xRRGGBB */
    int start_door, end_door; /* side of the gap in the outer wall, or -1 */
    /* Other shapes: the side (of the cell's outline) of each gap, or -1. */
    int start_side, end_side;
    const struct maze_hook *progress; /* the options' */
    double legend_top; /* where the legend's strip starts (opts->legend) */
    bool blank_off;    /* opts->blank_off: no wall between two OFF cells */
};

/* The legend's strip: a swatch a cell high (at least 12 pixels) and its
 * words, with half a swatch above and below. */
static inline double mz_legend_height(const struct mz_picture *p)
{
    double swatch = p->cell < 12 ? 12 : p->cell;
    return 2 * swatch;
}

/* ---------------------------------------------- shapes other than rect
 *
 * A hex, triangle or polar cell is drawn from its outline: a polygon
 * (arcs of polar cells flattened into short segments) split into sides,
 * each with the direction through it or -1 for the outer border. Sides go
 * clockwise, in the order of the directions. Sizes: a hexagon is `cell`
 * across its flats, a triangle `cell` high, a polar ring `cell` deep.
 * A rectangle's cell (a floor's on its panel) is a square, for maze.h's
 * geometry: its own writers draw runs of grid lines instead. */
#define MZ_OUTLINE_POINTS MAZE_OUTLINE_POINTS
#define MZ_OUTLINE_SIDES MAZE_OUTLINE_SIDES

struct mz_outline {
    double cx, cy; /* where the route passes */
    unsigned points, sides;
    double x[MZ_OUTLINE_POINTS], y[MZ_OUTLINE_POINTS];
    int dir[MZ_OUTLINE_SIDES];
    /* Side i runs from point from[i] to point from[i + 1] (the last side
     * back to point 0). */
    unsigned from[MZ_OUTLINE_SIDES];
};

MZ_SHARED void mz_outline(const struct maze *m, const struct mz_picture *p,
                          size_t c, struct mz_outline *o);

/* Sphere: the centre of a hemisphere's disc (half 0: the north, 1: the
 * south) in the net, or with globe in the orthographic picture under
 * it; and where a point of the net lands in the orthographic picture. */
MZ_SHARED void mz_sphere_disc(const struct maze *m, const struct mz_picture *p,
                    unsigned half, bool globe, double *cx, double *cy);
MZ_SHARED void mz_sphere_globe_point(const struct maze *m, const struct mz_picture *p,
                           double x, double y, double *gx, double *gy);

/* mz_picture_init() at MZ_PICTURE_MAX for the writers that draw no
 * globes (the GIF, the HTML player, the geometry the web page draws
 * from): a sphere's picture less the row of globes under its net. */
MZ_SHARED enum maze_err mz_picture_init_net(const struct maze *m,
                                            const struct maze_render_opts *opts,
                                            struct mz_picture *p);

/* Cube: where the net draws point (u, v) of face f's square (in cells,
 * 0 to the face's side; face f's own grid): turned about the face's
 * centre, placed in its slot (cube.c's mz_cube_net). */
MZ_SHARED void mz_cube_net_point(const struct maze *m, const struct mz_picture *p,
                       unsigned f, double u, double v, double *x, double *y);

/* The number of points on side i and, through *at, where it starts: its
 * points are at, at + 1, ... modulo o->points. */
MZ_SHARED unsigned mz_outline_side(const struct mz_outline *o, unsigned i,
                                   unsigned *at);

/* Whether side i of cell c is drawn: the border (but for a door), a side
 * next to an OFF cell, or a closed wall c owns (so each wall is drawn
 * once; a wall held by a third cell, an upsilon square's slanted one, by
 * the lower-numbered of its two cells). OFF cells draw nothing. */
MZ_SHARED bool mz_outline_wall(const struct maze *m, const struct mz_picture *p,
                               size_t c, const struct mz_outline *o,
                               unsigned i);

/* Frames of a hex, triangle or polar maze for the GIF writer (cairo.c).
 * The painter keeps each cell's outline and the frame before, so a frame
 * redraws only the part of the picture where something changed. */
struct mz_shape_painter;

/* Errors: MAZE_ERR_NOMEM. The caller frees *out with
 * mz_shape_painter_free(). */
enum maze_err mz_shape_painter_new(const struct maze *m,
                                   const struct mz_picture *p,
                                   struct mz_shape_painter **out);
void mz_shape_painter_free(struct mz_shape_painter *sp);

/* Paints the frame into px, a palette index per pixel, p->width to a row,
 * which holds the frame before (only what changed is written): cell c
 * filled with entry fill[c] (P_BG: none), the walls in P_FG, and where
 * route[c] is set a band through the centres of neighbouring route cells
 * joined by a passage. No antialiasing, so only palette entries appear,
 * and a part redrawn is exactly what drawing it all would give. Errors:
 * MAZE_ERR_NOMEM. */
enum maze_err mz_shape_paint(struct mz_shape_painter *sp, const struct maze *m,
                             const uint8_t *fill, const uint8_t *route,
                             uint8_t *px);

/* The middle of side i: where the route leaves through a door. */
MZ_SHARED void mz_outline_middle(const struct mz_outline *o, unsigned i,
                                 double *x, double *y);

/* Whether the horizontal wall on grid line j stands above column x (j ==
 * height: the bottom border), and the vertical wall on grid line i in row
 * r (i == width: the east border). */
MZ_SHARED bool mz_picture_wall_across(const struct maze *m,
                                      const struct mz_picture *p, uint32_t x,
                                      uint32_t j);
MZ_SHARED bool mz_picture_wall_down(const struct maze *m,
                                    const struct mz_picture *p, uint32_t i,
                                    uint32_t r);
/* Whether a wall meeting grid corner (x, y) stands (its post, in a solid
 * or an outline). */
MZ_SHARED bool mz_picture_post_stands(const struct maze *m,
                                      const struct mz_picture *p, uint32_t x,
                                      uint32_t y);

/* The animation palette (maze.h's MAZE_PAINT_ entries, shorter), shared
 * by the GIF frames and the HTML canvas so both show a run in the same
 * colours. */
enum {
    P_BG = MAZE_PAINT_BACKGROUND,
    P_FG = MAZE_PAINT_WALL,
    P_UNCARVED = MAZE_PAINT_UNCARVED,
    P_PATH = MAZE_PAINT_PATH,
    P_HEAD = MAZE_PAINT_HEAD,
    P_FRONTIER = MAZE_PAINT_FRONTIER,
    P_WALK = MAZE_PAINT_WALK,
    P_ROUTE = MAZE_PAINT_ROUTE,
    P_FILLED = MAZE_PAINT_FILLED,
    P_DEAD = MAZE_PAINT_DEAD,
    P_REGION = MAZE_PAINT_REGION,     /* 8 region shades */
    P_DISTANCE = MAZE_PAINT_DISTANCE, /* 32 distance shades */
    P_COLORS = MAZE_PAINT_COUNT,      /* 50 in all */
};

/* Palette entry i as 0xRRGGBB (background, walls and route from p). */
MZ_SHARED uint32_t mz_palette(const struct mz_picture *p, int i);

/* The largest picture side cairo and GIF accept. */
#define MZ_PICTURE_MAX 32767u

/* Rectangle PNGs of more pixels than this are written row by row even
 * within cairo's limit: cairo would hold 4 bytes a pixel, and take far
 * longer (see NEWS.md); at this size (4096 x 4096) that is 64 MiB. */
#define MZ_PICTURE_CAIRO_PIXELS (4096u * 4096u)

/* The largest side of a PNG written row by row (PNG's own limit). */
#define MZ_PICTURE_STREAM_MAX 2147483647u

/* ------------------------------------------------------------ floors
 *
 * A maze of floors is drawn a floor at a time, left to right, a cell
 * apart (cairo.c, and gif.c with the same geometry): floor z's panel
 * starts z * (width + 1) cells right of the margin, its number above it
 * in the top margin when the margin is 10 pixels or more. A maze in four
 * dimensions puts each tower's floors in such a row, the towers one row
 * under another, a margin apart (room for the panels' numbers, which
 * count the panels in reading order). */

/* Where floor z's panel starts, from the first panel's top left corner
 * (the margin's inner corner). */
MZ_SHARED void mz_floor_origin(const struct maze *m, const struct mz_picture *p,
                               uint32_t z, double *dx, double *dy);

/* The centre of cell c of a maze of floors, on its floor's panel. */
MZ_SHARED void mz_floor_centre(const struct maze *m, const struct mz_picture *p,
                               size_t c, double *x, double *y);

/* A stair's mark, a triangle centred on (x, y) pointing up (a stair up)
 * or down, in the left half of the cell (up) or the right (down) when
 * the cell has `both`: its corners into tx and ty. */
MZ_SHARED void mz_stair_mark(const struct mz_picture *p, double x, double y,
                             bool up, bool both, double tx[3], double ty[3]);

/* The colour of the stairs' marks. */
#define MZ_STAIR_COLOR 0x2F6FD0u

/* A portal's mark, a diamond towards the cell's bottom right corner (ana:
 * the next tower's panel is below) or its top left (kata), apart from
 * the stairs' triangles: its corners into dx and dy. */
MZ_SHARED void mz_portal_mark(const struct mz_picture *p, double x, double y,
                              bool ana, double dx[4], double dy[4]);

/* The colour of the portals' marks. */
#define MZ_PORTAL_COLOR 0x9B3FB5u

/* The segments of floor number n (as a calculator draws digits), each
 * from (seg[k][0], seg[k][1]) to (seg[k][2], seg[k][3]) in the top
 * margin at the left of the panel (add the panel's offset), stroked
 * *width wide with round ends. Returns the number of segments. */
#define MZ_FLOOR_NUMBER_SEGMENTS (7 * 10)
MZ_SHARED unsigned mz_floor_number(const struct mz_picture *p, unsigned n,
                                   double seg[][4], double *width);

/* Fills p from the options (defaults for zero fields). Errors:
 * MAZE_ERR_ARG for a wall wider than a cell, MAZE_ERR_TOO_BIG for a
 * picture over `limit` pixels a side. */
MZ_SHARED enum maze_err mz_picture_init(const struct maze *m,
                                        const struct maze_render_opts *opts,
                                        double limit, struct mz_picture *p);

/* Writes cairo's RGB24 image (0x00RRGGBB words, `stride` bytes a row) as a
 * PNG (png_stream.c): an 8-bit palette when it has 256 colours or fewer,
 * else RGB. cairo's own writer tries every filter on every row, which
 * took most of the time of a typical picture. */
MZ_SHARED enum maze_err mz_png_image(const struct maze *m,
                                     const struct mz_picture *p,
                                     const uint8_t *data, uint32_t width,
                                     uint32_t height, size_t stride, FILE *out);

/* Writes a PNG row by row with libpng (png_stream.c). */
MZ_SHARED enum maze_err mz_png_stream(const struct maze *m,
                                      const struct maze_route *route,
                                      const struct mz_picture *p, FILE *out);

/* Whether the wall on side d of cell (x, y) stands (outer walls included,
 * doors excepted). Only east and south are asked for inside the grid;
 * north and west for the top row and left column. */
MZ_SHARED bool mz_picture_wall(const struct maze *m, const struct mz_picture *p,
                               uint32_t x, uint32_t y, int d);

#endif
