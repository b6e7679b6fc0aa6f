#!/usr/bin/env python3
"""sheet-lab on long runs and large scripts: time and peak memory, each checked against a gate.

1. A finger holds the expanded card from t = 1 s for 1,000,000 frames at 60 frames a second
   (about 4.6 hours of simulated time), so the lab prints a frame line for each: output is
   streamed, so peak memory stays under LONG_RUN_PEAK_MB and every frame is printed.
2. A 50 MB script FILE (a mini player and drafts: presents, taps, drags, closes, about 800,000
   lines): `simulate` and `render --svg` each stay under LARGE_SCRIPT_PEAK_MB, because the script
   is read as a stream, line by line (checked whole first, then run), and render's recording is
   bounded.
3. A 50 MB script whose times go back on every line: the warnings are cut short (a few lines and
   a count, at most MAX_WARNING_LINES lines) and memory stays under LARGE_SCRIPT_PEAK_MB.
4. Named sheets presented and dismissed one after another: 20,000 take at most
   MAX_NAMED_SHEETS_RATIO times as long as 2,000 (linear: 10; before issue 22 the lab looked at
   every sheet ever named on every frame, and took about 100 times as long).

Times are printed; only the ratio of item 4 is checked (machines differ, ratios hold). The gates
are the numbers Benchmarks/README.md, the sheet-lab article and the CHANGELOG quote;
Tests/DropDownSheetTests/DocumentationClaimsTests.swift fails when one of them states another.

Usage: lab-long-script.py [PATH-TO-sheet-lab]   (default: .build/release/sheet-lab)
Exit status 0 when every check passes, 1 otherwise. See Benchmarks/README.md.
"""
import json
import os
import subprocess
import sys
import tempfile
import time

FRAMES = 1_000_000
FPS = 60
LONG_RUN_PEAK_MB = 32
LARGE_SCRIPT_BYTES = 50_000_000
LARGE_SCRIPT_PEAK_MB = 100
MAX_WARNING_LINES = 8
MAX_NAMED_SHEETS_RATIO = 15
TAPS_PER_CYCLE = 200

PHONE = '{"t":0,"layout":{"width":390,"height":844,"safeTop":47,"safeBottom":34,"bottomBar":83}}'


def run(lab, arguments):
    """Runs the lab, reading its output as it comes. Returns (status, seconds, peak MB, line count,
    output size, last line, standard error)."""
    start = time.monotonic()
    with tempfile.TemporaryFile() as errors:
        process = subprocess.Popen([lab] + arguments, stdout=subprocess.PIPE, stderr=errors)
        lines = 0
        size = 0
        last = b""     # the last complete line
        partial = b""  # the line being read
        while True:
            chunk = process.stdout.read(1 << 20)
            if not chunk:
                break
            lines += chunk.count(b"\n")
            size += len(chunk)
            end = chunk.rfind(b"\n")
            if end < 0:
                partial += chunk
                continue
            before = chunk[:end]
            start_of_last = before.rfind(b"\n")
            last = before[start_of_last + 1:] if start_of_last >= 0 else partial + before
            partial = chunk[end + 1:]
        _, status, usage = os.wait4(process.pid, 0)
        seconds = time.monotonic() - start
        errors.seek(0)
        stderr = errors.read().decode(errors="replace")
    peak = usage.ru_maxrss
    peak_mb = peak / (1 << 20) if sys.platform == "darwin" else peak / 1024  # bytes on macOS, KiB on Linux
    return os.waitstatus_to_exitcode(status), seconds, peak_mb, lines, size, last.decode(errors="replace"), stderr


def summary_frames(line):
    try:
        return int(json.loads(line)["summary"]["frames"])
    except (ValueError, KeyError, TypeError):
        return -1


class ScriptWriter:
    """Writes a script line by line, so that this process stays small (a child's peak memory, as
    the system reports it, counts this process's memory at the moment it was started)."""

    def __init__(self, path):
        self.file = open(path, "w")
        self.size = 0
        self.lines = 0

    def write(self, line):
        self.file.write(line + "\n")
        self.size += len(line) + 1
        self.lines += 1

    def close(self):
        self.file.close()
        return self.lines


