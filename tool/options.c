/*
 * options.c - see options.h.
 */
#include <stdlib.h>
#include <string.h>

#include "messages.h"
#include "output.h"
#include "options.h"

/* getopt_long's value for row i: past every letter. */
#define ROW_BASE 1000

static void add_long(struct cli_options *p, size_t *n, const char *name,
                     size_t len, int has_arg, int val)
{
    if (*n + 1 >= OPTIONS_MAX)
        return;
    /* The alias names point into the static table: no copy needed for the
     * whole name; an alias is a word of a space-separated list, so it is
     * copied once into a buffer that lives as long as the program. */
    if (name[len] != '\0') {
        char *copy = strndup(name, len);
        if (!copy)
            return;
        name = copy;
    }
    p->longopts[*n] = (struct option){name, has_arg, NULL, val};
    (*n)++;
}

void cli_options_init(struct cli_options *p, enum maze_command command,
                      const char *name)
{
    memset(p, 0, sizeof *p);
    p->command = command;
    p->name = name;
    size_t n = 0, k = 0;
    p->shortopts[k++] = ':';
    const struct maze_option *all = maze_options();
    for (const struct maze_option *o = all; o->name; o++) {
        if (!(o->commands & command))
            continue;
        int arg = o->kind == MAZE_OPTION_FLAG ? no_argument : required_argument;
        int val = ROW_BASE + (int)(o - all);
        add_long(p, &n, o->name, strlen(o->name), arg, val);
        for (const char *a = o->aliases; a && *a;) {
            size_t len = strcspn(a, " ");
            add_long(p, &n, a, len, arg, val);
            a += len + (a[len] == ' ');
        }
        if (o->letter && k + 3 < sizeof p->shortopts) {
            p->shortopts[k++] = o->letter;
            if (arg == required_argument)
                p->shortopts[k++] = ':';
        }
    }
    p->longopts[n] = (struct option){NULL, 0, NULL, 0};
}

/* The row getopt's c stands for, or NULL. */
static const struct maze_option *row_of(const struct cli_options *p, int c)
{
    const struct maze_option *all = maze_options();
    if (c >= ROW_BASE)
        return &all[c - ROW_BASE];
    for (const struct maze_option *o = all; o->name; o++)
        if (o->letter == c && (o->commands & p->command))
            return o;
    return NULL;
}

void cli_options_usage(FILE *f, enum maze_command command)
{
    for (const struct maze_option *o = maze_options(); o->name; o++) {
        if (!(o->commands & command))
            continue;
        char left[80];
        int n = snprintf(left, sizeof left, "  %c%c%c --%s%s%s",
                         o->letter ? '-' : ' ', o->letter ? o->letter : ' ',
                         o->letter ? ',' : ' ', o->name, o->value ? " " : "",
                         o->value ? o->value : "");
        /* Help starts in column 24, or on the next line when the option
         * leaves no room for two spaces before it. */
        if (n <= 21)
            fprintf(f, "%-23s", left);
        else
            fprintf(f, "%s\n%23s", left, "");
        for (const char *h = o->help; *h;) {
            size_t len = strcspn(h, "\n");
            fprintf(f, "%.*s\n", (int)len, h);
            h += len;
            if (*h == '\n' && *++h)
                fprintf(f, "%23s", "");
        }
    }
}

int cli_refused(const struct maze_settings_error *err, const char *cmd)
{
    if (err->code == MAZE_ERR_CONFLICT)
        return cli_usage_error(cmd, "%s", err->message);
    cli_error("%s", err->message[0] ? err->message : maze_strerror(err->code));
    return err->code == MAZE_ERR_ARG ? CLI_USAGE : CLI_FAIL;
}

/* "--braid --solve": getopt took the next option for the value. */
static bool value_is_option(const struct cli_options *p, const char *arg)
{
    if (!arg || arg[0] != '-' || arg[1] != '-')
        return false;
    char name[64];
    snprintf(name, sizeof name, "%.*s", (int)strcspn(arg + 2, "="), arg + 2);
    return maze_option_find(name, p->command) != NULL;
}

int cli_options_parse(struct cli_options *p, struct maze_request *r, int argc,
                      char **argv, void (*usage)(FILE *))
{
    opterr = 0;
    optind = 0;
    /* --mask is read last, once every option is known to be right: a
     * mask is a file to read (up to 1 GiB), which a wrong option after
     * it should not cost, nor hide. */
    const char *mask = NULL;
    for (;;) {
        int c = getopt_long(argc, argv, p->shortopts, p->longopts, NULL);
        if (c == -1) {
            struct maze_settings_error err = {0};
            if (mask && maze_request_set(r, "mask", mask, &err))
                return cli_refused(&err, p->name);
            return -1;
        }
        const struct maze_option *o =
            c == ':' || c == '?' ? NULL : row_of(p, c);
        if (!o)
            return cli_option_error(p->name, c, argv, p->longopts);
        if (o->letter == 'h' && strcmp(o->name, "help") == 0) {
            if (usage)
                cli_help(usage);
            return CLI_OK;
        }
        if (value_is_option(p, optarg)) {
            if (strcmp(o->name, "braid") == 0)
                cli_error("--braid needs a share from 0 to 1 of the dead "
                          "ends to remove (like --braid 0.5, or -b 1 to "
                          "leave none), and '%s' is another option",
                          optarg);
            else
                cli_error("--%s needs a value (%s), and '%s' is another "
                          "option",
                          o->name, o->value, optarg);
            return CLI_USAGE;
        }
        if (strcmp(o->name, "mask") == 0) {
            mask = optarg;
            continue;
        }
        struct maze_settings_error err = {0};
        if (maze_request_set(r, o->name, optarg, &err))
            return cli_refused(&err, p->name);
    }
}

uint64_t cli_whole(const struct maze_request *r, const char *name)
{
    const char *v =
        maze_request_given(r, name) ? maze_request_value(r, name) : NULL;
    return v ? strtoull(v, NULL, 10) : 0;
}
