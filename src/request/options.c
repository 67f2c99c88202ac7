/*
 * options.c - every option of every command, declared once (maze.h:
 * struct maze_option). The tool's option parsing, each command's --help,
 * the completion (maze list --options), maze(1)'s option lists, Python's
 * keyword arguments and the page's form are read from this table, so an
 * option added here reaches them all, and one missing here reaches none.
 *
 * Adding an option: one row below, with the commands that take it (and
 * PAGE when the web page's form offers it: a bit of the commands, as the
 * page is one more front door whose requests are generate's, so the rows
 * keep their layout and maze_option_find(name, MAZE_CMD_PAGE) finds the
 * page's); then the request (request.c) gives its value to whoever reads
 * it. A name may
 * have several rows only for commands that read it differently (solve's
 * --start is a cell of the maze read in, generate's one of the maze made),
 * each with its own help; tests/unit/test_options.c holds the rules.
 */
#include <string.h>

#include "maze.h"

#define GEN MAZE_CMD_GENERATE
#define SOLVE MAZE_CMD_SOLVE
#define STATS MAZE_CMD_STATS
#define PLAY MAZE_CMD_PLAY
#define BENCH MAZE_CMD_BENCH
#define BOOK MAZE_CMD_BOOK
/* The web page: its form offers the options that have it (web/). */
#define PAGE MAZE_CMD_PAGE
/* The commands that make a maze from settings. */
#define MAKERS (GEN | STATS | PLAY | BOOK)
/* The commands that write a maze in a format. */
#define WRITERS (GEN | SOLVE)

/* A maze setting (maze_settings_set) that the makers take. */
#define SETTING(nm, ltr, knd, val, help_text)                                  \
    {                                                                          \
        .name = nm, .letter = ltr, .kind = knd, .value = val,                  \
        .help = help_text, .group = "maze", .commands = MAKERS | PAGE,         \
        .setting = nm                                                          \
    }

