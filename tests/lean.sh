#!/bin/sh
# lean.sh PROGRAM LIBMAZE - a program that makes, solves and prints mazes
# (examples/text_only.c) links libmaze alone: what it and libmaze.so need
# (readelf -d) is libmaze, libc, libm and what the core reads with
# (jansson, libpng), and what the loader brings (ldd) has none of cairo,
# leptonica, giflib or libjpeg, nor the libraries they bring (X11, tiff).
# The program runs, and libmaze alone has no PNG writer.
set -eu
program=$1
lib=$2
status=0
needs() { readelf -d "$1" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'; }
for f in "$program" "$lib"; do
    extra=$(needs "$f" | grep -v -E '^(libmaze\.so\.0|libc\.so\.6|libm\.so\.6|libjansson\.so\.4|libpng16\.so\.16)$' || true)
    if [ -n "$extra" ]; then
        echo "FAIL $(basename "$f") needs more than the core's libraries:" $extra
        status=1
    fi
done
heavy=$(ldd "$program" | grep -E -i 'cairo|lept|gif|jpeg|X11|xcb|tiff|webp|pixman|fontconfig|freetype|libmaze-' || true)
if [ -n "$heavy" ]; then
    echo "FAIL $(basename "$program") loads:"
    echo "$heavy"
    status=1
fi
out=$("$program" 7) || { echo "FAIL $(basename "$program") failed"; exit 1; }
echo "$out" | grep -q '^#S' || { echo "FAIL no text maze printed"; status=1; }
echo "$out" | grep -q '"width": *16' || { echo "FAIL no JSON printed"; status=1; }
[ $status = 0 ] && echo "ok: $(basename "$program") loads $(ldd "$program" | wc -l) objects:" \
    $(ldd "$program" | awk '{print $1}')
exit $status
