#!/usr/bin/env python3
"""Compiles every Swift sample of the DocC catalog, so that a sample which stops compiling fails CI.

Usage:
  scripts/check-doc-samples.py [--sdk 16.5|26.2]   the catalog's app samples, for iOS (default 16.5)
  scripts/check-doc-samples.py --core              the headless core's samples, on this machine
  scripts/check-doc-samples.py --list              prints each sample and where it is compiled
  scripts/check-doc-samples.py --self-test [--sdk 16.5|26.2]   shows that the check fails when it should

What is compiled: every ```swift block of Sources/DropDownSheet/DropDownSheet.docc/**/*.md, and
of the doc comments (`///`) of Sources/DropDownSheet and Sources/DropDownSheetCore, which DocC
shows on the symbols' pages (a source file's blocks count as an article). The
blocks of one article are compiled in order, as one Swift file of its own module, so a sample
may use what an earlier sample of its article declared (as a reader reading down the page
expects). Each file is compiled in the Swift 6 language mode with warnings as errors (a
deprecated name in a sample fails), against the library's public API only (no @testable).

- The README's Swift blocks are compiled as one more article; a block that is a package manifest
  (its first line `// swift-tools-version`) is evaluated by `--core` with
  `swift package dump-package`, in a folder of its own.
- An article whose samples import DropDownSheetCore and never DropDownSheet, UIKit or SwiftUI is
  about the headless engine: `--core` compiles it on this machine against the core as SwiftPM
  builds it (`swift build` first), with `import Foundation` added.
- Every other article is an app's code: it is compiled for arm64-apple-ios15.0 against the iOS
  SDK that check-ios prepared (CONTRIBUTING.md; IOS_SDK_CACHE, default ~/.cache/ios-sdk: run
  check-ios with that SDK once before), with `import UIKit`, `import SwiftUI`,
  `import DropDownSheet` and `import DocSampleApp` added, as in a file of an app.
  `DocSampleApp` is scripts/doc-samples/App.swift: the app's own types that samples name without
  declaring them, as an article talks of "your player" (a `Player`, a `Song`, a draft's
  `ComposeViewController(draft:)`). A sample's own declaration of a name wins over it.

A sample that needs more context says so visibly, in lines at its top that the reader sees:

    // Context: extension InboxViewController { func open(_ draft: Draft) { … } }

The text after `// Context: ` is Swift, compiled as written at file scope before the sample.
Consecutive Context lines are one piece of code; where it has `…`, the sample's code goes in
its place (above: the sample is the body of `open(_:)`), and the rest of the context follows
the sample. Errors name the article's file and line.

Exit status: 0 every sample compiles, 1 one does not (or the catalog has a malformed block),
2 the SDK, the build or the toolchain is missing.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
CATALOG = "Sources/DropDownSheet/DropDownSheet.docc"
DOC_COMMENT_SOURCES = ["Sources/DropDownSheet", "Sources/DropDownSheetCore"]
APP = "scripts/doc-samples/App.swift"
CONTEXT = "// Context:"
PLACEHOLDER = "…"
APP_IMPORTS = ["UIKit", "SwiftUI", "DropDownSheet", "DocSampleApp"]
CORE_IMPORTS = ["Foundation"]


class Sample:
    """One ```swift block: where it is, its context (the `// Context:` lines) and its code."""

    def __init__(self, article, line, lines):
        self.article = article  # repository path of the .md file
        self.line = line        # line number (1-based) of the block's first line
        self.context = []
        self.code = []
        for text in lines:
            if not self.code and text.startswith(CONTEXT):
                self.context.append(text[len(CONTEXT):].removeprefix(" "))
            else:
                self.code.append(text)

    @property
    def imports(self):
        return {m.group(1) for text in self.context + self.code
                for m in [re.match(r"\s*(?:@testable\s+)?import\s+(\w+)", text)] if m}

    def swift(self):
        """The sample as compiled: its context around its code, line for line where the article
        has them (so that errors name the article's lines), starting at file scope."""
        before, after, placed = [], [], False
        for index, text in enumerate(self.context):
            if placed:
                before.append("")          # keeps the code on its own lines
                after.append(text)
            elif PLACEHOLDER in text:
                head, tail = text.split(PLACEHOLDER, 1)
                before.append(head)
                after.append(tail)
                placed = True
            else:
                before.append(text)
        if PLACEHOLDER in "".join(self.code):
            raise ValueError(f"{self.article}:{self.line}: `{PLACEHOLDER}` in a sample's code: write Swift, or use a // Context: line")
        body = before + self.code + ["\n".join(after)]
        return f'#sourceLocation(file: "{self.article}", line: {self.line})\n' + "\n".join(body) + "\n#sourceLocation()\n"


