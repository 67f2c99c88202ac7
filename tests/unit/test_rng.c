/*
 * test_rng.c - the random generator is part of what we promise: one seed
 * gives one maze everywhere. These golden values pin its sequence.
 */
#include <math.h>
#include <string.h>

#include "helpers.h"
#include "mz.h"

Test(rng, golden_sequence)
{
    /* xoshiro256** seeded by splitmix64, as published; the values come
     * from an independent implementation (shared/bench-limit/common.h). */
    const uint64_t want[3][4] = {
        {0x99ec5f36cb75f2b4ull, 0xbf6e1f784956452aull, 0x1a5f849d4933e6e0ull,
         0x6aa594f1262d2d2cull},
        {0x15780b2e0c2ec716ull, 0x6104d9866d113a7eull, 0xae17533239e499a1ull,
         0xecb8ad4703b360a1ull},
        {0x8f5520d52a7ead08ull, 0xc476a018caa1802dull, 0x81de31c0d260469eull,
         0xbf658d7e065f3c2full},
    };
    const uint64_t seeds[3] = {0, 42, UINT64_MAX};
    for (int k = 0; k < 3; k++) {
        struct maze_rng rng;
        maze_rng_seed(&rng, seeds[k]);
        for (int i = 0; i < 4; i++)
            cr_expect_eq(maze_rng_next(&rng), want[k][i], "seed %d value %d", k,
                         i);
    }
}

Test(rng, below_stays_in_range)
{
    struct maze_rng rng;
    maze_rng_seed(&rng, 7);
    const uint64_t bounds[] = {
        1, 2, 3, 5, 6, 1000, 1ull << 40, UINT64_MAX - 1, UINT64_MAX};
    for (size_t k = 0; k < sizeof bounds / sizeof bounds[0]; k++)
        for (int i = 0; i < 2000; i++)
            cr_assert_lt(maze_rng_below(&rng, bounds[k]), bounds[k]);
}

/* Pearson's chi-square over k buckets; with k - 1 degrees of freedom the
 * 99.9th percentile for k <= 6 is below 21. */
static double chi_square(const unsigned *count, unsigned k, unsigned n)
{
    double expected = (double)n / k;
    double chi = 0;
    for (unsigned i = 0; i < k; i++)
        chi += (count[i] - expected) * (count[i] - expected) / expected;
    return chi;
}

Test(rng, small_choices_are_uniform)
{
    struct maze_rng rng;
    maze_rng_seed(&rng, 99);
    struct mz_bits bits = {.rng = &rng};
    for (unsigned k = 2; k <= 6; k++) {
        unsigned count[6] = {0};
        unsigned below[6] = {0};
        for (unsigned i = 0; i < 60000; i++) {
            unsigned v = mz_pick(&bits, k);
            cr_assert_lt(v, k);
            count[v]++;
            below[maze_rng_below(&rng, k)]++;
        }
        cr_expect_lt(chi_square(count, k, 60000), 21.0, "mz_pick k=%u", k);
        cr_expect_lt(chi_square(below, k, 60000), 21.0, "below k=%u", k);
    }
}

Test(rng, chi_square_can_fail)
{
    /* The check above must be able to fail: a choice that favours 0
     * twice as often is caught. */
    unsigned count[3] = {40000, 20000, 20000};
    cr_expect_gt(chi_square(count, 3, 80000), 21.0);
}

/* The walks' one-load choice is mz_pick's among the open ways, drawing
 * the same chunks: a single way takes none, and a refused chunk (3 ways
 * and a chunk of 0, forced here) is followed by mz_pick's next one. */
static int nth_open(unsigned open, unsigned i)
{
    for (int d = 0; d < 4; d++)
        if ((open & 1u << d) && i-- == 0)
            return d;
    return -1;
}

Test(rng, a_slot_is_the_pick_among_open_ways)
{
    struct maze_rng a_rng, b_rng;
    maze_rng_seed(&a_rng, 5);
    maze_rng_seed(&b_rng, 5);
    struct mz_bits a = {.rng = &a_rng}, b = {.rng = &b_rng};
    for (unsigned n = 0; n < 200000; n++) {
        unsigned open = 1 + n % 15;
        if (n % 1000 == 7 && a.left > 0) { /* a chunk of 0 in both */
            a.buf &= ~(uint64_t)0xFFFF;
            b.buf &= ~(uint64_t)0xFFFF;
            open = 11; /* three ways */
        }
        unsigned k = (unsigned)__builtin_popcount(open);
        int want = nth_open(open, k == 1 ? 0 : mz_pick(&b, k));
        unsigned slot = mz_pick_slot(&a, open);
        cr_assert_eq(slot >> 4, open, "draw %u: the slot's open ways", n);
        cr_assert_eq(mz_way_of_slot[slot], want, "draw %u, open %u", n, open);
        cr_assert(a.left == b.left && (a.left == 0 || a.buf == b.buf) &&
                      memcmp(&a_rng, &b_rng, sizeof a_rng) == 0,
                  "draw %u: the chunks taken differ", n);
    }
}

Test(rng, os_seed_varies)
{
    uint64_t a = 0;
    uint64_t b = 0;
    cr_assert_eq(maze_seed_from_os(&a), MAZE_OK);
    cr_assert_eq(maze_seed_from_os(&b), MAZE_OK);
    cr_expect_neq(a, b);
}

/* Binary-tree's four stretches start where the draws before them end. */
Test(rng, a_jump_is_as_many_draws)
{
    static const uint64_t steps[] = {0, 1, 2, 5, 255, 256, 1000, 123457};
    for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++) {
        struct maze_rng drawn;
        maze_rng_seed(&drawn, 3 + i);
        struct maze_rng jumped = drawn;
        for (uint64_t n = 0; n < steps[i]; n++)
            mz_rng_next(&drawn);
        uint64_t poly[4];
        mz_rng_jump_poly(steps[i], poly);
        mz_rng_jump(&jumped, poly);
        cr_expect_eq(memcmp(&drawn, &jumped, sizeof drawn), 0, "a jump of %llu",
                     (unsigned long long)steps[i]);
    }
}
