// RUN: strata-opt %s --allow-unregistered-dialect --finalize-memref-to-llvm | FileCheck %s

// memref.reshape to an unranked result (a shape operand of unknown length) builds the
// ranked descriptor on the stack and copies the sizes in a loop (computing row-major
// strides), as mlir-opt 22's finalize-memref-to-llvm does; a static shape operand
// with an unranked source reads the pointers through it; memref.distinct_objects
// becomes separate_storage assumptions. CHECK lines from mlir-opt 22.

func.func @to_unranked(%m: memref<?xf32>, %s: memref<?xindex>) {
  %0 = memref.reshape %m(%s) : (memref<?xf32>, memref<?xindex>) -> memref<*xf32>
  "foo.use"(%0) : (memref<*xf32>) -> ()
  return
}

// An unranked source in another memory space, integer sizes, code after the op.
func.func @from_unranked(%m: memref<*xf32, 3>, %s: memref<?xi32>) -> index {
  %0 = memref.reshape %m(%s) : (memref<*xf32, 3>, memref<?xi32>) -> memref<*xf32, 3>
  "foo.use"(%0) : (memref<*xf32, 3>) -> ()
  %r = memref.rank %0 : memref<*xf32, 3>
  return %r : index
}

// A static shape operand with an unranked source and i32 sizes.
func.func @ranked_from_unranked(%m: memref<*xf32>, %s: memref<2xi32>) -> memref<?x?xf32> {
  %0 = memref.reshape %m(%s) : (memref<*xf32>, memref<2xi32>) -> memref<?x?xf32>
  return %0 : memref<?x?xf32>
}

