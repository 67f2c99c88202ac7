/*
 * output.h - outputs that appear whole or not at all, the fatal signals that
 * remove what is half written, and standard output's end.
 */
#ifndef OUTPUT_H
#define OUTPUT_H

#include <signal.h>
#include <stdbool.h>
#include <stdio.h>

#include "maze.h"

/* An output: standard output, or a file written through the library's
 * maze_output (a temporary file beside the target, renamed into place by
 * cli_output_commit(), links and modes kept, devices written in place),
 * so a failure leaves no half file and an existing file whole. A fatal
 * signal removes the temporary files before the tool dies. */
struct cli_output {
    FILE *file;
    const char *path;        /* NULL: standard output */
    struct maze_output *lib; /* NULL: standard output */
    int slot;                /* its place in the signal handler's list */
};

bool cli_output_open(struct cli_output *out, const char *path);

/* The one wording of a failed write, to a file or standard output. */
void cli_write_error(const struct cli_output *out, const char *reason);
bool cli_output_commit(struct cli_output *out);
/* Removes what was written; after a commit or an abort it does nothing
 * (standard output is flushed), so the opener may abort at its end
 * whatever became of the output. */
void cli_output_abort(struct cli_output *out);

/* cli_output_open() of a file, in any thread and silent: false when it
 * cannot (then cli_output_open() in order says why). path must outlive
 * out. A batch's workers open at most CLI_FILES_AHEAD pieces' files (two
 * each) ahead of the caller. */
#define CLI_FILES_AHEAD 32
bool cli_output_try(struct cli_output *out, const char *path);

/* A fatal signal renames this output's temporary file into place instead
 * of removing it: for a file that is whole whenever the fatal signals are
 * not held (a batch's index, a row added at a time while they are). */
void cli_output_keep_on_signal(struct cli_output *out);

/* Holds back the fatal signals the tool catches, and lets them through
 * again: around what must happen together or not at all. */
void cli_hold_signals(sigset_t *was);
void cli_release_signals(const sigset_t *was);

/* Opens /dev/null on a standard stream the caller closed (>&-), so that
 * no file the tool opens takes its number; writing to it still fails. */
void cli_std_streams(void);

/* fflush(stdout), remembering why it failed for cli_exit(). */
bool cli_flush_stdout(void);

/* Prints a command's help on stdout. A help text longer than stdout's
 * buffer is flushed by stdio on the way, and why that failed (a full
 * disk) is kept here for cli_exit(): stdio itself forgets it. */
void cli_help(void (*usage)(FILE *out));

/* Flushes and closes standard output at the end of every command: a
 * command that succeeded but whose output could not be written (a full
 * disk, a closed stream) fails, saying why. Returns the exit status. */
int cli_exit(int status);

#endif
