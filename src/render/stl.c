/*
 * stl.c - a maze as a solid to 3D-print: a base plate with the walls
 * standing on it, in millimetres, binary STL (ASCII with opts->ascii).
 *
 * The solid is a height field over a grid of blocks. For a rectangle:
 * the grid lines' corners (posts, as thick as a wall), the walls between
 * them, and the cells. A wall block stands when the picture draws that
 * wall (doors left open), a post when any wall meeting it stands, and a
 * cell is floor (a cell out of a mask a solid block, as the text form
 * has it). Each block gets a top at its height; the bottom is one fan;
 * where two neighbouring blocks differ in height a vertical face joins
 * them, cut at every height in use, so every edge of the mesh is shared
 * by exactly two triangles: the walls are fused at their corners, with
 * no face inside the solid and no T-junction. Four blocks meeting at a
 * corner are always a post, two walls and a cell, and a post stands
 * whenever a wall beside it does, so no two solid blocks touch at an
 * edge alone and the solid is manifold. A route (when solved) is sunk
 * into the floor; the start and the end carry a raised square dot in the
 * middle of their cell, to be found by touch. Other shapes' walls are
 * laid on a finer grid of square blocks (shape_solid()).
 *
 * Cost: 2 triangles a block and 2 per unit of a wall's side, 50 bytes
 * each in binary: about 12 MB for 100 x 100 cells, written as it is
 * made (the memory is the grid's, a few bytes a block). Other shapes'
 * finer blocks cost far more: a 100 x 100 hex maze is about 470 MB.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "picture.h"
#include "strokes.h"

struct solid {
    FILE *out;
    bool ascii, counting;
    uint32_t count;
    /* Block boundaries (nx + 1 and ny + 1 of them), y up as a printer
     * has it, and the heights of the nx * ny blocks. */
    size_t nx, ny;
    double *xs, *ys;
    float *height;
    float levels[6]; /* every height in use, rising from 0 */
    int nlevels;
};

static void put_float(FILE *out, float f)
{
    uint8_t b[4];
    uint32_t u = 0;
    memcpy(&u, &f, 4);
    for (int i = 0; i < 4; i++)
        b[i] = (uint8_t)(u >> (8 * i)); /* STL is little-endian */
    fwrite(b, 1, 4, out);
}

/* Writes triangle a, b, c (x, y, z each), turned so that its normal
 * (right hand round a, b, c) has a positive dot product with n. */
static void triangle(struct solid *s, const float *a, const float *b,
                     const float *c, const float n[3])
{
    if (s->counting) {
        s->count++;
        return;
    }
    float u[3] = {b[0] - a[0], b[1] - a[1], b[2] - a[2]};
    float v[3] = {c[0] - a[0], c[1] - a[1], c[2] - a[2]};
    float cross[3] = {u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2],
                      u[0] * v[1] - u[1] * v[0]};
    if (cross[0] * n[0] + cross[1] * n[1] + cross[2] * n[2] < 0) {
        const float *t = b;
        b = c;
        c = t;
    }
    const float *p[3] = {a, b, c};
    if (s->ascii) {
        fprintf(s->out, "  facet normal %g %g %g\n    outer loop\n", n[0], n[1],
                n[2]);
        for (int k = 0; k < 3; k++)
            fprintf(s->out, "      vertex %.6g %.6g %.6g\n", p[k][0], p[k][1],
                    p[k][2]);
        fputs("    endloop\n  endfacet\n", s->out);
        return;
    }
    for (int k = 0; k < 3; k++)
        put_float(s->out, n[k]);
    for (int k = 0; k < 3; k++)
        for (int j = 0; j < 3; j++)
            put_float(s->out, p[k][j]);
    fputc(0, s->out);
    fputc(0, s->out);
}

/* The rectangle a, b, c, d (in order round it) facing n. */
static void quad(struct solid *s, const float *a, const float *b,
                 const float *c, const float *d, const float n[3])
{
    triangle(s, a, b, c, n);
    triangle(s, a, c, d, n);
}

static float height_at(const struct solid *s, long i, long j)
{
    if (i < 0 || j < 0 || (size_t)i >= s->nx || (size_t)j >= s->ny)
        return 0;
    return s->height[(size_t)j * s->nx + (size_t)i];
}

/* The vertical face on the boundary from (x0, y0) to (x1, y1) between
 * heights lo and hi, facing n, cut at every level between. */
