# maze solve and maze stats on photos: JPEGs of the tool's own mazes,
# made by tests/photo/synth.c (turned in perspective, lit unevenly,
# blurred, noised), whose answer is known.

synth() {
    "$(dirname "$MAZE")/tests/photo-synth" "$@"
}

t_a_photo_of_a_line_maze_reads_as_its_text() {
    synth make 3 10 10 lines mild photo.jpg truth.txt
    maze solve truth.txt -f text
    mv out want
    mv err want.err
    maze solve photo.jpg -f text
    expect_status 0
    cmp out want || fail "the maze read from the photo is not the maze drawn"
    cmp err want.err || fail "another route length"
}

# Long narrow mazes: the rows' lines, bent a pixel or two off their even
# places by what perspective the corners leave, are still counted.
t_photos_of_long_narrow_mazes_read_as_their_text() {
    for size in "1 5 50" "3 5 30"; do
        set -- $size
        synth make "$1" "$2" "$3" lines mild photo.jpg truth.txt
        maze solve truth.txt -f text
        mv out want
        maze solve photo.jpg -f text
        expect_status 0
        cmp out want || fail "the ${2}x$3 maze read is not the one drawn"
    done
}

t_a_photo_of_a_block_maze_reads_as_its_text() {
    synth make 11 10 8 blocks mild photo.jpg truth.txt
    maze solve truth.txt -f text
    mv out want
    maze solve photo.jpg -f json
    expect_status 0
    expect_out_has '"width": 10'
    maze solve photo.jpg -f text
    cmp out want || fail "the maze read from the photo is not the maze drawn"
}

t_the_solved_photo_is_the_photo_with_the_route() {
    synth make 3 10 10 lines mild photo.jpg truth.txt
    maze solve photo.jpg -o solved.jpg
    expect_status 0
    expect_err_has "route length:"
    size=$(file photo.jpg | grep -oE '[0-9]+x[0-9]+,' | tail -1)
    file solved.jpg | grep -q "JPEG image data" || fail "not a JPEG"
    file solved.jpg | grep -qF "$size" || fail "not the photo's size $size"
    maze solve photo.jpg -o solved.png
    file solved.png | grep -q "PNG image data" || fail "not a PNG"
    maze solve photo.jpg
    file out | grep -q "PNG image data" || fail "not a PNG by default"
    maze stats photo.jpg
    expect_status 0
    expect_out_has "cells                    100"
}

t_the_debug_picture_is_written_even_when_reading_fails() {
    synth make 3 10 10 lines mild photo.jpg truth.txt
    maze solve photo.jpg -f text --debug-picture seen.png
    expect_status 0
    file seen.png | grep -q "PNG image data" || fail "no debug picture"
    synth blank blank.jpg
    maze solve blank.jpg -f text --debug-picture seen2.png
    expect_status 1
    [ "$(wc -l <err)" = 1 ] || fail "not one line"
    expect_err_has "maze: blank.jpg: no maze border found"
    file seen2.png | grep -q "PNG image data" || fail "no debug picture"
}

