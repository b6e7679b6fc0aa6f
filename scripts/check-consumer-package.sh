#!/usr/bin/env bash
# Proves the README's installation as written: a throwaway app package, in a temporary folder,
# whose Package.swift is the README's manifest (its one ```swift block that starts with
# `// swift-tools-version`) byte for byte, beside this clone reached as `../DropDownSheet`, the
# local path the README gives. SwiftPM resolves it, then builds a target that imports
# DropDownSheet and uses a type of the core it re-exports (on Linux the UIKit and SwiftUI code
# is compiled out, so what is built is the core and the package's structure; check-ios and the
# macOS workflow compile the rest for iOS).
#
#   scripts/check-consumer-package.sh            # from anywhere in the clone
set -euo pipefail
clone="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The README's manifest, unchanged.
python3 - "$clone/README.md" "$work/MyApp/Package.swift" <<'PY'
import os, re, sys
readme, out = sys.argv[1], sys.argv[2]
blocks = re.findall(r"```swift\n(.*?)```", open(readme, encoding="utf-8").read(), re.S)
manifests = [b for b in blocks if b.startswith("// swift-tools-version")]
assert len(manifests) == 1, f"README.md shows {len(manifests)} package manifests, expected 1"
assert '.package(path: "../DropDownSheet")' in manifests[0], "the README's manifest depends on ../DropDownSheet"
os.makedirs(os.path.dirname(out))
open(out, "w", encoding="utf-8").write(manifests[0])
PY

# The clone, where the README's path finds it: `../DropDownSheet` from the app's package. The
# folder's name is the package's identity, which `.product(name:package:)` names.
ln -s "$clone" "$work/DropDownSheet"
mkdir -p "$work/MyApp/Sources/MyApp"
cat > "$work/MyApp/Sources/MyApp/MyApp.swift" <<'SWIFT'
import DropDownSheet

/// A type of the core that `import DropDownSheet` re-exports, used as an app would.
public func minimizedBarHeight() -> Double {
    DropDownSheetConfiguration().minimizedHeight
}
SWIFT

cd "$work/MyApp"
echo "consumer package: $work/MyApp, depending on $clone as ../DropDownSheet"
swift package resolve
swift build
echo "consumer package: resolved and built, exactly as README.md installs it"
