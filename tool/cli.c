/*
 * cli.c - see cli.h.
 */
#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <getopt.h>
#include <pthread.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"

void cli_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    progress_erase();
    fputs("maze: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

int cli_usage_error(const char *cmd, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    progress_erase();
    fputs("maze: ", stderr);
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, " (see: maze help %s)\n", cmd);
    va_end(ap);
    return CLI_USAGE;
}

bool cli_number(const char *what, const char *text, uint64_t min, uint64_t max,
                uint64_t *out)
{
    if (maze_parse_whole(text, min, max, out))
        return true;
    cli_error("invalid %s '%s' (expected a whole number from %llu to %llu)",
              what, text, (unsigned long long)min, (unsigned long long)max);
    return false;
}

bool cli_share(const char *what, const char *text, double *out)
{
    if (maze_parse_share(text, out))
        return true;
    cli_error("invalid %s '%s' (expected a number from 0 to 1, like 0.5)",
              what, text);
    return false;
}

bool cli_point(const char *what, const char *text, uint32_t *x, uint32_t *y)
{
    if (maze_parse_point(text, x, y))
        return true;
    cli_error("invalid %s '%s' (expected X,Y: two whole numbers like 0,0, x "
              "to the right and y down)",
              what, text);
    return false;
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
    char why[200];
    if (maze_cell_check(m, what, x, y, NULL, why, sizeof why) == MAZE_OK)
        return true;
    cli_error("%s", why);
    return false;
}

bool cli_size_fits(uint32_t width, uint32_t height)
{
    /* The library's judgment of a rectangle of that size: its memory
     * against the machine's. */
    struct maze_settings *s = NULL;
    struct maze_settings_error err = {0};
    char w[16];
    char h[16];
    snprintf(w, sizeof w, "%u", width);
    snprintf(h, sizeof h, "%u", height);
    enum maze_err e = maze_settings_new(MAZE_SPELL_OPTIONS, &s);
    if (!e && !(e = maze_settings_set(s, "width", w, &err)) &&
        !(e = maze_settings_set(s, "height", h, &err)))
        e = maze_settings_check(s, &err);
    maze_settings_free(s);
    if (e)
        cli_error("%s", err.message[0] ? err.message : maze_strerror(e));
    return e == MAZE_OK;
}

bool cli_is_stdin(const char *path)
{
    return !path || strcmp(path, "-") == 0;
}

/* A stream read again: the bytes held, then the rest of the input. */
struct replay {
    char *held;
    size_t len, at;
    FILE *rest;
};

static ssize_t replay_read(void *cookie, char *buf, size_t size)
{
    struct replay *r = cookie;
    if (r->at < r->len) {
        size_t n = r->len - r->at < size ? r->len - r->at : size;
        memcpy(buf, r->held + r->at, n);
        r->at += n;
        return (ssize_t)n;
    }
    size_t n = fread(buf, 1, size, r->rest);
    return n == 0 && ferror(r->rest) ? -1 : (ssize_t)n;
}

static int replay_close(void *cookie)
{
    struct replay *r = cookie;
    free(r->held);
    free(r);
    return 0;
}

FILE *cli_replay(char *held, size_t len, FILE *rest)
{
    struct replay *r = malloc(sizeof *r);
    FILE *again = NULL;
    if (r) {
        *r = (struct replay){held, len, 0, rest};
        cookie_io_functions_t io = {replay_read, NULL, NULL, replay_close};
        again = fopencookie(r, "r", io);
    }
    if (!again) {
        free(held);
        free(r);
    }
    return again;
}

