/*
 * picture.c - see picture.h.
 */
#include <math.h>

#include "picture.h"

static const double sqrt3 = 1.7320508075688772;
/* Upsilon: an octagon's apothem, for cell centres a cell apart. */
static const double octagon_apothem = 0.7071067811865476;

/* The side of the outer wall nearest to cell c, or -1 for a cell inside
 * (or beside seams only).
 * Ties go north, south, west, east: the top-left start gets its gap on
 * top, the bottom-right end below, as printed mazes have them. */
static int nearest_side(const struct maze *m, size_t c, int not_this)
{
    uint32_t x = 0;
    uint32_t y = 0;
    maze_cell_xy(m, c, &x, &y);
    const int order[4] = {MAZE_NORTH, MAZE_SOUTH, MAZE_WEST, MAZE_EAST};
    const uint32_t gap[4] = {y, m->height - 1 - y, x, m->width - 1 - x};
    for (int i = 0; i < 4; i++)
        if (gap[i] == 0 && order[i] != not_this &&
            !mz_wrap_crosses(m, x, y, order[i])) /* a seam has no door */
            return order[i];
    return -1;
}

/* The border side of c farthest from the middle of the picture (where a
 * door looks natural: the top-left cell's gap on its outer corner, a
 * polar cell's on the outer rim), or -1 for a cell inside. */
static int outer_side(const struct maze *m, const struct mz_picture *p,
                      size_t c, int not_this)
{
    struct mz_outline o;
    mz_outline(m, p, c, &o);
    int best = -1;
    double far = -1;
    for (unsigned i = 0; i < o.sides; i++) {
        if (o.dir[i] >= 0 || (int)i == not_this)
            continue;
        double x = 0;
        double y = 0;
        mz_outline_middle(&o, i, &x, &y);
        double dx = x - p->width / 2.0;
        double dy = y - p->height / 2.0;
        if (dx * dx + dy * dy > far) {
            far = dx * dx + dy * dy;
            best = (int)i;
        }
    }
    return best;
}

static uint32_t color_or(uint32_t c, uint32_t fallback)
{
    return c ? c & 0xFFFFFFu : fallback;
}

enum maze_err mz_picture_init(const struct maze *m,
                              const struct maze_render_opts *opts, double limit,
                              struct mz_picture *p)
{
    static const struct maze_render_opts defaults = {0};
    if (!opts)
        opts = &defaults;
    p->cell = opts->cell ? opts->cell : 16;
    p->progress = opts->progress;
    p->wall = opts->wall ? opts->wall : 2;
    p->margin = opts->margin_set ? opts->margin : p->cell;
    if (p->wall > p->cell || opts->margin < 0)
        return MAZE_ERR_ARG;
    double w = m->width * p->cell + 2 * p->margin;
    double h = m->height * p->cell + 2 * p->margin;
    if (m->floors > 1) { /* floors side by side, a cell apart */
        const uint32_t per = m->floors / m->towers; /* panels across */
        w = ((double)m->width * per + per - 1) * p->cell + 2 * p->margin;
        h = (double)m->towers * mz_floor_rows(m) * p->cell +
            (m->towers + 1.0) * p->margin;
    }
    switch (m->shape) {
    case MAZE_SHAPE_HEX:
        w = (m->width + (m->height > 1 ? 0.5 : 0)) * p->cell + 2 * p->margin;
        h = (1.5 * m->height + 0.5) * p->cell / sqrt3 + 2 * p->margin;
        break;
    case MAZE_SHAPE_TRIANGLE:
        w = (m->width + 1) * p->cell / sqrt3 + 2 * p->margin;
        break;
    case MAZE_SHAPE_POLAR:
        w = h = 2.0 * m->height * p->cell + 2 * p->margin;
        break;
    case MAZE_SHAPE_SPHERE: /* two discs a cell apart, two globes under */
        w = h = 2 * (2.0 * (m->height / 2) * p->cell) + p->cell +
                2 * p->margin;
        break;
    case MAZE_SHAPE_CUBE: /* the net: a cross of faces, 4 across, 3 down */
        w = 4.0 * m->width * p->cell + 2 * p->margin;
        h = 3.0 * m->width * p->cell + 2 * p->margin;
        break;
    case MAZE_SHAPE_UPSILON: /* the octagons reach past their grid squares */
        w = (m->width - 1 + 2 * octagon_apothem) * p->cell + 2 * p->margin;
        h = (m->height - 1 + 2 * octagon_apothem) * p->cell + 2 * p->margin;
        break;
    default:
        break;
    }
    p->legend_top = h;
    if (opts->legend_count) /* a row of swatches under the maze */
        h += mz_legend_height(p);
    if (w > limit || h > limit)
        return MAZE_ERR_TOO_BIG;
    p->extent_x = w;
    p->extent_y = h;
    p->width = (uint32_t)w;
    p->height = (uint32_t)h;
    p->fg = color_or(opts->fg, 0x000000);
    p->bg = color_or(opts->bg, 0xFFFFFF);
    p->route = color_or(opts->route_color, 0xE02020);
    p->blank_off = opts->blank_off;
    p->start_door = p->end_door = -1;
    p->start_side = p->end_side = -1;
    if (m->shape != MAZE_SHAPE_RECT) {
        if (m->start < m->cells)
            p->start_side = outer_side(m, p, m->start, -1);
        if (m->end < m->cells)
            p->end_side = outer_side(m, p, m->end,
                                     m->end == m->start ? p->start_side : -1);
        return MAZE_OK;
    }
    if (m->sheet || m->floors > 1) /* floors: the ends are dots */
        return MAZE_OK;
    if (m->start < m->cells)
        p->start_door =
            m->start_door >= 0 ? m->start_door : nearest_side(m, m->start, -1);
    if (m->end < m->cells)
        p->end_door =
            m->end_door >= 0
                ? m->end_door
                : nearest_side(m, m->end,
                               m->end == m->start ? p->start_door : -1);
    return MAZE_OK;
}

