/*
 * spec.h - the options that describe a maze to make, shared by every
 * command that makes one (generate, stats, play): size, algorithm and its
 * options, seed, braid, start and end.
 */
#ifndef SPEC_H
#define SPEC_H

#include <getopt.h>

#include "cli.h"

/* The maze's settings (the library judges them: maze_settings_set) and
 * what they say, filled in when spec_getopt() comes to the end of the
 * options. */
struct spec {
    struct maze_settings *settings;
    const struct maze_recipe *recipe; /* the settings' */
    const struct maze_generator *generator;
    enum maze_shape shape;
    uint32_t width, height, floors;
    uint64_t seed;       /* after spec_seed() */
    bool have_generator; /* -a was given */
    bool given;          /* some option of the maze's own was given */
    int refusal; /* the exit status after spec_getopt said SPEC_REFUSED */
};

/* Option values of the long options below that have no short form. */
enum {
    SPEC_START = 300,
    SPEC_END,
    SPEC_ENDS,
    SPEC_BIAS,
    SPEC_PICK,
    SPEC_MASK,
    SPEC_SHAPE,
    SPEC_WEAVE,
    SPEC_FLOORS,
    SPEC_STAIRS,
    SPEC_ROUTE_LENGTH,
    SPEC_DEAD_ENDS,
    SPEC_DIFFICULTY,
    SPEC_BASE,
    SPEC_RULE,
    SPEC_FILL,
    SPEC_GENERATIONS,
    SPEC_ROOMS,
    SPEC_ROOM_SIZE,
    SPEC_TRIM,
    SPEC_SYMMETRY,
    SPEC_WRAP,
};

#define SPEC_SHORTOPTS "W:H:a:s:b:"
#define SPEC_LONGOPTS                                                          \
    {"width", required_argument, NULL, 'W'},                                   \
        {"height", required_argument, NULL, 'H'},                              \
        {"algorithm", required_argument, NULL, 'a'},                           \
        {"seed", required_argument, NULL, 's'},                                \
        {"braid", required_argument, NULL, 'b'},                               \
        {"bias", required_argument, NULL, SPEC_BIAS},                          \
        {"pick", required_argument, NULL, SPEC_PICK},                          \
        {"start", required_argument, NULL, SPEC_START},                        \
        {"end", required_argument, NULL, SPEC_END},                            \
        {"ends", required_argument, NULL, SPEC_ENDS},                          \
        {"shape", required_argument, NULL, SPEC_SHAPE},                        \
        {"weave", required_argument, NULL, SPEC_WEAVE},                        \
        {"floors", required_argument, NULL, SPEC_FLOORS},                      \
        {"levels", required_argument, NULL, SPEC_FLOORS},                      \
        {"stairs", required_argument, NULL, SPEC_STAIRS},                      \
        {"base", required_argument, NULL, SPEC_BASE},                          \
        {"rule", required_argument, NULL, SPEC_RULE},                          \
        {"fill", required_argument, NULL, SPEC_FILL},                          \
        {"generations", required_argument, NULL, SPEC_GENERATIONS},            \
        {"rooms", required_argument, NULL, SPEC_ROOMS},                        \
        {"room-size", required_argument, NULL, SPEC_ROOM_SIZE},                \
        {"trim", required_argument, NULL, SPEC_TRIM},                          \
        {"symmetry", required_argument, NULL, SPEC_SYMMETRY},                  \
        {"wrap", required_argument, NULL, SPEC_WRAP},                          \
    {                                                                          \
        "mask", required_argument, NULL, SPEC_MASK                             \
    }

/* The targets a maze is drawn to (maze_settings_draw): generate's. */
#define SPEC_TARGET_LONGOPTS                                                   \
    {"route-length", required_argument, NULL, SPEC_ROUTE_LENGTH},              \
        {"dead-ends", required_argument, NULL, SPEC_DEAD_ENDS},                \
    {                                                                          \
        "difficulty", required_argument, NULL, SPEC_DIFFICULTY                 \
    }

/* The help lines of those options. */
extern const char spec_usage[];
extern const char spec_target_usage[];

/* Defaults: 20x10, the default generator, corners. false after a
 * message (out of memory). */
bool spec_init(struct spec *s);

/* Frees the settings. */
void spec_release(struct spec *s);

/* The exit status for a refusal of the settings, after its message (cmd:
 * the command whose help says more, for settings that do not go
 * together). */
int spec_refused(const struct maze_settings_error *err, const char *cmd);

/* getopt_long for a command that takes the spec options: handles those
 * itself and returns the next other option, -1 at the end, or
 * SPEC_REFUSED after a message about a bad spec option. Set optind to 0
 * and opterr to 0 before the first call. */
#define SPEC_REFUSED (-2)
int spec_getopt(struct spec *s, int argc, char **argv, const char *shortopts,
                const struct option *longopts);

/* Checks the options against each other; -1 when fine, else the status
 * after a message naming cmd. */
int spec_check(struct spec *s, const char *cmd);

/* Draws a seed when none was given; false after a message. */
bool spec_seed(struct spec *s);

/* Makes the maze the spec describes with the given seed: generated,
 * braided, with its start and end, reporting to hook (may be NULL). The
 * caller frees it. CLI_OK or CLI_FAIL after a message. */
int spec_make(const struct spec *s, uint64_t seed, const struct maze_hook *hook,
              struct maze **out);

/* The same drawn to the targets (maze_settings_draw): the first fitting
 * maze of seed, seed + stride, ...; *draw says which and after how many
 * tries. */
int spec_draw(const struct spec *s, uint64_t seed, uint64_t stride,
              const struct maze_hook *hook, struct maze **out,
              struct maze_draw *draw);

/* Whether a target (--route-length, --dead-ends, --difficulty) was
 * given. */
bool spec_targets(const struct spec *s);

#endif
