/*
 * judge.c - the settings judged together (maze_settings_check: the
 * shape, the mask, weave and floors against the generator, the ends
 * against the grid, the memory against the machine's) and the grid made
 * from them (maze_settings_make).
 */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../errors.h"
#include "../mz.h"
#include "settings.h"

/* ----------------------------------------------------------- judging */

const char *mz_settings_shape_name(const struct maze_settings *s)
{
    return maze_shape_name(s->shape);
}

/* Refuses the request's generator, which cannot do what fmt says, and
 * names the generators that can (those for which can() holds) as the
 * hint: "eller cannot weave (try: backtracker, prim, ...)", with why,
 * when given, before the hint: "(its mazes are not perfect; try: ...)". */
static enum maze_err
refuse_generator(const struct maze_settings *s,
                 bool (*can)(const struct maze_generator *), const char *why,
                 struct maze_settings_error *err, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

static enum maze_err
refuse_generator(const struct maze_settings *s,
                 bool (*can)(const struct maze_generator *), const char *why,
                 struct maze_settings_error *err, const char *fmt, ...)
{
    char words[160];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(words, sizeof words, fmt, ap);
    va_end(ap);
    char names[256];
    mz_settings_generators_that(can, names, sizeof names);
    return mz_settings_refuse(err, MAZE_ERR_CONFLICT, "%s %s (%s%stry: %s)",
                              s->recipe.generator->name, words, why ? why : "",
                              why ? "; " : "", names);
}

/* A mask must suit the generator and be one piece. */
static enum maze_err check_mask(const struct maze_settings *s,
                                struct maze_settings_error *err)
{
    const struct maze_recipe *r = &s->recipe;
    if (!r->generator->masks)
        return refuse_generator(s, mz_settings_carves_any_grid, NULL, err,
                                "cannot carve a mask");
    /* A mask read from a file is a cell a character or pixel: its size
     * is the maze's (a text mask is drawn at the size given). */
    bool other_w = mz_settings_given(s, SET_WIDTH) &&
                   s->width_given != s->mask->width;
    bool other_h = mz_settings_given(s, SET_HEIGHT) &&
                   s->height_given != s->mask->height;
    if (!s->mask_text && (other_w || other_h))
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s%sthe mask is %ux%u cells, a cell a character or pixel, "
            "and its size is the maze's: %s %u asks for another (leave "
            "out %s and %s)",
            s->mask_name ? s->mask_name : "", s->mask_name ? ": " : "",
            s->mask->width, s->mask->height,
            mz_settings_spell(s, other_w ? SET_WIDTH : SET_HEIGHT),
            other_w ? s->width_given : s->height_given,
            mz_settings_spell(s, SET_WIDTH), mz_settings_spell(s, SET_HEIGHT));
    size_t parts = 0;
    size_t cell[3];
    if (maze_parts(s->mask, &parts, cell, 3) != MAZE_OK)
        return mz_settings_refuse(err, MAZE_ERR_NOMEM, "out of memory");
    if (parts > 1) {
        char where[96] = "";
        for (size_t i = 0; i < parts && i < 3; i++) {
            uint32_t x = 0, y = 0;
            maze_cell_xy(s->mask, cell[i], &x, &y);
            char one[32];
            snprintf(one, sizeof one, "%s%u,%u", i ? ", " : "", x, y);
            strncat(where, one, sizeof where - strlen(where) - 1);
        }
        return mz_settings_refuse(
            err, MAZE_ERR_FORMAT,
            "%s%sthe mask has %zu separate parts (at %s%s): a maze "
            "joins one; connect them or leave the others out",
            s->mask_name ? s->mask_name : "", s->mask_name ? ": " : "", parts,
            where, parts > 3 ? ", ..." : "");
    }
    const uint32_t xy[2][2] = {{r->start_x, r->start_y}, {r->end_x, r->end_y}};
    const bool have[2] = {r->have_start, r->have_end};
    for (int i = 0; i < 2; i++)
        if (have[i] && xy[i][0] < s->width && xy[i][1] < s->height &&
            (s->mask->cell[maze_cell_at(s->mask, xy[i][0], xy[i][1])] &
             MAZE_CELL_OFF))
            return mz_settings_refuse(err, MAZE_ERR_CONFLICT,
                                      "%s %u,%u is not in the mask",
                                      i ? "end" : "start", xy[i][0], xy[i][1]);
    return MAZE_OK;
}

