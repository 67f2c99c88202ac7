/*
 * fuzz_mask.c - the mask reader (text or PNG) on any bytes; a mask it
 * accepts is checked for parts and, when in one piece and small, carved by
 * the default generator, which must make a perfect maze of it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "maze.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    FILE *f = fmemopen((void *)data, size, "r");
    if (!f)
        return 0;
    struct maze *m = NULL;
    struct maze_read_error err;
    /* A text mask says at least a cell in 64 bytes (short lines end in
     * cells that are not); a PNG what its deflated rows can hold. */
    bool png = size >= 8 && memcmp(data, "\x89PNG", 4) == 0;
    fuzz_budget(size, png ? FUZZ_PNG_PER_BYTE : 64);
    enum maze_err e = maze_mask_read(f, 1 << 20, &m, &err);
    fuzz_budget_off();
    /* A mask's parts are counted up to 65536 cells: the count does the
     * same on a larger one, only longer, and a text mask of a few bytes
     * can claim more (64 cells a byte, plus 65536). */
    size_t parts = 0;
    if (e == MAZE_OK && m->cells > 65536) {
        maze_free(m);
    } else if (e == MAZE_OK) {
        if (maze_parts(m, &parts, NULL, 0) == MAZE_OK && parts == 1 &&
            m->cells <= 4096) {
            struct maze_rng rng;
            maze_rng_seed(&rng, size);
            bool perfect = false;
            if (maze_generate(m, maze_generators(), &rng, NULL, NULL) ||
                maze_check_perfect(m, &perfect) || !perfect)
                abort();
            /* Solving and drawing a mask's maze run the code the other
             * targets reach; past a few hundred cells they cost the mask
             * reader forty times its own runs and find nothing more. */
            if (m->cells <= 256)
                fuzz_exercise(m);
        }
        maze_free(m);
    }
    fclose(f);
    return 0;
}
