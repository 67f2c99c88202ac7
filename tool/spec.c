/*
 * spec.c - see spec.h.
 */
#include <errno.h>
#include <string.h>

#include "spec.h"

const char spec_usage[] =
    "  -W, --width N        cells across (default 20); polar: cells of the "
    "innermost\n"
    "                       ring (default 1, a round centre)\n"
    "  -H, --height N       cells down (default 10); polar: rings\n"
    "      --shape NAME     rect (default), hex, triangle or polar (round)\n"
    "      --levels L       L floors of W x H cells joined by stairs "
    "(rect)\n"
    "      --stairs P       how readily a walk takes a stair (above 0, up to "
    "1; default 0.25)\n"
    "  -a, --algorithm NAME how to make it (default backtracker; see: maze "
    "list)\n"
    "  -s, --seed N         the same seed makes the same maze (default: "
    "random,\n"
    "                       printed on stderr)\n"
    "  -b, --braid P        remove this share (0 to 1) of the dead ends, "
    "making loops\n"
    "      --bias NW|NE|SW|SE\n"
    "                       binary-tree: the two directions each cell opens "
    "(default NW)\n"
    "      --pick newest|random|oldest|mix:P\n"
    "                       growing-tree: which listed cell grows next "
    "(default\n"
    "                       newest; mix:P takes the newest with probability "
    "P)\n"
    "      --weave P        passages cross under others (0 to 1: how "
    "readily)\n"
    "      --start X,Y      the start cell (default 0,0, the top left)\n"
    "      --end X,Y        the end cell (default the bottom right)\n"
    "      --mask FILE      carve only these cells: a text file ('X' or '#': "
    "no cell)\n"
    "                       or a PNG (dark pixels: no cell), a cell a "
    "character\n"
    "                       or pixel; its size replaces -W and -H\n"
    "      --ends corners|farthest|none\n"
    "                       corners (default); farthest: the two cells "
    "farthest\n"
    "                       apart; none: no start or end\n";

void spec_release(struct spec *s)
{
    maze_free(s->mask);
    s->mask = NULL;
}

/* Reads the mask and takes its size. */
static bool load_mask(struct spec *s, const char *path)
{
    FILE *in = fopen(path, "rb");
    if (!in) {
        cli_error("cannot read '%s': %s", path, strerror(errno));
        return false;
    }
    struct maze_read_error err = {0};
    struct maze *m = NULL;
    enum maze_err e = maze_mask_read(in, MAZE_READ_MAX, &m, &err);
    fclose(in);
    if (e == MAZE_ERR_FORMAT || e == MAZE_ERR_TOO_BIG) {
        cli_error("%s: %s", path, err.message);
        return false;
    }
    if (e) {
        cli_error("cannot read '%s': %s", path, maze_strerror(e));
        return false;
    }
    maze_free(s->mask);
    s->mask = m;
    s->mask_path = path;
    s->width = m->width;
    s->height = m->height;
    return true;
}

void spec_init(struct spec *s)
{
    memset(s, 0, sizeof *s);
    s->width = 20;
    s->height = 10;
    s->generator = maze_generators();
    s->ends = ENDS_CORNERS;
}

/* "NW", "se", ...: one vertical and one horizontal direction. */
static bool parse_bias(const char *text, unsigned *bias)
{
    unsigned v = 0;
    unsigned h = 0;
    if (strlen(text) == 2) {
        for (int i = 0; i < 2; i++) {
            char ch = (char)(text[i] | 0x20);
            v |= ch == 'n'   ? 1u << MAZE_NORTH
                 : ch == 's' ? 1u << MAZE_SOUTH
                             : 0;
            h |= ch == 'w' ? 1u << MAZE_WEST : ch == 'e' ? 1u << MAZE_EAST : 0;
        }
    }
    if (!v || !h) {
        cli_error("invalid bias '%s' (try: NW, NE, SW, SE)", text);
        return false;
    }
    *bias = v | h;
    return true;
}