static void side(struct solid *s, float x0, float y0, float x1, float y1,
                 float lo, float hi, const float n[3])
{
    for (int k = 0; k + 1 < s->nlevels; k++) {
        float z0 = s->levels[k];
        float z1 = s->levels[k + 1];
        if (z0 < lo || z1 > hi)
            continue;
        float a[3] = {x0, y0, z0};
        float b[3] = {x1, y1, z0};
        float c[3] = {x1, y1, z1};
        float d[3] = {x0, y0, z1};
        quad(s, a, b, c, d, n);
    }
}

/* The bottom: a fan from its middle to every block corner round its
 * edge, so it shares each edge with the side above it and no triangle is
 * thin (the middle is on no side). */
static void bottom(struct solid *s)
{
    static const float down[3] = {0, 0, -1};
    float mid[3] = {(float)((s->xs[0] + s->xs[s->nx]) / 2),
                    (float)((s->ys[0] + s->ys[s->ny]) / 2), 0};
    for (int edge = 0; edge < 4; edge++) {
        bool along_x = edge % 2 == 0;
        size_t n = along_x ? s->nx : s->ny;
        for (size_t k = 0; k < n; k++) {
            float a[3] = {0, 0, 0};
            float b[3] = {0, 0, 0};
            if (along_x) {
                float y = (float)s->ys[edge == 0 ? 0 : s->ny];
                a[0] = (float)s->xs[k];
                b[0] = (float)s->xs[k + 1];
                a[1] = b[1] = y;
            } else {
                float x = (float)s->xs[edge == 1 ? 0 : s->nx];
                a[1] = (float)s->ys[k];
                b[1] = (float)s->ys[k + 1];
                a[0] = b[0] = x;
            }
            triangle(s, mid, a, b, down);
        }
    }
}

static void solid_write(struct solid *s)
{
    static const float up[3] = {0, 0, 1};
    bottom(s);
    for (size_t j = 0; j < s->ny; j++)
        for (size_t i = 0; i < s->nx; i++) {
            float x0 = (float)s->xs[i];
            float x1 = (float)s->xs[i + 1];
            float y0 = (float)s->ys[j];
            float y1 = (float)s->ys[j + 1];
            float h = height_at(s, (long)i, (long)j);
            float a[3] = {x0, y0, h}, b[3] = {x1, y0, h};
            float c[3] = {x1, y1, h}, d[3] = {x0, y1, h};
            quad(s, a, b, c, d, up);
            /* The faces on this block's low-x and low-y sides, and on
             * its high ones at the grid's edge. */
            float west = height_at(s, (long)i - 1, (long)j);
            float ew = (float)(s->xs[i + 1] > s->xs[i] ? 1 : -1);
            float fw[3] = {h > west ? -ew : ew, 0, 0};
            side(s, x0, y0, x0, y1, fminf(h, west), fmaxf(h, west), fw);
            if (i + 1 == s->nx) {
                float fe[3] = {ew, 0, 0};
                side(s, x1, y0, x1, y1, 0, h, fe);
            }
            float south = height_at(s, (long)i, (long)j - 1);
            float ns = (float)(s->ys[j + 1] > s->ys[j] ? 1 : -1);
            float fs[3] = {0, h > south ? -ns : ns, 0};
            side(s, x0, y0, x1, y0, fminf(h, south), fmaxf(h, south), fs);
            if (j + 1 == s->ny) {
                float fn[3] = {0, ns, 0};
                side(s, x0, y1, x1, y1, 0, h, fn);
            }
        }
}

/* Marks route cells (a byte a cell) and the passages between
 * consecutive ones. */
static uint8_t *route_cells(const struct maze *m,
                            const struct maze_route *route)
{
    uint8_t *on = calloc(m->cells ? m->cells : 1, 1);
    if (!on)
        return NULL;
    for (size_t k = 0; route && k < route->length; k++)
        if (route->cells[k] < m->cells)
            on[route->cells[k]] = 1;
    return on;
}

/* Writes the solid: counted first, for binary STL's header. */
static void solid_emit(struct solid *s, const struct maze *m, double cell,
                       double wall, double tall, double base)
{
    s->counting = true;
    solid_write(s);
    s->counting = false;
    if (s->ascii) {
        fputs("solid maze\n", s->out);
    } else {
        char header[160] = {0}; /* 80 bytes of it are written */
        snprintf(header, sizeof header,
                 "maze %ux%u, cell %g mm, wall %g x %g mm, base %g mm",
                 m->width, m->height, cell, wall, tall, base);
        fwrite(header, 1, 80, s->out);
        for (int k = 0; k < 4; k++)
            fputc((int)((s->count >> (8 * k)) & 0xFF), s->out);
    }
    solid_write(s);
    if (s->ascii)
        fputs("endsolid maze\n", s->out);
}

