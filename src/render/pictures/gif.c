/*
 * gif.c - animated GIFs of a run (giflib), and still GIF pictures.
 *
 * The recorded events are replayed by the scene (scene.c), and every few
 * events a frame paints what it shows: cells not yet in the maze grey, the
 * backtracker's path yellow with its head red, Prim's frontier blue,
 * random walks violet, recursive division's regions in pastel shades (a
 * split field keeps its shade for its larger part), then the solver: the
 * breadth-first wave a frame per distance step (or band of them), cells tinted
 * by distance, and last the route. The frames use one 64-colour palette,
 * and each holds only the rectangle that changed since the frame before,
 * with the pixels in it that did not change transparent: long runs of one
 * index, which LZW squeezes to almost nothing (a Kruskal animation's
 * file, whose changes are spread over the whole picture, shrinks 4 to 20
 * times). The animation loops; its last frame is held longer. A maze of
 * floors is drawn with the cairo pictures' geometry (picture.h): floors
 * side by side, stairs marked, the route dashed across a stair.
 * This is the only file that includes giflib.
 */
#include <gif_lib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../picture.h"
#include "pictures.h"
#include "../scene.h"

/* ------------------------------------------------------------- palette */

/* Three more entries for a maze of floors (a flat maze's palette has
 * them black, as it always had): the stairs' marks, the route where it
 * takes a stair or a portal, halfway from the route's colour to the
 * background's (the cairo pictures draw it half see-through), and the
 * portals' marks. */
enum { P_STAIR = P_COLORS, P_STAIR_ROUTE, P_PORTAL };

static GifColorType gif_color(uint32_t c)
{
    return (GifColorType){(GifByteType)(c >> 16), (GifByteType)(c >> 8),
                          (GifByteType)c};
}

static void build_palette(const struct mz_picture *p, bool floors,
                          GifColorType *map)
{
    memset(map, 0, 64 * sizeof *map);
    for (int i = 0; i < P_COLORS; i++)
        map[i] = gif_color(mz_palette(p, i));
    if (!floors)
        return;
    map[P_STAIR] = gif_color(MZ_STAIR_COLOR);
    uint32_t half = 0;
    for (int shift = 0; shift < 24; shift += 8)
        half |= ((((p->route >> shift) & 255) + ((p->bg >> shift) & 255)) / 2)
                << shift;
    map[P_STAIR_ROUTE] = gif_color(half);
    map[P_PORTAL] = gif_color(MZ_PORTAL_COLOR);
}

/* --------------------------------------------------------------- state */

#define ROUTE MZ_SCENE_ROUTE

/* The scene (scene.c) and what painting it needs. */
struct scene {
    struct maze_scene *sc;
    const struct maze *m; /* the scene's maze */
    const uint8_t *flag;  /* the scene's marks */
    /* Other shapes: drawn by cairo.c from each cell's colour and route
     * flag, which paint() puts here. */
    struct mz_shape_painter *painter;
    uint8_t *fill, *on_route;
    /* A still's cells painted by the analyses (maze_render_opts.paint),
     * over the scene's colours; NULL: none. */
    const uint8_t *paint;
};

static bool scene_init(struct scene *s, const struct maze *final,
                       const struct maze_recording *rec)
{
    memset(s, 0, sizeof *s);
    if (maze_scene_new(final, rec, &s->sc) != MAZE_OK)
        return false;
    s->m = s->sc->m;
    s->flag = s->sc->flag;
    return true;
}

static void scene_release(struct scene *s)
{
    mz_shape_painter_free(s->painter);
    free(s->fill);
    free(s->on_route);
    maze_scene_free(s->sc);
}

static uint8_t cell_color(const struct scene *s, size_t c)
{
    if (s->paint && s->paint[c] && s->paint[c] < P_COLORS &&
        !(s->m->cell[c] & MAZE_CELL_OFF))
        return s->paint[c];
    return (uint8_t)maze_scene_paint(s->sc, c);
}

/* --------------------------------------------------------------- pixels */

static void fill(uint8_t *px, uint32_t stride, double x0, double y0, double x1,
                 double y1, uint32_t width, uint32_t height, uint8_t color)
{
    long ax = (long)(x0 + 0.5), ay = (long)(y0 + 0.5);
    long bx = (long)(x1 + 0.5), by = (long)(y1 + 0.5);
    if (ax < 0)
        ax = 0;
    if (ay < 0)
        ay = 0;
    if (bx > (long)width)
        bx = (long)width;
    if (by > (long)height)
        by = (long)height;
    for (long y = ay; y < by; y++)
        memset(px + (size_t)y * stride + ax, color,
               (size_t)(bx > ax ? bx - ax : 0));
}

