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

/* The characteristic polynomial of xoshiro256's state update, which is
 * linear over GF(2): x^256 plus these 256 coefficients, lowest first
 * (Berlekamp-Massey on 600 outputs of one state bit). */
static const uint64_t mz_rng_poly[4] = {
    0x9d116f2bb0f0f001ull, 0x0280002bcefd1a5eull, 0x04b4edcf26259f85ull,
    0x0003c03c3f3ecb19ull};

/* a * b mod the polynomial, both of degree below 256. */
static void poly_mulmod(uint64_t r[4], const uint64_t a_in[4],
                        const uint64_t b[4])
{
    uint64_t a[4] = {a_in[0], a_in[1], a_in[2], a_in[3]};
    uint64_t acc[4] = {0, 0, 0, 0};
    for (int i = 0; i < 256; i++) {
        uint64_t take = 0 - (b[i >> 6] >> (i & 63) & 1); /* no branch */
        for (int w = 0; w < 4; w++)
            acc[w] ^= a[w] & take;
        uint64_t carry = a[3] >> 63; /* a * x, x^256 taken back */
        a[3] = a[3] << 1 | a[2] >> 63;
        a[2] = a[2] << 1 | a[1] >> 63;
        a[1] = a[1] << 1 | a[0] >> 63;
        a[0] <<= 1;
        for (int w = 0; w < 4; w++)
            a[w] ^= mz_rng_poly[w] & (0 - carry);
    }
    for (int w = 0; w < 4; w++)
        r[w] = acc[w];
}

void mz_rng_jump_poly(uint64_t steps, uint64_t poly[4])
{
    uint64_t r[4] = {1, 0, 0, 0}, base[4] = {2, 0, 0, 0};
    for (; steps; steps >>= 1) {
        if (steps & 1)
            poly_mulmod(r, r, base);
        if (steps > 1)
            poly_mulmod(base, base, base);
    }
    for (int w = 0; w < 4; w++)
        poly[w] = r[w];
}

/* The state after n steps is the sum of the states after i steps for the
 * x^i in x^n mod the polynomial (Cayley-Hamilton). */
void mz_rng_jump(struct maze_rng *rng, const uint64_t poly[4])
{
    struct maze_rng t = *rng;
    uint64_t acc[4] = {0, 0, 0, 0};
    for (int i = 0; i < 256; i++) {
        uint64_t take = 0 - (poly[i >> 6] >> (i & 63) & 1);
        for (int w = 0; w < 4; w++)
            acc[w] ^= t.s[w] & take;
        mz_rng_next(&t);
    }
    for (int w = 0; w < 4; w++)
        rng->s[w] = acc[w];
}
