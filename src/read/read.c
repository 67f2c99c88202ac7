/*
 * read.c - what every reader needs: where a file's text starts and
 * whether it is within the limit, and the whole of an input that cannot
 * be read twice (the error with its place is errors.c's).
 */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "read.h"

enum maze_err mz_slurp(FILE *in, size_t max_bytes, char **text, size_t *len,
                       struct maze_read_error *err)
{
    return mz_slurp_after(in, max_bytes, NULL, 0, text, len, err);
}

enum maze_err mz_slurp_after(FILE *in, size_t max_bytes, const char *have,
                             size_t have_len, char **text, size_t *len,
                             struct maze_read_error *err)
{
    size_t cap = have_len > 1 << 16 ? have_len : 1 << 16;
    size_t n = have_len;
    char *buf = malloc(cap);
    if (!buf)
        return MAZE_ERR_NOMEM;
    if (have_len)
        memcpy(buf, have, have_len);
    /* The buffer doubles up to max_bytes + 1 and no further: one byte
     * past the limit is enough to know the input is over it, so an
     * endless input (/dev/zero) costs the limit, not twice it. */
    size_t most = max_bytes < SIZE_MAX ? max_bytes + 1 : max_bytes;
    for (;;) {
        if (n == cap) {
            if (cap > max_bytes) {
                free(buf);
                mz_read_fail(err, 0, 0, "file is larger than %zu bytes",
                             max_bytes);
                return MAZE_ERR_TOO_BIG;
            }
            size_t grow = cap <= most / 2 ? cap * 2 : most;
            char *grown = realloc(buf, grow);
            if (!grown) {
                free(buf);
                return MAZE_ERR_NOMEM;
            }
            buf = grown;
            cap = grow;
        }
        size_t got = fread(buf + n, 1, cap - n, in);
        n += got;
        if (got == 0)
            break;
    }
    if (ferror(in)) {
        free(buf);
        return MAZE_ERR_IO;
    }
    if (n > max_bytes) {
        free(buf);
        mz_read_fail(err, 0, 0, "file is larger than %zu bytes", max_bytes);
        return MAZE_ERR_TOO_BIG;
    }
    *text = buf;
    *len = n;
    return MAZE_OK;
}

size_t mz_bom(const char *text, size_t len)
{
    return len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0 ? 3 : 0;
}

enum maze_err mz_read_fits(FILE *in, size_t max_bytes, off_t *at,
                           struct maze_read_error *err)
{
    /* A directory or a device is read whole, which says what is wrong
     * with it. */
    struct stat st;
    int fd = fileno(in);
    bool regular = fd < 0 || (fstat(fd, &st) == 0 && S_ISREG(st.st_mode));
    *at = regular ? ftello(in) : -1;
    off_t size = -1;
    if (*at >= 0 && fseeko(in, 0, SEEK_END) == 0) {
        size = ftello(in) - *at;
        if (fseeko(in, *at, SEEK_SET) != 0)
            return MAZE_ERR_IO;
    }
    if (size < 0) {
        *at = -1;
        return MAZE_OK;
    }
    if ((uint64_t)size > max_bytes) {
        mz_read_fail(err, 0, 0, "file is larger than %zu bytes", max_bytes);
        return MAZE_ERR_TOO_BIG;
    }
    return MAZE_OK;
}

enum maze_err mz_read_start(FILE *in, size_t max_bytes, off_t *start,
                            struct maze_read_error *err)
{
    off_t at = -1;
    enum maze_err e = mz_read_fits(in, max_bytes, &at, err);
    *start = -1;
    if (e || at < 0)
        return e;
    char head[3];
    if (fread(head, 1, 3, in) == 3 && mz_bom(head, 3))
        at += 3;
    if (fseeko(in, at, SEEK_SET) != 0)
        return MAZE_ERR_IO;
    *start = at;
    return MAZE_OK;
}