def samples_in(article_path, text):
    """The ```swift blocks of a Markdown file (indented ones, inside list items, too)."""
    found, lines = [], text.split("\n")
    index = 0
    while index < len(lines):
        m = re.match(r"^(\s*)```(\S*)\s*$", lines[index])
        if not m:
            index += 1
            continue
        indent, language = m.group(1), m.group(2)
        end = index + 1
        while end < len(lines) and lines[end].strip() != "```":
            end += 1
        if end == len(lines):
            raise ValueError(f"{article_path}:{index + 1}: a code block that is never closed")
        if language == "swift":
            block = [l[len(indent):] if l.startswith(indent) else l.lstrip() for l in lines[index + 1:end]]
            if not any(l.strip() for l in block):
                raise ValueError(f"{article_path}:{index + 1}: an empty Swift block")
            found.append(Sample(article_path, index + 2, block))
        index = end + 1
    return found


def files_below(folder, suffix, root=ROOT):
    """(repository path, text) of every file below `folder` whose name ends with `suffix`, in path order."""
    for parent, _, files in sorted(os.walk(os.path.join(root, folder))):
        for name in sorted(files):
            if name.endswith(suffix):
                path = os.path.relpath(os.path.join(parent, name), root)
                with open(os.path.join(root, path), encoding="utf-8") as f:
                    yield path, f.read()


def catalog_articles(root=ROOT):
    """{article path: [Sample]} for every article of the catalog with Swift samples, in path order."""
    articles = {path: samples_in(path, text) for path, text in files_below(CATALOG, ".md", root)}
    return {path: samples for path, samples in articles.items() if samples}


def doc_comment_samples(root=ROOT):
    """{source path: [Sample]} for every library source whose doc comments have ```swift blocks:
    DocC shows them on the symbols' pages. A doc comment's lines are read without `///` and the
    one space after it; its Context lines work as in an article."""
    sources = {}
    for top in DOC_COMMENT_SOURCES:
        for path, text in files_below(top, ".swift", root):
            # Doc comment lines become their text; other lines become blank (a fence is never
            # open across code), so line numbers stay the file's.
            comments = "\n".join(re.sub(r"^\s*/// ?", "", l) if re.match(r"^\s*///", l) else "" for l in text.split("\n"))
            samples = samples_in(path, comments)
            if samples:
                sources[path] = samples
    return sources


README = "README.md"
MANIFEST_MARK = "// swift-tools-version"


def readme_blocks(root=ROOT):
    """The README's Swift blocks: (app samples, package manifests)."""
    with open(os.path.join(root, README), encoding="utf-8") as f:
        blocks = samples_in(README, f.read())
    manifests = [s for s in blocks if s.code and s.code[0].startswith(MANIFEST_MARK)]
    return [s for s in blocks if s not in manifests], manifests


def readme_samples(root=ROOT):
    """The README's Swift blocks but for a package manifest (evaluated by `--core`)."""
    samples, _ = readme_blocks(root)
    return {README: samples} if samples else {}


def all_samples(root=ROOT):
    """The catalog's articles, the library's doc comments and the README, each with its samples."""
    return {**catalog_articles(root), **doc_comment_samples(root), **readme_samples(root)}