enum maze_err mz_picture_init_net(const struct maze *m,
                                  const struct maze_render_opts *opts,
                                  struct mz_picture *p)
{
    enum maze_err err = mz_picture_init(m, opts, MZ_PICTURE_MAX, p);
    if (err || m->shape != MAZE_SHAPE_SPHERE)
        return err;
    double globes = 2.0 * (m->height / 2) * p->cell + p->cell;
    p->extent_y -= globes;
    p->legend_top -= globes;
    p->height = (uint32_t)p->extent_y;
    return MAZE_OK;
}

static bool mz_picture_door(const struct maze *m, const struct mz_picture *p,
                            uint32_t x, uint32_t y, int d)
{
    size_t c = maze_cell_at(m, x, y);
    return (c == m->start && p->start_door == d) ||
           (c == m->end && p->end_door == d);
}

/* Whether the side d of cell (x, y) has a cell out of the maze on each
 * side of it, or one and the grid's edge: blank OFF cells draw no wall
 * there, only round the maze. */
static bool off_both_sides(const struct maze *m, uint32_t x, uint32_t y,
                           int d)
{
    if (!(m->cell[maze_cell_at(m, x, y)] & MAZE_CELL_OFF))
        return false;
    if (!mz_inside(m, x, y, d))
        return true;
    size_t c = mz_step(m, maze_cell_at(m, x, y), d);
    return m->cell[c] & MAZE_CELL_OFF;
}

bool mz_picture_wall(const struct maze *m, const struct mz_picture *p,
                     uint32_t x, uint32_t y, int d)
{
    if (p->blank_off && off_both_sides(m, x, y, d))
        return false;
    if (!mz_inside(m, x, y, d)) {
        if (m->wrap && mz_wrap_crosses(m, x, y, d)) /* both sides alike */
            return !maze_open(m, maze_cell_at(m, x, y), d);
        return !mz_picture_door(m, p, x, y, d);
    }
    return !mz_rect_is_linked(m, maze_cell_at(m, x, y), d);
}

/* The distance ramp, near to far: viridis (matplotlib's perceptually
 * uniform map: equal steps of distance look equally far apart, and it
 * reads in grey and to colour-blind eyes) from 1.0 down to 0.3, sampled
 * at 32 even steps by matplotlib 3.6's cm.get_cmap('viridis'). Its dark
 * end is left out so black walls and the red route stay clear on it. */
