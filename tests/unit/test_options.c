/*
 * test_options.c - the table of options (maze_options) and the request
 * that takes them (maze_request): the table's rows are well formed, and
 * every request that asks for something nothing reads is refused, with
 * the same words in the tool's spelling and in Python's and the page's.
 */
#include <string.h>

#include "helpers.h"

static const unsigned commands[] = {MAZE_CMD_GENERATE, MAZE_CMD_SOLVE,
                                    MAZE_CMD_STATS, MAZE_CMD_PLAY,
                                    MAZE_CMD_BENCH, MAZE_CMD_BOOK};

Test(options, rows_are_well_formed)
{
    for (const struct maze_option *o = maze_options(); o->name; o++) {
        cr_assert(o->help && o->help[0], "%s has no help", o->name);
        cr_assert(o->group && o->group[0], "%s has no group", o->name);
        cr_assert(o->commands, "%s: no command takes it", o->name);
        cr_assert_eq(o->kind == MAZE_OPTION_FLAG, o->value == NULL,
                     "%s: a flag, and only a flag, names no value", o->name);
        if (o->kind == MAZE_OPTION_WORD || o->kind == MAZE_OPTION_NAME)
            cr_assert(o->choices, "%s: no choices", o->name);
        /* Help lines fit 80 columns after the 23 of the option. */
        for (const char *h = o->help; *h;) {
            size_t len = strcspn(h, "\n");
            cr_assert_leq(len, 57, "%s: a help line of %zu characters",
                          o->name, len);
            h += len + (h[len] == '\n');
        }
        /* A name's rows take disjoint commands, as do a letter's. */
        for (const struct maze_option *p = o + 1; p->name; p++) {
            if (strcmp(p->name, o->name) == 0)
                cr_assert_eq(p->commands & o->commands, 0,
                             "--%s has two rows for one command", o->name);
            if (o->letter && p->letter == o->letter)
                cr_assert_eq(p->commands & o->commands, 0,
                             "-%c names two options of one command",
                             o->letter);
        }
    }
}

/* Each kind is one word, a different one each; past the last kind there
 * is none. */
Test(options, every_kind_has_its_own_word)
{
    const enum maze_option_kind last = MAZE_OPTION_TEXT;
    for (unsigned k = 0; k <= last; k++) {
        const char *word = maze_option_kind_name((enum maze_option_kind)k);
        cr_assert(word && word[0] && !strchr(word, ' '), "kind %u", k);
        for (unsigned j = 0; j < k; j++)
            cr_assert_str_neq(word,
                              maze_option_kind_name((enum maze_option_kind)j));
    }
    cr_assert_str_eq(maze_option_kind_name(MAZE_OPTION_COLOUR), "colour");
    cr_assert_null(maze_option_kind_name((enum maze_option_kind)(last + 1)));
    for (const struct maze_option *o = maze_options(); o->name; o++)
        cr_assert_not_null(maze_option_kind_name(o->kind), "%s", o->name);
}

/* Every maze setting a row names is one maze_settings takes. */
Test(options, settings_are_the_libraries)
{
    struct maze_settings *s = NULL;
    cr_assert_eq(maze_settings_new(MAZE_SPELL_NAMES, &s), MAZE_OK);
    for (const struct maze_option *o = maze_options(); o->name; o++) {
        if (!o->setting)
            continue;
        struct maze_settings_error err = {0};
        maze_settings_set(s, o->setting, "", &err);
        cr_assert(strncmp(err.message, "unknown setting", 15) != 0,
                  "%s: %s", o->name, err.message);
    }
    maze_settings_free(s);
}

Test(options, found_by_name_alias_and_keyword)
{
    cr_assert_str_eq(maze_option_find("levels", 0)->name, "floors");
    cr_assert_str_eq(maze_option_find("route_color", 0)->name, "route-color");
    cr_assert_null(maze_option_find("solve", MAZE_CMD_STATS));
    cr_assert_null(maze_option_find(NULL, 0));
    const struct maze_option *start = maze_option_find("start", MAZE_CMD_SOLVE);
    cr_assert_null(start->setting, "solve's --start is the file's cell");
    cr_assert_str_eq(maze_option_find("start", MAZE_CMD_GENERATE)->setting,
                     "start");
    /* Every command takes --help. */
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        cr_assert(maze_option_find("help", commands[i]));
}

