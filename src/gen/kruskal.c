/*
 * kruskal.c - randomized Kruskal's algorithm.
 *
 * Every wall is taken once, in random order, and opened when the cells on
 * its two sides are not yet connected. The maze grows everywhere at once,
 * as many small trees that merge: short dead ends (about three cells in
 * ten), a texture close to Prim's.
 *
 * The random order is a weight per wall: a hash of the wall's number and
 * one draw of the generator, ties broken by the number. Kruskal's maze is
 * then the minimum spanning tree for those weights, which is one tree
 * whatever order the work is done in; that freedom is what makes it fast.
 * Taking all the walls by weight makes every step a random read of a big
 * forest (the plain way, still used for other shapes, masks and
 * animations, whose events must come in weight order). A rectangle is
 * instead cut into tiles of TILE x TILE cells, each done in the cache:
 *
 *  - Kruskal on the walls inside the tile. A wall it rejects closes a loop
 *    of lighter walls inside the tile, so the whole maze rejects it too.
 *  - A wall it opens merges two trees A and B of lighter walls. Every other
 *    wall leaving A inside the tile is heavier (or it would have merged with A
 *    to something first); if the walls leaving A out of the tile are all
 *    heavier too, this is the lightest wall out of A, which the minimum
 *    spanning tree always takes. The same goes for B. So each tree keeps
 *    the least weight of its walls out of the tile, and a wall lighter
 *    than that of either side is opened for good. Most are: a tree that
 *    touches no tile edge has no such wall at all.
 *  - The rest and the walls between tiles are left for the end, sorted by
 *    weight and taken by Kruskal's rule on a forest where the walls opened
 *    for good are already merged. At 4000 x 4000, 98.8% of the passages
 *    are opened for good in their tile and 0.45M of the 32M walls are
 *    left for the end.
 *
 * The result is the same maze the plain way makes, which a test checks.
 * Time O(cells) (radix sorts; the union-find's near-constant factor);
 * memory one byte per cell for the grid, 4 for the forest and 16 a wall
 * left for the end (while they are sorted): 5.5 bytes per cell. The plain
 * way takes 4 per cell and 4 per wall, plus 16 per wall of the largest
 * weight bucket (one 65536th of them).
 * Both keep the union-find's rank in the cell's scratch bits.
 */
#include <stdlib.h>
#include <string.h>

#include "gen.h"

#define RANK_SHIFT 3
/* Four scratch bits (the fifth is a hex maze's south-west passage); a
 * rank past 15 needs 2^15 cells, and capping it only makes some trees a
 * little deeper. */
#define RANK_MAX 15u
#define RANK_MASK 0x78u

/* A tile's side. 128 x 128 cells keep a tile's sort, forests and weights
 * in about 800 KB, within a second-level cache of 1 MB; smaller
 * tiles leave more walls for the end (about 11% of the cells' worth at 32,
 * 6% at 64, 2.8% at 128) and measured slower. */
enum { TILE = 128 };

/* Wall number `id` with its weight above it: comparing these keys is
 * comparing weights, ties broken by number. The weight is the high half
 * of splitmix64's output number `id` from `seed`, so the walls' weights
 * are independent and uniform. Numbers must stay below 2^32. */
static inline uint64_t wall_key(uint64_t seed, uint64_t id)
{
    uint64_t z = seed + (id + 1) * 0x9E3779B97F4A7C15u;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    z ^= z >> 31;
    return (z & 0xFFFFFFFF00000000u) | id;
}

#define KEY_ID(k) ((k)&0xFFFFFFFFu)

/* --- The global forest: cell indices in 32 bits, ranks in the grid. --- */

static inline uint32_t find(uint32_t *parent, uint32_t x)
{
    for (;;) {
        uint32_t up = parent[x];
        if (up == x)
            return x;
        uint32_t above = parent[up];
        parent[x] = above; /* path halving */
        x = above;
    }
}

/* Joins the trees of roots a and b, the lower rank under the higher. */
static inline void merge(struct maze *m, uint32_t *parent, uint32_t a,
                        uint32_t b)
{
    unsigned ra = (m->cell[a] & RANK_MASK) >> RANK_SHIFT;
    unsigned rb = (m->cell[b] & RANK_MASK) >> RANK_SHIFT;
    if (ra < rb) {
        parent[a] = b;
    } else {
        parent[b] = a;
        if (ra == rb && ra < RANK_MAX)
            m->cell[a] += 1u << RANK_SHIFT;
    }
}

