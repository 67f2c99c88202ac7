/*
 * rng.c - xoshiro256** seeded through splitmix64, written from the
 * published descriptions by Blackman and Vigna. Small, fast, and the same
 * on every platform, which is what makes one seed one maze everywhere.
 */
#include <unistd.h>

#include "mz.h"

void maze_rng_seed(struct maze_rng *rng, uint64_t seed)
{
    for (int i = 0; i < 4; i++)
        rng->s[i] = mz_splitmix64(&seed);
}

/* The generator itself is mz_rng_next() in mz.h, inline so that the
 * generators' inner loops draw without a call; these are its public face. */
uint64_t maze_rng_next(struct maze_rng *rng)
{
    return mz_rng_next(rng);
}

/* Lemire, "Fast Random Integer Generation in an Interval" (2019): the high
 * half of a 64x64 product is uniform once the low half is outside the
 * short zone [0, 2^64 mod n); rejecting those draws removes the bias. The
 * code is mz_rng_below() in mz.h. */
uint64_t maze_rng_below(struct maze_rng *rng, uint64_t n)
{
    return mz_rng_below(rng, n);
}

enum maze_err maze_seed_from_os(uint64_t *seed)
{
    /* getentropy(), unlike getrandom(), is also in WebAssembly's libc. */
    uint64_t value = 0;
    if (getentropy(&value, sizeof value) != 0)
        return MAZE_ERR_IO;
    *seed = value;
    return MAZE_OK;
}
