#!/usr/bin/env python3
"""The RiffleTesting examples of the README and of the RiffleTesting catalogue are the package's own test.

Every ```swift block of README.md's "## Testing your carousel" section and of
Sources/RiffleTesting/RiffleTesting.docc/*.md that declares an `@Test` must appear, line for line (leading
whitespace ignored, import lines and `@Test` lines aside), in Tests/RiffleTestingTests/CarouselExampleTests.swift,
which `swift test` runs: so the documented example compiles and passes. Usage: check-testing-examples.py [ROOT]
"""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".")
test_file = root / "Tests/RiffleTestingTests/CarouselExampleTests.swift"
test_lines = [line.strip() for line in test_file.read_text().splitlines() if line.strip()]


def blocks(text):
    return re.findall(r"^ *```swift *\n(.*?)^ *``` *$", text, flags=re.S | re.M)


sources = []
readme = (root / "README.md").read_text()
section = re.search(r"^## Testing your carousel\n(.*?)(?=^## )", readme, flags=re.S | re.M)
if not section:
    sys.exit("check-testing-examples: README.md has no '## Testing your carousel' section")
sources += [("README.md", b) for b in blocks(section.group(1))]
for doc in sorted((root / "Sources/RiffleTesting/RiffleTesting.docc").glob("*.md")):
    sources += [(doc.name, b) for b in blocks(doc.read_text())]

checked = 0
for name, block in sources:
    if "@Test" not in block:
        continue
    wanted = [
        line.strip()
        for line in block.splitlines()
        if line.strip() and not line.strip().startswith("import ") and not line.strip().startswith("@Test")
    ]
    # The body must appear in order, as consecutive lines of the test (after its own @Test line).
    body = wanted[:-1]  # the closing brace of the function
    found = any(test_lines[i : i + len(body)] == body for i in range(len(test_lines)))
    if not found:
        sys.exit(f"check-testing-examples: the @Test example in {name} is not in {test_file} line for line")
    checked += 1
if checked < 2:
    sys.exit(f"check-testing-examples: expected the example in README.md and in the catalogue, found {checked}")
print(f"check-testing-examples: {checked} examples match {test_file.name}")
