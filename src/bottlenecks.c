/*
 * bottlenecks.c - the cells and passages that every route from the start
 * to the end must use, shortest or not: the cut vertices and bridges of
 * the maze's graph that part S from E.
 *
 * One depth-first search from S numbers the cells in the order it enters
 * them (disc) and finds for each the lowest number reachable from its
 * subtree by going down the tree and then up one passage that is not a
 * tree passage (low; Hopcroft and Tarjan). The tree's path from S to E is
 * the only place such cells and passages can be: a tree passage p - c on
 * it is a bridge when low[c] > disc[p] (nothing below c climbs back past
 * it), and p parts S from E when low[c] >= disc[p]. S and E themselves
 * are on every route and are counted. In a perfect maze every cell and
 * passage of the route is one; a braid's loops leave few.
 *
 * The search keeps its own stack (a cell's parent and the next direction
 * to try are kept per cell), never the call stack. Time O(cells); memory
 * three size_t and a byte a cell.
 */
#include <stdlib.h>

#include "distances.h"
#include "mz.h"

/* state[c]: the next direction to try, and whether the passage back to
 * the parent has been passed over once (only once: two passages between
 * the same cells would make a loop). */
#define NEXT_MASK 0x0fu
#define SKIPPED 0x10u

enum maze_err maze_bottlenecks_find(const struct maze *m,
                                    struct maze_bottlenecks *out)
{
    if (!m || !out)
        return MAZE_ERR_ARG;
    size_t s = m->start;
    size_t e = m->end;
    if (s >= m->cells || e >= m->cells || (m->cell[s] & MAZE_CELL_OFF) ||
        (m->cell[e] & MAZE_CELL_OFF))
        return MAZE_ERR_NO_ENDS;
    size_t n = m->cells;
    size_t *disc = malloc(n * sizeof *disc);
    size_t *low = malloc(n * sizeof *low);
    size_t *parent = malloc(n * sizeof *parent);
    uint8_t *state = calloc(n, 1);
    size_t *stack = malloc(n * sizeof *stack);
    struct maze_bottlenecks b = {0};
    enum maze_err err = MAZE_ERR_NOMEM;
    if (!disc || !low || !parent || !state || !stack)
        goto done;
    for (size_t c = 0; c < n; c++)
        disc[c] = MAZE_NONE;
    const unsigned dirs = mz_dirs(m);
    size_t time = 0;
    size_t top = 0;
    disc[s] = low[s] = time++;
    parent[s] = MAZE_NONE;
    stack[top++] = s;
    while (top > 0) {
        size_t v = stack[top - 1];
        unsigned d = state[v] & NEXT_MASK;
        if (d < dirs) {
            state[v]++;
            struct mz_at there;
            if (!mz_go(m, mz_at(m, v), (int)d, &there))
                continue;
            size_t w = there.c;
            if (w == parent[v] && !(state[v] & SKIPPED)) {
                state[v] |= SKIPPED;
                continue;
            }
            if (disc[w] == MAZE_NONE) {
                disc[w] = low[w] = time++;
                parent[w] = v;
                stack[top++] = w;
            } else if (disc[w] < low[v]) {
                low[v] = disc[w];
            }
            continue;
        }
        top--;
        size_t p = parent[v];
        if (p != MAZE_NONE && low[v] < low[p])
            low[p] = low[v];
    }
    err = MAZE_ERR_NO_ROUTE;
    if (disc[e] == MAZE_NONE)
        goto done;
    /* The tree path from E up to S; each cell's count at most the path's
     * cells. */
    size_t path = 1;
    for (size_t c = e; c != s; c = parent[c])
        path++;
    err = MAZE_ERR_NOMEM;
    b.cells = malloc(path * sizeof *b.cells);
    b.passages = malloc(2 * path * sizeof *b.passages);
    if (!b.cells || !b.passages)
        goto done;
    /* Gathered from E back to S, then turned round. */
    b.cells[b.cell_count++] = e;
    for (size_t c = e; c != s; c = parent[c]) {
        size_t p = parent[c];
        if (low[c] > disc[p]) {
            b.passages[2 * b.passage_count] = c;
            b.passages[2 * b.passage_count + 1] = p;
            b.passage_count++;
        }
        if (p == s || low[c] >= disc[p])
            b.cells[b.cell_count++] = p;
    }
    for (size_t i = 0; i < b.cell_count / 2; i++) {
        size_t t = b.cells[i];
        b.cells[i] = b.cells[b.cell_count - 1 - i];
        b.cells[b.cell_count - 1 - i] = t;
    }
    for (size_t i = 0; i < b.passage_count; i++) {
        size_t t = b.passages[2 * i];
        b.passages[2 * i] = b.passages[2 * i + 1];
        b.passages[2 * i + 1] = t;
    }
    for (size_t i = 0; i < b.passage_count / 2; i++) {
        size_t j = b.passage_count - 1 - i;
        size_t t0 = b.passages[2 * i];
        size_t t1 = b.passages[2 * i + 1];
        b.passages[2 * i] = b.passages[2 * j];
        b.passages[2 * i + 1] = b.passages[2 * j + 1];
        b.passages[2 * j] = t0;
        b.passages[2 * j + 1] = t1;
    }
    *out = b;
    b = (struct maze_bottlenecks){0};
    err = MAZE_OK;
done:
    maze_bottlenecks_release(&b);
    free(disc);
    free(low);
    free(parent);
    free(state);
    free(stack);
    return err;
}

void maze_bottlenecks_release(struct maze_bottlenecks *b)
{
    if (!b)
        return;
    free(b->cells);
    free(b->passages);
    *b = (struct maze_bottlenecks){0};
}
