/*
 * grid.c - the maze itself: one byte per cell, each passage stored once.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

#include "mz.h"

enum maze_err maze_bytes_needed(uint64_t width, uint64_t height, size_t *bytes)
{
    if (width < 1 || height < 1 || width > MAZE_MAX_SIDE ||
        height > MAZE_MAX_SIDE)
        return MAZE_ERR_TOO_BIG;
    /* Both sides are below 2^31, so the product fits in 64 bits; it must
     * also fit in size_t, with room for the struct. */
    uint64_t cells = width * height;
    if (cells > (uint64_t)(SIZE_MAX - sizeof(struct maze)))
        return MAZE_ERR_TOO_BIG;
    *bytes = (size_t)cells + sizeof(struct maze);
    return MAZE_OK;
}

/* Arrays from this size on (cells, and the big working arrays of some
 * generators) come straight from mmap with transparent huge pages asked
 * for, and filled in at once (MADV_POPULATE_WRITE, Linux 5.14; see
 * populate() for when small pages are better): the first touch of fresh
 * memory is the main cost of the fast generators, 2 MiB pages take far
 * less of the faults' time than 4 KiB ones (and spare the TLB on random
 * access), and filling them in before use spares a fault each, twice
 * over where a page is read before it is written (the check for OFF
 * cells before generating; figures in NEWS.md). Every byte of these
 * arrays is written anyway. Smaller arrays use the allocator. Both are
 * zeroed. */
#define MZ_HUGE_CELLS ((size_t)256 << 10)
/* Up to this size (glibc's largest cached block), malloc and memset. */
#define MZ_SMALL_CELLS ((size_t)1024)
#define MZ_HUGE_PAGE ((size_t)2 << 20)

/* The length mapped for n bytes: whole huge pages where that adds at most
 * a sixteenth and half a MiB, else n (the tail then takes small pages). A
 * mapping that starts on a huge page's edge and ends on one is all huge
 * pages, and fills in faster: 4,000,000 bytes (2000x2000) mapped as they
 * are got one huge page and 463 small ones, rounded to 4 MiB two huge
 * pages (figures in NEWS.md). The limits keep a maze near a byte a cell:
 * 4000x4000 would take 759 KiB more. */
static size_t huge_length(size_t n)
{
    size_t whole = (n + MZ_HUGE_PAGE - 1) & ~(MZ_HUGE_PAGE - 1);
    size_t spare = whole - n;
    return spare <= n / 16 && spare <= ((size_t)512 << 10) ? whole : n;
}

/* Fills in the len bytes at p (huge pages asked for) a huge page at a
 * time, and the rest in small pages once two huge pages in a row cost
 * more than small ones would. A VM that hands free memory back to its
 * host (virtio-balloon's free page reporting, of 2 MiB blocks) leaves the
 * blocks that huge pages are cut from without memory behind them until
 * they are touched again: after another process freed much memory,
 * filling in huge pages can take several times as long, most of it in the
 * kernel's clear_page (waiting on the host). Small pages come from the
 * pieces of free memory smaller than 2 MiB, which the host never took
 * back, and cost the same either way. A lone slow huge page among fast
 * ones is common, a run of them means the rest will be slow too. The
 * kernel hands out the blocks the host still backs first (page_reporting
 * puts the reported ones last), so once one costs what the host's take
 * back costs, every one after it does. Such a page is not waited for
 * twice. The thresholds are CPU time a huge page (figures in NEWS.md). */
