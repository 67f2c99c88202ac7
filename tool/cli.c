/*
 * cli.c - see cli.h.
 */
#include <errno.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <getopt.h>
#include <unistd.h>

#include "cli.h"

void cli_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("maze: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

int cli_usage_error(const char *cmd, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("maze: ", stderr);
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, " (see: maze help %s)\n", cmd);
    va_end(ap);
    return CLI_USAGE;
}

bool cli_number(const char *what, const char *text, uint64_t min, uint64_t max,
                uint64_t *out)
{
    errno = 0;
    char *end = NULL;
    unsigned long long v = 0;
    /* strtoull takes "-3" and " 3" and wraps the first around; a number
     * here starts with a digit and is nothing but digits. */
    bool ok = text[0] >= '0' && text[0] <= '9';
    if (ok) {
        v = strtoull(text, &end, 10);
        ok = errno == 0 && *end == '\0' && v >= min && v <= max;
    }
    if (!ok) {
        cli_error("invalid %s '%s' (expected a whole number from %llu to "
                  "%llu)",
                  what, text, (unsigned long long)min, (unsigned long long)max);
        return false;
    }
    *out = v;
    return true;
}

bool cli_share(const char *what, const char *text, double *out)
{
    errno = 0;
    char *end = NULL;
    double v = strtod(text, &end);
    if (end == text || *end != '\0' || errno || !isfinite(v) || v < 0.0 ||
        v > 1.0) {
        cli_error("invalid %s '%s' (expected a number from 0 to 1, like "
                  "0.5)",
                  what, text);
        return false;
    }
    *out = v;
    return true;
}

bool cli_point(const char *what, const char *text, uint32_t *x, uint32_t *y)
{
    const char *comma = strchr(text, ',');
    uint64_t vx = 0;
    uint64_t vy = 0;
    bool ok = comma != NULL;
    if (ok) {
        char head[32];
        size_t n = (size_t)(comma - text);
        ok = n > 0 && n < sizeof head;
        if (ok) {
            memcpy(head, text, n);
            head[n] = '\0';
            errno = 0;
            char *end = NULL;
            ok = head[0] >= '0' && head[0] <= '9' && comma[1] >= '0' &&
                 comma[1] <= '9';
            if (ok) {
                vx = strtoull(head, &end, 10);
                ok = *end == '\0';
                vy = strtoull(comma + 1, &end, 10);
                ok = ok && *end == '\0' && errno == 0 && vx <= MAZE_MAX_SIDE &&
                     vy <= MAZE_MAX_SIDE;
            }
        }
    }
    if (!ok) {
        cli_error("invalid %s '%s' (expected X,Y: two whole numbers like "
                  "0,0, x to the right and y down)",
                  what, text);
        return false;
    }
    *x = (uint32_t)vx;
    *y = (uint32_t)vy;
    return true;
}

bool cli_point_fits(const char *what, uint32_t width, uint32_t height,
                    uint32_t x, uint32_t y)
{
    if (x < width && y < height)
        return true;
    cli_error("%s %u,%u is outside the %ux%u maze (x from 0 to %u, y from 0 "
              "to %u)",
              what, x, y, width, height, width - 1, height - 1);
    return false;
}

bool cli_point_inside(const char *what, const struct maze *m, uint32_t x,
                      uint32_t y)
{
    if (m->ring && y < m->height) {
        uint32_t n = (uint32_t)(m->ring[y + 1] - m->ring[y]);
        if (x >= n) {
            cli_error("%s %u,%u is outside the maze (ring %u has %u cells: 0 "
                      "to %u)",
                      what, x, y, y, n, n - 1);
            return false;
        }
    } else if (!cli_point_fits(what, m->width, m->height, x, y)) {
        return false;
    }
    if (m->cell[maze_cell_at(m, x, y)] & MAZE_CELL_OFF) {
        cli_error("%s %u,%u is inside a wall (pick an open square)", what, x,
                  y);
        return false;
    }
    return true;
}

