#!/usr/bin/env python3
"""Upstream MLIR's own tests as a yardstick for strata-opt.

Replays every `mlir-opt` RUN line of upstream's lit tests for the dialects and passes
Strata has, chunk by chunk (`// -----`), on mlir-opt 22 and on strata-opt, and reports per
folder how many chunks give the identical result, a semantically equal one (the same IR
once both outputs are printed by mlir-opt in generic form), a different one, or are
unsupported (an op, dialect, pass or flag Strata does not have, the `test` dialect's own
ops). Generic `"test.foo"` ops that upstream's test dialect does not define (it accepts them
as unknown ops) are compared with unregistered ops allowed. When both tools refuse a chunk,
their first error lines must agree.
Crashes of strata-opt are counted apart; there must be none.

The test files are read from outside this repository: a checkout of llvm-project given
with --llvm-project (or $LLVM_PROJECT), or, with network access, a sparse shallow clone of
the release tag made into --cache.

    scripts/upstream-yardstick.py --llvm-project ~/src/llvm-project [--details DIR]
"""

import argparse
import collections
import os
import re
import shlex
import subprocess
import sys
import tempfile

FOLDERS = [
    "mlir/test/IR",
    "mlir/test/Transforms",
    "mlir/test/Dialect/Arith",
    "mlir/test/Dialect/Func",
    "mlir/test/Dialect/ControlFlow",
    "mlir/test/Dialect/MemRef",
    "mlir/test/Dialect/SCF",
    "mlir/test/Dialect/Affine",
    "mlir/test/Dialect/UB",
    "mlir/test/Dialect/Builtin",
]
TAG = "llvmorg-22.1.8"
REPO = "https://github.com/llvm/llvm-project"
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
TIMEOUT = 60

# strata-opt errors that mean "Strata lacks this", not "Strata got it wrong".
UNSUPPORTED = [
    r"Unknown command line argument",
    r"unregistered dialect",
    r"custom op '[^']*' is unknown",
    r"dialect '[^']*' is unknown",
    r"'[^']*' does not refer to a registered pass",
    r"unknown pass",
    r"is unknown \(tried",
    r"expected non-function type",
    r"Dialect `[^']*' not found for custom op",
]

# Upstream dialects Strata does not have at all: a chunk using one of their ops in generic
# form (`"math.exp"(...)`) counts as unsupported — with unregistered ops allowed Strata
# would run it, but without the op's effects and folds that upstream knows.
MISSING_DIALECTS = [
    "math", "index", "linalg", "gpu", "complex", "shape", "sparse_tensor", "async", "omp",
    "acc", "spirv", "nvvm", "rocdl", "amdgpu", "emitc", "transform", "pdl", "pdl_interp",
    "quant", "tosa", "shard", "mesh", "ml_program", "irdl", "smt", "mpi", "xegpu", "ptr",
    "x86vector", "arm_neon", "arm_sve", "arm_sme", "nvgpu", "dlti",
]


def fetch(cache):
    """A sparse shallow clone of the release tag's test folders (needs network)."""
    dest = os.path.join(cache, TAG)
    if not os.path.isdir(os.path.join(dest, "mlir")):
        subprocess.run(["git", "clone", "--depth", "1", "--filter=blob:none", "--sparse",
                        "--branch", TAG, REPO, dest], check=True)
        subprocess.run(["git", "-C", dest, "sparse-checkout", "set"] + FOLDERS, check=True)
    return dest


def run_lines(text):
    """The RUN lines of a test file, continuations joined."""
    runs, cur = [], None
    for line in text.splitlines():
        m = re.search(r"(?<!\w)RUN:(.*)$", line)
        if not m:
            continue
        part = m.group(1).strip()
        cur = part if cur is None else cur + " " + part
        if cur.endswith("\\"):
            cur = cur[:-1]
        else:
            runs.append(cur)
            cur = None
    return runs


def opt_args(run, path):
    """The mlir-opt arguments of a RUN line (its first command), or None if the line's
    first command is not mlir-opt reading the test file."""
    first = run.split("|")[0].replace("%s", path)
    try:
        words = shlex.split(first)
    except ValueError:
        return None
    if not words or words[0] != "mlir-opt":
        return None
    args = []
    for w in words[1:]:
        if w == path or w in ("-", "2>&1"):
            continue
        if w.startswith(">") or w.startswith("%t"):
            return None
        args.append(w)
    return args


def split_chunks(text):
    return re.split(r"^// -----\s*$", text, flags=re.M)


def run(tool, args, text):
    try:
        p = subprocess.run([tool] + args + ["-"], input=text, capture_output=True,
                           text=True, timeout=TIMEOUT)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", "", ""


def normalized(text):
    """mlir-opt's generic printing of `text`, or None if it does not parse."""
    code, out, _ = run(MLIR_OPT, ["--allow-unregistered-dialect", "--mlir-print-op-generic"],
                       text)
    return out if code == 0 else None


_PROBED = {}


def registered_test_op(name):
    """Whether mlir-opt's test dialect defines `name` (an op it does not define accepts any
    operands and results; one it defines rejects at least one of two probes)."""
    if name not in _PROBED:
        probes = [
            f'"{name}"() : () -> ()',
            f'%r:7 = "{name}"(%x, %x, %x) : (i1, i1, i1) -> (i1, i1, i1, i1, i1, i1, i1)',
        ]
        _PROBED[name] = any(
            run(MLIR_OPT, [], f"func.func @p(%x: i1) {{\n  {p}\n  return\n}}\n")[0] != 0
            for p in probes)
    return _PROBED[name]