static bool parse_pick(const char *text, struct maze_gen_opts *gen)
{
    static const char *const names[] = {"newest", "random", "oldest"};
    for (int i = 0; i < 3; i++) {
        if (strcmp(text, names[i]) == 0) {
            gen->pick = (enum maze_pick)i;
            return true;
        }
    }
    if (strncmp(text, "mix:", 4) == 0) {
        gen->pick = MAZE_PICK_MIX;
        return cli_share("mix share", text + 4, &gen->mix);
    }
    cli_error("invalid pick '%s' (try: newest, random, oldest, mix:0.5)", text);
    return false;
}

static bool parse_ends(const char *text, struct spec *s)
{
    static const char *const names[] = {"corners", "farthest", "none"};
    for (int i = 0; i < 3; i++) {
        if (strcmp(text, names[i]) == 0) {
            s->ends = (enum spec_ends)i;
            s->ends_name = names[i];
            return true;
        }
    }
    cli_error("unknown --ends '%s' (try: corners, farthest, none)", text);
    return false;
}

/* Takes getopt's c and optarg. Returns 0 when taken, -1 when c is not a
 * spec option, the exit status after a message when refused. */
static int spec_option(struct spec *s, int c, const char *arg)
{
    uint64_t v = 0;
    bool ok = true;
    switch (c) {
    case 'W':
    case 'H':
        ok = cli_number(c == 'W' ? "width" : "height", arg, 1, MAZE_MAX_SIDE,
                        &v);
        *(c == 'W' ? &s->width : &s->height) = (uint32_t)v;
        s->have_width |= c == 'W';
        break;
    case SPEC_SHAPE:
        ok = maze_shape_find(arg, &s->shape);
        if (!ok)
            cli_error("unknown shape '%s' (try: rect, hex, triangle, polar)",
                      arg);
        break;
    case 'a':
        s->generator = maze_generator_find(arg);
        s->have_generator = true;
        if (!s->generator) {
            CLI_UNKNOWN("algorithm", arg, maze_generators(),
                        struct maze_generator);
            ok = false;
        }
        break;
    case 's':
        ok = cli_number("seed", arg, 0, UINT64_MAX, &s->seed);
        s->have_seed = true;
        break;
    case 'b':
        /* "--braid --solve": getopt took the next option for the share. */
        if (arg[0] == '-' && arg[1] == '-') {
            cli_error(
                "--braid needs a share from 0 to 1 of the dead ends to "
                "remove (like --braid 0.5, or -b 1 to leave none), and '%s' "
                "is another option",
                arg);
            ok = false;
            break;
        }
        ok = cli_share("braid share", arg, &s->braid);
        break;
    case SPEC_BIAS:
        ok = parse_bias(arg, &s->gen.bias);
        break;
    case SPEC_LEVELS:
        ok = cli_number("levels", arg, 1, MAZE_MAX_LEVELS, &v);
        s->levels = (uint32_t)v;
        break;
    case SPEC_STAIRS:
        ok = cli_share("stairs weight", arg, &s->gen.stairs);
        if (ok && s->gen.stairs == 0.0) {
            cli_error("stairs weight must be above 0, not '%s' (with no "
                      "stairs the floors would not be joined; try: --stairs "
                      "0.05)",
                      arg);
            ok = false;
        }
        break;
    case SPEC_PICK:
        ok = parse_pick(arg, &s->gen);
        break;
    case SPEC_WEAVE:
        ok = cli_share("weave share", arg, &s->gen.weave);
        break;
    case SPEC_START:
        ok = cli_point("start", arg, &s->sx, &s->sy);
        s->have_start = true;
        break;
    case SPEC_END:
        ok = cli_point("end", arg, &s->ex, &s->ey);
        s->have_end = true;
        break;
    case SPEC_ENDS:
        ok = parse_ends(arg, s);
        break;
    case SPEC_MASK:
        if (!load_mask(s, arg))
            return CLI_FAIL;
        break;
    default:
        return -1;
    }
    return ok ? 0 : CLI_USAGE;
}