/* Raises one block of each pair that meets another solid pair corner to
 * corner alone (at or above `level`), so no two solid blocks touch at an
 * edge or a point only: the solid stays manifold. Filling only adds, so
 * the passes end. */
static void untouch(struct solid *s, float level)
{
    bool changed = true;
    while (changed) {
        changed = false;
        for (size_t j = 1; j < s->ny; j++)
            for (size_t i = 1; i < s->nx; i++) {
                float *h = s->height;
                size_t a = (j - 1) * s->nx + i - 1, b = a + 1;
                size_t c = j * s->nx + i - 1, d = c + 1;
                bool sa = h[a] >= level, sb = h[b] >= level;
                bool sc = h[c] >= level, sd = h[d] >= level;
                if (sa && sd && !sb && !sc) {
                    h[b] = level;
                    changed = true;
                } else if (sb && sc && !sa && !sd) {
                    h[a] = level;
                    changed = true;
                }
            }
    }
}

/* The heights in use, rising, from all[0 .. n) (a height left out of use
 * repeats a lower one). */
static void set_levels(struct solid *s, const float *all, int n)
{
    s->nlevels = 0;
    for (int k = 0; k < n; k++)
        if (s->nlevels == 0 || all[k] > s->levels[s->nlevels - 1])
            s->levels[s->nlevels++] = all[k];
}

/* The blocks whose middles are within half a wall of the strokes' walls
 * stand at height zt; block (i, j)'s middle is at ((i + 0.5) px - half,
 * (j + 0.5) px - half) in the plot's millimetres, y down. */
static void stand_strokes(struct solid *s, const struct mz_strokes *st,
                          double px, double wall, float zt)
{
    double half = wall / 2;
    size_t nx = s->nx, ny = s->ny;
    for (size_t k = 0; k < st->count; k++)
        for (size_t q = st->first[k]; q + 1 < st->first[k + 1]; q++) {
            double ax = st->x[q], ay = st->y[q];
            double bx = st->x[q + 1], by = st->y[q + 1];
            double lo_x = fmin(ax, bx), hi_x = fmax(ax, bx);
            double lo_y = fmin(ay, by), hi_y = fmax(ay, by);
            size_t i0 = (size_t)fmax(0, floor(lo_x / px));
            size_t i1 = (size_t)fmin((double)nx, ceil((hi_x + wall) / px));
            size_t j0 = (size_t)fmax(0, floor(lo_y / px));
            size_t j1 = (size_t)fmin((double)ny, ceil((hi_y + wall) / px));
            double dx = bx - ax, dy = by - ay;
            double len2 = dx * dx + dy * dy;
            for (size_t j = j0; j < j1; j++)
                for (size_t i = i0; i < i1; i++) {
                    double x = (i + 0.5) * px - half;
                    double y = (j + 0.5) * px - half;
                    double t =
                        len2 > 0 ? ((x - ax) * dx + (y - ay) * dy) / len2 : 0;
                    t = t < 0 ? 0 : t > 1 ? 1 : t;
                    double ex = ax + t * dx - x, ey = ay + t * dy - y;
                    if (ex * ex + ey * ey <= half * half)
                        s->height[j * nx + i] = zt;
                }
        }
}

/* The dots: a disc a sixth of a cell across on the start and end, raised
 * to `dot`; false when the maze has no two ends to mark. */
static bool raise_dots(struct solid *s, const struct maze *m, double cell,
                       double px, double wall, float dot)
{
    struct maze_render_opts po = {.cell = 100, .wall = 1, .margin_set = true};
    struct mz_picture p;
    bool dots = m->start < m->cells && m->end < m->cells &&
                !mz_picture_init(m, &po, 4e9, &p);
    for (int e = 0; dots && e < 2; e++) {
        struct mz_outline o;
        mz_outline(m, &p, e ? m->end : m->start, &o);
        double cx = o.cx * cell / p.cell + wall / 2;
        double cy = o.cy * cell / p.cell + wall / 2;
        double r = cell / 6;
        for (size_t j = 0; j < s->ny; j++)
            for (size_t i = 0; i < s->nx; i++) {
                double x = (i + 0.5) * px - cx, y = (j + 0.5) * px - cy;
                float *h = &s->height[j * s->nx + i];
                if (x * x + y * y <= r * r && *h < dot)
                    *h = dot;
            }
    }
    return dots;
}

/* Hex, triangle, polar and upsilon walls run at any angle: they are
 * drawn on a grid of square blocks a third of a wall wide (the plot's
 * wall segments, each block whose middle is within half a wall of one
 * standing), so the same height field makes the solid. Errors:
 * MAZE_ERR_TOO_BIG past 16 million blocks. */
