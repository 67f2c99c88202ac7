/*
 * no_files.c - what the page's library has in place of the mask reader.
 *
 * The page has no files (the module is built without a file system) and
 * build.sh leaves src/read/ out, as its PNG reader needs libpng. The
 * library's settings read a mask setting's file with maze_mask_read();
 * on the page that file never opens (fopen fails first, and the library
 * says so), so this stands in for the reader and is never reached.
 */
#include "maze.h"

enum maze_err maze_mask_read(FILE *in, size_t max_bytes, struct maze **out,
                             struct maze_read_error *err)
{
    (void)in;
    (void)max_bytes;
    (void)out;
    (void)err;
    return MAZE_ERR_IO;
}