int spec_getopt(struct spec *s, int argc, char **argv, const char *shortopts,
                const struct option *longopts)
{
    for (;;) {
        int c = getopt_long(argc, argv, shortopts, longopts, NULL);
        if (c == -1) {
            if (s->shape == MAZE_SHAPE_POLAR && !s->have_width)
                s->width = 1; /* a round centre */
            return -1;
        }
        int taken = spec_option(s, c, optarg);
        if (taken < 0)
            return c;
        s->given = true;
        if (taken > 0) {
            s->refusal = taken;
            return SPEC_REFUSED;
        }
    }
}

/* The generators that work on any grid (masks, every shape), for hints. */
static bool carves_any_grid(const struct maze_generator *g)
{
    return g->masks;
}

/* The names of the generators that `can`, for hints. */
static void generators_that(bool (*can)(const struct maze_generator *),
                            char *names, size_t size)
{
    names[0] = '\0';
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        if (!can(g))
            continue;
        if (names[0])
            strncat(names, ", ", size - strlen(names) - 1);
        strncat(names, g->name, size - strlen(names) - 1);
    }
}

/* A mask must suit the generator and be one piece. */
static int check_mask(const struct spec *s, const char *cmd)
{
    if (!s->generator->masks) {
        char names[256];
        generators_that(carves_any_grid, names, sizeof names);
        return cli_usage_error(cmd, "%s cannot carve a mask (try: %s)",
                               s->generator->name, names);
    }
    size_t parts = 0;
    size_t cell[3];
    if (maze_parts(s->mask, &parts, cell, 3) != MAZE_OK) {
        cli_error("out of memory");
        return CLI_FAIL;
    }
    if (parts > 1) {
        char where[96] = "";
        for (size_t i = 0; i < parts && i < 3; i++) {
            uint32_t x = 0, y = 0;
            maze_cell_xy(s->mask, cell[i], &x, &y);
            char one[32];
            snprintf(one, sizeof one, "%s%u,%u", i ? ", " : "", x, y);
            strncat(where, one, sizeof where - strlen(where) - 1);
        }
        cli_error("%s: the mask has %zu separate parts (at %s%s): a maze joins "
                  "one; connect them or leave the others out",
                  s->mask_path, parts, where, parts > 3 ? ", ..." : "");
        return CLI_FAIL;
    }
    const uint32_t xy[2][2] = {{s->sx, s->sy}, {s->ex, s->ey}};
    const bool given[2] = {s->have_start, s->have_end};
    for (int i = 0; i < 2; i++)
        if (given[i] && xy[i][0] < s->width && xy[i][1] < s->height &&
            (s->mask->cell[maze_cell_at(s->mask, xy[i][0], xy[i][1])] &
             MAZE_CELL_OFF))
            return cli_usage_error(cmd, "%s %u,%u is not in the mask",
                                   i ? "end" : "start", xy[i][0], xy[i][1]);
    return -1;
}

/* The shape must suit the generator, the size and the mask. */
static int check_shape(const struct spec *s, const char *cmd)
{
    const char *shape = maze_shape_name(s->shape);
    if (!maze_generator_takes(s->generator, s->shape, false)) {
        char names[256];
        generators_that(carves_any_grid, names, sizeof names);
        return cli_usage_error(cmd,
                               "%s works on rectangles%s only, not %s "
                               "grids (try: %s)",
                               s->generator->name,
                               s->generator->polar ? " and polar grids" : "",
                               shape, names);
    }
    if (s->mask && s->shape == MAZE_SHAPE_POLAR)
        return cli_usage_error(cmd, "a mask works on rect, hex and triangle "
                                    "grids, not polar ones");
    if (s->shape == MAZE_SHAPE_POLAR && s->height > MAZE_MAX_RINGS)
        return cli_usage_error(cmd, "a polar maze has at most %u rings (-H)",
                               MAZE_MAX_RINGS);
    if (s->shape == MAZE_SHAPE_POLAR && s->width == 2)
        return cli_usage_error(cmd, "a polar maze's innermost ring needs 1 "
                                    "cell (a round centre) or at least 3 "
                                    "(-W 2 would make two cells that touch "
                                    "twice)");
    if (s->shape == MAZE_SHAPE_TRIANGLE && s->width == 1 && s->height > 1)
        return cli_usage_error(cmd, "a triangle maze needs -W 2 or more: one "
                                    "column of triangles falls apart into "
                                    "pairs");
    return -1;
}

