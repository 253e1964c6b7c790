// Integer semantics at several widths: wraparound of add/sub/mul, signed and unsigned
// division and remainder (floor/ceil forms too), shifts, min/max, every cmpi predicate,
// extensions and truncations, extended multiplication and index casts.
// RUN: strata-run %s -e main --entry-point-result=void | FileCheck %s

func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printNewline()
func.func private @printComma()

func.func @show_i8(%x: i8) {
  %s = arith.extsi %x : i8 to i64
  call @printI64(%s) : (i64) -> ()
  call @printComma() : () -> ()
  return
}

func.func @show_i17(%x: i17) {
  %s = arith.extsi %x : i17 to i64
  call @printI64(%s) : (i64) -> ()
  call @printComma() : () -> ()
  %u = arith.extui %x : i17 to i64
  call @printI64(%u) : (i64) -> ()
  call @printComma() : () -> ()
  return
}

func.func @show_i1(%x: i1) {
  %s = arith.extui %x : i1 to i64
  call @printI64(%s) : (i64) -> ()
  return
}

func.func @i8_ops(%a: i8, %b: i8) {
  %0 = arith.addi %a, %b : i8
  call @show_i8(%0) : (i8) -> ()
  %1 = arith.subi %a, %b : i8
  call @show_i8(%1) : (i8) -> ()
  %2 = arith.muli %a, %b : i8
  call @show_i8(%2) : (i8) -> ()
  %3 = arith.divsi %a, %b : i8
  call @show_i8(%3) : (i8) -> ()
  %4 = arith.divui %a, %b : i8
  call @show_i8(%4) : (i8) -> ()
  %5 = arith.remsi %a, %b : i8
  call @show_i8(%5) : (i8) -> ()
  %6 = arith.remui %a, %b : i8
  call @show_i8(%6) : (i8) -> ()
  %7 = arith.floordivsi %a, %b : i8
  call @show_i8(%7) : (i8) -> ()
  %8 = arith.ceildivsi %a, %b : i8
  call @show_i8(%8) : (i8) -> ()
  %9 = arith.ceildivui %a, %b : i8
  call @show_i8(%9) : (i8) -> ()
  %10 = arith.maxsi %a, %b : i8
  call @show_i8(%10) : (i8) -> ()
  %11 = arith.minui %a, %b : i8
  call @show_i8(%11) : (i8) -> ()
  %12 = arith.xori %a, %b : i8
  call @show_i8(%12) : (i8) -> ()
  %c3 = arith.constant 3 : i8
  %13 = arith.shli %a, %c3 : i8
  call @show_i8(%13) : (i8) -> ()
  %14 = arith.shrsi %a, %c3 : i8
  call @show_i8(%14) : (i8) -> ()
  %15 = arith.shrui %a, %c3 : i8
  call @show_i8(%15) : (i8) -> ()
  call @printNewline() : () -> ()
  %p0 = arith.cmpi eq, %a, %b : i8
  call @show_i1(%p0) : (i1) -> ()
  %p1 = arith.cmpi ne, %a, %b : i8
  call @show_i1(%p1) : (i1) -> ()
  %p2 = arith.cmpi slt, %a, %b : i8
  call @show_i1(%p2) : (i1) -> ()
  %p3 = arith.cmpi sle, %a, %b : i8
  call @show_i1(%p3) : (i1) -> ()
  %p4 = arith.cmpi sgt, %a, %b : i8
  call @show_i1(%p4) : (i1) -> ()
  %p5 = arith.cmpi sge, %a, %b : i8
  call @show_i1(%p5) : (i1) -> ()
  %p6 = arith.cmpi ult, %a, %b : i8
  call @show_i1(%p6) : (i1) -> ()
  %p7 = arith.cmpi ule, %a, %b : i8
  call @show_i1(%p7) : (i1) -> ()
  %p8 = arith.cmpi ugt, %a, %b : i8
  call @show_i1(%p8) : (i1) -> ()
  %p9 = arith.cmpi uge, %a, %b : i8
  call @show_i1(%p9) : (i1) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant -100 : i8
  %b = arith.constant 7 : i8
  call @i8_ops(%a, %b) : (i8, i8) -> ()
  %c = arith.constant 120 : i8
  %d = arith.constant -3 : i8
  call @i8_ops(%c, %d) : (i8, i8) -> ()
  call @i8_ops(%b, %b) : (i8, i8) -> ()

  // i17: wraparound at an odd width.
  %x = arith.constant 65535 : i17
  %y = arith.constant 3 : i17
  %s = arith.addi %x, %y : i17
  call @show_i17(%s) : (i17) -> ()
  %m = arith.muli %x, %y : i17
  call @show_i17(%m) : (i17) -> ()
  %t = arith.trunci %m : i17 to i5
  %te = arith.extsi %t : i5 to i64
  call @printI64(%te) : (i64) -> ()
  call @printNewline() : () -> ()

  // i1 arithmetic.
  %t1 = arith.constant true
  %f1 = arith.constant false
  %o = arith.addi %t1, %t1 : i1
  call @show_i1(%o) : (i1) -> ()
  call @printComma() : () -> ()
  %lt = arith.cmpi slt, %t1, %f1 : i1
  call @show_i1(%lt) : (i1) -> ()
  call @printNewline() : () -> ()

  // i16 and i32 extended multiplication; i64 overflow.
  %p = arith.constant 40000 : i32
  %q = arith.constant -70000 : i32
  %lo, %hi = arith.mulsi_extended %p, %q : i32
  %loe = arith.extsi %lo : i32 to i64
  %hie = arith.extsi %hi : i32 to i64
  call @printI64(%loe) : (i64) -> ()
  call @printComma() : () -> ()
  call @printI64(%hie) : (i64) -> ()
  call @printComma() : () -> ()
  %ulo, %uhi = arith.mului_extended %p, %q : i32
  %uhie = arith.extui %uhi : i32 to i64
  call @printI64(%uhie) : (i64) -> ()
  call @printComma() : () -> ()
  %sum, %ov = arith.addui_extended %q, %q : i32, i1
  %sume = arith.extsi %sum : i32 to i64
  call @printI64(%sume) : (i64) -> ()
  call @printComma() : () -> ()
  call @show_i1(%ov) : (i1) -> ()
  call @printNewline() : () -> ()
  %h = arith.constant 30000 : i16
  %hh = arith.muli %h, %h : i16
  %hhe = arith.extsi %hh : i16 to i64
  call @printI64(%hhe) : (i64) -> ()
  call @printComma() : () -> ()
  %max = arith.constant 9223372036854775807 : i64
  %one = arith.constant 1 : i64
  %wrap = arith.addi %max, %one : i64
  call @printI64(%wrap) : (i64) -> ()
  call @printComma() : () -> ()
  call @printU64(%wrap) : (i64) -> ()
  call @printComma() : () -> ()
  %idx = arith.constant -5 : index
  %ic = arith.index_cast %idx : index to i64
  call @printI64(%ic) : (i64) -> ()
  call @printComma() : () -> ()
  %i32v = arith.constant -5 : i32
  %iu = arith.index_castui %i32v : i32 to index
  %iue = arith.index_cast %iu : index to i64
  call @printI64(%iue) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// CHECK: -93, -107, 68, -14, 22, -2, 2, -15, -14, 23, 7, 7, -101, -32, -13, 19,
// CHECK-NEXT: 0111000011
// CHECK-NEXT: 117, 123, -104, -40, 0, 0, 120, -40, -40, 1, 120, 120, -123, -64, 15, 15,
// CHECK-NEXT: 0100111100
// CHECK-NEXT: 14, 0, 49, 1, 1, 0, 0, 1, 1, 1, 7, 7, 0, 56, 0, 0,
// CHECK-NEXT: 1001010101
// CHECK-NEXT: -65534, 65538, 65533, 65533, -3
// CHECK-NEXT: 0, 1
// CHECK-NEXT: 1494967296, -1, 39999, -140000, 1
// CHECK-NEXT: -5888, -9223372036854775808, 9223372036854775808, -5, 4294967291
