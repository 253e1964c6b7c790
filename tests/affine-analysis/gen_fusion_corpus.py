#!/usr/bin/env python3
"""Generates the loop-fusion corpus of the affine analyses' differential test.

Writes `fusion-corpus.mlir` next to this script: one `// -----` chunk per function, each
with two or three loop nests in one block (deterministic, fixed seed). Categories:
producer-consumer and sibling nests, shifted/transposed/strided subscripts, strided
loops, symbolic and min/max bounds, floordiv/mod subscripts, nests inside an outer loop,
`affine.if` guards inside a nest, ops between the nests (block-level dependences), and
three-nest sequences; 1-3-D memrefs. The test `crates/strata-tools/tests/affine_analysis.rs`
runs mlir-opt 22 and strata-opt with `--test-loop-fusion` (dependence check and slice
computation) on every chunk and compares the remarks.

Usage: python3 tests/affine-analysis/gen_fusion_corpus.py [count-per-category]
"""

import os
import random
import sys

PER_CATEGORY = int(sys.argv[1]) if len(sys.argv) > 1 else 10
rng = random.Random(20261128)


class Func:
    def __init__(self):
        self.lines = []
        self.indent = 1
        self.n = 0

    def emit(self, s):
        self.lines.append("  " * self.indent + s)

    def fresh(self, p):
        self.n += 1
        return f"%{p}{self.n}"


def bounds(kind, outer):
    """(lower, upper, step) text for a new loop."""
    step = ""
    if kind == "strided" and rng.random() < 0.6:
        step = f" step {rng.choice([2, 3])}"
    if kind == "sym":
        return rng.choice(["0", "1"]), rng.choice(["%N", "16"]), step
    if kind == "minmax" and outer:
        o = rng.choice(outer)
        lb = rng.choice(["0", f"max affine_map<(d0) -> (0, d0 - 2)>({o})"])
        ub = rng.choice(["16", f"min affine_map<(d0) -> (16, d0 + 4)>({o})"])
        return lb, ub, step
    if kind == "tri" and outer:
        o = rng.choice(outer)
        return rng.choice([f"affine_map<(d0) -> (d0)>({o})", "0"]), "16", step
    return rng.choice(["0", "0", "1"]), rng.choice(["16", "16", "15"]), step


def subscripts(kind, ivs, rank, shape):
    """Subscripts for a rank-`rank` access from the nest's ivs."""
    out = []
    order = list(ivs)
    if kind == "transpose":
        rng.shuffle(order)
    for r in range(rank):
        i = order[r % len(order)]
        choices = [i, i, f"{i} + 1", f"{i} - 1" if kind != "sym" else i]
        if kind in ("shift", "pc", "three"):
            choices += [f"{i} + 2", f"2 * {i}"]
        if kind == "divmod":
            choices += [f"{i} floordiv 2", f"{i} mod 4", f"2 * ({i} floordiv 2)"]
        out.append(rng.choice(choices))
    return ", ".join(out)


def nest(f, kind, arrays, reads, writes, outer_ivs):
    """Emits one loop nest reading `reads` and writing `writes` (names of arrays)."""
    depth = rng.choice([1, 2, 2, 3]) if kind != "outer" else rng.choice([1, 2])
    ivs = []
    for _ in range(depth):
        lb, ub, step = bounds(kind, outer_ivs + ivs)
        iv = f.fresh("i")
        f.emit(f"affine.for {iv} = {lb} to {ub}{step} {{")
        f.indent += 1
        ivs.append(iv)
    all_ivs = outer_ivs + ivs
    guard = kind == "guard" and rng.random() < 0.5
    if guard:
        f.emit(f"affine.if affine_set<(d0) : (d0 - 2 >= 0)>({ivs[-1]}) {{")
        f.indent += 1
    vals = []
    for a in reads:
        rank, ty = arrays[a]
        v = f.fresh("v")
        f.emit(f"{v} = affine.load %{a}[{subscripts(kind, all_ivs, rank, None)}] : {ty}")
        vals.append(v)
    for a in writes:
        rank, ty = arrays[a]
        v = vals[0] if vals else "%cst"
        f.emit(f"affine.store {v}, %{a}[{subscripts(kind, all_ivs, rank, None)}] : {ty}")
    if guard:
        f.indent -= 1
        f.emit("}")
    for _ in ivs:
        f.indent -= 1
        f.emit("}")


def make(kind, idx):
    f = Func()
    rank = rng.choice([1, 2, 2, 3])
    size = "x".join(["20"] * rank)
    ty = f"memref<{size}xf32>"
    arrays = {a: (rank, ty) for a in ["A", "B", "C"]}
    args = [f"%{a}: {ty}" for a in arrays] + ["%N: index"]
    n_nests = 3 if kind == "three" else 2
    plans = []
    for k in range(n_nests):
        if kind == "sibling":
            plans.append((["A"], ["B" if k == 0 else "C"]))
        elif kind in ("pc", "three", "shift", "transpose", "divmod", "strided", "sym", "minmax", "tri"):
            if k == 0:
                plans.append((rng.choice([[], ["C"]]), ["A"]))
            else:
                plans.append((["A"], [rng.choice(["B", "A", "C"])]))
        else:
            plans.append((rng.choice([["A"], ["A", "C"], []]), [rng.choice(["A", "B"])]))
    outer = []
    if kind == "outer":
        iv = f.fresh("o")
        f.emit(f"affine.for {iv} = 0 to 4 {{")
        f.indent += 1
        outer = [iv]
    for k, (reads, writes) in enumerate(plans):
        nest(f, kind, arrays, reads, writes, outer)
        if kind == "between" and k == 0:
            choice = rng.choice(["store", "load", "loadB"])
            if choice == "store":
                f.emit(f"affine.store %cst, %A[{', '.join(['0'] * rank)}] : {ty}")
            elif choice == "load":
                v = f.fresh("x")
                f.emit(f"{v} = affine.load %A[{', '.join(['1'] * rank)}] : {ty}")
            else:
                v = f.fresh("x")
                f.emit(f"{v} = affine.load %B[{', '.join(['1'] * rank)}] : {ty}")
                f.emit(f"affine.store {v}, %C[{', '.join(['2'] * rank)}] : {ty}")
    if kind == "outer":
        f.indent -= 1
        f.emit("}")
    head = f"func.func @{kind}_{idx}({', '.join(args)}) {{"
    body = ["  %cst = arith.constant 0.0 : f32"] + f.lines + ["  return", "}"]
    return "\n".join([head] + body)


KINDS = ["pc", "sibling", "shift", "transpose", "strided", "sym", "minmax", "tri", "divmod",
         "outer", "guard", "between", "three"]


def main():
    chunks = []
    for kind in KINDS:
        for idx in range(PER_CATEGORY):
            chunks.append(make(kind, idx))
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fusion-corpus.mlir")
    header = (
        "// Generated by gen_fusion_corpus.py (do not edit): loop nests for the differential\n"
        "// test of --test-loop-fusion (crates/strata-tools/tests/affine_analysis.rs).\n"
        "// RUN: strata-opt %s --split-input-file --test-loop-fusion=\"test-loop-fusion-dependence-check"
        " test-loop-fusion-slice-computation\" -mlir-print-op-on-diagnostic=false -o /dev/null\n\n"
    )
    with open(out, "w") as fh:
        fh.write(header + "\n\n// -----\n\n".join(chunks) + "\n")
    print(f"wrote {len(chunks)} chunks to {out}")


main()
