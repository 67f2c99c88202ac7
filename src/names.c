/*
 * names.c - how a name a person types finds a registry entry.
 *
 * People write algorithm names as the literature does: "Prim's",
 * "recursive backtracker", "Hunt_and_Kill", "A*". A name is compared
 * folded: ASCII letters in lower case, and the characters people use to
 * join words (space, '-', '_', '\'', '.') left out, so "Prim's" is "prims"
 * and "hunt-and-kill" is "huntandkill". Each entry lists the other names it
 * is known by; the distance between two folded names (the fewest letters
 * inserted, deleted, changed or swapped with the next) lets the tool
 * suggest the nearest entry for a name that matches none.
 */
#include <ctype.h>
#include <string.h>

#include "mz.h"

/* Folded names longer than this match nothing (no entry's is near). */
#define NAME_MAX_FOLDED 48

/* Folds s[0..n) into out; the folded length, or SIZE_MAX when too long. */
static size_t fold(const char *s, size_t n, char *out)
{
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (strchr(" -_'.", c))
            continue;
        if (k == NAME_MAX_FOLDED)
            return SIZE_MAX;
        out[k++] = (char)tolower(c);
    }
    return k;
}

/* The optimal string alignment distance: Levenshtein's, where two
 * neighbouring letters swapped ("pgn") also cost one. */
static size_t distance(const char *a, size_t na, const char *b, size_t nb)
{
    size_t d[NAME_MAX_FOLDED + 1][NAME_MAX_FOLDED + 1];
    for (size_t i = 0; i <= na; i++)
        d[i][0] = i;
    for (size_t j = 0; j <= nb; j++)
        d[0][j] = j;
    for (size_t i = 1; i <= na; i++) {
        for (size_t j = 1; j <= nb; j++) {
            size_t best = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
            if (d[i - 1][j] + 1 < best)
                best = d[i - 1][j] + 1;
            if (d[i][j - 1] + 1 < best)
                best = d[i][j - 1] + 1;
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] &&
                a[i - 2] == b[j - 1] && d[i - 2][j - 2] + 1 < best)
                best = d[i - 2][j - 2] + 1;
            d[i][j] = best;
        }
    }
    return d[na][nb];
}

size_t maze_name_distance(const char *given, const char *name,
                          const char *aliases)
{
    if (!given || !name) /* what a *_find() of a NULL name finds: nothing */
        return SIZE_MAX;
    char g[NAME_MAX_FOLDED];
    char n[NAME_MAX_FOLDED];
    size_t ng = fold(given, strlen(given), g);
    if (ng == SIZE_MAX)
        return SIZE_MAX;
    size_t nn = fold(name, strlen(name), n);
    size_t best = nn == SIZE_MAX ? SIZE_MAX : distance(g, ng, n, nn);
    for (const char *a = aliases; a && *a && best;) {
        size_t len = strcspn(a, " ");
        nn = fold(a, len, n);
        if (nn != SIZE_MAX) {
            size_t d = distance(g, ng, n, nn);
            best = d < best ? d : best;
        }
        a += len;
        a += strspn(a, " ");
    }
    return best;
}

void maze_nearest_start(struct maze_nearest *n, const char *given)
{
    *n = (struct maze_nearest){given, NULL, SIZE_MAX};
}

void maze_nearest_offer(struct maze_nearest *n, const char *name,
                        const char *aliases)
{
    size_t d = maze_name_distance(n->given, name, aliases);
    if (d < n->distance) {
        n->distance = d;
        n->name = name;
    }
}

const char *maze_nearest_name(const struct maze_nearest *n)
{
    if (!n->name || n->distance * 3 > strlen(n->given))
        return NULL;
    return n->name;
}
