/*
 * mz.h - what the library's files share and nobody else sees.
 *
 * The rectangle topology lives here as small inline functions so that the
 * generators' inner loops compile to index arithmetic: direction d of cell
 * c is c + mz_offset(m, d), and the passage bit of the wall between them
 * sits in the west or north cell of the two.
 *
 * Words, one per idea, here and in every file of the library:
 *  - link / unlink: open / close the passage between two neighbouring
 *    cells (maze_link, mz_link, mz_rect_link; maze_unlink, mz_unlink,
 *    mz_rect_unlink), and "linked" for an open passage;
 *  - merge: put two sets together (Kruskal's union-find, Eller's rows);
 *  - part: a connected piece of the grid (maze_parts, a mask's pieces).
 */
#ifndef MZ_H
#define MZ_H

#include <string.h>

#include "maze.h"

/* Scratch bits (zero between calls): bits 3..7 of a cell byte, 3..6 in a
 * hex maze (bit 7 holds its south-west passages). */
#define MZ_MARK 0x08u  /* visited / in the maze, by whoever runs now */
#define MZ_DIR_SHIFT 4 /* a direction 0..5 stored in bits 4..6 */
#define MZ_DIR_MASK 0x70u
#define MZ_MARK2 0x40u /* a second flag, for code that keeps no direction */

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

