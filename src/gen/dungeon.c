/*
 * dungeon.c - rooms joined by maze corridors, as games' dungeons are.
 *
 * Rooms (rectangles of open ground, `rooms` of them if they fit, each
 * side from room_min to room_max cells) are placed at random where they
 * overlap no other room and keep a cell of corridor between them (a
 * placement that does not fit is tried again, twenty times a room). Every
 * cell that is not a room is then made a corridor of a perfect maze, by
 * a walk that backtracks (as the backtracker does), one maze per piece of
 * ground the rooms leave. The rooms and those mazes are joined by doors:
 * from the first room, a random wall between what is joined and what is
 * not is opened, and what is behind it joined, until everything is; a
 * wall that would join what is joined already becomes a second door one
 * time in thirty, so a dungeon has a few loops (maze_measure counts
 * them). Last, the share `trim` of the corridors' dead ends is trimmed:
 * the corridor is filled in as rock (OFF cells) back to its junction or
 * door. The start is the first room's top-left cell, the end the last
 * room's bottom-right one.
 *
 * Rectangles only. Time O(cells); memory one byte a cell for the grid
 * (marks and the walk's way back in its scratch bits), the list of rooms
 * and the list of walls waiting to be doors.
 */
#include <stdlib.h>

#include "gen.h"

#define ROOM MZ_MARK2 /* a cell of a room */
#define ROOT 0x80u    /* where a walk began (rectangles: a scratch bit) */
#define BACK_SHIFT 4  /* the walk's way back, bits 4..5 */
#define BACK_MASK 0x30u

struct room {
    uint32_t x, y, w, h;
};

static uint32_t between(struct maze_rng *rng, uint32_t lo, uint32_t hi)
{
    return lo + (uint32_t)maze_rng_below(rng, (uint64_t)hi - lo + 1);
}

/* Whether a room at r would overlap a room placed before or touch one
 * (the cells round it must be corridor): read from the grid's marks, so
 * a try costs its area, not a look at every room. */
static bool clear_at(const struct maze *m, const struct room *r)
{
    uint32_t x0 = r->x ? r->x - 1 : 0;
    uint32_t y0 = r->y ? r->y - 1 : 0;
    uint32_t x1 = r->x + r->w < m->width ? r->x + r->w : m->width - 1;
    uint32_t y1 = r->y + r->h < m->height ? r->y + r->h : m->height - 1;
    for (uint32_t y = y0; y <= y1; y++)
        for (uint32_t x = x0; x <= x1; x++)
            if (m->cell[maze_cell_at(m, x, y)] & ROOM)
                return false;
    return true;
}

/* Places the rooms, marking their cells; *out (the caller's to free)
 * gets the *count that fit. */
static enum maze_err place(struct maze *m, struct maze_rng *rng,
                           const struct maze_gen_opts *opts,
                           struct room **out, size_t *count)
{
    size_t want = opts->rooms ? opts->rooms : m->cells / MAZE_DUNGEON_CELLS;
    if (want == 0)
        want = 1;
    uint32_t lo = opts->room_min ? opts->room_min : MAZE_ROOM_MIN;
    uint32_t hi = opts->room_max ? opts->room_max : MAZE_ROOM_MAX;
    struct room *room = malloc(want * sizeof *room);
    if (!room)
        return MAZE_ERR_NOMEM;
    size_t n = 0;
    for (size_t tries = 0; tries < want * 20 && n < want; tries++) {
        struct room r = {0, 0, between(rng, lo, hi), between(rng, lo, hi)};
        if (r.w > m->width || r.h > m->height)
            continue;
        r.x = between(rng, 0, m->width - r.w);
        r.y = between(rng, 0, m->height - r.h);
        if (!clear_at(m, &r))
            continue;
        for (uint32_t y = r.y; y < r.y + r.h; y++)
            for (uint32_t x = r.x; x < r.x + r.w; x++)
                m->cell[maze_cell_at(m, x, y)] |= ROOM;
        room[n++] = r;
    }
    *out = room;
    *count = n;
    return MAZE_OK;
}

/* Opens a room's ground and marks its cells. */
static void open_room(struct maze *m, const struct room *r,
                      const struct maze_hook *hook)
{
    for (uint32_t y = r->y; y < r->y + r->h; y++) {
        for (uint32_t x = r->x; x < r->x + r->w; x++) {
            size_t c = maze_cell_at(m, x, y);
            if (x == r->x && y == r->y)
                mz_emit(hook, MAZE_EV_VISIT, c, MAZE_NONE);
            if (x > r->x) {
                maze_link(m, c - 1, c);
                mz_emit(hook, MAZE_EV_CARVE, c - 1, c);
            }
            if (y > r->y) {
                maze_link(m, c - m->width, c);
                mz_emit(hook, MAZE_EV_CARVE, c - m->width, c);
            }
        }
    }
}

/* A maze of corridors through the ground from root that is no room, by a
 * walk that keeps its way back in each cell. */
