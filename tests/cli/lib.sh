# lib.sh - helpers for the command-line tests (sourced by run.sh).

# maze ARGS...: runs the tool; stdout in ./out, stderr in ./err, the exit
# status in $status. Never fails by itself.
maze() {
    "$MAZE" "$@" >out 2>err
    status=$?
    return 0
}

# maze_in FILE ARGS...: the same with FILE as standard input.
maze_in() {
    local input=$1
    shift
    "$MAZE" "$@" <"$input" >out 2>err
    status=$?
    return 0
}

fail() {
    echo "$*"
    echo "--- stdout:"; head -c 2000 out 2>/dev/null
    echo "--- stderr:"; cat err 2>/dev/null
    return 1
}

expect_status() {
    [ "$status" = "$1" ] || fail "expected exit status $1, got $status"
}

# expect_error STATUS LINE: exit status and the one line on stderr.
expect_error() {
    expect_status "$1" || return 1
    [ "$(cat err)" = "$2" ] || fail "expected stderr: $2"
}

expect_err_has() {
    grep -qF -- "$1" err || fail "expected on stderr: $1"
}

expect_out_has() {
    grep -qF -- "$1" out || fail "expected on stdout: $1"
}

# The text format's shape: lines of one length, 2H+1 of them.
expect_text_maze() {
    local w=$1 h=$2 file=${3:-out}
    local lines cols
    lines=$(wc -l <"$file")
    cols=$(awk '{print length($0)}' "$file" | sort -u)
    [ "$lines" = $((2 * h + 1)) ] || fail "expected $((2 * h + 1)) lines, got $lines" || return 1
    [ "$cols" = $((2 * w + 1)) ] || fail "expected lines of $((2 * w + 1)), got $cols" || return 1
    [ "$(grep -o S "$file" | wc -l)" = 1 ] || fail "expected one S" || return 1
    [ "$(grep -o E "$file" | wc -l)" = 1 ] || fail "expected one E"
}

# Runs a command on a pseudo-terminal (util-linux script), as a user at a
# terminal would; output in ./out.
on_terminal() {
    script -qec "$*" /dev/null >out 2>&1 </dev/null
    status=$?
}
