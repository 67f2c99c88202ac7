#!/bin/sh
# deb.sh [--built] [--install] [OUTDIR] - builds the Debian packages
# (scripts/deb.sh, as make deb does) into OUTDIR (build/deb-test) and
# checks them (with --built, those make deb left in OUTDIR):
#   - debian/changelog's version is maze.h's, with revision -1 or later;
#   - libmaze0, libmaze-render0 and libmaze-photo0 each hold their shared
#     library and its SONAME link only, and each shlibs file names the
#     package for its SONAME (libmaze.so.0: libmaze0); the other two
#     depend on exactly this libmaze0, whose LIBMAZE_PRIVATE names they use;
#   - libmaze-dev holds maze.h, libmaze's .so link and .a file, maze.pc
#     and maze-static.pc (prefix=/usr), the CMake package (its libmaze
#     targets) and every page of doc/man3, and depends on exactly this
#     libmaze0 and on no -dev package of cairo, giflib, leptonica or
#     libjpeg; libmaze-render-dev and libmaze-photo-dev hold the same of
#     their library (its CMake targets too) and depend on exactly it and
#     on libmaze-dev; maze holds the tool, its man page, the manual in
#     HTML and the bash completion;
#   - every file make install puts in place (debian/tmp) is in a package;
#   - lintian reports no errors.
# With --install (as root, when none of the three is installed) it also
# installs them with apt-get, runs maze --version and pkg-config, builds
# examples/make_and_solve.c against them through pkg-config (maze-render
# and maze-render-static) and CMake (maze::maze-render,
# maze::maze-render-static), and examples/text_only.c through pkg-config
# maze and maze::maze (which must need libmaze alone: tests/lean.sh), runs
# each, then removes them.
# Slow: a full package build with its tests.
set -u
build=yes
install=no
while [ $# -gt 0 ]; do
    case $1 in
    --built) build=no ;;
    --install) install=yes ;;
    *) break ;;
    esac
    shift
done
out=${1:-build/deb-test}
cd "$(dirname "$0")/.." || exit 1
failures=0
fail() {
    echo "FAIL $*"
    failures=$((failures + 1))
}

# The build runs without network where a network namespace can be made
# (unshare -n, as root): a package build has Build-Depends and nothing else.
offline=""
if [ "$build" = yes ] && unshare -n true 2>/dev/null; then
    offline="unshare -n"
fi
if [ "$build" = yes ]; then
    $offline sh scripts/deb.sh "$out" || {
        echo "FAIL the packages did not build${offline:+ without network}"
        exit 1
    }
    [ -n "$offline" ] && echo "deb: built without network (unshare -n)"
fi

# The tests the build ran (ctest's "Test #N: NAME"): none of those that
# need a browser, npm or emscripten, which Build-Depends does not hold.
browser=$(sed -n 's/^ *[0-9]*\/[0-9]* Test *#[0-9]*: \([^ ]*\) .*/\1/p' \
    "$out/work/build.log" | grep -x -e 'browser' -e 'golden-player' \
    -e 'messages' -e 'web.*' || true)
[ -z "$browser" ] || fail "the package build ran browser tests:" $browser
grep -q ' Test *#[0-9]*: unit ' "$out/work/build.log" ||
    fail "the package build ran no tests (no unit in $out/work/build.log)"

version=$(sed -n 's/^#define MAZE_VERSION "\(.*\)"$/\1/p' include/maze.h)
deb_version=$(dpkg-parsechangelog -S Version)
case "$deb_version" in
"$version"-[1-9]*) ;;
*) fail "debian/changelog is at $deb_version, maze.h at $version" ;;
esac
arch=$(dpkg-architecture -qDEB_HOST_ARCH)
multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH)
lib=usr/lib/$multiarch

# contents PACKAGE: the package's files and links, one a line, without the
# leading ./, directories and the two files every package has left out.
contents() {
    dpkg-deb -c "$out/${1}_${deb_version}_$arch.deb" |
        awk '$1 !~ /^d/ { print $6 }' | sed 's|^\./||' |
        grep -v "^usr/share/doc/$1/\(copyright\|changelog.Debian.gz\)$"
}
# expect PACKAGE FILE...: the package holds each FILE.
expect() {
    package=$1
    shift
    for file in "$@"; do
        contents "$package" | grep -qxF "$file" ||
            fail "$package lacks $file"
    done
}
# expect_only PACKAGE REGEX: every file of the package matches REGEX.
expect_only() {
    stray=$(contents "$1" | grep -v -x -e "$2")
    [ -z "$stray" ] || fail "$1 holds what is not its own: $stray"
}

packages="libmaze0 libmaze-render0 libmaze-photo0 libmaze-dev libmaze-render-dev libmaze-photo-dev maze"
for package in $packages; do
    [ -f "$out/${package}_${deb_version}_$arch.deb" ] ||
        fail "no $out/${package}_${deb_version}_$arch.deb"
done

