#!/usr/bin/env python3
"""Puts a fresh comment line at the top of a chapter's first Swift listing (replacing the
one a previous call put there), so that listing's lesson must be regenerated, rebuilt and
run. Used by scripts/bench-everyday between timed runs."""
import sys
import time

MARK = "// bench-edit "
path = sys.argv[1]
lines = open(path, encoding="utf-8").read().split("\n")
lines = [line for line in lines if not line.startswith(MARK)]
fence = next(i for i, line in enumerate(lines) if line.startswith("```swift"))
lines.insert(fence + 1, MARK + repr(time.time()))
open(path, "w", encoding="utf-8").write("\n".join(lines))