/* --- The plain way: any shape, masks, events. --- */

/* The direction of a cell's i-th own wall: i itself, but the third of a
 * maze of floors is its stair up and the fourth of a maze of towers its
 * portal to the next tower. */
static int owned_dir(const struct maze *m, unsigned i)
{
    if (i == 2 && m->shape == MAZE_SHAPE_SPHERE)
        return 3; /* the equator's, a northern cell's (sphere.h) */
    if (m->floors > 1 && i >= 2)
        return i == 2 ? MAZE_UP : MAZE_ANA;
    return (int)i;
}

/* Whether the stair (or portal) wall `id` waits until every other wall had its turn
 * (joining only trees no way on the floors joined): all but a share
 * `stair` / 65536 of them, so that stairs are few. */
static bool stair_waits(uint64_t seed, uint64_t id, uint32_t stair)
{
    return !mz_take_stair(wall_key(seed ^ 0x5354414952530000u, id), stair);
}

/* Stair walls set aside for the end. */
struct waiting {
    uint64_t *id;
    size_t count, cap;
};

static bool wait_push(struct waiting *w, uint64_t id)
{
    if (!mz_grow(&w->id, &w->cap, w->count, sizeof *w->id))
        return false;
    w->id[w->count++] = id;
    return true;
}

/* The walls cell `at` owns, as a mask of bits 0..owned-1: these name
 * each wall once (east and south; a hexagon's three; polar clockwise
 * and inward, and on a sphere a northern equator cell's way south; a
 * maze of floors' east, south and stair up (and a maze of towers' portal
 * ana); upsilon's
 * east, south-east, south and south-west, a square's even two), except round
 * a one-cell centre, whose walls its ring 1 names. Wall number: cell *
 * owned + bit. */
static unsigned owned_walls(const struct maze *m, struct mz_at at,
                            unsigned owned)
{
    if ((m->cell[at.c] & MAZE_CELL_OFF) ||
        (m->ring && mz_ring_cells(m, at.y) == 1))
        return 0;
    unsigned mask = 0;
    struct mz_at b;
    for (unsigned d = 0; d < owned; d++)
        if (mz_next(m, at, owned_dir(m, d), &b) &&
            !(m->cell[b.c] & MAZE_CELL_OFF))
            mask |= 1u << d;
    if (m->shape == MAZE_SHAPE_SPHERE &&
        !(mz_sphere_crosses(m, at.y, 3) && at.y < mz_sphere_half(m)))
        mask &= 3u; /* away from the pole: the cell beyond names it */
    return mask;
}

/* Opens the wall of cell c in direction d when the cells it parts are
 * still apart; whether it did. */
static inline bool join(struct maze *m, uint32_t *parent, size_t c, int d,
                        const struct maze_hook *hook)
{
    struct mz_at a = mz_at(m, c);
    struct mz_at b = a;
    mz_next(m, a, d, &b);
    uint32_t ra = find(parent, (uint32_t)a.c);
    uint32_t rb = find(parent, (uint32_t)b.c);
    if (ra == rb)
        return false;
    merge(m, parent, ra, rb);
    mz_link(m, a, d, b);
    mz_emit(hook, MAZE_EV_CARVE, a.c, b.c);
    return true;
}

/* Counts the walls into their buckets by weight (order NULL), or, with
 * start[] made the buckets' starts, places their numbers there in order.
 * Returns the number of walls. */
static size_t bucket_walls(const struct maze *m, uint64_t seed, unsigned owned,
                           unsigned split, size_t *start, uint32_t *order)
{
    size_t walls = 0;
    for (uint32_t y = 0; y < m->height; y++) {
        uint32_t across = m->ring ? mz_ring_cells(m, y) : m->width;
        for (uint32_t x = 0; x < across; x++) {
            struct mz_at at = {maze_cell_at(m, x, y), x, y};
            unsigned mask = owned_walls(m, at, owned);
            for (unsigned d = 0; d < owned; d++) {
                if (!(mask & (1u << d)))
                    continue;
                uint64_t id = (uint64_t)at.c * owned + d;
                size_t k = (size_t)(wall_key(seed, id) >> (64 - split));
                if (order)
                    order[start[k]++] = (uint32_t)id;
                else
                    start[k + 1]++;
                walls++;
            }
        }
    }
    return walls;
}