/* The same on a hex grid, whose six directions go round. */
static inline int mz_hex_opposite(int d)
{
    return d < 3 ? d + 3 : d - 3;
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

/* Closes the wall of c in direction d (the neighbour must exist). */
static inline void mz_rect_unlink(struct maze *m, size_t c, int d)
{
    *mz_wall_byte(m, c, d) &= (uint8_t)~mz_wall_bit(d);
}

static inline bool mz_rect_is_linked(const struct maze *m, size_t c, int d)
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

/* The directions a rectangle's cell c opens in, as bits 1 << d, straight
 * from the passage bits (no division for the column): its own east and
 * south bits and its west and north neighbours'. No passage bit points
 * through the outer wall, so the cell before a row's first never opens
 * east. */
static inline unsigned mz_rect_open_ways(const uint8_t *g, size_t c, size_t w)
{
    return (g[c] & MAZE_CELL_EAST ? 1u : 0u) |
           (g[c] & MAZE_CELL_SOUTH ? 2u : 0u) |
           (c >= 1 && (g[c - 1] & MAZE_CELL_EAST) ? 4u : 0u) |
           (c >= w && (g[c - w] & MAZE_CELL_SOUTH) ? 8u : 0u);
}

/* xoshiro256** (Blackman and Vigna), inline so that the inner loops draw
 * without a call into another file; maze_rng_next() is its public face.
 * Its output is a function of the state's s[1] alone: */
static inline uint64_t mz_rng_scramble(uint64_t s1)
{
    return ((s1 * 5) << 7 | (s1 * 5) >> 57) * 9;
}

static inline uint64_t mz_rng_next(struct maze_rng *rng)
{
    uint64_t *s = rng->s;
    uint64_t result = mz_rng_scramble(s[1]);
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = s[3] << 45 | s[3] >> 19;
    return result;
}

/* The next two outputs, without drawing them: each is a function of s[1]
 * alone, which one step turns into s[0] ^ s[1] ^ s[2]. For fetching ahead
 * what those draws will read. */
static inline uint64_t mz_rng_peek(const struct maze_rng *rng)
{
    return mz_rng_scramble(rng->s[1]);
}

static inline uint64_t mz_rng_peek2(const struct maze_rng *rng)
{
    return mz_rng_scramble(rng->s[0] ^ rng->s[1] ^ rng->s[2]);
}

/* splitmix64 (Steele, Lea and Flood): the next output of the stream whose
 * state is *x. It seeds maze_rng, and it is the random stream of one
 * recursive-division field (seeded by the field's key): one addition and
 * two multiplications a draw, no state to set up. */
static inline uint64_t mz_splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* A uniform integer in [0, n) from a splitmix64 stream, without bias
 * (Lemire's method, as mz_rng_below()). */
static inline uint64_t mz_splitmix_below(uint64_t *x, uint64_t n)
{
    unsigned __int128 m = (unsigned __int128)mz_splitmix64(x) * n;
    if ((uint64_t)m < n) {
        uint64_t threshold = (0 - n) % n;
        while ((uint64_t)m < threshold)
            m = (unsigned __int128)mz_splitmix64(x) * n;
    }
    return (uint64_t)(m >> 64);
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

/* The cell one step from c in direction d, which must exist. */
static inline size_t mz_step(const struct maze *m, size_t c, int d)
{
    return (size_t)((ptrdiff_t)c + mz_offset(m, d));
}

/* ------------------------------------------------------------ topology
 *
 * Every shape through one small interface: a cell and its coordinates
 * (struct mz_at), the neighbour in direction d (mz_next), the direction
 * back (mz_back), and the byte and bit that hold the wall between them
 * (mz_side). The rectangle's fast paths above stay for the generators
 * whose speed is measured; everything else goes through these, so an
 * algorithm written against them works on every shape. */

struct mz_at {
    size_t c;
    uint32_t x, y;
};

/* A rectangle's directions by table (east, south, west, north) for the
 * inner loops of its fast paths: a switch on a random direction is a jump
 * mispredicted three times in four. */
struct mz_rect {
    uint8_t *g;
    ptrdiff_t next[4];  /* index step to the neighbour */
    ptrdiff_t owner[4]; /* index step to the cell that holds the wall */
    uint8_t bit[4];     /* and its bit */
};

static const int mz_rect_dx[4] = {1, 0, -1, 0};
static const int mz_rect_dy[4] = {0, 1, 0, -1};

/* Whether (x, y) is away from a w x h rectangle's border, with all four
 * neighbours: x - 1 < w - 2 is 1 <= x <= w - 2 in unsigned terms. */
static inline bool mz_rect_inner(uint32_t x, uint32_t y, uint32_t w, uint32_t h)
{
    return x - 1 < w - 2 && y - 1 < h - 2;
}

static inline struct mz_rect mz_rect_of(struct maze *m)
{
    const ptrdiff_t w = (ptrdiff_t)m->width;
    return (struct mz_rect){
        m->cell,
        {1, w, -1, -w},
        {0, 0, -1, -w},
        {MAZE_CELL_EAST, MAZE_CELL_SOUTH, MAZE_CELL_EAST, MAZE_CELL_SOUTH}};
}

/* The neighbour of `at` in direction d, which must exist. */
static inline struct mz_at mz_rect_next(const struct mz_rect *r,
                                        struct mz_at at, int d)
{
    return (struct mz_at){(size_t)((ptrdiff_t)at.c + r->next[d]),
                          at.x + (uint32_t)mz_rect_dx[d],
                          at.y + (uint32_t)mz_rect_dy[d]};
}

/* Opens the wall of cell c in direction d (the neighbour must exist). */
static inline void mz_rect_link(const struct mz_rect *r, size_t c, int d)
{
    r->g[(ptrdiff_t)c + r->owner[d]] |= r->bit[d];
}

static inline struct mz_at mz_at(const struct maze *m, size_t c)
{
    struct mz_at a = {.c = c};
    maze_cell_xy(m, c, &a.x, &a.y);
    return a;
}

static inline unsigned mz_dirs(const struct maze *m)
{
    return m->shape == MAZE_SHAPE_HEX || m->shape == MAZE_SHAPE_POLAR ? 6 : 4;
}

/* Polar: cells in ring r, and how many cells of ring r (r >= 1) lie
 * beyond each cell of ring r - 1. */
static inline uint32_t mz_ring_cells(const struct maze *m, uint32_t r)
{
    return (uint32_t)(m->ring[r + 1] - m->ring[r]);
}

static inline uint32_t mz_ring_ratio(const struct maze *m, uint32_t r)
{
    return mz_ring_cells(m, r) / mz_ring_cells(m, r - 1);
}

static inline bool mz_polar_next(const struct maze *m, struct mz_at a, int d,
                                 struct mz_at *b)
{
    uint32_t n = mz_ring_cells(m, a.y);
    uint32_t x = a.x;
    uint32_t y = a.y;
    if (n == 1) { /* a centre cell: outward only */
        if (y + 1 >= m->height || (uint32_t)d >= mz_ring_cells(m, y + 1))
            return false;
        x = (uint32_t)d;
        y++;
    } else if (d == 0 || d == 2) {
        x = d == 0 ? (x + 1 == n ? 0 : x + 1) : (x == 0 ? n - 1 : x - 1);
    } else if (d == 1) {
        if (y == 0)
            return false;
        x /= mz_ring_ratio(m, y);
        y--;
    } else {
        if (y + 1 >= m->height)
            return false;
        uint32_t r = mz_ring_ratio(m, y + 1);
        if ((uint32_t)d - 3 >= r)
            return false;
        x = x * r + (uint32_t)d - 3;
        y++;
    }
    *b = (struct mz_at){m->ring[y] + x, x, y};
    return true;
}

static inline bool mz_hex_next(const struct maze *m, struct mz_at a, int d,
                               struct mz_at *b)
{
    uint32_t odd = a.y & 1;
    int64_t x = a.x;
    int64_t y = a.y;
    switch (d) {
    case 0:
        x++;
        break;
    case 1:
        x += odd;
        y++;
        break;
    case 2:
        x += (int64_t)odd - 1;
        y++;
        break;
    case 3:
        x--;
        break;
    case 4:
        x += (int64_t)odd - 1;
        y--;
        break;
    default:
        x += odd;
        y--;
        break;
    }
    if (x < 0 || y < 0 || x >= m->width || y >= m->height)
        return false;
    *b = (struct mz_at){(size_t)y * m->width + (size_t)x, (uint32_t)x,
                        (uint32_t)y};
    return true;
}

/* The neighbour of a in direction d (0 <= d < MAZE_MAX_NEIGHBOURS), OFF
 * or not; false when there is none. */
static inline bool mz_next(const struct maze *m, struct mz_at a, int d,
                           struct mz_at *b)
{
    switch (m->shape) {
    case MAZE_SHAPE_HEX:
        return mz_hex_next(m, a, d, b);
    case MAZE_SHAPE_POLAR:
        return mz_polar_next(m, a, d, b);
    case MAZE_SHAPE_TRIANGLE:
        /* An upward cell has no north neighbour, a downward one no south. */
        if ((d == MAZE_NORTH && !((a.x + a.y) & 1)) ||
            (d == MAZE_SOUTH && ((a.x + a.y) & 1)))
            return false;
        break;
    default:
        break;
    }
    if (d > 3 || !mz_inside(m, a.x, a.y, d))
        return false;
    *b = (struct mz_at){mz_step(m, a.c, d), a.x + (uint32_t)mz_dx(d),
                        a.y + (uint32_t)mz_dy(d)};
    return true;
}

/* The direction from a's neighbour in direction d back to a. */
static inline int mz_back(const struct maze *m, struct mz_at a, int d)
{
    switch (m->shape) {
    case MAZE_SHAPE_HEX:
        return mz_hex_opposite(d);
    case MAZE_SHAPE_POLAR:
        if (mz_ring_cells(m, a.y) == 1 || d >= 3)
            return 1;
        if (d == 1) /* inward: which of the cells beyond the parent a is */
            return mz_ring_cells(m, a.y - 1) == 1
                       ? (int)a.x
                       : 3 + (int)(a.x % mz_ring_ratio(m, a.y));
        return 2 - d;
    default:
        return mz_opposite(d);
    }
}

/* The byte that holds the wall between a and its neighbour b in
 * direction d, and its bit in *bit. */
static inline uint8_t *mz_side(struct maze *m, struct mz_at a, int d,
                               struct mz_at b, uint8_t *bit)
{
    static const uint8_t hex_bit[3] = {MAZE_CELL_EAST, MAZE_CELL_SOUTH,
                                       MAZE_CELL_SOUTHWEST};
    switch (m->shape) {
    case MAZE_SHAPE_HEX:
        *bit = hex_bit[d % 3];
        return &m->cell[d < 3 ? a.c : b.c];
    case MAZE_SHAPE_POLAR:
        if (mz_ring_cells(m, a.y) == 1 || d >= 3) {
            *bit = MAZE_CELL_SOUTH;
            return &m->cell[b.c];
        }
        *bit = d == 2 ? MAZE_CELL_EAST : (uint8_t)(1u << d);
        return &m->cell[d == 2 ? b.c : a.c];
    default:
        *bit = (d & 1) ? MAZE_CELL_SOUTH : MAZE_CELL_EAST;
        return &m->cell[d < 2 ? a.c : b.c];
    }
}

static inline bool mz_is_linked(const struct maze *m, struct mz_at a, int d,
                                struct mz_at b)
{
    /* The side first, then its bit, in two statements: within one
     * expression their order is unspecified, and clang (WebAssembly's
     * compiler) reads the bit before the call sets it. */
    uint8_t bit = 0;
    const uint8_t *side = mz_side((struct maze *)m, a, d, b, &bit);
    return *side & bit;
}

static inline void mz_link(struct maze *m, struct mz_at a, int d,
                           struct mz_at b)
{
    uint8_t bit = 0;
    uint8_t *side = mz_side(m, a, d, b, &bit);
    *side |= bit;
}

static inline void mz_unlink(struct maze *m, struct mz_at a, int d,
                           struct mz_at b)
{
    uint8_t bit = 0;
    uint8_t *side = mz_side(m, a, d, b, &bit);
    *side &= (uint8_t)~bit;
}

/* Whether the walls of a in directions d and e lie across from each
 * other (a straight corridor rather than a turn). */
static inline bool mz_across(const struct maze *m, int d, int e)
{
    if (m->shape == MAZE_SHAPE_HEX)
        return mz_hex_opposite(d) == e;
    if (m->shape == MAZE_SHAPE_POLAR)
        return d == 0 ? e == 2 : d == 2 ? e == 0 : (d == 1) != (e == 1);
    return mz_opposite(d) == e;
}

/* The neighbour b of a in direction d when a passage joins them. */
static inline bool mz_go(const struct maze *m, struct mz_at a, int d,
                         struct mz_at *b)
{
    return mz_next(m, a, d, b) && mz_is_linked(m, a, d, *b);
}

/* The cell whose scratch direction bits (MZ_DIR_MASK) a points back to. */
static inline struct mz_at mz_parent(const struct maze *m, struct mz_at a)
{
    struct mz_at b = a;
    mz_next(m, a, (m->cell[a.c] & MZ_DIR_MASK) >> MZ_DIR_SHIFT, &b);
    return b;
}

/* How many bits a 6-bit mask has set. */
static inline unsigned mz_count6(unsigned mask)
{
    return mz_count4(mask) + mz_count4(mask >> 4 & 3);
}

/* The directions from a to neighbours that are not OFF and whose `bits`
 * equal `want` (bits 0: any such cell), as a mask: the any-shape form of
 * mz_ways(), in the same order, so that a rectangle makes the same
 * choices through either. */
static inline unsigned mz_ways_at(const struct maze *m, struct mz_at a,
                                  uint8_t bits, uint8_t want)
{
    if (m->shape == MAZE_SHAPE_RECT)
        return mz_ways(m, a.c, a.x, a.y, bits, want);
    unsigned ways = 0;
    unsigned dirs = mz_dirs(m);
    for (unsigned d = 0; d < dirs; d++) {
        struct mz_at b;
        if (!mz_next(m, a, (int)d, &b))
            continue;
        uint8_t next = m->cell[b.c];
        if (!(next & MAZE_CELL_OFF) && (next & bits) == want)
            ways |= 1u << d;
    }
    return ways;
}

/* One random direction out of a non-empty mask of up to 6 bits. */
static inline int mz_pick_dir(struct mz_bits *b, unsigned ways)
{
    unsigned k = mz_count6(ways);
    unsigned i = k == 1 ? 0 : mz_pick(b, k);
    for (int d = 0;; d++)
        if ((ways & (1u << d)) && i-- == 0)
            return d;
}

/* n zeroed bytes, from mmap with huge pages asked for when n is large
 * (see grid.c); NULL when memory runs out. Free with mz_big_free(p, n). */
void *mz_big_alloc(size_t n);
void mz_big_free(void *p, size_t n);

/* Cells that are not OFF. */
size_t mz_cells_on(const struct maze *m);

/* Whether any cell is OFF: a word at a time, for the check every
 * generation of the mask-less generators makes. */
bool mz_has_off(const struct maze *m);

/* A random cell that is not OFF, or MAZE_NONE when every cell is. */
size_t mz_random_cell(struct maze *m, struct maze_rng *rng);

/* The direction from a to its neighbour b, or -1. */
int mz_direction(const struct maze *m, size_t a, size_t b);

/* Opens every wall between two rectangle cells that are not OFF: the open
 * floor a wall adder (division, which works on rectangles only) starts
 * from (MAZE_EV_CLEAR). */
void mz_open_floor(struct maze *m);

/* Whether a recording builds the maze (carves, puts up or clears walls)
 * rather than only searching one that exists. */
bool mz_recording_builds(const struct maze_recording *rec);

/* PNG pictures a row at a time as 8-bit RGBA (R, G, B, A), whatever their
 * kind (read/picture.c, the readers' one PNG decoder). Pictures of more
 * than max_pixels are refused (MAZE_ERR_TOO_BIG); a broken file is
 * MAZE_ERR_FORMAT with *err filled in. A row is valid until the next. */
struct mz_png_reader;
enum maze_err mz_png_open(const void *data, size_t len, uint64_t max_pixels,
                          struct mz_png_reader **out,
                          struct maze_read_error *err);
void mz_png_size(const struct mz_png_reader *r, uint32_t *width,
                 uint32_t *height);
enum maze_err mz_png_row(struct mz_png_reader *r, const unsigned char **row,
                         struct maze_read_error *err);
void mz_png_close(struct mz_png_reader *r);

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

/* The JSON reader, on a file already in memory, or from a file that can
 * seek (read a window at a time, from its current position on). */
enum maze_err mz_parse_json(const char *text, size_t len, struct maze **out,
                            struct maze_read_error *err);
enum maze_err mz_read_json(FILE *in, struct maze **out,
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

/* Sorts a[0..n) by bits lo..hi-1 of its keys, stable, `bits` at a time
 * (least significant first; a digit every key shares is skipped). tmp
 * holds n keys and count MZ_RADIX_COUNT(lo, hi, bits) counters; returns the
 * array that holds the result, a or tmp. n < 2^32. One pass counts every
 * digit, then one pass per digit moves the keys. */
#define MZ_RADIX_PASSES(lo, hi, bits) (((hi) - (lo) + (bits)-1) / (bits))
#define MZ_RADIX_COUNT(lo, hi, bits) (MZ_RADIX_PASSES(lo, hi, bits) << (bits))

static inline __attribute__((always_inline)) uint64_t *
mz_radix_sort(uint64_t *a, uint64_t *tmp, size_t n, unsigned lo, unsigned hi,
              unsigned bits, uint32_t *count)
{
    const unsigned passes = MZ_RADIX_PASSES(lo, hi, bits);
    const size_t buckets = (size_t)1 << bits;
    uint64_t mask[64]; /* per pass; the last may be narrower */
    for (unsigned p = 0; p < passes; p++) {
        unsigned width =
            hi - (lo + p * bits) < bits ? hi - (lo + p * bits) : bits;
        mask[p] = ((uint64_t)1 << width) - 1;
    }
    if (n < 2)
        return a;
    memset(count, 0, passes * buckets * sizeof *count);
    for (size_t i = 0; i < n; i++)
        for (unsigned p = 0; p < passes; p++)
            count[p * buckets + ((a[i] >> (lo + p * bits)) & mask[p])]++;
    for (unsigned p = 0; p < passes; p++) {
        const unsigned s = lo + p * bits;
        const uint64_t mask_p = mask[p];
        uint32_t *c = count + p * buckets;
        if (c[(a[0] >> s) & mask_p] == n)
            continue;
        uint32_t sum = 0;
        for (size_t k = 0; k < buckets; k++) {
            uint32_t here = c[k];
            c[k] = sum;
            sum += here;
        }
        for (size_t i = 0; i < n; i++)
            tmp[c[(a[i] >> s) & mask_p]++] = a[i];
        uint64_t *t = a;
        a = tmp;
        tmp = t;
    }
    return a;
}

/* Makes a full ring larger, keeping its order (false: out of memory). */
bool mz_queue_grow(struct mz_queue *q);

/* Inline: the solvers push and pop once per cell, and a call cost more
 * than the rest of that. */
static inline bool mz_queue_push(struct mz_queue *q, size_t v)
{
    if (q->count == q->cap && !mz_queue_grow(q))
        return false;
    size_t at = q->head + q->count;
    if (at >= q->cap)
        at -= q->cap;
    q->item[at] = v;
    q->count++;
    return true;
}

static inline size_t mz_queue_pop(struct mz_queue *q)
{
    size_t v = q->item[q->head];
    q->head++;
    if (q->head == q->cap)
        q->head = 0;
    q->count--;
    return v;
}

void mz_queue_release(struct mz_queue *q);

/* What a breadth-first sweep found: the last cell taken from the queue
 * (with no target: a cell farthest from the source), its distance, and
 * how many cells were reached. */
struct mz_sweep {
    size_t last, depth, reached;
};

/* Breadth-first search over the passages from src (src/sweep.c, the
 * core's, under the solver and the analyses alike). Marks each reached
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
