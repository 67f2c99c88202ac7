/*
 * radix.h - a stable radix sort of 64-bit keys, inline for its
 * callers' fixed digit sizes.
 */
#ifndef MZ_RADIX_H
#define MZ_RADIX_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

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

#endif /* MZ_RADIX_H */
