/*
 * messages.c - see messages.h.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "maze.h"
#include "messages.h"
#include "progress_line.h"

void cli_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    progress_erase();
    fputs("maze: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

int cli_usage_error(const char *cmd, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    progress_erase();
    fputs("maze: ", stderr);
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, " (see: maze help %s)\n", cmd);
    va_end(ap);
    return CLI_USAGE;
}

int cli_option_error(const char *cmd, int c, char **argv,
                     const struct option *longopts)
{
    const char *given = argv[optind - 1];
    if (c == ':')
        return cli_usage_error(cmd, "option '%s' needs a value", given);
    if (optopt && given[0] == '-' && given[1] != '-')
        return cli_usage_error(cmd, "unknown option '-%c'", optopt);
    /* "--widht=30": the name is what comes before the '='. */
    char name[64];
    const char *start = given + strspn(given, "-");
    snprintf(name, sizeof name, "%.*s", (int)strcspn(start, "="), start);
    /* getopt_long takes a prefix of one option ("--wid"); one of several
     * it refuses, and those are what the user may have meant. */
    char could[256] = "";
    size_t prefixed = 0;
    struct maze_nearest near;
    maze_nearest_start(&near, name);
    for (const struct option *o = longopts; o && o->name; o++) {
        maze_nearest_offer(&near, o->name, NULL);
        if (name[0] && strncmp(o->name, name, strlen(name)) == 0) {
            size_t len = strlen(could);
            snprintf(could + len, sizeof could - len, "%s--%s",
                     prefixed ? ", " : "", o->name);
            prefixed++;
        }
    }
    if (prefixed > 1)
        return cli_usage_error(cmd, "ambiguous option '--%s' (could be %s)",
                               name, could);
    if (maze_nearest_name(&near)) {
        cli_error("unknown option '--%s' (did you mean --%s?)", name,
                  maze_nearest_name(&near));
        return CLI_USAGE;
    }
    return cli_usage_error(cmd, "unknown option '%s'", given);
}

void cli_names(const void *table, size_t stride, char *buf, size_t size)
{
    buf[0] = '\0';
    for (const char *row = table;; row += stride) {
        const char *name = *(const char *const *)row;
        if (!name)
            break;
        if (buf[0])
            strncat(buf, ", ", size - strlen(buf) - 1);
        strncat(buf, name, size - strlen(buf) - 1);
    }
}

void cli_unknown(const char *what, const char *given, const void *table,
                 size_t stride, size_t aliases_at)
{
    struct maze_nearest near;
    maze_nearest_start(&near, given);
    for (const char *row = table;; row += stride) {
        const char *name = *(const char *const *)row;
        if (!name)
            break;
        maze_nearest_offer(&near, name, *(const char *const *)(row + aliases_at));
    }
    if (maze_nearest_name(&near)) {
        cli_error("unknown %s '%s' (did you mean %s? all of them: maze list)",
                  what, given, maze_nearest_name(&near));
        return;
    }
    char names[256];
    cli_names(table, stride, names, sizeof names);
    cli_error("unknown %s '%s' (try: %s)", what, given, names);
}
