/*
 * mz.h - what the library's files share and nobody else sees.
 *
 * The rectangle topology lives here as small inline functions so that the
 * generators' inner loops compile to index arithmetic: direction d of cell
 * c is c + mz_offset(m, d), and the passage bit of the wall between them
 * sits in the west or north cell of the two.
 */
#ifndef MZ_H
#define MZ_H

#include "maze.h"

/* Scratch bits (zero between calls): bits 3..7 of a cell byte. */
#define MZ_SCRATCH 0xF8u
#define MZ_MARK 0x08u  /* visited / in the maze, by whoever runs now */
#define MZ_DIR_SHIFT 4 /* a direction 0..3 stored in bits 4..5 */
#define MZ_DIR_MASK 0x30u
#define MZ_MARK2 0x40u /* a second flag */

static inline int mz_dx(int d)
{
    return d == MAZE_EAST ? 1 : d == MAZE_WEST ? -1 : 0;
}

static inline int mz_dy(int d)
{
    return d == MAZE_SOUTH ? 1 : d == MAZE_NORTH ? -1 : 0;
}

static inline int mz_opposite(int d)
{
    return (d + 2) & 3;
}

/* Whether a step from (x, y) in direction d stays on the grid. */
static inline bool mz_inside(const struct maze *m, uint32_t x, uint32_t y,
                             int d)
{
    switch (d) {
    case MAZE_EAST:
        return x + 1 < m->width;
    case MAZE_SOUTH:
        return y + 1 < m->height;
    case MAZE_WEST:
        return x > 0;
    default:
        return y > 0;
    }
}

/* The index step of direction d. Only valid where mz_inside() holds. */
static inline ptrdiff_t mz_offset(const struct maze *m, int d)
{
    switch (d) {
    case MAZE_EAST:
        return 1;
    case MAZE_SOUTH:
        return (ptrdiff_t)m->width;
    case MAZE_WEST:
        return -1;
    default:
        return -(ptrdiff_t)m->width;
    }
}

/* The byte and bit that hold the wall of c in direction d. */
static inline uint8_t *mz_wall_byte(struct maze *m, size_t c, int d)
{
    return &m->cell[c + (d == MAZE_WEST    ? -1
                         : d == MAZE_NORTH ? -(ptrdiff_t)m->width
                                           : 0)];
}

static inline uint8_t mz_wall_bit(int d)
{
    return (d & 1) ? MAZE_CELL_SOUTH : MAZE_CELL_EAST;
}

/* Opens the wall of c in direction d (the neighbour must exist). */
static inline void mz_carve(struct maze *m, size_t c, int d)
{
    *mz_wall_byte(m, c, d) |= mz_wall_bit(d);
}

static inline void mz_build(struct maze *m, size_t c, int d)
{
    *mz_wall_byte(m, c, d) &= (uint8_t)~mz_wall_bit(d);
}

static inline bool mz_is_open(const struct maze *m, size_t c, int d)
{
    switch (d) {
    case MAZE_EAST:
        return m->cell[c] & MAZE_CELL_EAST;
    case MAZE_SOUTH:
        return m->cell[c] & MAZE_CELL_SOUTH;
    case MAZE_WEST:
        return m->cell[c - 1] & MAZE_CELL_EAST;
    default:
        return m->cell[c - m->width] & MAZE_CELL_SOUTH;
    }
}

/* xoshiro256** (Blackman and Vigna), inline so that the inner loops draw
 * without a call into another file; maze_rng_next() is its public face. */
static inline uint64_t mz_rng_next(struct maze_rng *rng)
{
    uint64_t *s = rng->s;
    uint64_t result = ((s[1] * 5) << 7 | (s[1] * 5) >> 57) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = s[3] << 45 | s[3] >> 19;
    return result;
}

