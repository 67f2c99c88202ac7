/*
 * errors.c - the words for each enum maze_err, and a reader's error with
 * its place.
 */
#include <stdarg.h>
#include <stdio.h>
#include <unistd.h>

#include "errors.h"

const char *maze_strerror(enum maze_err err)
{
    switch (err) {
    case MAZE_OK:
        return "success";
    case MAZE_ERR_ARG:
        return "invalid argument";
    case MAZE_ERR_NOMEM:
        return "out of memory";
    case MAZE_ERR_TOO_BIG:
        return "too big";
    case MAZE_ERR_IO:
        return "input/output error";
    case MAZE_ERR_FORMAT:
        return "malformed maze";
    case MAZE_ERR_NO_ROUTE:
        return "no route";
    case MAZE_ERR_NO_ENDS:
        return "no start or end";
    case MAZE_ERR_DEFEATED:
        return "the solver cannot find the route that exists";
    case MAZE_ERR_CONFLICT:
        return "settings that do not go together";
    }
    return "unknown error";
}

enum maze_err mz_read_fail(struct maze_read_error *err, unsigned long line,
                           unsigned long column, const char *fmt, ...)
{
    if (err) {
        err->line = line;
        err->column = column;
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err->message, sizeof err->message, fmt, ap);
        va_end(ap);
    }
    return MAZE_ERR_FORMAT;
}

void mz_bytes_text(double bytes, char *buf, size_t size)
{
    static const char *const unit[] = {"bytes", "KiB", "MiB", "GiB",
                                       "TiB",   "PiB", "EiB"};
    int i = 0;
    while (bytes >= 1024.0 && i < 6) {
        bytes /= 1024.0;
        i++;
    }
    snprintf(buf, size, i ? "%.1f %s" : "%.0f %s", bytes,
             i == 0 && bytes == 1.0 ? "byte" : unit[i]);
}

double mz_machine_bytes(void)
{
    long pages = sysconf(_SC_PHYS_PAGES);
    long page = sysconf(_SC_PAGE_SIZE);
    double bytes = pages > 0 && page > 0 ? (double)pages * (double)page : 0;
#ifdef MZ_MACHINE_BYTES
    /* A build that runs as on a smaller machine (the fuzz targets). */
    if (bytes == 0 || bytes > (double)(MZ_MACHINE_BYTES))
        bytes = (double)(MZ_MACHINE_BYTES);
#endif
    return bytes;
}

enum maze_err mz_picture_memory(const char *what, uint32_t width,
                                uint32_t height, double need, uint64_t limit,
                                struct maze_read_error *err)
{
    if (!limit)
        limit = MAZE_PICTURE_MAX_MEMORY;
    if (need <= (double)limit)
        return MAZE_OK;
    char need_text[32];
    char limit_text[32];
    mz_bytes_text(need, need_text, sizeof need_text);
    mz_bytes_text((double)limit, limit_text, sizeof limit_text);
    mz_read_fail(err, 0, 0,
                 "%s of %u x %u pixels needs %s to read, more than the "
                 "picture memory limit of %s",
                 what, width, height, need_text, limit_text);
    return MAZE_ERR_TOO_BIG;
}