bool cli_input_open(struct cli_input *in, const char *path)
{
    bool from_stdin = cli_is_stdin(path);
    *in = (struct cli_input){0};
    in->path = from_stdin ? NULL : path;
    in->name = from_stdin ? "standard input" : path;
    if (from_stdin && isatty(STDIN_FILENO)) {
        cli_error("no maze given (give a file, or pipe one in: maze "
                  "generate | maze solve)");
        return false;
    }
    FILE *opened = from_stdin ? stdin : fopen(path, "rb");
    if (!opened) {
        cli_error("cannot read '%s': %s", path, strerror(errno));
        return false;
    }
    /* A regular file is read again from where it starts (its size and
     * a reader's seeks stay); anything else can be read only once, and
     * gets its head back from memory. */
    struct stat st;
    bool regular = fstat(fileno(opened), &st) == 0 && S_ISREG(st.st_mode);
    off_t at = regular ? ftello(opened) : -1;
    errno = 0;
    in->head_len = fread(in->head, 1, sizeof in->head, opened);
    if (ferror(opened)) {
        cli_error("cannot read '%s': %s", in->name,
                  errno ? strerror(errno) : "input error");
        if (opened != stdin)
            fclose(opened);
        return false;
    }
    in->opened = opened;
    if (at >= 0 && fseeko(opened, at, SEEK_SET) == 0) {
        in->file = opened;
        return true;
    }
    char *held = malloc(in->head_len ? in->head_len : 1);
    if (held) {
        memcpy(held, in->head, in->head_len);
        in->file = cli_replay(held, in->head_len, opened);
    }
    if (!in->file) {
        cli_error("out of memory reading %s", in->name);
        cli_input_close(in);
        return false;
    }
    return true;
}

void cli_input_close(struct cli_input *in)
{
    if (in->file && in->file != in->opened)
        fclose(in->file);
    if (in->opened && in->opened != stdin)
        fclose(in->opened);
    in->file = NULL;
    in->opened = NULL;
}

/* Reads the maze named by path (NULL or "-": standard input). */
struct maze *cli_load(const char *path, size_t max_bytes)
{
    struct cli_input in;
    if (!cli_input_open(&in, path))
        return NULL;
    struct maze *m = cli_load_stream(in.file, in.name, max_bytes);
    cli_input_close(&in);
    return m;
}

struct maze *cli_load_stream(FILE *in, const char *name, size_t max_bytes)
{
    struct maze *m = NULL;
    struct maze_read_error where = {0};
    FILE *reading = progress_reading(in, "reading");
    errno = 0;
    enum maze_err err =
        maze_read(reading, max_bytes ? max_bytes : MAZE_READ_MAX, &m, &where);
    int saved = errno;
    progress_reading_end(reading, in);
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

/* The temporary files being written, so that a signal can remove them
 * (or, those marked keep, rename them into place): a slot is in use while
 * `live`. Written only with the fatal signals held back (the library's
 * hook is called so) and, as a batch's workers open files too, under
 * pending_lock; read by the handler. A batch has its index open, and a
 * maze and its solved picture for each piece made ahead (CLI_FILES_AHEAD
 * pieces at most: cli_output_try() refuses more). */
static struct {
    char temp[4096];
    char target[4096];
    volatile sig_atomic_t live, keep;
} pending[2 * CLI_FILES_AHEAD + 8];
static pthread_mutex_t pending_lock = PTHREAD_MUTEX_INITIALIZER;
/* cli_output::slot before a slot is found: from cli_output_try(). */
#define CLI_SLOT_TRY (-2)

#define N_PENDING (sizeof pending / sizeof pending[0])
/* The slots cli_output_try() may take, so that the caller's own outputs
 * always find one. */
#define N_PENDING_TRY (2 * CLI_FILES_AHEAD)

/* The signals that end the tool by default and can be caught. The faults
 * (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP) are a bug's, and left to the
 * sanitizers and the core dump; SIGKILL and SIGSTOP cannot be caught. */
static const int fatal_signals[] = {
    SIGHUP,    SIGINT,  SIGQUIT, SIGABRT, SIGPIPE,   SIGALRM, SIGTERM,
    SIGUSR1,   SIGUSR2, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSYS,
#ifdef SIGIO
    SIGIO,
#endif
#ifdef SIGPWR
    SIGPWR,
#endif
#ifdef SIGSTKFLT
    SIGSTKFLT,
#endif
};

#define N_FATAL (sizeof fatal_signals / sizeof fatal_signals[0])

/* A batch's workers open files while the handler runs in the calling
 * thread: it first shuts the door (dying) and waits for the workers inside
 * cli_output_try() (opening) to leave, so that no file is made after it
 * looked. Lock-free atomics, safe in a handler. */
static int dying;
static int opening;

static void remove_pending(int sig)
{
    __atomic_store_n(&dying, 1, __ATOMIC_SEQ_CST);
    while (__atomic_load_n(&opening, __ATOMIC_SEQ_CST)) {
        struct timespec pause = {0, 100000};
        nanosleep(&pause, NULL);
    }
    for (size_t i = 0; i < N_PENDING; i++) {
        if (!pending[i].live)
            continue;
        if (pending[i].keep)
            rename(pending[i].temp, pending[i].target);
        else
            unlink(pending[i].temp);
    }
    signal(sig, SIG_DFL);
    raise(sig); /* delivered as the handler returns: the usual death */
}

/* Catches the fatal signals to remove the temporary files first, once, and
 * only those the tool was started with at their default: a signal ignored
 * by the caller (nohup, a shell's background job) stays ignored. */
static void catch_once(void);

static void catch_fatal_signals(void)
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, catch_once);
}

