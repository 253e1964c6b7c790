#!/usr/bin/env python3
"""Time strata-opt against mlir-opt 22 on the same inputs (whole-process wall time and
peak RSS, median of several runs, alternating the two tools run by run).

Usage:
    python3 bench/compare.py [--runs 5] [--sizes 5,25] [--flags "..."] [--input-form pretty]

Generates the inputs with ../shared/bench/gen_synthetic.py (seeded), converts them to the
generic form with mlir-opt (the benchmark input of the core-IR issue), then times
    strata-opt IN --allow-unregistered-dialect --mlir-print-op-generic -o /dev/null
    mlir-opt   IN --allow-unregistered-dialect --mlir-print-op-generic -o /dev/null
and prints a Markdown table for BENCHMARKS.md. `--input-form pretty` times the generator's
own (custom-syntax) output instead, e.g. for the pass benchmark:
    python3 bench/compare.py --input-form pretty --sizes 5,50 --flags "--canonicalize --cse"
"""

import argparse
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
STRATA_OPT = os.path.join(ROOT, "target", "release", "strata-opt")
GEN = os.path.join(ROOT, "..", "shared", "bench", "gen_synthetic.py")


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


def prepare(size_mb, workdir, form):
    pretty = os.path.join(workdir, f"syn{size_mb}.mlir")
    generic = os.path.join(workdir, f"syn{size_mb}.generic.mlir")
    if not os.path.exists(pretty):
        subprocess.check_call([sys.executable, GEN, "-o", pretty, "--size-mb", str(size_mb)])
    if form == "pretty":
        return pretty
    if not os.path.exists(generic):
        subprocess.check_call([MLIR_OPT, pretty, "--mlir-print-op-generic", "-o", generic])
    return generic


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--sizes", default="5,25", help="gen_synthetic --size-mb values")
    ap.add_argument("--workdir", default="/tmp/strata-bench")
    ap.add_argument("--flags", default="--allow-unregistered-dialect --mlir-print-op-generic")
    ap.add_argument("--input-form", choices=["generic", "pretty"], default="generic")
    args = ap.parse_args()
    if not os.path.exists(MLIR_OPT):
        sys.exit("mlir-opt 22 is not installed (apt-get install -y mlir-22-tools)")
    subprocess.check_call(["cargo", "build", "--release", "--bin", "strata-opt"], cwd=ROOT)
    os.makedirs(args.workdir, exist_ok=True)
    flags = args.flags.split()
    print("| input | size | mlir-opt time | strata-opt time | speed-up | mlir-opt peak RSS | strata-opt peak RSS |")
    print("|---|---|---|---|---|---|---|")
    for size in args.sizes.split(","):
        path = prepare(int(size), args.workdir, args.input_form)
        mb = os.path.getsize(path) / 1e6
        results = {"mlir": [], "strata": []}
        for tool in ("mlir", "strata"):  # warm-up
            run_once([MLIR_OPT if tool == "mlir" else STRATA_OPT, path, *flags, "-o", "/dev/null"])
        for _ in range(args.runs):
            for tool, exe in (("mlir", MLIR_OPT), ("strata", STRATA_OPT)):
                results[tool].append(run_once([exe, path, *flags, "-o", "/dev/null"]))
        med = {k: (statistics.median(t for t, _ in v), statistics.median(m for _, m in v)) for k, v in results.items()}
        ratios = [m[0] / s[0] for m, s in zip(results["mlir"], results["strata"])]
        print(
            f"| {os.path.basename(path)} | {mb:.1f} MB | {med['mlir'][0]:.3f} s | {med['strata'][0]:.3f} s "
            f"| {statistics.median(ratios):.2f}x | {med['mlir'][1]:.0f} MB | {med['strata'][1]:.0f} MB |"
        )


if __name__ == "__main__":
    main()
