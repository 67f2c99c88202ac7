/*
 * fuzz_json.c - the JSON reader on any bytes, then everything that can be
 * done with what it read.
 */
#include "fuzz.h"
#include "maze.h"
#include "mz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct maze *m = NULL;
    struct maze_read_error err;
    if (mz_parse_json((const char *)data, size, &m, &err) == MAZE_OK) {
        fuzz_exercise(m);
        maze_free(m);
    }
    return 0;
}
