# The manual (doc/*.md) and the README: the options parts are what the tool
# says now, and every relative link names a file that is there.

ROOT="$HERE/../.."

t_docs_options_parts_match_the_tool() {
    python3 "$ROOT/scripts/doc-options.py" "$MAZE" "$ROOT/doc" 2>err ||
        fail "$(cat err)"
}

t_docs_options_check_fails_when_a_part_drifts() {
    mkdir doc
    cp "$ROOT"/doc/*.md doc/
    sed -i 's/cells across (default 20)/cells across (default 21)/' doc/generating.md
    ! python3 "$ROOT/scripts/doc-options.py" "$MAZE" doc 2>err || fail "passed"
    grep -q 'doc/generating.md: its Options part' err || fail "$(cat err)"
}

t_docs_relative_links_point_at_files() {
    local file dir target bad=""
    for file in "$ROOT/README.md" "$ROOT"/doc/*.md "$ROOT/python/README.md"; do
        dir=$(dirname "$file")
        # [text](target) and [text](target#anchor), not http: or mailto:
        while read -r target; do
            target=${target%%#*}
            [ -n "$target" ] || continue
            [ -e "$dir/$target" ] || bad="$bad $(basename "$file"):$target"
        done < <(grep -o '\]([^)[:space:]]*)' "$file" | sed 's/^](//; s/)$//' |
                 { grep -v '^[a-z]*:' || true; })
    done
    [ -z "$bad" ] || fail "links to nothing:$bad"
}

t_docs_every_manual_page_is_in_the_index() {
    local page
    for page in "$ROOT"/doc/*.md; do
        [ "$(basename "$page")" = README.md ] && continue
        grep -q "]($(basename "$page"))" "$ROOT/doc/README.md" ||
            fail "doc/README.md does not link $(basename "$page")"
    done
}

t_docs_readme_is_a_short_front_door() {
    local lines
    lines=$(wc -l <"$ROOT/README.md")
    [ "$lines" -le 250 ] || fail "README.md is $lines lines (at most 250)"
    # Nothing true of one machine or one day: timings, commits, "on this host".
    ! grep -nE '[0-9] ?(s|ms|µs|minutes|hours)\b|\b[0-9a-f]{7}\b|this (host|machine)' \
        "$ROOT/README.md" >found || fail "figures of one machine: $(cat found)"
}