t_photos_that_cannot_be_read_say_why_in_one_line() {
    synth make 7 6 6 lines mild photo.jpg truth.txt
    head -c 3000 photo.jpg >cut.jpg
    maze solve cut.jpg -f text
    expect_status 1
    [ "$(wc -l <err)" = 1 ] || fail "not one line"
    maze solve photo.jpg --start 0,0 -f text
    expect_error 2 "maze: start 0,0 is outside the maze (pick a pixel inside its outer wall)"
    size=$(file photo.jpg | grep -oE '[0-9]+x[0-9]+,' | tail -1 | tr -d ,)
    w=${size%x*} h=${size#*x}
    maze solve photo.jpg --start 99999,5 -f text
    expect_error 2 "maze: start 99999,5 is outside the ${w}x$h photo (x from 0 to $((w - 1)), y from 0 to $((h - 1)))" || return 1
    maze solve photo.jpg --start "$((w / 2)),$((h / 2))" --end "5,$h" -f text
    expect_error 2 "maze: end 5,$h is outside the ${w}x$h photo (x from 0 to $((w - 1)), y from 0 to $((h - 1)))" || return 1
    maze solve truth.txt --debug-picture seen.png
    expect_status 2
    expect_err_has "--debug-picture shows how a photo was read"
}

t_a_damaged_jpeg_says_so_in_one_line_and_nothing_else() {
    synth make 7 6 6 lines mild photo.jpg truth.txt
    # 32 bytes in the middle of the picture's data overwritten: the file
    # still ends in its EOI marker, and libjpeg finds the data corrupt,
    # which its own error manager would print on standard error.
    cp photo.jpg bad.jpg
    size=$(wc -c <photo.jpg)
    printf 'UUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUU' |
        dd of=bad.jpg bs=1 seek=$((size / 2)) conv=notrunc 2>/dev/null
    maze solve bad.jpg -f text
    expect_status 1
    [ "$(wc -l <err)" = 1 ] || fail "not one line on standard error: $(cat err)"
    expect_err_has "maze: bad.jpg: a broken picture (corrupt JPEG data: premature end of data segment)"
    maze stats bad.jpg
    expect_status 1
    [ "$(wc -l <err)" = 1 ] || fail "not one line on standard error: $(cat err)"
    # A JPEG of markers and no picture: libjpeg would say "JPEG datastream
    # contains no image" while its header is read.
    printf '\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00\xff\xd9' >empty.jpg
    maze solve empty.jpg -f text
    expect_error 1 "maze: empty.jpg: a broken picture (its header cannot be read)"
}

t_ends_by_the_photos_pixels() {
    synth make 8 6 6 lines mild photo.jpg truth.txt
    maze solve photo.jpg -f text
    expect_status 0
    # The photo's middle is in the maze: from there to there is no step.
    size=$(file photo.jpg | grep -oE '[0-9]+x[0-9]+,' | tail -1 | tr -d ,)
    middle=$((${size%x*} / 2)),$((${size#*x} / 2))
    maze solve photo.jpg --start "$middle" --end "$middle" -f text
    expect_status 0
    expect_err_has "route length: 0"
}

t_a_png_photo_is_read_with_photo() {
    synth make 21 7 7 lines mild photo.png truth.txt
    maze solve truth.txt -f text
    mv out want
    maze solve photo.png --photo -o solved.png
    expect_status 0
    maze solve photo.png --photo -f text
    expect_status 0
    cmp out want || fail "the PNG photo is not read as the maze drawn"
    # The route drawn in red is no wall: the solved photo reads the same.
    maze solve solved.png --photo -f text
    cmp out want || fail "the solved photo is not read as the maze drawn"
    # Without --photo the PNG is a picture of thousands of colours, and
    # the message says how to read it as a photo.
    maze solve photo.png -f text
    expect_status 1
    expect_err_has "(a photograph? give --photo)"
    maze stats photo.png
    expect_status 1
    expect_err_has "(a photograph? give --photo)"
}

t_stats_measures_a_png_or_gif_photo_with_photo() {
    synth make 21 7 7 lines mild photo.jpg truth.txt
    maze stats truth.txt
    mv out want
    for ext in png gif; do
        synth make 21 7 7 lines mild "photo.$ext" truth.txt
        maze stats "photo.$ext" --photo
        expect_status 0
        cmp out want || fail "stats of the .$ext photo are not the maze's"
    done
    maze stats --photo truth.txt
    expect_error 1 "maze: truth.txt: not a picture (JPEG, PNG, TIFF, WebP, GIF, BMP or PNM)"
}

t_photo_files_that_are_empty_or_damaged_fail_as_mazes_do() {
    # What is wrong is the file, not the command: exit 1, as for a
    # damaged maze, with what the photo reader makes of it.
    : >empty.png
    printf 'garbage' >bad.png
    for cmd in solve stats; do
        maze $cmd --photo empty.png
        expect_error 1 "maze: empty.png: not a picture (JPEG, PNG, TIFF, WebP, GIF, BMP or PNM)" || return 1
        maze $cmd --photo bad.png
        expect_error 1 "maze: bad.png: not a picture (JPEG, PNG, TIFF, WebP, GIF, BMP or PNM)" || return 1
    done
    maze stats --photo --samples 3
    expect_error 2 "maze: --photo reads a picture, and --samples makes its own mazes (see: maze help stats)"
}

t_a_gif_without_photo_is_told_of_it() {
    synth make 21 7 7 lines mild photo.gif truth.txt
    maze solve photo.gif
    expect_error 1 "maze: photo.gif: a GIF picture, not a maze file (maze solve --photo reads a photo in one; maze files are the text format, JSON and JSON lines; maze solve also reads PNG pictures)"
}

# Every format leptonica reads for the issue, each photo the same pixels
# as the JPEG (the GIF in its 256 colours), read back as the maze drawn.
t_photos_in_every_format_read_as_their_text() {
    for ext in tif webp gif; do
        synth make 3 10 10 lines mild "photo.$ext" truth.txt
        maze solve truth.txt -f text
        mv out want
        mv err want.err
        maze solve "photo.$ext" --photo -f text
        expect_status 0
        cmp out want || fail "the .$ext photo is not read as the maze drawn"
        cmp err want.err || fail "another route length from the .$ext photo"
    done
    # A TIFF, a WebP and a GIF are photos without --photo (a PNG may be
    # the tool's own picture).
    maze solve photo.tif -f text
    expect_status 0
    cmp out want || fail "the TIFF is not read as a photo without --photo"
}

# A broken file of each format says so in one line, the tool's: nothing
# of leptonica's, libtiff's or libpng's before it.
t_a_broken_photo_of_any_format_says_so_in_one_line() {
    for ext in jpg png tif webp gif; do
        synth make 7 6 6 lines mild "photo.$ext" truth.txt
        size=$(wc -c <"photo.$ext")
        head -c $((size / 3)) "photo.$ext" >"cut.$ext"
        maze solve "cut.$ext" --photo -f text
        expect_status 1
        [ "$(wc -l <err)" = 1 ] ||
            fail "not one line for a cut .$ext: $(cat err)"
        expect_err_has "maze: cut.$ext: "
        maze stats "cut.$ext" --photo
        expect_status 1
        [ "$(wc -l <err)" = 1 ] ||
            fail "not one line from stats for a cut .$ext: $(cat err)"
    done
    # As the reviewer cut them: a TIFF at 5000 bytes, a PNG at 30000.
    synth make 3 10 10 lines mild p.tif truth.txt
    synth make 3 10 10 lines mild p.png truth.txt
    head -c 5000 p.tif >cut.tif
    maze solve cut.tif -f text
    expect_status 1
    [ "$(wc -l <err)" = 1 ] || fail "not one line for cut.tif: $(cat err)"
    head -c 30000 p.png >cutp.png
    maze solve --photo cutp.png -f text
    expect_error 1 "maze: cutp.png: broken PNG: the file ends early (truncated)"
}

# Out of focus (a box blur 9 pixels wide): the walls are too faint to
# find the border by, and the message says it is the blur; a sharp photo
# with no maze in it is no maze border, not blur.
t_a_blurred_photo_says_too_blurred() {
    synth make 3 10 10 lines mild photo.jpg truth.txt
    synth blur 4 photo.jpg blurred.jpg
    maze solve blurred.jpg -f text
    expect_status 1
    [ "$(wc -l <err)" = 1 ] || fail "not one line: $(cat err)"
    expect_err_has "maze: blurred.jpg: too blurred: no maze border found (its edges take "
    expect_err_has "pixels from dark to light; a sharper photo may do)"
    synth blank blank.jpg
    maze solve blank.jpg -f text
    expect_status 1
    grep -q "too blurred" err && fail "a blank sheet called blurred: $(cat err)"
    return 0
}

# The start cell walled in on the paper: no route, said of the photo as
# its other messages are.
t_no_route_in_a_photo_names_the_photo() {
    synth make 3 10 10 shut mild shut.jpg truth.txt
    maze solve truth.txt -f text
    expect_error 1 "maze: no route from S to E"
    maze solve shut.jpg -f text
    expect_error 1 "maze: shut.jpg: no route from S to E"
}

# jpeg_claiming SRC DST W H: the JPEG SRC with its frame header (SOF0-2)
# saying W x H pixels, its data as it was.
jpeg_claiming() {
    python3 - "$@" <<'PY'
import struct, sys
src, dst, w, h = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
b = bytearray(open(src, "rb").read())
i = 2
while i + 4 <= len(b):
    marker, size = b[i + 1], struct.unpack(">H", b[i + 2:i + 4])[0]
    if marker in (0xC0, 0xC1, 0xC2):
        b[i + 5:i + 9] = struct.pack(">HH", h, w)
        break
    i += 2 + size
open(dst, "wb").write(bytes(b))
PY
}

t_a_photo_claiming_too_many_pixels_is_refused_before_decoding() {
    synth make 7 6 6 lines mild photo.jpg truth.txt
    jpeg_claiming photo.jpg huge.jpg 60000 60000
    [ "$(wc -c <huge.jpg)" = "$(wc -c <photo.jpg)" ] || fail "sizes differ"
    # 60000 x 60000 would take 18 GB to decode: refused from the header,
    # under 300 MB of address space (a sanitizer build cannot run so).
    if (ulimit -v 300000; "$MAZE" --version) >/dev/null 2>&1; then
        status=0
        (ulimit -v 300000; exec "$MAZE" solve huge.jpg -f text) >out 2>err ||
            status=$?
    else
        maze solve huge.jpg -f text
    fi
    expect_error 1 "maze: huge.jpg: photo of 60000 x 60000 pixels is larger than 268435456 pixels"
    # Just over the limit (16384 x 16385) is refused, and the photo as it
    # was still reads.
    jpeg_claiming photo.jpg over.jpg 16384 16385
    maze solve over.jpg -f text
    expect_error 1 "maze: over.jpg: photo of 16384 x 16385 pixels is larger than 268435456 pixels"
    maze solve photo.jpg -f text
    expect_status 0
}

t_f_png_draws_the_maze_read_cleanly() {
    synth make 3 10 10 lines mild photo.jpg truth.txt
    maze solve truth.txt -f png -o want.png
    maze solve photo.jpg -f png -o clean.png
    expect_status 0
    cmp clean.png want.png || fail "-f png is not the maze drawn as the tool draws it"
    # Without -f, a .png is the photo with its route.
    maze solve photo.jpg -o solved.png
    expect_status 0
    size=$(file solved.png | grep -oE '[0-9]+ x [0-9]+')
    [ "$size" = "$(file photo.jpg | grep -oE '[0-9]+x[0-9]+,' | tail -1 | tr -d , | sed 's/x/ x /')" ] ||
        fail "solved.png is $size, not the photo's size"
}

t_a_damaged_photo_is_refused_not_misread() {
    # One bit of the JPEG's data flipped: libjpeg decodes on without a
    # warning, the blocks past it far too light, and what is left of the
    # maze read as a perfect 5 x 4 maze of its own (a route of 7, not 10).
    # The grid's lines going on past the border found give it away.
    synth make 7 6 6 lines mild photo.jpg truth.txt
    maze solve truth.txt -f text
    mv out want
    python3 - <<'PY'
b = bytearray(open("photo.jpg", "rb").read())
b[119379] ^= 1
open("damaged.jpg", "wb").write(b)
PY
    maze solve damaged.jpg -f text
    if [ "$status" = 0 ]; then
        cmp -s out want || fail "read a maze that is not the one drawn: $(cat out)"
        return
    fi
    expect_error 1 "maze: damaged.jpg: the maze's lines go on past its left side (a damaged photo, or part of the maze hidden?)"
}

# Two JPEGs with one bit of their data flipped, which libjpeg decodes
# without a word: docs/photo.jpg, its blocks past a point decoded lighter
# so that a wall by that step fell under the ink's threshold (read open,
# a route of 14, not 18); a 25x25 maze turned 7 degrees, its colours
# shifted and a block decoded as noise, read as a perfect maze with a
# wall lost and another gained (244, not 246). Both are refused.
t_photos_of_damaged_jpegs_are_refused_not_misread() {
    for photo in photo-bit-42026 maze25-bit-6835; do
        cp "$HERE/../photo/damaged/$photo.jpg" .
        maze solve "$photo.jpg" -f text
        expect_status 1
        [ "$(wc -l <err)" = 1 ] || fail "not one line: $(cat err)"
        expect_err_has "maze: $photo.jpg: "
        maze stats "$photo.jpg"
        expect_status 1
    done
}

# Leptonica's threshold step refuses a picture under 17 pixels a side,
# which was said as running out of memory.
t_a_photo_too_small_for_a_maze_says_so() {
    { printf 'P5\n8 8\n255\n'; head -c 64 /dev/zero | tr '\0' '\310'; } >s8.pgm
    maze solve s8.pgm
    expect_error 1 "maze: s8.pgm: photo of 8 x 8 pixels is too small to hold a maze (at least 18 pixels a side)"
    python3 - <<'PY'
import struct, zlib
def chunk(kind, data):
    return (struct.pack(">I", len(data)) + kind + data +
            struct.pack(">I", zlib.crc32(kind + data)))
rows = b"".join(b"\0" + b"\xc8" * 16 for _ in range(16))
open("s16.png", "wb").write(
    b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 16, 16, 8, 0, 0, 0, 0)) +
    chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))
PY
    maze solve --photo s16.png
    expect_error 1 "maze: s16.png: photo of 16 x 16 pixels is too small to hold a maze (at least 18 pixels a side)"
    maze stats --photo s16.png
    expect_error 1 "maze: s16.png: photo of 16 x 16 pixels is too small to hold a maze (at least 18 pixels a side)"
}
