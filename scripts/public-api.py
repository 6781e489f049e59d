#!/usr/bin/env python3
"""Writes or checks docs/public-api.md: every public declaration of Riffle, RiffleSwiftUI and RiffleTesting.

Usage:
  scripts/public-api.py          rewrite docs/public-api.md (what `make public-api` runs)
  scripts/public-api.py --check  fail, with a diff, when docs/public-api.md is not what the sources give (`make test`)

The list is read from the sources, not from the symbol graphs that `make docs` emits, for three reasons:
- RiffleSwiftUI is `#if canImport(SwiftUI)`: on Linux its module is empty, so its symbol graph lists nothing, and
  one rule for all three modules beats two rules that count differently;
- a symbol graph also lists what the compiler synthesizes or inherits (`==`, `hash(into:)`, protocol extension
  members of conforming types), which is not a declaration anybody wrote or can remove by editing one line;
- reading the sources needs no build, so the check is instant and gives the same answer on every platform.

A public declaration is a line of a Sources/<Module> .swift file that matches `^\\s*(@attribute\\s+)*public\\s`
(the count used in the issues), outside comments and string literals. Each is listed with the type or extension
it sits in, its signature on one line (up to its body or initial value), by file.
"""

import difflib
import os
import re
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
MODULES = ["Riffle", "RiffleSwiftUI", "RiffleTesting"]
OUTPUT = os.path.join(ROOT, "docs", "public-api.md")

PUBLIC = re.compile(r"^\s*(@[A-Za-z_][A-Za-z0-9_.]*(\([^)]*\))?\s+)*public\s")
TYPE_DECL = re.compile(
    r"\b(?:struct|enum|class|actor|protocol|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)"
)


def code_lines(text):
    """Each line twice, as (code, display): in `code` comments and string literal contents are blanked (spaces, so
    columns stay), so that braces and `public` are only code's; in `display` only the comments are blanked."""
    code, display = [], []
    i, n = 0, len(text)
    block_depth = 0
    in_string = None  # '"' or '"""'
    for_code, for_display = [], []

    def put(ch, in_code, in_display):
        for_code.append(ch if in_code else " ")
        for_display.append(ch if in_display else " ")

    while i < n:
        c = text[i]
        if c == "\n":
            code.append("".join(for_code).rstrip())
            display.append("".join(for_display).rstrip())
            for_code.clear()
            for_display.clear()
            i += 1
            continue
        if block_depth:
            if text.startswith("*/", i):
                block_depth -= 1
                put(" ", False, False)
                put(" ", False, False)
                i += 2
            elif text.startswith("/*", i):
                block_depth += 1
                put(" ", False, False)
                put(" ", False, False)
                i += 2
            else:
                put(c, False, False)
                i += 1
            continue
        if in_string:
            if text.startswith(in_string, i):
                for ch in in_string:
                    put(ch, True, True)
                i += len(in_string)
                in_string = None
            elif c == "\\" and i + 1 < n and text[i + 1] != "\n":
                put(c, False, True)
                put(text[i + 1], False, True)
                i += 2
            else:
                put(c, False, True)
                i += 1
            continue
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            for _ in range(i, j):
                put(" ", False, False)
            i = j
            continue
        if text.startswith("/*", i):
            block_depth = 1
            put(" ", False, False)
            put(" ", False, False)
            i += 2
            continue
        if text.startswith('"""', i):
            in_string = '"""'
            for ch in '"""':
                put(ch, True, True)
            i += 3
            continue
        if c == '"':
            in_string = '"'
        put(c, True, True)
        i += 1
    code.append("".join(for_code).rstrip())
    display.append("".join(for_display).rstrip())
    return code, display


def signature(lines, shown, start):
    """The declaration starting at `lines[start]`, on one line, up to its body or initial value."""
    parts = []
    depth = 0
    for k in range(start, min(start + 40, len(lines))):
        text = lines[k]
        cut = None
        for j, ch in enumerate(text):
            before = text[j - 1] if j > 0 else " "
            after = text[j + 1] if j + 1 < len(text) else " "
            if ch in "([" or (ch == "<" and (before.isalnum() or before == "_")):
                depth += 1
            elif ch in ")]" and depth > 0:
                depth -= 1
            elif ch == ">" and depth > 0 and before != "-":
                depth -= 1
            elif depth == 0 and (ch == "{" or (ch == "=" and before not in "=!<>" and after != "=")):
                cut = j
                break
        parts.append(shown[k] if cut is None else shown[k][:cut])
        if cut is not None:
            break
        following = lines[k + 1].strip() if k + 1 < len(lines) else ""
        if depth == 0 and not text.rstrip().endswith(",") and not re.match(r"(->|where\b|throws\b|async\b|rethrows\b)", following):
            break
    sig = " ".join(p.strip() for p in parts if p.strip())
    sig = re.sub(r"\s+", " ", sig).strip()
    sig = re.sub(r"\(\s+", "(", sig)
    return re.sub(r"\s*,?\s*\)", ")", sig)


