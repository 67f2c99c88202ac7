#!/bin/sh
# deps-path.sh DIR PACKAGE... - fills DIR with links to the programs that a
# fresh Debian 12 has once these packages are installed, and prints DIR.
#
# make check runs its tests with PATH=DIR, so a test that calls a program
# the Makefile's dependency lists do not install fails here, on a machine
# that happens to have it, as it would on a fresh one. The programs are
# those of:
#   - the packages a minimal Debian has (Essential or Priority required),
#     and git, make and ca-certificates, which a person who cloned has;
#   - the packages named (PACKAGE/COMMAND counts as PACKAGE), and
#     everything they Depend or Pre-Depend on, recursively. Recommends do
#     not count: they may be turned off, and they change between releases.
# On a system without dpkg it prints nothing, and the tests keep PATH.
set -eu
dir=$1
shift
command -v dpkg-query >/dev/null 2>&1 || exit 0
rm -rf "$dir"
mkdir -p "$dir"
for want in "$@" git make ca-certificates; do echo "${want%%/*}"; done >"$dir/.wanted"
# One line a package: name, essential, priority, provides, depends.
dpkg-query -W -f='${db:Status-Status}\t${Package}\t${Essential}\t${Priority}\t${Provides}\t${Depends}, ${Pre-Depends}\n' \
    >"$dir/.status"
awk -F'\t' '
    function bare(s) {
        sub(/^[ ]+/, "", s); sub(/[ (].*/, "", s); sub(/:.*/, "", s)
        return s
    }
    FILENAME ~ /wanted$/ { queue[++n] = $1; next }
    $1 != "installed" { next }
    {
        have[$2] = 1
        deps[$2] = $6
        if ($3 == "yes" || $4 == "required") queue[++n] = $2
        k = split($5, p, ",")
        for (i = 1; i <= k; i++) {
            v = bare(p[i])
            if (v != "") provider[v] = provider[v] " " $2
        }
    }
    END {
        for (i = 1; i <= n; i++) {
            name = queue[i]
            if (name in seen) continue
            seen[name] = 1
            if (!(name in have)) {
                # A virtual package: whatever installed package provides it.
                k = split(provider[name], p, " ")
                for (j = 1; j <= k; j++) queue[++n] = p[j]
                continue
            }
            print name
            k = split(deps[name], d, /[,|]/)
            for (j = 1; j <= k; j++) {
                v = bare(d[j])
                if (v != "") queue[++n] = v
            }
        }
    }' "$dir/.wanted" "$dir/.status" | sort >"$dir/.packages"
# The files those packages own, by their real path (/bin is /usr/bin).
# shellcheck disable=SC2046
dpkg-query -L $(cat "$dir/.packages") 2>/dev/null |
    grep -E '^(/usr)?/s?bin/' | sort -u >"$dir/.files"
: >"$dir/.real"
while read -r f; do
    [ -e "$f" ] && readlink -f "$f" >>"$dir/.real"
done <"$dir/.files"
sort -u -o "$dir/.real" "$dir/.real"
# Every program on the standard PATH whose real file is one of them (so
# alternatives such as cc and c++ come with the package behind them).
# /usr/local is left out: nothing a Debian package installs is there.
tab=$(printf '\t')
for bin in /usr/sbin /usr/bin /sbin /bin; do
    [ -d "$bin" ] || continue
    for f in "$bin"/*; do
        printf '%s\t%s\n' "$(readlink -f "$f")" "$f"
    done
done | sort -t "$tab" -k1,1 | join -t "$tab" "$dir/.real" - |
    while IFS="$tab" read -r real f; do
        name=${f##*/}
        [ -e "$dir/$name" ] || ln -s "$f" "$dir/$name"
    done
rm -f "$dir/.wanted" "$dir/.status" "$dir/.files" "$dir/.real"
echo "$dir"