static void human_bytes(double bytes, char *buf, size_t size)
{
    const char *unit[] = {"bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    int i = 0;
    while (bytes >= 1024.0 && i < 6) {
        bytes /= 1024.0;
        i++;
    }
    snprintf(buf, size, i ? "%.1f %s" : "%.0f %s", bytes, unit[i]);
}

bool cli_size_fits(enum maze_shape shape, uint32_t width, uint32_t height)
{
    size_t bytes = 0;
    long pages = sysconf(_SC_PHYS_PAGES);
    long page = sysconf(_SC_PAGE_SIZE);
    double have = pages > 0 && page > 0 ? (double)pages * (double)page : 0;
    enum maze_err err = maze_shape_bytes(shape, width, height, &bytes);
    double need =
        err == MAZE_OK ? (double)bytes : (double)width * (double)height;
    if (err == MAZE_OK && (have == 0 || need <= have))
        return true;
    char need_text[32];
    char have_text[32];
    human_bytes(need, need_text, sizeof need_text);
    human_bytes(have, have_text, sizeof have_text);
    cli_error("a %ux%u maze needs %s of memory, more than this machine's %s",
              width, height, need_text, have_text);
    return false;
}

/* Reads the maze named by path (NULL or "-": standard input). */
struct maze *cli_load(const char *path, size_t max_bytes)
{
    bool from_stdin = !path || strcmp(path, "-") == 0;
    const char *name = from_stdin ? "standard input" : path;
    if (from_stdin && isatty(STDIN_FILENO)) {
        cli_error("no maze given (give a file, or pipe one in: maze "
                  "generate | maze solve)");
        return NULL;
    }
    FILE *in = from_stdin ? stdin : fopen(path, "rb");
    if (!in) {
        cli_error("cannot read '%s': %s", path, strerror(errno));
        return NULL;
    }
    struct maze *m = NULL;
    struct maze_read_error where = {0};
    errno = 0;
    enum maze_err err =
        maze_read(in, max_bytes ? max_bytes : MAZE_READ_MAX, &m, &where);
    int saved = errno;
    if (!from_stdin)
        fclose(in);
    if (err == MAZE_ERR_TOO_BIG && !where.line) {
        cli_error("%s: %s (give a larger --max-size to read it)", name,
                  where.message);
        return NULL;
    }
    if (err == MAZE_ERR_FORMAT || err == MAZE_ERR_TOO_BIG) {
        if (where.line)
            cli_error("%s:%lu:%lu: %s", name, where.line, where.column,
                      where.message);
        else
            cli_error("%s: %s", name, where.message);
        return NULL;
    }
    if (err == MAZE_ERR_IO) {
        cli_error("cannot read '%s': %s", name,
                  saved ? strerror(saved) : maze_strerror(err));
        return NULL;
    }
    if (err) {
        cli_error("cannot read '%s': %s", name, maze_strerror(err));
        return NULL;
    }
    return m;
}

/* ------------------------------------------------------------- output */

/* The temporary file being written, so that a signal can remove it. */
static char pending_temp[4096];

static void remove_pending(int sig)
{
    if (pending_temp[0])
        unlink(pending_temp);
    signal(sig, SIG_DFL);
    raise(sig);
}

bool cli_output_open(struct cli_output *out, const char *path)
{
    memset(out, 0, sizeof *out);
    if (!path || strcmp(path, "-") == 0) {
        out->file = stdout;
        return true;
    }
    /* A device, pipe or socket (-o /dev/null, a FIFO) is written as it
     * is: renaming a file over it would replace it, and it holds no data
     * a failure could lose. */
    struct stat st;
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode)) {
        out->file = fopen(path, "w");
        if (!out->file) {
            cli_error("cannot write '%s': %s", path, strerror(errno));
            return false;
        }
        out->path = path;
        return true;
    }
    const char *slash = strrchr(path, '/');
    size_t dir_len = slash ? (size_t)(slash - path) + 1 : 0;
    size_t size = strlen(path) + 16;
    out->temp = malloc(size);
    if (!out->temp || size > sizeof pending_temp) {
        cli_error("cannot write '%s': %s", path, strerror(ENAMETOOLONG));
        free(out->temp);
        return false;
    }
    snprintf(out->temp, size, "%.*s.%s.XXXXXX", (int)dir_len, path,
             path + dir_len);
    int fd = mkstemp(out->temp);
    if (fd < 0) {
        cli_error("cannot write '%s': %s", path, strerror(errno));
        free(out->temp);
        out->temp = NULL;
        return false;
    }
    mode_t mask = umask(0);
    umask(mask);
    fchmod(fd, 0666 & ~mask);
    out->file = fdopen(fd, "w");
    if (!out->file) {
        cli_error("cannot write '%s': %s", path, strerror(errno));
        close(fd);
        unlink(out->temp);
        free(out->temp);
        out->temp = NULL;
        return false;
    }
    out->path = path;
    snprintf(pending_temp, sizeof pending_temp, "%s", out->temp);
    signal(SIGINT, remove_pending);
    signal(SIGTERM, remove_pending);
    signal(SIGHUP, remove_pending);
    return true;
}

