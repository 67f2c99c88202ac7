/*
 * batch.c - the tool's batches on the library's (maze.h: struct
 * maze_batch, which makes the pieces on every core and hands them over
 * in order): its progress line, its words when memory is short, the
 * allocator's trim threshold, and --jobs.
 */
#include <malloc.h>
#include <sched.h>
#include <unistd.h>

#include "batch.h"
#include "messages.h"
#include "progress_line.h"
#include "values.h"

static void progress(void *ctx, size_t taken)
{
    (void)ctx;
    progress_to(taken);
}

bool batch_run(const struct batch *b)
{
    /* A piece made in one thread is often freed in another, and the
     * window's pieces keep a worker's arena near glibc's trim threshold
     * (128 KB): it gave its top back to the kernel and faulted it in
     * again and again, on two jobs for small mazes, and on one job for
     * each PNG's image (figures in NEWS.md). Memory freed stays for
     * reuse, whatever the jobs. */
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
    const struct maze_batch job = {
        .count = b->count,
        .jobs = b->jobs,
        .slot_size = b->slot_size,
        .make = b->make,
        .take = b->take,
        .drop = b->drop,
        .ctx = b->ctx,
        .ahead = b->ahead,
        .holds = b->holds,
        .zeroed = b->zeroed,
        .taken = b->taken,
        .progress = progress,
    };
    bool whole = false;
    progress_begin(b->what ? b->what : "working", "mazes", b->count);
    enum maze_err e = maze_batch_run(&job, &whole);
    progress_end();
    if (e)
        cli_error("out of memory for a batch of %zu", b->count);
    return !e && whole;
}

unsigned batch_cores(void)
{
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0)
        return (unsigned)CPU_COUNT(&set);
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (unsigned)n : 1;
}

bool batch_jobs(const char *text, unsigned *jobs)
{
    uint64_t v = 0;
    if (!cli_number("--jobs count", text, 1, 1024, &v))
        return false;
    *jobs = (unsigned)v;
    return true;
}
