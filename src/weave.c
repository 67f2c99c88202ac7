/*
 * weave.c - crossings: cells a passage runs under.
 *
 * A weave maze has a second byte a cell (m->extra). A crossing has all
 * four walls open; the passage over it is the cell itself, the one under
 * it joins its two neighbours on the other axis directly (topo.h moves
 * through it). So that every move under a crossing is one jump of two
 * cells, the ends of an under passage are always plain cells: two
 * crossings side by side have their passages over running the same way,
 * along the line they share.
 */
#include <stdlib.h>
#include <string.h>

#include "mz.h"

enum maze_err mz_extra_need(struct maze *m)
{
    if (m->extra)
        return MAZE_OK;
    m->extra = calloc(m->cells ? m->cells : 1, 1);
    return m->extra ? MAZE_OK : MAZE_ERR_NOMEM;
}

bool mz_weave_may_cross(const struct maze *m, size_t c, bool over_ew)
{
    if (m->shape != MAZE_SHAPE_RECT || c >= m->cells ||
        (m->cell[c] & MAZE_CELL_OFF))
        return false;
    struct mz_at a = mz_at(m, c);
    for (int d = 0; d < 4; d++) {
        struct mz_at b;
        if (!mz_next(m, a, d, &b) || (m->cell[b.c] & MAZE_CELL_OFF))
            return false;
        if (!m->extra || !(m->extra[b.c] & MAZE_EXTRA_CROSS))
            continue;
        /* Under c along d: b must be plain. Over c along d: b's passage
         * over must run along d too. */
        bool under = ((d & 1) != 0) == over_ew;
        bool b_over_ew = m->extra[b.c] & MAZE_EXTRA_OVER_EW;
        if (under || b_over_ew != over_ew)
            return false;
    }
    return true;
}

enum maze_err maze_set_crossing(struct maze *m, size_t c, bool over_ew)
{
    if (!mz_weave_may_cross(m, c, over_ew))
        return MAZE_ERR_ARG;
    enum maze_err err = mz_extra_need(m);
    if (err)
        return err;
    struct mz_at a = mz_at(m, c);
    for (int d = 0; d < 4; d++) {
        struct mz_at b;
        mz_next(m, a, d, &b);
        mz_link(m, a, d, b);
    }
    m->extra[c] = (uint8_t)((m->extra[c] & MAZE_EXTRA_UP) | MAZE_EXTRA_CROSS |
                            (over_ew ? MAZE_EXTRA_OVER_EW : 0));
    return MAZE_OK;
}

bool maze_crossing(const struct maze *m, size_t c, bool *over_ew)
{
    if (!m->extra || c >= m->cells || !(m->extra[c] & MAZE_EXTRA_CROSS))
        return false;
    if (over_ew)
        *over_ew = m->extra[c] & MAZE_EXTRA_OVER_EW;
    return true;
}

size_t maze_crossings(const struct maze *m)
{
    size_t n = 0;
    for (size_t c = 0; m->extra && c < m->cells; c++)
        n += (m->extra[c] & MAZE_EXTRA_CROSS) != 0;
    return n;
}

unsigned mz_weave_tunnels(const struct maze *m, struct mz_at a)
{
    if (!m->extra || m->shape != MAZE_SHAPE_RECT ||
        (m->extra[a.c] & MAZE_EXTRA_CROSS))
        return 0;
    unsigned ways = 0;
    for (int d = 0; d < 4; d++) {
        struct mz_at b;
        struct mz_at beyond;
        if (!mz_next(m, a, d, &b) || !mz_next(m, b, d, &beyond))
            continue;
        if (!(m->cell[b.c] & MZ_MARK) || (m->extra[b.c] & MAZE_EXTRA_CROSS) ||
            (m->cell[beyond.c] & (MZ_MARK | MAZE_CELL_OFF)))
            continue;
        /* One that may cross (all four neighbours on the grid, which the
         * wall reads below need) and a straight corridor across d: open
         * on both sides of it, shut towards a (beyond, not in the maze,
         * is shut anyway). */
        if (!mz_weave_may_cross(m, b.c, (d & 1) != 0) ||
            mz_rect_is_linked(m, b.c, mz_opposite(d)) ||
            !mz_rect_is_linked(m, b.c, (d + 1) & 3) ||
            !mz_rect_is_linked(m, b.c, (d + 3) & 3))
            continue;
        ways |= 1u << d;
    }
    return ways;
}

bool mz_weave_coin(struct mz_bits *bits, double p)
{
    if (!(p > 0.0))
        return false;
    double u = (double)(mz_rng_next(bits->rng) >> 11) * 0x1p-53;
    return u < p;
}

struct mz_at mz_weave_tunnel(struct maze *m, struct mz_at a, int d,
                             const struct maze_hook *hook)
{
    struct mz_at b = a;
    struct mz_at beyond = a;
    mz_next(m, a, d, &b);
    mz_next(m, b, d, &beyond);
    mz_link(m, a, d, b);
    mz_link(m, b, d, beyond);
    m->extra[b.c] = (uint8_t)((m->extra[b.c] & MAZE_EXTRA_UP) |
                              MAZE_EXTRA_CROSS |
                              ((d & 1) ? MAZE_EXTRA_OVER_EW : 0));
    mz_emit(hook, MAZE_EV_CARVE, a.c, beyond.c);
    return beyond;
}

enum maze_err mz_weave_link_under(struct maze *m, size_t a, size_t b)
{
    if (m->shape != MAZE_SHAPE_RECT || a >= m->cells || b >= m->cells)
        return MAZE_ERR_ARG;
    struct mz_at at = mz_at(m, a);
    for (int d = 0; d < 4; d++) {
        struct mz_at mid;
        struct mz_at beyond;
        if (mz_next(m, at, d, &mid) && mz_next(m, mid, d, &beyond) &&
            beyond.c == b)
            return maze_set_crossing(m, mid.c, (d & 1) != 0);
    }
    return MAZE_ERR_ARG;
}

size_t mz_weave_broken(const struct maze *m)
{
    for (size_t c = 0; m->extra && c < m->cells; c++) {
        bool over_ew = false;
        if (!maze_crossing(m, c, &over_ew))
            continue;
        if (!mz_weave_may_cross(m, c, over_ew))
            return c;
        /* Through the topology: on a wrapped maze a crossing beside the
         * seam has its west or north way across it. */
        struct mz_at a = mz_at(m, c);
        for (int d = 0; d < 4; d++) {
            struct mz_at b;
            if (!mz_next(m, a, d, &b) || !mz_is_linked(m, a, d, b))
                return c;
        }
    }
    return MAZE_NONE;
}