static void catch_once(void)
{
    struct sigaction act;
    memset(&act, 0, sizeof act);
    act.sa_handler = remove_pending;
    sigemptyset(&act.sa_mask);
    for (size_t i = 0; i < N_FATAL; i++)
        sigaddset(&act.sa_mask, fatal_signals[i]);
    for (size_t i = 0; i < N_FATAL; i++) {
        struct sigaction old;
        if (sigaction(fatal_signals[i], NULL, &old) == 0 &&
            old.sa_handler == SIG_DFL)
            sigaction(fatal_signals[i], &act, NULL);
    }
}

void cli_hold_signals(sigset_t *was)
{
    sigset_t fatal;
    sigemptyset(&fatal);
    for (size_t i = 0; i < N_FATAL; i++)
        sigaddset(&fatal, fatal_signals[i]);
    sigprocmask(SIG_BLOCK, &fatal, was);
}

void cli_release_signals(const sigset_t *was)
{
    sigprocmask(SIG_SETMASK, was, NULL);
}

/* The library's hook: a slot for each temporary file while it exists. */
static void track_temp(const char *temp, const char *target, void *user)
{
    struct cli_output *out = user;
    pthread_mutex_lock(&pending_lock);
    if (!temp) {
        if (out->slot >= 0) {
            pending[out->slot].live = 0;
            pending[out->slot].keep = 0;
        }
        out->slot = -1;
        pthread_mutex_unlock(&pending_lock);
        return;
    }
    size_t n = out->slot == CLI_SLOT_TRY ? N_PENDING_TRY : N_PENDING;
    out->slot = -1;
    for (size_t i = 0; i < n; i++) {
        if (pending[i].live || strlen(temp) >= sizeof pending[i].temp ||
            strlen(target) >= sizeof pending[i].target)
            continue;
        strcpy(pending[i].temp, temp);
        strcpy(pending[i].target, target);
        pending[i].keep = 0;
        pending[i].live = 1;
        out->slot = (int)i;
        break;
    }
    pthread_mutex_unlock(&pending_lock);
}

void cli_output_keep_on_signal(struct cli_output *out)
{
    if (out->slot >= 0)
        pending[out->slot].keep = 1;
}

bool cli_output_try(struct cli_output *out, const char *path)
{
    memset(out, 0, sizeof *out);
    out->slot = CLI_SLOT_TRY;
    catch_fatal_signals();
    /* Held back here, so that the handler never waits for its own
     * thread (the caller makes pieces too). */
    sigset_t was;
    cli_hold_signals(&was);
    __atomic_add_fetch(&opening, 1, __ATOMIC_SEQ_CST);
    bool ok = !__atomic_load_n(&dying, __ATOMIC_SEQ_CST);
    struct maze_output_hook hook = {track_temp, out};
    ok = ok && maze_output_open(path, &hook, &out->lib) == MAZE_OK;
    /* No slot for it: a signal would leave it, so it goes before the
     * handler may look. */
    if (ok && out->slot < 0) {
        maze_output_abort(out->lib);
        ok = false;
    }
    __atomic_sub_fetch(&opening, 1, __ATOMIC_SEQ_CST);
    cli_release_signals(&was);
    if (!ok) {
        out->lib = NULL;
        out->slot = -1;
        return false;
    }
    out->file = maze_output_file(out->lib);
    out->path = path;
    return true;
}

