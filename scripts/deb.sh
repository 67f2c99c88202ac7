#!/bin/sh
# deb.sh OUTDIR - builds the Debian packages (libmaze0, libmaze-dev, their
# -render and -photo twins, maze) from debian/ with dpkg-buildpackage,
# then checks them with lintian.
#
# dpkg-buildpackage writes its files beside the source tree, so it builds
# a copy in OUTDIR/work/maze-VERSION; the .debs, .buildinfo and .changes
# end up in OUTDIR itself. Debug-symbol packages are not made unless
# DEB_BUILD_OPTIONS asks for them (autodbgsym).
set -eu
out=${1:-build/deb}
jobs=${JOBS:-2}
version=$(dpkg-parsechangelog -S Version)
upstream=${version%-*}
work=$out/work
src=$work/maze-$upstream

rm -rf "$work"
rm -f "$out"/*.deb "$out"/*.changes "$out"/*.buildinfo
mkdir -p "$src"
# The files git knows of (tracked, or new and not ignored), so build
# outputs and node_modules stay out; a tree without git is copied whole.
if git rev-parse --git-dir >/dev/null 2>&1; then
    # shellcheck disable=SC2016
    git ls-files -z --cached --others --exclude-standard |
        xargs -0 sh -c 'for f; do [ -e "$f" ] && printf "%s\0" "$f"; done' sh |
        tar --null -T - -cf - | tar -xf - -C "$src"
else
    tar --exclude=./build --exclude='./build-*' -cf - . | tar -xf - -C "$src"
fi

case " ${DEB_BUILD_OPTIONS:-} " in
*" autodbgsym "*) ;;
*) DEB_BUILD_OPTIONS="${DEB_BUILD_OPTIONS:+$DEB_BUILD_OPTIONS }noautodbgsym" ;;
esac
export DEB_BUILD_OPTIONS
echo "maze: building the Debian packages in $src"
(cd "$src" && dpkg-buildpackage -b -us -uc -j"$jobs") >"$work/build.log" 2>&1 || {
    tail -n 40 "$work/build.log" >&2
    echo "maze: dpkg-buildpackage failed (log: $work/build.log)" >&2
    exit 1
}
mv "$work"/*.deb "$work"/*.buildinfo "$work"/*.changes "$out"/

changes=$(ls "$out"/*.changes)
echo "maze: lintian $changes"
lintian --fail-on error "$changes" || {
    echo "maze: lintian found errors" >&2
    exit 1
}
echo "maze: the packages are in $out:"
debs=""
for deb in "$out"/*.deb; do
    echo "    $deb"
    debs="$debs ./$deb"
done
echo "maze: install them with: apt-get install$debs"
