#!/usr/bin/env python3
"""Checks that `import DropDownSheet` gives an app exactly the core types it uses, and counts them.

Usage: scripts/check-api-surface.py SYMBOL_GRAPH_DIR
       scripts/check-api-surface.py --self-test

`DropDownSheet` re-exports single types of `DropDownSheetCore`
(`@_exported import struct DropDownSheetCore.X`, listed in
Sources/DropDownSheet/DropDownSheetCoreExports.swift), not the whole module: an app sees the UIKit
and SwiftUI API and the core types that API uses, not the headless engine
(docs/presentation-architecture.md, "The API an app sees"). The graphs are the iOS ones the
compile check writes (`check-ios --sdk 26.2 --strict --symbol-graph DIR`). This fails when:

- DropDownSheet's public API (its own symbols and extensions, and, in turn, the public members of
  every core type it re-exports) names a core type that is not re-exported: an app that imports
  only DropDownSheet could use the value but not write the type's name;
- a re-exported type is not app-facing: neither named by that API nor one of the few types the
  documentation tells apps to use (DOCUMENTED_FOR_APPS below, each checked against its page);
- the whole core is re-exported (`@_exported import DropDownSheetCore`);
- the DocC landing page of DropDownSheet does not list exactly the re-exported types under
  "Types from the core" (their pages are DropDownSheetCore's: the symbol graph of DropDownSheet
  leaves scoped re-exports out);
- the core extends another module's type in public (such members would reach every app through
  any re-exported type), or a re-exported type declares an operator that is not a standard
  protocol's (a scoped import does not bring top-level operator lookup along).

It prints how many public symbols an app sees, and how many it would see with the whole core
re-exported. `--self-test` runs the checks on small made-up graphs (no SDK needed).
"""
import glob
import json
import os
import re
import sys
import tempfile

CORE = "DropDownSheetCore"
SHELL = "DropDownSheet"
ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
EXPORTS = os.path.join(ROOT, "Sources", SHELL, "DropDownSheetCoreExports.swift")
LANDING = "Sources/DropDownSheet/DropDownSheet.docc/DropDownSheet.md"
LANDING_GROUP = "### Types from the core"

# Core types no public signature of DropDownSheet names, which the documentation tells apps to use.
# Each must be named on its page (path relative to the repository), so the reason stays true.
DOCUMENTED_FOR_APPS = {
    "DropDownSheetStackSnapshotError": (
        "Sources/DropDownSheet/DropDownSheet.docc/SeveralDrafts.md",
        "what decoding a saved snapshot throws; the relaunch guide catches it"),
    "DropDownSheetAccessibilityIdentifier": (
        "README.md",
        "the identifiers of the library's views, for the app's UI tests"),
}

TYPE_KINDS = {"swift.struct": "struct", "swift.enum": "enum", "swift.class": "class",
              "swift.protocol": "protocol", "swift.typealias": "typealias"}
STANDARD_OPERATORS = {"==", "!=", "<", "<=", ">", ">="}  # Equatable's and Comparable's


def load(path):
    with open(path) as f:
        return json.load(f)


def referenced_usrs(symbol):
    """Every symbol a public declaration names: its declaration, parameters, result, constraints."""
    fragments = list(symbol.get("declarationFragments", []))
    signature = symbol.get("functionSignature", {})
    for parameter in signature.get("parameters", []):
        fragments += parameter.get("declarationFragments", [])
    fragments += signature.get("returns", [])
    usrs = {f["preciseIdentifier"] for f in fragments if f.get("preciseIdentifier")}
    for constraint in symbol.get("swiftGenerics", {}).get("constraints", []):
        if constraint.get("rhsPrecise"):
            usrs.add(constraint["rhsPrecise"])
    return usrs


def read_exports(path):
    """The scoped re-exports of the core: {type name: kind}; and whether the whole core is."""
    text = open(path).read()
    scoped = {m.group(2): m.group(1) for m in
              re.finditer(r"^\s*@_exported\s+import\s+(\w+)\s+" + CORE + r"\.(\w+)\s*$", text, re.M)}
    return scoped


def whole_core_reexports(sources):
    """Files of the shell that re-export the whole core."""
    found = []
    for path in sorted(glob.glob(os.path.join(sources, "**", "*.swift"), recursive=True)):
        if re.search(r"^\s*@_exported\s+import\s+" + CORE + r"\s*$", open(path).read(), re.M):
            found.append(os.path.relpath(path, ROOT))
    return found


def landing_list(path):
    """The core types the landing page lists under LANDING_GROUP, or None without that group."""
    if not os.path.exists(path):
        return None
    text = open(path).read()
    start = text.find(LANDING_GROUP + "\n")
    if start < 0:
        return None
    group = text[start + len(LANDING_GROUP):]
    group = group[:group.find("\n#")] if "\n#" in group else group
    return set(re.findall(r"^- ``" + CORE + r"/(\w+)``\s*$", group, re.M))