/* The shape must suit the generator, the size and the mask. */
/* Whether the grid has rings (a table of them, not a width): polar and
 * sphere. */
static bool ringed(const struct maze_settings *s)
{
    return s->shape == MAZE_SHAPE_POLAR || s->shape == MAZE_SHAPE_SPHERE;
}

static enum maze_err check_shape(const struct maze_settings *s, uint32_t width,
                                 struct maze_settings_error *err)
{
    const struct maze_generator *g = s->recipe.generator;
    char buf[32];
    if (g->polar_only && s->shape != MAZE_SHAPE_POLAR)
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s works on polar grids only, not %s grids (try: %s "
            "polar)",
            g->name, mz_settings_shape_name(s),
            mz_settings_spell(s, SET_SHAPE));
    if (mz_settings_is_generator(g, "classical") &&
        (s->height != CLASSICAL_RINGS || width < 30)) {
        char buf2[32];
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "classical needs a polar grid of 8 rings, 30 cells or "
            "more round the inner one, so its seven circuits line "
            "up (try: %s %s)",
            mz_settings_spell_value(s, SET_WIDTH, "32", buf, sizeof buf),
            mz_settings_spell_value(s, SET_HEIGHT, "8", buf2, sizeof buf2));
    }
    if (!maze_generator_takes(g, s->shape, false))
        return refuse_generator(s, mz_settings_carves_any_grid, NULL, err,
                                "works on rectangles%s only, not %s grids",
                                g->polar ? " and polar grids" : "",
                                mz_settings_shape_name(s));
    if (mz_settings_given(s, SET_ROOM_SIZE) && s->shape == MAZE_SHAPE_POLAR)
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s works on rectangles, not polar grids (a polar field's "
            "rings are no sides to measure a room by)",
            mz_settings_spell(s, SET_ROOM_SIZE));
    if (s->mask && (ringed(s) || s->shape == MAZE_SHAPE_CUBE))
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "a mask works on rect, hex and triangle grids, not "
            "%s ones",
            mz_settings_shape_name(s));
    if (s->shape == MAZE_SHAPE_CUBE && mz_settings_given(s, SET_HEIGHT))
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "a cube's faces are square: %s sets their side, and %s is "
            "not needed (try: %s alone)",
            mz_settings_spell(s, SET_WIDTH), mz_settings_spell(s, SET_HEIGHT),
            mz_settings_spell(s, SET_WIDTH));
    if (s->shape == MAZE_SHAPE_CUBE && width > MAZE_MAX_SIDE / 6)
        return mz_settings_refuse(
            err, MAZE_ERR_TOO_BIG,
            "a cube's faces are at most %u cells a side, not %u",
            MAZE_MAX_SIDE / 6, width);
    if (ringed(s) && s->height > MAZE_MAX_RINGS)
        return mz_settings_refuse(err, MAZE_ERR_CONFLICT,
                                  "a %s maze has at most %u rings (%s)",
                                  mz_settings_shape_name(s), MAZE_MAX_RINGS,
                                  mz_settings_spell(s, SET_HEIGHT));
    if (ringed(s) && width == 2)
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "a %s maze's innermost ring needs 1 cell (a round "
            "centre) or at least 3 (%s would make two cells that "
            "touch twice)",
            mz_settings_shape_name(s),
            mz_settings_spell_value(s, SET_WIDTH, "2", buf, sizeof buf));
    if (s->shape == MAZE_SHAPE_SPHERE &&
        ((s->height & 1) || (width == 1 && s->height < 4))) {
        snprintf(buf, sizeof buf, "%u", s->height < 4 ? 4 : s->height + 1);
        char hint[48];
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "a sphere needs an even number of rings, 4 or more with a "
            "one-cell cap, not %u (half are the north's, half the "
            "south's; try: %s)",
            s->height,
            mz_settings_spell_value(s, SET_HEIGHT, buf, hint, sizeof hint));
    }
    if (s->shape == MAZE_SHAPE_TRIANGLE && width == 1 && s->height > 1)
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "a triangle maze needs %s or more: one column of "
            "triangles falls apart into pairs",
            mz_settings_spell_value(s, SET_WIDTH, "2", buf, sizeof buf));
    return MAZE_OK;
}

