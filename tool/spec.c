/*
 * spec.c - see spec.h.
 */
#include <string.h>

#include "spec.h"

const char spec_usage[] =
    "  -W, --width N        cells across (default 20); polar: cells of the "
    "innermost\n"
    "                       ring (default 1, a round centre)\n"
    "  -H, --height N       cells down (default 10); polar: rings\n"
    "      --shape NAME     rect (default), hex, triangle, polar (round) or\n"
    "                       upsilon (octagons and squares)\n"
    "      --floors F       F floors of W x H cells joined by stairs "
    "(rect; also --levels)\n"
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
    "                       apart; none: no start or end\n"
    "      --base NAME      unicursal: the perfect maze it is made from "
    "(default\n"
    "                       backtracker), at half the width and height\n"
    "      --rule B.../S... cave: rock neighbour counts that make and keep "
    "rock\n"
    "                       (default B5678/S45678)\n"
    "      --fill P         cave: the share of rock to start from (default "
    "0.45)\n"
    "      --generations N  cave: the automaton's rounds (default 4)\n"
    "      --rooms N        dungeon: rooms to place (default one per 80 "
    "cells)\n"
    "      --room-size MIN-MAX\n"
    "                       dungeon: cells a room has a side (default 3-7)\n"
    "      --trim P         dungeon: the share of dead ends trimmed away "
    "(default 0)\n";

const char spec_target_usage[] =
    "      --route-length MIN:MAX\n"
    "                       draw seeds until the route from start to end "
    "takes\n"
    "                       MIN to MAX steps (40: is 40 or more, 40 exactly "
    "40)\n"
    "      --dead-ends MIN:MAX\n"
    "                       ... until the maze has MIN to MAX dead ends\n"
    "      --difficulty easy|medium|hard|N|MIN:MAX\n"
    "                       ... until its difficulty score (0 to 100: the "
    "share of\n"
    "                       the maze a solver who guesses at every fork "
    "walks)\n"
    "                       falls in the band: easy 0:60, medium 61:75, hard "
    "76:100;\n"
    "                       says how many seeds it tried, and refuses a band "
    "out of\n"
    "                       reach for the algorithm and size\n";

void spec_release(struct spec *s)
{
    maze_settings_free(s->settings);
    s->settings = NULL;
}

bool spec_init(struct spec *s)
{
    memset(s, 0, sizeof *s);
    if (maze_settings_new(MAZE_SPELL_OPTIONS, &s->settings)) {
        cli_error("out of memory");
        return false;
    }
    s->recipe = maze_settings_recipe(s->settings);
    s->generator = s->recipe->generator;
    s->width = 20;
    s->height = 10;
    s->floors = 1;
    return true;
}

int spec_refused(const struct maze_settings_error *err, const char *cmd)
{
    if (err->code == MAZE_ERR_CONFLICT)
        return cli_usage_error(cmd, "%s", err->message);
    cli_error("%s", err->message);
    return err->code == MAZE_ERR_ARG ? CLI_USAGE : CLI_FAIL;
}

/* The setting each option gives. */
static const char *setting_of(int c)
{
    switch (c) {
    case 'W':
        return "width";
    case 'H':
        return "height";
    case 'a':
        return "algorithm";
    case 's':
        return "seed";
    case 'b':
        return "braid";
    case SPEC_SHAPE:
        return "shape";
    case SPEC_BIAS:
        return "bias";
    case SPEC_FLOORS:
        return "floors";
    case SPEC_STAIRS:
        return "stairs";
    case SPEC_PICK:
        return "pick";
    case SPEC_WEAVE:
        return "weave";
    case SPEC_START:
        return "start";
    case SPEC_END:
        return "end";
    case SPEC_ENDS:
        return "ends";
    case SPEC_MASK:
        return "mask";
    case SPEC_ROUTE_LENGTH:
        return "route_length";
    case SPEC_DEAD_ENDS:
        return "dead_ends";
    case SPEC_DIFFICULTY:
        return "difficulty";
    case SPEC_BASE:
        return "base";
    case SPEC_RULE:
        return "rule";
    case SPEC_FILL:
        return "fill";
    case SPEC_GENERATIONS:
        return "generations";
    case SPEC_ROOMS:
        return "rooms";
    case SPEC_ROOM_SIZE:
        return "room-size";
    case SPEC_TRIM:
        return "trim";
    default:
        return NULL;
    }
}

/* Takes getopt's c and optarg. Returns 0 when taken, -1 when c is not a
 * spec option, the exit status after a message when refused. */
static int spec_option(struct spec *s, int c, const char *arg)
{
    const char *name = setting_of(c);
    if (!name)
        return -1;
    /* "--braid --solve": getopt took the next option for the share. */
    if (c == 'b' && arg[0] == '-' && arg[1] == '-') {
        cli_error("--braid needs a share from 0 to 1 of the dead ends to "
                  "remove (like --braid 0.5, or -b 1 to leave none), and '%s' "
                  "is another option",
                  arg);
        return CLI_USAGE;
    }
    struct maze_settings_error err = {0};
    if (maze_settings_set(s->settings, name, arg, &err))
        return spec_refused(&err, "generate");
    return 0;
}

/* What the settings say, for the commands. */
static void spec_view(struct spec *s)
{
    maze_settings_size(s->settings, &s->shape, &s->width, &s->height,
                       &s->floors);
    s->generator = s->recipe->generator;
    s->have_generator = maze_settings_given(s->settings, "algorithm");
    s->given = maze_settings_given(s->settings, NULL);
}

int spec_getopt(struct spec *s, int argc, char **argv, const char *shortopts,
                const struct option *longopts)
{
    for (;;) {
        int c = getopt_long(argc, argv, shortopts, longopts, NULL);
        if (c == -1) {
            spec_view(s);
            return -1;
        }
        int taken = spec_option(s, c, optarg);
        if (taken < 0)
            return c;
        if (taken > 0) {
            s->refusal = taken;
            return SPEC_REFUSED;
        }
    }
}

int spec_check(struct spec *s, const char *cmd)
{
    struct maze_settings_error err = {0};
    if (maze_settings_check(s->settings, &err))
        return spec_refused(&err, cmd);
    return -1;
}

bool spec_seed(struct spec *s)
{
    struct maze_settings_error err = {0};
    if (maze_settings_seed(s->settings, &s->seed, &err)) {
        spec_refused(&err, "generate");
        return false;
    }
    return true;
}

int spec_make(const struct spec *s, uint64_t seed, const struct maze_hook *hook,
              struct maze **out)
{
    struct maze_settings_error err = {0};
    if (maze_settings_make(s->settings, seed, hook, out, &err))
        return spec_refused(&err, "generate");
    return CLI_OK;
}

int spec_draw(const struct spec *s, uint64_t seed, uint64_t stride,
              const struct maze_hook *hook, struct maze **out,
              struct maze_draw *draw)
{
    struct maze_settings_error err = {0};
    if (maze_settings_draw(s->settings, seed, stride, hook, out, draw, &err))
        return spec_refused(&err, "generate");
    return CLI_OK;
}

bool spec_targets(const struct spec *s)
{
    return maze_settings_given(s->settings, "route_length") ||
           maze_settings_given(s->settings, "dead_ends") ||
           maze_settings_given(s->settings, "difficulty");
}
