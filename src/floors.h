/*
 * floors.h - mazes of floors: floors of a rectangle stacked in height,
 * joined by stairs. A maze of `floors` floors is one tall sheet of
 * width x height cells (floor z holds rows z * rows .. z * rows + rows - 1,
 * rows = height / floors), so every cell keeps its one byte of east and
 * south passages; the stairs are a second byte a cell (m->extra,
 * MAZE_EXTRA_UP in the lower cell). The topology (topo.h) gives such a
 * cell six directions: the rectangle's four, which never leave the floor,
 * then up (MAZE_UP) and down (MAZE_DOWN).
 *
 * A maze in four dimensions is towers of such floors side by side
 * (m->towers > 1): tower t holds floors t * per .. t * per + per - 1 of
 * the sheet (per = floors / towers), a stair never leaves its tower, and
 * a portal (MAZE_EXTRA_PORTAL in the cell of the lower tower) joins a
 * cell to the same cell of the next tower: two directions more, ana
 * (MAZE_ANA, to the next tower) and kata (MAZE_KATA, back).
 */
#ifndef MZ_FLOORS_H
#define MZ_FLOORS_H

#include "cell.h"
#include "pick.h"

/* The bits of m->extra that are not scratch. A solver that keeps marks
 * with the byte that holds a passage (tremaux) keeps a stair's and a
 * portal's in the other bits of its m->extra byte; mz_clear_scratch
 * clears them. */
#define MZ_EXTRA_KEEP                                                          \
    (MAZE_EXTRA_UP | MAZE_EXTRA_CROSS | MAZE_EXTRA_OVER_EW | MAZE_EXTRA_PORTAL)

/* Rows of one floor. */
static inline uint32_t mz_floor_rows(const struct maze *m)
{
    return m->height / m->floors;
}

/* The neighbour of a in direction d on a maze of floors: the four ways
 * of a rectangle that stay on a's floor, then up and down, which stay in
 * a's tower, then ana and kata to the next tower and back. Short, so
 * that mz_next(), which holds it, still inlines into the generators'
 * loops (a call there costs flat mazes more than the test for floors).
 * With one tower a tower is the whole sheet, so its test always holds. */
static inline bool mz_floor_next(const struct maze *m, struct mz_at a, int d,
                                 struct mz_at *b)
{
    const int64_t rows = m->height / m->floors;
    const int64_t tower = m->height / m->towers; /* rows of a tower */
    const int64_t step = d < MAZE_ANA ? rows : tower;
    const int64_t dy = d < MAZE_UP ? (int64_t)mz_dy(d) : d & 1 ? -step : step;
    const int64_t x = (int64_t)a.x + (d < MAZE_UP ? mz_dx(d) : 0);
    const int64_t y = (int64_t)a.y + dy;
    if (d < 0 || d > MAZE_KATA || x < 0 || x >= m->width || y < 0 ||
        y >= m->height || (d < MAZE_UP && y / rows != (int64_t)a.y / rows) ||
        (d < MAZE_ANA && y / tower != (int64_t)a.y / tower))
        return false;
    *b = (struct mz_at){(size_t)y * m->width + (size_t)x, (uint32_t)x,
                        (uint32_t)y};
    return true;
}

/* The floor of cell c (0: the lowest). */
static inline uint32_t mz_floor_of(const struct maze *m, size_t c)
{
    return (uint32_t)(c / ((size_t)m->width * mz_floor_rows(m)));
}

/* Whether the stair from c up to the cell above it is open. */
static inline bool mz_stair_up(const struct maze *m, size_t c)
{
    return m->extra && (m->extra[c] & MAZE_EXTRA_UP);
}

/* Whether the stair down from c (to the cell below it) is open. */
static inline bool mz_stair_down(const struct maze *m, size_t c)
{
    size_t below = (size_t)m->width * mz_floor_rows(m);
    return m->extra && c >= below &&
           mz_floor_of(m, c) % (m->floors / m->towers) != 0 &&
           (m->extra[c - below] & MAZE_EXTRA_UP);
}

/* Whether the portal from c to the same cell of the next tower (ana) is
 * open, and the one from c back to the tower before (kata). */
static inline bool mz_portal_ana(const struct maze *m, size_t c)
{
    return m->extra && (m->extra[c] & MAZE_EXTRA_PORTAL);
}

static inline bool mz_portal_kata(const struct maze *m, size_t c)
{
    size_t before = (size_t)m->width * (m->height / m->towers);
    return m->extra && m->towers > 1 && c >= before &&
           (m->extra[c - before] & MAZE_EXTRA_PORTAL);
}

/* A direction out of the non-empty mask `ways` (bits 1 << d), each way
 * on the floor as likely as any other and each stair or portal (bits 4
 * to 7) `stair` / 65536 times as likely, by rejection: what the walking
 * generators choose by on a maze of floors, so that stairs are not a
 * third of its passages. stair is 1 to 65536. */
static inline int mz_pick_floor_dir(struct mz_bits *b, unsigned ways,
                                    uint32_t stair)
{
    for (;;) {
        int d = mz_pick_dir(b, ways);
        if (d < MAZE_UP || !(ways & 15u) || stair >= 65536u ||
            mz_pick(b, 65536u) < stair)
            return d;
    }
}

/* The weight of a stair for mz_pick_floor_dir from the options (0: the
 * default, MAZE_STAIRS_DEFAULT); 0 for a flat maze, which has none. */
static inline uint32_t mz_stair_weight(const struct maze *m,
                                       const struct maze_gen_opts *opts)
{
    if (m->floors <= 1)
        return 0;
    double p = opts && opts->stairs > 0 ? opts->stairs : MAZE_STAIRS_DEFAULT;
    uint32_t w = (uint32_t)(p * 65536.0);
    return w < 1 ? 1 : w > 65536u ? 65536u : w;
}

/* mz_pick_dir(), or on a maze of floors (stair > 0, from
 * mz_stair_weight()) mz_pick_floor_dir(): the generators' one choice of
 * a way on any grid. The weight is a local of the generator's, so a flat
 * maze pays one test of a register a choice. */
static inline int mz_pick_way(struct mz_bits *b, unsigned ways, uint32_t stair)
{
    return stair ? mz_pick_floor_dir(b, ways, stair) : mz_pick_dir(b, ways);
}

/* Whether a stair that came up is taken, with probability stair / 65536
 * (prim's frontier, kruskal's walls). */
static inline bool mz_take_stair(uint64_t draw, uint32_t stair)
{
    return (draw >> 48) < stair;
}

#endif /* MZ_FLOORS_H */
