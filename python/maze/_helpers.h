/*
 * _helpers.h - the C half of the Python package: what is faster or safer
 * done in C than through one library call at a time (memory streams,
 * arrays filled cell by cell, a batch's pieces for the library's batch).
 * It judges and makes no maze itself (maze_settings does) and keeps no
 * thread pool (maze_batch_run() is the library's). Uses maze.h alone,
 * like the tool; compiled into the extension module with the library.
 */
#ifndef PM_HELPERS_H
#define PM_HELPERS_H

#include "maze.h"

/* Writes m with renderer r into memory: *text (malloc'd, the caller
 * frees it with free()) of *size bytes. With rec, r's animation. */
enum maze_err pm_render(const struct maze_renderer *r, const struct maze *m,
                        const struct maze_route *route,
                        const struct maze_recording *rec,
                        const struct maze_render_opts *opts, char **text,
                        size_t *size);

/* Carries out the request r (maze_request_run) into memory: *text
 * (malloc'd, the caller frees it with free()) of *size bytes, empty when
 * r names an output file (written there). Errors and err as
 * maze_request_run()'s; *text untouched on an error. */
enum maze_err pm_request_run(struct maze_request *r, char **text,
                             size_t *size, struct maze_settings_error *err);

/* Reads a maze (mask false: maze_read) or a mask (maze_mask_read) from
 * the size bytes at bytes. */
enum maze_err pm_read(const char *bytes, size_t size, bool mask,
                      struct maze **out, struct maze_read_error *err);

/* Reads a maze from the descriptor fd (not closed: a copy of it is
 * read), at most max_bytes of it, as the tool reads a pipe or a device:
 * the library sniffs its first bytes before reading the rest, so
 * /dev/zero is refused at its first block and not at the limit.
 * Errors: maze_read()'s; MAZE_ERR_IO with *error its errno. */
enum maze_err pm_read_fd(int fd, size_t max_bytes, struct maze **out,
                         struct maze_read_error *err, int *error);

/* Writes the size bytes at bytes to path through maze_output (see
 * maze.h: a temporary file beside it renamed into place, links followed,
 * the mode kept, devices and FIFOs written in place), so that Maze.save()
 * does what the tool's -o does. Errors: those of maze_output_open() and
 * maze_output_commit(), with *error the errno of MAZE_ERR_IO (0 else). */
enum maze_err pm_save(const char *path, const char *bytes, size_t size,
                      int *error);

/* Writes book b, made, to path as a PDF and its recipe to recipe, each
 * through maze_output as pm_save() writes (both or neither: the recipe
 * is committed only once the book is). Errors: those of maze_book_write(),
 * maze_book_write_recipe() and the outputs', with *error the errno of
 * MAZE_ERR_IO (0 else) and *which 0 for the book, 1 for the recipe. */
struct maze_book;
enum maze_err pm_book_save(const struct maze_book *b, const char *path,
                           const char *recipe, int *error, int *which);

/* Into out (m->cells bytes): for each cell the directions d that a
 * passage leaves it by, as bits 1 << d (on floors MAZE_UP and MAZE_DOWN
 * too, and in four dimensions MAZE_ANA and MAZE_KATA). */
void pm_passages(const struct maze *m, uint8_t *out);

/* Into out ((2H+1) x (2W+1) bytes) the rectangle m as the text format
 * lays it out: 1 for wall (and for cells that are OFF), 0 for floor. */
void pm_grid(const struct maze *m, uint8_t *out);

/* Many mazes at once, for datasets: maze i has seed seed + i. Each array
 * may be NULL; otherwise it holds n items of:
 *   passages  cells bytes, as pm_passages;
 *   grids     (2H+1)(2W+1) bytes, as pm_grid (rectangles only);
 *   routes    a malloc'd array of lengths[i] (x, y) pairs from start to
 *             end (solved with solver, NULL: the default), which
 *             pm_routes_pack() or pm_routes_free() frees;
 *   route_rows  instead of routes (NULL then): the same pairs in row i
 *             of route_columns pairs, padded with -1; route_columns at
 *             least the maze's cells, the most a route can hold (more:
 *             MAZE_ERR_TOO_BIG). No allocation a maze, for many small
 *             ones;
 *   lengths   cells on the route (with routes or route_rows);
 *   ends      start x, y, end x, y (UINT32_MAX for none).
 * On floors a cell's y is maze_cell_xy()'s: the row counted through the
 * floors from the lowest (floor y / height, row y % height). */
struct pm_batch {
    const uint64_t *seeds; /* NULL: maze i has seed + i, else seeds[i] */
    uint8_t *passages;
    uint8_t *grids;
    int32_t **routes;
    int32_t *route_rows;
    size_t route_columns;
    uint32_t *lengths;
    uint32_t *ends;
    uint64_t *hashes;         /* maze_hash() of each */
    struct maze_stats *stats; /* maze_measure() of each */
    /* Drawn to the settings' targets (maze_settings_try): maze i from
     * its seed, stride apart, its own seed into drawn[i] (may be NULL). */
    uint64_t stride;
    uint64_t *drawn;
};

/* Whether a and b are the same maze: shape, size, cells (their bits
 * that are not scratch), crossings, start and end. */
bool pm_equal(const struct maze *a, const struct maze *b);

