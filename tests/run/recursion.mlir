// Recursion and unstructured control flow: Fibonacci, Ackermann and a gcd loop written
// with cf branches and block arguments.
// RUN: strata-run %s -e main --entry-point-result=void | FileCheck %s

func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printNewline()
func.func private @printComma()
func.func private @printOpen()
func.func private @printClose()

func.func @fib(%n: i64) -> i64 {
  %c2 = arith.constant 2 : i64
  %small = arith.cmpi slt, %n, %c2 : i64
  cf.cond_br %small, ^base, ^rec
^base:
  return %n : i64
^rec:
  %c1 = arith.constant 1 : i64
  %a = arith.subi %n, %c1 : i64
  %b = arith.subi %n, %c2 : i64
  %fa = call @fib(%a) : (i64) -> i64
  %fb = call @fib(%b) : (i64) -> i64
  %s = arith.addi %fa, %fb : i64
  return %s : i64
}

func.func @ackermann(%m: i64, %n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %m0 = arith.cmpi eq, %m, %c0 : i64
  %r = scf.if %m0 -> i64 {
    %n1 = arith.addi %n, %c1 : i64
    scf.yield %n1 : i64
  } else {
    %n0 = arith.cmpi eq, %n, %c0 : i64
    %mm = arith.subi %m, %c1 : i64
    %v = scf.if %n0 -> i64 {
      %a = func.call @ackermann(%mm, %c1) : (i64, i64) -> i64
      scf.yield %a : i64
    } else {
      %nn = arith.subi %n, %c1 : i64
      %inner = func.call @ackermann(%m, %nn) : (i64, i64) -> i64
      %a = func.call @ackermann(%mm, %inner) : (i64, i64) -> i64
      scf.yield %a : i64
    }
    scf.yield %v : i64
  }
  return %r : i64
}

func.func @gcd(%a: i64, %b: i64) -> i64 {
  cf.br ^loop(%a, %b : i64, i64)
^loop(%x: i64, %y: i64):
  %c0 = arith.constant 0 : i64
  %done = arith.cmpi eq, %y, %c0 : i64
  cf.cond_br %done, ^exit(%x : i64), ^step
^step:
  %r = arith.remui %x, %y : i64
  cf.br ^loop(%y, %r : i64, i64)
^exit(%g: i64):
  return %g : i64
}

func.func @main() {
  call @printOpen() : () -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c15 = arith.constant 15 : index
  scf.for %i = %c0 to %c15 step %c1 {
    %n = arith.index_cast %i : index to i64
    %f = func.call @fib(%n) : (i64) -> i64
    func.call @printI64(%f) : (i64) -> ()
    %last = arith.cmpi eq, %i, %c15 : index
    func.call @printComma() : () -> ()
  }
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  %m = arith.constant 2 : i64
  %n = arith.constant 3 : i64
  %a = call @ackermann(%m, %n) : (i64, i64) -> i64
  call @printI64(%a) : (i64) -> ()
  call @printNewline() : () -> ()
  %x = arith.constant 1071 : i64
  %y = arith.constant 462 : i64
  %g = call @gcd(%x, %y) : (i64, i64) -> i64
  call @printI64(%g) : (i64) -> ()
  call @printNewline() : () -> ()
  %big = arith.constant -1 : i64
  call @printU64(%big) : (i64) -> ()
  call @printNewline() : () -> ()
  // cf.switch on an i32.
  %c0_i32 = arith.constant 0 : i32
  %c5_i32 = arith.constant 5 : i32
  cf.br ^head(%c0_i32 : i32)
^head(%k: i32):
  %more = arith.cmpi slt, %k, %c5_i32 : i32
  cf.cond_br %more, ^body, ^done
^body:
  cf.switch %k : i32, [
    default: ^other,
    1: ^one,
    3: ^three
  ]
^one:
  %v1 = arith.constant 100 : i64
  call @printI64(%v1) : (i64) -> ()
  cf.br ^next
^three:
  %v3 = arith.constant 300 : i64
  call @printI64(%v3) : (i64) -> ()
  cf.br ^next
^other:
  %v0 = arith.constant 0 : i64
  call @printI64(%v0) : (i64) -> ()
  cf.br ^next
^next:
  call @printComma() : () -> ()
  %one = arith.constant 1 : i32
  %k1 = arith.addi %k, %one : i32
  cf.br ^head(%k1 : i32)
^done:
  call @printNewline() : () -> ()
  return
}

// CHECK: ( 0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377,  )
// CHECK-NEXT: 9
// CHECK-NEXT: 21
// CHECK-NEXT: 18446744073709551615
// CHECK-NEXT: 0, 100, 0, 300, 0,