#define MZ_SLOW_HUGE_PAGE_NS 1000000    /* dearer than small pages */
#define MZ_STALLED_HUGE_PAGE_NS 3000000 /* one the host took back */
static void populate(uint8_t *p, size_t len)
{
#ifdef MADV_POPULATE_WRITE
    unsigned slow = 0;
    for (size_t at = 0; at < len; at += MZ_HUGE_PAGE) {
        size_t n = len - at < MZ_HUGE_PAGE ? len - at : MZ_HUGE_PAGE;
        struct timespec t0 = {0, 0}, t1 = {0, 0};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t0);
        madvise(p + at, n, MADV_POPULATE_WRITE); /* else faulted on use */
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t1);
        long long ns = (long long)(t1.tv_sec - t0.tv_sec) * 1000000000 +
                       (t1.tv_nsec - t0.tv_nsec);
        slow = ns > MZ_STALLED_HUGE_PAGE_NS ? 2
               : ns > MZ_SLOW_HUGE_PAGE_NS  ? slow + 1
                                            : 0;
        if (slow >= 2 && at + n < len) {
#ifdef MADV_NOHUGEPAGE
            madvise(p + at + n, len - at - n, MADV_NOHUGEPAGE);
#endif
            madvise(p + at + n, len - at - n, MADV_POPULATE_WRITE);
            return;
        }
    }
#else
    (void)p;
    (void)len;
#endif
}

