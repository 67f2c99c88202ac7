/*
 * division.c - recursive division, a wall adder.
 *
 * It starts from an open field and splits it with one wall that has one
 * gap: horizontally when the field is taller than wide, vertically when
 * wider than tall, at random when square, at a random position with the
 * gap at a random place. Each part is split again until every field is
 * one cell wide. The mazes show their construction: long straight walls,
 * a clear hierarchy of rooms, and routes that cross the big walls at
 * their single gaps.
 *
 * Each field draws its choices from a random stream of its own (splitmix64
 * from a key that its parent drew for it from its own stream; the whole
 * field's key is one draw of the caller's generator): the maze is a
 * function of the seed and the tree of fields alone, whatever order the
 * fields are divided in.
 * Without a hook the fields go depth first on an explicit stack, whose
 * depth is at most the number of splits along one chain (below width +
 * height), so any size is safe; with a hook they go breadth first, a level
 * of the tree at a time, which is what an animation shows (memory for two
 * levels of fields). Time O(cells * log(cells)) at worst for the walls,
 * memory one byte per cell plus the fields waiting.
 *
 * On a polar grid a field is a range of rings and a range of angle: the
 * cells x .. x + w - 1 of its innermost ring y (clockwise, round the
 * ring) and all that lies outward of them, to ring y + h - 1. Since each
 * ring splits the cells of the one inside it, a boundary between cells of
 * ring y is one on every ring of the field. A field is cut either by an
 * arc between two of its rings or by a radial wall at such a boundary,
 * each with one gap, across the longer way: its length along its middle
 * ring against its depth in rings. A whole ring round (the field, and
 * what arcs cut from it) has no ends, so its radial cut is two walls, one
 * of them without a gap. A field that is one ring deep, or one cell wide
 * on every ring, is a corridor and stays whole.
 *
 * Rooms (--room-size MIN-MAX, rectangles; *Mazes for Programmers*): a
 * field whose two sides are both MIN to MAX cells is left whole, an open
 * room, and division stops there. Fields that are thinner go on to
 * corridors, so rooms and maze mix; each room joins its neighbours
 * through the one gap of each wall, and every cell is still reached, but
 * the maze has loops inside its rooms: it is not perfect.
 */
#include <math.h>
#include <stdlib.h>

#include "gen.h"

struct field {
    uint32_t x, y, w, h;
    uint32_t depth;
    int region;
    uint64_t key; /* seeds the field's own random stream */
    bool round;   /* polar: the whole ring round, w its cells */
};

struct fields {
    struct field *item;
    size_t count, cap;
};

static bool push(struct fields *s, struct field f)
{
    if (!mz_grow(&s->item, &s->cap, s->count, sizeof *s->item))
        return false;
    s->item[s->count++] = f;
    return true;
}

/* Splits f with one wall that has one gap, reports it, and sets the two
 * parts: `a` above or left of the wall, `b` below or right of it. Every
 * choice comes from f's own stream, and so do the parts' keys. */
static void split(struct maze *m, const struct field *f,
                  const struct maze_hook *hook, int *regions, struct field *a,
                  struct field *b)
{
    uint64_t stream = f->key;
    bool horizontal =
        f->h > f->w || (f->h == f->w && mz_splitmix_below(&stream, 2));
    *a = *f;
    *b = *f;
    a->depth = b->depth = f->depth + 1;
    size_t gap_a = 0;
    size_t gap_b = 0;
    uint32_t at = 0;
    if (horizontal) {
        at = f->y + (uint32_t)mz_splitmix_below(&stream, f->h - 1);
        uint32_t gap = f->x + (uint32_t)mz_splitmix_below(&stream, f->w);
        a->h = at - f->y + 1;
        b->y = at + 1;
        b->h = f->h - a->h;
        gap_a = maze_cell_at(m, gap, at);
        gap_b = gap_a + m->width;
    } else {
        at = f->x + (uint32_t)mz_splitmix_below(&stream, f->w - 1);
        uint32_t gap = f->y + (uint32_t)mz_splitmix_below(&stream, f->h);
        a->w = at - f->x + 1;
        b->x = at + 1;
        b->w = f->w - a->w;
        gap_a = maze_cell_at(m, at, gap);
        gap_b = gap_a + 1;
    }
    a->key = mz_splitmix64(&stream);
    b->key = mz_splitmix64(&stream);
    /* The larger part keeps the field's region; the smaller one (b on a
     * tie) takes a new one, so shading stays stable as fields shrink. */
    struct field *smaller =
        (uint64_t)a->w * a->h < (uint64_t)b->w * b->h ? a : b;
    smaller->region = (*regions)++;
    if (hook) {
        struct maze_event ev = {.kind = MAZE_EV_SPLIT,
                                .a = gap_a,
                                .b = gap_b,
                                .x = f->x,
                                .y = f->y,
                                .w = f->w,
                                .h = f->h,
                                .at = at,
                                .horizontal = horizontal,
                                .region = f->region,
                                .new_region = smaller->region,
                                .depth = f->depth};
        hook->fn(&ev, hook->user);
    }
    int d = horizontal ? MAZE_SOUTH : MAZE_EAST;
    uint32_t length = horizontal ? f->w : f->h;
    size_t c =
        horizontal ? maze_cell_at(m, f->x, at) : maze_cell_at(m, at, f->y);
    size_t step = horizontal ? 1 : m->width;
    for (uint32_t i = 0; i < length; i++, c += step) {
        if (c == gap_a)
            continue;
        mz_rect_unlink(m, c, d);
        mz_emit(hook, MAZE_EV_WALL, c, c + (horizontal ? m->width : 1));
    }
}

