/*
 * input.h - an input opened once, its kind told from what was read, and a
 * maze read from it.
 */
#ifndef INPUT_H
#define INPUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "maze.h"


/* An input, opened once: its kind is told from its first bytes (head),
 * and `file` gives those bytes again before the rest, so a FIFO, a pipe
 * named /dev/stdin or <(...) is read as a file is, none of it lost to
 * the look and nothing waited for twice. A regular file is read again
 * from where it started; anything else through a stream that replays the
 * head. */
#define CLI_HEAD 16
struct cli_input {
    FILE *file;       /* the input from its start */
    const char *path; /* as given; NULL: standard input */
    const char *name; /* for messages: the path, or "standard input" */
    unsigned char head[CLI_HEAD];
    size_t head_len; /* fewer than CLI_HEAD only at a short input */
    FILE *opened;    /* what was opened: stdin or the file */
};

/* Opens the input named by path (NULL or "-": standard input, refused
 * when it is a terminal) and reads its head; false after a message.
 * cli_input_close() closes it (standard input stays open) and does
 * nothing to an input that failed to open. */
bool cli_input_open(struct cli_input *in, const char *path);
void cli_input_close(struct cli_input *in);

/* A stream that gives held (len bytes, which it frees when closed) and
 * then the rest of `rest` (which it leaves open); NULL, held freed, when
 * there is no memory for it. */
FILE *cli_replay(char *held, size_t len, FILE *rest);

/* The same from a stream already open, named `name` in messages. */
struct maze *cli_load_stream(FILE *in, const char *name, size_t max_bytes);

#endif
