/*
 * binary_tree.c - the binary tree algorithm.
 *
 * Each cell opens one of two fixed directions, chosen by a coin toss:
 * north or west by default, or the pair given as the bias (one vertical
 * and one horizontal direction). Where only one of the two leads inside
 * the grid, that one is taken. Two sides of the maze are then unbroken
 * corridors and every route runs diagonally towards one corner: the
 * strongest texture of all, and the fastest algorithm.
 *
 * One coin per cell, nothing remembered: O(1) memory beyond the grid, so
 * it can stream a maze of any height. Time O(cells), four cells a random
 * draw, sixteen at once in vector registers when nothing watches, and
 * from half a million cells on, with AVX2 (or AVX-512), four stretches of
 * rows at once.
 */
#include <string.h>

#include "gen.h"

/* The two directions of the bias, ordered: a coin picks `low` on 0 and
 * `high` on 1, as choosing the n-th open way does elsewhere (keeping that
 * order keeps every seed's maze). */
struct bias {
    int across, down, low, high;
};

static struct bias bias_of(const struct mz_rows_ctx *c)
{
    unsigned bits =
        c->opts->bias ? c->opts->bias : (1u << MAZE_NORTH) | (1u << MAZE_WEST);
    struct bias b;
    b.across = (bits & (1u << MAZE_EAST)) ? MAZE_EAST : MAZE_WEST;
    b.down = (bits & (1u << MAZE_SOUTH)) ? MAZE_SOUTH : MAZE_NORTH;
    b.low = b.across < b.down ? b.across : b.down;
    b.high = b.across < b.down ? b.down : b.across;
    return b;
}

/* Opens the passage from cell x of the row in direction d. */
static inline void open_way(const struct mz_rows_ctx *c, uint32_t x, int d)
{
    if (d == MAZE_EAST)
        c->row[x] |= MAZE_CELL_EAST;
    else if (d == MAZE_SOUTH)
        c->row[x] |= MAZE_CELL_SOUTH;
    else if (d == MAZE_WEST)
        c->row[x - 1] |= MAZE_CELL_EAST;
    else
        c->above[x] |= MAZE_CELL_SOUTH;
}

/* Cell x of the row tosses its coin. */
static inline void toss(const struct mz_rows_ctx *c, const struct bias *b,
                        uint32_t x)
{
    open_way(c, x, mz_pick(c->bits, 2) ? b->high : b->low);
}

/* The byte and bit that a step in direction d from cell 0 of the row
 * opens: cells x.. then open at the same offset x further on. */
static inline uint8_t *way_byte(const struct mz_rows_ctx *c, int d)
{
    return d == MAZE_NORTH ? c->above : d == MAZE_WEST ? c->row - 1 : c->row;
}

/* The passage bit that a step in direction d opens. */
static inline uint8_t way_bit(int d)
{
    return d == MAZE_EAST || d == MAZE_WEST ? MAZE_CELL_EAST : MAZE_CELL_SOUTH;
}

/* Sixteen cells at a time need GCC's or Clang's vector types (SSE2 on
 * x86-64, NEON on ARM; plain code where there is no vector unit) and the
 * 16-bit chunks of a draw in memory order: little-endian. Elsewhere every
 * cell takes the one-at-a-time loop. */
#if defined(__GNUC__) && defined(__BYTE_ORDER__) &&                            \
    __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ && defined(__has_builtin)
#if __has_builtin(__builtin_shufflevector)
#define SIXTEEN_AT_A_TIME 1
#endif
#endif

#ifdef SIXTEEN_AT_A_TIME
typedef uint64_t draws2 __attribute__((vector_size(16)));
typedef int16_t chunks8 __attribute__((vector_size(16)));
typedef uint8_t cells16 __attribute__((vector_size(16)));

/* The coins of four draws as sixteen bytes, 0xFF for 1 and 0 for 0.
 * mz_pick(bits, 2) reads bit 15 of a 16-bit chunk and never rejects, so a
 * draw is four coins, its chunks in order: shifting each chunk right by
 * 15 with its sign spreads its coin over it, and keeping one byte of each
 * (SSE2: pand, packuswb) leaves the sixteen coins in order. */
static inline cells16 coins16(uint64_t d0, uint64_t d1, uint64_t d2,
                              uint64_t d3)
{
    chunks8 first = (chunks8)(draws2){d0, d1} >> 15;
    chunks8 second = (chunks8)(draws2){d2, d3} >> 15;
    return __builtin_shufflevector((cells16)first, (cells16)second, 0, 2, 4, 6,
                                   8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28,
                                   30);
}

