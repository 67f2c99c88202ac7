#!/usr/bin/env bash
# messages.sh MAZE - the same bad settings given to the tool MAZE, to the
# Python package and to the web page must be refused in the same words
# (messages.mjs). The page is built as web.sh builds it; the Python
# package is installed as make check-python installs it, into a venv of
# its own here; without Debian's python3-cffi and python3-numpy (make
# check-python installs them) the Python half is left out, and said so.
set -eu
. "$(dirname "$0")/page.sh"
PYTHON=${PYTHON:-/usr/bin/python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python=""
if "$PYTHON" -c 'import cffi, numpy, venv' 2>/dev/null; then
    "$PYTHON" -m venv --system-site-packages "$work/venv"
    # A copy, so the build leaves nothing in the source tree.
    cp -r "$ROOT/python" "$ROOT/include" "$ROOT/src" "$ROOT/LICENSE" "$work/"
    "$work/venv/bin/python" -m pip install -q --no-index --no-build-isolation \
        "$work/python" >"$work/pip.log" 2>&1 || { cat "$work/pip.log"; exit 1; }
    python="$work/venv/bin/python"
elif [ "${MAZE_REQUIRE_PYTHON:-}" = 1 ]; then
    echo "messages.sh: $PYTHON has no cffi, numpy or venv" \
         "(make check installs them)" >&2
    exit 1
else
    echo "SKIP python: $PYTHON has no cffi or numpy" \
         "(make check-python installs them)"
fi
node "$HERE/messages.mjs" "$PAGE" "$MAZE" "$python" \
    "$HERE/messages.py"