def check(graph_dir, exports_path=EXPORTS, shell_sources=None, root=ROOT, documented=None):
    """Returns (problems, report lines)."""
    documented = DOCUMENTED_FOR_APPS if documented is None else documented
    problems = []
    core_path = os.path.join(graph_dir, f"{CORE}.symbols.json")
    shell_paths = sorted(glob.glob(os.path.join(graph_dir, f"{SHELL}.symbols.json"))
                         + glob.glob(os.path.join(graph_dir, f"{SHELL}@*.symbols.json")))
    if not os.path.exists(core_path) or not shell_paths:
        return [f"no {CORE} and {SHELL} symbol graphs in {graph_dir}"], []
    core = load(core_path)["symbols"]
    path_of = {s["identifier"]["precise"]: s["pathComponents"] for s in core}
    kind_of = {s["pathComponents"][0]: TYPE_KINDS.get(s["kind"]["identifier"])
               for s in core if len(s["pathComponents"]) == 1}
    members = {}
    for s in core:
        members.setdefault(s["pathComponents"][0], []).append(s)

    def core_type(usr):
        path = path_of.get(usr)
        return path[0] if path else None

    # Why each core type is app-facing: the first public declaration found naming it.
    why = {}
    shell_count = 0
    for path in shell_paths:
        for s in load(path)["symbols"]:
            if s["kind"]["identifier"] == "swift.extension":
                continue
            shell_count += 1
            name = "/".join(s["pathComponents"])
            extended = os.path.basename(path) == f"{SHELL}@{CORE}.symbols.json"
            for t in {core_type(u) for u in referenced_usrs(s)} | ({s["pathComponents"][0]} if extended else set()):
                if t and t not in why:
                    why[t] = f"{SHELL}: {name}"
    # The members of an app-facing type are the app's API too: follow them.
    queue = list(why)
    while queue:
        owner = queue.pop()
        for s in members.get(owner, []):
            for t in {core_type(u) for u in referenced_usrs(s)}:
                if t and t not in why:
                    why[t] = f"{CORE}: " + "/".join(s["pathComponents"])
                    queue.append(t)

    exports = read_exports(exports_path)
    whole = whole_core_reexports(shell_sources or os.path.join(root, "Sources", SHELL))
    if whole:
        problems.append(f"the whole core is re-exported ({', '.join(whole)}): re-export single types")
    for name, kind in sorted(exports.items()):
        if name not in kind_of:
            problems.append(f"{name} is re-exported but is not a public top-level type of {CORE}")
        elif kind_of[name] != kind:
            problems.append(f"{name} is re-exported as a {kind} but is a {kind_of[name]}")
    for name in sorted(set(why) - set(exports)):
        problems.append(f"{name} is in DropDownSheet's public API ({why[name]}) but not re-exported: an app "
                        f"that imports only DropDownSheet cannot name it. Add `@_exported import "
                        f"{kind_of.get(name) or 'struct'} {CORE}.{name}` to {os.path.relpath(exports_path, root)}.")
    for name in sorted(set(exports) - set(why) - set(documented)):
        problems.append(f"{name} is re-exported but not app-facing: no public API of DropDownSheet names it, "
                        f"and it is not among the types the documentation tells apps to use")
    for name, (page, reason) in sorted(documented.items()):
        if name in why:
            problems.append(f"{name} is app-facing through the API ({why[name]}): drop it from DOCUMENTED_FOR_APPS")
        page_path = os.path.join(root, page)
        if not os.path.exists(page_path) or not re.search(r"\b" + name + r"\b", open(page_path).read()):
            problems.append(f"{name} is re-exported as documented for apps ({reason}), but {page} does not name it")
    listed = landing_list(os.path.join(root, LANDING))
    if listed is None:
        problems.append(f"{LANDING} has no \"{LANDING_GROUP}\" group listing the re-exported types")
    elif listed != set(exports):
        for name in sorted(set(exports) - listed):
            problems.append(f"{name} is re-exported but {LANDING} does not list it under \"{LANDING_GROUP}\"")
        for name in sorted(listed - set(exports)):
            problems.append(f"{LANDING} lists {name} under \"{LANDING_GROUP}\", but it is not re-exported")
    for extension in sorted(glob.glob(os.path.join(graph_dir, f"{CORE}@*.symbols.json"))):
        problems.append(f"{os.path.basename(extension)}: the core extends another module's type in public; "
                        f"those members would reach every app through the re-exported types")
    for name in sorted(exports):
        for s in members.get(name, []):
            operator = s["pathComponents"][-1].split("(")[0]
            if s["kind"]["identifier"] == "swift.func.op" and operator not in STANDARD_OPERATORS:
                problems.append(f"{'/'.join(s['pathComponents'])}: an operator a scoped re-export does not bring "
                                f"along (only Equatable's and Comparable's are found through the protocol)")

    core_total = len([s for s in core if s["kind"]["identifier"] != "swift.extension"])
    reexported = len([s for s in core if s["pathComponents"][0] in exports])
    report = [
        f"API surface: `import {SHELL}` shows an app {shell_count + reexported} public symbols: "
        f"{shell_count} of {SHELL} and {reexported} of {CORE} ({len(exports)} of its {len(kind_of)} types)",
        f"             (with the whole core re-exported it would be {shell_count + core_total}: "
        f"{shell_count} + {core_total}); the rest is `import {CORE}`",
    ]
    return problems, report


