#!/usr/bin/python3
"""docs-html.py DOC OUT - checks the HTML manual that scripts/docs-html.py
wrote into OUT from DOC/*.md, as a reader clicking through it would:
  - every page of DOC is there (README.md as index.html), and the front
    page links to each;
  - every link and picture inside the manual resolves: the file is in OUT,
    and a #fragment names an id of that page (a heading's, as GitHub
    spells it); no link is left pointing at a .md file or out of OUT.
Prints each fault and exits 1 if there is one. Standard library only."""

import os
import re
import sys
from html.parser import HTMLParser
from urllib.parse import unquote


class Page(HTMLParser):
    def __init__(self):
        super().__init__()
        self.ids = set()
        self.refs = []  # (tag, attribute, value)

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name == "id" and value:
                self.ids.add(value)
            if (tag, name) in (("a", "href"), ("img", "src"), ("link", "href"),
                               ("script", "src")) and value is not None:
                self.refs.append((tag, name, value))


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: docs-html.py DOC OUT")
    doc, out = sys.argv[1], os.path.realpath(sys.argv[2])
    faults = []
    wanted = sorted("index.html" if f == "README.md" else f[:-3] + ".html"
                    for f in os.listdir(doc) if f.endswith(".md"))
    for name in wanted:
        if not os.path.isfile(os.path.join(out, name)):
            faults.append("no page %s (from %s)" % (
                name, "README.md" if name == "index.html" else name[:-5] + ".md"))
    parsed = {}
    for path, _, files in os.walk(out):
        for f in files:
            if f.endswith(".html"):
                full = os.path.join(path, f)
                page = Page()
                with open(full, encoding="utf-8") as fh:
                    page.feed(fh.read())
                parsed[full] = page
    links = 0
    for full, page in sorted(parsed.items()):
        here = os.path.relpath(full, out)
        for tag, attr, value in page.refs:
            if re.match(r"^[a-z][a-z0-9+.-]*:", value):
                continue  # another site's
            links += 1
            path, _, fragment = value.partition("#")
            target = os.path.realpath(os.path.join(os.path.dirname(full),
                                                   unquote(path))) if path else full
            if path.endswith(".md"):
                faults.append("%s: <%s %s=%r> points at Markdown" % (here, tag, attr, value))
            elif not (target == out or target.startswith(out + os.sep)):
                faults.append("%s: <%s %s=%r> leaves the manual" % (here, tag, attr, value))
            elif not os.path.isfile(target):
                faults.append("%s: <%s %s=%r>: no such file" % (here, tag, attr, value))
            elif fragment:
                if target not in parsed:
                    faults.append("%s: %r: a fragment of what is no page" % (here, value))
                elif unquote(fragment) not in parsed[target].ids:
                    faults.append("%s: %r: %s has no id %r" % (
                        here, value, os.path.relpath(target, out), fragment))
    index = parsed.get(os.path.join(out, "index.html"))
    if index:
        linked = {v.partition("#")[0] for t, _, v in index.refs if t == "a"}
        for name in wanted:
            if name != "index.html" and name not in linked:
                faults.append("index.html does not link to %s" % name)
    for fault in faults:
        print("FAIL " + fault)
    if faults:
        sys.exit(1)
    print("ok: %d pages, %d links and pictures inside the manual resolve"
          % (len(parsed), links))


if __name__ == "__main__":
    main()