/* Whether path is a link maze_output_open() does not follow, as the
 * kernel's fs.protected_symlinks would not: another user's, in a sticky
 * folder anyone may write to, not the folder owner's. */
static bool planted_link(const char *path)
{
    struct stat link;
    if (lstat(path, &link) != 0 || !S_ISLNK(link.st_mode) ||
        link.st_uid == geteuid())
        return false;
    const char *slash = strrchr(path, '/');
    char folder[4096];
    snprintf(folder, sizeof folder, "%.*s",
             slash ? (int)(slash - path + 1) : 1, slash ? path : ".");
    struct stat dir;
    return stat(folder, &dir) == 0 && (dir.st_mode & S_ISVTX) &&
           (dir.st_mode & S_IWOTH) && link.st_uid != dir.st_uid;
}

bool cli_output_open(struct cli_output *out, const char *path)
{
    memset(out, 0, sizeof *out);
    out->slot = -1;
    if (!path || strcmp(path, "-") == 0) {
        out->file = stdout;
        return true;
    }
    /* What the tool wrote to standard output comes first, should path
     * name it (/dev/stdout). */
    fflush(stdout);
    catch_fatal_signals();
    struct maze_output_hook hook = {track_temp, out};
    errno = 0;
    enum maze_err err = maze_output_open(path, &hook, &out->lib);
    if (err) {
        int saved = errno;
        if (err == MAZE_ERR_IO && saved == EISDIR)
            cli_error("cannot write '%s': %s (name a file in it)", path,
                      strerror(saved));
        else if (err == MAZE_ERR_IO && saved == EACCES && planted_link(path))
            cli_error("cannot write '%s': %s (a symbolic link in a sticky "
                      "folder others may write to, and owned by another "
                      "user: not followed)",
                      path, strerror(saved));
        else
            cli_error("cannot write '%s': %s", path,
                      err == MAZE_ERR_IO && saved ? strerror(saved)
                                                  : maze_strerror(err));
        return false;
    }
    out->file = maze_output_file(out->lib);
    out->path = path;
    return true;
}

void cli_output_abort(struct cli_output *out)
{
    if (!out->path) {
        fflush(stdout);
        return;
    }
    maze_output_abort(out->lib);
    out->lib = NULL;
    out->file = NULL;
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
    errno = 0;
    enum maze_err err = maze_output_commit(out->lib);
    int saved = errno;
    out->lib = NULL;
    out->file = NULL;
    if (err) {
        cli_write_error(out, err == MAZE_ERR_IO && saved ? strerror(saved)
                                                         : maze_strerror(err));
        return false;
    }
    return true;
}

/* Why a write to standard output failed, when the failing flush was not
 * the last one (whose errno is gone by the end). */
static int stdout_errno;

void cli_help(void (*usage)(FILE *out))
{
    errno = 0;
    usage(stdout);
    if (ferror(stdout) && !stdout_errno)
        stdout_errno = errno;
}

bool cli_flush_stdout(void)
{
    if (fflush(stdout) == 0)
        return true;
    if (!stdout_errno)
        stdout_errno = errno;
    return false;
}

void cli_std_streams(void)
{
    /* Read-only for 1 and 2, write-only for 0: the wrong way round, so
     * that using the closed stream fails (EBADF) as it did. */
    for (int fd = 0; fd <= 2; fd++)
        if (fcntl(fd, F_GETFD) < 0 && errno == EBADF &&
            open("/dev/null", fd ? O_RDONLY : O_WRONLY) < 0)
            break;
}

int cli_exit(int status)
{
    bool failed = ferror(stdout) != 0;
    errno = 0;
    if (fflush(stdout) != 0) {
        failed = true;
        stdout_errno = stdout_errno ? stdout_errno : errno;
    }
    if (fclose(stdout) != 0) {
        failed = true;
        stdout_errno = stdout_errno ? stdout_errno : errno;
    }
    /* A command that failed has said why already. */
    if (!failed || status != CLI_OK)
        return status;
    cli_error("cannot write to standard output: %s",
              strerror(stdout_errno ? stdout_errno : EIO));
    return CLI_FAIL;
}

