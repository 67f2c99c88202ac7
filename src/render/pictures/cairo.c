/*
 * cairo.c - the maze drawn through cairo, and PNG pictures of it.
 *
 * One drawing serves PNG, SVG (svg.c) and PDF (pdf.c): the background,
 * every standing wall as one path (collinear wall segments merged into
 * long lines, so an SVG has one <path> of a few hundred segments rather
 * than thousands of elements), and the route as a thick line through the
 * cell centres from the entry gap to the exit gap. The GIF's frames of
 * shape mazes are painted here too (mz_shape_paint). Only the files of
 * this folder that write through cairo include it (cairo_draw.h).
 */
#include <cairo.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../picture.h"
#include "cairo_draw.h"
#include "pictures.h"

static void set_color(cairo_t *cr, uint32_t rgb)
{
    cairo_set_source_rgb(cr, ((rgb >> 16) & 255) / 255.0,
                         ((rgb >> 8) & 255) / 255.0, (rgb & 255) / 255.0);
}

/* Odd wall widths sit on half pixels, so their edges stay crisp. */
static double snap(const struct mz_picture *p)
{
    return ((int)p->wall % 2) ? 0.5 : 0.0;
}

/* One straight run of wall: from grid corner (x0, y0) to (x1, y1). */
static void wall_run(cairo_t *cr, const struct mz_picture *p, uint32_t x0,
                     uint32_t y0, uint32_t x1, uint32_t y1)
{
    double s = snap(p);
    cairo_move_to(cr, p->margin + x0 * p->cell + s,
                  p->margin + y0 * p->cell + s);
    cairo_line_to(cr, p->margin + x1 * p->cell + s,
                  p->margin + y1 * p->cell + s);
}

/* Whether the wall at step i of a grid line stands: across, on row line
 * of corners under cell i; down, on column line beside cell row i. */
static bool wall_at(const struct maze *m, const struct mz_picture *p,
                    bool across, uint32_t line, uint32_t i)
{
    return across ? mz_picture_wall_across(m, p, i, line)
                  : mz_picture_wall_down(m, p, line, i);
}

/* The standing walls along one grid line, each unbroken run of them one
 * straight stroke. */
static void wall_line(cairo_t *cr, const struct maze *m,
                      const struct mz_picture *p, bool across, uint32_t line)
{
    const uint32_t steps = across ? m->width : m->height;
    for (uint32_t i = 0; i < steps;) {
        if (!wall_at(m, p, across, line, i)) {
            i++;
            continue;
        }
        uint32_t from = i;
        while (i < steps && wall_at(m, p, across, line, i))
            i++;
        if (across)
            wall_run(cr, p, from, line, i, line);
        else
            wall_run(cr, p, line, from, line, i);
    }
}

static void draw_walls(cairo_t *cr, const struct maze *m,
                       const struct mz_picture *p)
{
    for (uint32_t y = 0; y <= m->height; y++)
        wall_line(cr, m, p, true, y);
    for (uint32_t x = 0; x <= m->width; x++)
        wall_line(cr, m, p, false, x);
    set_color(cr, p->fg);
    cairo_set_line_width(cr, p->wall);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
    cairo_stroke(cr);
}

/* The centre of cell c, in pixels (other shapes: where the route passes
 * through its outline). */
static void centre(const struct maze *m, const struct mz_picture *p, size_t c,
                   double *px, double *py)
{
    if (m->shape != MAZE_SHAPE_RECT) {
        struct mz_outline o;
        mz_outline(m, p, c, &o);
        *px = o.cx;
        *py = o.cy;
        return;
    }
    uint32_t x = 0;
    uint32_t y = 0;
    maze_cell_xy(m, c, &x, &y);
    *px = p->margin + (x + 0.5) * p->cell;
    *py = p->margin + (y + 0.5) * p->cell;
}

/* Where the route leaves through a door: on the outer wall's line (other
 * shapes: the middle of the door's side). */
static void door_point(const struct maze *m, const struct mz_picture *p,
                       size_t c, int d, double *px, double *py)
{
    if (m->shape != MAZE_SHAPE_RECT) {
        struct mz_outline o;
        mz_outline(m, p, c, &o);
        mz_outline_middle(&o, (unsigned)d, px, py);
        return;
    }
    centre(m, p, c, px, py);
    *px += mz_dx(d) * p->cell / 2;
    *py += mz_dy(d) * p->cell / 2;
}

/* ------------------------------------------------------------- weave */

/* How far a crossing's bridge sits in from its cell's sides. */
static double bridge_inset(const struct mz_picture *p)
{
    return p->cell / 4;
}

/* Each crossing as a bridge: the walls of the passage over it run on
 * across the cell, set in from its sides, and stubs join them to the
 * cell's corners: the walls of the passage under it, which shows as the
 * gap between them where it goes under the bridge. */
static void draw_crossings(cairo_t *cr, const struct maze *m,
                           const struct mz_picture *p)
{
    double s = snap(p);
    double i = bridge_inset(p);
    for (size_t c = 0; c < m->cells; c++) {
        bool over_ew = false;
        if (!maze_crossing(m, c, &over_ew))
            continue;
        uint32_t x = 0;
        uint32_t y = 0;
        maze_cell_xy(m, c, &x, &y);
        double x0 = p->margin + x * p->cell + s;
        double y0 = p->margin + y * p->cell + s;
        double n = p->cell;
        /* Drawn for a bridge running north-south; east-west swaps the
         * axes. */
        const double rail[2][4] = {{i, 0, i, n}, {n - i, 0, n - i, n}};
        const double stub[4][4] = {
            {0, 0, i, 0}, {n - i, 0, n, 0}, {0, n, i, n}, {n - i, n, n, n}};
        for (int k = 0; k < 6; k++) {
            const double *l = k < 2 ? rail[k] : stub[k - 2];
            if (over_ew) {
                cairo_move_to(cr, x0 + l[1], y0 + l[0]);
                cairo_line_to(cr, x0 + l[3], y0 + l[2]);
            } else {
                cairo_move_to(cr, x0 + l[0], y0 + l[1]);
                cairo_line_to(cr, x0 + l[2], y0 + l[3]);
            }
        }
    }
    set_color(cr, p->fg);
    cairo_set_line_width(cr, p->wall);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE);
    cairo_stroke(cr);
}

/* Half way from the route's colour to the background's. */
static uint32_t paler(uint32_t rgb, uint32_t bg)
{
    uint32_t out = 0;
    for (int shift = 0; shift < 24; shift += 8)
        out |= ((((rgb >> shift) & 255) + ((bg >> shift) & 255)) / 2) << shift;
    return out;
}

/* Whether the route's step from a to b goes under a crossing (the two
 * are not neighbours). */
static bool goes_under(const struct maze *m, size_t a, size_t b)
{
    return m->extra && mz_direction(m, a, b) < 0;
}

/* The route's steps under crossings, dashed and paler, drawn before the
 * bridges that cover them. */
