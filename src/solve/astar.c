/*
 * astar.c - A* search with a distance estimate (Manhattan on squares).
 *
 * Like breadth-first search it finds a shortest route, but it takes cells
 * in order of steps so far plus the distance left as the crow walks on a
 * grid, so it heads for the end and looks at fewer cells in open or
 * braided mazes (in a perfect maze the walls often force it round anyway).
 * The estimate never overshoots and changes by at most one per step, so
 * the first time a cell leaves the queue its route is already shortest;
 * ties go to the cell nearer the end.
 *
 * Time O(cells * log(cells)); memory one byte per cell (closed flag and
 * the way back in scratch bits) plus the queue.
 */
#include <stdlib.h>

#include "solve.h"

struct entry {
    uint64_t f, h; /* steps + estimate, and the estimate */
    size_t cell;
    int back; /* direction to the cell it was reached from, or -1 */
};

struct heap {
    struct entry *item;
    size_t count, cap;
};

static bool before(const struct entry *a, const struct entry *b)
{
    return a->f < b->f || (a->f == b->f && a->h < b->h);
}

static bool heap_push(struct heap *q, struct entry e)
{
    if (q->count == q->cap &&
        !mz_grow(&q->item, &q->cap, q->count, sizeof *q->item))
        return false;
    size_t i = q->count++;
    while (i > 0 && before(&e, &q->item[(i - 1) / 2])) {
        q->item[i] = q->item[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    q->item[i] = e;
    return true;
}

static struct entry heap_pop(struct heap *q)
{
    struct entry top = q->item[0];
    struct entry last = q->item[--q->count];
    size_t i = 0;
    for (;;) {
        size_t child = 2 * i + 1;
        if (child >= q->count)
            break;
        if (child + 1 < q->count &&
            before(&q->item[child + 1], &q->item[child]))
            child++;
        if (!before(&q->item[child], &last))
            break;
        q->item[i] = q->item[child];
        i = child;
    }
    if (q->count)
        q->item[i] = last;
    return top;
}

static uint64_t gap(int64_t a, int64_t b)
{
    return (uint64_t)(a > b ? a - b : b - a);
}

/* The gap between a and b on a side of n cells, the short way round when
 * the side wraps. */
static uint64_t gap_round(int64_t a, int64_t b, uint32_t n, bool wraps)
{
    uint64_t d = gap(a, b);
    return wraps && n - d < d ? n - d : d;
}

/* The gap from a to b or to b's mirror image n - 1 - b, whichever is
 * shorter, when a twisted seam mirrors this side (flips). */
static uint64_t gap_twist(int64_t a, int64_t b, uint32_t n, bool wraps,
                          bool flips)
{
    uint64_t d = gap_round(a, b, n, wraps);
    uint64_t e = flips ? gap_round(a, (int64_t)n - 1 - b, n, wraps) : d;
    return e < d ? e : d;
}

/* A lower bound on a wrapped grid: the Manhattan distance the short way
 * round each wrapping side on squares; on hexes the larger of the column
 * and row gaps, since a step moves at most one of each. A twisted seam
 * mirrors the other side's coordinate without a step along it, so that
 * side's gap is to b or its mirror image: a gap that only steps along
 * the side change by one and that the mirror leaves alone. */
static uint64_t wrap_estimate(const struct maze *m, struct mz_at a,
                              struct mz_at b)
{
    uint64_t dx = gap_twist(a.x, b.x, m->width, m->wrap & MAZE_WRAP_X,
                            m->wrap & MAZE_WRAP_FLIP_Y);
    uint64_t dy = gap_twist(a.y, b.y, m->height, m->wrap & MAZE_WRAP_Y,
                            m->wrap & MAZE_WRAP_FLIP_X);
    if (m->shape == MAZE_SHAPE_HEX)
        return dx > dy ? dx : dy;
    return dx + dy;
}

/* A lower bound on the steps from a to b, so the first route found is a
 * shortest one: the Manhattan distance on squares and triangles (a step
 * moves one cell across or one row), the hexagon distance on hexes (in
 * cube coordinates), and the rings between them on a polar grid; on a
 * maze of floors the Manhattan distance within the floor plus the floors
 * between (a stair moves one floor) and the towers between (a portal
 * moves one tower); none on a cube (0: a search by
 * distance alone). From
 * coordinates the search already has: finding them from a cell number
 * takes a division, twice per cell reached. */
static uint64_t estimate(const struct maze *m, struct mz_at a, struct mz_at b)
{
    uint32_t ax = a.x, ay = a.y, bx = b.x, by = b.y;
    if (m->wrap)
        return wrap_estimate(m, a, b);
    switch (m->shape) {
    case MAZE_SHAPE_CUBE: /* over the cube's edges no cheap bound holds */
        return 0;
    case MAZE_SHAPE_POLAR:
    case MAZE_SHAPE_SPHERE: /* a step moves one ring at most */
        return gap(ay, by);
    case MAZE_SHAPE_UPSILON: { /* a step moves at most one column and row */
        uint64_t dx = gap(ax, bx);
        uint64_t dy = gap(ay, by);
        return dx > dy ? dx : dy;
    }
    case MAZE_SHAPE_HEX: {
        /* Odd rows sit half a cell right: q = x - (y - (y & 1)) / 2. */
        int64_t aq = (int64_t)ax - ((int64_t)ay - (ay & 1)) / 2;
        int64_t bq = (int64_t)bx - ((int64_t)by - (by & 1)) / 2;
        uint64_t dq = gap(aq, bq);
        uint64_t dr = gap(ay, by);
        uint64_t ds = gap(aq + ay, bq + by);
        return (dq + dr + ds) / 2;
    }
    default:
        if (m->floors > 1) {
            /* A stair moves one floor of a tower and a portal one tower,
             * though it skips a tower's floors of the sheet. */
            uint32_t rows = mz_floor_rows(m);
            uint32_t per = m->floors / m->towers;
            uint32_t az = ay / rows, bz = by / rows;
            return gap(ax, bx) + gap(ay % rows, by % rows) +
                   gap(az % per, bz % per) + gap(az / per, bz / per);
        }
        return gap(ax, bx) + gap(ay, by);
    }
}

/* On a weave maze a step under a crossing moves two cells: half the
 * estimate (rounded up) still never overshoots and changes by at most
 * one a step. */
static uint64_t weave_estimate(const struct maze *m, struct mz_at a,
                               struct mz_at b)
{
    uint64_t h = estimate(m, a, b);
    return m->extra ? (h + 1) / 2 : h;
}

MZ_SOLVER(mz_solve_astar)
{
    (void)opts; /* no options */
    struct heap q = {0};
    size_t closed = 0;
    enum maze_err err = MAZE_OK;
    const struct mz_at target = mz_at(m, to);
    uint64_t h0 = weave_estimate(m, mz_at(m, from), target);
    if (!heap_push(&q, (struct entry){h0, h0, from, -1}))
        err = MAZE_ERR_NOMEM;
    while (!err && q.count) {
        struct entry e = heap_pop(&q);
        if (m->cell[e.cell] & MZ_MARK)
            continue; /* reached earlier by a route at least as short */
        m->cell[e.cell] |= MZ_MARK;
        if (e.back >= 0)
            m->cell[e.cell] |= (uint8_t)(e.back << MZ_DIR_SHIFT);
        closed++;
        uint64_t g = e.f - e.h;
        if (hook) {
            struct maze_event ev = {
                .kind = MAZE_EV_SOLVE_VISIT,
                .a = e.cell,
                .b = e.back >= 0 ? mz_parent(m, mz_at(m, e.cell)).c : MAZE_NONE,
                .distance = (size_t)g};
            hook->fn(&ev, hook->user);
        }
        if (e.cell == to)
            break;
        struct mz_at at = mz_at(m, e.cell);
        for (int d = 0; d < (int)mz_dirs(m) && !err; d++) {
            struct mz_at to_cell;
            if (!mz_go(m, at, d, &to_cell) || (m->cell[to_cell.c] & MZ_MARK))
                continue;
            size_t next = to_cell.c;
            uint64_t h = weave_estimate(m, to_cell, target);
            struct entry n = {g + 1 + h, h, next, mz_back(m, at, d)};
            if (!heap_push(&q, n))
                err = MAZE_ERR_NOMEM;
        }
    }
    free(q.item);
    return mz_finish_route(m, from, to, err, closed, route);
}
