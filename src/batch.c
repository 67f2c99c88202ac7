/*
 * batch.c - many pieces of work on every core, handed over in order
 * (maze.h: struct maze_batch). The tool's batches (--count,
 * --pick-hardest, stats --samples) and Python's generate_many() and
 * dataset() run here.
 *
 * The calling thread is one of the jobs: it takes the pieces in order and,
 * while the next one is not made yet, makes pieces itself, so --jobs N
 * runs N threads on N cores rather than N makers and a taker that steals
 * a core's time waking up for every piece. Pieces are claimed a run at a
 * time (up to RUN_MAX consecutive numbers) under the lock, so that a
 * small maze does not pay the lock, and made without it into free slots
 * of the window; but each piece is started on its own (a compare and
 * swap), and the caller, coming to a piece a worker has claimed and not
 * started, makes it itself. So a worker taken off its core (on a busy
 * machine, for milliseconds) holds up only the piece it is making, never
 * the rest of its run, and meanwhile the caller makes the next pieces in
 * order, while they are still in its cache, rather than pieces far ahead.
 * The caller is woken only when it waits, an idle worker when half the
 * window is free. Piece t + window cannot be claimed before piece t is
 * taken, so there is always a free slot for a claim.
 *
 * The window is deep (thousands of small pieces) because on a busy machine
 * a thread runs a few milliseconds and then waits tens of milliseconds for
 * its core: with a few hundred pieces ahead the worker filled the window
 * while the caller was off its core and then slept; with thousands it did
 * not (figures in NEWS.md). Jobs that share one core keep to the first
 * few hundred (REACH_FIRST). What the made pieces hold (holds()) is capped
 * at MAZE_BATCH_HELD instead, so that large mazes are not made thousands
 * ahead. A claim takes the slots freed last, so while the caller keeps up
 * a few slots go round, still in the cores' caches, rather than the whole
 * window's (4096 slots of a JSON line are 9 MB), which cost more CPU time.
 */
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "maze.h"

/* Pieces claimed at once: enough that a small maze (a few microseconds)
 * does not pay the lock and a wake-up each, few enough that every job has
 * a share of a short batch. */
#define RUN_MAX 32
/* Runs each job may be ahead of the caller: enough that no job waits on a
 * slow piece taken before it, nor on a caller waiting for its core. */
#define RUNS_AHEAD 64
/* Runs each job may be ahead of the caller at first. Jobs that take
 * turns on one core (a busy machine's scheduler may give the process one
 * core's time) gain nothing from a deep window: while a worker is off the
 * core part way through a piece, the caller would make pieces to the end
 * of the window and take them later from memory rather than from its
 * cache. The reach doubles, up to the window, only when a job comes to
 * its end while the other side runs on another CPU, or when the piece the
 * caller waits for is not made within REACH_WAIT_MS (wait_for()). */
#define REACH_FIRST 8
#define REACH_WAIT_MS 2
/* At least this many pieces ahead a job, whatever the run. */
#define AHEAD_PER_JOB 16
/* How far past the piece it waits for the caller looks for a piece of a
 * worker's run that the worker has not started. */
#define STEAL_LOOK (2 * RUN_MAX)
/* Whether the workers help is measured, not assumed. On a busy machine
 * the scheduler may give the process one core's time however many
 * threads it runs (Linux's autogroup: each session a fair share), and then
 * every piece a worker hands to the caller only costs time (its lines
 * read from another core's cache, the waking and the sleeping). So the
 * caller looks, every PROBE_MS once a worker has started, at the CPU
 * time the process got (each thread's clock: cpu_ms()): under SHARE_GAIN
 * cores, it parks the workers for a probe and counts the pieces it takes
 * alone. If that is as many a millisecond as with the workers, or the
 * process got as much CPU time alone (SHARE_KEPT of it: the workers' time
 * was then no gain, only their cost), they stay parked for a hold, else
 * they work for HOLD_MS. The first hold of parking is PARK_FIRST_MS and
 * each one chosen again in a row is twice as long, up to HOLD_MAX_MS: the
 * probes with the workers are the turns that lose, so they become rare
 * while the machine stays busy, and a core that comes free is used again
 * within HOLD_MAX_MS. The first hold is short because a batch's first
 * probe can see one core where there are two (a new thread waits for the
 * scheduler to move it to an idle CPU: on a VM, for the host to wake it,
 * 12 ms and more). Parked, the caller makes and takes PARKED_RUN pieces
 * at a time as one job does (make_and_take()), without the window's lock
 * and states. A batch with a core to each job never parks them. */
