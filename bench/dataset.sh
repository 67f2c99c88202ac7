#!/usr/bin/env bash
# dataset.sh [N] [ROUNDS] - solved 10x10 mazes as JSON lines with 1 job and
# with every core, in turns (1 job, every core, 1 job, ...: this machine is
# shared and drifts over minutes, so the ratio of the medians means most),
# then the same speed-up for a text folder (N/10 mazes), the same files
# made by the plainest C program (bench/mkfiles.c: what this disk and these
# cores give any program), a PNG folder (N/10), stats --samples and
# --pick-hardest; then the common numpy way
# (bench/dataset_numpy.py, on N/50 mazes, one at a time, with Debian's
# python3 and python3-numpy). Prints the load average, the median time of
# each and the speed-up; every output is checked byte for byte against
# the one job's. On a shared machine the wall times say what the load
# left; the CPU time (user + sys) over the wall time of the run with every
# core says how many cores it kept busy (2.0: both, all the time), and the
# CPU times of both sides whether the jobs added work. Each run writes
# into a folder the run before it removed: on ext4 without a journal a
# create then skips the inodes freed in the last minute, so folders cost
# more here than on a fresh disk, on one core and two alike. So each run
# of a folder writes a new folder, and the folders are removed at the end
# only (ext4 skips an inode freed in the last minute, or 6 minutes while
# its table is unwritten, and reads its table to know: 80% of a text
# folder's time when the runs before were removed). Creating files also
# costs what others freed near the scratch folder: it is made in $TMPDIR
# (/tmp when unset), which on a shared machine may be best elsewhere
# (TMPDIR=/var/tmp: 0.14 s of sys for 2,000 solved text mazes, against
# 4.4 s in /tmp here, the same command).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
maze=${MAZE:-$here/../build/maze}
n=${1:-100000}
rounds=${2:-5}
cores=$(nproc)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pairs=0
median() { sort -n | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }
TIMEFORMAT='%R %U %S'
timed() { # timed OUT ERR COMMAND...: "wall cpu" seconds of COMMAND
    local out=$1 err=$2 t
    shift 2
    t=$({ time "$@" >"$out" 2>"$err"; } 2>&1)
    awk -v t="$t" 'BEGIN {split(t, a, " "); printf "%.3f %.3f\n", a[1], a[2] + a[3]}'
}
# pair NAME COUNT OUTPUT-IS-A-FOLDER COMMAND... (--jobs J and -o/OUT added
# by the words JOBS and OUT in COMMAND): rounds of 1 job and every core,
# of maze or, with prog=PROGRAM before the call, of that program.
pair() {
    local name=$1 count=$2 folder=$3
    shift 3
    : >"$tmp/one" >"$tmp/all"
    pairs=$((pairs + 1))
    for round in $(seq "$rounds"); do
        local out1="" out
        for j in 1 "$cores"; do
            # A file is removed before the next run; a folder stays.
            out=$tmp/out$j
            rm -rf "$out"
            if [ "$folder" = 1 ]; then
                out=$tmp/folder$pairs.$round.$j
                mkdir "$out"
            fi
            [ "$j" = 1 ] && out1=$out
            local args=()
            for a in "$@"; do
                case $a in
                    JOBS) args+=(--jobs "$j") ;;
                    OUT) if [ "$folder" = 1 ]; then args+=(-o "$out/"); else args+=(-o "$out"); fi ;;
                    *) args+=("$a") ;;
                esac
            done
            local file=one
            [ "$j" = 1 ] || file=all
            if [ "$folder" = 2 ]; then # standard output is the result
                timed "$out" "$tmp/err$j" "${prog:-$maze}" "${args[@]}" >>"$tmp/$file"
                cat "$tmp/err$j" >>"$out"
            else
                timed /dev/null /dev/null "${prog:-$maze}" "${args[@]}" >>"$tmp/$file"
            fi
        done
        diff -r "$out1" "$out" >/dev/null ||
            { echo "dataset.sh: $name differs with --jobs $cores" >&2; exit 1; }
    done
    local one all cpu1 cpu busy
    one=$(cut -d' ' -f1 "$tmp/one" | median)
    all=$(cut -d' ' -f1 "$tmp/all" | median)
    cpu1=$(cut -d' ' -f2 "$tmp/one" | median)
    cpu=$(cut -d' ' -f2 "$tmp/all" | median)
    busy=$(awk '{b = $1 > 0 ? $2 / $1 : 0; print b}' "$tmp/all" | median)
    printf "| %s | %s | %s | %s | %.2f us | %.2fx | %s / %s | %.2f |\n" "$name" "$count" "$one" "$all" \
        "$(awk -v s="$all" -v n="$count" 'BEGIN {print s / n * 1e6}')" \
        "$(awk -v a="$one" -v b="$all" 'BEGIN {print a / b}')" "$cpu1" "$cpu" "$busy"
}
echo "Machine: $cores cores, $(uname -m), $(date -u +%Y-%m-%d), load average $(cut -d' ' -f1-3 /proc/loadavg), medians of $rounds rounds, scratch in ${TMPDIR:-/tmp}"
echo
echo "| batch | mazes | 1 job (s) | $cores jobs (s) | a maze, $cores jobs | speed-up | CPU s, 1 / $cores jobs | cores busy, $cores jobs |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
pair "JSON lines, 10x10, solved" "$n" 0 generate --count "$n" -W 10 -H 10 -s 1 --solve -f jsonl JOBS OUT
small=$((n / 10))
pair "text folder, 10x10, solved" "$small" 1 generate --count "$small" -W 10 -H 10 -s 1 --solve -f text JOBS OUT
cc -O2 -pthread -o "$tmp/mkfiles" "$here/mkfiles.c"
prog=$tmp/mkfiles pair "plain files, 2 a maze (mkfiles.c)" "$small" 1 --count "$small" JOBS OUT
pair "PNG folder, 10x10, solved" "$small" 1 generate --count "$small" -W 10 -H 10 -s 1 --solve -f png JOBS OUT
pair "stats --samples, 10x10" "$n" 2 stats --samples "$n" -W 10 -H 10 -s 1 -a backtracker JOBS
pair "--pick-hardest, 30x30" "$small" 2 generate -W 30 -H 30 -s 1 --solve --pick-hardest "$small" JOBS
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
small=$((n / 50))
${PYTHON:-/usr/bin/python3} "$here/dataset_numpy.py" "$small" >/dev/null 2>"$tmp/py.txt" || { cat "$tmp/py.txt" >&2; exit 1; }
cat "$tmp/py.txt"