static enum maze_err kruskal_plain(struct maze *m, uint64_t seed,
                                   uint32_t stair, const struct maze_hook *hook)
{
    const unsigned owned = m->shape == MAZE_SHAPE_UPSILON || m->towers > 1
                               ? 4
                           : m->shape == MAZE_SHAPE_HEX || m->floors > 1 ||
                                   m->shape == MAZE_SHAPE_SPHERE
                               ? 3
                               : 2;
    if ((uint64_t)m->cells * owned > UINT32_MAX) /* wall numbers are 32-bit */
        return MAZE_ERR_TOO_BIG;
    /* A maze of floors' stairs that wait, joined after every other wall. */
    struct waiting waiting = {0};
    enum { SPLIT = 16 }; /* buckets by the weight's top 16 bits */
    size_t walls = 0;
    uint32_t *parent = mz_big_alloc(m->cells * sizeof *parent);
    size_t *start = calloc(((size_t)1 << SPLIT) + 1, sizeof *start);
    uint32_t *count = malloc(MZ_RADIX_COUNT(32, 64 - SPLIT, 8) * sizeof *count);
    uint32_t *order = NULL;
    uint64_t *key = NULL, *tmp = NULL;
    enum maze_err err = MAZE_ERR_NOMEM;
    if (!parent || !start || !count)
        goto out;
    /* The walls by bucket, in order of number within each (two passes
     * over the walls, so no key is kept for every wall). */
    walls = bucket_walls(m, seed, owned, SPLIT, start, NULL);
    size_t most = 0;
    for (size_t k = 1; k <= (size_t)1 << SPLIT; k++) {
        most = start[k] > most ? start[k] : most;
        start[k] += start[k - 1];
    }
    order = mz_big_alloc((walls ? walls : 1) * sizeof *order);
    key = malloc((most ? most : 1) * sizeof *key);
    tmp = malloc((most ? most : 1) * sizeof *tmp);
    if (!order || !key || !tmp)
        goto out;
    bucket_walls(m, seed, owned, SPLIT, start, order);
    /* start[k] is now where bucket k ends. */
    for (size_t c = 0; c < m->cells; c++)
        parent[c] = (uint32_t)c;
    size_t needed = mz_cells_on(m);
    needed = needed ? needed - 1 : 0;
    size_t from = 0;
    for (size_t k = 0; k < (size_t)1 << SPLIT && needed; k++) {
        size_t n = start[k] - from;
        for (size_t i = 0; i < n; i++)
            key[i] = wall_key(seed, order[from + i]);
        from = start[k];
        /* The rest of the weight; the numbers are in order already. */
        uint64_t *sorted = mz_radix_sort(key, tmp, n, 32, 64 - SPLIT, 8, count);
        for (size_t i = 0; i < n && needed; i++) {
            uint64_t id = KEY_ID(sorted[i]);
            int d = owned_dir(m, (unsigned)(id % owned));
            if (d >= MAZE_UP && stair_waits(seed, id, stair)) {
                if (!wait_push(&waiting, id))
                    goto out;
                continue;
            }
            needed -= join(m, parent, (size_t)(id / owned), d, hook);
        }
    }
    /* The stairs that waited, in their order, join what is still apart. */
    for (size_t i = 0; i < waiting.count && needed; i++)
        needed -= join(m, parent, (size_t)(waiting.id[i] / owned),
                       owned_dir(m, (unsigned)(waiting.id[i] % owned)), hook);
    err = MAZE_OK;
out:
    mz_big_free(parent, m->cells * sizeof *parent);
    mz_big_free(order, (walls ? walls : 1) * sizeof *order);
    free(start);
    free(count);
    free(key);
    free(tmp);
    free(waiting.id);
    return err;
}

/* --- The tiled way: whole rectangles. --- */

/* A small union-find over one tile's cells (path halving, union by
 * rank); roots carry the least key of their walls out of the tile. */
struct tile_forest {
    uint16_t up[TILE * TILE];
    uint8_t rank[TILE * TILE];
};

static inline unsigned tfind(struct tile_forest *f, unsigned x)
{
    while (f->up[x] != x) {
        f->up[x] = f->up[f->up[x]];
        x = f->up[x];
    }
    return x;
}

/* Joins roots a and b; returns the new root. */
static inline unsigned tmerge(struct tile_forest *f, unsigned a, unsigned b)
{
    if (f->rank[a] < f->rank[b]) {
        f->up[a] = (uint16_t)b;
        return b;
    }
    f->up[b] = (uint16_t)a;
    f->rank[a] += f->rank[a] == f->rank[b];
    return a;
}

