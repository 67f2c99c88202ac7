/*
 * division.c - recursive division, a wall adder.
 *
 * It starts from an open floor and splits it with one wall that has one
 * gap: horizontally when the field is taller than wide, vertically when
 * wider than tall, at random when square, at a random position with the
 * gap at a random place. Each part is split again until every field is
 * one cell wide. The mazes show their construction: long straight walls,
 * a clear hierarchy of rooms, and routes that cross the big walls at
 * their single gaps.
 *
 * Each field draws its choices from a random stream of its own (splitmix64
 * from a key that its parent drew for it from its own stream; the whole
 * floor's key is one draw of the caller's generator): the maze is a
 * function of the seed and the tree of fields alone, whatever order the
 * fields are divided in.
 * Without a hook the fields go depth first on an explicit stack, whose
 * depth is at most the number of splits along one chain (below width +
 * height), so any size is safe; with a hook they go breadth first, a level
 * of the tree at a time, which is what an animation shows (memory for two
 * levels of fields). Time O(cells * log(cells)) at worst for the walls,
 * memory one byte per cell plus the fields waiting.
 */
#include <stdlib.h>

#include "gen.h"

struct field {
    uint32_t x, y, w, h;
    uint32_t depth;
    int region;
    uint64_t key; /* seeds the field's own random stream */
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
        mz_build(m, c, d);
        mz_emit(hook, MAZE_EV_WALL, c, c + (horizontal ? m->width : 1));
    }
}

static bool divisible(const struct field *f)
{
    return f->w >= 2 && f->h >= 2;
}

/* Depth first: b pushed before a, so a (top or left) is split next. */
static bool depth_first(struct maze *m, struct field whole,
                        const struct maze_hook *hook, int *regions)
{
    struct fields s = {0};
    bool ok = push(&s, whole);
    while (ok && s.count) {
        struct field f = s.item[--s.count];
        if (!divisible(&f))
            continue;
        struct field a;
        struct field b;
        split(m, &f, hook, regions, &a, &b);
        ok = push(&s, b) && push(&s, a);
    }
    free(s.item);
    return ok;
}

/* Breadth first: every field of one depth, in reading order of the tree,
 * before any of the next. */
static bool breadth_first(struct maze *m, struct field whole,
                          const struct maze_hook *hook, int *regions)
{
    struct fields now = {0};
    struct fields next = {0};
    bool ok = push(&now, whole);
    while (ok && now.count) {
        next.count = 0;
        for (size_t i = 0; ok && i < now.count; i++) {
            if (!divisible(&now.item[i]))
                continue;
            struct field a;
            struct field b;
            split(m, &now.item[i], hook, regions, &a, &b);
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
                        const struct maze_hook *hook, bool by_levels)
{
    int regions = 1;
    struct field whole = {0, 0, m->width, m->height, 0, 0, mz_rng_next(rng)};
    mz_open_floor(m);
    mz_emit(hook, MAZE_EV_CLEAR, MAZE_NONE, MAZE_NONE);
    bool ok = by_levels ? breadth_first(m, whole, hook, &regions)
                        : depth_first(m, whole, hook, &regions);
    if (!ok) {
        maze_clear(m);
        return MAZE_ERR_NOMEM;
    }
    return MAZE_OK;
}

MZ_GENERATOR(mz_gen_division)
{
    (void)opts; /* no options */
    return mz_divide(m, rng, hook, hook != NULL);
}
