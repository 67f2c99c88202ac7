/*
 * held.c - a worker taken off its core holds up no piece of a batch but
 * the one it is making (the library's batch, src/batch.c: maze.h's
 * maze_batch_run()).
 *
 * The first piece a worker thread starts does not finish until every
 * other piece of the batch is made, as if the worker lost its core for
 * the whole batch. The rest of that worker's run must be made by the
 * caller meanwhile: if only the worker could make them, the batch waits
 * for it, and the worker gives up after WAIT_SECONDS and says so. Every
 * piece is still taken once, in order, with what was made for it.
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <time.h>

#include "maze.h"

#define WAIT_SECONDS 10

struct held {
    pthread_t caller;
    size_t count;
    atomic_size_t made;
    atomic_int blocked; /* a worker has begun its stand-still */
    atomic_bool held_up;
    size_t next_take;
    bool out_of_order;
};

/* A few microseconds of work, as a small maze is. */
static atomic_size_t sink; /* the work kept */

static void work(size_t i, size_t *slot)
{
    size_t v = i;
    for (int k = 0; k < 2000; k++)
        v = v * 6364136223846793005u + 1442695040888963407u;
    atomic_store_explicit(&sink, v, memory_order_relaxed);
    *slot = i * 7 + 1;
}

static bool make(void *ctx, size_t i, void *slot)
{
    struct held *h = ctx;
    if (!pthread_equal(pthread_self(), h->caller) &&
        atomic_exchange(&h->blocked, 1) == 0) {
        struct timespec tick = {0, 1000000};
        long waited = 0;
        while (atomic_load(&h->made) < h->count - 1 &&
               waited < WAIT_SECONDS * 1000L) {
            nanosleep(&tick, NULL);
            waited++;
        }
        if (atomic_load(&h->made) < h->count - 1)
            atomic_store(&h->held_up, true);
    }
    work(i, slot);
    atomic_fetch_add(&h->made, 1);
    return true;
}

static bool take(void *ctx, size_t i, void *slot, bool made)
{
    struct held *h = ctx;
    if (!made || i != h->next_take || *(size_t *)slot != i * 7 + 1)
        h->out_of_order = true;
    h->next_take++;
    return true;
}

int main(void)
{
    for (unsigned jobs = 2; jobs <= 3; jobs++) {
        struct held h = {0};
        /* A worker that never got a piece proves nothing: again. */
        for (int attempt = 0; attempt < 20 && !atomic_load(&h.blocked);
             attempt++) {
            h = (struct held){.caller = pthread_self(), .count = 2000};
            struct maze_batch b = {.count = h.count,
                                   .jobs = jobs,
                                   .slot_size = sizeof(size_t),
                                   .make = make,
                                   .take = take,
                                   .ctx = &h};
            bool whole = false;
            if (maze_batch_run(&b, &whole) || !whole) {
                printf("FAIL --jobs %u: the batch failed\n", jobs);
                return 1;
            }
        }
        if (!atomic_load(&h.blocked)) {
            printf("FAIL --jobs %u: no worker made a piece\n", jobs);
            return 1;
        }
        if (atomic_load(&h.held_up)) {
            printf("FAIL --jobs %u: the batch waited for a worker off its "
                   "core (its run's other pieces unmade)\n",
                   jobs);
            return 1;
        }
        if (h.out_of_order || h.next_take != h.count) {
            printf("FAIL --jobs %u: %zu of %zu pieces taken, %s\n", jobs,
                   h.next_take, h.count,
                   h.out_of_order ? "not each once in order" : "in order");
            return 1;
        }
    }
    printf("batch: a worker off its core held up only its own piece\n");
    return 0;
}
