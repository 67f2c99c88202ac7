/*
 * output.c - see output.h.
 */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "messages.h"
#include "output.h"

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
        else if (err == MAZE_ERR_IO && saved == EACCES &&
                 maze_output_refuses_link(path))
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
        cli_flush_stdout(); /* why it failed is kept for cli_exit() */
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
