/*
 * version.c - the release the library was built as, for a program that
 * wants to know at run time which libmaze it loaded.
 */
#include "maze.h"

const char *maze_version(void)
{
    return MAZE_VERSION;
}
