#!/usr/bin/env python3
"""Appends CHECK lines to tests/run/*.mlir from mlir-runner's real output.

Usage: gen-checks.py FILE.mlir...  (needs /usr/lib/llvm-22/bin/{mlir-opt,mlir-runner}).
Each program is lowered with the standard pipeline, run by mlir-runner with the runner
utils, and its stdout becomes CHECK/CHECK-NEXT lines (addresses as a regex). Existing
CHECK lines in the file are replaced. A file containing SCALABLE-AS-FIXED (scalable
vectors, which mlir-runner cannot run on x86-64) is run with its scalable dimensions
fixed and vector.vscale replaced by 1, the interpreter's vscale.
"""
import re
import subprocess
import sys

# The pipeline of run_differential.rs.
PIPELINE = ("-expand-realloc -memref-expand -scf-forall-to-for -arith-expand "
            "-lower-affine -convert-vector-to-scf -convert-scf-to-cf -expand-strided-metadata "
            "-finalize-memref-to-llvm -convert-func-to-llvm -convert-arith-to-llvm "
            "-convert-vector-to-llvm -convert-arith-to-llvm -convert-ub-to-llvm "
            "-convert-cf-to-llvm -reconcile-unrealized-casts").split()
LIB = "/usr/lib/llvm-22/lib"
LIBS = f"--shared-libs={LIB}/libmlir_runner_utils.so.22.1,{LIB}/libmlir_c_runner_utils.so.22.1"



def as_fixed(text):
    """The program with scalable dimensions fixed (`vector<[4]xi32>` -> `vector<4xi32>`)
    and `vector.vscale` = 1: what runs on a target with vscale = 1."""
    text = re.sub(r"vector<([^>]*)>",
                  lambda m: "vector<" + re.sub(r"\[(\d+)\]", r"\1", m.group(1)) + ">", text)
    return re.sub(r"(%[\w.]+) = vector\.vscale\b", r"\1 = arith.constant 1 : index", text)


for path in sys.argv[1:]:
    source = open(path).read()
    if "SCALABLE-AS-FIXED" in source:
        source = as_fixed(source)
    lowered = subprocess.run(["/usr/lib/llvm-22/bin/mlir-opt", *PIPELINE, "-"],
                             input=source.encode(), check=True, capture_output=True).stdout
    out = subprocess.run(["/usr/lib/llvm-22/bin/mlir-runner", "-e", "main",
                          "--entry-point-result=void", LIBS],
                         input=lowered, check=True, capture_output=True).stdout.decode()
    text = open(path).read()
    body = "\n".join(l for l in text.rstrip("\n").split("\n")
                     if not re.match(r"\s*// CHECK", l)).rstrip("\n")
    checks = []
    for i, line in enumerate(out.rstrip("\n").split("\n")):
        kind = "CHECK" if i == 0 else "CHECK-NEXT"
        line = line.rstrip()
        if not line:
            checks.append(f"// {'CHECK-EMPTY' if i else 'CHECK'}:")
            continue
        pat = line.replace("[[", "{{\\[\\[}}")
        pat = re.sub(r"base@ = 0x[0-9a-f]+", "base@ = {{0x[0-9a-f]+}}", pat)
        checks.append(f"// {kind}: {pat}")
    open(path, "w").write(body + "\n\n" + "\n".join(checks) + "\n")
