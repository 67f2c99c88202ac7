/*
 * fuzz_options.c - the option parser the maze commands share (the table
 * of maze_options(), read by tool/options.c into a request), on any argument
 * list: the input is the arguments separated by NUL bytes. Nothing is
 * generated or written; only parsing and checking run. Its messages go to
 * stderr: run it with -close_fd_mask=2 to keep libFuzzer's own output
 * readable.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "options.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    char *argv[34] = {"generate"};
    int argc = 1;
    for (size_t i = 0; i < size && argc < 33;) {
        argv[argc++] = text + i;
        i += strlen(text + i) + 1;
    }
    argv[argc] = NULL;
    struct maze_request *r = NULL;
    if (maze_request_new(MAZE_CMD_GENERATE, MAZE_SPELL_OPTIONS, &r)) {
        free(text);
        return 0;
    }
    struct cli_options p;
    cli_options_init(&p, MAZE_CMD_GENERATE, "generate");
    /* As maze generate does: the whole request is judged only when every
     * option was taken, here against the text format. */
    if (cli_options_parse(&p, r, argc, argv, NULL) < 0)
        maze_request_check(r, maze_renderer_find("text"), NULL);
    maze_request_free(r);
    free(text);
    return 0;
}
