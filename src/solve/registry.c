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
    {"astar", "A* with a distance estimate: shortest, heads for the end",
     mz_solve_astar},
    {"dfs", "depth-first: walks on, backs up at dead ends; any route",
     mz_solve_dfs},
    {"dead-end-fill", "fills dead ends until only routes remain; shortest",
     mz_solve_dead_end_fill},
    {"wall-follower",
     "one hand on the wall (--hand left|right); loops can defeat it",
     mz_solve_wall_follower},
    {"tremaux", "chalk marks on passages: any maze, not always shortest",
     mz_solve_tremaux},
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
