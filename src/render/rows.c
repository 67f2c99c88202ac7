/*
 * rows.c - see rows.h.
 */
#include <stdlib.h>
#include <string.h>

#include "rows.h"

/* A route's mark: its cell times 256 plus its bits (cells stay below
 * 2^56), so that the marks sort by cell as plain numbers. */
static inline size_t mark_cell(uint64_t mark)
{
    return (size_t)(mark >> 8);
}

/* Sorts the marks by cell, by the radix sort Kruskal's walls use (a route
 * may cover a tenth of a big maze: qsort took a good share of solving
 * one): 16 bits of the cell number a pass for long routes, 8 for short
 * ones, whose sort would otherwise be clearing and summing 65536 counters
 * for a few dozen marks (the text of a 16x16 maze spent most of its time
 * there). Returns the sorted array, mark or a new one (the other is
 * freed); NULL when out of memory (mark freed too). */
static uint64_t *sort_marks(uint64_t *mark, size_t n, size_t cells)
{
    unsigned hi = 8 + 1; /* the cell's bits start at bit 8 */
    while (hi < 64 && (uint64_t)(cells - 1) >> (hi - 8))
        hi++;
    bool wide = n >= 1 << 16;
    uint64_t *tmp = (uint64_t)n >> 32 || n > SIZE_MAX / sizeof *tmp
                        ? NULL
                        : malloc(n * sizeof *tmp);
    uint32_t *count = malloc((wide ? MZ_RADIX_COUNT(8, 64, 16)
                                   : MZ_RADIX_COUNT(8, 64, 8)) *
                             sizeof *count);
    uint64_t *sorted = NULL;
    if (tmp && count)
        sorted = wide ? mz_radix_sort(mark, tmp, n, 8, hi, 16, count)
                      : mz_radix_sort(mark, tmp, n, 8, hi, 8, count);
    free(count);
    if (!sorted) {
        free(tmp);
        free(mark);
        return NULL;
    }
    free(sorted == tmp ? mark : tmp);
    return sorted;
}

/* The direction from a to b: a neighbour, or in a weave maze the cell
 * beyond a crossing a passage under it leads to; -1 for neither. */
static int route_direction(const struct maze *m, size_t a, size_t b)
{
    int d = mz_direction(m, a, b);
    if (d >= 0 || !m->extra)
        return d;
    struct mz_at at = mz_at(m, a);
    for (d = 0; d < 4; d++) {
        struct mz_at to;
        if (mz_go(m, at, d, &to) && to.c == b)
            return d;
    }
    return -1;
}

/* The route's direction bits at a cell: towards the cells before and after
 * it on its floor (a stair has no bit), and out through a door when the
 * route starts or ends at one. */
static uint8_t route_bits(const struct maze *m, const struct maze_route *r,
                          size_t i)
{
    size_t c = r->cells[i];
    uint8_t bits = MZ_ROW_ROUTE;
    if (i > 0) {
        int d = route_direction(m, c, r->cells[i - 1]);
        if (d >= 0 && d < MAZE_UP)
            bits |= (uint8_t)(1u << d);
    }
    if (i + 1 < r->length) {
        int d = route_direction(m, c, r->cells[i + 1]);
        if (d >= 0 && d < MAZE_UP)
            bits |= (uint8_t)(1u << d);
    }
    if (i == 0 && c == m->start && m->start_door >= 0)
        bits |= (uint8_t)(1u << m->start_door);
    if (i + 1 == r->length && c == m->end && m->end_door >= 0)
        bits |= (uint8_t)(1u << m->end_door);
    return bits;
}

/* The cell a step under a crossing passes beneath, from route cell i - 1
 * to i, with the direction it runs in *d; MAZE_NONE when step i is no
 * such step. */
static size_t under_crossing(const struct maze *m,
                             const struct maze_route *route, size_t i, int *d)
{
    if (!m->extra || i == 0 ||
        mz_direction(m, route->cells[i - 1], route->cells[i]) >= 0)
        return MAZE_NONE;
    *d = route_direction(m, route->cells[i - 1], route->cells[i]);
    if (*d < 0)
        return MAZE_NONE;
    return maze_neighbour(m, route->cells[i - 1], *d);
}

/* The route marked in a byte a cell (rows->map): for a route that covers
 * so much of the maze that its sorted marks would take more. */