static const struct maze_option options[] = {
    /* ---------------------------------------------------- the maze */
    SETTING("width", 'W', MAZE_OPTION_WHOLE, "N",
            "cells across (default 20); polar: cells of the innermost\n"
            "ring (default 1, a round centre)"),
    SETTING("height", 'H', MAZE_OPTION_WHOLE, "N",
            "cells down (default 10); polar: rings"),
    {.name = "shape",
     .kind = MAZE_OPTION_WORD,
     .value = "NAME",
     .choices = "rect hex triangle polar upsilon cube sphere",
     .help = "rect (default), hex, triangle, polar (round),\n"
             "upsilon (octagons and squares), cube (six faces of\n"
             "W x W cells, drawn as a net) or sphere (H rings pole\n"
             "to pole)",
     .group = "maze",
     .commands = MAKERS | PAGE,
     .setting = "shape"},
    {.name = "floors",
     .kind = MAZE_OPTION_TEXT,
     .value = "F[xT]",
     .aliases = "levels",
     .help = "F floors of W x H cells joined by stairs (rect; also\n"
             "--levels); FxT: F floors in each of T towers joined\n"
             "by portals, a maze in four dimensions",
     .group = "maze",
     .commands = MAKERS | PAGE,
     .setting = "floors"},
    SETTING("stairs", 0, MAZE_OPTION_SHARE, "P",
            "how readily a walk takes a stair or a portal (above 0,\n"
            "up to 1; default 0.25)"),
    {.name = "algorithm",
     .letter = 'a',
     .kind = MAZE_OPTION_NAME,
     .value = "NAME",
     .choices = "generators",
     .help = "how to make it (default backtracker; see: maze list)",
     .group = "maze",
     .commands = MAKERS | PAGE,
     .setting = "algorithm"},
    SETTING("seed", 's', MAZE_OPTION_WHOLE, "N",
            "the same seed makes the same maze (default: random,\n"
            "printed on stderr)"),
    SETTING("braid", 'b', MAZE_OPTION_SHARE, "P",
            "remove this share (0 to 1) of the dead ends, making loops"),
    {.name = "bias",
     .kind = MAZE_OPTION_WORD,
     .value = "NW|NE|SW|SE",
     .choices = "NW NE SW SE",
     .help = "binary-tree: the two directions each cell opens (default\n"
             "NW)",
     .group = "maze",
     .commands = MAKERS | PAGE,
     .setting = "bias"},
    {.name = "pick",
     .kind = MAZE_OPTION_TEXT,
     .value = "newest|random|oldest|mix:P",
     .choices = "newest random oldest mix:0.5",
     .help = "growing-tree: which listed cell grows next (default\n"
             "newest; mix:P takes the newest with probability P)",
     .group = "maze",
     .commands = MAKERS | PAGE,
     .setting = "pick"},
    SETTING("sparse", 0, MAZE_OPTION_SHARE, "P",
            "leave this share (0 to below 1) of the cells uncarved,\n"
            "taking dead ends off: a perfect maze of fewer cells\n"
            "(not cave, dungeon, unicursal or classical)"),
    SETTING("weave", 0, MAZE_OPTION_SHARE, "P",
            "passages cross under others (0 to 1: how readily)"),
    {.name = "symmetry",
     .kind = MAZE_OPTION_WORD,
     .value = "x|y|xy|rot",
     .choices = "x y xy rot none",
     .help = "mirrored across the vertical axis, the horizontal one,\n"
             "both, or turned half round the centre (rect; xy and rot\n"
             "need an odd width or height)",
     .group = "maze",
     .commands = MAKERS | PAGE,
     .setting = "symmetry"},
    {.name = "wrap",
     .kind = MAZE_OPTION_WORD,
     .value = "x|y|xy|mobius|klein|projective",
     .choices = "x y xy mobius klein projective none",
     .help = "edges that wrap round: a cylinder, a torus (rect, hex),\n"
             "or with a twist a Moebius strip, a Klein bottle or a\n"
             "projective plane (rect)",
     .group = "maze",
     .commands = MAKERS | PAGE,
     .setting = "wrap"},
    SETTING("start", 0, MAZE_OPTION_POINT, "X,Y",
            "the start cell (default 0,0, the top left)"),
    SETTING("end", 0, MAZE_OPTION_POINT, "X,Y",
            "the end cell (default the bottom right)"),
    {.name = "mask",
     .kind = MAZE_OPTION_FILE,
     .value = "FILE",
     .help = "carve only these cells: a text file ('X' or '#': no cell)\n"
             "or a PNG (dark pixels: no cell), a cell a character\n"
             "or pixel; its size is the maze's (-W and -H may only\n"
             "repeat it)",
     .group = "maze",
     .commands = MAKERS,
     .setting = "mask"},
    {.name = "mask-text",
     .kind = MAZE_OPTION_TEXT,
     .value = "TEXT",
     .help = "carve only the cells of this text, drawn as large as\n"
             "fits -W x -H (default 20 x 10); its letters joined by\n"
             "the shortest bridges of cells",
     .group = "maze",
     .commands = MAKERS | PAGE,
     .setting = "mask-text"},
    {.name = "mask-font",
     .kind = MAZE_OPTION_TEXT,
     .value = "NAME",
     .help = "--mask-text's font: builtin (default: capitals, digits,\n"
             "a few signs, the same everywhere) or a system font's\n"
             "name ('DejaVu Sans Bold'), drawn by cairo",
     .group = "maze",
     .commands = MAKERS,
     .setting = "mask-font"},
    {.name = "ends",
     .kind = MAZE_OPTION_WORD,
     .value = "corners|farthest|none",
     .choices = "corners farthest none",
     .fallback = "corners",
     .help = "corners (default; a torus's, Moebius strip's, Klein\n"
             "bottle's or projective plane's: farthest); farthest: the\n"
             "two cells farthest apart; none: no start or end",
     .group = "maze",
     .commands = MAKERS | PAGE,
     .setting = "ends"},
    {.name = "base",
     .kind = MAZE_OPTION_NAME,
     .value = "NAME",
     .choices = "generators",
     .help = "unicursal: the perfect maze it is made from (default\n"
             "backtracker), at half the width and height",
     .group = "maze",
     .commands = MAKERS | PAGE,
     .setting = "base"},
    SETTING("rule", 0, MAZE_OPTION_TEXT, "B.../S...",
            "cave: rock neighbour counts that make and keep rock\n"
            "(default B5678/S45678)"),
    SETTING("fill", 0, MAZE_OPTION_SHARE, "P",
            "cave: the share of rock to start from (default 0.45)"),
    SETTING("generations", 0, MAZE_OPTION_WHOLE, "N",
            "cave: the automaton's rounds (default 4)"),
    SETTING("rooms", 0, MAZE_OPTION_WHOLE, "N",
            "dungeon: rooms to place (default one per 80 cells)"),
    SETTING("room-size", 0, MAZE_OPTION_TEXT, "MIN-MAX",
            "dungeon: cells a room has a side (default 3-7);\n"
            "division: leave fields of these sides open as rooms\n"
            "(default none: a perfect maze)"),
    SETTING("trim", 0, MAZE_OPTION_SHARE, "P",
            "dungeon: the share of dead ends trimmed away (default 0)"),

    /* ---------------------------------------- targets (generate) */
    {.name = "route-length",
     .kind = MAZE_OPTION_TEXT,
     .value = "MIN:MAX",
     .help = "draw seeds until the route from start to end takes\n"
             "MIN to MAX steps (40: is 40 or more, 40 exactly 40)",
     .group = "targets",
     .commands = GEN | PAGE,
     .setting = "route_length"},
    {.name = "dead-ends",
     .kind = MAZE_OPTION_TEXT,
     .value = "MIN:MAX",
     .help = "... until the maze has MIN to MAX dead ends",
     .group = "targets",
     .commands = GEN | PAGE,
     .setting = "dead_ends"},
    {.name = "difficulty",
     .kind = MAZE_OPTION_TEXT,
     .value = "easy|medium|hard|N|MIN:MAX",
     .choices = "easy medium hard",
     .help = "... until its difficulty score (0 to 100: the share of\n"
             "the maze a solver who guesses at every fork walks)\n"
             "falls in the band: easy 0:60, medium 61:75, hard 76:100;\n"
             "says how many seeds it tried, and refuses a band out of\n"
             "reach for the algorithm and size",
     .group = "targets",
     .commands = GEN | PAGE,
     .setting = "difficulty"},

    /* ------------------------------------------------- solving */
    {.name = "solve",
     .kind = MAZE_OPTION_FLAG,
     .help = "show the shortest route from start to end",
     .group = "solving",
     .commands = GEN},
    {.name = "from",
     .kind = MAZE_OPTION_POINT,
     .value = "X,Y",
     .help = "route from this cell to E (S stays where it is)",
     .group = "solving",
     .commands = SOLVE},
    {.name = "start",
     .kind = MAZE_OPTION_POINT,
     .value = "X,Y",
     .help = "the start: a cell, or in a picture a pixel (by default\n"
             "the openings in its border)",
     .group = "solving",
     .commands = SOLVE},
    {.name = "end",
     .kind = MAZE_OPTION_POINT,
     .value = "X,Y",
     .help = "the end, as --start",
     .group = "solving",
     .commands = SOLVE},
    {.name = "solver",
     .kind = MAZE_OPTION_NAME,
     .value = "NAME",
     .choices = "solvers",
     .help = "find the route with this solver (default bfs; see: maze\n"
             "list)",
     .group = "solving",
     .commands = WRITERS | PAGE},
    {.name = "hand",
     .kind = MAZE_OPTION_WORD,
     .value = "left|right",
     .choices = "left right",
     .fallback = "left",
     .noun = "hand",
     .help = "the wall-follower's and pledge's hand (default left)",
     .group = "solving",
     .commands = WRITERS | PAGE},
    {.name = "compare",
     .kind = MAZE_OPTION_FLAG,
     .help = "run every solver on the maze and print a table of\n"
             "route length, cells visited and time",
     .group = "solving",
     .commands = SOLVE},

    /* ---------------------------------------------- many mazes */
    {.name = "pick-hardest",
     .kind = MAZE_OPTION_WHOLE,
     .value = "N",
     .min = 1,
     .max = 1000000,
     .noun = "--pick-hardest count",
     .help = "make N mazes (seeds seed, seed+1, ...) and keep the one\n"
             "with the longest route (ties: the most side branches)",
     .group = "batch",
     .commands = GEN},
    {.name = "rows",
     .kind = MAZE_OPTION_WHOLE,
     .value = "N",
     .min = 0,
     .max = (double)UINT64_MAX, /* 2^64: a double holds no 2^64 - 1 */
     .noun = "--rows",
     .help = "eller, sidewinder, binary-tree: stream N rows of the text\n"
             "format a row at a time, memory bounded by the width\n"
             "(0: without end, until the reader stops)",
     .group = "batch",
     .commands = GEN},
    {.name = "count",
     .kind = MAZE_OPTION_WHOLE,
     .value = "N",
     .min = 1,
     .max = 1000000000,
     .noun = "--count",
     .help = "make N mazes (seeds seed, seed+1, ...) into the folder\n"
             "-o DIR/: maze-0001.png ... (with --solve also\n"
             "maze-0001-solved.png) and index.csv; with -f pdf one\n"
             "document, mazes.pdf: the puzzles, then the answers;\n"
             "with -f jsonl one stream, a maze a line (-o FILE or\n"
             "standard output)",
     .group = "batch",
     .commands = GEN},
    {.name = "samples",
     .kind = MAZE_OPTION_WHOLE,
     .value = "N",
     .min = 1,
     .max = 1000000,
     .noun = "--samples count",
     .help = "make N mazes per algorithm (seeds seed, seed+1, ...) and\n"
             "print mean and standard deviation, one row per\n"
             "algorithm (with -a: that one)",
     .group = "batch",
     .commands = STATS},
    {.name = "jobs",
     .kind = MAZE_OPTION_TEXT,
     .value = "N",
     .help = "threads for --count, --pick-hardest and --samples\n"
             "(default: every core); the output is the same for any N",
     .group = "batch",
     .commands = GEN | STATS},

    /* ------------------------------------------------ analyses */
    {.name = "all",
     .kind = MAZE_OPTION_FLAG,
     .help = "every shortest route: how many (exact), the cells on\n"
             "some of them (blue) and on every one (yellow)",
     .group = "analysis",
     .commands = WRITERS | STATS | PAGE},
    {.name = "bottlenecks",
     .kind = MAZE_OPTION_FLAG,
     .help = "the cells and passages every route from start to end\n"
             "must use (red; passages: a dark line)",
     .group = "analysis",
     .commands = WRITERS | STATS | PAGE},
    {.name = "distances",
     .kind = MAZE_OPTION_FLAG,
     .help = "each cell's steps from the start (or, generating or\n"
             "solving, --from X,Y): a colour and a legend in\n"
             "pictures; with stats the diameter, and the start's\n"
             "eccentricity and mean distance",
     .group = "analysis",
     .commands = WRITERS | STATS | PAGE},
    {.name = "difficulty",
     .kind = MAZE_OPTION_FLAG,
     .help = "how hard it is from start to end: the score (0 to 100,\n"
             "easy, medium or hard) and the figures it comes from",
     .group = "analysis",
     .commands = STATS},
    {.name = "from",
     .kind = MAZE_OPTION_POINT,
     .value = "X,Y",
     .help = "--distances: from this cell (default the start)",
     .group = "analysis",
     .commands = GEN | PAGE},

    /* ---------------------------------------------- reading in */
    {.name = "max-size",
     .kind = MAZE_OPTION_WHOLE,
     .value = "BYTES",
     .min = 1,
     .max = (double)UINT64_MAX, /* 2^64: a double holds no 2^64 - 1 */
     .noun = "--max-size",
     .help = "refuse larger files (default 1 GiB)",
     .group = "input",
     .commands = SOLVE | STATS},
    {.name = "picture-memory",
     .kind = MAZE_OPTION_WHOLE,
     .value = "BYTES",
     .min = 1,
     .max = (double)UINT64_MAX, /* 2^64: a double holds no 2^64 - 1 */
     .noun = "--picture-memory",
     .help = "the most memory reading a picture or photo may take\n"
             "(default 256 MiB)",
     .group = "input",
     .commands = SOLVE | STATS},
    {.name = "photo",
     .kind = MAZE_OPTION_FLAG,
     .help = "read a PNG or GIF as a photograph (JPEG, TIFF and WebP\n"
             "always are)",
     .group = "input",
     .commands = SOLVE | STATS},
    {.name = "debug-picture",
     .kind = MAZE_OPTION_FILE,
     .value = "FILE",
     .help = "a photo: write what was seen (the border, the grid,\n"
             "the walls) as a PNG, also when it cannot be read",
     .group = "input",
     .commands = SOLVE},
    {.name = "json",
     .kind = MAZE_OPTION_FLAG,
     .help = "print JSON instead of a table",
     .group = "output",
     .commands = STATS},

    /* -------------------------------------------------- output */
    {.name = "format",
     .letter = 'f',
     .kind = MAZE_OPTION_NAME,
     .value = "NAME",
     .choices = "formats",
     .help = "text, unicode, png, svg, pdf, gif, stl, plot, gcode,\n"
             "html, json, jsonl (default: from the -o file's\n"
             "extension, else unicode on a terminal and text\n"
             "otherwise; see: maze list)",
     .group = "output",
     .commands = WRITERS},
    {.name = "output",
     .letter = 'o',
     .kind = MAZE_OPTION_FILE,
     .value = "FILE",
     .help = "write to FILE instead of standard output",
     .group = "output",
     .commands = WRITERS},
    {.name = "cell",
     .kind = MAZE_OPTION_WHOLE,
     .value = "PX",
     .min = 2, /* a cell of one pixel has no room beside its wall */
     .max = 4096,
     .fallback = "16",
     .noun = "cell size",
     .help = "pictures: pixels per cell (default 16)",
     .group = "output",
     .commands = WRITERS | PAGE},
    {.name = "wall",
     .kind = MAZE_OPTION_WHOLE,
     .value = "PX",
     .min = 1,
     .max = 4096,
     .fallback = "2",
     .noun = "wall width",
     .help = "pictures: wall width (default 2)",
     .group = "output",
     .commands = WRITERS},
    {.name = "margin",
     .kind = MAZE_OPTION_WHOLE,
     .value = "PX",
     .min = 0,
     .max = 100000,
     .noun = "margin",
     .help = "pictures: space round the maze (default one cell)",
     .group = "output",
     .commands = WRITERS},
    {.name = "fg",
     .kind = MAZE_OPTION_COLOUR,
     .value = "#RRGGBB",
     .fallback = "#000000",
     .noun = "--fg colour",
     .help = "pictures: the walls' colour (default black)",
     .group = "output",
     .commands = WRITERS},
    {.name = "bg",
     .kind = MAZE_OPTION_COLOUR,
     .value = "#RRGGBB",
     .fallback = "#ffffff",
     .noun = "--bg colour",
     .help = "pictures: the background's colour (default white)",
     .group = "output",
     .commands = WRITERS},
    {.name = "route-color",
     .kind = MAZE_OPTION_COLOUR,
     .value = "#RRGGBB",
     .fallback = "#ff0000",
     .noun = "--route-color colour",
     .help = "pictures: the route's colour (default red)",
     .group = "output",
     .commands = WRITERS},
    {.name = "off-cells",
     .kind = MAZE_OPTION_WORD,
     .value = "filled|blank",
     .choices = "filled blank",
     .fallback = "filled",
     .noun = "--off-cells",
     .help = "png, svg, pdf: the cells out of the maze (a mask's,\n"
             "--sparse's, rock) filled in the walls' colour (default)\n"
             "or blank, only their border drawn: saves ink",
     .group = "output",
     .commands = WRITERS},
    {.name = "page",
     .kind = MAZE_OPTION_WORD,
     .value = "a4|letter",
     .choices = "a4 letter",
     .noun = "page",
     .help = "pdf: fit the maze on a page (answer on page 2)",
     .group = "output",
     .commands = WRITERS},
    {.name = "stream",
     .kind = MAZE_OPTION_FLAG,
     .help = "png: write a pixel row at a time (automatic past\n"
             "4096x4096 pixels for rectangles)",
     .group = "output",
     .commands = WRITERS},
    {.name = "no-stream",
     .kind = MAZE_OPTION_FLAG,
     .help = "png: draw with cairo (antialiased) even past that",
     .group = "output",
     .commands = WRITERS},
    {.name = "mm-cell",
     .kind = MAZE_OPTION_TEXT,
     .value = "MM",
     .max = 10000,
     .noun = "cell size",
     .help = "stl, plot, gcode: millimetres a cell (default 10)",
     .group = "output",
     .commands = WRITERS},
    {.name = "mm-wall",
     .kind = MAZE_OPTION_TEXT,
     .value = "MM",
     .max = 10000,
     .noun = "wall thickness",
     .help = "stl, --cut: the walls' thickness (default 1.5); plot:\n"
             "the pen's line (default 0.3)",
     .group = "output",
     .commands = WRITERS},
    {.name = "mm-height",
     .kind = MAZE_OPTION_TEXT,
     .value = "MM",
     .max = 10000,
     .noun = "wall height",
     .help = "stl: the walls' height above the base (default 10)",
     .group = "output",
     .commands = WRITERS},
    {.name = "mm-base",
     .kind = MAZE_OPTION_TEXT,
     .value = "MM",
     .max = 10000,
     .noun = "base thickness",
     .help = "stl: the base plate's thickness (default 2)",
     .group = "output",
     .commands = WRITERS},
    {.name = "ascii",
     .kind = MAZE_OPTION_FLAG,
     .help = "stl: write ASCII STL instead of binary",
     .group = "output",
     .commands = WRITERS},
    {.name = "feed",
     .kind = MAZE_OPTION_TEXT,
     .value = "MM/MIN",
     .max = 1000000,
     .noun = "feed rate",
     .help = "gcode: millimetres a minute drawing or cutting\n"
             "(default 1000)",
     .group = "output",
     .commands = WRITERS},
    {.name = "pen-up",
     .kind = MAZE_OPTION_TEXT,
     .value = "GCODE",
     .noun = "pen-up command",
     .help = "gcode: the line that lifts the pen or tool (default\n"
             "'G0 Z5')",
     .group = "output",
     .commands = WRITERS},
    {.name = "pen-down",
     .kind = MAZE_OPTION_TEXT,
     .value = "GCODE",
     .noun = "pen-down command",
     .help = "gcode: the line that lowers it (default 'G1 Z0 F500')",
     .group = "output",
     .commands = WRITERS},
    {.name = "cut",
     .kind = MAZE_OPTION_FLAG,
     .help = "plot, gcode: the outline of the walls (--mm-wall thick)\n"
             "for a laser cutter, not their centre lines (rect)",
     .group = "output",
     .commands = WRITERS},
    {.name = "kerf",
     .kind = MAZE_OPTION_TEXT,
     .value = "MM",
     .max = 100,
     .noun = "kerf",
     .help = "with --cut: the width the beam burns away; the outline\n"
             "moves out by half of it, so the walls keep their size",
     .group = "output",
     .commands = WRITERS},
    {.name = "tabs",
     .kind = MAZE_OPTION_WHOLE,
     .value = "N",
     .min = 1,
     .max = 100,
     .noun = "tab count",
     .help = "with --cut: N uncut bridges on each outline, so the\n"
             "piece stays in the sheet (spread along it; an outline\n"
             "with no side twice --tab-width long has none)",
     .group = "output",
     .commands = WRITERS},
    {.name = "tab-width",
     .kind = MAZE_OPTION_TEXT,
     .value = "MM",
     .max = 100,
     .noun = "tab width",
     .help = "with --tabs: each bridge's width (default 1)",
     .group = "output",
     .commands = WRITERS},
    {.name = "animate",
     .kind = MAZE_OPTION_FLAG,
     .help = "gif, html: how the maze was made (and solved); text,\n"
             "unicode: redrawn in place in the terminal",
     .group = "output",
     .commands = WRITERS},
    {.name = "steps-per-frame",
     .kind = MAZE_OPTION_TEXT,
     .value = "K|level",
     .choices = "level",
     .min = 1,
     .max = 1000000000,
     .noun = "steps per frame",
     .help = "events per frame or step, or a level of division a\n"
             "step (default: level for division, else about 300 gif\n"
             "frames, every event in html)",
     .group = "output",
     .commands = WRITERS},
    {.name = "delay",
     .kind = MAZE_OPTION_WHOLE,
     .value = "MS",
     .min = 10,
     .max = 60000,
     .noun = "delay",
     .help = "milliseconds per frame (default 40; 400 a level)",
     .group = "output",
     .commands = WRITERS},

    /* ------------------------------------------------- playing */
    {.name = "fog",
     .kind = MAZE_OPTION_FLAG,
     .help = "hide what you have not yet seen",
     .group = "play",
     .commands = PLAY},
    {.name = "run",
     .kind = MAZE_OPTION_FLAG,
     .help = "plain moves run to the next junction too",
     .group = "play",
     .commands = PLAY},

    /* ------------------------------------------------- timing */
    {.name = "algorithm",
     .letter = 'a',
     .kind = MAZE_OPTION_NAME,
     .value = "NAME",
     .choices = "generators",
     .help = "one generator (default: the default one), or a solver\n"
             "(maze list), timed on a backtracker maze",
     .group = "bench",
     .commands = BENCH},
    {.name = "solver",
     .kind = MAZE_OPTION_NAME,
     .value = "NAME",
     .choices = "solvers",
     .help = "time this solver (see: maze list) on mazes of -a's\n"
             "generator (default backtracker)",
     .group = "bench",
     .commands = BENCH},
    {.name = "width",
     .letter = 'W',
     .kind = MAZE_OPTION_WHOLE,
     .value = "N",
     .min = 1,
     .max = MAZE_MAX_SIDE,
     .noun = "width",
     .help = "cells across (default 1000)",
     .group = "bench",
     .commands = BENCH},
    {.name = "height",
     .letter = 'H',
     .kind = MAZE_OPTION_WHOLE,
     .value = "N",
     .min = 1,
     .max = MAZE_MAX_SIDE,
     .noun = "height",
     .help = "cells down (default 1000)",
     .group = "bench",
     .commands = BENCH},
    {.name = "seed",
     .letter = 's',
     .kind = MAZE_OPTION_WHOLE,
     .value = "N",
     .min = 0,
     .max = (double)UINT64_MAX, /* 2^64: a double holds no 2^64 - 1 */
     .noun = "seed",
     .help = "seed (default 1)",
     .group = "bench",
     .commands = BENCH},
    {.name = "repeat",
     .kind = MAZE_OPTION_WHOLE,
     .value = "N",
     .min = 1,
     .max = 63,
     .noun = "--repeat count",
     .help = "runs per figure (default 3)",
     .group = "bench",
     .commands = BENCH},
    {.name = "all",
     .kind = MAZE_OPTION_FLAG,
     .help = "every generator and solver, at -W x -H when given, else\n"
             "at 1000x1000 and 4000x4000",
     .group = "bench",
     .commands = BENCH},

    /* ---------------------------------------------------- books */
    {.name = "count",
     .letter = 'n',
     .kind = MAZE_OPTION_WHOLE,
     .value = "N",
     .min = 1,
     .max = 2000,
     .fallback = "60",
     .noun = "--count",
     .help = "mazes in the book (default 60), a page or a quarter\n"
             "of one each, and each one's answer at the back",
     .group = "book",
     .commands = BOOK},
    {.name = "output",
     .letter = 'o',
     .kind = MAZE_OPTION_FILE,
     .value = "FILE",
     .help = "the book, a PDF (needed); its recipe goes beside it,\n"
             "FILE with .json for .pdf",
     .group = "book",
     .commands = BOOK},
    {.name = "trim-size",
     .kind = MAZE_OPTION_TEXT,
     .value = "NAME|WxH",
     .choices = "letter 8x10 6x9 a4 a5",
     .fallback = "letter",
     .help = "the page as cut: letter (default), 8x10, 6x9 (inches),\n"
             "a4, a5, or W x H with a unit: 5.5x8.5in, 150x200mm",
     .group = "book",
     .commands = BOOK},
    {.name = "bleed",
     .kind = MAZE_OPTION_TEXT,
     .value = "LENGTH",
     .choices = "0.125in 3mm",
     .help = "grow the page by this on its outer edges (top, bottom\n"
             "and outside), as printers ask of a bleed: 0.125in, 3mm",
     .group = "book",
     .commands = BOOK},
    {.name = "per-page",
     .kind = MAZE_OPTION_WORD,
     .value = "1|2|4",
     .choices = "1 2 4",
     .help = "puzzles a page (default: the most whose cells stay at\n"
             "least --min-cell)",
     .group = "book",
     .commands = BOOK},
    {.name = "min-cell",
     .kind = MAZE_OPTION_TEXT,
     .value = "MM",
     .max = 100,
     .help = "the smallest cell printed, in millimetres (default 3);\n"
             "a maze that cannot fit is refused",
     .group = "book",
     .commands = BOOK},
    {.name = "ramp",
     .kind = MAZE_OPTION_TEXT,
     .value = "FROM:TO|LIST",
     .choices = "easy:hard easy,medium,hard",
     .help = "grades over the book, each a difficulty band (easy,\n"
             "medium, hard or MIN:MAX scores): easy:hard runs through\n"
             "medium, a list shares the book out in its order\n"
             "(default: the mazes made, ordered easiest first)",
     .group = "book",
     .commands = BOOK},
    {.name = "algorithms",
     .kind = MAZE_OPTION_TEXT,
     .value = "NAME,...",
     .help = "generators taken in turn, maze by maze (with --ramp the\n"
             "next that reaches a maze's grade); instead of -a",
     .group = "book",
     .commands = BOOK},
    {.name = "shapes",
     .kind = MAZE_OPTION_TEXT,
     .value = "NAME,...",
     .choices = "rect hex triangle polar upsilon cube sphere",
     .help = "shapes taken in turn, maze by maze; instead of --shape",
     .group = "book",
     .commands = BOOK},
    {.name = "title",
     .kind = MAZE_OPTION_TEXT,
     .value = "TEXT",
     .help = "a title page with this title (no page number on it)",
     .group = "book",
     .commands = BOOK},
    {.name = "author",
     .kind = MAZE_OPTION_TEXT,
     .value = "TEXT",
     .help = "the author, under the title",
     .group = "book",
     .commands = BOOK},
    {.name = "contents",
     .kind = MAZE_OPTION_FLAG,
     .help = "a contents page: where each grade and the answers start",
     .group = "book",
     .commands = BOOK},
    {.name = "how-to",
     .kind = MAZE_OPTION_FLAG,
     .help = "a page that explains how to play",
     .group = "book",
     .commands = BOOK},

    /* ------------------------------------------------- talking */
    {.name = "quiet",
     .letter = 'q',
     .kind = MAZE_OPTION_FLAG,
     .help = "say nothing on stderr unless something is wrong (no\n"
             "seed, route length or progress line)",
     .group = "messages",
     .commands = WRITERS | STATS | BOOK},
    {.name = "color",
     .kind = MAZE_OPTION_WORD,
     .value = "WHEN",
     .choices = "auto always never",
     .fallback = "auto",
     .help = "auto, always or never: colours on the terminal (auto:\n"
             "when it is one, unless NO_COLOR is set or TERM=dumb)",
     .group = "messages",
     .commands = WRITERS | STATS | BOOK},
    {.name = "help",
     .letter = 'h',
     .kind = MAZE_OPTION_FLAG,
     .help = "show this help",
     .group = "messages",
     .commands = MAKERS | SOLVE | BENCH},
    {.name = NULL},
};

