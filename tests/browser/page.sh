# page.sh - sourced by the page's browser tests (web.sh, analysis.sh,
# eye.sh, forms.sh, messages.sh, upsilon.sh) with the maze tool as $1:
# sets MAZE (its full path), HERE (this folder), ROOT (the source tree)
# and PAGE, the web page built into build/web as make web builds it
# (rebuilt only when a source is newer, so the runs of make check share
# one build), and makes sure playwright-core is installed.
MAZE=$(realpath "$1")
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(dirname "$(dirname "$HERE")")
PAGE=$ROOT/build/web/maze.html
sh "$ROOT/web/build.sh" "$ROOT/build/web"
sh "$HERE/npm.sh"
