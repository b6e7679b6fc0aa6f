#!/usr/bin/env python3
"""Checks that every public symbol in the symbol graphs of a directory has a doc comment.

Usage: scripts/check-doc-comments.py SYMBOL_GRAPH_DIR

The graphs are the ones `swift-symbolgraph-extract` writes (the iOS compile check writes them
with `--symbol-graph DIR`). Members the compiler writes itself (`init(rawValue:)`, Codable's
`init(from:)`) have no place in the sources and are skipped; everything else, extensions
included, must say what it is. Exit status 1 lists the symbols without one.
"""
import glob
import json
import os
import sys

if len(sys.argv) != 2:
    sys.exit(__doc__)
missing = []
count = 0
for path in sorted(glob.glob(os.path.join(sys.argv[1], "*.symbols.json"))):
    graph = json.load(open(path))
    for symbol in graph["symbols"]:
        if "location" not in symbol:
            continue  # synthesized by the compiler
        count += 1
        if not symbol.get("docComment", {}).get("lines"):
            where = symbol["location"]["uri"].split("/Sources/")[-1]
            line = symbol["location"]["position"]["line"] + 1
            missing.append(f"Sources/{where}:{line}: {'/'.join(symbol['pathComponents'])} ({symbol['kind']['displayName']})")
if count == 0:
    sys.exit(f"no symbols found in {sys.argv[1]}")
if missing:
    print("public symbols without a doc comment:")
    print("\n".join(missing))
    sys.exit(1)
print(f"doc comments: all {count} public symbols documented")
