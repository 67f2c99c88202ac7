/*
 * batch.c - many mazes on every core, handed over in order.
 *
 * Workers take the next piece number under a lock, make it without the
 * lock into the window slot i % window, and mark the slot made. The caller
 * waits for piece t's slot, takes it, frees the slot and wakes the workers
 * waiting for room. Piece t + window cannot start before piece t is taken,
 * so a slot never holds two pieces at once.
 */
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "batch.h"
#include "cli.h"

/* Pieces a worker may be ahead of the caller: enough that no worker waits
 * on a slow piece taken before it, few enough to bound memory. */
#define AHEAD_PER_JOB 16

enum slot_state { SLOT_FREE, SLOT_MADE, SLOT_FAILED };

struct run {
    const struct batch *b;
    unsigned char *slots;
    enum slot_state *state;
    size_t window;
    size_t next;  /* the next piece a worker starts */
    size_t taken; /* pieces the caller has taken */
    bool stop;
    pthread_mutex_t lock;
    pthread_cond_t made; /* a piece is made */
    pthread_cond_t room; /* a slot is free, or stop */
};

static void *slot_of(const struct run *r, size_t i)
{
    return r->slots + (i % r->window) * r->b->slot_size;
}

static void *worker(void *arg)
{
    struct run *r = arg;
    pthread_mutex_lock(&r->lock);
    for (;;) {
        while (!r->stop && r->next < r->b->count &&
               r->next >= r->taken + r->window)
            pthread_cond_wait(&r->room, &r->lock);
        if (r->stop || r->next >= r->b->count)
            break;
        size_t i = r->next++;
        pthread_mutex_unlock(&r->lock);
        void *slot = slot_of(r, i);
        memset(slot, 0, r->b->slot_size);
        bool ok = r->b->make(r->b->ctx, i, slot);
        pthread_mutex_lock(&r->lock);
        r->state[i % r->window] = ok ? SLOT_MADE : SLOT_FAILED;
        pthread_cond_broadcast(&r->made);
    }
    pthread_mutex_unlock(&r->lock);
    return NULL;
}

/* One job: each piece made and taken in turn, in the caller. */
static bool run_here(const struct batch *b)
{
    void *slot = malloc(b->slot_size ? b->slot_size : 1);
    if (!slot) {
        cli_error("out of memory for a batch of %zu", b->count);
        return false;
    }
    bool ok = true;
    for (size_t i = 0; i < b->count && ok; i++) {
        memset(slot, 0, b->slot_size);
        bool made = b->make(b->ctx, i, slot);
        ok = b->take(b->ctx, i, slot, made) && made;
        progress_to(i + 1);
    }
    free(slot);
    return ok;
}

/* Takes the pieces in order as they are made; false when one failed or
 * take said stop. */
static bool take_in_order(struct run *r)
{
    const struct batch *b = r->b;
    for (size_t t = 0; t < b->count; t++) {
        pthread_mutex_lock(&r->lock);
        while (r->state[t % r->window] == SLOT_FREE)
            pthread_cond_wait(&r->made, &r->lock);
        bool made = r->state[t % r->window] == SLOT_MADE;
        pthread_mutex_unlock(&r->lock);
        bool ok = b->take(b->ctx, t, slot_of(r, t), made) && made;
        progress_to(t + 1);
        pthread_mutex_lock(&r->lock);
        r->state[t % r->window] = SLOT_FREE;
        r->taken = t + 1;
        r->stop = !ok;
        pthread_cond_broadcast(&r->room);
        pthread_mutex_unlock(&r->lock);
        if (!ok)
            return false;
    }
    return true;
}

static bool run_batch(const struct batch *b);

bool batch_run(const struct batch *b)
{
    progress_begin(b->what ? b->what : "working", "mazes", b->count);
    bool ok = run_batch(b);
    progress_end();
    return ok;
}

static bool run_batch(const struct batch *b)
{
    unsigned jobs = b->jobs;
    if (jobs > b->count)
        jobs = (unsigned)b->count;
    if (jobs <= 1)
        return run_here(b);
    struct run r = {.b = b, .window = (size_t)jobs * AHEAD_PER_JOB};
    if (r.window > b->count)
        r.window = b->count;
    r.slots = malloc(r.window * (b->slot_size ? b->slot_size : 1));
    r.state = calloc(r.window, sizeof *r.state);
    pthread_t *threads = calloc(jobs, sizeof *threads);
    if (!r.slots || !r.state || !threads) {
        free(r.slots);
        free(r.state);
        free(threads);
        cli_error("out of memory for a batch of %zu", b->count);
        return false;
    }
    pthread_mutex_init(&r.lock, NULL);
    pthread_cond_init(&r.made, NULL);
    pthread_cond_init(&r.room, NULL);
    /* Workers start with every signal blocked: the caller handles them. */
    sigset_t all;
    sigset_t before;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &before);
    unsigned started = 0;
    while (started < jobs &&
           pthread_create(&threads[started], NULL, worker, &r) == 0)
        started++;
    pthread_sigmask(SIG_SETMASK, &before, NULL);
    bool ok = started > 0;
    if (!ok)
        cli_error("cannot start the batch's threads");
    else
        ok = take_in_order(&r);
    pthread_mutex_lock(&r.lock);
    r.stop = true;
    pthread_cond_broadcast(&r.room);
    pthread_mutex_unlock(&r.lock);
    for (unsigned i = 0; i < started; i++)
        pthread_join(threads[i], NULL);
    /* What was made ahead of a stop is dropped. */
    for (size_t i = r.taken; i < r.next; i++)
        if (r.state[i % r.window] != SLOT_FREE && b->drop)
            b->drop(b->ctx, slot_of(&r, i));
    pthread_cond_destroy(&r.room);
    pthread_cond_destroy(&r.made);
    pthread_mutex_destroy(&r.lock);
    free(threads);
    free(r.state);
    free(r.slots);
    return ok;
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
