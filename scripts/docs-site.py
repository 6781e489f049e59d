#!/usr/bin/env python3
"""Writes the DocC catalogues as a static site that opens from disk: plain HTML, no JavaScript, no server.

DocC's own static-hosting output (the `.doccarchive` directories `make docs` writes, built with
`--transform-for-static-hosting`) is a single-page app: its pages fetch their content as JSON from absolute paths, so
they need a web server (`python3 -m http.server -d .build/docs-site/Riffle`). This script renders the same content
from the archives' `data/` JSON into one HTML file per page with relative links, so `.build/docs-site/index.html`
opens in any browser straight from the file system.

Usage: docs-site.py OUTPUT ARCHIVE...   (each ARCHIVE a DocC output directory with a data/documentation folder)
"""

import html
import json
import pathlib
import re
import urllib.parse
import shutil
import sys

STYLE = """body{font:16px/1.5 -apple-system,system-ui,"Helvetica Neue",Arial,sans-serif;margin:0;color:#1d1d1f}
main{max-width:860px;margin:0 auto;padding:24px 32px 80px}nav.crumbs{font-size:14px;color:#6e6e73}
nav.crumbs a{color:#06c;text-decoration:none}a{color:#06c}h1{font-size:36px;margin:4px 0 8px}
.role{color:#6e6e73;font-size:15px;margin-top:24px}.abstract{font-size:20px;color:#333}
pre,code{font-family:"SF Mono",Menlo,Consolas,monospace;font-size:14px}pre{background:#f5f5f7;padding:12px 16px;
border-radius:8px;overflow-x:auto}.decl{background:#f5f5f7;padding:12px 16px;border-radius:8px;font-family:monospace}
.kw{color:#ad3da4}.ty{color:#703daa}aside{border-left:4px solid #06c;background:#f2f7fd;padding:4px 16px;
margin:16px 0;border-radius:4px}aside.warning,aside.important{border-color:#c60}table{border-collapse:collapse}
td,th{border:1px solid #d2d2d7;padding:4px 8px;vertical-align:top}dl.params dt{font-family:monospace;font-weight:600}
.topic{margin:8px 0 14px}.topic .sig{font-family:monospace}.topic p{margin:2px 0 0 0;color:#444}
h2{border-top:1px solid #d2d2d7;padding-top:20px;margin-top:32px}"""


