#!/usr/bin/env python3
"""Rewrites the one-line `#expect(a == b)` checks of the tests as `expectEqual(a, b)`, `#expect(abs(a - b) < t)` as
`expectNear(a, b, within: t)`, and splits `#expect(a == 1 && b == 2)` into one check per operand; or lists them
(--check).

Why: each `#expect(a == b)` expands to `Testing.__checkBinaryOperation(a, { $0 == $1() }, b, ...)`, a closure over
an operator that the type checker solves against every overload of `==`; that was about 70 % of the core's test
build (docs/suite-times.md, rounds 3 and 4). `expectEqual(a, b)` (Tests/RiffleTestSupport/ExpectEqual.swift) is a
generic function over `Equatable` that runs `#expect(lhs == rhs, ...)` once inside, at the caller's source location,
so a failure still prints both values where the check is written; only the expression's text is lost.
`expectNear(a, b, within: t)` does the same for `abs(a - b) < t` (the same expression inside; a failure says both
numbers and the tolerance). A check of several operands joined by `&&` costs the same expansion over `&&` and over
each operand's operator; it is split into one check per operand that this script rewrites (round 5).

What it rewrites, and only that (anything it cannot read with certainty stays as it is):
- `#expect(` in code (not in a comment or a string) whose closing parenthesis is on the same line;
- not preceded by `try` or `await`, and with no `try`, `await` or `consume` anywhere in its arguments;
- whose first argument has exactly one top-level `==` and no other top-level binary operator (one written with a
  space on each side, as swift-format writes them) of `==`'s precedence or lower (`&&`, `||`, `? :`, `!=`, `<`,
  `===`, `~=`, an assignment...). Operators that bind tighter (`+`, `-`, `*`, `/`, `%`, `??`, `...`, `..<`, the
  bitwise ones) and anything inside parentheses, brackets, braces or string interpolations are fine;
- the rest of the arguments (a comment, `sourceLocation:`) is kept as written: `#expect(a == b, "why")` becomes
  `expectEqual(a, b, "why")`.
A check that must stay `#expect` (tuples or metatypes, which are not `Equatable`; `==` between two different types,
such as `Int` and `Int8` or `Substring` and `String`; a type whose `==` is not its `Equatable` one) is marked with
a comment line right above it that starts with `// keep #expect` (say why after a colon), and is then left alone.
CarouselExampleTests.swift is skipped whole: it is the documented example an app copies, line for line.

`#expect(abs(a - b) < t)` is rewritten when `abs(...)` holds exactly one top-level `-` and otherwise only `*`, `/`
or `%` (so `a - b` is the whole difference: not `a - b - c`, not `x ?? y - z`), followed by ` < ` and a tolerance
with only operators that bind tighter than `<`; under the same conditions as above otherwise.
A one-line `#expect(p && q && ...)` alone on its line is split when one of its operands is a check rewritten here:
each such operand becomes its own check, the others stay together in one `#expect` in their order; the comment and
`sourceLocation:` go to every check. Not when an operand after the first could trap where `&&` would have stopped
before it (a force unwrap or a subscript: `a.count == 2 && a[1] == 5`), nor beside `||`, a ternary or an
assignment (split_conjunctions says why the split keeps what passes and what fails).

A file it rewrites gets `import RiffleTestSupport` (`import GalleryTestSupport` in the gallery's tests) if it lacks
it. The rewrite is idempotent: run it again after merging branches that add tests. Files it changed are then formatted
with `swift format format --in-place` (a rewritten line is two characters longer and may need wrapping), unless
--no-format.

Usage:
  scripts/expect-equal.py [--check] [--no-format] [PATH ...]   (default PATH: Tests/RiffleTests,
                                                                 Tests/RiffleTestingTests, Tests/RiffleSwiftUITests)
  --check   change nothing; print every check it would rewrite and exit 1 if there is one (`make lint` runs this)
"""

import os
import re
import subprocess
import sys

