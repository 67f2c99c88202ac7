/*
 * messages.h - what the tool says when something is wrong, every message
 * through here so they all look alike: "maze: what went wrong 'subject'
 * (hint)", the exit statuses, and the suggestions for a name mistyped.
 */
#ifndef MESSAGES_H
#define MESSAGES_H

#include <getopt.h>
#include <stddef.h>

/* Exit statuses. */
enum { CLI_OK = 0, CLI_FAIL = 1, CLI_USAGE = 2 };

/* Prints "maze: <message>" and a newline on stderr. */
void cli_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Prints the message and "run 'maze help CMD' for usage"; returns 2. */
int cli_usage_error(const char *cmd, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

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

#endif
