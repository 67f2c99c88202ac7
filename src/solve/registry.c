/*
 * registry.c - the solvers, looked up by name.
 *
 * To add a solver: write src/solve/NAME.c with one function of type
 * maze_solve_fn, declare it in solve.h and add one line to the table. The first
 * entry is the default.
 */
#include <string.h>

#include "solve.h"

static const struct maze_solver registry[] = {
    {"bfs", "breadth-first search: spreads evenly, always the shortest route",
     mz_solve_bfs},
    {NULL, NULL, NULL},
};

const struct maze_solver *maze_solvers(void)
{
    return registry;
}

const struct maze_solver *maze_solver_find(const char *name)
{
    for (const struct maze_solver *s = registry; s->name; s++)
        if (strcmp(s->name, name) == 0)
            return s;
    return NULL;
}