DEFAULT_PATHS = [
    "Tests/RiffleTests",
    "Tests/RiffleTestingTests",
    "Tests/RiffleSwiftUITests",
    "Gallery/Tests/GalleryCoreTests",
    "Gallery/Tests/GalleryRenderTests",
]
KEEP_MARKER = "// keep #expect"
# Files left as written: CarouselExampleTests.swift holds the README's and the RiffleTesting catalogue's @Test
# example line for line (scripts/check-testing-examples.py), and an app's own tests write `#expect`; ExpectEqual.swift
# defines the functions (the gallery's test support links it).
SKIPPED_FILES = {"CarouselExampleTests.swift", "ExpectEqual.swift"}
OPERATOR_CHARS = set("/=-+!*%<>&|^~?.")
IDENTIFIER_CHARS = re.compile(r"[A-Za-z0-9_$]")
# Binary operators that bind tighter than `==` (ComparisonPrecedence) and may stand beside it at the top level.
TIGHTER = {
    "+", "-", "*", "/", "%", "&+", "&-", "&*", "<<", ">>", "&<<", "&>>", "&", "|", "^", "??", "...", "..<",
}
FORBIDDEN_WORDS = re.compile(r"(?<![A-Za-z0-9_$.])(try|await|consume)(?![A-Za-z0-9_$])")


def code_mask(text):
    """For each character of `text`: True where it is code, False inside a comment or a string literal's text.

    String interpolations (`\\(...)`, `\\#(...)` in raw strings) are code, with their parentheses, so that the
    parentheses of the code stay balanced. Returns None when the file is not understood (an unterminated string or
    comment), and the file is then left alone.
    """
    mask = [True] * len(text)
    n = len(text)
    i = 0
    # A stack of contexts: ("code", depth) for an interpolation's parentheses, ("string", hashes, multiline).
    stack = [("code", 0)]
    while i < n:
        top = stack[-1]
        c = text[i]
        if top[0] == "code":
            if text.startswith("//", i):
                end = text.find("\n", i)
                end = n if end < 0 else end
                for k in range(i, end):
                    mask[k] = False
                i = end
                continue
            if text.startswith("/*", i):
                depth = 0
                k = i
                while k < n:
                    if text.startswith("/*", k):
                        depth += 1
                        mask[k] = mask[k + 1] = False
                        k += 2
                    elif text.startswith("*/", k):
                        depth -= 1
                        mask[k] = mask[k + 1] = False
                        k += 2
                        if depth == 0:
                            break
                    else:
                        mask[k] = False
                        k += 1
                if depth != 0:
                    return None
                i = k
                continue
            r = re.compile(r"(#+)/").match(text, i)
            if r and (i == 0 or not IDENTIFIER_CHARS.match(text[i - 1])):
                # An extended regex literal, #/.../#: not code.
                end = text.find("/" + r.group(1), r.end())
                if end < 0:
                    return None
                end += 1 + len(r.group(1))
                for k in range(i, end):
                    mask[k] = False
                i = end
                continue
            m = re.compile(r'(#*)("""|")').match(text, i)
            if m and (m.group(1) == "" or c == "#"):
                hashes = len(m.group(1))
                multiline = m.group(2) == '"""'
                for k in range(i, m.end()):
                    mask[k] = False
                stack.append(("string", hashes, multiline))
                i = m.end()
                continue
            if c == "(" and len(stack) > 1:
                stack[-1] = ("code", top[1] + 1)
            elif c == ")" and len(stack) > 1:
                if top[1] == 0:
                    # The end of an interpolation: back in its string.
                    stack.pop()
                    i += 1
                    continue
                stack[-1] = ("code", top[1] - 1)
            i += 1
            continue
        # In a string.
        _, hashes, multiline = top
        closing = ('"""' if multiline else '"') + "#" * hashes
        escape = "\\" + "#" * hashes
        if text.startswith(closing, i):
            for k in range(i, i + len(closing)):
                mask[k] = False
            stack.pop()
            i += len(closing)
            continue
        if c == "\n" and not multiline:
            return None
        if text.startswith(escape + "(", i):
            for k in range(i, i + len(escape)):
                mask[k] = False
            i += len(escape)
            # The "(" is code, and opens the interpolation.
            stack.append(("code", 0))
            i += 1
            continue
        if text.startswith(escape, i) and i + len(escape) < n:
            for k in range(i, i + len(escape) + 1):
                mask[k] = False
            i += len(escape) + 1
            continue
        mask[i] = False
        i += 1
    if len(stack) != 1:
        return None
    return mask


def closing_paren(text, mask, open_index):
    """The index of the `)` that closes the `(` at `open_index`, or None if it is not on the same line."""
    depth = 0
    i = open_index
    while i < len(text):
        c = text[i]
        if c == "\n":
            return None
        if mask[i]:
            if c in "([{":
                depth += 1
            elif c in ")]}":
                depth -= 1
                if depth == 0:
                    return i if c == ")" else None
        i += 1
    return None