static const uint32_t distance_ramp[32] = {
    0xFDE725, 0xF1E51D, 0xE2E418, 0xD2E21B, 0xC2DF23, 0xB5DE2B, 0xA5DB36,
    0x95D840, 0x86D549, 0x77D153, 0x6CCD5A, 0x5EC962, 0x52C569, 0x46C06F,
    0x3DBC74, 0x34B679, 0x2CB17E, 0x25AC82, 0x21A685, 0x1FA187, 0x1E9C89,
    0x1F968B, 0x21918C, 0x228C8D, 0x24868E, 0x26818E, 0x297B8E, 0x2B758E,
    0x2D718E, 0x2F6B8E, 0x32658E, 0x355F8D,
};

/* How far along the ramp each sample lies: the distances between
 * neighbouring samples as points of RGB, added up (computed from the
 * table above with a double sqrt, to 3 decimals). Steps of distance are
 * spread evenly along this length, so that where the ramp's colours are
 * close together (its greens) a step still changes the colour. */
static const double distance_along[32] = {
    0.000,   14.560,  30.403,  46.804,  64.943,  80.240,  99.887,  118.992,
    136.740, 155.206, 168.844, 185.458, 199.914, 214.232, 225.278, 237.194,
    247.871, 257.358, 265.168, 270.913, 276.390, 282.793, 288.270, 293.466,
    299.870, 305.255, 311.963, 318.287, 322.760, 329.084, 335.792, 342.575,
};

uint32_t maze_paint_distance_rgb(size_t steps, size_t farthest)
{
    if (steps == MAZE_NONE)
        return 0;
    size_t top = farthest ? farthest : 1;
    size_t near = steps < top ? steps : top;
    double at = (double)near / (double)top * distance_along[31];
    int i = 0;
    while (i < 30 && distance_along[i + 1] < at)
        i++;
    double f =
        (at - distance_along[i]) / (distance_along[i + 1] - distance_along[i]);
    uint32_t rgb = 0;
    for (int shift = 16; shift >= 0; shift -= 8) {
        double a = (double)(distance_ramp[i] >> shift & 255);
        double b = (double)(distance_ramp[i + 1] >> shift & 255);
        rgb |= (uint32_t)(a + (b - a) * f + 0.5) << shift;
    }
    return 0x1000000u | rgb;
}

uint32_t mz_palette(const struct mz_picture *p, int i)
{
    static const uint32_t fixed[P_REGION] = {
        0xFFFFFF, 0x000000, 0xB8BCC2, 0xFFE37A, 0xE8452C,
        0x8CC8FF, 0xC9A2F2, 0xE02020, 0x8E9AAF, 0xD9D4CC,
    };
    static const uint32_t regions[8] = {
        0xFDE2E4, 0xE2ECE9, 0xDFE7FD, 0xFFF1E6,
        0xE9DFF7, 0xDDF2D1, 0xFFF8CC, 0xD7F0F7,
    };
    if (i == P_BG)
        return p->bg;
    if (i == P_FG)
        return p->fg;
    if (i == P_ROUTE)
        return p->route;
    if (i < P_REGION)
        return fixed[i];
    if (i < P_DISTANCE)
        return regions[i - P_REGION];
    return distance_ramp[i - P_DISTANCE];
}

uint32_t maze_paint_color(const struct maze_render_opts *opts, int paint)
{
    static const struct maze_render_opts none = {0};
    const struct maze_render_opts *o = opts ? opts : &none;
    struct mz_picture p = {.fg = color_or(o->fg, 0x000000),
                           .bg = color_or(o->bg, 0xFFFFFF),
                           .route = color_or(o->route_color, 0xE02020)};
    return paint >= 0 && paint < P_COLORS ? mz_palette(&p, paint) : 0;
}

int maze_paint_distance(size_t steps, size_t farthest)
{
    if (steps == MAZE_NONE)
        return MAZE_PAINT_BACKGROUND;
    size_t top = farthest ? farthest : 1;
    size_t near = steps < top ? steps : top;
    return (int)(MAZE_PAINT_DISTANCE + (uint64_t)near * 31 / top);
}

