// convert-func-to-llvm with unranked memref results: func.return copies each returned
// unranked descriptor's ranked descriptor to the heap (malloc + llvm.intr.memcpy), a call
// copies each unranked result to the stack (alloca) and frees the heap copy; one size
// computation per descriptor; several results packed after the copies; external
// functions with llvm.emit_c_interface returning memrefs get their result through a
// stack slot; malloc and free declared at the start of the module in creation order.
// Expected output from mlir-opt 22.
// RUN: strata-opt %s --convert-func-to-llvm | FileCheck %s
// RUN: strata-opt %s --convert-func-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=I32
// RUN: strata-opt %s --convert-to-llvm | FileCheck %s --check-prefix=TOLLVM

func.func @ret(%m: memref<*xf32>) -> memref<*xf32> {
  return %m : memref<*xf32>
}
func.func @caller(%m: memref<4xf32>) -> memref<*xf32> {
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  %r = call @ret(%u) : (memref<*xf32>) -> memref<*xf32>
  return %r : memref<*xf32>
}
func.func private @ext(i32) -> (memref<*xf32>, i32, memref<*xi8, 1>)
func.func @two(%m: memref<*xf32>, %n: memref<*xi8, 1>, %x: i32) -> (memref<*xf32>, i32, memref<*xi8, 1>) {
  return %m, %x, %n : memref<*xf32>, i32, memref<*xi8, 1>
}
func.func @same_twice(%m: memref<*xf32>) -> (memref<*xf32>, memref<*xf32>) {
  return %m, %m : memref<*xf32>, memref<*xf32>
}
func.func @calls(%x: i32) -> i32 {
  %a:3 = call @ext(%x) : (i32) -> (memref<*xf32>, i32, memref<*xi8, 1>)
  %f = constant @same_twice : (memref<*xf32>) -> (memref<*xf32>, memref<*xf32>)
  %b:2 = call_indirect %f(%a#0) : (memref<*xf32>) -> (memref<*xf32>, memref<*xf32>)
  return %a#1 : i32
}
func.func @alloc_too() -> memref<*xf32> {
  %a = memref.alloc() : memref<4xf32>
  %u = memref.cast %a : memref<4xf32> to memref<*xf32>
  return %u : memref<*xf32>
}
func.func @ci(%m: memref<*xf32>) -> memref<*xf32> attributes {llvm.emit_c_interface} {
  return %m : memref<*xf32>
}
func.func private @eci(memref<*xf32>) -> memref<*xf32> attributes {llvm.emit_c_interface}
func.func @use_c(%m: memref<*xf32>) -> memref<*xf32> {
  %r = call @eci(%m) : (memref<*xf32>) -> memref<*xf32>
  return %r : memref<*xf32>
}
func.func private @r1(memref<4xf32>, i32) -> memref<4xf32> attributes {llvm.emit_c_interface}
func.func private @r2(i32) -> (memref<?xf32>, i32) attributes {llvm.emit_c_interface}
func.func private @r3(memref<*xf32>) -> (memref<*xf32>, memref<*xi8>) attributes {llvm.emit_c_interface}
func.func @use_r3(%m: memref<*xf32>) -> (memref<*xf32>, memref<*xi8>) {
  %a, %b = call @r3(%m) : (memref<*xf32>) -> (memref<*xf32>, memref<*xi8>)
  return %a, %b : memref<*xf32>, memref<*xi8>
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @free(!llvm.ptr)
// CHECK-NEXT:   llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT:   llvm.func @ret(%arg0: i64, %arg1: !llvm.ptr) -> !llvm.struct<(i64, ptr)> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %4 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %5 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %6 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %7 = llvm.mul %4, %6 : i64
// CHECK-NEXT:     %8 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %9 = llvm.mul %4, %8 : i64
// CHECK-NEXT:     %10 = llvm.add %9, %3 : i64
// CHECK-NEXT:     %11 = llvm.mul %10, %5 : i64
// CHECK-NEXT:     %12 = llvm.add %7, %11 : i64
// CHECK-NEXT:     %13 = llvm.call @malloc(%12) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %14 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     "llvm.intr.memcpy"(%13, %14, %12) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %15 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %16 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %17 = llvm.insertvalue %16, %15[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %18 = llvm.insertvalue %13, %17[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     llvm.return %18 : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @caller(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) -> !llvm.struct<(i64, ptr)> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
// CHECK-NEXT:     %cast = memref.cast %6 : memref<4xf32> to memref<*xf32>
// CHECK-NEXT:     %7 = builtin.unrealized_conversion_cast %cast : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %8 = llvm.extractvalue %7[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %9 = llvm.extractvalue %7[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %10 = llvm.call @ret(%8, %9) : (i64, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %12 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %13 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %14 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %15 = llvm.mul %12, %14 : i64
// CHECK-NEXT:     %16 = llvm.extractvalue %10[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %17 = llvm.mul %12, %16 : i64
// CHECK-NEXT:     %18 = llvm.add %17, %11 : i64
// CHECK-NEXT:     %19 = llvm.mul %18, %13 : i64
// CHECK-NEXT:     %20 = llvm.add %15, %19 : i64
// CHECK-NEXT:     %21 = llvm.alloca %20 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT:     %22 = llvm.extractvalue %10[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     "llvm.intr.memcpy"(%21, %22, %20) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     llvm.call @free(%22) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %23 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %24 = llvm.extractvalue %10[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %25 = llvm.insertvalue %24, %23[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %26 = llvm.insertvalue %21, %25[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %27 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %28 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %29 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %30 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %31 = llvm.mul %28, %30 : i64
// CHECK-NEXT:     %32 = llvm.extractvalue %26[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %33 = llvm.mul %28, %32 : i64
// CHECK-NEXT:     %34 = llvm.add %33, %27 : i64
// CHECK-NEXT:     %35 = llvm.mul %34, %29 : i64
// CHECK-NEXT:     %36 = llvm.add %31, %35 : i64
// CHECK-NEXT:     %37 = llvm.call @malloc(%36) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %38 = llvm.extractvalue %26[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     "llvm.intr.memcpy"(%37, %38, %36) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %39 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %40 = llvm.extractvalue %26[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %41 = llvm.insertvalue %40, %39[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %42 = llvm.insertvalue %37, %41[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     llvm.return %42 : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @ext(i32) -> !llvm.struct<(struct<(i64, ptr)>, i32, struct<(i64, ptr)>)> attributes {sym_visibility = "private"}
// CHECK-NEXT:   llvm.func @two(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr, %arg4: i32) -> !llvm.struct<(struct<(i64, ptr)>, i32, struct<(i64, ptr)>)> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %3 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %4 = llvm.insertvalue %arg0, %3[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %5 = llvm.insertvalue %arg1, %4[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %6 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %7 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %8 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %9 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %10 = llvm.mul %7, %9 : i64
// CHECK-NEXT:     %11 = llvm.extractvalue %5[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %12 = llvm.mul %7, %11 : i64
// CHECK-NEXT:     %13 = llvm.add %12, %6 : i64
// CHECK-NEXT:     %14 = llvm.mul %13, %8 : i64
// CHECK-NEXT:     %15 = llvm.add %10, %14 : i64
// CHECK-NEXT:     %16 = llvm.call @malloc(%15) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %17 = llvm.extractvalue %5[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     "llvm.intr.memcpy"(%16, %17, %15) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %18 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %19 = llvm.extractvalue %5[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %20 = llvm.insertvalue %19, %18[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %21 = llvm.insertvalue %16, %20[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %22 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %23 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %24 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %25 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %26 = llvm.mul %23, %25 : i64
// CHECK-NEXT:     %27 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %28 = llvm.mul %23, %27 : i64
// CHECK-NEXT:     %29 = llvm.add %28, %22 : i64
// CHECK-NEXT:     %30 = llvm.mul %29, %24 : i64
// CHECK-NEXT:     %31 = llvm.add %26, %30 : i64
// CHECK-NEXT:     %32 = llvm.call @malloc(%31) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %33 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     "llvm.intr.memcpy"(%32, %33, %31) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %34 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %35 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %36 = llvm.insertvalue %35, %34[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %37 = llvm.insertvalue %32, %36[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %38 = llvm.mlir.poison : !llvm.struct<(struct<(i64, ptr)>, i32, struct<(i64, ptr)>)>
// CHECK-NEXT:     %39 = llvm.insertvalue %21, %38[0] : !llvm.struct<(struct<(i64, ptr)>, i32, struct<(i64, ptr)>)>
// CHECK-NEXT:     %40 = llvm.insertvalue %arg4, %39[1] : !llvm.struct<(struct<(i64, ptr)>, i32, struct<(i64, ptr)>)>
// CHECK-NEXT:     %41 = llvm.insertvalue %37, %40[2] : !llvm.struct<(struct<(i64, ptr)>, i32, struct<(i64, ptr)>)>
// CHECK-NEXT:     llvm.return %41 : !llvm.struct<(struct<(i64, ptr)>, i32, struct<(i64, ptr)>)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @same_twice(%arg0: i64, %arg1: !llvm.ptr) -> !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %4 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %5 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %6 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %7 = llvm.mul %4, %6 : i64
// CHECK-NEXT:     %8 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %9 = llvm.mul %4, %8 : i64
// CHECK-NEXT:     %10 = llvm.add %9, %3 : i64
// CHECK-NEXT:     %11 = llvm.mul %10, %5 : i64
// CHECK-NEXT:     %12 = llvm.add %7, %11 : i64
// CHECK-NEXT:     %13 = llvm.call @malloc(%12) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %14 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     "llvm.intr.memcpy"(%13, %14, %12) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %15 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %16 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %17 = llvm.insertvalue %16, %15[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %18 = llvm.insertvalue %13, %17[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %19 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %20 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %21 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %22 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %23 = llvm.mul %20, %22 : i64
// CHECK-NEXT:     %24 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %25 = llvm.mul %20, %24 : i64
// CHECK-NEXT:     %26 = llvm.add %25, %19 : i64
// CHECK-NEXT:     %27 = llvm.mul %26, %21 : i64
// CHECK-NEXT:     %28 = llvm.add %23, %27 : i64
// CHECK-NEXT:     %29 = llvm.call @malloc(%28) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %30 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     "llvm.intr.memcpy"(%29, %30, %28) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %31 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %32 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %33 = llvm.insertvalue %32, %31[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %34 = llvm.insertvalue %29, %33[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %35 = llvm.mlir.poison : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT:     %36 = llvm.insertvalue %18, %35[0] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT:     %37 = llvm.insertvalue %34, %36[1] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT:     llvm.return %37 : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @calls(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = llvm.call @ext(%arg0) : (i32) -> !llvm.struct<(struct<(i64, ptr)>, i32, struct<(i64, ptr)>)>
// CHECK-NEXT:     %1 = llvm.extractvalue %0[0] : !llvm.struct<(struct<(i64, ptr)>, i32, struct<(i64, ptr)>)>
// CHECK-NEXT:     %2 = llvm.extractvalue %0[1] : !llvm.struct<(struct<(i64, ptr)>, i32, struct<(i64, ptr)>)>
// CHECK-NEXT:     %3 = llvm.extractvalue %0[2] : !llvm.struct<(struct<(i64, ptr)>, i32, struct<(i64, ptr)>)>
// CHECK-NEXT:     %4 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %5 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %6 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %7 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %8 = llvm.mul %5, %7 : i64
// CHECK-NEXT:     %9 = llvm.extractvalue %1[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %10 = llvm.mul %5, %9 : i64
// CHECK-NEXT:     %11 = llvm.add %10, %4 : i64
// CHECK-NEXT:     %12 = llvm.mul %11, %6 : i64
// CHECK-NEXT:     %13 = llvm.add %8, %12 : i64
// CHECK-NEXT:     %14 = llvm.alloca %13 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT:     %15 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     "llvm.intr.memcpy"(%14, %15, %13) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     llvm.call @free(%15) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %16 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %17 = llvm.extractvalue %1[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %18 = llvm.insertvalue %17, %16[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %19 = llvm.insertvalue %14, %18[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %20 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %21 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %22 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %23 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %24 = llvm.mul %21, %23 : i64
// CHECK-NEXT:     %25 = llvm.extractvalue %3[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %26 = llvm.mul %21, %25 : i64
// CHECK-NEXT:     %27 = llvm.add %26, %20 : i64
// CHECK-NEXT:     %28 = llvm.mul %27, %22 : i64
// CHECK-NEXT:     %29 = llvm.add %24, %28 : i64
// CHECK-NEXT:     %30 = llvm.alloca %29 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT:     %31 = llvm.extractvalue %3[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     "llvm.intr.memcpy"(%30, %31, %29) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     llvm.call @free(%31) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %32 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %33 = llvm.extractvalue %3[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %34 = llvm.insertvalue %33, %32[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %35 = llvm.insertvalue %30, %34[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %36 = llvm.mlir.addressof @same_twice : !llvm.ptr
// CHECK-NEXT:     %37 = llvm.extractvalue %19[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %38 = llvm.extractvalue %19[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %39 = llvm.call %36(%37, %38) : !llvm.ptr, (i64, !llvm.ptr) -> !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT:     %40 = llvm.extractvalue %39[0] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT:     %41 = llvm.extractvalue %39[1] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT:     %42 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %43 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %44 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %45 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %46 = llvm.mul %43, %45 : i64
// CHECK-NEXT:     %47 = llvm.extractvalue %40[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %48 = llvm.mul %43, %47 : i64
// CHECK-NEXT:     %49 = llvm.add %48, %42 : i64
// CHECK-NEXT:     %50 = llvm.mul %49, %44 : i64
// CHECK-NEXT:     %51 = llvm.add %46, %50 : i64
// CHECK-NEXT:     %52 = llvm.alloca %51 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT:     %53 = llvm.extractvalue %40[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     "llvm.intr.memcpy"(%52, %53, %51) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     llvm.call @free(%53) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %54 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %55 = llvm.extractvalue %40[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %56 = llvm.insertvalue %55, %54[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %57 = llvm.insertvalue %52, %56[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %58 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %59 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %60 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %61 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %62 = llvm.mul %59, %61 : i64
// CHECK-NEXT:     %63 = llvm.extractvalue %41[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %64 = llvm.mul %59, %63 : i64
// CHECK-NEXT:     %65 = llvm.add %64, %58 : i64
// CHECK-NEXT:     %66 = llvm.mul %65, %60 : i64
// CHECK-NEXT:     %67 = llvm.add %62, %66 : i64
// CHECK-NEXT:     %68 = llvm.alloca %67 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT:     %69 = llvm.extractvalue %41[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     "llvm.intr.memcpy"(%68, %69, %67) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     llvm.call @free(%69) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %70 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %71 = llvm.extractvalue %41[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %72 = llvm.insertvalue %71, %70[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %73 = llvm.insertvalue %68, %72[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     llvm.return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @alloc_too() -> !llvm.struct<(i64, ptr)> {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<*xf32>
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %cast : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %2 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %3 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %4 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %5 = llvm.mul %2, %4 : i64
// CHECK-NEXT:     %6 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %7 = llvm.mul %2, %6 : i64
// CHECK-NEXT:     %8 = llvm.add %7, %1 : i64
// CHECK-NEXT:     %9 = llvm.mul %8, %3 : i64
// CHECK-NEXT:     %10 = llvm.add %5, %9 : i64
// CHECK-NEXT:     %11 = llvm.call @malloc(%10) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %12 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     "llvm.intr.memcpy"(%11, %12, %10) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %13 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %14 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %15 = llvm.insertvalue %14, %13[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %16 = llvm.insertvalue %11, %15[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     llvm.return %16 : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @ci(%arg0: i64, %arg1: !llvm.ptr) -> !llvm.struct<(i64, ptr)> attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %4 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %5 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %6 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %7 = llvm.mul %4, %6 : i64
// CHECK-NEXT:     %8 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %9 = llvm.mul %4, %8 : i64
// CHECK-NEXT:     %10 = llvm.add %9, %3 : i64
// CHECK-NEXT:     %11 = llvm.mul %10, %5 : i64
// CHECK-NEXT:     %12 = llvm.add %7, %11 : i64
// CHECK-NEXT:     %13 = llvm.call @malloc(%12) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %14 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     "llvm.intr.memcpy"(%13, %14, %12) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %15 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %16 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %17 = llvm.insertvalue %16, %15[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %18 = llvm.insertvalue %13, %17[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     llvm.return %18 : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @_mlir_ciface_ci(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
// CHECK-NEXT:     %0 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %1 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %2 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %3 = llvm.call @ci(%1, %2) : (i64, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     llvm.store %3, %arg0 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT:     llvm.return
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func private @eci(%arg0: i64, %arg1: !llvm.ptr) -> !llvm.struct<(i64, ptr)> attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %1 = llvm.alloca %0 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT:     %2 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg0, %2[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %4 = llvm.insertvalue %arg1, %3[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %5 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %6 = llvm.alloca %5 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %4, %6 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT:     llvm.call @_mlir_ciface_eci(%1, %6) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT:     %7 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     llvm.return %7 : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @_mlir_ciface_eci(!llvm.ptr, !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-NEXT:   llvm.func @use_c(%arg0: i64, %arg1: !llvm.ptr) -> !llvm.struct<(i64, ptr)> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %3 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %4 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %5 = llvm.call @eci(%3, %4) : (i64, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %6 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %7 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %8 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %9 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %10 = llvm.mul %7, %9 : i64
// CHECK-NEXT:     %11 = llvm.extractvalue %5[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %12 = llvm.mul %7, %11 : i64
// CHECK-NEXT:     %13 = llvm.add %12, %6 : i64
// CHECK-NEXT:     %14 = llvm.mul %13, %8 : i64
// CHECK-NEXT:     %15 = llvm.add %10, %14 : i64
// CHECK-NEXT:     %16 = llvm.alloca %15 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT:     %17 = llvm.extractvalue %5[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     "llvm.intr.memcpy"(%16, %17, %15) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     llvm.call @free(%17) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %18 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %19 = llvm.extractvalue %5[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %20 = llvm.insertvalue %19, %18[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %21 = llvm.insertvalue %16, %20[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %22 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %23 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %24 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %25 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %26 = llvm.mul %23, %25 : i64
// CHECK-NEXT:     %27 = llvm.extractvalue %21[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %28 = llvm.mul %23, %27 : i64
// CHECK-NEXT:     %29 = llvm.add %28, %22 : i64
// CHECK-NEXT:     %30 = llvm.mul %29, %24 : i64
// CHECK-NEXT:     %31 = llvm.add %26, %30 : i64
// CHECK-NEXT:     %32 = llvm.call @malloc(%31) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %33 = llvm.extractvalue %21[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     "llvm.intr.memcpy"(%32, %33, %31) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %34 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %35 = llvm.extractvalue %21[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %36 = llvm.insertvalue %35, %34[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %37 = llvm.insertvalue %32, %36[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     llvm.return %37 : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func private @r1(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i32) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %1 = llvm.alloca %0 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:     %2 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg0, %2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %4 = llvm.insertvalue %arg1, %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %5 = llvm.insertvalue %arg2, %4[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %6 = llvm.insertvalue %arg3, %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %7 = llvm.insertvalue %arg4, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %9 = llvm.alloca %8 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %7, %9 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT:     llvm.call @_mlir_ciface_r1(%1, %9, %arg5) : (!llvm.ptr, !llvm.ptr, i32) -> ()
// CHECK-NEXT:     %10 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     llvm.return %10 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @_mlir_ciface_r1(!llvm.ptr, !llvm.ptr, i32) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-NEXT:   llvm.func private @r2(%arg0: i32) -> !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i32)> attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %1 = llvm.alloca %0 x !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i32)> : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.call @_mlir_ciface_r2(%1, %arg0) : (!llvm.ptr, i32) -> ()
// CHECK-NEXT:     %2 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i32)>
// CHECK-NEXT:     llvm.return %2 : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i32)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @_mlir_ciface_r2(!llvm.ptr, i32) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-NEXT:   llvm.func private @r3(%arg0: i64, %arg1: !llvm.ptr) -> !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)> attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK-NEXT:     %0 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %1 = llvm.alloca %0 x !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:     %2 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg0, %2[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %4 = llvm.insertvalue %arg1, %3[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %5 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %6 = llvm.alloca %5 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %4, %6 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT:     llvm.call @_mlir_ciface_r3(%1, %6) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT:     %7 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT:     llvm.return %7 : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @_mlir_ciface_r3(!llvm.ptr, !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-NEXT:   llvm.func @use_r3(%arg0: i64, %arg1: !llvm.ptr) -> !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %3 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %4 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %5 = llvm.call @r3(%3, %4) : (i64, !llvm.ptr) -> !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT:     %6 = llvm.extractvalue %5[0] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT:     %7 = llvm.extractvalue %5[1] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT:     %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %9 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %10 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %11 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %12 = llvm.mul %9, %11 : i64
// CHECK-NEXT:     %13 = llvm.extractvalue %6[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %14 = llvm.mul %9, %13 : i64
// CHECK-NEXT:     %15 = llvm.add %14, %8 : i64
// CHECK-NEXT:     %16 = llvm.mul %15, %10 : i64
// CHECK-NEXT:     %17 = llvm.add %12, %16 : i64
// CHECK-NEXT:     %18 = llvm.alloca %17 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT:     %19 = llvm.extractvalue %6[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     "llvm.intr.memcpy"(%18, %19, %17) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     llvm.call @free(%19) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %20 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %21 = llvm.extractvalue %6[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %22 = llvm.insertvalue %21, %20[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %23 = llvm.insertvalue %18, %22[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %24 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %25 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %26 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %27 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %28 = llvm.mul %25, %27 : i64
// CHECK-NEXT:     %29 = llvm.extractvalue %7[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %30 = llvm.mul %25, %29 : i64
// CHECK-NEXT:     %31 = llvm.add %30, %24 : i64
// CHECK-NEXT:     %32 = llvm.mul %31, %26 : i64
// CHECK-NEXT:     %33 = llvm.add %28, %32 : i64
// CHECK-NEXT:     %34 = llvm.alloca %33 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT:     %35 = llvm.extractvalue %7[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     "llvm.intr.memcpy"(%34, %35, %33) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     llvm.call @free(%35) : (!llvm.ptr) -> ()
// CHECK-NEXT:     %36 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %37 = llvm.extractvalue %7[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %38 = llvm.insertvalue %37, %36[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %39 = llvm.insertvalue %34, %38[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %40 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %41 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %42 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %43 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %44 = llvm.mul %41, %43 : i64
// CHECK-NEXT:     %45 = llvm.extractvalue %23[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %46 = llvm.mul %41, %45 : i64
// CHECK-NEXT:     %47 = llvm.add %46, %40 : i64
// CHECK-NEXT:     %48 = llvm.mul %47, %42 : i64
// CHECK-NEXT:     %49 = llvm.add %44, %48 : i64
// CHECK-NEXT:     %50 = llvm.call @malloc(%49) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %51 = llvm.extractvalue %23[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     "llvm.intr.memcpy"(%50, %51, %49) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %52 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %53 = llvm.extractvalue %23[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %54 = llvm.insertvalue %53, %52[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %55 = llvm.insertvalue %50, %54[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %56 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %57 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %58 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %59 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %60 = llvm.mul %57, %59 : i64
// CHECK-NEXT:     %61 = llvm.extractvalue %39[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %62 = llvm.mul %57, %61 : i64
// CHECK-NEXT:     %63 = llvm.add %62, %56 : i64
// CHECK-NEXT:     %64 = llvm.mul %63, %58 : i64
// CHECK-NEXT:     %65 = llvm.add %60, %64 : i64
// CHECK-NEXT:     %66 = llvm.call @malloc(%65) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %67 = llvm.extractvalue %39[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     "llvm.intr.memcpy"(%66, %67, %65) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %68 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %69 = llvm.extractvalue %39[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %70 = llvm.insertvalue %69, %68[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %71 = llvm.insertvalue %66, %70[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %72 = llvm.mlir.poison : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT:     %73 = llvm.insertvalue %55, %72[0] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT:     %74 = llvm.insertvalue %71, %73[1] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT:     llvm.return %74 : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// I32: module {
// I32-NEXT:   llvm.func @free(!llvm.ptr)
// I32-NEXT:   llvm.func @malloc(i32) -> !llvm.ptr
// I32-NEXT:   llvm.func @ret(%arg0: i32, %arg1: !llvm.ptr) -> !llvm.struct<(i32, ptr)> {
// I32-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %3 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT:     %4 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT:     %5 = llvm.mlir.constant(4 : index) : i32
// I32-NEXT:     %6 = llvm.mlir.constant(8 : index) : i32
// I32-NEXT:     %7 = llvm.mul %4, %6 : i32
// I32-NEXT:     %8 = llvm.extractvalue %2[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %9 = llvm.mul %4, %8 : i32
// I32-NEXT:     %10 = llvm.add %9, %3 : i32
// I32-NEXT:     %11 = llvm.mul %10, %5 : i32
// I32-NEXT:     %12 = llvm.add %7, %11 : i32
// I32-NEXT:     %13 = llvm.call @malloc(%12) : (i32) -> !llvm.ptr
// I32-NEXT:     %14 = llvm.extractvalue %2[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     "llvm.intr.memcpy"(%13, %14, %12) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// I32-NEXT:     %15 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %16 = llvm.extractvalue %2[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %17 = llvm.insertvalue %16, %15[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %18 = llvm.insertvalue %13, %17[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     llvm.return %18 : !llvm.struct<(i32, ptr)>
// I32-NEXT:   }
// I32-NEXT:   llvm.func @caller(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32, %arg3: i32, %arg4: i32) -> !llvm.struct<(i32, ptr)> {
// I32-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT:     %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT:     %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT:     %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT:     %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> to memref<4xf32>
// I32-NEXT:     %cast = memref.cast %6 : memref<4xf32> to memref<*xf32>
// I32-NEXT:     %7 = builtin.unrealized_conversion_cast %cast : memref<*xf32> to !llvm.struct<(i32, ptr)>
// I32-NEXT:     %8 = llvm.extractvalue %7[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %9 = llvm.extractvalue %7[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %10 = llvm.call @ret(%8, %9) : (i32, !llvm.ptr) -> !llvm.struct<(i32, ptr)>
// I32-NEXT:     %11 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT:     %12 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT:     %13 = llvm.mlir.constant(4 : index) : i32
// I32-NEXT:     %14 = llvm.mlir.constant(8 : index) : i32
// I32-NEXT:     %15 = llvm.mul %12, %14 : i32
// I32-NEXT:     %16 = llvm.extractvalue %10[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %17 = llvm.mul %12, %16 : i32
// I32-NEXT:     %18 = llvm.add %17, %11 : i32
// I32-NEXT:     %19 = llvm.mul %18, %13 : i32
// I32-NEXT:     %20 = llvm.add %15, %19 : i32
// I32-NEXT:     %21 = llvm.alloca %20 x i8 : (i32) -> !llvm.ptr
// I32-NEXT:     %22 = llvm.extractvalue %10[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     "llvm.intr.memcpy"(%21, %22, %20) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// I32-NEXT:     llvm.call @free(%22) : (!llvm.ptr) -> ()
// I32-NEXT:     %23 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %24 = llvm.extractvalue %10[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %25 = llvm.insertvalue %24, %23[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %26 = llvm.insertvalue %21, %25[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %27 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT:     %28 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT:     %29 = llvm.mlir.constant(4 : index) : i32
// I32-NEXT:     %30 = llvm.mlir.constant(8 : index) : i32
// I32-NEXT:     %31 = llvm.mul %28, %30 : i32
// I32-NEXT:     %32 = llvm.extractvalue %26[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %33 = llvm.mul %28, %32 : i32
// I32-NEXT:     %34 = llvm.add %33, %27 : i32
// I32-NEXT:     %35 = llvm.mul %34, %29 : i32
// I32-NEXT:     %36 = llvm.add %31, %35 : i32
// I32-NEXT:     %37 = llvm.call @malloc(%36) : (i32) -> !llvm.ptr
// I32-NEXT:     %38 = llvm.extractvalue %26[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     "llvm.intr.memcpy"(%37, %38, %36) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// I32-NEXT:     %39 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %40 = llvm.extractvalue %26[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %41 = llvm.insertvalue %40, %39[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %42 = llvm.insertvalue %37, %41[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     llvm.return %42 : !llvm.struct<(i32, ptr)>
// I32-NEXT:   }
// I32-NEXT:   llvm.func @ext(i32) -> !llvm.struct<(struct<(i32, ptr)>, i32, struct<(i32, ptr)>)> attributes {sym_visibility = "private"}
// I32-NEXT:   llvm.func @two(%arg0: i32, %arg1: !llvm.ptr, %arg2: i32, %arg3: !llvm.ptr, %arg4: i32) -> !llvm.struct<(struct<(i32, ptr)>, i32, struct<(i32, ptr)>)> {
// I32-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %3 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %4 = llvm.insertvalue %arg0, %3[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %5 = llvm.insertvalue %arg1, %4[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %6 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT:     %7 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT:     %8 = llvm.mlir.constant(4 : index) : i32
// I32-NEXT:     %9 = llvm.mlir.constant(8 : index) : i32
// I32-NEXT:     %10 = llvm.mul %7, %9 : i32
// I32-NEXT:     %11 = llvm.extractvalue %5[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %12 = llvm.mul %7, %11 : i32
// I32-NEXT:     %13 = llvm.add %12, %6 : i32
// I32-NEXT:     %14 = llvm.mul %13, %8 : i32
// I32-NEXT:     %15 = llvm.add %10, %14 : i32
// I32-NEXT:     %16 = llvm.call @malloc(%15) : (i32) -> !llvm.ptr
// I32-NEXT:     %17 = llvm.extractvalue %5[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     "llvm.intr.memcpy"(%16, %17, %15) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// I32-NEXT:     %18 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %19 = llvm.extractvalue %5[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %20 = llvm.insertvalue %19, %18[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %21 = llvm.insertvalue %16, %20[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %22 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT:     %23 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT:     %24 = llvm.mlir.constant(4 : index) : i32
// I32-NEXT:     %25 = llvm.mlir.constant(8 : index) : i32
// I32-NEXT:     %26 = llvm.mul %23, %25 : i32
// I32-NEXT:     %27 = llvm.extractvalue %2[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %28 = llvm.mul %23, %27 : i32
// I32-NEXT:     %29 = llvm.add %28, %22 : i32
// I32-NEXT:     %30 = llvm.mul %29, %24 : i32
// I32-NEXT:     %31 = llvm.add %26, %30 : i32
// I32-NEXT:     %32 = llvm.call @malloc(%31) : (i32) -> !llvm.ptr
// I32-NEXT:     %33 = llvm.extractvalue %2[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     "llvm.intr.memcpy"(%32, %33, %31) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// I32-NEXT:     %34 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %35 = llvm.extractvalue %2[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %36 = llvm.insertvalue %35, %34[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %37 = llvm.insertvalue %32, %36[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %38 = llvm.mlir.poison : !llvm.struct<(struct<(i32, ptr)>, i32, struct<(i32, ptr)>)>
// I32-NEXT:     %39 = llvm.insertvalue %21, %38[0] : !llvm.struct<(struct<(i32, ptr)>, i32, struct<(i32, ptr)>)>
// I32-NEXT:     %40 = llvm.insertvalue %arg4, %39[1] : !llvm.struct<(struct<(i32, ptr)>, i32, struct<(i32, ptr)>)>
// I32-NEXT:     %41 = llvm.insertvalue %37, %40[2] : !llvm.struct<(struct<(i32, ptr)>, i32, struct<(i32, ptr)>)>
// I32-NEXT:     llvm.return %41 : !llvm.struct<(struct<(i32, ptr)>, i32, struct<(i32, ptr)>)>
// I32-NEXT:   }
// I32-NEXT:   llvm.func @same_twice(%arg0: i32, %arg1: !llvm.ptr) -> !llvm.struct<(struct<(i32, ptr)>, struct<(i32, ptr)>)> {
// I32-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %3 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT:     %4 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT:     %5 = llvm.mlir.constant(4 : index) : i32
// I32-NEXT:     %6 = llvm.mlir.constant(8 : index) : i32
// I32-NEXT:     %7 = llvm.mul %4, %6 : i32
// I32-NEXT:     %8 = llvm.extractvalue %2[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %9 = llvm.mul %4, %8 : i32
// I32-NEXT:     %10 = llvm.add %9, %3 : i32
// I32-NEXT:     %11 = llvm.mul %10, %5 : i32
// I32-NEXT:     %12 = llvm.add %7, %11 : i32
// I32-NEXT:     %13 = llvm.call @malloc(%12) : (i32) -> !llvm.ptr
// I32-NEXT:     %14 = llvm.extractvalue %2[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     "llvm.intr.memcpy"(%13, %14, %12) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// I32-NEXT:     %15 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %16 = llvm.extractvalue %2[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %17 = llvm.insertvalue %16, %15[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %18 = llvm.insertvalue %13, %17[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %19 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT:     %20 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT:     %21 = llvm.mlir.constant(4 : index) : i32
// I32-NEXT:     %22 = llvm.mlir.constant(8 : index) : i32
// I32-NEXT:     %23 = llvm.mul %20, %22 : i32
// I32-NEXT:     %24 = llvm.extractvalue %2[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %25 = llvm.mul %20, %24 : i32
// I32-NEXT:     %26 = llvm.add %25, %19 : i32
// I32-NEXT:     %27 = llvm.mul %26, %21 : i32
// I32-NEXT:     %28 = llvm.add %23, %27 : i32
// I32-NEXT:     %29 = llvm.call @malloc(%28) : (i32) -> !llvm.ptr
// I32-NEXT:     %30 = llvm.extractvalue %2[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     "llvm.intr.memcpy"(%29, %30, %28) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// I32-NEXT:     %31 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %32 = llvm.extractvalue %2[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %33 = llvm.insertvalue %32, %31[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %34 = llvm.insertvalue %29, %33[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %35 = llvm.mlir.poison : !llvm.struct<(struct<(i32, ptr)>, struct<(i32, ptr)>)>
// I32-NEXT:     %36 = llvm.insertvalue %18, %35[0] : !llvm.struct<(struct<(i32, ptr)>, struct<(i32, ptr)>)>
// I32-NEXT:     %37 = llvm.insertvalue %34, %36[1] : !llvm.struct<(struct<(i32, ptr)>, struct<(i32, ptr)>)>
// I32-NEXT:     llvm.return %37 : !llvm.struct<(struct<(i32, ptr)>, struct<(i32, ptr)>)>
// I32-NEXT:   }
// I32-NEXT:   llvm.func @calls(%arg0: i32) -> i32 {
// I32-NEXT:     %0 = llvm.call @ext(%arg0) : (i32) -> !llvm.struct<(struct<(i32, ptr)>, i32, struct<(i32, ptr)>)>
// I32-NEXT:     %1 = llvm.extractvalue %0[0] : !llvm.struct<(struct<(i32, ptr)>, i32, struct<(i32, ptr)>)>
// I32-NEXT:     %2 = llvm.extractvalue %0[1] : !llvm.struct<(struct<(i32, ptr)>, i32, struct<(i32, ptr)>)>
// I32-NEXT:     %3 = llvm.extractvalue %0[2] : !llvm.struct<(struct<(i32, ptr)>, i32, struct<(i32, ptr)>)>
// I32-NEXT:     %4 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT:     %5 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT:     %6 = llvm.mlir.constant(4 : index) : i32
// I32-NEXT:     %7 = llvm.mlir.constant(8 : index) : i32
// I32-NEXT:     %8 = llvm.mul %5, %7 : i32
// I32-NEXT:     %9 = llvm.extractvalue %1[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %10 = llvm.mul %5, %9 : i32
// I32-NEXT:     %11 = llvm.add %10, %4 : i32
// I32-NEXT:     %12 = llvm.mul %11, %6 : i32
// I32-NEXT:     %13 = llvm.add %8, %12 : i32
// I32-NEXT:     %14 = llvm.alloca %13 x i8 : (i32) -> !llvm.ptr
// I32-NEXT:     %15 = llvm.extractvalue %1[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     "llvm.intr.memcpy"(%14, %15, %13) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// I32-NEXT:     llvm.call @free(%15) : (!llvm.ptr) -> ()
// I32-NEXT:     %16 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %17 = llvm.extractvalue %1[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %18 = llvm.insertvalue %17, %16[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %19 = llvm.insertvalue %14, %18[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %20 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT:     %21 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT:     %22 = llvm.mlir.constant(4 : index) : i32
// I32-NEXT:     %23 = llvm.mlir.constant(8 : index) : i32
// I32-NEXT:     %24 = llvm.mul %21, %23 : i32
// I32-NEXT:     %25 = llvm.extractvalue %3[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %26 = llvm.mul %21, %25 : i32
// I32-NEXT:     %27 = llvm.add %26, %20 : i32
// I32-NEXT:     %28 = llvm.mul %27, %22 : i32
// I32-NEXT:     %29 = llvm.add %24, %28 : i32
// I32-NEXT:     %30 = llvm.alloca %29 x i8 : (i32) -> !llvm.ptr
// I32-NEXT:     %31 = llvm.extractvalue %3[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     "llvm.intr.memcpy"(%30, %31, %29) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// I32-NEXT:     llvm.call @free(%31) : (!llvm.ptr) -> ()
// I32-NEXT:     %32 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %33 = llvm.extractvalue %3[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %34 = llvm.insertvalue %33, %32[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %35 = llvm.insertvalue %30, %34[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %36 = llvm.mlir.addressof @same_twice : !llvm.ptr
// I32-NEXT:     %37 = llvm.extractvalue %19[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %38 = llvm.extractvalue %19[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %39 = llvm.call %36(%37, %38) : !llvm.ptr, (i32, !llvm.ptr) -> !llvm.struct<(struct<(i32, ptr)>, struct<(i32, ptr)>)>
// I32-NEXT:     %40 = llvm.extractvalue %39[0] : !llvm.struct<(struct<(i32, ptr)>, struct<(i32, ptr)>)>
// I32-NEXT:     %41 = llvm.extractvalue %39[1] : !llvm.struct<(struct<(i32, ptr)>, struct<(i32, ptr)>)>
// I32-NEXT:     %42 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT:     %43 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT:     %44 = llvm.mlir.constant(4 : index) : i32
// I32-NEXT:     %45 = llvm.mlir.constant(8 : index) : i32
// I32-NEXT:     %46 = llvm.mul %43, %45 : i32
// I32-NEXT:     %47 = llvm.extractvalue %40[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %48 = llvm.mul %43, %47 : i32
// I32-NEXT:     %49 = llvm.add %48, %42 : i32
// I32-NEXT:     %50 = llvm.mul %49, %44 : i32
// I32-NEXT:     %51 = llvm.add %46, %50 : i32
// I32-NEXT:     %52 = llvm.alloca %51 x i8 : (i32) -> !llvm.ptr
// I32-NEXT:     %53 = llvm.extractvalue %40[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     "llvm.intr.memcpy"(%52, %53, %51) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// I32-NEXT:     llvm.call @free(%53) : (!llvm.ptr) -> ()
// I32-NEXT:     %54 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %55 = llvm.extractvalue %40[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %56 = llvm.insertvalue %55, %54[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %57 = llvm.insertvalue %52, %56[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %58 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT:     %59 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT:     %60 = llvm.mlir.constant(4 : index) : i32
// I32-NEXT:     %61 = llvm.mlir.constant(8 : index) : i32
// I32-NEXT:     %62 = llvm.mul %59, %61 : i32
// I32-NEXT:     %63 = llvm.extractvalue %41[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %64 = llvm.mul %59, %63 : i32
// I32-NEXT:     %65 = llvm.add %64, %58 : i32
// I32-NEXT:     %66 = llvm.mul %65, %60 : i32
// I32-NEXT:     %67 = llvm.add %62, %66 : i32
// I32-NEXT:     %68 = llvm.alloca %67 x i8 : (i32) -> !llvm.ptr
// I32-NEXT:     %69 = llvm.extractvalue %41[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     "llvm.intr.memcpy"(%68, %69, %67) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// I32-NEXT:     llvm.call @free(%69) : (!llvm.ptr) -> ()
// I32-NEXT:     %70 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %71 = llvm.extractvalue %41[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %72 = llvm.insertvalue %71, %70[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %73 = llvm.insertvalue %68, %72[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     llvm.return %2 : i32
// I32-NEXT:   }
// I32-NEXT:   llvm.func @alloc_too() -> !llvm.struct<(i32, ptr)> {
// I32-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// I32-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<*xf32>
// I32-NEXT:     %0 = builtin.unrealized_conversion_cast %cast : memref<*xf32> to !llvm.struct<(i32, ptr)>
// I32-NEXT:     %1 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT:     %2 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT:     %3 = llvm.mlir.constant(4 : index) : i32
// I32-NEXT:     %4 = llvm.mlir.constant(8 : index) : i32
// I32-NEXT:     %5 = llvm.mul %2, %4 : i32
// I32-NEXT:     %6 = llvm.extractvalue %0[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %7 = llvm.mul %2, %6 : i32
// I32-NEXT:     %8 = llvm.add %7, %1 : i32
// I32-NEXT:     %9 = llvm.mul %8, %3 : i32
// I32-NEXT:     %10 = llvm.add %5, %9 : i32
// I32-NEXT:     %11 = llvm.call @malloc(%10) : (i32) -> !llvm.ptr
// I32-NEXT:     %12 = llvm.extractvalue %0[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     "llvm.intr.memcpy"(%11, %12, %10) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// I32-NEXT:     %13 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %14 = llvm.extractvalue %0[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %15 = llvm.insertvalue %14, %13[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %16 = llvm.insertvalue %11, %15[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     llvm.return %16 : !llvm.struct<(i32, ptr)>
// I32-NEXT:   }
// I32-NEXT:   llvm.func @ci(%arg0: i32, %arg1: !llvm.ptr) -> !llvm.struct<(i32, ptr)> attributes {llvm.emit_c_interface} {
// I32-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %3 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT:     %4 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT:     %5 = llvm.mlir.constant(4 : index) : i32
// I32-NEXT:     %6 = llvm.mlir.constant(8 : index) : i32
// I32-NEXT:     %7 = llvm.mul %4, %6 : i32
// I32-NEXT:     %8 = llvm.extractvalue %2[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %9 = llvm.mul %4, %8 : i32
// I32-NEXT:     %10 = llvm.add %9, %3 : i32
// I32-NEXT:     %11 = llvm.mul %10, %5 : i32
// I32-NEXT:     %12 = llvm.add %7, %11 : i32
// I32-NEXT:     %13 = llvm.call @malloc(%12) : (i32) -> !llvm.ptr
// I32-NEXT:     %14 = llvm.extractvalue %2[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     "llvm.intr.memcpy"(%13, %14, %12) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// I32-NEXT:     %15 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %16 = llvm.extractvalue %2[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %17 = llvm.insertvalue %16, %15[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %18 = llvm.insertvalue %13, %17[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     llvm.return %18 : !llvm.struct<(i32, ptr)>
// I32-NEXT:   }
// I32-NEXT:   llvm.func @_mlir_ciface_ci(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
// I32-NEXT:     %0 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(i32, ptr)>
// I32-NEXT:     %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %2 = llvm.extractvalue %0[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %3 = llvm.call @ci(%1, %2) : (i32, !llvm.ptr) -> !llvm.struct<(i32, ptr)>
// I32-NEXT:     llvm.store %3, %arg0 : !llvm.struct<(i32, ptr)>, !llvm.ptr
// I32-NEXT:     llvm.return
// I32-NEXT:   }
// I32-NEXT:   llvm.func private @eci(%arg0: i32, %arg1: !llvm.ptr) -> !llvm.struct<(i32, ptr)> attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// I32-NEXT:     %0 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT:     %1 = llvm.alloca %0 x !llvm.struct<(i32, ptr)> : (i32) -> !llvm.ptr
// I32-NEXT:     %2 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %3 = llvm.insertvalue %arg0, %2[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %4 = llvm.insertvalue %arg1, %3[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %5 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT:     %6 = llvm.alloca %5 x !llvm.struct<(i32, ptr)> : (i32) -> !llvm.ptr
// I32-NEXT:     llvm.store %4, %6 : !llvm.struct<(i32, ptr)>, !llvm.ptr
// I32-NEXT:     llvm.call @_mlir_ciface_eci(%1, %6) : (!llvm.ptr, !llvm.ptr) -> ()
// I32-NEXT:     %7 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(i32, ptr)>
// I32-NEXT:     llvm.return %7 : !llvm.struct<(i32, ptr)>
// I32-NEXT:   }
// I32-NEXT:   llvm.func @_mlir_ciface_eci(!llvm.ptr, !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// I32-NEXT:   llvm.func @use_c(%arg0: i32, %arg1: !llvm.ptr) -> !llvm.struct<(i32, ptr)> {
// I32-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %3 = llvm.extractvalue %2[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %4 = llvm.extractvalue %2[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %5 = llvm.call @eci(%3, %4) : (i32, !llvm.ptr) -> !llvm.struct<(i32, ptr)>
// I32-NEXT:     %6 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT:     %7 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT:     %8 = llvm.mlir.constant(4 : index) : i32
// I32-NEXT:     %9 = llvm.mlir.constant(8 : index) : i32
// I32-NEXT:     %10 = llvm.mul %7, %9 : i32
// I32-NEXT:     %11 = llvm.extractvalue %5[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %12 = llvm.mul %7, %11 : i32
// I32-NEXT:     %13 = llvm.add %12, %6 : i32
// I32-NEXT:     %14 = llvm.mul %13, %8 : i32
// I32-NEXT:     %15 = llvm.add %10, %14 : i32
// I32-NEXT:     %16 = llvm.alloca %15 x i8 : (i32) -> !llvm.ptr
// I32-NEXT:     %17 = llvm.extractvalue %5[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     "llvm.intr.memcpy"(%16, %17, %15) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// I32-NEXT:     llvm.call @free(%17) : (!llvm.ptr) -> ()
// I32-NEXT:     %18 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %19 = llvm.extractvalue %5[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %20 = llvm.insertvalue %19, %18[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %21 = llvm.insertvalue %16, %20[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %22 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT:     %23 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT:     %24 = llvm.mlir.constant(4 : index) : i32
// I32-NEXT:     %25 = llvm.mlir.constant(8 : index) : i32
// I32-NEXT:     %26 = llvm.mul %23, %25 : i32
// I32-NEXT:     %27 = llvm.extractvalue %21[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %28 = llvm.mul %23, %27 : i32
// I32-NEXT:     %29 = llvm.add %28, %22 : i32
// I32-NEXT:     %30 = llvm.mul %29, %24 : i32
// I32-NEXT:     %31 = llvm.add %26, %30 : i32
// I32-NEXT:     %32 = llvm.call @malloc(%31) : (i32) -> !llvm.ptr
// I32-NEXT:     %33 = llvm.extractvalue %21[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     "llvm.intr.memcpy"(%32, %33, %31) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// I32-NEXT:     %34 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %35 = llvm.extractvalue %21[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %36 = llvm.insertvalue %35, %34[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %37 = llvm.insertvalue %32, %36[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     llvm.return %37 : !llvm.struct<(i32, ptr)>
// I32-NEXT:   }
// I32-NEXT:   llvm.func private @r1(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32) -> !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// I32-NEXT:     %0 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT:     %1 = llvm.alloca %0 x !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> : (i32) -> !llvm.ptr
// I32-NEXT:     %2 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT:     %3 = llvm.insertvalue %arg0, %2[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT:     %4 = llvm.insertvalue %arg1, %3[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT:     %5 = llvm.insertvalue %arg2, %4[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT:     %6 = llvm.insertvalue %arg3, %5[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT:     %7 = llvm.insertvalue %arg4, %6[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT:     %8 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT:     %9 = llvm.alloca %8 x !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> : (i32) -> !llvm.ptr
// I32-NEXT:     llvm.store %7, %9 : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>, !llvm.ptr
// I32-NEXT:     llvm.call @_mlir_ciface_r1(%1, %9, %arg5) : (!llvm.ptr, !llvm.ptr, i32) -> ()
// I32-NEXT:     %10 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT:     llvm.return %10 : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT:   }
// I32-NEXT:   llvm.func @_mlir_ciface_r1(!llvm.ptr, !llvm.ptr, i32) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// I32-NEXT:   llvm.func private @r2(%arg0: i32) -> !llvm.struct<(struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>, i32)> attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// I32-NEXT:     %0 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT:     %1 = llvm.alloca %0 x !llvm.struct<(struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>, i32)> : (i32) -> !llvm.ptr
// I32-NEXT:     llvm.call @_mlir_ciface_r2(%1, %arg0) : (!llvm.ptr, i32) -> ()
// I32-NEXT:     %2 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>, i32)>
// I32-NEXT:     llvm.return %2 : !llvm.struct<(struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>, i32)>
// I32-NEXT:   }
// I32-NEXT:   llvm.func @_mlir_ciface_r2(!llvm.ptr, i32) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// I32-NEXT:   llvm.func private @r3(%arg0: i32, %arg1: !llvm.ptr) -> !llvm.struct<(struct<(i32, ptr)>, struct<(i32, ptr)>)> attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// I32-NEXT:     %0 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT:     %1 = llvm.alloca %0 x !llvm.struct<(struct<(i32, ptr)>, struct<(i32, ptr)>)> : (i32) -> !llvm.ptr
// I32-NEXT:     %2 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %3 = llvm.insertvalue %arg0, %2[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %4 = llvm.insertvalue %arg1, %3[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %5 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT:     %6 = llvm.alloca %5 x !llvm.struct<(i32, ptr)> : (i32) -> !llvm.ptr
// I32-NEXT:     llvm.store %4, %6 : !llvm.struct<(i32, ptr)>, !llvm.ptr
// I32-NEXT:     llvm.call @_mlir_ciface_r3(%1, %6) : (!llvm.ptr, !llvm.ptr) -> ()
// I32-NEXT:     %7 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(struct<(i32, ptr)>, struct<(i32, ptr)>)>
// I32-NEXT:     llvm.return %7 : !llvm.struct<(struct<(i32, ptr)>, struct<(i32, ptr)>)>
// I32-NEXT:   }
// I32-NEXT:   llvm.func @_mlir_ciface_r3(!llvm.ptr, !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// I32-NEXT:   llvm.func @use_r3(%arg0: i32, %arg1: !llvm.ptr) -> !llvm.struct<(struct<(i32, ptr)>, struct<(i32, ptr)>)> {
// I32-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %3 = llvm.extractvalue %2[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %4 = llvm.extractvalue %2[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %5 = llvm.call @r3(%3, %4) : (i32, !llvm.ptr) -> !llvm.struct<(struct<(i32, ptr)>, struct<(i32, ptr)>)>
// I32-NEXT:     %6 = llvm.extractvalue %5[0] : !llvm.struct<(struct<(i32, ptr)>, struct<(i32, ptr)>)>
// I32-NEXT:     %7 = llvm.extractvalue %5[1] : !llvm.struct<(struct<(i32, ptr)>, struct<(i32, ptr)>)>
// I32-NEXT:     %8 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT:     %9 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT:     %10 = llvm.mlir.constant(4 : index) : i32
// I32-NEXT:     %11 = llvm.mlir.constant(8 : index) : i32
// I32-NEXT:     %12 = llvm.mul %9, %11 : i32
// I32-NEXT:     %13 = llvm.extractvalue %6[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %14 = llvm.mul %9, %13 : i32
// I32-NEXT:     %15 = llvm.add %14, %8 : i32
// I32-NEXT:     %16 = llvm.mul %15, %10 : i32
// I32-NEXT:     %17 = llvm.add %12, %16 : i32
// I32-NEXT:     %18 = llvm.alloca %17 x i8 : (i32) -> !llvm.ptr
// I32-NEXT:     %19 = llvm.extractvalue %6[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     "llvm.intr.memcpy"(%18, %19, %17) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// I32-NEXT:     llvm.call @free(%19) : (!llvm.ptr) -> ()
// I32-NEXT:     %20 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %21 = llvm.extractvalue %6[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %22 = llvm.insertvalue %21, %20[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %23 = llvm.insertvalue %18, %22[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %24 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT:     %25 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT:     %26 = llvm.mlir.constant(4 : index) : i32
// I32-NEXT:     %27 = llvm.mlir.constant(8 : index) : i32
// I32-NEXT:     %28 = llvm.mul %25, %27 : i32
// I32-NEXT:     %29 = llvm.extractvalue %7[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %30 = llvm.mul %25, %29 : i32
// I32-NEXT:     %31 = llvm.add %30, %24 : i32
// I32-NEXT:     %32 = llvm.mul %31, %26 : i32
// I32-NEXT:     %33 = llvm.add %28, %32 : i32
// I32-NEXT:     %34 = llvm.alloca %33 x i8 : (i32) -> !llvm.ptr
// I32-NEXT:     %35 = llvm.extractvalue %7[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     "llvm.intr.memcpy"(%34, %35, %33) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// I32-NEXT:     llvm.call @free(%35) : (!llvm.ptr) -> ()
// I32-NEXT:     %36 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %37 = llvm.extractvalue %7[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %38 = llvm.insertvalue %37, %36[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %39 = llvm.insertvalue %34, %38[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %40 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT:     %41 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT:     %42 = llvm.mlir.constant(4 : index) : i32
// I32-NEXT:     %43 = llvm.mlir.constant(8 : index) : i32
// I32-NEXT:     %44 = llvm.mul %41, %43 : i32
// I32-NEXT:     %45 = llvm.extractvalue %23[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %46 = llvm.mul %41, %45 : i32
// I32-NEXT:     %47 = llvm.add %46, %40 : i32
// I32-NEXT:     %48 = llvm.mul %47, %42 : i32
// I32-NEXT:     %49 = llvm.add %44, %48 : i32
// I32-NEXT:     %50 = llvm.call @malloc(%49) : (i32) -> !llvm.ptr
// I32-NEXT:     %51 = llvm.extractvalue %23[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     "llvm.intr.memcpy"(%50, %51, %49) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// I32-NEXT:     %52 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %53 = llvm.extractvalue %23[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %54 = llvm.insertvalue %53, %52[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %55 = llvm.insertvalue %50, %54[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %56 = llvm.mlir.constant(1 : index) : i32
// I32-NEXT:     %57 = llvm.mlir.constant(2 : index) : i32
// I32-NEXT:     %58 = llvm.mlir.constant(4 : index) : i32
// I32-NEXT:     %59 = llvm.mlir.constant(8 : index) : i32
// I32-NEXT:     %60 = llvm.mul %57, %59 : i32
// I32-NEXT:     %61 = llvm.extractvalue %39[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %62 = llvm.mul %57, %61 : i32
// I32-NEXT:     %63 = llvm.add %62, %56 : i32
// I32-NEXT:     %64 = llvm.mul %63, %58 : i32
// I32-NEXT:     %65 = llvm.add %60, %64 : i32
// I32-NEXT:     %66 = llvm.call @malloc(%65) : (i32) -> !llvm.ptr
// I32-NEXT:     %67 = llvm.extractvalue %39[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     "llvm.intr.memcpy"(%66, %67, %65) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// I32-NEXT:     %68 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %69 = llvm.extractvalue %39[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %70 = llvm.insertvalue %69, %68[0] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %71 = llvm.insertvalue %66, %70[1] : !llvm.struct<(i32, ptr)>
// I32-NEXT:     %72 = llvm.mlir.poison : !llvm.struct<(struct<(i32, ptr)>, struct<(i32, ptr)>)>
// I32-NEXT:     %73 = llvm.insertvalue %55, %72[0] : !llvm.struct<(struct<(i32, ptr)>, struct<(i32, ptr)>)>
// I32-NEXT:     %74 = llvm.insertvalue %71, %73[1] : !llvm.struct<(struct<(i32, ptr)>, struct<(i32, ptr)>)>
// I32-NEXT:     llvm.return %74 : !llvm.struct<(struct<(i32, ptr)>, struct<(i32, ptr)>)>
// I32-NEXT:   }
// I32-NEXT: }

// TOLLVM: module {
// TOLLVM-NEXT:   llvm.func @free(!llvm.ptr)
// TOLLVM-NEXT:   llvm.func @malloc(i64) -> !llvm.ptr
// TOLLVM-NEXT:   llvm.func @ret(%arg0: i64, %arg1: !llvm.ptr) -> !llvm.struct<(i64, ptr)> {
// TOLLVM-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %3 = llvm.mlir.constant(1 : index) : i64
// TOLLVM-NEXT:     %4 = llvm.mlir.constant(2 : index) : i64
// TOLLVM-NEXT:     %5 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %6 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %7 = llvm.mul %4, %6 : i64
// TOLLVM-NEXT:     %8 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %9 = llvm.mul %4, %8 : i64
// TOLLVM-NEXT:     %10 = llvm.add %9, %3 : i64
// TOLLVM-NEXT:     %11 = llvm.mul %10, %5 : i64
// TOLLVM-NEXT:     %12 = llvm.add %7, %11 : i64
// TOLLVM-NEXT:     %13 = llvm.call @malloc(%12) : (i64) -> !llvm.ptr
// TOLLVM-NEXT:     %14 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     "llvm.intr.memcpy"(%13, %14, %12) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// TOLLVM-NEXT:     %15 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %16 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %17 = llvm.insertvalue %16, %15[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %18 = llvm.insertvalue %13, %17[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     llvm.return %18 : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:   }
// TOLLVM-NEXT:   llvm.func @caller(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) -> !llvm.struct<(i64, ptr)> {
// TOLLVM-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// TOLLVM-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// TOLLVM-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// TOLLVM-NEXT:     %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// TOLLVM-NEXT:     %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// TOLLVM-NEXT:     %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// TOLLVM-NEXT:     %6 = llvm.mlir.constant(1 : index) : i64
// TOLLVM-NEXT:     %7 = llvm.alloca %6 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// TOLLVM-NEXT:     llvm.store %5, %7 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// TOLLVM-NEXT:     %8 = llvm.mlir.constant(1 : index) : i64
// TOLLVM-NEXT:     %9 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %10 = llvm.insertvalue %8, %9[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %11 = llvm.insertvalue %7, %10[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %12 = llvm.extractvalue %11[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %13 = llvm.extractvalue %11[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %14 = llvm.call @ret(%12, %13) : (i64, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %15 = llvm.mlir.constant(1 : index) : i64
// TOLLVM-NEXT:     %16 = llvm.mlir.constant(2 : index) : i64
// TOLLVM-NEXT:     %17 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %18 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %19 = llvm.mul %16, %18 : i64
// TOLLVM-NEXT:     %20 = llvm.extractvalue %14[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %21 = llvm.mul %16, %20 : i64
// TOLLVM-NEXT:     %22 = llvm.add %21, %15 : i64
// TOLLVM-NEXT:     %23 = llvm.mul %22, %17 : i64
// TOLLVM-NEXT:     %24 = llvm.add %19, %23 : i64
// TOLLVM-NEXT:     %25 = llvm.alloca %24 x i8 : (i64) -> !llvm.ptr
// TOLLVM-NEXT:     %26 = llvm.extractvalue %14[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     "llvm.intr.memcpy"(%25, %26, %24) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// TOLLVM-NEXT:     llvm.call @free(%26) : (!llvm.ptr) -> ()
// TOLLVM-NEXT:     %27 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %28 = llvm.extractvalue %14[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %29 = llvm.insertvalue %28, %27[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %30 = llvm.insertvalue %25, %29[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %31 = llvm.mlir.constant(1 : index) : i64
// TOLLVM-NEXT:     %32 = llvm.mlir.constant(2 : index) : i64
// TOLLVM-NEXT:     %33 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %34 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %35 = llvm.mul %32, %34 : i64
// TOLLVM-NEXT:     %36 = llvm.extractvalue %30[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %37 = llvm.mul %32, %36 : i64
// TOLLVM-NEXT:     %38 = llvm.add %37, %31 : i64
// TOLLVM-NEXT:     %39 = llvm.mul %38, %33 : i64
// TOLLVM-NEXT:     %40 = llvm.add %35, %39 : i64
// TOLLVM-NEXT:     %41 = llvm.call @malloc(%40) : (i64) -> !llvm.ptr
// TOLLVM-NEXT:     %42 = llvm.extractvalue %30[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     "llvm.intr.memcpy"(%41, %42, %40) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// TOLLVM-NEXT:     %43 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %44 = llvm.extractvalue %30[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %45 = llvm.insertvalue %44, %43[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %46 = llvm.insertvalue %41, %45[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     llvm.return %46 : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:   }
// TOLLVM-NEXT:   llvm.func @ext(i32) -> !llvm.struct<(struct<(i64, ptr)>, i32, struct<(i64, ptr)>)> attributes {sym_visibility = "private"}
// TOLLVM-NEXT:   llvm.func @two(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr, %arg4: i32) -> !llvm.struct<(struct<(i64, ptr)>, i32, struct<(i64, ptr)>)> {
// TOLLVM-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %1 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %3 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %4 = llvm.insertvalue %arg0, %3[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %5 = llvm.insertvalue %arg1, %4[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %6 = llvm.mlir.constant(1 : index) : i64
// TOLLVM-NEXT:     %7 = llvm.mlir.constant(2 : index) : i64
// TOLLVM-NEXT:     %8 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %9 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %10 = llvm.mul %7, %9 : i64
// TOLLVM-NEXT:     %11 = llvm.extractvalue %5[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %12 = llvm.mul %7, %11 : i64
// TOLLVM-NEXT:     %13 = llvm.add %12, %6 : i64
// TOLLVM-NEXT:     %14 = llvm.mul %13, %8 : i64
// TOLLVM-NEXT:     %15 = llvm.add %10, %14 : i64
// TOLLVM-NEXT:     %16 = llvm.call @malloc(%15) : (i64) -> !llvm.ptr
// TOLLVM-NEXT:     %17 = llvm.extractvalue %5[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     "llvm.intr.memcpy"(%16, %17, %15) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// TOLLVM-NEXT:     %18 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %19 = llvm.extractvalue %5[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %20 = llvm.insertvalue %19, %18[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %21 = llvm.insertvalue %16, %20[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %22 = llvm.mlir.constant(1 : index) : i64
// TOLLVM-NEXT:     %23 = llvm.mlir.constant(2 : index) : i64
// TOLLVM-NEXT:     %24 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %25 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %26 = llvm.mul %23, %25 : i64
// TOLLVM-NEXT:     %27 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %28 = llvm.mul %23, %27 : i64
// TOLLVM-NEXT:     %29 = llvm.add %28, %22 : i64
// TOLLVM-NEXT:     %30 = llvm.mul %29, %24 : i64
// TOLLVM-NEXT:     %31 = llvm.add %26, %30 : i64
// TOLLVM-NEXT:     %32 = llvm.call @malloc(%31) : (i64) -> !llvm.ptr
// TOLLVM-NEXT:     %33 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     "llvm.intr.memcpy"(%32, %33, %31) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// TOLLVM-NEXT:     %34 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %35 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %36 = llvm.insertvalue %35, %34[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %37 = llvm.insertvalue %32, %36[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %38 = llvm.mlir.poison : !llvm.struct<(struct<(i64, ptr)>, i32, struct<(i64, ptr)>)>
// TOLLVM-NEXT:     %39 = llvm.insertvalue %21, %38[0] : !llvm.struct<(struct<(i64, ptr)>, i32, struct<(i64, ptr)>)>
// TOLLVM-NEXT:     %40 = llvm.insertvalue %arg4, %39[1] : !llvm.struct<(struct<(i64, ptr)>, i32, struct<(i64, ptr)>)>
// TOLLVM-NEXT:     %41 = llvm.insertvalue %37, %40[2] : !llvm.struct<(struct<(i64, ptr)>, i32, struct<(i64, ptr)>)>
// TOLLVM-NEXT:     llvm.return %41 : !llvm.struct<(struct<(i64, ptr)>, i32, struct<(i64, ptr)>)>
// TOLLVM-NEXT:   }
// TOLLVM-NEXT:   llvm.func @same_twice(%arg0: i64, %arg1: !llvm.ptr) -> !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)> {
// TOLLVM-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %3 = llvm.mlir.constant(1 : index) : i64
// TOLLVM-NEXT:     %4 = llvm.mlir.constant(2 : index) : i64
// TOLLVM-NEXT:     %5 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %6 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %7 = llvm.mul %4, %6 : i64
// TOLLVM-NEXT:     %8 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %9 = llvm.mul %4, %8 : i64
// TOLLVM-NEXT:     %10 = llvm.add %9, %3 : i64
// TOLLVM-NEXT:     %11 = llvm.mul %10, %5 : i64
// TOLLVM-NEXT:     %12 = llvm.add %7, %11 : i64
// TOLLVM-NEXT:     %13 = llvm.call @malloc(%12) : (i64) -> !llvm.ptr
// TOLLVM-NEXT:     %14 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     "llvm.intr.memcpy"(%13, %14, %12) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// TOLLVM-NEXT:     %15 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %16 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %17 = llvm.insertvalue %16, %15[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %18 = llvm.insertvalue %13, %17[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %19 = llvm.mlir.constant(1 : index) : i64
// TOLLVM-NEXT:     %20 = llvm.mlir.constant(2 : index) : i64
// TOLLVM-NEXT:     %21 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %22 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %23 = llvm.mul %20, %22 : i64
// TOLLVM-NEXT:     %24 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %25 = llvm.mul %20, %24 : i64
// TOLLVM-NEXT:     %26 = llvm.add %25, %19 : i64
// TOLLVM-NEXT:     %27 = llvm.mul %26, %21 : i64
// TOLLVM-NEXT:     %28 = llvm.add %23, %27 : i64
// TOLLVM-NEXT:     %29 = llvm.call @malloc(%28) : (i64) -> !llvm.ptr
// TOLLVM-NEXT:     %30 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     "llvm.intr.memcpy"(%29, %30, %28) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// TOLLVM-NEXT:     %31 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %32 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %33 = llvm.insertvalue %32, %31[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %34 = llvm.insertvalue %29, %33[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %35 = llvm.mlir.poison : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// TOLLVM-NEXT:     %36 = llvm.insertvalue %18, %35[0] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// TOLLVM-NEXT:     %37 = llvm.insertvalue %34, %36[1] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// TOLLVM-NEXT:     llvm.return %37 : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// TOLLVM-NEXT:   }
// TOLLVM-NEXT:   llvm.func @calls(%arg0: i32) -> i32 {
// TOLLVM-NEXT:     %0 = llvm.call @ext(%arg0) : (i32) -> !llvm.struct<(struct<(i64, ptr)>, i32, struct<(i64, ptr)>)>
// TOLLVM-NEXT:     %1 = llvm.extractvalue %0[0] : !llvm.struct<(struct<(i64, ptr)>, i32, struct<(i64, ptr)>)>
// TOLLVM-NEXT:     %2 = llvm.extractvalue %0[1] : !llvm.struct<(struct<(i64, ptr)>, i32, struct<(i64, ptr)>)>
// TOLLVM-NEXT:     %3 = llvm.extractvalue %0[2] : !llvm.struct<(struct<(i64, ptr)>, i32, struct<(i64, ptr)>)>
// TOLLVM-NEXT:     %4 = llvm.mlir.constant(1 : index) : i64
// TOLLVM-NEXT:     %5 = llvm.mlir.constant(2 : index) : i64
// TOLLVM-NEXT:     %6 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %7 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %8 = llvm.mul %5, %7 : i64
// TOLLVM-NEXT:     %9 = llvm.extractvalue %1[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %10 = llvm.mul %5, %9 : i64
// TOLLVM-NEXT:     %11 = llvm.add %10, %4 : i64
// TOLLVM-NEXT:     %12 = llvm.mul %11, %6 : i64
// TOLLVM-NEXT:     %13 = llvm.add %8, %12 : i64
// TOLLVM-NEXT:     %14 = llvm.alloca %13 x i8 : (i64) -> !llvm.ptr
// TOLLVM-NEXT:     %15 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     "llvm.intr.memcpy"(%14, %15, %13) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// TOLLVM-NEXT:     llvm.call @free(%15) : (!llvm.ptr) -> ()
// TOLLVM-NEXT:     %16 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %17 = llvm.extractvalue %1[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %18 = llvm.insertvalue %17, %16[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %19 = llvm.insertvalue %14, %18[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %20 = llvm.mlir.constant(1 : index) : i64
// TOLLVM-NEXT:     %21 = llvm.mlir.constant(2 : index) : i64
// TOLLVM-NEXT:     %22 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %23 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %24 = llvm.mul %21, %23 : i64
// TOLLVM-NEXT:     %25 = llvm.extractvalue %3[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %26 = llvm.mul %21, %25 : i64
// TOLLVM-NEXT:     %27 = llvm.add %26, %20 : i64
// TOLLVM-NEXT:     %28 = llvm.mul %27, %22 : i64
// TOLLVM-NEXT:     %29 = llvm.add %24, %28 : i64
// TOLLVM-NEXT:     %30 = llvm.alloca %29 x i8 : (i64) -> !llvm.ptr
// TOLLVM-NEXT:     %31 = llvm.extractvalue %3[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     "llvm.intr.memcpy"(%30, %31, %29) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// TOLLVM-NEXT:     llvm.call @free(%31) : (!llvm.ptr) -> ()
// TOLLVM-NEXT:     %32 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %33 = llvm.extractvalue %3[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %34 = llvm.insertvalue %33, %32[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %35 = llvm.insertvalue %30, %34[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %36 = llvm.mlir.addressof @same_twice : !llvm.ptr
// TOLLVM-NEXT:     %37 = llvm.extractvalue %19[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %38 = llvm.extractvalue %19[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %39 = llvm.call %36(%37, %38) : !llvm.ptr, (i64, !llvm.ptr) -> !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// TOLLVM-NEXT:     %40 = llvm.extractvalue %39[0] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// TOLLVM-NEXT:     %41 = llvm.extractvalue %39[1] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// TOLLVM-NEXT:     %42 = llvm.mlir.constant(1 : index) : i64
// TOLLVM-NEXT:     %43 = llvm.mlir.constant(2 : index) : i64
// TOLLVM-NEXT:     %44 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %45 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %46 = llvm.mul %43, %45 : i64
// TOLLVM-NEXT:     %47 = llvm.extractvalue %40[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %48 = llvm.mul %43, %47 : i64
// TOLLVM-NEXT:     %49 = llvm.add %48, %42 : i64
// TOLLVM-NEXT:     %50 = llvm.mul %49, %44 : i64
// TOLLVM-NEXT:     %51 = llvm.add %46, %50 : i64
// TOLLVM-NEXT:     %52 = llvm.alloca %51 x i8 : (i64) -> !llvm.ptr
// TOLLVM-NEXT:     %53 = llvm.extractvalue %40[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     "llvm.intr.memcpy"(%52, %53, %51) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// TOLLVM-NEXT:     llvm.call @free(%53) : (!llvm.ptr) -> ()
// TOLLVM-NEXT:     %54 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %55 = llvm.extractvalue %40[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %56 = llvm.insertvalue %55, %54[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %57 = llvm.insertvalue %52, %56[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %58 = llvm.mlir.constant(1 : index) : i64
// TOLLVM-NEXT:     %59 = llvm.mlir.constant(2 : index) : i64
// TOLLVM-NEXT:     %60 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %61 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %62 = llvm.mul %59, %61 : i64
// TOLLVM-NEXT:     %63 = llvm.extractvalue %41[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %64 = llvm.mul %59, %63 : i64
// TOLLVM-NEXT:     %65 = llvm.add %64, %58 : i64
// TOLLVM-NEXT:     %66 = llvm.mul %65, %60 : i64
// TOLLVM-NEXT:     %67 = llvm.add %62, %66 : i64
// TOLLVM-NEXT:     %68 = llvm.alloca %67 x i8 : (i64) -> !llvm.ptr
// TOLLVM-NEXT:     %69 = llvm.extractvalue %41[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     "llvm.intr.memcpy"(%68, %69, %67) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// TOLLVM-NEXT:     llvm.call @free(%69) : (!llvm.ptr) -> ()
// TOLLVM-NEXT:     %70 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %71 = llvm.extractvalue %41[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %72 = llvm.insertvalue %71, %70[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %73 = llvm.insertvalue %68, %72[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     llvm.return %2 : i32
// TOLLVM-NEXT:   }
// TOLLVM-NEXT:   llvm.func @alloc_too() -> !llvm.struct<(i64, ptr)> {
// TOLLVM-NEXT:     %0 = llvm.mlir.constant(4 : index) : i64
// TOLLVM-NEXT:     %1 = llvm.mlir.constant(1 : index) : i64
// TOLLVM-NEXT:     %2 = llvm.mlir.zero : !llvm.ptr
// TOLLVM-NEXT:     %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// TOLLVM-NEXT:     %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// TOLLVM-NEXT:     %5 = llvm.call @malloc(%4) : (i64) -> !llvm.ptr
// TOLLVM-NEXT:     %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// TOLLVM-NEXT:     %7 = llvm.insertvalue %5, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// TOLLVM-NEXT:     %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// TOLLVM-NEXT:     %9 = llvm.mlir.constant(0 : index) : i64
// TOLLVM-NEXT:     %10 = llvm.insertvalue %9, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// TOLLVM-NEXT:     %11 = llvm.insertvalue %0, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// TOLLVM-NEXT:     %12 = llvm.insertvalue %1, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// TOLLVM-NEXT:     %13 = llvm.mlir.constant(1 : index) : i64
// TOLLVM-NEXT:     %14 = llvm.alloca %13 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// TOLLVM-NEXT:     llvm.store %12, %14 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// TOLLVM-NEXT:     %15 = llvm.mlir.constant(1 : index) : i64
// TOLLVM-NEXT:     %16 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %17 = llvm.insertvalue %15, %16[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %18 = llvm.insertvalue %14, %17[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %19 = llvm.mlir.constant(1 : index) : i64
// TOLLVM-NEXT:     %20 = llvm.mlir.constant(2 : index) : i64
// TOLLVM-NEXT:     %21 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %22 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %23 = llvm.mul %20, %22 : i64
// TOLLVM-NEXT:     %24 = llvm.extractvalue %18[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %25 = llvm.mul %20, %24 : i64
// TOLLVM-NEXT:     %26 = llvm.add %25, %19 : i64
// TOLLVM-NEXT:     %27 = llvm.mul %26, %21 : i64
// TOLLVM-NEXT:     %28 = llvm.add %23, %27 : i64
// TOLLVM-NEXT:     %29 = llvm.call @malloc(%28) : (i64) -> !llvm.ptr
// TOLLVM-NEXT:     %30 = llvm.extractvalue %18[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     "llvm.intr.memcpy"(%29, %30, %28) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// TOLLVM-NEXT:     %31 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %32 = llvm.extractvalue %18[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %33 = llvm.insertvalue %32, %31[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %34 = llvm.insertvalue %29, %33[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     llvm.return %34 : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:   }
// TOLLVM-NEXT:   llvm.func @ci(%arg0: i64, %arg1: !llvm.ptr) -> !llvm.struct<(i64, ptr)> attributes {llvm.emit_c_interface} {
// TOLLVM-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %3 = llvm.mlir.constant(1 : index) : i64
// TOLLVM-NEXT:     %4 = llvm.mlir.constant(2 : index) : i64
// TOLLVM-NEXT:     %5 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %6 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %7 = llvm.mul %4, %6 : i64
// TOLLVM-NEXT:     %8 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %9 = llvm.mul %4, %8 : i64
// TOLLVM-NEXT:     %10 = llvm.add %9, %3 : i64
// TOLLVM-NEXT:     %11 = llvm.mul %10, %5 : i64
// TOLLVM-NEXT:     %12 = llvm.add %7, %11 : i64
// TOLLVM-NEXT:     %13 = llvm.call @malloc(%12) : (i64) -> !llvm.ptr
// TOLLVM-NEXT:     %14 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     "llvm.intr.memcpy"(%13, %14, %12) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// TOLLVM-NEXT:     %15 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %16 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %17 = llvm.insertvalue %16, %15[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %18 = llvm.insertvalue %13, %17[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     llvm.return %18 : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:   }
// TOLLVM-NEXT:   llvm.func @_mlir_ciface_ci(%arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
// TOLLVM-NEXT:     %0 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %1 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %2 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %3 = llvm.call @ci(%1, %2) : (i64, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     llvm.store %3, %arg0 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// TOLLVM-NEXT:     llvm.return
// TOLLVM-NEXT:   }
// TOLLVM-NEXT:   llvm.func private @eci(%arg0: i64, %arg1: !llvm.ptr) -> !llvm.struct<(i64, ptr)> attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// TOLLVM-NEXT:     %0 = llvm.mlir.constant(1 : index) : i64
// TOLLVM-NEXT:     %1 = llvm.alloca %0 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// TOLLVM-NEXT:     %2 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %3 = llvm.insertvalue %arg0, %2[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %4 = llvm.insertvalue %arg1, %3[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %5 = llvm.mlir.constant(1 : index) : i64
// TOLLVM-NEXT:     %6 = llvm.alloca %5 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// TOLLVM-NEXT:     llvm.store %4, %6 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// TOLLVM-NEXT:     llvm.call @_mlir_ciface_eci(%1, %6) : (!llvm.ptr, !llvm.ptr) -> ()
// TOLLVM-NEXT:     %7 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     llvm.return %7 : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:   }
// TOLLVM-NEXT:   llvm.func @_mlir_ciface_eci(!llvm.ptr, !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// TOLLVM-NEXT:   llvm.func @use_c(%arg0: i64, %arg1: !llvm.ptr) -> !llvm.struct<(i64, ptr)> {
// TOLLVM-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %3 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %4 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %5 = llvm.call @eci(%3, %4) : (i64, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %6 = llvm.mlir.constant(1 : index) : i64
// TOLLVM-NEXT:     %7 = llvm.mlir.constant(2 : index) : i64
// TOLLVM-NEXT:     %8 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %9 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %10 = llvm.mul %7, %9 : i64
// TOLLVM-NEXT:     %11 = llvm.extractvalue %5[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %12 = llvm.mul %7, %11 : i64
// TOLLVM-NEXT:     %13 = llvm.add %12, %6 : i64
// TOLLVM-NEXT:     %14 = llvm.mul %13, %8 : i64
// TOLLVM-NEXT:     %15 = llvm.add %10, %14 : i64
// TOLLVM-NEXT:     %16 = llvm.alloca %15 x i8 : (i64) -> !llvm.ptr
// TOLLVM-NEXT:     %17 = llvm.extractvalue %5[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     "llvm.intr.memcpy"(%16, %17, %15) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// TOLLVM-NEXT:     llvm.call @free(%17) : (!llvm.ptr) -> ()
// TOLLVM-NEXT:     %18 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %19 = llvm.extractvalue %5[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %20 = llvm.insertvalue %19, %18[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %21 = llvm.insertvalue %16, %20[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %22 = llvm.mlir.constant(1 : index) : i64
// TOLLVM-NEXT:     %23 = llvm.mlir.constant(2 : index) : i64
// TOLLVM-NEXT:     %24 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %25 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %26 = llvm.mul %23, %25 : i64
// TOLLVM-NEXT:     %27 = llvm.extractvalue %21[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %28 = llvm.mul %23, %27 : i64
// TOLLVM-NEXT:     %29 = llvm.add %28, %22 : i64
// TOLLVM-NEXT:     %30 = llvm.mul %29, %24 : i64
// TOLLVM-NEXT:     %31 = llvm.add %26, %30 : i64
// TOLLVM-NEXT:     %32 = llvm.call @malloc(%31) : (i64) -> !llvm.ptr
// TOLLVM-NEXT:     %33 = llvm.extractvalue %21[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     "llvm.intr.memcpy"(%32, %33, %31) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// TOLLVM-NEXT:     %34 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %35 = llvm.extractvalue %21[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %36 = llvm.insertvalue %35, %34[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %37 = llvm.insertvalue %32, %36[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     llvm.return %37 : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:   }
// TOLLVM-NEXT:   llvm.func private @r1(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i32) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// TOLLVM-NEXT:     %0 = llvm.mlir.constant(1 : index) : i64
// TOLLVM-NEXT:     %1 = llvm.alloca %0 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// TOLLVM-NEXT:     %2 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// TOLLVM-NEXT:     %3 = llvm.insertvalue %arg0, %2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// TOLLVM-NEXT:     %4 = llvm.insertvalue %arg1, %3[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// TOLLVM-NEXT:     %5 = llvm.insertvalue %arg2, %4[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// TOLLVM-NEXT:     %6 = llvm.insertvalue %arg3, %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// TOLLVM-NEXT:     %7 = llvm.insertvalue %arg4, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// TOLLVM-NEXT:     %8 = llvm.mlir.constant(1 : index) : i64
// TOLLVM-NEXT:     %9 = llvm.alloca %8 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// TOLLVM-NEXT:     llvm.store %7, %9 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// TOLLVM-NEXT:     llvm.call @_mlir_ciface_r1(%1, %9, %arg5) : (!llvm.ptr, !llvm.ptr, i32) -> ()
// TOLLVM-NEXT:     %10 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// TOLLVM-NEXT:     llvm.return %10 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// TOLLVM-NEXT:   }
// TOLLVM-NEXT:   llvm.func @_mlir_ciface_r1(!llvm.ptr, !llvm.ptr, i32) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// TOLLVM-NEXT:   llvm.func private @r2(%arg0: i32) -> !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i32)> attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// TOLLVM-NEXT:     %0 = llvm.mlir.constant(1 : index) : i64
// TOLLVM-NEXT:     %1 = llvm.alloca %0 x !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i32)> : (i64) -> !llvm.ptr
// TOLLVM-NEXT:     llvm.call @_mlir_ciface_r2(%1, %arg0) : (!llvm.ptr, i32) -> ()
// TOLLVM-NEXT:     %2 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i32)>
// TOLLVM-NEXT:     llvm.return %2 : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i32)>
// TOLLVM-NEXT:   }
// TOLLVM-NEXT:   llvm.func @_mlir_ciface_r2(!llvm.ptr, i32) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// TOLLVM-NEXT:   llvm.func private @r3(%arg0: i64, %arg1: !llvm.ptr) -> !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)> attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// TOLLVM-NEXT:     %0 = llvm.mlir.constant(1 : index) : i64
// TOLLVM-NEXT:     %1 = llvm.alloca %0 x !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)> : (i64) -> !llvm.ptr
// TOLLVM-NEXT:     %2 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %3 = llvm.insertvalue %arg0, %2[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %4 = llvm.insertvalue %arg1, %3[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %5 = llvm.mlir.constant(1 : index) : i64
// TOLLVM-NEXT:     %6 = llvm.alloca %5 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// TOLLVM-NEXT:     llvm.store %4, %6 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// TOLLVM-NEXT:     llvm.call @_mlir_ciface_r3(%1, %6) : (!llvm.ptr, !llvm.ptr) -> ()
// TOLLVM-NEXT:     %7 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// TOLLVM-NEXT:     llvm.return %7 : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// TOLLVM-NEXT:   }
// TOLLVM-NEXT:   llvm.func @_mlir_ciface_r3(!llvm.ptr, !llvm.ptr) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// TOLLVM-NEXT:   llvm.func @use_r3(%arg0: i64, %arg1: !llvm.ptr) -> !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)> {
// TOLLVM-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %3 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %4 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %5 = llvm.call @r3(%3, %4) : (i64, !llvm.ptr) -> !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// TOLLVM-NEXT:     %6 = llvm.extractvalue %5[0] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// TOLLVM-NEXT:     %7 = llvm.extractvalue %5[1] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// TOLLVM-NEXT:     %8 = llvm.mlir.constant(1 : index) : i64
// TOLLVM-NEXT:     %9 = llvm.mlir.constant(2 : index) : i64
// TOLLVM-NEXT:     %10 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %11 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %12 = llvm.mul %9, %11 : i64
// TOLLVM-NEXT:     %13 = llvm.extractvalue %6[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %14 = llvm.mul %9, %13 : i64
// TOLLVM-NEXT:     %15 = llvm.add %14, %8 : i64
// TOLLVM-NEXT:     %16 = llvm.mul %15, %10 : i64
// TOLLVM-NEXT:     %17 = llvm.add %12, %16 : i64
// TOLLVM-NEXT:     %18 = llvm.alloca %17 x i8 : (i64) -> !llvm.ptr
// TOLLVM-NEXT:     %19 = llvm.extractvalue %6[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     "llvm.intr.memcpy"(%18, %19, %17) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// TOLLVM-NEXT:     llvm.call @free(%19) : (!llvm.ptr) -> ()
// TOLLVM-NEXT:     %20 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %21 = llvm.extractvalue %6[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %22 = llvm.insertvalue %21, %20[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %23 = llvm.insertvalue %18, %22[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %24 = llvm.mlir.constant(1 : index) : i64
// TOLLVM-NEXT:     %25 = llvm.mlir.constant(2 : index) : i64
// TOLLVM-NEXT:     %26 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %27 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %28 = llvm.mul %25, %27 : i64
// TOLLVM-NEXT:     %29 = llvm.extractvalue %7[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %30 = llvm.mul %25, %29 : i64
// TOLLVM-NEXT:     %31 = llvm.add %30, %24 : i64
// TOLLVM-NEXT:     %32 = llvm.mul %31, %26 : i64
// TOLLVM-NEXT:     %33 = llvm.add %28, %32 : i64
// TOLLVM-NEXT:     %34 = llvm.alloca %33 x i8 : (i64) -> !llvm.ptr
// TOLLVM-NEXT:     %35 = llvm.extractvalue %7[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     "llvm.intr.memcpy"(%34, %35, %33) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// TOLLVM-NEXT:     llvm.call @free(%35) : (!llvm.ptr) -> ()
// TOLLVM-NEXT:     %36 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %37 = llvm.extractvalue %7[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %38 = llvm.insertvalue %37, %36[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %39 = llvm.insertvalue %34, %38[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %40 = llvm.mlir.constant(1 : index) : i64
// TOLLVM-NEXT:     %41 = llvm.mlir.constant(2 : index) : i64
// TOLLVM-NEXT:     %42 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %43 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %44 = llvm.mul %41, %43 : i64
// TOLLVM-NEXT:     %45 = llvm.extractvalue %23[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %46 = llvm.mul %41, %45 : i64
// TOLLVM-NEXT:     %47 = llvm.add %46, %40 : i64
// TOLLVM-NEXT:     %48 = llvm.mul %47, %42 : i64
// TOLLVM-NEXT:     %49 = llvm.add %44, %48 : i64
// TOLLVM-NEXT:     %50 = llvm.call @malloc(%49) : (i64) -> !llvm.ptr
// TOLLVM-NEXT:     %51 = llvm.extractvalue %23[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     "llvm.intr.memcpy"(%50, %51, %49) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// TOLLVM-NEXT:     %52 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %53 = llvm.extractvalue %23[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %54 = llvm.insertvalue %53, %52[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %55 = llvm.insertvalue %50, %54[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %56 = llvm.mlir.constant(1 : index) : i64
// TOLLVM-NEXT:     %57 = llvm.mlir.constant(2 : index) : i64
// TOLLVM-NEXT:     %58 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %59 = llvm.mlir.constant(8 : index) : i64
// TOLLVM-NEXT:     %60 = llvm.mul %57, %59 : i64
// TOLLVM-NEXT:     %61 = llvm.extractvalue %39[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %62 = llvm.mul %57, %61 : i64
// TOLLVM-NEXT:     %63 = llvm.add %62, %56 : i64
// TOLLVM-NEXT:     %64 = llvm.mul %63, %58 : i64
// TOLLVM-NEXT:     %65 = llvm.add %60, %64 : i64
// TOLLVM-NEXT:     %66 = llvm.call @malloc(%65) : (i64) -> !llvm.ptr
// TOLLVM-NEXT:     %67 = llvm.extractvalue %39[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     "llvm.intr.memcpy"(%66, %67, %65) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// TOLLVM-NEXT:     %68 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %69 = llvm.extractvalue %39[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %70 = llvm.insertvalue %69, %68[0] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %71 = llvm.insertvalue %66, %70[1] : !llvm.struct<(i64, ptr)>
// TOLLVM-NEXT:     %72 = llvm.mlir.poison : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// TOLLVM-NEXT:     %73 = llvm.insertvalue %55, %72[0] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// TOLLVM-NEXT:     %74 = llvm.insertvalue %71, %73[1] : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// TOLLVM-NEXT:     llvm.return %74 : !llvm.struct<(struct<(i64, ptr)>, struct<(i64, ptr)>)>
// TOLLVM-NEXT:   }
// TOLLVM-NEXT: }
