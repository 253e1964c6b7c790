// Undefined behaviour is reported as a located error naming the op, with a non-zero exit
// status (mlir-runner crashes or computes garbage on these: the messages are Strata's).
// RUN: not strata-run --backend=interp %s -e div_zero --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=DIV
// RUN: not strata-run --backend=interp %s -e div_overflow --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=OVF
// RUN: not strata-run --backend=interp %s -e out_of_bounds --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: not strata-run --backend=interp %s -e poison_branch --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=POISON
// RUN: not strata-run --backend=interp %s -e use_after_free --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=UAF
// RUN: not strata-run --backend=interp %s -e write_constant --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=CONST
// RUN: not strata-run --backend=interp %s -e failed_assert --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=ASSERT
// RUN: not strata-run --backend=interp %s -e forever --entry-point-result=void --max-steps=1000 2>&1 | FileCheck %s --check-prefix=STEPS
// RUN: not strata-run --backend=interp %s -e unsupported --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=UNSUP
// RUN: not strata-run --backend=interp %s -e external --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=EXTERN
// RUN: not strata-run --backend=interp %s -e bad_cast --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=CAST

func.func private @printI64(i64)
func.func private @mystery(i64) -> i64

func.func @div_zero() {
  %a = arith.constant 7 : i32
  %z = arith.constant 0 : i32
  // DIV: traps.mlir:[[@LINE+1]]:8: error: division by zero
  %q = arith.divui %a, %z : i32
  return
}

func.func @div_overflow() {
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  // OVF: traps.mlir:[[@LINE+1]]:8: error: signed division overflow
  %q = arith.divsi %min, %m1 : i8
  return
}

func.func @out_of_bounds() {
  %m = memref.alloc() : memref<4x3xf32>
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  // OOB: traps.mlir:[[@LINE+1]]:8: error: out-of-bounds access: index 3 is outside dimension 1 of size 3
  %v = memref.load %m[%c1, %c3] : memref<4x3xf32>
  return
}

func.func @poison_branch() {
  %a = arith.constant 127 : i8
  %one = arith.constant 1 : i8
  // POISON: traps.mlir:[[@LINE+4]]:3: error: the branch condition is a poison value
  // POISON: traps.mlir:[[@LINE+1]]:8: note: the poison value was produced here
  %s = arith.addi %a, %one overflow<nsw> : i8
  %c = arith.cmpi slt, %s, %a : i8
  cf.cond_br %c, ^a, ^b
^a:
  return
^b:
  return
}

func.func @use_after_free() {
  %m = memref.alloc() : memref<4xi64>
  memref.dealloc %m : memref<4xi64>
  %c0 = arith.constant 0 : index
  // UAF: traps.mlir:[[@LINE+1]]:8: error: access to a freed memref
  %v = memref.load %m[%c0] : memref<4xi64>
  return
}

memref.global "private" constant @table : memref<3xi32> = dense<[1, 2, 3]>

func.func @write_constant() {
  %g = memref.get_global @table : memref<3xi32>
  %c0 = arith.constant 0 : index
  %v = arith.constant 9 : i32
  // CONST: traps.mlir:[[@LINE+1]]:3: error: write to a constant memref.global
  memref.store %v, %g[%c0] : memref<3xi32>
  return
}

func.func @failed_assert() {
  %f = arith.constant false
  // ASSERT: traps.mlir:[[@LINE+1]]:3: error: assertion failed: must not happen
  cf.assert %f, "must not happen"
  return
}

func.func @forever() {
  // STEPS: error: step limit of 1000 operations exceeded
  cf.br ^loop
^loop:
  cf.br ^loop
}

func.func @unsupported() {
  %c = arith.constant 1 : i32
  // UNSUP: traps.mlir:[[@LINE+1]]:8: error: the interpreter does not support 'builtin.unrealized_conversion_cast'
  %v = builtin.unrealized_conversion_cast %c : i32 to i64
  return
}

func.func @external() {
  %c = arith.constant 1 : i64
  // EXTERN: traps.mlir:[[@LINE+1]]:8: error: call to external function '@mystery', which is not in the built-in runtime
  %r = call @mystery(%c) : (i64) -> i64
  return
}

func.func @bad_cast() {
  %c5 = arith.constant 5 : index
  %m = memref.alloc(%c5) : memref<?xf32>
  // CAST: traps.mlir:[[@LINE+1]]:8: error: memref.cast to a static size 4 of dimension 0, whose size is 5
  %s = memref.cast %m : memref<?xf32> to memref<4xf32>
  return
}
