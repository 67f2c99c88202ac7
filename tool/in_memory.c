/*
 * drawing.c - a maze drawn into memory by any thread (see drawing.h).
 *
 * The stream is buffered by stdio in a buffer of the thread's own, so a
 * renderer writing a byte at a time pays no call for each; drawing_end
 * flushes it into the drawing in one write. The thread's stream is kept
 * under a thread key, whose destructor closes it when the thread ends.
 */
#include <pthread.h>
#include <stdio_ext.h>
#include <stdlib.h>
#include <string.h>

#include "in_memory.h"

/* A thread's stream: enough buffer for a small maze's drawing in one
 * write. */
#define STREAM_BUFFER (64u << 10)

struct stream {
    FILE *f;
    struct drawing *d; /* the drawing being written */
    char buffer[STREAM_BUFFER];
};

static pthread_key_t key;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static bool have_key;

static ssize_t stream_write(void *cookie, const char *buf, size_t n)
{
    struct stream *s = cookie;
    struct drawing *d = s->d;
    if (!d)
        return -1;
    if (n > d->cap - d->size) {
        size_t cap = d->cap ? d->cap * 2 : 4096;
        while (cap - d->size < n)
            cap *= 2;
        char *grown = d->owned ? realloc(d->text, cap) : malloc(cap);
        if (!grown)
            return -1;
        if (!d->owned && d->size)
            memcpy(grown, d->text, d->size);
        d->text = grown;
        d->cap = cap;
        d->owned = true;
    }
    memcpy(d->text + d->size, buf, n);
    d->size += n;
    return (ssize_t)n;
}

static void stream_close(void *arg)
{
    struct stream *s = arg;
    if (!s)
        return;
    s->d = NULL;
    fclose(s->f);
    free(s);
}

static void make_key(void)
{
    have_key = pthread_key_create(&key, stream_close) == 0;
}

static struct stream *thread_stream(void)
{
    pthread_once(&once, make_key);
    if (!have_key)
        return NULL;
    struct stream *s = pthread_getspecific(key);
    if (s)
        return s;
    s = malloc(sizeof *s);
    if (!s)
        return NULL;
    cookie_io_functions_t io = {NULL, stream_write, NULL, NULL};
    s->d = NULL;
    s->f = fopencookie(s, "w", io);
    if (!s->f || setvbuf(s->f, s->buffer, _IOFBF, sizeof s->buffer) != 0 ||
        pthread_setspecific(key, s) != 0) {
        if (s->f)
            fclose(s->f);
        free(s);
        return NULL;
    }
    /* Only this thread writes it: once a batch has started threads, stdio
     * would otherwise lock the stream for every call a renderer makes
     * (each character of a drawing). */
    __fsetlocking(s->f, FSETLOCKING_BYCALLER);
    return s;
}

FILE *drawing_begin(struct drawing *d, char *room, size_t cap)
{
    *d = (struct drawing){room, 0, room ? cap : 0, false};
    struct stream *s = thread_stream();
    if (!s)
        return NULL;
    s->d = d;
    clearerr(s->f);
    return s->f;
}

bool drawing_end(FILE *f)
{
    struct stream *s = pthread_getspecific(key);
    bool ok = fflush(f) == 0 && !ferror(f);
    if (!ok)
        __fpurge(f); /* what could not be written is dropped */
    s->d = NULL;
    return ok;
}

void drawing_free(struct drawing *d)
{
    if (d->owned)
        free(d->text);
    *d = (struct drawing){0};
}

void drawing_close(void)
{
    if (!have_key)
        return;
    struct stream *s = pthread_getspecific(key);
    pthread_setspecific(key, NULL);
    stream_close(s);
}
