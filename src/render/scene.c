/*
 * scene.c - what a step of an animation shows, computed once.
 *
 * The recorded events are replayed onto a fresh maze, and each cell gets
 * marks: not yet in the maze (grey), the backtracker's path (yellow) with
 * its head (red), Prim's frontier (blue), random walks (violet), recursive
 * division's regions in pastel shades (a split field keeps its shade for
 * its larger part), then the solver's breadth-first wave tinted by
 * distance, dead ends and filled cells, and last the route. A cell's
 * colour is one entry of the animation palette (maze_scene_paint). The
 * GIF writer paints it, the HTML step player is handed it step by step,
 * and the web page asks for it: none of them knows these rules.
 *
 * Cost: a byte, two and four bytes a cell beside a copy of the maze; an
 * event is O(1) but for a split (the smaller part's cells) and the end of
 * the making or of a random walk (every cell). Going back rebuilds from
 * the start, so a player keeps its own checkpoints of what it draws.
 */
#include <stdlib.h>
#include <string.h>

#include "picture.h"
#include "scene.h"

bool mz_scene_is_solver(enum maze_event_kind k)
{
    return k == MAZE_EV_SOLVE_VISIT || k == MAZE_EV_FILL || k == MAZE_EV_ROUTE;
}

/* The cell's look may change (when tracked). */
static void touch(struct maze_scene *s, size_t c)
{
    if (!s->changed || c >= s->m->cells || s->changed[c])
        return;
    s->changed[c] = 1;
    s->changes[s->change_count++] = c;
}

static void touch_all(struct maze_scene *s)
{
    s->all_changed = s->changed != NULL;
}

enum maze_err mz_scene_track(struct maze_scene *s)
{
    if (s->changed)
        return MAZE_OK;
    s->changed = calloc(s->m->cells, 1);
    s->changes = malloc(s->m->cells * sizeof *s->changes);
    if (!s->changed || !s->changes) {
        free(s->changed);
        free(s->changes);
        s->changed = NULL;
        s->changes = NULL;
        return MAZE_ERR_NOMEM;
    }
    s->all_changed = true;
    return MAZE_OK;
}

size_t mz_scene_changes(struct maze_scene *s, const size_t **cells, bool *all)
{
    size_t n = s->change_count;
    *cells = s->changes;
    *all = s->all_changed;
    for (size_t i = 0; i < n; i++)
        s->changed[s->changes[i]] = 0;
    s->change_count = 0;
    s->all_changed = false;
    return n;
}

/* Back to step 0 of the run: a run that carved nothing (a solver on a
 * maze read from a file) is shown on the finished maze; otherwise the
 * replay starts from a grid with every wall up. */
static void scene_reset(struct maze_scene *s)
{
    const struct maze *final = s->final;
    bool from_final = !s->rec || !mz_recording_builds(s->rec);
    uint8_t keep = from_final ? maze_keep_bits(final) : MAZE_CELL_OFF;
    for (size_t c = 0; c < final->cells; c++)
        s->m->cell[c] = final->cell[c] & keep;
    /* Weave: crossings come with the passages under them (replayed), or
     * with the finished maze. */
    if (s->m->extra)
        memset(s->m->extra, 0, final->cells);
    if (final->extra && from_final)
        memcpy(s->m->extra, final->extra, final->cells);
    memset(s->flag, from_final ? MZ_SCENE_IN_MAZE : 0, final->cells);
    memset(s->region, 0, final->cells * sizeof *s->region);
    memset(s->distance, 0, final->cells * sizeof *s->distance);
    s->head = MAZE_NONE;
    s->walking = s->solving = false;
    s->shown = 0;
    touch_all(s);
}

