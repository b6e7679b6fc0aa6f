#!/usr/bin/env bash
# Draws the pictures of the motion: docs/images/NAME.svg from every Examples/NAME.jsonl, with
# `sheet-lab render` (see docs/pictures-of-the-motion.md), and refreshes the copies the DocC
# catalog shows (Sources/DropDownSheet/DropDownSheet.docc/Resources). Run it after changing the
# engine or an example, and commit the SVGs:
#
#   scripts/render-pictures.sh                               # builds sheet-lab, then draws
#   scripts/render-pictures.sh --scratch-path .build-render  # arguments go to `swift build`
#
# It also writes docs/images/compose-draft-animated.svg, the README's animated picture.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product sheet-lab "$@"
lab="$(swift build --show-bin-path "$@")/sheet-lab"
mkdir -p docs/images
for script in Examples/*.jsonl; do
  name="$(basename "$script" .jsonl)"
  case "$name" in
    # The README's still picture: four large phones at moments of rest (the bars above the tab
    # bar, inline beside the minimized tab bar, the player open, back above the tab bar), not
    # on the instants the tab bar changes (1.2 s, 4.4 s), when a capsule crosses its icons.
    glass-tab-bar) moments=(--at 1,1.9,3,4.85) ;;
    *) moments=() ;;
  esac
  "$lab" render "$script" --svg "docs/images/$name.svg" "${moments[@]}"
  echo "docs/images/$name.svg"
done
# The README opens with the product in motion: one phone playing compose-draft.jsonl, an
# animated SVG (sheet-lab render --animate; a test renders it again and compares the bytes).
"$lab" render Examples/compose-draft.jsonl --animate docs/images/compose-draft-animated.svg
echo "docs/images/compose-draft-animated.svg"
# The catalog shows some of them; its copies must stay identical (a test checks).
for copy in Sources/DropDownSheet/DropDownSheet.docc/Resources/*.svg; do
  cp "docs/images/$(basename "$copy")" "$copy"
  echo "$copy"
done
