/*
 * queue.c - the growable stack or ring-buffer queue of cell indices
 * (queue.h), under the sweep, the solvers and the analyses.
 */
#include <stdlib.h>
#include <string.h>

#include "grid.h"
#include "queue.h"

bool mz_queue_grow(struct mz_queue *q)
{
    size_t old_cap = q->cap;
    if (!mz_grow(&q->item, &q->cap, q->count, sizeof *q->item))
        return false;
    /* Unwrap the ring: the part before head moves past the old end. */
    memcpy(q->item + old_cap, q->item, q->head * sizeof *q->item);
    return true;
}

void mz_queue_release(struct mz_queue *q)
{
    free(q->item);
    q->item = NULL;
    q->cap = q->head = q->count = 0;
}
