#!/usr/bin/env python3
"""Time two strata-opt binaries against each other on the same command line (e.g. a tree
before and after a change), alternating A B A B ... after one warm-up run each, and print
the median wall time of each and the median of the per-pair ratios A/B (pairing keeps the
ratio meaningful when the machine's speed drifts, as it does on the project's VM).

Usage:
    python3 bench/ab.py --a NEW/strata-opt --b OLD/strata-opt [--runs 9] -- ARGS...

Example (the generic-form benchmark input of bench/compare.py):
    python3 bench/ab.py --a target/release/strata-opt --b ../old/target/release/strata-opt \\
        -- /tmp/strata-bench/syn25.generic.mlir --allow-unregistered-dialect \\
           --mlir-print-op-generic -o /dev/null
"""

import argparse
import os
import statistics
import subprocess
import sys
import time


def run_once(cmd):
    """Runs cmd, returns (wall seconds, peak RSS in MB)."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    err = proc.stderr.read().decode(errors="replace")
    proc.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"command failed: {' '.join(cmd)}\n{err}")
    return wall, usage.ru_maxrss / 1024.0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--a", required=True, help="the binary measured")
    ap.add_argument("--b", required=True, help="the binary compared with")
    ap.add_argument("--runs", type=int, default=9)
    ap.add_argument("args", nargs=argparse.REMAINDER)
    opts = ap.parse_args()
    args = opts.args[1:] if opts.args[:1] == ["--"] else opts.args
    a_cmd, b_cmd = [opts.a] + args, [opts.b] + args
    run_once(a_cmd)
    run_once(b_cmd)
    a_times, b_times, ratios, a_rss, b_rss = [], [], [], [], []
    for _ in range(opts.runs):
        ta, ra = run_once(a_cmd)
        tb, rb = run_once(b_cmd)
        a_times.append(ta)
        b_times.append(tb)
        ratios.append(ta / tb)
        a_rss.append(ra)
        b_rss.append(rb)
    med = statistics.median
    print(f"A median {med(a_times):.3f} s (min {min(a_times):.3f}, max {max(a_times):.3f}), "
          f"peak {med(a_rss):.0f} MB")
    print(f"B median {med(b_times):.3f} s (min {min(b_times):.3f}, max {max(b_times):.3f}), "
          f"peak {med(b_rss):.0f} MB")
    print(f"A/B per-pair ratio: median {med(ratios):.3f} "
          f"(min {min(ratios):.3f}, max {max(ratios):.3f}) over {opts.runs} pairs")


if __name__ == "__main__":
    main()
