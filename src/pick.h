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

/* How many bits a 4-bit mask has set, by table: __builtin_popcount is a
 * library call on plain x86-64, costlier than the rest of a maze step. */
static inline unsigned mz_count4(unsigned mask)
{
    static const uint8_t count[16] = {0, 1, 1, 2, 1, 2, 2, 3,
                                      1, 2, 2, 3, 2, 3, 3, 4};
    return count[mask & 15];
}

/* One of the open ways of a 4-bit mask, for the walks' inner loops, as
 * a slot of 8 bits: open << 4, then the chunk's choice out of 4
 * (chunk >> 14) and out of 3 ((chunk * 3) >> 16) in two bits each, so
 * that a table of 256 says the way (mz_way_of_slot) or all a walk needs
 * of it, by one load after open. The choice is mz_pick(b, k)'s for k 2
 * to 4 (out of 2 it is the top bit of the one out of 4); a single way
 * takes no chunk, by a shift of 0 or 16 rather than a branch on k (one
 * was mispredicted at a corridor's turns). The refill and the rare
 * rejection are branches the loop seldom takes: a chunk is refused only
 * when k is 3 and the chunk is 0 (2^16 mod 3 is 1, and 3 is odd); the
 * choice then is mz_pick(b, 3)'s, in the slot's last two bits. */
static inline __attribute__((always_inline)) unsigned
mz_pick_slot(struct mz_bits *b, unsigned open)
{
    const unsigned many = (open & (open - 1)) != 0;
    if (__builtin_expect(b->left == 0 && many, 0)) {
        b->buf = mz_rng_next(b->rng);
        b->left = 4;
    }
    uint32_t chunk = (uint32_t)(b->buf & 0xFFFFu);
    if (__builtin_expect(chunk == 0, 0) && mz_count4(open) == 3)
        return open << 4 | mz_pick(b, 3); /* which refuses this chunk */
    b->buf >>= many << 4;
    b->left -= many;
    return open << 4 | (chunk >> 14) << 2 | (chunk * 3) >> 16;
}

/* The way (0 east, 1 south, 2 west, 3 north) of each slot: the i-th way
 * open, i the slot's choice out of as many as are open. */
#define MZ_LOW_(o) ((o) & 1 ? 0 : (o) & 2 ? 1 : (o) & 4 ? 2 : 3)
#define MZ_DROP_(o) ((o) & ((o) - 1))
#define MZ_NTH_(o, i)                                                          \
    ((i) == 0   ? MZ_LOW_(o)                                                   \
     : (i) == 1 ? MZ_LOW_(MZ_DROP_(o))                                         \
     : (i) == 2 ? MZ_LOW_(MZ_DROP_(MZ_DROP_(o)))                               \
                : MZ_LOW_(MZ_DROP_(MZ_DROP_(MZ_DROP_(o)))))
#define MZ_K_(o) (((o) & 1) + ((o) >> 1 & 1) + ((o) >> 2 & 1) + ((o) >> 3 & 1))
#define MZ_CHOICE_(o, i4, i3)                                                  \
    (MZ_K_(o) == 4   ? (i4)                                                    \
     : MZ_K_(o) == 3 ? ((i3) < 3 ? (i3) : 0)                                   \
     : MZ_K_(o) == 2 ? (i4) >> 1                                               \
                     : 0)
#define MZ_SLOT_(s) MZ_NTH_((s) >> 4, MZ_CHOICE_((s) >> 4, (s) >> 2 & 3, (s) & 3))
#define MZ_SLOT4_(s) MZ_SLOT_(s), MZ_SLOT_(s + 1), MZ_SLOT_(s + 2), MZ_SLOT_(s + 3)
#define MZ_SLOT16_(s)                                                          \
    MZ_SLOT4_(s), MZ_SLOT4_(s + 4), MZ_SLOT4_(s + 8), MZ_SLOT4_(s + 12)
#define MZ_SLOT64_(s)                                                          \
    MZ_SLOT16_(s), MZ_SLOT16_(s + 16), MZ_SLOT16_(s + 32), MZ_SLOT16_(s + 48)
static const uint8_t mz_way_of_slot[256] = {
    MZ_SLOT64_(0), MZ_SLOT64_(64), MZ_SLOT64_(128), MZ_SLOT64_(192)};

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