/* ---------------------------------------------------------------- polar */

static uint32_t ring_cells(const struct maze *m, uint32_t r)
{
    return mz_ring_cells(m, r);
}

/* Cells of the polar field's rings y0 .. y1 - 1 whose angle is the span
 * of w cells of ring f->y. */
static uint64_t polar_cells(const struct maze *m, const struct field *f,
                            uint32_t y0, uint32_t y1, uint32_t w)
{
    uint64_t n = 0;
    for (uint32_t r = y0; r < y1; r++)
        n += (uint64_t)w * (ring_cells(m, r) / ring_cells(m, f->y));
    return n;
}

/* Puts up the radial wall at the boundary before cell `at` of ring f->y,
 * through every ring of f but ring `gap` (UINT32_MAX: none). */
static void radial_wall(struct maze *m, const struct field *f, uint32_t at,
                        uint32_t gap, const struct maze_hook *hook)
{
    uint32_t n0 = ring_cells(m, f->y);
    for (uint32_t r = f->y; r < f->y + f->h; r++) {
        uint32_t n = ring_cells(m, r);
        uint32_t x = (uint32_t)(((uint64_t)at * (n / n0) + n - 1) % n);
        struct mz_at a = {m->ring[r] + x, x, r};
        struct mz_at b = a;
        mz_next(m, a, 0, &b); /* clockwise, across the boundary */
        if (r == gap)
            continue;
        mz_unlink(m, a, 0, b);
        mz_emit(hook, MAZE_EV_WALL, a.c, b.c);
    }
}

/* The two cells of ring r either side of the boundary before cell `at` of
 * ring f->y: *before anticlockwise of it, *after clockwise. */
static void radial_gap(const struct maze *m, const struct field *f, uint32_t at,
                       uint32_t r, size_t *before, size_t *after)
{
    uint32_t n0 = ring_cells(m, f->y);
    uint32_t n = ring_cells(m, r);
    uint64_t x = (uint64_t)(at % n0) * (n / n0);
    *after = m->ring[r] + x;
    *before = m->ring[r] + (x + n - 1) % n;
}

/* Cuts the polar field f as the comment at the top says, reports it and
 * sets its two parts: a the inner one or the one anticlockwise, b the
 * other. False when f is a corridor, left whole. */
static bool polar_split(struct maze *m, const struct field *f,
                        const struct maze_hook *hook, int *regions,
                        struct field *a, struct field *b)
{
    uint32_t n0 = ring_cells(m, f->y);
    uint32_t last = ring_cells(m, f->y + f->h - 1);
    if ((f->w == 1 && last == n0) || (f->h == 1 && !f->round))
        return false;
    bool can_arc = f->h >= 2;
    bool can_radial = f->w >= 2;
    uint64_t stream = f->key;
    /* Lengths in ring depths: round the middle of the field's middle ring,
     * and across its rings. */
    double around = 2 * M_PI * (f->y + f->h / 2.0) * f->w / n0;
    double across = f->h;
    bool radial =
        !can_arc ||
        (can_radial && (around != across ? around > across
                                         : mz_splitmix_below(&stream, 2) == 0));
    *a = *f;
    *b = *f;
    a->depth = b->depth = f->depth + 1;
    struct maze_event ev = {.kind = MAZE_EV_SPLIT,
                            .x = f->x,
                            .y = f->y,
                            .w = f->w,
                            .h = f->h,
                            .horizontal = !radial,
                            .region = f->region,
                            .depth = f->depth};
    uint32_t gap = 0;
    uint64_t size_a = 0;
    uint64_t size_b = 0;
    if (radial) {
        /* A whole ring round first opens at a random boundary. */
        if (f->round)
            ev.x = a->x = (uint32_t)mz_splitmix_below(&stream, n0);
        uint32_t j = 1 + (uint32_t)mz_splitmix_below(&stream, f->w - 1);
        gap = f->y + (uint32_t)mz_splitmix_below(&stream, f->h);
        ev.at = (uint32_t)(((uint64_t)a->x + j - 1) % n0); /* a's last */
        a->w = j;
        b->x = (uint32_t)(((uint64_t)a->x + j) % n0);
        b->w = f->w - j;
        a->round = b->round = false;
        radial_gap(m, f, b->x, gap, &ev.a, &ev.b);
        size_a = a->w;
        size_b = b->w;
    } else {
        ev.at = f->y + (uint32_t)mz_splitmix_below(&stream, f->h - 1);
        uint32_t n1 = ring_cells(m, ev.at + 1);
        uint32_t k = n1 / n0;
        gap = (uint32_t)(((uint64_t)f->x * k +
                          mz_splitmix_below(&stream, (uint64_t)f->w * k)) %
                         n1);
        a->h = ev.at - f->y + 1;
        b->y = ev.at + 1;
        b->h = f->h - a->h;
        b->x = (uint32_t)((uint64_t)f->x * k);
        b->w = f->w * k;
        struct mz_at outer = {m->ring[b->y] + gap, gap, b->y};
        struct mz_at inner = outer;
        mz_next(m, outer, 1, &inner);
        ev.a = inner.c;
        ev.b = outer.c;
        size_a = polar_cells(m, f, a->y, a->y + a->h, f->w);
        size_b = polar_cells(m, f, b->y, b->y + b->h, f->w);
    }
    a->key = mz_splitmix64(&stream);
    b->key = mz_splitmix64(&stream);
    /* The larger part keeps the field's region, as on the rectangle. */
    struct field *smaller = size_a < size_b ? a : b;
    smaller->region = (*regions)++;
    ev.new_region = smaller->region;
    if (hook)
        hook->fn(&ev, hook->user);
    if (radial) {
        if (f->round)
            radial_wall(m, f, a->x, UINT32_MAX, hook);
        radial_wall(m, f, b->x, gap, hook);
        return true;
    }
    uint32_t n1 = ring_cells(m, b->y);
    for (uint32_t i = 0; i < b->w; i++) {
        uint32_t x = (uint32_t)(((uint64_t)b->x + i) % n1);
        if (x == gap)
            continue;
        struct mz_at outer = {m->ring[b->y] + x, x, b->y};
        struct mz_at inner = outer;
        mz_next(m, outer, 1, &inner);
        mz_unlink(m, outer, 1, inner);
        mz_emit(hook, MAZE_EV_WALL, inner.c, outer.c);
    }
    return true;
}

