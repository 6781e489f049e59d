#!/usr/bin/env python3
"""Lists each public declaration of the core (Sources/Riffle) and whether code outside the core names it.

Usage:
  scripts/public-usage.py            every public core declaration, `used` or `unused`, by file
  scripts/public-usage.py --unused   only the unused ones

"Outside the core" is what an app or a front end sees: Sources/RiffleSwiftUI, Sources/RiffleTesting, the gallery,
the benchmarks, the fuzzers, the consumer harness (with its .harness files), the SwiftUI model's client files, the example app, and the code
examples of the README and the DocC catalogues. A declaration is used when its name appears in that code as a word
(whatever it is a member of, so the answer errs towards public): a type by its name, a member by its base name, an
initializer by its type's name. Comments and prose do not count.
The core's tests do not count: they import the module with `@testable`. Operators, protocol witnesses of the
standard library (`hash(into:)`, `encode(to:)`, `description`…), subscripts and `@inlinable` code are always
reported as used. The compiler has the last word: a declaration another public one needs stays public, and a
public type keeps its initializers (a consumer may call them as `.init(…)` without naming the type).
"""

import importlib.util
import os
import re
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
spec = importlib.util.spec_from_file_location("public_api", os.path.join(ROOT, "scripts", "public-api.py"))
public_api = importlib.util.module_from_spec(spec)
spec.loader.exec_module(public_api)

CONSUMERS = [
    "Sources/RiffleSwiftUI", "Sources/RiffleTesting", "Sources/Riffle/Riffle.docc", "Gallery/Sources", "Gallery/Tests",
    "Benchmarks", "Fuzz", "Tests/RiffleConsumer", "Tests/RiffleTestingTests", "Tests/SwiftUIModelClients", "Examples",
    "README.md",
]
ALWAYS = {"hash", "encode", "description", "debugDescription", "callAsFunction", "makeIterator", "next", "allCases",
          "rawValue", "id", "startIndex", "endIndex", "index", "count", "isEmpty", "body", "contains"}
NAME = re.compile(
    r"\b(?:func|var|let|struct|enum|class|actor|protocol|typealias|associatedtype|case)\s+([A-Za-z_][A-Za-z0-9_]*)")


def consumer_words():
    words = set()
    for entry in CONSUMERS:
        path = os.path.join(ROOT, entry)
        paths = [path] if os.path.isfile(path) else [
            os.path.join(d, n) for d, dirs, names in os.walk(path) if "/.build" not in d for n in names
            if n.endswith((".swift", ".harness", ".md", ".txt"))]
        for p in paths:
            with open(p, encoding="utf-8", errors="replace") as f:
                text = f.read()
            if p.endswith((".swift", ".harness")):
                text = "\n".join(public_api.code_lines(text)[1])  # without comments
            else:
                text = "\n".join(re.findall(r"```swift\n(.*?)```", text, re.S))  # only the code examples
            words.update(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", text))
    return words


def core_declarations():
    """(path, line index, owner, signature) of each public declaration in Sources/Riffle (public-api.py's scan)."""
    out = []
    base = os.path.join(ROOT, "Sources", "Riffle")
    for d, dirs, names in os.walk(base):
        for n in sorted(names):
            if n.endswith(".swift"):
                path = os.path.join(d, n)
                out += [(os.path.relpath(path, ROOT), k, owner, sig) for k, owner, sig in public_api.declarations(path)]
    return out


def name_of(signature, owner):
    """The word a consumer would write for a declaration, or None when it is always kept."""
    if "@inlinable" in signature or "@usableFromInline" in signature or "subscript" in signature:
        return None
    if re.search(r"\bextension\b", signature.split("(")[0]):
        return None
    if re.search(r"\binit\b[?!]?\s*[(<]", signature):
        return owner.split(".")[-1] if owner else None
    m = NAME.search(signature)
    if not m:
        return None  # an operator
    return None if m.group(1) in ALWAYS else m.group(1)


def main():
    words = consumer_words()
    only_unused = "--unused" in sys.argv
    for path, k, owner, sig in core_declarations():
        name = name_of(sig, owner)
        used = name is None or name in words
        if only_unused and used:
            continue
        print(f"{path}:{k + 1}: {'used' if used else 'unused'}: {sig}" + (f"  // in {owner}" if owner else ""))


if __name__ == "__main__":
    main()