enum maze_err maze_scene_new(const struct maze *m,
                             const struct maze_recording *rec,
                             struct maze_scene **out)
{
    if (!m || !out)
        return MAZE_ERR_ARG;
    struct maze_scene *s = calloc(1, sizeof *s);
    if (!s)
        return MAZE_ERR_NOMEM;
    s->final = m;
    s->rec = rec;
    enum maze_err err =
        m->floors > 1 ? maze_new_towers(m->width, mz_floor_rows(m),
                                        m->floors / m->towers, m->towers, &s->m)
                      : maze_new_shape(m->shape, m->width, m->height, &s->m);
    /* A wrapped maze's seams join its edges here too: its walls there
     * are the seams' (no outer wall), and its steps may cross them. */
    if (!err && m->wrap)
        err = maze_set_wrap(s->m, m->wrap);
    if (!err && m->extra && mz_extra_need(s->m))
        err = MAZE_ERR_NOMEM;
    if (!err) {
        s->m->start = m->start;
        s->m->end = m->end;
        s->m->start_door = m->start_door;
        s->m->end_door = m->end_door;
        s->flag = malloc(m->cells);
        s->region = malloc(m->cells * sizeof *s->region);
        s->distance = malloc(m->cells * sizeof *s->distance);
        if (!s->flag || !s->region || !s->distance)
            err = MAZE_ERR_NOMEM;
    }
    if (err) {
        maze_scene_free(s);
        return err;
    }
    for (size_t i = 0; rec && i < rec->count; i++) {
        const struct maze_event *ev = &rec->event[i];
        if (!mz_scene_is_solver(ev->kind))
            s->built_by = i + 1;
        if (ev->kind == MAZE_EV_SOLVE_VISIT && ev->distance > s->max_distance)
            s->max_distance = (uint32_t)ev->distance;
    }
    scene_reset(s);
    *out = s;
    return MAZE_OK;
}

void maze_scene_free(struct maze_scene *s)
{
    if (!s)
        return;
    maze_free(s->m);
    free(s->changed);
    free(s->changes);
    free(s->flag);
    free(s->region);
    free(s->distance);
    free(s);
}

/* ------------------------------------------------------------ division */

/* Polar: the cells of rings y0 .. y1 - 1 in the angle of cells x .. x + w
 * - 1 of ring y (see division.c), counted, or given region r (r >= 0). */
static uint64_t polar_part(struct maze_scene *s, uint32_t y, uint32_t y0,
                           uint32_t y1, uint32_t x, uint32_t w, int r)
{
    const struct maze *m = s->m;
    uint64_t cells = 0;
    for (uint32_t ring = y0; ring < y1; ring++) {
        uint32_t n = mz_ring_cells(m, ring);
        uint64_t k = n / mz_ring_cells(m, y);
        cells += w * k;
        for (uint64_t i = x * k; r >= 0 && i < (x + (uint64_t)w) * k; i++) {
            s->region[m->ring[ring] + i % n] = (uint16_t)r;
            touch(s, m->ring[ring] + i % n);
        }
    }
    return cells;
}

/* A polar split: the inner part and the outer one, or the part
 * anticlockwise of the radial wall and the one clockwise. */
static void split_polar_regions(struct maze_scene *s,
                                const struct maze_event *ev)
{
    uint32_t n0 = mz_ring_cells(s->m, ev->y);
    uint32_t y = ev->y, x = ev->x, w = ev->w, h = ev->h;
    uint32_t part[2][4] = {{y, y + h, x, w}, {y, y + h, x, w}};
    if (ev->horizontal) {
        part[0][1] = part[1][0] = ev->at + 1;
    } else {
        uint32_t j = (ev->at + n0 - x) % n0 + 1;
        part[0][3] = j;
        part[1][2] = (x + j) % n0;
        part[1][3] = w - j;
    }
    uint64_t size[2];
    for (int i = 0; i < 2; i++)
        size[i] = polar_part(s, y, part[i][0], part[i][1], part[i][2],
                             part[i][3], -1);
    const uint32_t *p = part[size[0] < size[1] ? 0 : 1];
    polar_part(s, y, p[0], p[1], p[2], p[3], ev->new_region);
}

