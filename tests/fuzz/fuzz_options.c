/*
 * fuzz_options.c - the option parser the maze commands share (the maze
 * options of spec.c, the format options of format.c), on any argument
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
#include "spec.h"

static const struct option longopts[] = {
    SPEC_LONGOPTS,
    CLI_FORMAT_LONGOPTS,
    {"solve", no_argument, NULL, 1},
    {"help", no_argument, NULL, 'h'},
    {NULL, 0, NULL, 0},
};

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
    struct spec s;
    struct cli_format f = {0};
    spec_init(&s);
    opterr = 0;
    optind = 0;
    /* As maze generate does: the whole spec is checked only when every
     * option was taken (after a refusal the spec is half made: no
     * generator, say). */
    bool refused = false;
    for (;;) {
        int c = spec_getopt(&s, argc, argv,
                            ":h" SPEC_SHORTOPTS CLI_FORMAT_SHORTOPTS, longopts);
        if (c == -1)
            break;
        if (c == SPEC_REFUSED || cli_format_option(&f, c, optarg) > 0) {
            refused = true;
            break;
        }
    }
    if (!refused)
        spec_check(&s, "generate");
    spec_release(&s);
    free(text);
    return 0;
}
