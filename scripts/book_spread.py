#!/usr/bin/env python3
"""book_spread.py BOOK.pdf PAGE OUT.png [DPI]: two facing pages of a book
side by side, as a reader holding it open sees them: PAGE (even, the
left-hand page) and PAGE + 1, rendered by pdftoppm (poppler-utils) at DPI
(50) in grey and joined with a thin line for the fold. Only the standard
library: PPM in, PNG out. The README's picture of a book is made so:

    build/maze book -n 60 -s 7 --ramp easy:hard \\
        --algorithms hunt-and-kill,backtracker -W 16 -H 20 \\
        --title "Sixty Mazes" --author "A. Maker" --contents --how-to \\
        -o /tmp/book.pdf
    python3 scripts/book_spread.py /tmp/book.pdf 4 docs/book-spread.png

read_pgm() reads pdftoppm's grey pictures for tests/cli/t-book.sh too.
"""
import os
import struct
import subprocess
import sys
import tempfile
import zlib


def read_pgm(path):
    """(width, height, bytes a pixel a byte) of a binary PGM (P5) file."""
    data = open(path, "rb").read()
    fields, at = [], 0
    while len(fields) < 4:  # P5, width, height, the largest value
        while data[at:at + 1].isspace():
            at += 1
        end = at
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[at:end])
        at = end
    width, height = int(fields[1]), int(fields[2])
    return width, height, data[at + 1:at + 1 + width * height]


def page(pdf, number, dpi, folder):
    stem = os.path.join(folder, "p%d" % number)
    subprocess.run(["pdftoppm", "-gray", "-r", str(dpi), "-f", str(number),
                    "-l", str(number), "-singlefile", pdf, stem], check=True)
    return read_pgm(stem + ".pgm")


def chunk(kind, body):
    return (struct.pack(">I", len(body)) + kind + body +
            struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF))


def main(argv):
    if len(argv) < 4:
        sys.stderr.write(__doc__.split("\n")[0] + "\n")
        return 2
    pdf, left, out = argv[1], int(argv[2]), argv[3]
    dpi = int(argv[4]) if len(argv) > 4 else 50
    with tempfile.TemporaryDirectory() as folder:
        w, h, a = page(pdf, left, dpi, folder)
        w2, h2, b = page(pdf, left + 1, dpi, folder)
    if (w, h) != (w2, h2):
        sys.stderr.write("book_spread.py: the pages differ in size\n")
        return 1
    fold = 2
    width = 2 * w + fold
    rows = bytearray()
    for y in range(h):
        rows.append(0)  # no filter
        rows += a[y * w:(y + 1) * w] + b"\xa0" * fold + b[y * w:(y + 1) * w]
    png = (b"\x89PNG\r\n\x1a\n" +
           chunk(b"IHDR", struct.pack(">IIBBBBB", width, h, 8, 0, 0, 0, 0)) +
           chunk(b"IDAT", zlib.compress(bytes(rows), 9)) +
           chunk(b"IEND", b""))
    with open(out, "wb") as f:
        f.write(png)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