def classify(strata, args, chunk):
    if re.search(r"--?test-|-test-", " ".join(args)):
        return "unsupported", "test pass"
    if re.search(r"(^|[^\"\w])test\.\w", chunk):
        return "unsupported", "test dialect (custom syntax or attribute)"
    missing = sorted(set(re.findall(r"\"(\w+)\.[\w.]+\"\s*\(", chunk)) & set(MISSING_DIALECTS))
    if missing:
        return "unsupported", "dialect Strata does not have: " + missing[0]
    test_ops = set(re.findall(r"\"(test\.[\w.]+)\"", chunk))
    registered = sorted(o for o in test_ops if registered_test_op(o))
    if registered:
        return "unsupported", "registered test dialect op " + registered[0]
    if test_ops and "--allow-unregistered-dialect" not in args:
        # Only generic `"test.foo"(...)` ops that upstream's test dialect does not define:
        # it accepts them as unknown ops, which behave like unregistered ones; compare with
        # unregistered ops allowed.
        args = args + ["--allow-unregistered-dialect"]
    up = run(MLIR_OPT, args, chunk)
    st = run(strata, args, chunk)
    if isinstance(st[0], int) and st[0] < 0:
        return "crash", st[2][-500:]
    if st[0] == "timeout":
        return "crash", "timeout"
    if st[0] != 0 and any(re.search(p, st[2]) for p in UNSUPPORTED) and up[0] == 0:
        return "unsupported", st[2].splitlines()[0] if st[2] else ""
    if (up[0] == 0) != (st[0] == 0):
        return "differing", f"exit {up[0]} vs {st[0]}: {st[2][:300]}"
    if up[0] != 0 and st[0] != 0:
        # Both refused the input: the first diagnostic must be the same.
        first = [next((ln for ln in e.splitlines() if "error" in ln), "") for e in (up[2], st[2])]
        if first[0] != first[1]:
            return "differing", f"diagnostics: {first[0]} vs {first[1]}"
    if up[1] == st[1]:
        return "identical", ""
    if up[0] == 0 and up[1] and st[1]:
        a, b = normalized(up[1]), normalized(st[1])
        if a is not None and a == b:
            return "semantically-equal", ""
    return "differing", ""


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--llvm-project", default=os.environ.get("LLVM_PROJECT"))
    ap.add_argument("--cache", default=os.path.expanduser("~/.cache/strata-yardstick"))
    ap.add_argument("--strata-opt", default="target/release/strata-opt")
    ap.add_argument("--details", help="directory for the differing chunks and outputs")
    ap.add_argument("--only", help="regex: only test files whose path matches")
    a = ap.parse_args()
    if not os.path.exists(MLIR_OPT):
        sys.exit(f"{MLIR_OPT} is not installed (apt-get install mlir-22-tools)")
    root = a.llvm_project or fetch(a.cache)
    stats = collections.defaultdict(collections.Counter)
    if a.details:
        os.makedirs(a.details, exist_ok=True)
    for folder in FOLDERS:
        base = os.path.join(root, folder)
        for dirpath, _, files in sorted(os.walk(base)):
            for name in sorted(files):
                if not name.endswith(".mlir"):
                    continue
                path = os.path.join(dirpath, name)
                if a.only and not re.search(a.only, path):
                    continue
                text = open(path, encoding="utf-8", errors="surrogateescape").read()
                for k, r in enumerate(run_lines(text)):
                    args = opt_args(r, path)
                    if args is None:
                        stats[folder]["unsupported"] += 1
                        continue
                    split = any(x.lstrip("-") == "split-input-file" for x in args)
                    args = [x for x in args if x.lstrip("-") != "split-input-file"]
                    chunks = split_chunks(text) if split else [text]
                    for i, chunk in enumerate(chunks):
                        kind, why = classify(a.strata_opt, args, chunk)
                        stats[folder][kind] += 1
                        if a.details and kind in ("differing", "crash"):
                            tag = f"{os.path.relpath(path, root)}.run{k}.{i}".replace("/", "_")
                            with open(os.path.join(a.details, tag + ".txt"), "w") as f:
                                why1 = why.splitlines()[0] if why else ""
                                f.write(f"// {shlex.join(args)}\n// {kind}: {why1}\n{chunk}")
    kinds = ["identical", "semantically-equal", "differing", "unsupported", "crash"]
    print("| folder | " + " | ".join(kinds) + " | same result |")
    print("|---|" + "---|" * (len(kinds) + 1))
    total = collections.Counter()
    for folder in FOLDERS:
        c = stats[folder]
        total.update(c)
        print(row(folder, c, kinds))
    print(row("**all**", total, kinds))
    return 1 if total["crash"] else 0


def row(name, c, kinds):
    supported = c["identical"] + c["semantically-equal"] + c["differing"] + c["crash"]
    same = c["identical"] + c["semantically-equal"]
    pct = f"{100 * same / supported:.1f}%" if supported else "-"
    return f"| {name} | " + " | ".join(str(c[k]) for k in kinds) + f" | {pct} |"


if __name__ == "__main__":
    sys.exit(main())