/* A weave needs a rectangle and a generator that tunnels. */
static int check_weave(const struct spec *s, const char *cmd)
{
    if (s->shape != MAZE_SHAPE_RECT)
        return cli_usage_error(cmd, "--weave works on rectangles, not %s grids",
                               maze_shape_name(s->shape));
    if (!maze_generator_weaves(s->generator)) {
        char names[256];
        generators_that(maze_generator_weaves, names, sizeof names);
        return cli_usage_error(cmd, "%s cannot weave (try: %s)",
                               s->generator->name, names);
    }
    return -1;
}

/* A maze of floors: rectangles, a generator that works through the
 * topology, no mask, ends from the lowest floor to the highest. */
static int check_levels(const struct spec *s, const char *cmd)
{
    if (s->shape == MAZE_SHAPE_HEX)
        return cli_usage_error(cmd, "--levels works on rectangles only: a "
                                    "hexagon has six neighbours already, "
                                    "the most a cell may have");
    if (s->shape != MAZE_SHAPE_RECT)
        return cli_usage_error(cmd,
                               "--levels works on rectangles only, not "
                               "%s grids",
                               maze_shape_name(s->shape));
    if (!s->generator->masks) {
        char names[256];
        generators_that(carves_any_grid, names, sizeof names);
        return cli_usage_error(cmd,
                               "%s makes one floor at a time and cannot "
                               "make stairs (try: %s)",
                               s->generator->name, names);
    }
    if (s->mask)
        return cli_usage_error(cmd, "--levels and --mask cannot be combined");
    if (s->have_start || s->have_end)
        return cli_usage_error(cmd, "--start and --end cannot be combined with "
                                    "--levels (the start is on the lowest "
                                    "floor, the end on the highest; try: "
                                    "--ends farthest)");
    if ((uint64_t)s->height * s->levels > MAZE_MAX_SIDE)
        return cli_usage_error(cmd,
                               "%u floors of %u rows are too many rows "
                               "(at most %u)",
                               s->levels, s->height, MAZE_MAX_SIDE);
    return -1;
}

int spec_check(const struct spec *s, const char *cmd)
{
    if (s->gen.stairs > 0 && s->levels <= 1)
        return cli_usage_error(cmd, "--stairs needs --levels 2 or more (a "
                                    "maze of one floor has no stairs)");
    if (s->gen.weave > 0 && s->levels > 1)
        return cli_usage_error(cmd, "--weave and --levels cannot be combined "
                                    "(a maze either weaves or has floors)");
    if (s->gen.weave > 0) {
        int status = check_weave(s, cmd);
        if (status >= 0)
            return status;
    }
    if (s->levels > 1) {
        int status = check_levels(s, cmd);
        if (status >= 0)
            return status;
    }
    if (s->shape != MAZE_SHAPE_RECT) {
        int status = check_shape(s, cmd);
        if (status >= 0)
            return status;
    }
    if (s->mask) {
        int status = check_mask(s, cmd);
        if (status >= 0)
            return status;
    }
    if (s->ends != ENDS_CORNERS && (s->have_start || s->have_end))
        return cli_usage_error(cmd,
                               "--start and --end cannot be combined with "
                               "--ends %s",
                               s->ends_name);
    if (s->shape == MAZE_SHAPE_POLAR) {
        /* Rings are longer than -W: spec_make() checks x against them. */
        const uint32_t ring[2] = {s->sy, s->ey};
        const bool given[2] = {s->have_start, s->have_end};
        for (int i = 0; i < 2; i++)
            if (given[i] && ring[i] >= s->height)
                return cli_usage_error(cmd,
                                       "%s ring %u is outside the maze "
                                       "(rings 0 to %u)",
                                       i ? "end" : "start", ring[i],
                                       s->height - 1);
    } else {
        if (s->have_start &&
            !cli_point_fits("start", s->width, s->height, s->sx, s->sy))
            return CLI_USAGE;
        if (s->have_end &&
            !cli_point_fits("end", s->width, s->height, s->ex, s->ey))
            return CLI_USAGE;
    }
    uint32_t sx = s->have_start ? s->sx : 0;
    uint32_t sy = s->have_start ? s->sy : 0;
    uint32_t ex = s->have_end ? s->ex : s->width - 1;
    uint32_t ey = s->have_end ? s->ey : s->height - 1;
    if (s->mask) {
        /* The default ends are the first and last kept cells. */
        if (!s->have_start)
            maze_cell_xy(s->mask, s->mask->start, &sx, &sy);
        if (!s->have_end)
            maze_cell_xy(s->mask, s->mask->end, &ex, &ey);
    }
    if (sx == ex && sy == ey && (s->width > 1 || s->height > 1) &&
        (!s->mask || s->mask->start != s->mask->end))
        return cli_usage_error(cmd, "start and end are the same cell %u,%u", sx,
                               sy);
    if (!cli_size_fits(s->shape, s->width,
                       s->height * (s->levels > 1 ? s->levels : 1)))
        return CLI_FAIL;
    return -1;
}