static void draw_route_under(cairo_t *cr, const struct maze *m,
                             const struct mz_picture *p,
                             const struct maze_route *r)
{
    for (size_t i = 1; i < r->length; i++) {
        if (!goes_under(m, r->cells[i - 1], r->cells[i]))
            continue;
        double x = 0;
        double y = 0;
        centre(m, p, r->cells[i - 1], &x, &y);
        cairo_move_to(cr, x, y);
        centre(m, p, r->cells[i], &x, &y);
        cairo_line_to(cr, x, y);
    }
    const double dash[2] = {p->cell / 6, p->cell / 6};
    cairo_set_dash(cr, dash, 2, 0);
    set_color(cr, paler(p->route, p->bg));
    cairo_set_line_width(cr, p->cell / 3);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_stroke(cr);
    cairo_set_dash(cr, NULL, 0, 0);
}

/* Wrap: a step from a to b across a seam goes out through a's edge and
 * comes back in through b's, on the far side of the picture; the line is
 * left at b's edge, for the line to b's centre. */
static void seam_step(cairo_t *cr, const struct maze *m,
                      const struct mz_picture *p, size_t a, size_t b)
{
    int d = mz_direction(m, a, b);
    struct mz_at at = mz_at(m, a);
    if (d < 0 || !mz_crosses_seam(m, at.x, at.y, d))
        return;
    double x = 0;
    double y = 0;
    door_point(m, p, a, d, &x, &y);
    cairo_line_to(cr, x, y);
    door_point(m, p, b, mz_back(m, at, d), &x, &y);
    cairo_move_to(cr, x, y);
}

/* Wrap and cube: a dot on each side of every open seam, in the middle of
 * the gap, so that the two ends of a passage across the picture can be
 * matched. As a path, filled by the caller. */
static void seam_dots(cairo_t *cr, const struct maze *m,
                      const struct mz_picture *p)
{
    for (size_t c = 0; c < m->cells; c++) {
        struct mz_at a = mz_at(m, c);
        for (int d = 0; d < (int)mz_dirs(m); d++) {
            if (!mz_crosses_seam(m, a.x, a.y, d) || !maze_open(m, c, d))
                continue;
            double x = 0;
            double y = 0;
            door_point(m, p, c, d, &x, &y);
            double bx = 0;
            double by = 0;
            door_point(m, p, maze_go(m, c, d), mz_back(m, a, d), &bx, &by);
            if (fabs(bx - x) + fabs(by - y) < 1e-6)
                continue; /* a cube's faces side by side in the net */
            cairo_new_sub_path(cr);
            cairo_arc(cr, x, y, p->cell / 6, 0, 6.283185307179586);
        }
    }
}

static void draw_seams(cairo_t *cr, const struct maze *m,
                       const struct mz_picture *p)
{
    seam_dots(cr, m, p);
    set_color(cr, mz_palette(p, P_FRONTIER));
    cairo_fill(cr);
}

/* One arrowhead of a seam's mark, its tip towards (dx, dy) (a unit step),
 * centred on (x, y) and s across. */
static void seam_arrow(cairo_t *cr, double x, double y, double dx, double dy,
                       double s)
{
    cairo_move_to(cr, x + dx * s / 2, y + dy * s / 2);
    cairo_line_to(cr, x - dx * s / 2 - dy * s / 2, y - dy * s / 2 + dx * s / 2);
    cairo_line_to(cr, x - dx * s / 2 + dy * s / 2, y - dy * s / 2 - dx * s / 2);
    cairo_close_path(cr);
}

/* A rectangle's seams marked as a paper model's edges are: an arrow in the
 * margin beside each edge that wraps (one head for the x seam, two for the
 * y seam), the two edges of a seam glued so that their arrows agree. A
 * straight seam's arrows point the same way; a twisted one's opposite
 * ways, which is all that tells a Moebius strip from a cylinder at a
 * glance. Left out when the margin has no room for them. */
static void draw_seam_arrows(cairo_t *cr, const struct maze *m,
                             const struct mz_picture *p)
{
    const double s = (p->margin < p->cell ? p->margin : p->cell) * 0.5;
    if (m->shape != MAZE_SHAPE_RECT || s < 3)
        return;
    const double x0 = p->margin, x1 = p->margin + m->width * p->cell;
    const double y0 = p->margin, y1 = p->margin + m->height * p->cell;
    const double xm = (x0 + x1) / 2, ym = (y0 + y1) / 2;
    const double out = p->margin / 2;
    if ((m->wrap & MAZE_WRAP_X) && m->width >= 3) {
        double back = m->wrap & MAZE_WRAP_FLIP_X ? -1 : 1;
        seam_arrow(cr, x1 + out, ym, 0, 1, s);
        seam_arrow(cr, x0 - out, ym, 0, back, s);
    }
    if ((m->wrap & MAZE_WRAP_Y) && m->height >= 3) {
        double back = m->wrap & MAZE_WRAP_FLIP_Y ? -1 : 1;
        for (int k = -1; k <= 1; k += 2) {
            seam_arrow(cr, xm + k * s * 0.6, y1 + out, 1, 0, s);
            seam_arrow(cr, xm + k * s * 0.6, y0 - out, back, 0, s);
        }
    }
    set_color(cr, mz_palette(p, P_FRONTIER));
    cairo_fill(cr);
}

/* Cube: the two edges of each seam the net cuts open, marked alike: a
 * line of the seam's own colour just outside each, with an arrowhead at
 * its middle, pointing so that the arrows agree when the edges are glued
 * (a paper model's marks). The seams the net keeps whole (faces side by
 * side) need none. */
static void draw_cube_seams(cairo_t *cr, const struct maze *m,
                            const struct mz_picture *p)
{
    static const uint32_t colour[7] = {0xE69F00, 0x56B4E9, 0x009E73,
                                       0xCC79A7, 0x0072B2, 0xD55E00,
                                       0x7F7F7F};
    /* Side d's corner where its cells' count starts, and the step along
     * it, in face cells (cube.h: y along east and west, x along the
     * others); the outward step. */
    static const double start[4][2] = {{1, 0}, {0, 1}, {0, 0}, {0, 0}};
    static const double along[4][2] = {{0, 1}, {1, 0}, {0, 1}, {1, 0}};
    static const double outward[4][2] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
    const double n = m->width;
    const double off = 0.3 / n; /* a third of a cell, in faces */
    const double s = p->cell * 0.5;
    unsigned seam = 0;
    for (unsigned f = 0; f < 6; f++)
        for (int d = 0; d < 4; d++) {
            const struct mz_cube_seam *to = &mz_cube_seams[f][d];
            if (to->face < f)
                continue; /* drawn from the other side */
            const unsigned face[2] = {f, to->face};
            const int side[2] = {d, to->side};
            double mid[2][2];
            for (int k = 0; k < 2; k++) {
                const int e = side[k];
                double u = (start[e][0] + along[e][0] / 2) * n;
                double v = (start[e][1] + along[e][1] / 2) * n;
                mz_cube_net_point(m, p, face[k], u, v, &mid[k][0], &mid[k][1]);
            }
            if (fabs(mid[0][0] - mid[1][0]) + fabs(mid[0][1] - mid[1][1]) <
                1e-6)
                continue; /* side by side in the net */
            for (int k = 0; k < 2; k++) {
                const int e = side[k];
                const double sign = k == 1 && to->reversed ? -1 : 1;
                double x[3];
                double y[3];
                for (int j = 0; j < 3; j++) { /* both ends, then the tip */
                    double t = j == 2 ? 0.5 + sign * 0.5 / n : j;
                    double u = (start[e][0] + along[e][0] * t +
                                outward[e][0] * off) * n;
                    double v = (start[e][1] + along[e][1] * t +
                                outward[e][1] * off) * n;
                    mz_cube_net_point(m, p, face[k], u, v, &x[j], &y[j]);
                }
                set_color(cr, colour[seam % 7]);
                cairo_set_line_width(cr, p->wall);
                cairo_move_to(cr, x[0], y[0]);
                cairo_line_to(cr, x[1], y[1]);
                cairo_stroke(cr);
                /* The arrowhead: its tip half a cell along from the
                 * middle, its back at the middle, s wide. */
                double mx = (x[0] + x[1]) / 2;
                double my = (y[0] + y[1]) / 2;
                double dx = x[2] - mx;
                double dy = y[2] - my;
                double len = sqrt(dx * dx + dy * dy);
                dx /= len;
                dy /= len;
                cairo_move_to(cr, x[2], y[2]);
                cairo_line_to(cr, mx - dy * s / 2, my + dx * s / 2);
                cairo_line_to(cr, mx + dy * s / 2, my - dx * s / 2);
                cairo_close_path(cr);
                cairo_fill(cr);
            }
            seam++;
        }
}