def is_core(samples):
    imports = set().union(*(s.imports for s in samples))
    return "DropDownSheetCore" in imports and not imports & {"DropDownSheet", "UIKit", "SwiftUI"}


def source_of(samples, imports):
    header = "".join(f"import {m}\n" for m in imports)
    return header + "\n".join(s.swift() for s in samples)


def module_name(article):
    return "Sample_" + re.sub(r"\W", "_", os.path.splitext(os.path.basename(article))[0])


def run(command, quiet=False):
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0 or not quiet:
        sys.stdout.write(result.stdout)
        sys.stderr.write(result.stderr)
    return result.returncode == 0


# MARK: - iOS: the library's modules, as check-ios builds them, then each article

def ios_flags(sdk):
    cache = os.environ.get("IOS_SDK_CACHE", os.path.expanduser("~/.cache/ios-sdk"))
    if sdk == "16.5":
        sdk_dir, rdir, mcache = "iPhoneOS16.5.sdk", "resource-dir", "module-cache"
    elif sdk == "26.2":
        sdk_dir, rdir, mcache = "iPhoneOS26.2.sdk", "resource-dir-26.2", "module-cache-26.2"
    else:
        sys.exit(f"check-doc-samples: unknown SDK {sdk} (16.5 or 26.2)")
    sdk_path, rdir, mcache = (os.path.join(cache, p) for p in (sdk_dir, rdir, mcache))
    if not os.path.isfile(os.path.join(sdk_path, ".prepared")) or not os.path.isdir(rdir):
        print(f"check-doc-samples: the iOS {sdk} SDK is not prepared in {cache}: run check-ios"
              f"{'' if sdk == '16.5' else ' --sdk ' + sdk} with IOS_SDK_CACHE={cache} once", file=sys.stderr)
        sys.exit(2)
    os.makedirs(mcache, exist_ok=True)
    return ["-target", "arm64-apple-ios15.0", "-sdk", sdk_path, "-resource-dir", rdir,
            "-module-cache-path", mcache, "-swift-version", "6"]


def library_targets():
    """The targets of the DropDownSheet product, dependencies first: (name, path, has resources)."""
    dump = subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, capture_output=True, text=True, check=True)
    package = json.loads(dump.stdout)
    targets = {t["name"]: t for t in package["targets"]}
    product = next(p for p in package["products"] if p["name"] == "DropDownSheet")
    order = []

    def visit(name):
        if name in order:
            return
        for dependency in targets[name].get("dependencies", []):
            for key in ("byName", "target"):
                if dependency.get(key) and dependency[key][0] in targets:
                    visit(dependency[key][0])
        order.append(name)

    for name in product["targets"]:
        visit(name)
    return [(n, targets[n].get("path") or os.path.join("Sources", n), bool(targets[n].get("resources"))) for n in order]


def build_app_modules(sdk, flags, out):
    """Emits the library's modules (public API only is used) and DocSampleApp into `out`."""
    for name, path, has_resources in library_targets():
        files = sorted(os.path.join(folder, f) for folder, _, names in os.walk(os.path.join(ROOT, path))
                       for f in names if f.endswith(".swift"))
        if has_resources:
            # What SwiftPM generates for a target with resources (as check-ios does).
            accessor = os.path.join(out, f"{name}_resource_bundle_accessor.swift")
            isolation = "nonisolated(unsafe) " if sdk == "16.5" else ""
            with open(accessor, "w") as f:
                f.write("import Foundation\nextension Foundation.Bundle {\n"
                        f"    {isolation}static let module: Bundle = Bundle(for: BundleFinder.self)\n"
                        "}\nprivate final class BundleFinder {}\n")
            files.append(accessor)
        if not run(["swiftc", *flags, "-parse-as-library", "-module-name", name, "-package-name", "dropdownsheet",
                    "-wmo", "-I", out, "-emit-module", "-emit-module-path", os.path.join(out, name + ".swiftmodule"),
                    *files], quiet=True):
            print(f"check-doc-samples: the library's module {name} does not compile for iOS {sdk} (check-ios says why)", file=sys.stderr)
            sys.exit(1)
    if not run(["swiftc", *flags, "-warnings-as-errors", "-parse-as-library", "-module-name", "DocSampleApp",
                "-I", out, "-emit-module", "-emit-module-path", os.path.join(out, "DocSampleApp.swiftmodule"),
                os.path.join(ROOT, APP)]):
        print(f"check-doc-samples: {APP} does not compile for iOS {sdk}", file=sys.stderr)
        sys.exit(1)


