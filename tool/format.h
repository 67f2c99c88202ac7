/*
 * format.h - how a command writes a maze: the format (-f, or the -o
 * file's extension), the picture and animation options, and writing it,
 * still or animated. Shared by generate and solve.
 */
#ifndef FORMAT_H
#define FORMAT_H

#include <getopt.h>

struct cli_format {
    const char *format; /* -f, or NULL */
    const char *output; /* -o, or NULL */
    bool animate;
    struct maze_render_opts opts;
};

enum {
    FORMAT_CELL = 400,
    FORMAT_WALL,
    FORMAT_MARGIN,
    FORMAT_FG,
    FORMAT_BG,
    FORMAT_ROUTE_COLOR,
    FORMAT_PAGE,
    FORMAT_ANIMATE,
    FORMAT_STEPS,
    FORMAT_DELAY,
    FORMAT_STREAM,
    FORMAT_NO_STREAM,
};

#define CLI_FORMAT_SHORTOPTS "f:o:"
#define CLI_FORMAT_LONGOPTS                                                    \
    {"format", required_argument, NULL, 'f'},                                  \
        {"output", required_argument, NULL, 'o'},                              \
        {"cell", required_argument, NULL, FORMAT_CELL},                        \
        {"wall", required_argument, NULL, FORMAT_WALL},                        \
        {"margin", required_argument, NULL, FORMAT_MARGIN},                    \
        {"fg", required_argument, NULL, FORMAT_FG},                            \
        {"bg", required_argument, NULL, FORMAT_BG},                            \
        {"route-color", required_argument, NULL, FORMAT_ROUTE_COLOR},          \
        {"page", required_argument, NULL, FORMAT_PAGE},                        \
        {"animate", no_argument, NULL, FORMAT_ANIMATE},                        \
        {"steps-per-frame", required_argument, NULL, FORMAT_STEPS},            \
        {"stream", no_argument, NULL, FORMAT_STREAM},                          \
        {"no-stream", no_argument, NULL, FORMAT_NO_STREAM},                    \
    {                                                                          \
        "delay", required_argument, NULL, FORMAT_DELAY                         \
    }

/* The help lines of those options. */
extern const char format_usage[];

/* Takes getopt's c and optarg. Returns 0 when taken, -1 when c is not a
 * format option, CLI_USAGE after a message. */
int cli_format_option(struct cli_format *f, int c, const char *arg);

/* The renderer to use: -f NAME, else the -o file's extension, else
 * unicode for a terminal and text for anything else. Checks that it can
 * do what was asked (animate, or a still picture) and that a binary
 * format is not sent to a terminal. NULL after a message. */
const struct maze_renderer *cli_format_renderer(const struct cli_format *f,
                                                const char *cmd);

/* --steps-per-frame level for a run that is not recursive division: a
 * usage error (its status); -1 when all is well. */
int cli_format_check_levels(const struct cli_format *f, bool divides,
                            const char *cmd);

/* The renderer for a maze of several floors: r when it draws floors,
 * text in place of the terminal's default unicode; NULL after a usage
 * message naming cmd that suggests the formats that do. */
const struct maze_renderer *cli_format_floors(const struct cli_format *f,
                                              const struct maze_renderer *r,
                                              const char *cmd);

/* Whether r draws a maze of that shape; else a usage message naming cmd
 * that suggests the formats that do. */
bool cli_format_fits(const struct cli_format *f, const struct maze_renderer *r,
                     enum maze_shape shape, const char *cmd);

/* Writes m (with route, may be NULL) to out with r: a still picture, or
 * with --animate the recorded run (a GIF or HTML file, or frames redrawn
 * in a terminal). Commits or aborts out; false after a message. */
bool cli_render(const struct cli_format *f, const struct maze_renderer *r,
                const struct maze *m, const struct maze_route *route,
                const struct maze_recording *rec, struct cli_output *out);

#endif