static void draw_route(cairo_t *cr, const struct maze *m,
                       const struct mz_picture *p, const struct maze_route *r)
{
    const bool rect = m->shape == MAZE_SHAPE_RECT;
    const int start_door = rect ? p->start_door : p->start_side;
    const int end_door = rect ? p->end_door : p->end_side;
    double x = 0;
    double y = 0;
    if (r->cells[0] == m->start && start_door >= 0)
        door_point(m, p, m->start, start_door, &x, &y);
    else
        centre(m, p, r->cells[0], &x, &y);
    cairo_move_to(cr, x, y);
    for (size_t i = 0; i < r->length; i++) {
        if (i > 0 && (m->wrap || m->shape == MAZE_SHAPE_CUBE ||
                      m->shape == MAZE_SHAPE_SPHERE))
            seam_step(cr, m, p, r->cells[i - 1], r->cells[i]);
        centre(m, p, r->cells[i], &x, &y);
        /* A step under a crossing is drawn by draw_route_under(). */
        if (i > 0 && goes_under(m, r->cells[i - 1], r->cells[i]))
            cairo_move_to(cr, x, y);
        else
            cairo_line_to(cr, x, y);
    }
    size_t last = r->cells[r->length - 1];
    if (last == m->end && end_door >= 0) {
        door_point(m, p, m->end, end_door, &x, &y);
        cairo_line_to(cr, x, y);
    }
    set_color(cr, p->route);
    cairo_set_line_width(cr, p->cell / 3);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    cairo_stroke(cr);
}

/* Start and end inside the maze have no gap to show them: a dot each. */
static void draw_markers(cairo_t *cr, const struct maze *m,
                         const struct mz_picture *p)
{
    const size_t cells[2] = {m->start, m->end};
    const bool rect = m->shape == MAZE_SHAPE_RECT;
    const int doors[2] = {rect ? p->start_door : p->start_side,
                          rect ? p->end_door : p->end_side};
    for (int i = 0; i < 2; i++) {
        if (cells[i] >= m->cells || doors[i] >= 0)
            continue;
        double x = 0;
        double y = 0;
        centre(m, p, cells[i], &x, &y);
        cairo_arc(cr, x, y, p->cell / 4, 0, 6.283185307179586);
        set_color(cr, p->route);
        cairo_fill(cr);
    }
}

static void draw_off_cells(cairo_t *cr, const struct maze *m,
                           const struct mz_picture *p)
{
    for (size_t c = 0; c < m->cells && !p->blank_off; c++) {
        if (!(m->cell[c] & MAZE_CELL_OFF))
            continue;
        uint32_t x = 0;
        uint32_t y = 0;
        maze_cell_xy(m, c, &x, &y);
        cairo_rectangle(cr, p->margin + x * p->cell, p->margin + y * p->cell,
                        p->cell, p->cell);
    }
    set_color(cr, p->fg);
    cairo_fill(cr);
}

/* ------------------------------------------------------------- shapes */

static void trace_side(cairo_t *cr, const struct mz_outline *o, unsigned i)
{
    unsigned at = 0;
    unsigned n = mz_outline_side(o, i, &at);
    for (unsigned k = 0; k < n; k++) {
        unsigned j = (at + k) % o->points;
        if (k == 0)
            cairo_move_to(cr, o->x[j], o->y[j]);
        else
            cairo_line_to(cr, o->x[j], o->y[j]);
    }
}

/* The outline of cell c, closed, as a path to fill. */
static void trace_cell(cairo_t *cr, const struct maze *m,
                       const struct mz_picture *p, size_t c)
{
    struct mz_outline o;
    mz_outline(m, p, c, &o);
    cairo_move_to(cr, o.x[0], o.y[0]);
    for (unsigned k = 1; k < o.points; k++)
        cairo_line_to(cr, o.x[k], o.y[k]);
    cairo_close_path(cr);
}

/* Every standing wall of a shape maze as one path, each drawn once. */
static void trace_walls(cairo_t *cr, const struct maze *m,
                        const struct mz_picture *p)
{
    struct mz_outline o;
    for (size_t c = 0; c < m->cells; c++) {
        if (m->cell[c] & MAZE_CELL_OFF)
            continue;
        mz_outline(m, p, c, &o);
        for (unsigned i = 0; i < o.sides; i++)
            if (mz_outline_wall(m, p, c, &o, i))
                trace_side(cr, &o, i);
    }
}

/* Sphere: both hemispheres again as globes seen from above each pole
 * (picture.c's mz_sphere_globe_point): the rim, every wall, and the
 * route, whose line breaks where it crosses the equator. */
static void draw_globes(cairo_t *cr, const struct maze *m,
                        const struct mz_picture *p,
                        const struct maze_route *route)
{
    const double r = (m->height / 2) * p->cell;
    for (unsigned half = 0; half < 2; half++) {
        double cx = 0, cy = 0;
        mz_sphere_disc(m, p, half, true, &cx, &cy);
        cairo_new_sub_path(cr);
        cairo_arc(cr, cx, cy, r, 0, 6.283185307179586);
    }
    struct mz_outline o;
    for (size_t c = 0; c < m->cells; c++) {
        mz_outline(m, p, c, &o);
        for (unsigned i = 0; i < o.sides; i++) {
            if (!mz_outline_wall(m, p, c, &o, i))
                continue;
            unsigned at = 0;
            unsigned n = mz_outline_side(&o, i, &at);
            for (unsigned k = 0; k < n; k++) {
                unsigned j = (at + k) % o.points;
                double x = 0, y = 0;
                mz_sphere_globe_point(m, p, o.x[j], o.y[j], &x, &y);
                if (k == 0)
                    cairo_move_to(cr, x, y);
                else
                    cairo_line_to(cr, x, y);
            }
        }
    }
    set_color(cr, p->fg);
    cairo_set_line_width(cr, p->wall);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    cairo_stroke(cr);
    if (!route || !route->length)
        return;
    const uint32_t north = mz_sphere_half(m);
    for (size_t i = 0; i < route->length; i++) {
        mz_outline(m, p, route->cells[i], &o);
        double x = 0, y = 0;
        mz_sphere_globe_point(m, p, o.cx, o.cy, &x, &y);
        struct mz_at a = mz_at(m, route->cells[i]);
        bool same = i > 0 && (mz_at(m, route->cells[i - 1]).y < north) ==
                                 (a.y < north);
        if (same)
            cairo_line_to(cr, x, y);
        else
            cairo_move_to(cr, x, y);
    }
    set_color(cr, p->route);
    cairo_set_line_width(cr, p->cell / 4);
    cairo_stroke(cr);
}

