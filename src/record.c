/*
 * record.c - recordings of events, and replaying them.
 *
 * Animation never calls back into a generator: the events of one run are
 * stored, and any state of it is rebuilt by replaying the first k events
 * onto a fresh grid. That is what makes stepping backwards exact.
 */
#include <stdlib.h>

#include "mz.h"

void maze_record_event(const struct maze_event *ev, void *recording)
{
    struct maze_recording *rec = recording;
    if (rec->failed || ev->kind == MAZE_EV_PROGRESS)
        return;
    if (!mz_grow(&rec->event, &rec->cap, rec->count, sizeof *rec->event)) {
        rec->failed = true;
        return;
    }
    rec->event[rec->count++] = *ev;
}

void maze_recording_release(struct maze_recording *rec)
{
    if (!rec)
        return;
    free(rec->event);
    rec->event = NULL;
    rec->count = rec->cap = 0;
    rec->failed = false;
}

void maze_replay(struct maze *m, const struct maze_recording *rec, size_t upto)
{
    maze_clear(m);
    size_t n = upto < rec->count ? upto : rec->count;
    for (size_t i = 0; i < n; i++) {
        const struct maze_event *ev = &rec->event[i];
        switch (ev->kind) {
        case MAZE_EV_CARVE:
            /* Weave: a and b two apart, under a crossing (m gets its
             * extra plane then). */
            if (maze_link(m, ev->a, ev->b) != MAZE_OK)
                mz_weave_link_under(m, ev->a, ev->b);
            break;
        case MAZE_EV_WALL:
            maze_unlink(m, ev->a, ev->b);
            break;
        case MAZE_EV_CLEAR:
            mz_open_field(m);
            break;
        default:
            break;
        }
    }
}

bool mz_recording_builds(const struct maze_recording *rec)
{
    for (size_t i = 0; i < rec->count; i++) {
        enum maze_event_kind k = rec->event[i].kind;
        if (k == MAZE_EV_CARVE || k == MAZE_EV_WALL || k == MAZE_EV_CLEAR)
            return true;
    }
    return false;
}

bool maze_recording_has_levels(const struct maze_recording *rec)
{
    for (size_t i = 0; i < rec->count; i++)
        if (rec->event[i].kind == MAZE_EV_SPLIT)
            return true;
    return false;
}

size_t maze_step_first(const struct maze_recording *rec)
{
    return rec->count && rec->event[0].kind == MAZE_EV_CLEAR ? 1 : 0;
}

/* A level ends where a split of another depth begins, or where the
 * events stop being splits and their walls. */
size_t maze_step_next(const struct maze_recording *rec, size_t shown,
                      unsigned per)
{
    size_t n = rec->count;
    if (shown >= n)
        return n;
    if (per != MAZE_STEPS_LEVEL)
        return per < n - shown ? shown + per : n;
    const struct maze_event *ev = rec->event;
    size_t split = shown; /* the split the first event to show belongs to */
    while (split > 0 && ev[split].kind == MAZE_EV_WALL)
        split--;
    if (ev[split].kind != MAZE_EV_SPLIT)
        return shown + 1;
    uint32_t depth = ev[split].depth;
    size_t k = shown;
    while (k < n && (ev[k].kind == MAZE_EV_WALL ||
                     (ev[k].kind == MAZE_EV_SPLIT && ev[k].depth == depth)))
        k++;
    return k > shown ? k : shown + 1;
}
