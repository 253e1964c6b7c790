// Smoke test for the lit harness: shell pipelines feeding FileCheck (no strata-opt).
// `%%` is lit's escape for a literal `%`; the `\` continues a RUN line.
// RUN: printf '%%s\n' 'func @main() {' '  %%0 = arith.constant 42 : i32' \
// RUN:   '  return %%0 : i32' '}' | FileCheck %s
// RUN: printf 'b\na\n' | FileCheck %s --check-prefix=ANY
// RUN: echo data > %t && FileCheck %s --check-prefix=TMP --input-file %t

// CHECK-LABEL: func @main
// CHECK-NEXT: %[[C:.*]] = arith.constant {{[0-9]+}} : i32
// CHECK-NOT: error
// CHECK-NEXT: return %[[C]] : i32
// CHECK-NEXT: }

// ANY-DAG: a
// ANY-DAG: b

// TMP: data