func.func @distinct(%a: memref<?xf32>, %b: memref<4x4xi32, 1>, %c: memref<f64>) {
  %0:3 = memref.distinct_objects %a, %b, %c : memref<?xf32>, memref<4x4xi32, 1>, memref<f64>
  %1 = memref.distinct_objects %a : memref<?xf32>
  "foo.use"(%0#0, %0#1, %0#2, %1) : (memref<?xf32>, memref<4x4xi32, 1>, memref<f64>, memref<?xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @to_unranked(%arg0: memref<?xf32>, %arg1: memref<?xindex>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %5 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %6 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %7 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %8 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %9 = llvm.mul %6, %8 : i64
// CHECK-NEXT: %10 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %11 = llvm.mul %6, %10 : i64
// CHECK-NEXT: %12 = llvm.add %11, %5 : i64
// CHECK-NEXT: %13 = llvm.mul %12, %7 : i64
// CHECK-NEXT: %14 = llvm.add %9, %13 : i64
// CHECK-NEXT: %15 = llvm.alloca %14 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %16 = llvm.insertvalue %15, %4[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT: %18 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %19 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %20 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.store %18, %15 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %21 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %19, %21 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %22 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %20, %22 : i64, !llvm.ptr
// CHECK-NEXT: %23 = llvm.getelementptr %15[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64)>
// CHECK-NEXT: %24 = llvm.getelementptr %23[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %25 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %26 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %27 = llvm.sub %2, %26 : i64
// CHECK-NEXT: llvm.br ^bb1(%27, %26 : i64, i64)
// CHECK-NEXT: ^bb1(%28: i64, %29: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %30 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %31 = llvm.icmp "sge" %28, %30 : i64
// CHECK-NEXT: llvm.cond_br %31, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %32 = llvm.getelementptr %25[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %33 = llvm.load %32 : !llvm.ptr -> i64
// CHECK-NEXT: %34 = llvm.getelementptr %23[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %33, %34 : i64, !llvm.ptr
// CHECK-NEXT: %35 = llvm.getelementptr %24[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %29, %35 : i64, !llvm.ptr
// CHECK-NEXT: %36 = llvm.mul %29, %33 : i64
// CHECK-NEXT: %37 = llvm.sub %28, %26 : i64
// CHECK-NEXT: llvm.br ^bb1(%37, %36 : i64, i64)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: "foo.use"(%17) : (memref<*xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @from_unranked(%arg0: memref<*xf32, 3>, %arg1: memref<?xi32>) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32, 3> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %5 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %6 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %7 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %8 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %9 = llvm.mul %6, %8 : i64
// CHECK-NEXT: %10 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %11 = llvm.mul %6, %10 : i64
// CHECK-NEXT: %12 = llvm.add %11, %5 : i64
// CHECK-NEXT: %13 = llvm.mul %12, %7 : i64
// CHECK-NEXT: %14 = llvm.add %9, %13 : i64
// CHECK-NEXT: %15 = llvm.alloca %14 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %16 = llvm.insertvalue %15, %4[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(i64, ptr)> to memref<*xf32, 3>
// CHECK-NEXT: %18 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %19 = llvm.load %18 : !llvm.ptr -> !llvm.ptr<3>
// CHECK-NEXT: %20 = llvm.getelementptr %18[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<3>
// CHECK-NEXT: %21 = llvm.load %20 : !llvm.ptr -> !llvm.ptr<3>
// CHECK-NEXT: %22 = llvm.getelementptr %18[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<3>
// CHECK-NEXT: %23 = llvm.load %22 : !llvm.ptr -> i64
// CHECK-NEXT: llvm.store %19, %15 : !llvm.ptr<3>, !llvm.ptr
// CHECK-NEXT: %24 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<3>
// CHECK-NEXT: llvm.store %21, %24 : !llvm.ptr<3>, !llvm.ptr
// CHECK-NEXT: %25 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<3>
// CHECK-NEXT: llvm.store %23, %25 : i64, !llvm.ptr
// CHECK-NEXT: %26 = llvm.getelementptr %15[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr<3>, ptr<3>, i64, i64)>
// CHECK-NEXT: %27 = llvm.getelementptr %26[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %28 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %29 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %30 = llvm.sub %2, %29 : i64
// CHECK-NEXT: llvm.br ^bb1(%30, %29 : i64, i64)
// CHECK-NEXT: ^bb1(%31: i64, %32: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %33 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %34 = llvm.icmp "sge" %31, %33 : i64
// CHECK-NEXT: llvm.cond_br %34, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %35 = llvm.getelementptr %28[%31] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %36 = llvm.load %35 : !llvm.ptr -> i64
// CHECK-NEXT: %37 = llvm.getelementptr %26[%31] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %36, %37 : i64, !llvm.ptr
// CHECK-NEXT: %38 = llvm.getelementptr %27[%31] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %32, %38 : i64, !llvm.ptr
// CHECK-NEXT: %39 = llvm.mul %32, %36 : i64
// CHECK-NEXT: %40 = llvm.sub %31, %29 : i64
// CHECK-NEXT: llvm.br ^bb1(%40, %39 : i64, i64)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: "foo.use"(%17) : (memref<*xf32, 3>) -> ()
// CHECK-NEXT: %41 = llvm.extractvalue %16[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %42 = builtin.unrealized_conversion_cast %41 : i64 to index
// CHECK-NEXT: return %42 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ranked_from_unranked(%arg0: memref<*xf32>, %arg1: memref<2xi32>) -> memref<?x?xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<2xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = llvm.load %3 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %5 = llvm.getelementptr %3[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %6 = llvm.load %5 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %7 = llvm.insertvalue %4, %2[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %6, %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %10 = llvm.insertvalue %9, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %12 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %13 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.getelementptr inbounds|nuw %13[%12] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %15 = llvm.load %14 : !llvm.ptr -> i32
// CHECK-NEXT: %16 = builtin.unrealized_conversion_cast %15 : i32 to i64
// CHECK-NEXT: %17 = llvm.insertvalue %16, %10[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %11, %17[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.mul %11, %16 : i64
// CHECK-NEXT: %20 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %21 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %22 = llvm.getelementptr inbounds|nuw %21[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %23 = llvm.load %22 : !llvm.ptr -> i32
// CHECK-NEXT: %24 = builtin.unrealized_conversion_cast %23 : i32 to i64
// CHECK-NEXT: %25 = llvm.insertvalue %24, %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %26 = llvm.insertvalue %19, %25[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %27 = builtin.unrealized_conversion_cast %26 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
// CHECK-NEXT: %28 = llvm.mul %19, %24 : i64
// CHECK-NEXT: return %27 : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @distinct(%arg0: memref<?xf32>, %arg1: memref<4x4xi32, 1>, %arg2: memref<f64>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : memref<f64> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : memref<4x4xi32, 1> to !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %1[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %6 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: llvm.intr.assume %6 ["separate_storage"(%3, %4 : !llvm.ptr, !llvm.ptr<1>)] : i1
// CHECK-NEXT: llvm.intr.assume %6 ["separate_storage"(%3, %5 : !llvm.ptr, !llvm.ptr)] : i1
// CHECK-NEXT: llvm.intr.assume %6 ["separate_storage"(%4, %5 : !llvm.ptr<1>, !llvm.ptr)] : i1
// CHECK-NEXT: "foo.use"(%arg0, %arg1, %arg2, %arg0) : (memref<?xf32>, memref<4x4xi32, 1>, memref<f64>, memref<?xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