def top_level_pieces(text, mask, start, end):
    """Splits text[start:end] at its top-level commas: a list of (start, end) pairs."""
    pieces = []
    depth = 0
    piece_start = start
    for i in range(start, end):
        if not mask[i]:
            continue
        c = text[i]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 0:
            pieces.append((piece_start, i))
            piece_start = i + 1
    pieces.append((piece_start, end))
    return pieces


def top_level_operators(text, mask, start, end):
    """The top-level binary operators of text[start:end] written with a space on each side, as (operator, start,
    end) triples; None when the text holds something this script does not read (`x? y`)."""
    depth = 0
    found = []
    i = start
    while i < end:
        c = text[i]
        if not mask[i]:
            i += 1
            continue
        if c in "([{":
            depth += 1
            i += 1
            continue
        if c in ")]}":
            depth -= 1
            i += 1
            continue
        if depth == 0 and c in OPERATOR_CHARS:
            k = i
            while k < end and mask[k] and text[k] in OPERATOR_CHARS:
                k += 1
            operator = text[i:k]
            spaced = i > start and text[i - 1] in " \t" and k < end and text[k] in " \t"
            if spaced:
                found.append((operator, i, k))
            elif operator.endswith("?") and k < end and text[k] in " \t" and not operator.startswith("."):
                return None
            i = k
            continue
        if depth == 0 and c == ":" :
            # A ternary's `:` (or a label): not something this script splits or rewrites.
            found.append((":", i, i + 1))
        i += 1
    return found


def split_near(text, mask, start, end):
    """(a, b, tolerance) when text[start:end] is `abs(a - b) < tolerance`, with `-` the only top-level operator
    inside `abs(...)` but multiplicative ones (so `a - b` means what it says), and only operators that bind tighter
    than `<` in the tolerance; else None."""
    while start < end and text[start] in " \t":
        start += 1
    while end > start and text[end - 1] in " \t":
        end -= 1
    if not text.startswith("abs(", start) or (start > 0 and IDENTIFIER_CHARS.match(text[start - 1])):
        return None
    if not all(mask[start : start + 4]):
        return None
    close = closing_paren(text, mask, start + 3)
    if close is None or close >= end:
        return None
    rest = top_level_operators(text, mask, close + 1, end)
    if not rest or rest[0][0] != "<" or rest[0][1] != close + 2:
        return None
    if any(operator not in TIGHTER for operator, _, _ in rest[1:]):
        return None
    tolerance = text[rest[0][2] : end].strip()
    inside = top_level_operators(text, mask, start + 4, close)
    if inside is None:
        return None
    minus = [o for o in inside if o[0] == "-"]
    if len(minus) != 1 or any(o[0] not in ("-", "*", "/", "%") for o in inside):
        return None
    a = text[start + 4 : minus[0][1]].strip()
    b = text[minus[0][2] : close].strip()
    if not a or not b or not tolerance:
        return None
    return a, b, tolerance


def split_equality(text, mask, start, end):
    """(lhs, rhs) when text[start:end] is `lhs == rhs` with `==` its only top-level operator of its precedence or
    lower; else None."""
    operators = top_level_operators(text, mask, start, end)
    if operators is None:
        return None
    operators = [o for o in operators if o[0] != ":"]
    equals = [o for o in operators if o[0] == "=="]
    if len(equals) != 1 or any(o[0] != "==" and o[0] not in TIGHTER for o in operators):
        return None
    lhs = text[start : equals[0][1]].strip()
    rhs = text[equals[0][2] : end].strip()
    if not lhs or not rhs:
        return None
    return lhs, rhs


UNSAFE_AFTER_FIRST = re.compile(r"[A-Za-z0-9_)\]]!(?!=)|[A-Za-z0-9_)\]?]\[")


def convertible(text, mask, start, end):
    """Whether `#expect(text[start:end])` is one this script rewrites (to `expectEqual` or `expectNear`)."""
    sides = split_equality(text, mask, start, end)
    if sides is not None:
        return not re.match(r"^[A-Za-z_][A-Za-z0-9_]*\s*:", sides[0])
    return split_near(text, mask, start, end) is not None


