#!/usr/bin/env python3
"""Time strata-opt and mlir-opt with and without --mlir-disable-threading on the same input
(whole-process wall time, medians of several runs, the four configurations alternating run
by run), e.g. for the pass benchmark:

    python3 bench/threading.py --runs 5 --sizes 5,50 --flags "--canonicalize --cse"

Prints a Markdown table for BENCHMARKS.md: each tool's time with threads (default) and with
one thread, strata-opt's speed-up over mlir-opt in both modes, and each tool's gain from
the second thread. The gain is given twice: as the ratio of the medians, and as the median
of the per-round ratios (each round runs both modes back to back, so this one is less
sensitive to the machine's speed drifting during the benchmark).
"""

import argparse
import os
import statistics
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from compare import MLIR_OPT, ROOT, STRATA_OPT, prepare, run_once  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--sizes", default="5,50")
    ap.add_argument("--workdir", default="/tmp/strata-bench")
    ap.add_argument("--flags", default="--canonicalize --cse")
    args = ap.parse_args()
    if not os.path.exists(MLIR_OPT):
        sys.exit("mlir-opt 22 is not installed (apt-get install -y mlir-22-tools)")
    subprocess.check_call(["cargo", "build", "--release", "--bin", "strata-opt"], cwd=ROOT)
    os.makedirs(args.workdir, exist_ok=True)
    flags = args.flags.split()
    configs = {
        "mlir": [MLIR_OPT],
        "mlir-1t": [MLIR_OPT, "--mlir-disable-threading"],
        "strata": [STRATA_OPT],
        "strata-1t": [STRATA_OPT, "--mlir-disable-threading"],
    }
    print("| input | mlir-opt | mlir-opt 1 thread | strata-opt | strata-opt 1 thread "
          "| speed-up (threads) | speed-up (1 thread) | strata-opt 2 threads vs 1 "
          "| mlir-opt 2 threads vs 1 | strata-opt 2 vs 1, median of rounds |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for size in args.sizes.split(","):
        path = prepare(int(size), args.workdir, "pretty")
        times = {k: [] for k in configs}
        for cmd in configs.values():  # warm-up
            run_once([cmd[0], path, *cmd[1:], *flags, "-o", "/dev/null"])
        for _ in range(args.runs):
            for k, cmd in configs.items():
                times[k].append(run_once([cmd[0], path, *cmd[1:], *flags, "-o", "/dev/null"])[0])
        med = {k: statistics.median(v) for k, v in times.items()}
        paired = statistics.median(a / b for a, b in zip(times["strata-1t"], times["strata"]))
        print(
            f"| {os.path.basename(path)} | {med['mlir']:.2f} s | {med['mlir-1t']:.2f} s "
            f"| {med['strata']:.2f} s | {med['strata-1t']:.2f} s "
            f"| {med['mlir'] / med['strata']:.2f}x | {med['mlir-1t'] / med['strata-1t']:.2f}x "
            f"| {med['strata-1t'] / med['strata']:.2f}x | {med['mlir-1t'] / med['mlir']:.2f}x "
            f"| {paired:.2f}x |"
        )


if __name__ == "__main__":
    main()
