/*
 * floors.c - the text form of a maze of several floors: each floor as
 * the text format draws a flat maze (2H+1 lines of 2W+1 characters,
 * '#' walls), the lowest first, with an empty line between floors. A
 * cell with a stair up shows '<', one with a stair down '>', one with
 * both 'x'; S and E show over a stair and a stair over the route's '.',
 * and each stair is shown at both of its ends, so that one end hidden
 * under S or E still tells it. The route is '.' in its cells and in the
 * passages it takes on a floor. Pictures and the terminal draw floors
 * with the same marks (floors_mark()).
 *
 * A maze in four dimensions writes its towers one after another, the
 * floors of each as above, with two empty lines between towers. A cell
 * with a portal shows its ways off the floor as one hexadecimal digit,
 * the sum of 1 (up), 2 (down), 4 (ana, to the next tower) and 8 (kata, to
 * the tower before): '4' to 'f'. A portal, like a stair, shows at both of
 * its ends.
 */
#include <stdlib.h>
#include <string.h>

#include "../formats.h"
#include "rows.h"

/* What a route marks of each cell: on it, and which way it leaves east
 * or south (towards a neighbour on the same floor). */
#define ON_ROUTE 0x01u
#define ROUTE_EAST 0x02u
#define ROUTE_SOUTH 0x04u

uint8_t *mz_floors_route(const struct maze *m, const struct maze_route *route)
{
    uint8_t *mark = calloc(m->cells, 1);
    if (!mark || !route)
        return mark;
    for (size_t i = 0; i < route->length; i++) {
        size_t c = route->cells[i];
        mark[c] |= ON_ROUTE;
        if (i + 1 == route->length)
            continue;
        size_t next = route->cells[i + 1];
        size_t lo = c < next ? c : next;
        size_t hi = c < next ? next : c;
        if (hi == lo + 1)
            mark[lo] |= ROUTE_EAST;
        else if (hi == lo + m->width)
            mark[lo] |= ROUTE_SOUTH;
    }
    return mark;
}

struct maze mz_floor_view(const struct maze *m, uint32_t z)
{
    struct maze f = *m;
    size_t per = (size_t)m->width * mz_floor_rows(m);
    size_t first = per * z;
    f.height = mz_floor_rows(m);
    f.cells = per;
    f.cell = m->cell + first;
    f.floors = 1;
    f.towers = 1;
    f.extra = NULL;
    f.start = m->start - first < per ? m->start - first : MAZE_NONE;
    f.end = m->end - first < per ? m->end - first : MAZE_NONE;
    return f;
}

char mz_floors_mark(const struct maze *m, size_t c)
{
    bool up = mz_stair_up(m, c);
    bool down = mz_stair_down(m, c);
    unsigned portals = (mz_portal_ana(m, c) ? 4u : 0u) |
                       (mz_portal_kata(m, c) ? 8u : 0u);
    if (portals)
        return MZ_TEXT_WAYS_OFF[portals | (up ? 1u : 0u) | (down ? 2u : 0u)];
    return up && down ? 'x' : up ? '<' : down ? '>' : 0;
}

/* Floor z's lines into out. */
static enum maze_err write_floor(const struct maze *m, const uint8_t *route,
                                 uint32_t z, char *line, FILE *out)
{
    const uint32_t w = m->width;
    const uint32_t rows = mz_floor_rows(m);
    const size_t len = 2 * (size_t)w + 1;
    for (uint32_t ly = 0; ly <= 2 * rows; ly++) {
        memset(line, '#', len);
        line[len] = '\n';
        uint32_t y = z * rows + ly / 2; /* the row of the sheet */
        for (uint32_t x = 0; x < w; x++) {
            if (ly % 2 == 0) { /* the wall line above row ly / 2 */
                if (ly == 0 || ly == 2 * rows)
                    continue;
                size_t above = maze_cell_at(m, x, y - 1);
                if (m->cell[above] & MAZE_CELL_SOUTH)
                    line[2 * x + 1] = route[above] & ROUTE_SOUTH ? '.' : ' ';
                continue;
            }
            size_t c = maze_cell_at(m, x, y);
            char mark = mz_floors_mark(m, c);
            char ch = route[c] & ON_ROUTE ? '.' : ' ';
            if (mark)
                ch = mark;
            if (c == m->start)
                ch = 'S';
            else if (c == m->end)
                ch = 'E';
            line[2 * x + 1] = ch;
            if (x + 1 < w && (m->cell[c] & MAZE_CELL_EAST))
                line[2 * x + 2] = route[c] & ROUTE_EAST ? '.' : ' ';
        }
        if (mz_write(out, line, len + 1))
            return MAZE_ERR_IO;
    }
    return MAZE_OK;
}

enum maze_err mz_render_floors_text(const struct maze *m,
                                    const struct maze_route *route, FILE *out)
{
    uint8_t *mark = mz_floors_route(m, route);
    char *line = malloc(2 * (size_t)m->width + 2);
    enum maze_err err = mark && line ? MAZE_OK : MAZE_ERR_NOMEM;
    const uint32_t per = m->floors / m->towers;
    for (uint32_t z = 0; z < m->floors && !err; z++) {
        if (z > 0 && mz_write(out, "\n\n", z % per == 0 ? 2 : 1))
            err = MAZE_ERR_IO;
        if (!err)
            err = write_floor(m, mark, z, line, out);
    }
    free(mark);
    free(line);
    if (!err && fflush(out) != 0)
        err = MAZE_ERR_IO;
    return err;
}