def code_and_lines(text):
    """`code_mask(text)` (None when the text cannot be read with certainty), the text's lines and the offset where
    each line starts."""
    lines = text.split("\n")
    line_starts = []
    offset = 0
    for line in lines:
        line_starts.append(offset)
        offset += len(line) + 1
    return code_mask(text), lines, line_starts


def is_kept(lines, line_number):
    """Whether the check on `line_number` is marked `// keep #expect` (on its line or the line above)."""
    above = lines[line_number - 1].strip() if line_number > 0 else ""
    return KEEP_MARKER in lines[line_number] or above.startswith(KEEP_MARKER)


def uses_forbidden_words(text, mask, open_index, close):
    """Whether the code (not comments or strings) between the parentheses at `open_index` and `close` holds `try`,
    `await` or `consume`."""
    arguments = text[open_index + 1 : close]
    return FORBIDDEN_WORDS.search("".join(ch if mask[open_index + 1 + k] else " " for k, ch in enumerate(arguments)))


def applied(text, replacements, describe=lambda new: new):
    """The text with each (start, end, new text, line number) replacement made, in order, and the list of
    (line, old, new) changed, `new` as `describe` words it."""
    out = []
    changes = []
    previous = 0
    for start, end, new, line_number in replacements:
        out.append(text[previous:start])
        out.append(new)
        changes.append((line_number, text[start:end], describe(new)))
        previous = end
    out.append(text[previous:])
    return "".join(out), changes


def split_conjunctions(text):
    """The text with each one-line `#expect(a && b && …)` that stands alone on its line, and of which at least one
    operand is a check this script rewrites, split into one check per such operand (the other operands stay
    together, in their order, in one `#expect`); and the list of (line, old, new) changed.

    `#expect(a == 1 && b == 2)` passes exactly when `expectEqual(a, 1)` and `expectEqual(b, 2)` both pass. The one
    difference is when it fails: `&&` does not evaluate `b == 2` once `a == 1` is false, the split checks do. So an
    operand after the first that could trap where the first would have stopped it (a force unwrap `x!` or a
    subscript `a[i]`, as in `a.count == 2 && a[1] == 5`) keeps the whole check as it is. Lines with `||`, a ternary
    or an assignment beside the `&&` are left alone too, as are checks inside a comment or a string, checks with
    `try`, `await` or `consume`, and checks under a `// keep #expect` line.
    """
    mask, lines, line_starts = code_and_lines(text)
    if mask is None:
        return text, []
    replacements = []
    for m in re.finditer(r"#expect\(", text):
        start = m.start()
        if not mask[start]:
            continue
        line_number = text.count("\n", 0, start)
        line = lines[line_number]
        before = text[line_starts[line_number] : start]
        if before.strip():
            continue
        if is_kept(lines, line_number):
            continue
        open_index = m.end() - 1
        close = closing_paren(text, mask, open_index)
        if close is None:
            continue
        line_end = line_starts[line_number] + len(line)
        after = text[close + 1 : line_end]
        if after.strip() and not after.strip().startswith("//"):
            continue
        trailing = after.strip()
        if uses_forbidden_words(text, mask, open_index, close):
            continue
        pieces = top_level_pieces(text, mask, open_index + 1, close)
        first_start, first_end = pieces[0]
        operators = top_level_operators(text, mask, first_start, first_end)
        if not operators or not any(o[0] == "&&" for o in operators):
            continue
        if any(o[0] in ("||", "?", ":") or o[0].endswith("=") and o[0] not in ("==", "!=", "<=", ">=", "===", "!==")
               for o in operators):
            continue
        bounds = []
        piece_start = first_start
        for operator, op_start, op_end in operators:
            if operator == "&&":
                bounds.append((piece_start, op_start))
                piece_start = op_end
        bounds.append((piece_start, first_end))
        operands = [(text[a:b].strip(), convertible(text, mask, a, b)) for a, b in bounds]
        if not any(ok for _, ok in operands):
            continue
        if any(
            UNSAFE_AFTER_FIRST.search("".join(ch if mask[a + k] else " " for k, ch in enumerate(text[a:b])))
            for a, b in bounds[1:]
        ):
            continue
        rest = text[first_end:close]
        checks = []
        group = []
        for operand, ok in operands:
            if ok:
                if group:
                    checks.append(" && ".join(group))
                    group = []
                checks.append(operand)
            else:
                group.append(operand)
        if group:
            checks.append(" && ".join(group))
        indent = before
        new_lines = ["#expect(" + check + rest + ")" for check in checks]
        if trailing:
            new_lines[-1] += "  " + trailing
        new = ("\n" + indent).join(new_lines)
        replacements.append((start, line_end, new, line_number + 1))
    return applied(text, replacements, lambda new: new.replace("\n", " ").replace("  ", " "))


