#!/usr/bin/env bash
# The gates that need nothing beyond a stock Swift toolchain on Linux (and Python 3), in one
# place: the public workflow's Linux job (.github/workflows/ci.yml) and the contributors' CI
# script (.ci/run) both call this, so what the documents say CI checks is what both run. Run it
# after `swift test` (the README's test command, which the callers run first).
#
#   scripts/linux-gates.sh              # every gate, in order
#   scripts/linux-gates.sh GATE...      # some of them, by name: readme-example consumer-package
#                                       # workflow doc-samples api-surface-self-test sampleapp-project
#                                       # benchmarks lab-memory coverage
#
# The iOS compile, the app documentation samples, the API surface on the iOS symbol graphs and the
# DocC build need an iOS SDK: .ci/run runs them where check-ios has one (CONTRIBUTING.md), the
# macOS jobs of the workflow with Xcode.
set -euo pipefail
cd "$(dirname "$0")/.."

# A Python package for the checks, from the distribution or pip (pip refuses to install into a
# system Python that its distribution manages, unless told it may).
python_module() {
  python3 -c "import $1" 2>/dev/null && return
  python3 -m pip install --quiet "$2" 2>/dev/null || python3 -m pip install --quiet --break-system-packages "$2"
}

gate_readme_example() {
  echo "== the README's example: swift run sheet-lab simulate Examples/compose-draft.jsonl --no-frames"
  local out
  out="$(mktemp)"
  swift run sheet-lab simulate Examples/compose-draft.jsonl --no-frames > "$out"
  tail -n 1 "$out"
  grep -q '"summary":{"state":"expanded"' "$out"
  rm -f "$out"
}

gate_consumer_package() {
  echo "== the README's installation: its Package.swift, in a throwaway package beside this clone (scripts/check-consumer-package.sh)"
  scripts/check-consumer-package.sh
}

gate_workflow() {
  echo "== the GitHub workflow (.github/workflows/ci.yml): its jobs, and that the Linux job runs this script"
  python_module yaml pyyaml
  python3 - <<'PY'
import yaml
with open(".github/workflows/ci.yml") as f:
    workflow = yaml.safe_load(f)
assert set(workflow["jobs"]) == {"linux", "ios", "ui-tests", "ios-26"}, workflow["jobs"].keys()
# The Linux job runs the README's test command and every gate of this script.
linux = " ".join(step.get("run", "") for step in workflow["jobs"]["linux"]["steps"])
assert "swift test" in linux, "the linux job runs swift test"
assert "scripts/linux-gates.sh" in linux, "the linux job runs scripts/linux-gates.sh"
ui = workflow["jobs"]["ui-tests"]
assert ui["strategy"]["matrix"]["simulator"] == ["oldest", "newest"], ui["strategy"]
assert any("SampleAppUITests" in step.get("run", "") for step in ui["steps"]), "the UI tests are run"
# The Xcode 16 legs stay; the Xcode 26 job runs the UIKit tests, the SampleApp UI tests on an iOS 26
# simulator and builds the documentation.
for name in ("ios", "ui-tests"):
    assert any("Xcode_16" in step.get("run", "") for step in workflow["jobs"][name]["steps"]), (name, "Xcode 16")
ios26 = workflow["jobs"]["ios-26"]
runs = " ".join(step.get("run", "") for step in ios26["steps"])
assert ios26["runs-on"] == "macos-26" or "Xcode_26" in runs, "the iOS 26 job runs Xcode 26"
assert "Xcode_26" in runs, "it selects Xcode 26"
for needed in ("DropDownSheetUIKitTests", "SampleAppUITests", "docc convert", "iOS-26"):
    assert needed in runs, ("ios-26", needed)
for name, job in workflow["jobs"].items():
    for step in job["steps"]:
        assert "uses" in step or "run" in step, (name, step)
print("ci.yml: valid, jobs:", ", ".join(workflow["jobs"]))
PY
}

gate_doc_samples() {
  echo "== the headless core's documentation samples and the README's manifest (scripts/check-doc-samples.py --core)"
  python3 scripts/check-doc-samples.py --core
}

gate_api_surface_self_test() {
  echo "== API surface: the checker's own test (scripts/check-api-surface.py --self-test)"
  python3 scripts/check-api-surface.py --self-test
}

gate_sampleapp_project() {
  echo "== SampleApp's Xcode project, parsed by mod-pbxproj (SampleApp/Scripts/validate-xcodeproj.py)"
  python_module pbxproj pbxproj
  python3 SampleApp/Scripts/validate-xcodeproj.py
}

gate_benchmarks() {
  echo "== benchmarks (Benchmarks/README.md): release build; times reported, zero mallocs per event and per frame checked, a frame linear in its sheets"
  swift build -c release --package-path Benchmarks
  swift run -c release --skip-build --package-path Benchmarks spring-accuracy
  swift package --package-path Benchmarks benchmark --no-progress
  local results
  results="$(mktemp -d)"
  swift package --package-path Benchmarks --allow-writing-to-directory "$results" \
    benchmark --no-progress --format histogramEncoded --path "$results" > /dev/null
  python3 Benchmarks/check-mallocs.py "$results"
  python3 Benchmarks/check-scaling.py "$results"
  rm -rf "$results"
}

gate_lab_memory() {
  echo "== sheet-lab on a long run and on 50 MB scripts (Benchmarks/lab-long-script.py): peak memory, warnings and linearity checked"
  swift build -c release --product sheet-lab
  python3 Benchmarks/lab-long-script.py "$(swift build -c release --show-bin-path)/sheet-lab"
}

gate_coverage() {
  echo "== line coverage of the core (Sources/DropDownSheetCore) (at least 90%)"
  local log json
  log="$(mktemp)"
  json="$(mktemp)"
  swift test --enable-code-coverage --scratch-path .build-coverage > "$log" 2>&1 || { tail -40 "$log"; exit 1; }
  local llvm_cov bin_path
  llvm_cov="$(dirname "$(readlink -f "$(command -v swift)")")/llvm-cov"
  [ -x "$llvm_cov" ] || llvm_cov="$(command -v llvm-cov)"
  bin_path="$(swift build --scratch-path .build-coverage --show-bin-path)"
  "$llvm_cov" export -summary-only -instr-profile="$bin_path/codecov/default.profdata" \
    "$bin_path/DropDownSheetPackageTests.xctest" $(find Sources/DropDownSheetCore -name '*.swift' | sort) > "$json"
  python3 - "$json" <<'PY'
import json, sys
totals = json.load(open(sys.argv[1]))["data"][0]["totals"]["lines"]
print(f"core line coverage: {totals['percent']:.2f}% ({totals['covered']} of {totals['count']} lines)")
assert totals["percent"] >= 90, "core line coverage fell below 90%"
PY
  rm -f "$log" "$json"
}

all_gates=(readme-example consumer-package workflow doc-samples api-surface-self-test sampleapp-project
           benchmarks lab-memory coverage)
gates=("$@")
[ ${#gates[@]} -gt 0 ] || gates=("${all_gates[@]}")
for gate in "${gates[@]}"; do
  case " ${all_gates[*]} " in
    *" $gate "*) "gate_${gate//-/_}" ;;
    *) echo "linux-gates.sh: no gate named $gate (the gates: ${all_gates[*]})" >&2; exit 2 ;;
  esac
done
echo "== linux gates passed: ${gates[*]}"
