/*
 * test_version.c - the library says at run time which release it is, the
 * one its header names at compile time.
 */
#include <string.h>

#include "helpers.h"

Test(version, the_library_names_the_release_of_its_header)
{
    const char *version = maze_version();
    cr_assert(version);
    cr_assert_str_eq(version, MAZE_VERSION);
    /* Static: a second call gives the same string, not a new one. */
    cr_assert_eq(maze_version(), version);
}
