/*
 * grid.c - the maze itself: one byte per cell, each passage stored once.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "mz.h"

const char *maze_strerror(enum maze_err err)
{
    switch (err) {
    case MAZE_OK:
        return "success";
    case MAZE_ERR_ARG:
        return "invalid argument";
    case MAZE_ERR_NOMEM:
        return "out of memory";
    case MAZE_ERR_TOO_BIG:
        return "too big";
    case MAZE_ERR_IO:
        return "input/output error";
    case MAZE_ERR_FORMAT:
        return "malformed maze";
    case MAZE_ERR_NO_ROUTE:
        return "no route";
    case MAZE_ERR_NO_ENDS:
        return "no start or end";
    case MAZE_ERR_DEFEATED:
        return "the solver cannot find the route that exists";
    }
    return "unknown error";
}

enum maze_err maze_bytes_needed(uint64_t width, uint64_t height, size_t *bytes)
{
    if (width < 1 || height < 1 || width > MAZE_MAX_SIDE ||
        height > MAZE_MAX_SIDE)
        return MAZE_ERR_TOO_BIG;
    /* Both sides are below 2^31, so the product fits in 64 bits; it must
     * also fit in size_t, with room for the struct. */
    uint64_t cells = width * height;
    if (cells > (uint64_t)(SIZE_MAX - sizeof(struct maze)))
        return MAZE_ERR_TOO_BIG;
    *bytes = (size_t)cells + sizeof(struct maze);
    return MAZE_OK;
}

/* Cell arrays from this size on come straight from mmap with transparent
 * huge pages asked for: the first touch of fresh memory is the main cost
 * of the fast generators, and 2 MiB pages take about a fifth of the faults'
 * time of 4 KiB ones. Smaller arrays use the allocator. Both are zeroed. */
#define MZ_HUGE_CELLS ((size_t)8 << 20)

static uint8_t *cells_alloc(size_t n)
{
    if (n < MZ_HUGE_CELLS)
        return calloc(n, 1);
    void *p = mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
                   -1, 0);
    if (p == MAP_FAILED)
        return NULL;
#ifdef MADV_HUGEPAGE
    madvise(p, n, MADV_HUGEPAGE); /* a hint: without it, normal pages */
#endif
    return p;
}

static void cells_free(uint8_t *cells, size_t n)
{
    if (n < MZ_HUGE_CELLS)
        free(cells);
    else if (cells)
        munmap(cells, n);
}

enum maze_err maze_new(uint32_t width, uint32_t height, struct maze **out)
{
    size_t bytes = 0;
    enum maze_err err = maze_bytes_needed(width, height, &bytes);
    if (err)
        return err;
    struct maze *m = malloc(sizeof *m);
    if (!m)
        return MAZE_ERR_NOMEM;
    m->width = width;
    m->height = height;
    m->cells = (size_t)width * height;
    m->cell = cells_alloc(m->cells);
    if (!m->cell) {
        free(m);
        return MAZE_ERR_NOMEM;
    }
    m->start = 0;
    m->end = m->cells - 1;
    m->start_door = -1;
    m->end_door = -1;
    m->sheet = false;
    *out = m;
    return MAZE_OK;
}

void maze_free(struct maze *m)
{
    if (!m)
        return;
    cells_free(m->cell, m->cells);
    free(m);
}

/* The whole-grid loops take the array and its size into locals: a byte
 * store may alias the struct's fields, and the compiler would then reload
 * them at every cell instead of running the loop on whole words. */
void maze_clear(struct maze *m)
{
    uint8_t *g = m->cell;
    size_t n = m->cells;
    for (size_t c = 0; c < n; c++)
        g[c] &= MAZE_CELL_OFF;
}

void mz_clear_scratch(struct maze *m)
{
    uint8_t *g = m->cell;
    size_t n = m->cells;
    for (size_t c = 0; c < n; c++)
        g[c] &= MAZE_CELL_KEEP;
}

size_t maze_neighbour(const struct maze *m, size_t c, int d)
{
    if (c >= m->cells || d < 0 || d > 3)
        return MAZE_NONE;
    uint32_t x = 0;
    uint32_t y = 0;
    maze_cell_xy(m, c, &x, &y);
    if (!mz_inside(m, x, y, d))
        return MAZE_NONE;
    return (size_t)((ptrdiff_t)c + mz_offset(m, d));
}

bool maze_open(const struct maze *m, size_t c, int d)
{
    return maze_neighbour(m, c, d) != MAZE_NONE && mz_is_open(m, c, d);
}

int mz_direction(const struct maze *m, size_t a, size_t b)
{
    for (int d = 0; d < 4; d++)
        if (maze_neighbour(m, a, d) == b)
            return d;
    return -1;
}

bool maze_linked(const struct maze *m, size_t a, size_t b)
{
    int d = mz_direction(m, a, b);
    return d >= 0 && mz_is_open(m, a, d);
}

enum maze_err maze_link(struct maze *m, size_t a, size_t b)
{
    int d = mz_direction(m, a, b);
    if (d < 0)
        return MAZE_ERR_ARG;
    mz_carve(m, a, d);
    return MAZE_OK;
}

enum maze_err maze_unlink(struct maze *m, size_t a, size_t b)
{
    int d = mz_direction(m, a, b);
    if (d < 0)
        return MAZE_ERR_ARG;
    mz_build(m, a, d);
    return MAZE_OK;
}

