/*
 * progress_line.c - see progress_line.h.
 *
 * One line at a time, kept in this file's state: the tool runs one long
 * job after another (making, solving, drawing), never two at once, and
 * only the calling thread draws (a batch counts its pieces as it takes
 * them in order).
 */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "progress_line.h"
#include "maze.h"


enum color_when { COLOR_AUTO, COLOR_ALWAYS, COLOR_NEVER };

static bool quiet;
static enum color_when color_when = COLOR_AUTO;

void progress_read(const struct maze_request *r)
{
    static const char *const whens[] = {"auto", "always", "never", NULL};
    quiet = maze_request_given(r, "quiet");
    const char *when = maze_request_value(r, "color");
    for (int i = 0; when && whens[i]; i++)
        if (strcmp(when, whens[i]) == 0)
            color_when = (enum color_when)i;
}

bool cli_quiet(void)
{
    return quiet;
}

static bool dumb_terminal(void)
{
    const char *term = getenv("TERM");
    return term && strcmp(term, "dumb") == 0;
}

bool cli_color(int fd)
{
    if (color_when != COLOR_AUTO)
        return color_when == COLOR_ALWAYS;
    const char *no_color = getenv("NO_COLOR");
    return isatty(fd) && !(no_color && no_color[0]) && !dumb_terminal();
}

/* ------------------------------------------------------------ the line */

static struct {
    bool running;      /* a job has begun and not ended */
    bool shown;        /* its line is on the terminal now */
    bool can_draw;     /* stderr is a terminal and not --quiet */
    const char *what;
    const char *unit;
    uint64_t done, total;
    double began, drawn_at; /* seconds, CLOCK_MONOTONIC */
    double delay;           /* before the first drawing */
    pthread_t owner;        /* the thread that draws it */
} line;

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + t.tv_nsec / 1e9;
}

