#!/usr/bin/env python3
"""Splits a doc comment's first sentence into its own paragraph where swift-format's
BeginDocumentationCommentWithOneLineSummary complains. Usage: fix_summary.py (run in repo root)."""
import re, subprocess, sys
dirs = sys.argv[1:] or ["Sources", "Tests"]
out = subprocess.run(["swift", "format", "lint", "--strict", "--recursive", *dirs], capture_output=True, text=True).stderr
fixes = {}
for line in out.splitlines():
    m = re.match(r'(.+?):(\d+):\d+: error: \[BeginDocumentationCommentWithOneLineSummary\]', line)
    if m: fixes.setdefault(m.group(1), []).append(int(m.group(2)))
for path, lns in fixes.items():
    lines = open(path).read().split('\n')
    for ln in sorted(set(lns), reverse=True):
        i = ln - 1
        # walk up over attributes to the doc block
        j = i - 1
        while j >= 0 and lines[j].strip().startswith('@'): j -= 1
        end = j
        while j >= 0 and lines[j].strip().startswith('///'): j -= 1
        start = j + 1
        if start > end: continue
        # find the first sentence end within the first paragraph
        for k in range(start, end + 1):
            body = lines[k].strip()[3:]
            if body.strip() == '': break
            m = re.search(r'[.?!](\s|$)', body)
            if m:
                indent = lines[k][:len(lines[k]) - len(lines[k].lstrip())]
                head, tail = body[:m.end()].rstrip(), body[m.end():].strip()
                new = [indent + '///' + head, indent + '///']
                if tail: new.append(indent + '/// ' + tail)
                elif k + 1 <= end and lines[k+1].strip() == '///': new = new[:1]
                lines[k:k+1] = new
                break
    open(path, 'w').write('\n'.join(lines))
