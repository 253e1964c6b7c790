// Hand-written llvm-dialect program covering what the lowered programs do not: string
// globals and printString, globals with initializer regions, struct loads and stores,
// intrinsics, switch, vector element ops, pointer round trips through integers, indirect
// calls, memcpy/memset, stacksave/stackrestore and aligned_alloc. CHECK lines are
// mlir-runner 22's output.
// RUN: strata-run %s --backend=interp -e main --entry-point-result=void | FileCheck %s

llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
llvm.func @printI64(i64)
llvm.func @printU64(i64)
llvm.func @printF64(f64)
llvm.func @printF32(f32)
llvm.func @printNewline()
llvm.func @printComma()
llvm.func @printString(!llvm.ptr)

llvm.mlir.global internal constant @hello("hello, world\0A\00") {addr_space = 0 : i32} : !llvm.array<14 x i8>
llvm.mlir.global internal @counter(5 : i64) {addr_space = 0 : i32} : i64
llvm.mlir.global internal @pair() {addr_space = 0 : i32} : !llvm.struct<(i32, f64)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, f64)>
  %1 = llvm.mlir.constant(-7 : i32) : i32
  %2 = llvm.mlir.constant(2.5 : f64) : f64
  %3 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, f64)>
  %4 = llvm.insertvalue %2, %3[1] : !llvm.struct<(i32, f64)>
  llvm.return %4 : !llvm.struct<(i32, f64)>
}
llvm.mlir.global internal @grid(dense<[[1.5, 2.5], [3.5, 4.5]]> : tensor<2x2xf32>) {addr_space = 0 : i32} : !llvm.array<2 x array<2 x f32>>

llvm.func @show(%x: i64) {
  llvm.call @printI64(%x) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}

llvm.func @twice(%x: i64) -> i64 {
  %r = llvm.add %x, %x : i64
  llvm.return %r : i64
}

llvm.func @classify(%x: i32) -> i64 {
  llvm.switch %x : i32, ^other [
    1: ^one,
    -3: ^minus_three
  ]
^one:
  %a = llvm.mlir.constant(100 : i64) : i64
  llvm.return %a : i64
^minus_three:
  %b = llvm.mlir.constant(300 : i64) : i64
  llvm.return %b : i64
^other:
  %c = llvm.mlir.constant(0 : i64) : i64
  llvm.return %c : i64
}