/* A uniform integer in [0, n) without bias (see maze_rng_below()). */
static inline uint64_t mz_rng_below(struct maze_rng *rng, uint64_t n)
{
    unsigned __int128 m = (unsigned __int128)mz_rng_next(rng) * n;
    if ((uint64_t)m < n) {
        uint64_t threshold = (0 - n) % n;
        while ((uint64_t)m < threshold)
            m = (unsigned __int128)mz_rng_next(rng) * n;
    }
    return (uint64_t)(m >> 64);
}

/* Small random choices for inner loops: 16-bit chunks of one 64-bit draw,
 * with Lemire's rejection so that picking one of k is exactly uniform. A
 * generator keeps one of these next to its rng for the whole run. */
struct mz_bits {
    struct maze_rng *rng;
    uint64_t buf;
    unsigned left;
};

/* A uniform choice in [0, k), 1 <= k <= 65536. */
static inline unsigned mz_pick(struct mz_bits *b, unsigned k)
{
    /* 2^16 mod k: a table for the small k of the inner loops (a division
     * costs more than the rest of a step). */
    static const uint8_t small[7] = {0, 0, 0, 1, 0, 1, 4};
    uint32_t threshold = k < 7 ? small[k] : 65536u % k;
    for (;;) {
        if (b->left == 0) {
            b->buf = mz_rng_next(b->rng);
            b->left = 4;
        }
        uint32_t product = (uint32_t)(b->buf & 0xFFFFu) * k;
        b->buf >>= 16;
        b->left--;
        if ((product & 0xFFFFu) >= threshold)
            return product >> 16;
    }
}

/* How many bits a 4-bit mask has set, by table: __builtin_popcount is a
 * library call on plain x86-64, costlier than the rest of a maze step. */
static inline unsigned mz_count4(unsigned mask)
{
    static const uint8_t count[16] = {0, 1, 1, 2, 1, 2, 2, 3,
                                      1, 2, 2, 3, 2, 3, 3, 4};
    return count[mask & 15];
}

/* The i-th set bit (from 0) of a 4-bit mask. */
static inline int mz_nth_bit(unsigned mask, unsigned i)
{
    for (int d = 0; d < 4; d++) {
        if (mask & (1u << d)) {
            if (i == 0)
                return d;
            i--;
        }
    }
    return -1;
}

/* A uniform choice in [0, n) for any n >= 1: small ones from the bit
 * buffer, large ones from a full draw. */
static inline uint64_t mz_pick_any(struct mz_bits *b, uint64_t n)
{
    return n <= 65536 ? mz_pick(b, (unsigned)n) : maze_rng_below(b->rng, n);
}

/* The directions from cell c at (x, y) that lead to a cell on the grid
 * that is not OFF and whose `bits` equal `want` (bits 0: any such cell).
 * A 4-bit mask of directions. */
static inline unsigned mz_ways(const struct maze *m, size_t c, uint32_t x,
                               uint32_t y, uint8_t bits, uint8_t want)
{
    unsigned ways = 0;
    for (int d = 0; d < 4; d++) {
        if (!mz_inside(m, x, y, d))
            continue;
        uint8_t next = m->cell[(size_t)((ptrdiff_t)c + mz_offset(m, d))];
        if (next & MAZE_CELL_OFF)
            continue;
        if ((next & bits) != want)
            continue;
        ways |= 1u << d;
    }
    return ways;
}

/* One random direction out of a non-empty 4-bit mask. */
static inline int mz_pick_way(struct mz_bits *b, unsigned ways)
{
    unsigned k = mz_count4(ways);
    return mz_nth_bit(ways, k == 1 ? 0 : mz_pick(b, k));
}

/* The cell one step from c in direction d, which must exist. */
static inline size_t mz_step(const struct maze *m, size_t c, int d)
{
    return (size_t)((ptrdiff_t)c + mz_offset(m, d));
}

/* Cells that are not OFF. */
size_t mz_cells_on(const struct maze *m);

