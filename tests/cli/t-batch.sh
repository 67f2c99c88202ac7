# t-batch.sh - batches (--count): a stream's memory stays flat whatever the
# count, and a batch into a folder stopped part way lists in index.csv
# exactly the mazes it finished.

# JSON lines keep nothing of the mazes written: four million (whose index
# would take 400 MB) and a billion stream in the memory of a few.
t_batch_stream_memory_is_flat_whatever_the_count() {
    local count
    for count in 4000000 1000000000; do
        (ulimit -v 60000; exec "$MAZE" generate --count $count -W 2 -H 2 -s 1 -f jsonl) 2>err |
            head -n 20000 >lines.jsonl
        ! grep -v "^seed: 1$" err || fail "--count $count said so" || return 1
        [ "$(wc -l <lines.jsonl)" = 20000 ] || fail "--count $count: $(wc -l <lines.jsonl) lines" || return 1
        "$MAZE" generate -W 2 -H 2 -s 20000 -f jsonl 2>/dev/null | cmp - <(tail -n 1 lines.jsonl) ||
            fail "--count $count: line 20000 is not seed 20000" || return 1
    done
}
