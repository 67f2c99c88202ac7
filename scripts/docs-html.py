#!/usr/bin/python3
"""docs-html.py DOC OUT - the manual (DOC/*.md) as HTML pages in OUT.

Each page becomes OUT/NAME.html (README.md, the manual's front page,
OUT/index.html), with a list of every page at its top in the order the
front page's table gives them, and one style sheet, OUT/style.css. Links
between the pages (install.md#debian-packages) become links between the
HTML pages, and the headings get the ids GitHub gives them, so an anchor
written for the Markdown resolves in both. The pictures the pages show
(../docs/NAME.png) are copied into OUT/images/. A link out of the manual
(to the source tree: ../examples/dataset.py, maze.1) has nothing to point
to once the manual is installed alone, so it stays as its words.

Debian's python3-markdown (Python-Markdown) does the conversion: 311 KB,
pure Python, against pandoc's 168 MB or mkdocs with its twenty packages
of themes, JavaScript and a server (see doc/install.md). The pages carry
no date or path of the machine, so two builds of a tree are the same.

OUT is written as OUT.tmp beside it and renamed when every page is done.
"""

import html
import os
import re
import shutil
import sys
import xml.etree.ElementTree as etree

try:
    import markdown
    from markdown.extensions import Extension
    from markdown.extensions.toc import TocExtension
    from markdown.treeprocessors import Treeprocessor
except ImportError:
    sys.exit("docs-html.py: python3-markdown is missing "
             "(make docs installs it: apt-get install python3-markdown)")

STYLE = """\
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1b1b1b;
       background: #fff; }
nav { background: #f3f3f0; border-bottom: 1px solid #ddd; padding: 0.5em 1em; }
nav a { margin-right: 0.9em; white-space: nowrap; }
nav a[aria-current] { font-weight: bold; text-decoration: none; color: inherit; }
main { max-width: 60em; margin: 0 auto; padding: 1em; }
pre { background: #f6f6f4; padding: 0.6em; overflow-x: auto; }
code { font-family: ui-monospace, monospace; font-size: 0.92em; }
table { border-collapse: collapse; }
th, td { border: 1px solid #ccc; padding: 0.25em 0.5em; vertical-align: top; }
img { max-width: 100%; height: auto; }
@media (prefers-color-scheme: dark) {
  body { color: #e8e8e8; background: #161616; }
  nav { background: #222; border-color: #333; }
  pre { background: #222; }
  th, td { border-color: #444; }
  a { color: #8ab4f8; }
}
"""


def slug(text):
    """The id GitHub gives a heading: lowercase, punctuation but - and _
    dropped, each space a hyphen."""
    text = re.sub(r"[^\w\- ]", "", text.strip().lower())
    return text.replace(" ", "-")


def html_name(page):
    return "index.html" if page == "README.md" else page[:-3] + ".html"


class Links(Treeprocessor):
    """Points links at the HTML pages and pictures at OUT/images/."""

    def __init__(self, md, pages, images):
        super().__init__(md)
        self.pages = pages
        self.images = images

    def run(self, root):
        for parent in root.iter():
            for child in list(parent):
                if child.tag == "a":
                    self.link(child)
                elif child.tag == "img":
                    self.picture(child)

    def link(self, a):
        href = a.get("href", "")
        if re.match(r"^[a-z][a-z0-9+.-]*:", href) or href.startswith("#"):
            return
        path, _, fragment = href.partition("#")
        if path in self.pages:
            a.set("href", html_name(path) + ("#" + fragment if fragment else ""))
            return
        # Out of the manual: its words, without the link.
        a.tag = "span"
        a.attrib.pop("href", None)

    def picture(self, img):
        src = img.get("src", "")
        if src.startswith("../docs/") and "/" not in src[len("../docs/"):]:
            name = src[len("../docs/"):]
            self.images.add(name)
            img.set("src", "images/" + name)


class Manual(Extension):
    def __init__(self, pages, images):
        super().__init__()
        self.pages = pages
        self.images = images

    def extendMarkdown(self, md):
        md.treeprocessors.register(Links(md, self.pages, self.images),
                                   "maze-links", 1)


def order(doc, pages):
    """The pages in the order the front page links them, then the rest."""
    with open(os.path.join(doc, "README.md"), encoding="utf-8") as f:
        named = re.findall(r"\]\(([a-z0-9_-]+\.md)\)", f.read())
    first = ["README.md"] + [p for p in dict.fromkeys(named) if p in pages]
    return first + sorted(p for p in pages if p not in first)


def title(text, page):
    m = re.search(r"^# (.+)$", text, re.M)
    return m.group(1).strip() if m else page[:-3]


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: docs-html.py DOC OUT")
    doc, out = sys.argv[1], sys.argv[2].rstrip("/")
    pages = sorted(f for f in os.listdir(doc) if f.endswith(".md"))
    if "README.md" not in pages:
        sys.exit("docs-html.py: no README.md in %r (the manual's front page)" % doc)
    pages = order(doc, pages)
    texts = {}
    for page in pages:
        with open(os.path.join(doc, page), encoding="utf-8") as f:
            texts[page] = f.read()
    titles = {page: title(texts[page], page) for page in pages}
    images = set()
    tmp = out + ".tmp"
    shutil.rmtree(tmp, ignore_errors=True)
    os.makedirs(os.path.join(tmp, "images"))
    for page in pages:
        md = markdown.Markdown(extensions=[
            "tables", "fenced_code", "sane_lists",
            TocExtension(slugify=lambda t, _s: slug(t)),
            Manual(set(pages), images)])
        body = md.convert(texts[page])
        nav = "\n".join(
            '<a href="%s"%s>%s</a>' % (
                html_name(p), ' aria-current="page"' if p == page else "",
                html.escape("manual" if p == "README.md" else p[:-3]))
            for p in pages)
        with open(os.path.join(tmp, html_name(page)), "w", encoding="utf-8") as f:
            f.write('<!DOCTYPE html>\n<html lang="en">\n<head>\n'
                    '<meta charset="utf-8">\n'
                    '<meta name="viewport" content="width=device-width, '
                    'initial-scale=1">\n'
                    "<title>%s</title>\n"
                    '<link rel="stylesheet" href="style.css">\n'
                    "</head>\n<body>\n<nav>\n%s\n</nav>\n<main>\n%s\n</main>\n"
                    "</body>\n</html>\n"
                    % (html.escape(titles[page]), nav, body))
    with open(os.path.join(tmp, "style.css"), "w", encoding="utf-8") as f:
        f.write(STYLE)
    pictures = os.path.join(doc, "..", "docs")
    for name in sorted(images):
        shutil.copyfile(os.path.join(pictures, name),
                        os.path.join(tmp, "images", name))
    shutil.rmtree(out, ignore_errors=True)
    os.rename(tmp, out)
    print("docs-html.py: %d pages and %d pictures in %s"
          % (len(pages), len(images), out))


if __name__ == "__main__":
    main()
