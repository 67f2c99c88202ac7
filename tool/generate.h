/*
 * generate.h - what maze generate was asked (cmd_generate.c reads it from
 * the request) and its batches (generate_batch.c: a folder of files, a
 * PDF book or a JSON-lines stream of many mazes).
 */
#ifndef GENERATE_H
#define GENERATE_H

#include <stdbool.h>
#include <stdint.h>

#include "analysis.h"
#include "format.h"
#include "maze.h"
#include "spec.h"

struct options {
    struct maze_request *request; /* owned */
    struct spec spec;
    bool solve;
    const struct maze_solver *solver;
    uint64_t candidates;
    uint64_t count;
    unsigned jobs; /* threads for --count and --pick-hardest */
    struct maze_solve_opts solve_opts; /* --hand */
    bool stream;
    uint64_t rows;
    struct cli_format out;
    struct cli_analysis analysis;
    bool have_from;
    uint32_t fx, fy;
};

/* Where a batch goes: JSON lines to one file or standard output, every
 * other format to a folder. Returns -1 to go on, or the exit status
 * after a message. */
int generate_batch_output(const struct options *o,
                          const struct maze_renderer *r);

/* Makes o->count mazes from seed (seed + i each) with r, into the folder,
 * book or stream o asks for. Returns the exit status, after a message
 * when it is not CLI_OK. */
int generate_batch(struct options *o, const struct maze_renderer *r,
                   uint64_t seed);

#endif
