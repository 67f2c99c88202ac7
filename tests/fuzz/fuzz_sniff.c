/*
 * fuzz_sniff.c - maze_read, the reader that tells JSON from the text
 * format by the first character after a byte-order mark and white space,
 * on any bytes as a file that can be read twice; then everything that can
 * be done with what it read.
 */
#include <stdio.h>

#include "fuzz.h"
#include "maze.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0; /* fmemopen needs a byte */
    FILE *f = fmemopen((void *)data, size, "r");
    if (!f)
        return 0;
    struct maze *m = NULL;
    struct maze_read_error err;
    fuzz_budget(size, FUZZ_TEXT_PER_BYTE);
    enum maze_err e = maze_read(f, 1 << 20, &m, &err);
    fuzz_budget_off();
    fclose(f);
    if (e == MAZE_OK) {
        fuzz_exercise(m);
        maze_free(m);
    }
    return 0;
}