bool spec_seed(struct spec *s)
{
    if (!s->have_seed) {
        uint64_t seed = 0;
        if (maze_seed_from_os(&seed)) {
            cli_error("cannot draw a seed from the system (give one with "
                      "--seed)");
            return false;
        }
        /* Ten digits at most, so the seed is easy to note and retype. */
        s->seed = seed & 0xFFFFFFFFu;
        s->have_seed = true;
    }
    return true;
}

int spec_make(const struct spec *s, uint64_t seed, const struct maze_hook *hook,
              struct maze **out)
{
    struct maze *m = NULL;
    enum maze_err err =
        s->levels > 1 ? maze_new_levels(s->width, s->height, s->levels, &m)
                      : maze_new_shape(s->shape, s->width, s->height, &m);
    if (err) {
        cli_error("cannot make a %ux%u maze: %s", s->width, s->height,
                  maze_strerror(err));
        return CLI_FAIL;
    }
    if (s->generator->max_cells && m->cells > s->generator->max_cells) {
        cli_error("a maze of %zu cells is too big for %s (at most %llu; try "
                  "backtracker, which takes any size)",
                  m->cells, s->generator->name,
                  (unsigned long long)s->generator->max_cells);
        maze_free(m);
        return CLI_USAGE;
    }
    /* A polar cell is (place in its ring, ring), and only the maze knows
     * how long each ring is. */
    if (m->ring &&
        ((s->have_start && !cli_point_inside("start", m, s->sx, s->sy)) ||
         (s->have_end && !cli_point_inside("end", m, s->ex, s->ey)))) {
        maze_free(m);
        return CLI_USAGE;
    }
    static const enum maze_ends_rule rule[] = {
        [ENDS_CORNERS] = MAZE_ENDS_CORNERS,
        [ENDS_FARTHEST] = MAZE_ENDS_FARTHEST,
        [ENDS_NONE] = MAZE_ENDS_NONE,
    };
    const struct maze_recipe recipe = {
        .generator = s->generator,
        .gen = s->gen,
        .braid = s->braid,
        .ends = rule[s->ends],
        .have_start = s->have_start,
        .have_end = s->have_end,
        .start_x = s->sx,
        .start_y = s->sy,
        .end_x = s->ex,
        .end_y = s->ey,
        .mask = s->mask,
    };
    err = maze_make(m, &recipe, seed, hook);
    if (err == MAZE_ERR_ARG && s->gen.weave > 0 &&
        (maze_crossing(m, m->start, NULL) || maze_crossing(m, m->end, NULL))) {
        bool start = maze_crossing(m, m->start, NULL);
        uint32_t x = 0;
        uint32_t y = 0;
        maze_cell_xy(m, start ? m->start : m->end, &x, &y);
        cli_error("the %s %u,%u is a crossing of this weave maze (pick "
                  "another cell or seed)",
                  start ? "start" : "end", x, y);
        maze_free(m);
        return CLI_USAGE;
    }
    if (err) {
        cli_error("cannot make the maze: %s", maze_strerror(err));
        maze_free(m);
        return CLI_FAIL;
    }
    *out = m;
    return CLI_OK;
}
