/*
 * fuzz_json.c - the JSON reader on any bytes, then everything that can be
 * done with what it read.
 */
#include "fuzz.h"
#include "maze.h"
#include "read/read.h"

#include <stdio.h>
#include <string.h>

/* Reading the bytes whole and through the sliding window (a file's way)
 * must give the same maze or say the same thing. */
static void same_through_a_window(const uint8_t *data, size_t size,
                                  enum maze_err whole, const struct maze *m,
                                  const struct maze_read_error *err)
{
    FILE *f = size ? fmemopen((void *)data, size, "r") : NULL;
    if (!f)
        return;
    struct maze *w = NULL;
    struct maze_read_error werr = {0};
    fuzz_budget(size, FUZZ_TEXT_PER_BYTE);
    enum maze_err got = mz_read_json(f, &w, &werr);
    fuzz_budget_off();
    fclose(f);
    if (got != whole ||
        (got == MAZE_ERR_FORMAT &&
         (werr.line != err->line || werr.column != err->column ||
          strcmp(werr.message, err->message) != 0)) ||
        (got == MAZE_OK && maze_hash(w) != maze_hash(m)))
        __builtin_trap();
    maze_free(w);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct maze *m = NULL;
    struct maze_read_error err = {0};
    fuzz_budget(size, FUZZ_TEXT_PER_BYTE);
    enum maze_err e = mz_parse_json((const char *)data, size, &m, &err);
    fuzz_budget_off();
    same_through_a_window(data, size, e, m, &err);
    if (e == MAZE_OK) {
        fuzz_exercise(m);
        maze_free(m);
    }
    return 0;
}