bool mz_picture_wall_across(const struct maze *m, const struct mz_picture *p,
                            uint32_t x, uint32_t j)
{
    return j < m->height ? mz_picture_wall(m, p, x, j, MAZE_NORTH)
                         : mz_picture_wall(m, p, x, j - 1, MAZE_SOUTH);
}

bool mz_picture_wall_down(const struct maze *m, const struct mz_picture *p,
                          uint32_t i, uint32_t r)
{
    return i < m->width ? mz_picture_wall(m, p, i, r, MAZE_WEST)
                        : mz_picture_wall(m, p, i - 1, r, MAZE_EAST);
}

bool mz_picture_post_stands(const struct maze *m, const struct mz_picture *p,
                            uint32_t x, uint32_t y)
{
    return (x < m->width && mz_picture_wall_across(m, p, x, y)) ||
           (x > 0 && mz_picture_wall_across(m, p, x - 1, y)) ||
           (y < m->height && mz_picture_wall_down(m, p, x, y)) ||
           (y > 0 && mz_picture_wall_down(m, p, x, y - 1));
}

/* ------------------------------------------------------------ outlines */

/* Starts side i of o with direction d at the next point. */
static void side(struct mz_outline *o, int d)
{
    o->dir[o->sides] = d;
    o->from[o->sides++] = o->points;
}

static void point(struct mz_outline *o, double x, double y)
{
    o->x[o->points] = x;
    o->y[o->points++] = y;
}

/* Polar pictures put angle 0 at the top and go clockwise. */
static void polar_point(struct mz_outline *o, const struct mz_picture *p,
                        double r, double angle)
{
    double centre = p->width / 2.0;
    point(o, centre + r * sin(angle), centre - r * cos(angle));
}

/* An arc at radius r from angle a0 to a1 as segments of about 3 pixels
 * (at most 24), without its last point (the next side starts there). */
static void arc(struct mz_outline *o, const struct mz_picture *p, double r,
                double a0, double a1)
{
    double length = fabs(a1 - a0) * r;
    int n = (int)ceil(length / 3);
    n = n < 1 ? 1 : n > 24 ? 24 : n;
    for (int i = 0; i < n; i++)
        polar_point(o, p, r, a0 + (a1 - a0) * i / n);
}

static void polar_outline(const struct maze *m, const struct mz_picture *p,
                          uint32_t x, uint32_t y, struct mz_outline *o)
{
    const double tau = 6.283185307179586;
    uint32_t n = (uint32_t)(m->ring[y + 1] - m->ring[y]);
    uint32_t kids =
        y + 1 < m->height ? (uint32_t)(m->ring[y + 2] - m->ring[y + 1]) / n : 0;
    double r0 = y * p->cell;
    double r1 = r0 + p->cell;
    double a0 = tau * x / n;
    double a1 = tau * (x + 1) / n;
    double centre = p->width / 2.0;
    if (n == 1) { /* a round centre: outward sides only */
        o->cx = o->cy = centre;
        if (kids == 0) {
            side(o, -1);
            arc(o, p, r1, 0, tau);
        }
        for (uint32_t k = 0; k < kids; k++) {
            side(o, (int)k);
            arc(o, p, r1, tau * k / kids, tau * (k + 1) / kids);
        }
        return;
    }
    double mid = (a0 + a1) / 2;
    double rm = (r0 + r1) / 2;
    o->cx = centre + rm * sin(mid);
    o->cy = centre - rm * cos(mid);
    side(o, 0); /* clockwise side: outer corner to inner corner */
    polar_point(o, p, r1, a1);
    if (y > 0) {
        side(o, 1); /* inward: the inner arc, backwards */
        arc(o, p, r0, a1, a0);
    } else {
        polar_point(o, p, r0, a1); /* ring 0 meets at the centre */
    }
    side(o, 2); /* anticlockwise side: inner corner to outer corner */
    polar_point(o, p, r0, a0);
    if (kids == 0) {
        side(o, -1);
        arc(o, p, r1, a0, a1);
    }
    for (uint32_t k = 0; k < kids; k++) {
        side(o, 3 + (int)k);
        arc(o, p, r1, a0 + (a1 - a0) * k / kids,
            a0 + (a1 - a0) * (k + 1) / kids);
    }
}

