/*
 * rng.c - xoshiro256** seeded through splitmix64, written from the
 * published descriptions by Blackman and Vigna. Small, fast, and the same
 * on every platform, which is what makes one seed one maze everywhere.
 */
#include <errno.h>
#include <sys/random.h>

#include "mz.h"

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static uint64_t rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

void maze_rng_seed(struct maze_rng *rng, uint64_t seed)
{
    for (int i = 0; i < 4; i++)
        rng->s[i] = splitmix64(&seed);
}

uint64_t maze_rng_next(struct maze_rng *rng)
{
    uint64_t *s = rng->s;
    uint64_t result = rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

/* Lemire, "Fast Random Integer Generation in an Interval" (2019): the high
 * half of a 64x64 product is uniform once the low half is outside the
 * short zone [0, 2^64 mod n); rejecting those draws removes the bias. */
uint64_t maze_rng_below(struct maze_rng *rng, uint64_t n)
{
    unsigned __int128 m = (unsigned __int128)maze_rng_next(rng) * n;
    uint64_t low = (uint64_t)m;
    if (low < n) {
        uint64_t threshold = (0 - n) % n;
        while (low < threshold) {
            m = (unsigned __int128)maze_rng_next(rng) * n;
            low = (uint64_t)m;
        }
    }
    return (uint64_t)(m >> 64);
}

enum maze_err maze_seed_from_os(uint64_t *seed)
{
    uint64_t value = 0;
    ssize_t got = 0;
    do {
        got = getrandom(&value, sizeof value, 0);
    } while (got < 0 && errno == EINTR);
    if (got != (ssize_t)sizeof value)
        return MAZE_ERR_IO;
    *seed = value;
    return MAZE_OK;
}
