#!/bin/sh
# Times --test-memref-dependence-check on the Seidel-2d, 2mm and LU kernels of
# kernels.mlir: strata-opt (release build) against mlir-opt 22, each run RUNS times on the
# same one-function input; prints the mean wall time per run in milliseconds, and the time
# of both tools on an empty module (start-up).
# Usage: sh tests/affine-analysis/bench.sh [path/to/strata-opt] [runs]
set -e
STRATA=${1:-target/release/strata-opt}
RUNS=${2:-20}
MLIR=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
DIR=$(mktemp -d)
KERNELS=$(dirname "$0")/kernels.mlir
extract() { awk -v f="$1" '/^\/\/ -----/{p=0} $0 ~ "func.func @"f"\\("{p=1} p' "$KERNELS" > "$DIR/$1.mlir"; }
echo 'module {}' > "$DIR/empty.mlir"
ms() { # tool file
  start=$(date +%s%N)
  i=0
  while [ $i -lt "$RUNS" ]; do
    "$1" --test-memref-dependence-check -mlir-print-op-on-diagnostic=false "$2" -o /dev/null 2>/dev/null
    i=$((i + 1))
  done
  end=$(date +%s%N)
  echo $(( (end - start) / RUNS / 1000 ))
}
printf '%-10s %12s %12s\n' kernel 'mlir-opt us' 'strata us'
for k in empty seidel_2d mm2 lu; do
  [ "$k" = empty ] || extract "$k"
  printf '%-10s %12s %12s\n' "$k" "$(ms "$MLIR" "$DIR/$k.mlir")" "$(ms "$STRATA" "$DIR/$k.mlir")"
done
rm -rf "$DIR"