/* A weave needs a rectangle and a generator that tunnels. */
static enum maze_err check_weave(const struct maze_settings *s,
                                 struct maze_settings_error *err)
{
    if (s->shape != MAZE_SHAPE_RECT)
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT, "%s works on rectangles, not %s grids",
            mz_settings_spell(s, SET_WEAVE), mz_settings_shape_name(s));
    if (!maze_generator_weaves(s->recipe.generator))
        return refuse_generator(s, maze_generator_weaves, NULL, err,
                                "cannot weave");
    return MAZE_OK;
}

/* Wrapped edges: rectangles and hexagons (an even height to wrap in y,
 * no twist),
 * the only topologies with a seam (triangles and upsilon's octagons of
 * an even width would meet across one, but none is built), a generator that
 * works through the topology, neither weave nor floors (their crossings and
 * stairs would meet the seam). */
static enum maze_err check_wrap(const struct maze_settings *s,
                                struct maze_settings_error *err)
{
    const char *wrap = mz_settings_spell(s, SET_WRAP);
    char buf[32];
    if (s->shape == MAZE_SHAPE_POLAR)
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s works on rect and hex grids, not polar ones (a "
            "polar grid's rings wrap round already)",
            wrap);
    if (s->shape != MAZE_SHAPE_RECT && s->shape != MAZE_SHAPE_HEX)
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s works on rect and hex grids, not %s grids (the "
            "library joins no seam across them)",
            wrap, mz_settings_shape_name(s));
    if (s->shape == MAZE_SHAPE_HEX &&
        (s->recipe.wrap & (MAZE_WRAP_FLIP_X | MAZE_WRAP_FLIP_Y)))
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s %s works on rect grids, not hex ones (a twisted seam "
            "would put a row's cells on the other row's half-cell "
            "offset; try: %s x)",
            wrap, maze_wrap_name(s->recipe.wrap), wrap);
    if (s->shape == MAZE_SHAPE_HEX && (s->recipe.wrap & MAZE_WRAP_Y) &&
        (s->height & 1)) {
        snprintf(buf, sizeof buf, "%u", s->height + 1);
        char hint[48];
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s %s on a hex grid needs an even height, not %u (the "
            "rows' half-cell offsets must meet across the seam; "
            "try: %s)",
            wrap, maze_wrap_name(s->recipe.wrap), s->height,
            mz_settings_spell_value(s, SET_HEIGHT, buf, hint, sizeof hint));
    }
    if (s->floors > 1 || s->recipe.gen.weave > 0)
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT, "%s and %s cannot be combined", wrap,
            mz_settings_spell(s, s->floors > 1 ? SET_FLOORS : SET_WEAVE));
    if (!s->recipe.generator->masks)
        return refuse_generator(s, mz_settings_carves_any_grid, NULL, err,
                                "cannot wrap: it makes rectangles with edges");
    return MAZE_OK;
}

/* A maze of floors: rectangles, a generator that works through the
 * topology, no mask, ends from the lowest floor to the highest. */
static enum maze_err check_floors(const struct maze_settings *s,
                                  struct maze_settings_error *err)
{
    const char *floors = mz_settings_spell(s, SET_FLOORS);
    char buf[32];
    if (s->shape == MAZE_SHAPE_HEX)
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s works on rectangles only: a hexagon has six "
            "neighbours already, the most a cell may have",
            floors);
    if (s->shape != MAZE_SHAPE_RECT)
        return mz_settings_refuse(err, MAZE_ERR_CONFLICT,
                                  "%s works on rectangles only, not %s grids",
                                  floors, mz_settings_shape_name(s));
    if (!s->recipe.generator->masks)
        return refuse_generator(s, mz_settings_carves_any_grid, NULL, err,
                                "makes one floor at a time and cannot make "
                                "stairs");
    if (s->mask)
        return mz_settings_refuse(err, MAZE_ERR_CONFLICT,
                                  "%s and %s cannot be combined", floors,
                                  mz_settings_spell(s, SET_MASK));
    if (s->recipe.have_start || s->recipe.have_end)
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s and %s cannot be combined with %s (the start is on "
            "the lowest floor, the end on the highest; try: %s)",
            mz_settings_spell(s, SET_START), mz_settings_spell(s, SET_END),
            floors,
            mz_settings_spell_value(s, SET_ENDS, "farthest", buf, sizeof buf));
    if ((uint64_t)s->height * s->floors > MAZE_MAX_SIDE)
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%u floors of %u rows are too many rows (at most %u)", s->floors,
            s->height, MAZE_MAX_SIDE);
    return MAZE_OK;
}

