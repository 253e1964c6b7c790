#!/usr/bin/env python3
"""Seed corpus for the `bytecode` fuzz target: every chunk of the IR, differential and
dialect tests that mlir-opt 22 accepts, written by `mlir-opt --emit-bytecode` at the
default version and at versions 0, 2 and 4 (with the 4-byte magic removed, since the target
puts it back). Usage: python3 fuzz/seed_bytecode.py [OUT_DIR] (default fuzz/corpus/bytecode).
"""

import hashlib
import os
import pathlib
import subprocess
import sys
import tempfile

MLIR_OPT = os.environ.get("MLIR_OPT", "/usr/lib/llvm-22/bin/mlir-opt")
ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / "fuzz/corpus/bytecode")


def chunks(text):
    out = [""]
    for line in text.splitlines(keepends=True):
        if line.rstrip().startswith("// -----"):
            out.append("")
        else:
            out[-1] += line
    return out


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    n = 0
    with tempfile.TemporaryDirectory() as tmp:
        src = pathlib.Path(tmp) / "chunk.mlir"
        for sub in ["ir", "differential", "dialects"]:
            for path in sorted((ROOT / "tests" / sub).rglob("*.mlir")):
                if "/dialects/std/" in str(path):
                    continue
                for chunk in chunks(path.read_text(errors="replace")):
                    src.write_text(chunk)
                    for version in [None, 0, 2, 4]:
                        args = [MLIR_OPT, "--allow-unregistered-dialect", str(src), "--emit-bytecode"]
                        if version is not None:
                            args.append(f"--emit-bytecode-version={version}")
                        r = subprocess.run(args, capture_output=True, timeout=60)
                        if r.returncode != 0 or not r.stdout.startswith(b"ML\xefR"):
                            break
                        data = r.stdout[4:]
                        name = hashlib.sha1(data).hexdigest()
                        (OUT / name).write_bytes(data)
                        n += 1
    print(f"wrote {n} seeds to {OUT}")


if __name__ == "__main__":
    main()
