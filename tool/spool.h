/*
 * spool.h - a file written ahead, without a name until it is given one.
 *
 * A batch's workers write a folder's files ahead and the calling thread
 * names them in order. A file made with a name (even a temporary one) is
 * made with the folder locked: every file of the folder, from any thread,
 * is created one at a time, and on a file system without a journal ext4
 * spends most of a create under that lock skipping the inodes freed in the
 * last minute (recently_deleted(), where most of a text folder's time
 * goes after a folder was removed). A spool is an unnamed file of the
 * folder (O_TMPFILE): its inode is made without the folder's lock, so the
 * workers make theirs at once, and naming it is one link. A spool that is
 * never named, or a process that dies, leaves nothing behind.
 */
#ifndef SPOOL_H
#define SPOOL_H

#include <stdbool.h>
#include <stddef.h>

struct spool {
    int fd; /* the unnamed file; -1: none */
};

/* In any thread, silent: an unnamed file in the folder dir (its first
 * dir_len bytes) holding size bytes of text, with the mode a new file
 * gets (0666 less the umask). False when the file system makes no unnamed
 * files or the write failed; nothing is left then. */
bool spool_write(struct spool *s, const char *dir, size_t dir_len,
                 const char *text, size_t size);

/* Gives the file the name path, which must not exist, and closes it;
 * false with errno when it could not (EEXIST: something took the name),
 * and the file is gone. */
bool spool_name(struct spool *s, const char *path);

/* Closes a file never named: it is gone. spool_drop of a spool with no
 * file (fd -1) does nothing. */
void spool_drop(struct spool *s);

#endif