def self_test():
    """The checks catch what they are for, on made-up graphs."""
    def symbol(path, kind="swift.struct", refs=()):
        return {"identifier": {"precise": "usr:" + ".".join(path)}, "pathComponents": list(path),
                "kind": {"identifier": kind},
                "declarationFragments": [{"kind": "typeIdentifier", "preciseIdentifier": "usr:" + r} for r in refs]}

    def run(exports_text, shell_refs, documented=None, page_text="", landing=("Config", "Spring")):
        with tempfile.TemporaryDirectory() as d:
            graphs, sources = os.path.join(d, "graphs"), os.path.join(d, "Sources")
            os.makedirs(graphs)
            os.makedirs(sources)
            core = [symbol(["Config"]), symbol(["Config", "spring"], "swift.property", ["Spring"]),
                    symbol(["Spring"]), symbol(["Engine"]), symbol(["Engine", "step()"], "swift.method", ["Config"])]
            json.dump({"symbols": core}, open(os.path.join(graphs, f"{CORE}.symbols.json"), "w"))
            shell = [symbol(["Sheet"], "swift.class"), symbol(["Sheet", "configuration"], "swift.property", shell_refs)]
            json.dump({"symbols": shell}, open(os.path.join(graphs, f"{SHELL}.symbols.json"), "w"))
            exports = os.path.join(sources, "Exports.swift")
            open(exports, "w").write(exports_text)
            open(os.path.join(d, "Page.md"), "w").write(page_text)
            os.makedirs(os.path.dirname(os.path.join(d, LANDING)))
            open(os.path.join(d, LANDING), "w").write(
                f"# Title\n\n{LANDING_GROUP}\n\nText.\n\n" + "".join(f"- ``{CORE}/{n}``\n" for n in landing) + "\n## See Also\n")
            return check(graphs, exports, sources, d, documented or {})[0]

    both = f"@_exported import struct {CORE}.Config\n@_exported import struct {CORE}.Spring\n"
    cases = [
        ("the app-facing set passes", run(both, ["Config"]), []),
        ("a type of a re-exported type's member is required", run(f"@_exported import struct {CORE}.Config\n", ["Config"], landing=("Config",)),
         ["Spring is in DropDownSheet's public API"]),
        ("an engine type is not app-facing", run(both + f"@_exported import struct {CORE}.Engine\n", ["Config"],
                                                  landing=("Config", "Spring", "Engine")),
         ["Engine is re-exported but not app-facing"]),
        ("the whole core is refused", run(both + f"@_exported import {CORE}\n", ["Config"]),
         ["the whole core is re-exported"]),
        ("a wrong kind is refused", run(both.replace("struct " + CORE + ".Spring", "enum " + CORE + ".Spring"), ["Config"]),
         ["Spring is re-exported as a enum"]),
        ("a documented type passes when its page names it",
         run(both + f"@_exported import struct {CORE}.Engine\n", ["Config"], {"Engine": ("Page.md", "r")}, "Engine",
             ("Config", "Spring", "Engine")), []),
        ("a documented type fails when its page does not",
         run(both + f"@_exported import struct {CORE}.Engine\n", ["Config"], {"Engine": ("Page.md", "r")}, "",
             ("Config", "Spring", "Engine")),
         ["Page.md does not name it"]),
        ("the landing page must list every re-exported type", run(both, ["Config"], landing=("Config",)),
         ["Spring is re-exported but"]),
        ("the landing page must list only re-exported types", run(both, ["Config"], landing=("Config", "Spring", "Engine")),
         ["lists Engine"]),
    ]
    failed = False
    for name, problems, expected in cases:
        ok = (not problems) if not expected else all(any(e in p for p in problems) for e in expected) and len(problems) == len(expected)
        print(f"{'ok  ' if ok else 'FAIL'} {name}" + ("" if ok else f": {problems}"))
        failed |= not ok
    return 1 if failed else 0


def main():
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(self_test())
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    problems, report = check(sys.argv[1])
    print("\n".join(report))
    if problems:
        print("API surface: " + str(len(problems)) + " problem(s):")
        print("\n".join("- " + p for p in problems))
        sys.exit(1)
    print("API surface: every core type DropDownSheet's API names is re-exported, and only those "
          "(and the documented ones)")


if __name__ == "__main__":
    main()
