#!/usr/bin/env python3
"""sheet-lab on a long script: wall time and peak memory for 1,000,000 frames.

A finger holds the expanded card from t = 1 s for 1,000,000 frames at 60 frames a second (about
4.6 hours of simulated time), so the lab prints a frame line for every one of them. The lab
streams its output, so its memory must not grow with the script's length: the check fails when
the process's peak resident memory exceeds MAX_PEAK_MB, or when fewer frames than asked are
printed. The time is reported, not checked (machines differ).

Usage: lab-long-script.py [PATH-TO-sheet-lab]   (default: .build/release/sheet-lab)
Exit status 0 when the checks pass, 1 otherwise. See Benchmarks/README.md.
"""
import json
import os
import resource
import subprocess
import sys
import tempfile
import time

FRAMES = 1_000_000
FPS = 60
MAX_PEAK_MB = 64


def main():
    lab = sys.argv[1] if len(sys.argv) > 1 else ".build/release/sheet-lab"
    end = 1 + FRAMES / FPS
    script = "\n".join([
        '{"t":0,"layout":{"width":390,"height":844,"safeTop":47,"safeBottom":34}}',
        '{"t":0,"do":"present","animated":false}',
        '{"t":1,"touch":"down","x":195,"y":300}',
        f'{{"t":{end:.6f},"touch":"up"}}',
    ]) + "\n"
    with tempfile.NamedTemporaryFile("w", suffix=".jsonl", delete=False) as f:
        f.write(script)
        path = f.name
    try:
        start = time.monotonic()
        process = subprocess.Popen([lab, "simulate", path], stdout=subprocess.PIPE)
        lines = 0
        size = 0
        tail = b""
        while True:
            chunk = process.stdout.read(1 << 20)
            if not chunk:
                break
            lines += chunk.count(b"\n")
            size += len(chunk)
            tail = (tail + chunk)[-4096:]
        status = process.wait()
        seconds = time.monotonic() - start
    finally:
        os.unlink(path)
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    peak_mb = peak / (1 << 20) if sys.platform == "darwin" else peak / 1024  # bytes on macOS, KiB on Linux
    summary = tail.rstrip(b"\n").split(b"\n")[-1].decode(errors="replace")
    try:
        frames = int(json.loads(summary)["summary"]["frames"])
    except (ValueError, KeyError, TypeError):
        frames = 0
    print(f"sheet-lab simulate, a finger held for {FRAMES:,} frames: {frames:,} frames ({lines:,} lines, "
          f"{size / 1e6:.0f} MB) in {seconds:.2f} s ({seconds / max(frames, 1) * 1e6:.2f} µs a frame), "
          f"peak memory {peak_mb:.1f} MB")
    failures = []
    if status != 0:
        failures.append(f"sheet-lab exited with status {status}")
    if frames < FRAMES:
        failures.append(f"expected at least {FRAMES:,} frames in the summary, got {frames:,}; last line: {summary[:200]}")
    if peak_mb > MAX_PEAK_MB:
        failures.append(f"peak memory {peak_mb:.1f} MB is above {MAX_PEAK_MB} MB: the lab no longer streams its output")
    for failure in failures:
        print("FAIL: " + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