def typecheck(article, samples, flags, out, imports):
    path = os.path.join(out, module_name(article) + ".swift")
    with open(path, "w", encoding="utf-8") as f:
        f.write(source_of(samples, imports))
    ok = run(["swiftc", *flags, "-warnings-as-errors", "-parse-as-library", "-module-name", module_name(article),
              "-I", out, "-typecheck", path])
    verb = ("compile" if ok else "DO NOT COMPILE") if len(samples) != 1 else ("compiles" if ok else "DOES NOT COMPILE")
    print(f"check-doc-samples: {article}: {len(samples)} sample{'s' if len(samples) != 1 else ''} {verb}")
    return ok


def check_ios(sdk, articles):
    flags = ios_flags(sdk)
    app_articles = {a: s for a, s in articles.items() if not is_core(s)}
    with tempfile.TemporaryDirectory() as out:
        build_app_modules(sdk, flags, out)
        failed = [a for a, s in app_articles.items() if not typecheck(a, s, flags, out, APP_IMPORTS)]
    count = sum(len(s) for s in app_articles.values())
    if failed:
        print(f"check-doc-samples: FAILED for iOS {sdk}: {', '.join(failed)}", file=sys.stderr)
        return False
    print(f"check-doc-samples: OK: {count} samples in {len(app_articles)} articles and sources compile for iOS {sdk} "
          "(Swift 6, warnings as errors)")
    return True


# MARK: - The headless core, on this machine

def check_manifests():
    """Evaluates each package manifest the README shows (`swift package dump-package`), as SwiftPM
    would in an app's package: the API it uses exists, and it names this package's product."""
    ok = True
    for manifest in readme_blocks()[1]:
        with tempfile.TemporaryDirectory() as folder:
            with open(os.path.join(folder, "Package.swift"), "w") as f:
                f.write("\n".join(manifest.code) + "\n")
            os.makedirs(os.path.join(folder, "Sources", "MyApp"))
            result = subprocess.run(["swift", "package", "dump-package"], cwd=folder, capture_output=True, text=True)
        if result.returncode != 0:
            print(f"check-doc-samples: {README}:{manifest.line}: the package manifest does not evaluate:\n{result.stderr}", file=sys.stderr)
            ok = False
            continue
        package = json.loads(result.stdout)
        products = [d for t in package["targets"] for d in t.get("dependencies", [])]
        names = json.dumps(products)
        if "DropDownSheet" not in names or not package.get("dependencies"):
            print(f"check-doc-samples: {README}:{manifest.line}: the manifest does not depend on DropDownSheet", file=sys.stderr)
            ok = False
            continue
        print(f"check-doc-samples: {README}:{manifest.line}: the package manifest evaluates, depending on DropDownSheet")
    return ok


def check_core(articles):
    if not check_manifests():
        return False
    core_articles = {a: s for a, s in articles.items() if is_core(s)}
    if not core_articles:
        print("check-doc-samples: no article of the headless core has Swift samples")
        return True
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    modules = os.path.join(bin_path, "Modules")
    if not os.path.exists(os.path.join(modules, "DropDownSheetCore.swiftmodule")):
        print(f"check-doc-samples: no DropDownSheetCore module in {modules}: run `swift build` first", file=sys.stderr)
        sys.exit(2)
    flags = ["-swift-version", "6", "-I", modules]
    with tempfile.TemporaryDirectory() as out:
        failed = [a for a, s in core_articles.items() if not typecheck(a, s, flags, out, CORE_IMPORTS)]
    if failed:
        print(f"check-doc-samples: FAILED on this machine: {', '.join(failed)}", file=sys.stderr)
        return False
    count = sum(len(s) for s in core_articles.values())
    print(f"check-doc-samples: OK: {count} sample{'s' if count != 1 else ''} of the headless core compile{'' if count != 1 else 's'} here")
    return True