/* Weave: the route's steps under crossings as dashes along the band,
 * then each crossing as a bridge (its rails a quarter of a cell in from
 * the sides, stubs to the corners), as the cairo pictures draw them. */
static void paint_weave(struct scene *s, const struct mz_picture *p,
                        uint8_t *px)
{
    const struct maze *m = s->m;
    double c = p->cell, w = p->wall / 2, o = p->margin, i = c / 4;
    for (size_t cell = 0; cell < m->cells; cell++) {
        bool ew = false;
        if (!maze_crossing(m, cell, &ew))
            continue;
        uint32_t x = 0, y = 0;
        maze_cell_xy(m, cell, &x, &y);
        double left = o + x * c, top = o + y * c;
        /* Under it: north-south when its passage over runs east-west.
         * The topology gives the ends, as a wrapped maze's crossing on
         * its edge has one across the seam. */
        struct mz_at a = mz_at(m, cell);
        struct mz_at before;
        struct mz_at after;
        if (mz_next(m, a, ew ? MAZE_NORTH : MAZE_WEST, &before) &&
            mz_next(m, a, ew ? MAZE_SOUTH : MAZE_EAST, &after) &&
            (s->flag[before.c] & ROUTE) && (s->flag[after.c] & ROUTE)) {
            double b = c / 6, dash = c / 6;
            for (double t = -c / 2; t < c * 3 / 2; t += 2 * dash) {
                if (ew)
                    fill(px, p->width, left + c / 2 - b, top + t,
                         left + c / 2 + b, top + t + dash, p->width,
                         p->height, P_ROUTE);
                else
                    fill(px, p->width, left + t, top + c / 2 - b,
                         left + t + dash, top + c / 2 + b, p->width,
                         p->height, P_ROUTE);
            }
        }
        /* Rails along the bridge, stubs across at both ends. */
        for (int k = 0; k < 2; k++) {
            double at = k ? c - i : i;
            if (ew) {
                fill(px, p->width, left - w, top + at - w, left + c + w,
                     top + at + w, p->width, p->height, P_FG);
                fill(px, p->width, left + k * c - w, top - w,
                     left + k * c + w, top + i + w, p->width, p->height, P_FG);
                fill(px, p->width, left + k * c - w, top + c - i - w,
                     left + k * c + w, top + c + w, p->width, p->height, P_FG);
            } else {
                fill(px, p->width, left + at - w, top - w, left + at + w,
                     top + c + w, p->width, p->height, P_FG);
                fill(px, p->width, left - w, top + k * c - w, left + i + w,
                     top + k * c + w, p->width, p->height, P_FG);
                fill(px, p->width, left + c - i - w, top + k * c - w,
                     left + c + w, top + k * c + w, p->width, p->height, P_FG);
            }
        }
    }
}

/* ------------------------------------------------------------- floors
 *
 * A maze of floors as the cairo pictures draw it (picture.h): each floor
 * on its panel as a flat maze, its number above it, the ends as dots, the
 * route's band along each floor and a thin dashed line where it takes a
 * stair or a portal (under the band), and the stairs marked with
 * triangles and the portals with diamonds on top. Without
 * antialiasing, so only palette entries appear. */

/* The pixel rows whose centres fall inside the polygon of n corners
 * (convex), filled between its edges. */
static void fill_convex(uint8_t *px, const struct mz_picture *p,
                        const double *xs, const double *ys, int n,
                        uint8_t color)
{
    double top = ys[0];
    double bottom = ys[0];
    for (int i = 1; i < n; i++) {
        top = ys[i] < top ? ys[i] : top;
        bottom = ys[i] > bottom ? ys[i] : bottom;
    }
    for (long y = (long)(top + 0.5); y + 0.5 <= bottom; y++) {
        double at = y + 0.5;
        double lo = 1e300;
        double hi = -1e300;
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            if (ys[i] == ys[j] || (at < ys[i]) == (at < ys[j]))
                continue;
            double x = xs[i] + (at - ys[i]) * (xs[j] - xs[i]) / (ys[j] - ys[i]);
            lo = x < lo ? x : lo;
            hi = x > hi ? x : hi;
        }
        if (lo < hi)
            fill(px, p->width, lo, y, hi, y + 1, p->width, p->height, color);
    }
}

/* A dot of radius r: the end of a route on a floor, as cairo's. */
static void fill_dot(uint8_t *px, const struct mz_picture *p, double cx,
                     double cy, double r, uint8_t color)
{
    for (long y = (long)(cy - r + 0.5); y + 0.5 <= cy + r; y++) {
        double dy = y + 0.5 - cy;
        double half = r * r > dy * dy ? sqrt(r * r - dy * dy) : 0;
        fill(px, p->width, cx - half, y, cx + half, y + 1, p->width,
             p->height, color);
    }
}