struct tiles {
    struct maze *m;
    uint64_t seed;
    uint32_t *parent;
    struct tile_forest tree, sure; /* all merges; the merges made for good */
    uint64_t least[TILE * TILE];   /* per tree root */
    uint32_t cell[TILE * TILE];    /* the maze's index of each tile cell */
    uint64_t key[2 * TILE * TILE], tmp[2 * TILE * TILE];
    uint32_t count[MZ_RADIX_COUNT(32, 64, 11)];
    uint64_t *later; /* walls left for the end */
    size_t nlater, cap;
    size_t opened;
};

static bool keep(struct tiles *t, uint64_t k)
{
    if (t->nlater == t->cap &&
        !mz_grow(&t->later, &t->cap, t->nlater, sizeof *t->later))
        return false;
    t->later[t->nlater++] = k;
    return true;
}

/* The tile's cells, each alone, with the least key of its walls out of
 * the tile (those of the maze's border do not exist), and the keys of the
 * walls inside; their count. */
static size_t tile_cells(struct tiles *t, uint32_t x0, uint32_t y0,
                         uint32_t tw, uint32_t th)
{
    const uint32_t w = t->m->width, h = t->m->height;
    const uint64_t seed = t->seed;
    size_t n = 0;
    for (unsigned ly = 0; ly < th; ly++) {
        size_t c = (size_t)(y0 + ly) * w + x0;
        for (unsigned lx = 0; lx < tw; lx++, c++) {
            unsigned l = ly * tw + lx;
            t->cell[l] = (uint32_t)c;
            t->tree.up[l] = t->sure.up[l] = (uint16_t)l;
            t->tree.rank[l] = t->sure.rank[l] = 0;
            uint64_t least = UINT64_MAX, k;
            if (lx == 0 && x0 > 0 && (k = wall_key(seed, (c - 1) * 2)) < least)
                least = k;
            if (lx + 1 == tw && x0 + tw < w &&
                (k = wall_key(seed, c * 2)) < least)
                least = k;
            if (ly == 0 && y0 > 0 &&
                (k = wall_key(seed, (c - w) * 2 + 1)) < least)
                least = k;
            if (ly + 1 == th && y0 + th < h &&
                (k = wall_key(seed, c * 2 + 1)) < least)
                least = k;
            t->least[l] = least;
            /* The walls inside, numbered within the tile (in the same
             * order as in the maze, so a stable sort by weight breaks
             * ties as the maze's numbers would). */
            if (lx + 1 < tw)
                t->key[n++] =
                    (wall_key(seed, c * 2) & ~0xFFFFFFFFull) | (l * 2);
            if (ly + 1 < th)
                t->key[n++] =
                    (wall_key(seed, c * 2 + 1) & ~0xFFFFFFFFull) | (l * 2 + 1);
        }
    }
    return n;
}

static bool do_tile(struct tiles *t, uint32_t x0, uint32_t y0, uint32_t tw,
                    uint32_t th)
{
    struct maze *m = t->m;
    const uint32_t w = m->width, h = m->height;
    const uint64_t seed = t->seed;
    const unsigned cells = tw * th;
    size_t n = tile_cells(t, x0, y0, tw, th);
    uint64_t *sorted = mz_radix_sort(t->key, t->tmp, n, 32, 64, 11, t->count);
    unsigned merges = 0;
    for (size_t i = 0; i < n && merges + 1 < cells; i++) {
        unsigned lid = (unsigned)KEY_ID(sorted[i]);
        unsigned la = lid / 2, lb = la + (lid & 1 ? tw : 1);
        unsigned ra = tfind(&t->tree, la), rb = tfind(&t->tree, lb);
        if (ra == rb)
            continue;
        merges++;
        size_t c = t->cell[la];
        uint64_t k = (sorted[i] & ~0xFFFFFFFFull) | (c * 2 + (lid & 1));
        uint64_t least_a = t->least[ra], least_b = t->least[rb];
        unsigned r = tmerge(&t->tree, ra, rb);
        t->least[r] = least_a < least_b ? least_a : least_b;
        if (k < least_a || k < least_b) {
            tmerge(&t->sure, tfind(&t->sure, la), tfind(&t->sure, lb));
            m->cell[c] |= lid & 1 ? MAZE_CELL_SOUTH : MAZE_CELL_EAST;
            t->opened++;
        } else if (!keep(t, k)) {
            return false;
        }
    }
    /* The forest of the whole maze starts as the trees opened for good,
     * each a star round its root (rank 1). */
    for (unsigned ly = 0; ly < th; ly++) {
        size_t c = (size_t)(y0 + ly) * w + x0;
        for (unsigned lx = 0; lx < tw; lx++, c++) {
            size_t root = t->cell[tfind(&t->sure, ly * tw + lx)];
            t->parent[c] = (uint32_t)root;
            if (root != c)
                m->cell[root] |= 1u << RANK_SHIFT;
        }
    }
    /* The walls out of the tile that it owns: east of its last column,
     * south of its last row. */
    if (x0 + tw < w)
        for (unsigned ly = 0; ly < th; ly++)
            if (!keep(t, wall_key(seed,
                                  ((size_t)(y0 + ly) * w + x0 + tw - 1) * 2)))
                return false;
    if (y0 + th < h)
        for (unsigned lx = 0; lx < tw; lx++)
            if (!keep(t,
                      wall_key(seed,
                               ((size_t)(y0 + th - 1) * w + x0 + lx) * 2 + 1)))
                return false;
    return true;
}

