/* gen.h - the generators the registry lists (one per file in src/gen/). */
#ifndef MZ_GEN_H
#define MZ_GEN_H

#include "../mz.h"

#define MZ_GENERATOR(fn)                                                       \
    enum maze_err fn(struct maze *m, struct maze_rng *rng,                     \
                     const struct maze_gen_opts *opts,                         \
                     const struct maze_hook *hook)

MZ_GENERATOR(mz_gen_backtracker);
MZ_GENERATOR(mz_gen_prim);
MZ_GENERATOR(mz_gen_division);
MZ_GENERATOR(mz_gen_kruskal);
MZ_GENERATOR(mz_gen_eller);
MZ_GENERATOR(mz_gen_wilson);
MZ_GENERATOR(mz_gen_aldous_broder);
MZ_GENERATOR(mz_gen_hunt_and_kill);
MZ_GENERATOR(mz_gen_sidewinder);
MZ_GENERATOR(mz_gen_binary_tree);
MZ_GENERATOR(mz_gen_growing_tree);

#endif