/* ------------------------------------------------------------ sphere
 *
 * The net: each hemisphere a disc as a polar maze's (the rings a cell
 * deep, so the distance from the centre is the angle from the pole), the
 * north on the left, the south on the right, both seen from above the
 * north pole (the south through the globe), so a cell on one rim meets
 * the cell at the same angle on the other. Below them the same two
 * hemispheres as a globe looks from far above each pole (orthographic):
 * each point of a disc moved in towards its centre, from a radius that
 * is the angle from the pole to one that is its sine. */

void mz_sphere_disc(const struct maze *m, const struct mz_picture *p,
                    unsigned half, bool globe, double *cx, double *cy)
{
    double r = mz_sphere_half(m) * p->cell;
    *cx = p->margin + r + half * (2 * r + p->cell);
    *cy = p->margin + r + (globe ? 2 * r + p->cell : 0);
}

void mz_sphere_globe_point(const struct maze *m, const struct mz_picture *p,
                           double x, double y, double *gx, double *gy)
{
    double r = mz_sphere_half(m) * p->cell;
    double nx = 0, ny = 0, sx = 0, sy = 0;
    mz_sphere_disc(m, p, 0, false, &nx, &ny);
    mz_sphere_disc(m, p, 1, false, &sx, &sy);
    unsigned half = fabs(x - sx) < fabs(x - nx);
    double cx = half ? sx : nx;
    double cy = half ? sy : ny;
    double dx = x - cx;
    double dy = y - cy;
    double rho = sqrt(dx * dx + dy * dy) / r; /* 1 at the equator */
    double k = rho > 1e-9 ? sin(rho * 1.5707963267948966) / rho : 1;
    double ox = 0, oy = 0;
    mz_sphere_disc(m, p, half, true, &ox, &oy);
    *gx = ox + dx * k;
    *gy = oy + dy * k;
}

static void disc_point(struct mz_outline *o, double cx, double cy, double r,
                       double angle)
{
    point(o, cx + r * sin(angle), cy - r * cos(angle));
}

static void disc_arc(struct mz_outline *o, double cx, double cy, double r,
                     double a0, double a1)
{
    double length = fabs(a1 - a0) * r;
    int n = (int)ceil(length / 3);
    n = n < 1 ? 1 : n > 24 ? 24 : n;
    for (int i = 0; i < n; i++)
        disc_point(o, cx, cy, r, a0 + (a1 - a0) * i / n);
}

/* A polar outline (polar_outline's) in its hemisphere's disc, ring j from
 * its pole; the equator ring's outer side is the way over the equator. */
static void sphere_outline(const struct maze *m, const struct mz_picture *p,
                           struct mz_at at, struct mz_outline *o)
{
    const double tau = 6.283185307179586;
    const uint32_t halfway = mz_sphere_half(m);
    const uint32_t j = mz_sphere_lat(m, at.y);
    const uint32_t n = mz_sphere_cells(m, j);
    const uint32_t kids =
        j + 1 < halfway ? mz_sphere_cells(m, j + 1) / n : 1;
    double cx = 0, cy = 0;
    mz_sphere_disc(m, p, at.y >= halfway, false, &cx, &cy);
    double r0 = j * p->cell;
    double r1 = r0 + p->cell;
    double a0 = tau * at.x / n;
    double a1 = tau * (at.x + 1) / n;
    if (n == 1) { /* a cap: the ways away from the pole only */
        o->cx = cx;
        o->cy = cy;
        for (uint32_t k = 0; k < kids; k++) {
            side(o, (int)k);
            disc_arc(o, cx, cy, r1, tau * k / kids, tau * (k + 1) / kids);
        }
        return;
    }
    double mid = (a0 + a1) / 2;
    double rm = (r0 + r1) / 2;
    o->cx = cx + rm * sin(mid);
    o->cy = cy - rm * cos(mid);
    side(o, 0);
    disc_point(o, cx, cy, r1, a1);
    if (j > 0) {
        side(o, 1);
        disc_arc(o, cx, cy, r0, a1, a0);
    } else {
        disc_point(o, cx, cy, r0, a1); /* ring 0 meets at the pole */
    }
    side(o, 2);
    disc_point(o, cx, cy, r0, a0);
    for (uint32_t k = 0; k < kids; k++) {
        side(o, 3 + (int)k);
        disc_arc(o, cx, cy, r1, a0 + (a1 - a0) * k / kids,
                 a0 + (a1 - a0) * (k + 1) / kids);
    }
}

