/*
 * cave.c - caves grown by a cellular automaton, then joined.
 *
 * Each cell starts as rock with probability `fill` (45%), then the
 * automaton runs `generations` times (4): a cell is rock in the next step when
 * its count of rock among its eight neighbours, the border counting as
 * rock, is in the rule's birth set (for an open cell) or survival set
 * (for rock): B5678/S45678 by default, which smooths noise into rounded
 * caverns and pillars. Rock becomes OFF cells (solid, as in a mask) and
 * every two open cells side by side are joined, so a cavern is open
 * ground with its loops. The caverns are then joined into one cave: a
 * breadth-first search from the first cavern spreads through rock and
 * open ground alike, and whenever it reaches a cavern not joined yet it
 * digs the way it came through the rock (a tunnel one cell wide, as short
 * as the search found) and takes that cavern in. Every open cell is then
 * reached; the maze is not perfect (maze_measure counts its loops). The
 * start is the first open cell in reading order, the end the last.
 *
 * Rectangles only. Time O(cells x generations); memory one byte a cell for the
 * grid (the automaton's next step is a scratch bit) and the search's
 * queue of cells.
 */
#include "gen.h"

#define NEXT MZ_MARK2 /* rock in the automaton's next step */
#define BACK_SHIFT 4  /* the way back of the search, bits 4..5 */
#define BACK_MASK 0x30u

static bool rock(const struct maze *m, int64_t x, int64_t y)
{
    if (x < 0 || y < 0 || x >= m->width || y >= m->height)
        return true;
    return m->cell[(size_t)y * m->width + (size_t)x] & MAZE_CELL_OFF;
}

/* One step of the automaton over the whole grid. */
static void step(struct maze *m, unsigned birth, unsigned survival)
{
    for (uint32_t y = 0; y < m->height; y++) {
        for (uint32_t x = 0; x < m->width; x++) {
            unsigned n = 0;
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++)
                    n += (dx || dy) && rock(m, (int64_t)x + dx,
                                            (int64_t)y + dy);
            size_t c = (size_t)y * m->width + x;
            unsigned rule = m->cell[c] & MAZE_CELL_OFF ? survival : birth;
            if (rule >> n & 1)
                m->cell[c] |= NEXT;
        }
    }
    for (size_t c = 0; c < m->cells; c++)
        m->cell[c] = m->cell[c] & NEXT ? MAZE_CELL_OFF : 0;
}

/* Takes in the cavern of open cell c: marks its cells and queues them. */
static bool take(struct maze *m, size_t c, struct mz_queue *q,
                 struct mz_queue *flood)
{
    m->cell[c] |= MZ_MARK;
    if (!mz_queue_push(flood, c))
        return false;
    while (flood->count) {
        size_t a = mz_queue_pop(flood);
        if (!mz_queue_push(q, a))
            return false;
        for (int d = 0; d < 4; d++) {
            size_t b = maze_neighbour(m, a, d);
            if (b == MAZE_NONE || (m->cell[b] & (MZ_MARK | MAZE_CELL_OFF)))
                continue;
            m->cell[b] |= MZ_MARK;
            if (!mz_queue_push(flood, b))
                return false;
        }
    }
    return true;
}

/* Joins every cavern to the first: see the opening comment. */
static enum maze_err join(struct maze *m, size_t first)
{
    struct mz_queue q = {0};
    struct mz_queue flood = {0};
    bool ok = take(m, first, &q, &flood);
    while (ok && q.count) {
        size_t a = mz_queue_pop(&q);
        for (int d = 0; d < 4 && ok; d++) {
            size_t b = maze_neighbour(m, a, d);
            if (b == MAZE_NONE || (m->cell[b] & MZ_MARK))
                continue;
            if (m->cell[b] & MAZE_CELL_OFF) {
                m->cell[b] |= (uint8_t)(MZ_MARK | mz_opposite(d) << BACK_SHIFT);
                ok = mz_queue_push(&q, b);
                continue;
            }
            /* A cavern not joined yet: dig back to the cave. */
            for (size_t c = a; m->cell[c] & MAZE_CELL_OFF;)
            {
                m->cell[c] &= (uint8_t)~MAZE_CELL_OFF;
                c = maze_neighbour(m, c, (m->cell[c] & BACK_MASK) >> BACK_SHIFT);
            }
            ok = take(m, b, &q, &flood);
        }
    }
    mz_queue_release(&q);
    mz_queue_release(&flood);
    mz_clear_scratch(m);
    return ok ? MAZE_OK : MAZE_ERR_NOMEM;
}

MZ_GENERATOR(mz_gen_cave)
{
    bool rule_given = opts->birth || opts->survival;
    unsigned birth = rule_given ? opts->birth : MAZE_CAVE_BIRTH;
    unsigned survival = rule_given ? opts->survival : MAZE_CAVE_SURVIVAL;
    double fill = opts->fill > 0 ? opts->fill : MAZE_CAVE_FILL;
    unsigned generations = opts->generations ? opts->generations : MAZE_CAVE_GENERATIONS;
    /* 53 random bits against the share, as a double's fraction. */
    const uint64_t below = (uint64_t)(fill * 9007199254740992.0);
    for (size_t c = 0; c < m->cells; c++)
        m->cell[c] = (maze_rng_next(rng) >> 11) < below ? MAZE_CELL_OFF : 0;
    for (unsigned i = 0; i < generations; i++)
        step(m, birth, survival);
    size_t first = MAZE_NONE;
    for (size_t c = 0; c < m->cells && first == MAZE_NONE; c++)
        if (!(m->cell[c] & MAZE_CELL_OFF))
            first = c;
    if (first == MAZE_NONE) { /* all rock: a cave of one cell */
        first = maze_cell_at(m, m->width / 2, m->height / 2);
        m->cell[first] = 0;
    }
    enum maze_err err = join(m, first);
    if (err)
        return err;
    /* Open ground: every two open cells side by side are joined. */
    mz_emit(hook, MAZE_EV_VISIT, first, MAZE_NONE);
    for (size_t c = 0; c < m->cells; c++) {
        if (m->cell[c] & MAZE_CELL_OFF)
            continue;
        for (int d = MAZE_EAST; d <= MAZE_SOUTH; d++) {
            size_t b = maze_neighbour(m, c, d);
            if (b != MAZE_NONE && !(m->cell[b] & MAZE_CELL_OFF)) {
                maze_link(m, c, b);
                mz_emit(hook, MAZE_EV_CARVE, c, b);
            }
        }
    }
    maze_ends_default(m);
    return MAZE_OK;
}
