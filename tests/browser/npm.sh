#!/bin/sh
# npm.sh - makes sure tests/browser/node_modules holds the packages that
# package.json pins (playwright-core, and axe-core for the web page's
# accessibility), installing them from npm when one is missing or another
# version. playwright-core 1.61.1 is the newest whose engines accept
# Node.js 18, the one Debian 12 ships (1.62 and later need Node.js 20).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
fresh=yes
for pkg in playwright-core axe-core; do
    want=$(sed -n "s/.*\"$pkg\": *\"\([^\"]*\)\".*/\1/p" "$here/package.json")
    have=$(sed -n 's/^ *"version": *"\([^"]*\)".*/\1/p' \
        "$here/node_modules/$pkg/package.json" 2>/dev/null | head -n 1)
    [ "$have" = "$want" ] || fresh=no
done
[ $fresh = yes ] && exit 0
echo "installing $(sed -n 's/^ *"\([a-z-]*\)": *"\([0-9.]*\)".*/\1 \2/p' "$here/package.json" | tr '\n' ' ')from npm into tests/browser/node_modules"
cd "$here" && npm install --no-audit --no-fund --no-save --loglevel=error
