/*
 * fuzz_jsonl.c - the JSON lines reader of maze solve and maze stats
 * (tool/lines.c) on any bytes, as a file: told apart from one maze by its
 * first two lines, then a maze a line to the end. Each maze it gives is
 * exercised. Its messages go to stderr: run it with -close_fd_mask=2.
 */
#include <stdio.h>
#include <sys/mman.h>
#include <unistd.h>

#include "fuzz.h"
#include "lines.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    int fd = memfd_create("fuzz-jsonl", 0);
    if (fd < 0)
        return 0;
    if (write(fd, data, size) != (ssize_t)size) {
        close(fd);
        return 0;
    }
    char path[64];
    snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
    struct cli_lines l;
    bool is_lines = false;
    struct maze *one = NULL;
    fuzz_budget(size, FUZZ_TEXT_PER_BYTE);
    if (cli_lines_open(&l, path, 1 << 20, &is_lines, &one)) {
        if (is_lines) {
            bool failed = false;
            struct maze *m = NULL;
            while ((m = cli_lines_next(&l, &failed))) {
                fuzz_budget_off();
                fuzz_exercise(m);
                maze_free(m);
                fuzz_budget(size, FUZZ_TEXT_PER_BYTE);
            }
        } else {
            fuzz_budget_off();
            fuzz_exercise(one);
            maze_free(one);
        }
    }
    fuzz_budget_off();
    cli_lines_close(&l);
    close(fd);
    return 0;
}