# MARK: - Self-test: the check fails when it should

SELF_TEST_ARTICLE = """# An article

```swift
// Context: final class SelfTestViewController: UIViewController {
// Context:     func open() { … }
// Context: }
let sheet = DropDownSheetController(content: UIViewController())
presentDropDownSheet(sheet)
```

```swift
struct SelfTestView: View {
    @State private var state = DropDownSheetState.dismissed
    var body: some View { Color.clear.dropDownSheet(state: $state) { Text("Draft") } }
}
```
"""


def self_test(sdk):
    """Extraction and placement on made-up articles, then a compile that must pass and three that
    must fail: a type error, a deprecation, and a sample using a name nothing declares."""
    sample = samples_in("A.md", SELF_TEST_ARTICLE)[0]
    source = sample.swift()
    assert sample.line == 4 and len(sample.context) == 3 and len(sample.code) == 2, (sample.line, sample.context)
    assert "    func open() { \n\n" in source and source.rstrip().endswith("}\n}\n#sourceLocation()".rstrip()), source
    assert source.splitlines()[1 + 3] == "let sheet = DropDownSheetController(content: UIViewController())", source
    try:
        samples_in("B.md", "```swift\nlet a = 1 … 2\n```\n")[0].swift()
        raise AssertionError("a placeholder in code must be refused")
    except ValueError:
        pass
    try:
        samples_in("C.md", "```swift\nlet a = 1\n")
        raise AssertionError("an unclosed block must be refused")
    except ValueError:
        pass
    flags = ios_flags(sdk)
    broken = {
        "a type error": "```swift\nlet count: Int = \"five\"\n```\n",
        "a deprecated API": "```swift\n// Context: @MainActor func f() { … }\nlet alert = UIAlertView()\n_ = alert\n```\n",
        "an undeclared name": "```swift\n// Context: @MainActor func f() { … }\nundeclaredSheet.minimize()\n```\n",
    }
    with tempfile.TemporaryDirectory() as out:
        build_app_modules(sdk, flags, out)
        good = samples_in("Good.md", SELF_TEST_ARTICLE)
        if not typecheck("Good.md", good, flags, out, APP_IMPORTS):
            print("check-doc-samples: self-test FAILED: a correct article does not compile", file=sys.stderr)
            return False
        for what, text in broken.items():
            if typecheck(f"Broken.md ({what})", samples_in("Broken.md", text), flags, out, APP_IMPORTS):
                print(f"check-doc-samples: self-test FAILED: a sample with {what} compiled", file=sys.stderr)
                return False
    print("check-doc-samples: self-test passed: the check compiles a correct article and fails on a type error, "
          "a deprecation and an undeclared name (the errors above are expected)")
    return True


def main(arguments):
    sdk = "16.5"
    if "--sdk" in arguments:
        sdk = arguments[arguments.index("--sdk") + 1]
    if "-h" in arguments or "--help" in arguments:
        print(__doc__)
        return 0
    if shutil.which("swiftc") is None:
        print("check-doc-samples: no swiftc on PATH", file=sys.stderr)
        return 2
    try:
        articles = all_samples()
    except ValueError as error:
        print(f"check-doc-samples: {error}", file=sys.stderr)
        return 1
    if "--list" in arguments:
        for article, samples in articles.items():
            where = "this machine, against the core" if is_core(samples) else "iOS, as an app's"
            for s in samples:
                print(f"{article}:{s.line}: {len(s.code)} lines{', with context' if s.context else ''} ({where})")
        return 0
    if "--self-test" in arguments:
        return 0 if self_test(sdk) else 1
    if "--core" in arguments:
        return 0 if check_core(articles) else 1
    return 0 if check_ios(sdk, articles) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
