/*
 * solving.c - see solving.h.
 */
#include <stdio.h>

#include "messages.h"
#include "progress_line.h"
#include "solving.h"

const struct maze_solver *cli_solver(const char *name)
{
    const struct maze_solver *s = maze_solver_find(name);
    if (!s)
        CLI_UNKNOWN("solver", name, maze_solvers(), struct maze_solver);
    return s;
}

bool cli_solve(struct maze *m, const struct maze_solver *solver, size_t from,
               const struct maze_solve_opts *opts, const struct maze_hook *hook,
               struct maze_route *route)
{
    return cli_solve_in(NULL, m, solver, from, opts, hook, route);
}

bool cli_solve_in(const char *name, struct maze *m,
                  const struct maze_solver *solver, size_t from,
                  const struct maze_solve_opts *opts,
                  const struct maze_hook *hook, struct maze_route *route)
{
    const char *sep = name ? ": " : "";
    name = name ? name : "";
    hook = progress_hook_also("solving", "cells", hook);
    enum maze_err err =
        from == MAZE_NONE ? maze_solve(m, solver, opts, hook, route)
                          : maze_solve_from(m, solver, from, opts, hook, route);
    progress_end();
    if (err == MAZE_ERR_NO_ROUTE && from != MAZE_NONE) {
        uint32_t x = 0;
        uint32_t y = 0;
        maze_cell_xy(m, from, &x, &y);
        cli_error("%s%sno route from %u,%u to E", name, sep, x, y);
        return false;
    }
    if (err == MAZE_ERR_NO_ROUTE) {
        cli_error("%s%sno route from S to E", name, sep);
        return false;
    }
    if (err == MAZE_ERR_NO_ENDS) {
        bool start = m->start != MAZE_NONE || from != MAZE_NONE;
        cli_error("%s%sthe maze has %s (it was made with --ends none?): give "
                  "%s",
                  name, sep,
                  start                 ? "no E"
                  : m->end != MAZE_NONE ? "no S"
                                        : "no S and no E",
                  start ? "it with --end X,Y"
                  : m->end != MAZE_NONE
                      ? "it with --start X,Y"
                      : "them with --start X,Y and --end X,Y");
        return false;
    }
    const struct maze_solver *s = solver ? solver : maze_solvers();
    if (err == MAZE_ERR_DEFEATED) {
        cli_error("%s cannot reach E: it %s (a route exists; try another "
                  "solver)",
                  s->name, s->gives_up ? s->gives_up : "gave up");
        return false;
    }
    if (err == MAZE_ERR_CONFLICT && !maze_solver_takes(s, m, 0, 0)) {
        cli_error("%s counts its turns, and a %s has no even turns (try: "
                  "--solver wall-follower)",
                  s->name,
                  m->floors > 1                     ? "maze of floors"
                  : m->shape == MAZE_SHAPE_SPHERE ? "sphere"
                                                  : "polar grid");
        return false;
    }
    if (err) {
        cli_error("cannot solve the maze: %s", maze_strerror(err));
        return false;
    }
    if (!cli_quiet())
        fprintf(stderr, "route length: %zu\n", route->length - 1);
    return true;
}
