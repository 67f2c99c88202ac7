/*
 * test_output.c - maze_output: a file appears whole or not at all, the
 * hook is told of the temporary file while (and only while) it exists,
 * links and modes are kept, a FIFO is written in place.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "helpers.h"

struct told {
    char temp[4096], target[4096];
    int made, gone;
};

static void tell(const char *temp, const char *target, void *user)
{
    struct told *t = user;
    if (temp) {
        snprintf(t->temp, sizeof t->temp, "%s", temp);
        snprintf(t->target, sizeof t->target, "%s", target);
        t->made++;
    } else {
        t->gone++;
    }
}

static char *folder(void)
{
    static char dir[64];
    snprintf(dir, sizeof dir, "/tmp/maze-output-XXXXXX");
    cr_assert(mkdtemp(dir));
    return dir;
}

/* The folder of path (in place: path is cut at its last slash). */
static char *dirname_of(char *path)
{
    *strrchr(path, '/') = '\0';
    return path;
}

static char *slurp(const char *path)
{
    static char buf[256];
    FILE *f = fopen(path, "r");
    cr_assert(f, "%s: %s", path, strerror(errno));
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = '\0';
    fclose(f);
    return buf;
}

Test(output, commit_renames_and_abort_leaves_the_old_file)
{
    char path[128];
    snprintf(path, sizeof path, "%s/m.txt", folder());
    FILE *f = fopen(path, "w");
    fputs("old\n", f);
    fclose(f);
    chmod(path, 0640); /* mkstemp makes 0600: the mode must be kept */
    struct told t = {0};
    struct maze_output_hook hook = {tell, &t};
    struct maze_output *o = NULL;
    cr_assert_eq(maze_output_open(path, &hook, &o), MAZE_OK);
    cr_expect_eq(t.made, 1);
    cr_expect_str_eq(t.target, path);
    cr_expect_eq(access(t.temp, F_OK), 0, "the temporary file is there");
    fputs("new\n", maze_output_file(o));
    maze_output_abort(o);
    cr_expect_eq(t.gone, 1);
    cr_expect_neq(access(t.temp, F_OK), 0, "removed");
    cr_expect_str_eq(slurp(path), "old\n");
    cr_assert_eq(maze_output_open(path, &hook, &o), MAZE_OK);
    fputs("new\n", maze_output_file(o));
    cr_assert_eq(maze_output_commit(o), MAZE_OK);
    cr_expect_eq(t.made, 2);
    cr_expect_eq(t.gone, 2);
    cr_expect_str_eq(slurp(path), "new\n");
    struct stat st;
    cr_assert_eq(stat(path, &st), 0);
    cr_expect_eq(st.st_mode & 07777, 0640, "mode %o", st.st_mode & 07777);
    unlink(path);
    rmdir(dirname_of(path));
}

Test(output, a_link_is_followed_and_kept)
{
    char target[128];
    char link[128];
    const char *dir = folder();
    snprintf(target, sizeof target, "%s/target.txt", dir);
    snprintf(link, sizeof link, "%s/link.txt", dir);
    cr_assert_eq(symlink("target.txt", link), 0);
    struct told t = {0};
    struct maze_output_hook hook = {tell, &t};
    struct maze_output *o = NULL;
    cr_assert_eq(maze_output_open(link, &hook, &o), MAZE_OK);
    cr_expect_str_eq(t.target, target);
    fputs("through\n", maze_output_file(o));
    cr_assert_eq(maze_output_commit(o), MAZE_OK);
    struct stat st;
    cr_assert_eq(lstat(link, &st), 0);
    cr_expect(S_ISLNK(st.st_mode), "the link stays");
    cr_expect_str_eq(slurp(target), "through\n");
    unlink(link);
    unlink(target);
    rmdir(dir);
}

Test(output, a_fifo_is_written_in_place_and_a_folder_refused)
{
    char fifo[128];
    const char *dir = folder();
    snprintf(fifo, sizeof fifo, "%s/pipe", dir);
    cr_assert_eq(mkfifo(fifo, 0600), 0);
    int reader = open(fifo, O_RDONLY | O_NONBLOCK);
    cr_assert(reader >= 0);
    struct told t = {0};
    struct maze_output_hook hook = {tell, &t};
    struct maze_output *o = NULL;
    cr_assert_eq(maze_output_open(fifo, &hook, &o), MAZE_OK);
    cr_expect_eq(t.made, 0, "no temporary file");
    fputs("piped\n", maze_output_file(o));
    cr_assert_eq(maze_output_commit(o), MAZE_OK);
    char buf[16] = {0};
    cr_expect_eq(read(reader, buf, sizeof buf - 1), 6);
    cr_expect_str_eq(buf, "piped\n");
    close(reader);
    struct stat st;
    cr_assert_eq(stat(fifo, &st), 0);
    cr_expect(S_ISFIFO(st.st_mode));
    errno = 0;
    o = NULL;
    cr_expect_eq(maze_output_open(dir, NULL, &o), MAZE_ERR_IO);
    cr_expect_eq(errno, EISDIR);
    cr_expect_null(o, "untouched");
    unlink(fifo);
    rmdir(dir);
}