/* A symmetric maze: a flat rectangle, without a mask or braid, from a
 * generator that makes perfect rectangles, with an odd side for xy and
 * rot (see symmetry.c). */
static enum maze_err check_symmetry(const struct maze_settings *s,
                                    uint32_t width,
                                    struct maze_settings_error *err)
{
    const struct maze_recipe *r = &s->recipe;
    const char *sym = mz_settings_spell(s, SET_SYMMETRY);
    char buf[32];
    mz_settings_spell_value(
        s, SET_SYMMETRY, maze_symmetry_name(r->gen.symmetry), buf, sizeof buf);
    if (!maze_generator_mirrors(r->generator))
        return refuse_generator(
            s, maze_generator_mirrors,
            r->generator->imperfect ? "its mazes are not perfect"
            : r->generator->polar_only
                ? "its labyrinth has one layout"
                : "two copies of its one path would not be one path",
            err, "cannot make symmetric mazes");
    if (s->shape != MAZE_SHAPE_RECT)
        return mz_settings_refuse(err, MAZE_ERR_CONFLICT,
                                  "%s works on rectangles, not %s grids", sym,
                                  mz_settings_shape_name(s));
    /* A wrapped grid's seams lie outside the piece the generator makes,
     * so its images would never cross them. */
    if (s->floors > 1 || s->mask || r->gen.weave > 0 || r->braid > 0 ||
        r->wrap) {
        enum setting other = s->floors > 1      ? SET_FLOORS
                             : s->mask          ? SET_MASK
                             : r->gen.weave > 0 ? SET_WEAVE
                             : r->braid > 0     ? SET_BRAID
                                                : SET_WRAP;
        return mz_settings_refuse(err, MAZE_ERR_CONFLICT,
                                  "%s and %s cannot be combined", sym,
                                  mz_settings_spell(s, other));
    }
    if (!mz_symmetry_fits(r->gen.symmetry, width, s->height))
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s needs an odd width or height, not %ux%u (a perfect "
            "maze turned half round its centre keeps a middle cell "
            "or passage, and a grid of two even sides has none; "
            "try: %s %u)",
            buf, width, s->height, mz_settings_spell(s, SET_WIDTH), width + 1);
    return MAZE_OK;
}

/* A sparse maze: dead ends taken off a perfect maze, so a generator of
 * perfect mazes on a grid that can leave cells out, without crossings
 * (each needs its four passages) or a symmetry (the cells left out are
 * drawn at random, not mirrored). */
static enum maze_err check_sparse(const struct maze_settings *s,
                                  struct maze_settings_error *err)
{
    const struct maze_recipe *r = &s->recipe;
    const struct maze_generator *g = r->generator;
    const char *sparse = mz_settings_spell(s, SET_SPARSE);
    if (!maze_generator_reads(g, "sparse"))
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s takes dead ends off a perfect maze, and %s %s (try: "
            "backtracker)",
            sparse, g->name,
            g->imperfect    ? "makes loops and rock of its own"
            : g->polar_only ? "has one layout"
                            : "makes one path through every cell");
    if (s->shape == MAZE_SHAPE_POLAR)
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s works on rect, hex, triangle and upsilon grids, not polar "
            "ones (a polar grid leaves no cell out)",
            sparse);
    enum setting other = mz_settings_given(s, SET_ROOM_SIZE) ? SET_ROOM_SIZE
                         : r->gen.weave > 0                  ? SET_WEAVE
                         : r->gen.symmetry                   ? SET_SYMMETRY
                                                             : SET_COUNT;
    if (other != SET_COUNT)
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT, "%s and %s cannot be combined (%s)", sparse,
            mz_settings_spell(s, other),
            other == SET_ROOM_SIZE ? "rooms have loops, and a sparse maze "
                                     "is a perfect one"
            : other == SET_WEAVE   ? "a crossing needs its four passages"
                                   : "the cells left out are not mirrored");
    return MAZE_OK;
}