def large_script(path):
    """About 50 MB of a session: a mini player above a tab bar, drafts presented, tapped open,
    swiped down, closed, and many taps on the screen underneath, over and over."""
    script = ScriptWriter(path)
    script.write(PHONE)
    script.write('{"t":0,"do":"present","id":"player","to":"minimized","role":"accessory","animated":false}')
    t = 0.0
    cycle = 0
    while script.size < LARGE_SCRIPT_BYTES:
        draft = f"draft-{cycle % 5}"
        script.write(f'{{"t":{t:.3f},"do":"present","id":"{draft}","to":"minimized"}}')
        for i in range(TAPS_PER_CYCLE):
            script.write(f'{{"t":{t + 0.5 + i * 0.01:.3f},"tap":{{"x":{20 + i % 300},"y":300}}}}')
        tap = t + 0.5 + TAPS_PER_CYCLE * 0.01
        script.write(f'{{"t":{tap + 0.1:.3f},"tap":{{"x":195,"y":670}}}}')
        script.write(f'{{"t":{tap + 0.9:.3f},"touch":"down","x":195,"y":120}}')
        script.write(f'{{"t":{tap + 0.95:.3f},"touch":"move","y":300}}')
        script.write(f'{{"t":{tap + 1.0:.3f},"touch":"up","vy":2000}}')
        script.write(f'{{"t":{tap + 1.9:.3f},"do":"close","id":"{draft}"}}')
        t = tap + 3
        cycle += 1
    return script.close()


def backwards_script(path):
    """About 50 MB of taps whose times go back on every line."""
    script = ScriptWriter(path)
    for line in [PHONE, '{"t":0,"do":"present"}', '{"t":1000,"tap":{"x":10,"y":10}}']:
        script.write(line)
    i = 0
    while script.size < LARGE_SCRIPT_BYTES:
        script.write(f'{{"t":{999 - i % 999},"tap":{{"x":10,"y":10}}}}')
        i += 1
    return script.close()


def named_sheets_script(path, count):
    """`count` sheets, each named, presented and dismissed 0.3 s later, one every 50 ms."""
    events = []
    for i in range(count):
        events.append((i * 0.05, f'{{"t":{i * 0.05:.3f},"do":"present","id":"sheet-{i}","to":"minimized"}}'))
        events.append((i * 0.05 + 0.3, f'{{"t":{i * 0.05 + 0.3:.3f},"do":"dismiss","id":"sheet-{i}"}}'))
    events.sort(key=lambda event: event[0])
    script = ScriptWriter(path)
    script.write(PHONE)
    for _, line in events:
        script.write(line)
    script.close()


