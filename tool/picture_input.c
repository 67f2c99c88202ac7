/*
 * picture_input.c - see picture_input.h.
 */
#include <errno.h>
#include <string.h>

#include "picture_input.h"
#include "messages.h"
#include "input.h"
#include "progress_line.h"

bool cli_is_picture(const struct cli_input *in)
{
    return maze_picture_sniff(in->head, in->head_len);
}

void cli_read_failed(enum maze_err err, const struct maze_read_error *where,
                     const char *name, int saved_errno, int *status)
{
    *status = err == MAZE_ERR_ARG ? CLI_USAGE : CLI_FAIL;
    switch (err) {
    case MAZE_ERR_ARG:
        cli_error("%s", where->message);
        break;
    case MAZE_ERR_TOO_BIG:
        if (strncmp(where->message, "file is", 7) == 0)
            cli_error("%s: %s (give a larger --max-size to read it)", name,
                      where->message);
        else if (strstr(where->message, "picture memory limit"))
            cli_error("%s: %s (give a larger --picture-memory to read it)",
                      name, where->message);
        else
            cli_error("%s: %s", name, where->message);
        break;
    case MAZE_ERR_FORMAT: {
        /* A PNG or GIF that looks like a photograph: the library guesses
         * so, and the tool says how to read it as one (solve and stats,
         * the commands that read pictures, both take --photo). */
        static const char guess[] = "(a photograph?)";
        size_t n = strlen(where->message), g = sizeof guess - 1;
        if (n >= g && strcmp(where->message + n - g, guess) == 0)
            cli_error("%s: %.*s(a photograph? give --photo)", name,
                      (int)(n - g), where->message);
        else
            cli_error("%s: %s", name, where->message);
        break;
    }
    case MAZE_ERR_IO:
        cli_error("cannot read '%s': %s", name,
                  saved_errno ? strerror(saved_errno) : maze_strerror(err));
        break;
    default:
        cli_error("cannot read '%s': %s", name, maze_strerror(err));
        break;
    }
}

struct maze *cli_load_picture(const struct cli_input *in, size_t max_bytes,
                              const struct maze_picture_opts *opts,
                              struct maze_picture **picture, int *status)
{
    const char *name = in->name;
    *status = CLI_FAIL;
    struct maze *m = NULL;
    struct maze_read_error where = {0};
    struct maze_picture_opts told = *opts;
    told.progress = progress_hook("reading", "rows");
    errno = 0;
    enum maze_err err =
        maze_picture_read(in->file, max_bytes ? max_bytes : MAZE_READ_MAX,
                          &told, &m, picture, &where);
    int saved = errno;
    progress_end();
    if (!err) {
        *status = CLI_OK;
        return m;
    }
    cli_read_failed(err, &where, name, saved, status);
    return NULL;
}