/* Settings the generator has no use for. */
static enum maze_err check_reads(const struct maze_settings *s,
                                 struct maze_settings_error *err)
{
    static const enum setting own[] = {
        SET_BIAS, SET_PICK,        SET_MIX,   SET_BASE,      SET_RULE,
        SET_FILL, SET_GENERATIONS, SET_ROOMS, SET_ROOM_SIZE, SET_TRIM};
    const struct maze_generator *g = s->recipe.generator;
    for (size_t i = 0; i < sizeof own / sizeof *own; i++) {
        const char *name = mz_settings_names[own[i]].name;
        if (!mz_settings_given(s, own[i]) || maze_generator_reads(g, name))
            continue;
        char readers[128] = "";
        for (const struct maze_generator *r = maze_generators(); r->name; r++)
            if (maze_generator_reads(r, name)) {
                if (*readers)
                    strncat(readers, " and ",
                            sizeof readers - strlen(readers) - 1);
                strncat(readers, r->name, sizeof readers - strlen(readers) - 1);
            }
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT, "%s is read by %s only, not by %s",
            mz_settings_spell(s, own[i]), readers, g->name);
    }
    return MAZE_OK;
}

/* Refuses a grid whose memory this machine does not have. */
static enum maze_err check_memory(const struct maze_settings *s, uint32_t width,
                                  uint32_t height,
                                  struct maze_settings_error *err)
{
    size_t bytes = 0;
    double have = mz_machine_bytes();
    enum maze_err e = maze_shape_bytes(s->shape, width, height, &bytes);
    double need =
        e == MAZE_OK ? (double)bytes : mz_shape_need(s->shape, width, height);
    if (e == MAZE_OK && (have == 0 || need <= have))
        return MAZE_OK;
    char need_text[32];
    char have_text[32];
    mz_bytes_text(need, need_text, sizeof need_text);
    mz_bytes_text(have, have_text, sizeof have_text);
    return mz_settings_refuse(
        err, MAZE_ERR_TOO_BIG,
        "a %ux%u maze needs %s of memory, more than this machine's "
        "%s",
        width, height, need_text, have_text);
}

/* Start and end against the grid's size. */
static enum maze_err check_ends(const struct maze_settings *s, uint32_t width,
                                struct maze_settings_error *err)
{
    const struct maze_recipe *r = &s->recipe;
    const uint32_t xy[2][2] = {{r->start_x, r->start_y}, {r->end_x, r->end_y}};
    const bool have[2] = {r->have_start, r->have_end};
    for (int i = 0; i < 2; i++) {
        const char *what = i ? "end" : "start";
        if (!have[i])
            continue;
        /* Polar rings are longer than the width: maze_settings_make()
         * checks the place against them. */
        if (ringed(s) && xy[i][1] >= s->height)
            return mz_settings_refuse(
                err, MAZE_ERR_CONFLICT,
                "%s ring %u is outside the maze (rings 0 to %u)", what,
                xy[i][1], s->height - 1);
        if (!ringed(s) && (xy[i][0] >= width || xy[i][1] >= s->height))
            return mz_settings_refuse(
                err, MAZE_ERR_ARG,
                "%s %u,%u is outside the %ux%u maze (x from 0 to "
                "%u, y from 0 to %u)",
                what, xy[i][0], xy[i][1], width, s->height, width - 1,
                s->height - 1);
    }
    uint32_t sx = r->have_start ? r->start_x : 0;
    uint32_t sy = r->have_start ? r->start_y : 0;
    uint32_t ex = r->have_end ? r->end_x : width - 1;
    uint32_t ey = r->have_end ? r->end_y : s->height - 1;
    if (s->mask) {
        /* The default ends are the first and last kept cells. */
        if (!r->have_start)
            maze_cell_xy(s->mask, s->mask->start, &sx, &sy);
        if (!r->have_end)
            maze_cell_xy(s->mask, s->mask->end, &ex, &ey);
    }
    if (sx == ex && sy == ey && (width > 1 || s->height > 1) &&
        (!s->mask || s->mask->start != s->mask->end))
        return mz_settings_refuse(err, MAZE_ERR_CONFLICT,
                                  "start and end are the same cell %u,%u", sx,
                                  sy);
    return MAZE_OK;
}

