/*
 * spec.h - the options that describe a maze to make, shared by every
 * command that makes one (generate, stats, play): size, algorithm and its
 * options, seed, braid, start and end.
 */
#ifndef SPEC_H
#define SPEC_H

#include "maze.h"

/* The maze's settings (the request's: the library judges them) and what
 * they say, filled in by spec_view() once the options are read. */
struct spec {
    struct maze_settings *settings; /* the request's */
    const struct maze_recipe *recipe; /* the settings' */
    const struct maze_generator *generator;
    enum maze_shape shape;
    uint32_t width, height, floors;
    uint64_t seed;       /* after spec_seed() */
    bool have_generator; /* -a was given */
    bool given;          /* some option of the maze's own was given */
};

/* The spec of r's settings, at their defaults (20x10, the default
 * generator, corners) until spec_view(). */
void spec_init(struct spec *s, struct maze_request *r);

/* What the settings say, once the options are read. */
void spec_view(struct spec *s);

/* The exit status for a refusal of the settings, after its message (cmd:
 * the command whose help says more, for settings that do not go
 * together). */
int spec_refused(const struct maze_settings_error *err, const char *cmd);

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

/* The same made to the targets (maze_settings_try): the first fitting
 * maze of seed, seed + stride, ...; *tried says which and after how many
 * tries. */
int spec_try(const struct spec *s, uint64_t seed, uint64_t stride,
             const struct maze_hook *hook, struct maze **out,
             struct maze_tried *tried);

/* Whether a target (--route-length, --dead-ends, --difficulty) was
 * given. */
bool spec_targets(const struct spec *s);

#endif
