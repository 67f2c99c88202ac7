#!/bin/sh
# deps.sh PACKAGE... - makes sure these Debian packages are installed.
# PACKAGE/COMMAND is also satisfied by COMMAND on the PATH (node and npm may
# come from elsewhere than Debian, and Debian's npm conflicts with those).
#
# As root it installs what is missing (saying what), running apt-get update
# first only when the package lists are missing or too old to have them.
# Anyone else is told the exact command. On a system without dpkg it only
# names what the build needs and lets the build try.
set -u
missing=""
if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "maze: not a Debian system; the build needs: $*" >&2
    exit 0
fi
for want in "$@"; do
    pkg=${want%%/*}
    cmd=${want#*/}
    if [ "$cmd" != "$want" ] && command -v "$cmd" >/dev/null 2>&1; then
        continue
    fi
    status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null)
    case "$status" in
    *"install ok installed"*) ;;
    *) missing="$missing $pkg" ;;
    esac
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" != 0 ]; then
    echo "maze: missing Debian packages:$missing" >&2
    echo "maze: install them with: sudo apt-get install -y$missing" >&2
    exit 1
fi
echo "maze: installing missing Debian packages:$missing"
export DEBIAN_FRONTEND=noninteractive
# shellcheck disable=SC2086
if ! apt-get install -y -q $missing; then
    echo "maze: updating the package lists first"
    apt-get update -q && apt-get install -y -q $missing || {
        echo "maze: could not install:$missing" >&2
        exit 1
    }
fi
