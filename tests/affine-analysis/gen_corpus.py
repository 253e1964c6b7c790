#!/usr/bin/env python3
"""Generates the loop-nest corpus of the affine analyses' differential test.

Writes `dependence-corpus.mlir` next to this script: one `// -----` chunk per loop nest,
deterministic (fixed seed). Categories: rectangular, triangular, strided, symbolic bounds,
min/max bounds, if-guards (then and else), mod/floordiv/ceildiv subscripts, affine.apply
subscripts, sequences of nests, imperfect nests and affine.parallel; 1-3-D memrefs.
The test `crates/strata-tools/tests/affine_analysis.rs` runs mlir-opt 22 and strata-opt
with `--test-memref-dependence-check` on every chunk and compares the remarks.

Usage: python3 tests/affine-analysis/gen_corpus.py [count-per-category]
"""

import os
import random
import sys

PER_CATEGORY = int(sys.argv[1]) if len(sys.argv) > 1 else 10
rng = random.Random(20261127)


def memref_type(rank, static):
    dims = "x".join(("64" if static else "?") for _ in range(rank))
    return f"memref<{dims}xf32>"


class Nest:
    """Builds one function body as text."""

    def __init__(self):
        self.lines = []
        self.indent = 1
        self.ivs = []
        self.count = 0

    def emit(self, s):
        self.lines.append("  " * self.indent + s)

    def iv(self):
        name = f"%i{len(self.ivs)}_{self.count}"
        self.count += 1
        return name


SYMS = ["%N", "%M"]


def bound_expr(kind, outer, lower):
    """A bound for a new loop: text after `=` or `to`."""
    if kind == "rect" or not outer:
        return str(rng.choice([0, 1, 2])) if lower else str(rng.choice([8, 10, 16]))
    o = rng.choice(outer)
    if kind == "tri":
        if lower:
            return rng.choice([f"affine_map<(d0) -> (d0)>({o})", f"affine_map<(d0) -> (d0 + 1)>({o})", "0"])
        return rng.choice([f"affine_map<(d0) -> (d0 + 1)>({o})", f"affine_map<(d0) -> (d0)>({o})", "16"])
    if kind == "sym":
        if lower:
            return rng.choice(["0", "%M", f"affine_map<()[s0] -> (s0 floordiv 2)>()[%N]"])
        return rng.choice(["%N", "affine_map<()[s0] -> (s0 - 1)>()[%N]", f"affine_map<(d0)[s0] -> (d0 + s0)>({o})[%N]"])
    if kind == "minmax":
        if lower:
            return rng.choice([f"max affine_map<(d0)[s0] -> (d0 - 2, s0)>({o})[%M]", "0", f"max affine_map<(d0) -> (0, d0 - 4)>({o})"])
        return rng.choice([f"min affine_map<(d0)[s0] -> (d0 + 4, s0)>({o})[%N]", f"min affine_map<(d0) -> (d0 + 8, 20)>({o})", "12"])
    return "0" if lower else "10"


def subscript(ivs, kind):
    i = rng.choice(ivs)
    j = rng.choice(ivs)
    simple = [i, f"{i} + 1", f"{i} - 1", f"{i} + 2", j, f"{i} + {j}", f"2 * {i}", f"{i} * 3 + 1", "0", "%N - " + i if kind == "sym" else f"15 - {i}"]
    divmod_ = [f"{i} floordiv 2", f"{i} mod 4", f"({i} + 1) floordiv 3", f"{i} ceildiv 2", f"({i} + {j}) mod 3", f"{i} floordiv 4 + 1", f"2 * ({i} floordiv 2)", f"{i} - ({i} mod 2)"]
    if kind == "divmod":
        return rng.choice(divmod_ + simple[:3])
    return rng.choice(simple)


def access(n, arrays, kind, store_ok=True):
    name, rank, ty = rng.choice(arrays)
    subs = ", ".join(subscript(n.ivs, kind) for _ in range(rank))
    if store_ok and rng.random() < 0.5:
        n.emit(f"affine.store %cst, {name}[{subs}] : {ty}")
    else:
        v = f"%v{n.count}"
        n.count += 1
        n.emit(f"{v} = affine.load {name}[{subs}] : {ty}")