/* Upsilon: centres a cell apart, an octagon `cell` * sqrt 2 across its
 * flats, so that its slanted sides meet the octagons diagonally next to
 * it, and a square in the gap between four octagons (its side
 * (2 - sqrt 2) cell, the octagon's side too). Side i is direction i,
 * clockwise from the east: an octagon's corner i at 45i - 22.5 degrees,
 * a square's sides from its top right corner. */
static void upsilon_outline(const struct maze *m, const struct mz_picture *p,
                            struct mz_at at, struct mz_outline *o)
{
    double cell = p->cell;
    o->cx = p->margin + (at.x + octagon_apothem) * cell;
    o->cy = p->margin + (at.y + octagon_apothem) * cell;
    struct mz_at next;
    if (mz_upsilon_octagon(at.x, at.y)) {
        /* The corners' radius: the apothem over cos 22.5 degrees. */
        double r = octagon_apothem * cell / 0.9238795325112867;
        for (int i = 0; i < 8; i++) {
            double a = (45.0 * i - 22.5) * 3.141592653589793 / 180.0;
            side(o, mz_next(m, at, i, &next) ? i : -1);
            point(o, o->cx + r * cos(a), o->cy + r * sin(a));
        }
        return;
    }
    double h = (1 - octagon_apothem) * cell; /* half the square's side */
    const double px[4] = {1, 1, -1, -1};
    const double py[4] = {-1, 1, 1, -1};
    for (int i = 0; i < 4; i++) {
        side(o, mz_next(m, at, 2 * i, &next) ? 2 * i : -1);
        point(o, o->cx + px[i] * h, o->cy + py[i] * h);
    }
}

void mz_cube_net_point(const struct maze *m, const struct mz_picture *p,
                       unsigned f, double u, double v, double *x, double *y)
{
    const struct mz_cube_place *at = &mz_cube_net[f];
    double half = m->width / 2.0;
    double dx = u - half;
    double dy = v - half;
    for (unsigned t = 0; t < at->turns; t++) { /* a quarter turn clockwise */
        double was = dx;
        dx = -dy;
        dy = was;
    }
    *x = p->margin + (at->column * (double)m->width + half + dx) * p->cell;
    *y = p->margin + (at->row * (double)m->width + half + dy) * p->cell;
}

/* Cube: a cell's square in its face's place in the net, its sides east,
 * south, west, north of the face's own grid (turned with it). */
static void cube_outline(const struct maze *m, const struct mz_picture *p,
                         struct mz_at at, struct mz_outline *o)
{
    unsigned f = at.y / m->width;
    double u = at.x;
    double v = at.y % m->width;
    const double pu[4] = {1, 1, 0, 0};
    const double pv[4] = {0, 1, 1, 0};
    mz_cube_net_point(m, p, f, u + 0.5, v + 0.5, &o->cx, &o->cy);
    for (int d = 0; d < 4; d++) {
        double x = 0;
        double y = 0;
        mz_cube_net_point(m, p, f, u + pu[d], v + pv[d], &x, &y);
        side(o, d);
        point(o, x, y);
    }
}

