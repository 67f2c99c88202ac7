/*
 * output.c - files that appear whole or not at all (see maze.h).
 *
 * A regular file (or a name not there yet) is written to a temporary file
 * beside it, in the same folder so that the rename is one step of one
 * file system, and renamed over it on success: a reader sees the old file
 * or the new one, never half of one. The name is followed through its
 * symbolic links first, so the link stays and what it names is replaced;
 * the new file takes the old one's mode and owner. A link is followed
 * only where the kernel's fs.protected_symlinks would follow it (see
 * may_follow), since following it here is done by name, where the
 * kernel's check never sees it. Anything else (a
 * device, a FIFO, a socket, a descriptor named /dev/fd/N) is written in
 * place: renaming a file over it would replace it, and it holds no data a
 * failure could lose.
 *
 * The library catches no signal. Whoever does is told, through the hook,
 * of each temporary file while it exists, with every signal held back as
 * it appears and disappears, so that a handler can remove it.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "mz.h"

struct maze_output {
    FILE *file;
    char *temp;   /* NULL: written in place */
    char *target; /* what temp is renamed to: the path, through its links */
    struct maze_output_hook hook;
};

/* Whether the link `name` (lstat's st) may be followed: it is this
 * user's, or its folder's owner's, or its folder is not both sticky and
 * writable by anyone, the kernel's rule for fs.protected_symlinks. In a
 * sticky folder anyone may write to (/tmp) another user may plant a link
 * to a file of ours, which the output would then replace. */
static bool may_follow(const char *name, const struct stat *st)
{
    if (st->st_uid == geteuid())
        return true;
    const char *slash = strrchr(name, '/');
    size_t dir_len = slash ? (size_t)(slash - name) + 1 : 0;
    char *folder = malloc(dir_len + 2);
    if (!folder)
        return false;
    if (dir_len)
        memcpy(folder, name, dir_len);
    else
        folder[dir_len++] = '.';
    folder[dir_len] = '\0';
    struct stat dir;
    bool ok = stat(folder, &dir) != 0 || !(dir.st_mode & S_ISVTX) ||
              !(dir.st_mode & S_IWOTH) || st->st_uid == dir.st_uid;
    free(folder);
    return ok;
}

/* Whether every folder on the way to name that is a link may be followed
 * (may_follow): a link to a folder planted in /tmp leads the output into
 * that folder as surely as a link to the file. */
static bool folders_may_follow(const char *name)
{
    size_t len = strlen(name);
    char *folder = malloc(len + 1);
    if (!folder)
        return false;
    bool ok = true;
    for (size_t i = 1; ok && i < len; i++) {
        if (name[i] != '/' || name[i - 1] == '/')
            continue;
        memcpy(folder, name, i);
        folder[i] = '\0';
        struct stat st;
        if (lstat(folder, &st) == 0 && S_ISLNK(st.st_mode))
            ok = may_follow(folder, &st);
    }
    free(folder);
    return ok;
}

/* The file a name leads to: the name itself, or, while it is a symbolic
 * link, the name the link holds (relative to the link's folder).
 * Allocated; NULL with errno ELOOP for a loop of links, EACCES for a link
 * (to the file or to a folder on the way) may_follow refuses, ENOMEM. */
static char *follow_links(const char *path)
{
    char *name = strdup(path);
    for (int hops = 0; name && hops < 40; hops++) {
        struct stat st;
        char link[4096];
        if (!folders_may_follow(name)) {
            free(name);
            errno = EACCES;
            return NULL;
        }
        if (lstat(name, &st) != 0 || !S_ISLNK(st.st_mode))
            return name;
        if (!may_follow(name, &st)) {
            free(name);
            errno = EACCES;
            return NULL;
        }
        ssize_t n = readlink(name, link, sizeof link - 1);
        if (n <= 0)
            return name; /* the error shows when it is opened */
        link[n] = '\0';
        const char *slash = strrchr(name, '/');
        size_t dir_len =
            link[0] != '/' && slash ? (size_t)(slash - name) + 1 : 0;
        char *next = malloc(dir_len + (size_t)n + 1);
        if (next) {
            memcpy(next, name, dir_len);
            memcpy(next + dir_len, link, (size_t)n + 1);
        }
        free(name);
        name = next;
    }
    if (name) {
        free(name);
        errno = ELOOP;
    } else {
        errno = ENOMEM;
    }
    return NULL;
}

