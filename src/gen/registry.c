/*
 * registry.c - the generators, looked up by name.
 *
 * To add a generator: write src/gen/NAME.c with one function of type
 * maze_generate_fn, declare it in gen.h and add one line to the table. The
 * property tests loop over this table, so a new line is a tested line. The
 * first entry is the default.
 */
#include <string.h>

#include "gen.h"

static const struct maze_generator registry[] = {
    {"backtracker",
     "randomized depth-first search: long winding corridors, few dead ends",
     mz_gen_backtracker},
    {"prim", "randomized Prim: grows evenly, many short dead ends",
     mz_gen_prim},
    {"division", "recursive division: long straight walls, rooms within rooms",
     mz_gen_division},
    {NULL, NULL, NULL},
};

const struct maze_generator *maze_generators(void)
{
    return registry;
}

const struct maze_generator *maze_generator_find(const char *name)
{
    for (const struct maze_generator *g = registry; g->name; g++)
        if (strcmp(g->name, name) == 0)
            return g;
    return NULL;
}

enum maze_err maze_generate(struct maze *m, const struct maze_generator *gen,
                            struct maze_rng *rng, const struct maze_hook *hook)
{
    maze_clear(m);
    enum maze_err err = gen->generate(m, rng, hook);
    if (err)
        maze_clear(m);
    return err;
}
