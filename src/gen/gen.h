/* gen.h - the generators the registry lists (one per file in src/gen/). */
#ifndef MZ_GEN_H
#define MZ_GEN_H

#include "../mz.h"

#define MZ_GENERATOR(fn)                                                       \
    enum maze_err fn(struct maze *m, struct maze_rng *rng,                     \
                     const struct maze_gen_opts *opts,                         \
                     const struct maze_hook *hook)

MZ_GENERATOR(mz_gen_backtracker);
/* The backtracker's walk from root on a rectangle of one plane without
 * seams whose grid with a border of one cell has at most
 * MZ_BACKTRACKER_SMALL cells, in local arrays (backtracker_small.c): the
 * maze walk() makes, scratch bits untouched. False, doing nothing, for
 * any other grid. */
#define MZ_BACKTRACKER_SMALL 4096u
bool mz_backtracker_small(struct maze *m, struct maze_rng *rng, size_t root);
MZ_GENERATOR(mz_gen_prim);
MZ_GENERATOR(mz_gen_division);
/* Recursive division of all of m, its fields divided a level of the tree
 * at a time (by_levels) or depth first: the same maze either way; fields
 * of opts' room size are left open (rectangles only: MAZE_ERR_ARG). */
enum maze_err mz_divide(struct maze *m, struct maze_rng *rng,
                        const struct maze_gen_opts *opts,
                        const struct maze_hook *hook, bool by_levels);
MZ_GENERATOR(mz_gen_kruskal);
/* Wall numbers (cell * 3 + side at most) fit in 32 bits. */
#define MZ_KRUSKAL_MAX_CELLS (UINT32_MAX / 3)
/* Kruskal with crossings placed first (kruskal_weave.c). */
enum maze_err mz_gen_kruskal_weave(struct maze *m, struct maze_rng *rng,
                                   double weave, const struct maze_hook *hook);
MZ_GENERATOR(mz_gen_eller);
MZ_GENERATOR(mz_gen_wilson);
MZ_GENERATOR(mz_gen_aldous_broder);
MZ_GENERATOR(mz_gen_hunt_and_kill);
MZ_GENERATOR(mz_gen_sidewinder);
MZ_GENERATOR(mz_gen_binary_tree);
MZ_GENERATOR(mz_gen_growing_tree);
MZ_GENERATOR(mz_gen_unicursal);
MZ_GENERATOR(mz_gen_classical);
MZ_GENERATOR(mz_gen_cave);
MZ_GENERATOR(mz_gen_dungeon);

/* A symmetric maze (opts->symmetry, see symmetry.c): gen makes a piece
 * and the piece's images are carved with it. MAZE_ERR_ARG for a grid or
 * generator it does not suit (mz_symmetry_fits in grid.h, maze_generator_mirrors),
 * m then cleared. */
enum maze_err mz_symmetric(struct maze *m, const struct maze_generator *gen,
                           struct maze_rng *rng,
                           const struct maze_gen_opts *opts,
                           const struct maze_hook *hook);
/* Row by row: the generators that need only the row they are in make each
 * row through one of these, for the whole grid and for a stream alike, so
 * a streamed maze is the same maze as the one made whole. */
struct mz_rows_ctx {
    uint32_t width;
    uint64_t y;     /* the row being made */
    bool last;      /* it is the last one (never, in an endless stream) */
    uint8_t *above; /* the row before, NULL for the first: may get south
                       passages */
    uint8_t *row;   /* this row, walls up: gets east and south passages */
    struct mz_bits *bits;
    const struct maze_gen_opts *opts;
    const struct maze_hook *hook; /* cells are numbered y * width + x */
    void *state;                  /* the generator's own */
};

struct maze_row_maker {
    enum maze_err (*start)(struct mz_rows_ctx *c); /* NULL: nothing to set up */
    void (*row)(struct mz_rows_ctx *c);
    void (*finish)(struct mz_rows_ctx *c); /* NULL: nothing to free */
};

extern const struct maze_row_maker mz_rows_binary_tree, mz_rows_sidewinder,
    mz_rows_eller;

/* Binary-tree's four stretches (binary_tree.c) use AVX-512 where the CPU
 * has it, for the same coins from fewer instructions; true keeps them to
 * AVX2, so that the tests check both on such a CPU. False unless a test
 * sets it. */
extern bool mz_binary_tree_avx2_only;

/* Readies the n cells from row on for a row generator: false when one is
 * OFF (the caller refuses the maze), else true with every wall up (the
 * row zeroed if it held passages, as a stream's rows and a new grid's
 * are). */
bool mz_row_ready(uint8_t *row, size_t n);

/* Makes all of m row by row with g, each row checked for OFF cells
 * (MAZE_ERR_ARG, rng as it was) and zeroed first, so m need not be
 * cleared or checked before. */
enum maze_err mz_by_rows(struct maze *m, const struct maze_row_maker *g,
                         struct maze_rng *rng, const struct maze_gen_opts *opts,
                         const struct maze_hook *hook);

/* maze_stream_new() for the row maker g (NULL: a generator that needs the
 * whole grid, refused with MAZE_ERR_ARG). */
enum maze_err mz_stream_new(const struct maze_row_maker *g, uint32_t width,
                            uint64_t rows, const struct maze_rng *rng,
                            const struct maze_gen_opts *opts,
                            struct maze_stream **out);

#endif
