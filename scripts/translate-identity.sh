#!/usr/bin/env bash
# Byte-identity of `strata-translate --mlir-to-llvmir` with mlir-translate 22: every
# test file is lowered to the llvm dialect with mlir-opt 22's standard pipeline, then
# translated by both tools; prints the files whose LLVM IR differs and the count.
# Usage: scripts/translate-identity.sh [strata-translate binary]
set -u
ST=${1:-target/debug/strata-translate}
BIN=/usr/lib/llvm-22/bin
[ -x "$BIN/mlir-translate" ] || { echo "mlir-translate 22 not installed"; exit 0; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
n=0; same=0
for f in tests/run/*.mlir tests/translate/*.mlir tests/dialects/llvm/*.mlir tests/conversion/*.mlir; do
  b=$(echo "$f" | tr / _)
  "$BIN/mlir-opt" "$f" --lower-affine --convert-scf-to-cf --expand-strided-metadata \
    --convert-to-llvm --reconcile-unrealized-casts -o "$tmp/$b" 2>/dev/null || continue
  "$BIN/mlir-translate" --mlir-to-llvmir "$tmp/$b" > "$tmp/$b.up" 2>/dev/null || continue
  n=$((n+1))
  "$ST" --mlir-to-llvmir "$tmp/$b" > "$tmp/$b.st" 2>"$tmp/$b.err"
  if cmp -s "$tmp/$b.up" "$tmp/$b.st"; then same=$((same+1)); else
    echo "differs: $f ($(head -c 120 "$tmp/$b.err"))"; fi
done
echo "identical: $same / $n"
