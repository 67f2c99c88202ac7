/*
 * json.c - the maze as JSON, for programs.
 *
 *   {"format": "maze/1", "width": W, "height": H,
 *    "algorithm": "...", "seed": N, "braid": P,       (when known)
 *    "start": [x, y], "end": [x, y],                   (or null)
 *    "cells": [["es", "ew", ...], ...],                 (H rows of W)
 *    "route": [[x, y], ...]}                            (when solved)
 *
 * Each cell lists the directions it is open to, in the order n, e, s, w
 * ("" for none); a cell that is not part of the maze is "#". Both sides
 * of a passage list it. A sheet (a foreign grid read square by square)
 * says "sheet": true. Rows are written whole, as they are produced.
 *
 * Other shapes say "shape": "hex" (or "triangle", "polar") and list each
 * cell's open directions as digits, the direction numbers of maze.h
 * ("03": east and west on a hex grid). A polar maze's rows are its rings,
 * of "rings": [cells of ring 0, ...], and [x, y] is (place in ring y, y).
 *
 * JSON lines (jsonl) is the same object on one line, a line a maze: a
 * dataset of a million mazes is one stream, read back a line at a time.
 */
#include <stdlib.h>

#include "render.h"

static const char *door_name(int d)
{
    static const char *const names[4] = {"e", "s", "w", "n"};
    return d >= 0 && d < 4 ? names[d] : NULL;
}

static void point(FILE *out, const struct maze *m, size_t c)
{
    if (c >= m->cells) {
        fputs("null", out);
        return;
    }
    uint32_t x = 0;
    uint32_t y = 0;
    maze_cell_xy(m, c, &x, &y);
    fprintf(out, "[%u, %u]", x, y);
}

/* The maze as one JSON object; `nl` and `indent` lay it out over lines
 * ("\n", " ") or keep it on one ("", ""). */
static void write_json(const struct maze *m, const struct maze_route *route,
                       const struct maze_render_opts *opts, FILE *out,
                       const char *nl, const char *indent)
{
    fprintf(out, "{\"format\": \"maze/1\", \"width\": %u, \"height\": %u",
            m->width, m->height);
    if (m->shape != MAZE_SHAPE_RECT)
        fprintf(out, ", \"shape\": \"%s\"", maze_shape_name(m->shape));
    for (uint32_t y = 0; m->ring && y < m->height; y++)
        fprintf(out, "%s%u%s", y ? ", " : ", \"rings\": [", mz_ring_cells(m, y),
                y + 1 < m->height ? "" : "]");
    if (m->sheet)
        fputs(", \"sheet\": true", out);
    if (opts && opts->algorithm)
        fprintf(out, ", \"algorithm\": \"%s\"", opts->algorithm);
    if (opts && opts->has_seed)
        fprintf(out, ", \"seed\": %llu, \"braid\": %g",
                (unsigned long long)opts->seed, opts->braid);
    fprintf(out, ",%s%s\"start\": ", nl, indent[0] ? indent : " ");
    point(out, m, m->start);
    fputs(", \"end\": ", out);
    point(out, m, m->end);
    if (door_name(m->start_door))
        fprintf(out, ", \"start_door\": \"%s\"", door_name(m->start_door));
    if (door_name(m->end_door))
        fprintf(out, ", \"end_door\": \"%s\"", door_name(m->end_door));
    fprintf(out, ",%s%s\"cells\": [%s", nl, indent[0] ? indent : " ", nl);
    static const int order[4] = {MAZE_NORTH, MAZE_EAST, MAZE_SOUTH, MAZE_WEST};
    static const char letter[4] = {'n', 'e', 's', 'w'};
    for (uint32_t y = 0; y < m->height; y++) {
        fprintf(out, "%s%s[", indent, indent);
        uint32_t across = m->ring ? mz_ring_cells(m, y) : m->width;
        for (uint32_t x = 0; x < across; x++) {
            struct mz_at a = {maze_cell_at(m, x, y), x, y};
            char open[12] = "\"";
            size_t n = 1;
            if (m->cell[a.c] & MAZE_CELL_OFF) {
                open[n++] = '#';
            } else if (m->shape != MAZE_SHAPE_RECT) {
                struct mz_at b;
                for (int d = 0; d < (int)mz_dirs(m); d++)
                    if (mz_go(m, a, d, &b))
                        open[n++] = (char)('0' + d);
            } else {
                for (int i = 0; i < 4; i++)
                    if (mz_inside(m, x, y, order[i]) &&
                        mz_is_open(m, a.c, order[i]))
                        open[n++] = letter[i];
            }
            open[n++] = '"';
            open[n] = '\0';
            fputs(open, out);
            if (x + 1 < across)
                fputs(", ", out);
        }
        fprintf(out, "%s%s", y + 1 < m->height ? "]," : "]",
                y + 1 < m->height && !nl[0] ? " " : nl);
    }
    fprintf(out, "%s]", indent);
    if (route && route->length) {
        fprintf(out, ",%s%s\"route\": [", nl, indent[0] ? indent : " ");
        for (size_t i = 0; i < route->length; i++) {
            if (i)
                fputs(", ", out);
            point(out, m, route->cells[i]);
        }
        fputs("]", out);
    }
    fputs("}\n", out);
}

MZ_RENDERER(mz_render_json)
{
    write_json(m, route, opts, out, "\n", " ");
    return fflush(out) == 0 && !ferror(out) ? MAZE_OK : MAZE_ERR_IO;
}

/* Not flushed a line at a time: a dataset is many lines. */
MZ_RENDERER(mz_render_jsonl)
{
    write_json(m, route, opts, out, "", "");
    return ferror(out) ? MAZE_ERR_IO : MAZE_OK;
}