int cli_option_error(const char *cmd, int c, char **argv,
                     const struct option *longopts)
{
    const char *given = argv[optind - 1];
    if (c == ':')
        return cli_usage_error(cmd, "option '%s' needs a value", given);
    if (optopt && given[0] == '-' && given[1] != '-')
        return cli_usage_error(cmd, "unknown option '-%c'", optopt);
    /* "--widht=30": the name is what comes before the '='. */
    char name[64];
    const char *start = given + strspn(given, "-");
    snprintf(name, sizeof name, "%.*s", (int)strcspn(start, "="), start);
    /* getopt_long takes a prefix of one option ("--wid"); one of several
     * it refuses, and those are what the user may have meant. */
    char could[256] = "";
    size_t prefixed = 0;
    struct maze_nearest near;
    maze_nearest_start(&near, name);
    for (const struct option *o = longopts; o && o->name; o++) {
        maze_nearest_offer(&near, o->name, NULL);
        if (name[0] && strncmp(o->name, name, strlen(name)) == 0) {
            size_t len = strlen(could);
            snprintf(could + len, sizeof could - len, "%s--%s",
                     prefixed ? ", " : "", o->name);
            prefixed++;
        }
    }
    if (prefixed > 1)
        return cli_usage_error(cmd, "ambiguous option '--%s' (could be %s)",
                               name, could);
    if (maze_nearest_name(&near)) {
        cli_error("unknown option '--%s' (did you mean --%s?)", name,
                  maze_nearest_name(&near));
        return CLI_USAGE;
    }
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
    struct maze_nearest near;
    maze_nearest_start(&near, given);
    for (const char *row = table;; row += stride) {
        const char *name = *(const char *const *)row;
        if (!name)
            break;
        maze_nearest_offer(&near, name, *(const char *const *)(row + aliases_at));
    }
    if (maze_nearest_name(&near)) {
        cli_error("unknown %s '%s' (did you mean %s? all of them: maze list)",
                  what, given, maze_nearest_name(&near));
        return;
    }
    char names[256];
    cli_names(table, stride, names, sizeof names);
    cli_error("unknown %s '%s' (try: %s)", what, given, names);
}

void cli_unknown_name(const char *what, const char *given,
                      const char *const *names)
{
    struct maze_nearest near;
    maze_nearest_start(&near, given);
    char list[256] = "";
    for (size_t i = 0; names[i]; i++) {
        maze_nearest_offer(&near, names[i], NULL);
        size_t len = strlen(list);
        snprintf(list + len, sizeof list - len, "%s%s", i ? ", " : "",
                 names[i]);
    }
    if (maze_nearest_name(&near))
        cli_error("invalid %s '%s' (did you mean %s? all of them: %s)", what,
                  given, maze_nearest_name(&near), list);
    else
        cli_error("invalid %s '%s' (try: %s)", what, given, list);
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
    return cli_solve_in(NULL, m, solver, from, opts, hook, route);
}

bool cli_solve_in(const char *name, struct maze *m,
                  const struct maze_solver *solver, size_t from,
                  const struct maze_solve_opts *opts,
                  const struct maze_hook *hook, struct maze_route *route)
{
    const char *sep = name ? ": " : "";
    name = name ? name : "";
    hook = progress_hook_also("solving", "cells", hook);
    enum maze_err err =
        from == MAZE_NONE ? maze_solve(m, solver, opts, hook, route)
                          : maze_solve_from(m, solver, from, opts, hook, route);
    progress_end();
    if (err == MAZE_ERR_NO_ROUTE && from != MAZE_NONE) {
        uint32_t x = 0;
        uint32_t y = 0;
        maze_cell_xy(m, from, &x, &y);
        cli_error("%s%sno route from %u,%u to E", name, sep, x, y);
        return false;
    }
    if (err == MAZE_ERR_NO_ROUTE) {
        cli_error("%s%sno route from S to E", name, sep);
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
    if (!cli_quiet())
        fprintf(stderr, "route length: %zu\n", route->length - 1);
    return true;
}

bool cli_picture_memory(const char *arg, uint64_t *out)
{
    return cli_number("--picture-memory", arg, 1, UINT64_MAX, out);
}

bool cli_max_size(const char *arg, size_t *out)
{
    uint64_t v = 0;
    if (!cli_number("--max-size", arg, 1, SIZE_MAX, &v))
        return false;
    *out = (size_t)v;
    return true;
}