/* A hex, triangle or polar maze: OFF cells filled, then every wall as
 * one path with round joins (sides meet at many angles), then the route
 * through the cells' centres. */
static void draw_shape(cairo_t *cr, const struct maze *m,
                       const struct mz_picture *p,
                       const struct maze_route *route)
{
    for (size_t c = 0; c < m->cells && !p->blank_off; c++) {
        if (!(m->cell[c] & MAZE_CELL_OFF))
            continue;
        trace_cell(cr, m, p, c);
    }
    set_color(cr, p->fg);
    cairo_fill(cr);
    trace_walls(cr, m, p);
    cairo_set_line_width(cr, p->wall);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    cairo_stroke(cr);
    draw_markers(cr, m, p);
    if (m->wrap || m->shape == MAZE_SHAPE_CUBE ||
        m->shape == MAZE_SHAPE_SPHERE)
        draw_seams(cr, m, p);
    if (m->shape == MAZE_SHAPE_CUBE)
        draw_cube_seams(cr, m, p);
    if (route && route->length)
        draw_route(cr, m, p, route);
    if (m->shape == MAZE_SHAPE_SPHERE)
        draw_globes(cr, m, p, route);
}

/* A cell's outline as the painter keeps it: its points in a shared pool
 * and its bounding box, grown by what strokes reach past the outline. */
struct kept_outline {
    double cx, cy, x0, y0, x1, y1;
    size_t first;
    uint8_t points, sides;
    int8_t dir[MZ_OUTLINE_SIDES];
    uint8_t from[MZ_OUTLINE_SIDES];
};

struct mz_shape_painter {
    struct mz_picture p;
    struct kept_outline *cell;
    size_t cells;
    double *x, *y; /* the points of every outline */
    cairo_surface_t *surface;
    cairo_t *cr;
    uint8_t *fill, *route, *bytes; /* what the last frame showed */
    bool painted, copied;
};

void mz_shape_painter_free(struct mz_shape_painter *sp)
{
    if (!sp)
        return;
    if (sp->cr)
        cairo_destroy(sp->cr);
    if (sp->surface)
        cairo_surface_destroy(sp->surface);
    free(sp->cell);
    free(sp->x);
    free(sp->y);
    free(sp->fill);
    free(sp->route);
    free(sp->bytes);
    free(sp);
}

/* Keeps cell c's outline o in the painter, with the box its strokes
 * reach (reach past each side); false when memory runs out. */
static bool keep_outline(struct mz_shape_painter *sp, size_t c,
                         const struct mz_outline *o, double reach, size_t *cap,
                         size_t *used)
{
    if (*used + o->points > *cap) {
        size_t more = *cap ? 2 * *cap + o->points : 16 * sp->cells + o->points;
        double *x = realloc(sp->x, more * sizeof *x);
        if (x)
            sp->x = x;
        double *y = x ? realloc(sp->y, more * sizeof *y) : NULL;
        if (y)
            sp->y = y;
        if (!x || !y)
            return false;
        *cap = more;
    }
    struct kept_outline *k = &sp->cell[c];
    k->cx = o->cx;
    k->cy = o->cy;
    k->x0 = k->y0 = 1e300;
    k->x1 = k->y1 = -1e300;
    for (unsigned i = 0; i < o->points; i++) {
        sp->x[*used + i] = o->x[i];
        sp->y[*used + i] = o->y[i];
        k->x0 = o->x[i] < k->x0 ? o->x[i] : k->x0;
        k->y0 = o->y[i] < k->y0 ? o->y[i] : k->y0;
        k->x1 = o->x[i] > k->x1 ? o->x[i] : k->x1;
        k->y1 = o->y[i] > k->y1 ? o->y[i] : k->y1;
    }
    k->x0 -= reach;
    k->y0 -= reach;
    k->x1 += reach;
    k->y1 += reach;
    k->first = *used;
    k->points = (uint8_t)o->points;
    k->sides = (uint8_t)o->sides;
    for (unsigned i = 0; i < o->sides && i < MZ_OUTLINE_SIDES; i++) {
        k->dir[i] = (int8_t)o->dir[i];
        k->from[i] = (uint8_t)o->from[i];
    }
    *used += o->points;
    return true;
}

enum maze_err mz_shape_painter_new(const struct maze *m,
                                   const struct mz_picture *p,
                                   struct mz_shape_painter **out)
{
    struct mz_shape_painter *sp = calloc(1, sizeof *sp);
    if (!sp)
        return MAZE_ERR_NOMEM;
    sp->p = *p;
    sp->cells = m->cells;
    sp->cell = calloc(m->cells, sizeof *sp->cell);
    sp->fill = calloc(m->cells, 1);
    sp->route = calloc(m->cells, 1);
    sp->bytes = calloc(m->cells, 1);
    bool ok = sp->cell && sp->fill && sp->route && sp->bytes;
    /* Strokes reach half a wall (or half the route band) past a side. */
    double reach = (p->wall > p->cell / 3 ? p->wall : p->cell / 3) / 2 + 2;
    size_t cap = 0;
    size_t used = 0;
    struct mz_outline o;
    for (size_t c = 0; ok && c < m->cells; c++) {
        mz_outline(m, p, c, &o);
        ok = keep_outline(sp, c, &o, reach, &cap, &used);
    }
    if (ok) {
        sp->surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24,
                                                 (int)p->width, (int)p->height);
        sp->cr = cairo_create(sp->surface);
        ok = cairo_status(sp->cr) == CAIRO_STATUS_SUCCESS;
    }
    if (!ok) {
        mz_shape_painter_free(sp);
        return MAZE_ERR_NOMEM;
    }
    cairo_set_antialias(sp->cr, CAIRO_ANTIALIAS_NONE);
    *out = sp;
    return MAZE_OK;
}

/* Cell c's outline back from the painter's copy. */
static void kept(const struct mz_shape_painter *sp, size_t c,
                 struct mz_outline *o)
{
    const struct kept_outline *k = &sp->cell[c];
    o->cx = k->cx;
    o->cy = k->cy;
    o->points = k->points;
    o->sides = k->sides;
    memcpy(o->x, sp->x + k->first, k->points * sizeof *o->x);
    memcpy(o->y, sp->y + k->first, k->points * sizeof *o->y);
    for (unsigned i = 0; i < k->sides && i < MZ_OUTLINE_SIDES; i++) {
        o->dir[i] = k->dir[i];
        o->from[i] = k->from[i];
    }
}

/* Palette index i painted as the colour (i / 255, 0, 0): without
 * antialiasing each pixel's red byte is then the index itself. */
static void set_index(cairo_t *cr, uint8_t i)
{
    cairo_set_source_rgb(cr, i / 255.0, 0, 0);
}

/* Grows the box x0, y0, x1, y1 by cell c's (with what its strokes reach). */
static void grow(const struct kept_outline *k, double *box)
{
    box[0] = k->x0 < box[0] ? k->x0 : box[0];
    box[1] = k->y0 < box[1] ? k->y0 : box[1];
    box[2] = k->x1 > box[2] ? k->x1 : box[2];
    box[3] = k->y1 > box[3] ? k->y1 : box[3];
}