def rewrite(text):
    """The file's text with its one-line `#expect(a == b)` rewritten, and the list of (line, old, new) changed."""
    mask, lines, line_starts = code_and_lines(text)
    if mask is None:
        return text, []
    replacements = []  # (start, end, new text, line number)
    for m in re.finditer(r"#expect\(", text):
        start = m.start()
        if not mask[start]:
            continue
        if start > 0 and IDENTIFIER_CHARS.match(text[start - 1]):
            continue
        line_number = text.count("\n", 0, start)
        before = text[line_starts[line_number] : start]
        if re.search(r"(?<![A-Za-z0-9_$])(try|await)\s*$", before):
            continue
        if is_kept(lines, line_number):
            continue
        open_index = m.end() - 1
        close = closing_paren(text, mask, open_index)
        if close is None:
            continue
        if uses_forbidden_words(text, mask, open_index, close):
            continue
        pieces = top_level_pieces(text, mask, open_index + 1, close)
        first_start, first_end = pieces[0]
        rest = text[first_end:close]
        sides = split_equality(text, mask, first_start, first_end)
        near = split_near(text, mask, first_start, first_end)
        if sides is not None:
            lhs, rhs = sides
            # A labeled first argument (`#expect(throws:`...) is not a condition.
            if re.match(r"^[A-Za-z_][A-Za-z0-9_]*\s*:", lhs):
                continue
            new = "expectEqual(" + lhs + ", " + rhs + rest + ")"
        elif near is not None:
            a, b, tolerance = near
            new = "expectNear(" + a + ", " + b + ", within: " + tolerance + rest + ")"
        else:
            continue
        replacements.append((start, close + 1, new, line_number + 1))
    return applied(text, replacements)


def support_module(path):
    """The module that holds `expectEqual` for a test file: the gallery's tests, a package of their own, have it as
    GalleryTestSupport (the same source file, linked)."""
    return "GalleryTestSupport" if "Gallery/" in path.replace(os.sep, "/") else "RiffleTestSupport"


def with_import(text, module):
    """The text with `import <module>` among its plain imports (in order), if it is not there yet."""
    if re.search(rf"^import {module}$", text, re.M):
        return text
    lines = text.split("\n")
    imports = [k for k, line in enumerate(lines) if re.match(r"^import [A-Za-z_]", line)]
    new_line = f"import {module}"
    if not imports:
        return new_line + "\n" + text
    at = imports[-1] + 1
    for k in imports:
        if lines[k] > new_line:
            at = k
            break
    lines.insert(at, new_line)
    return "\n".join(lines)


def swift_files(paths):
    for path in paths:
        if os.path.isfile(path):
            yield path
            continue
        for root, dirs, files in os.walk(path):
            dirs.sort()
            for name in sorted(files):
                if name.endswith(".swift") and name not in SKIPPED_FILES:
                    yield os.path.join(root, name)


def main(argv):
    check = "--check" in argv
    format_files = "--no-format" not in argv
    paths = [a for a in argv if not a.startswith("--")] or DEFAULT_PATHS
    changed_files = []
    count = 0
    for path in swift_files(paths):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        if "#expect(" not in text:
            continue
        split_text, splits = split_conjunctions(text)
        new_text, changes = rewrite(split_text)
        changes = splits + changes
        if not changes:
            continue
        count += len(changes)
        if check:
            for line_number, old, new in changes:
                print(f"{path}:{line_number}: {old}  ->  {new}")
            continue
        with open(path, "w", encoding="utf-8") as f:
            f.write(with_import(new_text, support_module(path)))
        changed_files.append(path)
    if check:
        if count:
            print(
                f"error: {count} one-line #expect checks to rewrite (expectEqual, expectNear, or split at &&): run scripts/expect-equal.py "
                "(or put a `// keep #expect: why` line above one that must stay)",
                file=sys.stderr,
            )
            return 1
        return 0
    print(f"expect-equal: rewrote {count} checks in {len(changed_files)} files")
    if changed_files and format_files:
        swift = os.environ.get("SWIFT", "swift")
        subprocess.run([swift, "format", "format", "--in-place", *changed_files], check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
