// snapshot-op-locations: prints the IR to `filename` with its own print flags (local
// scope also from the command line) and moves every printed op to "filename":line:indent
// there (elided terminators keep theirs), or with `tag` fuses that location, named by the
// tag, with the op's own. Expected output is mlir-opt 22's.
// RUN: strata-opt %s --allow-unregistered-dialect --snapshot-op-locations=filename=%t.snap --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s
// RUN: FileCheck %s --check-prefix=FILE --input-file %t.snap
// RUN: strata-opt %s --allow-unregistered-dialect '--snapshot-op-locations=filename=%t.tag tag=snap print-debuginfo' --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=TAG
// RUN: FileCheck %s --check-prefix=TAGFILE --input-file %t.tag
// RUN: strata-opt %s --allow-unregistered-dialect '--snapshot-op-locations=filename=%t.gen print-op-generic' -o /dev/null
// RUN: FileCheck %s --check-prefix=GEN --input-file %t.gen
// RUN: strata-opt %s --allow-unregistered-dialect --snapshot-op-locations=filename=%t.p --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPE

#map = affine_map<(d0) -> (d0 + 1)>
func.func @f(%a: i32, %c: i1, %i: index) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %c1 : i32
  %j = affine.apply #map(%i)
  scf.if %c {
    "foo.bar"() : () -> ()
  }
  %r = scf.if %c -> i32 {
    scf.yield %0 : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}

// CHECK:      module {
// CHECK-NEXT:   func.func @f(%arg0: i32 loc("{{.*}}":14:14), %arg1: i1 loc("{{.*}}":14:23), %arg2: index loc("{{.*}}":14:31)) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32 loc("{{.*}}.snap":3:4)
// CHECK-NEXT:     %0 = arith.addi %arg0, %c1_i32 : i32 loc("{{.*}}.snap":4:4)
// CHECK-NEXT:     %1 = affine.apply affine_map<(d0) -> (d0 + 1)>(%arg2) loc("{{.*}}.snap":5:4)
// CHECK-NEXT:     scf.if %arg1 {
// CHECK-NEXT:       "foo.bar"() : () -> () loc("{{.*}}.snap":7:6)
// CHECK-NEXT:     } loc("{{.*}}.snap":6:4)
// CHECK-NEXT:     %2 = scf.if %arg1 -> (i32) {
// CHECK-NEXT:       scf.yield %0 : i32 loc("{{.*}}.snap":10:6)
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg0 : i32 loc("{{.*}}.snap":12:6)
// CHECK-NEXT:     } loc("{{.*}}.snap":9:4)
// CHECK-NEXT:     return %2 : i32 loc("{{.*}}.snap":14:4)
// CHECK-NEXT:   } loc("{{.*}}.snap":2:2)
// CHECK-NEXT: } loc("{{.*}}.snap":1:0)

// FILE:      module {
// FILE-NEXT:   func.func @f(%arg0: i32, %arg1: i1, %arg2: index) -> i32 {
// FILE-NEXT:     %c1_i32 = arith.constant 1 : i32
// FILE-NEXT:     %0 = arith.addi %arg0, %c1_i32 : i32
// FILE-NEXT:     %1 = affine.apply affine_map<(d0) -> (d0 + 1)>(%arg2)
// FILE-NEXT:     scf.if %arg1 {

// TAG:      module {
// TAG-NEXT:   func.func @f(
// TAG-NEXT:     %c1_i32 = arith.constant 1 : i32 loc(fused["{{.*}}snapshot-op-locations.mlir":15:9, "snap"("{{.*}}.tag":3:4)])
// TAG:          } loc(fused["{{.*}}snapshot-op-locations.mlir":14:1, "snap"("{{.*}}.tag":2:2)])
// TAG-NEXT: } loc(fused["{{.*}}snapshot-op-locations.mlir":0:0, "snap"("{{.*}}.tag":1:0)])

// TAGFILE:      module {
// TAGFILE-NEXT:   func.func @f(%arg0: i32 loc("{{.*}}":14:14), %arg1: i1 loc("{{.*}}":14:23), %arg2: index loc("{{.*}}":14:31)) -> i32 {
// TAGFILE-NEXT:     %c1_i32 = arith.constant 1 : i32 loc("{{.*}}":15:9)

// GEN:      #map = affine_map<(d0) -> (d0 + 1)>
// GEN-NEXT: "builtin.module"() ({
// GEN-NEXT:   "func.func"() <{function_type = (i32, i1, index) -> i32, sym_name = "f"}> ({

// PIPE: snapshot-op-locations{filename={{.*}}.p pretty-debuginfo=false print-debuginfo=false print-local-scope=false print-op-generic=false tag=}