void mz_outline(const struct maze *m, const struct mz_picture *p, size_t c,
                struct mz_outline *o)
{
    uint32_t x = 0;
    uint32_t y = 0;
    maze_cell_xy(m, c, &x, &y);
    o->points = o->sides = 0;
    double cell = p->cell;
    struct mz_at at = mz_at(m, c);
    struct mz_at next;
    if (m->shape == MAZE_SHAPE_RECT) {
        /* East, south, west, north: from the top right corner. */
        uint32_t rows = m->floors > 1 ? mz_floor_rows(m) : m->height;
        double dx = 0;
        double dy = 0;
        mz_floor_origin(m, p, y / rows, &dx, &dy);
        double left = p->margin + dx + x * cell;
        double top = p->margin + dy + (y % rows) * cell;
        const double px[4] = {1, 1, 0, 0};
        const double py[4] = {0, 1, 1, 0};
        o->cx = left + cell / 2;
        o->cy = top + cell / 2;
        for (int d = 0; d < 4; d++) {
            side(o, mz_next(m, at, d, &next) ? d : -1);
            point(o, left + px[d] * cell, top + py[d] * cell);
        }
    } else if (m->shape == MAZE_SHAPE_POLAR) {
        polar_outline(m, p, x, y, o);
    } else if (m->shape == MAZE_SHAPE_UPSILON) {
        upsilon_outline(m, p, at, o);
    } else if (m->shape == MAZE_SHAPE_CUBE) {
        cube_outline(m, p, at, o);
    } else if (m->shape == MAZE_SHAPE_SPHERE) {
        sphere_outline(m, p, at, o);
    } else if (m->shape == MAZE_SHAPE_HEX) {
        /* Pointy-top: corner i at 60i - 30 degrees, side i (direction i)
         * from corner i to corner i + 1. */
        double s = cell / sqrt3;
        o->cx = p->margin + cell * (x + 0.5 + 0.5 * (y & 1));
        o->cy = p->margin + s + 1.5 * s * y;
        for (int i = 0; i < 6; i++) {
            double a = (60.0 * i - 30.0) * 3.141592653589793 / 180.0;
            side(o, mz_next(m, at, i, &next) ? i : -1);
            point(o, o->cx + s * cos(a), o->cy + s * sin(a));
        }
    } else {
        /* Triangles cell high, their sides 2 cell / sqrt 3; cell x starts
         * half a side after cell x - 1. */
        double a = 2 * cell / sqrt3;
        double left = p->margin + x * a / 2;
        double top = p->margin + y * cell;
        o->cx = left + a / 2;
        bool up = !((x + y) & 1);
        const int dirs[2][3] = {{MAZE_NORTH, MAZE_EAST, MAZE_WEST},
                                {MAZE_EAST, MAZE_SOUTH, MAZE_WEST}};
        const double px[2][3] = {{0, a, a / 2}, {a / 2, a, 0}};
        const double py[2][3] = {{0, 0, cell}, {0, cell, cell}};
        o->cy = top + (up ? 2 * cell / 3 : cell / 3);
        for (int i = 0; i < 3; i++) {
            int d = dirs[up][i];
            side(o, mz_next(m, at, d, &next) ? d : -1);
            point(o, left + px[up][i], top + py[up][i]);
        }
    }
}

unsigned mz_outline_side(const struct mz_outline *o, unsigned i, unsigned *at)
{
    *at = o->from[i];
    unsigned end = i + 1 < o->sides ? o->from[i + 1] : o->points;
    return end - o->from[i] + 1;
}

void mz_outline_middle(const struct mz_outline *o, unsigned i, double *x,
                       double *y)
{
    unsigned at = 0;
    unsigned n = mz_outline_side(o, i, &at);
    unsigned a = (at + (n - 1) / 2) % o->points;
    unsigned b = (at + n / 2) % o->points;
    *x = (o->x[a] + o->x[b]) / 2;
    *y = (o->y[a] + o->y[b]) / 2;
}

bool mz_outline_wall(const struct maze *m, const struct mz_picture *p, size_t c,
                     const struct mz_outline *o, unsigned i)
{
    if (m->cell[c] & MAZE_CELL_OFF)
        return false;
    int d = o->dir[i];
    if (d < 0)
        return !((c == m->start && p->start_side == (int)i) ||
                 (c == m->end && p->end_side == (int)i));
    struct mz_at a = mz_at(m, c);
    struct mz_at b = a;
    mz_next(m, a, d, &b);
    if (m->cell[b.c] & MAZE_CELL_OFF)
        return true;
    if ((m->wrap || m->shape == MAZE_SHAPE_CUBE) &&
        mz_crosses_seam(m, a.x, a.y, d)) /* on both edges */
        return !mz_is_linked(m, a, d, b);
    uint8_t bit = 0;
    uint8_t *owner = mz_side((struct maze *)m, a, d, b, &bit);
    /* An upsilon square holds a wall between two octagons: the first of
     * them draws it. */
    bool draws = owner == &m->cell[c] ||
                 (owner != &m->cell[b.c] && c < b.c);
    return draws && !(*owner & bit);
}

