// memref ops `reshape`, `dma_start`, `dma_wait`, `atomic_rmw` (every
// arith::AtomicRMWKind), `generic_atomic_rmw`/`atomic_yield`, `prefetch`, `realloc` and
// `distinct_objects`: custom and generic forms identical to mlir-opt 22, with the
// `%reshape` name hint. `dma_start` and `prefetch` print no attribute dictionary here:
// upstream's parsers do not read one.
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @reshape(
// CHECK-NEXT: %reshape = memref.reshape %arg0(%arg1) : (memref<4x1xf32>, memref<1xi32>) -> memref<4xf32>
// CHECK-NEXT: %reshape_0 = memref.reshape %arg0(%arg2) {foo.tag} : (memref<4x1xf32>, memref<2xindex>) -> memref<2x2xf32>
// CHECK-NEXT: %reshape_1 = memref.reshape %arg3(%arg1) : (memref<*xf32, 3>, memref<1xi32>) -> memref<?xf32, 3>
// CHECK-NEXT: %reshape_2 = memref.reshape %arg5(%arg4) : (memref<?xf32, 3>, memref<?xi64>) -> memref<*xf32, 3>
// CHECK-NEXT: %reshape_3 = memref.reshape %arg0(%arg4) : (memref<4x1xf32>, memref<?xi64>) -> memref<*xf32>
// CHECK-NEXT: "foo.use"(%reshape, %reshape_0, %reshape_1, %reshape_2, %reshape_3) : (memref<4xf32>, memref<2x2xf32>, memref<?xf32, 3>, memref<*xf32, 3>, memref<*xf32>) -> ()
// CHECK-NEXT: return
// GENERIC: %29 = "memref.reshape"(%arg30, %arg31) : (memref<4x1xf32>, memref<1xi32>) -> memref<4xf32>
// GENERIC: %30 = "memref.reshape"(%arg30, %arg32) {foo.tag} : (memref<4x1xf32>, memref<2xindex>) -> memref<2x2xf32>
// GENERIC: %31 = "memref.reshape"(%arg33, %arg31) : (memref<*xf32, 3>, memref<1xi32>) -> memref<?xf32, 3>
// GENERIC: %32 = "memref.reshape"(%arg35, %arg34) : (memref<?xf32, 3>, memref<?xi64>) -> memref<*xf32, 3>
// GENERIC: %33 = "memref.reshape"(%arg30, %arg34) : (memref<4x1xf32>, memref<?xi64>) -> memref<*xf32>
func.func @reshape(%src: memref<4x1xf32>, %s1: memref<1xi32>, %s2: memref<2xindex>,
                   %u: memref<*xf32, 3>, %dyn: memref<?xi64>, %v: memref<?xf32, 3>) {
  %0 = memref.reshape %src(%s1) : (memref<4x1xf32>, memref<1xi32>) -> memref<4xf32>
  %1 = memref.reshape %src(%s2) {foo.tag} : (memref<4x1xf32>, memref<2xindex>) -> memref<2x2xf32>
  %2 = memref.reshape %u(%s1) : (memref<*xf32, 3>, memref<1xi32>) -> memref<?xf32, 3>
  %3 = memref.reshape %v(%dyn) : (memref<?xf32, 3>, memref<?xi64>) -> memref<*xf32, 3>
  %4 = memref.reshape %src(%dyn) : (memref<4x1xf32>, memref<?xi64>) -> memref<*xf32>
  "foo.use"(%0, %1, %2, %3, %4) : (memref<4xf32>, memref<2x2xf32>, memref<?xf32, 3>, memref<*xf32, 3>, memref<*xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @dma(
// CHECK-NEXT: memref.dma_start %arg0[%arg4, %arg4], %arg1[%arg4, %arg4], %arg5, %arg2[%arg4] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
// CHECK-NEXT: memref.dma_start %arg0[%arg4, %arg5], %arg1[%arg5, %arg4], %arg5, %arg2[%arg4], %arg4, %arg5 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
// CHECK-NEXT: memref.dma_start %arg3[], %arg3[], %arg5, %arg3[] : memref<i32>, memref<i32>, memref<i32>
// CHECK-NEXT: memref.dma_wait %arg2[%arg4], %arg5 : memref<1xi32, 2>
// CHECK-NEXT: memref.dma_wait %arg3[], %arg5 {foo.tag} : memref<i32>
// CHECK-NEXT: return
// GENERIC: "memref.dma_start"(%arg24, %arg28, %arg28, %arg25, %arg28, %arg28, %arg29, %arg26, %arg28) : (memref<40x128xf32>, index, index, memref<2x1024xf32, 1>, index, index, index, memref<1xi32, 2>, index) -> ()
// GENERIC: "memref.dma_start"(%arg24, %arg28, %arg29, %arg25, %arg29, %arg28, %arg29, %arg26, %arg28, %arg28, %arg29) : (memref<40x128xf32>, index, index, memref<2x1024xf32, 1>, index, index, index, memref<1xi32, 2>, index, index, index) -> ()
// GENERIC: "memref.dma_start"(%arg27, %arg27, %arg29, %arg27) : (memref<i32>, memref<i32>, index, memref<i32>) -> ()
// GENERIC: "memref.dma_wait"(%arg26, %arg28, %arg29) : (memref<1xi32, 2>, index, index) -> ()
// GENERIC: "memref.dma_wait"(%arg27, %arg29) {foo.tag} : (memref<i32>, index) -> ()
func.func @dma(%a: memref<40x128xf32>, %b: memref<2x1024xf32, 1>, %tag: memref<1xi32, 2>,
               %t0: memref<i32>, %i: index, %n: index) {
  memref.dma_start %a[%i, %i], %b[%i, %i], %n, %tag[%i] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  memref.dma_start %a[%i, %n], %b[%n, %i], %n, %tag[%i], %i, %n : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  memref.dma_start %t0[], %t0[], %n, %t0[] : memref<i32>, memref<i32>, memref<i32>
  memref.dma_wait %tag[%i], %n : memref<1xi32, 2>
  memref.dma_wait %t0[], %n {foo.tag} : memref<i32>
  return
}

// CHECK-LABEL: func.func @atomic_rmw(
// CHECK-NEXT: %0 = memref.atomic_rmw addf %arg0, %arg4[%arg8] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %1 = memref.atomic_rmw addi %arg2, %arg6[%arg8] : (i32, memref<10xi32>) -> i32
// CHECK-NEXT: %2 = memref.atomic_rmw andi %arg2, %arg6[%arg8] : (i32, memref<10xi32>) -> i32
// CHECK-NEXT: %3 = memref.atomic_rmw assign %arg0, %arg4[%arg8] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %4 = memref.atomic_rmw maximumf %arg1, %arg5[%arg8, %arg8] : (f16, memref<2x2xf16>) -> f16
// CHECK-NEXT: %5 = memref.atomic_rmw maxnumf %arg0, %arg4[%arg8] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %6 = memref.atomic_rmw maxs %arg3, %arg7[] : (i64, memref<i64>) -> i64
// CHECK-NEXT: %7 = memref.atomic_rmw maxu %arg2, %arg6[%arg8] : (i32, memref<10xi32>) -> i32
// CHECK-NEXT: %8 = memref.atomic_rmw minimumf %arg0, %arg4[%arg8] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %9 = memref.atomic_rmw minnumf %arg0, %arg4[%arg8] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %10 = memref.atomic_rmw mins %arg2, %arg6[%arg8] : (i32, memref<10xi32>) -> i32
// CHECK-NEXT: %11 = memref.atomic_rmw minu %arg2, %arg6[%arg8] : (i32, memref<10xi32>) -> i32
// CHECK-NEXT: %12 = memref.atomic_rmw mulf %arg0, %arg4[%arg8] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %13 = memref.atomic_rmw muli %arg2, %arg6[%arg8] : (i32, memref<10xi32>) -> i32
// CHECK-NEXT: %14 = memref.atomic_rmw ori %arg2, %arg6[%arg8] : (i32, memref<10xi32>) -> i32
// CHECK-NEXT: %15 = memref.atomic_rmw xori %arg2, %arg6[%arg8] {foo.tag} : (i32, memref<10xi32>) -> i32
// CHECK-NEXT: %16 = memref.atomic_rmw assign %arg2, %arg6[%arg8] : (i32, memref<10xi32>) -> i32
// CHECK-NEXT: "foo.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16) : (f32, i32, i32, f32, f16, f32, i64, i32, f32, f32, i32, i32, f32, i32, i32, i32, i32) -> ()
// CHECK-NEXT: return
// GENERIC: %12 = "memref.atomic_rmw"(%arg15, %arg19, %arg23) <{kind = 0 : i64}> : (f32, memref<10xf32>, index) -> f32
// GENERIC: %13 = "memref.atomic_rmw"(%arg17, %arg21, %arg23) <{kind = 1 : i64}> : (i32, memref<10xi32>, index) -> i32
// GENERIC: %14 = "memref.atomic_rmw"(%arg17, %arg21, %arg23) <{kind = 2 : i64}> : (i32, memref<10xi32>, index) -> i32
// GENERIC: %15 = "memref.atomic_rmw"(%arg15, %arg19, %arg23) <{kind = 3 : i64}> : (f32, memref<10xf32>, index) -> f32
// GENERIC: %16 = "memref.atomic_rmw"(%arg16, %arg20, %arg23, %arg23) <{kind = 4 : i64}> : (f16, memref<2x2xf16>, index, index) -> f16
// GENERIC: %17 = "memref.atomic_rmw"(%arg15, %arg19, %arg23) <{kind = 5 : i64}> : (f32, memref<10xf32>, index) -> f32
// GENERIC: %18 = "memref.atomic_rmw"(%arg18, %arg22) <{kind = 6 : i64}> : (i64, memref<i64>) -> i64
// GENERIC: %19 = "memref.atomic_rmw"(%arg17, %arg21, %arg23) <{kind = 7 : i64}> : (i32, memref<10xi32>, index) -> i32
// GENERIC: %20 = "memref.atomic_rmw"(%arg15, %arg19, %arg23) <{kind = 8 : i64}> : (f32, memref<10xf32>, index) -> f32
// GENERIC: %21 = "memref.atomic_rmw"(%arg15, %arg19, %arg23) <{kind = 9 : i64}> : (f32, memref<10xf32>, index) -> f32
// GENERIC: %22 = "memref.atomic_rmw"(%arg17, %arg21, %arg23) <{kind = 10 : i64}> : (i32, memref<10xi32>, index) -> i32
// GENERIC: %23 = "memref.atomic_rmw"(%arg17, %arg21, %arg23) <{kind = 11 : i64}> : (i32, memref<10xi32>, index) -> i32
// GENERIC: %24 = "memref.atomic_rmw"(%arg15, %arg19, %arg23) <{kind = 12 : i64}> : (f32, memref<10xf32>, index) -> f32
// GENERIC: %25 = "memref.atomic_rmw"(%arg17, %arg21, %arg23) <{kind = 13 : i64}> : (i32, memref<10xi32>, index) -> i32
// GENERIC: %26 = "memref.atomic_rmw"(%arg17, %arg21, %arg23) <{kind = 14 : i64}> : (i32, memref<10xi32>, index) -> i32
// GENERIC: %27 = "memref.atomic_rmw"(%arg17, %arg21, %arg23) <{kind = 15 : i64}> {foo.tag} : (i32, memref<10xi32>, index) -> i32
// GENERIC: %28 = "memref.atomic_rmw"(%arg17, %arg21, %arg23) <{kind = 3 : i64}> : (i32, memref<10xi32>, index) -> i32
func.func @atomic_rmw(%f: f32, %h: f16, %x: i32, %y: i64, %mf: memref<10xf32>, %mh: memref<2x2xf16>,
                      %mx: memref<10xi32>, %my: memref<i64>, %i: index) {
  %0 = memref.atomic_rmw addf %f, %mf[%i] : (f32, memref<10xf32>) -> f32
  %1 = memref.atomic_rmw addi %x, %mx[%i] : (i32, memref<10xi32>) -> i32
  %2 = memref.atomic_rmw andi %x, %mx[%i] : (i32, memref<10xi32>) -> i32
  %3 = memref.atomic_rmw assign %f, %mf[%i] : (f32, memref<10xf32>) -> f32
  %4 = memref.atomic_rmw maximumf %h, %mh[%i, %i] : (f16, memref<2x2xf16>) -> f16
  %5 = memref.atomic_rmw maxnumf %f, %mf[%i] : (f32, memref<10xf32>) -> f32
  %6 = memref.atomic_rmw maxs %y, %my[] : (i64, memref<i64>) -> i64
  %7 = memref.atomic_rmw maxu %x, %mx[%i] : (i32, memref<10xi32>) -> i32
  %8 = memref.atomic_rmw minimumf %f, %mf[%i] : (f32, memref<10xf32>) -> f32
  %9 = memref.atomic_rmw minnumf %f, %mf[%i] : (f32, memref<10xf32>) -> f32
  %10 = memref.atomic_rmw mins %x, %mx[%i] : (i32, memref<10xi32>) -> i32
  %11 = memref.atomic_rmw minu %x, %mx[%i] : (i32, memref<10xi32>) -> i32
  %12 = memref.atomic_rmw mulf %f, %mf[%i] : (f32, memref<10xf32>) -> f32
  %13 = memref.atomic_rmw muli %x, %mx[%i] : (i32, memref<10xi32>) -> i32
  %14 = memref.atomic_rmw ori %x, %mx[%i] : (i32, memref<10xi32>) -> i32
  %15 = memref.atomic_rmw "xori" %x, %mx[%i] {foo.tag} : (i32, memref<10xi32>) -> i32
  %16 = memref.atomic_rmw assign %x, %mx[%i] : (i32, memref<10xi32>) -> i32
  "foo.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16) : (f32, i32, i32, f32, f16, f32, i64, i32, f32, f32, i32, i32, f32, i32, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @generic_atomic_rmw(
// CHECK-NEXT: %0 = memref.generic_atomic_rmw %arg0[%arg2] : memref<10xf32> {
// CHECK-NEXT: ^bb0(%arg4: f32):
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %2 = arith.addf %cst, %arg4 : f32
// CHECK-NEXT: %3 = arith.addf %2, %arg3 : f32
// CHECK-NEXT: memref.atomic_yield %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.generic_atomic_rmw %arg1[%arg2, %arg2] : memref<4x4xi8> {
// CHECK-NEXT: ^bb0(%arg4: i8):
// CHECK-NEXT: memref.atomic_yield %arg4 {foo.tag} : i8
// CHECK-NEXT: } {foo.attr = 1 : i32}
// CHECK-NEXT: "foo.use"(%0, %1) : (f32, i8) -> ()
// CHECK-NEXT: return
// GENERIC: %7 = "memref.generic_atomic_rmw"(%arg9, %arg11) ({
// GENERIC: "memref.atomic_yield"(%11) : (f32) -> ()
// GENERIC: %8 = "memref.generic_atomic_rmw"(%arg10, %arg11, %arg11) ({
// GENERIC: "memref.atomic_yield"(%arg13) {foo.tag} : (i8) -> ()
func.func @generic_atomic_rmw(%m: memref<10xf32>, %mi: memref<4x4xi8>, %i: index, %v: f32) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%cur: f32):
    %c1 = arith.constant 1.0 : f32
    %inc = arith.addf %c1, %cur : f32
    %sum = arith.addf %inc, %v : f32
    memref.atomic_yield %sum : f32
  }
  %1 = memref.generic_atomic_rmw %mi[%i, %i] : memref<4x4xi8> {
  ^bb0(%cur: i8):
    memref.atomic_yield %cur {foo.tag} : i8
  } {foo.attr = 1 : i32}
  "foo.use"(%0, %1) : (f32, i8) -> ()
  return
}

// CHECK-LABEL: func.func @prefetch(
// CHECK-NEXT: memref.prefetch %arg0[%arg2, %arg2], read, locality<3>, data : memref<400x400xi32>
// CHECK-NEXT: memref.prefetch %arg0[%arg2, %arg2], write, locality<0>, instr : memref<400x400xi32>
// CHECK-NEXT: memref.prefetch %arg1[], write, locality<2>, data : memref<f32, 1>
// CHECK-NEXT: memref.prefetch %arg0[%arg2, %arg2], read, locality<1>, instr : memref<400x400xi32>
// CHECK-NEXT: return
// GENERIC: "memref.prefetch"(%arg6, %arg8, %arg8) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<400x400xi32>, index, index) -> ()
// GENERIC: "memref.prefetch"(%arg6, %arg8, %arg8) <{isDataCache = false, isWrite = true, localityHint = 0 : i32}> : (memref<400x400xi32>, index, index) -> ()
// GENERIC: "memref.prefetch"(%arg7) <{isDataCache = true, isWrite = true, localityHint = 2 : i32}> : (memref<f32, 1>) -> ()
// GENERIC: "memref.prefetch"(%arg6, %arg8, %arg8) <{isDataCache = false, isWrite = false, localityHint = 1 : i32}> : (memref<400x400xi32>, index, index) -> ()
func.func @prefetch(%m: memref<400x400xi32>, %s: memref<f32, 1>, %i: index) {
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<400x400xi32>
  memref.prefetch %m[%i, %i], write, locality<0>, instr : memref<400x400xi32>
  memref.prefetch %s[], write, locality<2>, data : memref<f32, 1>
  memref.prefetch %m[%i, %i], read, locality<1>, instr : memref<400x400xi32>
  return
}

// CHECK-LABEL: func.func @realloc(
// CHECK-NEXT: %0 = memref.realloc %arg0 : memref<64xf32> to memref<124xf32>
// CHECK-NEXT: %1 = memref.realloc %arg0(%arg2) : memref<64xf32> to memref<?xf32>
// CHECK-NEXT: %2 = memref.realloc %arg1 {alignment = 8 : i64} : memref<?xi8, 1> to memref<16xi8, 1>
// CHECK-NEXT: %3 = memref.realloc %arg1 : memref<?xi8, 1> to memref<4xi8, 1>
// CHECK-NEXT: %4 = memref.realloc %arg0 : memref<64xf32> to memref<32xf32, strided<[1]>>
// CHECK-NEXT: "foo.use"(%0, %1, %2, %3, %4) : (memref<124xf32>, memref<?xf32>, memref<16xi8, 1>, memref<4xi8, 1>, memref<32xf32, strided<[1]>>) -> ()
// CHECK-NEXT: return
// GENERIC: %2 = "memref.realloc"(%arg3) : (memref<64xf32>) -> memref<124xf32>
// GENERIC: %3 = "memref.realloc"(%arg3, %arg5) : (memref<64xf32>, index) -> memref<?xf32>
// GENERIC: %4 = "memref.realloc"(%arg4) <{alignment = 8 : i64}> : (memref<?xi8, 1>) -> memref<16xi8, 1>
// GENERIC: %5 = "memref.realloc"(%arg4) : (memref<?xi8, 1>) -> memref<4xi8, 1>
// GENERIC: %6 = "memref.realloc"(%arg3) : (memref<64xf32>) -> memref<32xf32, strided<[1]>>
func.func @realloc(%r: memref<64xf32>, %d: memref<?xi8, 1>, %n: index) {
  %0 = memref.realloc %r : memref<64xf32> to memref<124xf32>
  %1 = memref.realloc %r(%n) : memref<64xf32> to memref<?xf32>
  %2 = memref.realloc %d {alignment = 8} : memref<?xi8, 1> to memref<16xi8, 1>
  %3 = memref.realloc %d() : memref<?xi8, 1> to memref<4xi8, 1>
  %4 = memref.realloc %r : memref<64xf32> to memref<32xf32, strided<[1]>>
  "foo.use"(%0, %1, %2, %3, %4) : (memref<124xf32>, memref<?xf32>, memref<16xi8, 1>, memref<4xi8, 1>, memref<32xf32, strided<[1]>>) -> ()
  return
}

// CHECK-LABEL: func.func @distinct_objects(
// CHECK-NEXT: %0:3 = memref.distinct_objects %arg0, %arg1, %arg2 : memref<?xf32>, memref<4x4xi32, 1>, memref<f64>
// CHECK-NEXT: %1 = memref.distinct_objects %arg0 {foo.tag} : memref<?xf32>
// CHECK-NEXT: "foo.use"(%0#0, %0#1, %0#2, %1) : (memref<?xf32>, memref<4x4xi32, 1>, memref<f64>, memref<?xf32>) -> ()
// CHECK-NEXT: return
// GENERIC: %0:3 = "memref.distinct_objects"(%arg0, %arg1, %arg2) : (memref<?xf32>, memref<4x4xi32, 1>, memref<f64>) -> (memref<?xf32>, memref<4x4xi32, 1>, memref<f64>)
// GENERIC: %1 = "memref.distinct_objects"(%arg0) {foo.tag} : (memref<?xf32>) -> memref<?xf32>
func.func @distinct_objects(%a: memref<?xf32>, %b: memref<4x4xi32, 1>, %c: memref<f64>) {
  %0:3 = memref.distinct_objects %a, %b, %c : memref<?xf32>, memref<4x4xi32, 1>, memref<f64>
  %1 = memref.distinct_objects %a {foo.tag} : memref<?xf32>
  "foo.use"(%0#0, %0#1, %0#2, %1) : (memref<?xf32>, memref<4x4xi32, 1>, memref<f64>, memref<?xf32>) -> ()
  return
}
