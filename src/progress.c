/*
 * progress.c - see progress.h.
 */
#include "mz.h"

void mz_progress_start(struct mz_progress *p, const struct maze_hook *hook,
                       uint64_t total)
{
    *p = (struct mz_progress){hook, 0, total ? total : 1, 0};
    p->next = p->total / 1024 + 1;
}

void mz_progress_send(struct mz_progress *p)
{
    if (!p->hook)
        return;
    if (p->done > p->total)
        p->done = p->total;
    struct maze_event ev = {
        .kind = MAZE_EV_PROGRESS, .a = (size_t)p->done, .b = (size_t)p->total};
    p->hook->fn(&ev, p->hook->user);
    p->next = p->done + p->total / 1024 + 1;
}

void mz_progress_end(struct mz_progress *p)
{
    if (!p->hook)
        return;
    p->done = p->total;
    mz_progress_send(p);
}

/* A carver's steps are the passages of the finished maze (the total it
 * was started with); a wall adder (MAZE_EV_CLEAR first) puts up every
 * wall of the open field but those, so its steps are the field's
 * passages less them. The count stops one short of the total: the end is
 * the caller's to tell. */
static void relay(const struct maze_event *ev, void *user)
{
    struct mz_progress_relay *r = user;
    const struct maze_hook *to = r->count.hook;
    switch (ev->kind) {
    case MAZE_EV_CLEAR: {
        size_t open = maze_passages(r->m);
        if (open > r->count.total)
            r->count.total = open - r->count.total;
        break;
    }
    case MAZE_EV_CARVE:
    case MAZE_EV_WALL:
    case MAZE_EV_SOLVE_VISIT:
    case MAZE_EV_FILL:
        if (r->count.done + 1 < r->count.total)
            mz_progress_add(&r->count, 1);
        break;
    default:
        break;
    }
    to->fn(ev, to->user);
}

void mz_progress_relay_start(struct mz_progress_relay *r, const struct maze *m,
                             const struct maze_hook *to, uint64_t total)
{
    r->hook = (struct maze_hook){relay, r};
    r->m = m;
    mz_progress_start(&r->count, to, total);
}