/* A request of command from "name=value" pairs (a flag: "name"), judged
 * with format (NULL: none); the first refusal's code, words in err. */
static enum maze_err ask(enum maze_command command, enum maze_spelling sp,
                         const char *const *pairs, const char *format,
                         struct maze_settings_error *err)
{
    struct maze_request *r = NULL;
    cr_assert_eq(maze_request_new(command, sp, &r), MAZE_OK);
    enum maze_err e = MAZE_OK;
    for (size_t i = 0; pairs[i] && !e; i++) {
        char name[64];
        const char *eq = strchr(pairs[i], '=');
        snprintf(name, sizeof name, "%.*s",
                 (int)(eq ? (size_t)(eq - pairs[i]) : strlen(pairs[i])),
                 pairs[i]);
        e = maze_request_set(r, name, eq ? eq + 1 : NULL, err);
    }
    if (!e)
        e = maze_request_check(r, format ? maze_renderer_find(format) : NULL,
                               err);
    maze_request_free(r);
    return e;
}

struct bad {
    enum maze_command command;
    const char *pairs[4];
    const char *format;
    enum maze_err code;
    const char *options; /* the words in the tool's spelling */
    const char *names;   /* ... in Python's and the page's */
};

#define G MAZE_CMD_GENERATE
#define S MAZE_CMD_SOLVE
#define ST MAZE_CMD_STATS
#define ARG MAZE_ERR_ARG
#define CONFLICT MAZE_ERR_CONFLICT