/* The descriptor that /dev/stdout, /dev/stderr, /dev/fd/N or
 * /proc/self/fd/N names, or -1. Such a name means a stream the program
 * was given: written where it stands (a file opened for appending is
 * added to), not replaced through the link. */
static int named_stream(const char *path)
{
    if (strcmp(path, "/dev/stdout") == 0)
        return STDOUT_FILENO;
    if (strcmp(path, "/dev/stderr") == 0)
        return STDERR_FILENO;
    const char *num = NULL;
    if (strncmp(path, "/dev/fd/", 8) == 0)
        num = path + 8;
    else if (strncmp(path, "/proc/self/fd/", 14) == 0)
        num = path + 14;
    if (!num || num[0] < '0' || num[0] > '9' || strlen(num) > 9)
        return -1;
    char *end = NULL;
    long fd = strtol(num, &end, 10);
    return *end == '\0' ? (int)fd : -1;
}

/* An output in place on descriptor fd (-1: the open that failed, errno
 * saying why). */
static enum maze_err in_place(int fd, const struct maze_output_hook *hook,
                              struct maze_output **out)
{
    if (fd < 0)
        return MAZE_ERR_IO;
    struct maze_output *o = calloc(1, sizeof *o);
    if (!o) {
        close(fd);
        errno = ENOMEM;
        return MAZE_ERR_NOMEM;
    }
    o->file = fdopen(fd, "w");
    if (!o->file) {
        int saved = errno;
        close(fd);
        free(o);
        errno = saved;
        return MAZE_ERR_IO;
    }
    if (hook)
        o->hook = *hook;
    *out = o;
    return MAZE_OK;
}

/* A device, FIFO or socket, opened neither created nor truncated, without
 * following a link that was not there when it was looked at; what was
 * opened must be what was looked at (EBUSY otherwise): a file put in its
 * place in between is left alone. */
static enum maze_err open_device(const char *path, const struct stat *seen,
                                 const struct maze_output_hook *hook,
                                 struct maze_output **out)
{
    struct stat link;
    bool was_link = lstat(path, &link) == 0 && S_ISLNK(link.st_mode);
    if (was_link && !may_follow(path, &link)) {
        errno = EACCES;
        return MAZE_ERR_IO;
    }
    int fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC |
                            (was_link ? 0 : O_NOFOLLOW));
    struct stat got;
    if (fd >= 0 && fstat(fd, &got) == 0 &&
        (got.st_dev != seen->st_dev || got.st_ino != seen->st_ino)) {
        close(fd);
        errno = EBUSY;
        return MAZE_ERR_IO;
    }
    return in_place(fd, hook, out);
}

/* Tells the hook of temp (NULL: gone); signals are held back around it. */
static void tell(const struct maze_output *o, const char *temp,
                 const char *target)
{
    if (o->hook.fn)
        o->hook.fn(temp, target, o->hook.user);
}

/* Gives the new file at fd the old one's owner (where that is allowed:
 * else without set-user or set-group ID) and mode; a new file gets the
 * usual 0666 less the umask. */
static void take_mode(int fd, const char *target)
{
    struct stat old;
    if (stat(target, &old) == 0 && S_ISREG(old.st_mode)) {
        mode_t mode = old.st_mode & 07777;
        if ((old.st_uid != geteuid() || old.st_gid != getegid()) &&
            fchown(fd, old.st_uid, old.st_gid) != 0)
            mode &= ~(mode_t)(S_ISUID | S_ISGID);
        fchmod(fd, mode);
        return;
    }
    mode_t mask = umask(0);
    umask(mask);
    fchmod(fd, 0666 & ~mask);
}

