/*
 * openings.c - see openings.h: the ends of a maze read from a picture or
 * a photo, from the openings in its border.
 */
#include <stdlib.h>

#include "openings.h"

bool mz_openings_add(struct mz_openings *s, struct mz_opening o)
{
    if (s->count == s->cap && !mz_grow(&s->o, &s->cap, s->count, sizeof o))
        return false;
    s->o[s->count++] = o;
    return true;
}

bool mz_openings_of_grid(struct mz_openings *s, uint32_t w, uint32_t h,
                         mz_gap_fn gap, const void *reader)
{
    for (int side = 0; side < 4; side++) {
        bool across = side == MAZE_NORTH || side == MAZE_SOUTH;
        uint32_t n = across ? w : h;
        for (uint32_t i = 0; i < n; i++) {
            struct mz_opening o = {.dir = side};
            if (!gap(reader, side, i, &o.px, &o.py))
                continue;
            o.x = across ? i : side == MAZE_WEST ? 0 : w - 1;
            o.y = !across ? i : side == MAZE_NORTH ? 0 : h - 1;
            o.top = side == MAZE_NORTH;
            o.bottom = side == MAZE_SOUTH;
            if (!mz_openings_add(s, o))
                return false;
        }
    }
    return true;
}

static int order(const void *a, const void *b)
{
    const struct mz_opening *p = a, *q = b;
    if (p->py != q->py)
        return p->py < q->py ? -1 : 1;
    return p->px < q->px ? -1 : p->px > q->px;
}

enum maze_err mz_choose_ends(struct mz_openings *s, bool all_round,
                             const char *what, size_t *start, size_t *end,
                             struct maze_read_error *err)
{
    if (s->count > 1)
        qsort(s->o, s->count, sizeof *s->o, order);
    size_t top = 0, bottom = 0, ti = 0, bi = 0;
    for (size_t i = 0; i < s->count; i++) {
        if (s->o[i].top) {
            top++;
            ti = i;
        }
        if (s->o[i].bottom) {
            bottom++;
            bi = i;
        }
    }
    if (top == 1 && bottom == 1 && ti != bi) {
        *start = ti;
        *end = bi;
        return MAZE_OK;
    }
    if (s->count == 2) {
        *start = 0;
        *end = 1;
        return MAZE_OK;
    }
    const char *hint = "(give the ends as --start X,Y --end X,Y, in pixels)";
    if (all_round)
        return mz_read_fail(err, 0, 0,
                            "no way in: the %s's whole border is open %s",
                            what, hint);
    if (s->count == 0)
        return mz_read_fail(err, 0, 0, "no opening in the %s's border %s", what,
                            hint);
    char where[120] = "";
    size_t len = 0;
    for (size_t i = 0; i < s->count && i < 4; i++) {
        int n = snprintf(where + len, sizeof where - len, "%s%u,%u",
                         i ? " " : "", s->o[i].px, s->o[i].py);
        if (n < 0 || (size_t)n >= sizeof where - len)
            break;
        len += (size_t)n;
    }
    if (s->count == 1)
        return mz_read_fail(err, 0, 0,
                            "one opening in the %s's border, at %s: a maze "
                            "needs a way in and a way out %s",
                            what, where, hint);
    return mz_read_fail(err, 0, 0,
                        "%zu openings in the %s's border, at %s%s: which are "
                        "the ends? %s",
                        s->count, what, where, s->count > 4 ? " ..." : "",
                        hint);
}


enum maze_err mz_ends_from_openings(struct mz_openings *s, bool all_round,
                                    const char *what, bool doors,
                                    const struct maze_picture_opts *opts,
                                    struct maze *m,
                                    struct maze_read_error *err)
{
    if (opts->have_start && opts->have_end)
        return MAZE_OK;
    size_t a = 0, b = 0;
    struct maze_read_error quiet = {0};
    enum maze_err e = mz_choose_ends(s, all_round, what, &a, &b,
                                     opts->ends_optional ? &quiet : err);
    if (e) {
        if (!opts->ends_optional)
            return e;
        if (!opts->have_start)
            m->start = MAZE_NONE;
        m->end = MAZE_NONE;
        return MAZE_OK;
    }
    if (!opts->have_start) {
        m->start = maze_cell_at(m, s->o[a].x, s->o[a].y);
        if (doors)
            m->start_door = s->o[a].dir;
    }
    if (!opts->have_end) {
        m->end = maze_cell_at(m, s->o[b].x, s->o[b].y);
        if (doors)
            m->end_door = s->o[b].dir;
    }
    return MAZE_OK;
}

/* One end's pixel: outside the image said here, inside it by the reader. */
static enum maze_err end_at_pixel(const struct maze *m, uint32_t width,
                                  uint32_t height, const char *image,
                                  mz_cell_under_fn cell_under,
                                  const void *reader, const char *what,
                                  uint32_t x, uint32_t y, size_t *cell,
                                  struct maze_read_error *err)
{
    if (x >= width || y >= height) {
        mz_read_fail(err, 0, 0,
                     "%s %u,%u is outside the %ux%u %s (x from 0 to %u, "
                     "y from 0 to %u)",
                     what, x, y, width, height, image, width - 1, height - 1);
        return MAZE_ERR_ARG;
    }
    return cell_under(reader, m, what, x, y, cell, err);
}

enum maze_err mz_ends_at_pixels(struct maze *m,
                                const struct maze_picture_opts *opts,
                                uint32_t width, uint32_t height,
                                const char *image, mz_cell_under_fn cell_under,
                                const void *reader, struct maze_read_error *err)
{
    m->start = m->end = MAZE_NONE;
    m->start_door = m->end_door = -1;
    enum maze_err e = MAZE_OK;
    if (opts->have_start)
        e = end_at_pixel(m, width, height, image, cell_under, reader, "start",
                         opts->start_x, opts->start_y, &m->start, err);
    if (!e && opts->have_end)
        e = end_at_pixel(m, width, height, image, cell_under, reader, "end",
                         opts->end_x, opts->end_y, &m->end, err);
    return e;
}