#define PROBE_MS 10.0
#define HOLD_MS 80.0
#define PARK_FIRST_MS 20.0
#define HOLD_MAX_MS 640.0
#define SHARE_GAIN 1.15
#define SHARE_KEPT 0.95
#define PARKED_RUN 64

/* A piece's state. A claimed piece belongs to the run of the job that
 * claimed it, but whoever starts it first makes it: a worker taken off
 * its core holds up at most the one piece it is making, never the rest of
 * its run, which the caller makes when it gets to them. */
enum slot_state {
    SLOT_FREE,    /* not claimed; its slot in free_slots */
    SLOT_CLAIMED, /* in a run, not started */
    SLOT_STARTED, /* being made */
    SLOT_MADE,
    SLOT_FAILED
};

struct run {
    const struct maze_batch *b;
    unsigned char *slots;
    _Atomic unsigned char *state; /* enum slot_state of piece i at
                                     i % window */
    size_t *slot_at;              /* the slot of piece i at i % window */
    size_t *free_slots;           /* the slots no piece holds, the last
                                     freed on top */
    size_t free_count;
    size_t window;
    size_t reach;         /* pieces ahead of the caller the jobs may be
                             now: up to window (see REACH_FIRST) */
    int cpu[2];           /* the CPU the caller, and a worker, claimed
                             on last (-1: not known) */
    clockid_t *clocks;    /* the workers' CPU-time clocks (cpu_ms()) */
    unsigned clock_count; /* 0: the process's clock instead */
    size_t length;        /* pieces a claim takes at most */
    size_t next;          /* the next piece a job starts */
    size_t taken;         /* pieces the caller has taken */
    _Atomic size_t held;  /* bytes the made pieces not taken hold
                             (holds()) */
    atomic_bool stop;
    atomic_bool waiting; /* the caller waits for a piece */
    bool parked;         /* workers claim nothing (see PROBE_MS) */
    bool began;          /* a worker has started */
    unsigned idle;       /* workers waiting for room */
    pthread_mutex_t lock;
    pthread_cond_t made; /* a piece the caller waits for may be made */
    pthread_cond_t room; /* a slot is free, or stop */
};

static void *slot_of(const struct run *r, size_t i)
{
    return r->slots + r->slot_at[i % r->window] * r->b->slot_size;
}

static unsigned state_of(struct run *r, size_t i)
{
    return atomic_load(&r->state[i % r->window]);
}

/* The CPU the calling thread runs on, -1 if not known. */
static int cpu_now(void)
{
#if defined(__linux__) && defined(_GNU_SOURCE)
    return sched_getcpu();
#else
    return -1;
#endif
}

/* With the lock held: lets the jobs twice as far ahead, up to the window. */
static void reach_further(struct run *r)
{
    r->reach = 2 * r->reach < r->window ? 2 * r->reach : r->window;
}

/* With the lock held: claims the next run of pieces that has room in the
 * window, and returns its length (0: none now). */
static size_t claim(struct run *r, size_t *first, bool by_worker)
{
    size_t count = r->b->count;
    if (atomic_load(&r->stop) || r->next >= count || (by_worker && r->parked))
        return 0;
    r->cpu[by_worker] = cpu_now();
    /* A job that comes to the end of the reach while the other side runs
     * on another core would otherwise wait for it: the reach grows. */
    if (r->next >= r->taken + r->reach &&
        (r->cpu[0] != r->cpu[1] || r->cpu[0] < 0))
        reach_further(r);
    if (r->next >= r->taken + r->reach)
        return 0;
    /* Over the bytes: no more ahead. The next piece to take is claimed
     * already (claims go in order), so the batch goes on. */
    if (atomic_load(&r->held) >= MAZE_BATCH_HELD && r->next > r->taken)
        return 0;
    size_t k = r->length;
    if (k > count - r->next)
        k = count - r->next;
    if (k > r->taken + r->reach - r->next)
        k = r->taken + r->reach - r->next;
    *first = r->next;
    /* The slots freed last, still in a cache: while the caller keeps up,
     * a few slots go round instead of the whole window's. */
    for (size_t j = 0; j < k; j++) {
        size_t at = (r->next + j) % r->window;
        r->slot_at[at] = r->free_slots[--r->free_count];
        atomic_store(&r->state[at], SLOT_CLAIMED);
    }
    r->next += k;
    return k;
}