void *mz_big_alloc(size_t n)
{
    if (mz_big_alloc_seen)
        mz_big_alloc_seen(n);
    /* A small maze's cells from malloc, which takes them from the
     * thread's own cache of freed blocks (glibc's tcache): calloc never
     * does, so each maze's free went past the full cache to the arena's
     * shared lists, an atomic exchange each once a batch runs threads. */
    if (n <= MZ_SMALL_CELLS) {
        void *p = malloc(n ? n : 1);
        if (p)
            memset(p, 0, n);
        return p;
    }
    if (n < MZ_HUGE_CELLS)
        return calloc(n, 1);
    size_t len = huge_length(n);
    if (len > SIZE_MAX - MZ_HUGE_PAGE)
        return NULL;
    /* A huge page more than asked, so that the start can be moved to a
     * huge page's edge and the rest given back. */
    uint8_t *map = mmap(NULL, len + MZ_HUGE_PAGE, PROT_READ | PROT_WRITE,
                        MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (map == MAP_FAILED)
        return NULL;
    size_t head = (MZ_HUGE_PAGE - (uintptr_t)map % MZ_HUGE_PAGE) % MZ_HUGE_PAGE;
    if (head)
        munmap(map, head);
    if (MZ_HUGE_PAGE - head)
        munmap(map + head + len, MZ_HUGE_PAGE - head);
    uint8_t *p = map + head;
#ifdef MADV_HUGEPAGE
    madvise(p, len, MADV_HUGEPAGE); /* a hint: without it, normal pages */
#endif
    populate(p, len);
    return p;
}

void mz_big_free(void *p, size_t n)
{
    if (n < MZ_HUGE_CELLS)
        free(p);
    else if (p)
        munmap(p, huge_length(n));
}

/* The rings of a polar maze: ring 0 has `width` cells and each ring after
 * it the cells of the one inside times the whole number that keeps a
 * cell's inner edge (2 pi r / cells, in ring depths) nearest to one deep;
 * at most 3 (6 round a one-cell centre) so that no cell has more than
 * MAZE_MAX_NEIGHBOURS. Writes height + 1 starts into ring when it is not
 * NULL (the caller has checked that the cells fit in size_t) and returns
 * the cells, counted in 64 bits whatever size_t is, or 0 when a ring
 * holds more than UINT32_MAX. */

/* A sphere's (sphere.h) are a polar grid's for each hemisphere, but
 * with a ring's inner edge 2 pi sin(r d) / d ring depths round (d the
 * angle of a ring, a quarter turn over the rings of a hemisphere), so
 * that a ring's cells follow its latitude; the south's rings are the
 * north's in the mirror. */
static uint64_t polar_rings_of(enum maze_shape shape, uint32_t width,
                               uint32_t height, size_t *ring)
{
    const bool sphere = shape == MAZE_SHAPE_SPHERE;
    const uint32_t rings = sphere ? height / 2 : height;
    const double depth = sphere && rings ? M_PI / 2 / rings : 1;
    uint64_t total = 0;
    uint64_t n = width;
    for (uint32_t r = 0; r < rings; r++) {
        if (r > 0) {
            double round_ = sphere ? 2 * M_PI * sin(r * depth) / depth
                                   : 2 * M_PI * r;
            double ratio = round(round_ / (double)n);
            double most = n == 1 ? 6 : 3;
            n *= (uint64_t)(ratio < 1 ? 1 : ratio > most ? most : ratio);
        }
        if (ring)
            ring[r] = (size_t)total;
        total += n;
        if (n > UINT32_MAX)
            return 0;
    }
    /* The south: the north's rings in the mirror. */
    if (sphere && ring)
        ring[rings] = (size_t)total;
    for (uint32_t r = rings + 1; sphere && ring && r < height; r++)
        ring[r] = (size_t)total + ((size_t)total - ring[height - r]);
    if (sphere)
        total *= 2;
    if (ring)
        ring[height] = (size_t)total;
    return total;
}

/* A ring table's shapes: polar and sphere. */
static bool ringed(enum maze_shape shape)
{
    return shape == MAZE_SHAPE_POLAR || shape == MAZE_SHAPE_SPHERE;
}

double mz_shape_need(enum maze_shape shape, uint32_t width, uint32_t height)
{
    uint64_t cells = ringed(shape) && height <= MAZE_MAX_RINGS
                         ? polar_rings_of(shape, width, height, NULL)
                         : 0;
    if (cells == 0)
        return (double)width * height + sizeof(struct maze);
    return (double)cells + ((double)height + 1) * sizeof(size_t) +
           sizeof(struct maze);
}

enum maze_err maze_shape_bytes(enum maze_shape shape, uint64_t width,
                               uint64_t height, size_t *bytes)
{
    if ((unsigned)shape > MAZE_SHAPE_LAST)
        return MAZE_ERR_ARG;
    /* One column of triangles falls apart into pairs. */
    if (shape == MAZE_SHAPE_TRIANGLE && width == 1 && height > 1)
        return MAZE_ERR_ARG;
    /* A cube's six faces are square. */
    if (shape == MAZE_SHAPE_CUBE && height != 6 * width)
        return MAZE_ERR_ARG;
    if (!ringed(shape))
        return maze_bytes_needed(width, height, bytes);
    if (width < 1 || height < 1 || width > MAZE_MAX_SIDE ||
        height > MAZE_MAX_RINGS)
        return MAZE_ERR_TOO_BIG;
    if (width == 2) /* two cells would touch on two sides */
        return MAZE_ERR_ARG;
    /* A sphere's hemispheres have a ring each at least, and two one-cell
     * caps would meet each other only. */
    if (shape == MAZE_SHAPE_SPHERE &&
        ((height & 1) || (width == 1 && height < 4)))
        return MAZE_ERR_ARG;
    uint64_t cells =
        polar_rings_of(shape, (uint32_t)width, (uint32_t)height, NULL);
    size_t table = ((size_t)height + 1) * sizeof(size_t);
    if (cells == 0 || cells > (uint64_t)(SIZE_MAX / 2) ||
        cells > SIZE_MAX - table - sizeof(struct maze))
        return MAZE_ERR_TOO_BIG;
    *bytes = (size_t)cells + table + sizeof(struct maze);
    return MAZE_OK;
}

enum maze_err maze_new_shape(enum maze_shape shape, uint32_t width,
                             uint32_t height, struct maze **out)
{
    size_t bytes = 0;
    enum maze_err err = maze_shape_bytes(shape, width, height, &bytes);
    if (err)
        return err;
    struct maze *m = malloc(sizeof *m);
    if (!m)
        return MAZE_ERR_NOMEM;
    m->width = width;
    m->height = height;
    m->shape = shape;
    m->ring = NULL;
    if (ringed(shape)) {
        m->ring = malloc(((size_t)height + 1) * sizeof *m->ring);
        if (!m->ring) {
            free(m);
            return MAZE_ERR_NOMEM;
        }
        m->cells = (size_t)polar_rings_of(shape, width, height, m->ring);
    } else {
        m->cells = (size_t)width * height;
    }
    m->cell = mz_big_alloc(m->cells);
    if (!m->cell) {
        free(m->ring);
        free(m);
        return MAZE_ERR_NOMEM;
    }
    m->start = 0;
    m->end = m->cells - 1;
    m->start_door = -1;
    m->end_door = -1;
    m->sheet = false;
    m->floors = 1;
    m->extra = NULL;
    m->wrap = 0;
    m->towers = 1;
    *out = m;
    return MAZE_OK;
}

enum maze_err maze_new(uint32_t width, uint32_t height, struct maze **out)
{
    return maze_new_shape(MAZE_SHAPE_RECT, width, height, out);
}

enum maze_err maze_new_floors(uint32_t width, uint32_t height, uint32_t floors,
                              struct maze **out)
{
    return maze_new_towers(width, height, floors, 1, out);
}

enum maze_err maze_new_towers(uint32_t width, uint32_t height, uint32_t floors,
                              uint32_t towers, struct maze **out)
{
    if (floors == 0 || towers == 0 ||
        (uint64_t)floors * towers > MAZE_MAX_FLOORS)
        return MAZE_ERR_ARG;
    uint32_t all = floors * towers;
    if ((uint64_t)height * all > MAZE_MAX_SIDE)
        return MAZE_ERR_TOO_BIG;
    struct maze *m = NULL;
    enum maze_err err = maze_new(width, height * all, &m);
    if (err || all == 1) {
        if (!err)
            *out = m;
        return err;
    }
    m->extra = calloc(m->cells, 1);
    if (!m->extra) {
        maze_free(m);
        return MAZE_ERR_NOMEM;
    }
    m->floors = all;
    m->towers = towers;
    *out = m;
    return MAZE_OK;
}

enum maze_err maze_new_levels(uint32_t width, uint32_t height, uint32_t levels,
                              struct maze **out)
{
    return maze_new_floors(width, height, levels, out);
}

void maze_free(struct maze *m)
{
    if (!m)
        return;
    mz_big_free(m->cell, m->cells);
    free(m->extra);
    free(m->ring);
    free(m);
}

static const char *const shape_names[] = {
    "rect", "hex", "triangle", "polar", "upsilon", "cube", "sphere"};

const char *maze_shape_name(enum maze_shape shape)
{
    return (unsigned)shape <= MAZE_SHAPE_LAST ? shape_names[shape] : "?";
}

/* The other names of each shape, as registries list them. */
static const char *const shape_aliases[] = {
    "rectangle rectangular square grid", "hexagonal hexagon hexes",
    "triangular triangles delta", "circular circle round theta",
    "octagon octagons octagonal octagons-and-squares truncated-square",
    "cubic box six-faces", "globe ball spherical"};

bool maze_shape_find(const char *name, enum maze_shape *shape)
{
    for (unsigned i = 0; i <= MAZE_SHAPE_LAST; i++) {
        if (maze_name_distance(name, shape_names[i], shape_aliases[i]) == 0) {
            *shape = (enum maze_shape)i;
            return true;
        }
    }
    return false;
}

unsigned maze_directions(const struct maze *m)
{
    return mz_dirs(m);
}

void maze_ring_xy(const struct maze *m, size_t c, uint32_t *x, uint32_t *y)
{
    /* The last ring whose first cell is at or before c. */
    uint32_t lo = 0;
    uint32_t hi = m->height - 1;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo + 1) / 2;
        if (m->ring[mid] <= c)
            lo = mid;
        else
            hi = mid - 1;
    }
    *y = lo;
    *x = (uint32_t)(c - m->ring[lo]);
}

