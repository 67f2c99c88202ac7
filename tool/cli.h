/*
 * cli.h - what the subcommands of the maze tool share: messages, number
 * parsing, output files that appear whole or not at all, and the choice
 * of format. Every message goes through here, so they all look alike:
 * "maze: what went wrong 'subject' (hint)".
 */
#ifndef CLI_H
#define CLI_H

#include <stdbool.h>
#include <stdint.h>
#include <stddef.h>
#include <signal.h>
#include <getopt.h>
#include <stdio.h>

#include "maze.h"

/* Exit statuses. */
enum { CLI_OK = 0, CLI_FAIL = 1, CLI_USAGE = 2 };

/* A subcommand: tool/cmd_NAME.c. `run` gets argv with argv[0] = name. */
struct cli_command {
    const char *name;
    const char *summary;
    int (*run)(int argc, char **argv);
    void (*usage)(FILE *out); /* writes the whole --help text */
};

extern const struct cli_command cmd_generate, cmd_solve, cmd_list, cmd_stats,
    cmd_play, cmd_bench;

/* Prints "maze: <message>" and a newline on stderr. */
void cli_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Prints the message and "run 'maze help CMD' for usage"; returns 2. */
int cli_usage_error(const char *cmd, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Parsers: on failure they print the message and return false. */
bool cli_number(const char *what, const char *text, uint64_t min, uint64_t max,
                uint64_t *out);
bool cli_share(const char *what, const char *text, double *out);
bool cli_point(const char *what, const char *text, uint32_t *x, uint32_t *y);

/* Checks that (x, y) lies in the maze; prints the message if not. */
bool cli_point_inside(const char *what, const struct maze *m, uint32_t x,
                      uint32_t y);
bool cli_point_fits(const char *what, uint32_t width, uint32_t height,
                    uint32_t x, uint32_t y);

/* Refuses a rectangle whose memory this machine does not have, after the
 * library's message saying how much it would need. */
bool cli_size_fits(uint32_t width, uint32_t height);

/* Reads a maze in the text format or JSON from path (NULL or "-":
 * standard input, refused when that is a terminal), refusing files over
 * max_bytes (0: MAZE_READ_MAX); NULL after a message that names the file,
 * line and column of what is wrong. The caller frees it. */
struct maze *cli_load(const char *path, size_t max_bytes);

/* Whether path names standard input (NULL or "-"). */
bool cli_is_stdin(const char *path);

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

/* The --max-size option of the commands that read mazes. */
#define CLI_MAX_SIZE_OPTION 390
bool cli_max_size(const char *arg, size_t *out);

/* The --picture-memory option of the commands that read pictures and
 * photos: the bytes reading one may take (struct maze_picture_opts'
 * max_memory). */
#define CLI_PICTURE_MEMORY_OPTION 391
bool cli_picture_memory(const char *arg, uint64_t *out);

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

/* Reports what getopt_long returned for a bad option (':' or '?'), with
 * opterr off and the option string starting with ':': for a long option
 * the ones a prefix could be ("--sol": --solve, --solver) or the nearest
 * (a typo, "--widht": --width); returns 2. */
int cli_option_error(const char *cmd, int c, char **argv,
                     const struct option *longopts);

/* "a, b, c": the names of a registry (any table of structs that start
 * with `const char *name` and end with a NULL name), for hints. */
void cli_names(const void *table, size_t stride, char *buf, size_t size);
#define CLI_NAMES(table, buf)                                                  \
    cli_names((table), sizeof *(table), (buf), sizeof(buf))

/* Says that `given` names no entry of a registry (what: "algorithm"): with
 * the nearest entry's name when one is near (a typo, "did you mean prim?"),
 * else with all the names. The table is as for cli_names, and each entry
 * has its aliases at byte offset aliases_at. */
void cli_unknown(const char *what, const char *given, const void *table,
                 size_t stride, size_t aliases_at);
#define CLI_UNKNOWN(what, given, table, type)                                  \
    cli_unknown((what), (given), (table), sizeof(type), offsetof(type, aliases))

/* Says that `given` (a value of option `what`) names none of names, a
 * list ending in NULL, with the nearest when one is near. */
void cli_unknown_name(const char *what, const char *given,
                      const char *const *names);

/* The solver called name, or NULL after a message listing them. */
const struct maze_solver *cli_solver(const char *name);

/* Solves m from cell `from` (MAZE_NONE: its start) to its end with solver
 * (NULL: the default), reporting to hook (may be NULL); prints the route
 * length on stderr, and says why when it cannot. */
bool cli_solve(struct maze *m, const struct maze_solver *solver, size_t from,
               const struct maze_solve_opts *opts, const struct maze_hook *hook,
               struct maze_route *route);
/* The same, with the file the maze was read from named in the message
 * when there is no route ("maze: photo.jpg: no route from S to E"), as
 * the reader's messages name it (name NULL: not named). */
bool cli_solve_in(const char *name, struct maze *m,
                  const struct maze_solver *solver, size_t from,
                  const struct maze_solve_opts *opts,
                  const struct maze_hook *hook, struct maze_route *route);

#include "format.h"
#include "progress.h"

#endif
