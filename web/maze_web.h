/*
 * maze_web.h - what the page's JavaScript calls in the WebAssembly module
 * (see maze_web.c). Cells are numbered as in maze.h; -1 names no cell.
 */
#ifndef MAZE_WEB_H
#define MAZE_WEB_H

#include <stddef.h>
#include <stdint.h>

int web_make(const char *query, int solve, uint32_t record);
const char *web_settings(void);
const char *web_options(void);
int web_unwatched(void);
int web_adopt(int shape, uint32_t width, uint32_t height, uint32_t floors,
              uint32_t towers, const uint8_t *cells, const uint8_t *extra, int32_t start,
              int32_t end, const int32_t *cells_of_route, int32_t route_length,
              const char *algorithm, const char *seed, double braid,
              int wrap, int difficulty);
const char *web_error(void);
double web_tries(void);
int web_difficulty(void);
const char *web_seed(void);
const char *web_algorithm(void);
uint8_t *web_cells(void);
uint8_t *web_extra(void);
size_t web_cell_count(void);
uint32_t web_width(void);
uint32_t web_height(void);
uint32_t web_floors(void);
uint32_t web_towers(void);
int web_shape(void);
int web_wrap(void);
int32_t web_start(void);
int32_t web_end(void);
size_t *web_rings(void);
size_t *web_route(void);
size_t web_route_length(void);
int32_t *web_events(void);
size_t web_event_count(void);
int web_event_words(void);
int32_t *web_stops(void);
size_t web_stop_count(void);
int web_open(int32_t c, int d);
int32_t web_neighbour(int32_t c, int d);
int32_t web_go(int32_t c, int d);
int web_crossing(int32_t c);
int web_reads(int i, const char *name);
size_t web_hint(int32_t from);
size_t *web_hint_cells(void);
const char *web_write(const char *format, int with_route);
const char *web_generator_name(int i);
int web_generator_takes(int i, const char *shape);
int web_generator_base(int i);
const char *web_shape_name(int i);
const char *web_solver_name(int i);
const char *web_solver_find(const char *name);
int web_scene_new(const int32_t *words, size_t count);
int32_t *web_scene_seek(size_t shown);
uint8_t *web_scene_cells(void);
int web_scene_open(int32_t c, int d);
uint32_t web_paint_color(int paint);
int web_paint_count(void);
int web_geometry(unsigned cell, unsigned wall, int margin);
double *web_geometry_size(void);
int web_door(int end);
double *web_outline(int32_t c);
double *web_centre(int32_t c);
int web_wall(int step, int32_t c, unsigned side);
double *web_bridge(int32_t c);
double *web_stairs(int step, int32_t c);
double *web_portals(int step, int32_t c);
int web_analyse(int all, int bottlenecks, int distances, int32_t from);
int32_t web_cell_from(int32_t x, int32_t y);
uint8_t *web_analysis_paint(void);
uint32_t *web_analysis_rgb(void);
int32_t *web_analysis_marks(void);
size_t web_analysis_mark_count(void);
const char *web_analysis_said(void);
int web_legend_count(void);
int web_legend_paint(int i);
uint32_t web_legend_rgb(int i);
const char *web_legend_text(int i);

#endif