static void forget_pending(struct cli_output *out)
{
    pending_temp[0] = '\0';
    free(out->temp);
    out->temp = NULL;
    out->file = NULL;
}

void cli_output_abort(struct cli_output *out)
{
    if (!out->path) {
        fflush(stdout);
        return;
    }
    if (out->file)
        fclose(out->file);
    if (out->temp)
        unlink(out->temp);
    forget_pending(out);
}

void cli_write_error(const struct cli_output *out, const char *reason)
{
    if (out->path)
        cli_error("cannot write '%s': %s", out->path, reason);
    else
        cli_error("cannot write to standard output: %s", reason);
}

bool cli_output_commit(struct cli_output *out)
{
    if (!out->path) {
        if (fflush(stdout) != 0 || ferror(stdout)) {
            cli_write_error(out, strerror(errno));
            return false;
        }
        return true;
    }
    bool ok = fflush(out->file) == 0 && !ferror(out->file);
    int saved = errno;
    ok = fclose(out->file) == 0 && ok;
    out->file = NULL;
    if (ok && out->temp && rename(out->temp, out->path) != 0) {
        saved = errno;
        ok = false;
    }
    if (!ok) {
        cli_write_error(out, strerror(saved));
        if (out->temp)
            unlink(out->temp);
    }
    forget_pending(out);
    return ok;
}

int cli_option_error(const char *cmd, int c, char **argv)
{
    const char *given = argv[optind - 1];
    if (c == ':')
        return cli_usage_error(cmd, "option '%s' needs a value", given);
    if (optopt && given[0] == '-' && given[1] != '-')
        return cli_usage_error(cmd, "unknown option '-%c'", optopt);
    return cli_usage_error(cmd, "unknown option '%s'", given);
}

void cli_names(const void *table, size_t stride, char *buf, size_t size)
{
    buf[0] = '\0';
    for (const char *row = table;; row += stride) {
        const char *name = *(const char *const *)row;
        if (!name)
            break;
        if (buf[0])
            strncat(buf, ", ", size - strlen(buf) - 1);
        strncat(buf, name, size - strlen(buf) - 1);
    }
}

void cli_unknown(const char *what, const char *given, const void *table,
                 size_t stride, size_t aliases_at)
{
    const char *nearest = NULL;
    size_t best = SIZE_MAX;
    for (const char *row = table;; row += stride) {
        const char *name = *(const char *const *)row;
        if (!name)
            break;
        const char *aliases = *(const char *const *)(row + aliases_at);
        size_t d = maze_name_distance(given, name, aliases);
        if (d < best) {
            best = d;
            nearest = name;
        }
    }
    /* A typo changes at most a third of a name's letters. */
    if (nearest && best * 3 <= strlen(given)) {
        cli_error("unknown %s '%s' (did you mean %s? all of them: maze list)",
                  what, given, nearest);
        return;
    }
    char names[256];
    cli_names(table, stride, names, sizeof names);
    cli_error("unknown %s '%s' (try: %s)", what, given, names);
}

const struct maze_solver *cli_solver(const char *name)
{
    const struct maze_solver *s = maze_solver_find(name);
    if (!s)
        CLI_UNKNOWN("solver", name, maze_solvers(), struct maze_solver);
    return s;
}

bool cli_solve(struct maze *m, const struct maze_solver *solver, size_t from,
               const struct maze_solve_opts *opts, const struct maze_hook *hook,
               struct maze_route *route)
{
    enum maze_err err =
        from == MAZE_NONE ? maze_solve(m, solver, opts, hook, route)
                          : maze_solve_from(m, solver, from, opts, hook, route);
    if (err == MAZE_ERR_NO_ROUTE && from != MAZE_NONE) {
        uint32_t x = 0;
        uint32_t y = 0;
        maze_cell_xy(m, from, &x, &y);
        cli_error("no route from %u,%u to E", x, y);
        return false;
    }
    if (err == MAZE_ERR_NO_ROUTE) {
        cli_error("no route from S to E");
        return false;
    }
    if (err == MAZE_ERR_DEFEATED) {
        cli_error("%s cannot reach E: it went round a loop (a route exists; "
                  "try another solver)",
                  solver ? solver->name : maze_solvers()->name);
        return false;
    }
    if (err) {
        cli_error("cannot solve the maze: %s", maze_strerror(err));
        return false;
    }
    fprintf(stderr, "route length: %zu\n", route->length - 1);
    return true;
}

bool cli_max_size(const char *arg, size_t *out)
{
    uint64_t v = 0;
    if (!cli_number("--max-size", arg, 1, SIZE_MAX, &v))
        return false;
    *out = (size_t)v;
    return true;
}