/* Whether a (len bytes) and b (n bytes) are one name: '-' and '_' are
 * one letter, so Python's route_length is the tool's --route-length. */
static bool same(const char *a, size_t len, const char *b, size_t n)
{
    if (len != n)
        return false;
    for (size_t i = 0; i < n; i++) {
        char x = a[i] == '_' ? '-' : a[i];
        char y = b[i] == '_' ? '-' : b[i];
        if (x != y)
            return false;
    }
    return true;
}

const struct maze_option *maze_options(void)
{
    return options;
}

const struct maze_option *maze_option_find(const char *name, unsigned command)
{
    if (!name)
        return NULL;
    for (const struct maze_option *o = options; o->name; o++) {
        if (command && !(o->commands & command))
            continue;
        size_t n = strlen(name);
        if (same(o->name, strlen(o->name), name, n))
            return o;
        /* Aliases are whole words of o->aliases. */
        for (const char *a = o->aliases; a && *a;) {
            size_t len = strcspn(a, " ");
            if (same(a, len, name, n))
                return o;
            a += len + (a[len] == ' ');
        }
    }
    return NULL;
}

const char *maze_option_kind_name(enum maze_option_kind kind)
{
    static const char *const kinds[] = {
        [MAZE_OPTION_FLAG] = "flag",     [MAZE_OPTION_WHOLE] = "whole",
        [MAZE_OPTION_SHARE] = "share",   [MAZE_OPTION_WORD] = "word",
        [MAZE_OPTION_NAME] = "name",     [MAZE_OPTION_POINT] = "point",
        [MAZE_OPTION_COLOUR] = "colour", [MAZE_OPTION_FILE] = "file",
        [MAZE_OPTION_TEXT] = "text",
    };
    return (unsigned)kind < sizeof kinds / sizeof *kinds ? kinds[kind] : NULL;
}
