/*
 * test_settings.c - maze_settings: a maze described by named settings is
 * the maze its recipe makes, and every refusal has its error and words.
 */
#include "helpers.h"

/* Settings from "name=value" pairs, in that order; the code of the first
 * refusal (by set, then check), its words in err. */
static enum maze_err judge(enum maze_spelling spelling, const char *const *pairs,
                           struct maze_settings_error *err)
{
    struct maze_settings *s = NULL;
    cr_assert_eq(maze_settings_new(spelling, &s), MAZE_OK);
    enum maze_err e = MAZE_OK;
    for (size_t i = 0; pairs[i] && !e; i++) {
        char name[64];
        const char *eq = strchr(pairs[i], '=');
        cr_assert(eq);
        snprintf(name, sizeof name, "%.*s", (int)(eq - pairs[i]), pairs[i]);
        e = maze_settings_set(s, name, eq + 1, err);
    }
    if (!e)
        e = maze_settings_check(s, err);
    struct maze *m = NULL;
    if (!e)
        e = maze_settings_make(s, 1, NULL, &m, err);
    maze_free(m);
    maze_settings_free(s);
    return e;
}

struct refusal {
    const char *pairs[4];
    enum maze_err code;
    const char *options; /* the words with the tool's spelling */
    const char *names;   /* with names */
};