for name in maze maze-render maze-photo; do
    package=lib${name}0
    expect $package "$lib/lib$name.so.$version" "$lib/lib$name.so.0"
    expect_only $package "$lib/lib$name\.so\.0\(\.[0-9.]*\)\{0,1\}"
    unpacked=$(mktemp -d)
    dpkg-deb -x "$out/${package}_${deb_version}_$arch.deb" "$unpacked"
    soname=$(readelf -d "$unpacked/$lib/lib$name.so.$version" |
        sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p')
    rm -rf "$unpacked"
    [ "$soname" = "lib$name.so.0" ] || fail "$package's SONAME is '$soname'"
    shlibs=$(dpkg-deb -I "$out/${package}_${deb_version}_$arch.deb" shlibs)
    [ "$shlibs" = "lib$name 0 $package (>= $version)" ] ||
        fail "$package's shlibs: $shlibs"
    if [ $name != maze ]; then
        depends=$(dpkg-deb -f "$out/${package}_${deb_version}_$arch.deb" Depends)
        echo "$depends" | grep -qF "libmaze0 (= $deb_version)" ||
            fail "$package does not depend on libmaze0 (= $deb_version): $depends"
    fi
done

# dev NAME: the -dev package of libNAME (maze: libmaze-dev).
dev() { [ "$1" = maze ] && echo libmaze-dev || echo "lib$1-dev"; }
for name in maze maze-render maze-photo; do
    package=$(dev $name)
    expect "$package" "$lib/lib$name.so" "$lib/lib$name.a" \
        "$lib/pkgconfig/$name.pc" "$lib/pkgconfig/$name-static.pc" \
        "$lib/cmake/maze/${name}Targets.cmake"
    unpacked=$(mktemp -d)
    dpkg-deb -x "$out/${package}_${deb_version}_$arch.deb" "$unpacked"
    for pc in $name $name-static; do
        grep -qx 'prefix=/usr' "$unpacked/$lib/pkgconfig/$pc.pc" ||
            fail "$pc.pc: $(grep '^prefix=' "$unpacked/$lib/pkgconfig/$pc.pc"), not prefix=/usr"
    done
    rm -rf "$unpacked"
    depends=$(dpkg-deb -f "$out/${package}_${deb_version}_$arch.deb" Depends)
    echo "$depends" | grep -qF "lib${name}0 (= $deb_version)" ||
        fail "$package does not depend on lib${name}0 (= $deb_version): $depends"
    if [ $name = maze ]; then
        heavy=$(echo "$depends" | grep -oE 'lib(cairo2|gif|leptonica|jpeg)-dev' || true)
        [ -z "$heavy" ] || fail "libmaze-dev depends on" $heavy
    else
        echo "$depends" | grep -qF "libmaze-dev (= $deb_version)" ||
            fail "$package does not depend on libmaze-dev (= $deb_version): $depends"
        expect_only "$package" \
            "$lib/lib$name\.\(so\|a\)\|$lib/pkgconfig/$name\(-static\)\{0,1\}\.pc\|$lib/cmake/maze/${name}Targets[a-z-]*\.cmake"
    fi
done
expect libmaze-dev usr/include/maze.h "$lib/cmake/maze/mazeConfig.cmake" \
    "$lib/cmake/maze/mazeConfigVersion.cmake"
for page in doc/man3/*.3; do
    expect libmaze-dev "usr/share/man/man3/${page##*/}.gz"
done
expect_only libmaze-dev \
    "usr/include/maze\.h\|$lib/libmaze\.\(so\|a\)\|$lib/pkgconfig/maze\(-static\)\{0,1\}\.pc\|$lib/cmake/maze/maze\(Config\|ConfigVersion\|Targets\)[a-z-]*\.cmake\|usr/share/man/man3/maze[a-z-]*\.3\.gz"

expect maze usr/bin/maze usr/share/man/man1/maze.1.gz \
    usr/share/bash-completion/completions/maze \
    usr/share/doc/maze/html/index.html usr/share/doc/maze/html/style.css
for page in doc/*.md; do
    case $page in
    doc/README.md) expect maze usr/share/doc/maze/html/index.html ;;
    *) name=${page##*/}; expect maze "usr/share/doc/maze/html/${name%.md}.html" ;;
    esac
done
expect_only maze \
    "usr/bin/maze\|usr/share/man/man1/maze\.1\.gz\|usr/share/bash-completion/completions/maze\|usr/share/doc/maze/html/.*"
# The manual as installed: every link inside it resolves.
unpacked=$(mktemp -d)
dpkg-deb -x "$out/maze_${deb_version}_$arch.deb" "$unpacked"
/usr/bin/python3 tests/docs-html.py doc "$unpacked/usr/share/doc/maze/html" >/dev/null ||
    fail "maze's manual in HTML: $(/usr/bin/python3 tests/docs-html.py doc "$unpacked/usr/share/doc/maze/html")"
rm -rf "$unpacked"

