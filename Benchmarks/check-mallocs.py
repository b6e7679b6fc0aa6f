#!/usr/bin/env python3
"""Checks the deterministic part of the benchmark targets: no heap allocation at all in the
engine benchmarks, and at least one per operation in the control benchmark (so that zero means
nothing was allocated, not that nothing was counted).

Reads the malloc histograms written by
  swift package --package-path Benchmarks benchmark --format histogramEncoded --path DIR
(one JSON file per benchmark and metric; each recorded value is the number of malloc calls in one
measured iteration: 1,000 operations for the per-event and per-frame benchmarks, one cycle for the
cycle benchmark). Usage: check-mallocs.py DIR. Exit status 0 when every check passes, 1 otherwise.
"""
import glob
import json
import os
import sys

# Benchmark names as the tool writes them into file names (spaces become underscores), what one
# measured iteration is, and whether the benchmark must allocate (the control) or must not.
BENCHMARKS = [
    ("touch-move_event_(drag(toY:))", "1,000 touch-move events", False),
    ("frame_tick_while_settling_(tick_+_renderState)", "1,000 frames", False),
    ("present-minimize-expand_cycle_to_rest_(120_Hz)", "one whole cycle", False),
    ("frame_tick_following_a_bar_spring_(mixed_container)", "1,000 frames", False),
    ("frame_tick_following_a_tab_bar_timing_curve_(inline)", "1,000 frames", False),
    ("frame_tick_following_a_reversal_(two_animations_added)", "1,000 frames", False),
    ("presentation_frame_tick_(handle(.tick)_+_cards)", "1,000 presentation frames", False),
    ("presentation_frame_(drafts:_1)", "1,000 frames of 1 draft", False),
    ("presentation_frame_(drafts:_5)", "1,000 frames of 5 drafts", False),
    ("presentation_frame_(drafts:_30)", "1,000 frames of 30 drafts", False),
    ("presentation_frame_(drafts:_100)", "1,000 frames of 100 drafts", False),
    ("expand_and_minimize_events_(handle(_:at:into:))", "1,000 expand-then-minimize pairs", False),
    ("frame_tick_settling_between_detents_(three_detents)", "1,000 frames with three detents", False),
    ("release_among_detents_(catch,_move,_release)", "1,000 releases among three detents", False),
    ("control:_one_heap_allocation", "1,000 array allocations", True),
]
MINIMUM_SAMPLES = 100


def main():
    if len(sys.argv) != 2 or not os.path.isdir(sys.argv[1]):
        print("usage: check-mallocs.py DIR (the --path given to benchmark --format histogramEncoded)")
        return 1
    directory = sys.argv[1]
    failures = []
    for name, iteration, must_allocate in BENCHMARKS:
        files = glob.glob(os.path.join(glob.escape(directory), f"*.{glob.escape(name)}.mallocCountTotal.histogram.json"))
        if len(files) != 1:
            failures.append(f"{name}: expected one mallocCountTotal histogram, found {len(files)}")
            continue
        with open(files[0]) as f:
            histogram = json.load(f)
        counts = histogram["counts"]
        samples = sum(counts)
        if samples < MINIMUM_SAMPLES:
            failures.append(f"{name}: only {samples} measured iterations (at least {MINIMUM_SAMPLES} expected)")
            continue
        if must_allocate:
            # Index 0 of an HdrHistogram counts the value 0: no iteration may read zero mallocs.
            least = histogram["minNonZeroValue"]
            if counts[0] != 0 or least < 1000:
                failures.append(f"{name}: the malloc counter is not counting ({counts[0]} of {samples} iterations of "
                                f"{iteration} read 0, the smallest other reading is {least}; 1000 expected)")
            else:
                print(f"ok  {name}: at least {least} mallocs in each of {samples} iterations of {iteration} (the counter works)")
        else:
            nonzero = samples - counts[0]
            if nonzero != 0 or histogram["maxValue"] != 0:
                failures.append(f"{name}: {nonzero} of {samples} iterations of {iteration} allocated "
                                f"(up to {histogram['maxValue']} mallocs in one); 0 expected")
            else:
                print(f"ok  {name}: 0 mallocs in each of {samples} iterations of {iteration}")
    for failure in failures:
        print(f"FAIL {failure}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