static const struct refusal refusals[] = {
    {{"wdth=3"}, MAZE_ERR_ARG, "unknown setting 'wdth' (did you mean width?)",
     NULL},
    {{"width=abc"}, MAZE_ERR_ARG,
     "invalid width 'abc' (expected a whole number from 1 to 2147483647)",
     NULL},
    {{"height=0"}, MAZE_ERR_ARG,
     "invalid height '0' (expected a whole number from 1 to 2147483647)",
     NULL},
    {{"seed=-1"}, MAZE_ERR_ARG,
     "invalid seed '-1' (expected a whole number from 0 to "
     "18446744073709551615)",
     NULL},
    {{"braid=2"}, MAZE_ERR_ARG,
     "invalid braid share '2' (expected a number from 0 to 1, like 0.5)",
     NULL},
    /* decimal only: strtod alone reads hexadecimal */
    {{"braid=0x1"}, MAZE_ERR_ARG,
     "invalid braid share '0x1' (expected a number from 0 to 1, like 0.5)",
     NULL},
    {{"algorithm=primm"}, MAZE_ERR_ARG,
     "unknown algorithm 'primm' (did you mean prim? all of them: maze list)",
     "unknown algorithm 'primm' (did you mean prim? all of them: "
     "backtracker, prim, division, kruskal, eller, wilson, aldous-broder, "
     "hunt-and-kill, sidewinder, binary-tree, growing-tree, unicursal, classical, "
     "cave, dungeon)"},
    {{"shape=spiral"}, MAZE_ERR_ARG,
     "unknown shape 'spiral' (try: rect, hex, triangle, polar, upsilon, cube, "
     "sphere)",
     NULL},
    {{"stairs=0"}, MAZE_ERR_ARG,
     "stairs weight must be above 0, not '0' (with no stairs the floors "
     "would not be joined; try: --stairs 0.05)",
     "stairs weight must be above 0, not '0' (with no stairs the floors "
     "would not be joined; try: stairs=0.05)"},
    {{"ends=far"}, MAZE_ERR_ARG,
     "unknown --ends 'far' (try: corners, farthest, none)",
     "unknown ends 'far' (try: corners, farthest, none)"},
    {{"bias=NS"}, MAZE_ERR_ARG, "invalid bias 'NS' (try: NW, NE, SW, SE)",
     NULL},
    {{"pick=mix:2"}, MAZE_ERR_ARG,
     "invalid mix share '2' (expected a number from 0 to 1, like 0.5)", NULL},
    {{"start=1"}, MAZE_ERR_ARG,
     "invalid start '1' (expected X,Y: two whole numbers like 0,0, x to "
     "the right and y down)",
     NULL},
    {{"mask=/no/such/mask"}, MAZE_ERR_IO,
     "cannot read '/no/such/mask': No such file or directory", NULL},
    {{"stairs=0.5"}, MAZE_ERR_CONFLICT,
     "--stairs needs --floors 2 or more (a maze of one floor has no stairs)",
     "stairs needs floors=2 or more (a maze of one floor has no stairs)"},
    {{"weave=0.5", "levels=2"}, MAZE_ERR_CONFLICT,
     "--weave and --floors cannot be combined (a maze either weaves or has "
     "floors)",
     "weave and floors cannot be combined (a maze either weaves or has "
     "floors)"},
    {{"weave=0.5", "shape=hex"}, MAZE_ERR_CONFLICT,
     "--weave works on rectangles, not hex grids",
     "weave works on rectangles, not hex grids"},
    {{"weave=0.5", "algorithm=wilson"}, MAZE_ERR_CONFLICT,
     "wilson cannot weave (try: backtracker, prim, kruskal, hunt-and-kill, "
     "growing-tree)",
     NULL},
    {{"levels=2", "shape=hex"}, MAZE_ERR_CONFLICT,
     "--floors works on rectangles only: a hexagon has six neighbours "
     "already, the most a cell may have",
     "floors works on rectangles only: a hexagon has six neighbours "
     "already, the most a cell may have"},
    {{"levels=2", "algorithm=eller"}, MAZE_ERR_CONFLICT,
     "eller makes one floor at a time and cannot make stairs (try: "
     "backtracker, prim, kruskal, wilson, aldous-broder, hunt-and-kill, "
     "growing-tree)",
     NULL},
    {{"levels=2", "start=0,0"}, MAZE_ERR_CONFLICT,
     "--start and --end cannot be combined with --floors (the start is on "
     "the lowest floor, the end on the highest; try: --ends farthest)",
     "start and end cannot be combined with floors (the start is on the "
     "lowest floor, the end on the highest; try: ends=farthest)"},
    {{"algorithm=eller", "shape=hex"}, MAZE_ERR_CONFLICT,
     "eller works on rectangles only, not hex grids (try: backtracker, "
     "prim, kruskal, wilson, aldous-broder, hunt-and-kill, growing-tree)",
     NULL},
    {{"shape=polar", "width=2"}, MAZE_ERR_CONFLICT,
     "a polar maze's innermost ring needs 1 cell (a round centre) or at "
     "least 3 (-W 2 would make two cells that touch twice)",
     "a polar maze's innermost ring needs 1 cell (a round centre) or at "
     "least 3 (width=2 would make two cells that touch twice)"},
    {{"shape=polar", "height=2000000"}, MAZE_ERR_CONFLICT,
     "a polar maze has at most 1048576 rings (-H)",
     "a polar maze has at most 1048576 rings (height)"},
    {{"shape=triangle", "width=1", "height=3"}, MAZE_ERR_CONFLICT,
     "a triangle maze needs -W 2 or more: one column of triangles falls "
     "apart into pairs",
     "a triangle maze needs width=2 or more: one column of triangles falls "
     "apart into pairs"},
    {{"bias=NE", "algorithm=prim"}, MAZE_ERR_CONFLICT,
     "--bias is read by binary-tree only, not by prim",
     "bias is read by binary-tree only, not by prim"},
    {{"mix=0.5"}, MAZE_ERR_CONFLICT,
     "--mix is read by growing-tree only, not by backtracker",
     "mix is read by growing-tree only, not by backtracker"},
    {{"ends=none", "start=1,1"}, MAZE_ERR_CONFLICT,
     "--start and --end cannot be combined with --ends none",
     "start and end cannot be combined with ends=none"},
    {{"start=9,0", "width=5"}, MAZE_ERR_ARG,
     "start 9,0 is outside the 5x10 maze (x from 0 to 4, y from 0 to 9)",
     NULL},
    {{"shape=polar", "start=0,12"}, MAZE_ERR_CONFLICT,
     "start ring 12 is outside the maze (rings 0 to 9)", NULL},
    {{"shape=polar", "width=3", "end=9,0"}, MAZE_ERR_ARG,
     "end 9,0 is outside the maze (ring 0 has 3 cells: 0 to 2)", NULL},
    {{"start=3,3", "end=3,3"}, MAZE_ERR_CONFLICT,
     "start and end are the same cell 3,3", NULL},
    {{"algorithm=kruskal", "width=100000", "height=100000"}, MAZE_ERR_ARG,
     "a maze of 10000000000 cells is too big for kruskal (at most "
     "1431655765; try backtracker, which takes any size)",
     NULL},
    {{"width=2147483647", "height=2147483647"}, MAZE_ERR_TOO_BIG, NULL,
     NULL},
};

