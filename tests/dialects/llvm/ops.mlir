// llvm dialect: custom and generic forms identical to mlir-opt 22 (CHECK lines are
// mlir-opt's output), and the round trip through the generic form.
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

llvm.func @int_arith(%a: i32, %b: i32, %v: vector<4xi64>) -> i32 {
  %0 = llvm.add %a, %b : i32
  %1 = llvm.sub %a, %b overflow<nsw> : i32
  %2 = llvm.mul %a, %b overflow<nuw> : i32
  %3 = llvm.shl %a, %b overflow<nsw, nuw> : i32
  %4 = llvm.udiv exact %a, %b : i32
  %5 = llvm.sdiv %a, %b : i32
  %6 = llvm.urem %a, %b : i32
  %7 = llvm.srem %a, %b : i32
  %8 = llvm.and %a, %b : i32
  %9 = llvm.or disjoint %a, %b : i32
  %10 = llvm.xor %a, %b : i32
  %11 = llvm.lshr exact %a, %b : i32
  %12 = llvm.ashr %a, %b : i32
  %13 = llvm.add %v, %v overflow<nsw> : vector<4xi64>
  %14 = llvm.freeze %a : i32
  llvm.return %14 : i32
}

llvm.func @float_arith(%x: f32, %y: f64, %v: vector<2xf16>) -> f32 {
  %0 = llvm.fadd %x, %x : f32
  %1 = llvm.fsub %x, %x {fastmathFlags = #llvm.fastmath<fast>} : f32
  %2 = llvm.fmul %x, %x {fastmathFlags = #llvm.fastmath<afn, nsz, nnan>} : f32
  %3 = llvm.fdiv %y, %y {fastmathFlags = #llvm.fastmath<none>} : f64
  %4 = llvm.frem %v, %v : vector<2xf16>
  %5 = llvm.fneg %x {fastmathFlags = #llvm.fastmath<contract>} : f32
  llvm.return %5 : f32
}

llvm.func @compare(%a: i64, %b: i64, %p: !llvm.ptr, %x: f32, %v: vector<2xf32>) -> i1 {
  %0 = llvm.icmp "eq" %a, %b : i64
  %1 = llvm.icmp "ne" %a, %b : i64
  %2 = llvm.icmp "slt" %a, %b : i64
  %3 = llvm.icmp "sle" %a, %b : i64
  %4 = llvm.icmp "sgt" %a, %b : i64
  %5 = llvm.icmp "sge" %a, %b : i64
  %6 = llvm.icmp "ult" %a, %b : i64
  %7 = llvm.icmp "ule" %a, %b : i64
  %8 = llvm.icmp "ugt" %p, %p : !llvm.ptr
  %9 = llvm.icmp "uge" %a, %b : i64
  %10 = llvm.fcmp "_false" %x, %x : f32
  %11 = llvm.fcmp "oeq" %x, %x : f32
  %12 = llvm.fcmp "une" %v, %v {fastmathFlags = #llvm.fastmath<nnan>} : vector<2xf32>
  %13 = llvm.fcmp "_true" %x, %x : f32
  %14 = llvm.fcmp "uno" %x, %x : f32
  %15 = llvm.select %0, %a, %b : i1, i64
  %16 = llvm.select %12, %v, %v {fastmathFlags = #llvm.fastmath<nsz>} : vector<2xi1>, vector<2xf32>
  llvm.return %13 : i1
}

llvm.func @casts(%a: i32, %x: f32, %d: f64, %p: !llvm.ptr, %v: vector<4xi32>) {
  %0 = llvm.trunc %a : i32 to i8
  %1 = llvm.trunc %a overflow<nsw> : i32 to i16
  %2 = llvm.zext %a : i32 to i64
  %3 = llvm.zext nneg %v : vector<4xi32> to vector<4xi64>
  %4 = llvm.sext %a : i32 to i64
  %5 = llvm.fptrunc %d : f64 to f32
  %6 = llvm.fpext %x : f32 to f64
  %7 = llvm.sitofp %a : i32 to f32
  %8 = llvm.uitofp nneg %a : i32 to f64
  %9 = llvm.fptosi %x : f32 to i32
  %10 = llvm.fptoui %d : f64 to i64
  %11 = llvm.ptrtoint %p : !llvm.ptr to i64
  %12 = llvm.inttoptr %11 : i64 to !llvm.ptr
  %13 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<3>
  %14 = llvm.bitcast %x : f32 to i32
  %15 = llvm.bitcast %v : vector<4xi32> to vector<2xi64>
  llvm.return
}

llvm.func @constants() {
  %0 = llvm.mlir.constant(42 : i32) : i32
  %1 = llvm.mlir.constant(-1 : i64) : i64
  %2 = llvm.mlir.constant(1.5 : f32) : f32
  %3 = llvm.mlir.constant(true) : i1
  %4 = llvm.mlir.constant(8 : index) : i64
  %5 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
  %6 = llvm.mlir.constant(dense<0.0> : tensor<2xf64>) : !llvm.array<2 x f64>
  %7 = llvm.mlir.constant("text") : !llvm.array<4 x i8>
  %8 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
  %9 = llvm.mlir.poison : vector<4xf32>
  %10 = llvm.mlir.zero : !llvm.ptr
  %11 = llvm.mlir.zero : !llvm.struct<packed (i8, i64)>
  llvm.return
}

llvm.func @memory(%n: i64, %p: !llvm.ptr, %i: i32, %v: f32) {
  %0 = llvm.alloca %n x f32 : (i64) -> !llvm.ptr
  %1 = llvm.alloca %i x !llvm.struct<(i32, f64)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %2 = llvm.alloca inalloca %n x i64 : (i64) -> !llvm.ptr
  %3 = llvm.load %p : !llvm.ptr -> f32
  %4 = llvm.load volatile %p {alignment = 4 : i64} : !llvm.ptr -> i32
  %5 = llvm.load %p {nontemporal} : !llvm.ptr -> vector<4xf32>
  %6 = llvm.load %p atomic monotonic {alignment = 8 : i64} : !llvm.ptr -> i64
  %7 = llvm.load %p invariant : !llvm.ptr -> !llvm.ptr
  llvm.store %v, %p : f32, !llvm.ptr
  llvm.store volatile %i, %p {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store %n, %p atomic seq_cst {alignment = 8 : i64} : i64, !llvm.ptr
  llvm.return
}

llvm.func @gep(%p: !llvm.ptr, %i: i64, %j: i32, %ps: vector<2x!llvm.ptr>) {
  %0 = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %1 = llvm.getelementptr inbounds %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  %2 = llvm.getelementptr inbounds|nuw %p[%i, 2, %j] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.struct<(i8, f32, array<4 x i16>)>
  %3 = llvm.getelementptr nusw %p[-1] : (!llvm.ptr) -> !llvm.ptr, i8
  %4 = llvm.getelementptr nuw %p[%j] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<3 x i64>
  %5 = llvm.getelementptr nusw|nuw %p[%j, 3] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<4 x i32>
  %6 = llvm.getelementptr %ps[%i] : (vector<2x!llvm.ptr>, i64) -> vector<2x!llvm.ptr>, f64
  llvm.return
}

llvm.func @aggregates(%s: !llvm.struct<(ptr, ptr, i64, array<2 x i64>)>, %a: !llvm.array<3 x f32>, %x: f32) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>)> {
  %0 = llvm.extractvalue %s[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>)>
  %1 = llvm.extractvalue %s[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>)>
  %2 = llvm.insertvalue %1, %s[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>)>
  %3 = llvm.insertvalue %x, %a[2] : !llvm.array<3 x f32>
  %4 = llvm.extractvalue %3[0] : !llvm.array<3 x f32>
  llvm.return %2 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>)>
}

llvm.func @vectors(%v: vector<4xf32>, %w: vector<4xf32>, %x: f32, %i: i32, %k: i64) -> vector<8xf32> {
  %0 = llvm.extractelement %v[%i : i32] : vector<4xf32>
  %1 = llvm.insertelement %x, %v[%k : i64] : vector<4xf32>
  %2 = llvm.shufflevector %v, %w [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xf32>
  %3 = llvm.shufflevector %v, %w [-1, 0] : vector<4xf32>
  llvm.return %2 : vector<8xf32>
}

llvm.func @control(%c: i1, %a: i32, %b: i64) -> i32 {
  llvm.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  llvm.br ^bb2
^bb2:
  llvm.cond_br %c weights([1, 7]), ^bb3, ^bb4(%a, %b : i32, i64)
^bb3:
  llvm.switch %a : i32, ^bb4(%a, %b : i32, i64) [
    0: ^bb5,
    -7: ^bb4(%a, %b : i32, i64),
    100: ^bb5
  ]
^bb4(%y: i32, %z: i64):
  llvm.return %y : i32
^bb5:
  llvm.switch %b : i64, ^bb6 []
^bb6:
  llvm.unreachable
}

llvm.func @decl(i32, !llvm.ptr) -> i64
llvm.func @vararg_decl(!llvm.ptr, ...) -> i32
llvm.func @only_vararg(...)
llvm.func extern_weak @weak_decl()
llvm.func hidden local_unnamed_addr @hidden_decl() -> f32
llvm.func protected unnamed_addr coldcc @protected_decl()
llvm.func @with_attrs(%arg0: !llvm.ptr {llvm.noalias, llvm.nonnull}, %arg1: i32 {llvm.signext}) -> (i32 {llvm.zeroext}) attributes {llvm.emit_c_interface, passthrough = ["noinline"]} {
  llvm.return %arg1 : i32
}
llvm.func internal fastcc @internal_fast(%a: i32) -> i32 attributes {sym_visibility = "private"} {
  llvm.return %a : i32
}
llvm.func linkonce_odr @odr() {
  llvm.return
}
llvm.func weak_odr @weak_odr() {
  llvm.return
}

llvm.func @calls(%a: i32, %f: !llvm.ptr, %s: !llvm.ptr) -> i64 {
  %0 = llvm.call @decl(%a, %f) : (i32, !llvm.ptr) -> i64
  %1 = llvm.call %f(%a, %s) : !llvm.ptr, (i32, !llvm.ptr) -> i64
  %2 = llvm.call @vararg_decl(%s, %a, %0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i64) -> i32
  llvm.call @only_vararg() vararg(!llvm.func<void (...)>) : () -> ()
  %3 = llvm.call tail @decl(%a, %f) : (i32, !llvm.ptr) -> i64
  %4 = llvm.call fastcc musttail @internal_fast(%a) : (i32) -> i32
  %5 = llvm.call @decl(%a, %f) {fastmathFlags = #llvm.fastmath<fast>} : (i32, !llvm.ptr) -> i64
  llvm.call @weak_decl() : () -> ()
  llvm.return %0 : i64
}

llvm.mlir.global internal @counter(0 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global private constant @message("hello\00") {addr_space = 0 : i32}
llvm.mlir.global external @table(dense<[1.0, 2.0]> : tensor<2xf32>) {addr_space = 1 : i32, alignment = 16 : i64} : !llvm.array<2 x f32>
llvm.mlir.global linkonce hidden thread_local unnamed_addr @tls(1 : i64) {addr_space = 0 : i32} : i64
llvm.mlir.global weak @uninit() {addr_space = 0 : i32} : !llvm.struct<(i32, f32)>
llvm.mlir.global internal constant @initializer() {addr_space = 0 : i32} : !llvm.struct<(ptr, i32)> {
  %0 = llvm.mlir.undef : !llvm.struct<(ptr, i32)>
  %1 = llvm.mlir.addressof @counter : !llvm.ptr
  %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(ptr, i32)>
  %3 = llvm.mlir.constant(7 : i32) : i32
  %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(ptr, i32)>
  llvm.return %4 : !llvm.struct<(ptr, i32)>
}

llvm.func @addresses() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @counter : !llvm.ptr
  %1 = llvm.mlir.addressof @table : !llvm.ptr<1>
  %2 = llvm.mlir.addressof @decl : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

llvm.func @intrinsics(%x: f32, %y: f32, %z: f32, %a: i32, %b: i32, %p: !llvm.ptr, %q: !llvm.ptr, %n: i64, %c: i8, %v: vector<4xf32>) {
  %0 = llvm.intr.fmuladd(%x, %y, %z) : (f32, f32, f32) -> f32
  %1 = llvm.intr.fma(%v, %v, %v) {fastmathFlags = #llvm.fastmath<contract>} : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %2 = llvm.intr.sqrt(%x) : (f32) -> f32
  %3 = llvm.intr.fabs(%x) : (f32) -> f32
  %4 = llvm.intr.exp(%x) : (f32) -> f32
  %5 = llvm.intr.exp2(%x) : (f32) -> f32
  %6 = llvm.intr.log(%x) : (f32) -> f32
  %7 = llvm.intr.log2(%x) : (f32) -> f32
  %8 = llvm.intr.log10(%x) : (f32) -> f32
  %9 = llvm.intr.sin(%x) : (f32) -> f32
  %10 = llvm.intr.cos(%x) : (f32) -> f32
  %11 = llvm.intr.floor(%x) : (f32) -> f32
  %12 = llvm.intr.ceil(%x) : (f32) -> f32
  %13 = llvm.intr.trunc(%x) : (f32) -> f32
  %14 = llvm.intr.round(%x) : (f32) -> f32
  %15 = llvm.intr.roundeven(%x) : (f32) -> f32
  %16 = llvm.intr.rint(%x) : (f32) -> f32
  %17 = llvm.intr.maxnum(%x, %y) : (f32, f32) -> f32
  %18 = llvm.intr.minnum(%x, %y) : (f32, f32) -> f32
  %19 = llvm.intr.maximum(%x, %y) : (f32, f32) -> f32
  %20 = llvm.intr.minimum(%v, %v) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  %21 = llvm.intr.copysign(%x, %y) : (f32, f32) -> f32
  %22 = llvm.intr.pow(%x, %y) : (f32, f32) -> f32
  %23 = llvm.intr.powi(%x, %a) : (f32, i32) -> f32
  %24 = llvm.intr.smax(%a, %b) : (i32, i32) -> i32
  %25 = llvm.intr.smin(%a, %b) : (i32, i32) -> i32
  %26 = llvm.intr.umax(%a, %b) : (i32, i32) -> i32
  %27 = llvm.intr.umin(%a, %b) : (i32, i32) -> i32
  %28 = llvm.intr.ctpop(%a) : (i32) -> i32
  %29 = llvm.intr.bitreverse(%a) : (i32) -> i32
  %30 = llvm.intr.bswap(%a) : (i32) -> i32
  %31 = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i32) -> i32
  %32 = "llvm.intr.cttz"(%a) <{is_zero_poison = true}> : (i32) -> i32
  %33 = "llvm.intr.abs"(%a) <{is_int_min_poison = true}> : (i32) -> i32
  "llvm.intr.memcpy"(%p, %q, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memmove"(%p, %q, %a) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  "llvm.intr.memset"(%p, %c, %n) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %34 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %34 : !llvm.ptr
  llvm.return
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @int_arith(%arg0: i32, %arg1: i32, %arg2: vector<4xi64>) -> i32 {
// CHECK-NEXT:     %0 = llvm.add %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = llvm.sub %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:     %2 = llvm.mul %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT:     %3 = llvm.shl %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT:     %4 = llvm.udiv exact %arg0, %arg1 : i32
// CHECK-NEXT:     %5 = llvm.sdiv %arg0, %arg1 : i32
// CHECK-NEXT:     %6 = llvm.urem %arg0, %arg1 : i32
// CHECK-NEXT:     %7 = llvm.srem %arg0, %arg1 : i32
// CHECK-NEXT:     %8 = llvm.and %arg0, %arg1 : i32
// CHECK-NEXT:     %9 = llvm.or disjoint %arg0, %arg1 : i32
// CHECK-NEXT:     %10 = llvm.xor %arg0, %arg1 : i32
// CHECK-NEXT:     %11 = llvm.lshr exact %arg0, %arg1 : i32
// CHECK-NEXT:     %12 = llvm.ashr %arg0, %arg1 : i32
// CHECK-NEXT:     %13 = llvm.add %arg2, %arg2 overflow<nsw> : vector<4xi64>
// CHECK-NEXT:     %14 = llvm.freeze %arg0 : i32
// CHECK-NEXT:     llvm.return %14 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @float_arith(%arg0: f32, %arg1: f64, %arg2: vector<2xf16>) -> f32 {
// CHECK-NEXT:     %0 = llvm.fadd %arg0, %arg0 : f32
// CHECK-NEXT:     %1 = llvm.fsub %arg0, %arg0 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT:     %2 = llvm.fmul %arg0, %arg0 {fastmathFlags = #llvm.fastmath<nnan, nsz, afn>} : f32
// CHECK-NEXT:     %3 = llvm.fdiv %arg1, %arg1 : f64
// CHECK-NEXT:     %4 = llvm.frem %arg2, %arg2 : vector<2xf16>
// CHECK-NEXT:     %5 = llvm.fneg %arg0 {fastmathFlags = #llvm.fastmath<contract>} : f32
// CHECK-NEXT:     llvm.return %5 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @compare(%arg0: i64, %arg1: i64, %arg2: !llvm.ptr, %arg3: f32, %arg4: vector<2xf32>) -> i1 {
// CHECK-NEXT:     %0 = llvm.icmp "eq" %arg0, %arg1 : i64
// CHECK-NEXT:     %1 = llvm.icmp "ne" %arg0, %arg1 : i64
// CHECK-NEXT:     %2 = llvm.icmp "slt" %arg0, %arg1 : i64
// CHECK-NEXT:     %3 = llvm.icmp "sle" %arg0, %arg1 : i64
// CHECK-NEXT:     %4 = llvm.icmp "sgt" %arg0, %arg1 : i64
// CHECK-NEXT:     %5 = llvm.icmp "sge" %arg0, %arg1 : i64
// CHECK-NEXT:     %6 = llvm.icmp "ult" %arg0, %arg1 : i64
// CHECK-NEXT:     %7 = llvm.icmp "ule" %arg0, %arg1 : i64
// CHECK-NEXT:     %8 = llvm.icmp "ugt" %arg2, %arg2 : !llvm.ptr
// CHECK-NEXT:     %9 = llvm.icmp "uge" %arg0, %arg1 : i64
// CHECK-NEXT:     %10 = llvm.fcmp "_false" %arg3, %arg3 : f32
// CHECK-NEXT:     %11 = llvm.fcmp "oeq" %arg3, %arg3 : f32
// CHECK-NEXT:     %12 = llvm.fcmp "une" %arg4, %arg4 {fastmathFlags = #llvm.fastmath<nnan>} : vector<2xf32>
// CHECK-NEXT:     %13 = llvm.fcmp "_true" %arg3, %arg3 : f32
// CHECK-NEXT:     %14 = llvm.fcmp "uno" %arg3, %arg3 : f32
// CHECK-NEXT:     %15 = llvm.select %0, %arg0, %arg1 : i1, i64
// CHECK-NEXT:     %16 = llvm.select %12, %arg4, %arg4 {fastmathFlags = #llvm.fastmath<nsz>} : vector<2xi1>, vector<2xf32>
// CHECK-NEXT:     llvm.return %13 : i1
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @casts(%arg0: i32, %arg1: f32, %arg2: f64, %arg3: !llvm.ptr, %arg4: vector<4xi32>) {
// CHECK-NEXT:     %0 = llvm.trunc %arg0 : i32 to i8
// CHECK-NEXT:     %1 = llvm.trunc %arg0 overflow<nsw> : i32 to i16
// CHECK-NEXT:     %2 = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT:     %3 = llvm.zext nneg %arg4 : vector<4xi32> to vector<4xi64>
// CHECK-NEXT:     %4 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT:     %5 = llvm.fptrunc %arg2 : f64 to f32
// CHECK-NEXT:     %6 = llvm.fpext %arg1 : f32 to f64
// CHECK-NEXT:     %7 = llvm.sitofp %arg0 : i32 to f32
// CHECK-NEXT:     %8 = llvm.uitofp nneg %arg0 : i32 to f64
// CHECK-NEXT:     %9 = llvm.fptosi %arg1 : f32 to i32
// CHECK-NEXT:     %10 = llvm.fptoui %arg2 : f64 to i64
// CHECK-NEXT:     %11 = llvm.ptrtoint %arg3 : !llvm.ptr to i64
// CHECK-NEXT:     %12 = llvm.inttoptr %11 : i64 to !llvm.ptr
// CHECK-NEXT:     %13 = llvm.addrspacecast %arg3 : !llvm.ptr to !llvm.ptr<3>
// CHECK-NEXT:     %14 = llvm.bitcast %arg1 : f32 to i32
// CHECK-NEXT:     %15 = llvm.bitcast %arg4 : vector<4xi32> to vector<2xi64>
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @constants() {
// CHECK-NEXT:     %0 = llvm.mlir.constant(42 : i32) : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT:     %2 = llvm.mlir.constant(1.500000e+00 : f32) : f32
// CHECK-NEXT:     %3 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:     %4 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %5 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
// CHECK-NEXT:     %6 = llvm.mlir.constant(dense<0.000000e+00> : tensor<2xf64>) : !llvm.array<2 x f64>
// CHECK-NEXT:     %7 = llvm.mlir.constant("text") : !llvm.array<4 x i8>
// CHECK-NEXT:     %8 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
// CHECK-NEXT:     %9 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT:     %10 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %11 = llvm.mlir.zero : !llvm.struct<packed (i8, i64)>
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @memory(%arg0: i64, %arg1: !llvm.ptr, %arg2: i32, %arg3: f32) {
// CHECK-NEXT:     %0 = llvm.alloca %arg0 x f32 : (i64) -> !llvm.ptr
// CHECK-NEXT:     %1 = llvm.alloca %arg2 x !llvm.struct<(i32, f64)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT:     %2 = llvm.alloca inalloca %arg0 x i64 : (i64) -> !llvm.ptr
// CHECK-NEXT:     %3 = llvm.load %arg1 : !llvm.ptr -> f32
// CHECK-NEXT:     %4 = llvm.load volatile %arg1 {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT:     %5 = llvm.load %arg1 {nontemporal} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT:     %6 = llvm.load %arg1 atomic monotonic {alignment = 8 : i64} : !llvm.ptr -> i64
// CHECK-NEXT:     %7 = llvm.load %arg1 invariant : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:     llvm.store %arg3, %arg1 : f32, !llvm.ptr
// CHECK-NEXT:     llvm.store volatile %arg2, %arg1 {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT:     llvm.store %arg0, %arg1 atomic seq_cst {alignment = 8 : i64} : i64, !llvm.ptr
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @gep(%arg0: !llvm.ptr, %arg1: i64, %arg2: i32, %arg3: vector<2x!llvm.ptr>) {
// CHECK-NEXT:     %0 = llvm.getelementptr %arg0[%arg1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %1 = llvm.getelementptr inbounds %arg0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
// CHECK-NEXT:     %2 = llvm.getelementptr inbounds|nuw %arg0[%arg1, 2, %arg2] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.struct<(i8, f32, array<4 x i16>)>
// CHECK-NEXT:     %3 = llvm.getelementptr nusw %arg0[-1] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:     %4 = llvm.getelementptr nuw %arg0[%arg2] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<3 x i64>
// CHECK-NEXT:     %5 = llvm.getelementptr nusw|nuw %arg0[%arg2, 3] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<4 x i32>
// CHECK-NEXT:     %6 = llvm.getelementptr %arg3[%arg1] : (vector<2x!llvm.ptr>, i64) -> vector<2x!llvm.ptr>, f64
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @aggregates(%arg0: !llvm.struct<(ptr, ptr, i64, array<2 x i64>)>, %arg1: !llvm.array<3 x f32>, %arg2: f32) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>)> {
// CHECK-NEXT:     %0 = llvm.extractvalue %arg0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>)>
// CHECK-NEXT:     %1 = llvm.extractvalue %arg0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %1, %arg0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg2, %arg1[2] : !llvm.array<3 x f32>
// CHECK-NEXT:     %4 = llvm.extractvalue %3[0] : !llvm.array<3 x f32>
// CHECK-NEXT:     llvm.return %2 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @vectors(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: f32, %arg3: i32, %arg4: i64) -> vector<8xf32> {
// CHECK-NEXT:     %0 = llvm.extractelement %arg0[%arg3 : i32] : vector<4xf32>
// CHECK-NEXT:     %1 = llvm.insertelement %arg2, %arg0[%arg4 : i64] : vector<4xf32>
// CHECK-NEXT:     %2 = llvm.shufflevector %arg0, %arg1 [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xf32>
// CHECK-NEXT:     %3 = llvm.shufflevector %arg0, %arg1 [-1, 0] : vector<4xf32>
// CHECK-NEXT:     llvm.return %2 : vector<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @control(%arg0: i1, %arg1: i32, %arg2: i64) -> i32 {
// CHECK-NEXT:     llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     llvm.br ^bb2
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     llvm.cond_br %arg0 weights([1, 7]), ^bb3, ^bb4(%arg1, %arg2 : i32, i64)
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     llvm.switch %arg1 : i32, ^bb4(%arg1, %arg2 : i32, i64) [
// CHECK-NEXT:       0: ^bb5,
// CHECK-NEXT:       -7: ^bb4(%arg1, %arg2 : i32, i64),
// CHECK-NEXT:       100: ^bb5
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb4(%1: i32, %2: i64):  // 3 preds: ^bb2, ^bb3, ^bb3
// CHECK-NEXT:     llvm.return %1 : i32
// CHECK-NEXT:   ^bb5:  // 2 preds: ^bb3, ^bb3
// CHECK-NEXT:     llvm.switch %arg2 : i64, ^bb6 [
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     llvm.unreachable
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @decl(i32, !llvm.ptr) -> i64
// CHECK-NEXT:   llvm.func @vararg_decl(!llvm.ptr, ...) -> i32
// CHECK-NEXT:   llvm.func @only_vararg(...)
// CHECK-NEXT:   llvm.func extern_weak @weak_decl()
// CHECK-NEXT:   llvm.func hidden local_unnamed_addr @hidden_decl() -> f32
// CHECK-NEXT:   llvm.func protected unnamed_addr coldcc @protected_decl()
// CHECK-NEXT:   llvm.func @with_attrs(%arg0: !llvm.ptr {llvm.noalias, llvm.nonnull}, %arg1: i32 {llvm.signext}) -> (i32 {llvm.zeroext}) attributes {llvm.emit_c_interface, passthrough = ["noinline"]} {
// CHECK-NEXT:     llvm.return %arg1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func internal fastcc @internal_fast(%arg0: i32) -> i32 attributes {sym_visibility = "private"} {
// CHECK-NEXT:     llvm.return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func linkonce_odr @odr() {
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func weak_odr @weak_odr() {
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @calls(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr) -> i64 {
// CHECK-NEXT:     %0 = llvm.call @decl(%arg0, %arg1) : (i32, !llvm.ptr) -> i64
// CHECK-NEXT:     %1 = llvm.call %arg1(%arg0, %arg2) : !llvm.ptr, (i32, !llvm.ptr) -> i64
// CHECK-NEXT:     %2 = llvm.call @vararg_decl(%arg2, %arg0, %0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i64) -> i32
// CHECK-NEXT:     llvm.call @only_vararg() vararg(!llvm.func<void (...)>) : () -> ()
// CHECK-NEXT:     %3 = llvm.call tail @decl(%arg0, %arg1) : (i32, !llvm.ptr) -> i64
// CHECK-NEXT:     %4 = llvm.call fastcc musttail @internal_fast(%arg0) : (i32) -> i32
// CHECK-NEXT:     %5 = llvm.call @decl(%arg0, %arg1) {fastmathFlags = #llvm.fastmath<fast>} : (i32, !llvm.ptr) -> i64
// CHECK-NEXT:     llvm.call @weak_decl() : () -> ()
// CHECK-NEXT:     llvm.return %0 : i64
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.mlir.global internal @counter(0 : i32) {addr_space = 0 : i32} : i32
// CHECK-NEXT:   llvm.mlir.global private constant @message("hello\00") {addr_space = 0 : i32}
// CHECK-NEXT:   llvm.mlir.global external @table(dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>) {addr_space = 1 : i32, alignment = 16 : i64} : !llvm.array<2 x f32>
// CHECK-NEXT:   llvm.mlir.global linkonce hidden thread_local unnamed_addr @tls(1 : i64) {addr_space = 0 : i32} : i64
// CHECK-NEXT:   llvm.mlir.global weak @uninit() {addr_space = 0 : i32} : !llvm.struct<(i32, f32)>
// CHECK-NEXT:   llvm.mlir.global internal constant @initializer() {addr_space = 0 : i32} : !llvm.struct<(ptr, i32)> {
// CHECK-NEXT:     %0 = llvm.mlir.undef : !llvm.struct<(ptr, i32)>
// CHECK-NEXT:     %1 = llvm.mlir.addressof @counter : !llvm.ptr
// CHECK-NEXT:     %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(ptr, i32)>
// CHECK-NEXT:     %3 = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT:     %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(ptr, i32)>
// CHECK-NEXT:     llvm.return %4 : !llvm.struct<(ptr, i32)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @addresses() -> !llvm.ptr {
// CHECK-NEXT:     %0 = llvm.mlir.addressof @counter : !llvm.ptr
// CHECK-NEXT:     %1 = llvm.mlir.addressof @table : !llvm.ptr<1>
// CHECK-NEXT:     %2 = llvm.mlir.addressof @decl : !llvm.ptr
// CHECK-NEXT:     llvm.return %0 : !llvm.ptr
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @intrinsics(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: i32, %arg4: i32, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i8, %arg9: vector<4xf32>) {
// CHECK-NEXT:     %0 = llvm.intr.fmuladd(%arg0, %arg1, %arg2) : (f32, f32, f32) -> f32
// CHECK-NEXT:     %1 = llvm.intr.fma(%arg9, %arg9, %arg9) {fastmathFlags = #llvm.fastmath<contract>} : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %2 = llvm.intr.sqrt(%arg0) : (f32) -> f32
// CHECK-NEXT:     %3 = llvm.intr.fabs(%arg0) : (f32) -> f32
// CHECK-NEXT:     %4 = llvm.intr.exp(%arg0) : (f32) -> f32
// CHECK-NEXT:     %5 = llvm.intr.exp2(%arg0) : (f32) -> f32
// CHECK-NEXT:     %6 = llvm.intr.log(%arg0) : (f32) -> f32
// CHECK-NEXT:     %7 = llvm.intr.log2(%arg0) : (f32) -> f32
// CHECK-NEXT:     %8 = llvm.intr.log10(%arg0) : (f32) -> f32
// CHECK-NEXT:     %9 = llvm.intr.sin(%arg0) : (f32) -> f32
// CHECK-NEXT:     %10 = llvm.intr.cos(%arg0) : (f32) -> f32
// CHECK-NEXT:     %11 = llvm.intr.floor(%arg0) : (f32) -> f32
// CHECK-NEXT:     %12 = llvm.intr.ceil(%arg0) : (f32) -> f32
// CHECK-NEXT:     %13 = llvm.intr.trunc(%arg0) : (f32) -> f32
// CHECK-NEXT:     %14 = llvm.intr.round(%arg0) : (f32) -> f32
// CHECK-NEXT:     %15 = llvm.intr.roundeven(%arg0) : (f32) -> f32
// CHECK-NEXT:     %16 = llvm.intr.rint(%arg0) : (f32) -> f32
// CHECK-NEXT:     %17 = llvm.intr.maxnum(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT:     %18 = llvm.intr.minnum(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT:     %19 = llvm.intr.maximum(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT:     %20 = llvm.intr.minimum(%arg9, %arg9) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %21 = llvm.intr.copysign(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT:     %22 = llvm.intr.pow(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT:     %23 = llvm.intr.powi(%arg0, %arg3) : (f32, i32) -> f32
// CHECK-NEXT:     %24 = llvm.intr.smax(%arg3, %arg4) : (i32, i32) -> i32
// CHECK-NEXT:     %25 = llvm.intr.smin(%arg3, %arg4) : (i32, i32) -> i32
// CHECK-NEXT:     %26 = llvm.intr.umax(%arg3, %arg4) : (i32, i32) -> i32
// CHECK-NEXT:     %27 = llvm.intr.umin(%arg3, %arg4) : (i32, i32) -> i32
// CHECK-NEXT:     %28 = llvm.intr.ctpop(%arg3) : (i32) -> i32
// CHECK-NEXT:     %29 = llvm.intr.bitreverse(%arg3) : (i32) -> i32
// CHECK-NEXT:     %30 = llvm.intr.bswap(%arg3) : (i32) -> i32
// CHECK-NEXT:     %31 = "llvm.intr.ctlz"(%arg3) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT:     %32 = "llvm.intr.cttz"(%arg3) <{is_zero_poison = true}> : (i32) -> i32
// CHECK-NEXT:     %33 = "llvm.intr.abs"(%arg3) <{is_int_min_poison = true}> : (i32) -> i32
// CHECK-NEXT:     "llvm.intr.memcpy"(%arg5, %arg6, %arg7) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     "llvm.intr.memmove"(%arg5, %arg6, %arg3) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// CHECK-NEXT:     "llvm.intr.memset"(%arg5, %arg8, %arg7) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
// CHECK-NEXT:     %34 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT:     llvm.intr.stackrestore %34 : !llvm.ptr
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, i32, vector<4xi64>)>, linkage = #llvm.linkage<external>, sym_name = "int_arith", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg48: i32, %arg49: i32, %arg50: vector<4xi64>):
// GENERIC-NEXT:     %127 = "llvm.add"(%arg48, %arg49) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
// GENERIC-NEXT:     %128 = "llvm.sub"(%arg48, %arg49) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
// GENERIC-NEXT:     %129 = "llvm.mul"(%arg48, %arg49) <{overflowFlags = 2 : i32}> : (i32, i32) -> i32
// GENERIC-NEXT:     %130 = "llvm.shl"(%arg48, %arg49) <{overflowFlags = 3 : i32}> : (i32, i32) -> i32
// GENERIC-NEXT:     %131 = "llvm.udiv"(%arg48, %arg49) <{isExact}> : (i32, i32) -> i32
// GENERIC-NEXT:     %132 = "llvm.sdiv"(%arg48, %arg49) : (i32, i32) -> i32
// GENERIC-NEXT:     %133 = "llvm.urem"(%arg48, %arg49) : (i32, i32) -> i32
// GENERIC-NEXT:     %134 = "llvm.srem"(%arg48, %arg49) : (i32, i32) -> i32
// GENERIC-NEXT:     %135 = "llvm.and"(%arg48, %arg49) : (i32, i32) -> i32
// GENERIC-NEXT:     %136 = "llvm.or"(%arg48, %arg49) <{isDisjoint}> : (i32, i32) -> i32
// GENERIC-NEXT:     %137 = "llvm.xor"(%arg48, %arg49) : (i32, i32) -> i32
// GENERIC-NEXT:     %138 = "llvm.lshr"(%arg48, %arg49) <{isExact}> : (i32, i32) -> i32
// GENERIC-NEXT:     %139 = "llvm.ashr"(%arg48, %arg49) : (i32, i32) -> i32
// GENERIC-NEXT:     %140 = "llvm.add"(%arg50, %arg50) <{overflowFlags = 1 : i32}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
// GENERIC-NEXT:     %141 = "llvm.freeze"(%arg48) : (i32) -> i32
// GENERIC-NEXT:     "llvm.return"(%141) : (i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (f32, f64, vector<2xf16>)>, linkage = #llvm.linkage<external>, sym_name = "float_arith", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg45: f32, %arg46: f64, %arg47: vector<2xf16>):
// GENERIC-NEXT:     %121 = "llvm.fadd"(%arg45, %arg45) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %122 = "llvm.fsub"(%arg45, %arg45) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %123 = "llvm.fmul"(%arg45, %arg45) <{fastmathFlags = #llvm.fastmath<nnan, nsz, afn>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %124 = "llvm.fdiv"(%arg46, %arg46) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, f64) -> f64
// GENERIC-NEXT:     %125 = "llvm.frem"(%arg47, %arg47) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
// GENERIC-NEXT:     %126 = "llvm.fneg"(%arg45) <{fastmathFlags = #llvm.fastmath<contract>}> : (f32) -> f32
// GENERIC-NEXT:     "llvm.return"(%126) : (f32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i1 (i64, i64, ptr, f32, vector<2xf32>)>, linkage = #llvm.linkage<external>, sym_name = "compare", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg40: i64, %arg41: i64, %arg42: !llvm.ptr, %arg43: f32, %arg44: vector<2xf32>):
// GENERIC-NEXT:     %104 = "llvm.icmp"(%arg40, %arg41) <{predicate = 0 : i64}> : (i64, i64) -> i1
// GENERIC-NEXT:     %105 = "llvm.icmp"(%arg40, %arg41) <{predicate = 1 : i64}> : (i64, i64) -> i1
// GENERIC-NEXT:     %106 = "llvm.icmp"(%arg40, %arg41) <{predicate = 2 : i64}> : (i64, i64) -> i1
// GENERIC-NEXT:     %107 = "llvm.icmp"(%arg40, %arg41) <{predicate = 3 : i64}> : (i64, i64) -> i1
// GENERIC-NEXT:     %108 = "llvm.icmp"(%arg40, %arg41) <{predicate = 4 : i64}> : (i64, i64) -> i1
// GENERIC-NEXT:     %109 = "llvm.icmp"(%arg40, %arg41) <{predicate = 5 : i64}> : (i64, i64) -> i1
// GENERIC-NEXT:     %110 = "llvm.icmp"(%arg40, %arg41) <{predicate = 6 : i64}> : (i64, i64) -> i1
// GENERIC-NEXT:     %111 = "llvm.icmp"(%arg40, %arg41) <{predicate = 7 : i64}> : (i64, i64) -> i1
// GENERIC-NEXT:     %112 = "llvm.icmp"(%arg42, %arg42) <{predicate = 8 : i64}> : (!llvm.ptr, !llvm.ptr) -> i1
// GENERIC-NEXT:     %113 = "llvm.icmp"(%arg40, %arg41) <{predicate = 9 : i64}> : (i64, i64) -> i1
// GENERIC-NEXT:     %114 = "llvm.fcmp"(%arg43, %arg43) <{fastmathFlags = #llvm.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:     %115 = "llvm.fcmp"(%arg43, %arg43) <{fastmathFlags = #llvm.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:     %116 = "llvm.fcmp"(%arg44, %arg44) <{fastmathFlags = #llvm.fastmath<nnan>, predicate = 13 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
// GENERIC-NEXT:     %117 = "llvm.fcmp"(%arg43, %arg43) <{fastmathFlags = #llvm.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:     %118 = "llvm.fcmp"(%arg43, %arg43) <{fastmathFlags = #llvm.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT:     %119 = "llvm.select"(%104, %arg40, %arg41) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i64, i64) -> i64
// GENERIC-NEXT:     %120 = "llvm.select"(%116, %arg44, %arg44) <{fastmathFlags = #llvm.fastmath<nsz>}> : (vector<2xi1>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
// GENERIC-NEXT:     "llvm.return"(%117) : (i1) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, f32, f64, ptr, vector<4xi32>)>, linkage = #llvm.linkage<external>, sym_name = "casts", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg35: i32, %arg36: f32, %arg37: f64, %arg38: !llvm.ptr, %arg39: vector<4xi32>):
// GENERIC-NEXT:     %88 = "llvm.trunc"(%arg35) <{overflowFlags = 0 : i32}> : (i32) -> i8
// GENERIC-NEXT:     %89 = "llvm.trunc"(%arg35) <{overflowFlags = 1 : i32}> : (i32) -> i16
// GENERIC-NEXT:     %90 = "llvm.zext"(%arg35) : (i32) -> i64
// GENERIC-NEXT:     %91 = "llvm.zext"(%arg39) <{nonNeg}> : (vector<4xi32>) -> vector<4xi64>
// GENERIC-NEXT:     %92 = "llvm.sext"(%arg35) : (i32) -> i64
// GENERIC-NEXT:     %93 = "llvm.fptrunc"(%arg37) : (f64) -> f32
// GENERIC-NEXT:     %94 = "llvm.fpext"(%arg36) : (f32) -> f64
// GENERIC-NEXT:     %95 = "llvm.sitofp"(%arg35) : (i32) -> f32
// GENERIC-NEXT:     %96 = "llvm.uitofp"(%arg35) <{nonNeg}> : (i32) -> f64
// GENERIC-NEXT:     %97 = "llvm.fptosi"(%arg36) : (f32) -> i32
// GENERIC-NEXT:     %98 = "llvm.fptoui"(%arg37) : (f64) -> i64
// GENERIC-NEXT:     %99 = "llvm.ptrtoint"(%arg38) : (!llvm.ptr) -> i64
// GENERIC-NEXT:     %100 = "llvm.inttoptr"(%99) : (i64) -> !llvm.ptr
// GENERIC-NEXT:     %101 = "llvm.addrspacecast"(%arg38) : (!llvm.ptr) -> !llvm.ptr<3>
// GENERIC-NEXT:     %102 = "llvm.bitcast"(%arg36) : (f32) -> i32
// GENERIC-NEXT:     %103 = "llvm.bitcast"(%arg39) : (vector<4xi32>) -> vector<2xi64>
// GENERIC-NEXT:     "llvm.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "constants", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:     %76 = "llvm.mlir.constant"() <{value = 42 : i32}> : () -> i32
// GENERIC-NEXT:     %77 = "llvm.mlir.constant"() <{value = -1 : i64}> : () -> i64
// GENERIC-NEXT:     %78 = "llvm.mlir.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
// GENERIC-NEXT:     %79 = "llvm.mlir.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT:     %80 = "llvm.mlir.constant"() <{value = 8 : index}> : () -> i64
// GENERIC-NEXT:     %81 = "llvm.mlir.constant"() <{value = dense<[1, 2, 3, 4]> : vector<4xi32>}> : () -> vector<4xi32>
// GENERIC-NEXT:     %82 = "llvm.mlir.constant"() <{value = dense<0.000000e+00> : tensor<2xf64>}> : () -> !llvm.array<2 x f64>
// GENERIC-NEXT:     %83 = "llvm.mlir.constant"() <{value = "text"}> : () -> !llvm.array<4 x i8>
// GENERIC-NEXT:     %84 = "llvm.mlir.undef"() : () -> !llvm.struct<(i32, ptr)>
// GENERIC-NEXT:     %85 = "llvm.mlir.poison"() : () -> vector<4xf32>
// GENERIC-NEXT:     %86 = "llvm.mlir.zero"() : () -> !llvm.ptr
// GENERIC-NEXT:     %87 = "llvm.mlir.zero"() : () -> !llvm.struct<packed (i8, i64)>
// GENERIC-NEXT:     "llvm.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64, ptr, i32, f32)>, linkage = #llvm.linkage<external>, sym_name = "memory", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg31: i64, %arg32: !llvm.ptr, %arg33: i32, %arg34: f32):
// GENERIC-NEXT:     %68 = "llvm.alloca"(%arg31) <{elem_type = f32}> : (i64) -> !llvm.ptr
// GENERIC-NEXT:     %69 = "llvm.alloca"(%arg33) <{alignment = 8 : i64, elem_type = !llvm.struct<(i32, f64)>}> : (i32) -> !llvm.ptr
// GENERIC-NEXT:     %70 = "llvm.alloca"(%arg31) <{elem_type = i64, inalloca}> : (i64) -> !llvm.ptr
// GENERIC-NEXT:     %71 = "llvm.load"(%arg32) <{ordering = 0 : i64}> : (!llvm.ptr) -> f32
// GENERIC-NEXT:     %72 = "llvm.load"(%arg32) <{alignment = 4 : i64, ordering = 0 : i64, volatile_}> : (!llvm.ptr) -> i32
// GENERIC-NEXT:     %73 = "llvm.load"(%arg32) <{nontemporal, ordering = 0 : i64}> : (!llvm.ptr) -> vector<4xf32>
// GENERIC-NEXT:     %74 = "llvm.load"(%arg32) <{alignment = 8 : i64, ordering = 2 : i64}> : (!llvm.ptr) -> i64
// GENERIC-NEXT:     %75 = "llvm.load"(%arg32) <{invariant, ordering = 0 : i64}> : (!llvm.ptr) -> !llvm.ptr
// GENERIC-NEXT:     "llvm.store"(%arg34, %arg32) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
// GENERIC-NEXT:     "llvm.store"(%arg33, %arg32) <{alignment = 4 : i64, ordering = 0 : i64, volatile_}> : (i32, !llvm.ptr) -> ()
// GENERIC-NEXT:     "llvm.store"(%arg31, %arg32) <{alignment = 8 : i64, ordering = 7 : i64}> : (i64, !llvm.ptr) -> ()
// GENERIC-NEXT:     "llvm.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr, i64, i32, vector<2x!llvm.ptr>)>, linkage = #llvm.linkage<external>, sym_name = "gep", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg27: !llvm.ptr, %arg28: i64, %arg29: i32, %arg30: vector<2x!llvm.ptr>):
// GENERIC-NEXT:     %61 = "llvm.getelementptr"(%arg27, %arg28) <{elem_type = f32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr
// GENERIC-NEXT:     %62 = "llvm.getelementptr"(%arg27) <{elem_type = !llvm.struct<(i32, f32)>, noWrapFlags = 3 : i32, rawConstantIndices = array<i32: 0, 1>}> : (!llvm.ptr) -> !llvm.ptr
// GENERIC-NEXT:     %63 = "llvm.getelementptr"(%arg27, %arg28, %arg29) <{elem_type = !llvm.struct<(i8, f32, array<4 x i16>)>, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648, 2, -2147483648>}> : (!llvm.ptr, i64, i32) -> !llvm.ptr
// GENERIC-NEXT:     %64 = "llvm.getelementptr"(%arg27) <{elem_type = i8, noWrapFlags = 2 : i32, rawConstantIndices = array<i32: -1>}> : (!llvm.ptr) -> !llvm.ptr
// GENERIC-NEXT:     %65 = "llvm.getelementptr"(%arg27, %arg29) <{elem_type = !llvm.array<3 x i64>, noWrapFlags = 4 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
// GENERIC-NEXT:     %66 = "llvm.getelementptr"(%arg27, %arg29) <{elem_type = !llvm.array<4 x i32>, noWrapFlags = 6 : i32, rawConstantIndices = array<i32: -2147483648, 3>}> : (!llvm.ptr, i32) -> !llvm.ptr
// GENERIC-NEXT:     %67 = "llvm.getelementptr"(%arg30, %arg28) <{elem_type = f64, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (vector<2x!llvm.ptr>, i64) -> vector<2x!llvm.ptr>
// GENERIC-NEXT:     "llvm.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<struct<(ptr, ptr, i64, array<2 x i64>)> (struct<(ptr, ptr, i64, array<2 x i64>)>, array<3 x f32>, f32)>, linkage = #llvm.linkage<external>, sym_name = "aggregates", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg24: !llvm.struct<(ptr, ptr, i64, array<2 x i64>)>, %arg25: !llvm.array<3 x f32>, %arg26: f32):
// GENERIC-NEXT:     %56 = "llvm.extractvalue"(%arg24) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>)>) -> !llvm.ptr
// GENERIC-NEXT:     %57 = "llvm.extractvalue"(%arg24) <{position = array<i64: 3, 1>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>)>) -> i64
// GENERIC-NEXT:     %58 = "llvm.insertvalue"(%arg24, %57) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>)>, i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>)>
// GENERIC-NEXT:     %59 = "llvm.insertvalue"(%arg25, %arg26) <{position = array<i64: 2>}> : (!llvm.array<3 x f32>, f32) -> !llvm.array<3 x f32>
// GENERIC-NEXT:     %60 = "llvm.extractvalue"(%59) <{position = array<i64: 0>}> : (!llvm.array<3 x f32>) -> f32
// GENERIC-NEXT:     "llvm.return"(%58) : (!llvm.struct<(ptr, ptr, i64, array<2 x i64>)>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<vector<8xf32> (vector<4xf32>, vector<4xf32>, f32, i32, i64)>, linkage = #llvm.linkage<external>, sym_name = "vectors", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg19: vector<4xf32>, %arg20: vector<4xf32>, %arg21: f32, %arg22: i32, %arg23: i64):
// GENERIC-NEXT:     %52 = "llvm.extractelement"(%arg19, %arg22) : (vector<4xf32>, i32) -> f32
// GENERIC-NEXT:     %53 = "llvm.insertelement"(%arg19, %arg21, %arg23) : (vector<4xf32>, f32, i64) -> vector<4xf32>
// GENERIC-NEXT:     %54 = "llvm.shufflevector"(%arg19, %arg20) <{mask = array<i32: 0, 4, 1, 5, 2, 6, 3, 7>}> : (vector<4xf32>, vector<4xf32>) -> vector<8xf32>
// GENERIC-NEXT:     %55 = "llvm.shufflevector"(%arg19, %arg20) <{mask = array<i32: -1, 0>}> : (vector<4xf32>, vector<4xf32>) -> vector<2xf32>
// GENERIC-NEXT:     "llvm.return"(%54) : (vector<8xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i1, i32, i64)>, linkage = #llvm.linkage<external>, sym_name = "control", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg16: i1, %arg17: i32, %arg18: i64):
// GENERIC-NEXT:     "llvm.cond_br"(%arg16, %arg17)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// GENERIC-NEXT:   ^bb1(%49: i32):  // pred: ^bb0
// GENERIC-NEXT:     "llvm.br"()[^bb2] : () -> ()
// GENERIC-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// GENERIC-NEXT:     "llvm.cond_br"(%arg16, %arg17, %arg18)[^bb3, ^bb4] <{branch_weights = array<i32: 1, 7>, operandSegmentSizes = array<i32: 1, 0, 2>}> : (i1, i32, i64) -> ()
// GENERIC-NEXT:   ^bb3:  // pred: ^bb2
// GENERIC-NEXT:     "llvm.switch"(%arg17, %arg17, %arg18, %arg17, %arg18)[^bb4, ^bb5, ^bb4, ^bb5] <{case_operand_segments = array<i32: 0, 2, 0>, case_values = dense<[0, -7, 100]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 2, 2>}> : (i32, i32, i64, i32, i64) -> ()
// GENERIC-NEXT:   ^bb4(%50: i32, %51: i64):  // 3 preds: ^bb2, ^bb3, ^bb3
// GENERIC-NEXT:     "llvm.return"(%50) : (i32) -> ()
// GENERIC-NEXT:   ^bb5:  // 2 preds: ^bb3, ^bb3
// GENERIC-NEXT:     "llvm.switch"(%arg18)[^bb6] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
// GENERIC-NEXT:   ^bb6:  // pred: ^bb5
// GENERIC-NEXT:     "llvm.unreachable"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i64 (i32, ptr)>, linkage = #llvm.linkage<external>, sym_name = "decl", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr, ...)>, linkage = #llvm.linkage<external>, sym_name = "vararg_decl", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (...)>, linkage = #llvm.linkage<external>, sym_name = "only_vararg", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<extern_weak>, sym_name = "weak_decl", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 ()>, linkage = #llvm.linkage<external>, sym_name = "hidden_decl", unnamed_addr = 1 : i64, visibility_ = 1 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<coldcc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "protected_decl", unnamed_addr = 2 : i64, visibility_ = 2 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.noalias, llvm.nonnull}, {llvm.signext}], function_type = !llvm.func<i32 (ptr, i32)>, linkage = #llvm.linkage<external>, passthrough = ["noinline"], res_attrs = [{llvm.zeroext}], sym_name = "with_attrs", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg14: !llvm.ptr, %arg15: i32):
// GENERIC-NEXT:     "llvm.return"(%arg15) : (i32) -> ()
// GENERIC-NEXT:   }) {llvm.emit_c_interface} : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<fastcc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<internal>, sym_name = "internal_fast", sym_visibility = "private", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg13: i32):
// GENERIC-NEXT:     "llvm.return"(%arg13) : (i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<linkonce_odr>, sym_name = "odr", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:     "llvm.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<weak_odr>, sym_name = "weak_odr", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:     "llvm.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i64 (i32, ptr, ptr)>, linkage = #llvm.linkage<external>, sym_name = "calls", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg10: i32, %arg11: !llvm.ptr, %arg12: !llvm.ptr):
// GENERIC-NEXT:     %43 = "llvm.call"(%arg10, %arg11) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @decl, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i32, !llvm.ptr) -> i64
// GENERIC-NEXT:     %44 = "llvm.call"(%arg11, %arg10, %arg12) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>}> : (!llvm.ptr, i32, !llvm.ptr) -> i64
// GENERIC-NEXT:     %45 = "llvm.call"(%arg12, %arg10, %43) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @vararg_decl, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 3, 0>, var_callee_type = !llvm.func<i32 (ptr, ...)>}> : (!llvm.ptr, i32, i64) -> i32
// GENERIC-NEXT:     "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @only_vararg, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>, var_callee_type = !llvm.func<void (...)>}> : () -> ()
// GENERIC-NEXT:     %46 = "llvm.call"(%arg10, %arg11) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<tail>, callee = @decl, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i32, !llvm.ptr) -> i64
// GENERIC-NEXT:     %47 = "llvm.call"(%arg10) <{CConv = #llvm.cconv<fastcc>, TailCallKind = #llvm.tailcallkind<musttail>, callee = @internal_fast, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> i32
// GENERIC-NEXT:     %48 = "llvm.call"(%arg10, %arg11) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @decl, fastmathFlags = #llvm.fastmath<fast>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i32, !llvm.ptr) -> i64
// GENERIC-NEXT:     "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @weak_decl, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
// GENERIC-NEXT:     "llvm.return"(%43) : (i64) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "counter", unnamed_addr = 0 : i64, value = 0 : i32, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<6 x i8>, linkage = #llvm.linkage<private>, sym_name = "message", unnamed_addr = 0 : i64, value = "hello\00", visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.mlir.global"() <{addr_space = 1 : i32, alignment = 16 : i64, global_type = !llvm.array<2 x f32>, linkage = #llvm.linkage<external>, sym_name = "table", unnamed_addr = 0 : i64, value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<linkonce>, sym_name = "tls", thread_local_, unnamed_addr = 2 : i64, value = 1 : i64, visibility_ = 1 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.struct<(i32, f32)>, linkage = #llvm.linkage<weak>, sym_name = "uninit", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.struct<(ptr, i32)>, linkage = #llvm.linkage<internal>, sym_name = "initializer", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:     %38 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr, i32)>
// GENERIC-NEXT:     %39 = "llvm.mlir.addressof"() <{global_name = @counter}> : () -> !llvm.ptr
// GENERIC-NEXT:     %40 = "llvm.insertvalue"(%38, %39) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, i32)>, !llvm.ptr) -> !llvm.struct<(ptr, i32)>
// GENERIC-NEXT:     %41 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
// GENERIC-NEXT:     %42 = "llvm.insertvalue"(%40, %41) <{position = array<i64: 1>}> : (!llvm.struct<(ptr, i32)>, i32) -> !llvm.struct<(ptr, i32)>
// GENERIC-NEXT:     "llvm.return"(%42) : (!llvm.struct<(ptr, i32)>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr ()>, linkage = #llvm.linkage<external>, sym_name = "addresses", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:     %35 = "llvm.mlir.addressof"() <{global_name = @counter}> : () -> !llvm.ptr
// GENERIC-NEXT:     %36 = "llvm.mlir.addressof"() <{global_name = @table}> : () -> !llvm.ptr<1>
// GENERIC-NEXT:     %37 = "llvm.mlir.addressof"() <{global_name = @decl}> : () -> !llvm.ptr
// GENERIC-NEXT:     "llvm.return"(%35) : (!llvm.ptr) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (f32, f32, f32, i32, i32, ptr, ptr, i64, i8, vector<4xf32>)>, linkage = #llvm.linkage<external>, sym_name = "intrinsics", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC-NEXT:   ^bb0(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: i32, %arg4: i32, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i8, %arg9: vector<4xf32>):
// GENERIC-NEXT:     %0 = "llvm.intr.fmuladd"(%arg0, %arg1, %arg2) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32, f32) -> f32
// GENERIC-NEXT:     %1 = "llvm.intr.fma"(%arg9, %arg9, %arg9) <{fastmathFlags = #llvm.fastmath<contract>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT:     %2 = "llvm.intr.sqrt"(%arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %3 = "llvm.intr.fabs"(%arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %4 = "llvm.intr.exp"(%arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %5 = "llvm.intr.exp2"(%arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %6 = "llvm.intr.log"(%arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %7 = "llvm.intr.log2"(%arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %8 = "llvm.intr.log10"(%arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %9 = "llvm.intr.sin"(%arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %10 = "llvm.intr.cos"(%arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %11 = "llvm.intr.floor"(%arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %12 = "llvm.intr.ceil"(%arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %13 = "llvm.intr.trunc"(%arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %14 = "llvm.intr.round"(%arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %15 = "llvm.intr.roundeven"(%arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %16 = "llvm.intr.rint"(%arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:     %17 = "llvm.intr.maxnum"(%arg0, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %18 = "llvm.intr.minnum"(%arg0, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %19 = "llvm.intr.maximum"(%arg0, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %20 = "llvm.intr.minimum"(%arg9, %arg9) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT:     %21 = "llvm.intr.copysign"(%arg0, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %22 = "llvm.intr.pow"(%arg0, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %23 = "llvm.intr.powi"(%arg0, %arg3) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, i32) -> f32
// GENERIC-NEXT:     %24 = "llvm.intr.smax"(%arg3, %arg4) : (i32, i32) -> i32
// GENERIC-NEXT:     %25 = "llvm.intr.smin"(%arg3, %arg4) : (i32, i32) -> i32
// GENERIC-NEXT:     %26 = "llvm.intr.umax"(%arg3, %arg4) : (i32, i32) -> i32
// GENERIC-NEXT:     %27 = "llvm.intr.umin"(%arg3, %arg4) : (i32, i32) -> i32
// GENERIC-NEXT:     %28 = "llvm.intr.ctpop"(%arg3) : (i32) -> i32
// GENERIC-NEXT:     %29 = "llvm.intr.bitreverse"(%arg3) : (i32) -> i32
// GENERIC-NEXT:     %30 = "llvm.intr.bswap"(%arg3) : (i32) -> i32
// GENERIC-NEXT:     %31 = "llvm.intr.ctlz"(%arg3) <{is_zero_poison = false}> : (i32) -> i32
// GENERIC-NEXT:     %32 = "llvm.intr.cttz"(%arg3) <{is_zero_poison = true}> : (i32) -> i32
// GENERIC-NEXT:     %33 = "llvm.intr.abs"(%arg3) <{is_int_min_poison = true}> : (i32) -> i32
// GENERIC-NEXT:     "llvm.intr.memcpy"(%arg5, %arg6, %arg7) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// GENERIC-NEXT:     "llvm.intr.memmove"(%arg5, %arg6, %arg3) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// GENERIC-NEXT:     "llvm.intr.memset"(%arg5, %arg8, %arg7) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
// GENERIC-NEXT:     %34 = "llvm.intr.stacksave"() : () -> !llvm.ptr
// GENERIC-NEXT:     "llvm.intr.stackrestore"(%34) : (!llvm.ptr) -> ()
// GENERIC-NEXT:     "llvm.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
