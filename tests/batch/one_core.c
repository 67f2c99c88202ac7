/*
 * one_core.c - two jobs given one core between them (as a busy machine's
 * scheduler may give a process) park the worker and leave the batch to
 * the caller, which makes and takes the pieces as one job does (the
 * library's batch, src/batch.c: maze.h's maze_batch_run()).
 *
 * The process is held to one CPU, so the worker brings no CPU time: the
 * batch must see that, park it, and go on alone, each piece still taken
 * once, in order, with what was made for it, and progress told in order.
 * The worker makes a share of the pieces only in the probes that look
 * whether it helps again: far less than the half it makes on a core of
 * its own or when never parked. Another process on that CPU can make the
 * worker worth its time (two threads get more of a shared core than one),
 * so a batch that did not park is run again, ATTEMPTS times at most (and
 * one whose worker was kept off the core 2 ms, which lets the jobs go
 * further ahead).
 * Jobs that take turns on one core also keep near the piece being taken
 * (at most AHEAD_MAX pieces made and not taken), rather than running
 * through the whole window (4096 pieces) while the other is off the core
 * and then taking pieces that left the cache long ago.
 */
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>

#include "maze.h"

#define COUNT 60000
#define ATTEMPTS 10
#define AHEAD_MAX 1024

struct one {
    pthread_t caller;
    atomic_size_t by_worker;
    atomic_size_t ahead; /* the most pieces made ahead of the next taken */
    atomic_size_t next_take;
    size_t progress;
    bool wrong;
};

static atomic_size_t sink; /* the work kept */

/* A few microseconds of work, as a small maze is. */
static bool make(void *ctx, size_t i, void *slot)
{
    struct one *o = ctx;
    size_t v = i;
    for (int k = 0; k < 1500; k++)
        v = v * 6364136223846793005u + 1442695040888963407u;
    atomic_store_explicit(&sink, v, memory_order_relaxed);
    if (!pthread_equal(pthread_self(), o->caller))
        atomic_fetch_add(&o->by_worker, 1);
    *(size_t *)slot = i * 7 + 1;
    size_t ahead = i - atomic_load(&o->next_take);
    size_t most = atomic_load(&o->ahead);
    while (ahead > most &&
           !atomic_compare_exchange_weak(&o->ahead, &most, ahead))
        ;
    return true;
}

static bool take(void *ctx, size_t i, void *slot, bool made)
{
    struct one *o = ctx;
    if (!made || i != o->next_take || *(size_t *)slot != i * 7 + 1)
        o->wrong = true;
    o->next_take++;
    return true;
}

static void progress(void *ctx, size_t done)
{
    struct one *o = ctx;
    if (done != o->progress + 1)
        o->wrong = true;
    o->progress = done;
}

int main(void)
{
    cpu_set_t one;
    CPU_ZERO(&one);
    CPU_SET(sched_getcpu() < 0 ? 0 : sched_getcpu(), &one);
    if (sched_setaffinity(0, sizeof one, &one) != 0) {
        printf("SKIP: cannot hold the process to one CPU\n");
        return 0;
    }
    size_t by_worker = COUNT;
    size_t most_ahead = COUNT;
    for (int attempt = 0; attempt < ATTEMPTS &&
                          (by_worker * 3 > COUNT || most_ahead > AHEAD_MAX);
         attempt++) {
        struct one o = {.caller = pthread_self()};
        struct maze_batch b = {.count = COUNT,
                               .jobs = 2,
                               .slot_size = sizeof(size_t),
                               .make = make,
                               .take = take,
                               .progress = progress,
                               .ctx = &o};
        bool whole = false;
        if (maze_batch_run(&b, &whole) || !whole) {
            printf("FAIL: the batch failed\n");
            return 1;
        }
        if (o.wrong || o.next_take != COUNT || o.progress != COUNT) {
            printf("FAIL: %zu of %d pieces taken, progress %zu, %s\n",
                   atomic_load(&o.next_take), COUNT, o.progress,
                   o.wrong ? "not each once in order" : "in order");
            return 1;
        }
        by_worker = atomic_load(&o.by_worker);
        most_ahead = atomic_load(&o.ahead);
    }
    if (most_ahead > AHEAD_MAX) {
        printf("FAIL: on one core a piece was made %zu ahead of the one "
               "taken (at most %d), %d times over\n",
               most_ahead, AHEAD_MAX, ATTEMPTS);
        return 1;
    }
    if (by_worker * 3 > COUNT) {
        printf("FAIL: on one core the worker made %zu of %d pieces, %d times "
               "over: it was not parked\n",
               by_worker, COUNT, ATTEMPTS);
        return 1;
    }
    printf("batch: on one core the worker made %zu of %d pieces, at most "
           "%zu ahead of the one taken\n",
           by_worker, COUNT, most_ahead);
    return 0;
}