Test(settings, every_refusal_has_its_error_and_words)
{
    for (size_t i = 0; i < sizeof refusals / sizeof *refusals; i++) {
        const struct refusal *r = &refusals[i];
        for (int spelling = 0; spelling < 2; spelling++) {
            struct maze_settings_error err = {0};
            enum maze_err e =
                judge((enum maze_spelling)spelling, r->pairs, &err);
            cr_assert_eq(e, r->code, "%s: %d, not %d (%s)", r->pairs[0], e,
                         r->code, err.message);
            cr_assert_eq(err.code, e, "%s", r->pairs[0]);
            const char *want =
                spelling == MAZE_SPELL_NAMES && r->names ? r->names
                                                         : r->options;
            if (want)
                cr_assert_str_eq(err.message, want, "%s: '%s'", r->pairs[0],
                                 err.message);
            else
                cr_assert(strstr(err.message, "needs") &&
                              strstr(err.message, "memory"),
                          "%s", err.message);
        }
    }
}

Test(settings, a_refused_setting_keeps_its_value)
{
    struct maze_settings *s = NULL;
    cr_assert_eq(maze_settings_new(MAZE_SPELL_NAMES, &s), MAZE_OK);
    cr_assert_eq(maze_settings_set(s, "W", "7", NULL), MAZE_OK);
    cr_assert_eq(maze_settings_set(s, "width", "x", NULL), MAZE_ERR_ARG);
    cr_assert_eq(maze_settings_set(s, "Algorithm", "Prim's", NULL), MAZE_OK);
    cr_assert_eq(maze_settings_set(s, "algorithm", "nope", NULL),
                 MAZE_ERR_ARG);
    uint32_t w = 0, h = 0, floors = 0;
    maze_settings_size(s, NULL, &w, &h, &floors);
    cr_assert(w == 7 && h == 10 && floors == 1);
    cr_assert_str_eq(maze_settings_recipe(s)->generator->name, "prim");
    cr_assert(maze_settings_given(s, "width"));
    cr_assert(!maze_settings_given(s, "height"));
    cr_assert(maze_settings_given(s, NULL));
    maze_settings_free(s);
}

Test(settings, a_polar_maze_has_a_round_centre_unless_told)
{
    struct maze_settings *s = NULL;
    cr_assert_eq(maze_settings_new(MAZE_SPELL_OPTIONS, &s), MAZE_OK);
    cr_assert_eq(maze_settings_set(s, "shape", "circular", NULL), MAZE_OK);
    uint32_t w = 0;
    maze_settings_size(s, NULL, &w, NULL, NULL);
    cr_assert_eq(w, 1);
    cr_assert_eq(maze_settings_set(s, "width", "20", NULL), MAZE_OK);
    maze_settings_size(s, NULL, &w, NULL, NULL);
    cr_assert_eq(w, 20);
    maze_settings_free(s);
}

