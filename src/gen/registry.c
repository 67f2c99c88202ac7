/*
 * registry.c - the generators, looked up by name.
 *
 * To add a generator: write src/gen/NAME.c with one function of type
 * maze_generate_fn, declare it in gen.h and add one row to the table with
 * its name, summary and function, and the fields below that it needs:
 * .masks when it works on any grid (it must then skip OFF cells, join
 * every cell of a connected mask, and find neighbours only through the
 * topology functions of mz.h, so that it runs on every shape); .max_cells
 * when it has a limit; .rows when it makes a row at a time from the row
 * before (it then streams); .aliases; .polar when it works on polar grids
 * without working on any grid, .polar_only when on nothing else; and
 * .imperfect when its mazes have loops or rock it leaves out (the
 * perfect-maze tests skip it, the connection tests take it). The property
 * tests loop over this table, so a new row is a tested row. The first
 * entry is the default.
 */
#include <string.h>

#include "gen.h"

/* Each row names what it takes beyond a rectangle (.masks: any grid;
 * .polar: polar grids too; .polar_only), what it makes (.imperfect:
 * loops or rock), its limit (.max_cells, 0: only memory's) and how it
 * makes a row at a time (.rows, NULL: it needs the whole grid). */
static const struct maze_generator registry[] = {
    {.name = "backtracker",
     .summary =
         "randomized depth-first search: long winding corridors, few dead ends",
     .generate = mz_gen_backtracker, .masks = true,
     .aliases = "recursive-backtracker depth-first dfs randomized-dfs"},
    {.name = "prim",
     .summary = "randomized Prim: grows evenly, many short dead ends",
     .generate = mz_gen_prim, .masks = true,
     .aliases = "prim's randomized-prim"},
    {.name = "division",
     .summary = "recursive division: long straight walls, rooms within "
                "rooms (--room-size)",
     .generate = mz_gen_division, .aliases = "recursive-division",
     .polar = true},
    {.name = "kruskal",
     .summary = "randomized Kruskal: merging trees, short dead ends",
     .generate = mz_gen_kruskal, .masks = true,
     .max_cells = MZ_KRUSKAL_MAX_CELLS,
     .aliases = "kruskal's randomized-kruskal"},
    {.name = "eller",
     .summary = "Eller's rows: Kruskal-like, streams any height in O(width)",
     .generate = mz_gen_eller, .rows = &mz_rows_eller, .aliases = "eller's"},
    {.name = "wilson",
     .summary = "loop-erased random walks: every maze equally likely",
     .generate = mz_gen_wilson, .masks = true, .aliases = "wilson's"},
    {.name = "aldous-broder",
     .summary = "one random walk: every maze equally likely, slow",
     .generate = mz_gen_aldous_broder, .masks = true, .aliases = "aldous"},
    {.name = "hunt-and-kill",
     .summary = "walks, then hunts for a new start: winding corridors",
     .generate = mz_gen_hunt_and_kill, .masks = true, .aliases = "hunt-kill"},
    {.name = "sidewinder",
     .summary = "rows of runs that open north: zigzag routes upwards",
     .generate = mz_gen_sidewinder, .rows = &mz_rows_sidewinder},
    {.name = "binary-tree",
     .summary = "north or west per cell (--bias): diagonal, two open sides",
     .generate = mz_gen_binary_tree, .rows = &mz_rows_binary_tree,
     .aliases = "binary"},
    {.name = "growing-tree",
     .summary =
         "grows from a list (--pick newest|random|oldest|mix:P): any texture",
     .generate = mz_gen_growing_tree, .masks = true},
    {.name = "unicursal",
     .summary = "one path through every cell, no choice: a maze's corridors "
                "split in two (--base)",
     .generate = mz_gen_unicursal, .aliases = "labyrinth"},
    {.name = "classical",
     .summary = "the seven-circuit labyrinth, on a polar grid of 8 rings",
     .generate = mz_gen_classical, .aliases = "cretan seven-circuit",
     .polar = true, .polar_only = true},
    {.name = "cave",
     .summary = "a cellular automaton's caverns joined by tunnels (--rule, "
                "--fill, --generations)",
     .generate = mz_gen_cave, .aliases = "caves cellular-automaton",
     .imperfect = true},
    {.name = "dungeon",
     .summary =
         "rooms joined by maze corridors (--rooms, --room-size, --trim)",
     .generate = mz_gen_dungeon, .aliases = "dungeons rooms-and-mazes",
     .imperfect = true},
    {.name = NULL},
};

const struct maze_generator *maze_generators(void)
{
    return registry;
}

const struct maze_generator *maze_generator_find(const char *name)
{
    for (const struct maze_generator *g = registry; g->name; g++)
        if (maze_name_distance(name, g->name, g->aliases) == 0)
            return g;
    return NULL;
}

bool maze_generator_takes(const struct maze_generator *gen,
                          enum maze_shape shape, bool off_cells)
{
    if (!gen)
        gen = registry;
    if (gen->masks)
        return true;
    if (gen->polar_only)
        return !off_cells && shape == MAZE_SHAPE_POLAR;
    return !off_cells && (shape == MAZE_SHAPE_RECT ||
                          (gen->polar && shape == MAZE_SHAPE_POLAR));
}

