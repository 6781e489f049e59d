#!/usr/bin/env python3
"""Checks that RiffleSwiftUI uses APIs above the package's floor only behind their guards.

The SwiftUI model (../shared/tools/swiftui-model) checks names, types and isolation on Linux, but it cannot evaluate
`if #available` and cannot tell the Apple platforms apart. A few APIs are therefore modelled as available
(Tests/SwiftUIModel/: focusable, onKeyPress, KeyPress; the model itself rejects onKeyPress on watchOS,
digitalCrownRotation off watchOS and onMoveCommand off macOS and tvOS); this script checks, line by line,
that every use of them in Sources/RiffleSwiftUI sits inside an allowed platform block (`#if os(tvOS)` …) or an
`if #available(...)` block whose versions reach the API's. Prints each use that does not, then
"swiftui-availability: N uses guarded, M not"; exits 1 when any is not.

    scripts/check-swiftui-availability.py [repo-root]
"""
import glob
import os
import re
import sys

root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")

# API → (platform blocks where it is available at the floor, the versions an `if #available` must name).
RULES = {
    r"\.?focusable\((?!interactions)": ({"macOS", "tvOS", "watchOS"}, {"iOS": 17, "macOS": 12, "tvOS": 15}),
    r"\.?focusable\(interactions:": (set(), {"iOS": 17, "macOS": 14, "tvOS": 17}),
    r"\.onKeyPress\(": (set(), {"iOS": 17, "macOS": 14, "tvOS": 17}),
    r"\bKeyPress\b": (set(), {"iOS": 17, "macOS": 14, "tvOS": 17}),
    r"\.digitalCrownRotation\(": ({"watchOS"}, None),
    r"\bPointerPan\(": (set(), {"iOS": 18}),
}


def versions(line):
    return {name: int(major) for name, major in re.findall(r"(iOS|macOS|tvOS|watchOS|visionOS) (\d+)", line)}


guarded = failed = 0
for path in sorted(glob.glob(os.path.join(root, "Sources/RiffleSwiftUI/*.swift"))):
    lines = open(path).read().split("\n")
    platform_stack = []  # one entry per open #if: the set of platforms it requires (or None)
    available_stack = []  # (indent, versions) of open `if #available` blocks
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        indent = len(line) - len(line.lstrip())
        if stripped.startswith("#if"):
            oses = set(re.findall(r"os\((\w+)\)", stripped))
            negated = "!" in stripped or "||" in stripped
            platform_stack.append(None if negated or not oses else oses)
            continue
        if stripped.startswith("#else") or stripped.startswith("#elseif"):
            if platform_stack:
                platform_stack[-1] = None
            continue
        if stripped.startswith("#endif"):
            if platform_stack:
                platform_stack.pop()
            continue
        while available_stack and stripped.startswith("}") and indent <= available_stack[-1][0]:
            available_stack.pop()
        if re.search(r"if #available\(", stripped):
            available_stack.append((indent, versions(stripped)))
        if stripped.startswith("///") or stripped.startswith("//"):
            continue
        for pattern, (platforms, needed) in RULES.items():
            if not re.search(pattern, line):
                continue
            in_platform = any(block and block <= platforms for block in platform_stack if block)
            in_guard = needed is not None and any(
                all(have.get(name, 0) >= major for name, major in needed.items()) for _, have in available_stack)
            # A declaration that carries its own @available (on this line or the one before) is itself guarded.
            context = line + (lines[number - 2] if number > 1 else "")
            own = needed is not None and all(
                versions(context).get(name, 0) >= major for name, major in needed.items()) and "@available" in context
            if in_platform or in_guard or own:
                guarded += 1
            else:
                failed += 1
                rel = os.path.relpath(path, root)
                print(f"{rel}:{number}: error: {pattern.strip(chr(92))} is above the floor here; use it under "
                      f"#if os({'/'.join(sorted(platforms)) or '…'}) or if #available")
print(f"swiftui-availability: {guarded} uses guarded, {failed} not")
sys.exit(1 if failed else 0)
