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

#endif
