/*
 * queue.h - a growable stack or ring-buffer queue of cell indices
 * (queue.c).
 */
#ifndef MZ_QUEUE_H
#define MZ_QUEUE_H

#include <stdbool.h>
#include <stddef.h>

/* A growable array of cell indices used as a stack or a ring-buffer
 * queue. mz_queue_push/pop return false only when growing fails. */
struct mz_queue {
    size_t *item;
    size_t cap, head, count;
};

/* Makes a full ring larger, keeping its order (false: out of memory). */
bool mz_queue_grow(struct mz_queue *q);

/* Inline: the solvers push and pop once per cell, and a call cost more
 * than the rest of that. */
static inline bool mz_queue_push(struct mz_queue *q, size_t v)
{
    if (q->count == q->cap && !mz_queue_grow(q))
        return false;
    size_t at = q->head + q->count;
    if (at >= q->cap)
        at -= q->cap;
    q->item[at] = v;
    q->count++;
    return true;
}

static inline size_t mz_queue_pop(struct mz_queue *q)
{
    size_t v = q->item[q->head];
    q->head++;
    if (q->head == q->cap)
        q->head = 0;
    q->count--;
    return v;
}

void mz_queue_release(struct mz_queue *q);

#endif /* MZ_QUEUE_H */