static inline void or16(uint8_t *at, cells16 bits)
{
    cells16 old;
    memcpy(&old, at, sizeof old);
    old |= bits;
    memcpy(at, &old, sizeof old);
}
#endif

/* Cells [x, end) of the row, each with both ways open to it: a coin each.
 * Once the chunks left over from the last draw are used, sixteen cells
 * are opened at once from four draws, their coins turned into bytes and
 * OR-ed into both rows sixteen at a time (the generator then does most
 * of the work). The same coins as one at a time. */
static void coin_run(const struct mz_rows_ctx *c, const struct bias *b,
                     uint32_t x, uint32_t end)
{
    struct mz_bits *bits = c->bits;
    for (; x < end && bits->left; x++)
        toss(c, b, x);
#ifdef SIXTEEN_AT_A_TIME
    uint8_t *high = way_byte(c, b->high);
    uint8_t *low = way_byte(c, b->low);
    cells16 high_bits = (cells16){0} + way_bit(b->high);
    cells16 low_bits = (cells16){0} + way_bit(b->low);
    /* The generator's state in a local: a byte store to the grid may alias
     * anything, which would send the state to memory and back each draw. */
    struct maze_rng rng = *bits->rng;
    for (; x + 16 <= end; x += 16) {
        uint64_t d0 = mz_rng_next(&rng);
        uint64_t d1 = mz_rng_next(&rng);
        uint64_t d2 = mz_rng_next(&rng);
        uint64_t d3 = mz_rng_next(&rng);
        cells16 coins = coins16(d0, d1, d2, d3);
        or16(high + x, coins & high_bits);
        or16(low + x, ~coins & low_bits);
    }
    *bits->rng = rng;
#endif
    for (; x < end; x++)
        toss(c, b, x);
}

/* With a hook: a cell at a time, each passage reported as it opens. */
static void watched_row(struct mz_rows_ctx *c, const struct bias *b,
                        bool vertical)
{
    uint32_t width = c->width;
    size_t base = (size_t)c->y * width;
    const ptrdiff_t step[4] = {1, (ptrdiff_t)width, -1, -(ptrdiff_t)width};
    for (uint32_t x = 0; x < width; x++) {
        bool horizontal = b->across == MAZE_WEST ? x > 0 : x + 1 < width;
        int d = 0;
        if (vertical && horizontal)
            d = mz_pick(c->bits, 2) ? b->high : b->low;
        else if (vertical)
            d = b->down;
        else if (horizontal)
            d = b->across;
        else
            continue; /* the corner both directions leave */
        open_way(c, x, d);
        mz_emit(c->hook, MAZE_EV_CARVE, base + x,
                (size_t)((ptrdiff_t)(base + x) + step[d]));
    }
}

static void binary_tree_row(struct mz_rows_ctx *c)
{
    struct bias b = bias_of(c);
    bool vertical = b.down == MAZE_NORTH ? c->above != NULL : !c->last;
    if (c->hook) {
        watched_row(c, &b, vertical);
        return;
    }
    uint32_t width = c->width;
    /* The one cell with no way across: west, or east, end of the row. */
    uint32_t edge = b.across == MAZE_WEST ? 0 : width - 1;
    if (!vertical) {
        for (uint32_t x = 0; x < width; x++)
            if (x != edge)
                open_way(c, x, b.across);
        return;
    }
    open_way(c, edge, b.down);
    if (b.across == MAZE_WEST)
        coin_run(c, &b, 1, width);
    else
        coin_run(c, &b, 0, width - 1);
}

const struct maze_row_maker mz_rows_binary_tree = {NULL, binary_tree_row, NULL};

bool mz_binary_tree_avx2_only = false;

#if defined(SIXTEEN_AT_A_TIME) && defined(__x86_64__)
#define FOUR_LANES 1
#endif

#ifdef FOUR_LANES
#include <immintrin.h>

/* Four stretches of rows at once, each drawing from its own copy of the
 * generator moved on to where that stretch's coins start (mz_rng_jump), in
 * the four 64-bit lanes of AVX2 registers: one stream's steps are a chain
 * of xors no core can shorten, four streams share each instruction. The
 * coins are those one stream would toss, row after row, so every seed
 * keeps its maze.
 *
 * Below the first (or above the last) row every row has the same n coins,
 * so a stretch of a multiple of four rows starts on a whole draw, and the
 * chunks left over at the start of a row are as many in every stretch: the
 * stretches keep in step, cell for cell. */
