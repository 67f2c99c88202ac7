/*
 * geometry.c - maze.h's geometry: the pictures' own numbers (picture.c's
 * measures and outlines) for a program that draws a maze itself.
 *
 * Nothing here computes a position of its own: each call hands on what
 * mz_picture_init(), mz_outline(), mz_outline_wall(), mz_picture_wall(),
 * the bridge of cairo.c's draw_crossings() and mz_stair_mark() give the
 * writers, so the web page draws what the PNG writer draws.
 */
#include <stdlib.h>

#include "picture.h"

struct maze_geometry {
    const struct maze *m;
    struct mz_picture p;
};

enum maze_err maze_geometry_new(const struct maze *m,
                                const struct maze_render_opts *opts,
                                struct maze_geometry **out)
{
    struct mz_picture p;
    enum maze_err err = mz_picture_init_net(m, opts, &p);
    if (err)
        return err;
    struct maze_geometry *g = malloc(sizeof *g);
    if (!g)
        return MAZE_ERR_NOMEM;
    g->m = m;
    g->p = p;
    *out = g;
    return MAZE_OK;
}

void maze_geometry_free(struct maze_geometry *g)
{
    free(g);
}

void maze_geometry_size(const struct maze_geometry *g, double *width,
                        double *height)
{
    *width = g->p.extent_x;
    *height = g->p.extent_y;
}

void maze_geometry_outline(const struct maze_geometry *g, size_t c,
                           struct maze_outline *o)
{
    struct mz_outline in;
    mz_outline(g->m, &g->p, c, &in);
    o->cx = in.cx;
    o->cy = in.cy;
    o->points = in.points;
    o->sides = in.sides;
    for (unsigned k = 0; k < in.points; k++) {
        o->x[k] = in.x[k];
        o->y[k] = in.y[k];
    }
    for (unsigned i = 0; i < in.sides; i++) {
        o->dir[i] = in.dir[i];
        o->from[i] = in.from[i];
    }
}

void maze_geometry_doors(const struct maze_geometry *g, int *start_side,
                         int *end_side)
{
    bool rect = g->m->shape == MAZE_SHAPE_RECT;
    *start_side = rect ? g->p.start_door : g->p.start_side;
    *end_side = rect ? g->p.end_door : g->p.end_side;
}

/* A rectangle's side d of (x, y), or a floor's on its panel (cairo.c
 * draws each floor as the flat maze mz_floor_view() gives). */
static bool rect_wall(const struct mz_picture *p, const struct maze *m,
                      size_t c, int d)
{
    uint32_t x = 0;
    uint32_t y = 0;
    maze_cell_xy(m, c, &x, &y);
    if ((d == MAZE_WEST && x > 0) || (d == MAZE_NORTH && y % mz_floor_rows(m)))
        return false; /* the neighbour's east or south side */
    if (m->floors <= 1)
        return mz_picture_wall(m, p, x, y, d);
    uint32_t rows = mz_floor_rows(m);
    struct maze f = mz_floor_view(m, y / rows);
    return mz_picture_wall(&f, p, x, y % rows, d);
}

bool maze_geometry_wall(const struct maze_geometry *g, const struct maze *m,
                        size_t c, unsigned side)
{
    if (m->shape == MAZE_SHAPE_RECT)
        return side < 4 && rect_wall(&g->p, m, c, (int)side);
    struct mz_outline o;
    mz_outline(m, &g->p, c, &o);
    return side < o.sides && mz_outline_wall(m, &g->p, c, &o, side);
}

unsigned maze_geometry_bridge(const struct maze_geometry *g,
                              const struct maze *m, size_t c, double line[6][4])
{
    const struct mz_picture *p = &g->p;
    bool over_ew = false;
    if (m->shape != MAZE_SHAPE_RECT || m->floors > 1 ||
        !maze_crossing(m, c, &over_ew))
        return 0;
    uint32_t x = 0;
    uint32_t y = 0;
    maze_cell_xy(m, c, &x, &y);
    double x0 = p->margin + x * p->cell;
    double y0 = p->margin + y * p->cell;
    double n = p->cell;
    double i = n / 4;
    /* For a bridge running north-south; east-west swaps the axes. */
    const double lines[6][4] = {{i, 0, i, n}, {n - i, 0, n - i, n},
                                {0, 0, i, 0}, {n - i, 0, n, 0},
                                {0, n, i, n}, {n - i, n, n, n}};
    for (int k = 0; k < 6; k++) {
        const double *l = lines[k];
        int a = over_ew ? 1 : 0;
        line[k][0] = x0 + l[a];
        line[k][1] = y0 + l[1 - a];
        line[k][2] = x0 + l[2 + a];
        line[k][3] = y0 + l[3 - a];
    }
    return 6;
}

unsigned maze_geometry_stairs(const struct maze_geometry *g,
                              const struct maze *m, size_t c, double mark[2][6])
{
    if (m->floors <= 1)
        return 0;
    bool up = mz_stair_up(m, c);
    bool down = mz_stair_down(m, c);
    double x = 0;
    double y = 0;
    mz_floor_centre(m, &g->p, c, &x, &y);
    unsigned n = 0;
    for (int k = 0; k < 2; k++) {
        bool is_up = k == 0;
        if (!(is_up ? up : down))
            continue;
        double tx[3];
        double ty[3];
        mz_stair_mark(&g->p, x, y, is_up, up && down, tx, ty);
        for (int j = 0; j < 3; j++) {
            mark[n][2 * j] = tx[j];
            mark[n][2 * j + 1] = ty[j];
        }
        n++;
    }
    return n;
}

unsigned maze_geometry_portals(const struct maze_geometry *g,
                               const struct maze *m, size_t c,
                               double mark[2][8])
{
    if (m->towers <= 1)
        return 0;
    double x = 0;
    double y = 0;
    mz_floor_centre(m, &g->p, c, &x, &y);
    unsigned n = 0;
    for (int k = 0; k < 2; k++) {
        bool ana = k == 0;
        if (!(ana ? mz_portal_ana(m, c) : mz_portal_kata(m, c)))
            continue;
        double dx[4];
        double dy[4];
        mz_portal_mark(&g->p, x, y, ana, dx, dy);
        for (int j = 0; j < 4; j++) {
            mark[n][2 * j] = dx[j];
            mark[n][2 * j + 1] = dy[j];
        }
        n++;
    }
    return n;
}