/* Floor z: its cells' colours, walls and number. */
static void paint_panel(struct scene *s, const struct mz_picture *p,
                        uint32_t z, uint8_t *px)
{
    struct maze f = mz_floor_view(s->m, z);
    double c = p->cell, w = p->wall / 2;
    double dx = 0, dy = 0;
    mz_floor_origin(s->m, p, z, &dx, &dy);
    double ox = p->margin + dx, oy = p->margin + dy;
    size_t first = (size_t)z * f.cells;
    for (uint32_t y = 0; y < f.height; y++) {
        for (uint32_t x = 0; x < f.width; x++) {
            uint8_t col = cell_color(s, first + maze_cell_at(&f, x, y));
            double left = ox + x * c, top = oy + y * c;
            if (col != P_BG)
                fill(px, p->width, left, top, left + c, top + c, p->width,
                     p->height, col);
        }
    }
    for (uint32_t y = 0; y < f.height; y++) {
        for (uint32_t x = 0; x < f.width; x++) {
            double left = ox + x * c, top = oy + y * c;
            if (mz_picture_wall(&f, p, x, y, MAZE_EAST))
                fill(px, p->width, left + c - w, top - w, left + c + w,
                     top + c + w, p->width, p->height, P_FG);
            if (mz_picture_wall(&f, p, x, y, MAZE_SOUTH))
                fill(px, p->width, left - w, top + c - w, left + c + w,
                     top + c + w, p->width, p->height, P_FG);
            if (x == 0 && mz_picture_wall(&f, p, x, y, MAZE_WEST))
                fill(px, p->width, left - w, top - w, left + w, top + c + w,
                     p->width, p->height, P_FG);
            if (y == 0 && mz_picture_wall(&f, p, x, y, MAZE_NORTH))
                fill(px, p->width, left - w, top - w, left + c + w, top + w,
                     p->width, p->height, P_FG);
        }
    }
    if (p->margin < 10)
        return;
    double seg[MZ_FLOOR_NUMBER_SEGMENTS][4];
    double lw = 0;
    unsigned n = mz_floor_number(p, z + 1, seg, &lw);
    for (unsigned k = 0; k < n; k++) {
        double x0 = seg[k][0] < seg[k][2] ? seg[k][0] : seg[k][2];
        double x1 = seg[k][0] < seg[k][2] ? seg[k][2] : seg[k][0];
        double y0 = seg[k][1] < seg[k][3] ? seg[k][1] : seg[k][3];
        double y1 = seg[k][1] < seg[k][3] ? seg[k][3] : seg[k][1];
        fill(px, p->width, dx + x0 - lw / 2, dy + y0 - lw / 2,
             dx + x1 + lw / 2, dy + y1 + lw / 2, p->width, p->height, P_FG);
    }
}

/* The route's dashes from the centre (x0, y0) of a cell to (x1, y1), the
 * centre of the cell over or under it on the next panel (the same row
 * of pixels) or through a portal on the next tower's (the same
 * column). */
static void paint_stair_route(uint8_t *px, const struct mz_picture *p,
                              double x0, double y0, double x1, double y1)
{
    double dash = p->cell / 4, b = p->cell / 16;
    bool across = y0 == y1;
    double from = across ? x0 : y0, to = across ? x1 : y1;
    double way = to > from ? 1 : -1;
    for (double t = 0; t < fabs(to - from); t += 2 * dash) {
        double end = t + dash < fabs(to - from) ? t + dash : fabs(to - from);
        double a = from + way * t, e = from + way * end;
        double lo = a < e ? a : e, hi = a < e ? e : a;
        if (across)
            fill(px, p->width, lo, y0 - b, hi, y0 + b, p->width, p->height,
                 P_STAIR_ROUTE);
        else
            fill(px, p->width, x0 - b, lo, x0 + b, hi, p->width, p->height,
                 P_STAIR_ROUTE);
    }
}

