#!/usr/bin/env python3
"""Keeps the SwiftUI examples of the docs and the client code that type-checks them in sync.

Every ```swift block in README.md's "## SwiftUI" section and in Sources/RiffleSwiftUI/RiffleSwiftUI.docc/*.md must
appear verbatim (line by line, ignoring indentation and blank lines) in one of the Swift files in
Tests/SwiftUIModelClients/, which ../shared/tools/swiftui-model/check-all.sh type-checks against the SwiftUI model.
Prints each block that is missing, then "swiftui-examples: N blocks in sync, M missing"; exits 1 when any is missing.

    scripts/check-swiftui-examples.py [repo-root]
"""
import glob
import os
import re
import sys

root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def swift_blocks(text):
    """The ```swift blocks of a Markdown text, with the line each starts on."""
    blocks, lines, current, start = [], text.split("\n"), None, 0
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        if current is None and re.fullmatch(r"```swift", stripped):
            current, start = [], number + 1
        elif current is not None and stripped == "```":
            blocks.append((start, current))
            current = None
        elif current is not None:
            current.append(line)
    if current is not None:
        sys.exit(f"check-swiftui-examples: an unclosed ```swift block starts at line {start}")
    return blocks


def normalised(lines):
    return [line.strip() for line in lines if line.strip()]


def contains(haystack, needle):
    n = len(needle)
    return n > 0 and any(haystack[i:i + n] == needle for i in range(len(haystack) - n + 1))


sources = []
readme = open(os.path.join(root, "README.md"), encoding="utf-8").read()
section = re.search(r"^## SwiftUI\n(.*?)(?=^## |\Z)", readme, re.S | re.M)
if section is None:
    sys.exit("check-swiftui-examples: README.md has no '## SwiftUI' section")
offset = readme[: section.start(1)].count("\n")
sources += [("README.md", start + offset, block) for start, block in swift_blocks(section.group(1))]
for path in sorted(glob.glob(os.path.join(root, "Sources/RiffleSwiftUI/RiffleSwiftUI.docc/*.md"))):
    text = open(path, encoding="utf-8").read()
    sources += [(os.path.relpath(path, root), start, block) for start, block in swift_blocks(text)]

clients = {}
for path in sorted(glob.glob(os.path.join(root, "Tests/SwiftUIModelClients/*.swift"))):
    clients[os.path.relpath(path, root)] = normalised(open(path, encoding="utf-8").read().split("\n"))
if not clients:
    sys.exit("check-swiftui-examples: no client files in Tests/SwiftUIModelClients/")

missing = 0
for path, start, block in sources:
    lines = normalised(block)
    if not lines:
        continue
    if not any(contains(client, lines) for client in clients.values()):
        missing += 1
        print(f"{path}:{start}: error: this SwiftUI example is not in Tests/SwiftUIModelClients/ (verbatim, modulo indentation):")
        print("\n".join("    " + line for line in block))
print(f"swiftui-examples: {len(sources) - missing} blocks in sync, {missing} missing")
sys.exit(1 if missing else 0)
