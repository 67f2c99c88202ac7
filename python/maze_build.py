"""Builds maze._maze: cffi in API mode over include/maze.h, compiled
together with the library's own sources (src/) and maze/*.c, so no
installed libmaze is needed. Run by setup.py (cffi_modules); maze_sources
says where the sources are (the repository, or an sdist's csrc/)."""

import os
import shlex
import subprocess
import sys

from cffi import FFI

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import maze_sources  # noqa: E402

ROOT = maze_sources.root()


def pkg_config(*args):
    try:
        out = subprocess.run(
            ["pkg-config", *args, "cairo", "jansson", "libpng"],
            check=True, capture_output=True, text=True,
        ).stdout
    except (OSError, subprocess.CalledProcessError) as e:
        raise SystemExit(
            "maze: pkg-config cannot find cairo, jansson and libpng "
            "(%s); on Debian: apt-get install libcairo2-dev "
            "libjansson-dev libpng-dev libgif-dev pkg-config" % e
        )
    return shlex.split(out)


CDEF = r"""
enum maze_err { MAZE_OK, MAZE_ERR_ARG, MAZE_ERR_NOMEM, MAZE_ERR_TOO_BIG,
    MAZE_ERR_IO, MAZE_ERR_FORMAT, MAZE_ERR_NO_ROUTE, MAZE_ERR_NO_ENDS,
    MAZE_ERR_DEFEATED, MAZE_ERR_CONFLICT, ... };
const char *maze_strerror(enum maze_err err);
bool maze_output_refuses_link(const char *path);

static const char *const MAZE_VERSION;

#define MAZE_NONE ...
#define MAZE_READ_MAX ...
#define MAZE_MAX_NEIGHBOURS ...
#define MAZE_CELL_EAST ...
#define MAZE_CELL_SOUTH ...
#define MAZE_CELL_OFF ...
#define MAZE_CELL_SOUTHWEST ...
#define MAZE_SHAPE_LAST ...

enum maze_shape { MAZE_SHAPE_RECT, MAZE_SHAPE_HEX, MAZE_SHAPE_TRIANGLE,
    MAZE_SHAPE_POLAR, MAZE_SHAPE_UPSILON, ... };
const char *maze_shape_name(enum maze_shape shape);
const char *maze_wrap_name(unsigned wrap);

struct maze {
    uint32_t width, height;
    size_t cells;
    uint8_t *cell;
    enum maze_shape shape;
    size_t *ring;
    size_t start, end;
    int start_door, end_door;
    bool sheet;
    uint32_t floors;
    uint8_t *extra;
    unsigned wrap;
    uint32_t towers;
    ...;
};
enum maze_err maze_new_shape(enum maze_shape shape, uint32_t width,
                             uint32_t height, struct maze **out);
enum maze_err maze_new_floors(uint32_t width, uint32_t height, uint32_t floors,
                              struct maze **out);
enum maze_err maze_new_towers(uint32_t width, uint32_t height, uint32_t floors,
                              uint32_t towers, struct maze **out);
void maze_free(struct maze *m);
size_t maze_cell_at(const struct maze *m, uint32_t x, uint32_t y);
void maze_cell_xy(const struct maze *m, size_t c, uint32_t *x, uint32_t *y);
enum maze_err maze_cell_check(const struct maze *m, const char *what,
                              uint32_t x, uint32_t y, size_t *cell, char *why,
                              size_t size);
unsigned maze_directions(const struct maze *m);
size_t maze_neighbour(const struct maze *m, size_t c, int d);
bool maze_open(const struct maze *m, size_t c, int d);
bool maze_linked(const struct maze *m, size_t a, size_t b);
enum maze_err maze_link(struct maze *m, size_t a, size_t b);
size_t maze_passages(const struct maze *m);
enum maze_err maze_check_perfect(struct maze *m, bool *perfect);
uint64_t maze_hash(const struct maze *m);

enum maze_event_kind { MAZE_EV_VISIT, MAZE_EV_CARVE, MAZE_EV_BACKTRACK,
    MAZE_EV_FRONTIER, MAZE_EV_CLEAR, MAZE_EV_SPLIT, MAZE_EV_WALL,
    MAZE_EV_SOLVE_VISIT, MAZE_EV_ROUTE, MAZE_EV_WALK, MAZE_EV_FILL, ... };
struct maze_event {
    enum maze_event_kind kind;
    size_t a, b;
    uint32_t x, y, w, h, at;
    bool horizontal;
    int region, new_region;
    uint32_t depth;
    size_t distance;
    ...;
};
struct maze_hook {
    void (*fn)(const struct maze_event *ev, void *user);
    void *user;
};

struct maze_gen_opts { ...; };
struct maze_generator {
    const char *name;
    const char *summary;
    bool masks;
    uint64_t max_cells;
    const char *aliases;
    ...;
};
bool maze_crossing(const struct maze *m, size_t c, bool *over_ew);
size_t maze_crossings(const struct maze *m);
const struct maze_generator *maze_generators(void);
bool maze_generator_streams(const struct maze_generator *gen);
size_t maze_name_distance(const char *given, const char *name,
                          const char *aliases);

enum maze_ends_rule { MAZE_ENDS_CORNERS, MAZE_ENDS_FARTHEST, MAZE_ENDS_NONE,
    ... };
struct maze_recipe {
    const struct maze_generator *generator;
    struct maze_gen_opts gen;
    double braid;
    enum maze_ends_rule ends;
    ...;
};

struct maze_settings;
enum maze_spelling { MAZE_SPELL_OPTIONS, MAZE_SPELL_NAMES, ... };
struct maze_settings_error { enum maze_err code; char message[...]; ...; };
enum maze_err maze_settings_new(enum maze_spelling spelling,
                                struct maze_settings **out);
void maze_settings_free(struct maze_settings *s);
enum maze_err maze_settings_set(struct maze_settings *s, const char *name,
                                const char *value,
                                struct maze_settings_error *err);
enum maze_err maze_settings_set_mask(struct maze_settings *s,
                                     const struct maze *mask,
                                     const char *name,
                                     struct maze_settings_error *err);
enum maze_err maze_settings_check(struct maze_settings *s,
                                  struct maze_settings_error *err);
enum maze_err maze_settings_seed(struct maze_settings *s, uint64_t *seed,
                                 struct maze_settings_error *err);
void maze_settings_size(const struct maze_settings *s, enum maze_shape *shape,
                        uint32_t *width, uint32_t *height, uint32_t *floors);
const struct maze_recipe *maze_settings_recipe(const struct maze_settings *s);
enum maze_err maze_settings_make(const struct maze_settings *s, uint64_t seed,
                                 const struct maze_hook *hook,
                                 struct maze **out,
                                 struct maze_settings_error *err);

struct maze_stats {
    size_t cells, passages, dead_ends, junctions3, junctions4, straights,
        turns, longest, longest_from, longest_to, solution;
    double corridor;
    long long loops;
    size_t crossings;
    size_t stairs;
    size_t portals;
    ...;
};
enum maze_err maze_measure(struct maze *m, struct maze_stats *stats);

#define MAZE_ROUTES_SOME ...
#define MAZE_ROUTES_EVERY ...
struct maze_routes { size_t steps; char *count; uint64_t count64; bool fits;
    size_t on_some, on_every; uint8_t *cell; ...; };
enum maze_err maze_routes_count(const struct maze *m, struct maze_routes *out);
void maze_routes_release(struct maze_routes *r);
struct maze_bottlenecks { size_t *cells; size_t cell_count; size_t *passages;
    size_t passage_count; ...; };
enum maze_err maze_bottlenecks_find(const struct maze *m,
                                    struct maze_bottlenecks *out);
void maze_bottlenecks_release(struct maze_bottlenecks *b);
struct maze_distances { size_t *steps; size_t cells, from, reached, farthest,
    eccentricity; double mean; ...; };
enum maze_err maze_distances_from(const struct maze *m, size_t from,
                                  struct maze_distances *out);
void maze_distances_release(struct maze_distances *d);
enum maze_err maze_diameter(const struct maze *m, uint64_t budget,
                            size_t *steps, size_t *upper, size_t *from,
                            size_t *to);
struct maze_difficulty {
    size_t route, decisions, branches, detours, deepest, dead_ends;
    unsigned score;
    ...;
};
enum maze_err maze_measure_difficulty(struct maze *m,
                                      struct maze_difficulty *out);
struct maze_tried {
    uint64_t seed;
    uint64_t tries;
    bool measured;
    struct maze_difficulty figures;
    ...;
};
enum maze_err maze_settings_try(const struct maze_settings *s, uint64_t seed,
                                uint64_t stride, const struct maze_hook *hook,
                                struct maze **out, struct maze_tried *tried,
                                struct maze_settings_error *err);

struct maze_route { size_t length; size_t *cells; size_t visited; ...; };
void maze_route_release(struct maze_route *route);
enum maze_hand { MAZE_HAND_LEFT, MAZE_HAND_RIGHT, ... };
struct maze_solve_opts { enum maze_hand hand; uint64_t seed; ...; };
struct maze_solver { const char *name; const char *summary;
    bool shortest; const char *aliases; const char *gives_up;
    bool counts_turns; ...; };
const struct maze_solver *maze_solvers(void);
const struct maze_solver *maze_solver_find(const char *name);
enum maze_err maze_solve_from(struct maze *m, const struct maze_solver *solver,
                              size_t from, const struct maze_solve_opts *opts,
                              const struct maze_hook *hook,
                              struct maze_route *route);

struct maze_recording { struct maze_event *event; size_t count, cap;
    bool failed; ...; };
void maze_record_event(const struct maze_event *ev, void *recording);
void maze_recording_release(struct maze_recording *rec);
void maze_replay(struct maze *m, const struct maze_recording *rec,
                 size_t upto);

struct maze_render_opts {
    bool color;
    unsigned cell_width;
    unsigned cell;
    unsigned wall;
    int margin;
    bool margin_set;
    uint32_t fg, bg, route_color;
    const char *page;
    bool stream;
    bool no_stream;
    unsigned steps_per_frame;
    unsigned delay_ms;
    const char *algorithm;
    bool has_seed;
    uint64_t seed;
    double braid;
    bool has_difficulty;
    unsigned difficulty;
    const char *pen_up;
    const char *pen_down;
    ...;
};
struct maze_renderer {
    const char *name;
    const char *summary;
    const char *extension;
    bool binary;
    bool shapes;
    const char *aliases;
    bool floors;
    ...;
};
const struct maze_renderer *maze_renderers(void);
enum maze_err maze_render_library_init(void);
const struct maze_renderer *maze_renderer_find(const char *name);
const struct maze_renderer *maze_renderer_for_path(const char *path);
bool pm_renderer_draws(const struct maze_renderer *r);
bool pm_renderer_animates(const struct maze_renderer *r);

struct maze_read_error { unsigned long line, column; char message[200]; ...; };

enum maze_command { MAZE_CMD_GENERATE, MAZE_CMD_SOLVE, MAZE_CMD_STATS,
                    MAZE_CMD_PLAY, MAZE_CMD_BENCH, MAZE_CMD_BOOK, ... };
enum maze_option_kind { MAZE_OPTION_FLAG, MAZE_OPTION_WHOLE,
                        MAZE_OPTION_SHARE, MAZE_OPTION_WORD,
                        MAZE_OPTION_NAME, MAZE_OPTION_POINT,
                        MAZE_OPTION_COLOUR, MAZE_OPTION_FILE,
                        MAZE_OPTION_TEXT, ... };
struct maze_option {
    const char *name;
    char letter;
    enum maze_option_kind kind;
    const char *value;
    const char *choices;
    const char *fallback;
    const char *help;
    const char *group;
    unsigned commands;
    const char *setting;
    ...;
};
const struct maze_option *maze_options(void);
const struct maze_option *maze_option_find(const char *name,
                                           unsigned commands);
struct maze_request;
enum maze_err maze_request_new(enum maze_command command,
                               enum maze_spelling spelling,
                               struct maze_request **out);
void maze_request_free(struct maze_request *r);
enum maze_err maze_request_set(struct maze_request *r, const char *name,
                               const char *value,
                               struct maze_settings_error *err);
void maze_request_render_opts(const struct maze_request *r,
                              struct maze_render_opts *opts);
enum maze_err maze_request_check(struct maze_request *r,
                                 const struct maze_renderer *format,
                                 struct maze_settings_error *err);
struct maze_book;
enum maze_err maze_book_new(struct maze_request *r, struct maze_book **out,
                            struct maze_settings_error *err);
size_t maze_book_pages(const struct maze_book *b);
uint64_t maze_book_seed(const struct maze_book *b);
enum maze_err maze_book_make(struct maze_book *b,
                             const struct maze_hook *progress,
                             struct maze_settings_error *err);
void maze_book_free(struct maze_book *b);

void free(void *p);
"""