#define LANES 4
#define LANES_MIN_CELLS ((uint64_t)1 << 19) /* the jumps a small share */

/* The lanes' generators, word i of every lane's state in s[i], and back. */
__attribute__((target("avx2"))) static inline void
lanes_load(const struct maze_rng rng[LANES], __m256i s[4])
{
    uint64_t w[4][LANES] = {{0}};
    for (int j = 0; j < LANES; j++)
        for (int i = 0; i < 4; i++)
            w[i][j] = rng[j].s[i];
    for (int i = 0; i < 4; i++)
        s[i] = _mm256_loadu_si256((const __m256i *)w[i]);
}

__attribute__((target("avx2"))) static inline void
lanes_save(const __m256i s[4], struct maze_rng rng[LANES])
{
    uint64_t w[4][LANES] = {{0}};
    for (int i = 0; i < 4; i++)
        _mm256_storeu_si256((__m256i *)w[i], s[i]);
    for (int j = 0; j < LANES; j++)
        for (int i = 0; i < 4; i++)
            rng[j].s[i] = w[i][j];
}

__attribute__((target("avx2"))) static inline __m256i rotl4(__m256i x, int k)
{
    return _mm256_or_si256(_mm256_slli_epi64(x, k),
                           _mm256_srli_epi64(x, 64 - k));
}

/* One xoshiro256** step of every lane (mz_rng_next() in rng.h), its
 * draws; the AVX-512 one computes the four new words from the old ones
 * before it stores any. */
__attribute__((target("avx2"))) static inline __m256i draw4(__m256i s[4])
{
    __m256i y = _mm256_add_epi64(s[1], _mm256_slli_epi64(s[1], 2));
    y = rotl4(y, 7);
    __m256i d = _mm256_add_epi64(y, _mm256_slli_epi64(y, 3));
    __m256i t = _mm256_slli_epi64(s[1], 17);
    s[2] = _mm256_xor_si256(s[2], s[0]);
    s[3] = _mm256_xor_si256(s[3], s[1]);
    s[1] = _mm256_xor_si256(s[1], s[2]);
    s[0] = _mm256_xor_si256(s[0], s[3]);
    s[2] = _mm256_xor_si256(s[2], t);
    s[3] = rotl4(s[3], 45);
    return d;
}

#define XOR3 0x96 /* vpternlog's table for a ^ b ^ c */
__attribute__((target("avx2,avx512f,avx512vl"))) static inline __m256i
draw4_512(__m256i s[4])
{
    __m256i y = _mm256_add_epi64(s[1], _mm256_slli_epi64(s[1], 2));
    y = _mm256_rol_epi64(y, 7);
    __m256i d = _mm256_add_epi64(y, _mm256_slli_epi64(y, 3));
    __m256i t = _mm256_slli_epi64(s[1], 17);
    __m256i s0 = _mm256_ternarylogic_epi64(s[0], s[3], s[1], XOR3);
    __m256i s1 = _mm256_ternarylogic_epi64(s[1], s[2], s[0], XOR3);
    __m256i s2 = _mm256_ternarylogic_epi64(s[2], s[0], t, XOR3);
    s[3] = _mm256_rol_epi64(_mm256_xor_si256(s[3], s[1]), 45);
    s[0] = s0;
    s[1] = s1;
    s[2] = s2;
    return d;
}

/* d[k] the k-th draws of every lane, turned round into each lane's own
 * four (a 4x4 transpose of 64-bit words): own[j] holds lane j's 16 coins
 * in order, one in bit 15 of each 16-bit chunk. */
__attribute__((target("avx2"))) static inline void lanes_own(const __m256i d[4],
                                                             __m256i own[LANES])
{
    __m256i a = _mm256_unpacklo_epi64(d[0], d[1]);
    __m256i b = _mm256_unpackhi_epi64(d[0], d[1]);
    __m256i c = _mm256_unpacklo_epi64(d[2], d[3]);
    __m256i e = _mm256_unpackhi_epi64(d[2], d[3]);
    own[0] = _mm256_permute2x128_si256(a, c, 0x20);
    own[1] = _mm256_permute2x128_si256(b, e, 0x20);
    own[2] = _mm256_permute2x128_si256(a, c, 0x31);
    own[3] = _mm256_permute2x128_si256(b, e, 0x31);
}

/* Where each lane's coins open their ways, and the row each lane makes
 * next (its own on the grid's last row): walls_up() reads it just before
 * the lane comes to it, so it is fetched into the cache meanwhile, at the
 * place this row has reached, one lane's line a step. So reading each row
 * first costs less, above all where the rows are far in memory (see
 * NEWS.md). */