static bool meets(const struct kept_outline *k, const double *box)
{
    return k->x1 > box[0] && k->x0 < box[2] && k->y1 > box[1] && k->y0 < box[3];
}

static void trace_kept_cell(cairo_t *cr, const struct mz_shape_painter *sp,
                            size_t c)
{
    const struct kept_outline *k = &sp->cell[c];
    cairo_move_to(cr, sp->x[k->first], sp->y[k->first]);
    for (unsigned i = 1; i < k->points; i++)
        cairo_line_to(cr, sp->x[k->first + i], sp->y[k->first + i]);
    cairo_close_path(cr);
}

/* Phase 1 of a frame: the cells whose colour, walls or route changed
 * since the frame before (all of them the first time), remembered for
 * the next, and the box they reach into `changed`. */
static void note_changes(struct mz_shape_painter *sp, const struct maze *m,
                         const uint8_t *fill, const uint8_t *route,
                         double *changed)
{
    const uint8_t keep = maze_keep_bits(m);
    for (size_t c = 0; c < m->cells; c++) {
        uint8_t bytes = m->cell[c] & keep;
        bool moved = route[c] != sp->route[c];
        if (sp->painted && fill[c] == sp->fill[c] && !moved &&
            bytes == sp->bytes[c])
            continue;
        sp->fill[c] = fill[c];
        sp->route[c] = route[c];
        sp->bytes[c] = bytes;
        grow(&sp->cell[c], changed);
        /* The route's band reaches into the neighbours. */
        struct mz_at a = mz_at(m, c);
        struct mz_at b;
        for (int d = 0; moved && d < (int)mz_dirs(m); d++)
            if (mz_next(m, a, d, &b))
                grow(&sp->cell[b.c], changed);
    }
}

/* Phase 2: the changed box painted with the background, then every cell
 * that reaches into it filled again; their box goes into `filled`. */
static void fill_cells(struct mz_shape_painter *sp, const struct maze *m,
                       const uint8_t *fill, const double *changed,
                       double *filled)
{
    cairo_t *cr = sp->cr;
    /* The background first: a fallen wall's ends may reach past every
     * cell's outline, into the margin. */
    cairo_rectangle(cr, floor(changed[0]), floor(changed[1]),
                    ceil(changed[2]) - floor(changed[0]),
                    ceil(changed[3]) - floor(changed[1]));
    set_index(cr, P_BG);
    cairo_fill(cr);
    for (size_t c = 0; c < m->cells; c++) {
        if (!meets(&sp->cell[c], changed))
            continue;
        grow(&sp->cell[c], filled);
        trace_kept_cell(cr, sp, c);
        set_index(cr, fill[c]);
        cairo_fill(cr);
    }
}

/* Phase 3: the route, whole, centre to centre. */
/* The route from cell c's centre out to the middle of its side towards
 * direction d: half a step over a seam (a cube's cut edge, a sphere's
 * equator), whose other half is drawn from the far cell. */
static void seam_stub(struct mz_shape_painter *sp, size_t c, int d)
{
    struct mz_outline o;
    kept(sp, c, &o);
    for (unsigned i = 0; i < o.sides; i++) {
        if (o.dir[i] != d)
            continue;
        double x = 0;
        double y = 0;
        mz_outline_middle(&o, i, &x, &y);
        cairo_move_to(sp->cr, o.cx, o.cy);
        cairo_line_to(sp->cr, x, y);
        return;
    }
}

static void stroke_route(struct mz_shape_painter *sp, const struct maze *m,
                         const uint8_t *route)
{
    cairo_t *cr = sp->cr;
    for (size_t c = 0; c < m->cells; c++) {
        if (!route[c])
            continue;
        struct mz_at a = mz_at(m, c);
        const struct kept_outline *k = &sp->cell[c];
        cairo_move_to(cr, k->cx, k->cy);
        cairo_line_to(cr, k->cx, k->cy);
        for (int d = 0; d < (int)mz_dirs(m); d++) {
            struct mz_at b;
            if (!mz_go(m, a, d, &b) || b.c < c || !route[b.c])
                continue;
            if (mz_crosses_seam(m, a.x, a.y, d)) {
                /* Out through each cell's own side, as draw_route(). */
                seam_stub(sp, c, d);
                seam_stub(sp, b.c, mz_back(m, a, d));
                continue;
            }
            cairo_move_to(cr, k->cx, k->cy);
            cairo_line_to(cr, sp->cell[b.c].cx, sp->cell[b.c].cy);
        }
        /* Out through the start's or the end's gap, as draw_route(). */
        int doors[2] = {c == m->start ? sp->p.start_side : -1,
                        c == m->end ? sp->p.end_side : -1};
        for (int i = 0; i < 2; i++) {
            if (doors[i] < 0)
                continue;
            struct mz_outline o;
            double x = 0;
            double y = 0;
            kept(sp, c, &o);
            mz_outline_middle(&o, (unsigned)doors[i], &x, &y);
            cairo_move_to(cr, k->cx, k->cy);
            cairo_line_to(cr, x, y);
        }
    }
    set_index(cr, P_ROUTE);
    cairo_set_line_width(cr, sp->p.cell / 3);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_stroke(cr);
}

/* Phase 4: the walls of every cell that reaches into the filled box, as
 * fills may have covered half of them. */
static void stroke_walls(struct mz_shape_painter *sp, const struct maze *m,
                         const double *filled)
{
    cairo_t *cr = sp->cr;
    struct mz_outline o;
    for (size_t c = 0; c < m->cells; c++) {
        if ((m->cell[c] & MAZE_CELL_OFF) || !meets(&sp->cell[c], filled))
            continue;
        kept(sp, c, &o);
        for (unsigned i = 0; i < o.sides; i++)
            if (mz_outline_wall(m, &sp->p, c, &o, i))
                trace_side(cr, &o, i);
    }
    set_index(cr, P_FG);
    cairo_set_line_width(cr, sp->p.wall);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    cairo_stroke(cr);
}

/* Phase 5: the filled box back into px (the whole picture the first
 * time, margins included). */
static void copy_back(struct mz_shape_painter *sp, const double *filled,
                      uint8_t *px)
{
    const struct mz_picture *p = &sp->p;
    uint32_t x0 = filled[0] < 0 ? 0 : (uint32_t)filled[0];
    uint32_t y0 = filled[1] < 0 ? 0 : (uint32_t)filled[1];
    uint32_t x1 = filled[2] + 1 > p->width ? p->width : (uint32_t)filled[2] + 1;
    uint32_t y1 =
        filled[3] + 1 > p->height ? p->height : (uint32_t)filled[3] + 1;
    if (!sp->copied) {
        x0 = y0 = 0;
        x1 = p->width;
        y1 = p->height;
        sp->copied = true;
    }
    const unsigned char *data = cairo_image_surface_get_data(sp->surface);
    int stride = cairo_image_surface_get_stride(sp->surface);
    for (uint32_t y = y0; y < y1; y++) {
        const uint32_t *row = (const uint32_t *)(data + (size_t)y * stride);
        for (uint32_t x = x0; x < x1; x++)
            px[(size_t)y * p->width + x] = (uint8_t)(row[x] >> 16);
    }
}

