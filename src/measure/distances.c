/*
 * distances.c - how far every cell is from one cell (the distance map),
 * and the figures people compare mazes by: the eccentricity of a cell
 * (its steps to the cell farthest from it), the mean steps from it, and
 * the maze's diameter (the most steps between two cells a route joins).
 *
 * A sweep here keeps its distances in an array instead of the scratch
 * bits, so the maze stays untouched and const: a size_t a cell for the
 * steps and one for the order the cells were reached in, which is also
 * the sweep's queue. Time O(cells).
 *
 * The diameter is exact, by iFUB (Crescenzi, Grossi, Habib, Lanzi and
 * Marino, "On computing the diameter of real-world undirected graphs",
 * 2013): sweep from a cell u near the middle of a long route; the cells
 * of the outermost wave of u are swept one by one, and once the longest
 * route found is longer than twice the next wave's distance, no pair of
 * cells nearer u can beat it. In a perfect maze the first wave ends it
 * (a handful of sweeps); in a braided one a few more. Each part of a
 * masked maze is done on its own. Memory: three size_t a cell.
 */
#include <stdlib.h>

#include "distances.h"
#include "../mz.h"

void mz_distance_sweep(const struct maze *m, size_t src, size_t *steps,
                       size_t *order, size_t *reached)
{
    for (size_t c = 0; c < m->cells; c++)
        steps[c] = MAZE_NONE;
    steps[src] = 0;
    order[0] = src;
    size_t head = 0;
    size_t tail = 1;
    while (head < tail) {
        size_t c = order[head++];
        size_t to[MAZE_MAX_NEIGHBOURS];
        unsigned n = mz_passages_of(m, c, to);
        for (unsigned i = 0; i < n; i++) {
            if (steps[to[i]] != MAZE_NONE)
                continue;
            steps[to[i]] = steps[c] + 1;
            order[tail++] = to[i];
        }
    }
    *reached = tail;
}

enum maze_err maze_distances_from(const struct maze *m, size_t from,
                                  struct maze_distances *out)
{
    if (!m || !out || from >= m->cells || (m->cell[from] & MAZE_CELL_OFF))
        return MAZE_ERR_ARG;
    size_t *steps = malloc(m->cells * sizeof *steps);
    size_t *order = malloc(m->cells * sizeof *order);
    if (!steps || !order) {
        free(steps);
        free(order);
        return MAZE_ERR_NOMEM;
    }
    size_t reached = 0;
    mz_distance_sweep(m, from, steps, order, &reached);
    double sum = 0;
    for (size_t i = 0; i < reached; i++)
        sum += (double)steps[order[i]];
    size_t farthest = order[reached - 1];
    free(order);
    *out = (struct maze_distances){
        .steps = steps,
        .cells = m->cells,
        .from = from,
        .reached = reached,
        .farthest = farthest,
        .eccentricity = steps[farthest],
        .mean = reached > 1 ? sum / (double)(reached - 1) : 0.0,
    };
    return MAZE_OK;
}

void maze_distances_release(struct maze_distances *d)
{
    if (!d)
        return;
    free(d->steps);
    *d = (struct maze_distances){0};
}

/* The buffers of the diameter's sweeps. */
struct sweeps {
    size_t *steps, *order, *seen;
};

/* The eccentricity of c, the cell farthest from it in *far. */
static size_t eccentricity(const struct maze *m, struct sweeps *s, size_t c,
                           size_t *far)
{
    size_t reached = 0;
    mz_distance_sweep(m, c, s->steps, s->order, &reached);
    *far = s->order[reached - 1];
    return s->steps[*far];
}

/* iFUB on the part that holds `first`; marks its cells in s->seen. Sweeps
 * from the cells of the outer waves while *spent (cells visited) is under
 * budget; *upper is the most the part's diameter can be, its longest found
 * when the waves were all swept or the bound met. */
/* The cell half way along the route from b back to a, which is lb steps
 * long (s->steps counts from a). */
static size_t midway(const struct maze *m, const struct sweeps *s, size_t b,
                     size_t lb)
{
    size_t u = b;
    for (size_t k = 0; k < lb / 2; k++) {
        size_t next[MAZE_MAX_NEIGHBOURS];
        unsigned n = mz_passages_of(m, u, next);
        for (unsigned i = 0; i < n; i++) {
            if (s->steps[next[i]] + 1 == s->steps[u]) {
                u = next[i];
                break;
            }
        }
    }
    return u;
}