enum maze_err maze_output_open(const char *path,
                               const struct maze_output_hook *hook,
                               struct maze_output **out)
{
    if (!path || !out)
        return MAZE_ERR_ARG;
    int given = named_stream(path);
    if (given >= 0)
        return in_place(dup(given), hook, out);
    struct stat st;
    bool exists = stat(path, &st) == 0;
    if (exists && S_ISDIR(st.st_mode)) {
        errno = EISDIR;
        return MAZE_ERR_IO;
    }
    if (exists && !S_ISREG(st.st_mode))
        return open_device(path, &st, hook, out);
    struct maze_output *o = calloc(1, sizeof *o);
    char *target = o ? follow_links(path) : NULL;
    size_t size = target ? strlen(target) + 16 : 0;
    char *temp = target ? malloc(size) : NULL;
    if (!temp) {
        int saved = o ? errno : ENOMEM;
        free(target);
        free(o);
        errno = saved ? saved : ENOMEM;
        return errno == ENOMEM ? MAZE_ERR_NOMEM : MAZE_ERR_IO;
    }
    const char *slash = strrchr(target, '/');
    size_t dir_len = slash ? (size_t)(slash - target) + 1 : 0;
    snprintf(temp, size, "%.*s.%s.XXXXXX", (int)dir_len, target,
             target + dir_len);
    if (hook)
        o->hook = *hook;
    /* Made and told of with every signal held back, so that no handler
     * finds it there and unknown. */
    sigset_t all;
    sigset_t was;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &was);
    int fd = mkstemp(temp);
    int saved = errno;
    if (fd >= 0)
        tell(o, temp, target);
    pthread_sigmask(SIG_SETMASK, &was, NULL);
    if (fd < 0) {
        free(target);
        free(temp);
        free(o);
        errno = saved;
        return MAZE_ERR_IO;
    }
    take_mode(fd, target);
    o->temp = temp;
    o->target = target;
    o->file = fdopen(fd, "w");
    if (!o->file) {
        saved = errno;
        close(fd);
        maze_output_abort(o);
        errno = saved;
        return MAZE_ERR_IO;
    }
    *out = o;
    return MAZE_OK;
}

bool maze_output_refuses_link(const char *path)
{
    if (!path || named_stream(path) >= 0)
        return false;
    char *target = follow_links(path);
    bool refused = !target && errno == EACCES;
    free(target);
    return refused;
}

FILE *maze_output_file(const struct maze_output *o)
{
    return o->file;
}

/* Renames (rename true) or removes the temporary file, telling the hook,
 * with every signal held back; frees o. False with errno when the rename
 * failed (the file is then removed). */
static bool finish(struct maze_output *o, bool rename_it)
{
    bool ok = true;
    int saved = 0;
    if (o->temp) {
        sigset_t all;
        sigset_t was;
        sigfillset(&all);
        pthread_sigmask(SIG_BLOCK, &all, &was);
        if (rename_it && rename(o->temp, o->target) != 0) {
            saved = errno;
            ok = false;
        }
        if (!rename_it || !ok)
            unlink(o->temp);
        tell(o, NULL, NULL);
        pthread_sigmask(SIG_SETMASK, &was, NULL);
    }
    free(o->temp);
    free(o->target);
    free(o);
    errno = saved;
    return ok;
}

enum maze_err maze_output_commit(struct maze_output *o)
{
    if (!o)
        return MAZE_ERR_ARG;
    errno = 0;
    bool ok = fflush(o->file) == 0 && !ferror(o->file);
    int saved = errno;
    ok = fclose(o->file) == 0 && ok;
    saved = saved ? saved : errno;
    o->file = NULL;
    if (!ok) {
        finish(o, false);
        errno = saved ? saved : EIO;
        return MAZE_ERR_IO;
    }
    return finish(o, true) ? MAZE_OK : MAZE_ERR_IO;
}

void maze_output_abort(struct maze_output *o)
{
    if (!o)
        return;
    int saved = errno;
    if (o->file)
        fclose(o->file);
    finish(o, false);
    errno = saved;
}