/* Makes piece i unless another job has started it (the lock not held);
 * false when it was not this call's to make. The caller, if it waits, is
 * woken. */
static bool make_one(struct run *r, size_t i)
{
    const struct maze_batch *b = r->b;
    unsigned char claimed = SLOT_CLAIMED;
    if (!atomic_compare_exchange_strong(&r->state[i % r->window], &claimed,
                                        SLOT_STARTED))
        return false;
    void *slot = slot_of(r, i);
    memset(slot, 0, b->zeroed ? b->zeroed : b->slot_size);
    bool ok = b->make(b->ctx, i, slot);
    if (b->holds)
        atomic_fetch_add(&r->held, b->holds(b->ctx, slot));
    atomic_store(&r->state[i % r->window], ok ? SLOT_MADE : SLOT_FAILED);
    /* Both sides are sequentially consistent: either the caller sees the
     * piece made before it sleeps, or this sees it waiting. */
    if (atomic_load(&r->waiting)) {
        pthread_mutex_lock(&r->lock);
        pthread_cond_signal(&r->made);
        pthread_mutex_unlock(&r->lock);
    }
    return true;
}

/* Makes what no other job has started of pieces first .. first+k-1
 * without the lock (held on entry and on return). */
static void make_run(struct run *r, size_t first, size_t k)
{
    pthread_mutex_unlock(&r->lock);
    for (size_t j = 0; j < k && !atomic_load(&r->stop); j++)
        make_one(r, first + j);
    pthread_mutex_lock(&r->lock);
}

static void *worker(void *arg)
{
    struct run *r = arg;
    pthread_mutex_lock(&r->lock);
    r->began = true;
    for (;;) {
        size_t first = 0;
        size_t k = claim(r, &first, true);
        if (k) {
            make_run(r, first, k);
            continue;
        }
        if (atomic_load(&r->stop) || r->next >= r->b->count)
            break;
        r->idle++;
        pthread_cond_wait(&r->room, &r->lock);
        r->idle--;
    }
    pthread_mutex_unlock(&r->lock);
    return NULL;
}

/* Makes and takes pieces first .. end-1 in turn in slot, in the caller,
 * as one job does; false when one failed or take said stop. */
static bool make_and_take(const struct maze_batch *b, void *slot, size_t first,
                          size_t end)
{
    bool ok = true;
    for (size_t i = first; i < end && ok; i++) {
        memset(slot, 0, b->zeroed ? b->zeroed : b->slot_size);
        bool made = b->make(b->ctx, i, slot);
        ok = b->take(b->ctx, i, slot, made) && made;
        if (b->taken && !b->taken(b->ctx))
            ok = false;
        if (b->progress)
            b->progress(b->ctx, i + 1);
    }
    return ok;
}

/* One job: each piece made and taken in turn, in the caller. */
static enum maze_err run_here(const struct maze_batch *b, bool *whole)
{
    void *slot = malloc(b->slot_size ? b->slot_size : 1);
    if (!slot)
        return MAZE_ERR_NOMEM;
    *whole = make_and_take(b, slot, 0, b->count);
    free(slot);
    return MAZE_OK;
}

/* With the lock held: waits for piece t, which a worker is making. A
 * worker that shares the caller's core gets it while the caller waits and
 * makes the piece at once; one that has not made it in REACH_WAIT_MS is
 * off a core of its own, and the reach grows so that the caller can make
 * further ahead meanwhile. */
static void wait_for(struct run *r, size_t t)
{
    atomic_store(&r->waiting, true);
    if (state_of(r, t) == SLOT_STARTED && r->reach < r->window) {
        struct timespec until = {0, 0};
        clock_gettime(CLOCK_MONOTONIC, &until);
        until.tv_nsec += REACH_WAIT_MS * 1000000L;
        if (until.tv_nsec >= 1000000000L) {
            until.tv_sec++;
            until.tv_nsec -= 1000000000L;
        }
        if (pthread_cond_timedwait(&r->made, &r->lock, &until) == ETIMEDOUT &&
            state_of(r, t) == SLOT_STARTED)
            reach_further(r);
    } else if (state_of(r, t) == SLOT_STARTED) {
        pthread_cond_wait(&r->made, &r->lock);
    }
    atomic_store(&r->waiting, false);
}

