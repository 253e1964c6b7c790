// memref.alloca_scope canonicalization (MLIR 22's AllocaScopeInliner and
// AllocaScopeHoister): a scope whose body cannot allocate on the stack (outside nested
// scopes) is inlined; so is one ending a function when it might; stack allocations with
// available operands are hoisted out of a scope ending an scf.if. Expectations are
// mlir-opt 22's output.
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s --check-prefix=CHECK

func.func @inline_unregistered_last() {
  memref.alloca_scope {
    "foo.op"() : () -> ()
  }
  return
}

func.func @inline_no_alloca(%m: memref<4xf32>, %i: index, %v: f32) -> f32 {
  %r = memref.alloca_scope -> f32 {
    memref.store %v, %m[%i] : memref<4xf32>
    %x = memref.load %m[%i] : memref<4xf32>
    memref.alloca_scope.return %x : f32
  }
  "foo.after"() : () -> ()
  return %r : f32
}

func.func @keep_alloca_not_last(%i: index, %v: f32) -> f32 {
  %r = memref.alloca_scope -> f32 {
    %a = memref.alloca() : memref<4xf32>
    memref.store %v, %a[%i] : memref<4xf32>
    %x = memref.load %a[%i] : memref<4xf32>
    memref.alloca_scope.return %x : f32
  }
  %s = memref.alloca_scope -> f32 {
    %a = memref.alloca() : memref<4xf32>
    memref.store %v, %a[%i] : memref<4xf32>
    %x = memref.load %a[%i] : memref<4xf32>
    memref.alloca_scope.return %x : f32
  }
  %t = arith.addf %r, %s : f32
  return %t : f32
}

func.func @nested_scope_alloca(%i: index, %v: f32) {
  memref.alloca_scope {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      memref.store %v, %a[%i] : memref<4xf32>
    }
  }
  "foo.after"() : () -> ()
  return
}

func.func @hoist(%c: i1, %n: index, %v: f32) {
  scf.if %c {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      %b = memref.alloca(%n) : memref<?xf32>
      %i = arith.addi %n, %n : index
      %d = memref.alloca(%i) : memref<?xf32>
      "foo.use"(%a, %b, %d) : (memref<4xf32>, memref<?xf32>, memref<?xf32>) -> ()
    }
  }
  return
}

func.func @unregistered_parent() {
  "foo.region"() ({
    memref.alloca_scope {
      "foo.op"() : () -> ()
    }
    "foo.term"() : () -> ()
  }) : () -> ()
  return
}

// CHECK-LABEL: func.func @inline_unregistered_last() {
// CHECK-NEXT: "foo.op"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inline_no_alloca(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT: memref.store %arg2, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: "foo.after"() : () -> ()
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @keep_alloca_not_last(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: memref.store %arg1, %alloca[%arg0] : memref<4xf32>
// CHECK-NEXT: %3 = memref.load %alloca[%arg0] : memref<4xf32>
// CHECK-NEXT: memref.alloca_scope.return %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: memref.store %arg1, %alloca[%arg0] : memref<4xf32>
// CHECK-NEXT: %3 = memref.load %alloca[%arg0] : memref<4xf32>
// CHECK-NEXT: memref.alloca_scope.return %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_scope_alloca(%arg0: index, %arg1: f32) {
// CHECK-NEXT: "foo.after"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @hoist(%arg0: i1, %arg1: index, %arg2: f32) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %alloca_0 = memref.alloca(%arg1) : memref<?xf32>
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : index
// CHECK-NEXT: %alloca_1 = memref.alloca(%0) : memref<?xf32>
// CHECK-NEXT: "foo.use"(%alloca, %alloca_0, %alloca_1) : (memref<4xf32>, memref<?xf32>, memref<?xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unregistered_parent() {
// CHECK-NEXT: "foo.region"() ({
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: "foo.op"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "foo.term"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