/* ------------------------------------------------------------ floors */

void mz_floor_origin(const struct maze *m, const struct mz_picture *p,
                     uint32_t z, double *dx, double *dy)
{
    const uint32_t per = m->floors / m->towers;
    *dx = (double)(z % per) * (m->width + 1) * p->cell;
    *dy = (double)(z / per) * (mz_floor_rows(m) * p->cell + p->margin);
}

void mz_floor_centre(const struct maze *m, const struct mz_picture *p, size_t c,
                     double *x, double *y)
{
    uint32_t cx = 0;
    uint32_t cy = 0;
    maze_cell_xy(m, c, &cx, &cy);
    uint32_t rows = mz_floor_rows(m);
    double dx = 0;
    double dy = 0;
    mz_floor_origin(m, p, cy / rows, &dx, &dy);
    *x = p->margin + dx + (cx + 0.5) * p->cell;
    *y = p->margin + dy + (cy % rows + 0.5) * p->cell;
}

void mz_portal_mark(const struct mz_picture *p, double x, double y, bool ana,
                    double dx[4], double dy[4])
{
    double s = p->cell * 0.14;
    double at = (ana ? 0.3 : -0.3) * p->cell;
    x += at;
    y += at;
    const double ox[4] = {0, s, 0, -s};
    const double oy[4] = {-s, 0, s, 0};
    for (int k = 0; k < 4; k++) {
        dx[k] = x + ox[k];
        dy[k] = y + oy[k];
    }
}

void mz_stair_mark(const struct mz_picture *p, double x, double y, bool up,
                   bool both, double tx[3], double ty[3])
{
    double shift = both ? (up ? -0.22 : 0.22) : 0;
    double s = p->cell * (shift != 0 ? 0.2 : 0.28);
    x += shift * p->cell;
    double tip = up ? -s : s;
    tx[0] = x;
    ty[0] = y + tip;
    tx[1] = x + s;
    ty[1] = y - tip * 0.8;
    tx[2] = x - s;
    ty[2] = y - tip * 0.8;
}

/* The segments of each digit as drawn on a calculator: bit 0 the top,
 * then top right, bottom right, bottom, bottom left, top left, middle. */
static const uint8_t digit_segments[10] = {0x3F, 0x06, 0x5B, 0x4F, 0x66,
                                           0x6D, 0x7D, 0x07, 0x7F, 0x6F};

unsigned mz_floor_number(const struct mz_picture *p, unsigned n,
                         double seg[][4], double *width)
{
    char digits[12];
    int len = snprintf(digits, sizeof digits, "%u", n);
    double h = p->margin * 0.6; /* a digit's height */
    double w = h * 0.5;
    double top = (p->margin - h) / 2;
    /* Segment k from corner (x0, y0) to (x1, y1), in halves of w and h. */
    static const uint8_t corner[7][4] = {
        {0, 0, 2, 0}, {2, 0, 2, 1}, {2, 1, 2, 2}, {0, 2, 2, 2},
        {0, 1, 0, 2}, {0, 0, 0, 1}, {0, 1, 2, 1}};
    unsigned count = 0;
    for (int i = 0; i < len && i < 10; i++) {
        double left = p->margin + i * w * 1.6;
        uint8_t on = digit_segments[digits[i] - '0'];
        for (int k = 0; k < 7; k++) {
            if (!(on & (1u << k)))
                continue;
            const uint8_t *e = corner[k];
            seg[count][0] = left + e[0] * w / 2;
            seg[count][1] = top + e[1] * h / 2;
            seg[count][2] = left + e[2] * w / 2;
            seg[count][3] = top + e[3] * h / 2;
            count++;
        }
    }
    *width = h / 6 > 1 ? h / 6 : 1;
    return count;
}