/* Start and end without a gap: a dot each, as draw_markers() gives the
 * still pictures, in every frame. */
static void mark_ends(struct mz_shape_painter *sp, const struct maze *m)
{
    const size_t cells[2] = {m->start, m->end};
    const int sides[2] = {sp->p.start_side, sp->p.end_side};
    for (int i = 0; i < 2; i++) {
        if (cells[i] >= m->cells || sides[i] >= 0)
            continue;
        const struct kept_outline *k = &sp->cell[cells[i]];
        cairo_arc(sp->cr, k->cx, k->cy, sp->p.cell / 4, 0, 6.283185307179586);
        set_index(sp->cr, P_ROUTE);
        cairo_fill(sp->cr);
    }
}

/* A frame is drawn as a whole picture would be (fills, then the route,
 * then the walls), but only for the cells near a change, without a clip:
 * cairo rounds the edges of clipped shapes differently, and a clip's edge
 * would leave stray pixels. Cells whose colour, walls or route changed
 * make the first box, painted with the background; every cell that
 * reaches into it is filled again (what was there is gone, walls that
 * fell included); every cell that reaches into those has its walls drawn
 * again, as fills may have covered half of them; the route is drawn
 * whole. Every pixel of the cells filled again then ends as drawing it
 * all would leave it, and nothing outside them changes. */
enum maze_err mz_shape_paint(struct mz_shape_painter *sp, const struct maze *m,
                             const uint8_t *fill, const uint8_t *route,
                             uint8_t *px)
{
    double changed[4] = {1e300, 1e300, -1e300, -1e300};
    note_changes(sp, m, fill, route, changed);
    if (!sp->painted) { /* the first frame: margins too */
        set_index(sp->cr, P_BG);
        cairo_paint(sp->cr);
    }
    sp->painted = true;
    if (changed[2] < changed[0])
        return MAZE_OK; /* px still holds the frame before */
    double filled[4] = {1e300, 1e300, -1e300, -1e300};
    fill_cells(sp, m, fill, changed, filled);
    stroke_route(sp, m, route);
    stroke_walls(sp, m, filled);
    if (m->wrap || m->shape == MAZE_SHAPE_CUBE ||
        m->shape == MAZE_SHAPE_SPHERE) {
        seam_dots(sp->cr, m, &sp->p);
        set_index(sp->cr, P_FRONTIER);
        cairo_fill(sp->cr);
    }
    mark_ends(sp, m);
    cairo_surface_flush(sp->surface);
    if (cairo_status(sp->cr) != CAIRO_STATUS_SUCCESS)
        return MAZE_ERR_NOMEM;
    copy_back(sp, filled, px);
    return MAZE_OK;
}

/* ------------------------------------------------------------- floors */

/* A stair's mark (mz_stair_mark()) as a path. */
static void stair_mark(cairo_t *cr, const struct mz_picture *p, double x,
                       double y, bool up, bool both)
{
    double tx[3];
    double ty[3];
    mz_stair_mark(p, x, y, up, both, tx, ty);
    cairo_move_to(cr, tx[0], ty[0]);
    cairo_line_to(cr, tx[1], ty[1]);
    cairo_line_to(cr, tx[2], ty[2]);
    cairo_close_path(cr);
}

/* The route: solid along each floor; where it takes a stair, a thin
 * dashed line, half see-through, from one floor's panel to the other. */
static void floors_route(cairo_t *cr, const struct maze *m,
                         const struct mz_picture *p, const struct maze_route *r)
{
    set_color(cr, p->route);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    double x = 0;
    double y = 0;
    mz_floor_centre(m, p, r->cells[0], &x, &y);
    cairo_move_to(cr, x, y);
    for (size_t i = 1; i < r->length; i++) {
        bool stair =
            mz_floor_of(m, r->cells[i - 1]) != mz_floor_of(m, r->cells[i]);
        if (stair) {
            cairo_set_line_width(cr, p->cell / 3);
            cairo_stroke(cr);
            cairo_move_to(cr, x, y);
        }
        mz_floor_centre(m, p, r->cells[i], &x, &y);
        cairo_line_to(cr, x, y);
        if (stair) {
            double dash = p->cell / 4;
            cairo_set_line_width(cr, p->cell / 8);
            cairo_set_dash(cr, &dash, 1, 0);
            cairo_set_source_rgba(cr, ((p->route >> 16) & 255) / 255.0,
                                  ((p->route >> 8) & 255) / 255.0,
                                  (p->route & 255) / 255.0, 0.5);
            cairo_stroke(cr);
            cairo_set_dash(cr, NULL, 0, 0);
            set_color(cr, p->route);
            cairo_move_to(cr, x, y);
        }
    }
    cairo_set_line_width(cr, p->cell / 3);
    cairo_stroke(cr);
}

/* Floor number n above its panel (mz_floor_number()), stroked: no font,
 * so the picture is the same on every machine (and cairo's text would
 * load fontconfig, which never frees what it caches). */
static void floor_number(cairo_t *cr, const struct mz_picture *p, unsigned n)
{
    double seg[MZ_FLOOR_NUMBER_SEGMENTS][4];
    double width = 0;
    unsigned count = mz_floor_number(p, n, seg, &width);
    for (unsigned k = 0; k < count; k++) {
        cairo_move_to(cr, seg[k][0], seg[k][1]);
        cairo_line_to(cr, seg[k][2], seg[k][3]);
    }
    set_color(cr, p->fg);
    cairo_set_line_width(cr, width);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_stroke(cr);
}

/* Each floor as a flat maze on its panel, its number above it when the
 * margin has room; the route across them; the stairs marked on top, blue
 * triangles pointing up or down, and the portals purple diamonds. */
static void draw_floors(cairo_t *cr, const struct maze *m,
                        const struct mz_picture *p,
                        const struct maze_route *route)
{
    for (uint32_t z = 0; z < m->floors; z++) {
        struct maze f = mz_floor_view(m, z);
        double dx = 0;
        double dy = 0;
        mz_floor_origin(m, p, z, &dx, &dy);
        cairo_save(cr);
        cairo_translate(cr, dx, dy);
        draw_off_cells(cr, &f, p);
        draw_walls(cr, &f, p);
        draw_markers(cr, &f, p);
        if (p->margin >= 10)
            floor_number(cr, p, z + 1);
        cairo_restore(cr);
    }
    if (route && route->length)
        floors_route(cr, m, p, route);
    for (size_t c = 0; c < m->cells; c++) {
        bool up = mz_stair_up(m, c);
        bool down = mz_stair_down(m, c);
        if (!up && !down)
            continue;
        double x = 0;
        double y = 0;
        mz_floor_centre(m, p, c, &x, &y);
        if (up)
            stair_mark(cr, p, x, y, true, down);
        if (down)
            stair_mark(cr, p, x, y, false, up);
    }
    set_color(cr, MZ_STAIR_COLOR);
    cairo_fill(cr);
    for (size_t c = 0; m->towers > 1 && c < m->cells; c++) {
        for (int k = 0; k < 2; k++) {
            bool ana = k == 0;
            if (!(ana ? mz_portal_ana(m, c) : mz_portal_kata(m, c)))
                continue;
            double x = 0;
            double y = 0;
            double dx[4];
            double dy[4];
            mz_floor_centre(m, p, c, &x, &y);
            mz_portal_mark(p, x, y, ana, dx, dy);
            cairo_move_to(cr, dx[0], dy[0]);
            for (int j = 1; j < 4; j++)
                cairo_line_to(cr, dx[j], dy[j]);
            cairo_close_path(cr);
        }
    }
    set_color(cr, MZ_PORTAL_COLOR);
    cairo_fill(cr);
}

