#!/usr/bin/env bash
# run.sh MAZE [NO_FLINK] - runs every test in tests/cli/t-*.sh against the
# built maze binary, the way a user would, each in a fresh empty folder.
# CLI_TESTS="t-solve.sh t-stats.sh" runs only those files (a contributor's
# loop; make check runs them all).
# NO_FLINK is tests/cli/no_flink.c built (the tests that need it say so
# without it).
#
# A test is a shell function whose name starts with t_. It runs with errexit
# (and errtrace), so the first command that fails ends the test as failed,
# wherever it stands: a check need not be the function's last line or carry
# its own "|| return 1". (errexit does not look at a command after "!", nor
# inside an "if" or "while" condition: a check there must end in "|| fail".)
# Helpers (lib.sh) run maze and compare what it said.
set -u
MAZE=$(realpath "$1")
NO_FLINK=${2:+$(realpath "$2")}
HERE=$(cd "$(dirname "$0")" && pwd)
export MAZE NO_FLINK HERE
. "$HERE/lib.sh"

passed=0
failed=0
files=("$HERE"/t-*.sh)
if [ -n "${CLI_TESTS:-}" ]; then
    files=()
    for name in $CLI_TESTS; do
        files+=("$HERE/$name")
    done
fi
for file in "${files[@]}"; do
    # Each file in its own shell so that its functions stay its own.
    while read -r name; do
        dir=$(mktemp -d)
        # Not in a condition: errexit is ignored in all a condition runs.
        (
            set -eE
            trap 'echo "failed: line $LINENO of $(basename "$file"): $BASH_COMMAND"' ERR
            cd "$dir"
            . "$file"
            "$name"
        ) >"$dir.log" 2>&1 </dev/null
        result=$?
        if [ "$result" = 0 ]; then
            passed=$((passed + 1))
        else
            failed=$((failed + 1))
            echo "FAIL $(basename "$file") $name"
            sed 's/^/    /' "$dir.log"
        fi
        rm -rf "$dir" "$dir.log"
    done < <(bash -c ". '$HERE/lib.sh'; . '$file'; declare -F" |
             awk '$3 ~ /^t_/ {print $3}')
done
echo "cli: $passed passed, $failed failed"
[ "$failed" = 0 ]