class Page:
    """Renders one render-JSON page; `depth` is how many folders below the site root its HTML file sits."""

    def __init__(self, doc, depth):
        self.doc = doc
        self.refs = doc.get("references", {})
        self.up = "../" * depth

    def href(self, url):
        """A site-relative link for a DocC URL such as /documentation/riffle/track."""
        if not url.startswith("/documentation"):
            return url
        path, _, fragment = url.partition("#")
        link = self.up + urllib.parse.quote(path.strip("/") + ".html", safe="/()_-.,~:")
        return link + ("#" + fragment if fragment else "")

    def inline(self, items):
        out = []
        for item in items or []:
            kind = item.get("type")
            if kind == "text":
                out.append(html.escape(item["text"]))
            elif kind == "codeVoice":
                out.append(f"<code>{html.escape(item['code'])}</code>")
            elif kind in ("emphasis", "strong", "newTerm", "inlineHead"):
                tag = "em" if kind in ("emphasis", "newTerm") else "strong"
                out.append(f"<{tag}>{self.inline(item.get('inlineContent'))}</{tag}>")
            elif kind == "reference":
                ref = self.refs.get(item["identifier"], {})
                title = self.inline(item["overridingTitleInlineContent"]) if "overridingTitleInlineContent" in item \
                    else html.escape(ref.get("title", item["identifier"].rsplit("/", 1)[-1]))
                if ref.get("role") == "symbol" or ref.get("kind") == "symbol":
                    title = f"<code>{title}</code>"
                url = ref.get("url")
                out.append(f'<a href="{html.escape(self.href(url))}">{title}</a>' if url else title)
            elif kind == "link":
                out.append(f'<a href="{html.escape(item["destination"])}">{html.escape(item.get("title", ""))}</a>')
            elif kind == "image":
                out.append(f"<em>[image: {html.escape(item.get('identifier', ''))}]</em>")
            elif "inlineContent" in item:
                out.append(self.inline(item["inlineContent"]))
        return "".join(out)

    def blocks(self, items):
        out = []
        for block in items or []:
            kind = block.get("type")
            if kind == "paragraph":
                out.append(f"<p>{self.inline(block.get('inlineContent'))}</p>")
            elif kind == "heading":
                level = min(max(block.get("level", 2), 2), 4)
                out.append(f"<h{level}>{html.escape(block['text'])}</h{level}>")
            elif kind == "codeListing":
                out.append(f"<pre><code>{html.escape(chr(10).join(block.get('code', [])))}</code></pre>")
            elif kind in ("unorderedList", "orderedList"):
                tag = "ul" if kind == "unorderedList" else "ol"
                rows = "".join(f"<li>{self.blocks(i['content'])}</li>" for i in block.get("items", []))
                out.append(f"<{tag}>{rows}</{tag}>")
            elif kind == "aside":
                style = block.get("style", "note")
                name = html.escape(block.get("name", style.capitalize()))
                out.append(f'<aside class="{html.escape(style)}"><p><strong>{name}</strong></p>'
                           f"{self.blocks(block.get('content'))}</aside>")
            elif kind == "table":
                rows = block.get("rows", [])
                head = block.get("header") == "row"
                body = []
                for number, row in enumerate(rows):
                    cell = "th" if head and number == 0 else "td"
                    body.append("<tr>" + "".join(f"<{cell}>{self.blocks(c)}</{cell}>" for c in row) + "</tr>")
                out.append(f"<table>{''.join(body)}</table>")
            elif kind == "termList":
                for item in block.get("items", []):
                    out.append(f"<dl><dt>{self.inline(item['term']['inlineContent'])}</dt>"
                               f"<dd>{self.blocks(item['definition']['content'])}</dd></dl>")
        return "".join(out)

    def tokens(self, tokens):
        out = []
        for token in tokens:
            text = html.escape(token["text"])
            if token["kind"] == "keyword":
                text = f'<span class="kw">{text}</span>'
            elif token["kind"] == "typeIdentifier":
                ref = self.refs.get(token.get("identifier", ""), {})
                text = f'<a class="ty" href="{html.escape(self.href(ref["url"]))}">{text}</a>' if "url" in ref \
                    else f'<span class="ty">{text}</span>'
            out.append(text)
        return "".join(out)

    def topics(self, title, sections):
        if not sections:
            return ""
        out = [f"<h2>{title}</h2>"]
        for section in sections:
            if section.get("title"):
                out.append(f"<h3>{html.escape(section['title'])}</h3>")
            for identifier in section.get("identifiers", []):
                ref = self.refs.get(identifier)
                if not ref or "url" not in ref:
                    continue
                symbol = bool(ref.get("fragments"))
                sig = self.tokens(ref["fragments"]) if symbol else html.escape(ref.get("title", ""))
                out.append(f'<div class="topic"><a class="{"sig" if symbol else ""}" href="{html.escape(self.href(ref["url"]))}">{sig}</a>'
                           f"<p>{self.inline(ref.get('abstract'))}</p></div>")
        return "".join(out)

    def render(self):
        doc = self.doc
        meta = doc.get("metadata", {})
        title = meta.get("title", "Documentation")
        crumbs = []
        for identifier in doc.get("hierarchy", {}).get("paths", [[]])[0]:
            ref = self.refs.get(identifier)
            if ref and "url" in ref:
                crumbs.append(f'<a href="{html.escape(self.href(ref["url"]))}">{html.escape(ref["title"])}</a>')
        body = [f'<nav class="crumbs"><a href="{self.up}index.html">Riffle documentation</a>'
                + "".join(" › " + c for c in crumbs) + "</nav>"]
        body.append(f'<div class="role">{html.escape(meta.get("roleHeading", ""))}</div><h1>{html.escape(title)}</h1>')
        body.append(f'<p class="abstract">{self.inline(doc.get("abstract"))}</p>')
        for section in doc.get("primaryContentSections", []):
            kind = section.get("kind")
            if kind == "declarations":
                for declaration in section.get("declarations", []):
                    body.append(f'<div class="decl">{self.tokens(declaration.get("tokens", []))}</div>')
            elif kind == "parameters":
                rows = "".join(f"<dt>{html.escape(p['name'])}</dt><dd>{self.blocks(p.get('content'))}</dd>"
                               for p in section.get("parameters", []))
                body.append(f'<h2>Parameters</h2><dl class="params">{rows}</dl>')
            elif kind == "content":
                body.append(self.blocks(section.get("content")))
        body.append(self.topics("Topics", doc.get("topicSections")))
        body.append(self.topics("See Also", doc.get("seeAlsoSections")))
        return (f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{html.escape(title)}</title>'
                f'<meta name="viewport" content="width=device-width,initial-scale=1"><style>{STYLE}</style></head>'
                f"<body><main>{''.join(body)}</main></body></html>")


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    output = pathlib.Path(sys.argv[1])
    shutil.rmtree(output, ignore_errors=True)
    modules = []
    pages = 0
    for archive in map(pathlib.Path, sys.argv[2:]):
        data = archive / "data"
        for source in sorted((data / "documentation").rglob("*.json")):
            relative = source.relative_to(data).with_suffix(".html")
            doc = json.loads(source.read_text())
            target = output / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(Page(doc, len(relative.parts) - 1).render())
            pages += 1
            if len(relative.parts) == 2:  # documentation/<module>.html: a module's (or catalogue's) root page
                modules.append((doc.get("metadata", {}).get("title", relative.stem), relative.as_posix(),
                                Page(doc, 0).inline(doc.get("abstract"))))
    links = "".join(f'<div class="topic"><a class="sig" href="{html.escape(href)}">{html.escape(name)}</a>'
                    f"<p>{abstract}</p></div>" for name, href, abstract in modules)
    (output / "index.html").write_text(
        f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Riffle documentation</title>'
        f"<style>{STYLE}</style></head><body><main><h1>Riffle documentation</h1>{links}</main></body></html>")
    # Every relative link must lead to a page of the site.
    broken = set()
    for page in output.rglob("*.html"):
        for link in re.findall(r'href="([^"#]+)(?:#[^"]*)?"', page.read_text()):
            if re.match(r"[a-z]+:", link):
                continue  # an external link
            if not (page.parent / urllib.parse.unquote(html.unescape(link))).exists():
                broken.add(f"{page.relative_to(output)} → {link}")
    if broken:
        sys.exit("docs-site: broken links:\n  " + "\n  ".join(sorted(broken)[:20]))
    print(f"docs-site: {pages} pages in {output}/index.html ({', '.join(m[0] for m in modules)})")


if __name__ == "__main__":
    main()
