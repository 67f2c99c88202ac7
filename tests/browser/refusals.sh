#!/usr/bin/env bash
# refusals.sh MAZE - the bad requests of tests/bad-requests.tsv, given to
# the web page as its address, are refused in the library's words
# (refusals.mjs; the tool's and Python's tests read the same list). The
# page is built as web.sh builds it.
set -eu
. "$(dirname "$0")/page.sh"
node "$HERE/refusals.mjs" "$PAGE" "$ROOT/tests/bad-requests.tsv"
