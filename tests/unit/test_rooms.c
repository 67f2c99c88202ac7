/*
 * test_rooms.c - rooms in division (--room-size): division stops at a
 * field whose sides are both in the range and leaves it open. Every cell
 * is reached, each room is an open rectangle of the asked sides, and the
 * loops are the rooms' own: the rest is a perfect maze.
 */
#include <stdlib.h>

#include "helpers.h"

static size_t root(size_t *up, size_t c)
{
    while (up[c] != c)
        c = up[c] = up[up[c]];
    return c;
}

/* Cells reached from cell 0 through the passages. */
static size_t reached(const struct maze *m)
{
    uint8_t *seen = calloc(m->cells, 1);
    size_t *queue = malloc(m->cells * sizeof *queue);
    size_t head = 0;
    size_t tail = 0;
    queue[tail++] = 0;
    seen[0] = 1;
    while (head < tail) {
        size_t c = queue[head++];
        for (int d = 0; d < (int)maze_directions(m); d++) {
            size_t next = maze_neighbour(m, c, d);
            if (next != MAZE_NONE && !seen[next] && maze_open(m, c, d)) {
                seen[next] = 1;
                queue[tail++] = next;
            }
        }
    }
    free(seen);
    free(queue);
    return tail;
}

/* Checks m's rooms against min..max and returns how many there are. */
static size_t check_rooms(const struct maze *m, uint32_t min, uint32_t max)
{
    size_t w = m->width;
    size_t *up = malloc(m->cells * sizeof *up);
    for (size_t c = 0; c < m->cells; c++)
        up[c] = c;
    /* A room is where open 2 x 2 blocks join: a wall between two fields
     * has one gap, so no block crosses it, and corridors have none. */
    for (size_t y = 0; y + 1 < m->height; y++)
        for (size_t x = 0; x + 1 < w; x++) {
            size_t c = y * w + x;
            if (maze_open(m, c, MAZE_EAST) && maze_open(m, c, MAZE_SOUTH) &&
                maze_open(m, c + 1, MAZE_SOUTH) &&
                maze_open(m, c + w, MAZE_EAST)) {
                up[root(up, c + 1)] = root(up, c);
                up[root(up, c + w)] = root(up, c);
                up[root(up, c + w + 1)] = root(up, c);
            }
        }
    size_t rooms = 0;
    size_t loops = 0;
    for (size_t r = 0; r < m->cells; r++) {
        size_t x0 = w, y0 = m->height, x1 = 0, y1 = 0, size = 0;
        for (size_t c = 0; c < m->cells; c++) {
            if (root(up, c) != r)
                continue;
            size_t x = c % w, y = c / w;
            x0 = x < x0 ? x : x0;
            y0 = y < y0 ? y : y0;
            x1 = x > x1 ? x : x1;
            y1 = y > y1 ? y : y1;
            size++;
        }
        if (size < 2)
            continue;
        size_t rw = x1 - x0 + 1, rh = y1 - y0 + 1;
        cr_assert_eq(size, rw * rh, "room at %zu,%zu is no rectangle", x0, y0);
        cr_assert(rw >= min && rw <= max && rh >= min && rh <= max,
                  "room %zux%zu at %zu,%zu, asked %u-%u", rw, rh, x0, y0, min,
                  max);
        rooms++;
        loops += (rw - 1) * (rh - 1);
    }
    /* A tree of cells has cells - 1 passages; a room of w x h cells holds
     * (w - 1)(h - 1) passages more than a tree through it. */
    cr_assert_eq(maze_passages(m), m->cells - 1 + loops,
                 "loops outside the rooms");
    free(up);
    return rooms;
}

Test(rooms, division_leaves_open_rooms_of_the_asked_sides)
{
    const uint32_t sizes[][2] = {{24, 12}, {31, 17}, {9, 40}, {5, 5}};
    const uint32_t ranges[][2] = {{2, 4}, {3, 5}, {3, 3}, {2, 9}};
    size_t rooms = 0;
    for (size_t s = 0; s < 4; s++)
        for (size_t r = 0; r < 4; r++)
            for (uint64_t seed = 0; seed < 10; seed++) {
                struct maze *m = NULL;
                cr_assert_eq(maze_new(sizes[s][0], sizes[s][1], &m), MAZE_OK);
                struct maze_rng rng;
                maze_rng_seed(&rng, seed);
                struct maze_gen_opts opts = {.room_min = ranges[r][0],
                                             .room_max = ranges[r][1]};
                cr_assert_eq(maze_generate(m, maze_generator_find("division"),
                                           &rng, &opts, NULL),
                             MAZE_OK);
                cr_assert_eq(reached(m), m->cells, "a cell left out");
                rooms += check_rooms(m, ranges[r][0], ranges[r][1]);
                maze_free(m);
            }
    cr_expect_gt(rooms, 100, "%zu rooms", rooms);
}

/* Without a room size division is the perfect maze it always was, and a
 * polar grid, whose fields have rings rather than sides, is refused. */
Test(rooms, no_rooms_unless_asked_and_none_on_polar_grids)
{
    struct maze *m = make_maze("division", 20, 10, 1);
    cr_assert_eq(maze_passages(m), m->cells - 1);
    maze_free(m);
    cr_assert_eq(maze_new_shape(MAZE_SHAPE_POLAR, 4, 5, &m), MAZE_OK);
    struct maze_rng rng;
    maze_rng_seed(&rng, 1);
    struct maze_gen_opts opts = {.room_min = 2, .room_max = 4};
    cr_assert_eq(
        maze_generate(m, maze_generator_find("division"), &rng, &opts, NULL),
        MAZE_ERR_ARG);
    maze_free(m);
}
