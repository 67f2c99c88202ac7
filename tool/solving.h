/*
 * solving.h - a maze solved as the commands solve it: the solver by name, the
 * route's length told, and why there is none.
 */
#ifndef SOLVING_H
#define SOLVING_H

#include <stdbool.h>
#include <stddef.h>

#include "maze.h"

/* The solver called name, or NULL after a message listing them. */
const struct maze_solver *cli_solver(const char *name);

/* Solves m from cell `from` (MAZE_NONE: its start) to its end with solver
 * (NULL: the default), reporting to hook (may be NULL); prints the route
 * length on stderr, and says why when it cannot. */
bool cli_solve(struct maze *m, const struct maze_solver *solver, size_t from,
               const struct maze_solve_opts *opts, const struct maze_hook *hook,
               struct maze_route *route);
/* The same, with the file the maze was read from named in the message
 * when there is no route ("maze: photo.jpg: no route from S to E"), as
 * the reader's messages name it (name NULL: not named). */
bool cli_solve_in(const char *name, struct maze *m,
                  const struct maze_solver *solver, size_t from,
                  const struct maze_solve_opts *opts,
                  const struct maze_hook *hook, struct maze_route *route);

#endif