static const struct bad bad[] = {
    /* Picture options that a format without pixels would ignore. */
    {G, {"cell=8"}, "text", CONFLICT,
     "--cell is for pictures, and the text format draws none (try: -f png, "
     "svg, pdf or gif)",
     "cell is for pictures, and the text format draws none (try: "
     "format=png, svg, pdf or gif)"},
    {G, {"margin=0"}, "unicode", CONFLICT,
     "--margin is for pictures, and the unicode format draws none (try: -f "
     "png, svg, pdf or gif)",
     NULL},
    {G, {"fg=#000080"}, "json", CONFLICT,
     "--fg is for pictures, and the json format draws none (try: -f png, "
     "svg, pdf or gif)",
     "fg is for pictures, and the json format draws none (try: format=png, "
     "svg, pdf or gif)"},
    {S, {"bg=#ffffff"}, "text", CONFLICT,
     "--bg is for pictures, and the text format draws none (try: -f png, "
     "svg, pdf or gif)",
     NULL},
    {G, {"wall=3", "cell=2"}, "png", CONFLICT,
     "the wall (3) is as wide as a cell (2) or wider, and leaves no room for "
     "the passages (try: --wall 1)",
     "the wall (3) is as wide as a cell (2) or wider, and leaves no room for "
     "the passages (try: wall=1)"},
    {G, {"wall=4", "cell=4"}, "png", CONFLICT,
     "the wall (4) is as wide as a cell (4) or wider, and leaves no room for "
     "the passages (try: --wall 1)",
     NULL},
    {G, {"cell=2"}, "png", CONFLICT,
     "the wall (2) is as wide as a cell (2) or wider, and leaves no room for "
     "the passages (try: --wall 1)",
     NULL},
    {G, {"stream", "no-stream"}, "png", CONFLICT,
     "--stream and --no-stream ask for opposite things: give one",
     "stream and no_stream ask for opposite things: give one"},
    {G, {"stream"}, "svg", CONFLICT,
     "--stream chooses how a PNG is written, and svg is not PNG (try: -f "
     "png)",
     NULL},
    {G, {"page=a4"}, "png", CONFLICT,
     "--page lays out PDF pages, and png has no pages (try: -f pdf)",
     "page lays out PDF pages, and png has no pages (try: format=pdf)"},
    /* A maze the format cannot draw. */
    {G, {"shape=hex"}, "text", CONFLICT,
     "the text format draws rectangles only; for a hex maze write a picture "
     "(-o maze.png, .svg, .pdf or .gif) or -f json",
     "the text format draws rectangles only; for a hex maze write a picture "
     "(output=maze.png, .svg, .pdf or .gif) or format=json"},
    {G, {"floors=2"}, "stl", CONFLICT,
     "the stl format cannot draw a maze of several floors (try: text, "
     "unicode, png, svg, pdf, gif, json, jsonl)",
     NULL},
    /* Analyses where nothing shows them. */
    {G, {"distances"}, "text", CONFLICT,
     "--distances colours the cells, and the text format has no colours "
     "(try: -f png, svg, pdf, gif or unicode; maze stats tells the figures)",
     NULL},
    {G, {"all"}, "json", CONFLICT,
     "--all colours the cells, and the json format has no colours (try: -f "
     "png, svg, pdf, gif or unicode; maze stats tells the figures)",
     "all colours the cells, and the json format has no colours (try: "
     "format=png, svg, pdf, gif or unicode; maze stats tells the figures)"},
    {S, {"bottlenecks"}, "jsonl", CONFLICT,
     "--bottlenecks colours the cells, and the jsonl format has no colours "
     "(try: -f png, svg, pdf, gif or unicode; maze stats tells the figures)",
     NULL},
    {G, {"all", "distances"}, "png", CONFLICT,
     "--all and --distances both colour the cells (pick one)",
     "all and distances both colour the cells (pick one)"},
    {G, {"from=1,1"}, "png", CONFLICT,
     "--from says where --distances count from (add --distances)",
     "from says where distances count from (add distances)"},
    /* A route's options without a route. */
    {G, {"route-color=#00ff00"}, "png", CONFLICT,
     "--route-color has no route to colour (add --solve)",
     "route_color has no route to colour (add solve)"},
    {G, {"hand=right"}, "text", CONFLICT,
     "--hand is the wall-follower's and pledge's (add --solver wall-follower)",
     "hand is the wall-follower's and pledge's (add solver=wall-follower)"},
    {S, {"hand=left", "solver=bfs"}, "text", CONFLICT,
     "--hand is the wall-follower's and pledge's (add --solver wall-follower)", NULL},
    /* Ends that are not there. */
    {G, {"ends=none", "solve"}, "text", CONFLICT,
     "--solve needs a start and an end, and --ends none leaves them out",
     "solve needs a start and an end, and ends=none leaves them out"},
    {G, {"ends=none", "pick-hardest=5"}, "text", CONFLICT,
     "--pick-hardest needs a start and an end, and --ends none leaves them "
     "out",
     NULL},
    {G, {"ends=none", "distances"}, "png", CONFLICT,
     "--distances needs a start and an end, and --ends none leaves them out",
     NULL},
    /* Animation's pace without an animation; jobs without a batch. */
    {G, {"delay=100"}, "gif", CONFLICT,
     "--delay paces an animation, and none is made (try: --animate)",
     "delay paces an animation, and none is made (try: animate)"},
    {S, {"steps-per-frame=5"}, "gif", CONFLICT,
     "--steps-per-frame paces an animation, and none is made (try: "
     "--animate)",
     NULL},
    {G, {"jobs=2"}, "text", CONFLICT,
     "--jobs shares out the mazes of --count or --pick-hardest (add one, or "
     "leave out --jobs)",
     "jobs shares out the mazes of count or pick_hardest (add one, or leave "
     "out jobs)"},
    {ST, {"jobs=2"}, NULL, CONFLICT,
     "--jobs shares out the mazes of --samples (add one, or leave out "
     "--jobs)",
     NULL},
    /* Values wrong on their own, and names that are not options. */
    {G, {"cell=0"}, "png", ARG,
     "invalid cell size '0' (expected a whole number from 2 to 4096)",
     "invalid cell size '0' (expected a whole number from 2 to 4096)"},
    {G, {"page=a3"}, "pdf", ARG, "invalid page 'a3' (try: a4, letter)",
     NULL},
    {G, {"fg=red"}, "png", ARG,
     "invalid --fg colour 'red' (expected #rrggbb, like #1e90ff)",
     "invalid fg colour 'red' (expected #rrggbb, like #1e90ff)"},
    {G, {"route-color=#12"}, "png", ARG,
     "invalid --route-color colour '#12' (expected #rrggbb, like #1e90ff)",
     "invalid route_color colour '#12' (expected #rrggbb, like #1e90ff)"},
    {ST, {"color=nevr"}, NULL, ARG,
     "invalid --color 'nevr' (did you mean never? all of them: auto, "
     "always, never)",
     "invalid color 'nevr' (did you mean never? all of them: auto, always, "
     "never)"},
    {G, {"steps-per-frame=levels"}, "gif", ARG,
     "invalid steps per frame 'levels' (expected level or a whole number "
     "from 1 to 1000000000)",
     NULL},
    {G, {"hnad=left"}, "text", ARG,
     "unknown setting 'hnad' (did you mean --hand?)",
     "unknown setting 'hnad' (did you mean hand?)"},
    {ST, {"sampels=3"}, NULL, ARG,
     "unknown setting 'sampels' (did you mean --samples?)", NULL},
    {ST, {"solve"}, NULL, ARG, "unknown setting 'solve'", NULL},
    {G, {"count=0"}, "png", ARG,
     "invalid --count '0' (expected a whole number from 1 to 1000000000)",
     "invalid count '0' (expected a whole number from 1 to 1000000000)"},
};