static void paint_floors(struct scene *s, const struct mz_picture *p,
                         uint8_t *px)
{
    const struct maze *m = s->m;
    const uint32_t rows = mz_floor_rows(m);
    const size_t up = (size_t)m->width * rows;
    const double c = p->cell, b = c / 6;
    memset(px, P_BG, (size_t)p->width * p->height);
    for (uint32_t z = 0; z < m->levels; z++)
        paint_panel(s, p, z, px);
    const size_t ends[2] = {m->start, m->end};
    for (int i = 0; i < 2; i++) {
        double x = 0, y = 0;
        if (ends[i] >= m->cells)
            continue;
        mz_floor_centre(m, p, ends[i], &x, &y);
        fill_dot(px, p, x, y, c / 4, P_ROUTE);
    }
    /* The dashes first: where they cross the route's band, the band
     * shows, as cairo's see-through dashes leave it red. */
    const size_t ana = (size_t)m->width * (m->height / m->towers);
    for (size_t cell = 0; cell < m->cells; cell++) {
        for (int k = 0; k < 2; k++) {
            bool stair = k == 0;
            size_t to = cell + (stair ? up : ana);
            if (!(stair ? mz_stair_up(m, cell) : mz_portal_ana(m, cell)) ||
                !(s->flag[cell] & ROUTE) || !(s->flag[to] & ROUTE))
                continue;
            double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
            mz_floor_centre(m, p, cell, &x0, &y0);
            mz_floor_centre(m, p, to, &x1, &y1);
            paint_stair_route(px, p, x0, y0, x1, y1);
        }
    }
    for (size_t cell = 0; cell < m->cells; cell++) {
        if (!(s->flag[cell] & ROUTE))
            continue;
        uint32_t x = (uint32_t)(cell % m->width);
        uint32_t y = (uint32_t)(cell / m->width) % rows;
        double cx = 0, cy = 0;
        mz_floor_centre(m, p, cell, &cx, &cy);
        fill(px, p->width, cx - b, cy - b, cx + b, cy + b, p->width,
             p->height, P_ROUTE);
        if (x + 1 < m->width && (s->flag[cell + 1] & ROUTE) &&
            mz_rect_is_linked(m, cell, MAZE_EAST))
            fill(px, p->width, cx, cy - b, cx + c, cy + b, p->width,
                 p->height, P_ROUTE);
        if (y + 1 < rows && (s->flag[cell + m->width] & ROUTE) &&
            mz_rect_is_linked(m, cell, MAZE_SOUTH))
            fill(px, p->width, cx - b, cy, cx + b, cy + c, p->width,
                 p->height, P_ROUTE);
    }
    for (size_t cell = 0; cell < m->cells; cell++) {
        bool to_up = mz_stair_up(m, cell);
        bool to_down = mz_stair_down(m, cell);
        double x = 0, y = 0, tx[3], ty[3];
        if (!to_up && !to_down)
            continue;
        mz_floor_centre(m, p, cell, &x, &y);
        if (to_up) {
            mz_stair_mark(p, x, y, true, to_down, tx, ty);
            fill_convex(px, p, tx, ty, 3, P_STAIR);
        }
        if (to_down) {
            mz_stair_mark(p, x, y, false, to_up, tx, ty);
            fill_convex(px, p, tx, ty, 3, P_STAIR);
        }
    }
    for (size_t cell = 0; m->towers > 1 && cell < m->cells; cell++) {
        for (int k = 0; k < 2; k++) {
            bool to_ana = k == 0;
            if (!(to_ana ? mz_portal_ana(m, cell) : mz_portal_kata(m, cell)))
                continue;
            double x = 0, y = 0, dx[4], dy[4];
            mz_floor_centre(m, p, cell, &x, &y);
            mz_portal_mark(p, x, y, to_ana, dx, dy);
            fill_convex(px, p, dx, dy, 4, P_PORTAL);
        }
    }
}

/* The route's band from a cell's centre (cx, cy) reach pixels towards
 * direction d. */
static void band_out(const struct mz_picture *p, uint8_t *px, double cx,
                     double cy, int d, double reach)
{
    double b = p->cell / 6;
    double x0 = cx - b, y0 = cy - b, x1 = cx + b, y1 = cy + b;
    if (mz_dx(d) > 0)
        x1 = cx + reach;
    if (mz_dx(d) < 0)
        x0 = cx - reach;
    if (mz_dy(d) > 0)
        y1 = cy + reach;
    if (mz_dy(d) < 0)
        y0 = cy - reach;
    fill(px, p->width, x0, y0, x1, y1, p->width, p->height, P_ROUTE);
}

/* Where the route's cell is the start or the end and has a gap in the
 * outer wall, the route runs on out through it, as far as the still
 * pictures' round cap reaches (half a band past the wall's line). */
static void route_door(const struct maze *m, const struct mz_picture *p,
                       uint8_t *px, size_t cell, double cx, double cy)
{
    int doors[2] = {cell == m->start ? p->start_door : -1,
                    cell == m->end ? p->end_door : -1};
    for (int i = 0; i < 2; i++)
        if (doors[i] >= 0)
            band_out(p, px, cx, cy, doors[i], p->cell / 2 + p->cell / 6);
}

/* Wrap: a step across a seam leaves through the cell's own edge and
 * comes back in through the far cell's, so each of the two draws the
 * band from its centre out to its edge (as the still pictures do). */
