#!/usr/bin/env python3
"""doc-options.py MAZE DOCDIR [--write]: the "Options" part of each manual
page in DOCDIR, made from the options table the tool is built on.

Every option is a row of one table in the library: `maze list options` lists
them and `maze COMMAND --help` words them. Each page below names the options
it is about; its Options part is those options' entries of each command's
--help, verbatim, between the two marker lines. Without --write the pages are
checked: a part that differs from what this makes now, an option a page names
that a command no longer has, or an option of the table that no page names is
an error (exit 1), so the manual cannot drift from the tool.
"""
import re
import subprocess
import sys

MAZE_OPTS = ["width", "height", "algorithm", "seed", "braid", "sparse", "bias",
             "pick", "start", "end", "ends", "base", "rule", "fill",
             "generations", "rooms", "room-size", "trim"]
SHAPE_OPTS = ["shape", "floors", "stairs", "weave", "symmetry", "wrap", "mask",
              "mask-text", "mask-font"]
ANALYSIS = ["all", "bottlenecks", "distances"]
PICTURE_OPTS = ["format", "output", "cell", "wall", "margin", "fg", "bg",
                "route-color", "off-cells", "page", "stream", "no-stream", "animate",
                "steps-per-frame", "delay"]
MAKER_OPTS = ["mm-cell", "mm-wall", "mm-height", "mm-base", "ascii", "feed",
              "pen-up", "pen-down", "cut", "kerf", "tabs", "tab-width"]

# page: [(command, [long option names])], in the order they are shown.
PAGES = {
    "generating.md": [("generate", MAZE_OPTS + ["rows", "count", "jobs"])],
    "shapes.md": [("generate", SHAPE_OPTS)],
    "solving.md": [
        ("generate", ["solve", "solver", "hand", "route-length", "dead-ends",
                      "difficulty", "pick-hardest"] + ANALYSIS + ["from"]),
        ("solve", ["from", "start", "end", "solver", "hand", "compare"]
         + ANALYSIS),
        ("stats", ["samples", "jobs"] + ANALYSIS + ["difficulty", "json"]),
    ],
    "pictures.md": [("generate", PICTURE_OPTS)],
    "makers.md": [("generate", MAKER_OPTS)],
    "play.md": [("play", MAZE_OPTS + SHAPE_OPTS + ["fog", "run"])],
    "photos.md": [("solve", ["photo", "debug-picture", "picture-memory",
                             "start", "end", "route-color"])],
    "files.md": [("solve", ["max-size", "picture-memory", "output", "quiet",
                            "color"])],
    "books.md": [("book", ["count", "output", "trim-size", "bleed",
                           "per-page", "min-cell", "ramp", "algorithms",
                           "shapes", "title", "author", "contents",
                           "how-to"])],
    "speed.md": [("bench", ["algorithm", "solver", "width", "height", "seed",
                            "repeat", "all"])],
    # The whole reference: every option of every command ("*": all of them).
    "commands.md": [(c, "*") for c in ("generate", "solve", "stats", "play",
                                      "book", "bench")],
}

BEGIN = "<!-- options: made by scripts/doc-options.py; do not edit -->"
END = "<!-- options: end -->"


def run(*args):
    return subprocess.run(args, check=True, capture_output=True,
                          text=True).stdout


def help_entries(maze, command):
    """{long name: the entry's lines} from `maze COMMAND --help`."""
    entries = {}
    current = None
    for line in run(maze, command, "--help").splitlines():
        m = re.match(r"  (?:-\w, )?\s*--([\w-]+)", line)
        if m and re.match(r"  (-\w, --|    --)", line):
            current = entries.setdefault(m.group(1), [])
            current.append(line)
        elif current is not None and line.startswith(" " * 10):
            current.append(line)
        else:
            current = None
    return entries


def table(maze):
    """{(command, long name)} from `maze list options`."""
    rows = set()
    for line in run(maze, "list", "options").splitlines():
        cols = line.split("\t")
        for command in cols[4].split():
            rows.add((command, cols[0].lstrip("-")))
    return rows


def options_part(maze, page, rows, problems):
    out = [BEGIN, "", "## Options", ""]
    for command, names in PAGES[page]:
        entries = help_entries(maze, command)
        if names == "*":
            names = list(entries)
        out += ["`maze %s`:" % command, "", "```"]
        for name in names:
            if (command, name) not in rows or name not in entries:
                problems.append("%s: maze %s has no --%s" %
                                (page, command, name))
                continue
            out += entries[name]
        out += ["```", ""]
    out += ["Each entry is the command's own `--help`; every option of every",
            "command, a line each: `maze list options`.", "", END]
    return out


def main(argv):
    if len(argv) < 3:
        sys.stderr.write("usage: doc-options.py MAZE DOCDIR [--write]\n")
        return 2
    maze, docdir, write = argv[1], argv[2], "--write" in argv[3:]
    rows = table(maze)
    problems = []
    named = {(c, n) for spec in PAGES.values() for c, ns in spec
             if ns != "*" for n in ns}
    for command, name in sorted(rows):
        if name != "help" and not any(n == name for _, n in named):
            problems.append("no page names --%s (maze %s)" % (name, command))
    for page in PAGES:
        path = "%s/%s" % (docdir, page)
        with open(path) as f:
            lines = f.read().split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        part = options_part(maze, page, rows, problems)
        if BEGIN in lines and END in lines:
            begin, end = lines.index(BEGIN), lines.index(END)
            now = lines[begin:end + 1]
            new = lines[:begin] + part + lines[end + 1:]
        else:
            now = None
            new = lines + [""] + part
        if write:
            with open(path, "w") as f:
                f.write("\n".join(new) + "\n")
        elif now != part:
            problems.append("%s: its Options part is not what the tool says "
                            "now (run: scripts/doc-options.py %s %s --write)"
                            % (path, maze, docdir))
    for p in problems:
        sys.stderr.write("doc-options: %s\n" % p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