Test(request, refuses_what_nothing_reads)
{
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        const struct bad *b = &bad[i];
        struct maze_settings_error err = {0};
        enum maze_err e = ask(b->command, MAZE_SPELL_OPTIONS, b->pairs,
                              b->format, &err);
        cr_assert_eq(e, b->code, "%zu (%s): %s", i, b->pairs[0], err.message);
        cr_assert_str_eq(err.message, b->options, "%zu: %s", i, err.message);
        if (!b->names)
            continue;
        e = ask(b->command, MAZE_SPELL_NAMES, b->pairs, b->format, &err);
        cr_assert_eq(e, b->code, "%zu: %s", i, err.message);
        cr_assert_str_eq(err.message, b->names, "%zu: %s", i, err.message);
    }
}

/* The same options with what makes them count are taken. */
Test(request, takes_what_is_read)
{
    static const struct {
        enum maze_command command;
        const char *pairs[4];
        const char *format;
    } good[] = {
        {G, {"cell=8", "wall=3"}, "png"},
        {G, {"route-color=#00ff00", "solve"}, "svg"},
        {G, {"route-color=#00ff00", "solver=dfs"}, "png"},
        {S, {"route-color=#00ff00"}, "png"},
        {G, {"hand=right", "solver=wall-follower"}, "text"},
        {S, {"hand=right", "compare"}, NULL},
        {G, {"distances"}, "unicode"},
        {G, {"ends=none", "distances", "from=1,1"}, "png"},
        {G, {"page=letter"}, "pdf"},
        {G, {"stream"}, "png"},
        {G, {"animate", "delay=100"}, "gif"},
        {G, {"jobs=2", "count=3"}, "png"},
        {ST, {"all", "distances"}, NULL},
        {ST, {"jobs=2", "samples=3"}, NULL},
    };
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
        struct maze_settings_error err = {0};
        cr_assert_eq(ask(good[i].command, MAZE_SPELL_OPTIONS, good[i].pairs,
                         good[i].format, &err),
                     MAZE_OK, "%zu: %s", i, err.message);
    }
}

Test(request, values_and_picture_settings)
{
    struct maze_request *r = NULL;
    cr_assert_eq(maze_request_new(G, MAZE_SPELL_OPTIONS, &r), MAZE_OK);
    cr_assert_eq(maze_request_set(r, "cell", "8", NULL), MAZE_OK);
    cr_assert_eq(maze_request_set(r, "route_color", "#00FF80", NULL), MAZE_OK);
    cr_assert_eq(maze_request_set(r, "steps-per-frame", "level", NULL),
                 MAZE_OK);
    cr_assert_eq(maze_request_set(r, "levels", "2", NULL), MAZE_OK);
    /* A refused value leaves the one before. */
    cr_assert_eq(maze_request_set(r, "cell", "x", NULL), MAZE_ERR_ARG);
    cr_assert_str_eq(maze_request_value(r, "cell"), "8");
    cr_assert(maze_request_given(r, "floors"));
    cr_assert_str_eq(maze_request_value(r, "hand"), "left");
    cr_assert(!maze_request_given(r, "hand"));
    struct maze_render_opts opts = {0};
    maze_request_render_opts(r, &opts);
    cr_assert_eq(opts.cell, 8);
    cr_assert_eq(opts.wall, 0);
    cr_assert_eq(opts.route_color, MAZE_RGB(0, 255, 128));
    cr_assert_eq(opts.steps_per_frame, MAZE_STEPS_LEVEL);
    uint32_t w = 0, h = 0, floors = 0;
    enum maze_shape shape = MAZE_SHAPE_RECT;
    maze_settings_size(maze_request_settings(r), &shape, &w, &h, &floors);
    cr_assert_eq(floors, 2);
    maze_request_free(r);
    maze_request_free(NULL);
}
