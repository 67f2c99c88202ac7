/*
 * photo_paint.c - a route drawn onto a photo that was read
 * (maze_photo_write: maze solve photo.jpg -o solved.jpg), and what the
 * reader saw drawn onto it (maze_photo_write_debug: --debug-picture).
 *
 * The route is a thick line through its cells' middles in the square view
 * read/photo.c made, each point taken back into the photo by the reader's
 * homography: a straight line there is straight in the photo, so drawing
 * the segments between the points draws the route in perspective. The
 * photo is copied at 32 bits a pixel (4 bytes a pixel more) and written
 * by leptonica as JPEG (quality 90) or PNG.
 */
#include <math.h>
#include <stdlib.h>

#include "../render.h"

#ifndef MAZE_NO_PICTURE_LIBS
#include "../../read/photo/photo_seen.h"

/* The largest side of the debug picture. */
#define DEBUG_MAX 1600

static void colour_of(uint32_t rgb, l_uint8 *r, l_uint8 *g, l_uint8 *b)
{
    if (!rgb)
        rgb = MAZE_RGB(230, 0, 0);
    *r = (l_uint8)(rgb >> 16);
    *g = (l_uint8)(rgb >> 8);
    *b = (l_uint8)rgb;
}

/* The middle of cell c in the square view. */
static void cell_middle(const struct maze_photo *ph, size_t c, double *u,
                        double *v)
{
    uint32_t w = ph->info.maze_width;
    uint32_t x = (uint32_t)(c % w), y = (uint32_t)(c / w);
    *u = (ph->col[x] + ph->col[x + 1]) / 2;
    *v = (ph->row[y] + ph->row[y + 1]) / 2;
}

/* The point a door of cell c leads out to: past the outer wall by half a
 * cell. */
static void door_point(const struct maze_photo *ph, size_t c, int dir,
                       double *u, double *v)
{
    uint32_t w = ph->info.maze_width, h = ph->info.maze_height;
    double pu = (ph->col[w] - ph->col[0]) / w;
    double pv = (ph->row[h] - ph->row[0]) / h;
    cell_middle(ph, c, u, v);
    if (dir == MAZE_NORTH)
        *v = ph->row[0] - pv / 2;
    else if (dir == MAZE_SOUTH)
        *v = ph->row[h] + pv / 2;
    else if (dir == MAZE_WEST)
        *u = ph->col[0] - pu / 2;
    else
        *u = ph->col[w] + pu / 2;
}

/* A line of the square view drawn into pix, whose pixels are the photo's
 * times scale. */
static void view_line(PIX *pix, const struct maze_photo *ph, double scale,
                      double u0, double v0, double u1, double v1,
                      l_int32 width, l_uint8 r, l_uint8 g, l_uint8 b)
{
    double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    mz_photo_map(ph->h, u0, v0, &x0, &y0);
    mz_photo_map(ph->h, u1, v1, &x1, &y1);
    pixRenderLineArb(pix, (l_int32)lround(x0 * scale),
                     (l_int32)lround(y0 * scale), (l_int32)lround(x1 * scale),
                     (l_int32)lround(y1 * scale), width, r, g, b);
}

static enum maze_err write_pix(PIX *pix, enum maze_photo_format format,
                               FILE *out)
{
    l_uint8 *data = NULL;
    size_t size = 0;
    l_ok bad = format == MAZE_PHOTO_JPEG
                   ? pixWriteMemJpeg(&data, &size, pix, 90, 0)
                   : pixWriteMemPng(&data, &size, pix, 0);
    if (bad || !data)
        return MAZE_ERR_NOMEM;
    size_t put = fwrite(data, 1, size, out);
    lept_free(data);
    return put == size && fflush(out) == 0 ? MAZE_OK : MAZE_ERR_IO;
}