/* A route of lb steps from pa to pb, kept when it is the longest yet. */
static void keep_best(size_t lb, size_t pa, size_t pb, size_t *best,
                      size_t *from, size_t *to)
{
    if (*best == MAZE_NONE || lb > *best) {
        *best = lb;
        *from = pa;
        *to = pb;
    }
}

static void part_diameter(const struct maze *m, struct sweeps *s, size_t first,
                          uint64_t budget, uint64_t *spent, size_t *best,
                          size_t *upper, size_t *from, size_t *to)
{
    size_t a = 0;
    size_t b = 0;
    eccentricity(m, s, first, &a);
    size_t lb = eccentricity(m, s, a, &b);
    size_t pa = a;
    size_t pb = b;
    size_t u = midway(m, s, b, lb);
    size_t reached = 0;
    mz_distance_sweep(m, u, s->steps, s->order, &reached);
    *spent += 3 * (uint64_t)reached;
    size_t bound = lb; /* what the part's diameter can be at most */
    const size_t eccentric_u = s->steps[s->order[reached - 1]];
    /* The sweeps below overwrite steps and order: keep u's waves in seen,
     * the cells of the part in u's order. */
    size_t *wave = s->seen;
    for (size_t i = 0; i < reached; i++)
        wave[s->order[i]] = s->steps[s->order[i]] + 1; /* 0: not yet seen */
    size_t *cells = malloc(reached * sizeof *cells);
    if (!cells) {
        /* Without room for the waves, the double sweep's bound stands. */
        keep_best(lb, pa, pb, best, from, to);
        bound = 2 * eccentric_u; /* two cells, each that far from u */
        bound = bound > lb ? bound : lb;
        *upper = bound > *upper ? bound : *upper;
        return;
    }
    for (size_t i = 0; i < reached; i++)
        cells[i] = s->order[i];
    size_t i = reached;
    while (i > 0) {
        size_t level = wave[cells[i - 1]] - 1;
        if (level == 0)
            break;
        /* Two cells no farther from u than this wave are at most 2 level
         * apart: when the longest found is that, it is the diameter. */
        if (lb >= 2 * level)
            break;
        /* Every cell of this wave, while the budget lasts. */
        bool spent_all = false;
        while (i > 0 && wave[cells[i - 1]] - 1 == level) {
            if (*spent >= budget) {
                spent_all = true;
                break;
            }
            *spent += reached;
            size_t far = 0;
            size_t e = eccentricity(m, s, cells[i - 1], &far);
            if (e > lb) {
                lb = e;
                pa = cells[i - 1];
                pb = far;
            }
            i--;
        }
        /* Two cells the sweeps left out are both no farther from u than
         * this wave, so at most 2 level apart: what is known. */
        if (spent_all) {
            bound = 2 * level;
            break;
        }
        /* Two cells both nearer u than this wave are at most
         * 2 (level - 1) apart. */
        if (lb >= 2 * (level - 1))
            break;
    }
    free(cells);
    bound = bound > lb ? bound : lb;
    *upper = bound > *upper ? bound : *upper;
    keep_best(lb, pa, pb, best, from, to);
}

enum maze_err maze_diameter(const struct maze *m, uint64_t budget,
                            size_t *steps, size_t *upper, size_t *from,
                            size_t *to)
{
    if (!m || !steps)
        return MAZE_ERR_ARG;
    struct sweeps s = {
        .steps = malloc(m->cells * sizeof *s.steps),
        .order = malloc(m->cells * sizeof *s.order),
        .seen = calloc(m->cells, sizeof *s.seen),
    };
    if (!s.steps || !s.order || !s.seen) {
        free(s.steps);
        free(s.order);
        free(s.seen);
        return MAZE_ERR_NOMEM;
    }
    size_t best = MAZE_NONE;
    size_t most = 0;
    size_t a = MAZE_NONE;
    size_t b = MAZE_NONE;
    uint64_t spent = 0;
    if (budget == 0)
        budget = MAZE_DIAMETER_BUDGET;
    for (size_t c = 0; c < m->cells; c++) {
        if (s.seen[c] || (m->cell[c] & MAZE_CELL_OFF))
            continue;
        part_diameter(m, &s, c, budget, &spent, &best, &most, &a, &b);
        s.seen[c] = 1; /* a part of one cell marks none in its sweep */
    }
    free(s.steps);
    free(s.order);
    free(s.seen);
    *steps = best == MAZE_NONE ? 0 : best;
    if (upper)
        *upper = most > *steps ? most : *steps;
    if (from)
        *from = a;
    if (to)
        *to = b;
    return MAZE_OK;
}
