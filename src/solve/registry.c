/*
 * registry.c - the solvers, looked up by name.
 *
 * To add a solver: write src/solve/NAME.c with one function of type
 * maze_solve_fn, declare it in solve.h and add one line to the table: name,
 * summary, function, whether it always finds a shortest route (the tests
 * hold it to that), and the other names it goes by. The first entry is the
 * default.
 */
#include <string.h>

#include "solve.h"

static const struct maze_solver registry[] = {
    {"bfs", "breadth-first search: spreads evenly, always the shortest route",
     mz_solve_bfs, true, "breadth-first breadth-first-search"},
    {"astar", "A* with a distance estimate: shortest, heads for the end",
     mz_solve_astar, true, "a* a-star"},
    {"dfs", "depth-first: walks on, backs up at dead ends; any route",
     mz_solve_dfs, false, "depth-first depth-first-search"},
    {"dead-end-fill", "fills dead ends until only routes remain; shortest",
     mz_solve_dead_end_fill, true, "dead-end-filling dead-end-filler"},
    {"wall-follower",
     "one hand on the wall (--hand left|right); loops can defeat it",
     mz_solve_wall_follower, false, "wall-following hand-on-wall"},
    {"tremaux", "chalk marks on passages: any maze, not always shortest",
     mz_solve_tremaux, false, "trémaux"},
    {NULL, NULL, NULL, false, NULL},
};

const struct maze_solver *maze_solvers(void)
{
    return registry;
}

const struct maze_solver *maze_solver_find(const char *name)
{
    for (const struct maze_solver *s = registry; s->name; s++)
        if (maze_name_distance(name, s->name, s->aliases) == 0)
            return s;
    return NULL;
}

enum maze_err maze_solve(struct maze *m, const struct maze_solver *solver,
                         const struct maze_solve_opts *opts,
                         const struct maze_hook *hook, struct maze_route *route)
{
    if (m->start >= m->cells)
        return MAZE_ERR_NO_ENDS;
    return maze_solve_from(m, solver, m->start, opts, hook, route);
}

enum maze_err maze_solve_from(struct maze *m, const struct maze_solver *solver,
                              size_t from, const struct maze_solve_opts *opts,
                              const struct maze_hook *hook,
                              struct maze_route *route)
{
    if (m->end >= m->cells)
        return MAZE_ERR_NO_ENDS;
    if (from >= m->cells)
        return MAZE_ERR_ARG;
    if (!solver)
        solver = maze_solvers();
    static const struct maze_solve_opts defaults = {0};
    /* Someone listening is told how far the search has come, as the
     * share of the cells it has reached: a search that stops early jumps
     * to the end. */
    struct mz_progress_relay relay;
    if (hook)
        mz_progress_relay_start(&relay, m, hook, m->cells);
    enum maze_err err = solver->solve(m, from, m->end, opts ? opts : &defaults,
                                      hook ? &relay.hook : NULL, route);
    if (hook && !err)
        mz_progress_end(&relay.count);
    if (!err && hook) {
        for (size_t i = 0; i < route->length; i++)
            mz_emit(hook, MAZE_EV_ROUTE, route->cells[i], MAZE_NONE);
    }
    return err;
}