static void route_seams(const struct scene *s, const struct mz_picture *p,
                        uint8_t *px, size_t cell, double cx, double cy)
{
    const struct maze *m = s->m;
    struct mz_at a = mz_at(m, cell);
    for (int d = 0; d < 4; d++) {
        struct mz_at to;
        if (mz_crosses_seam(m, a.x, a.y, d) && mz_go(m, a, d, &to) &&
            (s->flag[to.c] & ROUTE))
            band_out(p, px, cx, cy, d, p->cell / 2);
    }
}

/* Wrap: a dot on each side of every open seam, as the still pictures
 * have, so that the two ends of a passage across the picture match. */
static void paint_seam_dots(const struct maze *m, const struct mz_picture *p,
                            uint8_t *px)
{
    double c = p->cell, o = p->margin;
    for (size_t cell = 0; cell < m->cells; cell++) {
        struct mz_at a = mz_at(m, cell);
        for (int d = 0; d < 4; d++) {
            if (!mz_crosses_seam(m, a.x, a.y, d) || !maze_open(m, cell, d))
                continue;
            fill_dot(px, p, o + (a.x + 0.5 + mz_dx(d) / 2.0) * c,
                     o + (a.y + 0.5 + mz_dy(d) / 2.0) * c, c / 6, P_FRONTIER);
        }
    }
}

/* Start and end inside the maze have no gap to show them: a dot each,
 * as the still pictures have, in every frame. */
static void paint_markers(const struct maze *m, const struct mz_picture *p,
                          uint8_t *px)
{
    const size_t cells[2] = {m->start, m->end};
    const int doors[2] = {p->start_door, p->end_door};
    for (int i = 0; i < 2; i++) {
        if (cells[i] >= m->cells || doors[i] >= 0)
            continue;
        uint32_t x = 0, y = 0;
        maze_cell_xy(m, cells[i], &x, &y);
        fill_dot(px, p, p->margin + (x + 0.5) * p->cell,
                 p->margin + (y + 0.5) * p->cell, p->cell / 4, P_ROUTE);
    }
}

/* Draws the scene with the same geometry as the cairo pictures: walls of
 * width `wall` centred on the grid lines, reaching half a wall past their
 * ends so that they join. */
static bool paint_px(struct scene *s, const struct mz_picture *p, uint8_t *px)
{
    const struct maze *m = s->m;
    if (m->levels > 1) {
        paint_floors(s, p, px);
        return true;
    }
    if (m->shape != MAZE_SHAPE_RECT) {
        /* Other shapes are drawn from their outlines by cairo.c. */
        if (!s->painter) {
            s->fill = malloc(m->cells);
            s->on_route = malloc(m->cells);
            if (!s->fill || !s->on_route ||
                mz_shape_painter_new(m, p, &s->painter) != MAZE_OK)
                return false;
        }
        for (size_t c = 0; c < m->cells; c++) {
            s->fill[c] = cell_color(s, c);
            s->on_route[c] = (s->flag[c] & ROUTE) != 0;
        }
        return mz_shape_paint(s->painter, m, s->fill, s->on_route, px) ==
               MAZE_OK;
    }
    double c = p->cell, w = p->wall / 2, o = p->margin;
    memset(px, P_BG, (size_t)p->width * p->height);
    for (uint32_t y = 0; y < m->height; y++)
        for (uint32_t x = 0; x < m->width; x++) {
            uint8_t col = cell_color(s, maze_cell_at(m, x, y));
            if (col != P_BG)
                fill(px, p->width, o + x * c, o + y * c, o + (x + 1) * c,
                     o + (y + 1) * c, p->width, p->height, col);
        }
    for (uint32_t y = 0; y < m->height; y++) {
        for (uint32_t x = 0; x < m->width; x++) {
            size_t cell = maze_cell_at(m, x, y);
            double left = o + x * c, top = o + y * c;
            /* The route: a band a third of a cell wide through the
             * centres, as in the still pictures. */
            if (s->flag[cell] & ROUTE) {
                double b = c / 6, cx = left + c / 2, cy = top + c / 2;
                fill(px, p->width, cx - b, cy - b, cx + b, cy + b, p->width,
                     p->height, P_ROUTE);
                route_door(m, p, px, cell, cx, cy);
                if (x + 1 < m->width && (s->flag[cell + 1] & ROUTE) &&
                    mz_rect_is_linked(m, cell, MAZE_EAST) &&
                    !mz_under_at(m, cell, MAZE_EAST) &&
                    !mz_under_at(m, cell + 1, MAZE_EAST))
                    fill(px, p->width, cx, cy - b, cx + c, cy + b, p->width,
                         p->height, P_ROUTE);
                if (y + 1 < m->height && (s->flag[cell + m->width] & ROUTE) &&
                    mz_rect_is_linked(m, cell, MAZE_SOUTH) &&
                    !mz_under_at(m, cell, MAZE_SOUTH) &&
                    !mz_under_at(m, cell + m->width, MAZE_SOUTH))
                    fill(px, p->width, cx - b, cy, cx + b, cy + c, p->width,
                         p->height, P_ROUTE);
                if (m->wrap)
                    route_seams(s, p, px, cell, cx, cy);
            }
            if (mz_picture_wall(m, p, x, y, MAZE_EAST))
                fill(px, p->width, left + c - w, top - w, left + c + w,
                     top + c + w, p->width, p->height, P_FG);
            if (mz_picture_wall(m, p, x, y, MAZE_SOUTH))
                fill(px, p->width, left - w, top + c - w, left + c + w,
                     top + c + w, p->width, p->height, P_FG);
            if (x == 0 && mz_picture_wall(m, p, x, y, MAZE_WEST))
                fill(px, p->width, left - w, top - w, left + w, top + c + w,
                     p->width, p->height, P_FG);
            if (y == 0 && mz_picture_wall(m, p, x, y, MAZE_NORTH))
                fill(px, p->width, left - w, top - w, left + c + w, top + w,
                     p->width, p->height, P_FG);
        }
    }
    if (m->extra)
        paint_weave(s, p, px);
    if (m->wrap)
        paint_seam_dots(m, p, px);
    paint_markers(m, p, px);
    return true;
}

