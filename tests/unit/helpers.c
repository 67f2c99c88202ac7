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

size_t reach_by(const struct maze *m, size_t from, long *dist, size_t ways,
                size_t (*way)(const struct maze *m, size_t c, size_t i))
{
    long *d = dist ? dist : malloc(m->cells * sizeof *d);
    size_t *queue = malloc(m->cells * sizeof *queue);
    for (size_t i = 0; i < m->cells; i++)
        d[i] = -1;
    size_t head = 0, tail = 0;
    d[from] = 0;
    queue[tail++] = from;
    while (head < tail) {
        size_t c = queue[head++];
        for (size_t i = 0; i < ways; i++) {
            size_t b = way(m, c, i);
            if (b != MAZE_NONE && d[b] < 0) {
                d[b] = d[c] + 1;
                queue[tail++] = b;
            }
        }
    }
    free(queue);
    if (!dist)
        free(d);
    return tail;
}

void every_generator_makes_perfect(struct maze *(*make)(size_t k), size_t kinds,
                                   uint64_t seeds, const struct own_search *own,
                                   size_t min_crossed)
{
    for (const struct maze_generator *g = maze_generators(); g->name; g++) {
        if (!g->masks || g->imperfect)
            continue;
        size_t crossed = 0;
        for (size_t k = 0; k < kinds; k++)
            for (uint64_t seed = 1; seed <= seeds; seed++) {
                struct maze *m = make(k);
                struct maze_rng rng;
                maze_rng_seed(&rng, seed);
                cr_assert_eq(maze_generate(m, g, &rng, NULL, NULL), MAZE_OK,
                             "%s", g->name);
                size_t passages =
                    own->passages ? own->passages(m) : maze_passages(m);
                cr_assert_eq(passages, m->cells - 1,
                             "%s maze %zu (%ux%u) seed %llu: %zu passages",
                             g->name, k, m->width, m->height,
                             (unsigned long long)seed, passages);
                cr_assert_eq(maze_passages(m), m->cells - 1, "%s maze %zu",
                             g->name, k);
                size_t reached = own->reach(m, 0, NULL);
                cr_assert_eq(reached, m->cells,
                             "%s maze %zu (%ux%u) seed %llu: %zu reached",
                             g->name, k, m->width, m->height,
                             (unsigned long long)seed, reached);
                bool perfect = false;
                cr_assert_eq(maze_check_perfect(m, &perfect), MAZE_OK);
                cr_assert(perfect, "%s maze %zu seed %llu", g->name, k,
                          (unsigned long long)seed);
                crossed += own->crossings(m);
                maze_free(m);
            }
        cr_assert_gt(crossed, min_crossed, "%s crossed %zu times", g->name,
                     crossed);
    }
}

/* One solver on m, against own's distances. */
static void solver_against(const struct maze_solver *s, struct maze *m,
                           const long *dist, bool shortest,
                           const struct own_search *own, size_t k,
                           uint64_t seed)
{
    struct maze_route r = {0};
    enum maze_err e = maze_solve(m, s, NULL, NULL, &r);
    if (!maze_solver_takes(s, m, 0, 0)) { /* pledge on a sphere */
        cr_assert_eq(e, MAZE_ERR_CONFLICT, "%s takes no such maze", s->name);
        return;
    }
    if (e == MAZE_ERR_DEFEATED && s->gives_up)
        return;
    cr_assert_eq(e, MAZE_OK, "%s maze %zu seed %llu: %s", s->name, k,
                 (unsigned long long)seed, maze_strerror(e));
    cr_assert(route_valid(m, &r, m->start, m->end), "%s", s->name);
    for (size_t i = 1; own->step && i < r.length; i++)
        cr_assert(own->step(m, r.cells[i - 1], r.cells[i]),
                  "%s steps through a wall", s->name);
    if (s->shortest || shortest)
        cr_assert_eq((long)r.length - 1, dist[m->end],
                     "%s maze %zu seed %llu: %zu steps, not %ld", s->name, k,
                     (unsigned long long)seed, r.length - 1, dist[m->end]);
    maze_route_release(&r);
}

void every_solver_against_own_search(struct maze *(*make)(size_t k),
                                     size_t kinds, uint64_t seeds,
                                     uint64_t end_mul, uint64_t end_add,
                                     const struct own_search *own)
{
    for (size_t k = 0; k < kinds; k++)
        for (uint64_t seed = 1; seed <= seeds; seed++) {
            struct maze *m = make(k);
            struct maze_rng rng;
            maze_rng_seed(&rng, seed);
            cr_assert_eq(maze_generate(m, maze_generators(), &rng, NULL, NULL),
                         MAZE_OK);
            if (seed % 2)
                cr_assert_eq(maze_braid(m, 0.6, &rng, NULL), MAZE_OK);
            m->start = seed % m->cells;
            m->end = (seed * end_mul + end_add) % m->cells;
            if (m->start == m->end)
                m->end = (m->end + 1) % m->cells;
            long *dist = malloc(m->cells * sizeof *dist);
            cr_assert_eq(own->reach(m, m->start, dist), m->cells);
            /* The test's search agrees with trying every path. */
            if (seed <= 4)
                cr_assert_eq(dist[m->end],
                             (long)brute_force_steps(m, m->start, m->end));
            for (const struct maze_solver *s = maze_solvers(); s->name; s++)
                solver_against(s, m, dist, !(seed % 2), own, k, seed);
            free(dist);
            maze_free(m);
        }
}

void json_reads_back(struct maze *(*make)(size_t k), size_t kinds,
                     const char *says)
{
    for (size_t k = 0; k < kinds; k++) {
        struct maze *m = make(k);
        struct maze_rng rng;
        maze_rng_seed(&rng, k + 1);
        cr_assert_eq(maze_generate(m, maze_generators(), &rng, NULL, NULL),
                     MAZE_OK);
        char *text = render_to_string("json", m, NULL);
        cr_assert(strstr(text, says), "%s", text);
        struct maze *back = NULL;
        struct maze_read_error err = {0};
        FILE *f = fmemopen(text, strlen(text), "r");
        cr_assert_eq(maze_read(f, MAZE_READ_MAX, &back, &err), MAZE_OK,
                     "%s\n%s", err.message, text);
        fclose(f);
        cr_assert_eq(back->shape, m->shape);
        cr_assert_eq(back->width, m->width);
        cr_assert_eq(back->height, m->height);
        cr_assert_eq(back->cells, m->cells);
        cr_assert_eq(maze_hash(back), maze_hash(m));
        cr_assert_eq(maze_passages(back), m->cells - 1);
        maze_free(back);
        free(text);
        maze_free(m);
    }
}