/* The columns of the terminal on stderr (80 when it does not say). */
static unsigned columns(void)
{
    struct winsize ws;
    if (ioctl(STDERR_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col >= 20)
        return ws.ws_col;
    return 80;
}

/* 1234567 as "1.2M": three figures at most and a letter. */
static void short_number(double v, char *buf, size_t size)
{
    static const char letters[] = " kMGT";
    int k = 0;
    while (v >= 1000 && k < 4) {
        v /= 1000;
        k++;
    }
    if (k == 0)
        snprintf(buf, size, "%.0f", v);
    else
        snprintf(buf, size, v < 10 ? "%.1f%c" : "%.0f%c", v, letters[k]);
}

static void duration(double s, char *buf, size_t size)
{
    unsigned long t = (unsigned long)(s + 0.5);
    if (t >= 3600)
        snprintf(buf, size, "%lu:%02lu:%02lu", t / 3600, t / 60 % 60, t % 60);
    else
        snprintf(buf, size, "%lu:%02lu", t / 60, t % 60);
}

/* The line is cleared by rewriting it: "\r" then the line's text, padded
 * with spaces to the width drawn last, so a dumb terminal (which knows no
 * escape to erase to the end of the line) shows it right too. */
static unsigned drawn_width;

static void draw(double t)
{
    double share = line.total ? (double)line.done / (double)line.total : 0;
    if (share > 1)
        share = 1;
    double elapsed = t - line.began;
    double rate = elapsed > 0 ? (double)line.done / elapsed : 0;
    char rate_text[32];
    char left_text[32];
    short_number(rate, rate_text, sizeof rate_text);
    if (share > 0)
        duration(elapsed / share - elapsed, left_text, sizeof left_text);
    else
        snprintf(left_text, sizeof left_text, "?");
    char tail[96];
    int n_tail = snprintf(tail, sizeof tail, " %3.0f%%  %s %s/s  %s left",
                          share * 100 < 99.5 ? share * 100 : 99.0, rate_text,
                          line.unit, left_text);
    unsigned cols = columns() - 1; /* never the last column: no wrap */
    unsigned head = (unsigned)strlen(line.what) + 3; /* "what [" "]" */
    unsigned bar = cols > head + (unsigned)n_tail + 10
                       ? cols - head - (unsigned)n_tail
                       : 10;
    if (bar > 40)
        bar = 40;
    unsigned full = (unsigned)(share * bar);
    bool color = cli_color(STDERR_FILENO);
    char text[512];
    int k = snprintf(text, sizeof text, "\r%s [%s", line.what,
                     color ? "\033[32m" : "");
    for (unsigned i = 0; i < bar; i++) {
        if (i == full && color)
            k += snprintf(text + k, sizeof text - (size_t)k, "\033[0m");
        text[k++] = i < full ? '#' : '.';
    }
    if (full == bar && color)
        k += snprintf(text + k, sizeof text - (size_t)k, "\033[0m");
    k += snprintf(text + k, sizeof text - (size_t)k, "]%s", tail);
    /* What shows: the line less "\r" and the colours' escapes. */
    unsigned width = head + bar + (unsigned)n_tail;
    for (; drawn_width > width && (size_t)k + 1 < sizeof text; drawn_width--)
        text[k++] = ' ';
    drawn_width = width;
    fwrite(text, 1, (size_t)k, stderr);
    fflush(stderr);
    line.shown = true;
    line.drawn_at = t;
}

void progress_erase(void)
{
    /* A batch's worker that has something to say leaves the line to the
     * thread that draws it (its message may share the line). */
    if (!pthread_equal(line.owner, pthread_self()) || !line.shown)
        return;
    fputc('\r', stderr);
    for (unsigned i = 0; i < drawn_width; i++)
        fputc(' ', stderr);
    fputc('\r', stderr);
    fflush(stderr);
    line.shown = false;
    drawn_width = 0;
}

void progress_begin(const char *what, const char *unit, uint64_t total)
{
    progress_end();
    line.running = true;
    line.can_draw = !quiet && isatty(STDERR_FILENO);
    line.what = what;
    line.unit = unit;
    line.done = 0;
    line.total = total;
    line.began = now();
    line.drawn_at = 0;
    line.owner = pthread_self();
    /* MAZE_PROGRESS_DELAY (milliseconds) lets a test see the line of a
     * short job. */
    const char *delay = getenv("MAZE_PROGRESS_DELAY");
    uint64_t ms = 500;
    if (delay && !maze_parse_whole(delay, 0, 60000, &ms))
        ms = 500;
    line.delay = (double)ms / 1000;
}

void progress_to(uint64_t done)
{
    if (!line.running || !line.can_draw)
        return;
    line.done = done;
    double t = now();
    if (line.shown ? t - line.drawn_at < 0.1 : t - line.began < line.delay)
        return;
    /* Not worth a line: a job that will be over within a second. */
    double share = line.total ? (double)done / (double)line.total : 0;
    if (!line.shown && line.delay > 0 && share > 0 &&
        (t - line.began) / share < 1.0)
        return;
    if (done >= line.total && !line.shown)
        return;
    draw(t);
}

void progress_end(void)
{
    progress_erase();
    line.running = false;
}

/* ------------------------------------------------------------ the hook */

static const struct maze_hook *passed_on; /* progress_hook_also's */

static void on_event(const struct maze_event *ev, void *user)
{
    (void)user;
    if (ev->kind == MAZE_EV_PROGRESS) {
        line.total = ev->b;
        progress_to(ev->a);
    }
    if (passed_on)
        passed_on->fn(ev, passed_on->user);
}

static const struct maze_hook progress_events = {on_event, NULL};

const struct maze_hook *progress_hook_also(const char *what, const char *unit,
                                           const struct maze_hook *also)
{
    if (quiet || !isatty(STDERR_FILENO))
        return also;
    progress_begin(what, unit, 0);
    passed_on = also;
    return &progress_events;
}

const struct maze_hook *progress_hook(const char *what, const char *unit)
{
    return progress_hook_also(what, unit, NULL);
}

/* ------------------------------------------------------------ reading */

/* The bytes read so far of the stream under the one handed out. */
struct reading {
    FILE *in;
    uint64_t bytes;
};

static ssize_t read_counted(void *cookie, char *buf, size_t n)
{
    struct reading *r = cookie;
    size_t got = fread(buf, 1, n, r->in);
    if (got == 0 && ferror(r->in))
        return -1;
    r->bytes += got;
    progress_to(r->bytes);
    return (ssize_t)got;
}

static int close_counted(void *cookie)
{
    free(cookie);
    return 0;
}

FILE *progress_reading(FILE *in, const char *what)
{
    struct stat st;
    if (quiet || !isatty(STDERR_FILENO) || fstat(fileno(in), &st) != 0 ||
        !S_ISREG(st.st_mode) || st.st_size <= 0)
        return in;
    struct reading *r = malloc(sizeof *r);
    if (!r)
        return in;
    *r = (struct reading){in, 0};
    cookie_io_functions_t io = {read_counted, NULL, NULL, close_counted};
    FILE *counted = fopencookie(r, "r", io);
    if (!counted) {
        free(r);
        return in;
    }
    progress_begin(what, "bytes", (uint64_t)st.st_size);
    return counted;
}

void progress_reading_end(FILE *reading, FILE *in)
{
    if (reading != in)
        fclose(reading);
    progress_end();
}