static enum maze_err too_many_cells(const struct maze_generator *g,
                                    uint64_t cells,
                                    struct maze_settings_error *err)
{
    return mz_settings_refuse(
        err, MAZE_ERR_ARG,
        "a maze of %llu cells is too big for %s (at most %llu; try "
        "backtracker, which takes any size)",
        (unsigned long long)cells, g->name, (unsigned long long)g->max_cells);
}

/* Growing-tree's pick and mix given both: mix alone is pick "mix:P". */
static enum maze_err refuse_pick_and_mix(const struct maze_settings *s,
                                         struct maze_settings_error *err)
{
    char buf[32], buf2[32];
    return mz_settings_refuse(
        err, MAZE_ERR_CONFLICT,
        "%s and %s both say how growing-tree picks its next cell (try: %s, "
        "or %s alone)",
        mz_settings_spell(s, SET_PICK), mz_settings_spell(s, SET_MIX),
        mz_settings_spell_value(s, SET_PICK, "mix:0.3", buf, sizeof buf),
        mz_settings_spell_value(s, SET_MIX, "0.3", buf2, sizeof buf2));
}

/* maze_settings_check() without remembering. */
static enum maze_err judge(const struct maze_settings *s,
                           struct maze_settings_error *err)
{
    const struct maze_recipe *r = &s->recipe;
    uint32_t width = 0;
    maze_settings_size(s, NULL, &width, NULL, NULL);
    char buf[32];
    enum maze_err e = MAZE_OK;
    if (mz_settings_given(s, SET_MASK_FONT) && !s->mask_text)
        return mz_settings_refuse(err, MAZE_ERR_CONFLICT,
                                  "%s says how %s is drawn (add %s)",
                                  mz_settings_spell(s, SET_MASK_FONT),
                                  mz_settings_spell(s, SET_MASK_TEXT),
                                  mz_settings_spell(s, SET_MASK_TEXT));
    if (s->mask_text && s->mask_text_why[0])
        return mz_settings_refuse(err,
                                  s->mask_text_err == MAZE_ERR_TOO_BIG ||
                                          s->mask_text_err == MAZE_ERR_NOMEM
                                      ? s->mask_text_err
                                      : MAZE_ERR_CONFLICT,
                                  "%s: %s", mz_settings_spell(s, SET_MASK_TEXT),
                                  s->mask_text_why);
    if (mz_settings_given(s, SET_PICK) && mz_settings_given(s, SET_MIX))
        return refuse_pick_and_mix(s, err);
    if (r->gen.stairs > 0 && s->floors <= 1)
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s needs %s or more (a maze of one floor has no "
            "stairs)",
            mz_settings_spell(s, SET_STAIRS),
            mz_settings_spell_value(s, SET_FLOORS, "2", buf, sizeof buf));
    if (r->gen.weave > 0 && s->floors > 1)
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s and %s cannot be combined (a maze either weaves or "
            "has floors)",
            mz_settings_spell(s, SET_WEAVE), mz_settings_spell(s, SET_FLOORS));
    if (r->wrap && (e = check_wrap(s, err)))
        return e;
    if (r->gen.weave > 0 && (e = check_weave(s, err)))
        return e;
    if (s->floors > 1 && (e = check_floors(s, err)))
        return e;
    if ((s->shape != MAZE_SHAPE_RECT || r->generator->polar_only) &&
        (e = check_shape(s, width, err)))
        return e;
    if (s->mask && (e = check_mask(s, err)))
        return e;
    if (r->gen.symmetry && (e = check_symmetry(s, width, err)))
        return e;
    if ((e = check_reads(s, err)))
        return e;
    if (mz_settings_given(s, SET_SPARSE) && (e = check_sparse(s, err)))
        return e;
    if (r->ends != MAZE_ENDS_CORNERS && (r->have_start || r->have_end))
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT, "%s and %s cannot be combined with %s",
            mz_settings_spell(s, SET_START), mz_settings_spell(s, SET_END),
            mz_settings_spell_value(
                s, SET_ENDS, mz_settings_ends_names[r->ends], buf, sizeof buf));
    if ((e = check_ends(s, width, err)))
        return e;
    if (r->ends == MAZE_ENDS_NONE && (mz_settings_given(s, SET_ROUTE_LENGTH) ||
                                      mz_settings_given(s, SET_DIFFICULTY)))
        return mz_settings_refuse(
            err, MAZE_ERR_CONFLICT,
            "%s needs a start and an end, and %s leaves them out",
            mz_settings_spell(s, mz_settings_given(s, SET_ROUTE_LENGTH)
                                     ? SET_ROUTE_LENGTH
                                     : SET_DIFFICULTY),
            mz_settings_spell_value(s, SET_ENDS, "none", buf, sizeof buf));
    if ((e = check_memory(s, width, s->height * s->floors, err)))
        return e;
    /* Before the grid is made (kruskal's 70000 x 70000 would take 4.8 GB
     * first); a polar grid's cells only the grid can count. */
    uint64_t cells = (uint64_t)width * s->height * s->floors;
    if (!ringed(s) && r->generator->max_cells &&
        cells > r->generator->max_cells)
        return too_many_cells(r->generator, cells, err);
    return MAZE_OK;
}

