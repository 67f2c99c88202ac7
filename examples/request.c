/*
 * request.c - libmaze with the tool's power in a few calls: every setting
 * of `maze generate` by name, judged and refused with the tool's words,
 * and the maze written as the tool writes it.
 *
 * It writes PNG, SVG, PDF and GIF too, through libmaze-render:
 *
 *   cc request.c $(pkg-config --cflags --libs maze-render)
 *   ./a.out width=30 height=20 solve output=maze.png
 *   ./a.out algorithm=prim braid=0.5 seed=42 format=unicode
 */
#include <maze.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    struct maze_request *r = NULL;
    struct maze_settings_error why = {0};
    if (maze_render_library_init()) {
        fprintf(stderr, "request: libmaze is not libmaze-render's release\n");
        return 1;
    }
    if (maze_request_new(MAZE_CMD_GENERATE, MAZE_SPELL_NAMES, &r)) {
        fprintf(stderr, "request: out of memory\n");
        return 1;
    }
    enum maze_err err = MAZE_OK;
    for (int i = 1; i < argc && !err; i++) {
        /* NAME=VALUE, or NAME alone for a flag (solve, animate, all). */
        char name[64];
        const char *eq = strchr(argv[i], '=');
        size_t n = eq ? (size_t)(eq - argv[i]) : strlen(argv[i]);
        snprintf(name, sizeof name, "%.*s", (int)n, argv[i]);
        err = maze_request_set(r, name, eq ? eq + 1 : NULL, &why);
    }
    if (!err)
        err = maze_request_run(r, stdout, &why);
    if (err)
        fprintf(stderr, "request: %s\n", why.message);
    maze_request_free(r);
    /* As the tool: 2 for what the user must fix, 1 for the rest. */
    return err == MAZE_ERR_ARG || err == MAZE_ERR_CONFLICT ? 2 : err ? 1 : 0;
}
