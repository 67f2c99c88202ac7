/*
 * mkfiles.c - the disk's own speed at making a folder of small files, for
 * bench/dataset.sh to set beside the tool's text folder: what any program
 * gets from this file system and these cores, with nothing of a maze.
 *
 * usage: mkfiles --count N --jobs J -o FOLDER/
 *
 * Makes maze-NNNNNN.txt and maze-NNNNNN-solved.txt for each of N mazes,
 * 462 bytes each (a 10x10 maze's text), the plainest way: open with
 * O_CREAT | O_EXCL, one write, close. J threads take runs of 32 mazes in
 * turn, so the files are the same whatever J. Exit 1 when a file cannot
 * be made.
 */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define RUN 32
#define SIZE 462

static size_t count;
static const char *folder;
static atomic_size_t next;

static void make(const char *path, size_t i)
{
    char text[SIZE];
    memset(text, '#', sizeof text);
    snprintf(text, sizeof text, "%zu", i); /* each file its own bytes */
    text[SIZE - 1] = '\n';
    int fd = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0666);
    if (fd < 0 || write(fd, text, sizeof text) != (ssize_t)sizeof text ||
        close(fd) != 0) {
        fprintf(stderr, "mkfiles: %s: %s\n", path, strerror(errno));
        exit(1);
    }
}

static void *job(void *arg)
{
    (void)arg;
    char path[4096];
    for (;;) {
        size_t first = atomic_fetch_add(&next, RUN);
        if (first >= count)
            return NULL;
        for (size_t i = first; i < first + RUN && i < count; i++) {
            snprintf(path, sizeof path, "%s/maze-%06zu.txt", folder, i + 1);
            make(path, 2 * i);
            snprintf(path, sizeof path, "%s/maze-%06zu-solved.txt", folder,
                     i + 1);
            make(path, 2 * i + 1);
        }
    }
}

int main(int argc, char **argv)
{
    long jobs = 1;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--count") == 0)
            count = strtoul(argv[i + 1], NULL, 10);
        else if (strcmp(argv[i], "--jobs") == 0)
            jobs = strtol(argv[i + 1], NULL, 10);
        else if (strcmp(argv[i], "-o") == 0)
            folder = argv[i + 1];
    }
    if (!folder || !count || jobs < 1 || jobs > 64) {
        fprintf(stderr, "usage: mkfiles --count N --jobs J -o FOLDER/\n");
        return 2;
    }
    pthread_t threads[64];
    for (long t = 1; t < jobs; t++)
        if (pthread_create(&threads[t], NULL, job, NULL) != 0) {
            fprintf(stderr, "mkfiles: cannot start a thread\n");
            return 1;
        }
    job(NULL);
    for (long t = 1; t < jobs; t++)
        pthread_join(threads[t], NULL);
    return 0;
}
