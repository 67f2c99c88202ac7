/*
 * fuzz_picture.c - the picture reader on any bytes; a maze it reads is
 * solved by every solver and written by every writer (fuzz_exercise), and
 * the route painted back on the picture.
 */
#include <stdio.h>
#include <stdlib.h>

#include "fuzz.h"
#include "maze.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    FILE *f = fmemopen((void *)data, size ? size : 1, "r");
    if (!f)
        return 0;
    struct maze *m = NULL;
    struct maze_picture *pic = NULL;
    struct maze_read_error err;
    /* A small limit keeps each run quick; the limit itself is checked. */
    struct maze_picture_opts opts = {.max_pixels = 1 << 16};
    fuzz_budget(size, FUZZ_PNG_PER_BYTE);
    enum maze_err e =
        size ? maze_picture_read(f, 1 << 20, &opts, &m, &pic, &err)
             : MAZE_ERR_ARG;
    fuzz_budget_off();
    if (e == MAZE_OK) {
        struct maze_picture_info info;
        maze_picture_get(pic, &info);
        if ((uint64_t)info.width * info.height > opts.max_pixels ||
            m->width != info.maze_width || m->height != info.maze_height)
            abort();
        struct maze_route route = {0};
        maze_solve(m, NULL, NULL, NULL, &route);
        FILE *out = fopen("/dev/null", "w");
        if (out) {
            if (maze_picture_write(pic, m, &route, 0, out) != MAZE_OK)
                abort();
            fclose(out);
        }
        maze_route_release(&route);
        fuzz_exercise(m);
        maze_picture_free(pic);
        maze_free(m);
    }
    fclose(f);
    return 0;
}