struct lanes_rows {
    uint8_t *high[LANES], *low[LANES];
    const uint8_t *next[LANES];
};

static inline struct lanes_rows lanes_rows(const struct mz_rows_ctx c[LANES],
                                           const struct bias *b)
{
    struct lanes_rows r = {{NULL}, {NULL}, {NULL}};
    for (int j = 0; j < LANES; j++) {
        r.high[j] = way_byte(&c[j], b->high);
        r.low[j] = way_byte(&c[j], b->low);
        r.next[j] = c[j].last ? c[j].row : c[j].row + c[j].width;
    }
    return r;
}

static inline void fetch_next(const struct lanes_rows *r, uint32_t x)
{
    __builtin_prefetch(r->next[(x / 16) % LANES] + x, 1);
}

/* The rows of four stretches at the same place, [x, end) of their coins,
 * from x on where no chunk is left over: four draws a stretch make its 16
 * coins, made bytes as coins16() makes them, two stretches at a time. */
__attribute__((target("avx2"))) static uint32_t
lanes_run(struct mz_rows_ctx c[LANES], const struct bias *b,
          struct maze_rng rng[LANES], uint32_t x, uint32_t end)
{
    __m256i s[4] = {{0}};
    __m256i d[4] = {{0}};
    __m256i own[LANES] = {{0}};
    lanes_load(rng, s);
    struct lanes_rows r = lanes_rows(c, b);
    cells16 high_bits = (cells16){0} + way_bit(b->high);
    cells16 low_bits = (cells16){0} + way_bit(b->low);
    for (; x + 16 <= end; x += 16) {
        for (int k = 0; k < 4; k++)
            d[k] = draw4(s);
        lanes_own(d, own);
        fetch_next(&r, x);
        for (int j = 0; j < LANES; j += 2) {
            __m256i two = _mm256_packs_epi16(_mm256_srai_epi16(own[j], 15),
                                             _mm256_srai_epi16(own[j + 1], 15));
            two = _mm256_permute4x64_epi64(two, 0xD8);
            cells16 first = (cells16)_mm256_castsi256_si128(two);
            cells16 second = (cells16)_mm256_extracti128_si256(two, 1);
            or16(r.high[j] + x, first & high_bits);
            or16(r.low[j] + x, ~first & low_bits);
            or16(r.high[j + 1] + x, second & high_bits);
            or16(r.low[j + 1] + x, ~second & low_bits);
        }
    }
    lanes_save(s, rng);
    return x;
}

/* The same with AVX-512: a stretch's coins are the sign bits of its 16
 * chunks, a mask that picks each cell's byte, which makes the whole of
 * four_lanes() faster than with lanes_run (see NEWS.md). */
__attribute__((target("avx2,avx512f,avx512vl,avx512bw"))) static uint32_t
lanes_run512(struct mz_rows_ctx c[LANES], const struct bias *b,
             struct maze_rng rng[LANES], uint32_t x, uint32_t end)
{
    __m256i s[4] = {{0}};
    __m256i d[4] = {{0}};
    __m256i own[LANES] = {{0}};
    lanes_load(rng, s);
    struct lanes_rows r = lanes_rows(c, b);
    __m128i high_bits = _mm_set1_epi8((char)way_bit(b->high));
    __m128i low_bits = _mm_set1_epi8((char)way_bit(b->low));
    for (; x + 16 <= end; x += 16) {
        for (int k = 0; k < 4; k++)
            d[k] = draw4_512(s);
        lanes_own(d, own);
        fetch_next(&r, x);
        for (int j = 0; j < LANES; j++) {
            __mmask16 heads = _mm256_movepi16_mask(own[j]);
            or16(r.high[j] + x, (cells16)_mm_maskz_mov_epi8(heads, high_bits));
            or16(r.low[j] + x, (cells16)_mm_mask_mov_epi8(low_bits, heads,
                                                          _mm_setzero_si128()));
        }
    }
    lanes_save(s, rng);
    return x;
}

/* c made ready for row y of m. */
static void at_row(struct mz_rows_ctx *c, struct maze *m, uint64_t y)
{
    c->y = y;
    c->row = m->cell + y * m->width;
    c->above = y ? c->row - m->width : NULL;
    c->last = y + 1 == m->height;
}

/* Row y of m readied as mz_by_rows() readies its rows (mz_row_ready()).
 * A row is looked at just before it is made, its bytes then on their way
 * to the cache anyway, where a pass of its own over the whole grid first
 * read it all from memory once more. */
