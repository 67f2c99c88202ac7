/*
 * helpers.h - small tools the unit tests share.
 */
#ifndef TEST_HELPERS_H
#define TEST_HELPERS_H

#include <criterion/criterion.h>

#include "maze.h"

/* Whether g makes rectangles (classical makes polar grids only), and
 * whether it makes them perfect (caves and dungeons do not): the loops
 * over the registry that test rectangles, or perfect mazes, skip the
 * others. */
bool makes_rect(const struct maze_generator *g);
bool makes_perfect_rect(const struct maze_generator *g);

/* A maze made with the named generator and seed; the test owns it. */
struct maze *make_maze(const char *algorithm, uint32_t w, uint32_t h,
                       uint64_t seed);

/* Whether route is a walk along passages from `from` to `to` that never
 * visits a cell twice. */
bool route_valid(const struct maze *m, const struct maze_route *r, size_t from,
                 size_t to);

/* The shortest route length in steps from a to b by trying every simple
 * path (only for tiny mazes), or SIZE_MAX when none exists. */
size_t brute_force_steps(const struct maze *m, size_t a, size_t b);

/* Writes m (with route) with the named renderer into a string the caller
 * frees. */
char *render_to_string(const char *renderer, const struct maze *m,
                       const struct maze_route *route);

/* Reads a maze from a string; err gets the reader's complaint. */
enum maze_err read_from_string(const char *text, struct maze **out,
                               struct maze_read_error *err);

/* The process's peak resident memory so far, in KiB. */
long peak_kib(void);

/* Records every event of a run. */
struct recording {
    struct maze_event *ev;
    size_t count, cap;
};
void record_event(const struct maze_event *ev, void *user);

/* Replays events onto a fresh maze of the same size. */
struct maze *replay(const struct recording *rec, uint32_t w, uint32_t h);

/* The test's own breadth-first search from `from`: the cells reached,
 * and each one's steps into dist when it is not NULL. way(m, c, i), for i
 * below ways, is the cell a passage leads to from c by its i-th way, or
 * MAZE_NONE. */
size_t reach_by(const struct maze *m, size_t from, long *dist, size_t ways,
                size_t (*way)(const struct maze *m, size_t c, size_t i));

/* A topology's own search, for the loops below: the test's view of a
 * surface's neighbours, independent of the library's. */
struct own_search {
    /* The cells reached from `from` through passages, and each one's
     * steps into dist when it is not NULL. */
    size_t (*reach)(const struct maze *m, size_t from, long *dist);
    /* The passages as the test counts them (NULL: maze_passages only). */
    size_t (*passages)(const struct maze *m);
    /* Whether a route may step from a to b: neighbours joined by a
     * passage (NULL: route_valid's maze_linked is all). */
    bool (*step)(const struct maze *m, size_t a, size_t b);
    /* The seams, faces' edges or equator m's passages cross. */
    size_t (*crossings)(const struct maze *m);
};

/* Every generator that works on any grid makes a perfect maze of every
 * one of mazes kinds (make(k), a fresh one each time) on seeds 1 to
 * seeds: w·h−1 passages, every cell reached by own's search, and
 * maze_check_perfect agreeing; and its passages cross the surface's seams
 * more than min_crossed times in all. */
void every_generator_makes_perfect(struct maze *(*make)(size_t k), size_t kinds,
                                   uint64_t seeds, const struct own_search *own,
                                   size_t min_crossed);

/* Every solver, on make(k) for k below kinds, made by the first
 * generator on seeds 1 to seeds (braided on odd seeds), from cell
 * seed mod cells to cell (seed * end_mul + end_add) mod cells: a valid
 * route whose every step own allows, and where the solver promises the
 * shortest (or the maze is perfect) as short as own's search finds, which
 * agrees with brute_force_steps on the first four seeds. A solver that
 * may give up (.gives_up) may do so. */
void every_solver_against_own_search(struct maze *(*make)(size_t k),
                                     size_t kinds, uint64_t seeds,
                                     uint64_t end_mul, uint64_t end_add,
                                     const struct own_search *own);

/* The JSON of make(k), for k below kinds, made by the first generator
 * on seed k + 1, says `says` and reads back (maze_read) as the same maze:
 * shape, size and passages. */
void json_reads_back(struct maze *(*make)(size_t k), size_t kinds,
                     const char *says);

#endif
