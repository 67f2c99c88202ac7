/*
 * rng.h - xoshiro256** and splitmix64 inline, for the inner loops
 * (rng.c holds the seeding and the public maze_rng_* calls).
 */
#ifndef MZ_RNG_H
#define MZ_RNG_H

#include "maze.h"

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

/* Jumping ahead: mz_rng_jump_poly() gives the polynomial x^steps mod
 * the generator's own (tens of microseconds), and mz_rng_jump() moves a
 * state on by those steps (256 steps' work), as if drawn so many times:
 * for splitting one stream among lanes that each start where the draws
 * before them end. */
void mz_rng_jump_poly(uint64_t steps, uint64_t poly[4]);
void mz_rng_jump(struct maze_rng *rng, const uint64_t poly[4]);

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

#endif /* MZ_RNG_H */