def main():
    lab = sys.argv[1] if len(sys.argv) > 1 else ".build/release/sheet-lab"
    failures = []
    directory = tempfile.mkdtemp(prefix="sheet-lab-large-")
    try:
        # 1. A million frames, streamed.
        held = os.path.join(directory, "held.jsonl")
        end = 1 + FRAMES / FPS
        script = ScriptWriter(held)
        for line in [PHONE.replace(',"bottomBar":83', ""), '{"t":0,"do":"present","animated":false}',
                     '{"t":1,"touch":"down","x":195,"y":300}', f'{{"t":{end:.6f},"touch":"up"}}']:
            script.write(line)
        script.close()
        status, seconds, peak, lines, size, last, _ = run(lab, ["simulate", held])
        frames = summary_frames(last)
        print(f"sheet-lab simulate, a finger held for {FRAMES:,} frames: {frames:,} frames ({lines:,} lines, "
              f"{size / 1e6:.0f} MB) in {seconds:.2f} s ({seconds / max(frames, 1) * 1e6:.2f} µs a frame), "
              f"peak memory {peak:.1f} MB (at most {LONG_RUN_PEAK_MB} MB)")
        if status != 0:
            failures.append(f"the long run exited with status {status}")
        if frames < FRAMES:
            failures.append(f"expected at least {FRAMES:,} frames in the summary, got {frames:,}; last line: {last[:200]}")
        if peak > LONG_RUN_PEAK_MB:
            failures.append(f"the long run peaked at {peak:.1f} MB, above {LONG_RUN_PEAK_MB} MB: the lab no longer streams its output")

        # 2. A 50 MB script file, simulated and rendered.
        large = os.path.join(directory, "large.jsonl")
        count = large_script(large)
        megabytes = os.path.getsize(large) / 1e6
        status, seconds, peak, lines, size, last, _ = run(lab, ["simulate", large])
        print(f"sheet-lab simulate, a {megabytes:.0f} MB script file ({count:,} lines): {summary_frames(last):,} frames, "
              f"{size / 1e6:.0f} MB of output in {seconds:.2f} s, peak memory {peak:.1f} MB (at most {LARGE_SCRIPT_PEAK_MB} MB)")
        if status != 0 or summary_frames(last) < 0:
            failures.append(f"simulate of the large script exited with status {status}; last line: {last[:200]}")
        if peak > LARGE_SCRIPT_PEAK_MB:
            failures.append(f"simulate of a {megabytes:.0f} MB script peaked at {peak:.1f} MB, above {LARGE_SCRIPT_PEAK_MB} MB")
        picture = os.path.join(directory, "large.svg")
        status, seconds, peak, _, _, _, stderr = run(lab, ["render", large, "--svg", picture])
        svg_size = os.path.getsize(picture) / 1e6 if os.path.exists(picture) else 0
        print(f"sheet-lab render --svg, the same script: a {svg_size:.1f} MB picture in {seconds:.2f} s, "
              f"peak memory {peak:.1f} MB (at most {LARGE_SCRIPT_PEAK_MB} MB)")
        if status != 0 or svg_size == 0:
            failures.append(f"render of the large script exited with status {status}: {stderr[:300]}")
        if peak > LARGE_SCRIPT_PEAK_MB:
            failures.append(f"render of a {megabytes:.0f} MB script peaked at {peak:.1f} MB, above {LARGE_SCRIPT_PEAK_MB} MB")

        # 3. Warnings cut short.
        backwards = os.path.join(directory, "backwards.jsonl")
        count = backwards_script(backwards)
        status, seconds, peak, _, _, _, stderr = run(lab, ["simulate", "--no-frames", backwards])
        warning_lines = stderr.count("\n")
        print(f"sheet-lab simulate, a {os.path.getsize(backwards) / 1e6:.0f} MB script whose time goes back on "
              f"{count - 3:,} lines: {warning_lines} warning lines ({len(stderr):,} bytes) in {seconds:.2f} s, "
              f"peak memory {peak:.1f} MB (at most {LARGE_SCRIPT_PEAK_MB} MB)")
        if status != 0:
            failures.append(f"the backwards script exited with status {status}: {stderr[:300]}")
        if warning_lines > MAX_WARNING_LINES or "more lines where t goes back" not in stderr:
            failures.append(f"{warning_lines} warning lines, at most {MAX_WARNING_LINES} expected with a count: {stderr[:300]}")
        if peak > LARGE_SCRIPT_PEAK_MB:
            failures.append(f"the backwards script peaked at {peak:.1f} MB, above {LARGE_SCRIPT_PEAK_MB} MB")

        # 4. Named sheets: time linear in their number.
        times = {}
        for count in (2_000, 20_000):
            named = os.path.join(directory, f"named-{count}.jsonl")
            named_sheets_script(named, count)
            status, seconds, peak, _, _, last, stderr = run(lab, ["simulate", named])
            times[count] = seconds
            print(f"sheet-lab simulate, {count:,} named sheets presented and dismissed: {seconds:.2f} s, peak memory {peak:.1f} MB")
            if status != 0 or summary_frames(last) < 0:
                failures.append(f"{count:,} named sheets: status {status}: {stderr[:300]}")
        ratio = times[20_000] / max(times[2_000], 1e-3)
        print(f"  20,000 named sheets took {ratio:.1f} times as long as 2,000 (linear: 10; at most {MAX_NAMED_SHEETS_RATIO})")
        if ratio > MAX_NAMED_SHEETS_RATIO:
            failures.append(f"20,000 named sheets took {ratio:.1f} times as long as 2,000: the lab is no longer linear in its sheets")
    finally:
        for name in os.listdir(directory):
            os.unlink(os.path.join(directory, name))
        os.rmdir(directory)
    for failure in failures:
        print("FAIL: " + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
