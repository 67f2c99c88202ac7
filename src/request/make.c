/*
 * make.c - a maze from its recipe and seed: the one sequence of calls
 * every user of the library makes mazes by (the tool, the Python package,
 * the web page), so a seed means the same maze in all of them.
 */
#include <string.h>

#include "../mz.h"

/* Whether (x, y) is a cell of m (polar: place x in ring y). */
static bool has_cell(const struct maze *m, uint32_t x, uint32_t y)
{
    if (y >= m->height)
        return false;
    return x < (m->ring ? mz_ring_cells(m, y) : m->width);
}

/* A symmetric maze's end is its start's image (under the mirror; xy's
 * under the half turn), unless the start is its own image: then the end
 * stays where it was. */
static void symmetric_end(struct maze *m, enum maze_symmetry s)
{
    size_t end = maze_symmetry_image(m, s, m->start);
    if (end != m->start)
        m->end = end;
}

/* Leaves r's share of m's cells uncarved (maze_sparse), keeping the ends
 * the corners rule will set; farthest ends are found after, among the
 * cells left. A perfect maze only: not the generators of loops, rock or
 * one path, nor division's rooms, nor a symmetry. */
static enum maze_err sparse(struct maze *m, const struct maze_recipe *r,
                            const struct maze_generator *gen,
                            struct maze_rng *rng, const struct maze_hook *hook)
{
    if (!maze_generator_reads(gen, "sparse") || r->gen.symmetry ||
        (r->gen.room_max && strcmp(gen->name, "division") == 0))
        return MAZE_ERR_ARG;
    size_t keep_a = MAZE_NONE;
    size_t keep_b = MAZE_NONE;
    if (r->ends == MAZE_ENDS_CORNERS) {
        keep_a = r->have_start ? maze_cell_at(m, r->start_x, r->start_y)
                               : m->start;
        keep_b = r->have_end ? maze_cell_at(m, r->end_x, r->end_y) : m->end;
    }
    return maze_sparse(m, r->sparse, keep_a, keep_b, rng, hook);
}

enum maze_err maze_make(struct maze *m, const struct maze_recipe *r,
                        uint64_t seed, const struct maze_hook *hook)
{
    if ((r->have_start && !has_cell(m, r->start_x, r->start_y)) ||
        (r->have_end && !has_cell(m, r->end_x, r->end_y)))
        return MAZE_ERR_ARG;
    if (maze_set_wrap(m, r->wrap))
        return MAZE_ERR_ARG;
    if (r->mask) {
        if (r->mask->cells != m->cells)
            return MAZE_ERR_ARG;
        memcpy(m->cell, r->mask->cell, m->cells);
        maze_ends_default(m);
    }
    const struct maze_generator *gen =
        r->generator ? r->generator : maze_generators();
    struct maze_rng rng;
    maze_rng_seed(&rng, seed);
    /* Someone listening is told how far the generator has come: its steps
     * are the passages of a perfect maze of the cells that are on. */
    struct mz_progress_relay relay;
    if (hook) {
        size_t on = r->mask ? mz_cells_on(m) : m->cells;
        mz_progress_relay_start(&relay, m, hook, on ? on - 1 : 0);
    }
    enum maze_err err =
        maze_generate(m, gen, &rng, &r->gen, hook ? &relay.hook : NULL);
    if (hook && !err)
        mz_progress_end(&relay.count);
    if (!err && r->sparse > 0)
        err = sparse(m, r, gen, &rng, hook);
    if (!err)
        err = maze_braid(m, r->braid, &rng, hook);
    if (!err && r->ends == MAZE_ENDS_FARTHEST)
        err = maze_ends_farthest(m);
    if (err)
        return err;
    if (r->ends == MAZE_ENDS_NONE)
        m->start = m->end = MAZE_NONE;
    if (r->have_start)
        m->start = maze_cell_at(m, r->start_x, r->start_y);
    if (r->have_end)
        m->end = maze_cell_at(m, r->end_x, r->end_y);
    if (r->gen.symmetry && r->ends == MAZE_ENDS_CORNERS && !r->have_end)
        symmetric_end(m, r->gen.symmetry);
    /* Weave: an end on a crossing could not be written as text (its S or
     * E would hide which way the passage over runs). */
    if (maze_crossing(m, m->start, NULL) || maze_crossing(m, m->end, NULL))
        return MAZE_ERR_ARG;
    return MAZE_OK;
}