/* Gives the smaller part of a split field its new region. */
static void split_regions(struct maze_scene *s, const struct maze_event *ev)
{
    if (s->m->shape == MAZE_SHAPE_POLAR) {
        split_polar_regions(s, ev);
        return;
    }
    uint32_t ax = ev->x, ay = ev->y, aw = ev->w, ah = ev->h;
    uint32_t bx = ev->x, by = ev->y, bw = ev->w, bh = ev->h;
    if (ev->horizontal) {
        ah = ev->at - ev->y + 1;
        by = ev->at + 1;
        bh = ev->h - ah;
    } else {
        aw = ev->at - ev->x + 1;
        bx = ev->at + 1;
        bw = ev->w - aw;
    }
    bool a_smaller = (uint64_t)aw * ah < (uint64_t)bw * bh;
    uint32_t x0 = a_smaller ? ax : bx, y0 = a_smaller ? ay : by;
    uint32_t w = a_smaller ? aw : bw, h = a_smaller ? ah : bh;
    for (uint32_t y = y0; y < y0 + h; y++)
        for (uint32_t x = x0; x < x0 + w; x++) {
            s->region[maze_cell_at(s->m, x, y)] = (uint16_t)ev->new_region;
            touch(s, maze_cell_at(s->m, x, y));
        }
}

/* -------------------------------------------------------------- events */

/* Weave: a passage under the crossing between a and b gives the cells
 * round the crossing passages over (rectangles only). */
static void touch_crossing(struct maze_scene *s, size_t a, size_t b)
{
    size_t mid = (a + b) / 2, w = s->m->width;
    touch(s, mid);
    touch(s, mid - 1);
    touch(s, mid + 1);
    if (mid >= w)
        touch(s, mid - w);
    if (mid + w < s->m->cells)
        touch(s, mid + w);
}

static void scene_apply(struct maze_scene *s, const struct maze_event *ev)
{
    uint8_t *f = s->flag;
    if (ev->kind == MAZE_EV_PROGRESS) /* a and b are counts, not cells */
        return;
    if (ev->kind != MAZE_EV_WALK && s->walking) {
        for (size_t c = 0; c < s->m->cells; c++)
            f[c] &= (uint8_t)~MZ_SCENE_WALK;
        s->walking = false;
        touch_all(s);
    }
    touch(s, ev->a);
    touch(s, ev->b);
    switch (ev->kind) {
    case MAZE_EV_VISIT:
        f[ev->a] |= MZ_SCENE_IN_MAZE | MZ_SCENE_ON_PATH;
        s->head = ev->a;
        break;
    case MAZE_EV_CARVE:
        /* Weave: a and b two apart, under a crossing. */
        if (maze_link(s->m, ev->a, ev->b) != MAZE_OK && s->m->extra) {
            mz_weave_link_under(s->m, ev->a, ev->b);
            touch_crossing(s, ev->a, ev->b);
        }
        f[ev->a] |= MZ_SCENE_IN_MAZE;
        f[ev->b] |= MZ_SCENE_IN_MAZE;
        f[ev->b] &= (uint8_t)~MZ_SCENE_FRONTIER;
        if (ev->a == s->head) {
            f[ev->b] |= MZ_SCENE_ON_PATH;
            s->head = ev->b;
        }
        break;
    case MAZE_EV_BACKTRACK:
        if (s->solving) {
            f[ev->a] |= MZ_SCENE_DEAD;
        } else {
            f[ev->a] &= (uint8_t)~MZ_SCENE_ON_PATH;
            s->head = ev->b;
        }
        break;
    case MAZE_EV_FRONTIER:
        f[ev->b] |= MZ_SCENE_FRONTIER;
        break;
    case MAZE_EV_CLEAR:
        touch_all(s);
        mz_open_field(s->m);
        for (size_t c = 0; c < s->m->cells; c++)
            f[c] |= MZ_SCENE_IN_MAZE;
        break;
    case MAZE_EV_SPLIT:
        split_regions(s, ev);
        break;
    case MAZE_EV_WALL:
        maze_unlink(s->m, ev->a, ev->b);
        break;
    case MAZE_EV_WALK:
        f[ev->b] |= MZ_SCENE_WALK;
        s->walking = true;
        break;
    case MAZE_EV_SOLVE_VISIT:
        f[ev->a] |= MZ_SCENE_REACHED;
        s->distance[ev->a] = (uint32_t)ev->distance;
        break;
    case MAZE_EV_FILL:
        f[ev->a] |= MZ_SCENE_FILLED;
        break;
    case MAZE_EV_ROUTE:
        f[ev->a] |= MZ_SCENE_ROUTE;
        break;
    case MAZE_EV_PROGRESS:
        break;
    }
}