enum maze_err maze_cell_check(const struct maze *m, const char *what,
                              uint32_t x, uint32_t y, size_t *cell, char *why,
                              size_t size)
{
    char none[1];
    if (!why || !size) {
        why = none;
        size = sizeof none;
    }
    why[0] = '\0';
    if (m->ring && y >= m->height) {
        snprintf(why, size, "%s ring %u is outside the maze (rings 0 to %u)",
                 what, y, m->height - 1);
        return MAZE_ERR_ARG;
    }
    if (m->ring && x >= m->ring[y + 1] - m->ring[y]) {
        uint32_t n = (uint32_t)(m->ring[y + 1] - m->ring[y]);
        snprintf(why, size,
                 "%s %u,%u is outside the maze (ring %u has %u cells: 0 to "
                 "%u)",
                 what, x, y, y, n, n - 1);
        return MAZE_ERR_ARG;
    }
    if (!m->ring && (x >= m->width || y >= m->height)) {
        snprintf(why, size,
                 "%s %u,%u is outside the %ux%u maze (x from 0 to %u, y from "
                 "0 to %u)",
                 what, x, y, m->width, m->height, m->width - 1, m->height - 1);
        return MAZE_ERR_ARG;
    }
    size_t c = maze_cell_at(m, x, y);
    if (m->cell[c] & MAZE_CELL_OFF) {
        snprintf(why, size, "%s %u,%u is inside a wall (pick an open square)",
                 what, x, y);
        return MAZE_ERR_ARG;
    }
    if (cell)
        *cell = c;
    return MAZE_OK;
}