def declarations(path):
    """(line index, owner, signature) of every public declaration in one file."""
    with open(path, encoding="utf-8") as f:
        lines, shown = code_lines(f.read())
    found = []
    stack = []  # (name, brace depth inside its body)
    depth = 0
    pending = None  # a type name whose `{` has not been seen yet
    for k, line in enumerate(lines):
        if PUBLIC.match(line):
            owner = ".".join(name for name, _ in stack)
            found.append((k, owner, signature(lines, shown, k)))
        m = TYPE_DECL.search(line)
        if m and not re.search(r"\b(func|var|let|case)\b", line[: m.start()]):
            pending = m.group(1)
        for ch in line:
            if ch == "{":
                depth += 1
                if pending is not None:
                    stack.append((pending, depth))
                    pending = None
            elif ch == "}":
                if stack and stack[-1][1] == depth:
                    stack.pop()
                depth -= 1
    return found


def generate():
    sections = []
    counts = []
    for module in MODULES:
        base = os.path.join(ROOT, "Sources", module)
        files = []
        for dirpath, dirnames, filenames in os.walk(base):
            dirnames.sort()
            for name in sorted(filenames):
                if name.endswith(".swift"):
                    files.append(os.path.join(dirpath, name))
        files.sort(key=lambda p: os.path.relpath(p, base))
        body = []
        total = 0
        for path in files:
            decls = declarations(path)
            if not decls:
                continue
            total += len(decls)
            body.append(f"### {os.path.relpath(path, base)} ({len(decls)})")
            body.append("")
            body.append("```swift")
            for _, owner, sig in decls:
                body.append(f"{sig}  // in {owner}" if owner else sig)
            body.append("```")
            body.append("")
        counts.append((module, total))
        sections.append(f"## {module} ({total})")
        sections.append("")
        sections.extend(body)
    head = [
        "# Public API",
        "",
        "Every public declaration of the three library modules, by file: the declaration on one line (up to its body",
        "or initial value) and the type or extension it is declared in. Generated from the sources by",
        "`scripts/public-api.py`; do not edit. After changing a public declaration run `make public-api` and commit",
        "this file; `make test` fails while it is out of date.",
        "",
        "A declaration here is a line of `Sources/<Module>` that matches `^\\s*(@attribute\\s+)*public\\s` outside",
        "comments and strings (enum cases and the members of a `public` protocol are public without the keyword, and",
        "are not counted). RiffleSwiftUI is read from its sources because on Linux the module is empty.",
        "",
        "| Module | Public declarations |",
        "|---|---:|",
    ]
    for module, total in counts:
        head.append(f"| {module} | {total} |")
    head.append(f"| All | {sum(t for _, t in counts)} |")
    head.append("")
    return "\n".join(head + sections).rstrip("\n") + "\n"


def main():
    text = generate()
    if len(sys.argv) > 1 and sys.argv[1] == "--check":
        try:
            with open(OUTPUT, encoding="utf-8") as f:
                current = f.read()
        except FileNotFoundError:
            current = ""
        if current == text:
            print("public-api: docs/public-api.md is current")
            return 0
        diff = difflib.unified_diff(
            current.splitlines(), text.splitlines(), "docs/public-api.md (checked in)", "from the sources", lineterm=""
        )
        for n, line in enumerate(diff):
            if n >= 60:
                print("… (diff truncated)")
                break
            print(line)
        print("public-api: FAILED: docs/public-api.md is out of date with the public declarations in Sources/.")
        print("public-api: run `make public-api` and commit docs/public-api.md.")
        return 1
    os.makedirs(os.path.dirname(OUTPUT), exist_ok=True)
    with open(OUTPUT, "w", encoding="utf-8") as f:
        f.write(text)
    print("public-api: wrote docs/public-api.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