enum maze_err maze_photo_write(const struct maze_photo *ph,
                               const struct maze *m,
                               const struct maze_route *route,
                               uint32_t route_color,
                               enum maze_photo_format format, FILE *out)
{
    mz_photo_quiet();
    if (!ph->walls_read || m->width != ph->info.maze_width ||
        m->height != ph->info.maze_height)
        return MAZE_ERR_ARG;
    PIX *pix = pixConvertTo32(ph->photo);
    if (!pix)
        return MAZE_ERR_NOMEM;
    l_uint8 r = 0, g = 0, b = 0;
    colour_of(route_color, &r, &g, &b);
    double open = ph->info.pitch * (1 - ph->info.wall);
    l_int32 width = (l_int32)lround(open / 3);
    width = width < 2 ? 2 : width;
    size_t n = route ? route->length : 0;
    double pu = 0, pv = 0;
    for (size_t i = 0; i < n; i++) {
        double u = 0, v = 0;
        cell_middle(ph, route->cells[i], &u, &v);
        if (i == 0 && route->cells[0] == m->start && m->start_door >= 0) {
            door_point(ph, m->start, m->start_door, &pu, &pv);
            view_line(pix, ph, 1, pu, pv, u, v, width, r, g, b);
        }
        if (i > 0)
            view_line(pix, ph, 1, pu, pv, u, v, width, r, g, b);
        if (i + 1 == n && route->cells[i] == m->end && m->end_door >= 0) {
            double du = 0, dv = 0;
            door_point(ph, m->end, m->end_door, &du, &dv);
            view_line(pix, ph, 1, u, v, du, dv, width, r, g, b);
        }
        pu = u;
        pv = v;
    }
    enum maze_err e = write_pix(pix, format, out);
    pixDestroy(&pix);
    return e;
}

enum maze_err maze_photo_write_debug(const struct maze_photo *ph, FILE *out)
{
    mz_photo_quiet();
    uint32_t big = ph->info.width > ph->info.height ? ph->info.width
                                                    : ph->info.height;
    double f = big > DEBUG_MAX ? (double)DEBUG_MAX / big : 1;
    PIX *colour = pixConvertTo32(ph->photo);
    PIX *pix = colour && f < 1
                   ? pixScaleAreaMap(colour, (l_float32)f, (l_float32)f)
                   : pixClone(colour);
    pixDestroy(&colour);
    if (!pix)
        return MAZE_ERR_NOMEM;
    f = (double)pixGetWidth(pix) / ph->info.width;
    if (ph->info.border)
        for (int i = 0; i < 4; i++) {
            const double *a = ph->info.corner[i], *b = ph->info.corner[(i + 1) % 4];
            pixRenderLineArb(pix, (l_int32)lround(a[0] * f),
                             (l_int32)lround(a[1] * f),
                             (l_int32)lround(b[0] * f),
                             (l_int32)lround(b[1] * f), 3, 0, 200, 0);
        }
    uint32_t w = ph->info.maze_width, h = ph->info.maze_height;
    if (ph->col && ph->row && w && h) {
        /* The grid's lines, thin and blue. */
        for (uint32_t i = 0; i <= w; i++)
            view_line(pix, ph, f, ph->col[i], ph->row[0], ph->col[i],
                      ph->row[h], 1, 0, 90, 255);
        for (uint32_t j = 0; j <= h; j++)
            view_line(pix, ph, f, ph->col[0], ph->row[j], ph->col[w],
                      ph->row[j], 1, 0, 90, 255);
    }
    if (ph->walls_read) {
        /* The walls read: red, unsure ones orange (open) or magenta. */
        double pitch = ph->info.pitch * f;
        l_int32 width = pitch > 12 ? 3 : 2;
        size_t base = (size_t)(w + 1) * h;
        for (uint32_t j = 0; j < h; j++)
            for (uint32_t i = 0; i <= w; i++) {
                uint8_t k = ph->seg[(size_t)j * (w + 1) + i];
                if (k == MZ_SEG_OPEN)
                    continue;
                l_uint8 g = k == MZ_SEG_WALL ? 0 : k == MZ_SEG_UNSURE_OPEN ? 160 : 0;
                l_uint8 b = k == MZ_SEG_UNSURE_WALL ? 255 : 0;
                view_line(pix, ph, f, ph->col[i], ph->row[j], ph->col[i],
                          ph->row[j + 1], width, 255, g, b);
            }
        for (uint32_t j = 0; j <= h; j++)
            for (uint32_t i = 0; i < w; i++) {
                uint8_t k = ph->seg[base + (size_t)j * w + i];
                if (k == MZ_SEG_OPEN)
                    continue;
                l_uint8 g = k == MZ_SEG_WALL ? 0 : k == MZ_SEG_UNSURE_OPEN ? 160 : 0;
                l_uint8 b = k == MZ_SEG_UNSURE_WALL ? 255 : 0;
                view_line(pix, ph, f, ph->col[i], ph->row[j], ph->col[i + 1],
                          ph->row[j], width, 255, g, b);
            }
    }
    enum maze_err e = write_pix(pix, MAZE_PHOTO_PNG, out);
    pixDestroy(&pix);
    return e;
}

#endif /* MAZE_NO_PICTURE_LIBS */
