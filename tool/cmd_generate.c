/*
 * cmd_generate.c - maze generate: make a maze and write it.
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

static const char usage[] =
    "usage: maze generate [options]\n"
    "\n"
    "Makes a perfect maze (one route between any two cells) and writes it.\n"
    "\n"
    "  -W, --width N        cells across (default 20)\n"
    "  -H, --height N       cells down (default 10)\n"
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
    "      --start X,Y      the start cell (default 0,0, the top left)\n"
    "      --end X,Y        the end cell (default the bottom right)\n"
    "      --ends corners|farthest|none\n"
    "                       corners (default); farthest: the two cells "
    "farthest\n"
    "                       apart; none: no start or end\n"
    "      --solve          show the shortest route from start to end\n"
    "  -f, --format NAME    text or unicode (default: unicode on a "
    "terminal,\n"
    "                       text otherwise)\n"
    "  -o, --output FILE    write to FILE instead of standard output\n"
    "  -h, --help           show this help\n"
    "\n"
    "Coordinates count from 0: x to the right, y down.\n";

enum ends { ENDS_CORNERS, ENDS_FARTHEST, ENDS_NONE };

struct options {
    uint32_t width, height;
    const struct maze_generator *generator;
    bool have_seed;
    uint64_t seed;
    double braid;
    struct maze_gen_opts gen;
    bool have_start, have_end;
    uint32_t sx, sy, ex, ey;
    enum ends ends;
    const char *ends_name;
    bool solve;
    struct cli_format out;
};

enum { OPT_START = 256, OPT_END, OPT_ENDS, OPT_SOLVE, OPT_BIAS, OPT_PICK };

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

static const struct option longopts[] = {
    {"width", required_argument, NULL, 'W'},
    {"height", required_argument, NULL, 'H'},
    {"algorithm", required_argument, NULL, 'a'},
    {"seed", required_argument, NULL, 's'},
    {"braid", required_argument, NULL, 'b'},
    {"start", required_argument, NULL, OPT_START},
    {"end", required_argument, NULL, OPT_END},
    {"ends", required_argument, NULL, OPT_ENDS},
    {"solve", no_argument, NULL, OPT_SOLVE},
    {"bias", required_argument, NULL, OPT_BIAS},
    {"pick", required_argument, NULL, OPT_PICK},
    CLI_FORMAT_LONGOPTS,
    {"help", no_argument, NULL, 'h'},
    {NULL, 0, NULL, 0},
};

/* Reads the options; returns -1 to go on, or the exit status. */
static int parse(int argc, char **argv, struct options *o)
{
    uint64_t v = 0;
    opterr = 0;
    optind = 0;
    for (;;) {
        int c = getopt_long(argc, argv, ":W:H:a:s:b:h" CLI_FORMAT_SHORTOPTS,
                            longopts, NULL);
        if (c == -1)
            break;
        switch (c) {
        case 'W':
        case 'H':
            if (!cli_number(c == 'W' ? "width" : "height", optarg, 1,
                            MAZE_MAX_SIDE, &v))
                return CLI_USAGE;
            *(c == 'W' ? &o->width : &o->height) = (uint32_t)v;
            break;
        case 'a':
            o->generator = maze_generator_find(optarg);
            if (!o->generator) {
                char names[256];
                CLI_NAMES(maze_generators(), names);
                cli_error("unknown algorithm '%s' (try: %s)", optarg, names);
                return CLI_USAGE;
            }
            break;
        case 's':
            if (!cli_number("seed", optarg, 0, UINT64_MAX, &o->seed))
                return CLI_USAGE;
            o->have_seed = true;
            break;
        case 'b':
            if (!cli_share("braid share", optarg, &o->braid))
                return CLI_USAGE;
            break;
        case OPT_START:
            if (!cli_point("start", optarg, &o->sx, &o->sy))
                return CLI_USAGE;
            o->have_start = true;
            break;
        case OPT_END:
            if (!cli_point("end", optarg, &o->ex, &o->ey))
                return CLI_USAGE;
            o->have_end = true;
            break;
        case OPT_ENDS:
            o->ends_name = optarg;
            if (strcmp(optarg, "corners") == 0)
                o->ends = ENDS_CORNERS;
            else if (strcmp(optarg, "farthest") == 0)
                o->ends = ENDS_FARTHEST;
            else if (strcmp(optarg, "none") == 0)
                o->ends = ENDS_NONE;
            else {
                cli_error("unknown --ends '%s' (try: corners, farthest, "
                          "none)",
                          optarg);
                return CLI_USAGE;
            }
            break;
        case OPT_SOLVE:
            o->solve = true;
            break;
        case OPT_BIAS:
            if (!parse_bias(optarg, &o->gen.bias))
                return CLI_USAGE;
            break;
        case OPT_PICK:
            if (!parse_pick(optarg, &o->gen))
                return CLI_USAGE;
            break;
        case 'h':
            fputs(usage, stdout);
            return CLI_OK;
        default:
            if (!cli_format_option(&o->out, c, optarg))
                return cli_option_error("generate", c, argv);
        }
    }
    if (optind < argc)
        return cli_usage_error("generate", "unexpected argument '%s'",
                               argv[optind]);
    return -1;
}

