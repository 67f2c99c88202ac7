/*
 * photo_input.c - see photo_input.h.
 */
#include <errno.h>
#include <string.h>
#include <strings.h>

#include "photo_input.h"
#include "picture_input.h"
#include "messages.h"
#include "input.h"
#include "output.h"

bool cli_is_photo(const struct cli_input *in)
{
    const unsigned char *head = in->head;
    size_t n = in->head_len;
    /* PNM's "P1".."P6" could start a text maze: only by name, which
     * standard input has none of. */
    if (n >= 2 && head[0] == 'P') {
        const char *dot = in->path ? strrchr(in->path, '.') : NULL;
        return dot && (strcasecmp(dot, ".pnm") == 0 ||
                       strcasecmp(dot, ".pgm") == 0 ||
                       strcasecmp(dot, ".ppm") == 0 ||
                       strcasecmp(dot, ".pbm") == 0);
    }
    /* A GIF the tool wrote is an animation, no photo: GIF comes by
     * --photo, as PNG does. */
    bool gif = n >= 3 && memcmp(head, "GIF", 3) == 0;
    return maze_photo_sniff(head, n) && !maze_picture_sniff(head, n) && !gif;
}

bool cli_jpeg_path(const char *path)
{
    const char *dot = path ? strrchr(path, '.') : NULL;
    return dot &&
           (strcasecmp(dot, ".jpg") == 0 || strcasecmp(dot, ".jpeg") == 0);
}

/* The debug picture at path; false after a message. */
static bool write_debug(const char *path, const struct maze_photo *photo)
{
    struct cli_output out;
    if (!cli_output_open(&out, path))
        return false;
    errno = 0;
    enum maze_err err = maze_photo_write_debug(photo, out.file);
    if (err) {
        cli_write_error(&out, err == MAZE_ERR_IO && errno ? strerror(errno)
                                                          : maze_strerror(err));
        cli_output_abort(&out);
        return false;
    }
    return cli_output_commit(&out);
}

struct maze *cli_load_photo(const struct cli_input *in, size_t max_bytes,
                            const struct maze_picture_opts *opts,
                            const char *debug, struct maze_photo **photo,
                            int *status)
{
    const char *name = in->name;
    *status = CLI_FAIL;
    struct maze_photo *p = NULL;
    struct maze_read_error where = {0};
    errno = 0;
    enum maze_err err = maze_photo_open(
        in->file, max_bytes ? max_bytes : MAZE_READ_MAX, opts->max_memory,
        &p, &where);
    int saved = errno;
    struct maze *m = NULL;
    if (!err) {
        err = maze_photo_find(p, opts, &m, &where);
        if (debug && !write_debug(debug, p)) {
            maze_free(m);
            maze_photo_free(p);
            return NULL;
        }
    }
    if (!err) {
        *status = CLI_OK;
        *photo = p;
        return m;
    }
    cli_read_failed(err, &where, name, saved, status);
    maze_photo_free(p);
    return NULL;
}