enum maze_err maze_settings_check(struct maze_settings *s,
                                  struct maze_settings_error *err)
{
    enum maze_err e = judge(s, err);
    s->good = e == MAZE_OK;
    return e;
}

/* A polar cell is (place in its ring, ring), and only the grid knows how
 * long each ring is. */
static enum maze_err check_ring(const struct maze *m, const char *what,
                                uint32_t x, uint32_t y,
                                struct maze_settings_error *err)
{
    char why[sizeof err->message];
    enum maze_err e = maze_cell_check(m, what, x, y, NULL, why, sizeof why);
    return e ? mz_settings_refuse(err, e, "%s", why) : MAZE_OK;
}

enum maze_err maze_settings_make(const struct maze_settings *s, uint64_t seed,
                                 const struct maze_hook *hook,
                                 struct maze **out,
                                 struct maze_settings_error *err)
{
    enum maze_err e = s->good ? MAZE_OK : judge(s, err);
    if (e)
        return e;
    const struct maze_recipe *r = &s->recipe;
    uint32_t width = 0;
    maze_settings_size(s, NULL, &width, NULL, NULL);
    struct maze *m = NULL;
    e = s->floors > 1 ? maze_new_towers(width, s->height, s->floors / s->towers,
                                        s->towers, &m)
                      : maze_new_shape(s->shape, width, s->height, &m);
    if (e)
        return mz_settings_refuse(err, e, "cannot make a %ux%u maze: %s", width,
                                  s->height, maze_strerror(e));
    if (r->generator->max_cells && m->cells > r->generator->max_cells) {
        e = too_many_cells(r->generator, m->cells, err);
        maze_free(m);
        return e;
    }
    if (m->ring && ((r->have_start && (e = check_ring(m, "start", r->start_x,
                                                      r->start_y, err))) ||
                    (r->have_end &&
                     (e = check_ring(m, "end", r->end_x, r->end_y, err))))) {
        maze_free(m);
        return e;
    }
    e = maze_make(m, r, seed, hook);
    bool start = maze_crossing(m, m->start, NULL);
    if (e == MAZE_ERR_ARG && r->gen.weave > 0 &&
        (start || maze_crossing(m, m->end, NULL))) {
        uint32_t x = 0;
        uint32_t y = 0;
        maze_cell_xy(m, start ? m->start : m->end, &x, &y);
        e = mz_settings_refuse(
            err, MAZE_ERR_ARG,
            "the %s %u,%u is a crossing of this weave maze (pick "
            "another cell or seed)",
            start ? "start" : "end", x, y);
    } else if (e) {
        mz_settings_refuse(err, e, "cannot make the maze: %s",
                           maze_strerror(e));
    }
    if (e) {
        maze_free(m);
        return e;
    }
    *out = m;
    return MAZE_OK;
}
