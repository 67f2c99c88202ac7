/*
 * fuzz_pipe.c - maze_read on a pipe, the input it cannot read twice: read
 * whole into memory, past a byte-order mark, and sniffed there. Whatever
 * it reads or says must be what the same bytes give as a file (read a
 * block or a window at a time from where the mark ends): the same maze,
 * or the same error at the same place.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fuzz.h"
#include "maze.h"

/* The bytes through a pipe (they fit in its buffer: no writer needed). */
static FILE *piped(const uint8_t *data, size_t size)
{
    int fd[2];
    if (pipe(fd) != 0)
        return NULL;
    bool ok = write(fd[1], data, size) == (ssize_t)size;
    close(fd[1]);
    FILE *f = ok ? fdopen(fd[0], "r") : NULL;
    if (!f)
        close(fd[0]);
    return f;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0 || size > 65536) /* a pipe's buffer, and fmemopen's byte */
        return 0;
    FILE *p = piped(data, size);
    FILE *f = fmemopen((void *)data, size, "r");
    if (!p || !f) {
        if (p)
            fclose(p);
        if (f)
            fclose(f);
        return 0;
    }
    struct maze *a = NULL, *b = NULL;
    struct maze_read_error ea = {0}, eb = {0};
    fuzz_budget(size, FUZZ_TEXT_PER_BYTE);
    enum maze_err ga = maze_read(p, 1 << 20, &a, &ea);
    fuzz_budget(size, FUZZ_TEXT_PER_BYTE);
    enum maze_err gb = maze_read(f, 1 << 20, &b, &eb);
    fuzz_budget_off();
    fclose(p);
    fclose(f);
    if (ga != gb ||
        (ga == MAZE_ERR_FORMAT &&
         (ea.line != eb.line || ea.column != eb.column ||
          strcmp(ea.message, eb.message) != 0)) ||
        (ga == MAZE_OK &&
         (maze_hash(a) != maze_hash(b) || a->start != b->start ||
          a->end != b->end))) {
        fprintf(stderr, "pipe: %d %lu:%lu %s\nfile: %d %lu:%lu %s\n", ga,
                ea.line, ea.column, ea.message, gb, eb.line, eb.column,
                eb.message);
        abort();
    }
    if (ga == MAZE_OK)
        fuzz_exercise(a);
    maze_free(a);
    maze_free(b);
    return 0;
}
