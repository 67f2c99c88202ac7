/*
 * analysis.c - what a grid is: each cell's passages, their number, dead
 * ends, whether the maze is perfect, its parts and a hash of its walls.
 */
#include <string.h>

#include "mz.h"

unsigned maze_degree(const struct maze *m, size_t c)
{
    if (m->shape == MAZE_SHAPE_RECT && !m->extra && !m->wrap)
        return mz_count4(mz_rect_open_ways(m->cell, c, m->width));
    struct mz_at a = mz_at(m, c);
    unsigned dirs = mz_dirs(m);
    unsigned n = 0;
    for (unsigned d = 0; d < dirs; d++) {
        struct mz_at b;
        n += mz_go(m, a, (int)d, &b);
    }
    return n;
}

size_t maze_passages(const struct maze *m)
{
    const uint8_t *g = m->cell;
    size_t cells = m->cells;
    size_t n = 0;
    for (size_t c = 0; c < cells; c++)
        n += (g[c] & MAZE_CELL_EAST) + ((g[c] >> 1) & 1);
    if (m->shape == MAZE_SHAPE_HEX || m->shape == MAZE_SHAPE_UPSILON ||
        m->shape == MAZE_SHAPE_SPHERE) /* bit 7: a third wall */
        for (size_t c = 0; c < cells; c++)
            n += g[c] >> 7;
    n -= maze_crossings(m); /* a crossing opens four walls for two
                               passages; the one under it is one */
    if (m->floors > 1)
        for (size_t c = 0; c < cells; c++)
            n += (m->extra[c] & MAZE_EXTRA_UP) +
                 (m->extra[c] >> 7); /* MAZE_EXTRA_PORTAL */
    return n;
}

size_t maze_dead_ends(const struct maze *m)
{
    size_t n = 0;
    for (size_t c = 0; c < m->cells; c++)
        n += maze_degree(m, c) == 1;
    return n;
}

/* A maze is perfect when its passages form a spanning tree of the cells
 * that are not OFF: exactly cells - 1 passages and everything reached
 * from one cell. Counting both is cheaper than looking for loops. */
enum maze_err maze_check_perfect(struct maze *m, bool *perfect)
{
    size_t on = 0;
    size_t first = MAZE_NONE;
    for (size_t c = 0; c < m->cells; c++) {
        if (!(m->cell[c] & MAZE_CELL_OFF)) {
            on++;
            if (first == MAZE_NONE)
                first = c;
        }
    }
    if (on == 0) {
        *perfect = false;
        return MAZE_OK;
    }
    struct mz_sweep sweep;
    enum maze_err err = mz_bfs(m, first, MAZE_NONE, NULL, &sweep);
    mz_clear_scratch(m);
    if (err)
        return err;
    *perfect = sweep.reached == on && maze_passages(m) == on - 1;
    return MAZE_OK;
}

uint64_t maze_hash(const struct maze *m)
{
    /* FNV-1a over the cells' kept bits. Eight cells are read at a time,
     * and taken byte by byte in their order whatever the machine's byte
     * order (each multiplication waits on the one before, so the loads
     * and loop count are what can go). */
    uint64_t h = 0xcbf29ce484222325ull;
    const uint64_t prime = 0x100000001b3ull;
    const uint8_t keep = maze_keep_bits(m);
    const uint8_t *g = m->cell;
    const size_t n = m->cells;
    size_t c = 0;
    for (; c + 8 <= n; c += 8) {
        uint64_t word = 0;
        memcpy(&word, g + c, sizeof word);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
        word = __builtin_bswap64(word); /* the first cell lowest */
#endif
        word &= 0x0101010101010101ull * keep;
        h = (h ^ (word & 0xFF)) * prime;
        h = (h ^ (word >> 8 & 0xFF)) * prime;
        h = (h ^ (word >> 16 & 0xFF)) * prime;
        h = (h ^ (word >> 24 & 0xFF)) * prime;
        h = (h ^ (word >> 32 & 0xFF)) * prime;
        h = (h ^ (word >> 40 & 0xFF)) * prime;
        h = (h ^ (word >> 48 & 0xFF)) * prime;
        h = (h ^ (word >> 56)) * prime;
    }
    for (; c < n; c++)
        h = (h ^ (uint8_t)(g[c] & keep)) * prime;
    /* The extra plane's bits where there are any (with their cell), so
     * that a plane of zeros hashes as no plane. */
    for (c = 0; m->extra && c < m->cells; c++) {
        if (!m->extra[c])
            continue;
        h ^= c;
        h *= 0x100000001b3ull;
        h ^= m->extra[c];
        h *= 0x100000001b3ull;
    }
    return h;
}

enum maze_err maze_parts(struct maze *m, size_t *parts, size_t *cells,
                         size_t max)
{
    struct mz_queue q = {0};
    size_t found = 0;
    enum maze_err err = MAZE_OK;
    for (size_t c = 0; c < m->cells && !err; c++) {
        if (m->cell[c] & (MAZE_CELL_OFF | MZ_MARK))
            continue;
        if (found < max)
            cells[found] = c;
        found++;
        m->cell[c] |= MZ_MARK;
        if (!mz_queue_push(&q, c))
            err = MAZE_ERR_NOMEM;
        /* Every cell of this part, through neighbours, walls or not. */
        while (!err && q.count) {
            struct mz_at at = mz_at(m, mz_queue_pop(&q));
            unsigned ways = mz_ways_at(m, at, MZ_MARK, 0);
            for (int d = 0; d < MAZE_MAX_NEIGHBOURS && !err; d++) {
                struct mz_at next;
                if (!(ways & (1u << d)) || !mz_next(m, at, d, &next))
                    continue;
                m->cell[next.c] |= MZ_MARK;
                if (!mz_queue_push(&q, next.c))
                    err = MAZE_ERR_NOMEM;
            }
        }
    }
    mz_queue_release(&q);
    mz_clear_scratch(m);
    if (!err)
        *parts = found;
    return err;
}