static void corridors(struct maze *m, struct maze_rng *rng, size_t root,
                      const struct maze_hook *hook)
{
    size_t c = root;
    m->cell[c] |= MZ_MARK | ROOT;
    mz_emit(hook, MAZE_EV_VISIT, c, MAZE_NONE);
    for (;;) {
        int ways[4];
        int k = 0;
        for (int d = 0; d < 4; d++) {
            size_t b = maze_neighbour(m, c, d);
            if (b != MAZE_NONE && !(m->cell[b] & (MZ_MARK | ROOM)))
                ways[k++] = d;
        }
        if (k) {
            int d = ways[maze_rng_below(rng, (uint64_t)k)];
            size_t b = maze_neighbour(m, c, d);
            maze_link(m, c, b);
            m->cell[b] |= (uint8_t)(MZ_MARK | mz_opposite(d) << BACK_SHIFT);
            mz_emit(hook, MAZE_EV_CARVE, c, b);
            c = b;
            continue;
        }
        if (m->cell[c] & ROOT)
            return;
        size_t back = maze_neighbour(m, c, (m->cell[c] & BACK_MASK) >> BACK_SHIFT);
        mz_emit(hook, MAZE_EV_BACKTRACK, c, back);
        c = back;
    }
}

/* The walls of the joined cell c to cells not joined that could be
 * doors, onto the list: between a room and a corridor only (rooms never
 * touch, and two corridors side by side are of one maze), so the list
 * holds the rooms' walls, not every wall of the corridors. */
static bool offer(struct maze *m, size_t c, size_t **wall, size_t *count,
                  size_t *cap)
{
    for (int d = 0; d < 4; d++) {
        size_t b = maze_neighbour(m, c, d);
        if (b == MAZE_NONE || (m->cell[b] & MZ_MARK) ||
            !((m->cell[b] ^ m->cell[c]) & ROOM))
            continue;
        if (!mz_grow(wall, cap, *count, sizeof **wall))
            return false;
        (*wall)[(*count)++] = c * 4 + (size_t)d;
    }
    return true;
}

/* Joins what is behind c (its room or maze, through the passages). */
static bool take(struct maze *m, size_t c, struct mz_queue *q, size_t **wall,
                 size_t *count, size_t *cap)
{
    m->cell[c] |= MZ_MARK;
    if (!mz_queue_push(q, c))
        return false;
    while (q->count) {
        size_t a = mz_queue_pop(q);
        for (int d = 0; d < 4; d++) {
            size_t b = maze_go(m, a, d);
            if (b == MAZE_NONE || (m->cell[b] & MZ_MARK))
                continue;
            m->cell[b] |= MZ_MARK;
            if (!mz_queue_push(q, b))
                return false;
        }
        if (!offer(m, a, wall, count, cap))
            return false;
    }
    return true;
}

/* Doors: see the opening comment. */
static enum maze_err doors(struct maze *m, struct maze_rng *rng, size_t first,
                           const struct maze_hook *hook)
{
    struct mz_queue q = {0};
    size_t *wall = NULL;
    size_t count = 0, cap = 0;
    bool ok = take(m, first, &q, &wall, &count, &cap);
    while (ok && count) {
        size_t i = (size_t)maze_rng_below(rng, count);
        size_t w = wall[i];
        wall[i] = wall[--count];
        size_t a = w / 4;
        int d = (int)(w % 4);
        size_t b = maze_neighbour(m, a, d);
        if (m->cell[b] & MZ_MARK) {
            /* Already joined: now and then a second door. */
            if (!maze_open(m, a, d) && maze_rng_below(rng, 30) == 0) {
                maze_link(m, a, b);
                mz_emit(hook, MAZE_EV_CARVE, a, b);
            }
            continue;
        }
        maze_link(m, a, b);
        mz_emit(hook, MAZE_EV_CARVE, a, b);
        ok = take(m, b, &q, &wall, &count, &cap);
    }
    free(wall);
    mz_queue_release(&q);
    return ok ? MAZE_OK : MAZE_ERR_NOMEM;
}

/* Fills in the dead end c and the corridor behind it, up to a junction, a
 * door or a room. */
static void fill_in(struct maze *m, size_t c, const struct maze_hook *hook)
{
    while (!(m->cell[c] & ROOM) && maze_degree(m, c) == 1) {
        size_t next = MAZE_NONE;
        for (int d = 0; d < 4 && next == MAZE_NONE; d++)
            next = maze_go(m, c, d);
        maze_unlink(m, c, next);
        mz_emit(hook, MAZE_EV_WALL, c, next);
        m->cell[c] |= MAZE_CELL_OFF;
        c = next;
    }
}

MZ_GENERATOR(mz_gen_dungeon)
{
    struct room *room = NULL;
    size_t rooms = 0;
    enum maze_err err = place(m, rng, opts, &room, &rooms);
    if (err)
        return err;
    for (size_t i = 0; i < rooms; i++)
        open_room(m, &room[i], hook);
    for (size_t c = 0; c < m->cells; c++)
        if (!(m->cell[c] & (MZ_MARK | ROOM)))
            corridors(m, rng, c, hook);
    for (size_t c = 0; c < m->cells; c++)
        m->cell[c] &= (uint8_t)(MAZE_CELL_KEEP | ROOM);
    size_t first = rooms ? maze_cell_at(m, room[0].x, room[0].y) : 0;
    err = doors(m, rng, first, hook);
    if (!err && rooms && opts->trim > 0) {
        const uint64_t below = (uint64_t)(opts->trim * 9007199254740992.0);
        for (size_t c = 0; c < m->cells; c++)
            if (!(m->cell[c] & (ROOM | MAZE_CELL_OFF)) &&
                maze_degree(m, c) == 1 && (maze_rng_next(rng) >> 11) < below)
                fill_in(m, c, hook);
    }
    if (!err && rooms) {
        const struct room *last = &room[rooms - 1];
        m->start = maze_cell_at(m, room[0].x, room[0].y);
        m->end = maze_cell_at(m, last->x + last->w - 1, last->y + last->h - 1);
    }
    free(room);
    mz_clear_scratch(m);
    return err;
}
