/*
 * routes.c - every shortest route from the start to the end: how many
 * there are, exactly, and the cells that lie on some of them and on all.
 *
 * Two sweeps, one from each end: a cell lies on a shortest route when its
 * steps from S and to E add up to the route's length D. Every shortest
 * route takes exactly one such cell at each distance k from S, so a cell
 * lies on every one when it is the only such cell at its distance.
 *
 * The routes are counted a wave at a time: the routes to a cell at
 * distance k are the sum of the routes to its neighbours at k - 1 that lie
 * on a shortest route (routes to S: 1). A braided maze has more of them
 * than 64 bits hold (a 30 x 30 open field has C(58, 29), about 3e16;
 * 100 x 100 about 2e58), so each count is a number of 32-bit limbs, as
 * long as the largest of its wave needs: a wave's numbers have at most
 * a limb more than the wave before's. Only two waves' numbers are held at
 * once. The count is given in decimal.
 *
 * Time O(cells) for the sweeps, and O(cells on a shortest route x limbs)
 * for the sums; memory three size_t a cell and a byte (E's sweep queues
 * in the array that S's sweep then fills with its order), the widest
 * wave's cells, and two waves of numbers. A count told to a progress
 * hook first bounds the sums' cost (one more pass over the cells on a
 * route, without the sums), so that the total it tells first is what the
 * count can cost at most.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "distances.h"
#include "../mz.h"
#include "../progress.h"

/* A wave's numbers: count numbers of `limbs` limbs each, least first. */
struct wave {
    uint32_t *limb;
    size_t count, limbs;
};

/* The decimal digits of the number n of `limbs` limbs (destroyed). */
static char *decimal(uint32_t *n, size_t limbs)
{
    /* 32 bits are under 10 digits. */
    size_t room = limbs * 10 + 2;
    char *text = malloc(room);
    if (!text)
        return NULL;
    size_t len = 0;
    while (limbs > 0 && n[limbs - 1] == 0)
        limbs--;
    do {
        uint64_t rem = 0;
        for (size_t i = limbs; i-- > 0;) {
            uint64_t cur = rem << 32 | n[i];
            n[i] = (uint32_t)(cur / 10);
            rem = cur % 10;
        }
        text[len++] = (char)('0' + rem);
        while (limbs > 0 && n[limbs - 1] == 0)
            limbs--;
    } while (limbs > 0);
    for (size_t i = 0; i < len / 2; i++) {
        char t = text[i];
        text[i] = text[len - 1 - i];
        text[len - 1 - i] = t;
    }
    text[len] = '\0';
    return text;
}

/* The numbers of the wave at distance k, from the wave before (prev) and
 * the cells of this wave, cells[0 .. count); slot[c] is where cell c's
 * number is in its wave. */
static bool count_wave(const struct maze *m, const size_t *from_s,
                       const uint8_t *on, const size_t *slot,
                       const struct wave *prev, const size_t *cells,
                       size_t count, struct wave *cur,
                       struct mz_progress *progress)
{
    size_t limbs = prev->limbs + 1;
    uint32_t *limb = calloc(count * limbs, sizeof *limb);
    if (!limb)
        return false;
    size_t used = 1;
    for (size_t i = 0; i < count; i++) {
        uint32_t *sum = limb + i * limbs;
        size_t to[MAZE_MAX_NEIGHBOURS];
        unsigned n = mz_passages_of(m, cells[i], to);
        for (unsigned j = 0; j < n; j++) {
            size_t u = to[j];
            if (!on[u] || from_s[u] + 1 != from_s[cells[i]])
                continue;
            const uint32_t *add = prev->limb + slot[u] * prev->limbs;
            uint64_t carry = 0;
            for (size_t k = 0; k < limbs; k++) {
                uint64_t v =
                    (uint64_t)sum[k] + carry + (k < prev->limbs ? add[k] : 0);
                sum[k] = (uint32_t)v;
                carry = v >> 32;
            }
            mz_progress_add(progress, limbs);
        }
        for (size_t k = limbs; k > used; k--)
            if (sum[k - 1]) {
                used = k;
                break;
            }
    }
    /* Keep the limbs the wave uses. */
    if (used < limbs)
        for (size_t i = 0; i < count; i++)
            memmove(limb + i * used, limb + i * limbs, used * sizeof *limb);
    cur->limb = limb;
    cur->count = count;
    cur->limbs = used;
    return true;
}

