/*
 * exercise.c - what the fuzz targets do with a maze they managed to read.
 */
#include <stdio.h>
#include <stdlib.h>

#include "fuzz.h"
#include "maze.h"

/* What is odd about a maze is mostly its shape, its ends and its marks,
 * which small mazes have too, while drawing costs grow with the cells:
 * every writer draws a maze of up to FUZZ_DRAW_CELLS cells, and one
 * writer, picked by the maze's hash, a larger one (up to FUZZ_SOLVE_CELLS,
 * past which nothing is solved or drawn), so that what only large mazes
 * reach (a writer's buffer filling up, a wider sort) is still found. */
#ifndef FUZZ_SOLVE_CELLS
#define FUZZ_SOLVE_CELLS 4096
#endif
#ifndef FUZZ_DRAW_CELLS
#define FUZZ_DRAW_CELLS 64
#endif

void fuzz_exercise(struct maze *m)
{
    if (m->cells > FUZZ_SOLVE_CELLS)
        return;
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
    /* Every format, libmaze-render's too (once; later calls find them). */
    maze_render_library_init();
    size_t writers = 0;
    for (const struct maze_renderer *w = maze_renderers(); w->name; w++)
        writers += w->render != NULL;
    size_t only = m->cells > FUZZ_DRAW_CELLS
                      ? (size_t)(maze_hash(m) % writers)
                      : SIZE_MAX;
    size_t i = 0;
    for (const struct maze_renderer *w = maze_renderers(); w->name; w++)
        if (w->render && (only == SIZE_MAX || i++ == only))
            w->render(m, r.length ? &r : NULL, &opts, null);
    maze_route_release(&r);
    fclose(null);
}