/* The whole-grid loops take the array and its size into locals: a byte
 * store may alias the struct's fields, and the compiler would then reload
 * them at every cell instead of running the loop on whole words. */
void maze_clear(struct maze *m)
{
    uint8_t *g = m->cell;
    size_t n = m->cells;
    size_t c = 0;
    /* Eight cells at a time (a generator clears the grid for every maze
     * of a dataset of small ones). */
    for (; c + 8 <= n; c += 8) {
        uint64_t word = 0;
        memcpy(&word, g + c, sizeof word);
        word &= 0x0101010101010101ull * MAZE_CELL_OFF;
        memcpy(g + c, &word, sizeof word);
    }
    for (; c < n; c++)
        g[c] &= MAZE_CELL_OFF;
    if (m->extra)
        memset(m->extra, 0, n);
}

void mz_clear_scratch(struct maze *m)
{
    uint8_t *g = m->cell;
    size_t n = m->cells;
    uint8_t keep = maze_keep_bits(m);
    for (size_t c = 0; c < n; c++)
        g[c] &= keep;
    if (m->extra) /* a solver may chalk a stair's marks there */
        for (size_t c = 0; c < n; c++)
            m->extra[c] &= MZ_EXTRA_KEEP;
}

size_t maze_neighbour(const struct maze *m, size_t c, int d)
{
    struct mz_at b;
    if (c >= m->cells || d < 0 || d >= MAZE_MAX_NEIGHBOURS ||
        !mz_next(m, mz_at(m, c), d, &b))
        return MAZE_NONE;
    return b.c;
}

bool maze_open(const struct maze *m, size_t c, int d)
{
    struct mz_at b;
    if (c >= m->cells || d < 0 || d >= MAZE_MAX_NEIGHBOURS)
        return false;
    return mz_go(m, mz_at(m, c), d, &b);
}

size_t maze_go(const struct maze *m, size_t c, int d)
{
    struct mz_at b;
    if (c >= m->cells || d < 0 || d >= MAZE_MAX_NEIGHBOURS ||
        !mz_go(m, mz_at(m, c), d, &b))
        return MAZE_NONE;
    return b.c;
}

int mz_direction(const struct maze *m, size_t a, size_t b)
{
    if (a >= m->cells)
        return -1;
    struct mz_at at = mz_at(m, a);
    struct mz_at to;
    for (int d = 0; d < MAZE_MAX_NEIGHBOURS; d++)
        if (mz_next(m, at, d, &to) && to.c == b)
            return d;
    return -1;
}

bool maze_linked(const struct maze *m, size_t a, size_t b)
{
    if (m->extra && a < m->cells) { /* under a crossing b is two cells on */
        struct mz_at at = mz_at(m, a);
        struct mz_at to;
        for (int d = 0; d < (int)mz_dirs(m); d++)
            if (mz_go(m, at, d, &to) && to.c == b)
                return true;
        return false;
    }
    int d = mz_direction(m, a, b);
    return d >= 0 && maze_open(m, a, d);
}

