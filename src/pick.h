/*
 * pick.h - small random choices: one of k from 16-bit chunks of a
 * draw, a direction out of a mask.
 */
#ifndef MZ_PICK_H
#define MZ_PICK_H

#include "rng.h"

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

/* One of k (1 to 4) open ways, as mz_pick(b, k) chooses it when k is 2
 * to 4; a single way takes no chunk. For the walks' inner loops, where
 * nothing may branch on k: with k 1, (chunk * 1) >> 16 is 0 whatever the
 * chunk, so only the taking of it depends on k, by a shift of 0 or 16
 * (a branch on k == 1 was mispredicted at a corridor's turns: 0.15 of a
 * cell's 0.70 mispredictions in cachegrind's model at 1000x1000). The
 * refill and the rare rejection are branches the loop seldom takes: a
 * chunk is refused only when k is 3 and the chunk is 0 (2^16 mod 3 is 1,
 * and 3 is odd). */
static inline __attribute__((always_inline)) unsigned
mz_pick_open(struct mz_bits *b, unsigned k)
{
    const unsigned many = k > 1;
    if (__builtin_expect(b->left == 0 && many, 0)) {
        b->buf = mz_rng_next(b->rng);
        b->left = 4;
    }
    uint32_t chunk = (uint32_t)(b->buf & 0xFFFFu);
    if (__builtin_expect(chunk == 0 && k == 3, 0)) {
        b->buf >>= 16;
        b->left--;
        return mz_pick(b, k);
    }
    b->buf >>= many << 4;
    b->left -= many;
    return (chunk * k) >> 16;
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

/* How many bits an 8-bit mask has set (a direction mask of any shape). */
static inline unsigned mz_count8(unsigned mask)
{
    return mz_count4(mask) + mz_count4(mask >> 4);
}

/* One random direction out of a non-empty mask of up to 8 bits. */
static inline int mz_pick_dir(struct mz_bits *b, unsigned ways)
{
    unsigned k = mz_count8(ways);
    unsigned i = k == 1 ? 0 : mz_pick(b, k);
    for (int d = 0;; d++)
        if ((ways & (1u << d)) && i-- == 0)
            return d;
}

#endif /* MZ_PICK_H */