SOURCE = r"""
#include <stdlib.h>
#include "maze.h"
#include "_helpers.h"
#include "_env.h"

/* Whether r draws a still picture, and whether it animates. */
static bool pm_renderer_draws(const struct maze_renderer *r)
{
    return r->render != NULL;
}
static bool pm_renderer_animates(const struct maze_renderer *r)
{
    return r->animate != NULL;
}
"""

lib_sources = [os.path.join(ROOT, p) for p in maze_sources.c_files(ROOT)]
cflags = pkg_config("--cflags")
libs = pkg_config("--libs")

# setuptools takes source paths relative to setup.py's folder only.
lib_sources = [os.path.relpath(p, HERE) for p in lib_sources]

ffibuilder = FFI()
# The helpers' declarations come from their header itself (its
# preprocessor lines left out: cffi reads declarations only), so the two
# cannot drift apart.
HELPERS = ""
for header in ("_helpers.h", "_env.h"):
    with open(os.path.join(HERE, "maze", header), encoding="utf-8") as f:
        HELPERS += "".join(line for line in f if not line.startswith("#"))
ffibuilder.cdef(CDEF + HELPERS)
ffibuilder.set_source(
    "maze._maze",
    SOURCE,
    sources=lib_sources + [os.path.join("maze", f) for f in
                           ("_helpers.c", "_batch.c", "_tokens.c", "_env.c")],
    # A changed header rebuilds the module too.
    depends=[os.path.relpath(os.path.join(ROOT, p), HERE)
             for p in maze_sources.headers(ROOT)]
    + [os.path.join("maze", "_helpers.h"), os.path.join("maze", "_env.h")],
    include_dirs=[
        os.path.join(ROOT, "include"),
        os.path.join(HERE, "maze"),
    ]
    + [f[2:] for f in cflags if f.startswith("-I")],
    define_macros=[("_GNU_SOURCE", None)],
    extra_compile_args=["-std=c11", "-pthread", "-O2"]
    + [f for f in cflags if not f.startswith("-I")],
    extra_link_args=["-pthread"] + libs + ["-lgif", "-lm"],
)

if __name__ == "__main__":
    ffibuilder.compile(verbose=True)