/* The walker and its path, and division's shades, belong to the making:
 * once it is over they go, and the finished maze looks as its still
 * picture does. */
static void end_making(struct maze_scene *s)
{
    for (size_t c = 0; c < s->m->cells; c++)
        s->flag[c] &=
            (uint8_t) ~(MZ_SCENE_ON_PATH | MZ_SCENE_FRONTIER | MZ_SCENE_WALK);
    memset(s->region, 0, s->m->cells * sizeof *s->region);
    s->head = MAZE_NONE;
    touch_all(s);
}

void maze_scene_seek(struct maze_scene *s, size_t shown)
{
    size_t count = s->rec ? s->rec->count : 0;
    if (shown > count)
        shown = count;
    if (shown < s->shown)
        scene_reset(s);
    while (s->shown < shown) {
        const struct maze_event *ev = &s->rec->event[s->shown];
        if (mz_scene_is_solver(ev->kind))
            s->solving = true;
        size_t head = s->head;
        scene_apply(s, ev);
        if (s->head != head) {
            touch(s, head);
            touch(s, s->head);
        }
        s->shown++;
        if (s->shown == s->built_by)
            end_making(s);
    }
}

/* ------------------------------------------------------------ readings */

size_t maze_scene_shown(const struct maze_scene *s)
{
    return s->shown;
}

bool maze_scene_solving(const struct maze_scene *s)
{
    return s->solving;
}

const struct maze *maze_scene_maze(const struct maze_scene *s)
{
    return s->m;
}

int maze_scene_paint(const struct maze_scene *s, size_t c)
{
    uint8_t f = s->flag[c];
    if (s->m->cell[c] & MAZE_CELL_OFF)
        return MAZE_PAINT_WALL;
    if (c == s->head)
        return MAZE_PAINT_HEAD;
    if (f & MZ_SCENE_FILLED)
        return MAZE_PAINT_FILLED;
    if (f & MZ_SCENE_DEAD)
        return MAZE_PAINT_DEAD;
    if (f & MZ_SCENE_REACHED) {
        return maze_paint_distance(s->distance[c], s->max_distance);
    }
    if (f & MZ_SCENE_ON_PATH)
        return MAZE_PAINT_PATH;
    if (f & MZ_SCENE_WALK)
        return MAZE_PAINT_WALK;
    if (f & MZ_SCENE_FRONTIER)
        return MAZE_PAINT_FRONTIER;
    if (!(f & MZ_SCENE_IN_MAZE))
        return MAZE_PAINT_UNCARVED;
    if (s->region[c])
        return MAZE_PAINT_REGION + (s->region[c] - 1) % 8;
    return MAZE_PAINT_BACKGROUND;
}

bool maze_scene_on_route(const struct maze_scene *s, size_t c)
{
    return (s->flag[c] & MZ_SCENE_ROUTE) != 0;
}

bool maze_scene_reached(const struct maze_scene *s, size_t c, size_t *distance)
{
    if (!(s->flag[c] & MZ_SCENE_REACHED))
        return false;
    if (distance)
        *distance = s->distance[c];
    return true;
}

void maze_scene_mark_route(struct maze_scene *s, const struct maze_route *route)
{
    for (size_t i = 0; route && i < route->length; i++) {
        s->flag[route->cells[i]] |= MZ_SCENE_ROUTE;
        touch(s, route->cells[i]);
    }
}
