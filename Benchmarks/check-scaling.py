#!/usr/bin/env python3
"""Checks that a presentation frame costs time linear in the number of sheets (issue 22).

Reads the wall-clock histograms of the "presentation frame (drafts: N)" benchmarks written by
  swift package --package-path Benchmarks benchmark --format histogramEncoded --path DIR
(each recorded value is the time of one measured iteration, 1,000 frames, in nanoseconds), prints
the median time per frame at each size and its ratio to 1 draft, and fails when a ratio exceeds
RATIO_LIMIT times N: a frame of N drafts may cost at most 1.5 times N frames of one draft. Before
issue 22 the ratio at 100 drafts was 267 (reads searched the sheets linearly, so a frame was
quadratic); linear reads measure about 45. Ratios, not times, are checked: they hold across
machines. Usage: check-scaling.py DIR. Exit status 0 when every size passes, 1 otherwise.
"""
import glob
import json
import os
import sys

SIZES = [1, 5, 30, 100]
RATIO_LIMIT = 1.5
FRAMES_PER_ITERATION = 1000


def value_at_index(histogram, index):
    """The value an HdrHistogram counts at `index` (its lowest equivalent value)."""
    half_magnitude = histogram["subBucketHalfCountMagnitude"]
    half_count = 1 << half_magnitude
    unit = histogram["unitMagnitude"]
    bucket = (index >> half_magnitude) - 1
    sub_bucket = (index & (half_count - 1)) + half_count
    if bucket < 0:
        sub_bucket -= half_count
        bucket = 0
    return sub_bucket << (bucket + unit)


def median(histogram):
    counts = histogram["counts"]
    total = sum(counts)
    if total == 0:
        return None
    seen = 0
    for index, count in enumerate(counts):
        seen += count
        if seen * 2 >= total:
            return value_at_index(histogram, index)
    return None


def main():
    if len(sys.argv) != 2 or not os.path.isdir(sys.argv[1]):
        print("usage: check-scaling.py DIR (the --path given to benchmark --format histogramEncoded)")
        return 1
    directory = sys.argv[1]
    medians = {}
    failures = []
    for size in SIZES:
        name = f"presentation_frame_(drafts:_{size})"
        files = glob.glob(os.path.join(glob.escape(directory), f"*.{glob.escape(name)}.wallClock.histogram.json"))
        if len(files) != 1:
            failures.append(f"{name}: expected one wallClock histogram, found {len(files)}")
            continue
        with open(files[0]) as f:
            value = median(json.load(f))
        if value is None:
            failures.append(f"{name}: no measured iteration")
            continue
        medians[size] = value / FRAMES_PER_ITERATION
    if 1 in medians:
        base = medians[1]
        for size in SIZES:
            if size not in medians:
                continue
            ratio = medians[size] / base
            limit = RATIO_LIMIT * size
            verdict = "ok  " if ratio <= limit else "FAIL"
            print(f"{verdict} {size:>3} drafts: {medians[size] / 1000:8.2f} µs a frame (median), {ratio:6.1f} times 1 draft "
                  f"(at most {limit:g})")
            if ratio > limit:
                failures.append(f"{size} drafts cost {ratio:.1f} times 1 draft, above {limit:g}: a frame is no longer linear")
    for failure in failures:
        print(f"FAIL {failure}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