def make(kind, idx):
    n = Nest()
    n_arrays = rng.choice([1, 1, 2])
    static = kind in ("rect", "tri", "strided", "divmod") and rng.random() < 0.5
    arrays = []
    args = []
    for a in range(n_arrays):
        rank = rng.choice([1, 2, 3])
        ty = memref_type(rank, static)
        arrays.append((f"%A{a}", rank, ty))
        args.append(f"%A{a}: {ty}")
    args += ["%N: index", "%M: index"]
    depth = rng.choice([1, 2, 2, 3])
    nests = 2 if kind == "seq" else 1
    for _ in range(nests):
        closes = 0
        for d in range(depth):
            iv = n.iv()
            lb = bound_expr(kind, n.ivs, True)
            ub = bound_expr(kind, n.ivs, False)
            step = ""
            if kind == "strided" and rng.random() < 0.7:
                step = f" step {rng.choice([2, 3, 4])}"
            if kind == "parallel" and d == depth - 1:
                p2 = n.iv()
                n.emit(f"affine.parallel ({iv}, {p2}) = (0, 0) to (8, {rng.choice([4, 8])}) {{")
                n.ivs += [iv, p2]
            else:
                n.emit(f"affine.for {iv} = {lb} to {ub}{step} {{")
                n.ivs.append(iv)
            n.indent += 1
            closes += 1
            if kind == "imperfect" and d < depth - 1 and rng.random() < 0.7:
                access(n, arrays, kind)
        if kind == "if":
            i = rng.choice(n.ivs)
            sets = [
                f"affine_set<(d0) : (d0 - 5 >= 0)>({i})",
                f"affine_set<(d0)[s0] : (s0 - d0 - 1 >= 0)>({i})[%N]",
                f"affine_set<(d0) : (d0 mod 2 == 0)>({i})",
                f"affine_set<(d0) : (d0 - 3 == 0)>({i})",
            ]
            n.emit(f"affine.if {rng.choice(sets)} {{")
            n.indent += 1
            access(n, arrays, kind)
            n.indent -= 1
            if rng.random() < 0.6:
                n.emit("} else {")
                n.indent += 1
                access(n, arrays, kind)
                n.indent -= 1
            n.emit("}")
            access(n, arrays, kind)
        else:
            for _ in range(rng.choice([2, 3])):
                if kind == "apply" and rng.random() < 0.5:
                    i = rng.choice(n.ivs)
                    a = f"%a{n.count}"
                    n.count += 1
                    m = rng.choice(["(d0) -> (d0 + 3)", "(d0) -> (d0 floordiv 2)", "(d0)[s0] -> (d0 + s0)"])
                    syms = "[%N]" if "s0" in m else ""
                    n.emit(f"{a} = affine.apply affine_map<{m}>({i}){syms}")
                    name, rank, ty = rng.choice(arrays)
                    subs = ", ".join([a] + [rng.choice(n.ivs) for _ in range(rank - 1)])
                    n.emit(f"affine.store %cst, {name}[{subs}] : {ty}")
                else:
                    access(n, arrays, kind)
        for _ in range(closes):
            n.indent -= 1
            n.emit("}")
        for _ in range(depth + (1 if kind == "parallel" else 0)):
            if n.ivs:
                n.ivs.pop()
    head = f"func.func @{kind}_{idx}({', '.join(args)}) {{"
    body = ["  %cst = arith.constant 0.0 : f32"] + n.lines + ["  return", "}"]
    return "\n".join([head] + body)


KINDS = ["rect", "tri", "strided", "sym", "minmax", "if", "divmod", "apply", "seq", "imperfect", "parallel"]


def main():
    chunks = []
    for kind in KINDS:
        for idx in range(PER_CATEGORY):
            chunks.append(make(kind, idx))
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "dependence-corpus.mlir")
    header = (
        "// Generated by gen_corpus.py (do not edit): loop nests for the differential test of\n"
        "// --test-memref-dependence-check (crates/strata-tools/tests/affine_analysis.rs).\n"
        "// RUN: strata-opt %s --split-input-file --test-memref-dependence-check"
        " -mlir-print-op-on-diagnostic=false -o /dev/null\n\n"
    )
    with open(out, "w") as f:
        f.write(header + "\n\n// -----\n\n".join(chunks) + "\n")
    print(f"wrote {len(chunks)} chunks to {out}")


main()