/* ------------------------------------------------------------- writing */

static int write_gif(GifFileType *gif, const GifByteType *data, int length)
{
    FILE *out = gif->UserData;
    return (int)fwrite(data, 1, (size_t)length, out);
}

/* The palette entry no colour uses, transparent in every frame after the
 * first: a pixel the frame leaves as it was. */
enum { UNCHANGED = 63 };

struct movie {
    GifFileType *gif;
    struct mz_picture pic;
    uint8_t *now, *before;
    uint8_t *line; /* a row of a frame, unchanged pixels made UNCHANGED */
    bool first;
    bool failed;
    bool out_of_memory;
};

/* Paints the scene into the frame to come. */
static void paint(struct scene *s, const struct mz_picture *p, struct movie *mv)
{
    if (!mv->failed && !paint_px(s, p, mv->now))
        mv->failed = mv->out_of_memory = true;
}

static bool movie_open(struct movie *mv, const struct mz_picture *p,
                       const struct maze *m, FILE *out, bool loop)
{
    memset(mv, 0, sizeof *mv);
    mv->pic = *p;
    mv->first = true;
    size_t n = (size_t)p->width * p->height;
    mv->now = malloc(n);
    /* A still (no loop) is one frame: nothing to compare it with. */
    mv->before = loop ? malloc(n) : NULL;
    mv->line = malloc(p->width);
    int error = 0;
    mv->gif = EGifOpen(out, write_gif, &error);
    if (!mv->now || (loop && !mv->before) || !mv->line || !mv->gif)
        return false;
    /* Written frame by frame, giflib cannot see the extensions coming (the
     * loop, each frame's delay and transparency) and would say GIF87a,
     * a version that has none: strict decoders then drop them. */
    EGifSetGifVersion(mv->gif, true);
    GifColorType colors[64];
    build_palette(p, m->levels > 1, colors);
    ColorMapObject *map = GifMakeMapObject(64, colors);
    bool ok = map && EGifPutScreenDesc(mv->gif, (int)p->width, (int)p->height,
                                       6, P_BG, map) == GIF_OK;
    GifFreeMapObject(map);
    if (ok && loop) {
        /* NETSCAPE2.0: loop for ever. */
        static const GifByteType forever[3] = {1, 0, 0};
        ok = EGifPutExtensionLeader(mv->gif, APPLICATION_EXT_FUNC_CODE) ==
                 GIF_OK &&
             EGifPutExtensionBlock(mv->gif, 11, "NETSCAPE2.0") == GIF_OK &&
             EGifPutExtensionBlock(mv->gif, 3, forever) == GIF_OK &&
             EGifPutExtensionTrailer(mv->gif) == GIF_OK;
    }
    return ok;
}

/* Writes mv->now as a frame: only the rectangle that differs from the
 * frame before (the whole picture the first time). */