# What make install staged, each file in some package (man pages gzipped).
staged=$(cd "$out/work/maze-${deb_version%-*}/debian/tmp" && find . ! -type d |
    sed 's|^\./||; s|^\(usr/share/man/.*\)$|\1.gz|')
packaged=$(for p in $packages; do contents $p; done)
for file in $staged; do
    echo "$packaged" | grep -qxF "$file" || fail "no package holds $file"
done
[ -n "$staged" ] || fail "nothing staged in debian/tmp"

lintian_out=$(lintian "$out"/*.changes 2>&1)
errors=$(echo "$lintian_out" | grep '^E:')
[ -z "$errors" ] || fail "lintian: $errors"
echo "$lintian_out" | grep '^W:' | sed 's/^/lintian /'

if [ "$install" = yes ]; then
    if [ "$(id -u)" != 0 ]; then
        fail "--install needs root"
    elif dpkg-query -W -f='${Status}\n' $packages 2>/dev/null |
        grep -q 'install ok installed'; then
        fail "--install: one of $packages is installed already"
    else
        tmp=$(mktemp -d)
        export DEBIAN_FRONTEND=noninteractive
        debs=$(for p in $packages; do echo "./$out/${p}_${deb_version}_$arch.deb"; done)
        # shellcheck disable=SC2086 # one word a package
        if apt-get install -y -q $debs >"$tmp/apt.log" 2>&1; then
            [ "$(/usr/bin/maze --version)" = "maze $version" ] ||
                fail "installed maze --version: $(/usr/bin/maze --version)"
            [ "$(pkg-config --modversion maze)" = "$version" ] ||
                fail "pkg-config --modversion maze"
            libs=$(pkg-config --libs maze | sed 's/ *$//')
            [ "$libs" = -lmaze ] || fail "pkg-config --libs maze: $libs"
            example=$PWD/examples/make_and_solve.c
            lean=$PWD/examples/text_only.c
            # shellcheck disable=SC2046
            cc -o "$tmp/pc-shared" "$example" $(pkg-config --cflags --libs maze-render) ||
                fail "the example does not build with pkg-config maze-render"
            # shellcheck disable=SC2046
            cc -o "$tmp/pc-static" "$example" $(pkg-config --cflags --libs maze-render-static) ||
                fail "the example does not build with pkg-config maze-render-static"
            # shellcheck disable=SC2046
            cc -o "$tmp/pc-lean" "$lean" $(pkg-config --cflags --libs maze) ||
                fail "text_only.c does not build with pkg-config maze"
            if cmake -S tests/consumer -B "$tmp/cmake" -DEXAMPLE="$example" \
                -DLEAN="$lean" >"$tmp/cmake.log" 2>&1 &&
                cmake --build "$tmp/cmake" >>"$tmp/cmake.log" 2>&1; then
                cp "$tmp/cmake/consumer-shared" "$tmp/cmake/consumer-static" \
                    "$tmp/cmake/consumer-lean" "$tmp/"
            else
                cat "$tmp/cmake.log"
                fail "the example does not build with find_package(maze)"
            fi
            # Each makes its maze and picture; the shared ones load the
            # packaged libmaze.so.0, the static ones need none.
            for program in pc-shared pc-static consumer-shared consumer-static; do
                [ -x "$tmp/$program" ] || continue
                if ! (cd "$tmp" && "./$program" "$program.png" >"$program.txt" 2>"$program.err") ||
                    ! head -c 8 "$tmp/$program.png" | grep -q PNG; then
                    fail "$program (built against libmaze-dev) did not run"
                fi
                loaded=$(ldd "$tmp/$program" | sed -n 's/.*libmaze\.so\.0 => \([^ ]*\).*/\1/p')
                case $program in
                *-shared)
                    [ "$(realpath "$loaded")" = "/usr/lib/$multiarch/libmaze.so.$version" ] ||
                        fail "$program loads '$loaded', not libmaze0's library" ;;
                *)
                    [ -z "$loaded" ] || fail "$program, linked statically, needs $loaded" ;;
                esac
            done
            for program in pc-lean consumer-lean; do
                [ -x "$tmp/$program" ] || continue
                sh tests/lean.sh "$tmp/$program" "/usr/lib/$multiarch/libmaze.so.0" ||
                    fail "$program (pkg-config maze, maze::maze) is not lean"
            done
            [ -f /usr/share/man/man3/maze.3.gz ] || fail "no maze(3) page installed"
            echo "deb: installed with apt-get; $(/usr/bin/maze --version); the example built against libmaze-dev 4 ways ran, text_only.c 2 ways, lean"
        else
            cat "$tmp/apt.log"
            fail "apt-get install of the packages"
        fi
        # shellcheck disable=SC2086
        apt-get remove -y -q $packages >"$tmp/apt.log" 2>&1 ||
            fail "apt-get remove: $(cat "$tmp/apt.log")"
        rm -rf "$tmp"
    fi
fi

if [ "$failures" = 0 ]; then
    echo "deb: the packages hold what they should, lintian finds no errors"
else
    echo "deb: $failures failed"
    exit 1
fi