static enum maze_err shape_solid(const struct maze *m, FILE *out, bool ascii,
                                 double cell, double wall, double tall,
                                 double base)
{
    struct mz_strokes st;
    enum maze_err err = mz_strokes_make(m, cell, &st);
    if (err)
        return err;
    double px = wall / 3;
    size_t nx = (size_t)ceil((st.width + wall) / px);
    size_t ny = (size_t)ceil((st.height + wall) / px);
    struct solid s = {.out = out, .ascii = ascii, .nx = nx, .ny = ny};
    if ((double)nx * (double)ny > 16e6) {
        mz_strokes_release(&st);
        return MAZE_ERR_TOO_BIG;
    }
    err = MAZE_ERR_NOMEM;
    s.xs = malloc((nx + 1) * sizeof *s.xs);
    s.ys = malloc((ny + 1) * sizeof *s.ys);
    s.height = malloc(nx * ny * sizeof *s.height);
    if (!s.xs || !s.ys || !s.height)
        goto out;
    for (size_t i = 0; i <= nx; i++)
        s.xs[i] = i * px;
    for (size_t j = 0; j <= ny; j++) /* y up */
        s.ys[j] = (ny - j) * px;
    float zb = (float)base;
    float zt = (float)(base + tall);
    float dot = (float)(zb + fmin(1.0, tall / 2));
    for (size_t k = 0; k < nx * ny; k++)
        s.height[k] = zb;
    stand_strokes(&s, &st, px, wall, zt);
    bool dots = raise_dots(&s, m, cell, px, wall, dot);
    untouch(&s, zt);
    if (dots)
        untouch(&s, dot);
    float all[4] = {0, zb, dots ? dot : zb, zt};
    set_levels(&s, all, 4);
    solid_emit(&s, m, cell, wall, tall, base);
    err = ferror(out) ? MAZE_ERR_IO : MAZE_OK;
out:
    free(s.xs);
    free(s.ys);
    free(s.height);
    mz_strokes_release(&st);
    return err;
}

/* The edges of one axis's blocks, 2N + 1 of them for N cells (post,
 * wall, post, ..., post), posts and walls a wall thick and cells the
 * rest; the cells a and b (the start's and end's, UINT32_MAX for none)
 * cut in thirds for the dots. of[n] is the maze's block of the nth,
 * is_mid[n] whether it is the middle third of a cell with a dot. */
static void block_edges(double *edge, size_t *of, uint8_t *is_mid,
                        size_t blocks, uint32_t a, uint32_t b, double cell,
                        double wall)
{
    size_t n = 0;
    edge[0] = 0;
    for (size_t k = 0; k < blocks; k++) {
        double from = (k / 2) * cell + (k % 2 ? wall : 0);
        double to = k % 2 ? (k / 2 + 1) * cell : (k / 2) * cell + wall;
        bool split = k % 2 && (k / 2 == a || k / 2 == b);
        for (int t = 0; t < (split ? 3 : 1); t++) {
            of[n] = k;
            is_mid[n] = split && t == 1;
            edge[++n] = split ? from + (to - from) * (t + 1) / 3 : to;
        }
        edge[n] = to;
    }
}

/* The heights of a rect solid: plate, walls, a route sunk, the dots. */
struct heights {
    float base, top, sunk, dot;
};

/* The height of the maze's block (bx, by): a cell, a wall across, a wall
 * down or a post. on (NULL for no route) marks the route's cells, sunk
 * into the plate with the passages between them; middle says the block
 * is a cell's middle third, where an end's dot stands. */
static float block_height(const struct maze *m, const struct mz_picture *p,
                          const uint8_t *on, size_t bx, size_t by,
                          bool middle, const struct heights *z)
{
    uint32_t x = (uint32_t)(bx / 2);
    uint32_t y = (uint32_t)(by / 2);
    if (bx % 2 && by % 2) { /* a cell */
        size_t c = maze_cell_at(m, x, y);
        if (middle && (c == m->start || c == m->end))
            return on && on[c] ? z->base : z->dot;
        if (m->cell[c] & MAZE_CELL_OFF) /* a mask's solid block */
            return z->top;
        return on && on[c] ? z->sunk : z->base;
    }
    if (bx % 2) { /* a wall across, on grid line y */
        if (mz_picture_wall_across(m, p, x, y))
            return z->top;
        return on && y > 0 && y < m->height && on[maze_cell_at(m, x, y - 1)] &&
                       on[maze_cell_at(m, x, y)]
                   ? z->sunk
                   : z->base;
    }
    if (by % 2) { /* a wall down, on grid line x */
        if (mz_picture_wall_down(m, p, x, y))
            return z->top;
        return on && x > 0 && x < m->width && on[maze_cell_at(m, x - 1, y)] &&
                       on[maze_cell_at(m, x, y)]
                   ? z->sunk
                   : z->base;
    }
    /* a post: standing if a wall meeting it stands */
    return mz_picture_post_stands(m, p, x, y) ? z->top : z->base;
}

