#!/bin/sh
# build.sh OUT - builds the page: libmaze and web/*.c compiled to
# WebAssembly with Debian's emcc (warnings are errors), twice over:
#   OUT/site/index.html, engine.js and engine.wasm: the page to serve, its
#     engine a file of its own beside it that a browser caches (and an
#     HTML of tens of kilobytes rather than hundreds);
#   OUT/maze.html: the same page in one file, the engine embedded, which
#     needs no network and no server (opened from a disk, offline).
# Nothing is rebuilt when both are newer than every source.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
out=$1
mkdir -p "$out/obj"
out=$(cd "$out" && pwd)

# libmaze (not libmaze-render or libmaze-photo, in the plug-in folders'
# subfolders) without the files that need libpng or jansson, and of the
# readers only the mask's, which the settings call (built without its PNG
# path: the page has no files, so no mask file ever opens).
lib=""
for f in "$root"/src/*.c "$root"/src/gen/*.c "$root"/src/solve/*.c \
         "$root"/src/render/*.c "$root"/src/read/*.c "$root"/src/request/*.c "$root"/src/measure/*.c; do
    case "$f" in
    */render/png_stream.c | */render/paint.c) continue ;;
    */read/mask.c | */read/read.c) ;;
    */read/*) continue ;;
    esac
    lib="$lib $f"
done
# libmaze-render's list of formats, whose rows (writers that fail here)
# let the page judge a request against PNG as every build does.
lib="$lib $root/src/render/pictures/formats.c"
sources="$lib $here/maze_web.c $here/draw.c $here/analysis.c $here/form.c \
         $here/maze_web.h $here/page.h $here/page.html \
         $here/app.js $here/draw.js $here/player.js $here/game.js \
         $here/floors.js $here/firstperson.js $here/analysis.js $here/form.js \
         $here/worker.js \
         $here/build.sh \
         $root/include/maze.h $root/src/mz.h"
if [ -f "$out/maze.html" ] && [ -f "$out/site/index.html" ]; then
    stale=no
    for f in $sources "$root"/src/*/*.h; do
        [ "$f" -nt "$out/maze.html" ] && stale=yes
        [ "$f" -nt "$out/site/index.html" ] && stale=yes
    done
    [ $stale = no ] && exit 0
fi

if ! command -v emcc >/dev/null; then
    echo "maze: emcc is missing (make web installs Debian's emscripten)" >&2
    exit 1
fi
# Debian's emcc runs its JavaScript tools with the system node, which
# finds Debian's acorn only through NODE_PATH.
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"
warn="-Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes -Werror"
cflags="-std=c11 -O2 $warn -D_GNU_SOURCE -DMAZE_NO_PICTURE_LIBS \
        -I$root/include -I$root/src -I$root/src/gen \
        -I$root/src/solve -I$root/src/render -I$root/src/read \
        -I$root/src/request -I$root/src/measure -I$root/src/render/pictures"
rm -f "$out"/obj/*.o "$out"/obj/*.c
# One emcc call compiles every file (each call costs a second of start-up);
# objects are named by their folder too, as src/ has two registry.c.
for f in $lib; do
    rel=${f#"$root"/src/}
    ln -sf "$f" "$out/obj/$(echo "$rel" | tr / _)"
done
(cd "$out/obj" && emcc $cflags -c ./*.c)
# The page's engine: maze_web.c and the files beside it (page.h).
rm -rf "$out/web-obj"
mkdir -p "$out/web-obj"
(cd "$out/web-obj" && emcc $cflags -c "$here"/*.c)
rm -f "$out/libmaze.a"
emar rcs "$out/libmaze.a" "$out"/obj/*.o

exports=$(sed -n 's/^[a-z_0-9 *]*\b\(web_[a-z_]*\)(.*/_\1/p' "$here/maze_web.h" |
          tr '\n' ',')
link() {
    emcc -O2 -Werror "$out"/web-obj/*.o "$out/libmaze.a" \
        -sMODULARIZE=1 -sEXPORT_NAME=createMazeEngine \
        -sALLOW_MEMORY_GROWTH=1 -sENVIRONMENT=web,worker -sFILESYSTEM=0 \
        -sEXPORTED_FUNCTIONS="${exports}_malloc,_free" \
        -sEXPORTED_RUNTIME_METHODS=ccall,cwrap,UTF8ToString "$@"
}
link -o "$out/engine.js" -sSINGLE_FILE=1
rm -rf "$out/site.tmp"
mkdir -p "$out/site.tmp"
link -o "$out/site.tmp/engine.js"

if grep -qi '</script' "$out/engine.js"; then
    echo "build.sh: engine.js contains </script>" >&2
    exit 1
fi
# page inline|file: the page with the engine in it, or named (a file
# beside it), then the worker's text and the page's own scripts.
page() {
    cat "$here/page.html"
    if [ "$1" = inline ]; then
        printf '<script id="engine">\n'
        cat "$out/engine.js"
        printf '</script>\n'
    else
        printf '<script id="engine" src="engine.js"></script>\n'
    fi
    printf '<script id="worker" type="text/plain">\n'
    cat "$here/worker.js"
    printf '</script>\n<script>\n'
    cat "$here/floors.js"
    printf '</script>\n<script>\n'
    cat "$here/firstperson.js"
    printf '</script>\n<script>\n'
    cat "$here/analysis.js"
    printf '</script>\n<script>\n'
    cat "$here/form.js"
    for script in draw player game app; do
        printf '</script>\n<script>\n'
        cat "$here/$script.js"
    done
    printf '</script>\n</body>\n</html>\n'
}
page inline >"$out/maze.html.tmp"
page file >"$out/site.tmp/index.html"
# The manual make web wrote beside the page stays with it (a rebuild by
# the page's tests dropped it, and the page's manual link with it).
[ ! -d "$out/site/manual" ] || mv "$out/site/manual" "$out/site.tmp/manual"
rm -rf "$out/site"
mv "$out/site.tmp" "$out/site"
mv "$out/maze.html.tmp" "$out/maze.html"
echo "built $out/maze.html and $out/site/ (index.html, engine.js, engine.wasm)"
