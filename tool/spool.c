/*
 * spool.c - a file written ahead, without a name until it is given one
 * (see spool.h).
 *
 * The file is named by linkat's AT_EMPTY_PATH, which links the descriptor
 * itself: since Linux 6.10 any process may for a file it opened, before
 * that only a privileged one (ENOENT for the others). The first refusal
 * sends every file after it through /proc/self/fd/N instead, which any
 * user may link for a file made without O_EXCL but which costs a walk of
 * that path, slower on tmpfs and on ext4 alike (figures in NEWS.md).
 *
 * The workers make their files at once, each its own. Made one at a time
 * under a lock of the process's, a text folder of small mazes on tmpfs
 * was hardly faster on two jobs than on one: the lock was the batch's
 * bottleneck, and without it two jobs are well ahead. On ext4 without a
 * journal, right after many files were removed, two threads making files
 * at once can spin on the block group's lock while one searches past the
 * inodes freed in the last minute; but the wall time is no better with
 * the lock, the disk's state swinging more than either, and on a disk in
 * a common state the lock only costs (figures in NEWS.md).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "spool.h"

bool spool_write(struct spool *s, const char *dir, size_t dir_len,
                 const char *text, size_t size)
{
    s->fd = -1;
    char folder[4096];
    if (dir_len == 0) {
        folder[0] = '.';
        dir_len = 1;
    } else if (dir_len < sizeof folder) {
        memcpy(folder, dir, dir_len);
    } else {
        return false;
    }
    folder[dir_len] = '\0';
    int fd = open(folder, O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666);
    if (fd < 0)
        return false;
    while (size > 0) {
        ssize_t n = write(fd, text, size);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            close(fd);
            return false;
        }
        text += n;
        size -= (size_t)n;
    }
    s->fd = fd;
    return true;
}

/* Set once AT_EMPTY_PATH was refused: every thread then links through
 * /proc. */
static atomic_bool empty_path_refused;

bool spool_name(struct spool *s, const char *path)
{
    int ok = 0;
    bool by_proc = atomic_load_explicit(&empty_path_refused,
                                        memory_order_relaxed);
    if (!by_proc) {
        ok = linkat(s->fd, "", AT_FDCWD, path, AT_EMPTY_PATH) == 0;
        if (!ok && errno == ENOENT && access("/proc/self/fd", F_OK) == 0) {
            atomic_store_explicit(&empty_path_refused, true,
                                  memory_order_relaxed);
            by_proc = true;
        }
    }
    if (by_proc) {
        char self[64];
        snprintf(self, sizeof self, "/proc/self/fd/%d", s->fd);
        ok = linkat(AT_FDCWD, self, AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0;
    }
    int saved = errno;
    /* Written with write(2): closing it loses nothing but the name. */
    if (close(s->fd) != 0 && ok) {
        saved = errno;
        ok = 0;
        unlink(path);
    }
    s->fd = -1;
    errno = saved;
    return ok;
}

void spool_drop(struct spool *s)
{
    if (s->fd >= 0)
        close(s->fd);
    s->fd = -1;
}