/* With the lock held: when piece t (not made yet) is being made by a
 * worker, makes something else meanwhile: the first piece of a worker's
 * run after t that it has not started, or a run of new pieces. False when
 * there is nothing to make but to wait. */
static bool make_meanwhile(struct run *r, size_t t)
{
    size_t end = t + STEAL_LOOK < r->next ? t + STEAL_LOOK : r->next;
    for (size_t i = t + 1; i < end; i++) {
        if (state_of(r, i) != SLOT_CLAIMED)
            continue;
        pthread_mutex_unlock(&r->lock);
        bool made = make_one(r, i);
        pthread_mutex_lock(&r->lock);
        if (made)
            return true;
    }
    size_t first = 0;
    size_t k = claim(r, &first, false);
    if (k)
        make_run(r, first, k);
    return k > 0;
}

/* The caller's turns (PROBE_MS): waiting for the workers to start; with
 * them, measuring; without them, measuring; or holding either choice. */
struct pace {
    enum { WARM, MEASURE_WITH, MEASURE_ALONE, HOLD } turn;
    double since, cpu_since; /* ms of wall and of process CPU time */
    size_t taken_since;      /* pieces taken when the turn began */
    double length;           /* of this turn, ms */
    double with;             /* pieces a ms with the workers */
    double with_share;       /* cores' time a ms the process got then */
    double hold;             /* ms the next hold of parking lasts */
};