static enum maze_err kruskal_tiles(struct maze *m, uint64_t seed)
{
    const uint32_t w = m->width, h = m->height;
    const size_t parent_bytes = m->cells * sizeof(uint32_t);
    struct tiles *t = calloc(1, sizeof *t);
    uint32_t *parent = mz_big_alloc(parent_bytes);
    uint64_t *tmp = NULL;
    uint32_t *count = NULL;
    enum maze_err err = MAZE_ERR_NOMEM;
    if (!t || !parent)
        goto out;
    t->m = m;
    t->seed = seed;
    t->parent = parent;
    for (uint32_t y0 = 0; y0 < h; y0 += TILE)
        for (uint32_t x0 = 0; x0 < w; x0 += TILE)
            if (!do_tile(t, x0, y0, w - x0 < TILE ? w - x0 : TILE,
                         h - y0 < TILE ? h - y0 : TILE))
                goto out;
    /* The walls left, by weight, on the forest of the walls opened. */
    size_t n = t->nlater;
    tmp = malloc((n ? n : 1) * sizeof *tmp);
    count = malloc(MZ_RADIX_COUNT(0, 64, 16) * sizeof *count);
    if (!tmp || !count)
        goto out;
    uint64_t *sorted = mz_radix_sort(t->later, tmp, n, 0, 64, 16, count);
    size_t needed = m->cells - 1 - t->opened;
    enum { AHEAD = 16 };
    for (size_t i = 0; i < n && needed; i++) {
        if (i + AHEAD < n) {
            uint32_t id = (uint32_t)KEY_ID(sorted[i + AHEAD]);
            uint32_t a = id / 2;
            __builtin_prefetch(parent + a);
            __builtin_prefetch(parent + a + (id & 1 ? w : 1));
        }
        uint32_t id = (uint32_t)KEY_ID(sorted[i]);
        uint32_t a = id / 2, b = a + (id & 1 ? w : 1);
        uint32_t ra = find(parent, a), rb = find(parent, b);
        if (ra == rb)
            continue;
        merge(m, parent, ra, rb);
        m->cell[a] |= id & 1 ? MAZE_CELL_SOUTH : MAZE_CELL_EAST;
        needed--;
    }
    err = MAZE_OK;
out:
    if (t)
        free(t->later);
    free(t);
    free(tmp);
    free(count);
    mz_big_free(parent, parent_bytes);
    return err;
}

MZ_GENERATOR(mz_gen_kruskal)
{
    if (m->cells > MZ_KRUSKAL_MAX_CELLS) /* maze_generate() checks it */
        return MAZE_ERR_TOO_BIG;
    if (opts->weave > 0)
        return mz_gen_kruskal_weave(m, rng, opts->weave, hook);
    uint64_t seed = mz_rng_next(rng);
    enum maze_err err;
    if (m->shape == MAZE_SHAPE_RECT && !m->extra && !m->wrap && !hook &&
        !mz_has_off(m))
        err = kruskal_tiles(m, seed);
    else
        err = kruskal_plain(m, seed, mz_stair_weight(m, opts), hook);
    mz_clear_scratch(m);
    return err;
}
