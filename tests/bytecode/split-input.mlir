// `--split-input-file` with bytecode output: one bytecode file per chunk, joined by the
// marker line (no newline before it), as mlir-opt 22 writes them; checked here under both
// tools with STRATA_LIT_OPT.
// RUN: strata-opt %s --split-input-file --emit-bytecode | grep -a -o -- '// -\{5\}' | count 2
// RUN: strata-opt %s --split-input-file --emit-bytecode | grep -a -o 'MLIR22' | count 3
// RUN: strata-opt %s --split-input-file --emit-bytecode --output-split-marker=XX | grep -a -o XX | count 2

func.func @a() {
  return
}

// -----

func.func @b(%x: i32) -> i32 {
  return %x : i32
}

// -----

%c = arith.constant 1 : i64
