/*
 * input.c - see input.h.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "input.h"
#include "messages.h"
#include "progress_line.h"

/* Whether path names standard input (NULL or "-"). */
static bool cli_is_stdin(const char *path)
{
    return !path || strcmp(path, "-") == 0;
}

/* A stream read again: the bytes held, then the rest of the input. */
struct replay {
    char *held;
    size_t len, at;
    FILE *rest;
};

static ssize_t replay_read(void *cookie, char *buf, size_t size)
{
    struct replay *r = cookie;
    if (r->at < r->len) {
        size_t n = r->len - r->at < size ? r->len - r->at : size;
        memcpy(buf, r->held + r->at, n);
        r->at += n;
        return (ssize_t)n;
    }
    size_t n = fread(buf, 1, size, r->rest);
    return n == 0 && ferror(r->rest) ? -1 : (ssize_t)n;
}

static int replay_close(void *cookie)
{
    struct replay *r = cookie;
    free(r->held);
    free(r);
    return 0;
}

FILE *cli_replay(char *held, size_t len, FILE *rest)
{
    struct replay *r = malloc(sizeof *r);
    FILE *again = NULL;
    if (r) {
        *r = (struct replay){held, len, 0, rest};
        cookie_io_functions_t io = {replay_read, NULL, NULL, replay_close};
        again = fopencookie(r, "r", io);
    }
    if (!again) {
        free(held);
        free(r);
    }
    return again;
}

bool cli_input_open(struct cli_input *in, const char *path)
{
    bool from_stdin = cli_is_stdin(path);
    *in = (struct cli_input){0};
    in->path = from_stdin ? NULL : path;
    in->name = from_stdin ? "standard input" : path;
    if (from_stdin && isatty(STDIN_FILENO)) {
        cli_error("no maze given (give a file, or pipe one in: maze "
                  "generate | maze solve)");
        return false;
    }
    FILE *opened = from_stdin ? stdin : fopen(path, "rb");
    if (!opened) {
        cli_error("cannot read '%s': %s", path, strerror(errno));
        return false;
    }
    /* A regular file is read again from where it starts (its size and
     * a reader's seeks stay); anything else can be read only once, and
     * gets its head back from memory. */
    struct stat st;
    bool regular = fstat(fileno(opened), &st) == 0 && S_ISREG(st.st_mode);
    off_t at = regular ? ftello(opened) : -1;
    errno = 0;
    in->head_len = fread(in->head, 1, sizeof in->head, opened);
    if (ferror(opened)) {
        cli_error("cannot read '%s': %s", in->name,
                  errno ? strerror(errno) : "input error");
        if (opened != stdin)
            fclose(opened);
        return false;
    }
    in->opened = opened;
    if (at >= 0 && fseeko(opened, at, SEEK_SET) == 0) {
        in->file = opened;
        return true;
    }
    char *held = malloc(in->head_len ? in->head_len : 1);
    if (held) {
        memcpy(held, in->head, in->head_len);
        in->file = cli_replay(held, in->head_len, opened);
    }
    if (!in->file) {
        cli_error("out of memory reading %s", in->name);
        cli_input_close(in);
        return false;
    }
    return true;
}

void cli_input_close(struct cli_input *in)
{
    if (in->file && in->file != in->opened)
        fclose(in->file);
    if (in->opened && in->opened != stdin)
        fclose(in->opened);
    in->file = NULL;
    in->opened = NULL;
}

/* Reads the maze named by path (NULL or "-": standard input). */
struct maze *cli_load_stream(FILE *in, const char *name, size_t max_bytes)
{
    struct maze *m = NULL;
    struct maze_read_error where = {0};
    FILE *reading = progress_reading(in, "reading");
    errno = 0;
    enum maze_err err =
        maze_read(reading, max_bytes ? max_bytes : MAZE_READ_MAX, &m, &where);
    int saved = errno;
    progress_reading_end(reading, in);
    if (err == MAZE_ERR_TOO_BIG && !where.line) {
        cli_error("%s: %s (give a larger --max-size to read it)", name,
                  where.message);
        return NULL;
    }
    if (err == MAZE_ERR_FORMAT || err == MAZE_ERR_TOO_BIG) {
        if (where.line)
            cli_error("%s:%lu:%lu: %s", name, where.line, where.column,
                      where.message);
        else
            cli_error("%s: %s", name, where.message);
        return NULL;
    }
    if (err == MAZE_ERR_IO) {
        cli_error("cannot read '%s': %s", name,
                  saved ? strerror(saved) : maze_strerror(err));
        return NULL;
    }
    if (err) {
        cli_error("cannot read '%s': %s", name, maze_strerror(err));
        return NULL;
    }
    return m;
}