/* Whether cell c lies on a shortest route of `length` steps. */
static bool on_route(const size_t *from_s, const size_t *to_e, size_t c,
                     size_t length)
{
    return from_s[c] != MAZE_NONE && to_e[c] != MAZE_NONE &&
           from_s[c] + to_e[c] == length;
}

/* The most the sums can cost, in additions of a limb: each cell on a
 * route adds its ways in (its neighbours on a route a step nearer S),
 * each in a limb more than the wave before's numbers take, and those
 * numbers are at most the largest of the wave before times the most
 * ways in of any cell of the wave, so their bits grow by at most that
 * many's log2 a wave. The sweeps' cells, nearest S first, are order_s. */
static uint64_t sums_cost(const struct maze *m, const size_t *from_s,
                          const size_t *to_e, const size_t *order_s,
                          size_t reached, size_t length)
{
    uint64_t cost = 0;
    uint64_t bits = 1; /* S's one route */
    size_t i = 0;
    while (i < reached && from_s[order_s[i]] <= length) {
        size_t k = from_s[order_s[i]];
        uint64_t ways = 0;
        unsigned most = 0;
        for (; i < reached && from_s[order_s[i]] == k; i++) {
            size_t c = order_s[i];
            if (k == 0 || !on_route(from_s, to_e, c, length))
                continue;
            size_t to[MAZE_MAX_NEIGHBOURS];
            unsigned n = mz_passages_of(m, c, to);
            unsigned in = 0;
            for (unsigned j = 0; j < n; j++)
                in += on_route(from_s, to_e, to[j], length) &&
                      from_s[to[j]] + 1 == k;
            ways += in;
            most = in > most ? in : most;
        }
        uint64_t limbs = (bits + 31) / 32 + 1; /* as count_wave() sums */
        cost += ways * limbs;
        unsigned grow = 0;
        while ((1u << grow) < most)
            grow++;
        bits += grow;
    }
    return cost;
}

/* The most cells at one distance from S among the sweep's order_s. */
static size_t widest_wave(const size_t *from_s, const size_t *order_s,
                          size_t reached)
{
    size_t widest = 1;
    for (size_t j = 0, at = 0; j <= reached; j++)
        if (j == reached || from_s[order_s[j]] != from_s[order_s[at]]) {
            widest = j - at > widest ? j - at : widest;
            at = j;
        }
    return widest;
}

/* One count of routes under way: the sweeps and what the waves found. */
struct counting {
    const struct maze *m;
    const size_t *from_s;
    size_t *to_e;           /* steps to E; a cell's slot once passed */
    const size_t *order_s;  /* the cells nearest S first */
    size_t reached, length; /* cells in order_s; steps from S to E */
    size_t *order_e;        /* a wave's cells on a route */
    uint8_t *on;            /* MAZE_ROUTES_* of each cell */
    struct wave prev;       /* the last wave's numbers */
    size_t on_some, on_every;
};

/* The cells on a shortest route, wave by wave (order_s is nearest first),
 * each wave's numbers summed from the wave before's; a wave of one cell
 * is on every route. At the end c->prev holds E's wave alone. */