/* Whether any cell is OFF: a word at a time, for the check every
 * generation of the mask-less generators makes. */
bool mz_has_off(const struct maze *m);

/* A random cell that is not OFF, or MAZE_NONE when every cell is. */
size_t mz_random_cell(struct maze *m, struct maze_rng *rng);

/* The direction from a to its neighbour b, or -1. */
int mz_direction(const struct maze *m, size_t a, size_t b);

/* Opens every wall between two cells that are not OFF: the open floor a
 * wall adder starts from (MAZE_EV_CLEAR). */
void mz_open_floor(struct maze *m);

/* Whether a recording builds the maze (carves, puts up or clears walls)
 * rather than only searching one that exists. */
bool mz_recording_builds(const struct maze_recording *rec);

/* Fills in *err (when not NULL) and returns MAZE_ERR_FORMAT: how both
 * readers say what is wrong and where (line and column 0: the file as a
 * whole). */
enum maze_err mz_read_fail(struct maze_read_error *err, unsigned long line,
                           unsigned long column, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* Reads all of in (at most max_bytes, else MAZE_ERR_TOO_BIG with *err)
 * into a buffer the caller frees. */
enum maze_err mz_slurp(FILE *in, size_t max_bytes, char **text, size_t *len,
                       struct maze_read_error *err);

/* The JSON reader, on a file already in memory. */
enum maze_err mz_parse_json(const char *text, size_t len, struct maze **out,
                            struct maze_read_error *err);

/* Clears every cell's scratch bits. */
void mz_clear_scratch(struct maze *m);

/* Sends one event to the hook, if there is one. */
static inline void mz_emit(const struct maze_hook *hook,
                           enum maze_event_kind kind, size_t a, size_t b)
{
    if (hook) {
        struct maze_event ev = {.kind = kind, .a = a, .b = b};
        hook->fn(&ev, hook->user);
    }
}

/* A growable array of cell indices used as a stack or a ring-buffer
 * queue. mz_queue_push/pop return false only when growing fails. */
struct mz_queue {
    size_t *item;
    size_t cap, head, count;
};

bool mz_queue_push(struct mz_queue *q, size_t v);
size_t mz_queue_pop(struct mz_queue *q);
void mz_queue_release(struct mz_queue *q);

/* What a breadth-first sweep found: the last cell taken from the queue
 * (with no target: a cell farthest from the source), its distance, and
 * how many cells were reached. */
struct mz_sweep {
    size_t last, depth, reached;
};

/* Breadth-first search over the passages from src. Marks each reached
 * cell with MZ_MARK and the direction back to its parent in MZ_DIR_MASK
 * (the caller clears them); cells already marked are never entered. Stops
 * when dst (MAZE_NONE: never) is taken from the queue. Errors:
 * MAZE_ERR_NOMEM. */
enum maze_err mz_bfs(struct maze *m, size_t src, size_t dst,
                     const struct maze_hook *hook, struct mz_sweep *out);

/* How the solvers that leave the way back in the cells end: when err is
 * MAZE_OK and `to` was reached (MZ_MARK), the route is read from the
 * parent directions into *route with `visited`; the scratch bits are
 * cleared in every case. Returns the error. */
enum maze_err mz_finish_route(struct maze *m, size_t from, size_t to,
                              enum maze_err err, size_t visited,
                              struct maze_route *route);

/* Makes room for one more item in a growable array (*items holding
 * *cap items of `size` bytes, `count` used), doubling it when full.
 * False when memory runs out; the array is then unchanged. */
bool mz_grow(void *items, size_t *cap, size_t count, size_t size);

/* The two ends of a longest route (exact in a perfect maze, a long one
 * otherwise) and its length in steps. Errors: NO_ENDS, NOMEM. */
enum maze_err mz_farthest_pair(struct maze *m, size_t *u, size_t *v,
                               size_t *steps);

#endif /* MZ_H */