unsigned maze_degree(const struct maze *m, size_t c)
{
    uint32_t x = 0;
    uint32_t y = 0;
    maze_cell_xy(m, c, &x, &y);
    unsigned n = 0;
    for (int d = 0; d < 4; d++)
        n += mz_inside(m, x, y, d) && mz_is_open(m, c, d);
    return n;
}

size_t maze_passages(const struct maze *m)
{
    const uint8_t *g = m->cell;
    size_t cells = m->cells;
    size_t n = 0;
    for (size_t c = 0; c < cells; c++)
        n += (g[c] & MAZE_CELL_EAST) + ((g[c] >> 1) & 1);
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
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t c = 0; c < m->cells; c++) {
        h ^= m->cell[c] & MAZE_CELL_KEEP;
        h *= 0x100000001b3ull;
    }
    return h;
}

/* -------------------------------------------------------- growable arrays */

/* The array pointer is copied in and out with memcpy: `items` points at a
 * pointer of some other type, which may not be written through a void **. */
bool mz_grow(void *items, size_t *cap, size_t count, size_t size)
{
    if (count < *cap)
        return true;
    size_t want = *cap ? *cap * 2 : 256;
    if (want > SIZE_MAX / size)
        return false;
    void *old = NULL;
    memcpy(&old, items, sizeof old);
    void *grown = realloc(old, want * size);
    if (!grown)
        return false;
    memcpy(items, &grown, sizeof grown);
    *cap = want;
    return true;
}

/* ------------------------------------------------------------ the queue */

bool mz_queue_push(struct mz_queue *q, size_t v)
{
    if (q->count == q->cap) {
        size_t old_cap = q->cap;
        if (!mz_grow(&q->item, &q->cap, q->count, sizeof *q->item))
            return false;
        /* Unwrap the ring: the part before head moves past the old end. */
        memcpy(q->item + old_cap, q->item, q->head * sizeof *q->item);
    }
    size_t at = q->head + q->count;
    if (at >= q->cap)
        at -= q->cap;
    q->item[at] = v;
    q->count++;
    return true;
}

size_t mz_queue_pop(struct mz_queue *q)
{
    size_t v = q->item[q->head];
    q->head++;
    if (q->head == q->cap)
        q->head = 0;
    q->count--;
    return v;
}

void mz_queue_release(struct mz_queue *q)
{
    free(q->item);
    q->item = NULL;
    q->cap = q->head = q->count = 0;
}

size_t mz_random_cell(struct maze *m, struct maze_rng *rng)
{
    size_t c = (size_t)maze_rng_below(rng, m->cells);
    for (size_t i = 0; i < m->cells; i++) {
        if (!(m->cell[c] & MAZE_CELL_OFF))
            return c;
        c = c + 1 == m->cells ? 0 : c + 1;
    }
    return MAZE_NONE;
}

bool mz_has_off(const struct maze *m)
{
    const uint8_t *g = m->cell;
    size_t n = m->cells;
    size_t c = 0;
    uint64_t any = 0;
    for (; c + 8 <= n; c += 8) {
        uint64_t word = 0;
        memcpy(&word, g + c, sizeof word);
        any |= word;
    }
    for (; c < n; c++)
        any |= g[c];
    return any & 0x0404040404040404ull; /* MAZE_CELL_OFF in any byte */
}

size_t mz_cells_on(const struct maze *m)
{
    const uint8_t *g = m->cell;
    size_t cells = m->cells;
    size_t n = 0;
    for (size_t c = 0; c < cells; c++)
        n += !(g[c] & MAZE_CELL_OFF);
    return n;
}

void mz_open_floor(struct maze *m)
{
    for (uint32_t y = 0; y < m->height; y++) {
        uint8_t *row = m->cell + maze_cell_at(m, 0, y);
        uint8_t *below = row + m->width;
        for (uint32_t x = 0; x < m->width; x++) {
            if (row[x] & MAZE_CELL_OFF)
                continue;
            if (x + 1 < m->width && !(row[x + 1] & MAZE_CELL_OFF))
                row[x] |= MAZE_CELL_EAST;
            if (y + 1 < m->height && !(below[x] & MAZE_CELL_OFF))
                row[x] |= MAZE_CELL_SOUTH;
        }
    }
}

/* ----------------------------------------------------------------- masks */

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
            size_t at = mz_queue_pop(&q);
            uint32_t x = 0;
            uint32_t y = 0;
            maze_cell_xy(m, at, &x, &y);
            unsigned ways = mz_ways(m, at, x, y, MZ_MARK, 0);
            for (int d = 0; d < 4 && !err; d++) {
                if (!(ways & (1u << d)))
                    continue;
                size_t next = mz_step(m, at, d);
                m->cell[next] |= MZ_MARK;
                if (!mz_queue_push(&q, next))
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

void maze_ends_default(struct maze *m)
{
    m->start = MAZE_NONE;
    m->end = MAZE_NONE;
    for (size_t c = 0; c < m->cells; c++) {
        if (m->cell[c] & MAZE_CELL_OFF)
            continue;
        if (m->start == MAZE_NONE)
            m->start = c;
        m->end = c;
    }
    m->start_door = m->end_door = -1;
}