static double clock_ms(clockid_t clock)
{
    struct timespec ts = {0, 0};
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* The CPU time the caller and the workers have had, in ms. Each thread's
 * own clock: the process's counts a thread running on another core only
 * up to its last tick or switch, so a worker that ran through a whole
 * probe could count nothing, and a free core look busy. */
static double cpu_ms(const struct run *r)
{
    if (!r->clock_count)
        return clock_ms(CLOCK_PROCESS_CPUTIME_ID);
    double ms = clock_ms(CLOCK_THREAD_CPUTIME_ID);
    for (unsigned i = 0; i < r->clock_count; i++)
        ms += clock_ms(r->clocks[i]);
    return ms;
}

/* With the lock held, after pieces were taken: at the end of a turn,
 * parks or wakes the workers for the next. */
static void pace_turn(struct run *r, struct pace *p)
{
    double now = clock_ms(CLOCK_MONOTONIC);
    if (now - p->since < p->length && !(p->turn == WARM && r->began))
        return;
    double rate = (double)(r->taken - p->taken_since) / (now - p->since);
    double cpu = p->turn == HOLD || p->turn == WARM ? 0 : cpu_ms(r);
    double share = (cpu - p->cpu_since) / (now - p->since);
    p->length = PROBE_MS;
    if (p->turn == MEASURE_WITH && share < SHARE_GAIN) {
        p->with = rate;
        p->with_share = share;
        p->turn = MEASURE_ALONE;
        r->parked = true;
    } else if (p->turn == MEASURE_ALONE) {
        p->turn = HOLD;
        r->parked = rate >= p->with || share >= p->with_share * SHARE_KEPT;
        if (r->parked) {
            p->length = p->hold;
            p->hold = p->hold < HOLD_MAX_MS ? 2 * p->hold : HOLD_MAX_MS;
        } else {
            p->length = HOLD_MS;
            p->hold = PARK_FIRST_MS;
        }
    } else {
        if (p->turn == MEASURE_WITH)
            p->hold = PARK_FIRST_MS; /* the workers brought time */
        p->turn = MEASURE_WITH;
        r->parked = false;
        if (!cpu)
            cpu = cpu_ms(r);
    }
    if (!r->parked && r->idle)
        pthread_cond_broadcast(&r->room);
    p->since = now;
    p->cpu_since = cpu;
    p->taken_since = r->taken;
}

/* With the lock held, parked, with nothing claimed ahead: makes and
 * takes the next PARKED_RUN pieces from t in the caller as one job does,
 * in a slot of the window (all are free; no worker can claim while
 * parked), and returns the next piece to take; *ok false when one failed
 * or take said stop. */
static size_t take_parked(struct run *r, size_t t, struct pace *pace, bool *ok)
{
    const struct maze_batch *b = r->b;
    size_t k = b->count - t < PARKED_RUN ? b->count - t : PARKED_RUN;
    void *slot = r->slots + r->free_slots[r->free_count - 1] * b->slot_size;
    r->next = t + k;
    pthread_mutex_unlock(&r->lock);
    *ok = make_and_take(b, slot, t, t + k);
    pthread_mutex_lock(&r->lock);
    r->taken = t + k;
    pace_turn(r, pace);
    if (!*ok)
        atomic_store(&r->stop, true);
    return t + k;
}

/* Takes the pieces in order as they are made, making the next itself
 * when no job has started it, and others while a worker makes it; false
 * when one failed or take said stop. The pieces made in a row from the
 * next one are taken under one hold of the lock. */
static bool take_in_order(struct run *r)
{
    const struct maze_batch *b = r->b;
    bool ok = true;
    /* The first turn waits for a worker to start, PROBE_MS at most: a new
     * thread may wait milliseconds for its core (on a VM, for the host to
     * wake the idle CPU), and measured from the start it looked as if the
     * process had one core. */
    struct pace pace = {.turn = WARM,
                        .since = clock_ms(CLOCK_MONOTONIC),
                        .cpu_since = cpu_ms(r),
                        .length = PROBE_MS,
                        .hold = PARK_FIRST_MS};
    pthread_mutex_lock(&r->lock);
    for (size_t t = 0; t < b->count && ok;) {
        if (r->parked && r->next == t) {
            t = take_parked(r, t, &pace, &ok);
            continue;
        }
        unsigned state = state_of(r, t);
        if (state == SLOT_FREE) {
            /* Claims go in order, so this claims t. */
            size_t first = 0;
            size_t k = claim(r, &first, false);
            if (k)
                make_run(r, first, k);
            continue;
        }
        if (state == SLOT_CLAIMED) {
            pthread_mutex_unlock(&r->lock);
            make_one(r, t);
            pthread_mutex_lock(&r->lock);
            continue;
        }
        if (state == SLOT_STARTED) {
            if (make_meanwhile(r, t))
                continue;
            wait_for(r, t);
            continue;
        }
        size_t end = t;
        while (end < r->next && (state = state_of(r, end)) != SLOT_FREE &&
               state != SLOT_CLAIMED && state != SLOT_STARTED)
            end++;
        pthread_mutex_unlock(&r->lock);
        size_t done = t;
        size_t freed = 0;
        while (done < end && ok) {
            bool made = state_of(r, done) == SLOT_MADE;
            void *slot = slot_of(r, done);
            freed += b->holds ? b->holds(b->ctx, slot) : 0;
            ok = b->take(b->ctx, done, slot, made) && made;
            done++;
            if (b->progress)
                b->progress(b->ctx, done);
        }
        if (b->taken && !b->taken(b->ctx))
            ok = false;
        pthread_mutex_lock(&r->lock);
        for (; t < done; t++) {
            atomic_store(&r->state[t % r->window], SLOT_FREE);
            r->free_slots[r->free_count++] = r->slot_at[t % r->window];
        }
        r->taken = done;
        r->cpu[0] = cpu_now();
        atomic_fetch_sub(&r->held, freed);
        pace_turn(r, &pace);
        if (!ok)
            atomic_store(&r->stop, true);
        /* Idle workers are woken when half the window is free, not for
         * each piece taken, so that each goes a long way at once. */
        if (r->idle &&
            (!ok || (!r->parked && r->next - r->taken <= r->reach / 2 &&
                     atomic_load(&r->held) <= MAZE_BATCH_HELD / 2)))
            pthread_cond_broadcast(&r->room);
    }
    pthread_mutex_unlock(&r->lock);
    return ok;
}

/* The run's length, window and first reach for jobs jobs. */
static void measure_window(struct run *r, unsigned jobs)
{
    const struct maze_batch *b = r->b;
    /* Runs short enough that each job has about eight in the batch. */
    size_t length = b->count / ((size_t)jobs * 8);
    length = length < 1 ? 1 : length > RUN_MAX ? RUN_MAX : length;
    size_t window = (size_t)jobs * length * RUNS_AHEAD;
    if (window < (size_t)jobs * AHEAD_PER_JOB)
        window = (size_t)jobs * AHEAD_PER_JOB;
    if (b->ahead && window > b->ahead) {
        window = b->ahead;
        if (length > window / ((size_t)jobs * 2))
            length = window / ((size_t)jobs * 2);
        if (length < 1)
            length = 1;
    }
    r->length = length;
    r->window = window < b->count ? window : b->count;
    r->reach = (size_t)jobs * length * REACH_FIRST;
    if (r->reach < (size_t)jobs * AHEAD_PER_JOB)
        r->reach = (size_t)jobs * AHEAD_PER_JOB;
    if (r->reach > r->window)
        r->reach = r->window;
}

enum maze_err maze_batch_run(const struct maze_batch *b, bool *whole)
{
    unsigned jobs = b->jobs;
    if (jobs > b->count)
        jobs = (unsigned)b->count;
    if (jobs <= 1)
        return run_here(b, whole);
    struct run r = {.b = b, .cpu = {cpu_now(), -1}};
    measure_window(&r, jobs);
    r.slots = malloc(r.window * (b->slot_size ? b->slot_size : 1));
    r.state = calloc(r.window, sizeof *r.state); /* SLOT_FREE */
    r.slot_at = calloc(r.window, sizeof *r.slot_at);
    r.free_slots = calloc(r.window, sizeof *r.free_slots);
    /* The caller is a job too. */
    pthread_t *threads = calloc(jobs - 1, sizeof *threads);
    r.clocks = calloc(jobs - 1, sizeof *r.clocks);
    if (!r.slots || !r.state || !r.slot_at || !r.free_slots || !threads ||
        !r.clocks) {
        free(r.slots);
        free(r.state);
        free(r.slot_at);
        free(r.free_slots);
        free(threads);
        free(r.clocks);
        return MAZE_ERR_NOMEM;
    }
    for (size_t i = 0; i < r.window; i++)
        r.free_slots[i] = r.window - 1 - i; /* slot 0 on top */
    r.free_count = r.window;
    pthread_mutex_init(&r.lock, NULL);
    pthread_condattr_t monotonic;
    pthread_condattr_init(&monotonic);
    pthread_condattr_setclock(&monotonic, CLOCK_MONOTONIC);
    pthread_cond_init(&r.made, &monotonic);
    pthread_condattr_destroy(&monotonic);
    pthread_cond_init(&r.room, NULL);
    /* Workers start with every signal blocked: the caller handles them. */
    sigset_t all;
    sigset_t before;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &before);
    unsigned started = 0;
    while (started < jobs - 1 &&
           pthread_create(&threads[started], NULL, worker, &r) == 0)
        started++;
    pthread_sigmask(SIG_SETMASK, &before, NULL);
    r.clock_count = started;
    for (unsigned i = 0; i < started; i++)
        if (pthread_getcpuclockid(threads[i], &r.clocks[i]) != 0)
            r.clock_count = 0;
    /* Without a worker the caller makes every piece itself. */
    bool ok = take_in_order(&r);
    pthread_mutex_lock(&r.lock);
    atomic_store(&r.stop, true);
    pthread_cond_broadcast(&r.room);
    pthread_mutex_unlock(&r.lock);
    for (unsigned i = 0; i < started; i++)
        pthread_join(threads[i], NULL);
    /* What was made ahead of a stop is dropped (what a stop kept from
     * being made holds nothing). */
    for (size_t i = r.taken; i < r.next; i++) {
        unsigned state = state_of(&r, i);
        if ((state == SLOT_MADE || state == SLOT_FAILED) && b->drop)
            b->drop(b->ctx, slot_of(&r, i));
    }
    pthread_cond_destroy(&r.room);
    pthread_cond_destroy(&r.made);
    pthread_mutex_destroy(&r.lock);
    free(threads);
    free(r.clocks);
    free(r.free_slots);
    free(r.slot_at);
    free(r.state);
    free(r.slots);
    *whole = ok;
    return MAZE_OK;
}