static enum maze_err map_route(struct mz_rows *rows, const struct maze *m,
                               const struct maze_route *route)
{
    rows->map = calloc(m->cells, 1);
    if (!rows->map) {
        mz_rows_release(rows);
        return MAZE_ERR_NOMEM;
    }
    for (size_t i = 0; i < route->length; i++) {
        rows->map[route->cells[i]] |= route_bits(m, route, i);
        int d = 0;
        size_t under = under_crossing(m, route, i, &d);
        if (under != MAZE_NONE)
            rows->map[under] |= (uint8_t)(1u << d | 1u << mz_opposite(d));
    }
    return MAZE_OK;
}

enum maze_err mz_rows_init(struct mz_rows *rows, const struct maze *m,
                           const struct maze_route *route)
{
    memset(rows, 0, sizeof *rows);
    if (m->shape != MAZE_SHAPE_RECT)
        return MAZE_ERR_ARG; /* the text formats draw rectangles */
    rows->m = m;
    rows->row = malloc(m->width);
    rows->above = malloc(m->width);
    if (!rows->row || !rows->above) {
        mz_rows_release(rows);
        return MAZE_ERR_NOMEM;
    }
    size_t n = route ? route->length : 0;
    if (n) {
        /* Weave: a step under a crossing marks the crossing too, with the
         * route's directions through it but not as on the route. */
        size_t room = m->extra ? 2 * n : n;
        if (room >= m->cells / (2 * sizeof *rows->mark))
            return map_route(rows, m, route);
        rows->mark = malloc(room * sizeof *rows->mark);
        if (!rows->mark) {
            mz_rows_release(rows);
            return MAZE_ERR_NOMEM;
        }
        size_t k = n;
        for (size_t i = 0; i < n; i++) {
            rows->mark[i] =
                (uint64_t)route->cells[i] << 8 | route_bits(m, route, i);
            int d = 0;
            size_t under = under_crossing(m, route, i, &d);
            if (under == MAZE_NONE)
                continue;
            rows->mark[k++] = (uint64_t)under << 8 |
                              (uint8_t)(1u << d | 1u << mz_opposite(d));
        }
        n = k;
        rows->mark = sort_marks(rows->mark, n, m->cells);
        if (!rows->mark) {
            mz_rows_release(rows);
            return MAZE_ERR_NOMEM;
        }
    }
    rows->count = n;
    return MAZE_OK;
}

void mz_rows_fill(struct mz_rows *rows, uint32_t y)
{
    const struct maze *m = rows->m;
    size_t first = maze_cell_at(m, 0, y);
    size_t past = first + m->width;
    if (rows->map)
        memcpy(rows->row, rows->map + first, m->width);
    else
        memset(rows->row, 0, m->width);
    while (rows->next < rows->count &&
           mark_cell(rows->mark[rows->next]) < past) {
        uint64_t k = rows->mark[rows->next++];
        if (mark_cell(k) >= first)
            rows->row[mark_cell(k) - first] |= (uint8_t)k;
    }
    if (m->start >= first && m->start < past)
        rows->row[m->start - first] |= MZ_ROW_START;
    if (m->end >= first && m->end < past)
        rows->row[m->end - first] |= MZ_ROW_END;
}

void mz_rows_wall_line(struct mz_rows *rows, uint32_t y, const uint8_t **above,
                       const uint8_t **below)
{
    uint32_t height = rows->m->height;
    if (y > 0) {
        uint8_t *t = rows->above;
        rows->above = rows->row;
        rows->row = t;
    }
    if (y < height)
        mz_rows_fill(rows, y);
    *above = y > 0 ? rows->above : NULL;
    *below = y < height ? rows->row : NULL;
}

void mz_rows_release(struct mz_rows *rows)
{
    free(rows->map);
    rows->map = NULL;
    free(rows->mark);
    free(rows->row);
    free(rows->above);
    rows->mark = NULL;
    rows->row = NULL;
    rows->above = NULL;
}

enum maze_err mz_write(FILE *out, const void *bytes, size_t n)
{
    return fwrite(bytes, 1, n, out) == n ? MAZE_OK : MAZE_ERR_IO;
}

void mz_doors(const struct maze *m, int *start_door, int *end_door)
{
    *start_door = m->start_door;
    *end_door = m->end_door;
    if (m->start != m->end || m->start >= m->cells || m->sheet ||
        m->start_door >= 0 || m->end_door >= 0)
        return;
    uint32_t x = 0;
    uint32_t y = 0;
    maze_cell_xy(m, m->end, &x, &y);
    for (int d = 0; d < 4; d++) {
        if (!mz_inside(m, x, y, d)) {
            *end_door = d;
            return;
        }
    }
}