MZ_RENDERER(mz_render_stl)
{
    static const struct maze_render_opts defaults = {0};
    if (!opts)
        opts = &defaults;
    if (m->floors > 1 || m->extra)
        return MAZE_ERR_ARG;
    double cell = opts->mm_cell > 0 ? opts->mm_cell : MZ_MM_CELL;
    double wall = opts->mm_wall > 0 ? opts->mm_wall : MZ_MM_WALL;
    double tall = opts->mm_height > 0 ? opts->mm_height : MZ_MM_HEIGHT;
    double base = opts->mm_base > 0 ? opts->mm_base : MZ_MM_BASE;
    if (wall >= cell)
        return MAZE_ERR_ARG;
    if (m->shape != MAZE_SHAPE_RECT)
        return shape_solid(m, out, opts->ascii, cell, wall, tall, base);
    struct maze_render_opts po = {.cell = 1, .wall = 1, .margin_set = true};
    struct mz_picture p;
    enum maze_err err = mz_picture_init(m, &po, 4e9, &p);
    if (err)
        return err;
    /* Blocks: 2W + 1 across (post, wall, post, ..., post) and 2H + 1
     * down, then the start's and end's cells cut in thirds for the
     * dots: each of those cell columns (rows) becomes three. */
    size_t bw = 2 * (size_t)m->width + 1;
    size_t bh = 2 * (size_t)m->height + 1;
    uint32_t sx = 0, sy = 0, ex = 0, ey = 0;
    bool dots = m->start < m->cells && m->end < m->cells;
    if (dots) {
        maze_cell_xy(m, m->start, &sx, &sy);
        maze_cell_xy(m, m->end, &ex, &ey);
    }
    size_t nx = bw + (dots ? (sx == ex ? 2 : 4) : 0);
    size_t ny = bh + (dots ? (sy == ey ? 2 : 4) : 0);
    struct solid s = {.out = out, .ascii = opts->ascii, .nx = nx, .ny = ny};
    s.xs = malloc((nx + 1) * sizeof *s.xs);
    s.ys = malloc((ny + 1) * sizeof *s.ys);
    /* For each column (row) of blocks: the maze's block, and whether it
     * is the middle third of a cell with a dot. */
    size_t *col = malloc((nx + ny) * sizeof *col);
    uint8_t *mid = calloc(nx + ny, 1);
    s.height = malloc(nx * ny * sizeof *s.height);
    uint8_t *on = route_cells(m, route);
    err = MAZE_ERR_NOMEM;
    if (!s.xs || !s.ys || !col || !mid || !s.height || !on)
        goto out;
    for (int axis = 0; axis < 2; axis++)
        block_edges(axis ? s.ys : s.xs, col + (axis ? nx : 0),
                    mid + (axis ? nx : 0), axis ? bh : bw,
                    dots ? (axis ? sy : sx) : UINT32_MAX,
                    dots ? (axis ? ey : ex) : UINT32_MAX, cell, wall);
    /* y up: the maze's top row at the back of the plate. */
    double depth = s.ys[ny];
    for (size_t j = 0; j <= ny; j++)
        s.ys[j] = depth - s.ys[j];
    float zb = (float)base;
    float zt = (float)(base + tall);
    float sunk = (float)(base - fmin(1.0, base / 2));
    float dot = (float)(zb + fmin(1.0, tall / 2));
    bool sinks = route && route->length;
    const struct heights z = {.base = zb, .top = zt, .sunk = sunk,
                              .dot = dot};
    for (size_t j = 0; j < ny; j++)
        for (size_t i = 0; i < nx; i++)
            s.height[j * nx + i] =
                block_height(m, &p, sinks ? on : NULL, col[i], col[nx + j],
                             mid[i] && mid[nx + j], &z);
    float all[5] = {0, sinks ? sunk : 0, zb, dots ? dot : zb, zt};
    set_levels(&s, all, 5);
    solid_emit(&s, m, cell, wall, tall, base);
    err = ferror(out) ? MAZE_ERR_IO : MAZE_OK;
out:
    free(s.xs);
    free(s.ys);
    free(s.height);
    free(col);
    free(mid);
    free(on);
    return err;
}
