/*
 * fuzz_pipe.c - maze_read on a pipe, the input it cannot read twice: read
 * whole into memory, past a byte-order mark, and sniffed there. Whatever
 * it reads or says must be what the same bytes give as a file (read a
 * block or a window at a time from where the mark ends): the same maze,
 * or the same error at the same place.
 *
 * The same bytes also come through the tool's input (tool/cli.c), which
 * opens a path once and reads its first bytes to tell its kind: from a
 * FIFO written by another thread, as `mkfifo f; cat m.txt >f & maze solve
 * f` does, and from a pipe named by a path, as /dev/stdin or <(...) is.
 * What the reader gets after that look must still be every byte: a second
 * open would wait for a writer that is gone, or find the pipe emptied.
 */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"
#include "fuzz.h"
#include "maze.h"

/* The bytes through a pipe (they fit in its buffer: no writer needed). */
static FILE *piped(const uint8_t *data, size_t size)
{
    int fd[2];
    if (pipe(fd) != 0)
        return NULL;
    bool ok = write(fd[1], data, size) == (ssize_t)size;
    close(fd[1]);
    FILE *f = ok ? fdopen(fd[0], "r") : NULL;
    if (!f)
        close(fd[0]);
    return f;
}

/* A FIFO in a folder of its own, made once and removed at exit. */
static char fifo_dir[64];
static char fifo_path[80];

static void remove_fifo(void)
{
    unlink(fifo_path);
    rmdir(fifo_dir);
}

static bool make_fifo(void)
{
    if (fifo_path[0])
        return true;
    snprintf(fifo_dir, sizeof fifo_dir, "/tmp/fuzz-pipe-XXXXXX");
    if (!mkdtemp(fifo_dir))
        return false;
    snprintf(fifo_path, sizeof fifo_path, "%s/fifo", fifo_dir);
    if (mkfifo(fifo_path, 0600) != 0) {
        rmdir(fifo_dir);
        fifo_path[0] = '\0';
        return false;
    }
    atexit(remove_fifo);
    return true;
}

struct writer {
    const uint8_t *data;
    size_t size;
    sem_t read; /* the reader is done */
};

/* The writer at the FIFO's other end: opens it (waiting for the reader),
 * writes every byte and closes it, once; then stays until the reader is
 * done. libFuzzer's timer (SIGALRM, every half of -timeout) is taken here,
 * not in the reader, which blocks it: its handler returns, and a reader's
 * open or read it cut short would fail with EINTR, as no signal the tool
 * handles does (its handlers end the process). So the writer retries
 * what a signal cuts short, and a reader that hangs is still timed. */
static void *write_fifo(void *arg)
{
    struct writer *w = arg;
    int fd = -1;
    while ((fd = open(fifo_path, O_WRONLY)) < 0 && errno == EINTR)
        ;
    size_t done = 0;
    while (fd >= 0 && done < w->size) {
        ssize_t n = write(fd, w->data + done, w->size - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        done += (size_t)n;
    }
    if (fd >= 0)
        close(fd);
    while (sem_wait(&w->read) != 0 && errno == EINTR)
        ;
    return NULL;
}

/* maze_read through the tool's input opened at path, as solve and stats
 * open theirs: *opened false when it could not be. */
static enum maze_err read_input(const char *path, size_t size, struct maze **m,
                                struct maze_read_error *err, bool *opened)
{
    struct cli_input in;
    *opened = cli_input_open(&in, path);
    if (!*opened)
        return MAZE_ERR_IO;
    fuzz_budget(size, FUZZ_TEXT_PER_BYTE);
    enum maze_err e = maze_read(in.file, 1 << 20, m, err);
    fuzz_budget_off();
    cli_input_close(&in);
    return e;
}

/* Whether a and b are the same outcome: the same error at the same place,
 * or the same maze. */
static bool same(enum maze_err ga, const struct maze *a,
                 const struct maze_read_error *ea, enum maze_err gb,
                 const struct maze *b, const struct maze_read_error *eb)
{
    if (ga != gb)
        return false;
    if (ga == MAZE_ERR_FORMAT)
        return ea->line == eb->line && ea->column == eb->column &&
               strcmp(ea->message, eb->message) == 0;
    if (ga == MAZE_OK)
        return maze_hash(a) == maze_hash(b) && a->start == b->start &&
               a->end == b->end;
    return true;
}

static void report(const char *what, enum maze_err ga,
                   const struct maze_read_error *ea, enum maze_err gb,
                   const struct maze_read_error *eb)
{
    fprintf(stderr, "%s: %d %lu:%lu %s\nfile: %d %lu:%lu %s\n", what, ga,
            ea->line, ea->column, ea->message, gb, eb->line, eb->column,
            eb->message);
    abort();
}

/* The bytes through the FIFO and through a pipe named by its path, each
 * read as the tool reads its input, against the file's outcome. */
static void through_paths(const uint8_t *data, size_t size, enum maze_err gb,
                          const struct maze *b,
                          const struct maze_read_error *eb)
{
    struct maze *m = NULL;
    struct maze_read_error e = {0};
    bool opened = false;
    struct writer w = {.data = data, .size = size};
    pthread_t writer;
    sigset_t alarm, was;
    sigemptyset(&alarm);
    sigaddset(&alarm, SIGALRM);
    if (make_fifo() && sem_init(&w.read, 0, 0) == 0 &&
        pthread_create(&writer, NULL, write_fifo, &w) == 0) {
        pthread_sigmask(SIG_BLOCK, &alarm, &was);
        enum maze_err g = read_input(fifo_path, size, &m, &e, &opened);
        if (!opened)
            report("fifo", g, &e, gb, eb); /* the writer waits to open */
        sem_post(&w.read);
        pthread_join(writer, NULL);
        pthread_sigmask(SIG_SETMASK, &was, NULL);
        sem_destroy(&w.read);
        if (!same(g, m, &e, gb, b, eb))
            report("fifo", g, &e, gb, eb);
        maze_free(m);
        m = NULL;
    }
    FILE *p = piped(data, size);
    if (!p)
        return;
    char path[64];
    snprintf(path, sizeof path, "/proc/self/fd/%d", fileno(p));
    e = (struct maze_read_error){0};
    enum maze_err g = read_input(path, size, &m, &e, &opened);
    fclose(p);
    if (!opened || !same(g, m, &e, gb, b, eb))
        report("named pipe", g, &e, gb, eb);
    maze_free(m);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0 || size > 65536) /* a pipe's buffer, and fmemopen's byte */
        return 0;
    FILE *p = piped(data, size);
    FILE *f = fmemopen((void *)data, size, "r");
    if (!p || !f) {
        if (p)
            fclose(p);
        if (f)
            fclose(f);
        return 0;
    }
    struct maze *a = NULL, *b = NULL;
    struct maze_read_error ea = {0}, eb = {0};
    fuzz_budget(size, FUZZ_TEXT_PER_BYTE);
    enum maze_err ga = maze_read(p, 1 << 20, &a, &ea);
    fuzz_budget(size, FUZZ_TEXT_PER_BYTE);
    enum maze_err gb = maze_read(f, 1 << 20, &b, &eb);
    fuzz_budget_off();
    fclose(p);
    fclose(f);
    if (!same(ga, a, &ea, gb, b, &eb))
        report("pipe", ga, &ea, gb, &eb);
    through_paths(data, size, gb, b, &eb);
    if (ga == MAZE_OK)
        fuzz_exercise(a);
    maze_free(a);
    maze_free(b);
    return 0;
}
