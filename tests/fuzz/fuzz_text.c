/*
 * fuzz_text.c - the text reader on any bytes, then everything that can be
 * done with what it read.
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
    enum maze_err e = maze_read_text(f, 1 << 20, &m, &err);
    fuzz_budget_off();
    if (e == MAZE_OK) {
        fuzz_exercise(m);
        maze_free(m);
    }
    fclose(f);
    return 0;
}