/* Opens or closes the wall between a and b. Two cells of a two-cell
 * polar ring touch on both sides; the first direction found is used. */
static enum maze_err set_link(struct maze *m, size_t a, size_t b, bool open)
{
    int d = mz_direction(m, a, b);
    if (d < 0)
        return MAZE_ERR_ARG;
    struct mz_at at = mz_at(m, a);
    struct mz_at to = mz_at(m, b);
    if (open)
        mz_link(m, at, d, to);
    else
        mz_unlink(m, at, d, to);
    return MAZE_OK;
}

enum maze_err maze_link(struct maze *m, size_t a, size_t b)
{
    return set_link(m, a, b, true);
}

enum maze_err maze_unlink(struct maze *m, size_t a, size_t b)
{
    return set_link(m, a, b, false);
}

/* -------------------------------------------------------- growable arrays */

/* The array pointer is copied in and out with memcpy: `items` points at a
 * pointer of some other type, which may not be written through a void **. */
bool mz_grow(void *items, size_t *cap, size_t count, size_t size)
{
    if (count < *cap)
        return true;
    size_t want = *cap ? *cap * 2 : 256;
    if (want > SIZE_MAX / size)
        return false;
    void *old = NULL;
    memcpy(&old, items, sizeof old);
    void *grown = realloc(old, want * size);
    if (!grown)
        return false;
    memcpy(items, &grown, sizeof grown);
    *cap = want;
    return true;
}

size_t mz_random_cell(struct maze *m, struct maze_rng *rng)
{
    size_t c = (size_t)maze_rng_below(rng, m->cells);
    for (size_t i = 0; i < m->cells; i++) {
        if (!(m->cell[c] & MAZE_CELL_OFF))
            return c;
        c = c + 1 == m->cells ? 0 : c + 1;
    }
    return MAZE_NONE;
}

bool mz_has_off(const struct maze *m)
{
    const uint8_t *g = m->cell;
    size_t n = m->cells;
    size_t c = 0;
    uint64_t any = 0;
    for (; c + 8 <= n; c += 8) {
        uint64_t word = 0;
        memcpy(&word, g + c, sizeof word);
        any |= word;
    }
    for (; c < n; c++)
        any |= g[c];
    return any & 0x0404040404040404ull; /* MAZE_CELL_OFF in any byte */
}

size_t mz_cells_on(const struct maze *m)
{
    const uint8_t *g = m->cell;
    size_t cells = m->cells;
    size_t n = 0;
    for (size_t c = 0; c < cells; c++)
        n += !(g[c] & MAZE_CELL_OFF);
    return n;
}

void mz_open_field(struct maze *m)
{
    if (m->shape != MAZE_SHAPE_RECT || m->extra) {
        for (uint32_t y = 0; y < m->height; y++) {
            uint32_t n = m->ring ? mz_ring_cells(m, y) : m->width;
            for (uint32_t x = 0; x < n; x++) {
                struct mz_at a = {maze_cell_at(m, x, y), x, y};
                if (m->cell[a.c] & MAZE_CELL_OFF)
                    continue;
                for (int d = 0; d < (int)mz_dirs(m); d++) {
                    struct mz_at b;
                    if (mz_next(m, a, d, &b) && !(m->cell[b.c] & MAZE_CELL_OFF))
                        mz_link(m, a, d, b);
                }
            }
        }
        return;
    }
    for (uint32_t y = 0; y < m->height; y++) {
        uint8_t *row = m->cell + maze_cell_at(m, 0, y);
        uint8_t *below = row + m->width;
        for (uint32_t x = 0; x < m->width; x++) {
            if (row[x] & MAZE_CELL_OFF)
                continue;
            if (x + 1 < m->width && !(row[x + 1] & MAZE_CELL_OFF))
                row[x] |= MAZE_CELL_EAST;
            if (y + 1 < m->height && !(below[x] & MAZE_CELL_OFF))
                row[x] |= MAZE_CELL_SOUTH;
        }
    }
}