/* Pictures of n w x h rectangles as RGB, (2H+1) x (2W+1) x 3 bytes each,
 * in out: from their grids (pm_grid's, 1 wall: black, 0 floor: white),
 * the route (packed as pm_routes_pack writes them, `longest` pairs each;
 * NULL: none) blue (0, 0, 255) on its cells and the squares between
 * them, then the start green (0, 255, 0) and the end red (255, 0, 0)
 * (ends as pm_batch's, UINT32_MAX for none). */
void pm_pixels(const uint8_t *grids, const int32_t *routes,
               const uint32_t *lengths, size_t longest, const uint32_t *ends,
               size_t n, uint32_t width, uint32_t height, uint8_t *out);

/* The tokens of maze-dataset's default tokenizer, as numbers:
 *   PM_TOK_* below, and PM_TOK_CELLS + y * width + x for the cell (x, y)
 *   (written "(y,x)": row, column).
 * For each of n w x h rectangles (passages as pm_passages, n w h bytes;
 * routes, lengths and ends as pm_pixels takes them): <ADJLIST_START>,
 * each passage as "a <--> b ;" in an order drawn from seeds[i] (both the
 * passages' order and which of its two cells comes first), <ADJLIST_END>,
 * <ORIGIN_START> start <ORIGIN_END> <TARGET_START> end <TARGET_END>,
 * <PATH_START>, then (unless prompt) the route's cells and <PATH_END>.
 * Row i of out (`columns` numbers) is padded with PM_TOK_PADDING;
 * counts[i] is how many it holds. With out NULL, only counts is
 * written (to size out). Errors: MAZE_ERR_NOMEM. */
enum pm_token {
    PM_TOK_ADJLIST_START, PM_TOK_ADJLIST_END, PM_TOK_ORIGIN_START,
    PM_TOK_ORIGIN_END, PM_TOK_TARGET_START, PM_TOK_TARGET_END,
    PM_TOK_PATH_START, PM_TOK_PATH_END, PM_TOK_CONNECT, PM_TOK_SEP,
    PM_TOK_PADDING, PM_TOK_CELLS
};
enum maze_err pm_tokens(const uint8_t *passages, const uint64_t *seeds,
                        const int32_t *routes, const uint32_t *lengths,
                        size_t longest, const uint32_t *ends, size_t n,
                        uint32_t width, uint32_t height, bool prompt,
                        int32_t *out, size_t columns, uint32_t *counts);

/* The n rows of tokens (as pm_tokens wrote them) as text, a line each,
 * tokens parted by one space: *text (malloc'd, free() it) of *size
 * bytes. Errors: MAZE_ERR_NOMEM. */
enum maze_err pm_token_text(const int32_t *tokens, const uint32_t *counts,
                            size_t n, size_t columns, uint32_t width,
                            char **text, size_t *size);

/* The tokens of pm_tokens() (same arguments) as pm_token_text() writes
 * them, a line a maze, made a few hundred mazes at a time, so that no
 * array of the numbers of all n is made: *text (malloc'd, the caller
 * frees it with free()) holds line i from starts[i] up to starts[i + 1]
 * (its newline the last byte), starts n + 1 offsets. Errors:
 * MAZE_ERR_NOMEM. */
enum maze_err pm_token_lines(const uint8_t *passages, const uint64_t *seeds,
                             const int32_t *routes, const uint32_t *lengths,
                             size_t longest, const uint32_t *ends, size_t n,
                             uint32_t width, uint32_t height, bool prompt,
                             char **text, uint64_t *starts);

/* Makes the n mazes that s describes (maze_settings_try(), so each is
 * the maze generate() makes with its seed) on `threads` threads (0 or 1:
 * this one), the library's batch (maze_batch_run(), the tool's too) in
 * pieces of up to 64 mazes; s must have passed maze_settings_check(), so
 * that the threads share it. Errors: the first in the mazes' order, with
 * its words in *err (the arrays are then partly written), MAZE_ERR_NOMEM
 * when the batch's memory cannot be had. */
enum maze_err pm_many(const struct maze_settings *s, uint64_t seed, size_t n,
                      const struct maze_solver *solver, unsigned threads,
                      struct pm_batch *b, struct maze_settings_error *err);

/* Copies the n routes into out, `longest` (x, y) pairs each, padded with
 * -1, and frees them. */
void pm_routes_pack(int32_t **routes, const uint32_t *lengths, size_t n,
                    size_t longest, int32_t *out);

/* Narrows n rows of `columns` (x, y) pairs (pm_batch's route_rows) in
 * place to `longest` pairs each (longest <= columns: the rows' padding
 * beyond it is dropped), on up to two threads (threads > 1). */
void pm_routes_narrow(int32_t *rows, size_t n, size_t columns, size_t longest,
                      unsigned threads);

/* Lays n packed routes (as pm_routes_pack wrote them) over zeroed grids
 * of a width x height rectangle in out, n (2H+1)(2W+1) bytes: 1 on each
 * route's cells and on the squares between them. */
void pm_route_grids(const int32_t *routes, const uint32_t *lengths, size_t n,
                    size_t longest, uint32_t width, uint32_t height,
                    uint8_t *out);

/* Frees the n routes (those not NULL). */
void pm_routes_free(int32_t **routes, size_t n);

#endif
