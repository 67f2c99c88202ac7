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
#include "../mz.h"

/* state[c]: the next direction to try, and whether the passage back to
 * the parent has been passed over once (only once: two passages between
 * the same cells would make a loop). */
#define NEXT_MASK 0x0fu
#define SKIPPED 0x10u

/* The depth-first search's numbers: each cell's discovery time, the
 * lowest time it reaches without its parent's passage, and its parent. */
struct search {
    size_t *disc, *low, *parent;
    uint8_t *state;
    size_t *stack;
};

static void search_release(struct search *t)
{
    free(t->disc);
    free(t->low);
    free(t->parent);
    free(t->state);
    free(t->stack);
}

/* Tarjan's walk from s, with an explicit stack (a maze of a billion
 * cells must not recurse). */
static void walk(const struct maze *m, size_t s, struct search *t)
{
    for (size_t c = 0; c < m->cells; c++)
        t->disc[c] = MAZE_NONE;
    const unsigned dirs = mz_dirs(m);
    size_t time = 0;
    size_t top = 0;
    t->disc[s] = t->low[s] = time++;
    t->parent[s] = MAZE_NONE;
    t->stack[top++] = s;
    while (top > 0) {
        size_t v = t->stack[top - 1];
        unsigned d = t->state[v] & NEXT_MASK;
        if (d < dirs) {
            t->state[v]++;
            struct mz_at there;
            if (!mz_go(m, mz_at(m, v), (int)d, &there))
                continue;
            size_t w = there.c;
            if (w == t->parent[v] && !(t->state[v] & SKIPPED)) {
                t->state[v] |= SKIPPED;
                continue;
            }
            if (t->disc[w] == MAZE_NONE) {
                t->disc[w] = t->low[w] = time++;
                t->parent[w] = v;
                t->stack[top++] = w;
            } else if (t->disc[w] < t->low[v]) {
                t->low[v] = t->disc[w];
            }
            continue;
        }
        top--;
        size_t p = t->parent[v];
        if (p != MAZE_NONE && t->low[v] < t->low[p])
            t->low[p] = t->low[v];
    }
}

/* Turns the lists gathered from E back to S round: S first, and each
 * passage's cells in the order walked. */
static void turn_round(struct maze_bottlenecks *b)
{
    for (size_t i = 0; i < b->cell_count / 2; i++) {
        size_t t = b->cells[i];
        b->cells[i] = b->cells[b->cell_count - 1 - i];
        b->cells[b->cell_count - 1 - i] = t;
    }
    for (size_t i = 0; i < b->passage_count; i++) {
        size_t t = b->passages[2 * i];
        b->passages[2 * i] = b->passages[2 * i + 1];
        b->passages[2 * i + 1] = t;
    }
    for (size_t i = 0; i < b->passage_count / 2; i++) {
        size_t j = b->passage_count - 1 - i;
        size_t t0 = b->passages[2 * i];
        size_t t1 = b->passages[2 * i + 1];
        b->passages[2 * i] = b->passages[2 * j];
        b->passages[2 * i + 1] = b->passages[2 * j + 1];
        b->passages[2 * j] = t0;
        b->passages[2 * j + 1] = t1;
    }
}

/* The bottlenecks on the tree path from e up to s. */
static enum maze_err gather(const struct search *t, size_t s, size_t e,
                            struct maze_bottlenecks *b)
{
    /* Each list holds at most the path's cells. */
    size_t path = 1;
    for (size_t c = e; c != s; c = t->parent[c])
        path++;
    b->cells = malloc(path * sizeof *b->cells);
    b->passages = malloc(2 * path * sizeof *b->passages);
    if (!b->cells || !b->passages)
        return MAZE_ERR_NOMEM;
    b->cells[b->cell_count++] = e;
    for (size_t c = e; c != s; c = t->parent[c]) {
        size_t p = t->parent[c];
        if (t->low[c] > t->disc[p]) {
            b->passages[2 * b->passage_count] = c;
            b->passages[2 * b->passage_count + 1] = p;
            b->passage_count++;
        }
        if (p == s || t->low[c] >= t->disc[p])
            b->cells[b->cell_count++] = p;
    }
    turn_round(b);
    return MAZE_OK;
}

enum maze_err maze_bottlenecks_find(const struct maze *m,
                                    struct maze_bottlenecks *out)
{
    if (!m || !out)
        return MAZE_ERR_ARG;
    size_t s = m->start;
    size_t e = m->end;
    if (!mz_ends_on(m))
        return MAZE_ERR_NO_ENDS;
    size_t n = m->cells;
    struct search t = {malloc(n * sizeof *t.disc), malloc(n * sizeof *t.low),
                       malloc(n * sizeof *t.parent), calloc(n, 1),
                       malloc(n * sizeof *t.stack)};
    struct maze_bottlenecks b = {0};
    enum maze_err err = MAZE_ERR_NOMEM;
    if (t.disc && t.low && t.parent && t.state && t.stack) {
        walk(m, s, &t);
        err = t.disc[e] == MAZE_NONE ? MAZE_ERR_NO_ROUTE
                                     : gather(&t, s, e, &b);
    }
    if (!err) {
        *out = b;
        b = (struct maze_bottlenecks){0};
    }
    maze_bottlenecks_release(&b);
    search_release(&t);
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