static bool walls_up(struct maze *m, uint64_t y)
{
    return mz_row_ready(m->cell + y * m->width, m->width);
}

/* The whole of m in four stretches of coin rows; the row without coins,
 * and the coin rows past the stretches, as binary_tree_row() makes them. */
static enum maze_err four_lanes(struct maze *m, struct maze_rng *rng,
                                const struct maze_gen_opts *opts)
{
    uint32_t width = m->width, height = m->height;
    struct mz_rows_ctx proto = {.width = width, .opts = opts};
    struct bias b = bias_of(&proto);
    /* The height - 1 coin rows start at `first`; the other takes none. */
    uint64_t first = b.down == MAZE_NORTH ? 1 : 0;
    uint64_t plain = b.down == MAZE_NORTH ? 0 : height - 1;
    uint64_t stretch = ((height - 1) / LANES) & ~(uint64_t)3;
    uint32_t edge = b.across == MAZE_WEST ? 0 : width - 1;
    uint32_t from = b.across == MAZE_WEST ? 1 : 0, to = from + width - 1;
    bool wide = !mz_binary_tree_avx2_only &&
                __builtin_cpu_supports("avx512f") &&
                __builtin_cpu_supports("avx512vl") &&
                __builtin_cpu_supports("avx512bw");
    struct maze_rng lane_rng[LANES];
    struct mz_bits bits[LANES];
    struct mz_rows_ctx c[LANES];
    uint64_t poly[4];
    mz_rng_jump_poly(stretch * (width - 1) / 4, poly);
    for (int j = 0; j < LANES; j++) {
        lane_rng[j] = j ? lane_rng[j - 1] : *rng;
        if (j)
            mz_rng_jump(&lane_rng[j], poly);
        bits[j] = (struct mz_bits){.rng = &lane_rng[j]};
        c[j] = proto;
        c[j].bits = &bits[j];
    }
    /* The rows above the stretches' first ones get passages south from
     * them before their own stretch comes to them: ready from the start. */
    if (!walls_up(m, plain))
        return MAZE_ERR_ARG;
    for (int j = 1; j < LANES; j++)
        if (!walls_up(m, first + j * stretch - 1))
            return MAZE_ERR_ARG;
    at_row(&c[0], m, plain);
    binary_tree_row(&c[0]);
    for (uint64_t i = 0; i < stretch; i++) {
        for (int j = 0; j < LANES; j++) {
            uint64_t y = first + j * stretch + i;
            /* The last row of a stretch before the last was readied
             * above, and may hold the next stretch's passages by now. */
            if ((j == LANES - 1 || i + 1 < stretch) && !walls_up(m, y))
                return MAZE_ERR_ARG;
            at_row(&c[j], m, y);
            open_way(&c[j], edge, b.down);
        }
        uint32_t x = from;
        for (; x < to && bits[0].left; x++) /* as many left in each */
            for (int j = 0; j < LANES; j++)
                toss(&c[j], &b, x);
        x = wide ? lanes_run512(c, &b, lane_rng, x, to)
                 : lanes_run(c, &b, lane_rng, x, to);
        for (; x < to; x++)
            for (int j = 0; j < LANES; j++)
                toss(&c[j], &b, x);
    }
    /* The last stretch's generator is where one stream's would be. */
    for (uint64_t y = first + LANES * stretch; y < first + height - 1; y++) {
        if (!walls_up(m, y))
            return MAZE_ERR_ARG;
        at_row(&c[LANES - 1], m, y);
        binary_tree_row(&c[LANES - 1]);
    }
    *rng = lane_rng[LANES - 1];
    return MAZE_OK;
}

/* Large enough for the jumps to pay, a block of sixteen coins a row and
 * four rows a stretch; nothing watching. */
static bool four_lanes_fit(const struct maze *m, const struct maze_hook *hook)
{
    return !hook && m->shape == MAZE_SHAPE_RECT && m->floors == 1 &&
           !m->extra && m->cells >= LANES_MIN_CELLS && m->width >= 17 &&
           m->height >= 4 * LANES + 1 && __builtin_cpu_supports("avx2");
}
#endif

MZ_GENERATOR(mz_gen_binary_tree)
{
#ifdef FOUR_LANES
    if (four_lanes_fit(m, hook))
        return four_lanes(m, rng, opts);
#endif
    return mz_by_rows(m, &mz_rows_binary_tree, rng, opts, hook);
}