/* The maze settings make is the maze the recipe they stand for makes. */
Test(settings, the_maze_is_the_recipes)
{
    static const char *const cases[][6] = {
        {"algorithm=prim", "braid=0.4", "ends=farthest", "width=11",
         "height=7"},
        {"algorithm=growing-tree", "pick=mix:0.3", "start=2,1", "end=0,6"},
        {"algorithm=binary-tree", "bias=SE", "width=9"},
        {"algorithm=backtracker", "weave=0.6", "width=12", "height=9"},
        {"algorithm=kruskal", "levels=3", "stairs=0.5", "width=6",
         "height=4"},
        {"algorithm=wilson", "shape=hex", "width=8", "height=6"},
        {"algorithm=division", "shape=polar", "height=6"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        struct maze_settings *s = NULL;
        cr_assert_eq(maze_settings_new(MAZE_SPELL_NAMES, &s), MAZE_OK);
        for (size_t k = 0; k < 6 && cases[i][k]; k++) {
            char name[32];
            const char *eq = strchr(cases[i][k], '=');
            snprintf(name, sizeof name, "%.*s", (int)(eq - cases[i][k]),
                     cases[i][k]);
            struct maze_settings_error err = {0};
            cr_assert_eq(maze_settings_set(s, name, eq + 1, &err), MAZE_OK,
                         "%s", err.message);
        }
        cr_assert_eq(maze_settings_check(s, NULL), MAZE_OK, "case %zu", i);
        enum maze_shape shape;
        uint32_t w = 0, h = 0, floors = 0;
        maze_settings_size(s, &shape, &w, &h, &floors);
        for (uint64_t seed = 0; seed < 5; seed++) {
            struct maze *a = NULL;
            struct maze *b = NULL;
            cr_assert_eq(maze_settings_make(s, seed, NULL, &a, NULL), MAZE_OK);
            cr_assert_eq(floors > 1 ? maze_new_floors(w, h, floors, &b)
                                    : maze_new_shape(shape, w, h, &b),
                         MAZE_OK);
            cr_assert_eq(maze_make(b, maze_settings_recipe(s), seed, NULL),
                         MAZE_OK);
            cr_assert_eq(maze_hash(a), maze_hash(b), "case %zu seed %llu", i,
                         (unsigned long long)seed);
            cr_assert(a->start == b->start && a->end == b->end);
            maze_free(a);
            maze_free(b);
        }
        maze_settings_free(s);
    }
}

Test(settings, a_seed_drawn_is_kept)
{
    struct maze_settings *s = NULL;
    cr_assert_eq(maze_settings_new(MAZE_SPELL_NAMES, &s), MAZE_OK);
    uint64_t a = 0, b = 1;
    cr_assert_eq(maze_settings_seed(s, &a, NULL), MAZE_OK);
    cr_assert_eq(maze_settings_seed(s, &b, NULL), MAZE_OK);
    cr_assert_eq(a, b);
    cr_assert(a <= 0xFFFFFFFFu);
    cr_assert_eq(maze_settings_set(s, "seed", "42", NULL), MAZE_OK);
    cr_assert_eq(maze_settings_seed(s, &a, NULL), MAZE_OK);
    cr_assert_eq(a, 42);
    maze_settings_free(s);
}

Test(settings, which_generators_read_what)
{
    cr_assert(maze_generator_reads(maze_generator_find("binary-tree"),
                                   "bias"));
    cr_assert(!maze_generator_reads(maze_generator_find("prim"), "bias"));
    cr_assert(maze_generator_reads(maze_generator_find("growing-tree"),
                                   "pick"));
    cr_assert(maze_generator_reads(maze_generator_find("kruskal"), "weave"));
    cr_assert(!maze_generator_reads(maze_generator_find("eller"), "floors"));
    cr_assert(!maze_generator_reads(maze_generator_find("eller"), "levels"));
    cr_assert(maze_generator_reads(maze_generator_find("eller"), "braid"));
    cr_assert(!maze_generator_reads(maze_generator_find("eller"), "nothing"));
}
