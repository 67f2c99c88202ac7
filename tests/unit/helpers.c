/*
 * helpers.c - see helpers.h.
 */
#include <stdlib.h>
#include <sys/resource.h>
#include <string.h>

#include "helpers.h"

/* Every test sees libmaze-render's formats, as the tool does. */
__attribute__((constructor)) static void add_picture_formats(void)
{
    maze_render_library_init();
}

bool makes_rect(const struct maze_generator *g)
{
    return maze_generator_takes(g, MAZE_SHAPE_RECT, false);
}

bool makes_perfect_rect(const struct maze_generator *g)
{
    return makes_rect(g) && !g->imperfect;
}

struct maze *make_maze(const char *algorithm, uint32_t w, uint32_t h,
                       uint64_t seed)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(w, h, &m), MAZE_OK);
    const struct maze_generator *g = maze_generator_find(algorithm);
    cr_assert_not_null(g, "no generator %s", algorithm);
    struct maze_rng rng;
    maze_rng_seed(&rng, seed);
    cr_assert_eq(maze_generate(m, g, &rng, NULL, NULL), MAZE_OK);
    return m;
}

bool route_valid(const struct maze *m, const struct maze_route *r, size_t from,
                 size_t to)
{
    if (r->length == 0 || r->cells[0] != from || r->cells[r->length - 1] != to)
        return false;
    uint8_t *seen = calloc(m->cells, 1);
    bool ok = true;
    for (size_t i = 0; i < r->length && ok; i++) {
        ok = r->cells[i] < m->cells && !seen[r->cells[i]];
        if (ok)
            seen[r->cells[i]] = 1;
        if (ok && i > 0)
            ok = maze_linked(m, r->cells[i - 1], r->cells[i]);
    }
    free(seen);
    return ok;
}

static void explore(const struct maze *m, size_t c, size_t goal,
                    uint8_t *on_path, size_t depth, size_t *best)
{
    if (depth >= *best)
        return;
    if (c == goal) {
        *best = depth;
        return;
    }
    on_path[c] = 1;
    for (int d = 0; d < (int)maze_directions(m); d++) {
        size_t next = maze_neighbour(m, c, d);
        if (next != MAZE_NONE && !on_path[next] && maze_open(m, c, d))
            explore(m, next, goal, on_path, depth + 1, best);
    }
    on_path[c] = 0;
}

size_t brute_force_steps(const struct maze *m, size_t a, size_t b)
{
    uint8_t *on_path = calloc(m->cells, 1);
    size_t best = SIZE_MAX;
    explore(m, a, b, on_path, 0, &best);
    free(on_path);
    return best;
}

char *render_to_string(const char *renderer, const struct maze *m,
                       const struct maze_route *route)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    cr_assert_not_null(f);
    const struct maze_renderer *r = maze_renderer_find(renderer);
    cr_assert_not_null(r);
    struct maze_render_opts opts = {.color = false, .cell_width = 1};
    cr_assert_eq(r->render(m, route, &opts, f), MAZE_OK);
    fclose(f);
    return text;
}

enum maze_err read_from_string(const char *text, struct maze **out,
                               struct maze_read_error *err)
{
    FILE *f = fmemopen((void *)text, strlen(text), "r");
    cr_assert_not_null(f);
    enum maze_err e = maze_read_text(f, MAZE_READ_MAX, out, err);
    fclose(f);
    return e;
}

void record_event(const struct maze_event *ev, void *user)
{
    struct recording *rec = user;
    if (rec->count == rec->cap) {
        rec->cap = rec->cap ? rec->cap * 2 : 1024;
        rec->ev = realloc(rec->ev, rec->cap * sizeof *rec->ev);
        cr_assert_not_null(rec->ev);
    }
    rec->ev[rec->count++] = *ev;
}

struct maze *replay(const struct recording *rec, uint32_t w, uint32_t h)
{
    struct maze *m = NULL;
    cr_assert_eq(maze_new(w, h, &m), MAZE_OK);
    for (size_t i = 0; i < rec->count; i++) {
        const struct maze_event *ev = &rec->ev[i];
        if (ev->kind == MAZE_EV_CARVE)
            cr_assert_eq(maze_link(m, ev->a, ev->b), MAZE_OK);
        else if (ev->kind == MAZE_EV_WALL)
            cr_assert_eq(maze_unlink(m, ev->a, ev->b), MAZE_OK);
        else if (ev->kind == MAZE_EV_CLEAR)
            for (size_t c = 0; c < m->cells; c++) {
                if (maze_neighbour(m, c, MAZE_EAST) != MAZE_NONE)
                    maze_link(m, c, c + 1);
                if (maze_neighbour(m, c, MAZE_SOUTH) != MAZE_NONE)
                    maze_link(m, c, c + w);
            }
    }
    return m;
}

long peak_kib(void)
{
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    return ru.ru_maxrss;
}
