#!/bin/sh
# npm.sh - makes sure tests/browser/node_modules holds the playwright-core
# that package.json pins, installing it from npm when it is missing or
# another version. 1.61.1 is the newest whose engines accept Node.js 18,
# the one Debian 12 ships (1.62 and later need Node.js 20).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
want=$(sed -n 's/.*"playwright-core": *"\([^"]*\)".*/\1/p' "$here/package.json")
have=$(sed -n 's/^ *"version": *"\([^"]*\)".*/\1/p' \
    "$here/node_modules/playwright-core/package.json" 2>/dev/null | head -n 1)
[ "$have" = "$want" ] && exit 0
echo "installing playwright-core $want from npm into tests/browser/node_modules"
cd "$here" && npm install --no-audit --no-fund --no-save --loglevel=error
