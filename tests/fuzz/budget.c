/*
 * budget.c - how much memory a reader may ask for: the fuzz targets'
 * side of the library's mz_big_alloc_seen hook, which is told the size of
 * every grid before it is made and of everything libpng asks for (pngio.c).
 * A grid is mapped, not malloc'ed, so libFuzzer's -rss_limit_mb and
 * -malloc_limit_mb never see one, and libFuzzer lets one malloc of 1 GB
 * by; an input of 56 bytes that made a reader map 10 GB would go
 * unnoticed but for this. The hook aborts before the memory is asked for, so the fuzzer
 * (and the corpus replayed by make check) fails at once.
 */
#include <stdio.h>
#include <stdlib.h>

#include "fuzz.h"

static size_t budget = SIZE_MAX; /* no limit between reads */
static size_t spent;
static size_t input_size;

void mz_big_alloc_seen(size_t n);
void mz_big_alloc_seen(size_t n)
{
    spent += n;
    if (spent <= budget)
        return;
    fprintf(stderr,
            "fuzz: a %zu-byte input made the reader ask for %zu bytes of "
            "grids and libpng's memory (at most %zu)\n",
            input_size, spent, budget);
    abort();
}

void fuzz_budget(size_t size, size_t per_byte)
{
    input_size = size;
    spent = 0;
    budget = per_byte && size > (SIZE_MAX - FUZZ_BUDGET_SLACK) / per_byte
                 ? SIZE_MAX
                 : size * per_byte + FUZZ_BUDGET_SLACK;
}

void fuzz_budget_off(void)
{
    budget = SIZE_MAX;
}