static bool count_waves(struct counting *c, struct mz_progress *told)
{
    size_t *slot = c->to_e;
    size_t i = 0;
    bool first = true;
    while (i < c->reached) {
        size_t k = c->from_s[c->order_s[i]];
        if (k > c->length)
            break;
        size_t wave = 0;
        for (; i < c->reached && c->from_s[c->order_s[i]] == k; i++) {
            size_t cell = c->order_s[i];
            if (c->to_e[cell] != MAZE_NONE && k + c->to_e[cell] == c->length)
                c->order_e[wave++] = cell;
        }
        for (size_t j = 0; j < wave; j++)
            c->on[c->order_e[j]] =
                MAZE_ROUTES_SOME | (wave == 1 ? MAZE_ROUTES_EVERY : 0);
        c->on_some += wave;
        c->on_every += wave == 1;
        if (first) { /* S alone, with its one route */
            slot[c->m->start] = 0;
            first = false;
            continue;
        }
        struct wave cur = {0};
        if (!count_wave(c->m, c->from_s, c->on, slot, &c->prev, c->order_e,
                        wave, &cur, told))
            return false;
        for (size_t j = 0; j < wave; j++)
            slot[c->order_e[j]] = j;
        free(c->prev.limb);
        c->prev = cur;
    }
    return true;
}

enum maze_err maze_routes_count(const struct maze *m, struct maze_routes *out)
{
    return maze_routes_count_told(m, NULL, out);
}

enum maze_err maze_routes_count_told(const struct maze *m,
                                     const struct maze_hook *progress,
                                     struct maze_routes *out)
{
    if (!m || !out)
        return MAZE_ERR_ARG;
    if (!mz_ends_on(m))
        return MAZE_ERR_NO_ENDS;
    size_t n = m->cells;
    size_t *from_s = malloc(n * sizeof *from_s);
    size_t *order_s = malloc(n * sizeof *order_s);
    struct counting c = {.m = m, .from_s = from_s, .order_s = order_s};
    c.to_e = malloc(n * sizeof *c.to_e);
    c.on = calloc(n, 1);
    enum maze_err err = MAZE_ERR_NOMEM;
    char *count = NULL;
    if (!from_s || !c.to_e || !order_s || !c.on)
        goto done;
    size_t reached_e = 0;
    /* E's sweep first, queued in order_s, which S's sweep then fills with
     * the order kept: a size_t a cell less than two orders. */
    mz_distance_sweep(m, m->end, c.to_e, order_s, &reached_e);
    mz_distance_sweep(m, m->start, from_s, order_s, &c.reached);
    err = MAZE_ERR_NO_ROUTE;
    if (from_s[m->end] == MAZE_NONE)
        goto done;
    c.length = from_s[m->end];
    err = MAZE_ERR_NOMEM;
    c.order_e = malloc(widest_wave(from_s, order_s, c.reached) *
                       sizeof *c.order_e);
    c.prev = (struct wave){.limb = calloc(1, sizeof *c.prev.limb),
                           .count = 1, .limbs = 1};
    if (!c.order_e || !c.prev.limb)
        goto done;
    c.prev.limb[0] = 1;
    struct mz_progress told;
    mz_progress_start(&told, progress,
                      progress ? sums_cost(m, from_s, c.to_e, order_s,
                                           c.reached, c.length)
                               : 0);
    mz_progress_send(&told); /* the cost, before the sums */
    if (!count_waves(&c, &told))
        goto done;
    /* The last wave is E's alone. */
    uint64_t small = c.prev.limb[0];
    if (c.prev.limbs > 1)
        small |= (uint64_t)c.prev.limb[1] << 32;
    bool fits = c.prev.limbs <= 2;
    count = decimal(c.prev.limb, c.prev.limbs);
    if (!count)
        goto done;
    mz_progress_end(&told);
    *out = (struct maze_routes){
        .steps = c.length,
        .count = count,
        .count64 = fits ? small : UINT64_MAX,
        .fits = fits,
        .on_some = c.on_some,
        .on_every = c.on_every,
        .cell = c.on,
    };
    c.on = NULL;
    count = NULL;
    err = MAZE_OK;
done:
    free(count);
    free(c.prev.limb);
    free(from_s);
    free(c.to_e);
    free(order_s);
    free(c.order_e);
    free(c.on);
    return err;
}

void maze_routes_release(struct maze_routes *r)
{
    if (!r)
        return;
    free(r->count);
    free(r->cell);
    *r = (struct maze_routes){0};
}