/* ----------------------------------------------------------- analyses
 *
 * What the analyses show (maze_render_opts: paint, marks, legend): cells
 * filled with palette entries under the walls, bars across passages on
 * top, swatches under the maze. */

/* The palette entries paint[] uses, as bits. */
static uint64_t paints_used(const struct maze *m, const uint8_t *paint)
{
    uint64_t used = 0;
    for (size_t c = 0; c < m->cells; c++)
        if (paint[c] && paint[c] < P_COLORS)
            used |= (uint64_t)1 << paint[c];
    return used;
}

/* Adds cell c's outline to the path. */
static void cell_path(cairo_t *cr, const struct maze *m,
                      const struct mz_picture *p, size_t c)
{
    if (m->shape != MAZE_SHAPE_RECT) {
        trace_cell(cr, m, p, c);
        return;
    }
    uint32_t x = 0;
    uint32_t y = 0;
    maze_cell_xy(m, c, &x, &y);
    cairo_rectangle(cr, p->margin + x * p->cell, p->margin + y * p->cell,
                    p->cell, p->cell);
}

/* A cell and its exact colour, to fill the cells of one colour at once. */
struct tinted {
    uint32_t rgb;
    size_t cell;
};

static int by_rgb(const void *a, const void *b)
{
    uint32_t x = ((const struct tinted *)a)->rgb;
    uint32_t y = ((const struct tinted *)b)->rgb;
    return (x > y) - (x < y);
}

/* The cells rgb gives a colour (a distance map's), a colour at a time;
 * false when there is no memory to sort them (then their paint shows). */
static bool fill_tinted(cairo_t *cr, const struct maze *m,
                        const struct mz_picture *p, const uint32_t *rgb)
{
    size_t n = 0;
    for (size_t c = 0; c < m->cells; c++)
        n += rgb[c] && !(m->cell[c] & MAZE_CELL_OFF);
    struct tinted *t = malloc((n ? n : 1) * sizeof *t);
    if (!t)
        return false;
    n = 0;
    for (size_t c = 0; c < m->cells; c++)
        if (rgb[c] && !(m->cell[c] & MAZE_CELL_OFF))
            t[n++] = (struct tinted){rgb[c], c};
    qsort(t, n, sizeof *t, by_rgb);
    for (size_t i = 0; i < n;) {
        size_t j = i;
        for (; j < n && t[j].rgb == t[i].rgb; j++)
            cell_path(cr, m, p, t[j].cell);
        set_color(cr, t[i].rgb & 0xFFFFFFu);
        cairo_fill(cr);
        i = j;
    }
    free(t);
    return true;
}

/* Cells of m filled, a palette entry at a time (one fill for each), or
 * in their exact colours where rgb (may be NULL) gives them. A floor's
 * view is drawn with the whole maze's paint from `first`. */
static void fill_painted(cairo_t *cr, const struct maze *m,
                         const struct mz_picture *p, const uint8_t *paint,
                         const uint32_t *rgb)
{
    if (rgb && !fill_tinted(cr, m, p, rgb))
        rgb = NULL;
    uint64_t used = paints_used(m, paint);
    for (int i = 1; i < P_COLORS; i++) {
        if (!(used >> i & 1))
            continue;
        for (size_t c = 0; c < m->cells; c++) {
            if (paint[c] != i || (m->cell[c] & MAZE_CELL_OFF) ||
                (rgb && rgb[c]))
                continue;
            cell_path(cr, m, p, c);
        }
        set_color(cr, mz_palette(p, i));
        cairo_fill(cr);
    }
}

static void draw_paint(cairo_t *cr, const struct maze *m,
                       const struct mz_picture *p,
                       const struct maze_render_opts *o)
{
    if (!o || !o->paint)
        return;
    if (m->floors <= 1) {
        fill_painted(cr, m, p, o->paint, o->paint_rgb);
        return;
    }
    for (uint32_t z = 0; z < m->floors; z++) {
        struct maze f = mz_floor_view(m, z);
        double dx = 0;
        double dy = 0;
        mz_floor_origin(m, p, z, &dx, &dy);
        cairo_save(cr);
        cairo_translate(cr, dx, dy);
        size_t first = (size_t)(f.cell - m->cell);
        fill_painted(cr, &f, p, o->paint + first,
                     o->paint_rgb ? o->paint_rgb + first : NULL);
        cairo_restore(cr);
    }
}

/* Each marked passage as a dark line joining its cells' centres: it
 * runs where no wall can be, across the cells' fills (a stair between
 * floors: half a cell out of each end). */
static void draw_marks(cairo_t *cr, const struct maze *m,
                       const struct mz_picture *p,
                       const struct maze_render_opts *o)
{
    if (!o || !o->marks || !o->mark_count)
        return;
    for (size_t i = 0; i < o->mark_count; i++) {
        size_t a = o->marks[2 * i];
        size_t b = o->marks[2 * i + 1];
        if (a >= m->cells || b >= m->cells)
            continue;
        double ax = 0, ay = 0, bx = 0, by = 0;
        if (m->floors > 1) {
            mz_floor_centre(m, p, a, &ax, &ay);
            mz_floor_centre(m, p, b, &bx, &by);
        } else {
            centre(m, p, a, &ax, &ay);
            centre(m, p, b, &bx, &by);
        }
        double dx = bx - ax;
        double dy = by - ay;
        double len = sqrt(dx * dx + dy * dy);
        if (len <= 0)
            continue;
        if (len > 1.5 * p->cell) { /* a stair between panels */
            cairo_move_to(cr, ax, ay);
            cairo_line_to(cr, ax + dx / len * p->cell / 2,
                          ay + dy / len * p->cell / 2);
            cairo_move_to(cr, bx, by);
            cairo_line_to(cr, bx - dx / len * p->cell / 2,
                          by - dy / len * p->cell / 2);
            continue;
        }
        cairo_move_to(cr, ax, ay);
        cairo_line_to(cr, bx, by);
    }
    double width = p->cell / 6;
    cairo_set_line_width(cr, width > p->wall * 1.5 ? width : p->wall * 1.5);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    set_color(cr, p->fg);
    cairo_stroke(cr);
}

/* How wide the legend is with swatches `swatch` across. */
static double legend_width(cairo_t *cr, const struct maze_render_opts *o,
                           double swatch)
{
    double w = 0;
    cairo_set_font_size(cr, swatch * 0.75);
    for (size_t i = 0; i < o->legend_count; i++) {
        const char *text = o->legend_text ? o->legend_text[i] : NULL;
        w += swatch * 1.3 + (i + 1 < o->legend_count ? swatch * 0.8 : 0);
        if (text && *text) {
            cairo_text_extents_t ext;
            cairo_text_extents(cr, text, &ext);
            w += ext.x_advance;
        }
    }
    return w;
}

/* The swatches and their words, left to right under the maze; smaller
 * when they would run past the picture's edge (a narrow maze). */