/* Checks the options against each other and the size. */
static int check(const struct options *o)
{
    if (o->ends != ENDS_CORNERS && (o->have_start || o->have_end))
        return cli_usage_error("generate",
                               "--start and --end cannot be combined with "
                               "--ends %s",
                               o->ends_name);
    if (o->ends == ENDS_NONE && o->solve)
        return cli_usage_error("generate",
                               "--solve needs a start and an end, and "
                               "--ends none leaves them out");
    if (o->have_start &&
        !cli_point_fits("start", o->width, o->height, o->sx, o->sy))
        return CLI_USAGE;
    if (o->have_end &&
        !cli_point_fits("end", o->width, o->height, o->ex, o->ey))
        return CLI_USAGE;
    uint32_t sx = o->have_start ? o->sx : 0;
    uint32_t sy = o->have_start ? o->sy : 0;
    uint32_t ex = o->have_end ? o->ex : o->width - 1;
    uint32_t ey = o->have_end ? o->ey : o->height - 1;
    if (sx == ex && sy == ey && (o->width > 1 || o->height > 1))
        return cli_usage_error("generate",
                               "start and end are the same cell %u,%u", sx, sy);
    return -1;
}

static int make(const struct options *o, struct cli_output *out,
                const struct maze_renderer *renderer)
{
    struct maze *m = NULL;
    enum maze_err err = maze_new(o->width, o->height, &m);
    if (err) {
        cli_error("cannot make a %ux%u maze: %s", o->width, o->height,
                  maze_strerror(err));
        return CLI_FAIL;
    }
    struct maze_rng rng;
    maze_rng_seed(&rng, o->seed);
    err = maze_generate(m, o->generator, &rng, &o->gen, NULL);
    if (!err)
        err = maze_braid(m, o->braid, &rng, NULL);
    if (!err && o->ends == ENDS_FARTHEST)
        err = maze_ends_farthest(m);
    if (err) {
        cli_error("cannot make the maze: %s", maze_strerror(err));
        maze_free(m);
        return CLI_FAIL;
    }
    if (o->ends == ENDS_NONE) {
        m->start = MAZE_NONE;
        m->end = MAZE_NONE;
    }
    if (o->have_start)
        m->start = maze_cell_at(m, o->sx, o->sy);
    if (o->have_end)
        m->end = maze_cell_at(m, o->ex, o->ey);
    struct maze_route route = {0};
    bool ok = !o->solve || cli_solve(m, NULL, NULL, &route);
    ok = ok && cli_render(renderer, m, o->solve ? &route : NULL, out);
    maze_route_release(&route);
    maze_free(m);
    return ok ? CLI_OK : CLI_FAIL;
}

static int run(int argc, char **argv)
{
    struct options o = {.width = 20, .height = 10};
    o.generator = maze_generators();
    int status = parse(argc, argv, &o);
    if (status < 0)
        status = check(&o);
    if (status >= 0)
        return status;
    if (!cli_size_fits(o.width, o.height))
        return CLI_FAIL;
    struct cli_output out;
    const struct maze_renderer *renderer = cli_format_renderer(&o.out);
    if (!renderer)
        return CLI_USAGE;
    if (!o.have_seed) {
        uint64_t seed = 0;
        if (maze_seed_from_os(&seed)) {
            cli_error("cannot draw a seed from the system (give one with "
                      "--seed)");
            return CLI_FAIL;
        }
        /* Ten digits at most, so the seed is easy to note and retype. */
        o.seed = seed & 0xFFFFFFFFu;
    }
    fprintf(stderr, "seed: %llu\n", (unsigned long long)o.seed);
    if (!cli_output_open(&out, o.out.output))
        return CLI_FAIL;
    status = make(&o, &out, renderer);
    if (status != CLI_OK && out.file)
        cli_output_abort(&out);
    return status;
}

const struct cli_command cmd_generate = {"generate", "make a maze and write it",
                                         run, usage};
