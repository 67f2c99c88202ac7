# maze list: the forms each generator takes, tagged, and the tags true.

# The generators tagged TAG in maze list, one a line.
tagged() {
    "$MAZE" list | awk -v tag="$1" '/^generators/ {on=1; next} /^$/ {on=0}
        on && /^  [^ ]/ && index($0, tag) {print $1}'
}

# Every generator, but classical (its grid is its own).
generators() {
    "$MAZE" list | awk '/^generators/ {on=1; next} /^$/ {on=0}
        on && /^  [^ ]/ && !/\[polar only\]/ {print $1}'
}

# Whether `maze generate -a NAME ARGS...` makes a maze (0) or refuses it
# as a usage error (2); anything else fails the test.
takes() {
    local a=$1
    shift
    maze generate -a "$a" -s 1 -f json "$@"
    [ "$status" = 0 ] || [ "$status" = 2 ] ||
        fail "generate -a $a $*: exit $status" || return 1
    [ "$status" = 0 ]
}

t_list_tags_what_each_generator_takes() {
    # 9x9, the size every form below is tried at
    printf '.........\n.........\n...###...\n...###...\n...###...\n.........\n.........\n.........\n.........\n' >ring.txt
    local n=0
    for a in $(generators); do
        n=$((n + 1))
        local want
        for form in "[shapes, mask, floors]:--shape hex" \
            "[shapes, mask, floors]:--mask ring.txt" \
            "[shapes, mask, floors]:--floors 2" "[weave]:--weave 0.5" \
            "[symmetry]:--symmetry x" "[rows]:--rows 3"; do
            local tag=${form%%:*} args=${form#*:}
            want=no
            tagged "$tag" | grep -qx "$a" && want=yes
            if [ "$tag" = "[rows]" ]; then
                local got=no
                maze generate -a "$a" -s 1 -W 9 $args
                [ "$status" = 0 ] && got=yes
            else
                local got=no
                if takes "$a" -W 9 -H 9 $args; then got=yes; fi
            fi
            [ "$want" = "$got" ] ||
                fail "$a: tagged $tag: $want, takes $args: $got" || return 1
        done
    done
    [ "$n" -ge 14 ] || fail "only $n generators listed"
}

t_list_says_which_generators_are_symmetric() {
    maze list
    grep -q "^  wilson .*\[symmetry\]" out || fail "wilson: no [symmetry]"
    ! grep -q "^  unicursal .*\[symmetry\]" out || fail "unicursal: [symmetry]"
    ! grep -q "^  cave .*\[symmetry\]" out || fail "cave: [symmetry]"
}

# [loops with rooms]: a perfect maze unless --room-size leaves rooms open,
# then loops; the generators without a tag of loops refuse the setting.
t_list_says_which_generators_leave_rooms() {
    [ "$(tagged '[loops with rooms]')" = division ] ||
        fail "tagged: $(tagged '[loops with rooms]')" || return 1
    for a in $(generators); do
        if tagged '[loops with rooms]' | grep -qx "$a"; then
            maze stats -a "$a" -s 1 --json
            grep -q '"loops": 0[,}]' out || fail "$a: loops without rooms" ||
                return 1
            maze stats -a "$a" -s 1 --room-size 2-4 --json
            expect_status 0 || return 1
            ! grep -q '"loops": 0[,}]' out || fail "$a: no loops with rooms" ||
                return 1
        elif ! tagged '[loops]' | grep -qx "$a"; then
            ! takes "$a" --room-size 2-4 || fail "$a took --room-size" ||
                return 1
        fi
    done
    maze generate -a prim -s 1 --room-size 2-4
    expect_error 2 "maze: --room-size is read by division and dungeon only, not by prim (see: maze help generate)" || return 1
    maze generate -a division --shape polar -s 1 --room-size 2-4
    expect_error 2 "maze: --room-size works on rectangles, not polar grids (a polar field's rings are no sides to measure a room by) (see: maze help generate)"
}
