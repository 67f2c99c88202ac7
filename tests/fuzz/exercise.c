/*
 * exercise.c - what the fuzz targets do with a maze they managed to read.
 */
#include <stdio.h>
#include <stdlib.h>

#include "fuzz.h"
#include "maze.h"

void fuzz_exercise(struct maze *m)
{
    if (m->cells > 4096)
        return; /* big mazes slow the fuzzer without finding more */
    for (const struct maze_solver *s = maze_solvers(); s->name; s++) {
        struct maze_route r = {0};
        if (maze_solve(m, s, NULL, NULL, &r) != MAZE_OK)
            continue;
        if (r.cells[0] != m->start || r.cells[r.length - 1] != m->end)
            abort();
        for (size_t i = 1; i < r.length; i++)
            if (!maze_linked(m, r.cells[i - 1], r.cells[i]))
                abort();
        maze_route_release(&r);
    }
    FILE *null = fopen("/dev/null", "w");
    if (!null)
        return;
    struct maze_route r = {0};
    maze_solve(m, NULL, NULL, NULL, &r);
    struct maze_render_opts opts = {.cell = 4, .wall = 1};
    for (const struct maze_renderer *w = maze_renderers(); w->name; w++)
        if (w->render)
            w->render(m, r.length ? &r : NULL, &opts, null);
    maze_route_release(&r);
    fclose(null);
}
