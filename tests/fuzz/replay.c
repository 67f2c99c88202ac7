/*
 * replay.c - runs a fuzz target over files, without libFuzzer: how
 * make check replays the corpus and every input that once crashed.
 *   fuzz-NAME FILE|DIR...
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz.h"

static int replay_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        return 1;
    }
    size_t cap = 1 << 16, len = 0;
    uint8_t *data = malloc(cap);
    size_t got = 0;
    while (data && (got = fread(data + len, 1, cap - len, f)) > 0) {
        len += got;
        if (len == cap) {
            uint8_t *grown = realloc(data, cap *= 2);
            if (!grown)
                break;
            data = grown;
        }
    }
    fclose(f);
    if (!data)
        return 1;
    LLVMFuzzerTestOneInput(data, len);
    free(data);
    return 0;
}

int main(int argc, char **argv)
{
    size_t inputs = 0;
    int failed = 0;
    for (int i = 1; i < argc; i++) {
        struct stat st;
        if (stat(argv[i], &st) == 0 && S_ISDIR(st.st_mode)) {
            DIR *d = opendir(argv[i]);
            struct dirent *e;
            while (d && (e = readdir(d))) {
                if (e->d_name[0] == '.')
                    continue;
                char path[4096];
                snprintf(path, sizeof path, "%s/%s", argv[i], e->d_name);
                failed += replay_file(path);
                inputs++;
            }
            if (d)
                closedir(d);
        } else {
            failed += replay_file(argv[i]);
            inputs++;
        }
    }
    printf("fuzz replay: %zu passed, %d failed\n", inputs - (size_t)failed,
           failed);
    return failed ? 1 : 0;
}
