/*
 * library.c - libmaze-render's formats before and after
 * maze_render_library_init(), in one program linked with both libraries:
 * before, png, svg, pdf and gif are not found, maze_renderer_library()
 * names libmaze-render for exactly the formats the call then adds, a
 * ".svg" is no plotter's file, and a request for a PNG is refused with
 * words saying where the format is; after, each is found once.
 */
#include <maze.h>
#include <stdio.h>
#include <string.h>

static int failures;

static void expect(int ok, const char *what)
{
    if (!ok) {
        printf("FAIL %s\n", what);
        failures++;
    }
}

static size_t count(void)
{
    size_t n = 0;
    for (const struct maze_renderer *r = maze_renderers(); r->name; r++)
        n++;
    return n;
}

int main(void)
{
    static const char *const pictures[] = {"png", "svg", "pdf", "gif"};
    size_t before = count();
    for (int i = 0; i < 4; i++) {
        expect(!maze_renderer_find(pictures[i]), "a picture format before");
        const char *lib = maze_renderer_library(pictures[i]);
        expect(lib && strcmp(lib, "libmaze-render") == 0,
               "maze_renderer_library names libmaze-render");
    }
    expect(!maze_renderer_library("text"), "text is libmaze's own");
    expect(!maze_renderer_library("nonsense"), "no library has nonsense");
    expect(!maze_renderer_for_path("m.svg"), "m.svg taken for the plotter's");
    expect(maze_renderer_for_path("m.json") != NULL, "m.json");

    struct maze_request *r = NULL;
    struct maze_settings_error why = {0};
    expect(maze_request_new(MAZE_CMD_GENERATE, MAZE_SPELL_NAMES, &r) ==
               MAZE_OK,
           "maze_request_new");
    expect(maze_request_set(r, "output", "m.png", &why) == MAZE_OK,
           "output=m.png");
    expect(maze_request_run(r, NULL, &why) == MAZE_ERR_ARG,
           "a PNG refused before");
    expect(strcmp(why.message, "format 'png' is libmaze-render's (link it "
                               "and call maze_render_library_init())") == 0,
           why.message);
    maze_request_free(r);

    expect(maze_render_library_init() == MAZE_OK, "maze_render_library_init");
    expect(count() == before + 4, "four formats added");
    for (int i = 0; i < 4; i++) {
        expect(maze_renderer_find(pictures[i]) != NULL, "found after");
        expect(!maze_renderer_library(pictures[i]), "in the registry after");
    }
    const struct maze_renderer *svg = maze_renderer_for_path("m.svg");
    expect(svg && strcmp(svg->name, "svg") == 0, "m.svg is svg after");
    if (!failures)
        printf("ok: png, svg, pdf and gif are libmaze-render's, and added "
               "once\n");
    return failures ? 1 : 0;
}