static void draw_legend(cairo_t *cr, const struct mz_picture *p,
                        const struct maze_render_opts *o)
{
    if (!o || !o->legend_count || !o->legend_paint)
        return;
    double swatch = mz_legend_height(p) / 2;
    double x = p->margin > 0 ? p->margin : swatch / 2;
    double y = p->legend_top + swatch / 2;
    cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL,
                           CAIRO_FONT_WEIGHT_NORMAL);
    double room = p->width - 2 * x, wide = legend_width(cr, o, swatch);
    if (wide > room && room > 0)
        swatch *= room / wide;
    cairo_set_font_size(cr, swatch * 0.75);
    for (size_t i = 0; i < o->legend_count; i++) {
        cairo_rectangle(cr, x, y, swatch, swatch);
        uint32_t rgb = o->legend_rgb && o->legend_rgb[i]
                           ? o->legend_rgb[i] & 0xFFFFFFu
                           : mz_palette(p, o->legend_paint[i]);
        set_color(cr, rgb);
        cairo_fill_preserve(cr);
        cairo_set_line_width(cr, 1);
        set_color(cr, p->fg);
        cairo_stroke(cr);
        x += swatch * 1.3;
        const char *text = o->legend_text ? o->legend_text[i] : NULL;
        if (text && *text) {
            cairo_text_extents_t ext;
            cairo_text_extents(cr, text, &ext);
            cairo_move_to(cr, x, y + swatch * 0.8);
            cairo_show_text(cr, text);
            x += ext.x_advance;
        }
        x += swatch * 0.8;
    }
}

void mz_cairo_draw(cairo_t *cr, const struct maze *m,
                   const struct mz_picture *p, const struct maze_route *route,
                   const struct maze_render_opts *o)
{
    if (m->floors > 1) {
        cairo_rectangle(cr, 0, 0, p->width, p->height);
        set_color(cr, p->bg);
        cairo_fill(cr);
        draw_paint(cr, m, p, o);
        draw_floors(cr, m, p, route);
        draw_marks(cr, m, p, o);
        draw_legend(cr, p, o);
        return;
    }
    if (m->shape != MAZE_SHAPE_RECT) {
        cairo_rectangle(cr, 0, 0, p->width, p->height);
        set_color(cr, p->bg);
        cairo_fill(cr);
        draw_paint(cr, m, p, o);
        draw_shape(cr, m, p, route);
        draw_marks(cr, m, p, o);
        draw_legend(cr, p, o);
        return;
    }
    cairo_rectangle(cr, 0, 0, p->width, p->height);
    set_color(cr, p->bg);
    cairo_fill(cr);
    draw_paint(cr, m, p, o);
    draw_off_cells(cr, m, p);
    draw_walls(cr, m, p);
    draw_markers(cr, m, p);
    if (m->wrap) {
        draw_seams(cr, m, p);
        draw_seam_arrows(cr, m, p);
    }
    if (m->extra && route && route->length)
        draw_route_under(cr, m, p, route);
    if (m->extra)
        draw_crossings(cr, m, p);
    if (route && route->length)
        draw_route(cr, m, p, route);
    draw_marks(cr, m, p, o);
    draw_legend(cr, p, o);
}

enum maze_err mz_cairo_finish(cairo_t *cr, cairo_surface_t *surface)
{
    cairo_status_t st = cairo_status(cr);
    cairo_destroy(cr);
    cairo_surface_finish(surface);
    if (st == CAIRO_STATUS_SUCCESS)
        st = cairo_surface_status(surface);
    cairo_surface_destroy(surface);
    if (st == CAIRO_STATUS_NO_MEMORY)
        return MAZE_ERR_NOMEM;
    return st == CAIRO_STATUS_SUCCESS ? MAZE_OK : MAZE_ERR_IO;
}

MZ_RENDERER(mz_render_png)
{
    struct mz_picture p;
    enum maze_err err = mz_picture_init(m, opts, MZ_PICTURE_MAX, &p);
    /* Beyond what cairo holds in memory, beyond what it draws in good
     * time, or when asked, row by row: flat rectangles only (the rows
     * writer draws no bridges). */
    bool big = err == MAZE_ERR_TOO_BIG ||
               (!err && !(opts && opts->no_stream) &&
                (uint64_t)p.width * p.height > MZ_PICTURE_CAIRO_PIXELS);
    /* The rows writer draws no analyses either. */
    bool painted = opts && (opts->paint || opts->marks || opts->legend_count);
    if ((big || (!err && opts && opts->stream)) && !painted &&
        m->shape == MAZE_SHAPE_RECT && !m->extra) {
        err = mz_picture_init(m, opts, MZ_PICTURE_STREAM_MAX, &p);
        return err ? err : mz_png_stream(m, route, &p, out);
    }
    if (err)
        return err;
    cairo_surface_t *surface = cairo_image_surface_create(
        CAIRO_FORMAT_RGB24, (int)p.width, (int)p.height);
    cairo_t *cr = cairo_create(surface);
    mz_cairo_draw(cr, m, &p, route, opts);
    cairo_surface_flush(surface);
    cairo_status_t st = cairo_status(cr);
    enum maze_err e = MAZE_OK;
    if (st == CAIRO_STATUS_SUCCESS)
        e = mz_png_image(m, &p, cairo_image_surface_get_data(surface), p.width,
                         p.height,
                         (size_t)cairo_image_surface_get_stride(surface), out);
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    if (st == CAIRO_STATUS_NO_MEMORY)
        return MAZE_ERR_NOMEM;
    return st == CAIRO_STATUS_SUCCESS ? e : MAZE_ERR_IO;
}

/* Where the letter of an end goes: beyond the middle of its door by half
 * a cell, away from the cell's centre, so it sits in the margin; inside
 * the maze (no door), on the cell. */
static void end_label(cairo_t *cr, const struct maze *m,
                      const struct mz_picture *p, size_t c, int door,
                      const char *letter)
{
    double cx = 0, cy = 0, x = 0, y = 0;
    if (c >= m->cells)
        return;
    centre(m, p, c, &cx, &cy);
    x = cx;
    y = cy;
    double size = p->cell * 0.6;
    if (door >= 0) {
        door_point(m, p, c, door, &x, &y);
        double dx = x - cx, dy = y - cy;
        double len = sqrt(dx * dx + dy * dy);
        if (len > 0) {
            x += dx / len * p->cell * 0.55;
            y += dy / len * p->cell * 0.55;
        }
    } else {
        size = p->cell * 0.4;
        set_color(cr, p->bg);
    }
    cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL,
                           CAIRO_FONT_WEIGHT_BOLD);
    cairo_set_font_size(cr, size);
    cairo_text_extents_t ext;
    cairo_text_extents(cr, letter, &ext);
    if (door >= 0)
        set_color(cr, p->fg);
    cairo_move_to(cr, x - ext.x_bearing - ext.width / 2,
                  y - ext.y_bearing - ext.height / 2);
    cairo_show_text(cr, letter);
    cairo_new_path(cr);
}

void mz_cairo_label_ends(cairo_t *cr, const struct maze *m,
                         const struct mz_picture *p)
{
    const bool rect = m->shape == MAZE_SHAPE_RECT;
    end_label(cr, m, p, m->start, rect ? p->start_door : p->start_side, "S");
    end_label(cr, m, p, m->end, rect ? p->end_door : p->end_side, "E");
}