llvm.func @main() {
  // Strings.
  %s = llvm.mlir.addressof @hello : !llvm.ptr
  llvm.call @printString(%s) : (!llvm.ptr) -> ()
  // A mutable scalar global.
  %cg = llvm.mlir.addressof @counter : !llvm.ptr
  %cv = llvm.load %cg : !llvm.ptr -> i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %cn = llvm.mul %cv, %c3 : i64
  llvm.store %cn, %cg : i64, !llvm.ptr
  %cr = llvm.load %cg : !llvm.ptr -> i64
  llvm.call @show(%cr) : (i64) -> ()
  // A struct global from an initializer region, loaded whole and by field.
  %pg = llvm.mlir.addressof @pair : !llvm.ptr
  %pv = llvm.load %pg : !llvm.ptr -> !llvm.struct<(i32, f64)>
  %p0 = llvm.extractvalue %pv[0] : !llvm.struct<(i32, f64)>
  %p0e = llvm.sext %p0 : i32 to i64
  llvm.call @show(%p0e) : (i64) -> ()
  %f1 = llvm.getelementptr %pg[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64)>
  %p1 = llvm.load %f1 : !llvm.ptr -> f64
  llvm.call @printF64(%p1) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  // A 2-D array global.
  %gg = llvm.mlir.addressof @grid : !llvm.ptr
  %g11 = llvm.getelementptr %gg[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<2 x f32>>
  %gv = llvm.load %g11 : !llvm.ptr -> f32
  llvm.call @printF32(%gv) : (f32) -> ()
  llvm.call @printNewline() : () -> ()
  // Struct store and reload through a heap buffer.
  %n16 = llvm.mlir.constant(16 : i64) : i64
  %h = llvm.call @malloc(%n16) : (i64) -> !llvm.ptr
  %u = llvm.mlir.undef : !llvm.struct<(i32, f64)>
  %i9 = llvm.mlir.constant(9 : i32) : i32
  %d = llvm.mlir.constant(-0.25 : f64) : f64
  %u1 = llvm.insertvalue %i9, %u[0] : !llvm.struct<(i32, f64)>
  %u2 = llvm.insertvalue %d, %u1[1] : !llvm.struct<(i32, f64)>
  llvm.store %u2, %h : !llvm.struct<(i32, f64)>, !llvm.ptr
  %hb = llvm.getelementptr %h[8] : (!llvm.ptr) -> !llvm.ptr, i8
  %hd = llvm.load %hb : !llvm.ptr -> f64
  llvm.call @printF64(%hd) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  // memset and memcpy.
  %z = llvm.mlir.constant(0 : i8) : i8
  %ff = llvm.mlir.constant(-1 : i8) : i8
  %n8 = llvm.mlir.constant(8 : i64) : i64
  "llvm.intr.memset"(%h, %ff, %n8) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  "llvm.intr.memcpy"(%hb, %h, %n8) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %hi = llvm.load %hb : !llvm.ptr -> i64
  llvm.call @show(%hi) : (i64) -> ()
  "llvm.intr.memset"(%h, %z, %n8) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %h0 = llvm.load %h : !llvm.ptr -> i64
  llvm.call @show(%h0) : (i64) -> ()
  // Pointers through integers: same address, same object.
  %pi = llvm.ptrtoint %hb : !llvm.ptr to i64
  %hp = llvm.ptrtoint %h : !llvm.ptr to i64
  %diff = llvm.sub %pi, %hp : i64
  llvm.call @show(%diff) : (i64) -> ()
  %back = llvm.inttoptr %pi : i64 to !llvm.ptr
  %same = llvm.icmp "eq" %back, %hb : !llvm.ptr
  %same64 = llvm.zext %same : i1 to i64
  llvm.call @show(%same64) : (i64) -> ()
  %bv = llvm.load %back : !llvm.ptr -> i64
  llvm.call @show(%bv) : (i64) -> ()
  llvm.call @free(%h) : (!llvm.ptr) -> ()
  // aligned_alloc gives an aligned address.
  %a64 = llvm.mlir.constant(64 : i64) : i64
  %ap = llvm.call @aligned_alloc(%a64, %a64) : (i64, i64) -> !llvm.ptr
  %ai = llvm.ptrtoint %ap : !llvm.ptr to i64
  %am = llvm.urem %ai, %a64 : i64
  llvm.call @show(%am) : (i64) -> ()
  llvm.call @free(%ap) : (!llvm.ptr) -> ()
  // Integer intrinsics.
  %m5 = llvm.mlir.constant(-5 : i32) : i32
  %p3 = llvm.mlir.constant(3 : i32) : i32
  %smin = llvm.intr.smin(%m5, %p3) : (i32, i32) -> i32
  %umin = llvm.intr.umin(%m5, %p3) : (i32, i32) -> i32
  %abs = "llvm.intr.abs"(%m5) <{is_int_min_poison = false}> : (i32) -> i32
  %pop = llvm.intr.ctpop(%m5) : (i32) -> i32
  %clz = "llvm.intr.ctlz"(%p3) <{is_zero_poison = false}> : (i32) -> i32
  %rev = llvm.intr.bitreverse(%p3) : (i32) -> i32
  %bsw = llvm.intr.bswap(%p3) : (i32) -> i32
  %e1 = llvm.sext %smin : i32 to i64
  %e2 = llvm.zext %umin : i32 to i64
  %e3 = llvm.sext %abs : i32 to i64
  %e4 = llvm.zext %pop : i32 to i64
  %e5 = llvm.zext %clz : i32 to i64
  %e6 = llvm.zext %rev : i32 to i64
  %e7 = llvm.zext %bsw : i32 to i64
  llvm.call @show(%e1) : (i64) -> ()
  llvm.call @show(%e2) : (i64) -> ()
  llvm.call @show(%e3) : (i64) -> ()
  llvm.call @show(%e4) : (i64) -> ()
  llvm.call @show(%e5) : (i64) -> ()
  llvm.call @show(%e6) : (i64) -> ()
  llvm.call @show(%e7) : (i64) -> ()
  // Float intrinsics.
  %x = llvm.mlir.constant(2.0 : f64) : f64
  %y = llvm.mlir.constant(-0.3 : f64) : f64
  %w = llvm.mlir.constant(1.0e-20 : f64) : f64
  %fma = llvm.intr.fma(%x, %y, %w) : (f64, f64, f64) -> f64
  %fmuladd = llvm.intr.fmuladd(%x, %y, %x) : (f64, f64, f64) -> f64
  %sqrt = llvm.intr.sqrt(%x) : (f64) -> f64
  %fabs = llvm.intr.fabs(%y) : (f64) -> f64
  %floor = llvm.intr.floor(%y) : (f64) -> f64
  %cs = llvm.intr.copysign(%x, %y) : (f64, f64) -> f64
  %mx = llvm.intr.maxnum(%x, %y) : (f64, f64) -> f64
  %mn = llvm.intr.minimum(%x, %y) : (f64, f64) -> f64
  llvm.call @printF64(%fma) : (f64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printF64(%fmuladd) : (f64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printF64(%sqrt) : (f64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printF64(%fabs) : (f64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printF64(%floor) : (f64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printF64(%cs) : (f64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printF64(%mx) : (f64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printF64(%mn) : (f64) -> ()
  llvm.call @printNewline() : () -> ()
  // Switch.
  %k1 = llvm.mlir.constant(1 : i32) : i32
  %k3 = llvm.mlir.constant(-3 : i32) : i32
  %r1 = llvm.call @classify(%k1) : (i32) -> i64
  %r2 = llvm.call @classify(%k3) : (i32) -> i64
  %r3 = llvm.call @classify(%p3) : (i32) -> i64
  llvm.call @show(%r1) : (i64) -> ()
  llvm.call @show(%r2) : (i64) -> ()
  llvm.call @show(%r3) : (i64) -> ()
  // Vector element ops.
  %v = llvm.mlir.constant(dense<[10, 20, 30, 40]> : vector<4xi64>) : vector<4xi64>
  %i2 = llvm.mlir.constant(2 : i32) : i32
  %v2 = llvm.insertelement %c3, %v[%i2 : i32] : vector<4xi64>
  %sh = llvm.shufflevector %v2, %v [3, 2, 5, 0] : vector<4xi64>
  %i1 = llvm.mlir.constant(1 : i32) : i32
  %x0 = llvm.extractelement %sh[%i1 : i32] : vector<4xi64>
  %x1 = llvm.extractelement %sh[%i2 : i32] : vector<4xi64>
  llvm.call @show(%x0) : (i64) -> ()
  llvm.call @show(%x1) : (i64) -> ()
  // An indirect call through a function address.
  %fp = llvm.mlir.addressof @twice : !llvm.ptr
  %tw = llvm.call %fp(%c3) : !llvm.ptr, (i64) -> i64
  llvm.call @show(%tw) : (i64) -> ()
  // Stack save/restore around an alloca in a loop.
  %zero = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %four = llvm.mlir.constant(4 : i64) : i64
  llvm.br ^loop(%zero, %zero : i64, i64)
^loop(%it: i64, %acc: i64):
  %more = llvm.icmp "slt" %it, %four : i64
  llvm.cond_br %more, ^body, ^done
^body:
  %sp = llvm.intr.stacksave : !llvm.ptr
  %slot = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  llvm.store %it, %slot : i64, !llvm.ptr
  %ld = llvm.load %slot : !llvm.ptr -> i64
  %acc2 = llvm.add %acc, %ld : i64
  llvm.intr.stackrestore %sp : !llvm.ptr
  %it2 = llvm.add %it, %one : i64
  llvm.br ^loop(%it2, %acc2 : i64, i64)
^done:
  llvm.call @show(%acc) : (i64) -> ()
  %big = llvm.mlir.constant(-1 : i64) : i64
  llvm.call @printU64(%big) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.return
}

// mlir-runner 22's output:
// CHECK: hello, world
// CHECK-NEXT: 15
// CHECK-NEXT: -7
// CHECK-NEXT: 2.5
// CHECK-NEXT: 3.5
// CHECK-NEXT: -0.25
// CHECK-NEXT: -1
// CHECK-NEXT: 0
// CHECK-NEXT: 8
// CHECK-NEXT: 1
// CHECK-NEXT: -1
// CHECK-NEXT: 0
// CHECK-NEXT: -5
// CHECK-NEXT: 3
// CHECK-NEXT: 5
// CHECK-NEXT: 31
// CHECK-NEXT: 30
// CHECK-NEXT: 3221225472
// CHECK-NEXT: 50331648
// CHECK-NEXT: -0.6, 1.4, 1.41421, 0.3, -1, -2, 2, -0.3
// CHECK-NEXT: 100
// CHECK-NEXT: 300
// CHECK-NEXT: 0
// CHECK-NEXT: 3
// CHECK-NEXT: 20
// CHECK-NEXT: 6
// CHECK-NEXT: 6
// CHECK-NEXT: 18446744073709551615