static void movie_frame(struct movie *mv, unsigned delay_ms)
{
    if (mv->failed)
        return;
    uint32_t w = mv->pic.width, h = mv->pic.height;
    uint32_t x0 = 0, y0 = 0, x1 = w, y1 = h;
    if (!mv->first) {
        x0 = w, y0 = h, x1 = 0, y1 = 0;
        for (uint32_t y = 0; y < h; y++) {
            const uint8_t *a = mv->now + (size_t)y * w;
            const uint8_t *b = mv->before + (size_t)y * w;
            if (memcmp(a, b, w) == 0)
                continue;
            uint32_t l = 0, r = w;
            while (a[l] == b[l])
                l++;
            while (a[r - 1] == b[r - 1])
                r--;
            x0 = l < x0 ? l : x0;
            x1 = r > x1 ? r : x1;
            y0 = y < y0 ? y : y0;
            y1 = y + 1;
        }
        if (x1 <= x0) { /* nothing changed: keep the time, not a frame */
            x0 = y0 = 0;
            x1 = y1 = 1;
        }
    }
    GraphicsControlBlock gcb = {
        .DisposalMode = DISPOSE_DO_NOT,
        .UserInputFlag = false,
        .DelayTime = (int)(delay_ms / 10),
        .TransparentColor = mv->first ? NO_TRANSPARENT_COLOR : UNCHANGED};
    GifByteType ext[4];
    EGifGCBToExtension(&gcb, ext);
    bool ok =
        EGifPutExtension(mv->gif, GRAPHICS_EXT_FUNC_CODE, 4, ext) == GIF_OK &&
        EGifPutImageDesc(mv->gif, (int)x0, (int)y0, (int)(x1 - x0),
                         (int)(y1 - y0), false, NULL) == GIF_OK;
    for (uint32_t y = y0; ok && y < y1; y++) {
        const uint8_t *line = mv->now + (size_t)y * w + x0;
        if (!mv->first) {
            const uint8_t *old = mv->before + (size_t)y * w + x0;
            for (uint32_t x = 0; x < x1 - x0; x++)
                mv->line[x] = line[x] == old[x] ? UNCHANGED : line[x];
            line = mv->line;
        }
        ok = EGifPutLine(mv->gif, (GifPixelType *)line, (int)(x1 - x0)) ==
             GIF_OK;
    }
    mv->failed = !ok;
    mv->first = false;
    if (!mv->before)
        return; /* a still */
    uint8_t *t = mv->before;
    mv->before = mv->now;
    mv->now = t;
    memcpy(mv->now, mv->before, (size_t)w * h);
}

static enum maze_err movie_close(struct movie *mv)
{
    int error = 0;
    bool ok =
        !mv->failed && mv->gif && EGifCloseFile(mv->gif, &error) == GIF_OK;
    if (mv->gif && mv->failed)
        EGifCloseFile(mv->gif, &error);
    free(mv->now);
    free(mv->before);
    free(mv->line);
    return ok ? MAZE_OK : mv->out_of_memory ? MAZE_ERR_NOMEM : MAZE_ERR_IO;
}

/* ------------------------------------------------------------ renderers */

/* How many events make one frame of the generation (or MAZE_STEPS_LEVEL):
 * as asked; by default a level at a time for recursive division, else
 * enough for about 300 frames in all. */
static unsigned events_per_frame(const struct maze_recording *rec,
                                 const struct maze_render_opts *opts)
{
    if (opts && opts->steps_per_frame)
        return opts->steps_per_frame;
    if (maze_recording_has_levels(rec))
        return MAZE_STEPS_LEVEL;
    size_t building = 0;
    for (size_t i = 0; i < rec->count; i++)
        building += !mz_scene_is_solver(rec->event[i].kind);
    return (unsigned)(building / 300 + 1);
}

/* When an animation shows a frame, and for how long. */
struct pacing {
    unsigned delay;          /* ms a frame of the solver */
    unsigned making;         /* ms a frame of the making */
    unsigned per_frame;      /* the making's events a frame, or a level */
    size_t solver_per_frame; /* the solver's events a frame, at least */
    size_t band;             /* steps of distance a frame of the wave */
    size_t stop;             /* the making's next frame ends here */
    size_t pending;          /* events since the last frame */
};

static void pacing_init(struct pacing *pace, struct scene *s,
                        const struct maze_recording *rec,
                        const struct maze_render_opts *opts)
{
    pace->delay = opts && opts->delay_ms ? opts->delay_ms : 40;
    pace->per_frame = events_per_frame(rec, opts);
    /* A level is a lot to take in: by default it stays ten times as long. */
    pace->making =
        pace->per_frame == MAZE_STEPS_LEVEL && !(opts && opts->delay_ms)
            ? 10 * pace->delay
            : pace->delay;
    size_t solving = 0; /* the solver's events */
    for (size_t i = 0; i < rec->count; i++)
        solving += mz_scene_is_solver(rec->event[i].kind);
    /* The solver gets about as many frames as the making: the
     * breadth-first wave a frame per step of distance up to 150 steps,
     * then per band of steps (a 300 x 300 maze's wave is some 20000 steps:
     * a frame each made 3 GB), and never a frame for fewer
     * than its share of the events (A*'s distances go up and down). */
    pace->band = s->sc->max_distance / 150 + 1;
    pace->solver_per_frame = opts && opts->steps_per_frame &&
                                     opts->steps_per_frame != MAZE_STEPS_LEVEL
                                 ? opts->steps_per_frame
                                 : solving / 300 + 1;
    pace->pending = 0;
}

