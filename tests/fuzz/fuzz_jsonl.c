/*
 * fuzz_jsonl.c - the JSON lines reader of maze solve and maze stats
 * (tool/lines.c) on any bytes: told apart from one maze by its first two
 * lines, then a maze a line to the end. The bytes are read as a file
 * (which is read again from its start when it holds one maze) and through
 * a pipe (whose first lines are replayed instead): both must give the
 * same mazes, and each is exercised. Its messages go to stderr: run it
 * with -close_fd_mask=2.
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#include "fuzz.h"
#include "lines.h"

/* A descriptor to read the bytes from: a file in memory, or a pipe that
 * holds them all (no writer needed); -1 when there is none. */
static int source(const uint8_t *data, size_t size, bool pipe_it)
{
    int fd[2] = {-1, -1};
    if (pipe_it ? pipe(fd) != 0 : (fd[0] = fd[1] = memfd_create("fuzz", 0)) < 0)
        return -1;
    bool ok = write(fd[1], data, size) == (ssize_t)size;
    if (pipe_it)
        close(fd[1]);
    if (!ok) {
        close(fd[0]);
        return -1;
    }
    return fd[0];
}

/* Reads every maze from fd: how many, and their hashes combined. */
static bool read_all(int fd, size_t size, size_t *count, uint64_t *hash)
{
    char path[64];
    snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
    struct cli_lines l;
    bool is_lines = false;
    struct maze *one = NULL;
    *count = 0;
    *hash = 0;
    struct cli_input in;
    if (!cli_input_open(&in, path))
        return false;
    fuzz_budget(size, FUZZ_TEXT_PER_BYTE);
    bool ok = cli_lines_open(&l, &in, 1 << 20, &is_lines, &one);
    bool failed = !ok;
    struct maze *m = is_lines ? NULL : one;
    while (ok && (m || (is_lines && (m = cli_lines_next(&l, &failed))))) {
        fuzz_budget_off();
        *hash = *hash * 31 + maze_hash(m) + m->start * 7 + m->end;
        ++*count;
        fuzz_exercise(m);
        maze_free(m);
        m = NULL;
        if (!is_lines)
            break;
        fuzz_budget(size, FUZZ_TEXT_PER_BYTE);
    }
    fuzz_budget_off();
    cli_lines_close(&l);
    cli_input_close(&in);
    return !failed;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 65536) /* a pipe's buffer */
        return 0;
    int file = source(data, size, false);
    int piped = source(data, size, true);
    if (file >= 0 && piped >= 0) {
        size_t n_file = 0, n_pipe = 0;
        uint64_t h_file = 0, h_pipe = 0;
        bool ok_file = read_all(file, size, &n_file, &h_file);
        bool ok_pipe = read_all(piped, size, &n_pipe, &h_pipe);
        if (ok_file != ok_pipe || n_file != n_pipe || h_file != h_pipe) {
            fprintf(stderr, "file: %d, %zu mazes; pipe: %d, %zu mazes\n",
                    ok_file, n_file, ok_pipe, n_pipe);
            abort();
        }
    }
    if (file >= 0)
        close(file);
    if (piped >= 0)
        close(piped);
    return 0;
}
