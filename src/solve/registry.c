/*
 * registry.c - the solvers, looked up by name.
 *
 * To add a solver: write src/solve/NAME.c with one function of type
 * maze_solve_fn, declare it in solve.h and add one row to the table: its
 * .name, .summary and .solve function, .shortest when it always finds a
 * shortest route (the tests hold it to that), and the .aliases it goes
 * by, .gives_up with the reason when it may stop short of a route that
 * exists (the tests let only those), .counts_turns when it needs grids
 * whose directions go evenly round. The first entry is the default. Names follow what
 * Daedalus and mazelib call them.
 */
#include <string.h>

#include "solve.h"

static const struct maze_solver registry[] = {
    {.name = "bfs",
     .summary = "breadth-first search: spreads evenly, always the shortest "
                "route",
     .solve = mz_solve_bfs, .shortest = true,
     .aliases = "breadth-first breadth-first-search"},
    {.name = "astar",
     .summary = "A* with a distance estimate: shortest, heads for the end",
     .solve = mz_solve_astar, .shortest = true, .aliases = "a* a-star"},
    {.name = "dfs",
     .summary = "depth-first: walks on, backs up at dead ends; any route",
     .solve = mz_solve_dfs, .aliases = "depth-first depth-first-search"},
    {.name = "dead-end-fill",
     .summary = "fills dead ends until only routes remain; shortest",
     .solve = mz_solve_dead_end_fill, .shortest = true,
     .aliases = "dead-end-filling dead-end-filler"},
    {.name = "wall-follower",
     .summary = "one hand on the wall (--hand left|right); loops can defeat "
                "it",
     .solve = mz_solve_wall_follower,
     .gives_up = "went round a loop",
     .aliases = "wall-following hand-on-wall"},
    {.name = "tremaux",
     .summary = "chalk marks on passages: any maze, not always shortest",
     .solve = mz_solve_tremaux, .aliases = "trémaux"},
    {.name = "pledge",
     .summary = "heads east, skirts walls till its turns cancel (--hand); "
                "may give up",
     .solve = mz_solve_pledge, .counts_turns = true,
     .gives_up = "went round for good",
     .aliases = "pledge-algorithm"},
    {.name = "chain",
     .summary = "walks a line to the end, guides round each wall on it; "
                "any route",
     .solve = mz_solve_chain,
     .gives_up = "lost the line: both guides went all the way round",
     .aliases = "chain-algorithm"},
    {.name = "collision",
     .summary = "floods, walls off where fronts meet, fills dead ends; "
                "shortest",
     .solve = mz_solve_collision, .shortest = true,
     .aliases = "collision-solver amoeba"},
    {.name = "random-mouse",
     .summary = "a random way at each junction; slow, may run out of "
                "steps",
     .solve = mz_solve_random_mouse,
     .gives_up = "ran out of steps",
     .aliases = "mouse"},
    {.name = "cul-de-sac-fill",
     .summary = "fills dead ends and loops hanging off junctions; "
                "shortest",
     .solve = mz_solve_cul_de_sac_fill, .shortest = true,
     .aliases = "cul-de-sac-filler cul-de-sac-filling culdesac"},
    {.name = "blind-alley-seal",
     .summary = "seals off every part behind a single cell; shortest",
     .solve = mz_solve_blind_alley_seal, .shortest = true,
     .aliases = "blind-alley-sealer blind-alley"},
    {.name = NULL},
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

bool maze_solver_takes(const struct maze_solver *solver, const struct maze *m,
                       enum maze_shape shape, uint32_t floors)
{
    if (!solver)
        solver = maze_solvers();
    if (m) {
        shape = m->shape;
        floors = m->floors;
    }
    /* A sphere is two polar grids. */
    return !solver->counts_turns ||
           (shape != MAZE_SHAPE_POLAR && shape != MAZE_SHAPE_SPHERE &&
            floors <= 1);
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
    if (!maze_solver_takes(solver, m, m->shape, m->floors))
        return MAZE_ERR_CONFLICT;
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