/* The sides of the rooms left open, MIN to MAX cells (max 0: none). */
struct rooms {
    uint32_t min, max;
};

/* Splits f when it can be, into a and b; false when it stays whole. */
static bool divide_field(struct maze *m, const struct field *f,
                         const struct maze_hook *hook, int *regions,
                         const struct rooms *rooms, struct field *a,
                         struct field *b)
{
    if (m->shape == MAZE_SHAPE_POLAR)
        return polar_split(m, f, hook, regions, a, b);
    if (f->w < 2 || f->h < 2)
        return false;
    if (f->w >= rooms->min && f->w <= rooms->max && f->h >= rooms->min &&
        f->h <= rooms->max)
        return false; /* a room */
    split(m, f, hook, regions, a, b);
    return true;
}

/* Depth first: b pushed before a, so a (top or left) is split next. */
static bool depth_first(struct maze *m, struct field whole,
                        const struct maze_hook *hook, int *regions,
                        const struct rooms *rooms)
{
    struct fields s = {0};
    bool ok = push(&s, whole);
    while (ok && s.count) {
        struct field f = s.item[--s.count];
        struct field a;
        struct field b;
        if (divide_field(m, &f, hook, regions, rooms, &a, &b))
            ok = push(&s, b) && push(&s, a);
    }
    free(s.item);
    return ok;
}

/* Breadth first: every field of one depth, in reading order of the tree,
 * before any of the next. */
static bool breadth_first(struct maze *m, struct field whole,
                          const struct maze_hook *hook, int *regions,
                          const struct rooms *rooms)
{
    struct fields now = {0};
    struct fields next = {0};
    bool ok = push(&now, whole);
    while (ok && now.count) {
        next.count = 0;
        for (size_t i = 0; ok && i < now.count; i++) {
            struct field a;
            struct field b;
            if (divide_field(m, &now.item[i], hook, regions, rooms, &a,
                             &b))
                ok = push(&next, a) && push(&next, b);
        }
        struct fields t = now;
        now = next;
        next = t;
    }
    free(now.item);
    free(next.item);
    return ok;
}

enum maze_err mz_divide(struct maze *m, struct maze_rng *rng,
                        const struct maze_gen_opts *opts,
                        const struct maze_hook *hook, bool by_levels)
{
    const struct rooms rooms = {opts->room_min, opts->room_max};
    if (rooms.max && m->shape != MAZE_SHAPE_RECT)
        return MAZE_ERR_ARG; /* a polar field's rings are not its sides */
    int regions = 1;
    struct field whole = {0, 0, m->width,         m->height,
                          0, 0, mz_rng_next(rng), m->shape == MAZE_SHAPE_POLAR};
    mz_open_field(m);
    mz_emit(hook, MAZE_EV_CLEAR, MAZE_NONE, MAZE_NONE);
    bool ok = by_levels ? breadth_first(m, whole, hook, &regions, &rooms)
                        : depth_first(m, whole, hook, &regions, &rooms);
    if (!ok) {
        maze_clear(m);
        return MAZE_ERR_NOMEM;
    }
    return MAZE_OK;
}

MZ_GENERATOR(mz_gen_division)
{
    return mz_divide(m, rng, opts, hook, hook != NULL);
}