bool maze_generator_streams(const struct maze_generator *gen)
{
    if (!gen)
        gen = registry;
    return gen->rows != NULL;
}

/* Here rather than in rows.c, which the row makers use: the default
 * generator is the registry's to name. */
enum maze_err maze_stream_new(const struct maze_generator *gen, uint32_t width,
                              uint64_t rows, const struct maze_rng *rng,
                              const struct maze_gen_opts *opts,
                              struct maze_stream **out)
{
    if (!gen)
        gen = registry;
    return mz_stream_new(gen->rows, width, rows, rng, opts, out);
}

bool maze_generator_mirrors(const struct maze_generator *gen)
{
    if (!gen)
        gen = registry;
    return !gen->imperfect && !gen->polar_only &&
           gen->generate != mz_gen_unicursal &&
           maze_generator_takes(gen, MAZE_SHAPE_RECT, false);
}

bool maze_generator_weaves(const struct maze_generator *gen)
{
    if (!gen)
        gen = registry;
    maze_generate_fn f = gen->generate;
    return f == mz_gen_backtracker || f == mz_gen_hunt_and_kill ||
           f == mz_gen_growing_tree || f == mz_gen_prim || f == mz_gen_kruskal;
}

/* Whether a binary-tree bias names one vertical and one horizontal
 * direction (0: the default). */
static bool bias_valid(unsigned bias)
{
    unsigned across = bias & ((1u << MAZE_EAST) | (1u << MAZE_WEST));
    unsigned down = bias & ((1u << MAZE_NORTH) | (1u << MAZE_SOUTH));
    return bias == 0 || (bias == (across | down) && mz_count4(across) == 1 &&
                         mz_count4(down) == 1);
}

/* Whether the options of the labyrinths, caves and dungeons are in their
 * ranges: a base that makes perfect rectangles (and is not unicursal
 * itself), a rule of counts 0 to 8, a fill below 1, rooms that are not
 * larger than they may be small. */
static bool forms_valid(const struct maze_gen_opts *o)
{
    const struct maze_generator *b = o->base;
    if (b && (b->imperfect || b->generate == mz_gen_unicursal ||
              !maze_generator_takes(b, MAZE_SHAPE_RECT, false)))
        return false;
    unsigned lo = o->room_min ? o->room_min : MAZE_ROOM_MIN;
    unsigned hi = o->room_max ? o->room_max : MAZE_ROOM_MAX;
    return o->birth < 512 && o->survival < 512 && o->fill >= 0.0 &&
           o->fill < 1.0 && o->generations <= 1000 && lo <= hi &&
           hi <= MAZE_MAX_SIDE && o->trim >= 0.0 && o->trim <= 1.0;
}

enum maze_err maze_generate(struct maze *m, const struct maze_generator *gen,
                            struct maze_rng *rng,
                            const struct maze_gen_opts *opts,
                            const struct maze_hook *hook)
{
    static const struct maze_gen_opts defaults = {0};
    if (!gen) /* as maze_solve() takes NULL, and the recipe's generator */
        gen = registry;
    if (!opts)
        opts = &defaults;
    if (!bias_valid(opts->bias) || !(opts->mix >= 0.0 && opts->mix <= 1.0) ||
        (unsigned)opts->pick > MAZE_PICK_MIX ||
        !(opts->stairs >= 0.0 && opts->stairs <= 1.0) || !forms_valid(opts))
        return MAZE_ERR_ARG;
    if (m->floors > 1 && !gen->masks) /* rows and fields of one floor */
        return MAZE_ERR_ARG;
    if (m->wrap && (!gen->masks || opts->weave > 0)) /* seams: the topology */
        return MAZE_ERR_ARG;
    if ((unsigned)opts->symmetry > MAZE_SYMMETRY_ROT ||
        (opts->symmetry && (opts->weave > 0 || m->wrap)))
        return MAZE_ERR_ARG;
    if (!(opts->weave >= 0.0 && opts->weave <= 1.0) ||
        (opts->weave > 0 &&
         (m->shape != MAZE_SHAPE_RECT || m->floors > 1 ||
          !maze_generator_weaves(gen))))
        return MAZE_ERR_ARG;
    /* A row generator on a flat rectangle looks for OFF cells and clears
     * each row as it comes to it (mz_by_rows): two passes of their own
     * over a large grid would cost it a good share of its time. */
    bool by_rows =
        gen->rows && m->shape == MAZE_SHAPE_RECT && m->floors == 1 && !m->extra;
    if (!by_rows &&
        !maze_generator_takes(gen, m->shape, !gen->masks && mz_has_off(m)))
        return MAZE_ERR_ARG;
    if (gen->max_cells && m->cells > gen->max_cells)
        return MAZE_ERR_TOO_BIG;
    if (opts->symmetry) /* the generator on a piece, then its images */
        return maze_generator_mirrors(gen)
                   ? mz_symmetric(m, gen, rng, opts, hook)
                   : MAZE_ERR_ARG;
    if (opts->weave > 0 && mz_extra_need(m))
        return MAZE_ERR_NOMEM;
    if (!by_rows)
        maze_clear(m);
    enum maze_err err = gen->generate(m, rng, opts, hook);
    if (err)
        maze_clear(m);
    return err;
}