/* Whether a frame ends with event i (the scene has taken it). */
static bool frame_ends(struct pacing *pace, const struct scene *s,
                       const struct maze_recording *rec, size_t i)
{
    const struct maze_event *ev = &rec->event[i];
    const struct maze_event *next =
        i + 1 < rec->count ? &rec->event[i + 1] : NULL;
    if (!s->sc->solving) {
        if (i + 1 != pace->stop)
            return false;
        pace->stop = maze_step_next(rec, i + 1, pace->per_frame);
        return true;
    }
    if (ev->kind == MAZE_EV_SOLVE_VISIT) /* the wave: a band a frame */
        return !next ||
               (pace->pending >= pace->solver_per_frame &&
                (next->kind != MAZE_EV_SOLVE_VISIT ||
                 next->distance / pace->band != ev->distance / pace->band));
    if (ev->kind == MAZE_EV_ROUTE)
        return !next || next->kind != MAZE_EV_ROUTE;
    return pace->pending >= pace->solver_per_frame;
}

/* The scene of m (replaying rec, or m as it is without one) and the
 * movie of p's frames on out, which loops when rec animates; false, with
 * both released, when memory runs out. */
static bool gif_open(struct scene *s, struct movie *mv,
                     const struct mz_picture *p, const struct maze *m,
                     const struct maze_recording *rec, FILE *out)
{
    if (scene_init(s, m, rec) && movie_open(mv, p, m, out, rec != NULL))
        return true;
    scene_release(s);
    movie_close(mv);
    return false;
}

MZ_ANIMATOR(mz_animate_gif)
{
    (void)route;
    struct mz_picture p;
    enum maze_err err = mz_picture_init_net(m, opts, &p);
    if (err)
        return err;
    struct scene s = {0};
    struct movie mv = {0};
    if (!gif_open(&s, &mv, &p, m, rec, out))
        return MAZE_ERR_NOMEM;
    struct pacing pace;
    pacing_init(&pace, &s, rec, opts);
    /* Step 0: a wall adder's empty floor, or the grid before anything. */
    size_t first = maze_step_first(rec);
    maze_scene_seek(s.sc, first);
    paint(&s, &p, &mv);
    movie_frame(&mv, pace.making);
    pace.stop = maze_step_next(rec, first, pace.per_frame);
    for (size_t i = first; i < rec->count; i++) {
        const struct maze_event *ev = &rec->event[i];
        if (mz_scene_is_solver(ev->kind) && !s.sc->solving) {
            /* Show the finished maze before the search begins. */
            if (pace.pending) {
                paint(&s, &p, &mv);
                movie_frame(&mv, pace.making);
            }
            pace.pending = 0;
        }
        maze_scene_seek(s.sc, i + 1);
        pace.pending++;
        /* The last state is the frame held below. */
        if (frame_ends(&pace, &s, rec, i) && i + 1 < rec->count) {
            paint(&s, &p, &mv);
            movie_frame(&mv, s.sc->solving ? pace.delay : pace.making);
            pace.pending = 0;
        }
    }
    /* The finished maze (and route), held for three seconds. */
    paint(&s, &p, &mv);
    mv.first = true; /* a whole frame, so the loop restarts cleanly */
    movie_frame(&mv, 3000);
    scene_release(&s);
    return movie_close(&mv);
}

MZ_RENDERER(mz_render_gif)
{
    /* The GIF still draws the analyses' cells, not their legend (it has
     * no words) nor their marks. */
    struct maze_render_opts still = {0};
    if (opts)
        still = *opts;
    still.legend_count = 0;
    struct mz_picture p;
    enum maze_err err = mz_picture_init_net(m, &still, &p);
    if (err)
        return err;
    struct scene s = {0};
    struct movie mv = {0};
    if (!gif_open(&s, &mv, &p, m, NULL, out))
        return MAZE_ERR_NOMEM;
    s.paint = still.paint;
    maze_scene_mark_route(s.sc, route);
    paint(&s, &p, &mv);
    movie_frame(&mv, 0);
    scene_release(&s);
    return movie_close(&mv);
}
