#!/usr/bin/env bash
# Draws the pictures of the motion: docs/images/NAME.svg from every Examples/NAME.jsonl, with
# `sheet-lab render` (see docs/pictures-of-the-motion.md), and refreshes the copies the DocC
# catalog shows (Sources/DropDownSheet/DropDownSheet.docc/Resources). Run it after changing the
# engine or an example, and commit the SVGs:
#
#   scripts/render-pictures.sh                               # builds sheet-lab, then draws
#   scripts/render-pictures.sh --scratch-path .build-render  # arguments go to `swift build`
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product sheet-lab "$@"
lab="$(swift build --show-bin-path "$@")/sheet-lab"
mkdir -p docs/images
for script in Examples/*.jsonl; do
  name="$(basename "$script" .jsonl)"
  "$lab" render "$script" --svg "docs/images/$name.svg"
  echo "docs/images/$name.svg"
done
# The catalog shows some of them; its copies must stay identical (a test checks).
for copy in Sources/DropDownSheet/DropDownSheet.docc/Resources/*.svg; do
  cp "docs/images/$(basename "$copy")" "$copy"
  echo "$copy"
done
