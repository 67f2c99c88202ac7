/*
 * text_only.c - libmaze alone, as lean as it links: make a maze, solve
 * it, and print it as text and as JSON. No cairo, giflib, leptonica or
 * libjpeg is loaded (tests/lean.sh checks that with readelf and ldd).
 *
 *   cc text_only.c $(pkg-config --cflags --libs maze)
 *   ./a.out [SEED]
 */
#include <maze.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    uint64_t seed = argc > 1 ? strtoull(argv[1], NULL, 10) : 1;
    struct maze_settings *s = NULL;
    struct maze_settings_error why = {0};
    struct maze *m = NULL;
    struct maze_route route = {0};
    enum maze_err err = maze_settings_new(MAZE_SPELL_NAMES, &s);
    if (!err)
        err = maze_settings_set(s, "width", "16", &why);
    if (!err)
        err = maze_settings_set(s, "height", "8", &why);
    if (!err)
        err = maze_settings_make(s, seed, NULL, &m, &why);
    if (!err)
        err = maze_solve(m, NULL, NULL, NULL, &route);
    if (!err)
        err = maze_render(m, &route, "text", NULL, stdout);
    if (!err)
        err = maze_render(m, &route, "json", NULL, stdout);
    if (err)
        fprintf(stderr, "text_only: %s\n",
                why.message[0] ? why.message : maze_strerror(err));
    maze_route_release(&route);
    maze_free(m);
    maze_settings_free(s);
    return err ? 1 : 0;
}
